/**
 * Shared ways of looking through a schema node. Every reader of the model (variants, collided
 * fields, markers) goes through these, so "what a wrapper means" is decided once.
 */
import type {
  Check,
  IntersectionNode,
  LazyNode,
  ObjectField,
  ObjectNode,
  PipeNode,
  RecordNode,
  SchemaNode,
  SourceSpan,
  UnionNode,
  UnresolvedNode,
} from './schema.js';
import { appendAll } from './append.js';
import { isWrapper, unresolved } from './schema.js';

/** Reads a lazy getter once; a getter that throws becomes `unresolved`. */
const lazyCache = new WeakMap<LazyNode, SchemaNode>();
export function readLazy(node: LazyNode): SchemaNode {
  let value = lazyCache.get(node);
  if (value === undefined) {
    try {
      value = node.getter();
    } catch {
      value = unresolved('z.lazy() getter could not be read', node.span);
    }
    lazyCache.set(node, value);
  }
  return value;
}

export interface Peeled {
  /** The node under every wrapper, pipe input and lazy. */
  readonly base: SchemaNode;
  /** Every node passed on the way down, outermost first, `base` last. */
  readonly layers: readonly SchemaNode[];
}

/**
 * Looks through wrappers (`optional`, `nullable`, `default`, `catch`, `readonly`, ...), lazies,
 * and pipes to the node whose JSON Schema a flattener would advertise: a pipe's input side, or
 * for `z.preprocess()` its target schema (the input side there is a bare transform).
 */
export function peel(node: SchemaNode): Peeled {
  // Most fields are their own base: answering afresh costs less than a cache entry for each.
  if (!isPeelable(node)) return { base: node, layers: [node] };
  const cached = peelCache.get(node);
  if (cached) return cached;
  const layers: SchemaNode[] = [];
  let lazies: Set<LazyNode> | undefined;
  let current: SchemaNode = node;
  let result: Peeled | undefined;
  // Wrapper chains are finite (each layer was built around an existing one); only lazies can
  // lead back, so they alone are counted for cycles. A chain of any length costs no stack.
  for (;;) {
    layers.push(current);
    const inner = innerLayer(current);
    if (inner) current = inner;
    else if (current.type === 'lazy') {
      if (lazies?.has(current)) {
        const base = unresolved('a z.lazy() that only returns itself', node.span);
        layers.push(base);
        result = { base, layers };
        break;
      }
      (lazies ??= new Set()).add(current);
      current = readLazy(current);
    } else {
      result = { base: current, layers };
      break;
    }
  }
  peelCache.set(node, result);
  return result;
}

const peelCache = new WeakMap<SchemaNode, Peeled>();

/**
 * Visits the layers `peel(node)` lists, in order, without building the list: wrappers and pipes
 * are followed in place, and only from a lazy on (rare) is `peel`'s list read, as it is safe
 * against a lazy that cycles. For scans that read every field of every variant; `arg` is passed
 * through so that a caller need not make a closure per field.
 */
export function forEachLayer<A>(node: SchemaNode, visit: (layer: SchemaNode, arg: A) => void, arg: A): void {
  let current = node;
  for (;;) {
    if (current.type === 'lazy') {
      for (const layer of peel(current).layers) visit(layer, arg);
      return;
    }
    visit(current, arg);
    const inner = innerLayer(current);
    if (!inner) return;
    current = inner;
  }
}

/**
 * The checks of every layer `peel(node)` lists, outermost first. Nearly always one layer has
 * checks (`z.string().max(32).optional()`): that layer's own list is the answer, with no list
 * of layers built and no `peel` cache entry made, as a reader of every reported constraint of a
 * union of 2,000 × 40 asks this of tens of thousands of wrapped fields. Only a lazy (rare) is
 * read through `peel`, which is safe against a lazy that cycles.
 */
export function checksOfLayers(node: SchemaNode): readonly Check[] {
  const found: ChecksFound = { only: NO_CHECKS, merged: undefined };
  forEachLayer(node, addChecks, found);
  return found.merged ?? found.only;
}

interface ChecksFound {
  /** The one non-empty list met so far. */
  only: readonly Check[];
  /** Every check met, once a second layer has some. */
  merged: Check[] | undefined;
}

