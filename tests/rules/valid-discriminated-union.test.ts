import { describe } from 'vitest';
import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/valid-discriminated-union.js';
import { FIXTURE } from '../helpers/fixture-project.js';
import { keyLoc, loc, locAfter, ruleTester, type Loc } from './_helpers.js';

function duplicateValue(at: Loc, key: string, option: string, value: string, other: string) {
  return { messageId: 'duplicateValue' as const, ...at, data: { key, option, value, other } };
}

function missingKey(at: Loc, key: string, option: string) {
  return { messageId: 'missingKey' as const, ...at, data: { key, option } };
}

function notLiteral(at: Loc, key: string, option: string) {
  return { messageId: 'notLiteral' as const, ...at, data: { key, option } };
}

function notDispatchable(at: Loc, key: string, option: string, what: string) {
  return { messageId: 'notDispatchable' as const, ...at, data: { key, option, what } };
}

// ---- duplicate values ------------------------------------------------------------------------

/** z.null() and z.undefined() are discriminator values (Zod's values: {null}, {undefined}). */
const nullAndUndefined = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('null'), val: z.string() }),
  z.object({ type: z.null(), val: z.string() }),
  z.object({ type: z.undefined(), val: z.string() }),
  z.object({ type: z.literal('a').default('a').catch('a').readonly(), val: z.number() }),
]);`;

/** `.nullable()` adds null to a literal's values: it meets the option declaring z.null(). */
const nullTwice = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.null(), val: z.string() }),
  z.object({ type: z.literal('a').nullable(), val: z.number() }),
]);`;

/** A preprocessed literal as the discriminator: Zod 3 reads through the effect, Zod 4 does not. */
const preprocessed = (from: string) => `import { z } from '${from}';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.preprocess((v) => v, z.literal('a')), x: z.string() }),
  z.object({ type: z.literal('b'), y: z.number() }),
]);`;
const preprocessedV3 = preprocessed('zod/v3');
const preprocessedV4 = preprocessed('zod');

