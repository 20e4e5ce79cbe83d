/**
 * What Zod's API builds, call by call, in the model's vocabulary: factories of `z` (classic and
 * mini share them), the check functions used inside `.check()`, and the methods of schemas.
 * Every entry mirrors what Zod 4 puts in `def` (Zod 3 calls are mapped onto the same kinds).
 */
import { interned } from './interned.js';
import type { TSESTree } from '@typescript-eslint/utils';
import type {
  ArrayNode,
  Check,
  CheckKind,
  LiteralValue,
  ObjectField,
  ObjectNode,
  ObjectPolicy,
  PipeNode,
  ScalarNode,
  ScalarType,
  SchemaNode,
  SourceSpan,
  TupleNode,
  UnionNode,
  UnresolvedNode,
  WrapperType,
} from '../../model/schema.js';
import { unresolved } from '../../model/schema.js';
import { deepPartial, deepPartialZod3 } from '../../model/deep-partial.js';
import { discriminatedOption } from '../../model/discriminated-option.js';
import { inputOf, outputOf } from '../../model/in-out.js';
import type { Node } from './source-file.js';
import { skipTypeWrappers, spansFrom } from './source-file.js';
import { iteratedWhole } from './built-up.js';
import { valueText } from '../../model/value-text.js';
import { HTTP_HOSTNAME, urlRestriction } from '../../model/url-restriction.js';
import { ZOD_REGEXES } from '../../model/zod-regexes.js';
import { customFormatPattern, formatFunctionCheck, FORMATS_WITH_OPTIONS, formatOptionsText, includesFormat, jwtAlgorithmCheck, mimeTypesText } from '../../model/format-options.js';
import { stringboolText } from '../../model/stringbool.js';
import { templateCheck, templateText, unreadableTemplateCheck, type TemplatePart } from '../../model/template-literal.js';
import { foldedValue, foldListMethod, foldStringMethod, primitivesOf } from './builtins.js';
import {
  describeValue,
  inPropertyOrder,
  isCycleReason,
  iterated,
  mapKey,
  mapValue,
  schema,
  primitiveList,
  schemaList,
  mapValueList,
  memberEntry,
  slotOf,
  toSchema,
  truthiness,
  unknown,
  type CheckValue,
  type ArrayValue,
  type PrimitiveValue,
  type Entry,
  type FunctionValue,
  type HelperCall,
  type ObjectValue,
  type SchemaValue,
  type UnknownValue,
  type Value,
  type ZodValue,
} from './values.js';
import { appendAll } from '../../model/append.js';
import type { ZodFlavor } from './zod-imports.js';

/** What the API needs of the evaluator. */
export interface Evaluation {
  evaluate(node: Node): Value;
  span(node: Node): SourceSpan;
  argumentsIdentity(args: readonly Node[]): string;
  /** Equal for calls with the same primitive or schema arguments; null for any other (see `HelperCall.key`). */
  argumentsKey(args: readonly TSESTree.CallExpressionArgument[]): string | null;
  /**
   * Notes a union this evaluation has built and returns it: the file's model lists every one,
   * so the analysis need not search the variants for them (see `FileModel.unions`).
   */
  builtUnion(union: UnionNode): UnionNode;
  /** A call of a function the evaluation has read: a helper of the project (see `Evaluator`). */
  /** `receiver`: what `this` is in the call (`Ops.all()`: Ops), when it is called as a member. */
  callFunction(fn: FunctionValue, call: TSESTree.CallExpression, name: string, receiver?: Value, written?: readonly TSESTree.CallExpressionArgument[]): Value;
  /** What `this` is where `node` (a `this` or a `super`) is written. */
  thisAt(node: TSESTree.ThisExpression | TSESTree.Super): Value;
  /** The same, with its arguments already read (a callback called by `.map()`). */
  callWith(fn: FunctionValue, call: HelperCall): Value;
  callLater(fn: FunctionValue, call: HelperCall): Value;
  /** Whether an identifier names a global the program does not declare (`RegExp`, not a local of that name). */
  isGlobal(node: TSESTree.Identifier): boolean;
  /**
   * `read`, to run later in the helper call under way now: a value read after the call has
   * returned (an element of a list it mapped) still sees that call's parameters.
   */
  later<T>(read: () => T): () => T;
}

export interface CallSite {
  readonly call: TSESTree.CallExpression;
  readonly args: readonly TSESTree.CallExpressionArgument[];
  /** The function or method name (`trim`, `object`). */
  readonly name: string;
  /** Where a marker made by this call is reported: `trim()` of `.trim()`, or the whole call. */
  readonly span: SourceSpan;
}

// ---- entry points --------------------------------------------------------------------------

/** Base classes a static member is looked up through, at most (see `getMember`). */
const MAX_BASES = 64;
let inheritedReads = 0;

export function getMember(ev: Evaluation, receiver: Value, name: string, at: Node, self: Value = receiver): Value {
  switch (receiver.kind) {
    case 'zod':
      // Zod's module exports its namespace as `z` and as its default: `zod.z.object()` (a
      // namespace import, or CommonJS output's `zod_1.z.object()`) is `z.object()`.
      if (receiver.path.length === 0 && (name === 'z' || name === 'default')) return { ...receiver, spelledAs: receiver.spelledAs === null ? null : `${receiver.spelledAs}.${name}` };
      // `z.regexes.domain`: one of the patterns Zod exports, as the regex it is (`.regex(z.regexes.domain)`).
      if (receiver.flavor !== 'v3' && receiver.path.length === 1 && receiver.path[0] === 'regexes' && Object.hasOwn(ZOD_REGEXES, name)) return { kind: 'regex', text: ZOD_REGEXES[name]! };
      return { ...receiver, path: [...receiver.path, name], spelledAs: receiver.spelledAs };
    case 'schema':
      return schemaProperty(ev, receiver.node, name, at);
    case 'object': {
      if (receiver.map && name === 'size') return { kind: 'primitive', value: receiver.map.size };
      const entry = memberEntry(receiver, name);
      // Inherited, a getter runs on the object it is read from (its `this`), not its own class.
      if (entry) return self !== receiver && entry.getOn ? entry.getOn(self) : entry.get();
      if (receiver.inherited) {
        // Bases that go round (`class A extends B`, `class B extends A`, which throws when run) end.
        if (inheritedReads >= MAX_BASES) return unknown('a chain of base classes that does not end', ev.span(at));
        inheritedReads++;
        try {
          return getMember(ev, receiver.inherited(), name, at, self);
        } finally {
          inheritedReads--;
        }
      }
      if (receiver.closed && !(name in Object.prototype)) return { kind: 'primitive', value: undefined };
      // A key the object does not write may come from a part that could not be read (the base of
      // `Pkg.extend({...})`, an unknown spread): that part's reason says why (one part only: with
      // several, which one holds it is not known).
      const only = receiver.unresolved.length === 1 ? receiver.unresolved[0]! : undefined;
      if (only) {
        const why = unknown(only.reason, only.span ?? ev.span(at));
        return only.parameter === true ? { ...why, parameter: true } : why;
      }
      return unknown(`the object has no property '${name}' the evaluator can see`, ev.span(at));
    }
    case 'array': {
      if (name === 'length') return { kind: 'primitive', value: receiver.elements.length };
      const index = Number(name);
      const element = Number.isInteger(index) ? receiver.elements[index] : undefined;
      return element ? element() : unknown(`'${name}' of an array`, ev.span(at));
    }
    case 'primitive':
      // `.max(PREFIX.length)`: the length of a string the evaluator reads.
      if (name === 'length' && typeof receiver.value === 'string') return { kind: 'primitive', value: receiver.value.length };
      return unknown(`'${name}' of ${describeValue(receiver)}`, ev.span(at));
    case 'module':
      return receiver.module.exportValue(name);
    case 'unknown':
      return receiver;
    default:
      return unknown(`'${name}' of ${describeValue(receiver)}`, ev.span(at));
  }
}

const LIST_METHODS: ReadonlySet<string> = new Set(['join', 'sort', 'toSorted', 'includes', 'indexOf']);

/**
 * Methods whose result is what they are called on, wrapped, or takes what it takes as its input: a
 * literal stays a literal to a flattener, which advertises a pipe's input (rvf's
 * `z.literal(trueValue).transform(() => true)` in a union of scalars has no fields to flatten).
 */
const KEEPS_SCALAR: ReadonlySet<string> = new Set(['optional', 'nullable', 'nullish', 'default', 'prefault', 'catch', 'readonly', 'describe', 'meta', 'brand', 'transform', 'refine', 'superRefine', 'check', 'overwrite', 'pipe']);

export function callMember(ev: Evaluation, receiver: Value, site: CallSite): Value {
  // `makeUnion.call(null, names)`: a function of the project called with `this` and its arguments.
  if (receiver.kind === 'function' && (site.name === 'call' || site.name === 'apply')) return functionCalledThrough(ev, receiver, site);
  if (receiver.kind === 'function' && site.name === 'bind') return boundFunction(ev, receiver, site);
  switch (receiver.kind) {
    case 'zod':
      if ((site.name === 'call' || site.name === 'apply') && receiver.path.length > 0) return calledThrough(ev, receiver, site);
      return callZod(ev, receiver, site);
    case 'schema':
      return callMethod(ev, receiver.node, site);
    case 'unknown':
      if (BASE_EXTENDING.has(site.name)) {
        const callee = skipTypeWrappers(site.call.callee);
        const base = callee.type === 'MemberExpression' ? callee.object : undefined;
        const extended = isPlainReference(base) ? unreadBaseExtended(ev, slotOf(receiver, unresolved(receiver.reason, receiver.span ?? ev.span(base!))), site, site.name) : null;
        if (extended) return extended;
      }
      if (site.name === 'or' && receiver.parameter !== true) {
        const joined = orOfUnread(ev, receiver, site);
        if (joined) return joined;
      }
      // A literal or enum of unknown values stays one through the methods that only wrap it.
      // `data.optional()` of a helper's unbound parameter is still that parameter's slot.
      return slotOf(receiver, unknown(receiver.reason, receiver.span ?? ev.span(site.call), receiver.scalar === true && KEEPS_SCALAR.has(site.name)));
    case 'object':
      if (receiver.map) return mapMethod(ev, receiver, receiver.map, site);
      return callProperty(ev, receiver, site);
    case 'module':
      return callProperty(ev, receiver, site);
    case 'array':
      return arrayMethod(ev, receiver, site);
    case 'primitive': {
      // `'x'.trim()`, `'a,b'.split(',')`: a pure method of a string (builtins.ts).
      const args = typeof receiver.value === 'string' ? primitivesOf(ev, site.args as readonly Node[]) : null;
      const folded = args ? foldStringMethod(receiver.value as string, site.name, args) : undefined;
      return folded ? foldedValue(folded, ev.span(site.call)) : unknown(`'.${site.name}()' of ${describeValue(receiver)}`, ev.span(site.call));
    }
    default:
      return unknown(`'.${site.name}()' on ${describeValue(receiver)}`, ev.span(site.call));
  }
}

/**
 * `z.union.call(z, [A, B])`, `z.discriminatedUnion.apply(z, ['op', [A, B]])`: the factory called
 * with the arguments written after `this` (Zod's factories do not read `this`).
 */
function calledThrough(ev: Evaluation, factory: ZodValue, site: CallSite): Value {
  const args = argumentsAfterThis(site);
  if (args === null) return unknown("'.apply()' with arguments the evaluator cannot read", ev.span(site.call));
  const name = factory.path[factory.path.length - 1]!;
  return callZod(ev, { ...factory, path: factory.path.slice(0, -1) }, { call: site.call, args, name, span: ev.span(site.call) });
}

/**
 * `makeUnion.call(null, names)`, `makeUnion.apply(null, [names])`: the function called with the
 * arguments written after `this`, and `this` the first (undefined when there is none).
 */
function functionCalledThrough(ev: Evaluation, fn: FunctionValue, site: CallSite): Value {
  const args = argumentsAfterThis(site);
  if (args === null) return unknown("'.apply()' with arguments the evaluator cannot read", ev.span(site.call));
  const first = site.args[0];
  const self: Value = first === undefined ? { kind: 'primitive', value: undefined } : first.type === 'SpreadElement' ? unknown("a spread where '.call()' or '.apply()' takes 'this'", ev.span(first)) : ev.evaluate(first);
  return ev.callFunction(fn, site.call, `'.${site.name}()'`, self, args);
}

/**
 * `makeUnion.bind(null, 'op')`: the function with `this` and its first arguments fixed, each
 * argument read where `.bind()` is written. Bound again, it keeps its first `this`. As a check's
 * function (`.refine(isLen.bind(null, 5))`) it is the function that `.bind()` call makes: two
 * calls make two functions, as they do at run time (where a bound function shows no source).
 */
function boundFunction(ev: Evaluation, fn: FunctionValue, site: CallSite): Value {
  if (site.args.some((arg) => arg.type === 'SpreadElement')) return unknown("'.bind()' with a spread argument", ev.span(site.call));
  const [first, ...rest] = site.args as readonly Node[];
  const self: Value = fn.bound?.self ?? (first === undefined ? { kind: 'primitive', value: undefined } : ev.evaluate(first));
  const key = ev.argumentsKey(rest as TSESTree.CallExpressionArgument[]);
  const bound = {
    self,
    args: [...(fn.bound?.args ?? []), ...rest.map((arg) => ev.later(() => ev.evaluate(arg)))],
    spans: [...(fn.bound?.spans ?? []), ...rest.map((arg) => ev.span(arg))],
    key: fn.bound ? (fn.bound.key === null || key === null ? null : `${fn.bound.key}\u0001${key}`) : key,
    identity: `${fn.bound ? `${fn.bound.identity} ` : ''}${ev.span(site.call).file ?? ''}:${site.call.range[0]}`,
  };
  return { ...fn, bound };
}

/** The arguments of a `.call()` or `.apply()` after `this`; null for an `.apply()` list that is not written in place. */
function argumentsAfterThis(site: CallSite): readonly TSESTree.CallExpressionArgument[] | null {
  if (site.name === 'call') return site.args.slice(1);
  const list = site.args[1] && site.args[1].type !== 'SpreadElement' ? skipTypeWrappers(site.args[1]) : undefined;
  if (site.args.length > 2 || (list !== undefined && (list.type !== 'ArrayExpression' || list.elements.includes(null)))) return null;
  return list ? writtenArguments(list.elements as TSESTree.CallExpressionArgument[]) : [];
}

/**
 * The arguments as the call receives them: a spread of an array written in place is its
 * elements (`z.discriminatedUnion(...(['op', [A, B]] as const))`). A spread of anything else
 * stays, and reads as an unknown argument.
 */
export function writtenArguments(args: readonly TSESTree.CallExpressionArgument[]): readonly TSESTree.CallExpressionArgument[] {
  if (!args.some((arg) => arg.type === 'SpreadElement')) return args;
  const out: TSESTree.CallExpressionArgument[] = [];
  for (const arg of args) {
    const list = arg.type === 'SpreadElement' ? skipTypeWrappers(arg.argument) : undefined;
    if (list?.type === 'ArrayExpression' && !list.elements.includes(null)) out.push(...writtenArguments(list.elements as TSESTree.CallExpressionArgument[]));
    else out.push(arg);
  }
  return out;
}