const NO_CHECKS: readonly Check[] = Object.freeze([]);

function addChecks(layer: SchemaNode, found: ChecksFound): void {
  const checks = layer.checks;
  if (checks.length === 0) return;
  if (found.merged) found.merged.push(...checks);
  else if (found.only.length === 0) found.only = checks;
  else found.merged = [...found.only, ...checks];
}

/** Whether `peel` has anything to look through: a wrapper, a pipe or a lazy. */
function isPeelable(node: SchemaNode): boolean {
  return node.type === 'pipe' || node.type === 'lazy' || isWrapper(node) || (node.type === 'union' && layerOption(node) !== undefined);
}

/**
 * `peel(node).base`, found by following wrappers and pipes in place: the readers that want only
 * the base ask this once per field of every variant, and a union of 2,000 variants × 40 keys
 * would otherwise make (and look up) 80,000 cache entries per model. Only a chain that meets a
 * lazy (rare) asks `peel`, which is safe against a lazy that cycles.
 */
export function baseOf(node: SchemaNode): SchemaNode {
  let current = node;
  for (let inner = innerLayer(current); inner; inner = innerLayer(current)) current = inner;
  // From the node itself: an unresolved base of a cycle carries the outer node's span.
  return current.type === 'lazy' ? peel(node).base : current;
}

/**
 * The next layer down that is followed in place: a wrapper's inner schema, or the side of a pipe
 * a flattener advertises. Undefined for a lazy (which `peel` follows, safe against cycles) and
 * for a base. The one step `peel`, `forEachLayer`, `baseOf` and the layer tests share.
 */
function innerLayer(node: SchemaNode): SchemaNode | undefined {
  if (isWrapper(node)) return node.innerType;
  if (node.type === 'union') return layerOption(node);
  return node.type === 'pipe' ? pipeAdvertisedSide(node) : undefined;
}

/** Whether a union is `z.union([S, z.null()])`: S made nullable, a layer, not a union of variants. */
export function isNullableUnion(union: UnionNode): boolean {
  return nullableOption(union) !== undefined;
}

/**
 * The object of `z.union([S, z.undefined()])` (either order, `S.or(z.undefined())`, `z.void()`,
 * `z.literal(undefined)`, null options beside: `z.union([S, z.null(), z.undefined()])`, or such a
 * union again: `z.union([z.union([S, z.undefined()]), z.undefined()])`): S made optional, the way
 * ts-to-zod writes every optional object (`z.union([XSchema, z.undefined()]).optional()`). It is
 * no union of variants (there is one object to flatten), but it is no layer either: its other
 * options are schemas of their own, which `z.toJSONSchema` cannot represent (it throws, or writes
 * `{}` beside S), and which the rules that read a union's options report. Undefined unless one
 * option is an object and every other takes no value or null alone, one of them no value.
 */
export function optionalObjectOption(union: UnionNode, depth = 0): SchemaNode | undefined {
  const options = union.options;
  if (options.length < 2 || union.discriminator !== undefined || depth > MAX_OPTIONAL_NESTING) return undefined;
  let object: SchemaNode | undefined;
  let absent = false;
  for (const option of options) {
    const empty = emptyOption(option);
    if (empty === 'absent' || empty === 'nullish') absent = true;
    else if (empty === undefined) {
      if (object !== undefined) return undefined;
      object = option;
    }
  }
  if (!absent || object === undefined) return undefined;
  const base = baseOf(object);
  if (base.type === 'object' || (base.type === 'intersection' && objectView(base) !== null)) return object;
  return base.type === 'union' && optionalObjectOption(base, depth + 1) !== undefined ? object : undefined;
}

/** Unions of such unions nested deeper (or leading back through a lazy) are read as unions. */
const MAX_OPTIONAL_NESTING = 8;

/**
 * What a union's option takes when it is no schema of values: `absent` for nothing JSON holds
 * (`z.undefined()`, `z.void()`, `z.literal(undefined)`: the key left out, as `.optional()` takes
 * it), `null` for null alone, `nullish` for both (`z.undefined().nullable()`, `z.literal([undefined,
 * null])`), behind the wrappers that change none of them. Undefined for any other option, or one
 * with checks of its own.
 */