/** Zod 4 lets several options claim undefined (the value is ambiguous, not an error). */
const undefinedTwice = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.undefined(), val: z.string() }),
  z.object({ type: z.literal('a').optional(), val: z.number() }),
]);`;

const duplicate = `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), x: z.string() });
const B = z.object({ type: z.literal('a'), y: z.number() });
export const U = z.discriminatedUnion('type', [A, B]);`;

/** Two enum members of one value (an alias, and a number counted on to an earlier one). */
const enumAliases = `import { z } from 'zod';
enum Op { Create = 'create', Add = Create, Remove = 'remove' }
enum Code { Ok = 2, Retry = 1, Again }
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.Create), code: z.literal(Code.Ok) }),
  z.object({ op: z.literal(Op.Add), code: z.literal(Code.Retry) }),
  z.object({ op: z.literal(Op.Remove), code: z.literal(Code.Again) }),
]);
export const V = z.discriminatedUnion('code', [
  z.object({ code: z.literal(Code.Ok) }),
  z.object({ code: z.literal(Code.Again) }),
]);`;

const enumDistinct = `import { z } from 'zod';
enum Op { Create = 'create', Add = 'add', Remove = 'remove' }
enum Code { Ok = 2, Retry = 1, Again = 3 }
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal(Op.Create), code: z.literal(Code.Ok) }),
  z.object({ op: z.literal(Op.Add), code: z.literal(Code.Retry) }),
  z.object({ op: z.literal(Op.Remove), code: z.literal(Code.Again) }),
]);
export const V = z.discriminatedUnion('code', [
  z.object({ code: z.literal(Code.Ok) }),
  z.object({ code: z.literal(Code.Again) }),
]);`;

/**
 * Enums as TypeScript compiles them (a string enum, and a numeric one with its reverse keys,
 * exported as CommonJS output writes it) and as bundlers do, in a JavaScript project that
 * imports them from a compiled package: each option's value is read.
 */
const compiledEnums = (add: string, again: number, b: string) => `import { z } from 'zod';
var Op;
(function (Op) {
    Op["Create"] = "create";
    Op["Add"] = "${add}";
})(Op || (Op = {}));
var Code;
(function (Code) {
    Code[Code["Ok"] = 2] = "Ok";
    Code[Code["Again"] = ${again}] = "Again";
})(Code || (exports.Code = Code = {}));
let Kind = /* @__PURE__ */ function(Kind) {
  Kind["A"] = "a";
  Kind["B"] = "${b}";
  return Kind;
}({});
export const U = z.discriminatedUnion('op', [z.object({ op: z.literal(Op.Create) }), z.object({ op: z.literal(Op.Add) })]);
export const V = z.discriminatedUnion('code', [z.object({ code: z.literal(Code.Ok) }), z.object({ code: z.literal(Code.Again), name: z.literal(Code[Code.Again]) })]);
export const W = z.discriminatedUnion('kind', [z.object({ kind: z.literal(Kind.A) }), z.object({ kind: z.literal(Kind.B) })]);`;
const compiledDuplicates = compiledEnums('create', 2, 'a');
/** esbuild's form (on `Kind || {}`) and TypeScript 4's exported enum (`Kind = exports.Kind || (exports.Kind = {})`). */
const moreCompiledEnums = (b: string, y: string) => `import { z } from 'zod';
var Kind = /* @__PURE__ */ ((Kind2) => {
  Kind2["A"] = "a";
  Kind2["B"] = "${b}";
  return Kind2;
})(Kind || {});
var Mode;
(function (Mode) {
    Mode["X"] = "x";
    Mode["Y"] = "${y}";
})(Mode = exports.Mode || (exports.Mode = {}));
export const U = z.discriminatedUnion('kind', [z.object({ kind: z.literal(Kind.A) }), z.object({ kind: z.literal(Kind.B) })]);
export const V = z.discriminatedUnion('mode', [z.object({ mode: z.literal(Mode.X) }), z.object({ mode: z.literal(Mode.Y) })]);`;
const moreCompiledDuplicates = moreCompiledEnums('a', 'x');
/** Minifiers' forms: dotted members joined by commas, `!function`, and one call of a comma sequence. */
const minifiedEnums = (b: string, again: number) => `import { z } from 'zod';
var Kind, Code, Other;
(function (e) { e.A = "a", e.B = "${b}"; })(Kind || (Kind = {}));
!function(e){e.A="x"}(Other||(Other={})),function(e){e[e.Ok=2]="Ok",e[e.Again=${again}]="Again"}(Code||(Code={}));
export const U = z.discriminatedUnion('kind', [z.object({ kind: z.literal(Kind.A) }), z.object({ kind: z.literal(Kind.B) })]);
export const V = z.discriminatedUnion('code', [z.object({ code: z.literal(Code.Ok) }), z.object({ code: z.literal(Code.Again) })]);`;
const minifiedDuplicates = minifiedEnums('a', 2);

const distinct = `import { z } from 'zod';
const A = z.object({ type: z.literal('a'), x: z.string() });
const B = z.object({ type: z.literal('b'), y: z.number() });
export const U = z.discriminatedUnion('type', [A, B]);`;

const duplicateInline = `import { z } from 'zod';
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('x') }),
  z.object({ kind: z.literal('y') }),
  z.object({ kind: z.literal('x'), extra: z.string() }),
]);`;

const duplicateNumbers = `import { z } from 'zod';
const A = z.object({ code: z.literal(1) });
const B = z.object({ code: z.literal(2) });
const C = z.object({ code: z.literal(1) });
const D = z.object({ code: z.literal(1) });
export const U = z.discriminatedUnion('code', [A, B, C, D]);`;

const distinctNumbers = `import { z } from 'zod';
const A = z.object({ code: z.literal(1) });
const B = z.object({ code: z.literal(2) });
export const U = z.discriminatedUnion('code', [A, B]);`;

/** An enum and a literal that share a value. */
const enumOverlap = `import { z } from 'zod';
const A = z.object({ op: z.enum(['get', 'list']) });
const B = z.object({ op: z.literal('list') });
export const U = z.discriminatedUnion('op', [A, B]);`;

const enums = `import { z } from 'zod';
const A = z.object({ op: z.enum(['get', 'list']) });
const B = z.object({ op: z.literal('put') });
export const U = z.discriminatedUnion('op', [A, B]);`;

const multiLiteralOverlap = `import { z } from 'zod';
const A = z.object({ op: z.literal(['add', 'remove']) });
const B = z.object({ op: z.literal(['remove', 'clear']) });
export const U = z.discriminatedUnion('op', [A, B]);`;

const multiLiterals = `import { z } from 'zod';
const A = z.object({ op: z.literal(['add', 'remove']) });
const B = z.object({ op: z.literal('clear') });
export const U = z.discriminatedUnion('op', [A, B]);`;

/** A nested discriminated union contributes every value of its options. */
const nestedOverlap = `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
const C = z.object({ type: z.literal('a'), more: z.string() });
export const U = z.discriminatedUnion('type', [A, z.discriminatedUnion('type', [B, C])]);`;

const nestedDistinct = `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') });
const C = z.object({ type: z.literal('c'), more: z.string() });
export const U = z.discriminatedUnion('type', [A, z.discriminatedUnion('type', [B, C])]);`;

/** Zod 4 reads the discriminator through optional/readonly wrappers and extended objects. */
const wrappedDistinct = `import { z } from 'zod';
const Base = z.object({ id: z.string() });
const A = Base.extend({ type: z.literal('a') });
const B = z.object({ type: z.literal('b') }).readonly();
export const U = z.discriminatedUnion('type', [A, B]);`;

// ---- missing key -----------------------------------------------------------------------------

const missing = `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ kind: z.literal('b') });
export const U = z.discriminatedUnion('type', [A, B]);`;

const missingInline = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a') }),
  z.object({ value: z.number() }),
]);`;

/** A variant whose shape spreads something unknown may bring the key in: not reported here. */
const unknownSpread = `import { z } from 'zod';
import { shape } from './shape';
const A = z.object({ type: z.literal('a') });
const B = z.object({ ...shape, value: z.number() });
export const U = z.discriminatedUnion('type', [A, B]);`;

/** An option that could not be traced at all is not reported here either. */
const unknownOption = `import { z } from 'zod';
import { B } from './b';
const A = z.object({ type: z.literal('a') });
export const U = z.discriminatedUnion('type', [A, B]);`;

// ---- not a literal ---------------------------------------------------------------------------

const notLiteralString = `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.string() });
export const U = z.discriminatedUnion('type', [A, B]);`;

const notLiteralNumber = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.number() }),
  z.object({ type: z.literal(2) }),
]);`;

/**
 * A discriminator written as a getter of the shape: Zod reads the property, so the option's value
 * is the literal the getter returns (not a z.lazy(), which defines no values and makes Zod throw).
 */
const getterTag = (tag: string) => `import { z } from 'zod';
const A = z.object({ get type() { return ${tag}; }, n: z.string() });
const B = z.object({ type: z.literal('b'), n: z.string() });
export const U = z.discriminatedUnion('type', [A, B]);`;
const getterLiteral = getterTag("z.literal('a')");
const getterEnum = getterTag("z.enum(['a', 'c']).optional()");
const getterString = getterTag('z.string()');
const getterDuplicate = getterTag("z.literal('b')");
const lazyTag = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.lazy(() => z.literal('a')), n: z.string() }),
  z.object({ type: z.literal('b'), n: z.string() }),
]);`;

/**
 * A literal under z.promise() or z.success(): Zod 4 defines no values on either (and Zod 3 reads
 * no discriminator through ZodPromise), so the union throws "Invalid discriminated union option".
 */