/** The methods that make an object whose own keys are written in the call, whatever the base holds. */
const BASE_EXTENDING: ReadonlySet<string> = new Set(['extend', 'safeExtend', 'augment', 'merge']);

/**
 * `base.extend({ op: z.literal('a'), data: z.string() })` of a base the evaluator cannot read (a
 * package's schema, without type information): only an object has `.extend()`, and the keys the
 * call writes are the object's, whatever the base held (they replace its keys). The base is a
 * member of it that could not be traced, as an unknown spread in `z.object({ ...shape, data })`
 * is: its keys are reported as such, the written ones compared (openstatus's notification
 * providers were untraceable options whole). `.merge(Other)` likewise, with Other's policy and
 * catchall. Null for any other method, or an argument that is no object the evaluator reads.
 */
function unreadBaseExtended(ev: Evaluation, base: UnresolvedNode, site: CallSite, name: string): Value | null {
  // A value cycle is code that throws before it runs: no `.extend()` of it is ever made.
  if (!BASE_EXTENDING.has(name) || base.scalar === true || isCycleReason(base.reason)) return null;
  // An object whose only part is the base, extended or merged as any object is.
  const extended = objectMethod(ev, objectNode(new Map(), 'strip', [base], ev.span(site.call)), site, name);
  return extended.kind === 'schema' ? extended : null;
}

/**
 * A base named, not built here: `base`, `schemas.base`, `L.Obj` (no call on the way). What a call
 * leaves unknown may be a schema Zod refuses to build (`Refined.pick({...})` throws), whose
 * `.extend()` is never run: that stays unknown with Zod's reason.
 */
function isPlainReference(node: Node | undefined): boolean {
  for (let current = node && skipTypeWrappers(node); current; current = skipTypeWrappers(current.object)) {
    if (current.type === 'Identifier') return true;
    if (current.type !== 'MemberExpression') return false;
  }
  return false;
}

/** The methods that give a function schema its signature (Zod 3's and Zod 4's). */
const FUNCTION_SIGNATURE: ReadonlySet<string> = new Set(['args', 'returns', 'input', 'output']);

/**
 * `ops.make('x')`, `schemas.makeOp(...)`: a method of an object literal, or a function a module
 * exports, called through the object or the namespace. Zod itself re-exported by a module
 * (`zz.object()` of `import * as zz from './zod'`) is Zod's factory.
 */
function callProperty(ev: Evaluation, receiver: Value, site: CallSite): Value {
  const member = getMember(ev, receiver, site.name, site.call);
  if (member.kind === 'function') {
    // `super.all()` runs the base's method with the caller's `this` (`Sub.all()`: Sub), as JavaScript does.
    const callee = skipTypeWrappers(site.call.callee);
    const owner = callee.type === 'MemberExpression' ? skipTypeWrappers(callee.object) : undefined;
    return ev.callFunction(member, site.call, `'${site.name}()'`, owner?.type === 'Super' ? ev.thisAt(owner) : receiver);
  }
  if (member.kind === 'zod' && member.path.length > 0) return callZod(ev, { ...member, path: member.path.slice(0, -1) }, site);
  if (member.kind === 'unknown') return unknown(member.reason, member.span ?? ev.span(site.call));
  return unknown(`'${site.name}()' is a call of ${describeValue(member)}`, ev.span(site.call));
}

/**
 * A Map's methods that read it: `.values()`, `.keys()`, `.entries()` (lists, in the order the keys
 * were first set), `.get(key)` and `.has(key)` of a constant key, and `.set(key, value)` in an
 * expression (`new Map().set('a', A).set('b', B)`: the Map with that entry). Any other is unknown.
 */
function mapMethod(ev: Evaluation, receiver: ObjectValue, entries: NonNullable<ObjectValue['map']>, site: CallSite): Value {
  const span = ev.span(site.call);
  const all = [...entries.values()];
  // An iterator is read once: kept and stepped, or read twice, it is not the Map's list.
  if ((site.name === 'values' || site.name === 'keys' || site.name === 'entries') && !iteratedWhole(site.call)) return unknown(`'.${site.name}()' of a Map makes an iterator that is read other than whole, once`, span);
  switch (site.name) {
    case 'values':
      return mapValueList(all);
    case 'keys':
      return { kind: 'array', elements: all.map((entry) => () => ({ kind: 'primitive', value: entry.key })), spans: all.map((entry) => entry.span) };
    case 'entries':
      return iterated(receiver)!;
    case 'get':
    case 'has':
    case 'set': {
      const keyArg = site.args[0];
      const key = keyArg && keyArg.type !== 'SpreadElement' ? ev.evaluate(keyArg) : undefined;
      if (key?.kind !== 'primitive') return unknown(`'.${site.name}()' of a Map with a key the evaluator cannot read`, span);
      const entry = entries.get(mapKey(key.value));
      if (site.name === 'get') return entry ? entry.value() : { kind: 'primitive', value: undefined };
      if (site.name === 'has') return { kind: 'primitive', value: entry !== undefined };
      const valueArg = site.args[1];
      if (site.args.length !== 2 || !valueArg || valueArg.type === 'SpreadElement') return unknown("'.set()' of a Map with arguments the evaluator cannot read", span);
      // Read now, in the frame under way (a helper's call, a loop's pass).
      const value = ev.evaluate(valueArg);
      const next = new Map(entries);
      next.set(mapKey(key.value), { key: key.value, value: () => value, span: ev.span(valueArg) });
      return mapValue(next);
    }
    default:
      return unknown(`'.${site.name}()' of a Map, which the evaluator does not follow`, span);
  }
}

/**
 * `OPS.map((op) => z.object({ op: z.literal(op) }))`, `[A, B].concat(C)`: lists of options or of
 * values built from a list the evaluator reads. `.map()` calls its callback as a helper, once per
 * element (with the element, its index and the list), each call read when its element is.
 */
function arrayMethod(ev: Evaluation, receiver: ArrayValue, site: CallSite): Value {
  // `OPTIONS.slice(1)`, `[A, B].toReversed()`: part of a list, or the list the other way round,
  // of whatever it holds (schemas too).
  if (site.name === 'slice' || site.name === 'toReversed' || (site.name === 'reverse' && site.args.length === 0)) {
    const args = primitivesOf(ev, site.args as readonly Node[]);
    if (!args || args.some((arg) => arg !== undefined && typeof arg !== 'number')) return unknown(`'.${site.name}()' with arguments the evaluator cannot read`, ev.span(site.call));
    const pick = <T>(list: readonly T[]): T[] => (site.name === 'slice' ? list.slice(args[0] as number | undefined, args[1] as number | undefined) : [...list].reverse());
    return { kind: 'array', elements: pick(receiver.elements), spans: pick(receiver.spans) };
  }
  // `OPTIONS.at(0)`, `OPTIONS.at(-1)`: one element, counted from the end when negative.
  if (site.name === 'at') {
    const [index] = primitivesOf(ev, site.args as readonly Node[]) ?? [];
    if (typeof index !== 'number' || !Number.isInteger(index)) return unknown("'.at()' with an index the evaluator cannot read", ev.span(site.call));
    const at = index < 0 ? receiver.elements.length + index : index;
    const element = receiver.elements[at];
    return element ? element() : { kind: 'primitive', value: undefined };
  }
  // `['x'].join('')`, `['b', 'a'].sort()`: a pure method of a list of primitives (builtins.ts).
  if (LIST_METHODS.has(site.name)) {
    const items = receiver.elements.map((element) => element());
    const args = items.every((item) => item.kind === 'primitive') ? primitivesOf(ev, site.args as readonly Node[]) : null;
    const folded = args ? foldListMethod(items.map((item) => (item as PrimitiveValue).value), site.name, args) : undefined;
    if (folded) return foldedValue(folded, ev.span(site.call));
    return unknown(`'.${site.name}()' of a list the evaluator cannot fold`, ev.span(site.call));
  }
  if (site.name === 'concat') {
    const list: FlatList = { elements: [...receiver.elements], spans: [...receiver.spans] };
    for (const arg of site.args) {
      if (arg.type === 'SpreadElement') return unknown("'.concat()' of a spread", ev.span(site.call));
      appendFlat(list, ev.evaluate(arg), ev.span(arg));
    }
    return { kind: 'array', ...list };
  }
  if (site.name === 'filter') return filtered(ev, receiver, site);
  // `for (const [i, op] of OPS.entries())`: `[index, element]` pairs (an iterator, read as the list
  // it gives), `.keys()` the indexes, `.values()` the elements.
  if ((site.name === 'entries' || site.name === 'keys' || site.name === 'values') && site.args.length === 0) {
    // An iterator is read once: kept and stepped, or read twice, it is not the list.
    if (!iteratedWhole(site.call)) return unknown(`'.${site.name}()' of a list makes an iterator that is read other than whole, once`, ev.span(site.call));
    if (site.name === 'values') return receiver;
    const index = (i: number): Value => ({ kind: 'primitive', value: i });
    const elements = receiver.elements.map((element, i) =>
      site.name === 'keys' ? () => index(i) : (): Value => ({ kind: 'array', elements: [() => index(i), element], spans: [receiver.spans[i], receiver.spans[i]] }),
    );
    return { kind: 'array', elements, spans: receiver.spans };
  }
  // `[fsOps, gitOps].flat()`: nested lists spread into one, to the depth given (1 by default).
  if (site.name === 'flat') {
    const [depth = 1] = primitivesOf(ev, site.args as readonly Node[]) ?? [Number.NaN];
    if (typeof depth !== 'number' || Number.isNaN(depth)) return unknown("'.flat()' with a depth the evaluator cannot read", ev.span(site.call));
    return flattened(receiver, depth, ev.span(site.call));
  }
  if (site.name === 'flatMap') {
    // `.map()` and then one level of arrays spread: each result read now, to know whether it is one.
    const mapped = mappedArray(ev, receiver, site);
    if (mapped.kind !== 'array') return mapped;
    const list: FlatList = { elements: [], spans: [] };
    for (let i = 0; i < mapped.elements.length; i++) {
      const value = mapped.elements[i]!();
      if (value.kind === 'unknown') return unknown(value.reason, value.span ?? ev.span(site.call));
      appendFlat(list, value, mapped.spans[i] ?? ev.span(site.call));
    }
    return { kind: 'array', ...list };
  }
  if (site.name === 'reduce' || site.name === 'reduceRight') return reducedArray(ev, receiver, site);
  if (site.name !== 'map') return unknown(`'.${site.name}()' on an array`, ev.span(site.call));
  return mappedArray(ev, receiver, site);
}

/**
 * `[B, C].reduce((acc, v) => acc.or(v), A)`, `OPS.reduce((u, o) => z.union([u, o]))`: the callback
 * called as a helper once per element, from the first (the last for `.reduceRight()`), with what
 * the call before returned (or the initial value, else the first element), the element, its index
 * and the list. JavaScript throws on an empty list without an initial value.
 */
function reducedArray(ev: Evaluation, receiver: ArrayValue, site: CallSite): Value {
  const [callback, initial] = site.args;
  const span = ev.span(site.call);
  if (site.args.length > 2 || initial?.type === 'SpreadElement') return unknown(`'.${site.name}()' with arguments the evaluator cannot read`, span);
  const fn = callbackOf(ev, callback, `'.${site.name}()' with a callback`, span);
  if (fn.kind !== 'function') return fn;
  const order = receiver.elements.map((_, index) => index);
  if (site.name === 'reduceRight') order.reverse();
  let at = 0;
  let accumulated: Value;
  if (initial) {
    accumulated = ev.evaluate(initial);
  } else {
    if (order.length === 0) return unknown(`'.${site.name}()' of an empty list with no initial value throws`, span);
    accumulated = receiver.elements[order[at++]!]!();
  }
  // Each call read before the next, which is given its value: read lazily, the call before would
  // be read inside the next one, a call of the callback inside itself.
  for (; at < order.length; at++) {
    const index = order[at]!;
    const elementAt = receiver.spans[index] ?? span;
    const previous = accumulated;
    const call: HelperCall = {
      name: `the '.${site.name}()' callback`,
      span: elementAt,
      args: [() => previous, receiver.elements[index]!, () => ({ kind: 'primitive', value: index }), () => receiver],
      spans: [span, elementAt, elementAt, span],
      key: null,
    };
    accumulated = ev.callWith(fn, call);
  }
  return accumulated;
}

/** A list with its nested lists spread into it, `depth` levels down (each element read now). */
function flattened(receiver: ArrayValue, depth: number, at: SourceSpan): Value {
  const list: FlatList = { elements: [], spans: [] };
  for (let i = 0; i < receiver.elements.length; i++) {
    const value = receiver.elements[i]!();
    if (value.kind === 'unknown') return unknown(value.reason, value.span ?? at);
    if (value.kind === 'array' && depth >= 1) {
      const inner = flattened(value, depth - 1, receiver.spans[i] ?? at);
      if (inner.kind !== 'array') return inner;
      appendAll(list.elements, inner.elements);
      appendAll(list.spans, spansFrom(inner.spans, receiver.spans[i] ?? at));
    } else {
      list.elements.push(() => value);
      list.spans.push(receiver.spans[i] ?? at);
    }
  }
  return { kind: 'array', ...list };
}

/** A list being built by `.concat()` or `.flatMap()`. */
interface FlatList {
  readonly elements: (() => Value)[];
  readonly spans: (SourceSpan | undefined)[];
}

/** Adds a value to a list as `.concat()` and `.flatMap()` do: a list's elements, or the value itself. */
function appendFlat(list: FlatList, value: Value, at: SourceSpan): void {
  if (value.kind === 'array') {
    appendAll(list.elements, value.elements);
    appendAll(list.spans, spansFrom(value.spans, at));
  } else {
    list.elements.push(() => value);
    list.spans.push(at);
  }
}

/**
 * `[A, B, withC && C].filter(Boolean)`, `Object.values(KINDS).filter((k) => k !== 'unknown')`
 * (knip): the elements for which the callback's result is truthy, each read now. `Boolean` as
 * JavaScript says (a schema, an object, a list or a function is truthy); any other callback is
 * read as a helper, per element, with its index and the list, and must give a constant. A
 * callback that cannot be read, a result that is no constant, or an element that cannot be read
 * leaves the list unknown.
 */
function filtered(ev: Evaluation, receiver: ArrayValue, site: CallSite): Value {
  const [callback] = site.args;
  const span = ev.span(site.call);
  if (!callback || callback.type === 'SpreadElement' || site.args.length > 2) return unknown("'.filter()' with a callback the evaluator cannot read", span);
  const byBoolean = callback.type === 'Identifier' && callback.name === 'Boolean' && ev.isGlobal(callback);
  let fn: FunctionValue | undefined;
  if (!byBoolean) {
    // A second argument is the callback's `this`, which a helper is not read with.
    if (site.args.length > 1) return unknown("'.filter()' with a this argument", span);
    const read = callbackOf(ev, callback, "'.filter()' with a callback", span);
    if (read.kind !== 'function') return read;
    fn = read;
  }
  const elements: (() => Value)[] = [];
  const spans: (SourceSpan | undefined)[] = [];
  for (let i = 0; i < receiver.elements.length; i++) {
    const element = receiver.elements[i]!;
    const at = receiver.spans[i] ?? span;
    let keep: boolean | null;
    if (fn) {
      const index = i;
      const call: HelperCall = { name: "the '.filter()' callback", span: at, args: [element, () => ({ kind: 'primitive', value: index }), () => receiver], spans: [at, at, span], key: null };
      const result = ev.callWith(fn, call);
      keep = truthiness(result);
      if (keep === null) return unknown(`the '.filter()' callback gives no constant for an element${result.kind === 'unknown' ? ` (${result.reason})` : ''}`, at);
    } else {
      const value = element();
      if (value.kind === 'unknown') return unknown(value.reason, value.span ?? span);
      keep = truthiness(value);
    }
    if (!keep) continue;
    elements.push(element);
    spans.push(receiver.spans[i]);
  }
  return { kind: 'array', elements, spans };
}