export function emptyOption(node: SchemaNode): 'absent' | 'null' | 'nullish' | undefined {
  const base = emptyBase(node);
  const nullable = throughNullable;
  if (base.checks.length !== 0) return undefined;
  if (base.type === 'null') return 'null';
  if (base.type === 'undefined' || base.type === 'void') return nullable ? 'nullish' : 'absent';
  if (base.type !== 'literal' || base.values.length === 0 || !base.values.every((value) => value === undefined || value === null)) return undefined;
  if (!base.values.includes(undefined)) return 'null';
  return nullable || base.values.includes(null) ? 'nullish' : 'absent';
}

/**
 * The one schema a union is a layer over: S of `z.union([S, z.null()])` (S made nullable) and of
 * `z.union([S])`, a union of one option, which accepts what S accepts and which JSON Schema writes
 * as `anyOf: [S]`: its bounds, markers and keys are S's.
 */
function layerOption(union: UnionNode): SchemaNode | undefined {
  if (union.options.length === 1 && union.discriminator === undefined) return union.options[0];
  return nullableOption(union);
}

/**
 * The schema of `z.union([S, z.null()])` (either order, `S.or(z.null())`): what JSON Schema
 * writes as it writes `S.nullable()` (`anyOf: [S, { type: "null" }]`), and a layer over S as
 * `.nullable()` is. So its bounds, markers and keys are S's, as they are for `S.nullable()`.
 */
function nullableOption(union: UnionNode): SchemaNode | undefined {
  const options = union.options;
  if (options.length !== 2 || union.discriminator !== undefined) return undefined;
  const [first, second] = options as [SchemaNode, SchemaNode];
  if (isNull(second)) return isNull(first) ? undefined : first;
  return isNull(first) ? second : undefined;
}

/**
 * `z.null()` or `z.literal(null)`, also behind the wrappers that change nothing a null option
 * takes (`z.null().readonly()`, `.optional()`, `.nullable()`, `.default(null)`, a `z.lazy()`):
 * JSON Schema's `{ type: "null" }` all. Not behind `.catch()` (it takes every input), and not
 * with a check of its own (a `.refine()` on it is a marker the union keeps).
 */
function isNull(node: SchemaNode): boolean {
  const base = emptyBase(node);
  return base.checks.length === 0 && (base.type === 'null' || (base.type === 'literal' && base.values.length === 1 && base.values[0] === null));
}

const NULL_KEEPING: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional']);

/** Set by `emptyBase`: whether a `.nullable()` was among the layers it looked through. */
let throughNullable = false;

/**
 * The schema under the layers that change nothing a null or undefined option takes (`NULL_KEEPING`,
 * a `z.lazy()`), up to the first with a check of its own: what `isNull` and `emptyOption` read.
 */
function emptyBase(node: SchemaNode): SchemaNode {
  let base = node;
  throughNullable = false;
  for (let depth = 0; depth < 16 && base.checks.length === 0; depth++) {
    if (NULL_KEEPING.has(base.type)) {
      if (base.type === 'nullable') throughNullable = true;
      base = (base as { innerType: SchemaNode }).innerType;
    } else if (base.type === 'lazy') base = readLazy(base);
    else break;
  }
  return base;
}

export function pipeAdvertisedSide(pipe: PipeNode): SchemaNode {
  return pipe.via === 'preprocess' || pipe.in.type === 'transform' ? pipe.out : pipe.in;
}

/** An object seen through intersections: keys of both sides, in order of appearance. */
export interface ObjectView {
  readonly shape: ReadonlyMap<string, ObjectField>;
  readonly objects: readonly ObjectNode[];
  readonly unresolvedMembers: readonly UnresolvedNode[];
  /**
   * The value types of records the object is intersected with (`A.and(z.record(k, V))`): what
   * every key the object does not declare holds, as a catchall's value (`path.*`).
   */
  readonly recordValues?: readonly SchemaNode[];
}

/**
 * What every key an object view does not declare holds (JSON Schema's `additionalProperties`):
 * its objects' `.catchall()` values and the values of records it is intersected with. Empty for
 * nearly every object, with nothing allocated.
 */