const promised = (wrapper: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.${wrapper}(z.literal('a')) }),
  z.object({ type: z.literal('b') }),
]);`;
const promisedLiteral = promised('promise');
const successLiteral = promised('success');
/** Its neighbour: the same literal under readonly, whose values are the literal's. */
const readonlyLiteral = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a').readonly() }),
  z.object({ type: z.literal('b') }),
]);`;

// ---- options Zod cannot dispatch on ------------------------------------------------------------

/**
 * Zod 4 reads an option's discriminator values from its `_zod.propValues`, which only objects,
 * discriminated unions, pipes (their input's), `.readonly()` and `z.lazy()` define: any other
 * option throws "Invalid discriminated union option" on the first parse (Zod 4.6.7, checked on
 * the live package). `option` is option 1; option 2 is a plain object.
 */
const dispatch = (option: string) => `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', [
  ${option},
  z.object({ kind: z.literal('b') }),
]);`;
const objectA = "z.object({ kind: z.literal('a') })";
/** Rejected forms: the option as written, and what the message calls it. */
const rejected: readonly (readonly [string, string])[] = [
  [`${objectA}.optional()`, 'an object wrapped in .optional()'],
  [`${objectA}.nullable()`, 'an object wrapped in .nullable()'],
  [`${objectA}.default({ kind: 'a' })`, 'an object wrapped in .default()'],
  [`${objectA}.prefault({ kind: 'a' })`, 'an object wrapped in .prefault()'],
  [`${objectA}.catch({ kind: 'a' })`, 'an object wrapped in .catch()'],
  [`${objectA}.and(z.object({ g: z.string() }))`, 'an intersection (.and() or z.intersection())'],
  [`z.intersection(${objectA}, z.object({ g: z.string() }))`, 'an intersection (.and() or z.intersection())'],
  [`z.preprocess((v) => v, ${objectA})`, 'a z.preprocess() (a pipe whose input is a transform)'],
  [`z.union([${objectA}, z.object({ kind: z.literal('c') })])`, 'a z.union() that is not discriminated'],
  [`z.xor([${objectA}, z.object({ kind: z.literal('c') })])`, 'a z.xor() (not discriminated)'],
  // Through what Zod does read: the lazy's and the readonly's inner schema is the optional.
  [`z.lazy(() => ${objectA}.optional())`, 'an object wrapped in .optional()'],
  [`${objectA}.optional().readonly()`, 'an object wrapped in .optional()'],
  // Not objects at all, named by their type with its article.
  ["z.enum(['a', 'b'])", 'an enum schema'],
  ['z.string()', 'a string schema'],
];
/** Their neighbours, accepted by Zod: what defines propValues, and the wrappers moved off the option. */
const accepted: readonly (readonly [string, string])[] = [
  ['.transform() (a pipe, read by its input)', dispatch(`${objectA}.transform((v) => v)`)],
  ['z.lazy()', dispatch(`z.lazy(() => ${objectA})`)],
  ['.readonly()', dispatch(`${objectA}.readonly()`)],
  ['.refine() (still an object)', dispatch(`${objectA}.refine(Boolean)`)],
  [".brand('x')", dispatch(`${objectA}.brand('x')`)],
  [".describe('d')", dispatch(`${objectA}.describe('d')`)],
  ['z.strictObject()', dispatch("z.strictObject({ kind: z.literal('a') })")],
  ['a nested discriminated union (not a z.union())', dispatch(`z.discriminatedUnion('kind', [${objectA}, z.object({ kind: z.literal('c') })])`)],
  ['.extend() (not .and())', dispatch(`${objectA}.extend({ g: z.string() })`)],
  [
    'the wrappers on the union and on fields (not on the option)',
    `import { z } from 'zod';
export const Input = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), note: z.string().optional(), at: z.number().nullable().default(null) }),
    z.object({ kind: z.literal('b') }),
  ])
  .optional()
  .catch(undefined);`,
  ],
  [
    'z.preprocess() around the whole union',
    `import { z } from 'zod';
export const Input = z.preprocess((v) => v, z.discriminatedUnion('kind', [${objectA}, z.object({ kind: z.literal('b') })]));`,
  ],
];

/** A nested discriminated union with such an option: reported once, on the inner union's option. */
const nestedNotDispatchable = `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', [
  z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }).optional(), z.object({ kind: z.literal('c') })]),
  z.object({ kind: z.literal('b') }),
]);`;

/** An option that could not be traced stays silent under a wrapper or in an intersection too. */
const wrappedUnknown = `import { z } from 'zod';
import { B } from './b';
export const U = z.discriminatedUnion('kind', [B.optional(), z.intersection(B, z.object({ g: z.string() })), z.object({ kind: z.literal('b') })]);`;

// ---- bigint values -------------------------------------------------------------------------------

/** Zod's discriminator map keys by primitive: 1n, 1 and "1" are three values. */
const bigintAndNumber = `import { z } from 'zod';
export const U = z.discriminatedUnion('code', [
  z.object({ code: z.literal(1n) }),
  z.object({ code: z.literal(1) }),
  z.object({ code: z.literal('1') }),
]);`;

const bigintTwice = `import { z } from 'zod';
export const U = z.discriminatedUnion('code', [
  z.object({ code: z.literal(1n) }),
  z.object({ code: z.literal(1) }),
  z.object({ code: z.literal(1n), more: z.string() }),
]);`;

const mixed = `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.boolean() });
const C = z.object({ name: z.string() });
const D = z.object({ type: z.literal('a') });
export const U = z.discriminatedUnion('type', [A, B, C, D]);`;

