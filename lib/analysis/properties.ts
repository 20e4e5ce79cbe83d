/**
 * The properties of a variant set that a per-property rule may report: among the variants' keys,
 * and the keys of objects nested in them (through array and tuple items, record and catchall
 * values, union options and intersection sides: where `z.toJSONSchema` goes), those whose schema
 * has no JSON type (untyped or unrepresentable) or whose checks cannot be known, and below a
 * property, the unrepresentable nodes Zod's converter would throw on (see `walkInside`). Every
 * property is walked; only these are kept, as the others (nearly all) are read by no rule.
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
import { baseOf, hasUnknownChecks, objectView, optionalObjectOption, otherKeyValues, type ObjectView } from '../model/walk.js';
import { factsOf, type FieldFacts } from './facts.js';
import { variantFields, type VariantFields } from './fields.js';
import { hasNoJsonType, isUnrepresentable } from './kinds.js';
import type { Variant, VariantSet } from './variants.js';

export interface Property {
  readonly variant: Variant;
  readonly path: string;
  readonly schema: SchemaNode;
  /** What the rules read of `schema`, shared with the collided-field entries. */
  readonly facts: FieldFacts;
  readonly keySpan?: SourceSpan;
  /**
   * Below a key written in this file, that key (the nearest one), where a finding placed in
   * another module is reported: the union `when: Imported` brings in is reported at `when`, not
   * at the whole variant (see `anchorOf`).
   */
  readonly anchor?: SourceSpan;
  /** Set for a schema that is one option of the union at `path`, or one side of its intersection. */
  readonly within?: 'union' | 'intersection';
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
  return hasNoJsonType(base) || hasUnknownChecks(schema, base);
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
  /** The nearest key above written in this file (`Property.anchor`). */
  readonly anchor: SourceSpan | undefined;
}

/** A key's span when it is written in this file, else the one above it. */
function anchorBelow(keySpan: SourceSpan | undefined, above: SourceSpan | undefined): SourceSpan | undefined {
  return keySpan !== undefined && keySpan.file === undefined ? keySpan : above;
}

/** A property, with the key above it when it has none of its own in this file. */
function property(variant: Variant, path: string, schema: SchemaNode, facts: FieldFacts, keySpan: SourceSpan | undefined, anchor: SourceSpan | undefined): Property {
  const base: Property = keySpan ? { variant, path, schema, facts, keySpan } : { variant, path, schema, facts };
  return anchor !== undefined && anchor !== keySpan ? { ...base, anchor } : base;
}

/**
 * One variant's properties. Its own keys are read from the entries the collision walk made of
 * them (see fields.ts), whose facts say all this walk asks; nested keys from their nodes.
 */
function variantProperties({ variant, keys, entries }: VariantFields, out: Property[]): void {
  // Made on the first nested object (most variants have none): a Set per variant cost 1.4 MB.
  const expanded = new Expanded(variant.view.shape);
  let level: Level[] = [];
  // A variant's own `.catchall()`: the value of every key it does not declare.
  for (const value of otherKeyValues(variant.view)) below(variant, '*', value, 'value', expanded, level, out, undefined);
  for (let i = 0; i < keys.length; i++) {
    const { schema, facts, keySpan } = entries[i]!;
    const path = keys[i]!;
    // `isReportable`, read from the facts the entry already holds; and a nested object part of
    // which could not be traced (`z.object({ ...unknown })`), for the untraceable rule.
    if (facts.noJsonType || facts.unknownChecks || (facts.object !== null && facts.object.unresolvedMembers.length > 0)) out.push(keySpan ? { variant, path, schema, facts, keySpan } : { variant, path, schema, facts });
    if (facts.object) expandOnce(variant, path, facts.object, expanded, level, out, anchorBelow(keySpan, undefined));
    else if (hasInside(facts.base)) inside(variant, path, facts.base, expanded, level, out, anchorBelow(keySpan, undefined));
  }
  for (let depth = 1; level.length > 0 && depth <= MAX_DEPTH; depth++) {
    const next: Level[] = [];
    for (const { prefix, shape, anchor } of level) {
      shape.forEach((field, key) => {
        if (!expanded.firstVisit(field)) return;
        const path = prefix === '' ? key : `${prefix}.${key}`;
        const { schema, keySpan } = field;
        const base = baseOf(schema);
        const view = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
        if (isReportable(schema, base) || (view !== null && view.unresolvedMembers.length > 0)) out.push(property(variant, path, schema, factsOf(schema), keySpan, anchor));
        const here = anchorBelow(keySpan, anchor);
        if (view) expandOnce(variant, path, view, expanded, next, out, here);
        else if (hasInside(base)) inside(variant, path, base, expanded, next, out, here);
      });
    }
    level = next;
  }
}

/**
 * An object reached in the variant, expanded at its first (shortest) path only, with the value
 * of its `.catchall()` (`path.*`) if it has one, and of a record it is intersected with.
 */