export function otherKeyValues(view: ObjectView): readonly SchemaNode[] {
  let values: SchemaNode[] | undefined;
  for (let i = 0; i < view.objects.length; i++) {
    const catchall = view.objects[i]!.catchall;
    if (catchall) (values ??= []).push(catchall);
  }
  if (view.recordValues) (values ??= []).push(...view.recordValues);
  return values ?? NO_VALUES;
}

const NO_VALUES: readonly SchemaNode[] = Object.freeze([]);

const objectViews = new WeakMap<ObjectNode, ObjectView>();
const intersectionViews = new WeakMap<SchemaNode, ObjectView | null>();
/** Intersections nest this deep at most before a node stops counting as an object. */
const MAX_VIEW_DEPTH = 256;

/**
 * The object a node stands for once wrappers that keep an object are looked through, or null.
 * `z.intersection(A, B)` of two objects is one object whose shared keys hold both schemas.
 * Views are kept per object and per intersection (a field that is neither costs no entry).
 */
export function objectView(node: SchemaNode, depth = 0): ObjectView | null {
  const base = baseOf(node);
  if (base.type === 'object') {
    let view = objectViews.get(base);
    if (!view) objectViews.set(base, (view = { shape: base.shape, objects: [base], unresolvedMembers: base.unresolvedMembers }));
    return view;
  }
  if (base.type !== 'intersection') return null;
  const cached = intersectionViews.get(base);
  if (cached !== undefined) return cached;
  intersectionViews.set(base, null); // a cycle through an intersection resolves to "not an object"
  const view = intersectionView(base, depth);
  intersectionViews.set(base, view);
  return view;
}

function intersectionView(base: IntersectionNode, depth: number): ObjectView | null {
  if (depth > MAX_VIEW_DEPTH) return null;
  const left = objectView(base.left, depth + 1);
  const right = objectView(base.right, depth + 1);
  if (!left || !right) {
    const view = left ?? right;
    if (!view) return null;
    const other = baseOf(left ? base.right : base.left);
    // `obj.and(z.unknown())` (openapi-zod-client's `allOf: [X, {}]`, braintrust's generated
    // types) or `z.any()`: the other side takes any input, so the keys and what they hold are the
    // object's (Zod merges in the keys the object strips; JSON Schema shows `allOf: [X, {}]`). Not
    // a `z.custom()`, which JSON Schema cannot show at all (require-typed-properties reports it).
    if (other.type === 'unknown' || other.type === 'any') return view;
    // `obj.and(z.record(z.string(), V))`: the object's keys, each of whose values V holds too.
    return other.type === 'record' ? withRecordValues(view, other) : null;
  }
  // `A.and(A)` is A. (Kept as two, `A1 = A0.and(A0); A2 = A1.and(A1); ...` doubled the lists at
  // each level: 2^27 objects and a V8 abort, where the source is 27 lines.)
  if (left === right) return left;
  const shape = new Map<string, ObjectField>(left.shape);
  right.shape.forEach((field, key) => {
    const existing = shape.get(key);
    if (!existing || existing.schema === field.schema) {
      if (!existing) shape.set(key, field);
      return;
    }
    const keySpan = existing.keySpan ?? field.keySpan;
    const schema = intersectionOf(existing.schema, field.schema);
    shape.set(key, keySpan ? { key, keySpan, schema } : { key, schema });
  });
  const recordValues = joined(left.recordValues ?? [], right.recordValues ?? []);
  const view = { shape, objects: joined(left.objects, right.objects), unresolvedMembers: joined(left.unresolvedMembers, right.unresolvedMembers) };
  return recordValues.length > 0 ? { ...view, recordValues } : view;
}

/**
 * An object intersected with a record (`A.and(z.record(z.string(), V))`, written to let a variant
 * take more keys): Zod parses the input as both, so every key of A must hold V as well as its own
 * schema. A value of `z.any()` or `z.unknown()` (nearly always) adds nothing to A's keys.
 */
function withRecordValues(view: ObjectView, record: RecordNode): ObjectView {
  const value = record.valueType;
  const recordValues = [...(view.recordValues ?? []), value];
  const valueBase = baseOf(value).type;
  if (valueBase === 'any' || valueBase === 'unknown') return { ...view, recordValues };
  const shape = new Map<string, ObjectField>();
  // A literal or an enum keeps its values (the discriminator stays a literal): V can only accept
  // them or reject every input, which is no field's difference to report.
  view.shape.forEach((field, key) => shape.set(key, literalValues(field.schema) ? field : { ...field, schema: intersectionOf(field.schema, value) }));
  return { shape, objects: view.objects, unresolvedMembers: view.unresolvedMembers, recordValues };
}

