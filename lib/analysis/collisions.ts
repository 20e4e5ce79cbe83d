/**
 * Collided fields: keys declared by two or more variants of one variant set, found at the top
 * of the variants and again inside nested objects (`o.p`) and array items (`tags[]`).
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { objectView, peel } from '../model/walk.js';
import type { Variant, VariantSet } from './variants.js';

export interface FieldEntry {
  readonly variant: Variant;
  readonly schema: SchemaNode;
  /** The key as written in that variant (for reports that point at a key). */
  readonly keySpan?: SourceSpan;
}

export interface CollidedField {
  readonly set: VariantSet;
  /** `text`, `o.p`, `tags[]`, `items[].name`. */
  readonly path: string;
  readonly entries: readonly FieldEntry[];
}

/** Recursive schemas (`z.lazy`) would nest forever; no real contract goes deeper than this. */
const MAX_PATH_DEPTH = 24;

export function collidedFields(set: VariantSet): CollidedField[] {
  const out: CollidedField[] = [];
  const topLevel = set.variants.map((variant) => ({ variant, fields: variant.view.shape }));
  compareObjects(set, '', topLevel, 0, out);
  return out;
}

interface ObjectEntry {
  readonly variant: Variant;
  readonly fields: ReadonlyMap<string, { readonly schema: SchemaNode; readonly keySpan?: SourceSpan }>;
}

function compareObjects(
  set: VariantSet,
  prefix: string,
  objects: readonly ObjectEntry[],
  depth: number,
  out: CollidedField[],
): void {
  // Keys in order of first appearance across the variants, as flatteners emit them.
  const byKey = new Map<string, FieldEntry[]>();
  for (const { variant, fields } of objects) {
    for (const [key, field] of fields) {
      let entries = byKey.get(key);
      if (!entries) byKey.set(key, (entries = []));
      entries.push(
        field.keySpan ? { variant, schema: field.schema, keySpan: field.keySpan } : { variant, schema: field.schema },
      );
    }
  }
  for (const [key, entries] of byKey) {
    if (entries.length < 2) continue;
    visitField(set, prefix === '' ? key : `${prefix}.${key}`, entries, depth, out);
  }
}

function visitField(
  set: VariantSet,
  path: string,
  entries: readonly FieldEntry[],
  depth: number,
  out: CollidedField[],
): void {
  // The same schema object in every variant (a shared `Base.shape` field) cannot differ.
  const first = entries[0]!.schema;
  if (entries.every((entry) => entry.schema === first)) return;
  out.push({ set, path, entries });
  if (depth >= MAX_PATH_DEPTH) return;

  const objects: ObjectEntry[] = [];
  const elements: FieldEntry[] = [];
  for (const entry of entries) {
    const view = objectView(entry.schema);
    if (view) {
      objects.push({ variant: entry.variant, fields: view.shape });
      continue;
    }
    const { base } = peel(entry.schema);
    if (base.type === 'array') elements.push({ variant: entry.variant, schema: base.element });
  }
  if (objects.length >= 2) compareObjects(set, path, objects, depth + 1, out);
  if (elements.length >= 2) visitField(set, `${path}[]`, elements, depth + 1, out);
}
