import rule from '../../rules/no-untraceable-variant.js';
import { loc, locAfter, ruleTester, type Loc } from './_helpers.js';
import { describe } from 'vitest';

function untraceableOption(at: Loc, reason: string) {
  return { messageId: 'untraceableOption' as const, ...at, data: { reason } };
}

function untraceableMember(at: Loc, variant: string, reason: string) {
  return { messageId: 'untraceableMember' as const, ...at, data: { variant, reason } };
}

function untraceableField(at: Loc, path: string, variant: string, reason: string) {
  return { messageId: 'untraceableField' as const, ...at, data: { path, variant, reason } };
}

function untraceableFieldMember(at: Loc, path: string, variant: string, reason: string) {
  return { messageId: 'untraceableFieldMember' as const, ...at, data: { path, variant, reason } };
}

/** `keyword`: what the check leaves unknown, from its kind (`.max()` a string's maximum length). */
function unreadableBound(at: Loc, path: string, variant: string, check: string, reason?: string) {
  const keyword = check === '.startsWith()' ? 'pattern or format' : 'maximum length';
  return { messageId: 'unreadableBound' as const, ...at, data: { path, variant, check, why: reason ? ` (${reason})` : '', keyword } };
}

const imported = (name: string, from: string) => `'${name}' from '${from}': cannot find module '${from}'`;
const notReadHelper = (name: string, statement: string, line: number) =>
  `'${name}()' is not followed: ${statement} at line ${line}; a helper is read when its body declares names, tests constants and returns`;

// ---- values the evaluator reads, and one it must not ------------------------------------------

/** The global `undefined` (no definition in the file) is a value; a type of the same name is not a second declaration. */
const globalsAndTypes = `import { z } from 'zod';
export const A = z.object({ type: z.literal(undefined), text: z.string() });
export type A = z.infer<typeof A>;
const B = z.object({ type: z.literal(Infinity), text: z.string() });
export const U = z.discriminatedUnion('type', [A, B]);`;

/** A shape changed in place after it was written: what the object sees depends on when it reads it. */
const mutatedShape = `import { z } from 'zod';
const shape: Record<string, z.ZodType> = { text: z.string() };
const A = z.object(shape);
shape.type = z.literal('a');
export const U = z.discriminatedUnion('type', [A, z.object({ type: z.literal('b'), text: z.string() })]);`;

const unchangedShape = `import { z } from 'zod';
const shape = { type: z.literal('a'), text: z.string() };
const A = z.object(shape);
console.log(shape.type);
export const U = z.discriminatedUnion('type', [A, z.object({ type: z.literal('b'), text: z.string() })]);`;

// ---- an option imported from another module --------------------------------------------------

const importedOption = `import { z } from 'zod';
import { A } from './a';
const B = z.object({ type: z.literal('b'), text: z.string() });
export const U = z.union([A, B]);`;

const localOption = `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), text: z.string() });
const B = z.object({ type: z.literal('b'), text: z.string() });
export const U = z.union([A, B]);`;

const importedInNestedUnion = `import { z } from 'zod';
import { C } from './c';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, z.union([B, C])]);`;

const importedInOr = `import { z } from 'zod';
import { B } from './b';
const A = z.object({ type: z.literal('a') });
export const U = A.or(B);`;

const importedInDiscriminated = `import { z } from 'zod';
import * as variants from './variants';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a') }),
  variants.B,
]);`;