/** Both lists, each element once: the sides of nested intersections share their objects. */
function joined<T>(left: readonly T[], right: readonly T[]): readonly T[] {
  if (right.length === 0) return left;
  if (left.length === 0) return right;
  return [...new Set([...left, ...right])];
}

/**
 * The one synthetic intersection of two field schemas: made once per pair, so a recursive
 * schema that intersects itself is walked as a finite graph, not an ever-growing tree.
 */
const pairs = new WeakMap<SchemaNode, WeakMap<SchemaNode, SchemaNode>>();
function intersectionOf(left: SchemaNode, right: SchemaNode): SchemaNode {
  let byRight = pairs.get(left);
  if (!byRight) pairs.set(left, (byRight = new WeakMap()));
  let node = byRight.get(right);
  if (!node) byRight.set(right, (node = { type: 'intersection', left, right, checks: [] }));
  return node;
}

/**
 * An object intersected with a union of objects (`Target.and(z.discriminatedUnion('kind', [Circle,
 * Square]))`), as the union it parses as: each option with the object's keys (Zod parses the input
 * as both sides, so one option at a time), the union's discriminator kept. Null for any other
 * intersection. Made once per intersection, as `intersectionOf` makes its pairs.
 */
export function distributedUnion(node: IntersectionNode): UnionNode | null {
  const cached = distributed.get(node);
  if (cached !== undefined) return cached;
  distributed.set(node, null); // an intersection that meets itself (through a lazy) distributes into nothing
  const made = distribute(node);
  distributed.set(node, made);
  return made;
}

const distributed = new WeakMap<IntersectionNode, UnionNode | null>();

/**
 * The unions an intersection that distributes was made of (`Source` of `Source.and(Extra)`, and
 * `U` of `Base.and(U).and(Extra)`): their options are the distributed union's, each with more
 * keys. None for an intersection that does not distribute.
 */
export function distributedSources(node: IntersectionNode): UnionNode[] {
  const sources: UnionNode[] = [];
  const seen = new Set<IntersectionNode>();
  const visit = (intersection: IntersectionNode): void => {
    if (seen.has(intersection) || !distributedUnion(intersection)) return;
    seen.add(intersection);
    for (const side of [intersection.left, intersection.right]) {
      const base = baseOf(side);
      // As `unionSide` reads a side: a union, not `S` made nullable; an intersection, its own.
      if (base.type === 'union') {
        if (!isNullableUnion(base)) sources.push(base);
      } else if (base.type === 'intersection') visit(base);
    }
  };
  visit(node);
  return sources;
}

/**
 * The union of objects a side of an intersection stands for: a union (not `S` made nullable), or
 * an intersection that distributes into one (`Base.and(U).and(Extra)`, read as `(Base.and(U)).and(Extra)`).
 */
function unionSide(side: SchemaNode): UnionNode | null {
  const base = baseOf(side);
  if (base.type === 'union') return isNullableUnion(base) ? null : base;
  return base.type === 'intersection' ? distributedUnion(base) : null;
}

function distribute(node: IntersectionNode): UnionNode | null {
  const left = unionSide(node.left);
  const right = unionSide(node.right);
  const [union, other] = left && !right ? [left, node.right] : right && !left ? [right, node.left] : [null, null];
  if (!union || !other || !objectView(other)) return null;
  // A null option meets no object (`U.and(Obj)` takes no null): it is left out. Every other
  // option must be an object.
  const options: SchemaNode[] = [];
  const spans: (SourceSpan | undefined)[] = [];
  for (let i = 0; i < union.options.length; i++) {
    const option = union.options[i]!;
    if (isNull(option)) continue;
    if (!objectView(option)) return null;
    options.push(intersectionOf(other, option));
    spans.push(union.optionSpans?.[i]);
  }
  if (options.length === 0) return null;
  return {
    type: 'union',
    options,
    ...(union.optionSpans ? { optionSpans: spans } : {}),
    ...(union.discriminator !== undefined ? { discriminator: union.discriminator } : {}),
    ...(union.inclusive !== undefined ? { inclusive: union.inclusive } : {}),
    checks: [],
    ...(union.span ? { span: union.span } : {}),
  };
}

