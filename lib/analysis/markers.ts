/**
 * Hidden markers: what JSON Schema cannot show but that changes what a value must be.
 * A `custom` check (refine, superRefine, check(fn)), an `overwrite` check (trim, toLowerCase,
 * normalize, overwrite) or a pipe (transform, pipe, codec, stringbool). `z.preprocess()` is a
 * pipe too, but it widens what is accepted, so the coercion rule owns it.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { objectView, peel } from '../model/walk.js';

export interface Marker {
  readonly kind: 'custom' | 'overwrite' | 'pipe';
  readonly label: string;
  /** Equal identities are the same marker (kind, family, argument text or binding). */
  readonly identity: string;
  readonly span?: SourceSpan;
}

const MAX_DEPTH = 32;
const cache = new WeakMap<SchemaNode, readonly Marker[]>();

/** The hidden markers on a field's schema: its wrappers, pipes, base and scalar union options. */
export function hiddenMarkers(schema: SchemaNode): readonly Marker[] {
  let markers = cache.get(schema);
  if (!markers) {
    markers = [];
    collect(schema, markers as Marker[], 0);
    cache.set(schema, markers);
  }
  return markers;
}

function collect(schema: SchemaNode, out: Marker[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const { base, layers } = peel(schema);
  for (const layer of layers) {
    for (const check of layer.checks) {
      if (check.check === 'custom' || check.check === 'overwrite') {
        out.push(marker(check.check, check.label, check.identity, check.span));
      }
    }
    if (layer.type === 'pipe' && layer.via !== 'preprocess') {
      out.push(marker('pipe', layer.label, layer.identity, layer.span));
    }
  }
  if (base.type === 'intersection') {
    collect(base.left, out, depth + 1);
    collect(base.right, out, depth + 1);
  } else if (base.type === 'union') {
    // Scalar options are part of this field; object options form a union of their own.
    for (const option of base.options) {
      if (!objectView(option)) collect(option, out, depth + 1);
    }
  }
}

function marker(kind: Marker['kind'], label: string, identity: string, span: SourceSpan | undefined): Marker {
  return span ? { kind, label, identity, span } : { kind, label, identity };
}

/**
 * Hazards: what makes a field accept more than its JSON type says. Coercion (`z.coerce.*`,
 * identified by the coerced type, so the same coercion everywhere is fine), `.catch()` and
 * `z.preprocess()`.
 */
export interface Hazard {
  readonly kind: 'coerce' | 'catch' | 'preprocess';
  readonly label: string;
  readonly identity: string;
  readonly span?: SourceSpan;
}

const hazardCache = new WeakMap<SchemaNode, readonly Hazard[]>();

export function hazards(schema: SchemaNode): readonly Hazard[] {
  let found = hazardCache.get(schema);
  if (!found) {
    found = [];
    collectHazards(schema, found as Hazard[], 0);
    hazardCache.set(schema, found);
  }
  return found;
}

function collectHazards(schema: SchemaNode, out: Hazard[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const { base, layers } = peel(schema);
  for (const layer of layers) {
    if (layer.type === 'catch') {
      out.push(hazard('catch', layer.label ?? '.catch()', layer.identity ?? 'catch', layer.span));
    } else if (layer.type === 'pipe' && layer.via === 'preprocess') {
      out.push(hazard('preprocess', layer.label, layer.identity, layer.span));
    } else if ('coerce' in layer && layer.coerce) {
      out.push(hazard('coerce', `z.coerce.${layer.type}()`, `coerce:${layer.type}`, layer.span));
    }
  }
  if (base.type === 'intersection') {
    collectHazards(base.left, out, depth + 1);
    collectHazards(base.right, out, depth + 1);
  } else if (base.type === 'union') {
    for (const option of base.options) {
      if (!objectView(option)) collectHazards(option, out, depth + 1);
    }
  }
}

function hazard(kind: Hazard['kind'], label: string, identity: string, span: SourceSpan | undefined): Hazard {
  return span ? { kind, label, identity, span } : { kind, label, identity };
}
