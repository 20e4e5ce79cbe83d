/**
 * Every property of a variant set: the variants' keys, and the keys of objects nested in them
 * (through array items), each with its path. What a flattened tool input advertises.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { objectView, peel } from '../model/walk.js';
import type { Variant, VariantSet } from './variants.js';

export interface Property {
  readonly variant: Variant;
  readonly path: string;
  readonly schema: SchemaNode;
  readonly keySpan?: SourceSpan;
}

const MAX_DEPTH = 24;

export function* properties(set: VariantSet): Generator<Property> {
  for (const variant of set.variants) {
    yield* walkObject(variant, '', variant.view.shape, new Set([variant.node]), 0);
  }
}

function* walkObject(
  variant: Variant,
  prefix: string,
  shape: ReadonlyMap<string, { readonly schema: SchemaNode; readonly keySpan?: SourceSpan }>,
  seen: Set<SchemaNode>,
  depth: number,
): Generator<Property> {
  for (const [key, field] of shape) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    yield* walkValue(variant, path, field.schema, field.keySpan, seen, depth);
  }
}

function* walkValue(
  variant: Variant,
  path: string,
  schema: SchemaNode,
  keySpan: SourceSpan | undefined,
  seen: Set<SchemaNode>,
  depth: number,
): Generator<Property> {
  yield keySpan ? { variant, path, schema, keySpan } : { variant, path, schema };
  if (depth >= MAX_DEPTH || seen.has(schema)) return;
  seen.add(schema);
  const view = objectView(schema);
  if (view) yield* walkObject(variant, path, view.shape, seen, depth + 1);
  else {
    const { base } = peel(schema);
    if (base.type === 'array') yield* walkValue(variant, `${path}[]`, base.element, undefined, seen, depth + 1);
  }
  seen.delete(schema);
}