const importedBase = `import { z } from 'zod';
import { Base } from './base';
const A = Base.extend({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

const localBase = `import { z } from 'zod';
const Base = z.object({ id: z.string() });
const A = Base.extend({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

// ---- a call to a user function ---------------------------------------------------------------

/** A helper of more than one statement: not evaluated (only one returned expression is). */
const userFunctionOption = `import { z } from 'zod';
function makeVariant(tag: string) {
  const shape: Record<string, z.ZodTypeAny> = {};
  while (!('type' in shape)) shape['type'] = z.literal(tag);
  return z.object(shape);
}
const B = z.object({ type: z.literal('b') });
export const U = z.union([makeVariant('a'), B]);`;
/** Its neighbour: a for...of loop that fills the helper's own object is read pass by pass. */
const userFunctionFilling = userFunctionOption.replace('while (!(\'type\' in shape)) shape[\'type\']', "for (const key of ['type']) shape[key]");

const arrowFunctionOption = `import { z } from 'zod';
const makeVariant = () => {
  const shape = { type: z.literal('a') };
  Object.freeze(shape);
  return z.object(shape);
};
const B = z.object({ type: z.literal('b') });
export const U = z.union([makeVariant(), B]);`;

/**
 * Helpers of one returned expression are evaluated, each call with its own arguments: a function
 * declaration, an arrow, a function expression, a parameter's default, a helper calling another.
 */
const helperOptions = `import { z } from 'zod';
function variant(tag: string, shape: z.ZodRawShape) {
  return z.object({ type: z.literal(tag), ...shape });
}
const named = <const T extends string>(tag: T, text = z.string()) => variant(tag, { text });
const boxed = function (tag: string) { return z.object({ type: z.literal(tag), text: z.string() }); };
export const U = z.discriminatedUnion('type', [variant('a', { text: z.string() }), named('b'), boxed('c'), named('d', z.string())]);`;

/**
 * Helpers whose bodies declare names before they return, methods and arrow properties of an
 * object, destructured and rest parameters: all read, so nothing is untraceable.
 */
const helperStatements = `import { z } from 'zod';
function variant(tag: string, { text = z.string(), ...rest }: { text?: z.ZodTypeAny; note?: string } = {}) {
  'use strict';
  type Tag = typeof tag;
  const type = z.literal(tag as Tag);
  function id<T>(value: T) { return value; }
  const shape = { type, text };
  return z.object(shape);
}
const ops = {
  make(tag: string) { return variant(tag); },
  arrow: (tag: string) => variant(tag, { text: z.string() }),
};
const first = (...tags: [string, ...string[]]) => z.object({ type: z.literal(tags[0]), text: z.string() });
export const U = z.discriminatedUnion('type', [variant('a'), ops.make('b'), ops.arrow('c'), first('d', 'x')]);`;

/** Classes whose static members are not what they were declared as, or may not be. */
const changedClass = `import { z } from 'zod';
class Ops { static A = z.object({ type: z.literal('a') }); }
Ops.A = z.object({ type: z.literal('c') });
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
const blockClass = `import { z } from 'zod';
class Ops { static A = z.object({ type: z.literal('a') }); static { register(Ops); } }
declare function register(x: unknown): void;
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
/**
 * esbuild's lazy module init: variables declared with no value, assigned once by a statement of a
 * function's body, and read after it in that function. Read before the assignment, unknown.
 */
const lazyInit = (first: string, second: string) => `import { z } from 'zod';
var A: z.ZodObject | undefined, B: z.ZodObject | undefined, U: z.ZodUnion | undefined;
function init_schemas(): void {
  ${first}
  ${second}
}
init_schemas();
export { U };`;
const ASSIGN = "A = z.object({ type: z.literal('a') }); B = z.object({ type: z.literal('b') });";
const BUILD = 'U = z.union([A!, B!]);';
/** A memoised builder: `(cached ??= schema)` is the schema when nothing else sets `cached`. */
const memoised = (elsewhere: string) => `import { z } from 'zod';
let cached: z.ZodObject | undefined;
const option = () => (cached ??= z.object({ type: z.literal('a') }));
${elsewhere}
export const U = z.union([option(), z.object({ type: z.literal('b') })]);`;
const RESET = "export function reset(): void { cached = z.object({ type: z.literal('c') }); }";
/** A rest element after a key the evaluator cannot read could hold any of the object's keys. */
const restAfter = (key: string) => `import { z } from 'zod';
declare const which: string;
const OPS = { a: z.object({ type: z.literal('a') }), b: z.object({ type: z.literal('b') }) };
const { ${key}: dropped, ...kept } = OPS;
export const U = z.union([...Object.values(kept), z.object({ type: z.literal('c') })]);`;
/** `Object.fromEntries()` of pairs whose keys are read, or not. */
const fromEntriesOf = (key: string) => `import { z } from 'zod';
declare const which: string;
const A = z.object({ type: z.literal('a') });
export const U = z.union([...Object.values(Object.fromEntries([[${key}, A]])), z.object({ type: z.literal('c') })]);`;
/** A static getter is read through its one return; a body that does more is not followed. */
const getterClass = (body: string) => `import { z } from 'zod';
class Ops { static get A() { ${body} } }
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
/** Statics inherited from a base class the evaluator reads are read; from one it cannot, unknown. */
const derivedClass = `import { z } from 'zod';
class Base { static A = z.object({ type: z.literal('a') }); }
class Ops extends Base {}
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
const derivedFromUnknown = derivedClass.replace("class Base { static A = z.object({ type: z.literal('a') }); }", 'declare const Lib: new () => object;').replace('extends Base', 'extends Lib');
/** A static block that sets the class's statics, through `this` and through its name. */
const settingBlock = blockClass.replace('static { register(Ops); }', "static { this.B = z.object({ type: z.literal('b') }); }");
const SHARED_REASON = "an enum whose values the evaluator cannot read ('IDS' is declared without a value ('declare'))";
/** One untraceable schema every variant uses: one report where it is written; two schemas, two. */
const sharedUnknown = (second: string) => `import { z } from 'zod';
declare const IDS: string[];
const SampleId = z.enum(IDS as [string, ...string[]]);
const OtherId = z.enum(IDS as [string, ...string[]]);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), id: SampleId }),
  z.object({ op: z.literal('set'), id: ${second} }),
]);`;
/** A declared namespace has no object at run time; a namespace changed later is not what it declares. */
const declaredNamespace = `import { z } from 'zod';
declare namespace Ops { const A: z.ZodObject<{ type: z.ZodLiteral<'a'> }>; }
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
const changedNamespace = `import { z } from 'zod';
namespace Ops { export const A = z.object({ type: z.literal('a') }); }
Object.assign(Ops, { A: z.object({ type: z.literal('c') }) });
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
const readNamespace = `import { z } from 'zod';
namespace Ops { export const A = z.object({ type: z.literal('a') }); }
export const U = z.union([Ops.A, z.object({ type: z.literal('b') })]);`;
const plainClass = `import { z } from 'zod';
const Ops = class { static A = z.object({ type: z.literal('a') }); static make(t: 'b') { return z.object({ type: z.literal(t) }); } };
export const U = z.union([Ops.A, Ops.make('b')]);`;

/**
 * A helper that builds a union of its arguments: read through each top-level call of it; one no
 * top-level code calls is read alone, and its options are its parameter.
 */
const unionHelperCalled = `import { z } from 'zod';
function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}
export const U = anyOf(z.object({ type: z.literal('a') }), z.object({ type: z.literal('b') }));`;
const unionHelperSpread = `import { z } from 'zod';
function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}
const OPTIONS = [z.object({ type: z.literal('a') }), z.object({ type: z.literal('b') })];
export const U = anyOf(...OPTIONS, z.object({ type: z.literal('c') }));`;
/** Called with a spread of something unknown: the call is not read, and the helper is read alone. */
const unionHelperUnknownSpread = `import { z } from 'zod';
function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}
declare const OPTIONS: z.ZodObject[];
export const U = anyOf(...OPTIONS);`;
const unionHelperUncalled = `import { z } from 'zod';
export function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}`;
// Called only inside a function nothing calls: the union it builds there is read nowhere.
// A helper called only inside a function nothing here calls is read with the arguments written
// there: the function is a helper in turn (its callers are other modules').
const unionHelperCalledInside = (second: string) => `import { z } from 'zod';
function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}
declare const other: z.ZodObject;
export function build() {
  return anyOf(z.object({ a: z.string() }), ${second});
}`;
const helperCalledInsideRead = unionHelperCalledInside('z.object({ a: z.number() })');
const helperCalledInsideUnread = unionHelperCalledInside('other');
// coder/mux's result helper, exported and called only by other modules (each call is read where
// it is made, with its arguments): its parameters are slots, not fields the analysis missed.
const resultHelper = (exported: string) => `import { z } from 'zod';
${exported}const ResultSchema = <T extends z.ZodTypeAny>(dataSchema: T, errorSchema = z.string()) =>
  z.discriminatedUnion('success', [
    z.object({ ...dataSchema.shape, success: z.literal(true), data: dataSchema.optional() }),
    z.object({ success: z.literal(false), error: errorSchema }),
  ]);`;
// Held by an object the module also reads (`Object.keys(helpers)`): read alone, as it is written.
// Held by an object the module only exports, it is its importers' (`helpers.ResultSchema(...)`).
const usedHelper = `${resultHelper('')}\nexport const helpers = { ResultSchema };\nexport const names = Object.keys(helpers);`;
const heldHelper = `${resultHelper('')}\nexport const helpers = { ResultSchema };`;
// Values derived from an only-exported helper's parameter are its callers' too (Speakeasy's
// `inboundSchema(enumObj)` spreads `Object.values(enumObj).map(...)`); a helper of a namespace may
// be called as `Ops.toSchema(...)` in its module, which is no reference to its name (ObjectiveAI).
const derivedHelpers = `import { z } from 'zod';
export function inboundSchema(enumObj: Record<string, string>) {
  return z.union([...Object.values(enumObj).map((x) => z.literal(x)), z.string()] as any);
}
export function filterOf(values: [string, ...string[]]) {
  const e = z.enum(values);
  return z.union([e, z.object({ $eq: e })]);
}`;
// A literal of the parameter, and a member of a module's map read by it (round 18): each
// caller's value too. Used as a value in its module, the same helper is reported.
const keyedHelpers = (exported: string) => `import { z } from 'zod';
const MAP: Record<string, z.ZodObject[]> = { a: [z.object({ x: z.string() })] };
${exported}function result(kind: string) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), kind: z.literal(kind) }), z.object({ ok: z.literal(false) })]);
}
${exported}function pick(action: string, s: z.ZodObject) {
  return z.union([...MAP[action], s]);
}`;
const keyedHelpersUsed = `${keyedHelpers('')}
export const helpers = [result, pick];`;
// Called by a function the module only exports, the helper is read through that function's
// callers (other modules'); called by nothing, it is read alone, as its module may call it through
// the namespace.
const namespaceHelper = (use: string) => `import { z } from 'zod';
export namespace Ops {
  export function toSchema(options: z.ZodObject[]) {
    return z.union(options);
  }
}
${use}`;
const namespaceHelperWrapped = namespaceHelper('export const build = (options: z.ZodObject[]) => Ops.toSchema(options);');
const namespaceHelperAlone = namespaceHelper('');

/** Conditions a helper's arguments do not decide, and a call that throws. */
const dynamicCondition = `import { z } from 'zod';
declare const flags: { strict: boolean };
function op(type: string) {
  if (flags.strict) return z.strictObject({ type: z.literal(type) });
  return z.object({ type: z.literal(type) });
}
export const U = z.union([op('a'), z.object({ type: z.literal('b') })]);`;
const throwingCall = `import { z } from 'zod';
function op(type: string) {
  if (type === '') throw new Error('a type');
  return z.object({ type: z.literal(type) });
}
export const U = z.union([op(''), op('b')]);`;

/** The neighbour of both: the condition on the parameter, and arguments that do not throw. */
const decidedConditions = `import { z } from 'zod';
function op(type: string, strict = false) {
  if (type === '') throw new Error('a type');
  if (strict) return z.strictObject({ type: z.literal(type) });
  return z.object({ type: z.literal(type) });
}
export const U = z.union([op('a', true), op('b')]);`;

/** A switch on the helper's parameter, cases falling through, a default that throws. */
const switchHelper = (discriminant: string) => `import { z } from 'zod';
declare const flags: { mode: string };
function op(type: string) {
  switch (${discriminant}) {
    case 'a':
      return z.object({ type: z.literal('a'), text: z.string() });
    case 'b':
    case 'c': {
      return z.object({ type: z.literal(type) });
    }
    default:
      throw new Error(type);
  }
}
export const U = z.union([op('a'), op('b'), op('c')]);`;
const switchOnFlags = switchHelper('flags.mode');
/** A switch whose case does more than return: not read. */
const switchWithBreak = `import { z } from 'zod';
function op(type: string) {
  switch (type) {
    case 'a':
      break;
  }
  return z.object({ type: z.literal(type) });
}
export const U = z.union([op('a'), z.object({ type: z.literal('b') })]);`;

/** Options mapped from a list the evaluator cannot read, and with a callback it cannot read. */
const mappedUnknown = `import { z } from 'zod';
declare const KINDS: string[];
export const U = z.union(KINDS.map((kind) => z.object({ type: z.literal(kind) })));`;
const mappedWithLoop = `import { z } from 'zod';
export const U = z.union(['a', 'b'].map((kind) => {
  const shape: z.ZodRawShape = {};
  while (!('type' in shape)) shape['type'] = z.literal(kind);
  return z.object(shape);
}));`;
const mappedFilling = mappedWithLoop.replace('while (!(\'type\' in shape)) shape[\'type\']', "for (const key of ['type']) shape[key]");
/** Their neighbour: a list of the file, and a callback that declares and returns. */
const mappedKnown = `import { z } from 'zod';
const KINDS = ['a', 'b'] as const;
export const U = z.union(KINDS.map((kind) => {
  const type = z.literal(kind);
  return z.object({ type });
}));`;
const mappedEnum = `import { z } from 'zod';
const TOOLS = [{ name: 'search', input: z.object({ q: z.string() }) }, { name: 'fetch', input: z.object({ url: z.url() }) }] as const;
export const U = z.union([z.object({ type: z.literal('a'), tool: z.enum(TOOLS.map((tool) => tool.name)) }), z.object({ type: z.literal('b') })]);`;

/** A helper that calls itself: no value, and no endless evaluation. */
const recursiveHelper = `import { z } from 'zod';
const nest = (depth: number): z.ZodTypeAny => nest(depth - 1);
const A = z.object({ type: z.literal('a'), tree: nest(3) });
const B = z.object({ type: z.literal('b'), tree: z.string() });
export const U = z.union([A, B]);`;

const plainVariants = `import { z } from 'zod';
const Variant = z.object({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([Variant, B]);`;

// ---- a computed key --------------------------------------------------------------------------

const computedKey = `import { z } from 'zod';
declare function keyName(): string;
const A = z.object({ type: z.literal('a'), [keyName()]: z.string() });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

const constantKey = `import { z } from 'zod';
const KEY = 'name';
const A = z.object({ type: z.literal('a'), [KEY]: z.string() });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

// ---- a spread of something unknown -----------------------------------------------------------

const unknownSpread = `import { z } from 'zod';
import { extra } from './extra';
const A = z.object({ ...extra, type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

// The same spread in a nested object, and in an array's items: the keys it adds to them were not compared.
const nestedSpread = (extra: string) => `import { z } from 'zod';
${extra}
const A = z.object({ type: z.literal('a'), cfg: z.object({ ...extra, b: z.string() }), items: z.array(z.object({ ...extra })) });
const B = z.object({ type: z.literal('b'), cfg: z.object({ a: z.string(), b: z.string() }), items: z.array(z.object({ a: z.string() })) });
export const U = z.union([A, B]);`;
const unknownNestedSpread = nestedSpread("import { extra } from './extra';");

const localSpread = `import { z } from 'zod';
const extra = { note: z.string() };
const A = z.object({ ...extra, type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

/** Spreading the schema instead of its `.shape`. */
const schemaSpread = `import { z } from 'zod';
const Base = z.object({ id: z.string() });
const A = z.object({ ...Base, type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

const shapeSpread = `import { z } from 'zod';
const Base = z.object({ id: z.string() });
const A = z.object({ ...Base.shape, type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

// ---- a field whose schema cannot be traced ---------------------------------------------------

const userFunctionField = `import { z } from 'zod';
function makeName() {
  let name = z.string();
  for (const _ of [1]) name = name.min(1);
  return name;
}
const A = z.object({ type: z.literal('a'), name: makeName() });
const B = z.object({ type: z.literal('b'), name: z.string() });
export const U = z.union([A, B]);`;

const inlineField = `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), name: z.string().min(1) });
const B = z.object({ type: z.literal('b'), name: z.string() });
export const U = z.union([A, B]);`;

const nestedFields = `import { z } from 'zod';
import { Name } from './name';
function helper() {
  const text = z.string();
  text.describe('a method of its own name, as a statement');
  return text;
}
const A = z.object({ o: z.object({ p: helper() }), items: z.array(Name) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

const nestedFieldsResolved = `import { z } from 'zod';
const Name = z.string();
const helper = z.string();
const A = z.object({ o: z.object({ p: helper }), items: z.array(Name) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

const undeclaredField = `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), when: Missing });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;

// ---- TypeScript enums ------------------------------------------------------------------------

/**
 * Enum members as discriminator values and enums as fields: string members, numbers counted on
 * from the one before, members computed from others (by name and through the enum), a const
 * enum, `z.enum()`/`z.nativeEnum()` of an enum, and one enum's member in another's initializer.
 */
const enums = `import { z } from 'zod';
enum Op { SetText = 'set_text', SetButton = 'set' + '_button', Clear = \`clear\` }
enum Level { Low = 1, Mid, High = Mid * 2, Max = Level.High | 8 }
const enum Mode { Fast, Safe }
enum Tier { Top = Level.Max + 1 }
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.SetText), level: z.literal(Level.High), mode: z.literal(Mode.Safe) }),
  z.object({ op: z.literal(Op.SetButton), level: z.nativeEnum(Level), mode: z.enum(Level) }),
  z.object({ op: z.literal(Op['Clear']), level: z.literal(Tier.Top) }),
]);`;

/** A member whose value is a call: it, and only it, cannot be read. */
const enumMemberCall = `import { z } from 'zod';
declare function slugOf(text: string): string;
enum Op { Known = 'known', Computed = slugOf('x') }
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.Known), text: z.string() }),
  z.object({ op: z.literal(Op.Computed), text: z.string() }),
  z.object({ op: z.literal('other'), kind: z.enum(Op) }),
]);`;

const enumMemberCallFixed = `import { z } from 'zod';
enum Op { Known = 'known', Computed = 'computed' }
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.Known), text: z.string() }),
  z.object({ op: z.literal(Op.Computed), text: z.string() }),
  z.object({ op: z.literal('other'), kind: z.enum(Op) }),
]);`;

/** The same enums compiled by TypeScript (a numeric one with its reverse keys), in a JavaScript project. */
const compiledEnum = (computed: string) => `import { z } from 'zod';
var Op;
(function (Op) {
    Op["Known"] = "known";
    Op["Computed"] = ${computed};
})(Op || (Op = {}));
var Level;
(function (Level) {
    Level[Level["Low"] = 1] = "Low";
    Level[Level["High"] = 4] = "High";
})(Level || (Level = {}));
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.Known), level: z.literal(Level.High), name: z.literal(Level[4]) }),
  z.object({ op: z.literal(Op.Computed), level: z.enum(Level) }),
]);`;
const compiledEnumCall = compiledEnum("slugOf('x')");

/** A CommonJS export given a second value: which one a reader sees depends on when it reads. */
const commonJsTwice = (again: string) => `const { z } = require('zod');
exports.A = z.object({ op: z.literal('a'), text: z.string() });
${again}
exports.U = z.discriminatedUnion('op', [exports.A, z.object({ op: z.literal('b'), text: z.string() })]);`;
const commonJsAssignedTwice = commonJsTwice("exports.A = z.object({ op: z.literal('a'), text: z.number() });");

/** Members defined by each other: no value, no crash. */
const enumCycle = `import { z } from 'zod';
enum Loop { A = B, B = A }
export const U = z.union([
  z.object({ op: z.literal(Loop.A), text: z.string() }),
  z.object({ op: z.literal('b'), text: z.string() }),
]);`;

/** A member of an enum from a module that cannot be found: the reason names the import. */
const importedEnum = `import { z } from 'zod';
import { Kind } from './kinds';
export const U = z.union([
  z.object({ op: z.literal(Kind.A), text: z.string() }),
  z.object({ op: z.literal('b'), text: z.string() }),
]);`;

/**
 * Literals and enums of values from a module that cannot be found, as options of unions: they
 * have no fields to flatten, so they are not untraced variants (whether wrapped or not).
 */
const unknownScalarOptions = `import { z } from 'zod';
import { FRONTS, Kind } from './constants';
export const Front = z.union([z.enum(FRONTS), z.literal(''), z.null()]);
export const Kinds = z.union([z.literal(Kind.A), z.literal(Kind.B).optional().describe('b')]);`;

/** The neighbour: `.or()` on such a literal builds a union whose other side could be anything. */
const unknownScalarOr = `import { z } from 'zod';
import { FRONTS, Kind } from './constants';
export const Front = z.union([z.enum(FRONTS), z.literal(''), z.null()]);
export const Kinds = z.union([z.literal(Kind.A), z.literal(Kind.B).or(z.object({ b: z.string() }))]);`;

/** `Object.values()` and `Object.keys()` of an enum or an `as const` map, handed to z.enum(). */
const objectListings = `import { z } from 'zod';
enum Op { SetText = 'set_text', SetButton = 'set_button' }
const KINDS = { a: 'x', b: 'y' } as const;
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.SetText), next: z.enum(Object.values(Op) as [string, ...string[]]), kind: z.enum(Object.keys(KINDS) as ['a', 'b']) }),
  z.object({ op: z.literal(Op.SetButton), next: z.string(), kind: z.string() }),
]);`;

/** The same of an imported enum (from a module that cannot be found). */
const objectListingImported = `import { z } from 'zod';
import { Op } from './ops';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), next: z.enum(Object.values(Op)) }),
  z.object({ op: z.literal('b'), next: z.string() }),
]);`;

/** An `Object` of the file's own is not the global one. */
const objectListingShadowed = `import { z } from 'zod';
enum Op { SetText = 'set_text' }
const Object = { values: (o: unknown) => [String(o)] };
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), next: z.enum(Object.values(Op)) }),
  z.object({ op: z.literal('b'), next: z.string() }),
]);`;

/**
 * A type imported under the name of a local schema (`import type { ProviderParam }` beside
 * `const ProviderParam: z.ZodType<ProviderParam> = ...`): the const is the one value.
 */
const typeImportBesideConst = `import { z } from 'zod';
import type { ProviderParam } from 'cloudflare/resources/r2/buckets/sippy.mjs';
import { type Region } from './regions';
const ProviderParam: z.ZodType<ProviderParam> = z.literal('r2').describe('Provider parameter');
const Region: z.ZodType<Region> = z.string().trim();
export const U = z.union([
  z.object({ kind: z.literal('aws'), provider: ProviderParam, region: Region }),
  z.object({ kind: z.literal('gcs'), provider: ProviderParam, region: Region }),
]);`;

/** The neighbour: a value import of that name is a second declaration of it. */
const valueImportBesideConst = `import { z } from 'zod';
import { ProviderParam } from './providers';
const ProviderParam = z.literal('r2');
export const U = z.union([
  z.object({ kind: z.literal('aws'), provider: ProviderParam }),
  z.object({ kind: z.literal('gcs') }),
]);`;

// ---- bounds whose argument cannot be read ------------------------------------------------------

/** `.max(config.limit)`: the constraint rule leaves variant a out of `n`'s comparison, and says so here. */
const unreadableBounds = `import { z } from 'zod';
declare const config: { limit: number; prefix: string };
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), n: z.string().max(config.limit), o: z.object({ p: z.string().startsWith(config.prefix) }) }),
  z.object({ kind: z.literal('b'), n: z.string().max(10), o: z.object({ p: z.string() }) }),
]);`;

const importedBounds = `import { z } from 'zod';
import { MAX_LEN } from './constants-missing';
import { OTHER } from 'some-package';
export const Input = z.union([
  z.object({ kind: z.literal('a'), text: z.string().max(MAX_LEN) }),
  z.object({ kind: z.literal('b'), text: z.string().max(OTHER) }),
  z.object({ kind: z.literal('c'), text: z.string().max(10) }),
]);`;

/** The neighbours: the bound is a constant the rule reads, or the field is not collided, or it is not compared (a date). */
const readableBounds = `import { z } from 'zod';
declare const config: { limit: number; since: Date };
const LIMIT = 4 * 1024;
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), n: z.string().max(LIMIT), only: z.number().max(config.limit), at: z.date().min(config.since) }),
  z.object({ kind: z.literal('b'), n: z.string().max(10), at: z.date() }),
]);`;

ruleTester().run('no-untraceable-variant', rule, {
  valid: [
    { name: 'statics inherited from a base class of the file', code: derivedClass },
    { name: 'a static block that only sets statics', code: settingBlock },
    // The literal joined by `.or()` has no fields to check; the object it is joined with is read.
    { name: 'a union built by .or() on a literal of an unknown value', code: unknownScalarOr },
    { name: 'a helper that builds a union, exported and called nowhere in the file: its options are each caller\'s', code: unionHelperUncalled },
    { name: 'a helper that builds a union, called only inside a function nothing calls: read with the arguments written there', code: helperCalledInsideRead },
    { name: 'a helper of a namespace called by a function the module only exports: its options are that function\'s callers\'', code: namespaceHelperWrapped },
    { name: 'an exported helper whose fields are its parameters (coder/mux)', code: resultHelper('export ') },
    { name: 'a helper an object holds that the module only exports', code: heldHelper },
    { name: "values derived from an exported helper's parameters (Object.values, z.enum)", code: derivedHelpers },
    { name: "a literal of an exported helper's parameter, and a map's member it reads", code: keyedHelpers('export ') },
    { name: 'the same helper declared, then exported by name', code: `${resultHelper('')}\nexport { ResultSchema };` },
    { name: 'a static getter that returns a schema', code: getterClass("return z.object({ type: z.literal('a') });") },
    { name: 'a rest element after a named key', code: restAfter('a') },
    { name: 'a memoised builder (cached ??= schema)', code: memoised('') },
    { name: 'a lazy module init (esbuild): assigned, then read in the same function', code: lazyInit(ASSIGN, BUILD) },
    { name: 'Object.fromEntries() of a pair whose key is read', code: fromEntriesOf("'a'") },
    { name: 'the global undefined and Infinity as literal values; a type beside a const of one name', code: globalsAndTypes },
    { name: 'a shape read but never changed', code: unchangedShape },
    { name: 'local options', code: localOption },
    { name: 'an extended local base', code: localBase },
    { name: 'a plain variable instead of a function call', code: plainVariants },
    { name: 'helpers of one returned expression, each call with its own arguments', code: helperOptions },
    { name: 'helpers that declare names first, methods, destructured and rest parameters', code: helperStatements },
    { name: 'static members of a class expression', code: plainClass },
    { name: 'an exported member of a namespace', code: readNamespace },
    { name: 'a helper that builds a union, called at the top level', code: unionHelperCalled },
    { name: 'an enum of the names mapped from a list of objects', code: mappedEnum },
    { name: 'options mapped from a list of the file through a callback that declares and returns', code: mappedKnown },
    { name: 'options mapped through a callback that fills its own shape in a for...of loop', code: mappedFilling },
    { name: 'an option made by a helper that fills its own shape in a for...of loop', code: userFunctionFilling },
    { name: 'a helper whose conditions its arguments decide, called with arguments that do not throw', code: decidedConditions },
    { name: 'a helper that switches on its parameter', code: switchHelper('type') },
    { name: 'a helper that builds a union, called with a spread of an array of the file', code: unionHelperSpread },
    { name: 'bounds that are constants, on a field one variant declares, or on a date', code: readableBounds },
    { name: 'a computed key with a constant value', code: constantKey },
    { name: 'a spread of a local shape', code: localSpread },
    { name: 'a spread of a schema .shape', code: shapeSpread },
    { name: 'a spread of a local shape in a nested object and in array items', code: nestedSpread('const extra = { a: z.number() };') },
    // A primitive spreads nothing: a feature flag that is off (`...(flag && { id })`), or a number.
    { name: 'a spread of (false && { ... })', code: shapeSpread.replace('...Base.shape', '...(WITH_ID && { id: z.string() })').replace("import { z } from 'zod';", "import { z } from 'zod';\nconst WITH_ID = false;") },
    { name: 'a spread of (true && { ... })', code: shapeSpread.replace('...Base.shape', '...(WITH_ID && { id: z.string() })').replace("import { z } from 'zod';", "import { z } from 'zod';\nconst WITH_ID = true;") },
    { name: 'a spread of a number and of an empty string', code: shapeSpread.replace('...Base.shape', "...0, ...''") },
    { name: 'a field written inline', code: inlineField },
    { name: 'nested fields that resolve', code: nestedFieldsResolved },
    { name: 'ignoreKeys skips an untraceable field', code: userFunctionField, options: [{ ignoreKeys: ['name'] }] },
    { name: 'ignoreKeys skips nested untraceable fields', code: nestedFields, options: [{ ignoreKeys: ['o', 'items'] }] },
    { name: 'TypeScript enums: string, numeric, computed, const, z.enum() and z.nativeEnum() of one', code: enums },
    { name: 'enum members that are all constants', code: enumMemberCallFixed },
    { name: 'compiled enum members that are all constants', code: compiledEnum('"computed"') },
    { name: 'a CommonJS export assigned once, read back', code: commonJsTwice('exports.B = void 0;') },
    { name: 'a type imported under the name of a local schema', code: typeImportBesideConst },
    { name: 'Object.values() and Object.keys() of an enum and of an as-const map', code: objectListings },
    { name: 'literals and enums of unknown values as union options (no fields to flatten)', code: unknownScalarOptions },
    {
      name: 'imports outside any union are not reported',
      code: `import { z } from 'zod';
import { Other } from './other';
export const Wrapped = z.object({ other: Other });`,
    },
  ],
  invalid: [
    {
      name: 'bounds and patterns whose argument cannot be read, on collided fields',
      code: unreadableBounds,
      errors: [
        unreadableBound(locAfter(unreadableBounds, "'a'", 'max(config.limit)'), 'n', 'a', '.max()', "'config' is declared without a value ('declare')"),
        unreadableBound(locAfter(unreadableBounds, "'a'", 'startsWith(config.prefix)'), 'o.p', 'a', '.startsWith()', "'config' is declared without a value ('declare')"),
      ],
    },
    {
      // growthbook: a constant behind a module the rule cannot read said only "could not be read".
      name: 'a bound imported from a module that is not there, and one from another package: with the reason',
      code: importedBounds,
      errors: [
        unreadableBound(locAfter(importedBounds, "'a'", 'max(MAX_LEN)'), 'text', 'a', '.max()', imported('MAX_LEN', './constants-missing')),
        unreadableBound(
          locAfter(importedBounds, "'b'", 'max(OTHER)'),
          'text',
          'b',
          '.max()',
          "'OTHER' from 'some-package': 'some-package' is a package or alias; other packages are only followed with type information",
        ),
      ],
    },
    {
      name: 'a shape changed in place after its declaration',
      code: mutatedShape,
      errors: [untraceableOption(locAfter(mutatedShape, 'discriminatedUnion(', 'A'), "'shape' is changed after its declaration (line 4)")],
    },
    {
      name: 'an option imported from another module',
      code: importedOption,
      errors: [untraceableOption(locAfter(importedOption, 'z.union(', 'A'), imported('A', './a'))],
    },
    {
      name: 'ignoreKeys does not hide an option',
      code: importedOption,
      options: [{ ignoreKeys: ['type', 'text'] }],
      errors: [untraceableOption(locAfter(importedOption, 'z.union(', 'A'), imported('A', './a'))],
    },
    {
      // Only an object has `.extend()`, and the keys it writes are the option's: the base is the
      // part that could not be traced, as an unknown spread is (openstatus's notification providers).
      name: 'an option extending an imported base',
      code: importedBase,
      errors: [untraceableMember(locAfter(importedBase, 'const A = ', 'Base'), 'a', imported('Base', './base'))],
    },
    {
      name: 'an imported option of a nested union',
      code: importedInNestedUnion,
      errors: [untraceableOption(locAfter(importedInNestedUnion, '[B, ', 'C'), imported('C', './c'))],
    },
    {
      name: 'an imported argument of .or()',
      code: importedInOr,
      errors: [untraceableOption(locAfter(importedInOr, 'A.or(', 'B'), imported('B', './b'))],
    },
    {
      name: 'a member of an imported namespace',
      code: importedInDiscriminated,
      errors: [untraceableOption(locAfter(importedInDiscriminated, '}),', 'variants.B'), imported('variants', './variants'))],
    },
    {
      name: 'an option that is a call to a user function',
      code: userFunctionOption,
      errors: [untraceableOption(locAfter(userFunctionOption, 'z.union(', "makeVariant('a')"), notReadHelper('makeVariant', 'a while statement', 4))],
    },
    {
      name: 'an option that is a call to an arrow function',
      code: arrowFunctionOption,
      errors: [untraceableOption(locAfter(arrowFunctionOption, 'z.union(', 'makeVariant()'), notReadHelper('makeVariant', 'an expression statement', 4))],
    },
    {
      name: 'a helper of a namespace, which its module may call through the namespace',
      code: namespaceHelperAlone,
      errors: [untraceableOption(locAfter(namespaceHelperAlone, 'z.union(', 'options'), "the options could not be traced: 'options' is a function parameter")],
    },
    {
      name: 'a helper that builds a union, called only inside a function nothing calls, with an argument it cannot read',
      code: helperCalledInsideUnread,
      errors: [untraceableOption(locAfter(helperCalledInsideUnread, 'z.string() }), ', 'other'), "'other' is declared without a value ('declare')")],
    },
    {
      name: "a literal of a helper's parameter, and a map's member it reads, the helper used as a value",
      code: keyedHelpersUsed,
      errors: [
        { messageId: 'untraceableField', ...locAfter(keyedHelpersUsed, 'kind: ', 'z.literal(kind)'), data: { path: 'kind', variant: 'true', reason: "a literal whose value the evaluator cannot read ('kind' is a function parameter)" } },
        untraceableOption(locAfter(keyedHelpersUsed, 'z.union([', '...MAP[action]'), 'a spread of something unknown: a computed member access'),
        untraceableOption(locAfter(keyedHelpersUsed, '...MAP[action], ', 's'), "'s' is a function parameter"),
      ],
    },
    {
      name: "a helper this module uses as a value: its parameters' fields",
      code: usedHelper,
      errors: [
        untraceableMember(locAfter(usedHelper, 'z.object({ ', '...dataSchema.shape'), 'true', "a spread of something unknown: 'dataSchema' is a function parameter"),
        { messageId: 'untraceableField', ...locAfter(usedHelper, 'data: ', 'dataSchema'), data: { path: 'data', variant: 'true', reason: "'dataSchema' is a function parameter" } },
        { messageId: 'untraceableField', ...locAfter(usedHelper, 'error: ', 'errorSchema'), data: { path: 'error', variant: 'false', reason: "'errorSchema' is a function parameter" } },
      ],
    },
    {
      name: 'a helper that builds a union, called with a spread of something unknown',
      code: unionHelperUnknownSpread,
      errors: [untraceableOption(locAfter(unionHelperUnknownSpread, 'z.union(', 'options'), "the options could not be traced: 'options' is a function parameter")],
    },
    {
      name: 'a helper whose condition its arguments do not decide',
      code: dynamicCondition,
      errors: [untraceableOption(locAfter(dynamicCondition, 'z.union(', "op('a')"), "'op()' is not followed: the condition at line 4 is not a constant for these arguments")],
    },
    {
      name: 'a helper that switches on what its arguments do not decide',
      code: switchOnFlags,
      errors: [
        untraceableOption(locAfter(switchOnFlags, 'z.union(', "op('a')"), "'op()' is not followed: the condition at line 5 is not a constant for these arguments"),
        untraceableOption(locAfter(switchOnFlags, 'z.union(', "op('b')"), "'op()' is not followed: the condition at line 5 is not a constant for these arguments"),
        untraceableOption(locAfter(switchOnFlags, 'z.union(', "op('c')"), "'op()' is not followed: the condition at line 5 is not a constant for these arguments"),
      ],
    },
    {
      name: 'a helper whose switch does more than return',
      code: switchWithBreak,
      errors: [untraceableOption(locAfter(switchWithBreak, 'z.union(', "op('a')"), `'op()' is not followed: a switch at line 3 whose case does more than return or throw; a helper is read when its body declares names, tests constants and returns`)],
    },
    {
      name: 'a helper that throws for the arguments of one call (the other call is read)',
      code: throwingCall,
      errors: [untraceableOption(locAfter(throwingCall, 'z.union(', "op('')"), "'op()' throws for these arguments (line 3)")],
    },
    {
      name: 'options mapped from a list the evaluator cannot read',
      code: mappedUnknown,
      errors: [untraceableOption(locAfter(mappedUnknown, 'z.union(', 'KINDS.map((kind) => z.object({ type: z.literal(kind) }))'), "the options could not be traced: 'KINDS' is declared without a value ('declare')")],
    },
    {
      name: 'options mapped through a callback with a loop: one report per element',
      code: mappedWithLoop,
      errors: [
        untraceableOption(locAfter(mappedWithLoop, 'z.union(', "'a'"), "the '.map()' callback is not followed: a while statement at line 4; a helper is read when its body declares names, tests constants and returns"),
        untraceableOption(locAfter(mappedWithLoop, 'z.union(', "'b'"), "the '.map()' callback is not followed: a while statement at line 4; a helper is read when its body declares names, tests constants and returns"),
      ],
    },
    {
      name: 'a lazy module init that builds the union before the assignments',
      code: lazyInit(BUILD, ASSIGN),
      errors: [
        untraceableOption(locAfter(lazyInit(BUILD, ASSIGN), 'z.union([', 'A!'), "'A' is assigned more than once or never"),
        untraceableOption(locAfter(lazyInit(BUILD, ASSIGN), 'z.union([A!, ', 'B!'), "'B' is assigned more than once or never"),
      ],
    },
    {
      name: 'a memoised builder whose variable is set elsewhere too',
      code: memoised(RESET),
      errors: [untraceableOption(locAfter(memoised(RESET), 'z.union(', 'option()'), 'an assignment expression is not followed')],
    },
    {
      name: 'Object.fromEntries() of a pair whose key is unknown',
      code: fromEntriesOf('which'),
      errors: [untraceableOption(locAfter(fromEntriesOf('which'), 'z.union(', '...Object.values(Object.fromEntries([[which, A]]))'), "a spread of something unknown: 'Object.values()' of something unknown ('Object.fromEntries()' of a pair whose key the evaluator cannot read)")],
    },
    {
      name: 'a rest element after a computed key',
      code: restAfter('[which]'),
      errors: [untraceableOption(locAfter(restAfter('[which]'), 'z.union(', '...Object.values(kept)'), "a spread of something unknown: 'Object.values()' of something unknown (a rest element after a computed key)")],
    },
    {
      name: 'a static getter that does more than return',
      code: getterClass("const a = z.object({ type: z.literal('a') }); return a;"),
      errors: [
        untraceableOption(
          locAfter(getterClass("const a = z.object({ type: z.literal('a') }); return a;"), 'z.union(', 'Ops.A'),
          'a static getter that is not a single return',
        ),
      ],
    },
    {
      name: 'a class changed after its declaration',
      code: changedClass,
      errors: [untraceableOption(locAfter(changedClass, 'z.union(', 'Ops.A'), "'Ops' is changed after its declaration (line 3)")],
    },
    {
      name: 'one untraceable schema in both variants: one report',
      code: sharedUnknown('SampleId'),
      errors: [untraceableField(locAfter(sharedUnknown('SampleId'), 'const SampleId = ', 'z.enum(IDS as [string, ...string[]])'), 'id', 'add', SHARED_REASON)],
    },
    {
      name: 'two untraceable schemas, one per variant: two reports',
      code: sharedUnknown('OtherId'),
      errors: [
        untraceableField(locAfter(sharedUnknown('OtherId'), 'const SampleId = ', 'z.enum(IDS as [string, ...string[]])'), 'id', 'add', SHARED_REASON),
        untraceableField(locAfter(sharedUnknown('OtherId'), 'const OtherId = ', 'z.enum(IDS as [string, ...string[]])'), 'id', 'set', SHARED_REASON),
      ],
    },
    {
      name: 'a declared namespace',
      code: declaredNamespace,
      errors: [untraceableOption(locAfter(declaredNamespace, 'z.union(', 'Ops.A'), "'Ops' is a declared namespace, with no value at run time")],
    },
    {
      name: 'a namespace changed after its declaration',
      code: changedNamespace,
      errors: [untraceableOption(locAfter(changedNamespace, 'z.union(', 'Ops.A'), "'Ops' is changed after its declaration (line 3)")],
    },
    {
      name: 'a class with a static block',
      code: blockClass,
      errors: [untraceableOption(locAfter(blockClass, 'z.union(', 'Ops.A'), 'a class with a static block that does more than set its statics (line 2)')],
    },
    {
      name: 'a class that extends one the evaluator cannot read',
      code: derivedFromUnknown,
      errors: [untraceableOption(locAfter(derivedFromUnknown, 'z.union(', 'Ops.A'), "'Lib' is declared without a value ('declare')")],
    },
    {
      // With other arguments each time and no end: read as recursion that may end, to the bound.
      name: 'a helper that calls itself with other arguments, without end',
      code: recursiveHelper,
      // Reported where the reason is: the call of itself inside the helper.
      errors: [untraceableField(locAfter(recursiveHelper, '=>', 'nest(depth - 1)'), 'tree', 'a', "'nest()': helper calls nested too deep to follow")],
    },
    {
      name: 'a helper that calls itself with the same arguments',
      code: recursiveHelper.replace('nest(depth - 1)', 'nest(depth)'),
      errors: [untraceableField(locAfter(recursiveHelper.replace('nest(depth - 1)', 'nest(depth)'), '=>', 'nest(depth)'), 'tree', 'a', "'nest()' calls itself")],
    },
    {
      name: 'a computed key',
      code: computedKey,
      errors: [untraceableMember(locAfter(computedKey, 'const A', 'keyName()'), 'a', "a computed key ('keyName' is a function)")],
    },
    {
      name: 'a spread of something imported',
      code: unknownSpread,
      errors: [
        untraceableMember(
          locAfter(unknownSpread, 'const A', '...extra'),
          'a',
          `a spread of something unknown: ${imported('extra', './extra')}`,
        ),
      ],
    },
    {
      name: 'a spread of something imported, in a nested object and in array items',
      code: unknownNestedSpread,
      errors: [
        untraceableFieldMember(locAfter(unknownNestedSpread, 'const A', '...extra'), 'cfg', 'a', `a spread of something unknown: ${imported('extra', './extra')}`),
        untraceableFieldMember(locAfter(unknownNestedSpread, 'items', '...extra'), 'items[]', 'a', `a spread of something unknown: ${imported('extra', './extra')}`),
      ],
    },
    {
      name: 'a spread of a string: its characters, not a shape',
      code: schemaSpread.replace('...Base', "...'id'"),
      errors: [untraceableMember(locAfter(schemaSpread.replace('...Base', "...'id'"), 'const A', "...'id'"), 'a', 'a spread of something that is not a shape')],
    },
    {
      name: 'a spread of a schema instead of its shape',
      code: schemaSpread,
      errors: [untraceableMember(locAfter(schemaSpread, 'const A', '...Base'), 'a', 'a spread of something that is not a shape')],
    },
    {
      name: 'a field that is a call to a user function',
      code: userFunctionField,
      errors: [untraceableField(locAfter(userFunctionField, 'const A', 'makeName()'), 'name', 'a', notReadHelper('makeName', 'a for of statement', 4))],
    },
    {
      name: 'ignoreKeys of another path does not hide the field',
      code: userFunctionField,
      options: [{ ignoreKeys: ['names', 'type'] }],
      errors: [untraceableField(locAfter(userFunctionField, 'const A', 'makeName()'), 'name', 'a', notReadHelper('makeName', 'a for of statement', 4))],
    },
    {
      name: 'nested and array-item fields',
      code: nestedFields,
      errors: [
        untraceableField(locAfter(nestedFields, 'const A', 'helper()'), 'o.p', 'A', notReadHelper('helper', 'an expression statement', 5)),
        untraceableField(locAfter(nestedFields, 'const A', 'Name'), 'items[]', 'A', imported('Name', './name')),
      ],
    },
    {
      name: 'an enum member that is a call, and the enum it is in',
      code: enumMemberCall,
      errors: [
        untraceableField(
          locAfter(enumMemberCall, 'Op.Known', 'z.literal(Op.Computed)'),
          'op',
          'option 2',
          "a literal whose value the evaluator cannot read ('slugOf' is a function)",
        ),
        untraceableField(locAfter(enumMemberCall, "'other'", 'z.enum(Op)'), 'kind', 'other', 'an enum whose values the evaluator cannot read'),
      ],
    },
    {
      name: 'a CommonJS export assigned twice, read back',
      code: commonJsAssignedTwice,
      errors: [untraceableOption(loc(commonJsAssignedTwice, 'exports.A', 2), "'exports.A' is assigned more than once")],
    },
    {
      name: 'a compiled enum member that is a call',
      code: compiledEnumCall,
      errors: [untraceableField(loc(compiledEnumCall, 'z.literal(Op.Computed)'), 'op', 'option 2', "a literal whose value the evaluator cannot read ('slugOf' is not declared in this file)")],
    },
    {
      name: 'Object.values() of an enum imported from a module that cannot be found',
      code: objectListingImported,
      errors: [
        untraceableField(
          locAfter(objectListingImported, "'a'", 'z.enum(Object.values(Op))'),
          'next',
          'a',
          `an enum whose values the evaluator cannot read ('Object.values()' of something unknown (${imported('Op', './ops')}))`,
        ),
      ],
    },
    {
      name: 'Object.values() where Object is a variable of the file',
      code: objectListingShadowed,
      errors: [
        untraceableField(
          locAfter(objectListingShadowed, "'a'", 'z.enum(Object.values(Op))'),
          'next',
          'a',
          "an enum whose values the evaluator cannot read ('String' is a global, of which the evaluator reads only some constants and pure functions)",
        ),
      ],
    },
    {
      name: 'a value imported under the name of a local schema',
      code: valueImportBesideConst,
      errors: [untraceableField(locAfter(valueImportBesideConst, "'aws'", 'ProviderParam'), 'provider', 'aws', "'ProviderParam' has no single declaration")],
    },
    {
      name: 'enum members defined by each other',
      code: enumCycle,
      errors: [untraceableField(locAfter(enumCycle, 'z.union(', 'z.literal(Loop.A)'), 'op', 'option 1', 'a literal whose value the evaluator cannot read (circular reference)')],
    },
    {
      name: 'a member of an enum imported from a module that cannot be found',
      code: importedEnum,
      errors: [
        untraceableField(
          locAfter(importedEnum, 'z.union(', 'z.literal(Kind.A)'),
          'op',
          'option 1',
          `a literal whose value the evaluator cannot read (${imported('Kind', './kinds')})`,
        ),
      ],
    },
    {
      name: 'a field that is not declared',
      code: undeclaredField,
      errors: [untraceableField(locAfter(undeclaredField, 'const A', 'Missing'), 'when', 'a', "'Missing' is not declared in this file")],
    },
  ],
});

// ---- a schema changed in place -----------------------------------------------------------------

// Writing through a schema's members (`Base.shape.name = ...`, `delete Base.shape.name`,
// `Object.assign(Base.shape, ...)`) changes what Zod validates: the variant is untraceable, where it
// was read as written (a silent miss, or a false report for a deleted key).
const changedSchema = (change: string) => `import { z } from 'zod';
const Base = z.object({ op: z.literal('a'), name: z.string() });
${change};
export const U = z.discriminatedUnion('op', [Base, z.object({ op: z.literal('b'), name: z.string() })]);`;
const assignedThrough = changedSchema('Base.shape.name = z.string().trim()');
const deletedThrough = changedSchema('delete Base.shape.name');
const assignedWith = changedSchema('Object.assign(Base.shape, { name: z.coerce.string() })');

ruleTester().run('no-untraceable-variant: a schema changed in place', rule, {
  valid: [{ name: 'read, not written', code: changedSchema('console.log(Base.shape.name)') }],
  invalid: [
    {
      name: 'a field assigned through .shape',
      code: assignedThrough,
      errors: [untraceableOption(locAfter(assignedThrough, 'discriminatedUnion(', 'Base'), "'Base' is changed after its declaration (line 3)")],
    },
    {
      name: 'a field deleted',
      code: deletedThrough,
      errors: [untraceableOption(locAfter(deletedThrough, 'discriminatedUnion(', 'Base'), "'Base' is changed after its declaration (line 3)")],
    },
    {
      name: 'Object.assign() on .shape',
      code: assignedWith,
      errors: [untraceableOption(locAfter(assignedWith, 'discriminatedUnion(', 'Base'), "'Base' is changed after its declaration (line 3)")],
    },
  ],
});

// ---- a union changed after it is built -----------------------------------------------------------

// `Input.options.push(Extra)` gives Zod's union an option its call does not list: said at the change,
// where the union used to be read as its call alone (a variant's `.trim()` silently missed).
const changedUnion = (change: string) => `import { z } from 'zod';
export const Input = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), name: z.string() })]);
${change};`;
const push = "Input.options.push(z.object({ op: z.literal('b'), name: z.string().trim() }))";
const pushedOption = changedUnion(push);

ruleTester().run('no-untraceable-variant: a union changed after it is built', rule, {
  valid: [{ name: 'its options read, not changed', code: changedUnion('export const ops = Input.options.map((option) => option.shape.op.value)') }],
  invalid: [
    {
      name: 'an option pushed later',
      code: pushedOption,
      errors: [untraceableOption(locAfter(pushedOption, '\n', push), "'Input' is changed after it is built (line 3), and what that adds is not read")],
    },
  ],
});

// ---- a global the evaluator does not read --------------------------------------------------------

// `Object.assign()` is not folded: the reason names `Object` as a global, not as something missing.
const assignedShape = `import { z } from 'zod';
const base = { name: z.string().trim() };
export const U = z.union([z.object(Object.assign({}, base)), z.object({ name: z.string() })]);`;

ruleTester().run('no-untraceable-variant: a global the evaluator does not read', rule, {
  valid: [{ name: 'a spread instead', code: assignedShape.replace('Object.assign({}, base)', '{ ...base }').replace('z.string() })]', 'z.string().trim() })]') }],
  invalid: [
    {
      name: 'Object.assign()',
      code: assignedShape,
      errors: [
        untraceableOption(
          locAfter(assignedShape, 'z.union([', 'z.object(Object.assign({}, base))'),
          "'Object' is a global, of which the evaluator reads only some constants and pure functions",
        ),
      ],
    },
  ],
});

// ---- .clone() of a definition ----------------------------------------------------------------------

// `.clone(def)` makes a schema of another definition (`z.string().clone(z.string().trim().def)`):
// it was read as the schema cloned, its .trim() silently missed.
const cloned = (call: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: z.string()${call} }),
  z.object({ op: z.literal('b'), v: z.string() }),
]);`;
const clonedDef = cloned('.clone(z.string().trim().def)');

ruleTester().run('no-untraceable-variant: .clone() of a definition', rule, {
  valid: [{ name: 'a plain clone', code: cloned('.clone()') }],
  invalid: [
    {
      name: 'a definition given',
      code: clonedDef,
      errors: [untraceableField(loc(clonedDef, "z.string().clone(z.string().trim().def)"), 'v', 'a', "'.clone()' of a definition is not followed")],
    },
  ],
});

// Lists of variants built with `.filter(Boolean)` (a feature flag's `flag && Op`) and `.flatMap()`.
const listed = (list: string) => `import { z } from 'zod';
const WITH_C = false;
const A = z.object({ op: z.literal('a'), s: z.string() });
const B = z.object({ op: z.literal('b'), s: z.string() });
const C = z.object({ op: z.literal('c'), s: z.string() });
export const U = z.union(${list});`;
const filteredOtherwise = listed('[A, B].filter((v) => v.description !== undefined)');

ruleTester().run('no-untraceable-variant: lists filtered and flat-mapped', rule, {
  valid: [
    { name: '[A, B, flag && C].filter(Boolean)', code: listed('[A, B, WITH_C && C].filter(Boolean)') },
    { name: '.flatMap() to pairs of variants', code: listed("['a', 'b'].flatMap((op) => [z.object({ op: z.literal(op), s: z.string() }), z.object({ op: z.literal(`${op}2`), s: z.string() })])") },
    { name: '.flatMap() to single variants', code: listed('[A, B].flatMap((v) => v)') },
    // A callback is read per element, as `.map()`'s is, and must give a constant (knip's kinds).
    { name: '.filter() with a callback that compares with null', code: listed('[A, B, C].filter((v) => v !== null)') },
    { name: '.filter() with a callback on a list of values', code: listed("['a', 'b', 'unknown'].filter((op) => op !== 'unknown').map((op) => z.object({ op: z.literal(op), s: z.string() }))") },
    { name: '.filter() with a callback that reads the index', code: listed('[A, B, C].filter((_, i) => i < 2)') },
  ],
  invalid: [
    {
      name: '.filter() with a callback that gives no constant',
      code: filteredOtherwise,
      errors: [
        untraceableOption(
          loc(filteredOtherwise, '[A, B].filter((v) => v.description !== undefined)'),
          "the options could not be traced: the '.filter()' callback gives no constant for an element (a computed value)",
        ),
      ],
    },
  ],
});

// A fold (`.reduce()`) the evaluator cannot read is one untraceable option, at the fold, with the
// reason: its callback's union calls read alone say only that `acc` is a parameter (`acc.or(v)`,
// nothing at all).
const foldedWith = (callback: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), s: z.string() });
const B = z.object({ op: z.literal('b'), s: z.string() });
export const U = [A, B].reduce(${callback});`;
const loopingFold = foldedWith('(acc, v) => { for (const x of [acc]) void x; return z.union([acc, v]); }');
const notReadFold = "the '.reduce()' callback is not followed: a for of statement at line 4; a helper is read when its body declares names, tests constants and returns";

/** A fold in a helper: of the helper's parameter (its callers' to read), or of a list that cannot be read. */
const foldInHelper = (exported: string, list: string) => `import { z } from 'zod';
declare const unknownList: z.ZodObject[];
${exported}function anyOf(options: z.ZodObject[]) {
  return ${list}.reduce((acc, v) => acc.or(v));
}
`;
const exportedFold = foldInHelper('export ', 'options');
const unreadFold = `${foldInHelper('', 'unknownList')}export const U = anyOf([]);\n`;

ruleTester().run('no-untraceable-variant: unions folded by .reduce()', rule, {
  valid: [
    { name: 'a callback that returns z.union([acc, v])', code: foldedWith('(acc, v) => z.union([acc, v])') },
    { name: 'a callback that returns acc.or(v)', code: foldedWith('(acc, v) => acc.or(v)') },
    { name: "a fold of an only-exported helper's parameter is its callers' to read", code: exportedFold },
  ],
  invalid: [
    {
      name: 'a callback with a loop',
      code: loopingFold,
      errors: [untraceableOption(loc(loopingFold, loopingFold.slice(loopingFold.indexOf('[A, B].reduce'), loopingFold.lastIndexOf(')') + 1)), notReadFold)],
    },
    {
      name: 'a fold in a helper, of a list that cannot be read: said at the fold (the neighbour of a fold of the parameter)',
      code: unreadFold,
      errors: [untraceableOption(loc(unreadFold, 'unknownList.reduce((acc, v) => acc.or(v))'), "'unknownList' is declared without a value ('declare')")],
    },
    {
      name: 'an .or() fold of an empty list',
      code: foldedWith('(acc, v) => acc.or(v)').replace('[A, B]', '[]'),
      errors: [untraceableOption(loc(foldedWith('(acc, v) => acc.or(v)').replace('[A, B]', '[]'), '[].reduce((acc, v) => acc.or(v))'), "'.reduce()' of an empty list with no initial value throws")],
    },
  ],
});

// A field whose base is read but a part of it is not (a side of an intersection, the schema a pipe
// leads into): its checks are unknown, and this rule says why, at the part. Nothing was said.
const unreadPart = (field: string) => `import { z } from 'zod';
let s = z.string();
if (process.env.STRICT) s = s.min(2);
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: ${field} }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);`;
const unreadIntersection = unreadPart('z.intersection(z.string(), s)');
const unreadPipe = unreadPart('z.string().pipe(s)');
const reassigned = "'s' is assigned more than once or never";

ruleTester().run('no-untraceable-variant: a part of a field that could not be read', rule, {
  valid: [
    { name: 'an intersection of read sides', code: unreadPart('z.intersection(z.string(), z.string().min(2))') },
    { name: 'a pipe into a read schema', code: unreadPart('z.string().pipe(z.string().min(2))') },
  ],
  invalid: [
    { name: 'an intersection side', code: unreadIntersection, errors: [untraceableField(locAfter(unreadIntersection, ', s)', 's'), 'text', 'a', reassigned)] },
    { name: 'a pipe target', code: unreadPipe, errors: [untraceableField(locAfter(unreadPipe, '.pipe(', 's'), 'text', 'a', reassigned)] },
  ],
});

// `this` outside a class's static members (an instance method) is not the class: not read.
const instanceThis = `import { z } from 'zod';
const A = z.object({ op: z.literal('a') });
class Ops {
  a = A;
  list() { return [this.a, A]; }
}
export const U = z.union(new Ops().list());`;
// An instance getter that returns one expression is read as a static one is (grammar v17: 231).
const instanceGetter = (body: string) => `import { z } from 'zod';
class Tool {
  get schema() { ${body} }
}
export const U = z.discriminatedUnion('op', [new Tool().schema, z.object({ op: z.literal('b'), k: z.number() })]);`;
const getterWithThis = instanceGetter('return this.base;');
const takenOff = instanceThis.replace('export const U = z.union(new Ops().list());', 'const { list } = new Ops();\nexport const U = z.union(list());');
const getterOfSteps = instanceGetter("const s = z.object({ op: z.literal('a') });\n    return s;");
// Classes whose `extends` cannot make an instance: one of a package, and a cycle (which throws).
const extendsOther = (head: string) => `import { z } from 'zod';
${head}
export const U = z.union([new Tool().schema, z.string()]);`;
const fromPackage = extendsOther("import { McpTool } from 'some-sdk';\nclass Tool extends McpTool { schema = z.number(); }");
const cycle = extendsOther('class Tool extends Other {}\nclass Other extends Tool {}');
ruleTester().run('no-untraceable-variant: instances of subclasses', rule, {
  valid: [{ name: 'a base class of the file', code: extendsOther('class Base { schema = z.number(); }\nclass Tool extends Base {}') }],
  invalid: [
    {
      name: 'a base class of a package',
      code: fromPackage,
      errors: [untraceableOption(loc(fromPackage, 'new Tool().schema'), "a class that extends what the evaluator cannot read ('McpTool' from 'some-sdk': 'some-sdk' is a package or alias; other packages are only followed with type information)")],
    },
    { name: 'a cycle of extends', code: cycle, errors: [untraceableOption(loc(cycle, 'new Tool().schema'), 'a class that extends itself')] },
  ],
});

ruleTester().run('no-untraceable-variant: this outside static members', rule, {
  valid: [
    { name: 'a static method', code: instanceThis.replace('  a = A;\n  list()', '  static a = A;\n  static list()').replace('new Ops().list()', 'Ops.list()') },
    { name: 'an instance getter with a single return', code: instanceGetter("return z.object({ op: z.literal('a'), k: z.number() });") },
    // `this` in an instance method is what the call is made on (grammar v19: 361 projects said
    // "an instance method, which the evaluator does not follow").
    { name: 'an instance method', code: instanceThis },
  ],
  invalid: [
    {
      // Taken off the instance, the method runs with no `this` the evaluator knows.
      name: 'an instance method taken off its instance',
      code: takenOff,
      errors: [untraceableOption(locAfter(takenOff, 'return [', 'this.a'), 'a this expression is not followed')],
    },
    { name: 'an instance getter that reads what the instance does not have', code: getterWithThis, errors: [untraceableOption(loc(getterWithThis, 'new Tool().schema'), "the object has no property 'base' the evaluator can see")] },
    {
      name: 'an instance getter of several statements',
      code: getterOfSteps,
      errors: [untraceableOption(loc(getterOfSteps, 'new Tool().schema'), "'schema' is an instance getter that is not a single return, which the evaluator does not follow")],
    },
  ],
});

// The variable of a for…of loop takes each element in turn, which the evaluator does not iterate:
// the reason says so, where it said "assigned more than once or never".
const loopVariable = `import { z } from 'zod';
const OPS = [z.object({ a: z.string() }), z.object({ a: z.number() })];
for (const op of OPS) {
  z.union([op, z.object({ a: z.boolean() })]);
}`;
ruleTester().run('no-untraceable-variant: a for…of loop variable', rule, {
  valid: [{ name: 'the list itself', code: loopVariable.replace('z.union([op, ', 'z.union([...OPS, ') }],
  invalid: [
    {
      name: 'the loop variable as an option',
      code: loopVariable,
      errors: [untraceableOption(locAfter(loopVariable, 'z.union([', 'op'), "'op' is the variable of a for…of loop, one value per iteration")],
    },
  ],
});

// `z.deepPartial()` of an object with refinements: Zod throws (`.partial()` refuses it), so the
// option is no schema at all; the reason says why. Without the refinement it is read.
const refusedPartial = (refine: string) => `import { z } from 'zod';
const R = z.object({ op: z.literal('f'), n: z.number() })${refine};
export const V = z.union([z.deepPartial(R), z.object({ op: z.literal('g'), n: z.string() })]);`;
const refused = refusedPartial('.refine((v) => v.n > 0)');
ruleTester().run('no-untraceable-variant: z.deepPartial() of a refined object', rule, {
  valid: [{ name: 'no refinement', code: refusedPartial('') }],
  invalid: [
    {
      name: 'a refinement',
      code: refused,
      errors: [untraceableOption(loc(refused, 'z.deepPartial(R)'), 'z.deepPartial() of an object with refinements, which Zod refuses to make partial (it throws)')],
    },
  ],
});

// A spread under a test the evaluator cannot read, whose branches are object literals it reads or
// spread nothing (`...(flag ? { callData } : {})`, `...(flag && { callData })`): only the keys a
// branch spreads are in doubt. Every key written before it was "may be replaced by a later spread".
const conditionalSpread = (spread: string) => `import { z } from 'zod';
const withCallData = process.env.CALLDATA === '1';
export const LineItem = z.union([
  z.object({ name: z.string().trim(), collectionLocator: z.string(), ${spread} }),
  z.object({ name: z.string().trim(), productLocator: z.string() }),
]);`;
const ternarySpread = conditionalSpread('...(withCallData ? { callData: z.string() } : {})');
const andSpread = conditionalSpread('...(withCallData && { callData: z.string() })');
const unreadBranch = conditionalSpread('...(withCallData ? { callData: z.string() } : process.env)');
ruleTester().run('no-untraceable-variant: a spread under a condition', rule, {
  valid: [{ name: 'a constant test', code: conditionalSpread('...(true ? { callData: z.string() } : {})') }],
  invalid: [
    {
      name: 'a ternary: only its key',
      code: ternarySpread,
      errors: [untraceableField(loc(ternarySpread, '...(withCallData ? { callData: z.string() } : {})'), 'callData', 'option 1', "'callData' is spread only under a condition (a conditional whose test is not a constant)")],
    },
    {
      name: 'an &&: only its key',
      code: andSpread,
      errors: [untraceableField(loc(andSpread, '...(withCallData && { callData: z.string() })'), 'callData', 'option 1', "'callData' is spread only under a condition (a '&&' whose left side is not a constant (a computed value))")],
    },
    {
      // A branch that is not an object literal it reads: the spread is unknown, as before.
      name: 'an unread branch',
      code: unreadBranch,
      errors: [
        untraceableMember(loc(unreadBranch, '...(withCallData ? { callData: z.string() } : process.env)'), 'option 1', 'a spread of something unknown: a conditional whose test is not a constant'),
        ...['name', 'collectionLocator'].map((key) =>
          untraceableField(
            loc(unreadBranch, '...(withCallData ? { callData: z.string() } : process.env)'),
            key,
            'option 1',
            `'${key}' may be replaced by a later spread (a spread of something unknown: a conditional whose test is not a constant)`,
          ),
        ),
      ],
    },
  ],
});

// Zod 3's `.innerType()`, `.sourceType()` and a brand's `.unwrap()` are read; `.innerType()` of a
// schema with no effect is no schema (Zod 3 has no such method there), with the reason.
const accessor = (a: string) => `import { z } from 'zod/v3';
const Refined = z.string().trim().refine((s) => s.length > 0);
export const U = z.union([z.object({ s: ${a} }), z.object({ t: z.string() })]);`;
const noEffect = accessor('z.string().innerType()');
ruleTester().run('no-untraceable-variant: Zod 3 accessors', rule, {
  valid: ['Refined.innerType()', 'Refined.sourceType()', "z.string().brand('B').unwrap()"].map((a) => ({ name: a, code: accessor(a) })),
  invalid: [
    {
      name: '.innerType() of a string',
      code: noEffect,
      errors: [untraceableField(loc(noEffect, 'z.string().innerType()'), 's', 'option 1', "'.innerType()' of a schema that is no refinement, transform or preprocess (Zod 3's ZodEffects)")],
    },
  ],
});

// A conditional on a test the evaluator cannot read, whose two schemas are one for every rule
// (they differ only in a description, metadata or a default's value): either stands for both.
// Two schemas that differ in what a rule compares stay unread, with the reason.
const envPicked = (a: string, b: string) => `import { z } from 'zod';
const VERBOSE = process.env.VERBOSE === '1';
const Name = VERBOSE ? ${a} : ${b};
export const Op = z.discriminatedUnion('action', [
  z.object({ action: z.literal('a'), name: Name }),
  z.object({ action: z.literal('b'), name: z.string() }),
]);`;
const differentChecks = envPicked('z.string().trim()', 'z.string()');
const withAndWithoutDefault = envPicked("z.string().default('x')", 'z.string()');
ruleTester().run('no-untraceable-variant: a conditional of two schemas', rule, {
  valid: [
    { name: 'a description apart', code: envPicked("z.string().trim().describe('Project name')", 'z.string().trim()') },
    { name: 'metadata and a default value apart', code: envPicked("z.string().default('a').meta({ m: 1 })", "z.string().default('b')") },
    { name: 'nested objects alike', code: envPicked("z.object({ id: z.string().min(1) }).describe('x')", 'z.object({ id: z.string().min(1) })') },
  ],
  invalid: [
    {
      name: 'a check apart',
      code: differentChecks,
      errors: [untraceableField(loc(differentChecks, 'VERBOSE ? z.string().trim() : z.string()'), 'name', 'a', 'a conditional whose test is not a constant')],
    },
    {
      name: 'a default in one only',
      code: withAndWithoutDefault,
      errors: [untraceableField(loc(withAndWithoutDefault, "VERBOSE ? z.string().default('x') : z.string()"), 'name', 'a', 'a conditional whose test is not a constant')],
    },
  ],
});

// A conditional whose test is a schema the evaluator reads: an object, so truthy (undb:
// `const nested = level < 3 ? z.lazy(...) : undefined; nested ? z.union([...]) : z.string()`).
// A test that is an import from another package stays unread.
const schemaTest = (declaration: string) => `import { z } from 'zod';
${declaration}
const Name = Extra ? z.string().trim() : z.number();
export const Op = z.discriminatedUnion('action', [
  z.object({ action: z.literal('a'), name: Name }),
  z.object({ action: z.literal('b'), name: z.string().trim() }),
]);`;
const packageTest = schemaTest("import { Extra } from 'some-package';");
ruleTester().run('no-untraceable-variant: a conditional on a schema', rule, {
  valid: [
    { name: 'a schema is truthy', code: schemaTest('const Extra = z.string();') },
    { name: 'a lazy schema or nothing, picked by a constant', code: schemaTest('const Extra = 2 < 3 ? z.lazy(() => z.string()) : undefined;') },
  ],
  invalid: [
    {
      name: 'a test imported from another package',
      code: packageTest,
      errors: [untraceableField(loc(packageTest, 'Extra ? z.string().trim() : z.number()'), 'name', 'a', 'a conditional whose test is not a constant')],
    },
  ],
});

// A computed key says what its expression could not be read as: a constant of a workspace package
// was "a computed key" alone (the MCP SDK's wire schemas).
const packageKey = (key: string) => `import { z } from 'zod';
import { META_KEY } from '@scope/core/internal';
const LOCAL_KEY = '_meta';
const A = z.object({ type: z.literal('a'), [${key}]: z.string() });
const B = z.object({ type: z.literal('b') });
export const U = z.union([A, B]);`;
const importedKey = packageKey('META_KEY');
ruleTester().run('no-untraceable-variant: the reason of a computed key', rule, {
  valid: [{ name: 'a local constant', code: packageKey('LOCAL_KEY') }],
  invalid: [
    {
      name: 'a constant of a package',
      code: importedKey,
      errors: [
        untraceableMember(
          locAfter(importedKey, 'const A', 'META_KEY'),
          'a',
          "a computed key ('META_KEY' from '@scope/core/internal': '@scope/core/internal' is a package or alias; other packages are only followed with type information)",
        ),
      ],
    },
  ],
});

// `this` in an instance field's initializer sees the fields written before it; one written after
// (undefined when it is read), or `this` inside a function of the initializer, is not read.
const instanceFields = (option: string) => `import { z } from 'zod';
export class Tool {
  private a = z.object({ type: z.literal('a') });
  private union = z.discriminatedUnion('type', [this.a, ${option}]);
  private b = z.object({ type: z.literal('b') });
}`;
const laterField = instanceFields('this.b');
const inArrow = instanceFields('(() => this.a)()');
ruleTester().run('no-untraceable-variant: this in instance field initializers', rule, {
  valid: [{ name: 'a field written before', code: instanceFields("z.object({ type: z.literal('c') })") }],
  invalid: [
    { name: 'a field written after', code: laterField, errors: [untraceableOption(loc(laterField, 'this.b'), "the object has no property 'b' the evaluator can see")] },
    { name: 'this inside a function', code: inArrow, errors: [untraceableOption(loc(inArrow, '(() => this.a)()'), 'a this expression is not followed')] },
  ],
});

// An enum of values the evaluator cannot read says why, as a literal does: the first value's
// reason (langfuse's evaluation templates: `z.enum([Lang.PY, Lang.TS])` of a package).
const enumOfPackage = (values: string) => `import { z } from 'zod';
import { Lang } from '@acme/langs';
export const U = z.union([
  z.object({ type: z.literal('a'), lang: z.enum(${values}) }),
  z.object({ type: z.literal('b'), lang: z.string() }),
]);`;
const packageValues = enumOfPackage('[Lang.PY, Lang.TS]');
ruleTester().run('no-untraceable-variant: the reason of an enum of unread values', rule, {
  valid: [{ name: 'constant values', code: enumOfPackage("['py', 'ts']") }],
  invalid: [
    {
      name: 'values of a package',
      code: packageValues,
      errors: [
        untraceableField(
          loc(packageValues, 'z.enum([Lang.PY, Lang.TS])'),
          'lang',
          'a',
          "an enum whose values the evaluator cannot read ('Lang' from '@acme/langs': '@acme/langs' is a package or alias; other packages are only followed with type information)",
        ),
      ],
    },
  ],
});

// A builder that calls itself with a smaller constant depth and stops at a constant one is read to
// its end (brightdata-mcp's dataset filters): its nested level was "'build()' calls itself".
const boundedBuilder = (stop: string) => `import { z } from 'zod';
const leaf = z.object({ name: z.string(), operator: z.string() });
function build(depth: number): z.ZodType {
  if (${stop}) return leaf;
  const group = z.object({ operator: z.enum(['and', 'or']), filters: z.array(build(depth - 1)).min(1) });
  return z.union([group, leaf]);
}
export const Filter = build(4);`;
const endless = boundedBuilder('depth > 100');
ruleTester().run('no-untraceable-variant: bounded recursion', rule, {
  valid: [{ name: 'stops at a constant depth', code: boundedBuilder('depth <= 1') }],
  invalid: [
    {
      name: 'does not stop within the bound',
      code: endless,
      errors: [untraceableField(loc(endless, 'build(depth - 1)'), 'filters[]', 'group', "'build()': helper calls nested too deep to follow")],
    },
  ],
});

// Zod refuses to pick, omit, make partial or merge into an object with a refinement, to let
// `.extend()` overwrite one of its keys (Zod 4), and to take a mask key the object does not
// declare: the program throws as it loads, so the evaluator reads no schema there (it read the
// result as Zod 4.2 built it, the refinement silently dropped). Zod 3's refinement is a
// ZodEffects, which has no object method at all.
const refined = (derive: string, from = 'zod') => `import { z } from '${from}';
const Base = z.object({ id: z.string(), n: z.number() }).refine((v) => v.n > 0);
const A = z.object({ op: z.literal('a'), id: z.string() });
const B = ${derive};
export const U = z.union([A, B]);`;
const refusedCases: [string, string, string][] = [
  ['pick', "Base.pick({ id: true }).extend({ op: z.literal('b') })", `'.pick()' of an object schema with a refinement (.refine()): Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")`],
  ['omit', "Base.omit({ n: true }).extend({ op: z.literal('b') })", `'.omit()' of an object schema with a refinement (.refine()): Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")`],
  ['partial', "Base.partial().extend({ op: z.literal('b') })", `'.partial()' of an object schema with a refinement (.refine()): Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")`],
  ['merge', "Base.merge(z.object({ op: z.literal('b') }))", `'.merge()' of an object schema with a refinement (.refine()): Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")`],
  ['extend overwriting a key', "Base.extend({ op: z.literal('b'), id: z.string().trim() })", `'.extend()' overwriting 'id' of an object schema with a refinement (.refine()): Zod throws ("Cannot overwrite keys on object schemas containing refinements"); '.safeExtend()' keeps the refinement`],
  ['a mask key the object does not declare', "A.pick({ id: true, nope: false }).extend({ op: z.literal('b') })", `'.pick()' of key 'nope', which the object does not declare: Zod throws ("Unrecognized key")`],
];
ruleTester().run('no-untraceable-variant: what Zod refuses to build', rule, {
  valid: [
    { name: 'extend with new keys keeps the refinement', code: refined("Base.extend({ op: z.literal('b') })") },
    { name: 'safeExtend may overwrite', code: refined("Base.safeExtend({ op: z.literal('b'), id: z.string().trim() })") },
    { name: 'required is allowed', code: refined("Base.required().extend({ op: z.literal('b') })") },
    { name: 'a new object from the shape', code: refined("z.object(Base.shape).pick({ id: true }).extend({ op: z.literal('b') })") },
    { name: 'merging a refined object into another takes its checks', code: refined("z.object({ op: z.literal('b') }).merge(Base)") },
    { name: 'the mask names declared keys', code: refined("A.pick({ id: true, op: false }).extend({ op: z.literal('b') })") },
    { name: 'Zod 3 ignores a mask key the object does not declare', code: refined("A.pick({ id: true, nope: true }).extend({ op: z.literal('b') })", 'zod/v3') },
    { name: 'Zod 3: an object without a refinement', code: refined("z.object({ id: z.string() }).extend({ op: z.literal('b') })", 'zod/v3') },
  ],
  invalid: [
    ...refusedCases.map(([name, derive, reason]) => {
      const code = refined(derive);
      return { name, code, errors: [untraceableOption(locAfter(code, 'z.union([A, ', 'B'), reason)] };
    }),
    (() => {
      const code = refined("Base.extend({ op: z.literal('b') })", 'zod/v3');
      const reason = `'.extend()' of an object schema with a refinement (.refine()): Zod 3's refinement makes a ZodEffects, which has no '.extend()' (Zod throws)`;
      return { name: 'Zod 3: a refinement makes a ZodEffects', code, errors: [untraceableOption(locAfter(code, 'z.union([A, ', 'B'), reason)] };
    })(),
  ],
});

// A helper's statement that calls a method of something the helper does not declare is read as
// recording the schema elsewhere; one on the helper's own names may change what it returns, and
// a list outside it that the statement fills is changed wherever it is read. A condition that is
// not a constant is read both ways only when both give schemas alike.
describe('statements and conditions of a helper that are not read', () => {
  const ownName = `import { z } from 'zod';
function named(schema: z.ZodObject) {
  schema.register(z.globalRegistry, { id: 'named' });
  return schema;
}
export const U = z.union([named(z.object({ kind: z.literal('a') })), z.object({ kind: z.literal('b') })]);`;
  const filled = `import { z } from 'zod';
const ALL: z.ZodObject[] = [z.object({ kind: z.literal('a') })];
function register<T extends z.ZodObject>(schema: T): T {
  ALL.push(schema);
  return schema;
}
const B = register(z.object({ kind: z.literal('b') }));
export const U = z.union(ALL);`;
  const unlike = `import { z } from 'zod';
function pick(name: string) {
  if (process.env.STRICT) return z.object({ kind: z.literal(name), n: z.string().trim() });
  return z.object({ kind: z.literal(name), n: z.string() });
}
export const U = z.union([pick('a'), z.object({ kind: z.literal('b'), n: z.string() })]);`;
  const alike = unlike.replace("n: z.string() });\n}", "n: z.string().trim().describe('n') });\n}");
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a condition both of whose ways return schemas alike', code: alike }],
    invalid: [
      {
        name: 'a method of the helper\'s own parameter',
        code: ownName,
        errors: [untraceableOption(locAfter(ownName, 'z.union([', "named(z.object({ kind: z.literal('a') }))"), notReadHelper('named', 'an expression statement', 3))],
      },
      {
        name: 'a list outside the helper that its statement fills',
        code: filled,
        errors: [untraceableOption(locAfter(filled, 'z.union(', 'ALL'), "the options could not be traced: 'ALL' is changed after its declaration (line 4)")],
      },
      {
        name: 'a condition whose ways return different schemas',
        code: unlike,
        errors: [untraceableOption(locAfter(unlike, 'z.union([', "pick('a')"), "'pick()' is not followed: the condition at line 3 is not a constant for these arguments")],
      },
    ],
  });
});

// A bound written once and declared by several variants is one report, where it is written, naming
// the first variant (renovate stacked 25 at one `.regex(regEx(...))` of a helper).
describe('an unreadable bound several variants share', () => {
  const shared = (third: string) => `import { z } from 'zod';
declare const limits: { q: number };
const Q = z.string().max(limits.q);
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), q: Q }),
  z.object({ op: z.literal('b'), q: Q }),
  z.object({ op: z.literal('c'), q: ${third} }),
]);`;
  const apart = shared('z.string().max(limits.q)');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a bound the rule reads', code: shared('z.string()').replace('max(limits.q)', 'max(8)') }],
    invalid: [
      {
        name: 'shared by two variants: once',
        code: shared('z.string()'),
        errors: [unreadableBound(loc(shared('z.string()'), 'max(limits.q)'), 'q', 'a', '.max()', "'limits' is declared without a value ('declare')")],
      },
      {
        name: 'written again in a third: once more, there',
        code: apart,
        errors: [
          unreadableBound(loc(apart, 'max(limits.q)'), 'q', 'a', '.max()', "'limits' is declared without a value ('declare')"),
          unreadableBound(loc(apart, 'max(limits.q)', 1), 'q', 'c', '.max()', "'limits' is declared without a value ('declare')"),
        ],
      },
    ],
  });
});

// zod/mini annotates with a check (`.check(z.describe('...'))`), which Zod counts among the
// object's checks: `z.pick()` of it throws as of a refined object (grammar v7: the module did not
// load, and the static reading reported on it as if it did).
describe('an object annotated with a check, then picked', () => {
  const annotated = (annotation: string) => `import * as z from 'zod/mini';
const Base = z.object({ path: z.string(), limit: z.number() })${annotation};
const A = z.extend(z.pick(Base, { path: true }), { op: z.literal('a') });
export const U = z.discriminatedUnion('op', [A, z.object({ op: z.literal('b'), path: z.string() })]);`;
  const described = annotated(".check(z.describe('base op'))");
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'not annotated', code: annotated('') }],
    invalid: [
      {
        name: 'annotated with z.describe()',
        code: described,
        errors: [
          untraceableOption(
            locAfter(described, 'discriminatedUnion(', 'A'),
            '\'.pick()\' of an object schema with a check (z.describe()): Zod 4.3 and later throw ("cannot be used on object schemas containing refinements")',
          ),
        ],
      },
    ],
  });
});

