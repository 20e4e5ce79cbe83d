/**
 * The values the ESTree evaluator works with. Schemas are model nodes; everything else a schema
 * expression can mention (shapes, option arrays, literals, functions, Zod itself) has its own
 * kind here, and anything the evaluator cannot follow is `unknown` with a reason.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Check, SchemaNode, SourceSpan, UnresolvedNode } from '../../model/schema.js';
import { unresolved } from '../../model/schema.js';
import type { ModuleExports } from './modules.js';
import type { ZodFlavor } from './zod-imports.js';

export interface SchemaValue {
  readonly kind: 'schema';
  readonly node: SchemaNode;
}

/** Zod's namespace (`path` empty), a sub-namespace (`['coerce']`) or a function (`['object']`). */
export interface ZodValue {
  readonly kind: 'zod';
  readonly path: readonly string[];
  readonly flavor: ZodFlavor;
  /** How the user spelled the namespace, for labels (`z`, `zod`), or null for a named import. */
  readonly spelledAs: string | null;
}

export interface Entry {
  readonly keySpan?: SourceSpan;
  get(): Value;
  /**
   * A getter's value read on another object than the one `get()` reads it on: a subclass that
   * inherits a static getter (`Sub.schema` of `Base`'s `static get schema() { return
   * z.object(this.shape) }` runs with `this` Sub, and reads Sub's `shape`), or the instance of a
   * subclass that inherits an instance getter.
   */
  getOn?(receiver: Value): Value;
}

export interface ObjectValue {
  readonly kind: 'object';
  readonly entries: ReadonlyMap<string, Entry>;
  readonly unresolved: readonly UnresolvedNode[];
  /**
   * An object literal whose every key is listed (none unresolved): a key it does not list, and
   * that no object inherits, is `undefined` (`overrides.stat ?? z.string()`).
   */
  readonly closed?: true;
  /**
   * What a key it does not hold is read from: a class's base class, whose statics a subclass
   * inherits (`class Sub extends Base`). Not its own keys (`Object.keys()` does not list them).
   */
  readonly inherited?: () => Value;
  /**
   * Of a class the evaluator can make an instance of (`newInstance`): the instance `new C()`
   * makes, read by the module that declares the class, so that a module importing it reads
   * `new C()` too. `at` is where the `new` is, for what cannot be read.
   */
  readonly construct?: (at: SourceSpan | undefined) => Value;
  /**
   * Of a `Map` (`new Map()`, filled by `.set(k, v)` statements or calls): its entries in the order
   * they were first set, keyed by `mapKey`. A Map has no own properties (`entries` is empty, as
   * `Object.keys()` and a spread of it find none); its methods read this.
   */
  readonly map?: ReadonlyMap<string, MapEntry>;
  /**
   * A class's private members (`static #base = z.object(...)`, read as `Ops.#base`), by name
   * without the `#`: no key of the object (`Object.keys()` and a spread find none).
   */
  readonly privates?: ReadonlyMap<string, Entry>;
  /**
   * Members read by name that no listing finds (`Object.keys()`, `Object.values()`, a spread,
   * `for...in`): a class's static methods and accessors, which are not enumerable, and an
   * instance's methods and getters, which are its prototype's. An own key of `entries` hides one.
   */
  readonly unlisted?: ReadonlyMap<string, Entry>;
  /** Of an instance (`new C()`): the keys its fields and constructor set, its own (`instanceWithBase`). */
  readonly fields?: ReadonlySet<string>;
}

/** The member `name` of an object, as a read of it finds it: an own key, else an unlisted member. */
export function memberEntry(object: ObjectValue, name: string): Entry | undefined {
  return object.entries.get(name) ?? object.unlisted?.get(name);
}

/** A Map's values as a list, in the order their keys were first set (`[...M.values()]`, `M.forEach((v) => ...)`). */
export function mapValueList(entries: readonly MapEntry[]): ArrayValue {
  return { kind: 'array', elements: entries.map((entry) => entry.value), spans: entries.map((entry) => entry.span) };
}

/** An entry of a `Map`: its key (a constant), its value, and where the value is written. */
export interface MapEntry {
  readonly key: PrimitiveValue['value'];
  readonly value: () => Value;
  readonly span: SourceSpan | undefined;
}

/** A Map's key for a constant: `1` and `'1'` are two keys, as JavaScript's Map keeps them. */
export function mapKey(key: PrimitiveValue['value']): string {
  return `${typeof key}:${String(key)}`;
}

/** A Map with these entries. */
export function mapValue(entries: ReadonlyMap<string, MapEntry>): ObjectValue {
  return { kind: 'object', entries: new Map(), unresolved: [], map: entries };
}

/** A pair `[key, value]`, as a Map's entries list it. */
function pairOf(entry: MapEntry): ArrayValue {
  return { kind: 'array', elements: [() => ({ kind: 'primitive', value: entry.key }), entry.value], spans: [undefined, entry.span] };
}

