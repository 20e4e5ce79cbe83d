/**
 * Every property of a variant set: the variants' keys, and the keys of objects nested in them
 * (through array items), each with its path. What a flattened tool input advertises.
 *
 * Each variant's properties are walked breadth-first, and an object reached twice in a variant
 * (a schema shared under several keys, or a recursive one) is expanded once, at its shortest
 * path: a flattener emits one schema node per place, and enumerating paths instead would be
 * exponential (an object used under two keys at each of n levels has 2^n paths).
 */
import type { ObjectField, SchemaNode, SourceSpan } from '../model/schema.js';
import { factsOf, type FieldFacts } from './facts.js';
import type { Variant, VariantSet } from './variants.js';

export interface Property {
  readonly variant: Variant;
  readonly path: string;
  readonly schema: SchemaNode;
  /** What the rules read of `schema`, shared with the collided-field entries. */
  readonly facts: FieldFacts;
  readonly keySpan?: SourceSpan;
}

/** Nesting deeper than this is not walked (a flattened tool input this deep is not read anyway). */
const MAX_DEPTH = 24;

type Shape = ReadonlyMap<string, ObjectField>;

/** Per variant set, walked once and shared by every rule that reads properties. */
const walked = new WeakMap<VariantSet, readonly Property[]>();

export function properties(set: VariantSet): readonly Property[] {
  let list = walked.get(set);
  if (!list) {
    const out: Property[] = [];
    for (const variant of set.variants) variantProperties(variant, out);
    walked.set(set, (list = out));
  }
  return list;
}

function variantProperties(variant: Variant, out: Property[]): void {
  const expanded = new Set<Shape>([variant.view.shape]);
  let level: { prefix: string; shape: Shape }[] = [{ prefix: '', shape: variant.view.shape }];
  for (let depth = 0; level.length > 0 && depth <= MAX_DEPTH; depth++) {
    const next: { prefix: string; shape: Shape }[] = [];
    for (const { prefix, shape } of level) {
      for (const [key, field] of shape) {
        let path = prefix === '' ? key : `${prefix}.${key}`;
        let facts = factsOf(field.schema);
        out.push(field.keySpan ? { variant, path, schema: field.schema, facts, keySpan: field.keySpan } : { variant, path, schema: field.schema, facts });
        // Array items (of arrays of arrays too) are properties of their own, at `path[]`.
        let items: Set<SchemaNode> | undefined;
        for (;;) {
          const view = facts.object;
          if (view) {
            if (!expanded.has(view.shape)) {
              expanded.add(view.shape);
              next.push({ prefix: path, shape: view.shape });
            }
            break;
          }
          const { base } = facts;
          if (base.type !== 'array' || items?.has(base.element)) break;
          (items ??= new Set()).add(base.element);
          path = `${path}[]`;
          facts = factsOf(base.element);
          out.push({ variant, path, schema: base.element, facts });
        }
      }
    }
    level = next;
  }
}