// A literal of a value the evaluator cannot read stays a literal through `.transform()` and the
// other methods whose input it is: a union of such scalars has no fields to flatten (rvf's
// `zfd.checkbox`, reported as an untraceable option). A schema that is not known to be a literal is.
describe('a literal of an unknown value, transformed, in a union of scalars', () => {
  // Kept in an object the module exports and reads (a helper only exported has its parameters
  // filled by each call, and is not reported): read alone, as it is written.
  const checkbox = (option: string, exported = 'export const fields = { checkbox };\nexport const names = Object.keys(fields);') => `import { z } from 'zod';
const checkbox = ({ trueValue = 'on', Option = z.any() } = {}) =>
  z.union([${option}.transform(() => true), z.literal(undefined).transform(() => false), z.boolean()]);
${exported}`;
  const unknownOption = checkbox('Option');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: '.transform()', code: checkbox('z.literal(trueValue)') },
      { name: '.refine() then .transform()', code: checkbox("z.literal(trueValue).refine((v) => v !== '')") },
      { name: 'a schema of a parameter of a helper only exported', code: checkbox('Option', 'export { checkbox };') },
      { name: 'a schema of a parameter of a helper an object only exported holds', code: checkbox('Option', 'export const fields = { checkbox };') },
    ],
    invalid: [
      {
        name: 'a schema of a parameter',
        code: unknownOption,
        errors: [untraceableOption(loc(unknownOption, 'Option.transform(() => true)'), "'Option' is a function parameter")],
      },
    ],
  });
});