/** `.map(callback)`: each element the callback's result, read when it is asked for. */
function mappedArray(ev: Evaluation, receiver: ArrayValue, site: CallSite): Value {
  const span = ev.span(site.call);
  const fn = callbackOf(ev, site.args[0], `'.${site.name}()' with a callback`, span);
  if (fn.kind !== 'function') return fn;
  return mappedElements(ev, receiver, fn, `the '.${site.name}()' callback`, span, true);
}

/**
 * A list's elements, each given to `fn` as a helper call (with its index, and the list when
 * `passList`: `.map()` passes it, `Array.from(list, fn)` does not), each call read when its
 * element is.
 */
export function mappedElements(ev: Evaluation, list: ArrayValue, fn: FunctionValue, name: string, span: SourceSpan, passList: boolean): ArrayValue {
  const elements = list.elements.map((element, index) => {
    const at = list.spans[index] ?? span;
    let value: Value | undefined;
    const position = (): Value => ({ kind: 'primitive', value: index });
    const call: HelperCall = { name, span: at, args: passList ? [element, position, () => list] : [element, position], spans: passList ? [at, at, span] : [at, at], key: null };
    const callLater = ev.later(() => ev.callWith(fn, call));
    return () => (value ??= callLater());
  });
  return { kind: 'array', elements, spans: list.spans.map((at) => at ?? span) };
}

/**
 * The function a callback argument is, or why not: its own reason when it could not be read,
 * else `<what> the evaluator cannot read` (no argument, a spread, something that is no function).
 */
export function callbackOf(ev: Evaluation, arg: Node | undefined, what: string, span: SourceSpan): Value {
  const fn = arg && arg.type !== 'SpreadElement' ? ev.evaluate(arg) : null;
  if (fn?.kind === 'function') return fn;
  return fn?.kind === 'unknown' ? unknown(fn.reason, fn.span ?? span) : unknown(`${what} the evaluator cannot read`, span);
}

/** `S.apply((s) => s.min(1))` (Zod 4.1+): the function called with S, read like a helper. */
function applied(ev: Evaluation, node: SchemaNode, site: CallSite): Value {
  const span = ev.span(site.call);
  const fn = callbackOf(ev, site.args[0], "'.apply()' with a function", span);
  if (fn.kind !== 'function') return fn;
  return ev.callWith(fn, { name: "the '.apply()' function", span, args: [() => schema(node)], spans: [span], key: null });
}

// ---- helpers to build nodes ----------------------------------------------------------------

function labelOf(zod: ZodValue, site: CallSite): string {
  const callee = skipTypeWrappers(site.call.callee);
  if (callee.type === 'Identifier') return `${callee.name}()`;
  const path = [...(zod.spelledAs ? [zod.spelledAs] : []), ...zod.path, site.name];
  return `${path.join('.')}()`;
}

function scalar(type: ScalarType, site: CallSite, ev: Evaluation, checks: Check[] = [], coerce = false): SchemaValue {
  const node: SchemaNode = coerce
    ? { type, checks, coerce: true, span: ev.span(site.call) }
    : { type, checks, span: ev.span(site.call) };
  return schema(node);
}

/** A schema `z.instanceof(C)` made, marked so (a custom schema, or Zod 3's refined `z.any()`), to be named as written. */
function asWritten(made: SchemaValue, path: string): SchemaValue {
  return path === 'instanceof' ? schema({ ...made.node, instanceOf: true } as SchemaNode) : made;
}

/**
 * The check lists of format schemas (`z.email()`, `z.int()`, `z.int64()`), which Zod 4 builds to
 * be their own check as well: `z.number().check(z.int())` is how zod/mini writes `.int()`, and
 * `.check()` attaches the format. Keyed by the list, which a copy that only names or describes
 * the schema shares; a schema with further checks has a new list and is not a check.
 */
const SELF_CHECKS = new WeakSet<readonly Check[]>();

function formatSchema(type: 'string' | 'number' | 'bigint', site: CallSite, ev: Evaluation, format: Check, restriction?: Check): SchemaValue {
  const made = scalar(type, site, ev, restriction ? [format, restriction] : [format]);
  SELF_CHECKS.add(made.node.checks);
  return made;
}

/**
 * A wrapper node. Its span is the call that made it (`catch(0)` of `.catch(0)`), and its
 * identity the text of the value it carries, so two `.catch(0)` are the same marker.
 */
function wrap(type: WrapperType, inner: SchemaNode, site: CallSite, ev: Evaluation, label: string, valueArgs: readonly Node[]): SchemaValue {
  return schema({
    type,
    innerType: inner,
    checks: [],
    span: site.span,
    label: interned(label),
    identity: interned(`${type}(${valueIdentity(ev, valueArgs)})`),
  });
}

/**
 * The format Zod records for the factories whose format is named by their arguments:
 * `z.hash('sha256', { enc: 'base64' })` is `sha256_base64` (`hex` by default), and
 * `z.stringFormat('slug', ...)` is `slug`. Undefined when the arguments cannot be read.
 */
function namedFormat(ev: Evaluation, site: CallSite, path: string): string | undefined {
  if (path !== 'hash' && path !== 'stringFormat') return undefined;
  const name = argValue(ev, site, 0);
  if (name.kind !== 'primitive' || typeof name.value !== 'string') return undefined;
  if (path === 'stringFormat') return name.value;
  const params = site.args.length > 1 ? argValue(ev, site, 1) : undefined;
  if (params === undefined) return `${name.value}_hex`;
  if (params.kind !== 'object') return undefined;
  const entry = params.entries.get('enc');
  if (!entry) return params.unresolved.length === 0 ? `${name.value}_hex` : undefined;
  const enc = entry.get();
  return enc.kind === 'primitive' && typeof enc.value === 'string' ? `${name.value}_${enc.value}` : undefined;
}

/**
 * The options of a datetime, time or UUID format that change its pattern (lib/model/format-options.ts):
 * `z.iso.datetime({ offset: true })`, `.time({ precision: 3 })`, `z.uuidv4()`. Options the
 * evaluator cannot read are their text, so only the same text compares equal.
 */
function formatOptionsOf(ev: Evaluation, site: CallSite, format: string, name: string): string | undefined {
  if (!FORMATS_WITH_OPTIONS.has(format)) return undefined;
  const version = /^uuidv(\d)$/u.exec(name)?.[1];
  if (version) return formatOptionsText(format, { version: `v${version}` });
  if (site.args.length === 0) return undefined;
  const params = argValue(ev, site, 0);
  // A string argument is the error message.
  if (params.kind === 'primitive') return undefined;
  if (params.kind !== 'object' || params.unresolved.length > 0) return `(options ${argsIdentity(ev, site)})`;
  const options: Record<string, unknown> = {};
  for (const key of ['offset', 'local', 'precision', 'version', 'delimiter', 'pattern']) {
    const entry = params.entries.get(key)?.get();
    if (!entry) continue;
    // `z.email({ pattern })`: the regex's text, as the live reader writes it.
    if (key === 'pattern' && entry.kind === 'regex') options[key] = entry.text;
    else if (entry.kind !== 'primitive') return `(options ${argsIdentity(ev, site)})`;
    else options[key] = entry.value;
  }
  return formatOptionsText(format, options);
}

/**
 * `z.stringFormat(name, regex)`'s pattern, as JSON Schema advertises it (lib/model/format-options.ts);
 * undefined for a function, which JSON Schema does not show (`hiddenFormatPart`).
 */
function customFormatPatternOf(ev: Evaluation, site: CallSite): string | undefined {
  const arg = site.args[1];
  if (!arg || arg.type === 'SpreadElement') return undefined;
  const value = ev.evaluate(arg);
  if (value.kind === 'regex') return customFormatPattern(value.text);
  const built = regExpOf(ev, arg);
  if (built !== undefined) return customFormatPattern(built);
  return value.kind === 'function' ? undefined : `(pattern ${argsIdentity(ev, { ...site, args: [arg] })})`;
}

/**
 * What a format checks that JSON Schema does not show, as a custom check: `z.jwt({ alg })`'s
 * algorithm, `z.stringFormat(name, fn)`'s function. By the options' text when they cannot be read.
 */
function hiddenFormatPart(ev: Evaluation, site: CallSite, name: string, label: string): Check | undefined {
  if (name === 'stringFormat') {
    const arg = site.args[1];
    if (!arg || arg.type === 'SpreadElement' || ev.evaluate(arg).kind !== 'function') return undefined;
    const made = formatFunctionCheck(ev.argumentsIdentity([arg]), label);
    return check(made.check, made.label, made.identity, site);
  }
  if (name !== 'jwt' || site.args.length === 0) return undefined;
  const params = argValue(ev, site, 0);
  if (params.kind === 'primitive') return undefined; // the error message
  const entry = params.kind === 'object' ? params.entries.get('alg')?.get() : undefined;
  if (params.kind === 'object' && params.unresolved.length === 0 && (!entry || (entry.kind === 'primitive' && entry.value === undefined))) return undefined;
  const alg = entry?.kind === 'primitive' && typeof entry.value === 'string' ? entry.value : `(${argsIdentity(ev, site)})`;
  const made = jwtAlgorithmCheck(alg, label);
  return check(made.check, made.label, made.identity, site);
}

/**
 * A URL format's protocol or hostname as a check of its own (lib/model/url-restriction.ts):
 * `z.httpUrl()` sets both unless told otherwise, `z.url({ protocol, hostname })` what it is given.
 * By the options' text when they cannot be read. Undefined for a plain URL.
 */
function urlRestrictionOf(ev: Evaluation, site: CallSite, http: boolean, label: string): Check | undefined {
  let protocol = http ? '/^https?$/' : '';
  let hostname = http ? HTTP_HOSTNAME : '';
  let normalize = false;
  const params = site.args.length > 0 ? argValue(ev, site, 0) : undefined;
  // A string argument is the error message; anything else may hold options.
  if (params !== undefined && params.kind !== 'primitive') {
    const unreadable = (): Check => check('custom', `${label}'s protocol or hostname`, `url-restriction(${argsIdentity(ev, site)})`, site);
    if (params.kind !== 'object' || params.unresolved.length > 0) return unreadable();
    for (const key of ['protocol', 'hostname'] as const) {
      const entry = params.entries.get(key);
      if (!entry) continue;
      const value = entry.get();
      if (value.kind === 'primitive' && value.value === undefined) continue;
      if (value.kind !== 'regex') return unreadable();
      if (key === 'protocol') protocol = value.text;
      else hostname = value.text;
    }
    const normalizeEntry = params.entries.get('normalize')?.get();
    if (normalizeEntry && normalizeEntry.kind !== 'primitive') return unreadable();
    normalize = normalizeEntry?.value === true;
  }
  const made = urlRestriction(protocol, hostname, label, normalize);
  return made && check(made.check, made.label, made.identity, site);
}

/**
 * A literal value as JSON (what the live front end reads back), anything else by its text. An
 * arrow that only returns a constant (`.catch(() => 20)`) is that constant: Zod calls it for the
 * value, so it is `.catch(20)`, which Zod itself keeps as a function returning 20.
 */
function valueIdentity(ev: Evaluation, args: readonly Node[]): string {
  const [first] = args;
  if (args.length === 1 && first) {
    const arrow = skipTypeWrappers(first);
    const returned = arrow.type === 'ArrowFunctionExpression' && !arrow.async && arrow.body.type !== 'BlockStatement' ? arrow.body : undefined;
    const value = ev.evaluate(returned ?? first);
    if (value.kind === 'primitive') return primitiveText(value.value);
    // `.catch({ a: 1 })` and `.catch({ "a": 1 })` are one value: as JSON, as live Zod reads it.
    const data = plainData(value, 0);
    if (data !== NOT_DATA) return valueText(data);
  }
  return ev.argumentsIdentity(args);
}

const NOT_DATA: unique symbol = Symbol('not data');

