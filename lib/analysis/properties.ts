/**
 * The properties of a variant set that a per-property rule may report: among the variants' keys,
 * and the keys of objects nested in them (through array items), those whose schema has no JSON
 * type (untyped or unrepresentable) or whose checks cannot be known. Every property is walked;
 * only these are kept, as the others (nearly all) are read by no rule.
 *
 * Each variant's properties are walked breadth-first, and an object reached twice in a variant
 * (a schema shared under several keys, or a recursive one) is expanded once, at its shortest
 * path: a flattener emits one schema node per place, and enumerating paths instead would be
 * exponential (an object used under two keys at each of n levels has 2^n paths). The same holds
 * for one declared field reached through two objects: an intersection's merged shape holds the
 * fields of its members, so `A.and(B)` inside `A` (a recursive getter) or beside it would report
 * A's fields again, at the same place, under a longer path.
 */
import type { ObjectField, SchemaNode, SourceSpan } from '../model/schema.js';
import { baseOf, hasUnknownChecks, objectView } from '../model/walk.js';
import { factsOf, type FieldFacts } from './facts.js';
import { variantFields, type VariantFields } from './fields.js';
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
  return hasNoJsonType(base.type) || hasUnknownChecks(schema, base);
}

/** The reportable properties of a variant set, variant by variant, each breadth-first. */
export function reportableProperties(set: VariantSet): readonly Property[] {
  let list = walked.get(set);
  if (!list) {
    const out: Property[] = [];
    for (const fields of variantFields(set)) variantProperties(fields, out);
    walked.set(set, (list = out));
  }
  return list;
}

interface Level {
  readonly prefix: string;
  readonly shape: Shape;
}

/**
 * One variant's properties. Its own keys are read from the entries the collision walk made of
 * them (see fields.ts), whose facts say all this walk asks; nested keys from their nodes.
 */
function variantProperties({ variant, keys, entries }: VariantFields, out: Property[]): void {
  // Made on the first nested object (most variants have none): a Set per variant cost 1.4 MB.
  const expanded = new Expanded(variant.view.shape);
  let level: Level[] = [];
  for (let i = 0; i < keys.length; i++) {
    const { schema, facts, keySpan } = entries[i]!;
    const path = keys[i]!;
    // `isReportable`, read from the facts the entry already holds.
    if (facts.noJsonType || facts.unknownChecks) out.push(keySpan ? { variant, path, schema, facts, keySpan } : { variant, path, schema, facts });
    if (facts.object) expandOnce(path, facts.object.shape, expanded, level);
    else if (facts.arrayElement) walkItems(variant, path, facts.arrayElement, expanded, level, out);
  }
  for (let depth = 1; level.length > 0 && depth <= MAX_DEPTH; depth++) {
    const next: Level[] = [];
    for (const { prefix, shape } of level) {
      shape.forEach((field, key) => {
        if (!expanded.firstVisit(field)) return;
        const path = prefix === '' ? key : `${prefix}.${key}`;
        const { schema, keySpan } = field;
        const base = baseOf(schema);
        if (isReportable(schema, base)) {
          const facts = factsOf(schema);
          out.push(keySpan ? { variant, path, schema, facts, keySpan } : { variant, path, schema, facts });
        }
        const view = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
        if (view) expandOnce(path, view.shape, expanded, next);
        else if (base.type === 'array') walkItems(variant, path, base.element, expanded, next, out);
      });
    }
    level = next;
  }
}

/** An object reached in the variant, expanded at its first (shortest) path only. */
function expandOnce(path: string, shape: Shape, expanded: Expanded, next: Level[]): void {
  if (expanded.add(shape)) next.push({ prefix: path, shape });
}

/**
 * The shapes a variant's walk has expanded, and the nested fields it has walked: its own shape
 * and fields, and Sets once there are others.
 */
class Expanded {
  #others: Set<Shape> | undefined;
  /** The nested fields walked: the schemas met under each key. */
  #fields: Map<string, Set<SchemaNode>> | undefined;
  constructor(private readonly own: Shape) {}
  /** Whether `shape` is new (and is now expanded). */
  add(shape: Shape): boolean {
    if (shape === this.own || this.#others?.has(shape)) return false;
    (this.#others ??= new Set()).add(shape);
    return true;
  }
  /**
   * Whether this declared field (its key and its schema) is walked for the first time, and now
   * is. Compared by key and schema, not by the field's record: Zod 4 gives an object a copy of
   * its shape when a method makes it a new definition (`F.refine()`, `F.strict()`), with the
   * same schemas in it, so `d: F.refine(fn)` beside `o: z.object({ p: F })` is one field `r` met
   * twice in real Zod as in the source's model, whichever of them shares the record. One of the
   * variant's own keys is found by a lookup in its shape, with no Set of them made.
   */
  firstVisit(field: ObjectField): boolean {
    if (this.own.get(field.key)?.schema === field.schema) return false;
    const byKey = (this.#fields ??= new Map());
    const schemas = byKey.get(field.key);
    if (!schemas) {
      byKey.set(field.key, new Set([field.schema]));
      return true;
    }
    if (schemas.has(field.schema)) return false;
    schemas.add(field.schema);
    return true;
  }
}

/** Array items (of arrays of arrays too) are properties of their own, at `path[]`. */
function walkItems(variant: Variant, path: string, element: SchemaNode, expanded: Expanded, next: Level[], out: Property[]): void {
  // An array of arrays of itself (`z.array(z.lazy(() => Self))`) ends; a Set only for nested arrays.
  let items: Set<SchemaNode> | undefined;
  let schema = element;
  for (;;) {
    path = `${path}[]`;
    const base = baseOf(schema);
    if (isReportable(schema, base)) out.push({ variant, path, schema, facts: factsOf(schema) });
    const view = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
    if (view) return expandOnce(path, view.shape, expanded, next);
    if (base.type !== 'array' || base.element === element || items?.has(base.element)) return;
    (items ??= new Set([element])).add(base.element);
    schema = base.element;
  }
}