ruleTester().run('valid-discriminated-union', rule, {
  valid: [
    { name: "zod/v3: a preprocessed literal is the literal's value (Zod 3 reads through effects)", code: preprocessedV3 },
    { name: 'z.null(), z.undefined() and a literal under wrappers as discriminator values', code: nullAndUndefined },
    { name: 'undefined claimed by two options (an optional literal and z.undefined())', code: undefinedTwice },
    { name: 'distinct literals', code: distinct },
    { name: 'a getter of the shape returning a literal is that literal (the neighbour of a z.lazy() tag)', code: getterLiteral },
    { name: 'a getter of the shape returning an optional enum', code: getterEnum },
    { name: 'a literal under .readonly() keeps its value (the neighbour of z.promise())', code: readonlyLiteral },
    { name: 'distinct numbers', code: distinctNumbers },
    { name: 'enum discriminators', code: enums },
    { name: 'multi-value literals', code: multiLiterals },
    { name: 'nested discriminated unions', code: nestedDistinct },
    { name: 'wrapped and extended options', code: wrappedDistinct },
    { name: 'an unknown spread may bring the key', code: unknownSpread },
    { name: 'an untraceable option', code: unknownOption },
    // ignoreKeys names the discriminator key
    { name: 'ignoreKeys type', code: duplicate, options: [{ ignoreKeys: ['type'] }] },
    { name: 'ignoreKeys type (missing key)', code: missing, options: [{ ignoreKeys: ['type'] }] },
    { name: 'enum members of distinct values', code: enumDistinct },
    { name: 'compiled enum members of distinct values', code: compiledEnums('add', 3, 'b') },
    { name: "esbuild's and TypeScript 4's compiled enums, members of distinct values", code: moreCompiledEnums('b', 'y') },
    { name: 'minified compiled enums, members of distinct values', code: minifiedEnums('b', 3) },
    ...accepted.map(([name, code]) => ({ name: `an option Zod can dispatch on: ${name}`, code })),
    { name: 'a wrapped or intersected option that could not be traced', code: wrappedUnknown },
    { name: 'bigint 1n, number 1 and string "1" are three values', code: bigintAndNumber },
    {
      name: 'a plain union is not checked',
      code: `import { z } from 'zod';
const A = z.object({ type: z.literal('a') });
const B = z.object({ type: z.literal('a') });
const C = z.object({ other: z.string() });
export const U = z.union([A, B, C]);`,
    },
    {
      name: 'the discriminator is an option, written before the options',
      code: `import { z } from 'zod';
export const U = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), data: z.string() }),
  z.object({ status: z.literal('error'), error: z.string() }),
]);`,
    },
  ],
  invalid: [
    {
      name: 'zod (4): a preprocessed literal has no value (Zod 4 reads a pipe by its input, and throws)',
      code: preprocessedV4,
      errors: [notLiteral(keyLoc(preprocessedV4, "z.object({ type: z.preprocess", 'type'), 'type', 'option 1')],
    },
    {
      name: 'null claimed twice (z.null() and a nullable literal)',
      code: nullTwice,
      errors: [duplicateValue(keyLoc(nullTwice, "z.object({ type: z.literal('a').nullable()", 'type'), 'type', 'option 2', 'null', 'option 1')],
    },
    {
      name: 'a repeated literal',
      code: duplicate,
      errors: [duplicateValue(locAfter(duplicate, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)', '"a"', 'option 1 (A)')],
    },
    {
      name: 'ignoreKeys of another key',
      code: duplicate,
      options: [{ ignoreKeys: ['x', 'y'] }],
      errors: [duplicateValue(locAfter(duplicate, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)', '"a"', 'option 1 (A)')],
    },
    {
      name: 'a repeated literal, inline',
      code: duplicateInline,
      errors: [
        duplicateValue(
          keyLoc(duplicateInline, "z.object({ kind: z.literal('x'), extra", 'kind'),
          'kind',
          'option 3',
          '"x"',
          'option 1',
        ),
      ],
    },
    {
      name: 'enum members of one value: an alias, and a number counted on to an earlier one',
      code: enumAliases,
      errors: [
        duplicateValue(keyLoc(enumAliases, 'z.object({ op: z.literal(Op.Add)', 'op'), 'op', 'option 2', '"create"', 'option 1'),
        duplicateValue(keyLoc(enumAliases, 'z.object({ code: z.literal(Code.Again) })', 'code'), 'code', 'option 2', '2', 'option 1'),
      ],
    },
    {
      name: "esbuild's and TypeScript 4's compiled enums, members that share a value",
      code: moreCompiledDuplicates,
      errors: [
        duplicateValue(keyLoc(moreCompiledDuplicates, 'z.object({ kind: z.literal(Kind.B) })', 'kind'), 'kind', 'option 2', '"a"', 'option 1'),
        duplicateValue(keyLoc(moreCompiledDuplicates, 'z.object({ mode: z.literal(Mode.Y) })', 'mode'), 'mode', 'option 2', '"x"', 'option 1'),
      ],
    },
    {
      name: 'minified compiled enums whose members share a value',
      code: minifiedDuplicates,
      errors: [
        duplicateValue(keyLoc(minifiedDuplicates, 'z.object({ kind: z.literal(Kind.B) })', 'kind'), 'kind', 'option 2', '"a"', 'option 1'),
        duplicateValue(keyLoc(minifiedDuplicates, 'z.object({ code: z.literal(Code.Again) })', 'code'), 'code', 'option 2', '2', 'option 1'),
      ],
    },
    {
      name: 'compiled enums whose members share a value',
      code: compiledDuplicates,
      errors: [
        duplicateValue(keyLoc(compiledDuplicates, 'z.object({ op: z.literal(Op.Add) })', 'op'), 'op', 'option 2', '"create"', 'option 1'),
        duplicateValue(keyLoc(compiledDuplicates, 'z.object({ code: z.literal(Code.Again), name', 'code'), 'code', 'option 2', '2', 'option 1'),
        duplicateValue(keyLoc(compiledDuplicates, 'z.object({ kind: z.literal(Kind.B) })', 'kind'), 'kind', 'option 2', '"a"', 'option 1'),
      ],
    },
    {
      name: 'repeated numbers',
      code: duplicateNumbers,
      errors: [
        duplicateValue(locAfter(duplicateNumbers, 'discriminatedUnion(', 'C'), 'code', 'option 3 (C)', '1', 'option 1 (A)'),
        duplicateValue(locAfter(duplicateNumbers, 'discriminatedUnion(', 'D'), 'code', 'option 4 (D)', '1', 'option 1 (A)'),
      ],
    },
    {
      name: 'an enum and a literal that share a value',
      code: enumOverlap,
      errors: [duplicateValue(locAfter(enumOverlap, 'discriminatedUnion(', 'B'), 'op', 'option 2 (B)', '"list"', 'option 1 (A)')],
    },
    {
      name: 'multi-value literals that share a value',
      code: multiLiteralOverlap,
      errors: [duplicateValue(locAfter(multiLiteralOverlap, 'discriminatedUnion(', 'B'), 'op', 'option 2 (B)', '"remove"', 'option 1 (A)')],
    },
    {
      name: 'a nested discriminated union repeats a value of the outer one',
      code: nestedOverlap,
      errors: [
        duplicateValue(loc(nestedOverlap, "z.discriminatedUnion('type', [B, C])"), 'type', 'option 2', '"a"', 'option 1 (A)'),
      ],
    },
    {
      name: 'a variant without the key',
      code: missing,
      errors: [missingKey(locAfter(missing, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)')],
    },
    {
      name: 'a variant without the key, inline',
      code: missingInline,
      errors: [missingKey(loc(missingInline, 'z.object({ value: z.number() })'), 'type', 'option 2')],
    },
    {
      name: 'a literal under z.promise() has no value (Zod defines none, and throws)',
      code: promisedLiteral,
      errors: [notLiteral(keyLoc(promisedLiteral, "z.object({ type: z.promise", 'type'), 'type', 'option 1')],
    },
    {
      name: 'a literal under z.success() has no value either',
      code: successLiteral,
      errors: [notLiteral(keyLoc(successLiteral, "z.object({ type: z.success", 'type'), 'type', 'option 1')],
    },
    {
      name: 'a getter of the shape that returns z.string() is no literal',
      code: getterString,
      errors: [notLiteral(locAfter(getterString, 'discriminatedUnion(', 'A'), 'type', 'option 1 (A)')],
    },
    {
      name: 'a getter of the shape that returns a literal another option claims',
      code: getterDuplicate,
      errors: [duplicateValue(locAfter(getterDuplicate, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)', '"b"', 'option 1 (A)')],
    },
    {
      name: 'a z.lazy() discriminator has no values (Zod throws "Invalid discriminated union option")',
      code: lazyTag,
      errors: [notLiteral(keyLoc(lazyTag, 'z.object({ type: z.lazy', 'type'), 'type', 'option 1')],
    },
    {
      name: 'a string discriminator',
      code: notLiteralString,
      errors: [notLiteral(locAfter(notLiteralString, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)')],
    },
    {
      name: 'a number discriminator',
      code: notLiteralNumber,
      errors: [notLiteral(keyLoc(notLiteralNumber, 'z.object({ type: z.number() })', 'type'), 'type', 'option 1')],
    },
    ...rejected.map(([option, what]) => {
      const code = dispatch(option);
      return { name: `an option Zod cannot dispatch on: ${option}`, code, errors: [notDispatchable(loc(code, option), 'kind', 'option 1', what)] };
    }),
    {
      name: 'a nested discriminated union with an option Zod cannot dispatch on (reported on the inner union only)',
      code: nestedNotDispatchable,
      errors: [
        notDispatchable(loc(nestedNotDispatchable, "z.object({ kind: z.literal('a') }).optional()"), 'kind', 'option 1', 'an object wrapped in .optional()'),
      ],
    },
    {
      name: 'a bigint value repeated (text 1n), not the number 1',
      code: bigintTwice,
      errors: [duplicateValue(keyLoc(bigintTwice, 'z.object({ code: z.literal(1n), more', 'code'), 'code', 'option 3', '1n', 'option 1')],
    },
    {
      name: 'every kind of problem in one union',
      code: mixed,
      errors: [
        notLiteral(locAfter(mixed, 'discriminatedUnion(', 'B'), 'type', 'option 2 (B)'),
        missingKey(locAfter(mixed, 'discriminatedUnion(', 'C'), 'type', 'option 3 (C)'),
        duplicateValue(locAfter(mixed, 'discriminatedUnion(', 'D'), 'type', 'option 4 (D)', '"a"', 'option 1 (A)'),
      ],
    },
  ],
});

// ---- type-aware: discriminator values read from Zod types ----------------------------------------

/**
 * With a program, an option the evaluator cannot read (a factory, a `.d.ts` declaration) is read
 * from its Zod type. A literal's values come from `ZodLiteral<T>`: `true`, `false`, `null` and
 * `1n` are values (they used to be dropped, so the option read as "not a literal"), and a type
 * that names no value (`ZodLiteral<bigint>`, what `z.literal(BigInt(1))` has; `ZodLiteral<string>`)
 * leaves the value unknown, which proves nothing. Linted as a file of the fixture project (its
 * tsconfig.json is the default project; `zod` resolves to the repository's).
 */
const typedTester = new RuleTester({
  languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.ts'] }, tsconfigRootDir: FIXTURE } },
});

const typedLiterals = `import { z } from 'zod';
import * as z3 from 'zod/v3';
declare function yes(): z.ZodLiteral<true>;
declare function no(): z.ZodLiteral<false>;
declare function nothing(): z.ZodLiteral<null>;
declare function one(): z.ZodLiteral<1n>;
declare function anyBigint(): z.ZodLiteral<bigint>;
declare function anyString(): z.ZodLiteral<string>;
declare function yes3(): z3.ZodLiteral<true>;
declare function anyBigint3(): z3.ZodLiteral<bigint>;
export const U = z.discriminatedUnion('type', [
  z.object({ type: yes() }),
  z.object({ type: no() }),
  z.object({ type: nothing() }),
  z.object({ type: one() }),
  z.object({ type: anyBigint() }),
  z.object({ type: anyString() }),
]);
export const V = z3.discriminatedUnion('type', [z3.object({ type: yes3() }), z3.object({ type: anyBigint3() })]);`;

/** The same place, given a type that is no literal at all: still reported. */
const typedNotLiteral = `import { z } from 'zod';
declare function yes(): z.ZodLiteral<true>;
declare function flag(): z.ZodBoolean;
export const U = z.discriminatedUnion('type', [z.object({ type: yes() }), z.object({ type: flag() })]);`;

/**
 * An option read from its type: a `ZodOptional` (or an intersection) is one at run time too, so it
 * is reported; a `ZodUnion` may be a discriminated union whose key its type does not name (a
 * generic `Disc extends string`), so it is not. The neighbour is the same object unwrapped.
 */
const typedOptions = (returns: string) => `import { z } from 'zod';
declare function make(): ${returns};
export const U = z.discriminatedUnion('type', [make(), z.object({ type: z.literal('b') })]);`;
const typedOptional = typedOptions("z.ZodOptional<z.ZodObject<{ type: z.ZodLiteral<'a'> }>>");

typedTester.run('valid-discriminated-union (type-aware)', rule, {
  valid: [
    { name: 'literal types: true, false, null, 1n, and literals whose value the type does not name', code: typedLiterals },
    { name: 'an object option read from its type', code: typedOptions("z.ZodObject<{ type: z.ZodLiteral<'a'> }>") },
    { name: 'a ZodUnion option read from its type: may be a discriminated union at run time', code: typedOptions("z.ZodUnion<[z.ZodObject<{ type: z.ZodLiteral<'a'> }>, z.ZodObject<{ type: z.ZodLiteral<'c'> }>]>") },
  ],
  invalid: [
    {
      name: 'a ZodOptional option read from its type',
      code: typedOptional,
      errors: [notDispatchable(locAfter(typedOptional, 'discriminatedUnion(', 'make()'), 'type', 'option 1', 'an object wrapped in .optional()')],
    },
    {
      name: 'a ZodBoolean discriminator read from its type',
      code: typedNotLiteral,
      errors: [notLiteral(keyLoc(typedNotLiteral, 'z.object({ type: flag() })', 'type'), 'type', 'option 2')],
    },
  ],
});

// ---- a function written inside a helper --------------------------------------------------------

// `tag` reads `mk`'s parameter: its call in `mk('a')` and its call in `mk('b')` are two values.
// (Both calls were once read as the first one: "b" repeated "a", falsely.)
const closureHelper = (second: string) => `import { z } from 'zod';
const mk = (name: string) => {
  const tag = () => z.literal(name);
  return z.object({ op: tag() });
};
export const U = z.discriminatedUnion('op', [mk('a'), mk('${second}')]);`;
const closureDistinct = closureHelper('b');
const closureRepeated = closureHelper('a');

ruleTester().run('valid-discriminated-union: a function written inside a helper', rule, {
  valid: [{ name: 'each call of the helper has its own tag', code: closureDistinct }],
  invalid: [
    {
      name: 'the same tag twice is still a duplicate',
      code: closureRepeated,
      errors: [duplicateValue(loc(closureRepeated, "mk('a')", 1), 'op', 'option 2', '"a"', 'option 1')],
    },
  ],
});

// Zod 4's z.lazy() defines no `values`: a discriminator under it gives the option no value for the
// key, and Zod throws on the first parse ("Invalid discriminated union option at index 0"). The
// value was read through the lazy, and nothing was reported. An option that is itself a lazy object
// is read (its propValues are the inner object's).
const lazyDiscriminator = (op: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: ${op}, v: z.string() }),
  z.object({ op: z.literal('b'), v: z.string() }),
]);`;
const lazyLiteral = lazyDiscriminator("z.lazy(() => z.literal('a'))");

ruleTester().run('valid-discriminated-union: a discriminator under z.lazy()', rule, {
  valid: [
    { name: 'the literal itself', code: lazyDiscriminator("z.literal('a')") },
    {
      name: 'an option that is a lazy object',
      code: lazyDiscriminator("z.literal('a')").replace("z.object({ op: z.literal('a'), v: z.string() })", "z.lazy(() => z.object({ op: z.literal('a'), v: z.string() }))"),
    },
  ],
  invalid: [
    {
      name: 'a lazy literal',
      code: lazyLiteral,
      errors: [notLiteral(keyLoc(lazyLiteral, "z.object({ op: z.lazy(", 'op'), 'op', 'option 1')],
    },
  ],
});

// Zod 4's `.exclude()` and `.extract()` take an enum's keys, which are its values only for an
// enum made from a list: `z.enum({ Start: 'start', ... }).exclude(['Start'])` leaves 'stop' and
// 'pause', and `.exclude(['start'])` throws (no such key).
const enumByKeys = (method: string) => `import { z } from 'zod';
const Kind = { Start: 'start', Stop: 'stop', Pause: 'pause' };
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('start') }),
  z.object({ op: z.enum(Kind).${method} }),
]);`;
const extractedByKey = enumByKeys("extract(['Start', 'Stop'])");
// The same enum held in a constant, or described: its name and `.describe()` copy the schema,
// which kept its keys in a table by the original only, so `.exclude(['Start'])` of the copy took
// 'Start' for a value and left both values, and `.extract(['Start'])` left none ("not a literal").
const namedEnumByKeys = (method: string, made = 'z.enum(Kind)') => `import { z } from 'zod';
const Kind = ${made};
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('start') }),
  z.object({ op: Kind.${method} }),
]);`;
const namedExtracted = namedEnumByKeys("extract(['Start', 'Stop'])", "z.enum({ Start: 'start', Stop: 'stop', Pause: 'pause' })");

ruleTester().run('valid-discriminated-union: an object enum narrowed by its keys', rule, {
  valid: [
    { name: ".exclude(['Start']) leaves 'stop' and 'pause'", code: enumByKeys("exclude(['Start'])") },
    { name: '.exclude() of a list enum, by its values', code: enumByKeys("exclude(['start'])").replace('z.enum(Kind)', "z.enum(['start', 'stop'])") },
    { name: ".exclude(['Start']) of an enum held in a constant", code: namedEnumByKeys("exclude(['Start'])", "z.enum({ Start: 'start', Stop: 'stop', Pause: 'pause' })") },
    { name: ".exclude(['Start']) of a described enum", code: namedEnumByKeys("exclude(['Start'])", "z.enum({ Start: 'start', Stop: 'stop' }).describe('kind')") },
    { name: ".extract(['Stop']) of an enum held in a constant", code: namedEnumByKeys("extract(['Stop'])", "z.enum({ Start: 'start', Stop: 'stop' })") },
  ],
  invalid: [
    {
      name: ".extract(['Start', 'Stop']) of an enum held in a constant keeps 'start'",
      code: namedExtracted,
      errors: [duplicateValue(keyLoc(namedExtracted, "z.object({ op: Kind.extract(['Start', 'Stop']) })", 'op'), 'op', 'option 2', '"start"', 'option 1')],
    },
    {
      name: ".extract(['Start', 'Stop']) keeps 'start'",
      code: extractedByKey,
      errors: [duplicateValue(keyLoc(extractedByKey, "z.object({ op: z.enum(Kind).extract(['Start', 'Stop']) })", 'op'), 'op', 'option 2', '"start"', 'option 1')],
    },
  ],
});

// Zod 3 reads the key from each option's shape (`ZodDiscriminatedUnion.create`): a nested
// discriminated union, a refined object (a ZodEffects) or a lazy throws when the union is built,
// where Zod 4 takes the first and the third (grammar v10: read as Zod 4, only a type mismatch).
describe('zod/v3: options that are no z.object()', () => {
  const nested = (from: string, inner: string) => `import { z } from '${from}';