/**
 * The items of two arrays intersected (a key both sides of `A.and(B)` declare as an array, or
 * `z.array(S).and(z.array(T))`): each item is parsed by both, so it holds S and T. Undefined for
 * any other intersection.
 */
export function intersectedElement(node: IntersectionNode): SchemaNode | undefined {
  const left = baseOf(node.left);
  const right = baseOf(node.right);
  return left.type === 'array' && right.type === 'array' ? (left.element === right.element ? left.element : intersectionOf(left.element, right.element)) : undefined;
}

/**
 * The items of a union of arrays only (`z.union([z.array(z.string()), z.array(z.number())])`,
 * formbricks's `string[] | number[]`): an item is any option's item, so the items are the union of
 * the elements, which JSON Schema's `anyOf` of the two arrays lets through. Made once per union.
 * Undefined when an option is no array.
 */
export function unionElement(node: UnionNode): SchemaNode | undefined {
  let found = unionElements.get(node);
  if (found === undefined) {
    const elements: SchemaNode[] = [];
    for (const option of node.options) {
      const base = baseOf(option);
      if (base.type !== 'array') break;
      elements.push(base.element);
    }
    found = elements.length === node.options.length && elements.length >= 2 ? { type: 'union', options: elements, checks: [], ...(node.span ? { span: node.span } : {}) } : null;
    unionElements.set(node, found);
  }
  return found ?? undefined;
}
const unionElements = new WeakMap<UnionNode, UnionNode | null>();

/** The literal values a discriminator-like field holds (`z.literal`, `z.enum`), or null. */
export function literalValues(node: SchemaNode, depth = 0): readonly unknown[] | null {
  const base = baseOf(node);
  if (base.type === 'literal') return base.values;
  if (base.type === 'enum') return base.values;
  // A key both sides of `.and()` declare (`Entity.and(z.object({ eventType: z.literal('a') }))`,
  // as code generators write a variant): the values both sides allow, or one side's when the
  // other takes any value.
  if (base.type === 'intersection' && depth < MAX_VALUE_DEPTH) return bothAllow(literalValues(base.left, depth + 1), literalValues(base.right, depth + 1));
  return null;
}

/** The values both sides of `.and()` allow, or one side's when the other takes any value (null). */
function bothAllow(left: readonly unknown[] | null, right: readonly unknown[] | null): readonly unknown[] | null {
  if (!left || !right) return left ?? right;
  return left.filter((value) => right.some((other) => Object.is(value, other)));
}

/** Intersections nest this deep at most before their values count as unknown. */
const MAX_VALUE_DEPTH = 64;

/**
 * The values a field is limited to, as JSON Schema's `enum` writes them: a literal's or an enum's,
 * or those of a union whose options are all literals or enums (`z.union([z.literal('x'),
 * z.literal('y')])` is `z.enum(['x', 'y'])`), `null` options aside as nullability. Null when the
 * field takes any value of its kind.
 */
export function enumValues(node: SchemaNode, depth = 0): readonly unknown[] | null {
  const base = baseOf(node);
  // Both sides of `.and()` hold: the values both allow, or one side's when the other takes any
  // value of its kind (a key both objects of an intersection declare is such a node).
  if (base.type === 'intersection') {
    if (depth > MAX_VALUE_DEPTH) return null;
    return bothAllow(enumValues(base.left, depth + 1), enumValues(base.right, depth + 1));
  }
  if (base.type !== 'union') return literalValues(base);
  if (depth > MAX_VALUE_DEPTH) return null;
  let values: unknown[] | null = null;
  for (const option of base.options) {
    const optionBase = baseOf(option);
    if (optionBase.type === 'null') continue;
    // A union nested in the union is its values too (`z.union([z.union([z.literal('x'),
    // z.literal('a')]), z.literal('b')])` is `z.enum(['x', 'a', 'b'])` to JSON Schema).
    const own = optionBase.type === 'union' ? enumValues(optionBase, depth + 1) : literalValues(optionBase);
    if (!own) return null;
    appendAll((values ??= []), own);
  }
  return values;
}