/** An object or array of constants as the plain value it builds, or NOT_DATA. */
function plainData(value: Value, depth: number): unknown {
  if (depth > 32) return NOT_DATA;
  if (value.kind === 'primitive') return value.value;
  if (value.kind === 'array') {
    const items: unknown[] = [];
    for (const element of value.elements) {
      const item = plainData(element(), depth + 1);
      if (item === NOT_DATA) return NOT_DATA;
      items.push(item);
    }
    return items;
  }
  if (value.kind === 'object' && value.unresolved.length === 0) {
    const record: Record<string, unknown> = {};
    for (const [key, entry] of value.entries) {
      const item = plainData(entry.get(), depth + 1);
      if (item === NOT_DATA) return NOT_DATA;
      Object.defineProperty(record, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return record;
  }
  return NOT_DATA;
}

/** As the live front end's valueText: JSON, except what JSON cannot tell apart (NaN is not null, 1n is not 1). */
function primitiveText(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  return JSON.stringify(value) ?? 'undefined';
}

function withCheck(node: SchemaNode, check: Check): SchemaNode {
  return { ...node, checks: [...node.checks, check] } as SchemaNode;
}

/** The bounds a Zod 3 array keeps one of each (`_def.minLength`, `maxLength`, `exactLength`). */
const ZOD3_ARRAY_BOUNDS: ReadonlySet<CheckKind> = new Set(['min_length', 'max_length', 'length_equals']);

/** A Zod 3 array's bound replaces the one of its kind: `.min(3).min(1)` accepts `[1]`. */
function withBound(node: ArrayNode, check: Check): SchemaNode {
  return { ...node, checks: [...node.checks.filter((kept) => kept.check !== check.check), check] };
}

/**
 * What Zod 3's `ZodEffects.innerType()` gives back: the schema before the last effect. A
 * refinement is the node's last check (nothing but effects and wrappers follows one in Zod 3),
 * a transform the pipe into it, a preprocess the schema it feeds. Null when there is none.
 */
function beforeEffect(node: SchemaNode): SchemaNode | null {
  const last = node.checks[node.checks.length - 1];
  if (last && last.check === 'custom') return { ...node, checks: node.checks.slice(0, -1) } as SchemaNode;
  if (node.type === 'pipe' && node.via === 'transform') return node.in;
  if (node.type === 'pipe' && node.via === 'preprocess') return node.out;
  return null;
}

/** `ZodEffects.sourceType()`: the schema under every effect. */
function beforeEffects(node: SchemaNode): SchemaNode | null {
  let inner = beforeEffect(node);
  if (!inner) return null;
  for (let next = beforeEffect(inner); next; next = beforeEffect(inner)) inner = next;
  return inner;
}

/**
 * Whether Zod 3 built a schema: what a Zod 3 factory returns says so, and what a method makes of
 * it (a wrapper, a pipe, a union of such options) is asked through what it was made of.
 */
function builtByZod3(node: SchemaNode): boolean {
  let current: SchemaNode | undefined = node;
  for (let step = 0; current && step < 64; step++) {
    if ('zod3' in current && current.zod3 === true) return true;
    current = 'innerType' in current ? current.innerType : current.type === 'pipe' ? current.in : current.type === 'union' ? current.options[0] : undefined;
  }
  return false;
}

function check(kind: CheckKind, label: string, identity: string, site: CallSite, extra: Partial<Check> = {}): Check {
  return { check: kind, label: interned(label), identity: interned(identity), span: site.span, ...extra };
}

function argValue(ev: Evaluation, site: CallSite, index: number): Value {
  const arg = site.args[index];
  if (!arg) return { kind: 'primitive', value: undefined };
  if (arg.type === 'SpreadElement') return unknown('a spread argument', ev.span(arg));
  return ev.evaluate(arg);
}

function argSchema(ev: Evaluation, site: CallSite, index: number): SchemaNode {
  const arg = site.args[index];
  if (!arg) return unresolved(`'${site.name}()' needs a schema argument`, ev.span(site.call));
  return toSchema(argValue(ev, site, index), ev.span(arg));
}

function argsIdentity(ev: Evaluation, site: CallSite): string {
  return ev.argumentsIdentity(site.args as readonly Node[]);
}

/** The media types of `.mime(types)`, in the model's spelling (`mimeTypesText`), or undefined when not read. */
function mimeTypesOf(ev: Evaluation, site: CallSite): string | undefined {
  const arg = site.args[0];
  if (!arg || arg.type === 'SpreadElement') return undefined;
  const value = ev.evaluate(arg);
  const elements = value.kind === 'array' ? value.elements.map((element) => element()) : [value];
  const types: string[] = [];
  for (const element of elements) {
    if (element.kind !== 'primitive' || typeof element.value !== 'string') return undefined;
    types.push(element.value);
  }
  return mimeTypesText(types);
}

/**
 * The form `.normalize(form)` normalizes to, `NFC` when none is given (as `String.prototype.normalize`
 * does): `.normalize()` and `.normalize('NFC')` are one overwrite. Undefined when it cannot be read.
 */
function normalForm(ev: Evaluation, site: CallSite): string | undefined {
  if (site.args.length === 0) return '"NFC"';
  const form = argValue(ev, site, 0);
  if (form.kind !== 'primitive') return undefined;
  return JSON.stringify(form.value === undefined ? 'NFC' : form.value);
}

/** The identity of a refinement's first argument, its predicate. */
function predicate(ev: Evaluation, site: CallSite): string {
  return ev.argumentsIdentity(site.args.slice(0, 1) as readonly Node[]);
}

/**
 * What a `z.stringbool(options)` accepts (lib/model/stringbool.ts): its options read, with Zod's
 * defaults for those not given; a string argument is the error message. The arguments' text when
 * they cannot be read, so only the same text compares equal.
 */
function stringboolOptionsOf(ev: Evaluation, site: CallSite): string {
  const params = site.args.length > 0 ? argValue(ev, site, 0) : undefined;
  if (params === undefined || params.kind === 'primitive') return stringboolText({});
  const unreadable = `options ${argsIdentity(ev, site)}`;
  if (params.kind !== 'object' || params.unresolved.length > 0) return unreadable;
  // An option not given, or given as `undefined`, is Zod's default.
  const given = (key: string): Value | undefined => {
    const entry = params.entries.get(key)?.get();
    return entry && !(entry.kind === 'primitive' && entry.value === undefined) ? entry : undefined;
  };
  const list = (key: string): unknown[] | undefined | null => {
    const entry = given(key);
    if (!entry) return undefined;
    if (entry.kind !== 'array') return null;
    const values = entry.elements.map((element) => element());
    return values.every((value) => value.kind === 'primitive') ? values.map((value) => (value as { value: unknown }).value) : null;
  };
  const truthy = list('truthy');
  const falsy = list('falsy');
  const caseEntry = given('case');
  if (truthy === null || falsy === null || (caseEntry && caseEntry.kind !== 'primitive')) return unreadable;
  return stringboolText({
    ...(truthy ? { truthy } : {}),
    ...(falsy ? { falsy } : {}),
    ...(caseEntry && caseEntry.kind === 'primitive' ? { case: caseEntry.value } : {}),
  });
}

/**
 * `z.templateLiteral(parts)`: a string whose pattern its parts make (lib/model/template-literal.ts),
 * kept as a check of its own. Parts the evaluator cannot read leave the check without a value:
 * what it allows is unknown, and compared with nothing.
 */
function templateLiteralFactory(ev: Evaluation, site: CallSite, label: string): SchemaValue {
  const span = ev.span(site.call);
  const list = site.args.length > 0 ? argValue(ev, site, 0) : undefined;
  const parts: TemplatePart[] = [];
  let readable = list?.kind === 'array';
  if (list?.kind === 'array') {
    for (const element of list.elements) {
      const part = element();
      if (part.kind === 'primitive' && typeof part.value !== 'symbol') parts.push({ literal: part.value as LiteralValue });
      else if (part.kind === 'schema') parts.push({ schema: part.node });
      else readable = false;
    }
  }
  const check = readable ? templateCheck(templateText(parts), label) : unreadableTemplateCheck(`template(${argsIdentity(ev, site)})`, label);
  return schema({ type: 'template_literal', checks: [span ? { ...check, span } : check], span });
}

/**
 * A refinement's `when` (`.refine(fn, { when })`): the refinement runs only where it says, so it
 * is part of what the check is. Its identity, or the params' text when they cannot be read.
 */
function refinementWhen(ev: Evaluation, site: CallSite): string {
  const params = site.args[1];
  if (!params || params.type === 'SpreadElement') return '';
  const written = skipTypeWrappers(params);
  if (written.type === 'ObjectExpression') {
    for (const property of written.properties) {
      if (property.type !== 'Property' || property.computed) continue;
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
      if (key !== 'when') continue;
      // `{ when: undefined }` is no `when`, as Zod reads it.
      const when = ev.evaluate(property.value as Node);
      return when.kind === 'primitive' && when.value === undefined ? '' : `, when ${ev.argumentsIdentity([property.value as Node])}`;
    }
    if (!written.properties.some((property) => property.type === 'SpreadElement')) return '';
  }
  const value = argValue(ev, site, 1);
  if (value.kind === 'primitive' || (value.kind === 'object' && value.unresolved.length === 0 && !value.entries.has('when'))) return '';
  return `, params ${ev.argumentsIdentity([params as Node])}`;
}

/** A table lookup that never finds `constructor` or `toString` on Object.prototype. */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

// ---- factories on `z` ----------------------------------------------------------------------

const SCALARS: Readonly<Record<string, ScalarType>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  bigint: 'bigint',
  symbol: 'symbol',
  undefined: 'undefined',
  null: 'null',
  _null: 'null',
  _undefined: 'undefined',
  any: 'any',
  unknown: 'unknown',
  never: 'never',
  void: 'void',
  _void: 'void',
  date: 'date',
  nan: 'nan',
  file: 'file',
  custom: 'custom',
  instanceof: 'custom',
  function: 'function',
  _function: 'function',
  templateLiteral: 'template_literal',
  transform: 'transform',
};

const NUMBER_FORMATS: Readonly<Record<string, string>> = {
  int: 'safeint',
  int32: 'int32',
  uint32: 'uint32',
  float32: 'float32',
  float64: 'float64',
};

const BIGINT_FORMATS: Readonly<Record<string, string>> = { int64: 'int64', uint64: 'uint64' };

/** String-format factories and the `format` Zod records for them. */
const STRING_FORMATS: Readonly<Record<string, string>> = {
  email: 'email',
  url: 'url',
  httpUrl: 'url',
  hostname: 'hostname',
  emoji: 'emoji',
  uuid: 'uuid',
  uuidv4: 'uuid',
  uuidv6: 'uuid',
  uuidv7: 'uuid',
  guid: 'guid',
  nanoid: 'nanoid',
  cuid: 'cuid',
  cuid2: 'cuid2',
  ulid: 'ulid',
  xid: 'xid',
  ksuid: 'ksuid',
  ipv4: 'ipv4',
  ipv6: 'ipv6',
  ip: 'ip',
  // Zod 3's `.cidr({ version })` (Zod 4 has `z.cidrv4()` and `z.cidrv6()`).
  cidr: 'cidr',
  mac: 'mac',
  cidrv4: 'cidrv4',
  cidrv6: 'cidrv6',
  base64: 'base64',
  base64url: 'base64url',
  e164: 'e164',
  jwt: 'jwt',
  hex: 'hex',
  hash: 'hash',
  creditCard: 'credit_card',
  iban: 'iban',
  currencyCode: 'currency_code',
  stringFormat: 'custom',
  'iso.datetime': 'datetime',
  'iso.date': 'date',
  'iso.time': 'time',
  'iso.duration': 'duration',
  datetime: 'datetime',
  duration: 'duration',
};

/**
 * On a string schema `.date()` and `.time()` are the ISO formats (Zod 3, and classic Zod 4's
 * deprecated spelling of `z.iso.date()`); they cannot be in STRING_FORMATS, where `z.date()`
 * would become a string.
 */
const STRING_METHOD_FORMATS: Readonly<Record<string, string>> = { date: 'date', time: 'time' };

/** Zod 3's optional shorthands: `z.ostring()` is `z.string().optional()`. */
const OPTIONAL_SCALARS: Readonly<Record<string, ScalarType>> = { ostring: 'string', onumber: 'number', oboolean: 'boolean' };

const WRAPPERS: Readonly<Record<string, WrapperType>> = {
  optional: 'optional',
  exactOptional: 'optional',
  nullable: 'nullable',
  nonoptional: 'nonoptional',
  readonly: 'readonly',
  default: 'default',
  _default: 'default',
  prefault: 'prefault',
  catch: 'catch',
  _catch: 'catch',
  success: 'success',
  promise: 'promise',
};

const OBJECT_FACTORIES: Readonly<Record<string, ObjectPolicy>> = {
  object: 'strip',
  strictObject: 'strict',
  looseObject: 'loose',
};

/** Zod 3's classes whose static `create` is a factory of the namespace, by the factory's name. */
const ZOD3_CLASS_FACTORIES: Readonly<Record<string, string>> = {
  ZodString: 'string', ZodNumber: 'number', ZodBigInt: 'bigint', ZodBoolean: 'boolean', ZodDate: 'date', ZodNull: 'null',
  ZodUndefined: 'undefined', ZodAny: 'any', ZodUnknown: 'unknown', ZodNever: 'never', ZodVoid: 'void', ZodObject: 'object',
  ZodArray: 'array', ZodUnion: 'union', ZodDiscriminatedUnion: 'discriminatedUnion', ZodIntersection: 'intersection',
  ZodTuple: 'tuple', ZodRecord: 'record', ZodMap: 'map', ZodSet: 'set', ZodLazy: 'lazy', ZodLiteral: 'literal', ZodEnum: 'enum',
  ZodNativeEnum: 'nativeEnum', ZodOptional: 'optional', ZodNullable: 'nullable', ZodPromise: 'promise', ZodNaN: 'nan', ZodSymbol: 'symbol',
};

function callZod(ev: Evaluation, zod: ZodValue, site: CallSite): Value {
  const made = callZodFactory(ev, zod, site);
  // What a Zod 3 factory builds says so (`zod3`), for what Zod 3 does otherwise: its arrays' bounds,
  // its objects' key policies, its tuples' optional items, its numbers' `.safe()`. A union stays the
  // node the file's union list holds, and is asked through its options.
  if (zod.flavor !== 'v3' || made.kind !== 'schema' || made.node.type === 'union' || made.node.type === 'unresolved' || builtByZod3(made.node)) return made;
  return schema({ ...made.node, zod3: true } as SchemaNode);
}

function callZodFactory(ev: Evaluation, zod: ZodValue, site: CallSite): Value {
  // `z.ZodUnion.create([...])`: Zod 3's factories are its classes' static `create` (`z.union` is
  // `ZodUnion.create`), called with the same arguments.
  if (zod.flavor === 'v3' && (site.name === 'create' || site.name === 'strictCreate') && zod.path.length === 1) {
    const factory = site.name === 'strictCreate' ? (zod.path[0] === 'ZodObject' ? 'strictObject' : undefined) : own(ZOD3_CLASS_FACTORIES, zod.path[0]!);
    if (factory) return callZodFactory(ev, { ...zod, path: [] }, { ...site, name: factory });
  }
  // Most calls are `z.<name>()` itself: no array and join for a path of one name.
  const path = zod.path.length === 0 ? site.name : [...zod.path, site.name].join('.');
  const label = labelOf(zod, site);
  if (path.startsWith('coerce.')) {
    const type = own(SCALARS, path.slice('coerce.'.length));
    if (!type) return unknown(`'${label}' is not a coercion Zod has`, ev.span(site.call));
    return site.args.length > 0 ? withParams(scalar(type, site, ev, [], true).node, site, ev) : scalar(type, site, ev, [], true);
  }
  if (zod.flavor === 'v3' && (path === 'custom' || path === 'instanceof')) {
    // Zod 3 has no custom type: `z.custom(fn)` and `z.instanceof(C)` are `z.any()` refined by a
    // check of its own (`z.custom()` a bare `z.any()`), so they advertise `{}`. Only a `zod/v3`
    // import tells: `zod` in a zod@3 project is read as Zod 4 (see tests/flavours).
    const refined = site.args.length > 0 ? [check('custom', label, `${path}(${argsIdentity(ev, site)})`, site)] : [];
    return asWritten(scalar('any', site, ev, refined), path);
  }
  if (path === 'templateLiteral') return templateLiteralFactory(ev, site, label);
  const scalarType = own(SCALARS, path);
  if (scalarType) {
    const made = asWritten(scalar(scalarType, site, ev), path);
    return site.args.length > 0 ? withParams(made.node, site, ev) : made;
  }
  const optionalType = own(OPTIONAL_SCALARS, path);
  if (optionalType) return schema({ type: 'optional', innerType: scalar(optionalType, site, ev).node, checks: [], span: ev.span(site.call) });
  if (own(NUMBER_FORMATS, path)) {
    return formatSchema('number', site, ev, check('number_format', label, `number_format:${NUMBER_FORMATS[path]}`, site, { format: NUMBER_FORMATS[path]! }));
  }
  if (own(BIGINT_FORMATS, path)) {
    return formatSchema('bigint', site, ev, check('bigint_format', label, `bigint_format:${BIGINT_FORMATS[path]}`, site, { format: BIGINT_FORMATS[path]! }));
  }
  if (own(STRING_FORMATS, path)) {
    const format = namedFormat(ev, site, path) ?? STRING_FORMATS[path]!;
    const restriction = path === 'url' || path === 'httpUrl' ? urlRestrictionOf(ev, site, path === 'httpUrl', label) : hiddenFormatPart(ev, site, path, label);
    const options = path === 'stringFormat' ? customFormatPatternOf(ev, site) : formatOptionsOf(ev, site, format, path);
    return formatSchema('string', site, ev, check('string_format', label, `string_format:${format}${options ?? ''}`, site, { format, ...(options ? { value: options } : {}) }), restriction);
  }
  const wrapper = own(WRAPPERS, path);
  if (wrapper) {
    // `z.catch(x, 0)` and `z.promise(x)` are reported as the whole call, like other factories.
    const whole = { ...site, span: ev.span(site.call) };
    return wrap(wrapper, argSchema(ev, site, 0), whole, ev, label, site.args.slice(1) as Node[]);
  }
  const policy = own(OBJECT_FACTORIES, path);
  if (policy) return objectFactory(ev, site, policy, zod.flavor);
  const made = checkFactory(ev, site, path, label);
  if (made) return made;
  switch (path) {
    case 'nullish':
      return schema({
        type: 'optional',
        checks: [],
        span: ev.span(site.call),
        innerType: { type: 'nullable', checks: [], innerType: argSchema(ev, site, 0), span: ev.span(site.call) },
      });
    case 'array':
      return schema({ type: 'array', element: argSchema(ev, site, 0), checks: [], span: ev.span(site.call) });
    case 'tuple':
      return tupleFactory(ev, site);
    case 'record':
    case 'partialRecord':
    case 'looseRecord':
      return recordFactory(ev, site, path);
    case 'map':
      return schema({ type: 'map', keyType: argSchema(ev, site, 0), valueType: argSchema(ev, site, 1), checks: [], span: ev.span(site.call) });
    case 'set':
      return schema({ type: 'set', valueType: argSchema(ev, site, 0), checks: [], span: ev.span(site.call) });
    case 'union':
      return unionFactory(ev, site, 0, {});
    case 'xor':
      return unionFactory(ev, site, 0, { inclusive: false });
    case 'discriminatedUnion':
      return discriminatedUnionFactory(ev, site, zod.flavor === 'v3');
    case 'intersection':
      return schema({ type: 'intersection', left: argSchema(ev, site, 0), right: argSchema(ev, site, 1), checks: [], span: ev.span(site.call) });
    case 'literal':
      return literalFactory(ev, site);
    case 'enum':
    case '_enum':
    case 'nativeEnum':
      return enumFactory(ev, site, zod.flavor);
    case 'keyof':
      return keyofOf(ev, argSchema(ev, site, 0), site);
    case 'lazy':
      return lazyFactory(ev, site);
    case 'json':
      return jsonSchema(ev, ev.span(site.call));
    case 'pipe':
    case 'pipeline': { // Zod 3 exports ZodPipeline.create as `z.pipeline(a, b)`: `a.pipe(b)`
      const input = argSchema(ev, site, 0);
      const first = site.args[0];
      // zod/mini has no z.preprocess(): `z.pipe(z.transform(fn), S)` is how it is written, and
      // is the very schema classic's `z.preprocess(fn, S)` builds, so it is read as one.
      if (input.type === 'transform' && first && first.type !== 'SpreadElement') {
        return preprocessOf(ev, site, first, argSchema(ev, site, 1), label);
      }
      return pipeInto(ev, site, input, 1, label);
    }
    case 'codec': {
      // Told apart by its functions alone (the options argument), as live by the functions' text:
      // its input is the field's own layers, compared as such, and its output by structure
      // (pipe-identity.ts). By all its arguments' text, `.describe()` on the input made two codecs.
      const functions = codecFunctions(ev, site.args[2]);
      const identity = functions ? `codec(${functions.decode}, ${functions.encode})` : `codec(${site.args[2] ? ev.argumentsIdentity([site.args[2] as Node]) : argsIdentity(ev, site)})`;
      return pipe(argSchema(ev, site, 0), argSchema(ev, site, 1), 'codec', label, identity, site, functions);
    }
    case 'invertCodec': {
      // `z.invertCodec(c)`: a codec from c's output to its input (Zod: `in: def.out, out: def.in`,
      // its two functions swapped), the same as that codec written the other way round.
      const codec = argSchema(ev, site, 0);
      if (codec.type !== 'pipe' || codec.via !== 'codec') return unknown(`'${label}' of something that is not a z.codec()`, ev.span(site.call));
      if (!codec.codec) return pipe(codec.out, codec.in, 'codec', label, `invertCodec(${argsIdentity(ev, site)})`, site);
      const { decode, encode } = codec.codec;
      return pipe(codec.out, codec.in, 'codec', label, `codec(${encode}, ${decode})`, site, { decode: encode, encode: decode });
    }
    case 'preprocess':
      // Zod 3 builds it as a ZodEffects, which its discriminated unions read through.
      return preprocessPipe(argsIdentity(ev, { ...site, args: site.args.slice(0, 1) }), argSchema(ev, site, 1), label, site, zod.flavor === 'v3');
    case 'stringbool': {
      const input: SchemaNode = { type: 'string', checks: [], span: site.span };
      const output: SchemaNode = { type: 'boolean', checks: [], span: site.span };
      return pipe(input, output, 'stringbool', label, `stringbool(${stringboolOptionsOf(ev, site)})`, site);
    }
    // `z.compile(S)` and `z.withParser(S, parser)` (Zod 4.6): a clone of S with the same
    // definition and a faster parser in front, which must agree with it.
    case 'compile':
    case 'withParser':
      return zod.flavor === 'v3' ? unknown(`'${label}' is not a Zod 3 factory`, ev.span(site.call)) : schema(argSchema(ev, site, 0));
    case 'deepPartial':
    case 'input':
    case 'output': {
      if (zod.flavor === 'v3') return unknown(`'${label}' is not a Zod 3 factory`, ev.span(site.call));
      const rewrite = path === 'deepPartial' ? deepPartial : path === 'input' ? inputOf : outputOf;
      return schema(rewrite(argSchema(ev, site, 0), ev.span(site.call)));
    }
    // `z.clone(S)` is S (a new instance of its definition); with a definition of its own, another schema.
    case 'clone':
      return site.args.length === 1 ? schema(argSchema(ev, site, 0)) : unknown(`'${label}' of a definition is not followed`, ev.span(site.call));
    case 'getDiscriminatedOption':
      return discriminatedOptionOf(ev, site, label);
    case 'extend':
    case 'safeExtend':
    case 'merge':
    case 'pick':
    case 'omit':
    case 'partial':
    case 'exactPartial':
    case 'required':
    case 'catchall': {
      // zod/mini's function forms: `z.extend(A, {...})` is `A.extend({...})`.
      const target = argSchema(ev, site, 0);
      const rest = { ...site, args: site.args.slice(1) };
      const extended = target.type === 'unresolved' && isPlainReference(site.args[0]) ? unreadBaseExtended(ev, target, rest, path) : null;
      return extended ?? callMethod(ev, target, rest, path === 'exactPartial' ? 'partial' : path);
    }
    default:
      return unknown(`'${label}' is not a Zod factory the evaluator knows`, ev.span(site.call));
  }
}

/** `z.getDiscriminatedOption(U, value)`: U's option for the value, or why it cannot be told. */
function discriminatedOptionOf(ev: Evaluation, site: CallSite, label: string): Value {
  const union = argSchema(ev, site, 0);
  const value = argValue(ev, site, 1);
  if (union.type === 'unresolved') return unknown(union.reason, ev.span(site.call));
  if (union.type !== 'union') return unknown(`'${label}' of a ${union.type} schema`, ev.span(site.call));
  if (value.kind !== 'primitive') return unknown(`'${label}' with a value the evaluator cannot read`, ev.span(site.call));
  const lookup = discriminatedOption(union, value.value as LiteralValue);
  return 'found' in lookup ? schema(lookup.found) : unknown(`'${label}': ${lookup.missing}`, ev.span(site.call));
}

/** Functions that build a check for `.check(...)`: `z.trim()`, `z.refine(fn)`, `z.minLength(3)`. */
function checkFactory(ev: Evaluation, site: CallSite, name: string, label: string): CheckValue | null {
  const made = makeCheck(ev, site, name, label, null);
  if (made === undefined) return null;
  if (made === null) return { kind: 'check', check: null, annotates: label };
  return name === 'properties' ? { kind: 'check', check: made, spreadsAsItself: true } : { kind: 'check', check: made };
}

const OVERWRITES = new Set(['trim', 'toLowerCase', 'toUpperCase', 'normalize', 'slugify']);
const STRING_PATTERN_CHECKS = new Set(['regex', 'lowercase', 'uppercase', 'includes', 'startsWith', 'endsWith']);

/**
 * The check a call adds, for check functions (`receiver` null) and methods alike.
 * Returns `undefined` when the name is not a check, `null` for annotation-only "checks".
 */
function makeCheck(ev: Evaluation, site: CallSite, name: string, label: string, receiver: SchemaNode | null): Check | null | undefined {
  // Read only for a call that is a check: the text of `z.discriminatedUnion(...)`'s or
  // `.extend({...})`'s arguments is the whole union or object, read token by token.
  let argsText: string | undefined;
  const args = (): string => (argsText ??= argsIdentity(ev, site));
  if (name === 'normalize') return check('overwrite', label, `overwrite:normalize(${normalForm(ev, site) ?? args()})`, site);
  if (OVERWRITES.has(name)) return check('overwrite', label, `overwrite:${name}(${args()})`, site);
  switch (name) {
    case 'overwrite':
      return check('overwrite', label, `overwrite(${args()})`, site);
    // Identified by the predicate alone: the second argument is the issue's message or params,
    // which change what the error says, not what passes (as `.min(1, 'too short')` is `.min(1)`).
    case 'refine':
      return check('custom', label, `refine(${predicate(ev, site)}${refinementWhen(ev, site)})`, site);
    case 'superRefine':
      return check('custom', label, `superRefine(${predicate(ev, site)}${refinementWhen(ev, site)})`, site);
    case 'refinement': // Zod 3: `.refinement(fn, issue)` is a refine that builds its own issue
      return check('custom', label, `refinement(${args()})`, site);
    case 'check':
      return check('custom', label, `check(${args()})`, site);
    case 'describe':
    case 'meta':
      return receiver ? undefined : null;
  }
  const first = argValue(ev, site, 0);
  const bound = first.kind === 'primitive' && typeof first.value === 'number' ? first.value : undefined;
  // Why a bound written could not be read, for the untraceable rule's message (`MAX` imported from
  // a module that is not there says so, where "the argument could not be read" said nothing).
  const unreadable = bound === undefined && first.kind === 'unknown' ? first.reason : undefined;
  const type = receiver?.type;
  const sized = type === 'set' || type === 'map' || type === 'file';
  const measured = type === undefined || type === 'string' || type === 'array';
  const ordered = type === undefined || type === 'number' || type === 'bigint' || type === 'date';
  const visible = (kind: CheckKind, extra: Partial<Check> = {}): Check =>
    check(kind, label, `${kind}:${name}(${args()})`, site, bound !== undefined ? { value: bound, ...extra } : unreadable ? { ...extra, unreadable } : extra);
  switch (name) {
    case 'minLength':
      return visible('min_length');
    case 'maxLength':
      return visible('max_length');
    case 'length':
      return visible(sized ? 'size_equals' : 'length_equals');
    case 'nonempty':
      return check(sized ? 'min_size' : 'min_length', label, `min_length:nonempty`, site, { value: 1 });
    case 'minSize':
      return visible('min_size');
    case 'maxSize':
      return visible('max_size');
    case 'size':
      return visible('size_equals');
    case 'min':
      if (sized) return visible('min_size');
      if (measured && type !== undefined) return visible('min_length');
      return ordered ? visible('greater_than', { inclusive: true }) : undefined;
    case 'max':
      if (sized) return visible('max_size');
      if (measured && type !== undefined) return visible('max_length');
      return ordered ? visible('less_than', { inclusive: true }) : undefined;
    case 'gt':
      return visible('greater_than', { inclusive: false });
    case 'gte':
    case 'minimum':
      return visible('greater_than', { inclusive: true });
    case 'lt':
      return visible('less_than', { inclusive: false });
    case 'lte':
    case 'maximum':
      return visible('less_than', { inclusive: true });
    case 'positive':
      return check('greater_than', label, 'greater_than:positive', site, { value: 0, inclusive: false });
    case 'nonnegative':
      return check('greater_than', label, 'greater_than:nonnegative', site, { value: 0, inclusive: true });
    case 'negative':
      return check('less_than', label, 'less_than:negative', site, { value: 0, inclusive: false });
    case 'nonpositive':
      return check('less_than', label, 'less_than:nonpositive', site, { value: 0, inclusive: true });
    case 'multipleOf':
    case 'step':
      return visible('multiple_of');
    case 'mime': {
      // The media types, as a value: `.mime(['image/png'])` and `.mime('image/png')` are one.
      const types = mimeTypesOf(ev, site);
      return check('mime_type', label, `mime_type:${name}(${args()})`, site, types === undefined ? {} : { value: types });
    }
    // `z.property(k, S)` checks a property of the value against S, which JSON Schema does not
    // show: a hidden check, told by its key and S's model (its text when either cannot be read).
    case 'property': {
      const key = argValue(ev, site, 0);
      const known = key.kind === 'primitive' && typeof key.value === 'string' && site.args.length > 1;
      return check('property', label, `${name}(${args()})`, site, known ? { value: key.value as string, target: argSchema(ev, site, 1) } : {});
    }
    // `z.properties({ k: S })` (classic and mini, recent Zod 4) checks several properties at once:
    // the same kind of check as `z.property(k, S)`, which is what the live reader reads it as.
    case 'properties':
      return check('property', label, `${name}(${args()})`, site);
  }
  if (STRING_PATTERN_CHECKS.has(name) && (receiver === null || receiver.type === 'string')) {
    const position = name === 'includes' ? includesPosition(ev, site) : undefined;
    const format = name === 'startsWith' ? 'starts_with' : name === 'endsWith' ? 'ends_with' : name === 'includes' ? includesFormat(position) : name;
    // A position that cannot be read leaves the text with nothing to be compared by.
    const pattern = position === null ? undefined : patternOf(ev, site);
    if (pattern !== undefined) return check('string_format', label, `string_format:${name}(${args()})`, site, { format, value: pattern });
    return check('string_format', label, `string_format:${name}(${args()})`, site, position !== null && unreadable ? { format, unreadable } : { format });
  }
  return undefined;
}

/**
 * The `position` of `.includes(text, { position })`: a number, undefined without one, and null
 * when it is written but cannot be read (the check then has no value it can be compared by).
 */
function includesPosition(ev: Evaluation, site: CallSite): number | undefined | null {
  const options = site.args[1];
  if (!options || options.type === 'SpreadElement') return undefined;
  const value = ev.evaluate(options);
  if (value.kind === 'primitive' && typeof value.value === 'string') return undefined; // a message
  if (value.kind !== 'object') return null;
  const entry = value.entries.get('position');
  if (!entry) return value.unresolved.length === 0 ? undefined : null;
  const position = entry.get();
  return position.kind === 'primitive' && typeof position.value === 'number' ? position.value : null;
}

/**
 * What a pattern check matches, spelled as Zod keeps it: a regex literal as `String(regex)`
 * (`/^a/i`), a string argument as itself. Unknown arguments leave it out.
 */
function patternOf(ev: Evaluation, site: CallSite): string | undefined {
  const arg = site.args[0];
  if (!arg || arg.type === 'SpreadElement') return undefined;
  const built = regExpOf(ev, arg);
  if (built !== undefined) return built;
  // A regex literal, here or through a name (`const SLUG = /^[a-z]+$/`), or a string.
  const value = ev.evaluate(arg);
  if (value.kind === 'regex') return value.text;
  return value.kind === 'primitive' && typeof value.value === 'string' ? value.value : undefined;
}

/**
 * `new RegExp('^a', 'i')` or `RegExp('^a')` of constant strings, spelled as Zod keeps it
 * (`String(regex)`). The pattern is compiled here to spell it, never matched against anything.
 */
function regExpOf(ev: Evaluation, arg: Node): string | undefined {
  const call = skipTypeWrappers(arg);
  if ((call.type !== 'NewExpression' && call.type !== 'CallExpression') || call.callee.type !== 'Identifier' || call.callee.name !== 'RegExp') return undefined;
  if (!ev.isGlobal(call.callee)) return undefined;
  const [source, flags] = call.arguments.map((node) => (node.type === 'SpreadElement' ? undefined : ev.evaluate(node)));
  if (source?.kind !== 'primitive' || typeof source.value !== 'string') return undefined;
  if (flags !== undefined && (flags.kind !== 'primitive' || typeof flags.value !== 'string')) return undefined;
  try {
    return String(new RegExp(source.value, flags?.value as string | undefined));
  } catch {
    return undefined;
  }
}

function objectFactory(ev: Evaluation, site: CallSite, policy: ObjectPolicy, flavor: ZodValue['flavor']): Value {
  const shape = argValue(ev, site, 0);
  // Zod 4 takes a shape of `undefined` or `null` as none (`shape ? clone(shape) : {}`); Zod 3's
  // object throws on its first parse, so there it stays unknown.
  const none = shape.kind === 'primitive' && (shape.value === undefined || shape.value === null) && flavor !== 'v3';
  if (site.args.length === 0 || none) return schema(objectNode(new Map(), policy, [], ev.span(site.call)));
  if (shape.kind !== 'object') {
    const reason = shape.kind === 'unknown' ? shape.reason : `the shape is ${describeValue(shape)}`;
    // A reason found in another module keeps its place there, which the report names.
    return unknown(reason, shape.kind === 'unknown' && shape.span?.file !== undefined ? shape.span : ev.span(site.call));
  }
  return schema(objectNode(shapeOf(shape), policy, shape.unresolved, ev.span(site.call)));
}

function objectNode(
  shape: ReadonlyMap<string, ObjectField>,
  policy: ObjectPolicy,
  unresolvedMembers: readonly UnresolvedNode[],
  span: SourceSpan,
  catchall?: SchemaNode,
): ObjectNode {
  const node: ObjectNode = {
    type: 'object',
    shape,
    policy,
    checks: [],
    span,
    unresolvedMembers,
  };
  return catchall ? { ...node, catchall } : node;
}

function shapeOf(value: ObjectValue): Map<string, ObjectField> {
  const shape = new Map<string, ObjectField>();
  for (const [key, entry] of value.entries) shape.set(key, fieldOf(key, entry));
  return shape;
}

function fieldOf(key: string, entry: Entry): ObjectField {
  const schemaNode = toSchema(entry.get(), entry.keySpan);
  return entry.keySpan ? { key, schema: schemaNode, keySpan: entry.keySpan } : { key, schema: schemaNode };
}

function optionsOf(ev: Evaluation, site: CallSite, index: number): SchemaNode[] | Value {
  const options = argValue(ev, site, index);
  if (options.kind !== 'array') {
    const reason = options.kind === 'unknown' ? options.reason : `'${site.name}()' needs an array of options, found ${describeValue(options)}`;
    // Still a union: its options are one unresolved entry, so the untraceable rule can say why.
    const arg = site.args[index];
    if (site.name !== 'tuple' && arg) return [slotOf(options, unresolved(`the options could not be traced: ${reason}`, ev.span(arg)))];
    return unknown(reason, ev.span(site.call));
  }
  return options.elements.map((element, i) => toSchema(element(), options.spans[i] ?? ev.span(site.call)));
}

function unionFactory(ev: Evaluation, site: CallSite, index: number, extra: { inclusive?: boolean; discriminator?: string; zod3?: true }): Value {
  const options = optionsOf(ev, site, index);
  if (!Array.isArray(options)) return options;
  const list = argValue(ev, site, index);
  const arg = site.args[index];
  const optionSpans = list.kind === 'array' ? (arg ? spansFrom(list.spans, ev.span(arg)) : list.spans) : [];
  return schema(ev.builtUnion({ type: 'union', options, optionSpans, checks: [], span: ev.span(site.call), ...extra }));
}

function discriminatedUnionFactory(ev: Evaluation, site: CallSite, zod3: boolean): Value {
  const key = argValue(ev, site, 0);
  if (key.kind === 'array') return unionFactory(ev, site, 0, { inclusive: false }); // `discriminatedUnion([...])`
  // A key the evaluator cannot read (`z.discriminatedUnion(KEY, [A, B])` of a package's KEY)
  // leaves the options: flattened, they collide whatever the key, and the tag is found from them.
  const discriminator = key.kind === 'primitive' && typeof key.value === 'string' ? { discriminator: key.value } : {};
  return unionFactory(ev, site, 1, { inclusive: false, ...discriminator, ...(zod3 ? { zod3: true as const } : {}) });
}

function tupleFactory(ev: Evaluation, site: CallSite): Value {
  const items = optionsOf(ev, site, 0);
  if (!Array.isArray(items)) return items;
  const rest = site.args[1] ? argSchema(ev, site, 1) : undefined;
  return schema({ type: 'tuple', items, checks: [], span: ev.span(site.call), ...(rest ? { rest } : {}) });
}

function literalFactory(ev: Evaluation, site: CallSite): Value {
  const value = argValue(ev, site, 0);
  const values: LiteralValue[] = [];
  const read = (v: Value): boolean => {
    if (v.kind !== 'primitive') return false;
    values.push(v.value);
    return true;
  };
  const ok = value.kind === 'array' ? value.elements.every((element) => read(element())) : read(value);
  if (ok) return schema({ type: 'literal', values, checks: [], span: ev.span(site.call) });
  // The value's own reason says why (`'Kind' from './kinds': cannot find module './kinds'`).
  const why = value.kind === 'unknown' ? ` (${value.reason})` : '';
  // `z.literal(kind)` of an only-exported helper's parameter: each caller's value.
  return slotOf(value, unknown(`a literal whose value the evaluator cannot read${why}`, ev.span(site.call), true));
}

function enumFactory(ev: Evaluation, site: CallSite, flavor: ZodFlavor): Value {
  const value = argValue(ev, site, 0);
  const values: (string | number)[] = [];
  // Why the first value that could not be read could not: `[Lang.PY, Lang.TS]` of a package.
  let unread: string | undefined;
  const read = (v: Value): boolean => {
    if (v.kind !== 'primitive' || (typeof v.value !== 'string' && typeof v.value !== 'number')) {
      if (v.kind === 'unknown') unread ??= v.reason;
      return false;
    }
    values.push(v.value);
    return true;
  };
  let entries: Map<string, string | number> | null = null;
  if (value.kind === 'array' && value.elements.every((element) => read(element()))) {
    // Zod 3 keeps the list as written; Zod 4 makes it an object (`{ [v]: v }`) first, so a
    // repeated value is one, integer-like values come first, and a number is dropped as if it
    // were a reverse key (`z.enum([1, 2])` accepts nothing).
    if (flavor === 'v3') return schema({ type: 'enum', values, checks: [], span: ev.span(site.call) });
    entries = new Map(values.map((v) => [String(v), v]));
  } else if (value.kind === 'object' && value.unresolved.length === 0 && [...value.entries.values()].every((entry) => read(entry.get()))) {
    const keys = [...value.entries.keys()];
    entries = new Map(keys.map((key, i) => [key, values[i]!]));
  }
  if (!entries) {
    const why = value.kind === 'unknown' ? value.reason : unread;
    return slotOf(value, unknown(`an enum whose values the evaluator cannot read${why === undefined ? '' : ` (${why})`}`, ev.span(site.call), true));
  }
  return enumWithEntries(inPropertyOrder(entries), ev.span(site.call));
}

/** A Zod 4 enum of its entries (key to value): the values are what every rule compares. */
function enumWithEntries(entries: ReadonlyMap<string, string | number>, span: SourceSpan): Value {
  return schema({ type: 'enum', values: enumValuesOf(entries), entries, checks: [], span });
}

/**
 * The values of an enum's entries as Zod reads them (`getEnumValues`): a key that is one of the
 * numeric values is the reverse mapping a numeric TypeScript enum has (`Op[1] === 'Add'`), and
 * not a value of its own.
 */
function enumValuesOf(entries: ReadonlyMap<string, string | number>): (string | number)[] {
  const numeric = [...entries.values()].filter((v) => typeof v === 'number');
  return [...entries].filter(([key]) => !numeric.includes(Number(key))).map(([, v]) => v);
}

function keyofOf(ev: Evaluation, node: SchemaNode, site: CallSite): Value {
  if (node.type !== 'object') return unknown('keyof of something that is not an object', ev.span(site.call));
  return schema({ type: 'enum', values: [...node.shape.keys()], checks: [], span: ev.span(site.call) });
}

function lazyFactory(ev: Evaluation, site: CallSite): Value {
  const fn = argValue(ev, site, 0);
  const span = ev.span(site.call);
  if (fn.kind !== 'function') return unknown('z.lazy() of something that is not a function', span);
  // The getter is called as a helper is, with no arguments: in the module that writes it and in
  // the call that made it (`lazyOf = (f) => z.lazy(f)` imported, given `() => z.string().trim()`,
  // read that function's body here, where its `z` is not Zod), and a body that declares names
  // first is read too.
  const call: HelperCall = { name: 'the z.lazy() getter', span, args: [], spans: [], key: null };
  return schema({
    type: 'lazy',
    checks: [],
    span,
    // Read when the analysis first asks, as Zod calls it: after the helper that made it returned,
    // from no call under way (`lazyOf(() => lazyOf(() => S))` is no call of lazyOf inside itself).
    // The function's closure keeps the bindings of the call it was written in.
    getter: () => toSchema(ev.callLater(fn, call), span),
  });
}

/**
 * `z.record(K, V)`, and Zod 3's `z.record(V)`, which Zod 4 keeps: with no schema after the first
 * (nothing, or the params), the first is the values' and the keys are strings. A second argument
 * that could not be read is taken for the schema it most likely is.
 */
function recordFactory(ev: Evaluation, site: CallSite, path: string): Value {
  const span = ev.span(site.call);
  const second = site.args.length > 1 ? argValue(ev, site, 1) : undefined;
  if (path === 'record' && (!second || second.kind === 'primitive' || second.kind === 'object')) {
    return schema({ type: 'record', keyType: { type: 'string', checks: [], span }, valueType: argSchema(ev, site, 0), checks: [], span });
  }
  return schema({ type: 'record', keyType: argSchema(ev, site, 0), valueType: argSchema(ev, site, 1), checks: [], span });
}

/** `z.json()`: a lazy union of every JSON value, recursive through arrays and records. */
function jsonSchema(ev: Evaluation, span: SourceSpan): Value {
  const plain = (type: ScalarType): SchemaNode => ({ type, checks: [], span });
  let union: UnionNode;
  const lazy: SchemaNode = { type: 'lazy', checks: [], span, getter: () => union };
  union = ev.builtUnion({
    type: 'union',
    checks: [],
    span,
    options: [
      plain('string'),
      plain('number'),
      plain('boolean'),
      plain('null'),
      { type: 'array', element: lazy, checks: [], span },
      { type: 'record', keyType: plain('string'), valueType: lazy, checks: [], span },
    ],
  });
  return schema(lazy);
}

function pipe(input: SchemaNode, output: SchemaNode, via: PipeNode['via'], label: string, identity: string, site: CallSite, codec?: PipeNode['codec']): SchemaValue {
  const node: PipeNode = { type: 'pipe', in: input, out: output, via, label: interned(label), identity: interned(identity), checks: [], span: site.span };
  return schema(codec ? { ...node, codec } : node);
}

/**
 * The `decode` and `encode` functions of a codec's options written in place (`{ decode: fn,
 * encode: fn }`, methods too), each by identity; undefined when the options are anything else.
 */
function codecFunctions(ev: Evaluation, options: TSESTree.CallExpressionArgument | undefined): { decode: string; encode: string } | undefined {
  const written = options && options.type !== 'SpreadElement' ? skipTypeWrappers(options) : undefined;
  if (written?.type !== 'ObjectExpression') return undefined;
  let decode: string | undefined;
  let encode: string | undefined;
  for (const property of written.properties) {
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.key.type !== 'Identifier') return undefined;
    if (property.key.name === 'decode') decode = ev.argumentsIdentity([property.value as Node]);
    else if (property.key.name === 'encode') encode = ev.argumentsIdentity([property.value as Node]);
    else return undefined;
  }
  return decode !== undefined && encode !== undefined ? { decode, encode } : undefined;
}