const a = z.object({ op: z.literal('a'), n: z.number() });
const b = z.object({ op: z.literal('b'), n: z.number() });
const c = z.object({ op: z.literal('c'), n: z.number() });
export const U = z.discriminatedUnion('op', [${inner}, c]);`;
  // An option made from `a` is named by it: `option 1 (a)`.
  const notObject = (code: string, option: string, what: string, label = 'option 1 (a)') => ({ messageId: 'notObjectZod3' as const, ...loc(code, option), data: { key: 'op', option: label, what } });
  const v3Nested = nested('zod/v3', "z.discriminatedUnion('op', [a, b])");
  const v3Refined = nested('zod/v3', 'a.refine((v) => v.n > 0)');
  const v3Lazy = nested('zod/v3', 'z.lazy(() => a)');
  const v3Branded = nested('zod/v3', 'a.brand()');
  ruleTester().run('valid-discriminated-union', rule, {
    valid: [
      { name: 'Zod 4: a nested discriminated union', code: nested('zod', "z.discriminatedUnion('op', [a, b])") },
      { name: 'Zod 4: a refined object', code: nested('zod', 'a.refine((v) => v.n > 0)') },
      { name: 'Zod 4: a lazy object', code: nested('zod', 'z.lazy(() => a)') },
      { name: 'Zod 3: objects', code: nested('zod/v3', 'a, b') },
      { name: 'Zod 4: a branded object (a type only)', code: nested('zod', 'a.brand()') },
    ],
    invalid: [
      { name: 'Zod 3: a nested discriminated union', code: v3Nested, errors: [notObject(v3Nested, "z.discriminatedUnion('op', [a, b])", 'a discriminated union', 'option 1')] },
      { name: 'Zod 3: a refined object', code: v3Refined, errors: [notObject(v3Refined, 'a.refine((v) => v.n > 0)', 'an object with a refinement (a ZodEffects)')] },
      { name: 'Zod 3: a lazy', code: v3Lazy, errors: [notObject(v3Lazy, 'z.lazy(() => a)', 'a z.lazy()')] },
      { name: 'Zod 3: a branded object (dvu12: 16 programs)', code: v3Branded, errors: [notObject(v3Branded, 'a.brand()', 'a branded object (a ZodBranded)')] },
    ],
  });
});

// Zod 3 reads each option's key schema (`getDiscriminator`): `.optional()` adds `undefined`, and a
// value two options claim throws when the union is built, `undefined` as any other ("has duplicate
// value undefined"), where Zod 4 lets several options claim it (grammar v11: 42 programs, silent).
// A `.default()` adds nothing there.
describe('zod/v3: two options whose key may be left out', () => {
  const tags = (from: string, a: string, b: string) => `import { z } from '${from}';
