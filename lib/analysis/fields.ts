/**
 * The first read of every variant's own keys: one entry, with its facts, per key of each
 * variant, made variant by variant. The collision walk groups them by key; the property walk
 * reads them as the top level of each variant. Each node of a union of 2,000 variants × 40 keys
 * is then read once, in the order the front end built it, instead of once per walk.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { FieldFacts } from './facts.js';
import type { Variant, VariantSet } from './variants.js';

export interface FieldEntry {
  readonly variant: Variant;
  readonly schema: SchemaNode;
  /** What every rule reads of `schema`, computed once for all of them. */
  readonly facts: FieldFacts;
  /** The key as written in that variant (for reports that point at a key). */
  readonly keySpan?: SourceSpan;
}

/** One variant's own keys, in order, and an entry for each. */
export interface VariantFields {
  readonly variant: Variant;
  readonly keys: readonly string[];
  readonly entries: readonly FieldEntry[];
}

export function entryOf(variant: Variant, schema: SchemaNode, keySpan: SourceSpan | undefined): FieldEntry {
  return new VariantField(variant, schema, keySpan);
}

/**
 * An entry and its facts in one object: one record per field of every variant, not two (80,000
 * of them for a union of 2,000 variants × 40 keys, all kept while the analysis lives).
 */
class VariantField extends FieldFacts implements FieldEntry {
  constructor(
    readonly variant: Variant,
    schema: SchemaNode,
    readonly keySpan: SourceSpan | undefined,
  ) {
    super(schema);
  }

  get facts(): FieldFacts {
    return this;
  }
}

/** Per variant set, read once and shared by both walks. */
const read = new WeakMap<VariantSet, readonly VariantFields[]>();

export function variantFields(set: VariantSet): readonly VariantFields[] {
  let fields = read.get(set);
  if (!fields) read.set(set, (fields = set.variants.map(fieldsOf)));
  return fields;
}

function fieldsOf(variant: Variant): VariantFields {
  const keys: string[] = [];
  const entries: FieldEntry[] = [];
  // forEach, not for-of: a Map iterator allocates an entry per key, for every variant.
  variant.view.shape.forEach((field, key) => {
    keys.push(key);
    entries.push(entryOf(variant, field.schema, field.keySpan));
  });
  return { variant, keys, entries };
}