/**
 * `S.pipe(T)` and `z.pipe(S, T)`, T the argument at `at`. Into a bare transform
 * (`S.pipe(z.transform(fn))`) it is `S.transform(fn)`: Zod builds both alike, and the live reader
 * reads both as a transform. Identified as one, by the function: the arguments of the
 * `z.transform(...)` written there, or the binding that holds it.
 */
function pipeInto(ev: Evaluation, site: CallSite, input: SchemaNode, at: number, label: string): SchemaValue {
  const target = argSchema(ev, site, at);
  const argument = site.args[at];
  if (target.type === 'transform' && argument && argument.type !== 'SpreadElement') {
    const written = skipTypeWrappers(argument);
    const fn = written.type === 'CallExpression' ? ev.argumentsIdentity(written.arguments as readonly Node[]) : ev.argumentsIdentity([argument]);
    return pipe(input, target, 'transform', label, `transform(${fn})`, site);
  }
  return pipe(input, target, 'pipe', label, `pipe(${argsIdentity(ev, { ...site, args: site.args.slice(at) })})`, site);
}

/**
 * A pipe out of a bare transform (`z.pipe(z.transform(fn), S)`, `z.transform(fn).pipe(S)`):
 * Zod builds `z.preprocess(fn, S)` exactly so, and the live reader reads every such pipe as a
 * preprocess. Identified like `z.preprocess()`, by the transform's function: the arguments of
 * the `z.transform(...)` call written there, or the binding that holds the transform.
 */