const A = z.object({ action: z.literal('list')${a}, limit: z.number() });
const B = z.object({ action: z.literal('read')${b}, limit: z.number() });
export const U = z.discriminatedUnion('action', [A, B]);`;
  const bothOptional = tags('zod/v3', '.optional()', '.optional()');
  const partial = `import { z } from 'zod/v3';
const A = z.object({ action: z.literal('list'), limit: z.number() }).partial();
const B = z.object({ action: z.literal('read'), limit: z.number() }).partial();
export const U = z.discriminatedUnion('action', [A, B]);`;
  const repeated = (code: string) => ({
    messageId: 'duplicateValue' as const,
    ...locAfter(code, 'discriminatedUnion(', 'B'),
    data: { key: 'action', option: 'option 2 (B)', value: 'undefined', other: 'option 1 (A)' },
  });
  ruleTester().run('valid-discriminated-union', rule, {
    valid: [
      { name: 'Zod 4: both optional', code: tags('zod', '.optional()', '.optional()') },
      { name: 'Zod 3: one optional', code: tags('zod/v3', '.optional()', '') },
      { name: "Zod 3: both with a default (Zod 3 reads the default's inner values)", code: tags('zod/v3', ".default('list')", ".default('read')") },
    ],
    invalid: [
      { name: 'Zod 3: both optional', code: bothOptional, errors: [repeated(bothOptional)] },
      { name: 'Zod 3: both partial', code: partial, errors: [repeated(partial)] },
    ],
  });
});

// A nested discriminated union is one option whose values are what its options claim for the
// key, together (Zod 4's propValues): an inner option that claims none there (`kind: z.string()`,
// or no `kind`, in a union dispatched on `sub`) adds nothing and is no error of the outer union,
// which was "not a literal" or "does not declare 'kind'" (oracle sweep dvu12: Zod builds and
// parses it). A value left claimed is still compared, and an option left with none throws.
describe('a nested discriminated union: the values of its options together', () => {
  const otherKey = (second: string, outer = "z.object({ kind: z.literal('b') })") => `import { z } from 'zod';