// An object intersected with what is no object the analysis reads was dropped as a string option
// is, without a word (real code round 21). It is said; an object intersected with any input is
// that object (no-collided-type-mismatch's tests), and a helper's parameter slot is no gap.
describe('an object intersected with what is no object', () => {
  const intersected = (other: string, extra = '') => `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), loc: z.string() });
const B = z.object({ type: z.literal('b'), loc: z.number() });
export const U = z.union([A, B.and(${other})]);${extra}`;
  const json = intersected('z.json()');
  const text = intersected('z.string()');
  const custom = intersected('z.custom<object>()');
  const slot = `import { z } from 'zod';
const B = z.object({ type: z.literal('b'), loc: z.number() });
export const make = (Extra: z.ZodType) => z.union([z.object({ type: z.literal('a') }), B.and(Extra)]);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'an object', code: intersected('z.object({ more: z.string() })') },
      { name: 'any input', code: intersected('z.unknown()') },
      { name: "a helper's parameter slot", code: slot },
    ],
    invalid: [
      { name: 'z.json()', code: json, errors: [untraceableOption(loc(json, 'B.and(z.json())'), "an object intersected with a lazy schema: the intersection's keys are not read")] },
      { name: 'a string', code: text, errors: [untraceableOption(loc(text, 'B.and(z.string())'), "an object intersected with a string schema: the intersection's keys are not read")] },
      // JSON Schema cannot show a custom schema (require-typed-properties reports it), so it is not read as any input.
      { name: 'z.custom()', code: custom, errors: [untraceableOption(loc(custom, 'B.and(z.custom<object>())'), "an object intersected with a custom schema: the intersection's keys are not read")] },
    ],
  });
});

// `z.object(undefined)` or `z.object(null)` is an object without keys to Zod 4 (`shape ? clone(shape)
// : {}`), and was untraceable ("the shape is the value undefined", fuzz); Zod 3's throws on its
// first parse, and stays so.
describe('an object made with no shape', () => {
  const made = (from: string, shape: string) => `import { z } from '${from}';
export const U = z.union([z.object({ kind: z.literal('a'), n: z.string() }), z.object(${shape}).extend({ kind: z.literal('b') })]);`;
  const v3 = made('zod/v3', 'undefined');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'zod, undefined', code: made('zod', 'undefined') },
      { name: 'zod, void 0', code: made('zod', 'void 0') },
      { name: 'zod, null', code: made('zod', 'null') },
      { name: 'zod/mini, undefined', code: made('zod/mini', 'undefined').replace('.extend({ kind: z.literal(\'b\') })', '') },
    ],
    invalid: [{ name: 'zod/v3, undefined', code: v3, errors: [untraceableOption(loc(v3, "z.object(undefined).extend({ kind: z.literal('b') })"), 'the shape is the value undefined')] }],
  });
});