function preprocessOf(ev: Evaluation, site: CallSite, transformAt: Node, target: SchemaNode, label: string): SchemaValue {
  const written = skipTypeWrappers(transformAt);
  const fn = written.type === 'CallExpression' ? ev.argumentsIdentity(written.arguments as readonly Node[]) : ev.argumentsIdentity([transformAt]);
  return preprocessPipe(fn, target, label, site, false);
}

/**
 * `z.preprocess(fn, S)`: a pipe out of a bare transform into S, identified by its function
 * alone (the target schema is compared as the field itself). `effects`: built by Zod 3.
 */
function preprocessPipe(fn: string, target: SchemaNode, label: string, site: CallSite, effects: boolean): SchemaValue {
  const made = pipe({ type: 'transform', checks: [], span: site.span }, target, 'preprocess', label, `preprocess(${fn})`, site);
  return effects ? schema({ ...(made.node as PipeNode), effects: true }) : made;
}

// ---- methods of schemas --------------------------------------------------------------------

/** `A.or(B)`: the union of the receiver and the argument, each option placed where it is written. */
function orUnion(ev: Evaluation, node: SchemaNode, site: CallSite): Value {
  const callee = skipTypeWrappers(site.call.callee);
  const receiverSpan = callee.type === 'MemberExpression' ? ev.span(callee.object) : node.span;
  const argument = site.args[0];
  return schema(
    ev.builtUnion({
      type: 'union',
      options: [node, argSchema(ev, site, 0)],
      optionSpans: [receiverSpan, argument ? ev.span(argument) : undefined],
      checks: [],
      span: ev.span(site.call),
    }),
  );
}