const Inner = z.discriminatedUnion('sub', [
  z.object({ sub: z.literal('s0'), ${second} }),
  z.object({ sub: z.literal('s1'), kind: z.literal('a') }),
]);
export const U = z.discriminatedUnion('kind', [Inner, ${outer}]);`;
  const repeated = otherKey('kind: z.string()', "z.object({ kind: z.literal('a') })");
  const allUndefined = `import { z } from 'zod';
const Inner = z.discriminatedUnion('op', [z.object({ op: z.undefined(), a: z.string() }), z.object({ op: z.undefined(), b: z.number() })]);
export const U = z.discriminatedUnion('op', [Inner, z.object({ op: z.literal('h') })]);`;
  const sameKeyBadInner = `import { z } from 'zod';
const Inner = z.discriminatedUnion('op', [z.object({ op: z.string(), x: z.literal('q') }), z.object({ op: z.literal('a') })]);
export const U = z.discriminatedUnion('op', [Inner, z.object({ op: z.literal('b') })]);`;
  ruleTester().run('valid-discriminated-union', rule, {
    valid: [
      { name: "an inner option whose 'kind' is a string", code: otherKey('kind: z.string()') },
      { name: "an inner option without 'kind'", code: otherKey('note: z.string()') },
      { name: 'zod/mini', code: otherKey('kind: z.string()').replace("from 'zod'", "from 'zod/mini'") },
    ],
    invalid: [
      {
        name: 'a value the nested union claims, repeated',
        code: repeated,
        errors: [duplicateValue(keyLoc(repeated, "[Inner, z.object({ kind: z.literal('a') })", 'kind'), 'kind', 'option 2', '"a"', 'option 1 (Inner)')],
      },
      {
        // Several options claim `undefined` for the nested union's own key: Zod drops it, and
        // none is left ("Invalid discriminated union option at index 0").
        name: 'a nested union whose options claim only undefined',
        code: allUndefined,
        errors: [notLiteral(locAfter(allUndefined, "discriminatedUnion('op', [", 'Inner'), 'op', 'option 1 (Inner)')],
      },
      {
        // The inner option is the nested union's to report, once: the outer union is not told.
        name: 'a bad option of a nested union on the same key, reported once',
        code: sameKeyBadInner,
        errors: [notLiteral(keyLoc(sameKeyBadInner, "z.object({ op: z.string(), x: z.literal('q') })", 'op'), 'op', 'option 1')],
      },
    ],
  });
});

// Zod 3 reads a key's values with `getDiscriminator`: a union of literals and a `.pipe()` give
// none (Zod 3 throws "could not be extracted"), a lazy its inner values, `.optional()` adds
// `undefined` to any schema (`z.string().optional()` claims it), and a value one option claims
// twice (`z.null().nullable()`) throws too (oracle sweep dvu12: 98 programs).
describe('zod/v3: the values Zod 3 reads of a key', () => {
  const keyed = (key: string) => `import { z } from 'zod/v3';
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: ${key}, note: z.string() }),
  z.object({ kind: z.literal('c') }),
]);`;
  // The option is written in the list: underlined at its key.
  const option = (code: string) => keyLoc(code, 'z.object({ kind:', 'kind');
  const unionKey = keyed("z.union([z.literal('a'), z.literal('b')])");
  const pipedKey = keyed("z.literal('a').pipe(z.string())");
  const nullTwice = keyed('z.null().nullable()');
  ruleTester().run('valid-discriminated-union', rule, {
    valid: [
      { name: 'Zod 4: a union of literals', code: unionKey.replace("'zod/v3'", "'zod'") },
      { name: 'a lazy literal', code: keyed("z.lazy(() => z.literal('a'))") },
      { name: 'an optional string (claims undefined)', code: keyed('z.string().optional()') },
      { name: 'a nullable union of literals (claims null)', code: keyed("z.union([z.literal('a'), z.literal('b')]).nullable()") },
      { name: 'a transformed literal (a ZodEffects, read by its input)', code: keyed("z.literal('a').transform((v) => v)") },
      { name: '.required() unwraps every .optional() layer', code: keyed("z.literal('a').optional().optional()").replace('note: z.string() })', 'note: z.string() }).required()') },
    ],
    invalid: [
      { name: 'a union of literals', code: unionKey, errors: [notLiteral(option(unionKey), 'kind', 'option 1')] },
      { name: 'a piped literal', code: pipedKey, errors: [notLiteral(option(pipedKey), 'kind', 'option 1')] },
      { name: 'null claimed twice by one option: "of itself"', code: nullTwice, errors: [duplicateValue(option(nullTwice), 'kind', 'option 1', 'null', 'itself')] },
    ],
  });
});