// A test on an only-exported helper's parameter is each caller's to fill, as the parameter is
// (real code round 23: goat-sdk's `...(callDataSchema ? { callData: callDataSchema } : {})` was
// reported in the helper's module). A test on a value nobody fills is still reported.
describe('a test on a parameter slot of an only-exported helper', () => {
  const helper = (body: string) => `import { z } from 'zod';
export function make(extra?: z.ZodType, flag?: boolean) {
  return z.union([
    z.object({ a: z.string(), ${body} }),
    z.object({ b: z.string() }),
  ]);
}`;
  const declared = `import { z } from 'zod';
declare const flag: boolean;
export const U = z.union([z.object({ t: z.literal('a'), x: flag ? z.string() : z.number() }), z.object({ t: z.literal('b'), x: z.string() })]);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'a spread under a conditional on the parameter', code: helper('...(extra ? { x: extra } : {})') },
      { name: "a spread under '&&' on a comparison of the parameter", code: helper('...(extra !== undefined && { x: extra })') },
      { name: 'a field under a conditional on another parameter', code: helper('x: flag ? z.string() : z.number()') },
      { name: 'a field under a negated parameter', code: helper('x: !flag ? z.string() : z.number()') },
    ],
    invalid: [
      {
        name: 'the neighbour: a test on a declared value nobody fills',
        code: declared,
        errors: [untraceableField(loc(declared, 'flag ? z.string() : z.number()'), 'x', 'a', 'a conditional whose test is not a constant')],
      },
    ],
  });
});

// A key read from an object extended from a base that cannot be read: the base's reason, not "no
// property" (real code round 23: WebMCP's `N.shape.inputSchema` of `ToolSchema.extend({...})`).
describe('a key of an object extended from a base that cannot be read', () => {
  const code = (key: string) => `import { z } from 'zod';
import { ToolSchema } from 'some-package';
const N = ToolSchema.extend({ name: z.string() });
export const Msg = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a'), s: N.shape.${key} }),
  z.object({ type: z.literal('b'), s: z.string() }),
]);`;
  const fromBase = code('inputSchema');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a key the extension writes', code: code('name') }],
    invalid: [
      {
        name: 'a key of the base',
        code: fromBase,
        errors: [
          untraceableField(
            locAfter(fromBase, 'const N = ', 'ToolSchema'),
            's',
            'a',
            "'ToolSchema' from 'some-package': 'some-package' is a package or alias; other packages are only followed with type information",
          ),
        ],
      },
    ],
  });
});

// A list filled in a loop is read pass by pass (built-up.ts); what the plan cannot read says why.
describe('a list filled after its declaration', () => {
  const over = (names: string) => `import { z } from 'zod';