/**
 * `c.a.or(B)` whose receiver cannot be read, joined with a schema: only a schema has an `.or()`
 * that takes one, so it is a union whose first option is unknown (reported as such) and whose
 * others are compared. Read as unknown, the whole chain `c.a.or(B).or(D)` went unseen, and with
 * it B's and D's mismatch. Null when the argument is no schema the evaluator reads.
 */
function orOfUnread(ev: Evaluation, receiver: UnknownValue, site: CallSite): Value | null {
  const argument = site.args[0];
  if (!argument || argument.type === 'SpreadElement') return null;
  const joined = ev.evaluate(argument);
  if (joined.kind !== 'schema' || joined.node.type === 'unresolved') return null;
  const callee = skipTypeWrappers(site.call.callee);
  const span = receiver.span ?? (callee.type === 'MemberExpression' ? ev.span(callee.object) : ev.span(site.call));
  return orUnion(ev, toSchema(receiver, span), site);
}

function callMethod(ev: Evaluation, node: SchemaNode, site: CallSite, name = site.name): Value {
  if (node.type === 'unresolved') return unknown(node.reason, node.span ?? ev.span(site.call));
  const label = `.${name}()`;
  const wrapper = own(WRAPPERS, name);
  if (wrapper && name !== 'success' && name !== 'promise') return wrap(wrapper, node, site, ev, label, site.args as Node[]);
  switch (name) {
    case 'apply':
      return applied(ev, node, site);
    case 'nullish':
      return wrap('optional', { type: 'nullable', innerType: node, checks: [], span: site.span }, site, ev, label, []);
    case 'array':
      return schema({ type: 'array', element: node, checks: [], span: ev.span(site.call), ...(builtByZod3(node) ? { zod3: true as const } : {}) });
    case 'or':
      return orUnion(ev, node, site);
    case 'and':
      return schema({ type: 'intersection', left: node, right: argSchema(ev, site, 0), checks: [], span: ev.span(site.call) });
    case 'transform':
      return pipe(node, { type: 'transform', checks: [], span: site.span }, 'transform', label, `transform(${argsIdentity(ev, site)})`, site);
    case 'pipe': {
      const callee = skipTypeWrappers(site.call.callee);
      // `z.transform(fn).pipe(S)` is `z.preprocess(fn, S)` (see preprocessOf).
      if (node.type === 'transform' && callee.type === 'MemberExpression') return preprocessOf(ev, site, callee.object, argSchema(ev, site, 0), label);
      return pipeInto(ev, site, node, 0, label);
    }
    case 'describe': {
      const text = argValue(ev, site, 0);
      return schema({ ...node, ...(text.kind === 'primitive' && typeof text.value === 'string' ? { description: text.value } : {}) } as SchemaNode);
    }
    // Marked for Zod 3's `.unwrap()` of it; Zod 4's brand has no `.unwrap()` (the call throws), so
    // a `zod` import in a zod@3 project reads as Zod 3 does.
    case 'brand':
      return schema({ ...node, branded: true } as SchemaNode);
    // Zod 3's ZodEffects: the schema before its last refinement or transform, or before all.
    case 'innerType':
    case 'sourceType': {
      const inner = name === 'innerType' ? beforeEffect(node) : beforeEffects(node);
      return inner ? schema(inner) : unknown(`'${label}' of a schema that is no refinement, transform or preprocess (Zod 3's ZodEffects)`, ev.span(site.call));
    }
    case 'meta':
    case 'register':
    // zod-to-openapi's and @hono/zod-openapi's `.openapi({ example })` / `.openapi('Name')`:
    // metadata for OpenAPI documents, the same schema to parse with.
    case 'openapi':
      return schema(node);
    case 'clone':
      // `.clone(def)` is a schema of another definition, which the evaluator does not read.
      return site.args.length === 0 ? schema(node) : unknown("'.clone()' of a definition is not followed", ev.span(site.call));
    case 'check':
    case 'with':
      return attachChecks(ev, node, site);
    case 'unwrap':
    case 'removeDefault':
    case 'removeCatch':
      if (name === 'unwrap' && node.branded) {
        const { branded: _unwrapped, ...inside } = node;
        return schema(inside as SchemaNode);
      }
      if ('innerType' in node) return schema(node.innerType);
      if (node.type === 'array') return schema(node.element);
      // `z.lazy(() => S).unwrap()` is S: the getter the front end built, called as Zod calls it.
      if (node.type === 'lazy' && name === 'unwrap') return schema(node.getter());
      break;
  }
  const made = makeCheck(ev, site, name, label, node);
  if (made) return schema(node.type === 'array' && node.zod3 && ZOD3_ARRAY_BOUNDS.has(made.check) ? withBound(node, made) : withCheck(node, made));
  if (node.type === 'object') return objectMethod(ev, node, site, name);
  if (node.type === 'enum') return enumMethod(ev, node, site, name);
  // `z.tuple([A]).rest(B)` is `z.tuple([A], B)`.
  if (node.type === 'tuple' && name === 'rest') return schema({ ...node, rest: argSchema(ev, site, 0), span: ev.span(site.call) });
  if (node.type === 'tuple' && name === 'partial' && !node.zod3) return partialTuple(ev, node, site);
  const stringFormat = node.type === 'string' ? own(STRING_FORMATS, name) ?? own(STRING_METHOD_FORMATS, name) : undefined;
  if (stringFormat) {
    const format = stringFormat;
    const options = formatOptionsOf(ev, site, format, name);
    const formatted = withCheck(node, check('string_format', label, `string_format:${format}(${argsIdentity(ev, site)})`, site, { format, ...(options ? { value: options } : {}) }));
    const restriction = name === 'url' || name === 'httpUrl' ? urlRestrictionOf(ev, site, name === 'httpUrl', label) : hiddenFormatPart(ev, site, name, label);
    return schema(restriction ? withCheck(formatted, restriction) : formatted);
  }
  // `z.function().args(...).returns(...)` (Zod 3), `.input(...).output(...)` (Zod 4): the same
  // function schema, with its signature, which no rule reads (JSON Schema has no function).
  if (node.type === 'function' && FUNCTION_SIGNATURE.has(name)) return schema({ ...node, span: ev.span(site.call) } as SchemaNode);
  if ((node.type === 'number' || node.type === 'bigint') && (name === 'int' || name === 'safe' || name === 'finite')) {
    if (name === 'finite') return schema(node); // every Zod 4 number is finite already
    // Zod 3's `.safe()` is two bounds (`{ type: "number", minimum, maximum }`); Zod 4's is `.int()`.
    if (name === 'safe' && node.type === 'number' && (node as ScalarNode).zod3) {
      const low = check('greater_than', label, `greater_than:${Number.MIN_SAFE_INTEGER}`, site, { value: Number.MIN_SAFE_INTEGER, inclusive: true });
      const high = check('less_than', label, `less_than:${Number.MAX_SAFE_INTEGER}`, site, { value: Number.MAX_SAFE_INTEGER, inclusive: true });
      return schema(withCheck(withCheck(node, low), high));
    }
    return schema(withCheck(node, check('number_format', label, 'number_format:safeint', site, { format: 'safeint' })));
  }
  return unknown(`'${label}' on a ${node.type} schema is not a method the evaluator knows`, ev.span(site.call));
}

/**
 * `z.tuple([A, B]).partial()` (Zod 4.6): each item optional, the rest as it was. Zod throws on a
 * tuple with refinements (one written for the full length would run on a shorter array).
 */
function partialTuple(ev: Evaluation, node: TupleNode, site: CallSite): Value {
  const span = ev.span(site.call);
  if (node.checks.length > 0) return unknown('.partial() of a tuple with refinements, which Zod refuses (it throws)', span);
  return schema({ ...node, items: node.items.map((item): SchemaNode => ({ type: 'optional', innerType: item, checks: [], span })), span });
}

/**
 * What a constructor's params add to the schema: `z.string({ checks: [z.trim()] })` spreads the
 * checks into the def, and `z.number({ coerce: true })` coerces, as `z.coerce.number()` does
 * (TypeScript's types leave `coerce` out; JavaScript passes it). Params the evaluator cannot read
 * say nothing of either: error messages and the like, nearly always.
 */
/** The types whose Zod parser reads `def.coerce`. */
const COERCIBLE: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'bigint', 'date']);

function withParams(node: SchemaNode, site: CallSite, ev: Evaluation): Value {
  const params = argValue(ev, site, 0);
  if (params.kind !== 'object') return schema(node);
  let result = node;
  const coerce = params.entries.get('coerce')?.get();
  if (coerce) {
    if (coerce.kind === 'unknown') return unknown(`a 'coerce' param the evaluator cannot read: ${coerce.reason}`, ev.span(site.call));
    if (coerce.kind === 'primitive' && coerce.value === true && COERCIBLE.has(result.type)) result = { ...result, coerce: true } as SchemaNode;
  }
  const checks = params.entries.get('checks')?.get();
  if (!checks) return schema(result);
  if (checks.kind !== 'array') {
    return unknown(`'checks' the evaluator cannot read: ${checks.kind === 'unknown' ? checks.reason : describeValue(checks)}`, ev.span(site.call));
  }
  for (const element of checks.elements) {
    const value = element();
    const checked = withCheckValue(result, value);
    if (!checked) return unknown(`a check the evaluator cannot read: ${value.kind === 'unknown' ? value.reason : describeValue(value)}`, ev.span(site.call));
    result = checked;
  }
  return schema(result);
}

/**
 * The node with what a check value adds (`z.trim()`, or a format schema used as a check: its
 * format, and what a URL format restricts besides), or null when the value is not a check.
 */
function withCheckValue(node: SchemaNode, value: Value): SchemaNode | null {
  if (value.kind === 'check') {
    if (value.check) return withCheck(node, value.check);
    return node.type === 'object' && value.annotates !== undefined && node.annotatedBy === undefined ? { ...node, annotatedBy: value.annotates } : node;
  }
  if (value.kind !== 'schema' || !SELF_CHECKS.has(value.node.checks)) return null;
  let result = node;
  for (const own of value.node.checks) result = withCheck(result, own);
  return result;
}

function attachChecks(ev: Evaluation, node: SchemaNode, site: CallSite): Value {
  let result = node;
  for (const [index, arg] of site.args.entries()) {
    const value = arg.type === 'SpreadElement' ? spreadCheck(ev, arg) : argValue(ev, site, index);
    const checked = withCheckValue(result, value);
    if (checked) result = checked;
    else if (value.kind === 'function') {
      // `.check(fn)` pushes a custom check that works like superRefine.
      const argSite = { ...site, args: [arg] };
      result = withCheck(result, check('custom', '.check()', `check(${argsIdentity(ev, argSite)})`, site));
    } else {
      const reason = value.kind === 'unknown' ? value.reason : `.check() of ${describeValue(value)}`;
      return unknown(`a check the evaluator cannot read: ${reason}`, ev.span(site.call));
    }
  }
  return schema(result);
}

/** A spread argument of `.check()`: a check that is itself when spread (`...z.properties(shape)`), else unknown. */
function spreadCheck(ev: Evaluation, arg: TSESTree.SpreadElement): Value {
  const value = ev.evaluate(arg.argument);
  return value.kind === 'check' && value.spreadsAsItself ? value : unknown('a spread argument', ev.span(arg));
}

/** The keys a mask selects (`{ a: true, b: false }` selects `a`); undefined without a mask, null when it cannot be read. */
function maskOf(ev: Evaluation, site: CallSite): Set<string> | null | undefined {
  if (site.args.length === 0) return undefined;
  const mask = argValue(ev, site, 0);
  if (mask.kind !== 'object' || mask.unresolved.length > 0) return null;
  const keys = new Set<string>();
  for (const [key, entry] of mask.entries) {
    const flag = entry.get();
    if (flag.kind === 'unknown') return null;
    // Zod tests each value for truth: an object, a function or a schema is true.
    if (flag.kind !== 'primitive' || flag.value) keys.add(key);
  }
  return keys;
}

/**
 * A key of a mask, selected or not, that the object does not declare, when its shape is known
 * whole: Zod 4 refuses it (`Unrecognized key: "b"`), Zod 3 ignores it.
 */
function unrecognizedMaskKey(ev: Evaluation, site: CallSite, node: ObjectNode): string | undefined {
  if (node.zod3 || node.unresolvedMembers.length > 0 || site.args.length === 0) return undefined;
  const mask = argValue(ev, site, 0);
  if (mask.kind !== 'object') return undefined;
  for (const key of mask.entries.keys()) if (!node.shape.has(key)) return key;
  return undefined;
}

/**
 * Why Zod throws where this method is called on this object, or undefined when it does not. An
 * object with a refinement (any check of its own) is a ZodEffects in Zod 3, which has none of
 * an object's methods; Zod 4.3 and later refuse to pick, omit, make partial or merge into it
 * (the refinement would read keys that are gone or changed), and Zod 4.6 refuses a `.extend()`
 * that overwrites one of its keys. A call that throws when the program runs builds no schema: the
 * evaluator reads it as unresolved, with Zod's reason, not as an earlier Zod built it.
 */
function refusedByZod(ev: Evaluation, node: ObjectNode, site: CallSite, name: string): string | undefined {
  // An annotating check is one of the object's checks to Zod (zod/mini's `.check(z.describe())`).
  const refinement = node.checks[0] ?? (node.annotatedBy !== undefined ? { label: node.annotatedBy } : undefined);
  if (refinement) {
    const refined = `an object schema with ${node.checks[0] ? 'a refinement' : 'a check'} (${refinement.label})`;
    if (node.zod3) return OBJECT_METHODS.has(name) ? `'.${name}()' of ${refined}: Zod 3's refinement makes a ZodEffects, which has no '.${name}()' (Zod throws)` : undefined;
    if (name === 'pick' || name === 'omit' || name === 'partial' || name === 'exactPartial' || name === 'merge') {
      return `'.${name}()' of ${refined}: Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")`;
    }
    if (name === 'extend') {
      const shape = argValue(ev, site, 0);
      const overwritten = shape.kind === 'object' ? [...shape.entries.keys()].find((key) => node.shape.has(key)) : undefined;
      if (overwritten !== undefined) return `'.extend()' overwriting '${overwritten}' of ${refined}: Zod throws ("Cannot overwrite keys on object schemas containing refinements"); '.safeExtend()' keeps the refinement`;
    }
  }
  if (name === 'pick' || name === 'omit' || name === 'partial' || name === 'exactPartial' || name === 'required') {
    const key = unrecognizedMaskKey(ev, site, node);
    if (key !== undefined) return `'.${name}()' of key '${key}', which the object does not declare: Zod throws ("Unrecognized key")`;
  }
  return undefined;
}

