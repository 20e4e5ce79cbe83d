/**
 * What a field carries that JSON Schema does not show, read layer by layer.
 *
 * Hidden markers change what a value must be: a `custom` check (refine, superRefine,
 * check(fn)), an `overwrite` check (trim, toLowerCase, normalize, overwrite) or a pipe
 * (transform, pipe, codec, stringbool). Hazards make a field accept more than its type says:
 * coercion, `.catch()`, `z.preprocess()` (a pipe too, but the coercion rule owns it).
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { baseOf, forEachLayer, objectView } from '../model/walk.js';

export interface Marker {
  readonly kind: 'custom' | 'overwrite' | 'pipe';
  readonly label: string;
  /** Equal identities are the same marker (kind, family, argument text or binding). */
  readonly identity: string;
  readonly span?: SourceSpan;
}

export interface Hazard {
  readonly kind: 'coerce' | 'catch' | 'preprocess';
  readonly label: string;
  /** Coercion is identified by the coerced type, so the same coercion everywhere is fine. */
  readonly identity: string;
  readonly span?: SourceSpan;
}

const MAX_DEPTH = 32;

/**
 * A scan of a field: every layer (wrappers, pipes, base), both sides of an intersection, and the
 * scalar options of a union (object options form a union of their own). Not memoized here:
 * `FieldFacts` keeps each field's result, and most fields carry nothing, so an empty result is
 * one shared array.
 */
function fieldScan<T>(readLayer: (layer: SchemaNode, out: T[]) => void): (schema: SchemaNode) => readonly T[] {
  const collect = (schema: SchemaNode, out: T[], depth: number): void => {
    if (depth > MAX_DEPTH) return;
    forEachLayer(schema, readLayer, out);
    const base = baseOf(schema);
    if (base.type === 'intersection') {
      collect(base.left, out, depth + 1);
      collect(base.right, out, depth + 1);
    } else if (base.type === 'union') {
      for (const option of base.options) if (!objectView(option)) collect(option, out, depth + 1);
    }
  };
  // One scratch list per scan, copied only when it found something: most fields carry nothing.
  // `collect` never starts another scan of the same kind, so the list is never shared.
  const scratch: T[] = [];
  return (schema) => {
    scratch.length = 0;
    collect(schema, scratch, 0);
    return scratch.length === 0 ? NONE : scratch.slice();
  };
}

const NONE: readonly never[] = Object.freeze([]);

function tagged<K extends string>(kind: K, label: string, identity: string, span: SourceSpan | undefined) {
  return span ? { kind, label, identity, span } : { kind, label, identity };
}

export const hiddenMarkers = fieldScan<Marker>((layer, out) => {
  for (const check of layer.checks) {
    if (check.check === 'custom' || check.check === 'overwrite') out.push(tagged(check.check, check.label, check.identity, check.span));
  }
  if (layer.type === 'pipe' && layer.via !== 'preprocess') out.push(tagged('pipe', layer.label, layer.identity, layer.span));
});

export const hazards = fieldScan<Hazard>((layer, out) => {
  if (layer.type === 'catch') {
    out.push(tagged('catch', layer.label ?? '.catch()', layer.identity ?? 'catch', layer.span));
  } else if (layer.type === 'pipe' && layer.via === 'preprocess') {
    out.push(tagged('preprocess', layer.label, layer.identity, layer.span));
  } else if ('coerce' in layer && layer.coerce) {
    out.push(tagged('coerce', `z.coerce.${layer.type}()`, `coerce:${layer.type}`, layer.span));
  }
});