${names}
const OPTS = [];
for (const name of NAMES) OPTS.push(z.object({ kind: z.literal(name), n: z.number() }));
export const U = z.union(OPTS);`;
  const unknownList = over('declare const NAMES: string[];');
  const broken = `import { z } from 'zod';
const OPTS = [];
for (const name of ['a', 'b', 'c']) {
  if (name === 'c') break;
  OPTS.push(z.object({ kind: z.literal(name) }));
}
export const U = z.union(OPTS);`;
  const early = `import { z } from 'zod';
const OPTS = [z.object({ kind: z.literal('a') })];
export const U = z.union(OPTS);
OPTS.push(z.object({ kind: z.literal('b') }));`;
  const chance = `import { z } from 'zod';
const OPTS = [];
for (const name of ['a', 'b']) if (Math.random() > 0.5) OPTS.push(z.object({ kind: z.literal(name) }));
export const U = z.union(OPTS);`;
  // A pass whose name is changed in the body, a list changed under another name (meta40).
  const renamed = (body: string) => `import { z } from 'zod';
const OPTS = [];
for (let n of ['a', 'b']) { ${body} OPTS.push(z.object({ op: z.literal(n) })); }
export const U = z.union(OPTS);`;
  const aliased = `import { z } from 'zod';
const OPTS = [];
const AL = OPTS;
for (const n of ['a', 'b']) AL.push(z.object({ op: z.literal(n) }));
export const U = z.union(OPTS);`;
  const handedOn = `import { z } from 'zod';
function add(list: unknown[]) { list.push(z.object({ op: z.literal('c') })); }
const OPTS = [];
for (const n of ['a', 'b']) OPTS.push(z.object({ op: z.literal(n) }));
add(OPTS);
export const U = z.union(OPTS);`;
  // No step of its own: the list is written out, then handed to a function that fills it.
  const handedOnly = (body: string) => `import { z } from 'zod';
function add(list: unknown[]) { ${body} }
const OPTS: unknown[] = [z.object({ op: z.literal('a'), v: z.string() })];
add(OPTS);
export const U = z.union(OPTS as never);`;
  const filledByAdd = handedOnly("list.push(z.object({ op: z.literal('c'), v: z.number() }));");
  // A method of an object of the file, with a default: the parameter it lands in is the second.
  const byMethod = `import { z } from 'zod';
const registry = { add(name: string, list: unknown[] = []) { Object.assign(list, { [name]: z.number() }); } };
const SHAPE = { op: z.literal('a') };
registry.add('v', SHAPE);
export const U = z.union([z.object(SHAPE), z.object({ op: z.literal('b'), v: z.string() })]);`;
  const counting = (test: string, update: string) => `import { z } from 'zod';
declare const n: number;
const OPTS = [];
for (let i = 0; ${test}; ${update}) OPTS.push(z.object({ kind: z.literal(i) }));
export const U = z.union(OPTS);`;
  // `shape['__proto__'] = v` sets the prototype, as Zod's shape would not have a key.
  const proto = (keys: string) => `import { z } from 'zod';
