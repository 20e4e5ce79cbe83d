/**
 * From unions to variant sets: what a deep flatten would merge into one object.
 *
 * A union's options that are themselves unions are merged into the parent's set (as a deep
 * flatten does); options that resolve to objects are the variants; everything else is kept
 * aside so the untraceable-variant rule can say what was not seen.
 */
import {
  isWrapper,
  type EnumNode,
  type IntersectionNode,
  type LiteralNode,
  type ScalarNode,
  type SchemaNode,
  type SourceSpan,
  type UnionNode,
  type UnresolvedNode,
  type WrapperNode,
} from '../model/schema.js';
import { baseOf, distributedSources, distributedUnion, enumValues, isNullableUnion, objectView, optionalObjectOption, peel, pipeAdvertisedSide, readLazy, type ObjectView } from '../model/walk.js';
import { appendAll } from '../model/append.js';
import { objectId } from '../model/object-ids.js';
import { sameSchema } from '../model/same-schema.js';
import { sameValues } from './agreement.js';

export interface Variant {
  /** Discriminator value(s), else the variable name, else `option N` (1-based, in the set). */
  readonly label: string;
  readonly node: SchemaNode;
  readonly view: ObjectView;
  readonly index: number;
  /** Where the option is written in its union (the place to report about the whole variant). */
  readonly optionSpan?: SourceSpan;
  /** Which option of the root union the variant is, or is in (a nested union's options share one). */
  readonly rootOption: number;
  /**
   * The discriminated unions nested below the root that the variant is an option of, outermost
   * first, and which option of each: how an input reaches it, past the root's own dispatch.
   */
  readonly nestedDispatch?: readonly DispatchStep[];
}

export interface DispatchStep {
  readonly union: UnionNode;
  readonly option: number;
  /** The key the union picks its option by: its discriminator, or the tag of a plain union (`structuralTag`). */
  readonly key: string;
}

/** An option that did not resolve, and where it is written. */
export interface UnresolvedOption {
  readonly node: UnresolvedNode;
  readonly optionSpan?: SourceSpan;
}

export interface VariantSet {
  readonly union: UnionNode;
  /** The key used for labels: the declared discriminator, else one found in every variant. */
  readonly discriminator?: string;
  /**
   * The discriminator is the one the root union picks its options by (declared, or a key its
   * options are told apart by), not only a nested union's: `Login.or(OAuthKey).or(OAuthToken)`
   * takes `type` from `z.union([Login, OAuthKey])`, which `OAuthToken` shares values of.
   */
  readonly picksRoot?: true;
  /**
   * The discriminators of discriminated unions nested as options under one value (`op: 'move'`
   * with `how: 'by' | 'to'`): a bottom-up flatten makes each the enum of its options' values
   * before the variants are merged, as it does the outer one.
   */
  readonly nestedDiscriminators?: readonly string[];
  /**
   * With no discriminator, the key the variants are told apart by (`tagKey`): at least two
   * variants each claim values there no other does (strings, else numbers or booleans), the rest
   * taking any value (a catch-all, `type: z.string()`, or no such key) or values that could not be read.
   */
  readonly tag?: string;
  readonly variants: readonly Variant[];
  /** Options that did not resolve at all, with the reason. */
  readonly unresolvedOptions: readonly UnresolvedOption[];
}


/** The unions a flattener would start from: reachable from the roots, and no other union's option. */
export function findUnions(roots: Iterable<SchemaNode>): UnionNode[] {
  return scanUnions(roots).roots;
}

/** The unions `scanUnions` and `listedUnions` find. */
export interface FoundUnions {
  /** Each union once (a union and its copies sharing one options array are one union). */
  readonly all: UnionNode[];
  /** Those that are no other found union's option. */
  readonly roots: UnionNode[];
  /** The root each union was first reached from. */
  readonly origin: Map<UnionNode, SchemaNode>;
}

/**
 * Every union reachable from the roots through what they advertise (a pipe's advertised side
 * only); `roots` are those that are no other union's option.
 * A union and its `.describe()`/`.meta()` copies share one options array: they are one union,
 * listed once, and nested if any copy of it is an option.
 */
