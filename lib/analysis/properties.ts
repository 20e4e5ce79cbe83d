/**
 * The properties of a variant set that a per-property rule may report: among the variants' keys,
 * and the keys of objects nested in them (through array items), those whose schema has no JSON
 * type (untyped or unrepresentable) or whose checks cannot be known. Every property is walked;
 * only these are kept, as the others (nearly all) are read by no rule.
 *
 * Each variant's properties are walked breadth-first, and an object reached twice in a variant
 * (a schema shared under several keys, or a recursive one) is expanded once, at its shortest
 * path: a flattener emits one schema node per place, and enumerating paths instead would be
 * exponential (an object used under two keys at each of n levels has 2^n paths).
 */
import type { ObjectField, SchemaNode, SourceSpan } from '../model/schema.js';
import { baseOf, hasUnknownChecks, objectView } from '../model/walk.js';
import { factsOf, type FieldFacts } from './facts.js';
import { hasNoJsonType } from './kinds.js';
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

/**
 * Whether a rule reads the property: no JSON type, or checks that cannot be known. Asked of the
 * node, not of its facts: the facts of the (nearly all) other properties are never built here.
 */
function isReportable(schema: SchemaNode, base: SchemaNode): boolean {
  return hasNoJsonType(base.type) || hasUnknownChecks(schema);
}

/** The reportable properties of a variant set, variant by variant, each breadth-first. */
export function reportableProperties(set: VariantSet): readonly Property[] {
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
      shape.forEach((field, key) => {
        let path = prefix === '' ? key : `${prefix}.${key}`;
        let schema = field.schema;
        let base = baseOf(schema);
        if (isReportable(schema, base)) {
          const facts = factsOf(schema);
          out.push(field.keySpan ? { variant, path, schema, facts, keySpan: field.keySpan } : { variant, path, schema, facts });
        }
        // Array items (of arrays of arrays too) are properties of their own, at `path[]`.
        let items: Set<SchemaNode> | undefined;
        for (;;) {
          const view = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
          if (view) {
            if (!expanded.has(view.shape)) {
              expanded.add(view.shape);
              next.push({ prefix: path, shape: view.shape });
            }
            break;
          }
          if (base.type !== 'array' || items?.has(base.element)) break;
          (items ??= new Set()).add(base.element);
          path = `${path}[]`;
          schema = base.element;
          base = baseOf(schema);
          if (isReportable(schema, base)) out.push({ variant, path, schema, facts: factsOf(schema) });
        }
      });
    }
    level = next;
  }
}