/**
 * What iterating a value gives (`for...of`, a spread `[...x]`, `Array.from(x)`): a list's
 * elements, a Map's `[key, value]` pairs; null for anything else.
 */
export function iterated(value: Value): ArrayValue | null {
  if (value.kind === 'array') return value;
  if (value.kind !== 'object' || !value.map) return null;
  const entries = [...value.map.values()];
  return { kind: 'array', elements: entries.map((entry) => () => pairOf(entry)), spans: entries.map((entry) => entry.span) };
}

export interface ArrayValue {
  readonly kind: 'array';
  readonly elements: readonly (() => Value)[];
  readonly spans: readonly (SourceSpan | undefined)[];
  /** A `Set` read as the list of its values: its `.forEach()` gives each value as its key too. */
  readonly set?: true;
}

export interface PrimitiveValue {
  readonly kind: 'primitive';
  readonly value: string | number | boolean | null | bigint | undefined;
}

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration;

export interface FunctionValue {
  readonly kind: 'function';
  readonly node: FunctionNode;
  /**
   * The evaluation of the module the function is written in, which reads a call of it (a
   * helper imported from another module is evaluated in that module's scopes, not the caller's).
   */
  readonly owner?: HelperHost;
  /**
   * The helper call under way where the function was made, when it was made inside one (`(name)
   * => (t) => z.object({ op: z.literal(name), v: t })`): its body reads that call's parameters
   * wherever it is called. Opaque outside the evaluator that made it.
   */
  readonly closure?: object;
  /** What `.bind()` fixed (`makeUnion.bind(null, 'op')`), for every call of the function. */
  readonly bound?: BoundArguments;
}

/**
 * What `.bind()` fixes of a function: `this` of every call, and the arguments every call starts
 * with. A bound function bound again keeps its `this` and adds arguments after these.
 */
export interface BoundArguments {
  readonly self: Value;
  readonly args: readonly (() => Value)[];
  readonly spans: readonly SourceSpan[];
  /** The bound arguments' part of a call's key (see `HelperCall.key`). */
  readonly key: string | null;
  /** Which `.bind()` calls made it, for a check's argument (`.refine(check.bind(null, 5))`): each call makes another function. */
  readonly identity: string;
}

/** A call of a bound function as the function itself receives it: the bound `this` and arguments first. */
export function withBoundArguments(fn: FunctionValue, call: HelperCall): HelperCall {
  const bound = fn.bound;
  if (!bound) return call;
  return {
    ...call,
    args: call.args && [...bound.args, ...call.args],
    spans: [...bound.spans, ...call.spans],
    key: call.key === null || bound.key === null ? null : `${bound.key}\u0001${call.key}`,
    receiver: bound.self,
  };
}

/** A call of a helper, as the caller hands it to the helper's own module. */
export interface HelperCall {
  /** How the call names the function, for reasons: `'makeOp()'`. */
  readonly name: string;
  /** The call, in the caller's file. */
  readonly span: SourceSpan;
  /** Each argument, read in the caller's scopes when first asked for; null after a spread. */
  readonly args: readonly (() => Value)[] | null;
  /** Where each argument is written (the places of a rest parameter's elements). */
  readonly spans: readonly SourceSpan[];
  /** Equal for calls with the same primitive or schema arguments; null for any other. */
  readonly key: string | null;
  /** What `this` is in the call, when it is called as a member (`Ops.all()`: Ops). */
  readonly receiver?: Value;
}

/** What reads a call of one of its module's functions (the ESTree evaluator of that module). */
export interface HelperHost {
  callHelper(fn: FunctionNode, call: HelperCall, closure?: object): Value;
  /** `callHelper` from a fresh stack, as Zod calls a `z.lazy()` getter: no call of this module under way. */
  callDetached(fn: FunctionNode, call: HelperCall, closure?: object): Value;
  /** What a function of this module is as a check's argument (see `Evaluator.functionIdentity`). */
  functionIdentity(fn: FunctionNode): string;
  /** The values a function of this module closes over, where it was made (see `Evaluator.closedOverValues`). */
  closedOverValues(fn: FunctionNode, closure?: object): string;
}

/** A check built outside a schema, to be attached with `.check()` (`z.trim()`, `z.refine(fn)`). */
export interface CheckValue {
  readonly kind: 'check';
  /** Null for checks that only annotate (`z.describe()`, `z.meta()` in zod/mini). */
  readonly check: Check | null;
  /** How such an annotating check is written (`z.describe()`): Zod counts it among a schema's checks. */
  readonly annotates?: string;
  /** Spread, it is itself (`.check(...z.properties(shape))`: Zod's check yields itself when iterated). */
  readonly spreadsAsItself?: true;
}

/**
 * A regular expression literal (`const SLUG = /^[a-z]+$/`), spelled as Zod keeps it in a pattern
 * check (`String(regex)`, flags in canonical order). Never run.
 */
export interface RegexValue {
  readonly kind: 'regex';
  readonly text: string;
}

/** A namespace import of a project module (`import * as ops from './ops'`). */
export interface ModuleValue {
  readonly kind: 'module';
  readonly module: ModuleExports;
}