export function scanUnions(roots: Iterable<SchemaNode>): FoundUnions {
  const found = new UnionGathering();
  const seen = new Set<SchemaNode>();
  for (const root of roots) {
    const stack: SchemaNode[] = [root];
    while (stack.length > 0) {
      let node = stack.pop()!;
      // A wrapper (an optional field) holds one node and is no union: it is looked through, not
      // remembered. Wrapper chains are finite; only lazies can lead back, and they are remembered.
      while (isWrapper(node)) node = node.innerType;
      // Most nodes are scalars, literals and enums: nothing below them, so not worth a `seen` entry.
      if (!hasChildren(node) || seen.has(node)) continue;
      seen.add(node);
      if (node.type === 'union') found.add(node, root);
      pushChildren(node, stack);
    }
  }
  return found.result();
}

/**
 * `scanUnions` for a caller that lists every union to analyse, nested ones included (the static
 * front end lists each union its evaluation of a file built): which are roots is read from the
 * options of the listed unions, and the variants' fields are not searched. That search reads
 * every field of every variant (80,000 of a union of 2,000 × 40) to find unions the list already
 * holds. A union listed twice, or with the options of one listed before (a `.describe()` copy),
 * is one union, as in `scanUnions`.
 */
export function listedUnions(listed: Iterable<SchemaNode>): FoundUnions {
  const found = new UnionGathering();
  for (const node of listed) if (node.type === 'union') found.add(node, node);
  return found.result();
}

/** The unions met, each once by its options, and the options arrays that are another's option. */
class UnionGathering {
  readonly #unions: UnionNode[] = [];
  readonly #origin = new Map<UnionNode, SchemaNode>();
  readonly #seenOptions = new Set<readonly SchemaNode[]>();
  readonly #nestedOptions = new Set<readonly SchemaNode[]>();