/**
 * The finite set of values a node accepts, as Zod 4 computes `_zod.values` (the discriminator
 * map of `z.discriminatedUnion` is built from it): literals, enums, `z.null()`, `z.undefined()`,
 * unions of those, and wrappers (`optional` adds undefined, `nullable` adds null, `nonoptional`
 * drops undefined, `default`/`prefault`/`catch`/`readonly` keep the inner set, a pipe its input's,
 * `promise` and `success` have none (Zod 4 defines no values on them);
 * Zod 3's `z.preprocess(fn, S)` the set of S, as Zod 3 reads a discriminator through effects).
 * Null when the set is not finite or not known, and under a lazy: Zod 4's `$ZodLazy` defines no
 * values (a discriminator under `z.lazy()` gives the object none, and Zod 4 throws on the first
 * parse). Zod 3 reads a discriminator through a lazy; the two are not told apart here.
 */
export function valueSetOf(node: SchemaNode, seen?: Set<SchemaNode>): readonly unknown[] | null {
  // A literal or an enum (most discriminators) has nothing below it that could cycle.
  if (node.type === 'literal' || node.type === 'enum') return node.values;
  seen ??= new Set();
  if (seen.has(node)) return null;
  seen.add(node);
  try {
    switch (node.type) {
      case 'null':
        return [null];
      case 'undefined':
        return [undefined];
      case 'union': {
        const all: unknown[] = [];
        for (const option of node.options) {
          const values = valueSetOf(option, seen);
          if (!values) return null;
          all.push(...values);
        }
        return all;
      }
      case 'optional':
      case 'nullable': {
        const inner = valueSetOf(node.innerType, seen);
        return inner ? [...inner, node.type === 'optional' ? undefined : null] : null;
      }
      case 'nonoptional': {
        const inner = valueSetOf(node.innerType, seen);
        return inner ? inner.filter((value) => value !== undefined) : null;
      }
      case 'pipe':
        return valueSetOf(node.effects && node.via === 'preprocess' ? node.out : node.in, seen);
      // A z.lazy() defines no values Zod's discriminatedUnion can read (it throws "Invalid
      // discriminated union option"); a shape's getter is read as a property, its schema itself.
      case 'lazy':
        return node.shapeGetter ? valueSetOf(readLazy(node), seen) : null;
      // Zod 4's $ZodPromise and $ZodSuccess define no values (and Zod 3 reads no discriminator
      // through ZodPromise): a discriminator under them has none, and Zod throws.
      case 'promise':
      case 'success':
        return null;
      default:
        return isWrapper(node) ? valueSetOf(node.innerType, seen) : null;
    }
  } finally {
    seen.delete(node);
  }
}

/** Whether the key must be present: no optional/default layer above the base. */
export function isRequiredField(node: SchemaNode): boolean {
  // The layers `peel` lists, followed in place (see `baseOf`); from a lazy on, `peel`'s list.
  let current = node;
  for (;;) {
    const required = requiredBy(current);
    if (required !== undefined) return required;
    const inner = innerLayer(current);
    if (!inner) break;
    current = inner;
  }
  if (current.type !== 'lazy') return true;
  for (const layer of peel(current).layers) {
    const required = requiredBy(layer);
    if (required !== undefined) return required;
  }
  return true;
}

/** What a layer says of the key's presence, if anything. */
function requiredBy(layer: SchemaNode): boolean | undefined {
  if (layer.type === 'optional' || layer.type === 'default' || layer.type === 'prefault') return false;
  if (layer.type === 'nonoptional') return true;
  return undefined;
}

/**
 * Whether what a field carries (checks) is unknown, from its layers: it could not be read at
 * all, or it was read from a TypeScript type, which does not show checks. Such an entry is
 * neither "with" nor "without" a marker or a constraint.
 */
export function hasUnknownChecks(node: SchemaNode, base: SchemaNode = baseOf(node)): boolean {
  if (base.type === 'unresolved') return true;
  // The layers `peel` lists, followed in place (see `baseOf`).
  let current = node;
  for (;;) {
    if (current.opaque !== undefined) return true;
    const inner = innerLayer(current);
    if (!inner) break;
    current = inner;
  }
  return current.type === 'lazy' && peel(node).layers.some((layer) => layer.opaque !== undefined);
}