/** What only an object has among Zod 3's methods (a ZodEffects has the rest). */
const OBJECT_METHODS: ReadonlySet<string> = new Set(['extend', 'augment', 'setKey', 'merge', 'pick', 'omit', 'partial', 'deepPartial', 'required', 'strict', 'strip', 'passthrough', 'catchall', 'keyof']);

function objectMethod(ev: Evaluation, node: ObjectNode, site: CallSite, name: string): Value {
  const span = ev.span(site.call);
  // A reshaped object is a new schema: it no longer carries the name of the one it came from
  // (`Base.extend(...)` must not be labelled `Base`).
  const { name: _dropped, ...unnamed } = node;
  const rebuild = (shape: ReadonlyMap<string, ObjectField>, extra: Partial<ObjectNode> = {}): SchemaValue =>
    schema({ ...unnamed, shape, span, ...extra } as ObjectNode);
  /** The policy alone, any catchall gone. */
  const onlyPolicy = (policy: ObjectPolicy): SchemaValue => {
    const { catchall: _replaced, ...uncaught } = unnamed;
    return schema({ ...uncaught, span, policy });
  };
  const withPolicy = (policy: ObjectPolicy): SchemaValue => (node.zod3 ? rebuild(node.shape, { policy }) : onlyPolicy(policy));
  const refused = refusedByZod(ev, node, site, name);
  if (refused !== undefined) return unknown(refused, span);
  switch (name) {
    case 'extend':
    case 'safeExtend':
    case 'augment': { // Zod 3's deprecated alias of `.extend()`
      const shape = argValue(ev, site, 0);
      if (shape.kind !== 'object') return unknown(shape.kind === 'unknown' ? shape.reason : `.${name}() of ${describeValue(shape)}`, span);
      const merged = new Map(node.shape);
      for (const [key, field] of shapeOf(shape)) merged.set(key, field);
      // A new integer-like key goes first, as in any JavaScript object (`.extend({ 0: ... })`).
      return rebuild(inPropertyOrder(merged), { unresolvedMembers: [...node.unresolvedMembers, ...shape.unresolved] });
    }
    case 'setKey': {
      // Zod 3: `.setKey(key, S)` is `.extend({ [key]: S })`; the key argument is where it is written.
      const key = argValue(ev, site, 0);
      const keyArg = site.args[0];
      if (key.kind !== 'primitive' || typeof key.value !== 'string' || !keyArg) return unknown('.setKey() with a key the evaluator cannot read', span);
      const merged = new Map(node.shape);
      merged.set(key.value, { key: key.value, schema: argSchema(ev, site, 1), keySpan: ev.span(keyArg) });
      return rebuild(inPropertyOrder(merged));
    }
    case 'merge': {
      const other = argSchema(ev, site, 0);
      if (other.type !== 'object') return unknown(other.type === 'unresolved' ? other.reason : '.merge() of something that is not an object', span);
      const merged = new Map(node.shape);
      for (const [key, field] of other.shape) merged.set(key, field);
      const result: ObjectNode = {
        ...unnamed,
        shape: inPropertyOrder(merged),
        span,
        policy: other.policy,
        checks: other.checks,
        unresolvedMembers: [...node.unresolvedMembers, ...other.unresolvedMembers],
      };
      delete (result as { catchall?: SchemaNode }).catchall;
      return schema(other.catchall ? { ...result, catchall: other.catchall } : result);
    }
    case 'pick':
    case 'omit': {
      const mask = maskOf(ev, site);
      if (!mask) return unknown(`.${name}() with a mask the evaluator cannot read`, span);
      // `.pick()` lists the keys in the mask's order (Zod's maskedKeys reads Reflect.ownKeys of the
      // mask), `.omit()` in the object's: the first key of a shape can be the structural discriminator.
      const shape =
        name === 'pick'
          ? new Map([...mask].flatMap((key) => (node.shape.has(key) ? [[key, node.shape.get(key)!] as const] : [])))
          : new Map([...node.shape].filter(([key]) => !mask.has(key)));
      return rebuild(shape, { checks: [] });
    }
    // Zod 3's method. Zod 4's objects have none (it has only the factory `z.deepPartial(S)`), so
    // code that calls it is Zod 3's, whatever the import says: `zod` of a zod@3 project is read
    // as Zod 4 (shadcn's registry schema, `zod ^3.24`).
    case 'deepPartial':
      return schema(deepPartialZod3(unnamed as ObjectNode, span));
    case 'partial':
    case 'exactPartial': // the same optional wrapper (Zod's exactOptional), which refuses undefined
    case 'required': {
      const mask = maskOf(ev, site);
      if (mask === null) return unknown(`.${name}() with a mask the evaluator cannot read`, span);
      const type: WrapperType = name === 'required' ? 'nonoptional' : 'optional';
      const shape = new Map<string, ObjectField>();
      for (const [key, field] of node.shape) {
        const selected = !mask || mask.has(key);
        shape.set(key, selected ? { ...field, schema: { type, innerType: field.schema, checks: [], span } } : field);
      }
      return rebuild(shape, name === 'required' ? {} : { checks: [] });
    }
    // Each sets Zod 4's `catchall` (`z.never()`, none, `z.unknown()`): an earlier `.catchall(S)`
    // is gone. Zod 3 keeps it (`zod3`).
    case 'strict':
      return withPolicy('strict');
    case 'strip':
      return withPolicy('strip');
    case 'loose':
    case 'passthrough':
      return withPolicy('loose');
    case 'catchall': {
      const catchall = argSchema(ev, site, 0);
      // `.catchall(z.never())` is `.strict()` and `.catchall(z.unknown())` is `.loose()`, as the
      // live reader reads them, unless the catchall carries checks of its own, run on every other key.
      if ((catchall.type === 'never' || catchall.type === 'unknown') && catchall.checks.length === 0) return onlyPolicy(catchall.type === 'never' ? 'strict' : 'loose');
      return rebuild(node.shape, { catchall });
    }
    case 'keyof':
      return keyofOf(ev, node, site);
    default:
      return unknown(`'.${name}()' on an object schema is not a method the evaluator knows`, span);
  }
}

function enumMethod(ev: Evaluation, node: SchemaNode & { type: 'enum' }, site: CallSite, name: string): Value {
  const span = ev.span(site.call);
  if (name !== 'extract' && name !== 'exclude') return unknown(`'.${name}()' on an enum schema`, span);
  const list = argValue(ev, site, 0);
  if (list.kind !== 'array') return unknown(`.${name}() with values the evaluator cannot read`, span);
  const picked = new Set<unknown>();
  for (const element of list.elements) {
    const v = element();
    if (v.kind !== 'primitive') return unknown(`.${name}() with values the evaluator cannot read`, span);
    picked.add(v.value);
  }
  const entries = node.entries;
  // `.extract()` lists the values in the order it is given them, as Zod builds the new enum from
  // its argument (`E.extract(['d', 'b'])` is `d | b`); `.exclude()` keeps the enum's order.
  // Zod 3, and an enum of an object's keys: the values are the keys.
  if (!entries) {
    const values = name === 'extract' ? [...picked].filter((value) => node.values.includes(value as string | number)) : node.values.filter((value) => !picked.has(value));
    return schema({ type: 'enum', values: values as typeof node.values, checks: [], span });
  }
  // Zod 4 takes keys (`z.enum({ Start: 'start' }).exclude(['Start'])`), and throws on one it lacks.
  for (const key of picked) {
    if (typeof key !== 'string' || !entries.has(key)) return unknown(`.${name}() of ${JSON.stringify(key)}, which is no key of the enum (Zod throws)`, span);
  }
  if (name === 'extract') return enumWithEntries(inPropertyOrder(new Map([...(picked as Set<string>)].map((key) => [key, entries.get(key)!]))), span);
  return enumWithEntries(new Map([...entries].filter(([key]) => !picked.has(key))), span);
}

/** Properties of schemas the evaluator can read: `.shape`, `.element`, `.options`, `.enum`. */
function schemaProperty(ev: Evaluation, node: SchemaNode, name: string, at: Node): Value {
  const span = ev.span(at);
  if (node.type === 'object' && name === 'shape') {
    const entries = new Map<string, Entry>();
    for (const [key, field] of node.shape) {
      const entry: Entry = field.keySpan ? { keySpan: field.keySpan, get: () => schema(field.schema) } : { get: () => schema(field.schema) };
      entries.set(key, entry);
    }
    return { kind: 'object', entries, unresolved: node.unresolvedMembers };
  }
  if (node.type === 'array' && name === 'element') return schema(node.element);
  // Zod's own accessors of a record's and a pipe's parts.
  if (node.type === 'record' && (name === 'keyType' || name === 'valueType')) return schema(name === 'keyType' ? node.keyType : node.valueType);
  if (node.type === 'pipe' && (name === 'in' || name === 'out')) return schema(name === 'in' ? node.in : node.out);
  if (node.type === 'union' && name === 'options') {
    return schemaList(node.options);
  }
  if ('innerType' in node && name === 'innerType') return schema(node.innerType);
  // Zod 4's map keeps its parts as its record does; Zod 3's record and map have getters of their
  // own, and its tuple one of its items (Zod 4's tuple has none: they are in its definition).
  if (node.type === 'map' && node.keyType && (name === 'keyType' || name === 'valueType') && !builtByZod3(node)) return schema(name === 'keyType' ? node.keyType : node.valueType);
  if ((node.type === 'record' || node.type === 'map') && node.keyType && (name === 'keySchema' || name === 'valueSchema') && builtByZod3(node)) {
    return schema(name === 'keySchema' ? node.keyType : node.valueType);
  }
  if (node.type === 'tuple' && name === 'items' && builtByZod3(node)) return schemaList(node.items);
  // Zod 4's `.enum` is the enum's entries (`z.enum({ Start: 'start' }).enum.Start`); of a list, and
  // in Zod 3, each value is its own key.
  if (node.type === 'enum' && (name === 'enum' || name === 'Enum' || name === 'Values')) return enumObject(node);
  if (node.type === 'enum' && name === 'options') return primitiveList(node.values);
  // `.value` of a literal of one value (BuilderIO maps a union's options by `o.shape.op.value`);
  // Zod 4 throws for a literal of several values, which have `.values` (a Set) instead.
  if (node.type === 'literal' && name === 'value') {
    if (node.values.length === 1) return { kind: 'primitive', value: node.values[0] };
    return unknown(`'.value' of a literal of ${node.values.length} values (Zod throws; it has '.values')`, span);
  }
  if (node.type === 'unresolved') return unknown(node.reason, node.span ?? span);
  // Zod 4's definition, public as `.def` and `._zod.def` (`._def` in Zod 3 and 4): coder/mux
  // spreads `...WorkspaceInitEventSchema.def.options` into a union.
  if (name === 'def' || name === '_def') return definitionOf(ev, node, at, name === '_def');
  if (name === '_zod' && !('zod3' in node && node.zod3)) return { kind: 'object', entries: new Map([['def', { get: () => definitionOf(ev, node, at, false) }]]), unresolved: [] };
  return unknown(`'.${name}' of a ${node.type} schema is not followed`, span);
}

/**
 * The schemas a definition holds that are no property of the schema itself: a tuple's `items`
 * and `rest`, an intersection's `left` and `right`, a set's and a map's `keyType` and
 * `valueType`; in Zod 3 also a record's parts, a pipeline's `in` and `out`, an array's element
 * (`_def.type`) and the schema a refinement or transform wraps (`_def.schema`).
 */
function definitionParts(node: SchemaNode, zod3: boolean): [string, Value][] {
  switch (node.type) {
    case 'tuple':
      return node.rest ? [['items', schemaList(node.items)], ['rest', schema(node.rest)]] : [['items', schemaList(node.items)]];
    case 'intersection':
      return [['left', schema(node.left)], ['right', schema(node.right)]];
    case 'set':
      return [['valueType', schema(node.valueType)]];
    case 'map':
      return node.keyType ? [['keyType', schema(node.keyType)], ['valueType', schema(node.valueType)]] : [['valueType', schema(node.valueType)]];
  }
  if (!zod3) return [];
  const inner = beforeEffect(node);
  if (inner) return [['schema', schema(inner)]];
  if (node.type === 'record') return [['keyType', schema(node.keyType)], ['valueType', schema(node.valueType)]];
  if (node.type === 'array') return [['type', schema(node.element)]];
  if (node.type === 'pipe') return [['in', schema(node.in)], ['out', schema(node.out)]];
  return [];
}

/** An enum's entries as an object: the keys Zod 4 was given, else each value its own key. */
function enumObject(node: SchemaNode & { type: 'enum' }): Value {
  const entries = new Map<string, Entry>();
  const given = node.entries;
  if (given) for (const [key, value] of given) entries.set(key, { get: () => ({ kind: 'primitive', value }) });
  else for (const value of node.values) entries.set(String(value), { get: () => ({ kind: 'primitive', value }) });
  return { kind: 'object', entries, unresolved: [] };
}

/**
 * The parts of a schema's definition that are its parts as schemas (`options`, `shape`,
 * `element`, `innerType`, `in`, `out`, `keyType`, `valueType`), as `schemaProperty` reads them,
 * and its `type` and `discriminator`. Zod 3's `_def` shares only the options and the inner type
 * (its shape is a function, its array element `type`).
 */
function definitionOf(ev: Evaluation, node: SchemaNode, at: Node, underscored: boolean): Value {
  const zod3 = 'zod3' in node && node.zod3 === true;
  if (zod3 && !underscored) return unknown(`'.def' of a Zod 3 schema (Zod 3 has '._def')`, ev.span(at));
  const entries = new Map<string, Entry>();
  const parts = zod3 ? ['options', 'innerType'] : ['options', 'shape', 'element', 'innerType', 'in', 'out', 'keyType', 'valueType'];
  for (const part of parts) {
    const value = schemaProperty(ev, node, part, at);
    if (value.kind !== 'unknown') entries.set(part, { get: () => value });
  }
  for (const [part, value] of definitionParts(node, zod3)) entries.set(part, { get: () => value });
  if (!zod3) entries.set('type', { get: () => ({ kind: 'primitive', value: node.type }) });
  // A literal's values (Zod 4 `def.values`; Zod 3 `_def.value`, one), an enum's entries (Zod 4
  // `def.entries`) or values (Zod 3 `_def.values`).
  if (node.type === 'literal') {
    entries.set('values', { get: () => primitiveList(node.values) });
    if (underscored && node.values.length === 1) entries.set('value', { get: () => ({ kind: 'primitive', value: node.values[0] }) });
  }
  if (node.type === 'enum') {
    if (!zod3) entries.set('entries', { get: () => enumObject(node) });
    if (underscored) entries.set('values', { get: () => primitiveList(node.values) });
  }
  if (node.type === 'union' && node.discriminator !== undefined) entries.set('discriminator', { get: () => ({ kind: 'primitive', value: node.discriminator }) });
  return { kind: 'object', entries, unresolved: [] };
}