export interface UnknownValue {
  readonly kind: 'unknown';
  readonly reason: string;
  readonly span?: SourceSpan;
  /** A literal or enum whose values are unknown: `UnresolvedNode.scalar`. */
  readonly scalar?: true;
  /** A parameter of a helper nothing in its module calls: `UnresolvedNode.parameter`. */
  readonly parameter?: true;
}

export type Value =
  | SchemaValue
  | ZodValue
  | ObjectValue
  | ArrayValue
  | PrimitiveValue
  | FunctionValue
  | CheckValue
  | RegexValue
  | ModuleValue
  | UnknownValue;

export function schema(node: SchemaNode): SchemaValue {
  return { kind: 'schema', node };
}

/** The reason of a value read while it is being read: a value cycle, code that throws before it runs (a TDZ error). */
export const CYCLE_REASON = 'circular reference';

/** Whether an unknown value's reason is a value cycle, here or further down (`'X' from './m': circular reference`). */
export function isCycleReason(reason: string): boolean {
  return reason.endsWith(CYCLE_REASON);
}

export function unknown(reason: string, span?: SourceSpan, scalar = false): UnknownValue {
  const value: UnknownValue = span ? { kind: 'unknown', reason, span } : { kind: 'unknown', reason };
  return scalar ? { ...value, scalar: true } : value;
}

/** What a rest element gathers from an object (`{ a, ...rest }`): its entries but the keys named before it. */
export function objectWithout(object: ObjectValue, taken: readonly string[]): ObjectValue {
  const entries = new Map<string, Entry>();
  for (const [key, entry] of object.entries) if (!taken.includes(key)) entries.set(key, entry);
  return { kind: 'object', entries, unresolved: object.unresolved };
}

/** A value's truthiness as JavaScript sees it, or null when the value is not known. */
export function truthiness(value: Value): boolean | null {
  if (value.kind === 'unknown') return null;
  // Objects, arrays, functions, schemas, Zod itself: all objects, all truthy.
  return value.kind === 'primitive' ? Boolean(value.value) : true;
}

/** A list of schemas (a union's options, a tuple's items), each where it is written. */
export function schemaList(nodes: readonly SchemaNode[]): ArrayValue {
  return { kind: 'array', elements: nodes.map((node) => () => schema(node)), spans: nodes.map((node) => node.span) };
}

/** A list of primitives, as the evaluator reads a list literal of them; each made at `span`. */
export function primitiveList(values: readonly PrimitiveValue['value'][], span?: SourceSpan): ArrayValue {
  return { kind: 'array', elements: values.map((value) => () => ({ kind: 'primitive', value })), spans: values.map(() => span) };
}

/**
 * `made`, from `from`, marked as a helper parameter's slot (`UnknownValue.parameter`) when `from`
 * is one: `data.optional()`, `...fields`, `Object.values(enumObj)` of such a parameter are its
 * callers' to fill too.
 */
export function slotOf<T extends { readonly parameter?: true }>(from: Value, made: T): T {
  return from.kind === 'unknown' && from.parameter ? { ...made, parameter: true } : made;
}

/** A value as a schema node: non-schemas become `unresolved` with the reason. */
export function toSchema(value: Value, span?: SourceSpan): SchemaNode {
  switch (value.kind) {
    case 'schema':
      return value.node;
    case 'unknown':
      return slotOf(value, unresolved(value.reason, value.span ?? span, value.scalar === true));
    case 'zod':
      return unresolved(`'${value.path.join('.') || 'z'}' is not a schema (missing call?)`, span);
    default:
      return unresolved(`expected a Zod schema, found ${describeValue(value)}`, span);
  }
}

export function describeValue(value: Value): string {
  switch (value.kind) {
    case 'primitive':
      return `the value ${String(value.value)}`;
    case 'object':
      return value.map ? 'a Map' : 'a plain object';
    case 'array':
      return 'an array';
    case 'function':
      return 'a function';
    case 'check':
      return 'a check';
    case 'regex':
      return `the regular expression ${value.text}`;
    case 'module':
      return `the module '${value.module.displayName}'`;
    case 'zod':
      return 'Zod itself';
    case 'schema':
      return `a ${value.node.type} schema`;
    case 'unknown':
      return 'an unresolved value';
  }
}

/**
 * JavaScript's own key order: integer-like keys first, ascending, then the rest as written.
 * Zod reads shapes with Object.keys, so the model must list keys the same way.
 */
export function inPropertyOrder<T>(entries: Map<string, T>): Map<string, T> {
  const indices = [...entries.keys()].filter(isArrayIndex);
  if (indices.length === 0) return entries;
  const ordered = new Map<string, T>();
  for (const key of indices.sort((a, b) => Number(a) - Number(b))) ordered.set(key, entries.get(key)!);
  for (const [key, value] of entries) if (!ordered.has(key)) ordered.set(key, value);
  return ordered;
}

function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/u.test(key) && Number(key) < 4294967295;
}