  /** A union met, reached from `root`. A copy of one met before (same options) adds nothing. */
  add(union: UnionNode, root: SchemaNode): void {
    // `z.union([S, z.null()])` is S made nullable (a layer, read through as `S.nullable()` is),
    // not a union of variants: no set of its own, which would report S's keys a second time,
    // as keys of a variant 'option 1'. A union inside S is found as any other.
    if (isNullableUnion(union)) return;
    // `z.union([S, z.undefined()])` is S made optional: one object, no variants to merge. S's
    // keys are read where the union is, as a property's (`properties.ts`), as S's are when it is
    // written `S.optional()`; a set of its own reported them as a variant 'S' of every such field.
    if (optionalObjectOption(union) !== undefined) return;
    if (this.#seenOptions.has(union.options)) return;
    this.#seenOptions.add(union.options);
    this.#unions.push(union);
    this.#origin.set(union, root);
    for (const option of union.options) {
      const inner = unionBehind(option);
      // A union that lists itself (through z.lazy) is still a root.
      if (inner && inner.options !== union.options) this.#nestedOptions.add(inner.options);
      // `z.union([X, Source.and(Extra)])`: Source's options are this union's, with Extra's keys,
      // so Source is no root of its own, as it is none as an option (`z.union([X, Source])`). As
      // a root it reported each of its findings again, its variants numbered otherwise.
      if (inner && inner !== option && option.type !== 'union') {
        const base = baseOf(option);
        if (base.type === 'intersection') for (const source of distributedSources(base)) if (source.options !== union.options) this.#nestedOptions.add(source.options);
      }
    }
  }

  result(): FoundUnions {
    const all = this.#unions;
    return { all, roots: all.filter((union) => !this.#nestedOptions.has(union.options)), origin: this.#origin };
  }
}

/**
 * The node types `pushChildren` has children for, besides wrappers: looked up before a node is
 * remembered or pushed. Its switch must handle each of them (its `default` does not compile
 * otherwise), and every node type must be a container, a wrapper or a leaf (`EVERY_TYPE_PLACED`),
 * so a new type cannot be handled in one place and missed in the other.
 */
const CONTAINER_LIST = [
  'object',
  'array',
  'union',
  'intersection',
  'pipe',
  'record',
  'tuple',
  'map',
  'set',
  'lazy',
] as const satisfies readonly SchemaNode['type'][];
type Container = Extract<SchemaNode, { readonly type: (typeof CONTAINER_LIST)[number] }>;
/** Nothing below them. */
type Leaf = ScalarNode | LiteralNode | EnumNode | UnresolvedNode;
const EVERY_TYPE_PLACED: [Exclude<SchemaNode, Container | WrapperNode | Leaf>] extends [never] ? true : never = true;
const CONTAINER_TYPES: ReadonlySet<string> = new Set(EVERY_TYPE_PLACED && CONTAINER_LIST);

function hasChildren(node: SchemaNode): boolean {
  return CONTAINER_TYPES.has(node.type) || isWrapper(node);
}

/** Children of a node, for reachability walks (order does not matter). */
export function pushChildren(node: SchemaNode, stack: SchemaNode[]): void {
  switch (node.type) {
    case 'object':
      // forEach, not for-of: a Map iterator allocates an entry per field, on every field of every
      // variant. A field with nothing below it (most) is not pushed only to be popped.
      node.shape.forEach(pushContainer, stack);
      if (node.catchall) stack.push(node.catchall);
      break;
    case 'array':
      stack.push(node.element);
      break;
    case 'union':
      appendAll(stack, node.options);
      break;
    case 'intersection':
      stack.push(node.left, node.right);
      break;
    case 'pipe':
      // The side a flattener advertises only: a union on the other (`z.string().transform(parse)
      // .pipe(Ops)`) is parsed, never advertised, and no flattener merges it.
      stack.push(pipeAdvertisedSide(node));
      break;
    case 'record':
      stack.push(node.keyType, node.valueType);
      break;
    case 'tuple':
      appendAll(stack, node.items);
      if (node.rest) stack.push(node.rest);
      break;
    case 'map':
    case 'set':
      stack.push(node.valueType);
      if (node.keyType) stack.push(node.keyType);
      break;
    case 'lazy':
      stack.push(readLazy(node));
      break;
    default: {
      // Every container type is handled above: what is left is a wrapper or has no children.
      const rest: Exclude<SchemaNode, Container> = node;
      if (isWrapper(rest)) stack.push(rest.innerType);
    }
  }
}

function pushContainer(this: SchemaNode[], field: { readonly schema: SchemaNode }): void {
  if (hasChildren(field.schema)) this.push(field.schema);
}

/**
 * A union an option stands for, through the same layers an object option is seen through
 * (wrappers, the advertised side of a pipe, lazies): `z.union([Inner.optional(), C])` flattens
 * Inner's variants with C's as `z.union([Obj.optional(), C])` flattens Obj, and JSON Schema
 * shows both as nested `anyOf`s. A wrapped union was dropped, and its variants never compared.
 */
function unionBehind(option: SchemaNode): UnionNode | null {
  if (option.type === 'union') return option;
  const base = baseOf(option);
  // `Base.and(z.discriminatedUnion('kind', [Circle, Square]))`: the union it parses as, Base's
  // keys in each option.
  return base.type === 'union' ? base : base.type === 'intersection' ? distributedUnion(base) : null;
}

/**
 * An object intersected with what is no object the analysis reads (`B.and(z.json())`, `B.and(S)`
 * of a string): an option with keys, none of them compared. Said, not dropped as a scalar option
 * is. Undefined when neither side is an object (`z.string().and(z.string().max(3))`).
 */
function unreadIntersection(node: IntersectionNode): UnresolvedNode | undefined {
  const left = objectView(node.left) !== null;
  if (!left && objectView(node.right) === null) return undefined;
  const written = left ? node.right : node.left;
  const other = baseOf(written);
  // What could not be read says why itself (a helper's parameter slot is no gap, a literal no object).
  if (other.type === 'unresolved') return other.scalar === true ? undefined : other;
  // Named as written: `z.json()` is a lazy schema (its union is what the getter returns).
  const named = written.type === 'lazy' ? 'lazy' : other.type;
  const reason = `an object intersected with a ${named} schema: the intersection's keys are not read`;
  return node.span ? { type: 'unresolved', reason, checks: [], span: node.span } : { type: 'unresolved', reason, checks: [] };
}

/** The variant set of a root union: nested union options merged, objects as variants. */
export function variantSet(union: UnionNode, anchor?: SourceSpan): VariantSet {
  const objects: { node: SchemaNode; view: ObjectView; optionSpan: SourceSpan | undefined; rootOption: number; nestedDispatch: DispatchStep[] | undefined }[] = [];
  const unresolvedOptions: UnresolvedOption[] = [];
  const discriminators: string[] = [];
  /** The keys a `z.discriminatedUnion()` declares, among them: a structural one is found, not declared. */
  const declared = new Set<string>();

  // Depth-first over nested unions, with an explicit stack: a 10,000-link `.or()` chain is fine.
  const visiting = new Set<readonly SchemaNode[]>();
  // `anchor`: where the nested union came in, for options written in another module.
  // `key`: the key the union picks its option by, when it is nested (the root's is chosen below).
  type Frame = { union: UnionNode; next: number; anchor: SourceSpan | undefined; key: string | undefined };
  // A union spanned here whose options are written in another module (one a helper of another
  // module built from a call here): what is found in them is reported at the union, the call.
  const rootKey = union.discriminator ?? structuralTag(union);
  const stack: Frame[] = [{ union, next: 0, anchor: anchor ?? (union.span !== undefined && union.span.file === undefined ? union.span : undefined), key: rootKey }];
  // The frames below the root of discriminated unions, kept as they are entered and left: a
  // variant copies the few it is under, never the whole stack (a long `.or()` chain has none).
  const dispatching: Frame[] = [];
  visiting.add(union.options);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const current = frame.union;
    if (frame.next === 0 && frame.key !== undefined) {
      discriminators.push(frame.key);
      if (frame.key === current.discriminator) declared.add(frame.key);
    }
    if (frame.next >= current.options.length) {
      stack.pop();
      if (dispatching[dispatching.length - 1] === frame) dispatching.pop();
      continue;
    }
    const i = frame.next++;
    const option = current.options[i]!;
    const written = current.optionSpans?.[i] ?? option.span;
    const optionSpan = written && written.file === undefined ? written : frame.anchor ?? written;
    const inner = unionBehind(option);
    if (inner) {
      if (!visiting.has(inner.options)) {
        visiting.add(inner.options);
        const key = inner.discriminator ?? structuralTag(inner);
        const entered: Frame = { union: inner, next: 0, anchor: optionSpan && optionSpan.file === undefined ? optionSpan : frame.anchor, key };
        stack.push(entered);
        if (key !== undefined) dispatching.push(entered);
      }
      continue;
    }
    const view = objectView(option);
    if (view) {
      const nestedDispatch = dispatching.length > 0 ? dispatching.map((f) => ({ union: f.union, option: f.next - 1, key: f.key! })) : undefined;
      objects.push({ node: option, view, optionSpan, rootOption: stack[0]!.next - 1, nestedDispatch });
      continue;
    }
    const base = baseOf(option);
    // A literal or enum of unknown values has no fields to flatten: it is not an untraced variant.
    const unread = base.type === 'unresolved' ? (base.scalar !== true ? base : undefined) : base.type === 'intersection' ? unreadIntersection(base) : undefined;
    if (unread) unresolvedOptions.push(optionSpan ? { node: unread, optionSpan } : { node: unread });
  }

  const discriminator = chooseDiscriminator(discriminators, objects.map((o) => o.view));
  const quoted = discriminator !== undefined && stringsLookLikeOthers(objects.map((o) => o.view), discriminator);
  const tag = discriminator === undefined ? tagKey(objects.map((o) => o.view)) : undefined;
  const isDeclared = discriminator !== undefined && declared.has(discriminator);
  const labels = objects.map(({ node, view }, index) => labelOf(node, view, index, discriminator, quoted, tag, isDeclared));
  if (discriminator !== undefined && discriminators.length > 1) tellNestedApart(labels, objects, discriminators.filter((key) => key !== discriminator));
  if (discriminator !== undefined) tellOverlapsApart(labels, objects, union, (view) => labelValues(view, discriminator, !isDeclared));
  tellDuplicatesApart(labels, objects, union);
  const variants = objects.map(({ node, view, optionSpan, rootOption, nestedDispatch }, index): Variant => ({
    node,
    view,
    index,
    label: labels[index]!,
    ...(optionSpan ? { optionSpan } : {}),
    rootOption,
    ...(nestedDispatch ? { nestedDispatch } : {}),
  }));
  if (discriminator === undefined) return { union, variants, unresolvedOptions, ...(tag !== undefined ? { tag } : {}) };
  const nested = discriminators.filter((key) => key !== discriminator);
  // The root's own key (declared or its options' tag, chosen first; else one every variant holds
  // apart), or one only a nested union picks by (then the root's options are not told apart by it).
  const own = rootKey !== undefined || discriminators.length === 0;
  return { union, discriminator, ...(own ? { picksRoot: true as const } : {}), ...(nested.length > 0 ? { nestedDiscriminators: nested } : {}), variants, unresolvedOptions };
}

/**
 * Two unions that list the same variants in another order (`z.union([A, B, C])` and
 * `z.union([C, B, A])`) say the same of every field, at the same places, and differ only in the
 * order their messages name the variants: each finding was reported twice at one place. A set
 * with the variants and labels of an earlier one is read in the earlier's order, so its findings
 * are the earlier's and are kept once; each variant keeps its own option (where a finding placed
 * in another module is reported for this union).
 */
export function inFirstOrder(sets: readonly VariantSet[]): readonly VariantSet[] {
  if (sets.length < 2) return sets;
  const firstOrder = new Map<string, VariantSet>();
  return sets.map((set) => {
    if (set.variants.length < 2) return set;
    const key = set.variants.map(variantKey).sort().join('\u0001');
    const first = firstOrder.get(key);
    if (!first) {
      firstOrder.set(key, set);
      return set;
    }
    if (set.variants.every((variant, i) => variantKey(variant) === variantKey(first.variants[i]!))) return set;
    // Each key of the earlier set once more in this one (the keys are equal as lists when sorted).
    const waiting = new Map<string, Variant[]>();
    for (const variant of set.variants) {
      const key = variantKey(variant);
      const list = waiting.get(key);
      if (list) list.push(variant);
      else waiting.set(key, [variant]);
    }
    const variants = first.variants.map((earlier, index) => ({ ...waiting.get(variantKey(earlier))!.shift()!, index }));
    return { ...set, variants };
  });
}

const variantKey = (variant: Variant): string => `${objectId(variant.node)}\u0000${variant.label}`;

/**
 * A discriminated union nested in another under one value (`type: 'b'` with `sub: 'x' | 'y'`,
 * which Zod 4 accepts) gives its variants one label: "only in variant b, not in variants a and
 * b" names nobody. Each label two variants share is told apart by the nested union's own
 * discriminator, when the variant declares it as a literal: `b (sub x)`. A value two options
 * both claim (a duplicate, `valid-discriminated-union`'s to report) is left as it is.
 */
function tellNestedApart(labels: string[], objects: readonly { readonly view: ObjectView }[], nested: readonly string[]): void {
  const count = new Map<string, number>();
  for (const label of labels) count.set(label, (count.get(label) ?? 0) + 1);
  if (count.size === labels.length) return;
  for (let i = 0; i < labels.length; i++) {
    if (count.get(labels[i]!)! < 2) continue;
    for (const key of nested) {
      const text = valuesText(objects[i]!.view, key, false);
      if (text === undefined) continue;
      labels[i] = `${labels[i]} (${key} ${text})`;
      break;
    }
  }
}

/**
 * A label several variants still share is told apart by the named union, an option of the root
 * union, that each came through, when those differ: a plain union of two discriminated unions that both have an
 * `action: 'create'` reads "create (CommentEvent)" and "create (UpdateEvent)". Otherwise (a
 * discriminator value two options of one union claim, which Zod throws on and
 * `valid-discriminated-union` reports) by the option's place: "only in variant a, not in variant
 * a" named nobody. One schema listed twice (`z.union([A, A])`) is one variant, and keeps its one
 * label.
 */
function tellDuplicatesApart(labels: string[], objects: readonly { readonly node: SchemaNode; readonly rootOption: number }[], root: UnionNode): void {
  const nodes = new Map<string, Set<SchemaNode>>();
  for (let i = 0; i < labels.length; i++) {
    const same = nodes.get(labels[i]!);
    if (same) same.add(objects[i]!.node);
    else nodes.set(labels[i]!, new Set([objects[i]!.node]));
  }
  if (nodes.size === labels.length) return;
  const shared = new Map<string, number[]>();
  for (let i = 0; i < labels.length; i++) {
    if (nodes.get(labels[i]!)!.size < 2) continue;
    const group = shared.get(labels[i]!);
    if (group) group.push(i);
    else shared.set(labels[i]!, [i]);
  }
  for (const group of shared.values()) {
    const names = group.map((i) => rootOptionName(root, objects[i]!.rootOption));
    const byName = new Set(names);
    const named = !byName.has(undefined) && byName.size === group.length;
    for (let k = 0; k < group.length; k++) {
      const i = group[k]!;
      labels[i] = named ? `${labels[i]} (${names[k]})` : `${labels[i]} (option ${i + 1})`;
    }
  }
}

/**
 * Labels by values that share a value without being the same label: the key the labels come from
 * is a nested union's tag that the root's own options do not keep apart (sim's `Edge` claiming
 * `operation: 'add' | 'remove'` beside `Variable`, a union of an `add` and a `remove` option), and
 * "variant remove" named two variants. Each of those is told by the variable it came through (the
 * root's option, else its own), when that gives every one of them a label of its own; else by its
 * place.
 */
function tellOverlapsApart(
  labels: string[],
  objects: readonly { readonly node: SchemaNode; readonly view: ObjectView; readonly rootOption: number }[],
  root: UnionNode,
  valuesOf: (view: ObjectView) => readonly unknown[] | undefined,
): void {
  // Each value's first holder; a variant whose values meet another's other values is in the
  // overlap (the same values twice are tellDuplicatesApart's).
  const holders = new Map<unknown, number>();
  const sets: (readonly unknown[] | undefined)[] = [];
  const overlapping = new Set<number>();
  for (let i = 0; i < objects.length; i++) {
    const values = valuesOf(objects[i]!.view);
    sets.push(values);
    if (values === undefined) continue;
    for (const value of values) {
      const first = holders.get(value);
      if (first === undefined) holders.set(value, i);
      else if (!sameValues(sets[first]!, values)) {
        overlapping.add(first);
        overlapping.add(i);
      }
    }
  }
  if (overlapping.size === 0) return;
  const group = [...overlapping].sort((a, b) => a - b);
  const named = group.map((i) => {
    const name = rootOptionName(root, objects[i]!.rootOption) ?? nameOf(objects[i]!.node);
    return name === undefined ? undefined : `${labels[i]} (${name})`;
  });
  const taken = new Set(labels);
  const distinct = !named.includes(undefined) && new Set(named).size === named.length && named.every((label) => !taken.has(label!));
  group.forEach((i, k) => {
    labels[i] = distinct ? named[k]! : `${labels[i]} (option ${i + 1})`;
  });
}

/** The name of the root union's option a variant came through, when that option is a union itself. */
function rootOptionName(root: UnionNode, option: number): string | undefined {
  const node = root.options[option];
  return node && unionBehind(node) ? nameOf(node) : undefined;
}

/**
 * The declared discriminator when there is one; otherwise a key every variant declares as a
 * string literal or enum with values no other variant uses (what flatteners look for).
 */
function chooseDiscriminator(declared: readonly string[], views: readonly ObjectView[]): string | undefined {
  if (declared.length > 0) return declared[0];
  const first = views[0];
  if (!first || views.length < 2) return undefined;
  return keyTellingApart(views.map((view) => [view]));
}

/**
 * The first key of the first group's first object that tells the groups apart by string values,
 * else by values of any kind (`success: z.literal(true)` against `z.literal(false)`, the common
 * result shape; `version: 1` against `2`): Zod takes any literal as a discriminator value. A key
 * of strings goes first, so that `{ ok: true, type: 'a' }` and `{ ok: false, type: 'b' }` are told
 * apart, and named, by `type`.
 */
function keyTellingApart(groups: readonly (readonly ObjectView[])[]): string | undefined {
  const first = groups[0]?.[0];
  if (!first || groups.length < 2) return undefined;
  for (const key of first.shape.keys()) if (tellsGroupsApart(key, groups, false)) return key;
  // A key of strings that only some options lack (`C.or(U).or(O3).or(L)`, `op` in all but O3) is
  // the tag the variants are told apart by (`tagKey`): a key of numbers found here would take its
  // place (`k1` of strings in C, U and O3, of numbers in L), and `op` be compared as an enum.
  if (tagKey(groups.flat(), false) !== undefined) return undefined;
  for (const key of first.shape.keys()) if (tellsGroupsApart(key, groups, true)) return key;
  return undefined;
}

/**
 * The key a plain union picks its option by, as a discriminated union's is: every option
 * declares it with string values no other option has, the options of a union nested as an option
 * taken together (Zod 4 reads a nested discriminated union's values so). Nested in the root:
 * gravitee's Speakeasy `CreatePlanResponse = z.union([Plan, ErrorT])`, `Plan` told apart by
 * `definitionVersion`. The root: `z.union([z.discriminatedUnion('mode', [a/p, a/q]), c])` is told
 * apart by `op`, as the same options in `z.discriminatedUnion('op', ...)` are, though two of its
 * variants share `op: 'a'`. Its values are then each option's own, not an enum they disagree on.
 */
function structuralTag(union: UnionNode): string | undefined {
  const groups: ObjectView[][] = [];
  for (const option of union.options) {
    const leaves = objectLeaves(option, 0);
    if (!leaves || leaves.length === 0) return undefined;
    groups.push(leaves);
  }
  return keyTellingApart(groups);
}

/** How deep unions nested as options are read for the objects they hold. */
const MAX_TAG_DEPTH = 8;

/** The objects an option stands for: itself, or the options of the union it is, or undefined. */
function objectLeaves(option: SchemaNode, depth: number): ObjectView[] | undefined {
  const view = objectView(option);
  if (view) return [view];
  const inner = depth < MAX_TAG_DEPTH ? unionBehind(option) : null;
  if (!inner) return undefined;
  const leaves: ObjectView[] = [];
  for (const nested of inner.options) {
    const found = objectLeaves(nested, depth + 1);
    if (!found) return undefined;
    appendAll(leaves, found);
  }
  return leaves;
}

/**
 * Every object of every group declares `key` with string values (of any primitive kind, with
 * `anyKind`), and no value is in two groups.
 */
function tellsGroupsApart(key: string, groups: readonly (readonly ObjectView[])[], anyKind: boolean): boolean {
  const used = new Map<unknown, ObjectView>();
  const own = new Map<unknown, ObjectView>();
  for (const group of groups) {
    own.clear();
    for (const view of group) {
      const field = view.shape.get(key);
      // `z.union([z.literal('a'), z.literal('b')])` is `z.enum(['a', 'b'])` to Zod and JSON Schema alike.
      const values = field && enumValues(field.schema);
      if (!values || values.length === 0) return false;
      for (const value of values) {
        if (!fitsTag(value, anyKind) || !claimable(used, value, view)) return false;
        if (!own.has(value)) own.set(value, view);
      }
    }
    for (const [value, view] of own) if (!used.has(value)) used.set(value, view);
  }
  return true;
}

/**
 * Whether a view may claim a tag value: no other has, or the one that has is the same object
 * written again (cline's `z.union([A, B, z.promise(z.union([A2, B2]))])`, A2 a copy of A: the
 * second copy never matches an input the first did not, and is the same variant to a flattener).
 * Two different objects with one value are a tag Zod cannot pick by, and the key is compared.
 */
function claimable(used: ReadonlyMap<unknown, ObjectView>, value: unknown, view: ObjectView): boolean {
  const claimed = used.get(value);
  return claimed === undefined || claimed === view || sameView(claimed, view);
}

/** Whether two object views are one object written twice (`sameSchema` of each object they are made of). */
function sameView(a: ObjectView, b: ObjectView): boolean {
  if (a.objects.length !== b.objects.length || a.unresolvedMembers.length > 0 || b.unresolvedMembers.length > 0) return false;
  if (a.recordValues !== undefined || b.recordValues !== undefined) return false;
  for (let i = 0; i < a.objects.length; i++) if (!sameSchema(a.objects[i]!, b.objects[i]!)) return false;
  return true;
}

/**
 * Whether a value may be a tag's: a string, or with `anyKind` any other value Zod takes as a
 * discriminator's (a number, a boolean, a bigint, null).
 */
function fitsTag(value: unknown, anyKind: boolean): boolean {
  if (typeof value === 'string') return true;
  return anyKind && (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === null);
}

/**
 * A variant's label: its declared discriminator's values, else a found key's string values, else
 * a found tag's string values, else its name, else its position. A key found to tell variants
 * apart by numbers or booleans (`success: true`) names none: "variant false" and "variant 1"
 * read as positions, and `First` says more.
 */
function labelOf(node: SchemaNode, view: ObjectView, index: number, discriminator: string | undefined, quoted: boolean, tag: string | undefined, declared: boolean): string {
  if (discriminator !== undefined) {
    const text = valuesText(view, discriminator, quoted, !declared);
    if (text !== undefined) return text;
  }
  // A tag beside a catch-all (`provider: z.literal('openai')` beside `provider: z.string()`) labels
  // the options that claim a value, as a discriminator does, whether or not they are named: the
  // runtime check, which has no names, labels them so too (VapiAI's providers).
  if (tag !== undefined) {
    const text = valuesText(view, tag, false, true);
    if (text !== undefined) return text;
  }
  const name = nameOf(node);
  if (name) return name;
  return `option ${index + 1}`;
}

/**
 * A key that tells the variants with a literal there apart, in a set with no discriminator
 * because some variant takes any value there: `Known`'s `type: 'text_delta'` and `'thinking_delta'`
 * beside a catch-all `type: z.string()` (big-AGI's stream deltas), or does not declare it (an
 * object without the key takes any value there, and strips it: langfuse's chat messages, a
 * `{ role }` beside `{ type: 'a' }` and `{ type: 'b' }`). The variants without a name are
 * labelled by their value there, not `option 1` and `option 2`, which read as the outer union's
 * options when the set has more than one level. At least two variants have values there (strings
 * first, else of any kind, as `keyTellingApart` reads them), and no value is any other's.
 */
function tagKey(views: readonly ObjectView[], anyKindToo = true): string | undefined {
  if (views.length < 2) return undefined;
  // One pass over every view's fields per kind of value, each key's tally kept apart: linear in
  // the fields, whatever the number of keys (2,000 variants with keys of their own are 80,000).
  for (const anyKind of anyKindToo ? [false, true] : [false]) {
    const tallies = new Map<string, { used: Map<unknown, ObjectView>; tagged: number; fits: boolean }>();
    for (const view of views) {
      for (const [key, field] of view.shape) {
        let tally = tallies.get(key);
        if (!tally) tallies.set(key, (tally = { used: new Map(), tagged: 0, fits: true }));
        if (!tally.fits) continue;
        const values = enumValues(field.schema);
        if (!values || values.length === 0) continue;
        if (values.some((value) => !fitsTag(value, anyKind) || !claimable(tally.used, value, view))) {
          tally.fits = false;
          continue;
        }
        for (const value of values) if (!tally.used.has(value)) tally.used.set(value, view);
        tally.tagged++;
      }
    }
    // The first such key in the order the variants declare keys.
    for (const [key, { tagged, fits }] of tallies) if (fits && tagged >= 2) return key;
  }
  return undefined;
}

/** The literal values a variant declares under `key`, as a label (`a | b`), or undefined. */
function valuesText(view: ObjectView, key: string, quoted: boolean, stringsOnly = false): string | undefined {
  return labelValues(view, key, stringsOnly)?.map((value) => formatValue(value, quoted)).join(' | ');
}

/** The values a variant is labelled by at a key, if it has any there (strings only, if asked). */
function labelValues(view: ObjectView, key: string, stringsOnly = false): readonly unknown[] | undefined {
  const field = view.shape.get(key);
  const values = field && enumValues(field.schema);
  if (!values || values.length === 0 || (stringsOnly && values.some((value) => typeof value !== 'string'))) return undefined;
  return values;
}

/** The variable a variant was declared as (through `.readonly()` or a lazy), if any. */
export function nameOf(node: SchemaNode): string | undefined {
  if (node.name) return node.name;
  // `Variant.readonly()` or a lazy that returns a named variant still came from that name.
  const { layers } = peel(node);
  for (const layer of layers) if (layer.name) return layer.name;
  return undefined;
}

function formatValue(value: unknown, quoted: boolean): string {
  if (typeof value === 'string') return quoted ? JSON.stringify(value) : value;
  return String(value);
}

/**
 * Whether a string discriminator value reads like another value of another type (`'2'` and `2`,
 * `'true'` and `true`): the labels then quote the strings, or "variant 2" would name two variants.
 */
function stringsLookLikeOthers(views: readonly ObjectView[], discriminator: string): boolean {
  const strings = new Set<string>();
  const others = new Set<string>();
  for (const view of views) {
    const field = view.shape.get(discriminator);
    for (const value of (field && enumValues(field.schema)) ?? []) {
      if (typeof value === 'string') strings.add(value);
      else others.add(formatValue(value, false));
    }
  }
  for (const text of strings) if (others.has(text)) return true;
  return false;
}