const SHAPE = {};
for (const key of [${keys}]) SHAPE[key] = key === 'kind' ? z.literal('a') : z.string();
export const U = z.union([z.object(SHAPE), z.object({ kind: z.literal('b'), text: z.string() })]);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'a loop over a list the evaluator reads', code: over("const NAMES = ['a', 'b'];") },
      { name: 'a push read after it', code: early.replace('export const U = z.union(OPTS);\nOPTS.push(z.object({ kind: z.literal(\'b\') }));', "OPTS.push(z.object({ kind: z.literal('b') }));\nexport const U = z.union(OPTS);") },
      { name: 'a condition that is a constant in each pass', code: chance.replace('Math.random() > 0.5', "name !== 'c'") },
      { name: 'a shape filled by key', code: proto("'kind', 'text'") },
      { name: 'a counting loop with a constant test', code: counting('i < 2', 'i++') },
      { name: 'a pass that declares a name from its own', code: renamed("const m = n + 'x';") },
      { name: 'a list handed to functions that read it', code: handedOn.replace('add(OPTS);', 'console.log(Object.values(OPTS), [...OPTS]);') },
      { name: 'a written-out list handed to a function of the file that reads it', code: handedOnly('console.log(list.length, list.map(String), list.slice().reverse());') },
      { name: 'a list handed to a function that changes another parameter', code: handedOnly('list.push(1);').replace('function add(list: unknown[])', 'function add(other: unknown[], list: unknown[] = [])') },
    ],
    invalid: [
      {
        name: 'a loop over a list declared without a value',
        code: unknownList,
        errors: [
          untraceableOption(
            locAfter(unknownList, 'z.union(', 'OPTS'),
            "the options could not be traced: 'OPTS' is filled at line 4 in a way the evaluator cannot read: the loop at line 4 goes over what the evaluator cannot read ('NAMES' is declared without a value ('declare'))",
          ),
        ],
      },
      {
        name: 'a loop that may break before its last pass',
        code: broken,
        errors: [untraceableOption(locAfter(broken, 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is changed after its declaration (line 5)")],
      },
      {
        name: 'a list read before a push',
        code: early,
        errors: [untraceableOption(locAfter(early, 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is changed after its declaration (line 4)")],
      },
      {
        name: "a key '__proto__' set in a loop",
        code: proto("'kind', '__proto__'"),
        errors: [
          untraceableOption(
            locAfter(proto("'kind', '__proto__'"), 'z.union([', 'z.object(SHAPE)'),
            "'SHAPE' is filled at line 3 in a way the evaluator cannot read: line 3 sets '__proto__', the object's prototype, not a key",
          ),
        ],
      },
      {
        name: "a pass whose name is changed in the loop's body",
        code: renamed("n = n + 'x';"),
        errors: [untraceableOption(locAfter(renamed("n = n + 'x';"), 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is changed after its declaration (line 3)")],
      },
      {
        // The one change test (`changeThrough`) the evaluator and the plans share: built-up.ts had
        // its own, which saw `Object.assign(SHAPES, ...)` but not `Object.assign(SHAPES.a, ...)`.
        name: "a filled object whose entry Object.assign() changes",
        code: proto("'kind', 'text'").replace('export const U', "Object.assign(SHAPE.text, { x: 1 });\nexport const U"),
        errors: [
          untraceableOption(
            locAfter(proto("'kind', 'text'").replace('export const U', "Object.assign(SHAPE.text, { x: 1 });\nexport const U"), 'z.union([', 'z.object(SHAPE)'),
            "'SHAPE' is changed after its declaration (line 3)",
          ),
        ],
      },
      {
        name: 'a list filled under another name only',
        code: aliased,
        errors: [untraceableOption(locAfter(aliased, 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is changed through 'AL' (line 4)")],
      },
      {
        name: 'a list handed to a function of the file',
        code: handedOn,
        errors: [untraceableOption(locAfter(handedOn, 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is changed after its declaration (line 4)")],
      },
      {
        name: 'a written-out list handed to a function of the file that pushes onto it',
        code: filledByAdd,
        errors: [untraceableOption(locAfter(filledByAdd, 'z.union(', 'OPTS as never'), "the options could not be traced: 'OPTS' is handed to 'add' (line 4), which changes it")],
      },
      {
        name: 'an object handed to a method of the file that changes it',
        code: byMethod,
        errors: [untraceableOption(locAfter(byMethod, 'z.union([', 'z.object(SHAPE)'), "'SHAPE' is handed to 'registry.add' (line 4), which changes it")],
      },
      {
        name: 'a counting loop whose test is not a constant',
        code: counting('i < n', 'i++'),
        errors: [
          untraceableOption(
            locAfter(counting('i < n', 'i++'), 'z.union(', 'OPTS'),
            "the options could not be traced: 'OPTS' is filled at line 4 in a way the evaluator cannot read: the test of the loop at line 4 is not a constant",
          ),
        ],
      },
      {
        name: 'a counting loop whose update is not a constant',
        code: counting('i < 2', 'i = next(i)'),
        errors: [untraceableOption(locAfter(counting('i < 2', 'i = next(i)'), 'z.union(', 'OPTS'), "the options could not be traced: 'OPTS' is filled at line 4 in a way the evaluator cannot read: the update of the loop at line 4 is not a constant ('next' is not declared in this file)")],
      },
      {
        name: 'a condition that is not a constant',
        code: chance,
        errors: [
          untraceableOption(
            locAfter(chance, 'z.union(', 'OPTS'),
            "the options could not be traced: 'OPTS' is filled at line 3 in a way the evaluator cannot read: the condition at line 3 is not a constant",
          ),
        ],
      },
    ],
  });
});

// `c.a.or(B)` with `c.a` unreadable: a union whose first option is untraceable, at the receiver.
describe('an .or() chain whose receiver cannot be read', () => {
  const chain = (receiver: string) => `import { z } from 'zod';
class C { a = z.object({ op: z.literal('a'), k: z.string() }); constructor(readonly n: number) {} }
const c = new C(1);
const A = z.object({ op: z.literal('a'), k: z.string() });
const B = z.object({ op: z.literal('b'), k: z.string() });
export const Input = ${receiver}.or(B);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a receiver the evaluator reads', code: chain('A') }],
    invalid: [
      {
        name: "an instance's field of a class whose constructor takes parameters",
        code: chain('c.a'),
        errors: [untraceableOption(locAfter(chain('c.a'), 'export const Input = ', 'c.a'), 'a class whose constructor takes parameters (line 2) is not followed')],
      },
    ],
  });
});

// A union written in a loop's body or a callback, read pass by pass by the union that lists it
// (grammar v17: 1,255 projects), was read alone as well, its loop names unbound, and reported.
describe('a union read pass by pass is not read alone too', () => {
  const inLoop = (inner: string) => `import { z } from 'zod';
const MODES = { create: ['a', 'b'], update: ['c'] };
const OPTS = [];
for (const [op, modes] of Object.entries(MODES)) {
  OPTS.push(${inner});
}
export const Input = z.discriminatedUnion('op', OPTS);`;
  const perMode = "z.discriminatedUnion('mode', modes.map((m) => z.object({ op: z.literal(op), mode: z.literal(m), k: z.string() })))";
  const inMap = `import { z } from 'zod';
const MODES = { create: ['a', 'b'], update: ['c'] };
export const Input = z.discriminatedUnion('op', Object.entries(MODES).map(([op, modes]) => ${perMode}));`;
  // The neighbour: a union in a callback no union reads (a tool registered per entry) is read alone.
  const registered = `import { z } from 'zod';
declare const server: { tool(name: string, schema: unknown): void };
declare const MODES: Record<string, string[]>;
Object.entries(MODES).forEach(([op, modes]) => server.tool(op, ${perMode}));`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'in a for...of loop', code: inLoop(perMode) },
      { name: 'in a .map() callback', code: inMap },
      { name: 'with its own options written out in a loop', code: inLoop("z.discriminatedUnion('mode', [z.object({ op: z.literal(op), mode: z.literal('a') }), z.object({ op: z.literal(op), mode: z.literal('b') })])") },
    ],
    invalid: [
      {
        name: 'in a callback no union reads: read alone, its list unknown',
        code: registered,
        errors: [untraceableOption(locAfter(registered, "'mode', ", 'modes.map((m) => z.object({ op: z.literal(op), mode: z.literal(m), k: z.string() }))'), "the options could not be traced: 'modes' is a function parameter")],
      },
    ],
  });
});

describe('a parameter the function changes', () => {
  // Read as it was given, a parameter the body changed was read as if it had not been (grammar
  // v17). Filled by push and set steps, it is read filled (see the type-mismatch tests); changed
  // any other way, it says so.
  const fold = (body: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: z.number() } };
const OPTS = Object.keys(SH).reduce((acc: z.ZodObject[], op) => {
  ${body}
  return acc;
}, []);
export const Input = z.union(OPTS as never);`;
  // The comma form: every expression before the last a step, or the sequence is not read.
  const commaFold = (step: string) => `import { z } from 'zod';
const OPTS = ['create', 'update'].reduce((acc: z.ZodObject[], op) => (${step}, acc), []);
export const Input = z.union(OPTS as never);`;
  // Read before the push: Zod's union keeps the list it is given, which the push then changes.
  const early = `import { z } from 'zod';
function make(list: z.ZodObject[]) {
  const union = z.union(list as never);
  list.push(z.object({ op: z.literal('b'), k: z.number() }));
  return union;
}
export const Input = make([z.object({ op: z.literal('a'), k: z.string() })]);`;
  // An index past the end leaves a hole, which no option fills.
  const gap = `import { z } from 'zod';
const GAP: z.ZodObject[] = [];
GAP[1] = z.object({ op: z.literal('a') });
export const Input = z.union(GAP as never);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'filled by push', code: fold("acc.push(z.object({ op: z.literal(op), ...SH[op as keyof typeof SH] }));") },
      { name: 'filled by push in a sequence', code: commaFold('acc.push(z.object({ op: z.literal(op), k: z.string() }))') },
    ],
    invalid: [
      {
        name: 'a push under a condition in a sequence',
        code: commaFold("op !== 'x' && acc.push(z.object({ op: z.literal(op), k: z.string() }))"),
        errors: [untraceableOption(locAfter(commaFold("op !== 'x' && acc.push(z.object({ op: z.literal(op), k: z.string() }))"), 'z.union(', 'OPTS as never'), 'the options could not be traced: a sequence expression is not followed')],
      },
      {
        name: 'an element set past the end of the list',
        code: gap,
        errors: [untraceableOption(locAfter(gap, 'z.union(', 'GAP as never'), "the options could not be traced: 'GAP' is filled at line 3 in a way the evaluator cannot read: line 3 sets element 1 of a list of 0")],
      },
      {
        name: 'a helper that reads its list before it pushes onto it',
        code: early,
        errors: [untraceableOption(locAfter(early, 'z.union(', 'list as never'), "the options could not be traced: 'list' is changed in its function (line 4)")],
      },
    ],
  });
});

describe('Maps, Sets and while loops that cannot be read as filled', () => {
  // A Set or Map is changed by `.add()`, `.set()`, `.delete()` and `.clear()`: read before its
  // last step, or changed another way, it is not what it was written as (a Set read as its
  // values was read so even after `.add()`, silently).
  const setRead = (late: string) => `import { z } from 'zod';
const ALL = new Set([z.object({ op: z.literal('a'), k: z.string() })]);
export const Input = z.union([...ALL]);
${late}`;
  const deleted = `import { z } from 'zod';
const BY = new Map([['a', z.object({ op: z.literal('a'), k: z.string() })], ['b', z.object({ op: z.literal('b'), k: z.number() })]]);
BY.delete('b');
export const Input = z.union([...BY.values()]);`;
  // `.set()` on a plain object is a method of the user's (which here changes nothing), not a Map's.
  const notAMap = `import { z } from 'zod';
const REG = { a: z.object({ op: z.literal('a') }), b: z.object({ op: z.literal('b') }), set(name: string, value: unknown) { return [name, value]; } };
REG.set('a', 1);
export const Input = z.union([REG.a, REG.b]);`;
  // A counter stepped twice in one pass, or a loop that may skip its step, is no counting loop.
  const twice = `import { z } from 'zod';
const OPS = ['a', 'b', 'c'];
const OPTS: z.ZodObject[] = [];
let i = 0;
while (i < OPS.length) {
  OPTS.push(z.object({ op: z.literal(OPS[i]!) }));
  if (i > 0) i++;
  i++;
}
export const Input = z.union(OPTS as never);`;
  const skipped = twice.replace('if (i > 0) i++;', 'if (i > 0) continue;');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'a Set read after nothing changes it', code: setRead('') },
      { name: 'a Set added to by a function nothing calls', code: setRead('export function add() {}') },
      { name: 'an object whose own .set() method is called', code: notAMap },
    ],
    invalid: [
      {
        name: 'a Set added to after the union read it',
        code: setRead("ALL.add(z.object({ op: z.literal('b'), k: z.number() }));"),
        errors: [untraceableOption(locAfter(setRead(''), 'z.union([', '...ALL'), "a spread of something unknown: 'ALL' is changed after its declaration (line 4)")],
      },
      {
        name: 'a Map an entry is deleted from',
        code: deleted,
        errors: [untraceableOption(locAfter(deleted, 'z.union([', '...BY.values()'), "a spread of something unknown: 'BY' is changed after its declaration (line 3)")],
      },
      {
        name: 'a while whose counter is stepped twice in a pass',
        code: twice,
        errors: [untraceableOption(locAfter(twice, 'z.union(', 'OPTS as never'), "the options could not be traced: 'OPTS' is changed after its declaration (line 6)")],
      },
      {
        name: 'a while that may skip its step',
        code: skipped,
        errors: [untraceableOption(locAfter(skipped, 'z.union(', 'OPTS as never'), "the options could not be traced: 'OPTS' is changed after its declaration (line 6)")],
      },
    ],
  });
});

describe('a table, class or instance that its own method changes', () => {
  // `T.add(x)` of `add(x) { this.ops.push(x) }` changes T: its list was read as written, without
  // what the call added (silently; found in session 43 while reading instance methods).
  const table = (body: string) => `import { z } from 'zod';
const T = {
  ops: [z.object({ op: z.literal('a'), k: z.string() })] as z.ZodObject[],
  add(x: z.ZodObject) { ${body} },
};
T.add(z.object({ op: z.literal('b'), k: z.number() }));
export const Input = z.union(T.ops as never);`;
  const statics = `import { z } from 'zod';
class Reg {
  static ops: z.ZodObject[] = [z.object({ op: z.literal('a'), k: z.string() })];
  static add(x: z.ZodObject) { this.register(x); }
  static register(x: z.ZodObject) { this.ops.push(x); }
}
Reg.add(z.object({ op: z.literal('b'), k: z.number() }));
export const Input = z.union(Reg.ops as never);`;
  const instance = `import { z } from 'zod';
class Reg {
  ops: z.ZodObject[] = [z.object({ op: z.literal('a'), k: z.string() })];
  add(x: z.ZodObject) { const self = this; self.ops.push(x); }
}
const r = new Reg();
r.add(z.object({ op: z.literal('b'), k: z.number() }));
export const Input = z.union(r.ops as never);`;
  const mapped = `import { z } from 'zod';
class Reg {
  static all = new Map([['a', z.object({ op: z.literal('a'), k: z.string() })]]);
  static add(name: string, x: z.ZodObject) { this.all.set(name, x); }
}
Reg.add('b', z.object({ op: z.literal('b'), k: z.number() }));
export const Input = z.union([...Reg.all.values()] as never);`;
  const pushed = table('this.ops.push(x);');
  // Handed to a function of the file that pushes onto its parameter, `this.ops` is changed; handed
  // to Zod (`z.array(this.ops[0])`) or a function that reads it, it is not (rerun of session 43:
  // zod/mini's `z.extend(this.base, {...})` was taken as a change, 28 + 78 projects).
  const handedTo = (helper: string) => table(`into(this.ops, x);`).replace('const T = {', `${helper}\nconst T = {`);
  const handed = handedTo('function into(list: z.ZodObject[], x: z.ZodObject) { list.push(x); }');
  ruleTester().run('no-untraceable-variant', rule, {
    // A method that only reads `this` changes nothing.
    valid: [
      { name: 'a method that reads this', code: table('return [...this.ops, x];') },
      { name: 'a method that hands this.ops to Zod', code: table('return z.array(this.ops[0]!).or(x);') },
      { name: 'a method that hands this.ops to a function that reads it', code: handedTo('function into(list: z.ZodObject[], x: z.ZodObject) { return [...list, x]; }') },
    ],
    invalid: [
      {
        name: 'a method that hands this.ops to a function that pushes onto it',
        code: handed,
        errors: [untraceableOption(locAfter(handed, 'z.union(', 'T.ops as never'), "the options could not be traced: 'T' is changed by its method 'T.add' (line 7), which changes 'this'")],
      },
      {
        name: 'a table whose method pushes onto its list',
        code: pushed,
        errors: [untraceableOption(locAfter(pushed, 'z.union(', 'T.ops as never'), "the options could not be traced: 'T' is changed by its method 'T.add' (line 6), which changes 'this'")],
      },
      {
        name: 'a class whose static method calls one that pushes',
        code: statics,
        errors: [untraceableOption(locAfter(statics, 'z.union(', 'Reg.ops as never'), "the options could not be traced: 'Reg' is changed by its method 'Reg.add' (line 7), which changes 'this'")],
      },
      {
        name: "a class whose static method sets an entry of its Map",
        code: mapped,
        errors: [untraceableOption(locAfter(mapped, 'z.union([', '...Reg.all.values()'), "a spread of something unknown: 'Reg' is changed by its method 'Reg.add' (line 6), which changes 'this'")],
      },
      {
        name: 'an instance whose method hands this on',
        code: instance,
        errors: [untraceableOption(locAfter(instance, 'z.union(', 'r.ops as never'), "the options could not be traced: 'r' is changed by its method 'r.add' (line 7), which changes 'this'")],
      },
    ],
  });
});

describe('a helper method called only inside a function', () => {
  // `H.makeUnion([...])` is read with its list at the top level, in a function, or in a callback
  // of a call at the top level; called in a callback nothing here calls (a list the evaluator
  // does not read), the helper is read alone and its parameter says so.
  const held = (use: string) => `import { z } from 'zod';
const H = { makeUnion(names: string[]) { return z.discriminatedUnion('op', names.map((op) => z.object({ op: z.literal(op) })) as never); } };
${use}`;
  const inner = held('declare const lists: string[][];\nexport function later() { return lists.map((names) => H.makeUnion(names)); }');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'called at the top level', code: held("export const Input = H.makeUnion(['a', 'b']);") },
      { name: 'called inside a function, with its list', code: held("export function later() { return H.makeUnion(['a', 'b']); }") },
      { name: 'called in a callback of a call at the top level, with what it is handed', code: held("export const all = [['a', 'b']].map((names) => H.makeUnion(names));") },
    ],
    invalid: [
      {
        name: 'called in a callback inside a function, with what the callback is handed',
        code: inner,
        errors: [untraceableOption(locAfter(inner, "discriminatedUnion('op', ", "names.map((op) => z.object({ op: z.literal(op) })) as never"), "the options could not be traced: 'names' is a function parameter")],
      },
    ],
  });
});

describe('a switch that cannot be read as filling a list', () => {
  // A break under a condition may skip the steps after it; a case that is not a constant may be
  // any clause: neither is read, and each says so.
  const switched = (clauseA: string, caseB = "'b'") => `import { z } from 'zod';
declare const other: string;
const OPTS: z.ZodObject[] = [];
for (const op of ['a', 'b']) {
  switch (op) {
    case 'a':
      ${clauseA}
      break;
    case ${caseB}:
      OPTS.push(z.object({ op: z.literal('b'), k: z.number() }));
  }
}
export const Input = z.union(OPTS as never);`;
  const push = "OPTS.push(z.object({ op: z.literal('a'), k: z.string() }));";
  const conditional = switched(`if (op.length > 5) break;\n      ${push}`);
  const unknownCase = switched(push, 'other');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'each clause a push and a break', code: switched(push) }],
    invalid: [
      {
        name: 'a break under a condition',
        code: conditional,
        errors: [untraceableOption(locAfter(conditional, 'z.union(', 'OPTS as never'), "the options could not be traced: 'OPTS' is changed after its declaration (line 8)")],
      },
      {
        name: 'a case that is not a constant',
        code: unknownCase,
        errors: [
          untraceableOption(
            locAfter(unknownCase, 'z.union(', 'OPTS as never'),
            "the options could not be traced: 'OPTS' is filled at line 4 in a way the evaluator cannot read: the case at line 9 is not a constant",
          ),
        ],
      },
    ],
  });
});

describe('helpers a module only exports, and folds that are not Zod', () => {
  // A CommonJS module exports its helper by `module.exports = { duOf }` and its kin: its
  // parameters are its callers' to fill, as an ES module's are (grammar v18: 60 of 60 projects
  // reported "'options' is a function parameter" in the helper's module).
  const commonJs = (exporting: string) => `const { z } = require('zod');
function duOf(options) {
  return z.discriminatedUnion('op', options);
}
${exporting}`;
  // `typeof make` in a type is erased: no call of `make` (lmstudio-js, real code round 27).
  const typed = (use: string) => `import { z } from 'zod';
export function make(info: z.ZodTypeAny) {
  return z.union([z.object({ k: info }), z.object({ k: z.string() })]);
}
${use}`;
  // `.union()` of a Set (ES2025) or of anything but Zod's namespace folds no Zod union: a Zod
  // schema has only `.or()` (tabby, vscode-copilot-chat: "'.union()' on an array").
  const sets = (method: string) => `import { z } from 'zod';
declare const list: Set<number>[];
export const all = list.reduce((m, x) => m.${method}(x));
export const Z = z.string();`;
  // Exported with no name of its own (grammar v19: 350 of 350 projects reported the parameter).
  const anonymous = (exporting: string) => `import { z } from 'zod';
${exporting}`;
  const duBody = "(options) { return z.discriminatedUnion('op', options); }";
  const heldOnly = anonymous(`const holder = {};\nholder.duOf = function ${duBody};`);
  const passedOn = commonJs('module.exports = { duOf };\nconst alias = duOf;\nmodule.exports.alias = alias;');
  const aliased = typed('export const alias = make;');
  const orFold = sets('or');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'module.exports = { duOf }', code: commonJs('module.exports = { duOf };') },
      { name: 'exports.duOf = duOf', code: commonJs('exports.duOf = duOf;') },
      { name: 'Object.assign(module.exports, { duOf })', code: commonJs('Object.assign(module.exports, { duOf });') },
      { name: 'named in a type query only', code: typed('export type Made = ReturnType<typeof make>;') },
      { name: 'export default function (options)', code: anonymous(`export default function ${duBody}`) },
      { name: 'export default (options) =>', code: anonymous("export default (options) => z.discriminatedUnion('op', options);") },
      { name: 'module.exports.duOf = function (options)', code: anonymous(`module.exports.duOf = function ${duBody};`) },
      { name: 'exports.duOf = (options) =>', code: anonymous("exports.duOf = (options) => z.discriminatedUnion('op', options);") },
      { name: 'a method of module.exports', code: anonymous(`module.exports = { duOf${duBody} };`) },
      { name: "a Set's .union() in a fold", code: sets('union') },
    ],
    invalid: [
      {
        // Held by an object the module does not export: read alone, its parameter unknown.
        name: 'an anonymous function set on an object that is not exported',
        code: heldOnly,
        errors: [untraceableOption(locAfter(heldOnly, "discriminatedUnion('op', ", 'options'), "the options could not be traced: 'options' is a function parameter")],
      },
      {
        name: 'a CommonJS helper also handed on under another name',
        code: passedOn,
        errors: [untraceableOption(locAfter(passedOn, "discriminatedUnion('op', ", 'options'), "the options could not be traced: 'options' is a function parameter")],
      },
      {
        name: 'a helper also read as a value',
        code: aliased,
        errors: [untraceableField(locAfter(aliased, 'z.object({ k: ', 'info'), 'k', 'option 1', "'info' is a function parameter")],
      },
      {
        name: 'an .or() fold of a list that cannot be read',
        code: orFold,
        errors: [untraceableOption(locAfter(orFold, 'all = ', 'list.reduce((m, x) => m.or(x))'), "'list' is declared without a value ('declare')")],
      },
    ],
  });
});

describe('generators, memo tables and this that cannot be read', () => {
  const generated = `import { z } from 'zod';
function* options(ops: string[]) {
  for (const op of ops) yield z.object({ op: z.literal(op) });
}
export const Input = z.union([...options(['a', 'b'])] as never);`;
  // A table a key is also assigned in (`=`), or whose keys are read before they are filled.
  const memo = (other: string) => `import { z } from 'zod';
const cache: Record<string, z.ZodObject> = {};
const variant = (op: string) => (cache[op] ??= z.object({ op: z.literal(op) }));
${other}
export const Input = z.union([variant('a'), variant('b')]);`;
  const reset = memo("cache.a = z.object({ op: z.literal('x') });");
  // `this` in an arrow is not the object it is written in: the module's (undefined in an ES module).
  const unbound = `import { z } from 'zod';
const Ops = { base: z.object({ a: z.string() }), make: () => this.base };
export const Input = z.union([Ops.make(), z.object({ a: z.number() })] as never);`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a memo table filled only by ??=', code: memo('') }],
    invalid: [
      {
        name: 'a generator that yields in a loop',
        code: generated,
        errors: [untraceableOption(locAfter(generated, 'z.union([', "...options(['a', 'b'])"), "a spread of something unknown: 'options()' is not followed: it is a generator whose body does more than declare constants and yield")],
      },
      {
        name: 'a memo table a key is also assigned in',
        code: reset,
        errors: [
          untraceableOption(locAfter(reset, 'z.union([', "variant('a')"), 'an assignment expression is not followed'),
          untraceableOption(locAfter(reset, "variant('a'), ", "variant('b')"), 'an assignment expression is not followed'),
        ],
      },
      {
        name: 'this in an arrow of an object literal',
        code: unbound,
        errors: [untraceableOption(locAfter(unbound, 'z.union([', 'Ops.make()'), 'a this expression is not followed')],
      },
    ],
  });
});

describe('static blocks that change their statics in other ways', () => {
  const block = (body: string) => `import { z } from 'zod';
class Registry {
  static all: z.ZodObject[] = [];
  static {
    for (const op of ['a', 'b']) {
      ${body}
    }
  }
}
export const Input = z.union(Registry.all as never);`;
  const popped = block("this.all.push(z.object({ op: z.literal(op) }));\n      if (this.all.length > 1) this.all.pop();");
  const undeclared = block('this.more.push(z.object({ op: z.literal(op) }));');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'pushed only', code: block('this.all.push(z.object({ op: z.literal(op) }));') }],
    invalid: [
      {
        name: 'a pass that reads and pops what it fills',
        code: popped,
        errors: [untraceableOption(locAfter(popped, 'z.union(', 'Registry.all as never'), 'the options could not be traced: a class with a static block that does more than set its statics (line 5)')],
      },
      {
        name: 'a static the class does not declare before the block',
        code: undeclared,
        errors: [untraceableOption(locAfter(undeclared, 'z.union(', 'Registry.all as never'), "the options could not be traced: a static block that fills 'more', which the class does not declare before it (line 5)")],
      },
    ],
  });
});

describe('arguments, iterators and this that a later statement makes something else', () => {
  // Each read as written, silently, before (metamorphic sweep of session 42: 169, 95 and 105 programs).
  const args = (change: string) => `import { z } from 'zod';
function du(...options: z.ZodObject[]) {
  ${change}
  return z.union(Array.from(arguments) as never);
}
export const Input = du(z.object({ a: z.string() }), z.object({ a: z.string() }));`;
  const changedArgs = args("arguments[0] = z.object({ a: z.number() });");
  // A generator's iterator (or a Map's) kept and stepped before it is spread.
  const stepped = (read: string) => `import { z } from 'zod';
function* options() {
  yield z.object({ op: z.literal('skipped'), k: z.number() });
  yield z.object({ op: z.literal('b'), k: z.string() });
}
const BY = new Map([['a', z.object({ op: z.literal('a'), k: z.string() })]]);
${read}`;
  const generator = stepped("const it = options();\nit.next();\nexport const Input = z.union([...it] as never);");
  const mapValues = stepped('const values = BY.values();\nvalues.next();\nexport const Input = z.union([...values] as never);');
  // `this` of an object table: changed after its declaration, or a method taken off it.
  const table = (after: string, option: string) => `import { z } from 'zod';
const T = {
  base: z.object({ n: z.string() }),
  make(op: string) { return this.base.extend({ op: z.literal(op) }); },
};
${after}
export const Input = z.discriminatedUnion('op', [${option}, z.object({ op: z.literal('b'), n: z.string() })]);`;
  const changedTable = table('Object.assign(T, { base: z.object({ n: z.number() }) });', "T.make('a')");
  const takenOff = table('const make = T.make;', "make('a')");
  // An only-exported helper read alone: `arguments` and a while over a parameter are its callers' to fill.
  const exported = `import { z } from 'zod';
export function du() { return z.union(Array.from(arguments) as never); }
export function counted(names: string[]) {
  const out: z.ZodObject[] = [];
  let i = 0;
  while (i < names.length) {
    out.push(z.object({ op: z.literal(names[i]!) }));
    i++;
  }
  return z.union(out as never);
}`;
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: 'arguments unchanged', code: args('') },
      { name: 'a generator spread where it is made', code: stepped('export const Input = z.union([...options()] as never);') },
      { name: 'a Map spread where its values are listed', code: stepped('export const Input = z.union([...BY.values()] as never);') },
      { name: 'a table called on itself', code: table('', "T.make('a')") },
      { name: 'only-exported helpers read alone', code: exported },
    ],
    invalid: [
      {
        name: 'arguments written to',
        code: changedArgs,
        errors: [untraceableOption(locAfter(changedArgs, 'z.union(', 'Array.from(arguments) as never'), "the options could not be traced: 'Array.from()' of something unknown ('arguments' is changed in its function (line 3))")],
      },
      {
        name: 'a generator iterator stepped before it is spread',
        code: generator,
        errors: [untraceableOption(locAfter(generator, 'z.union([', '...it'), "a spread of something unknown: 'options()' makes an iterator that is read other than whole, once")],
      },
      {
        name: "a Map's values iterator stepped before it is spread",
        code: mapValues,
        errors: [untraceableOption(locAfter(mapValues, 'z.union([', '...values'), "a spread of something unknown: '.values()' of a Map makes an iterator that is read other than whole, once")],
      },
      {
        name: 'a table changed after its declaration',
        code: changedTable,
        errors: [untraceableOption(locAfter(changedTable, "discriminatedUnion('op', [", "T.make('a')"), "'T' is changed after its declaration (line 6)")],
      },
      {
        name: 'a method taken off its table',
        code: takenOff,
        errors: [untraceableOption(locAfter(takenOff, "discriminatedUnion('op', [", "make('a')"), "a method of 'T' is taken off it (line 6), so 'this' in it is not 'T'")],
      },
    ],
  });
});

describe('a memo table one key of which two places fill', () => {
  // Which of the two fills `cache.a` first depends on the order of calls: not read.
  const twice = `import { z } from 'zod';
const cache: Record<string, z.ZodObject> = {};
const first = () => (cache.a ??= z.object({ op: z.literal('a'), k: z.string() }));
const second = () => (cache.a ??= z.object({ op: z.literal('a'), k: z.number() }));
export const Input = z.union([second(), first()]);`;
  const apart = twice.replace('const second = () => (cache.a ??=', 'const second = () => (cache.b ??=');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'two keys, each filled at one place', code: apart }],
    invalid: [
      {
        name: 'one key filled at two places',
        code: twice,
        errors: [
          untraceableOption(locAfter(twice, 'z.union([', 'second()'), 'an assignment expression is not followed'),
          untraceableOption(locAfter(twice, 'second(), ', 'first()'), 'an assignment expression is not followed'),
        ],
      },
    ],
  });
});

describe('a generator that yields inside a declaration', () => {
  // `const first = yield A;` yields A too: the body is not a list of yields.
  const gen = (declared: string) => `import { z } from 'zod';
function* options() {
  ${declared}
  yield z.object({ op: z.literal('b') });
}
export const Input = z.union([...options()] as never);`;
  const hidden = gen("const first = yield z.object({ op: z.literal('a') });");
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'a constant declared, then a yield', code: gen("const first = z.object({ op: z.literal('a') });") }],
    invalid: [
      {
        name: 'a yield inside a declaration',
        code: hidden,
        errors: [untraceableOption(locAfter(hidden, 'z.union([', '...options()'), "a spread of something unknown: 'options()' is not followed: it is a generator whose body does more than declare constants and yield")],
      },
    ],
  });
});

describe('a union helper called through .bind(), a curried maker, a wrapper, or inside a function', () => {
  // Each of these calls left the helper read alone: "'names' is a function parameter", a false
  // report (grammar v19's h series). Each call is read with its arguments; one the evaluator
  // cannot read still says why, at the helper's options.
  const HELPER = "function makeUnion(names: string[]) { return z.discriminatedUnion('op', names.map((op) => z.object({ op: z.literal(op) })) as never); }";
  const MAKER = "const unionMaker = (key: string) => (names: string[]) => z.discriminatedUnion(key as 'op', names.map((op) => z.object({ op: z.literal(op) })) as never);";
  const code = (lines: string) => `import { z } from 'zod';\ndeclare const lists: string[];\n${lines}`;
  const wrappedUnread = code(`${HELPER}\nconst wrapped = (names: string[]) => makeUnion(names);\nexport const Input = wrapped(lists);`);
  const curriedUnread = code(`${MAKER}\nexport const Input = unionMaker('op')(lists);`);
  const KEYED = "function keyed(key: string, names: string[]) { return z.discriminatedUnion(key as 'op', names.map((op) => z.object({ op: z.literal(op) })) as never); }";
  const CLASS = "export class H { static make(names: string[]) { return z.discriminatedUnion('op', names.map((op) => z.object({ op: z.literal(op) })) as never); } }";
  const classUnread = code(`${CLASS}\nexport const Input = H.make(lists);`);
  const madeUnread = code(`${MAKER}\nexport const opsOf = unionMaker('op');\nexport const Input = opsOf(lists);`);
  const OPTIONS = "names.map((op) => z.object({ op: z.literal(op) })) as never";
  const unread = "the options could not be traced: 'lists' is declared without a value ('declare')";
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [
      { name: '.bind()', code: code(`${HELPER}\nconst mk = makeUnion.bind(null);\nexport const Input = mk(['a', 'b']);`) },
      { name: 'a curried maker', code: code(`${MAKER}\nexport const Input = unionMaker('op')(['a', 'b']);`) },
      { name: 'a curried maker only exported', code: code(`export ${MAKER}`) },
      { name: 'a function called where it is written', code: code(`${HELPER}\nexport const Input = (() => makeUnion(['a', 'b']))();`) },
      { name: 'a wrapper', code: code(`${HELPER}\nconst wrapped = (names: string[]) => makeUnion(names);\nexport const Input = wrapped(['a', 'b']);`) },
      { name: 'a wrapper only exported', code: code(`${HELPER}\nexport const wrapped = (names: string[]) => makeUnion(names);`) },
      { name: 'an async function that registers a tool', code: code(`${HELPER}\nexport async function register(server: { tool(s: unknown): void }) { server.tool(makeUnion(['a', 'b'])); }`) },
      // The union is not returned, and the key is handed on: read when the file's call of
      // `register` is read alone, not before (grammar probe d4).
      {
        name: 'a curried function that hands its key to the helper, called in a function the file calls',
        code: code(
          `${KEYED}\nconst curried = (k: string) => (n: string[]) => keyed(k, n);\nconst mk = curried('op');\nexport function register(server: { tool(s: unknown): void }) { server.tool(mk(['a', 'b'])); }\nregister({ tool: () => {} });`,
        ),
      },
      { name: 'a static method of a class the module only exports', code: code(CLASS) },
      { name: "a curried maker's function the module only exports", code: code(`${MAKER}\nexport const opsOf = unionMaker('op');`) },
      { name: 'a bound helper the module only exports', code: code(`${KEYED}\nexport const boundOps = keyed.bind(null, 'op');`) },
    ],
    invalid: [
      { name: 'a wrapper called with a list the evaluator cannot read', code: wrappedUnread, errors: [untraceableOption(locAfter(wrappedUnread, "discriminatedUnion('op', ", OPTIONS), unread)] },
      { name: "a curried maker's function called with a list the evaluator cannot read", code: curriedUnread, errors: [untraceableOption(locAfter(curriedUnread, "as 'op', ", OPTIONS), unread)] },
      { name: 'a static method of an exported class, called here with a list the evaluator cannot read', code: classUnread, errors: [untraceableOption(locAfter(classUnread, "discriminatedUnion('op', ", OPTIONS), unread)] },
      { name: "a curried maker's function the module exports, called here with a list the evaluator cannot read", code: madeUnread, errors: [untraceableOption(locAfter(madeUnread, "as 'op', ", OPTIONS), unread)] },
    ],
  });
});

describe('a helper read alone through a wrapper that calls it, once', () => {
  // The wrapper is read alone before the helper it calls: one report, with the wrapper's
  // parameter as the reason, not a second with the helper's own (vercel/ai's json-schema-to-zod).
  const code = (enumRead: string) => `import { z } from 'zod';
function toZodType(schema: { enum?: z.ZodObject[]; anyOf: unknown[] }): unknown {
  if (schema.enum) return zodForLiterals(${enumRead});
  schema.anyOf.forEach((item) => toZodType(item as never));
  return null;
}
function zodForLiterals(values: z.ZodObject[]) {
  return z.union(values as never);
}`;
  const unread = code('schema.enum');
  ruleTester().run('no-untraceable-variant', rule, {
    valid: [{ name: 'handed a list it reads', code: code('[z.object({ a: z.string() })]') }],
    invalid: [{ name: "handed the wrapper's parameter", code: unread, errors: [untraceableOption(locAfter(unread, 'z.union(', 'values as never'), "the options could not be traced: 'schema' is a function parameter")] }],
  });
});