function expandOnce(variant: Variant, path: string, view: ObjectView, expanded: Expanded, next: Level[], out: Property[], anchor: SourceSpan | undefined): void {
  if (!expanded.add(view.shape)) return;
  next.push({ prefix: path, shape: view.shape, anchor });
  for (const value of otherKeyValues(view)) below(variant, `${path}.*`, value, 'value', expanded, next, out, anchor);
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

/**
 * Where a schema that is not an object leads: the items of an array (`path[]`) or tuple
 * (`path[0]`, its rest `path[]`), the values of a record (`path.*`), the options of a union and
 * the sides of an intersection that is not one object (at the path itself, as a flattener's
 * walk adds no segment for a branch), and the object of `z.union([S, z.undefined()])` (a
 * `layer`: its keys are the property's, at the path itself).
 */
type Position = 'item' | 'value' | 'option' | 'side' | 'layer';

/** Whether `inside` has anything to walk below this base. */
function hasInside(base: SchemaNode): boolean {
  const type = base.type;
  return type === 'array' || type === 'tuple' || type === 'record' || type === 'union' || type === 'intersection';
}

/** One schema below a property, to be read. */
interface Pending {
  readonly path: string;
  readonly schema: SchemaNode;
  readonly position: Position;
  readonly anchor: SourceSpan | undefined;
}

/** Queues what lies below a non-object base. */
function queueInside(path: string, base: SchemaNode, queue: Pending[], anchor: SourceSpan | undefined): void {
  switch (base.type) {
    case 'array':
      queue.push({ path: `${path}[]`, schema: base.element, position: 'item', anchor });
      break;
    case 'tuple':
      base.items.forEach((item, i) => queue.push({ path: `${path}[${i}]`, schema: item, position: 'item', anchor }));
      if (base.rest) queue.push({ path: `${path}[]`, schema: base.rest, position: 'item', anchor });
      break;
    case 'record':
      queue.push({ path: `${path}.*`, schema: base.valueType, position: 'value', anchor });
      break;
    case 'union': {
      // `z.union([S, z.undefined()])` has no variant set of its own (`variants.ts`): S's keys are
      // this property's, read here as those of `S.optional()` are. Its other option is read as
      // any option is (`z.undefined()` is unrepresentable).
      const object = optionalObjectOption(base);
      for (const option of base.options) queue.push({ path, schema: option, position: option === object ? 'layer' : 'option', anchor });
      break;
    }
    case 'intersection':
      queue.push({ path, schema: base.left, position: 'side', anchor }, { path, schema: base.right, position: 'side', anchor });
      break;
    default:
      break;
  }
}

/** `inside`, for one schema at one position (a catchall's value). */
function below(variant: Variant, path: string, schema: SchemaNode, position: Position, expanded: Expanded, next: Level[], out: Property[], anchor: SourceSpan | undefined): void {
  walkInside(variant, [{ path, schema, position, anchor }], expanded, next, out);
}

function inside(variant: Variant, path: string, base: SchemaNode, expanded: Expanded, next: Level[], out: Property[], anchor: SourceSpan | undefined): void {
  // The common case, an array of scalars (`z.array(z.string())` in every variant): its items
  // read here, with no queue made.
  if (base.type === 'array') {
    const element = baseOf(base.element);
    if (element.type !== 'object' && element.type !== 'intersection' && !hasInside(element)) {
      if (isReportable(base.element, element)) out.push(property(variant, `${path}[]`, base.element, factsOf(base.element), undefined, anchor));
      return;
    }
  }
  const queue: Pending[] = [];
  queueInside(path, base, queue, anchor);
  walkInside(variant, queue, expanded, next, out);
}

/**
 * Reads what lies below one property, in order, with a queue rather than recursion (a record of
 * records 10,000 deep does not overflow the stack), each container once (a lazy that leads back
 * ends). Objects met are expanded at the next level, as nested keys.
 *
 * What is reported there:
 * - an item (of an array or tuple) with no JSON type, or whose checks cannot be known, as a
 *   property of its own: an array of `{}` tells a model nothing of its items;
 * - a record's or catchall's value, a union's option and an intersection's side only when JSON
 *   Schema cannot represent it (`z.record(z.string(), z.date())`, `z.union([z.string(),
 *   z.date()])`): `z.toJSONSchema` throws on it wherever it is, and the tool list fails. An
 *   untyped value (`z.record(z.string(), z.unknown())`, a common free-form map) or option
 *   advertises `{}` beside a type, which clients accept.
 *
 * A union's options that are objects (or unresolved) are not read here: every union is a variant
 * set of its own, whose variants' properties are walked there, and whose untraceable options the
 * untraceable rule reports. Its other options are not variants, so they are read here.
 */
function walkInside(variant: Variant, queue: Pending[], expanded: Expanded, next: Level[], out: Property[]): void {
  let seen: Set<SchemaNode> | undefined;
  for (let i = 0; i < queue.length; i++) {
    const { path, schema, position, anchor } = queue[i]!;
    const base = baseOf(schema);
    const view = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
    if (position === 'option' && (view || base.type === 'unresolved')) continue;
    // An object below (an array's items, a record's values) part of which could not be traced.
    if (position === 'item' ? isReportable(schema, base) || (view !== null && view.unresolvedMembers.length > 0) : isUnrepresentable(base)) {
      const found = property(variant, path, schema, factsOf(schema), undefined, anchor);
      out.push(position === 'option' || position === 'side' ? { ...found, within: position === 'option' ? 'union' : 'intersection' } : found);
    }
    if (view) expandOnce(variant, path, view, expanded, next, out, anchor);
    else if (hasInside(base) && !(seen ??= new Set()).has(base)) {
      seen.add(base);
      queueInside(path, base, queue, anchor);
    }
  }
}
