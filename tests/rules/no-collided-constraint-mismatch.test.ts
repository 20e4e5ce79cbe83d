import rule from '../../rules/no-collided-constraint-mismatch.js';
import { keyLoc, loc, locAfter, ruleTester, type Loc } from './_helpers.js';
import { describe } from 'vitest';
import { z } from 'zod';

function constraintMismatch(at: Loc, path: string, constraint: string, withVariants: string, withoutVariants: string) {
  return {
    messageId: 'constraintMismatch' as const,
    ...at,
    data: { path, constraint, withVariants, withoutVariants },
  };
}

function enumMismatch(at: Loc, path: string, variant: string, values: string, sets: string) {
  return {
    messageId: 'enumMismatch' as const,
    ...at,
    data: { path, variant, values, sets },
  };
}

/** Two named variants whose `v` is `a` and `b`. */
const pair = (a: string, b: string) => `import { z } from 'zod';
const A = z.object({ v: ${a} });
const B = z.object({ v: ${b} });
export const U = z.union([A, B]);`;

/** A valid case named after the two schemas of `v`. */
const vs = (a: string, b: string) => ({ name: `v: ${a} | ${b}`, code: pair(a, b) });

// ---- bounds ----------------------------------------------------------------------------------

const stringBounds = pair('z.string().min(1).max(20)', 'z.string()');
const numberBoundsDiffer = pair('z.number().max(10)', 'z.number().max(20)');
const exclusiveBounds = pair('z.number().positive().lt(100)', 'z.number()');
const lengthEquals = pair('z.string().length(5)', 'z.string()');
const arrayLength = pair('z.array(z.string()).min(1)', 'z.array(z.string())');
const viaCheck = pair('z.string().check(z.minLength(3))', 'z.string()');

/** Bounds written as constant expressions: read as the numbers they are. */
const computed = (a: string, b: string) => `import { z } from 'zod';
const KB = 1024;
const PREFIX = 'in';
const A = z.object({ v: ${a} });
const B = z.object({ v: ${b} });
export const U = z.union([A, B]);`;
const computedBoundsDiffer = computed('z.string().max(10 * KB)', 'z.string().max(2 * KB)');
const lengthsDiffer = computed('z.string().min(PREFIX.length)', 'z.array(z.string()).length(1).element.min([KB, KB].length + 1)');

/** Bounds whose argument the rule cannot read: a value known only when the program runs. */
const unreadable = (a: string, b: string, c?: string) => `import { z } from 'zod';
declare const config: { limit: number; pattern: RegExp };
const A = z.object({ v: ${a} });
const B = z.object({ v: ${b} });${c === undefined ? '' : `\nconst C = z.object({ v: ${c} });`}
export const U = z.union([A, B${c === undefined ? '' : ', C'}]);`;
const unreadableLeftOut = unreadable('z.number().max(config.limit)', 'z.number().max(10)', 'z.number().max(20)');
const unreadablePatterns = unreadable('z.string().max(256).regex(config.pattern)', 'z.string().regex(config.pattern)');
const unreadableMaximum = unreadable('z.number().max(config.limit)', 'z.number().min(1).max(config.limit + 1)');

// ---- formats and patterns --------------------------------------------------------------------

const emailFactory = pair('z.email()', 'z.string()');
/** `z.file()` is advertised as a string of format binary (Zod's file processor): its format is a constraint. */
const fileVsString = pair('z.file()', 'z.string()');
const fileSizes = pair('z.file().max(1_000)', 'z.file().max(2_000)');
/** A tuple's length is written as `minItems`/`maxItems` (Zod's tuple processor). */
const tupleLengths = pair('z.tuple([z.number()])', 'z.tuple([z.number(), z.number()])');
const optionalOnlyItem = pair('z.tuple([z.string().optional()])', 'z.array(z.string())');
const tupleRest = pair('z.tuple([z.number()]).rest(z.string())', 'z.tuple([z.number()])');
const enumVsString = pair("z.enum(['a', 'b'])", 'z.string()');
/** A key whose values are a union of a string and a number literal in one variant (not the tag). */
const mixedValues = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('x'), v: z.union([z.literal('a'), z.literal(1)]) }),
  z.object({ type: z.literal('y'), v: z.literal('b') }),
]);`;
/** `z.literal([true, false])` holds every boolean: it is z.boolean(), and only a narrower set differs. */
const trueVsBoolean = pair('z.literal(true)', 'z.literal([false, true])');
const blankValues = pair("z.enum(['', 'input', 'a, b'])", 'z.string()');
// giselle: a union of string literals alone is a string field with values, compared at the field;
// `v|string` is for unions of several kinds, where it was a second report of the same values.
const literalUnions = `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('x'), v: z.union([z.literal('a'), z.literal('b')]) }),
  z.object({ op: z.literal('y'), v: z.union([z.literal('c'), z.literal('d')]) }),
]);`;
const literalOrNumber = pair("z.union([z.literal('a'), z.number()])", "z.union([z.literal('c'), z.number()])");
const literalVsNumber = pair('z.number()', 'z.literal(1)');
const float64VsInt = pair('z.float64()', 'z.int()');
const float32VsNumber = pair('z.float32()', 'z.number()');
/** A number format with a range of its own is advertised as `integer` and that range's bounds. */
const int32VsNumber = pair('z.int32()', 'z.number()');
const int32VsIntMin = pair('z.int32()', 'z.int().min(-2147483648)');
const uint32VsInt32Min = pair('z.uint32()', 'z.int32().min(0)');
const mimeTypesDiffer = pair("z.file().mime(['image/png', 'image/gif'])", "z.file().mime('image/png')");
const emailVsUrl = pair('z.string().email()', 'z.string().url()');
const regexInOne = pair('z.string().regex(/^[a-z]+$/)', 'z.string()');
const regexesDiffer = pair('z.string().regex(/^a/)', 'z.string().regex(/^b/)');
/** Zod sets `lastIndex` to 0 before each test: `g` changes nothing, `y` (match at 0) and `i` do. */
const stickyRegex = pair('z.string().regex(/a/y)', 'z.string().regex(/a/g)');
const globalCaseless = pair('z.string().regex(/a/gi)', 'z.string().regex(/a/)');
const startsWithDiffer = pair("z.string().startsWith('a')", "z.string().startsWith('b')");
/** The format Zod records is named by the arguments: `sha256_hex`, `sha512_hex`, `slug`. */
const hashesDiffer = pair("z.hash('sha256')", "z.hash('sha512')");
const stringFormatsDiffer = pair("z.stringFormat('slug', /^[a-z-]+$/)", "z.stringFormat('handle', /^@\\w+$/)");

// ---- integer and multipleOf ------------------------------------------------------------------

const intMethod = pair('z.number().int()', 'z.number()');
const intFactory = pair('z.int()', 'z.number()');
const intAndMin = pair('z.number().int().min(0)', 'z.number()');
const multipleOf = pair('z.number().multipleOf(5)', 'z.number()');

// ---- only variants of the same kind are compared ---------------------------------------------

const sameKindOnly = `import { z } from 'zod';
const A = z.object({ v: z.string().min(1) });
const B = z.object({ v: z.string() });
const C = z.object({ v: z.number().min(1) });
export const U = z.union([A, B, C]);`;

const threeVariants = `import { z } from 'zod';
const A = z.object({ v: z.number().max(9) });
const B = z.object({ v: z.number().max(9) });
const C = z.object({ v: z.number() });
export const U = z.union([A, B, C]);`;

const nested = `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.number().min(1) }) });
const B = z.object({ o: z.object({ p: z.number() }) });
export const U = z.union([A, B]);`;

const arrayItems = `import { z } from 'zod';
const A = z.object({ tags: z.array(z.string().max(10)) });
const B = z.object({ tags: z.array(z.string()) });
export const U = z.union([A, B]);`;

const discriminated = `import { z } from 'zod';
export const Input = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resize'), width: z.number().int() }),
  z.object({ type: z.literal('crop'), width: z.number() }),
]);`;

/** One constant declared at two paths: each path is a field of its own. */
const sharedConstant = (b: string) => `import { z } from 'zod';
const Slug = z.string().regex(/^[a-z]+$/);
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: Slug, o: z.object({ p: Slug }) }),
  z.object({ kind: z.literal('b'), q: ${b}, o: z.object({ p: ${b} }) }),
]);`;
const sharedConstantDiffers = sharedConstant('z.string()');

// ---- literal and enum sets (checkEnums) ------------------------------------------------------

const enumSets = pair("z.enum(['fast', 'slow'])", "z.enum(['fast', 'safe'])");

/** `kind` is a structural discriminator (a distinct string literal in every variant); `unit` is not. */
const literalSets = `import { z } from 'zod';
const A = z.object({ kind: z.literal('x'), unit: z.literal('cm') });
const B = z.object({ kind: z.literal('y'), unit: z.literal('in') });
export const U = z.union([A, B]);`;

/** Numbers tell variants apart as strings do (Zod takes any literal as a discriminator value); a value in both does not. */
const numberLiterals = pair('z.literal(1)', 'z.literal([2, 3])');
const numberSetsShare = pair('z.literal([1, 2])', 'z.literal([2, 3])');
// A union of literals is the enum of their values; a union of several kinds has values compared too.
const literalUnionVsNumber = pair('z.union([z.literal(1), z.literal(2)])', 'z.number()');
const mixedLiteralsVsUnion = pair("z.literal(['a', 1])", 'z.string().or(z.number())');
const nestedLiteralUnionVsString = pair("z.union([z.union([z.literal('a'), z.literal('b')]), z.literal('c')])", 'z.string()');

const enumsAndBounds = `import { z } from 'zod';
const A = z.object({ mode: z.enum(['a', 'b']).optional(), n: z.number().max(3) });
const B = z.object({ mode: z.enum(['a', 'c']), n: z.number() });
export const U = z.union([A, B]);`;

const declaredDiscriminator = `import { z } from 'zod';
export const Input = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a'), n: z.number() }),
  z.object({ type: z.enum(['b', 'c']), n: z.number() }),
]);`;

ruleTester().run('no-collided-constraint-mismatch', rule, {
  valid: [
    { name: 'z.file() in both, the same size', code: pair('z.file().max(1_000)', 'z.file().max(1e3)') },
    // The media types are a set: one type listed or written alone, and any order, are the same.
    { name: 'the same media types, as a list and alone', code: pair("z.file().mime(['image/png'])", "z.file().mime('image/png')") },
    { name: 'the same media types, in another order', code: pair("z.file().mime(['image/png', 'image/gif'])", "z.file().mime(['image/gif', 'image/png', 'image/gif'])") },
    // Identical constraints.
    vs('z.string().min(1).max(20)', 'z.string().min(1).max(20)'),
    // The same constraint spelled differently.
    vs('z.number().min(0)', 'z.number().gte(0)'),
    vs('z.number().nonnegative()', 'z.number().min(0)'),
    vs('z.number().check(z.minimum(0))', 'z.number().gte(0)'),
    vs('z.number().positive()', 'z.number().gt(0)'),
    vs('z.number().max(10)', 'z.number().lte(10)'),
    vs('z.string().nonempty()', 'z.string().min(1)'),
    vs('z.string().min(1)', 'z.string().check(z.minLength(1))'),
    vs('z.array(z.string()).nonempty()', 'z.array(z.string()).min(1)'),
    vs('z.number().multipleOf(5)', 'z.number().step(5)'),
    vs('z.int()', 'z.number().int()'),
    // The same bound or pattern written as a number and as a constant expression.
    { name: 'computed: 60 * 1000 and 60000', code: computed('z.number().max(60 * 1000)', 'z.number().max(60000)') },
    { name: 'computed: 10 * KB and 10240', code: computed('z.string().max(10 * KB)', 'z.string().max(10_240)') },
    { name: 'computed: Number.MAX_SAFE_INTEGER and its value', code: computed('z.number().max(Number.MAX_SAFE_INTEGER)', 'z.number().max(9_007_199_254_740_991)') },
    { name: 'computed: the length of a string and of a list', code: computed('z.string().min(PREFIX.length)', 'z.string().min([KB, KB].length)') },
    { name: 'computed: a template literal, a concatenation, a constant test', code: computed('z.string().startsWith(`${PREFIX}-`)', "z.string().startsWith(PREFIX === 'in' ? 'in-' : 'out-')") },
    vs('z.email()', 'z.string().email()'),
    vs("z.hash('sha256')", "z.hash('sha256', { enc: 'hex' })"),
    // One pattern written as a literal and built: a function instead shows no pattern (see 'hidden parts of a format').
    vs("z.stringFormat('slug', /^[a-z-]+$/)", "z.stringFormat('slug', new RegExp('^[a-z-]+$'))"),
    vs('z.string().regex(/^[a-z]+$/)', 'z.string().regex(/^[a-z]+$/)'),
    vs('z.string().regex(/a/g)', 'z.string().regex(/a/)'),
    vs('z.string().regex(/a/dgy)', 'z.string().regex(/a/y)'),
    // A bound that cannot be read may be the other variant's bound, or not: never guessed
    // (no-untraceable-variant says it was not compared).
    { name: 'unreadable bound against a literal one', code: unreadable('z.string().max(config.limit)', 'z.string().max(10)') },
    { name: 'two unreadable bounds', code: unreadable('z.number().max(config.limit)', 'z.number().max(config.limit + 1)') },
    { name: 'an unreadable pattern against a literal one', code: unreadable('z.string().regex(config.pattern)', 'z.string().regex(/^a/)') },
    // Only what the unreadable check advertises is unknown (its keyword): the same other bounds agree.
    { name: 'an unreadable pattern beside the same bound', code: unreadable('z.string().max(256).regex(config.pattern)', 'z.string().max(256).regex(/^a/)') },
    { name: 'an unreadable maximum beside the same minimum', code: unreadable('z.number().min(1).max(config.limit)', 'z.number().min(1).max(config.limit + 1)') },
    { name: 'an unreadable length leaves both of its bounds unknown', code: unreadable('z.string().length(config.limit)', 'z.string().min(2).max(9)') },
    { name: 'one constant at two paths, in both variants', code: sharedConstant('Slug') },
    // Wrappers are not constraints.
    vs('z.string().min(1).optional()', 'z.string().min(1)'),
    vs('z.number().max(5).nullable()', 'z.number().max(5)'),
    vs('z.number().int().default(0)', 'z.number().int()'),
    // Hidden checks are another rule's business.
    vs('z.string().refine((s) => s.length > 0)', 'z.string()'),
    vs('z.string().trim()', 'z.string()'),
    // Different kinds are the type-mismatch rule's business.
    vs('z.string().min(1)', 'z.number()'),
    {
      name: 'same kind agrees, another kind differs',
      code: `import { z } from 'zod';
const A = z.object({ v: z.string().email() });
const B = z.object({ v: z.string().email() });
const C = z.object({ v: z.number().int() });
export const U = z.union([A, B, C]);`,
    },
    // A key one variant declares is not collided.
    {
      name: 'a key declared by one variant only',
      code: `import { z } from 'zod';
const A = z.object({ v: z.number().max(1) });
const B = z.object({ w: z.number() });
export const U = z.union([A, B]);`,
    },
    // Value sets are compared only with checkEnums.
    { name: 'enumSets', code: enumSets },
    { name: 'enumSets with [{ checkEnums: false }]', code: enumSets, options: [{ checkEnums: false }] },
    { name: 'literalSets', code: literalSets },
    { name: 'numberLiterals', code: numberLiterals },
    { name: 'numberLiterals with [{ checkEnums: true }]: a number tag', code: numberLiterals, options: [{ checkEnums: true }] },
    // With checkEnums: the same set (any order, literal or enum) is fine.
    { ...vs("z.enum(['a', 'b'])", "z.enum(['b', 'a'])"), options: [{ checkEnums: true }] },
    { ...vs("z.literal('a')", "z.enum(['a'])"), options: [{ checkEnums: true }] },
    // A tag's values differ by design, in a union of two kinds of literals too (its `type|string`
    // was compared as an enum, static and live); the neighbour of a field that is no tag below.
    {
      name: 'a discriminator written as a union of a string and a number literal, with checkEnums',
      code: `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.union([z.literal('a'), z.literal(1)]), v: z.string() }),
  z.object({ type: z.literal('b'), v: z.string() }),
]);`,
      options: [{ checkEnums: true }],
    },
    // Both booleans are every boolean: z.boolean() accepts true and false and nothing else.
    { ...vs('z.literal([true, false])', 'z.boolean()'), options: [{ checkEnums: true }] },
    { ...vs("z.union([z.literal(false), z.literal(true)])", 'z.boolean().default(true)'), options: [{ checkEnums: true }] },
    { ...vs("z.literal(['a', 'b'])", "z.enum(['b', 'a'])"), options: [{ checkEnums: true }] },
    { ...vs("z.union([z.literal('a'), z.literal('b')])", "z.enum(['b', 'a'])"), options: [{ checkEnums: true }] },
    // A union nested in the union is its values too.
    { ...vs("z.union([z.union([z.literal('a'), z.literal('b')]), z.literal('c')])", "z.enum(['a', 'b', 'c'])"), options: [{ checkEnums: true }] },
    { ...vs("z.literal(['a', 1])", "z.union([z.literal(1), z.enum(['a'])])"), options: [{ checkEnums: true }] },
    // An enum against a free string: compared only with checkEnums.
    vs("z.enum(['a', 'b'])", 'z.string()'),
    // Number formats one of which holds the other's range: the tighter one is what is advertised.
    vs('z.float64().int()', 'z.int()'),
    // z.float64() accepts what z.number() does (both reject Infinity and NaN), though toJSONSchema
    // writes its range; the neighbour of z.float32() against z.number(), whose range is a bound.
    vs('z.float64()', 'z.number()'),
    vs('z.float64().max(5)', 'z.number().lte(5)'),
    vs('z.number().int().int()', 'z.int()'),
    vs('z.float32().int()', 'z.number().int()'),
    // A format against the bounds it implies: JSON Schema writes both alike.
    vs('z.int32()', 'z.int().min(-2147483648).max(2147483647)'),
    vs('z.uint32()', 'z.number().int().nonnegative().max(4294967295)'),
    vs('z.float32()', 'z.number().min(-3.4028234663852886e38).max(3.4028234663852886e38)'),
    vs('z.int32().gt(-2147483648)', 'z.int().gt(-2147483648).lte(2147483647)'),
    vs('z.int32().min(0)', 'z.int().min(0).max(2147483647)'),
    // Tuples of one length, and of one length with a rest.
    vs('z.tuple([z.number(), z.string()])', 'z.tuple([z.number(), z.string().describe("s")])'),
    // Every item may go: Zod writes no `minItems: 0`, so nothing bounds the length.
    vs('z.tuple([], z.string())', 'z.array(z.string())'),
    vs('z.tuple([z.string().optional()], z.string())', 'z.array(z.string())'),
    vs('z.tuple([z.number()]).rest(z.string())', 'z.tuple([z.number()]).rest(z.string())'),
    // A rest that takes no value admits no item past the others (grammar v5): `items: false` to JSON Schema.
    vs('z.tuple([z.number()]).rest(z.never())', 'z.tuple([z.number()])'),
    vs('z.tuple([z.number()], z.undefined())', 'z.tuple([z.number()])'),
    // One set, an empty value among them, in another order.
    { ...vs("z.enum(['', 'a'])", "z.enum(['a', ''])"), options: [{ checkEnums: true }] },
    vs('z.tuple([z.number(), z.number().optional()])', 'z.tuple([z.number(), z.number().default(1)])'),
    // The discriminator itself is never an enum mismatch.
    { name: 'declaredDiscriminator with [{ checkEnums: true }]', code: declaredDiscriminator, options: [{ checkEnums: true }] },
    {
      name: 'structural discriminator with checkEnums',
      code: `import { z } from 'zod';
const A = z.object({ kind: z.literal('x'), n: z.number() });
const B = z.object({ kind: z.literal('y'), n: z.number() });
export const U = z.union([A, B]);`,
      options: [{ checkEnums: true }],
    },
    // ignoreKeys
    { name: 'stringBounds with [{ ignoreKeys: ["v"] }]', code: stringBounds, options: [{ ignoreKeys: ['v'] }] },
    { name: 'nested with [{ ignoreKeys: ["o"] }]', code: nested, options: [{ ignoreKeys: ['o'] }] },
    { name: 'arrayItems with [{ ignoreKeys: ["tags"] }]', code: arrayItems, options: [{ ignoreKeys: ['tags'] }] },
    { name: 'enumSets with [{ checkEnums: true, ignoreKeys: ["v"] }]', code: enumSets, options: [{ checkEnums: true, ignoreKeys: ['v'] }] },
  ],
  invalid: [
    {
      name: 'bounds written as constant expressions that differ',
      code: computedBoundsDiffer,
      errors: [
        constraintMismatch(loc(computedBoundsDiffer, 'max(10 * KB)'), 'v', '.max() (length <= 10240)', 'variant A', 'variant B'),
        constraintMismatch(loc(computedBoundsDiffer, 'max(2 * KB)'), 'v', '.max() (length <= 2048)', 'variant B', 'variant A'),
      ],
    },
    {
      // The variant whose bound cannot be read is left out; the other two are still compared.
      name: 'an unreadable bound leaves its variant out of the comparison',
      code: unreadableLeftOut,
      errors: [
        constraintMismatch(loc(unreadableLeftOut, 'max(10)'), 'v', '.max() (<= 10)', 'variant B', 'variant C'),
        constraintMismatch(loc(unreadableLeftOut, 'max(20)'), 'v', '.max() (<= 20)', 'variant C', 'variant B'),
      ],
    },
    {
      // logto's identifier guard: both patterns come from a package, and the email's maximum
      // length, which a flattener shows or drops for both, is still compared.
      name: 'an unreadable pattern leaves the other bounds of its variant compared',
      code: unreadablePatterns,
      errors: [constraintMismatch(loc(unreadablePatterns, 'max(256)'), 'v', '.max() (length <= 256)', 'variant A', 'variant B')],
    },
    {
      name: 'an unreadable maximum leaves the minimum compared',
      code: unreadableMaximum,
      errors: [constraintMismatch(loc(unreadableMaximum, 'min(1)'), 'v', '.min() (>= 1)', 'variant B', 'variant A')],
    },
    {
      name: 'lengths of a string and of a list that differ',
      code: lengthsDiffer,
      errors: [
        constraintMismatch(loc(lengthsDiffer, 'min(PREFIX.length)'), 'v', '.min() (length >= 2)', 'variant A', 'variant B'),
        constraintMismatch(loc(lengthsDiffer, 'min([KB, KB].length + 1)'), 'v', '.min() (length >= 3)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'hashesDiffer',
      code: hashesDiffer,
      errors: [
        constraintMismatch(loc(hashesDiffer, "hash('sha256')"), 'v', 'z.hash() (format sha256_hex)', 'variant A', 'variant B'),
        constraintMismatch(loc(hashesDiffer, "hash('sha512')"), 'v', 'z.hash() (format sha512_hex)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'stringFormatsDiffer',
      code: stringFormatsDiffer,
      errors: [
        constraintMismatch(loc(stringFormatsDiffer, "stringFormat('slug', /^[a-z-]+$/)"), 'v', 'z.stringFormat() (format slug (pattern /^[a-z-]+$/))', 'variant A', 'variant B'),
        constraintMismatch(loc(stringFormatsDiffer, "stringFormat('handle', /^@\\w+$/)"), 'v', 'z.stringFormat() (format handle (pattern /^@\\w+$/))', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'one constant at two paths: reported for each path, and each can be ignored alone',
      code: sharedConstantDiffers,
      errors: [
        constraintMismatch(loc(sharedConstantDiffers, 'regex(/^[a-z]+$/)'), 'q', '.regex() (pattern /^[a-z]+$/)', 'variant a', 'variant b'),
        constraintMismatch(loc(sharedConstantDiffers, 'regex(/^[a-z]+$/)'), 'o.p', '.regex() (pattern /^[a-z]+$/)', 'variant a', 'variant b'),
      ],
    },
    {
      name: 'one constant at two paths, with [{ ignoreKeys: ["q"] }]',
      code: sharedConstantDiffers,
      options: [{ ignoreKeys: ['q'] }],
      errors: [constraintMismatch(loc(sharedConstantDiffers, 'regex(/^[a-z]+$/)'), 'o.p', '.regex() (pattern /^[a-z]+$/)', 'variant a', 'variant b')],
    },
    {
      name: 'stringBounds',
      code: stringBounds,
      errors: [
        constraintMismatch(loc(stringBounds, 'min(1)'), 'v', '.min() (length >= 1)', 'variant A', 'variant B'),
        constraintMismatch(loc(stringBounds, 'max(20)'), 'v', '.max() (length <= 20)', 'variant A', 'variant B'),
      ],
    },
    {
      name: 'numberBoundsDiffer',
      code: numberBoundsDiffer,
      errors: [
        constraintMismatch(loc(numberBoundsDiffer, 'max(10)'), 'v', '.max() (<= 10)', 'variant A', 'variant B'),
        constraintMismatch(loc(numberBoundsDiffer, 'max(20)'), 'v', '.max() (<= 20)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'exclusiveBounds',
      code: exclusiveBounds,
      errors: [
        constraintMismatch(loc(exclusiveBounds, 'positive()'), 'v', '.positive() (> 0)', 'variant A', 'variant B'),
        constraintMismatch(loc(exclusiveBounds, 'lt(100)'), 'v', '.lt() (< 100)', 'variant A', 'variant B'),
      ],
    },
    {
      name: 'lengthEquals',
      code: lengthEquals,
      errors: [constraintMismatch(loc(lengthEquals, 'length(5)'), 'v', '.length() (length = 5)', 'variant A', 'variant B')],
    },
    {
      name: 'arrayLength',
      code: arrayLength,
      errors: [constraintMismatch(loc(arrayLength, 'min(1)'), 'v', '.min() (length >= 1)', 'variant A', 'variant B')],
    },
    {
      name: 'viaCheck',
      code: viaCheck,
      errors: [constraintMismatch(loc(viaCheck, 'minLength(3)'), 'v', 'z.minLength() (length >= 3)', 'variant A', 'variant B')],
    },
    {
      name: 'z.file() against z.string(): format binary',
      code: fileVsString,
      errors: [constraintMismatch(loc(fileVsString, 'z.file()'), 'v', 'z.file() (format binary)', 'variant A', 'variant B')],
    },
    {
      name: 'z.file() sizes',
      code: fileSizes,
      errors: [
        constraintMismatch(loc(fileSizes, 'max(1_000)'), 'v', '.max() (size <= 1000)', 'variant A', 'variant B'),
        constraintMismatch(loc(fileSizes, 'max(2_000)'), 'v', '.max() (size <= 2000)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'media types that differ',
      code: mimeTypesDiffer,
      errors: [
        constraintMismatch(loc(mimeTypesDiffer, "mime(['image/png', 'image/gif'])"), 'v', '.mime() (media type image/gif, image/png)', 'variant A', 'variant B'),
        constraintMismatch(loc(mimeTypesDiffer, "mime('image/png')"), 'v', '.mime() (media type image/png)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'emailFactory',
      code: emailFactory,
      errors: [constraintMismatch(loc(emailFactory, 'email()'), 'v', 'z.email() (format email)', 'variant A', 'variant B')],
    },
    {
      name: 'emailVsUrl',
      code: emailVsUrl,
      errors: [
        constraintMismatch(loc(emailVsUrl, 'email()'), 'v', '.email() (format email)', 'variant A', 'variant B'),
        constraintMismatch(loc(emailVsUrl, 'url()'), 'v', '.url() (format url)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'regexInOne',
      code: regexInOne,
      errors: [constraintMismatch(loc(regexInOne, 'regex(/^[a-z]+$/)'), 'v', '.regex() (pattern /^[a-z]+$/)', 'variant A', 'variant B')],
    },
    {
      // Two different patterns are two different constraints.
      name: 'regexesDiffer',
      code: regexesDiffer,
      errors: [
        constraintMismatch(loc(regexesDiffer, 'regex(/^a/)'), 'v', '.regex() (pattern /^a/)', 'variant A', 'variant B'),
        constraintMismatch(loc(regexesDiffer, 'regex(/^b/)'), 'v', '.regex() (pattern /^b/)', 'variant B', 'variant A'),
      ],
    },
    {
      // `/a/y` matches at index 0 only; `/a/g` is `/a/`, and is reported as it matches.
      name: 'stickyRegex',
      code: stickyRegex,
      errors: [
        constraintMismatch(loc(stickyRegex, 'regex(/a/y)'), 'v', '.regex() (pattern /a/y)', 'variant A', 'variant B'),
        constraintMismatch(loc(stickyRegex, 'regex(/a/g)'), 'v', '.regex() (pattern /a/)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'globalCaseless',
      code: globalCaseless,
      errors: [
        constraintMismatch(loc(globalCaseless, 'regex(/a/gi)'), 'v', '.regex() (pattern /a/i)', 'variant A', 'variant B'),
        constraintMismatch(loc(globalCaseless, 'regex(/a/)'), 'v', '.regex() (pattern /a/)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'startsWithDiffer',
      code: startsWithDiffer,
      errors: [
        constraintMismatch(loc(startsWithDiffer, "startsWith('a')"), 'v', '.startsWith() (starts with "a")', 'variant A', 'variant B'),
        constraintMismatch(loc(startsWithDiffer, "startsWith('b')"), 'v', '.startsWith() (starts with "b")', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'intMethod',
      code: intMethod,
      errors: [constraintMismatch(loc(intMethod, 'int()'), 'v', '.int() (integer)', 'variant A', 'variant B')],
    },
    {
      name: 'intFactory',
      code: intFactory,
      errors: [constraintMismatch(loc(intFactory, 'int()'), 'v', 'z.int() (integer)', 'variant A', 'variant B')],
    },
    {
      name: 'intAndMin',
      code: intAndMin,
      errors: [
        constraintMismatch(loc(intAndMin, 'int()'), 'v', '.int() (integer)', 'variant A', 'variant B'),
        constraintMismatch(loc(intAndMin, 'min(0)'), 'v', '.min() (>= 0)', 'variant A', 'variant B'),
      ],
    },
    {
      name: 'multipleOf',
      code: multipleOf,
      errors: [constraintMismatch(loc(multipleOf, 'multipleOf(5)'), 'v', '.multipleOf() (multiple of 5)', 'variant A', 'variant B')],
    },
    {
      // C is a number: it is neither with nor without the string's bound.
      name: 'sameKindOnly',
      code: sameKindOnly,
      errors: [constraintMismatch(loc(sameKindOnly, 'min(1)'), 'v', '.min() (length >= 1)', 'variant A', 'variant B')],
    },
    {
      name: 'threeVariants',
      code: threeVariants,
      errors: [
        constraintMismatch(loc(threeVariants, 'max(9)', 0), 'v', '.max() (<= 9)', 'variants A and B', 'variant C'),
        constraintMismatch(loc(threeVariants, 'max(9)', 1), 'v', '.max() (<= 9)', 'variants A and B', 'variant C'),
      ],
    },
    {
      name: 'nested',
      code: nested,
      errors: [constraintMismatch(loc(nested, 'min(1)'), 'o.p', '.min() (>= 1)', 'variant A', 'variant B')],
    },
    {
      name: 'arrayItems',
      code: arrayItems,
      errors: [constraintMismatch(loc(arrayItems, 'max(10)'), 'tags[]', '.max() (length <= 10)', 'variant A', 'variant B')],
    },
    {
      name: 'arrayItems with [{ ignoreKeys: ["tag"] }]',
      code: arrayItems,
      options: [{ ignoreKeys: ['tag'] }],
      errors: [constraintMismatch(loc(arrayItems, 'max(10)'), 'tags[]', '.max() (length <= 10)', 'variant A', 'variant B')],
    },
    {
      name: 'discriminated',
      code: discriminated,
      errors: [constraintMismatch(loc(discriminated, 'int()'), 'width', '.int() (integer)', 'variant resize', 'variant crop')],
    },
    {
      // A flattener advertises a string with no enum (stitchkit, flatten-semantics case 27): the
      // enum's variant rejects what the model is told it may send. Reported where a set is.
      name: 'an enum against a free string, with checkEnums',
      code: enumVsString,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(enumVsString, 'const A', 'v'), 'v', 'A', 'a, b', '[a, b] in A; any string in B')],
    },
    {
      name: 'a union of a string and a number literal that is no tag: its strings differ (the neighbour of the same values as the tag)',
      code: mixedValues,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(mixedValues, "z.literal('a')"), 'v|string', 'x', 'a', '[a] in x; [b] in y'),
        enumMismatch(loc(mixedValues, "z.literal('b')"), 'v|string', 'y', 'b', '[a] in x; [b] in y'),
      ],
    },
    {
      name: 'one boolean against both, with checkEnums: both are any boolean (the neighbour of z.literal([true, false]) against z.boolean())',
      code: trueVsBoolean,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(trueVsBoolean, 'const A', 'v'), 'v', 'A', 'true', '[true] in A; any boolean in B')],
    },
    {
      // langwatch's z.enum(['', 'input', 'output']) printed `[, input, output]`.
      name: 'an enum with an empty value and a value with a comma, quoted as they would not read bare, with checkEnums',
      code: blankValues,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(blankValues, 'const A', 'v'), 'v', 'A', '"", "a, b", input', '["", "a, b", input] in A; any string in B')],
    },
    {
      name: 'unions of string literals alone: their values compared at the field, once',
      code: literalUnions,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(literalUnions, "op: z.literal('x')", 'v'), 'v', 'x', 'a, b', '[a, b] in x; [c, d] in y'),
        enumMismatch(keyLoc(literalUnions, "op: z.literal('y')", 'v'), 'v', 'y', 'c, d', '[a, b] in x; [c, d] in y'),
      ],
    },
    {
      name: 'the neighbour: unions of a string literal and a number, compared kind by kind at v|string',
      code: literalOrNumber,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(literalOrNumber, "z.literal('a')"), 'v|string', 'A', 'a', '[a] in A; [c] in B'),
        enumMismatch(loc(literalOrNumber, "z.literal('c')"), 'v|string', 'B', 'c', '[a] in A; [c] in B'),
      ],
    },
    {
      name: 'a union of literals against a free number, with checkEnums',
      code: literalUnionVsNumber,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(literalUnionVsNumber, 'const A', 'v'), 'v', 'A', '1, 2', '[1, 2] in A; any number in B')],
    },
    {
      name: 'literals of two kinds against a union of those kinds, with checkEnums',
      code: mixedLiteralsVsUnion,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(mixedLiteralsVsUnion, 'const A', 'v'), 'v', 'A', '1, a', '[1, a] in A; any number or string in B')],
    },
    {
      name: 'a nested union of literals against a free string, with checkEnums',
      code: nestedLiteralUnionVsString,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(nestedLiteralUnionVsString, 'const A', 'v'), 'v', 'A', 'a, b, c', '[a, b, c] in A; any string in B')],
    },
    {
      name: 'a literal against a free number, with checkEnums',
      code: literalVsNumber,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(literalVsNumber, 'const B', 'v'), 'v', 'B', '1', 'any number in A; [1] in B')],
    },
    {
      name: 'tuples of one and two items',
      code: tupleLengths,
      errors: [
        constraintMismatch(loc(tupleLengths, 'z.tuple([z.number()])'), 'v', 'z.tuple() (length = 1)', 'variant A', 'variant B'),
        constraintMismatch(loc(tupleLengths, 'z.tuple([z.number(), z.number()])'), 'v', 'z.tuple() (length = 2)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'a tuple whose one item may go: at most one item, and no lower bound',
      code: optionalOnlyItem,
      errors: [constraintMismatch(loc(optionalOnlyItem, 'z.tuple([z.string().optional()])'), 'v', 'z.tuple() (length <= 1)', 'variant A', 'variant B')],
    },
    {
      name: 'a tuple with a rest against one without',
      code: tupleRest,
      errors: [
        // Both at least one item (`minItems: 1`): only B's upper bound differs.
        constraintMismatch(loc(tupleRest, 'z.tuple([z.number()])', 1), 'v', 'z.tuple() (length <= 1)', 'variant B', 'variant A'),
      ],
    },
    {
      // z.float64()'s range is every finite number, which z.number() already is: only z.int() bounds.
      name: 'z.float64() against z.int(): only the integer differs',
      code: float64VsInt,
      errors: [
        constraintMismatch(loc(float64VsInt, 'int()'), 'v', 'z.int() (integer)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'z.float32() against z.number(): its range is a bound (the neighbour of z.float64())',
      code: float32VsNumber,
      errors: [constraintMismatch(loc(float32VsNumber, 'float32()'), 'v', 'z.float32() (>= -3.4028234663852886e+38, <= 3.4028234663852886e+38)', 'variant A', 'variant B')],
    },
    {
      name: 'z.int32() against z.number(): one report for all the format advertises',
      code: int32VsNumber,
      errors: [constraintMismatch(loc(int32VsNumber, 'int32()'), 'v', 'z.int32() (integer, >= -2147483648, <= 2147483647)', 'variant A', 'variant B')],
    },
    {
      name: 'z.int32() against z.int() with the lower bound only: the upper bound differs',
      code: int32VsIntMin,
      errors: [constraintMismatch(loc(int32VsIntMin, 'int32()'), 'v', 'z.int32() (<= 2147483647)', 'variant A', 'variant B')],
    },
    {
      name: 'z.uint32() against z.int32().min(0): each upper bound is its format\'s',
      code: uint32VsInt32Min,
      errors: [
        constraintMismatch(loc(uint32VsInt32Min, 'uint32()'), 'v', 'z.uint32() (<= 4294967295)', 'variant A', 'variant B'),
        constraintMismatch(locAfter(uint32VsInt32Min, 'const B', 'int32()'), 'v', 'z.int32() (<= 2147483647)', 'variant B', 'variant A'),
      ],
    },
    {
      name: 'enumSets with [{ checkEnums: true }]',
      code: enumSets,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(enumSets, 'const A', 'v'), 'v', 'A', 'fast, slow', '[fast, slow] in A; [fast, safe] in B'),
        enumMismatch(keyLoc(enumSets, 'const B', 'v'), 'v', 'B', 'fast, safe', '[fast, slow] in A; [fast, safe] in B'),
      ],
    },
    {
      // `kind` discriminates (never reported); `unit` disagrees.
      name: 'literalSets with [{ checkEnums: true }]',
      code: literalSets,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(literalSets, 'const A', 'unit'), 'unit', 'x', 'cm', '[cm] in x; [in] in y'),
        enumMismatch(keyLoc(literalSets, 'const B', 'unit'), 'unit', 'y', 'in', '[cm] in x; [in] in y'),
      ],
    },
    {
      name: 'numberSetsShare with [{ checkEnums: true }]: 2 in both, so no tag',
      code: numberSetsShare,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(numberSetsShare, 'const A', 'v'), 'v', 'A', '1, 2', '[1, 2] in A; [2, 3] in B'),
        enumMismatch(keyLoc(numberSetsShare, 'const B', 'v'), 'v', 'B', '2, 3', '[1, 2] in A; [2, 3] in B'),
      ],
    },
    {
      // checkEnums reports value sets next to the bounds, each with its message id.
      name: 'enumsAndBounds with [{ checkEnums: true }]',
      code: enumsAndBounds,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(enumsAndBounds, 'const A', 'mode'), 'mode', 'A', 'a, b', '[a, b] in A; [a, c] in B'),
        constraintMismatch(loc(enumsAndBounds, 'max(3)'), 'n', '.max() (<= 3)', 'variant A', 'variant B'),
        enumMismatch(keyLoc(enumsAndBounds, 'const B', 'mode'), 'mode', 'B', 'a, c', '[a, b] in A; [a, c] in B'),
      ],
    },
    {
      name: 'enumsAndBounds',
      code: enumsAndBounds,
      errors: [constraintMismatch(loc(enumsAndBounds, 'max(3)'), 'n', '.max() (<= 3)', 'variant A', 'variant B')],
    },
  ],
});

// ---- patterns through names ------------------------------------------------------------------

// A regex literal held by a constant, an object of constants or a helper's parameter is the
// pattern it holds (it was "could not be read" before). Flags are compared in canonical order.
const namedPatterns = (b: string) => `import { z } from 'zod';
const SLUG = /^[a-z]+$/i;
const PATTERNS = { slug: /^[a-z]+$/gi, digits: /^\\d+$/ };
const matching = (r: RegExp) => z.string().regex(r);
const A = z.object({ v: z.string().regex(SLUG), w: matching(PATTERNS.slug) });
const B = z.object({ v: ${b}, w: z.string().regex(/^[a-z]+$/ig) });
export const U = z.union([A, B]);`;
const namedSame = namedPatterns('z.string().regex(/^[a-z]+$/i)');
const namedDiffer = namedPatterns('z.string().regex(PATTERNS.digits)');

ruleTester().run('no-collided-constraint-mismatch: patterns through names', rule, {
  valid: [{ name: 'the same patterns, named and written out', code: namedSame }],
  invalid: [
    {
      name: 'a different named pattern',
      code: namedDiffer,
      errors: [
        constraintMismatch(loc(namedDiffer, 'regex(SLUG)'), 'v', '.regex() (pattern /^[a-z]+$/i)', 'variant A', 'variant B'),
        constraintMismatch(loc(namedDiffer, 'regex(PATTERNS.digits)'), 'v', '.regex() (pattern /^\\d+$/)', 'variant B', 'variant A'),
      ],
    },
  ],
});

// ---- a bound from an option left out -------------------------------------------------------------

// `limits.max ?? 10` with `limits = {}`: the key is not there, so the bound is 10 (it was "could
// not be read"). A key on Object.prototype (`limits.toString`) stays unknown.
const optionalBound = (b: string) => `import { z } from 'zod';
const limits: { max?: number } = {};
const A = z.object({ n: z.number().max(limits.max ?? 10) });
const B = z.object({ n: z.number().max(${b}) });
export const U = z.union([A, B]);`;
const optionalBoundSame = optionalBound('10');
const optionalBoundDiffers = optionalBound('20');

ruleTester().run('no-collided-constraint-mismatch: a bound from an option left out', rule, {
  valid: [{ name: 'the default is the other bound', code: optionalBoundSame }],
  invalid: [
    {
      name: 'the default differs',
      code: optionalBoundDiffers,
      errors: [
        constraintMismatch(loc(optionalBoundDiffers, 'max(limits.max ?? 10)'), 'n', '.max() (<= 10)', 'variant A', 'variant B'),
        constraintMismatch(loc(optionalBoundDiffers, 'max(20)'), 'n', '.max() (<= 20)', 'variant B', 'variant A'),
      ],
    },
  ],
});

// ---- Object.freeze() ---------------------------------------------------------------------------

// `Object.freeze(x)` is `x` (it was "'Object' is not declared in this file").
const frozenLimit = (b: string) => `import { z } from 'zod';
const LIMITS = Object.freeze({ max: 10 });
const A = z.object({ n: z.number().max(LIMITS.max) });
const B = z.object({ n: z.number().max(${b}) });
export const U = z.union([A, B]);`;
const frozenLimitDiffers = frozenLimit('20');

ruleTester().run('no-collided-constraint-mismatch: Object.freeze()', rule, {
  valid: [{ name: 'the frozen bound is the other bound', code: frozenLimit('10') }],
  invalid: [
    {
      name: 'the frozen bound differs',
      code: frozenLimitDiffers,
      errors: [
        constraintMismatch(loc(frozenLimitDiffers, 'max(LIMITS.max)'), 'n', '.max() (<= 10)', 'variant A', 'variant B'),
        constraintMismatch(loc(frozenLimitDiffers, 'max(20)'), 'n', '.max() (<= 20)', 'variant B', 'variant A'),
      ],
    },
  ],
});

// ---- labels that would read alike ----------------------------------------------------------------

// Discriminator values 2 and '2' are two variants (Zod keeps both): the string is quoted, or the
// message would say "variants 2 and 2".
const twoAndTwo = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('version', [
  z.object({ version: z.literal(2), q: z.string().max(100) }),
  z.object({ version: z.literal('2'), q: z.string().max(${b}) }),
  z.object({ version: z.literal('3'), q: z.string().max(100) }),
]);`;
const twoAndTwoDiffer = twoAndTwo('500');

ruleTester().run('no-collided-constraint-mismatch: labels that would read alike', rule, {
  valid: [{ name: 'the same bound everywhere', code: twoAndTwo('100') }],
  invalid: [
    {
      name: 'one bound differs',
      code: twoAndTwoDiffer,
      errors: [
        constraintMismatch(loc(twoAndTwoDiffer, 'max(100)'), 'q', '.max() (length <= 100)', 'variants 2 and "3"', 'variant "2"'),
        constraintMismatch(loc(twoAndTwoDiffer, 'max(500)'), 'q', '.max() (length <= 500)', 'variant "2"', 'variants 2 and "3"'),
        constraintMismatch(loc(twoAndTwoDiffer, 'max(100)', 1), 'q', '.max() (length <= 100)', 'variants 2 and "3"', 'variant "2"'),
      ],
    },
  ],
});

// ---- a key on both sides of .and() ---------------------------------------------------------------

// Both sides hold: A's `v` is bounded by .max(5) and .max(3). Only the sides' own bounds were
// missed, so ".max(3) applies only in variant B" was reported (falsely), and nothing where B has no bound.
const bothSides = (b: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), v: z.string().max(5) }).and(z.object({ v: z.string().max(3) }));
const B = z.object({ op: z.literal('b'), v: ${b} });
export const U = z.union([A, B]);`;
const bothSidesUnbounded = bothSides('z.string()');

ruleTester().run('no-collided-constraint-mismatch: a key on both sides of .and()', rule, {
  valid: [
    { name: 'the same bounds, on one side', code: bothSides('z.string().max(5).max(3)') },
    // .max(5) is redundant beside .max(3): what both sides advertise is .max(3).
    { name: 'the bound that holds', code: bothSides('z.string().max(3)') },
  ],
  invalid: [
    {
      name: 'the other variant unbounded',
      code: bothSidesUnbounded,
      errors: [constraintMismatch(loc(bothSidesUnbounded, 'max(3)'), 'v', '.max() (length <= 3)', 'variant a', 'variant b')],
    },
  ],
});

// ---- what JSON Schema advertises --------------------------------------------------------------

// Bounds are compared as Zod's toJSONSchema folds them: the tightest bound wins, a length is a
// length however written, and a bound no tighter than an integer format's range adds nothing. Each
// valid case advertises one schema in both variants (and used to be reported); its invalid
// neighbour advertises two.
const advertised = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: ${a} }),
  z.object({ op: z.literal('b'), v: ${b} }),
]);`;
const lengthOtherwise = advertised('z.string().length(6)', 'z.string().min(5).max(5)');
// nango's MCP log filter: `.min(1).max(1)` against `.min(1).max(9)`; the lower bound is shared.
const sharedMinimum = advertised('z.array(z.string()).min(1).max(1)', 'z.array(z.string()).min(1).max(9)');
const redundantOther = advertised('z.string().min(1).min(2)', 'z.string().min(1)');
const intBounded = advertised('z.int()', 'z.int().max(100)');

ruleTester().run('no-collided-constraint-mismatch: what JSON Schema advertises', rule, {
  valid: [
    { name: 'a length written two ways', code: advertised('z.string().length(5)', 'z.string().min(5).max(5)') },
    { name: 'an array length written two ways', code: advertised('z.array(z.string()).min(2).max(2)', 'z.array(z.string()).length(2)') },
    { name: 'a redundant bound', code: advertised('z.string().min(1).min(2)', 'z.string().min(2)') },
    { name: 'an exclusive bound over an inclusive one of the same value', code: advertised('z.number().min(0).positive()', 'z.number().positive()') },
    { name: 'a bound no tighter than .int()', code: advertised('z.int()', 'z.int().max(Number.MAX_SAFE_INTEGER)') },
  ],
  invalid: [
    {
      name: 'another length',
      code: lengthOtherwise,
      errors: [
        // Both bounds of the length differ: one report for it; the other variant's two bounds, each where it is written.
        constraintMismatch(loc(lengthOtherwise, 'length(6)'), 'v', '.length() (length = 6)', 'variant a', 'variant b'),
        constraintMismatch(loc(lengthOtherwise, 'min(5)'), 'v', '.min() (length >= 5)', 'variant b', 'variant a'),
        constraintMismatch(loc(lengthOtherwise, 'max(5)'), 'v', '.max() (length <= 5)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'a length written as two equal bounds against a range with the same lower bound: the upper bounds alone differ (real code round 11)',
      code: sharedMinimum,
      errors: [
        constraintMismatch(loc(sharedMinimum, 'max(1)'), 'v', '.max() (length <= 1)', 'variant a', 'variant b'),
        constraintMismatch(loc(sharedMinimum, 'max(9)'), 'v', '.max() (length <= 9)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'the bound that holds differs',
      code: redundantOther,
      errors: [
        constraintMismatch(loc(redundantOther, 'min(2)'), 'v', '.min() (length >= 2)', 'variant a', 'variant b'),
        constraintMismatch(loc(redundantOther, 'min(1)', 1), 'v', '.min() (length >= 1)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'a bound tighter than .int()',
      code: intBounded,
      errors: [constraintMismatch(loc(intBounded, 'max(100)'), 'v', '.max() (<= 100)', 'variant b', 'variant a')],
    },
  ],
});

// ---- a format's options ------------------------------------------------------------------------

// A datetime's offset, local and precision, a time's precision and a UUID's version change what the
// format accepts and the pattern JSON Schema advertises: `.datetime({ offset: true })` accepts
// `+02:00`, `.datetime()` rejects it. They were one format.
const formatOptions = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), at: z.iso.datetime({ offset: true }) }),
  z.object({ op: z.literal('b'), at: ${b} }),
]);`;
const withoutOffset = formatOptions('z.iso.datetime()');
const uuidVersions = `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), id: z.uuidv4() }),
  z.object({ op: z.literal('b'), id: z.uuid() }),
]);`;

// A MAC address's delimiter and a format of one's own made with a pattern are what JSON Schema's
// `pattern` shows: `z.mac({ delimiter: '-' })` rejects `00:11:…`, and two `z.stringFormat('code', re)`
// with different patterns accept different codes. Both were one format.
const formatParts = (mac: string, code: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), hw: z.mac(), code: z.stringFormat('code', /^[a-z]+$/) }),
  z.object({ op: z.literal('b'), hw: ${mac}, code: ${code} }),
]);`;
const otherFormatParts = formatParts("z.mac({ delimiter: '-' })", "z.stringFormat('code', /^[0-9]+$/)");

ruleTester().run('no-collided-constraint-mismatch: a MAC delimiter, a pattern of a format of ones own', rule, {
  valid: [{ name: 'the default delimiter written out, the same pattern', code: formatParts("z.mac({ delimiter: ':' })", "z.stringFormat('code', /^[a-z]+$/)") }],
  invalid: [
    {
      name: 'another delimiter, another pattern',
      code: otherFormatParts,
      errors: [
        constraintMismatch(loc(otherFormatParts, 'mac()'), 'hw', 'z.mac() (format mac)', 'variant a', 'variant b'),
        constraintMismatch(loc(otherFormatParts, "stringFormat('code', /^[a-z]+$/)"), 'code', 'z.stringFormat() (format code (pattern /^[a-z]+$/))', 'variant a', 'variant b'),
        constraintMismatch(loc(otherFormatParts, "mac({ delimiter: '-' })"), 'hw', 'z.mac() (format mac (delimiter -))', 'variant b', 'variant a'),
        constraintMismatch(loc(otherFormatParts, "stringFormat('code', /^[0-9]+$/)"), 'code', 'z.stringFormat() (format code (pattern /^[0-9]+$/))', 'variant b', 'variant a'),
      ],
    },
  ],
});

// Zod 3's `.ip()` and `.cidr()` take either family; with a `version`, one (zod-to-json-schema writes
// an `anyOf` of both formats against one format).
const ipVersions = (b: string) => `import { z } from 'zod/v3';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), host: z.string().ip(), net: z.string().cidr({ version: 'v6' }) }),
  z.object({ op: z.literal('b'), host: ${b} }),
]);`;
const ipv4Only = ipVersions("z.string().ip({ version: 'v4' }), net: z.string().cidr({ version: 'v6' })");
const cidrEither = ipVersions('z.string().ip(), net: z.string().cidr()');

// A Zod 3 tuple takes every item, an optional last one too (`[x]` fails): its length is its items',
// as zod-to-json-schema writes it. Zod 4 lets a trailing optional item go (`minItems` 1).
const optionalLastItem = (from: string) => `import { z } from '${from}';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), pair: z.tuple([z.string(), z.string()]) }),
  z.object({ op: z.literal('b'), pair: z.tuple([z.string(), z.string().optional()]) }),
]);`;
const optionalLastItem4 = optionalLastItem('zod');

// Zod 3's `.safe()` bounds a number to the safe integers' range (`minimum`, `maximum`); it is no
// integer, as Zod 4's `.safe()` (its `.int()`) is. Against `.int()` the two differ.
const safeOrInt = (b: string) => `import { z } from 'zod/v3';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: z.number().safe() }),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
const safeAgainstInt = safeOrInt('z.number().int()');

// A Zod 3 array keeps one bound of each kind (`_def.minLength`): `.min(3).min(1)` is `.min(1)`, and
// accepts `[1]` as the other variant's `.min(1)` does. Zod 4 keeps both checks (`[1]` fails).
const arrayBounds = (from: string, a: string) => `import { z } from '${from}';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), path: ${a} }),
  z.object({ op: z.literal('b'), path: z.array(z.number()).min(1) }),
]);`;
const replacedV3 = arrayBounds('zod/v3', 'z.array(z.number()).min(3).min(1)');
const keptV4 = arrayBounds('zod', 'z.array(z.number()).min(3).min(1)');
const replacedThenMaxV3 = arrayBounds('zod/v3', 'z.number().array().min(3).max(5).min(2)');

ruleTester().run('no-collided-constraint-mismatch: Zod 3 array bounds', rule, {
  valid: [
    { name: 'Zod 3: .min(3).min(1) is .min(1)', code: replacedV3 },
    { name: 'Zod 3: .array() of a Zod 3 schema, .min(3).nonempty() is .min(1)', code: arrayBounds('zod/v3', 'z.number().array().min(3).nonempty()') },
    // `.array()` of what a method made of a Zod 3 schema, or of a Zod 3 union, literal or enum:
    // still a Zod 3 array (the regression sweep found these read with Zod 4's bounds).
    ...['z.number().optional()', 'z.number().transform((n) => n)', 'z.number().default(1)', 'z.union([z.number(), z.string()])', 'z.literal(1)', "z.enum(['x'])"].map((element) => ({
      name: `Zod 3: (${element}).array().min(3).min(1) is .min(1)`,
      code: arrayBounds('zod/v3', `${element}.array().min(3).min(1)`),
    })),
  ],
  invalid: [
    {
      name: 'the neighbour: Zod 4 keeps both',
      code: keptV4,
      // a's bound is 3 (the tighter of its two), b's is 1.
      errors: [
        constraintMismatch(loc(keptV4, 'min(3)'), 'path', '.min() (length >= 3)', 'variant a', 'variant b'),
        constraintMismatch(locAfter(keptV4, "literal('b'), path: z.array(z.number())", 'min(1)'), 'path', '.min() (length >= 1)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'Zod 3: the last bound of each kind, the others kept',
      code: replacedThenMaxV3,
      errors: [
        constraintMismatch(loc(replacedThenMaxV3, 'max(5)'), 'path', '.max() (length <= 5)', 'variant a', 'variant b'),
        constraintMismatch(loc(replacedThenMaxV3, 'min(2)'), 'path', '.min() (length >= 2)', 'variant a', 'variant b'),
        constraintMismatch(locAfter(replacedThenMaxV3, "literal('b'), path: z.array(z.number())", 'min(1)'), 'path', '.min() (length >= 1)', 'variant b', 'variant a'),
      ],
    },
  ],
});

ruleTester().run('no-collided-constraint-mismatch: Zod 3 IP and CIDR versions, Zod 3 tuples', rule, {
  valid: [
    { name: "Zod 3's .safe() in both", code: safeOrInt('z.number().safe()') },
    { name: 'a Zod 3 tuple with an optional last item takes two items, as the other does', code: optionalLastItem('zod/v3') },{ name: 'the same families', code: ipVersions("z.string().ip(), net: z.string().cidr({ version: 'v6' })") }],
  invalid: [
    {
      name: 'the neighbour: in Zod 4 the optional last item may be left out',
      code: optionalLastItem4,
      errors: [
        // Both at most two items (`maxItems: 2`): only the lower bounds differ.
        constraintMismatch(loc(optionalLastItem4, 'z.tuple([z.string(), z.string()])'), 'pair', 'z.tuple() (length >= 2)', 'variant a', 'variant b'),
        constraintMismatch(loc(optionalLastItem4, 'z.tuple([z.string(), z.string().optional()])'), 'pair', 'z.tuple() (length >= 1)', 'variant b', 'variant a'),
      ],
    },
    {
      name: "Zod 3's .safe() against .int(): bounds against an integer",
      code: safeAgainstInt,
      errors: [
        constraintMismatch(loc(safeAgainstInt, 'safe()'), 'n', `.safe() (>= ${Number.MIN_SAFE_INTEGER})`, 'variant a', 'variant b'),
        constraintMismatch(loc(safeAgainstInt, 'safe()'), 'n', `.safe() (<= ${Number.MAX_SAFE_INTEGER})`, 'variant a', 'variant b'),
        constraintMismatch(loc(safeAgainstInt, 'int()'), 'n', '.int() (integer)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'either family against v4',
      code: ipv4Only,
      errors: [
        constraintMismatch(loc(ipv4Only, 'ip()'), 'host', '.ip() (format ip)', 'variant a', 'variant b'),
        constraintMismatch(loc(ipv4Only, "ip({ version: 'v4' })"), 'host', '.ip() (format ip (version v4))', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'v6 against either family',
      code: cidrEither,
      errors: [
        constraintMismatch(loc(cidrEither, "cidr({ version: 'v6' })"), 'net', '.cidr() (format cidr (version v6))', 'variant a', 'variant b'),
        constraintMismatch(loc(cidrEither, 'cidr()'), 'net', '.cidr() (format cidr)', 'variant b', 'variant a'),
      ],
    },
  ],
});

ruleTester().run('no-collided-constraint-mismatch: a format\'s options', rule, {
  valid: [
    { name: 'the same options, written as a method', code: formatOptions('z.string().datetime({ offset: true, local: false })') },
    { name: 'a UUID version written two ways', code: uuidVersions.replace('z.uuid()', "z.uuid({ version: 'v4' })") },
    { name: 'a message is not an option', code: formatOptions("z.iso.datetime({ offset: true, error: 'a date' })") },
  ],
  invalid: [
    {
      name: 'with and without an offset',
      code: withoutOffset,
      errors: [
        constraintMismatch(loc(withoutOffset, 'datetime({ offset: true })'), 'at', 'z.iso.datetime() (format datetime (offset))', 'variant a', 'variant b'),
        constraintMismatch(loc(withoutOffset, 'datetime()'), 'at', 'z.iso.datetime() (format datetime)', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'a UUID version and any version',
      code: uuidVersions,
      errors: [
        constraintMismatch(loc(uuidVersions, 'uuidv4()'), 'id', 'z.uuidv4() (format uuid (version v4))', 'variant a', 'variant b'),
        constraintMismatch(loc(uuidVersions, 'uuid()'), 'id', 'z.uuid() (format uuid)', 'variant b', 'variant a'),
      ],
    },
  ],
});

// Below the field and behind other spellings, as JSON Schema writes them: a record's values are a
// field of their own (`scores.*`); an array's items stand at every position of a tuple of the same
// field; `z.union([S, z.null()])` advertises S's bounds, as `S.nullable()` does; and
// `.includes(text, { position })` finds the text at or after that index: another constraint.
const fields = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), scores: ${a} }),
  z.object({ op: z.literal('b'), scores: ${b} }),
]);`;
const recordValueBound = fields('z.record(z.string(), z.number().max(10))', 'z.record(z.string(), z.number())');
const tupleItemBound = fields('z.tuple([z.number().max(10)])', 'z.array(z.number()).length(1)');
const nullUnion = fields('z.union([z.number().int().max(9), z.null()])', 'z.number().int().nullable()');
// A null option behind a wrapper is JSON Schema's `{ type: "null" }` too: the union is S made nullable.
const wrappedNull = (second: string) => fields("z.union([z.string().startsWith('a'), z.null()])", `z.union([${second}, z.null().readonly()])`);
const wrappedNullOther = wrappedNull("z.string().startsWith('b')");
const lazyNullUnion = fields('z.union([z.string().min(5), z.lazy(() => z.null())])', 'z.string().nullable()');
const recordKeyBound = fields('z.record(z.string().max(8), z.number())', 'z.record(z.string(), z.number())');
const templateOrString = fields("z.templateLiteral(['user_', z.number()])", 'z.string()');
// Nested unions without a discriminator cannot be paired by place: options in another order are
// not compared across the variants; each union reports its own options (paths relative to it).
const unpairedUnions = fields('z.union([z.object({ id: z.string() }), z.object({ id: z.string().max(3), n: z.number() })])', 'z.union([z.object({ id: z.string().max(3), n: z.number() }), z.object({ id: z.string() })])');
const templateParts = fields("z.templateLiteral(['a_', z.int()])", "z.templateLiteral(['a_', z.number()])");
// A deep flatten's `scores.kind` holds the values of every option of the nested union.
const nestedUnion = (kinds: readonly string[]) => `z.discriminatedUnion('kind', [${kinds.map((kind) => `z.object({ kind: z.literal('${kind}'), id: z.string() })`).join(', ')}])`;
const nestedUnionValues = fields(nestedUnion(['user', 'team']), nestedUnion(['user', 'org']));
// A discriminated union nested as an option under one value: its discriminator is each option's own.
const nestedUnderOne = (unit: string) => `import { z } from 'zod';
const Move = z.discriminatedUnion('how', [
  z.object({ op: z.literal('move'), how: z.literal('by'), unit: z.enum(['px']) }),
  z.object({ op: z.literal('move'), how: z.literal('to'), unit: ${unit} }),
]);
export const U = z.discriminatedUnion('op', [z.object({ op: z.literal('stop') }), Move]);`;
const nestedUnderOneUnits = nestedUnderOne("z.enum(['em'])");
const includesAt = fields("z.string().includes('x', { position: 3 })", "z.string().includes('x')");
// A union's options of several kinds are each written with their own bounds in its `anyOf`.
const scalarOptions = fields('z.union([z.string().max(8), z.number().int()])', 'z.number().or(z.string().max(8))');
// A chain of .or() is one union of its options; a literal option leaves the others compared.
const orChain = fields('z.string().max(3).or(z.number()).or(z.boolean())', 'z.union([z.string(), z.number(), z.boolean()])');
const literalOption = fields("z.union([z.literal('auto'), z.number().min(1)])", "z.union([z.literal('auto'), z.number()])");
// An enum or literal option stands for its kind when no option takes any value of it.
const valuedOption = fields("z.union([z.number(), z.enum(['x', 'y'])])", "z.union([z.number(), z.literal('x')])");
// Several literal options of one kind are one set of values.
const literalOptions = fields("z.union([z.literal('x'), z.literal('y'), z.number()])", "z.union([z.literal('x'), z.number()])");
// A plain object beside another variant's nested union: its discriminator joins the union's values.
const kindUnion = "z.discriminatedUnion('kind', [z.object({ kind: z.literal('x'), v: z.string() }), z.object({ kind: z.literal('y'), v: z.string() })])";
const plainKind = (kind: string) => fields(kindUnion, `z.object({ kind: ${kind}, v: z.string() })`);
const plainKindOne = plainKind("z.literal('x')");
// A key both objects of an intersection declare holds the values both allow.
const andLiteral = (b: string) => `import { z } from 'zod';
export const U = z.union([
  z.object({ op: z.literal('a'), n: z.literal(true) }).and(z.object({ n: z.literal(true) })),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
const andLiteralOther = andLiteral('z.literal(false)');
// Zod's accessors of a schema's parts: a record's valueType, a pipe's in, a catch removed, a lazy unwrapped.
const accessors = (r: string) => `import { z } from 'zod';
const Rec = z.record(z.string(), z.string().max(3));
const P = z.string().max(5).transform((s) => s.length);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), c: z.string().min(2).catch('xx').removeCatch(), l: z.lazy(() => z.string().min(1)).unwrap(), p: P.in, r: Rec.valueType }),
  z.object({ op: z.literal('b'), c: z.string().min(2), l: z.string().min(1), p: z.string().max(5), r: ${r} }),
]);`;
const accessorsOther = accessors('z.string()');

ruleTester().run('no-collided-constraint-mismatch: paths below the field, and other spellings', rule, {
  valid: [
    { name: "z.union([S, z.null()]) against z.union([S, z.null().readonly()])", code: wrappedNull("z.string().startsWith('a')") },
    { name: 'S.nullable() against z.union([S, z.null().nullable()])', code: fields("z.string().startsWith('a').nullable()", "z.union([z.string().startsWith('a'), z.null().nullable()])") },
    { name: 'S.nullable() against z.union([S, z.lazy(() => z.null())])', code: fields("z.string().startsWith('a').nullable()", "z.union([z.string().startsWith('a'), z.lazy(() => z.null())])") },
    { name: 'the same value bound', code: fields('z.record(z.string(), z.number().max(10))', 'z.record(z.string(), z.number().lte(10))') },
    { name: "an array of the tuple's item, of its length", code: fields('z.tuple([z.number().max(10)])', 'z.array(z.number().max(10)).length(1)') },
    { name: 'z.union([S, z.null()]) against S.nullable()', code: fields('z.union([z.number().int().max(9), z.null()])', 'z.number().int().max(9).nullable()') },
    { name: 'S.or(z.null()) against S', code: fields('z.email().or(z.null())', 'z.email()') },
    { name: 'the same key bound', code: fields('z.record(z.string().max(8), z.number())', 'z.partialRecord(z.string().max(8), z.number())') },
    { name: 'nested unions of the same values, the options in another order', code: fields(nestedUnion(['user', 'team']), nestedUnion(['team', 'user'])), options: [{ checkEnums: true }] },
    { name: 'nested unions of other values, without checkEnums', code: nestedUnionValues },
    { name: "a nested union's own discriminator values, with checkEnums", code: nestedUnderOne("z.enum(['px'])"), options: [{ checkEnums: true }] },
    { name: 'one template, spelled with a literal schema', code: fields("z.templateLiteral(['user_', z.number()])", "z.templateLiteral(['user', z.literal('_'), z.number()])") },
    // A part's checks by what they check: `z.int()`, `.check(z.int())`; `.max(3)`, `.check(z.maxLength(3))`
    // (grammar v18: the two spellings were two patterns, and the text was the static front end's own).
    {
      name: "one template, its parts' checks spelled two ways",
      code: fields("z.templateLiteral([z.string().max(3), '@', z.int()])", "z.templateLiteral([z.string().check(z.maxLength(3)), '@', z.number().check(z.int())])"),
    },
    { name: 'the same position', code: fields("z.string().includes('x', { position: 3 })", "z.string().includes('x', { position: 3, message: 'no x' })") },
    { name: 'from index 0 is anywhere', code: fields("z.string().includes('x', { position: 0 })", "z.string().includes('x', 'no x')") },
    { name: "a union's options of each kind, written in another order", code: fields('z.union([z.string().max(8), z.number().int()])', 'z.int().or(z.string().max(8))') },
    { name: 'a union\'s options with [{ ignoreKeys: ["scores"] }]', code: scalarOptions, options: [{ ignoreKeys: ['scores'] }] },
    { name: 'a chain of .or() against the union of its options', code: fields('z.string().max(3).or(z.number()).or(z.boolean())', 'z.union([z.string().max(3), z.number(), z.boolean()])') },
    { name: 'a literal option beside the same number option', code: fields("z.union([z.literal('auto'), z.number().min(1)])", "z.union([z.number().min(1), z.literal('auto')])") },
    { name: 'the same literal options in another order, with checkEnums', code: fields("z.union([z.literal('x'), z.literal('y'), z.number()])", "z.union([z.number(), z.literal('y'), z.literal('x')])"), options: [{ checkEnums: true }] },
    { name: 'the same enum option beside a number option, with checkEnums', code: fields("z.union([z.number(), z.enum(['x', 'y'])])", "z.union([z.enum(['y', 'x']), z.number()])"), options: [{ checkEnums: true }] },
    { name: "a plain object whose kind takes the nested union's values, with checkEnums", code: plainKind("z.enum(['x', 'y'])"), options: [{ checkEnums: true }] },
    { name: "Zod's accessors read as the parts they return", code: accessors('z.string().max(3)') },
    { name: 'a literal on both sides of .and(), the same literal, with checkEnums', code: andLiteral('z.literal(true)'), options: [{ checkEnums: true }] },
    { name: "the same options, one variant's union optional", code: fields('z.union([z.string().max(8), z.number()]).optional()', 'z.union([z.string().max(8), z.number()])') },
  ],
  invalid: [
    {
      name: "a bound on one variant's record values",
      code: recordValueBound,
      errors: [constraintMismatch(loc(recordValueBound, 'max(10)'), 'scores.*', '.max() (<= 10)', 'variant a', 'variant b')],
    },
    {
      name: "a bound on one variant's record keys (JSON Schema's propertyNames)",
      code: recordKeyBound,
      errors: [constraintMismatch(loc(recordKeyBound, 'max(8)'), 'scores.<key>', '.max() (length <= 8)', 'variant a', 'variant b')],
    },
    {
      name: 'two literal options against one beside a number option, with checkEnums',
      code: literalOptions,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(literalOptions, "z.literal('x')"), 'scores|string', 'a', 'x, y', '[x, y] in a; [x] in b'),
        enumMismatch(loc(literalOptions, "z.literal('x')", 1), 'scores|string', 'b', 'x', '[x, y] in a; [x] in b'),
      ],
    },
    {
      name: 'an enum option against a literal option beside a number option, with checkEnums',
      code: valuedOption,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(valuedOption, "z.enum(['x', 'y'])"), 'scores|string', 'a', 'x, y', '[x, y] in a; [x] in b'),
        enumMismatch(loc(valuedOption, "z.literal('x')"), 'scores|string', 'b', 'x', '[x, y] in a; [x] in b'),
      ],
    },
    {
      name: "a plain object whose kind takes one of the nested union's values, with checkEnums",
      code: plainKindOne,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(plainKindOne, kindUnion), 'scores.kind', 'a', 'x, y', '[x, y] in a; [x] in b'),
        enumMismatch(locAfter(plainKindOne, "op: z.literal('b')", 'kind'), 'scores.kind', 'b', 'x', '[x, y] in a; [x] in b'),
      ],
    },
    {
      name: "a record's valueType read as its value schema",
      code: accessorsOther,
      errors: [constraintMismatch(loc(accessorsOther, 'max(3)'), 'r', '.max() (length <= 3)', 'variant a', 'variant b')],
    },
    {
      name: 'a literal on both sides of .and(), another literal, with checkEnums',
      code: andLiteralOther,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(locAfter(andLiteralOther, "op: z.literal('a')", 'n'), 'n', 'a', 'true', '[true] in a; [false] in b'),
        enumMismatch(locAfter(andLiteralOther, "op: z.literal('b')", 'n'), 'n', 'b', 'false', '[true] in a; [false] in b'),
      ],
    },
    {
      name: 'a bound on the string option of a chain of .or()',
      code: orChain,
      errors: [constraintMismatch(loc(orChain, 'max(3)'), 'scores|string', '.max() (length <= 3)', 'variant a', 'variant b')],
    },
    {
      name: 'a bound on the number option beside a literal option',
      code: literalOption,
      errors: [constraintMismatch(loc(literalOption, 'min(1)'), 'scores|number', '.min() (>= 1)', 'variant a', 'variant b')],
    },
    {
      name: "a check on one variant's number option of a union (f|number)",
      code: scalarOptions,
      errors: [constraintMismatch(loc(scalarOptions, 'int()'), 'scores|number', '.int() (integer)', 'variant a', 'variant b')],
    },
    {
      name: "a bound on a tuple's item, not on the array's items",
      code: tupleItemBound,
      errors: [constraintMismatch(loc(tupleItemBound, 'max(10)'), 'scores[0]', '.max() (<= 10)', 'variant a', 'variant b')],
    },
    {
      name: 'a null option behind .readonly(): the two prefixes are compared as nullable strings',
      code: wrappedNullOther,
      errors: [
        constraintMismatch(loc(wrappedNullOther, "startsWith('a')"), 'scores', '.startsWith() (starts with "a")', 'variant a', 'variant b'),
        constraintMismatch(loc(wrappedNullOther, "startsWith('b')"), 'scores', '.startsWith() (starts with "b")', 'variant b', 'variant a'),
      ],
    },
    {
      name: 'a bound inside z.union([S, z.lazy(() => z.null())]) only',
      code: lazyNullUnion,
      errors: [constraintMismatch(loc(lazyNullUnion, 'min(5)'), 'scores', '.min() (length >= 5)', 'variant a', 'variant b')],
    },
    {
      name: 'a bound inside z.union([S, z.null()]) only',
      code: nullUnion,
      errors: [constraintMismatch(loc(nullUnion, 'max(9)'), 'scores', '.max() (<= 9)', 'variant a', 'variant b')],
    },
    {
      name: 'nested unions without a discriminator, options in another order: only their own reports',
      code: unpairedUnions,
      errors: [
        constraintMismatch(loc(unpairedUnions, 'max(3)', 0), 'id', '.max() (length <= 3)', 'variant option 2', 'variant option 1'),
        constraintMismatch(loc(unpairedUnions, 'max(3)', 1), 'id', '.max() (length <= 3)', 'variant option 1', 'variant option 2'),
      ],
    },
    {
      name: "a check on a template literal's part changes its pattern",
      code: templateParts,
      errors: [
        constraintMismatch(loc(templateParts, "z.templateLiteral(['a_', z.int()])"), 'scores', 'z.templateLiteral() (matches `a_${number .int()}`)', 'variant a', 'variant b'),
        constraintMismatch(loc(templateParts, "z.templateLiteral(['a_', z.number()])"), 'scores', 'z.templateLiteral() (matches `a_${number}`)', 'variant b', 'variant a'),
      ],
    },
    {
      name: "another field of a nested union's options, with checkEnums",
      code: nestedUnderOneUnits,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(locAfter(nestedUnderOneUnits, "how: z.literal('by')", 'unit'), 'unit', 'move (how by)', 'px', '[px] in move (how by); [em] in move (how to)'),
        enumMismatch(locAfter(nestedUnderOneUnits, "how: z.literal('to')", 'unit'), 'unit', 'move (how to)', 'em', '[px] in move (how by); [em] in move (how to)'),
      ],
    },
    {
      name: 'nested unions whose options differ, with checkEnums: the values of their discriminator',
      code: nestedUnionValues,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(nestedUnionValues, nestedUnion(['user', 'team'])), 'scores.kind', 'a', 'team, user', '[team, user] in a; [org, user] in b'),
        enumMismatch(loc(nestedUnionValues, nestedUnion(['user', 'org'])), 'scores.kind', 'b', 'org, user', '[team, user] in a; [org, user] in b'),
      ],
    },
    {
      name: "a template literal's pattern against any string",
      code: templateOrString,
      errors: [constraintMismatch(loc(templateOrString, "z.templateLiteral(['user_', z.number()])"), 'scores', 'z.templateLiteral() (matches `user_${number}`)', 'variant a', 'variant b')],
    },
    {
      name: 'a position in one variant only',
      code: includesAt,
      errors: [
        constraintMismatch(loc(includesAt, "includes('x', { position: 3 })"), 'scores', '.includes() (includes "x" at index 3 or after)', 'variant a', 'variant b'),
        constraintMismatch(loc(includesAt, "includes('x')"), 'scores', '.includes() (includes "x")', 'variant b', 'variant a'),
      ],
    },
  ],
});

// `z.property(key, S)` is a check JSON Schema does not show: the hidden-check rule's, never a
// constraint (it was one, with no bound to name).
describe('a property check is no constraint', () => {
  const two = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), tags: z.array(z.string())${a} }),
  z.object({ op: z.literal('b'), tags: z.array(z.string())${b} }),
]);`;
  const withBound = two(".max(4).check(z.property('length', z.number().max(3)))", '');
  ruleTester().run('no-collided-constraint-mismatch', rule, {
    valid: [
      { name: 'z.property() in one variant only', code: two(".check(z.property('length', z.number().max(3)))", '') },
      { name: 'z.properties() in one variant only', code: two('.check(z.properties({ length: z.number().max(3) }))', '') },
    ],
    invalid: [
      {
        name: 'a bound beside a property check is still compared',
        code: withBound,
        errors: [constraintMismatch(loc(withBound, 'max(4)'), 'tags', '.max() (length <= 4)', 'variant a', 'variant b')],
      },
    ],
  });
});

// A discriminator both sides of `.and()` declare (code generators write a variant as
// `Entity.and(z.object({ eventType: z.literal('a') }))`, with `eventType` in Entity too): each
// variant still claims its own value, so the key is the union's discriminator, not a field.
describe('a discriminator on both sides of .and()', () => {
  const options = (a: string, b: string) => `import { z } from 'zod';
export const U = z.union([
  z.object({ eventType: z.literal('done'), n: z.number() }).and(z.object({ eventType: ${a} })),
  z.object({ eventType: z.literal('refund'), n: z.number() }).and(z.object({ eventType: ${b} })),
]);`;
  const overlapping = `import { z } from 'zod';
export const U = z.union([
  z.object({ eventType: z.string(), n: z.number() }).and(z.object({ eventType: z.literal('done') })),
  z.object({ eventType: z.string(), n: z.number() }).and(z.object({ eventType: z.enum(['done', 'refund']) })),
]);`;
  ruleTester().run('no-collided-constraint-mismatch', rule, {
    valid: [
      { name: 'each variant claims its own value on both sides', code: options("z.literal('done')", "z.literal('refund')"), options: [{ checkEnums: true }] },
      { name: 'and where the other side takes any string', code: options('z.string()', 'z.string()'), options: [{ checkEnums: true }] },
    ],
    invalid: [
      {
        name: 'values two variants share: no discriminator, and the sets differ',
        code: overlapping,
        options: [{ checkEnums: true }],
        errors: [
          enumMismatch(keyLoc(overlapping, 'z.union([', 'eventType'), 'eventType', 'option 1', 'done', '[done] in option 1; [done, refund] in option 2'),
          enumMismatch(keyLoc(overlapping, "z.literal('done') })),", 'eventType'), 'eventType', 'option 2', 'done, refund', '[done] in option 1; [done, refund] in option 2'),
        ],
      },
    ],
  });
});

// A side of an intersection that could not be read holds checks that are the field's: what the
// field allows is unknown, and it is left out of the comparison rather than read as holding none.
// `z.intersection(z.string(), mk())` with `mk()` unread was "without .min()", against live Zod.
const unreadSide = (a: string) => `import { z } from 'zod';
function mk() {
  let s = z.string();
  for (const _ of [1]) s = s.min(2);
  return s;
}
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: ${a} }),
  z.object({ kind: z.literal('b'), text: z.string().min(2) }),
  z.object({ kind: z.literal('c'), text: z.string().min(2) }),
]);`;
const unreadSideAgainstNone = unreadSide('z.intersection(z.string(), mk())').replace("literal('c'), text: z.string().min(2)", "literal('c'), text: z.string()");

ruleTester().run('no-collided-constraint-mismatch: an intersection side that could not be read', rule, {
  valid: [{ name: 'b and c agree, a is unknown', code: unreadSide('z.intersection(z.string(), mk())') }],
  invalid: [
    {
      name: 'b and c differ, a is left out',
      code: unreadSideAgainstNone,
      errors: [constraintMismatch(locAfter(unreadSideAgainstNone, "literal('b'), text: z.string().", 'min(2)'), 'text', '.min() (length >= 2)', 'variant b', 'variant c')],
    },
  ],
});

// Enum values listed through `new Set()` (spread, or `Array.from()`): its distinct values, in
// order. They were "could not be traced" (promptfoo's plugin lists).
const setValues = (b: string) => `import { z } from 'zod';
const A = ['b', 'a'];
const B = ['c', 'a'];
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('x'), kind: z.enum([...new Set([...A, ...B])]) }),
  z.object({ op: z.literal('y'), kind: z.enum(${b}) }),
]);`;
const setAgainstOne = setValues("['a']");
ruleTester().run('no-collided-constraint-mismatch: enum values through new Set()', rule, {
  valid: [
    { name: 'the same values as a Set and as Array.from of a Set', code: setValues('Array.from(new Set([...B, ...A]))'), options: [{ checkEnums: true }] },
    { name: 'the same values written out', code: setValues("['b', 'a', 'c']"), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'a Set of three values against one',
      code: setAgainstOne,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(locAfter(setAgainstOne, "literal('x'), ", 'kind'), 'kind', 'x', 'a, b, c', '[a, b, c] in x; [a] in y'),
        enumMismatch(locAfter(setAgainstOne, "literal('y'), ", 'kind'), 'kind', 'y', 'a', '[a, b, c] in x; [a] in y'),
      ],
    },
  ],
});

// `z.tuple([...]).partial()` (Zod 4.6) makes every item optional: it takes `[]` to two items, the
// other variant's tuple exactly two. Was "not a method the evaluator knows".
const partialTuple = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), pair: z.tuple([z.string(), z.number()]).partial() }),
  z.object({ op: z.literal('b'), pair: ${b} }),
]);`;
const partialAgainstWhole = partialTuple('z.tuple([z.string(), z.number()])');
ruleTester().run('no-collided-constraint-mismatch: a partial tuple', rule, {
  valid: [{ name: 'partial in both', code: partialTuple('z.tuple([z.string(), z.number().optional()]).partial()') }],
  invalid: [
    {
      name: 'partial against whole',
      code: partialAgainstWhole,
      errors: [
        // Both at most two items: the whole tuple's lower bound alone differs.
        constraintMismatch(loc(partialAgainstWhole, 'z.tuple([z.string(), z.number()])', 1), 'pair', 'z.tuple() (length >= 2)', 'variant b', 'variant a'),
      ],
    },
  ],
});

// A builder that calls itself with a smaller constant depth and stops at a constant one is read
// level by level (brightdata-mcp's dataset filters): its nested levels were "calls itself".
const boundedRecursion = (leafOperator: string) => `import { z } from 'zod';
const leaf = z.object({ name: z.string(), operator: ${leafOperator} });
function build(depth: number): z.ZodType {
  if (depth <= 1) return leaf;
  const group = z.object({ operator: z.enum(['and', 'or']), filters: z.array(build(depth - 1)).min(1) });
  return z.union([group, leaf]);
}
export const Filter = build(3);`;
const anyOperator = boundedRecursion('z.string()');
ruleTester().run('no-collided-constraint-mismatch: bounded recursion', rule, {
  valid: [{ name: 'the same operators', code: boundedRecursion("z.enum(['and', 'or'])"), options: [{ checkEnums: true }] }],
  invalid: [
    {
      // Each level's union is one of its own, at the same places: one report.
      name: 'an enum against any string',
      code: anyOperator,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(anyOperator, 'const group', 'operator'), 'operator', 'group', 'and, or', '[and, or] in group; any string in leaf')],
    },
  ],
});

// A union of one option is that option (`z.union([S])` accepts what S accepts, and JSON Schema
// writes `anyOf: [S]`): its bounds are the field's. They were dropped, so `.min(2)` against none
// was silent and `.min(2)` against the same `.min(2)` was reported (grammar v4 sweep). Bounds of
// two options of one kind stand for no other variant's (as documented): the field is not compared,
// where it was reported as having no bound.
const oneOption = pair('z.union([z.string().min(2)])', 'z.string()');
const oneOptionWrapped = pair('z.union([z.string().min(2)]).optional()', 'z.string().max(9).optional()');
ruleTester().run('no-collided-constraint-mismatch: a union of one option', rule, {
  valid: [
    vs('z.union([z.string().min(2)])', 'z.string().min(2)'),
    vs('z.union([z.string().min(2), z.email()])', 'z.string().min(2)'),
    vs('z.union([z.string().min(2), z.email()])', 'z.string()'),
    vs('z.union([z.string(), z.email()])', 'z.email()'),
  ],
  invalid: [
    { name: 'a bound only the one option has', code: oneOption, errors: [constraintMismatch(locAfter(oneOption, 'const A', 'min(2)'), 'v', '.min() (length >= 2)', 'variant A', 'variant B')] },
    {
      name: 'behind a wrapper, against another bound',
      code: oneOptionWrapped,
      errors: [
        constraintMismatch(locAfter(oneOptionWrapped, 'const A', 'min(2)'), 'v', '.min() (length >= 2)', 'variant A', 'variant B'),
        constraintMismatch(locAfter(oneOptionWrapped, 'const B', 'max(9)'), 'v', '.max() (length <= 9)', 'variant B', 'variant A'),
      ],
    },
  ],
});

// `z.regexes.domain` is the pattern Zod exports under that name: compared as that pattern. It was
// "a bound the rule cannot read" (an untraceable report in each variant, and nothing compared).
const zodRegex = (b: string) => `import { z } from 'zod';
const A = z.object({ host: z.string().regex(z.regexes.domain) });
const B = z.object({ host: ${b} });
export const U = z.union([A, B]);`;
const domainAgainstNone = zodRegex('z.string()');
const domainSource = String(z.regexes.domain);
ruleTester().run('no-collided-constraint-mismatch: patterns Zod exports', rule, {
  valid: [
    { name: 'the same z.regexes constant', code: zodRegex('z.string().regex(z.regexes.domain)') },
    { name: 'the same pattern written out', code: zodRegex(`z.string().regex(${domainSource})`) },
  ],
  invalid: [
    {
      name: 'a z.regexes pattern against none',
      code: domainAgainstNone,
      errors: [constraintMismatch(locAfter(domainAgainstNone, 'const A', 'regex(z.regexes.domain)'), 'host', `.regex() (pattern ${domainSource})`, 'variant A', 'variant B')],
    },
    (() => {
      const code = zodRegex('z.string().regex(z.regexes.hostname)');
      return {
        name: 'two different z.regexes patterns',
        code,
        errors: [
          constraintMismatch(locAfter(code, 'const A', 'regex(z.regexes.domain)'), 'host', `.regex() (pattern ${domainSource})`, 'variant A', 'variant B'),
          constraintMismatch(locAfter(code, 'const B', 'regex(z.regexes.hostname)'), 'host', `.regex() (pattern ${String(z.regexes.hostname)})`, 'variant B', 'variant A'),
        ],
      };
    })(),
  ],
});

// `z.email({ pattern })` replaces Zod's email pattern, which JSON Schema advertises beside the
// format (`format: "email", pattern: ...`): another pattern is another constraint. It was read as
// the plain format (and so was it live).
const emailPattern = (b: string) => `import { z } from 'zod';
const A = z.object({ mail: z.email({ pattern: z.regexes.html5Email }) });
const B = z.object({ mail: ${b} });
export const U = z.union([A, B]);`;
const html5 = `.email() (format email (pattern ${String(z.regexes.html5Email)}))`;
ruleTester().run('no-collided-constraint-mismatch: an email pattern', rule, {
  valid: [
    { name: 'the same pattern', code: emailPattern('z.string().email({ pattern: z.regexes.html5Email })') },
    { name: "Zod's own pattern named is the default", code: emailPattern('z.email()').replace('z.regexes.html5Email', 'z.regexes.email') },
  ],
  invalid: [
    (() => {
      const code = emailPattern('z.email()');
      return {
        name: 'a pattern against the default',
        code,
        errors: [
          constraintMismatch(loc(code, 'email({ pattern: z.regexes.html5Email })'), 'mail', `z${html5}`, 'variant A', 'variant B'),
          constraintMismatch(locAfter(code, 'const B', 'email()'), 'mail', 'z.email() (format email)', 'variant B', 'variant A'),
        ],
      };
    })(),
  ],
});

// A value a helper's parameter gives every variant (`entityType: z.literal(entityType)` in the helper):
// the key and the schema are the helper's, shared by all, so each variant's report is at its own
// call in the union, where its value is written (openstatus: 50 reports on one key).
const tagged = (kinds: [string, string, string]) => `import { z } from 'zod';
function action(name: string, entityType: string) {
  return z.object({ action: z.literal(name), entityType: z.literal(entityType) });
}
export const Audit = z.discriminatedUnion('action', [
  action('monitor.create', '${kinds[0]}'),
  action('page.create', '${kinds[1]}'),
  action('page.delete', '${kinds[2]}'),
]);`;
ruleTester().run('no-collided-constraint-mismatch: values a helper writes for each variant', rule, {
  valid: [{ name: 'one value', code: tagged(['page', 'page', 'page']), options: [{ checkEnums: true }] }],
  invalid: [
    (() => {
      const code = tagged(['monitor', 'page', 'page']);
      const sets = '[monitor] in monitor.create; [page] in page.create and page.delete';
      return {
        name: "at each variant's call",
        code,
        options: [{ checkEnums: true }],
        errors: [
          enumMismatch(loc(code, "action('monitor.create', 'monitor')"), 'entityType', 'monitor.create', 'monitor', sets),
          enumMismatch(loc(code, "action('page.create', 'page')"), 'entityType', 'page.create', 'page', sets),
          enumMismatch(loc(code, "action('page.delete', 'page')"), 'entityType', 'page.delete', 'page', sets),
        ],
      };
    })(),
  ],
});

// A field that is one scalar in a variant is that kind's option there, beside the options of
// another variant's union of several kinds: `z.enum(['b', 'd'])` against `z.union([z.number(),
// z.enum(['b', 'c'])])` differs in its strings at `limit|string`, as the same values written as a
// union of literals did (grammar v7: the two spellings gave different findings).
const mixedAgainstScalar = (scalar: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), limit: z.union([z.number().int(), z.enum(['b', 'c'])]) });
export const U = z.discriminatedUnion('op', [A, z.object({ op: z.literal('b'), limit: ${scalar} })]);`;
const scalarEnum = mixedAgainstScalar("z.enum(['b', 'd'])");
const scalarNumber = mixedAgainstScalar('z.number().min(1)');

ruleTester().run('no-collided-constraint-mismatch: a scalar against a union of several kinds', rule, {
  valid: [
    { name: 'the same values', code: mixedAgainstScalar("z.enum(['c', 'b'])"), options: [{ checkEnums: true }] },
    { name: 'the same values, as a union of literals', code: mixedAgainstScalar("z.literal('c').or(z.literal('b'))"), options: [{ checkEnums: true }] },
    { name: 'the same number checks', code: mixedAgainstScalar('z.number().int()') },
  ],
  invalid: [
    {
      name: 'other values, as an enum',
      code: scalarEnum,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(loc(scalarEnum, "z.enum(['b', 'c'])"), 'limit|string', 'a', 'b, c', '[b, c] in a; [b, d] in b'),
        enumMismatch(loc(scalarEnum, "z.enum(['b', 'd'])"), 'limit|string', 'b', 'b, d', '[b, c] in a; [b, d] in b'),
      ],
    },
    {
      name: 'other number checks',
      code: scalarNumber,
      errors: [
        constraintMismatch(loc(scalarNumber, 'int()'), 'limit|number', '.int() (integer)', 'variant a', 'variant b'),
        constraintMismatch(loc(scalarNumber, 'min(1)'), 'limit|number', '.min() (>= 1)', 'variant b', 'variant a'),
      ],
    },
  ],
});

// A value set several variants share is one report where it is written, naming the first of them
// (the summary names them all): opencrvs's `status` of a `Base` each action extends stacked 18.
const sharedStatus = (other: string) => `import { z } from 'zod';
const Base = z.object({ status: z.enum(['requested', 'accepted', 'rejected']) });
export const Action = z.union([
  z.discriminatedUnion('type', [Base.extend({ type: z.literal('a') }), Base.extend({ type: z.literal('b') }), Base.extend({ type: z.literal('c') })]),
  z.object({ type: z.literal('d'), status: ${other} }),
]);`;
const sharedStatusDiffers = sharedStatus("z.literal('rejected')");

ruleTester().run('no-collided-constraint-mismatch: a value set several variants share', rule, {
  valid: [{ name: 'the same values', code: sharedStatus("z.enum(['rejected', 'accepted', 'requested'])"), options: [{ checkEnums: true }] }],
  invalid: [
    {
      name: 'other values: one report at the shared set',
      code: sharedStatusDiffers,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(sharedStatusDiffers, 'const Base', 'status'), 'status', 'a', 'accepted, rejected, requested', '[accepted, rejected, requested] in a, b and c; [rejected] in d'),
        enumMismatch(keyLoc(sharedStatusDiffers, "z.literal('d')", 'status'), 'status', 'd', 'rejected', '[accepted, rejected, requested] in a, b and c; [rejected] in d'),
      ],
    },
  ],
});

// A `let` written statement after statement and read in a `.map()` callback: the callback runs
// during the call, so it reads what was written before the call (real code, round 13: omnifocus's
// `listResultSchema` shape; it was "'extra' is assigned more than once or never").
const mappedWithLet = (second: string) => `import { z } from 'zod';
function listed(keys: readonly string[]) {
  let extra = {};
  extra = { m: z.string() };
  return z.union(keys.map((k) => z.object({ [k]: z.string(), n: k === 'a' ? z.string().min(3) : ${second}, ...extra })));
}
export const D = listed(['a', 'b']);`;
const mappedWithLetApart = mappedWithLet('z.string()');

ruleTester().run('no-collided-constraint-mismatch: a let read in a .map() callback', rule, {
  valid: [{ name: 'the same bound', code: mappedWithLet('z.string().min(3)') }],
  invalid: [
    {
      name: 'a bound in one option',
      code: mappedWithLetApart,
      errors: [constraintMismatch(loc(mappedWithLetApart, 'min(3)'), 'n', '.min() (length >= 3)', 'variant option 1', 'variant option 2')],
    },
  ],
});

// Scalars of one kind beside another variant's union of several kinds are compared at
// `field|kind`, with the union's option, and not again at the field (real code, round 14:
// modularcloud's `payload` enum was reported at `payload` and at `payload|string`).
const scalarsBesideUnion = (icon: string, error: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('standard'), payload: z.union([z.string(), z.number()]) }),
  z.object({ type: z.literal('icon'), payload: ${icon} }),
  z.object({ type: z.literal('error'), payload: ${error} }),
]);`;
const iconEnum = scalarsBesideUnion("z.enum(['SUCCESS', 'FAILURE'])", 'z.string()');
const iconBound = scalarsBesideUnion('z.string().min(2)', 'z.string()');

ruleTester().run('no-collided-constraint-mismatch: scalars beside a union of several kinds, once', rule, {
  valid: [
    { name: 'strings alike', code: scalarsBesideUnion('z.string()', 'z.string()'), options: [{ checkEnums: true }] },
    { name: 'bounds alike', code: scalarsBesideUnion('z.string().min(2)', 'z.string().min(2)').replace('z.union([z.string(), z.number()])', 'z.union([z.string().min(2), z.number()])') },
  ],
  invalid: [
    {
      name: 'an enum among strings: at payload|string alone',
      code: iconEnum,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(loc(iconEnum, "z.enum(['SUCCESS', 'FAILURE'])"), 'payload|string', 'icon', 'FAILURE, SUCCESS', 'any string in standard and error; [FAILURE, SUCCESS] in icon')],
    },
    {
      name: 'a bound among strings: at payload|string alone',
      code: iconBound,
      errors: [constraintMismatch(loc(iconBound, 'min(2)'), 'payload|string', '.min() (length >= 2)', 'variant icon', 'variants standard and error')],
    },
  ],
});

// A plain union nested in another, its options told apart by a key, picks its option by that key
// as a nested discriminated union does: each option's value there is its own, not an enum they
// disagree on (real code, round 16: Speakeasy's `CreatePlanResponse = z.union([Plan, ErrorT])`,
// `Plan` told apart by `definitionVersion`, was three enum reports in each of gravitee's 45 responses).
const nestedPlain = (v4: string) => `import { z } from 'zod';
const Plan = z.union([
  z.object({ definitionVersion: z.literal('V2'), flows: z.array(z.string()) }),
  z.object({ definitionVersion: ${v4}, mode: z.string() }),
]);
const ErrorT = z.object({ message: z.string() });
export const Response = z.union([Plan, ErrorT]);`;
const nestedUntagged = nestedPlain('z.string()');

ruleTester().run('no-collided-constraint-mismatch: the tag of a nested plain union', rule, {
  valid: [
    { name: 'each option its own value', code: nestedPlain("z.literal('V4')"), options: [{ checkEnums: true }] },
    { name: 'an enum of values no other option has', code: nestedPlain("z.enum(['V4', 'V5'])"), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'an option that takes any string there is no tag',
      code: nestedUntagged,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(nestedUntagged, 'const Plan', 'definitionVersion'), 'definitionVersion', 'option 1', 'V2', '[V2] in option 1; any string in option 2')],
    },
  ],
});

// The root union picks its options by a key only when its own options are told apart by it, the
// options of a union nested as an option taken together (real code, rerun of rounds 9–16): logto's
// `Login.or(OAuthKey).or(OAuthToken)` took `type` from `z.union([Login, OAuthKey])`, though
// `OAuthToken` shares values with `OAuthKey`, and lost the reports `z.union([Login, OAuthKey,
// OAuthToken])` gives; `z.union([Move, Copy])`, `Move` a discriminated union on `mode` whose
// options share `op: 'a'`, is told apart by `op`, as `z.discriminatedUnion('op', [Move, Copy])` is.
const smtp = (union: string) => `import { z } from 'zod';
const Login = z.object({ type: z.enum(['login', 'LOGIN']).optional(), user: z.string().optional() });
const OAuthKey = z.object({ type: z.enum(['oauth2', 'OAUTH2']).optional(), user: z.string(), privateKey: z.string() });
const OAuthToken = z.object({ type: z.enum(['oauth2', 'OAUTH2']).optional(), user: z.string(), accessToken: z.string().optional() });
export const Config = ${union};`;
const chained = smtp('Login.or(OAuthKey).or(OAuthToken)');
const moveCopy = (union: string) => `import { z } from 'zod';
const Move = z.discriminatedUnion('mode', [
  z.object({ op: z.literal('a'), mode: z.literal('p'), n: z.number() }),
  z.object({ op: z.literal('a'), mode: z.literal('q'), n: z.number() }),
]);
const Copy = z.object({ op: z.literal('c'), n: z.number() });
export const U = ${union};`;

const catchAll = (inner: string) => `import { z } from 'zod';
const Known = ${inner}[
  z.object({ type: z.literal('session.created'), id: z.string() }),
  z.object({ type: z.literal('done') }),
]);
const Unknown = z.object({ type: z.string() }).passthrough();
export const ServerEvent = z.union([Known, Unknown]);`;

ruleTester().run('no-collided-constraint-mismatch: the root union is told apart by its own options', rule, {
  valid: [
    { name: 'a plain union of a discriminated union and an object, each with op values of its own', code: moveCopy('z.union([Move, Copy])'), options: [{ checkEnums: true }] },
    { name: 'the same options in a discriminated union on op', code: moveCopy("z.discriminatedUnion('op', [Move, Copy])"), options: [{ checkEnums: true }] },
    // Known events and a catch-all for the rest (livekit's and big-AGI's server events): the catch-all claims no value of its own.
    { name: 'a tagged plain union and a catch-all with any string there', code: catchAll('z.union('), options: [{ checkEnums: true }] },
    { name: 'a discriminated union and a catch-all with any string there', code: catchAll("z.discriminatedUnion('type', "), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'an .or() chain whose inner union has a tag the outer option shares values of',
      code: chained,
      options: [{ checkEnums: true }],
      errors: [
        ['Login', 'login | LOGIN', 'LOGIN, login'],
        ['OAuthKey', 'oauth2 | OAUTH2 (option 2)', 'OAUTH2, oauth2'],
        ['OAuthToken', 'oauth2 | OAUTH2 (option 3)', 'OAUTH2, oauth2'],
      ].map(([anchor, variant, values]) =>
        enumMismatch(keyLoc(chained, `const ${anchor!}`, 'type'), 'type', variant!, values!, '[LOGIN, login] in login | LOGIN; [OAUTH2, oauth2] in oauth2 | OAUTH2 (option 2) and oauth2 | OAUTH2 (option 3)'),
      ),
    },
  ],
});

// A plain union's key whose values one variant's are unknown (`z.enum(NAMES)` of a package): each
// readable variant claims string values no other does, so it may be the tag a flattener finds
// (and advertises as the enum of all of them). Its values were compared: "allows [a] in variant a,
// but the variants disagree ([a] in a; [b] in b)" (typed rerun of session 35).
const unreadTag = (second: string) => `import { z } from 'zod';
import { NAMES } from 'somewhere';
export const U = z.union([
  z.object({ op: z.literal('a'), x: z.string() }),
  z.object({ op: ${second}, y: z.string() }),
  z.object({ op: z.enum(NAMES), w: z.string() }),
]);`;
const overlapping = unreadTag("z.enum(['a', 'b'])");

ruleTester().run('no-collided-constraint-mismatch: a key that may be a tag whose values are partly unknown', rule, {
  valid: [{ name: 'each readable variant with values of its own', code: unreadTag("z.literal('b')"), options: [{ checkEnums: true }] }],
  invalid: [
    {
      name: 'the neighbour: two readable variants share a value, so it is no tag',
      code: overlapping,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(overlapping, 'z.union([', 'op'), 'op', 'option 1', 'a', '[a] in option 1; [a, b] in option 2'),
        enumMismatch(keyLoc(overlapping, "x: z.string()", 'op'), 'op', 'option 2', 'a, b', '[a] in option 1; [a, b] in option 2'),
      ],
    },
  ],
});

// A flat plain union with a catch-all for the rest (sentry's event entries): the options with a
// `type` each claim values of their own, the catch-all takes any. The same options nested,
// `z.union([z.union([A, B]), C])`, were told apart by `type`; flat, its values were compared
// (round 19: 13 of 93 constraint reports on real code). Two options that share a value are no tag.
const flatCatchAll = (second: string, catchAll = 'z.string()') => `import { z } from 'zod';
export const Entry = z.union([
  z.object({ type: z.literal('exception'), data: z.string() }),
  z.object({ type: ${second}, data: z.string() }),
  z.object({ type: ${catchAll}, data: z.string() }),
]);`;
const sharedValue = flatCatchAll("z.enum(['exception', 'message'])");

ruleTester().run('no-collided-constraint-mismatch: a flat plain union with a catch-all', rule, {
  valid: [
    { name: 'two tagged options and a z.string() catch-all', code: flatCatchAll("z.literal('message')"), options: [{ checkEnums: true }] },
    { name: 'two tagged options and a z.unknown() catch-all', code: flatCatchAll("z.literal('message')", 'z.unknown()'), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'the neighbour: two options claim one value, so it is no tag',
      code: sharedValue,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(sharedValue, 'z.union([', 'type'), 'type', 'option 1', 'exception', '[exception] in option 1; [exception, message] in option 2; any string in option 3'),
        enumMismatch(keyLoc(sharedValue, "data: z.string() }),", 'type'), 'type', 'option 2', 'exception, message', '[exception] in option 1; [exception, message] in option 2; any string in option 3'),
      ],
    },
  ],
});

// The schemas a definition holds that are no property of the schema (Zod 4's tuple `def.items`
// and `def.rest`, an intersection's `def.left`, a set's `def.valueType`, a map's own `valueType`),
// and Zod 3's getters and `_def` parts (a tuple's `items`, a record's `valueSchema`, a refinement's
// `_def.schema`, an array's `_def.type`): each was untraceable, and the bound never compared.
const definitionPart = (from: string, part: string, other: string) => `import { z } from '${from}';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: ${part} }),
  z.object({ op: z.literal('b'), v: ${other} }),
]);`;
const DEFINITION_PARTS: readonly (readonly [from: string, part: string])[] = [
  ['zod', 'z.tuple([z.string().max(3)]).def.items[0]'],
  ['zod', 'z.tuple([z.number()]).rest(z.string().max(3))._zod.def.rest'],
  ['zod', 'z.intersection(z.string().max(3), z.string()).def.left'],
  ['zod', 'z.intersection(z.string(), z.string().max(3)).def.right'],
  ['zod', 'z.set(z.string().max(3)).def.valueType'],
  ['zod', 'z.map(z.number(), z.string().max(3)).valueType'],
  ['zod', 'z.map(z.string().max(3), z.number()).def.keyType'],
  ['zod/v3', 'z.tuple([z.string().max(3)]).items[0]'],
  ['zod/v3', 'z.tuple([z.string().max(3)])._def.items[0]'],
  ['zod/v3', "z.string().max(3).refine((s) => s !== 'x')._def.schema"],
  ['zod/v3', 'z.record(z.string().max(3)).valueSchema'],
  ['zod/v3', 'z.map(z.string(), z.string().max(3))._def.valueType'],
  ['zod/v3', 'z.array(z.string().max(3))._def.type'],
  ['zod/v3', 'z.intersection(z.string().max(3), z.string())._def.left'],
];

ruleTester().run('no-collided-constraint-mismatch: parts read from a definition', rule, {
  valid: DEFINITION_PARTS.map(([from, part]) => ({ name: `${from} ${part}, the same bound`, code: definitionPart(from, part, 'z.string().max(3)') })),
  invalid: DEFINITION_PARTS.map(([from, part]) => {
    const code = definitionPart(from, part, 'z.string()');
    return { name: `${from} ${part}`, code, errors: [constraintMismatch(loc(code, 'max(3)'), 'v', '.max() (length <= 3)', 'variant a', 'variant b')] };
  }),
});

// Tags as Zod reads them (real code round 20): a result union told apart by `success: true` and
// `false` (Zod takes any literal as a discriminator value); a flat union with an option that does
// not declare the tag (it takes any value there, as a catch-all does: langfuse's chat messages);
// a nested union whose tags are optional (continue's MCP server configs: an absent key claims no
// option). Each was compared as an enum, where a string tag, the nested form, or the same options
// at the root were not.
const resultUnion = (failure: string) => `import { z } from 'zod';
export const Result = z.union([
  z.object({ success: z.literal(true), data: z.string() }),
  z.object({ success: ${failure}, error: z.string() }),
]);`;
const withoutTag = (first: string) => `import { z } from 'zod';
const A = z.object({ type: ${first}, x: z.string() });
const B = z.object({ type: z.literal('b'), y: z.string() });
export const U = z.union([A, B, z.object({ role: z.string() })]);`;
const optionalTags = (http: string) => `import { z } from 'zod';
const Stdio = z.object({ command: z.string(), type: z.literal('stdio').optional() });
const Http = z.object({ url: z.string(), type: ${http}.optional() });
export const Server = z.union([z.union([Stdio, Http]), z.object({ uses: z.string() })]);`;
const booleanAndAny = resultUnion('z.boolean()');
const sharedWithoutTag = withoutTag("z.enum(['a', 'b'])");
const sharedOptional = optionalTags("z.enum(['stdio', 'http'])");
// An `.or()` chain whose `op` one option lacks, and whose `k1` is strings in three options and
// numbers in the fourth (grammar v13): `op` is the tag, `k1` does not take its place.
const orChainTag = (last: string) => `import { z } from 'zod';
const C = z.object({ op: z.literal('create'), k1: z.enum(['a', 'c']) });
const U = z.object({ op: z.literal('update'), k1: z.enum(['a', 'c']) });
const O3 = z.object({ only: z.string(), k1: z.enum(['a', 'c']) });
const L = z.object({ op: z.literal(${last}), k1: z.enum({ N1: 1, N2: 2 }) });
export const Input = C.or(U).or(O3).or(L);`;
const orChainShared = orChainTag("'create'");
/** Numbers in a message are in numeric order (`[1, 15, 5, 60]` was the texts' order). */
const numberOrder = pair('z.union([z.literal(60), z.literal(5), z.literal(15), z.literal(1)])', 'z.literal([60, 5])');

ruleTester().run('no-collided-constraint-mismatch: tags of booleans, beside an option without the key, optional', rule, {
  valid: [
    { name: 'success: true against false', code: resultUnion('z.literal(false)'), options: [{ checkEnums: true }] },
    { name: 'two tags and an option without the key', code: withoutTag("z.literal('a')"), options: [{ checkEnums: true }] },
    { name: 'optional tags of a nested union', code: optionalTags("z.enum(['sse', 'http'])"), options: [{ checkEnums: true }] },
    { name: 'a tag of strings one option lacks, a key of numbers beside it', code: orChainTag("'list'"), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'the neighbour: success: true against any boolean is no tag',
      code: booleanAndAny,
      options: [{ checkEnums: true }],
      errors: [enumMismatch(keyLoc(booleanAndAny, 'z.object({', 'success'), 'success', 'option 1', 'true', '[true] in option 1; any boolean in option 2')],
    },
    {
      name: "the neighbour: 'b' in two variants is no tag",
      code: sharedWithoutTag,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(sharedWithoutTag, 'const A', 'type'), 'type', 'A', 'a, b', '[a, b] in A; [b] in B'),
        enumMismatch(keyLoc(sharedWithoutTag, 'const B', 'type'), 'type', 'B', 'b', '[a, b] in A; [b] in B'),
      ],
    },
    {
      name: "the neighbour: 'stdio' in both nested options is no tag",
      code: sharedOptional,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(sharedOptional, 'const Stdio', 'type'), 'type', 'Stdio', 'stdio', '[stdio] in Stdio; [http, stdio] in Http'),
        enumMismatch(keyLoc(sharedOptional, 'const Http', 'type'), 'type', 'Http', 'http, stdio', '[stdio] in Stdio; [http, stdio] in Http'),
      ],
    },
    {
      // `op` no tag, `k1` tells the chain's two root options apart (strings in one, numbers in L),
      // and the variants are named by it.
      name: "the neighbour: 'create' in two options is no tag",
      code: orChainShared,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(orChainShared, 'const C', 'op'), 'op', 'a | c (op create)', 'create', '[create] in a | c (op create) and L; [update] in a | c (op update)'),
        enumMismatch(keyLoc(orChainShared, 'const U', 'op'), 'op', 'a | c (op update)', 'update', '[create] in a | c (op create) and L; [update] in a | c (op update)'),
        enumMismatch(keyLoc(orChainShared, 'const L', 'op'), 'op', 'L', 'create', '[create] in a | c (op create) and L; [update] in a | c (op update)'),
      ],
    },
    {
      name: 'numbers in numeric order',
      code: numberOrder,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(numberOrder, 'const A', 'v'), 'v', 'A', '1, 5, 15, 60', '[1, 5, 15, 60] in A; [5, 60] in B'),
        enumMismatch(keyLoc(numberOrder, 'const B', 'v'), 'v', 'B', '5, 60', '[1, 5, 15, 60] in A; [5, 60] in B'),
      ],
    },
  ],
});

// One union's options written twice (cline's `z.union([A, B, z.promise(z.union([A2, B2]))])`, A2
// a copy of A, real code round 20): a copy claims its tag value again, and is the same variant to
// a flattener, so `action` is still the tag. A copy that differs elsewhere is another object with
// the same value, which Zod cannot pick by: the tag is compared.
const writtenTwice = (copyOfG: string) => `import { z } from 'zod';
export const U = z.union([
  z.object({ action: z.literal('continue'), g: z.string().optional() }),
  z.object({ action: z.literal('stop'), r: z.string().optional() }),
  z.union([
    z.object({ action: z.literal('continue'), g: ${copyOfG}.optional() }),
    z.object({ action: z.literal('stop'), r: z.string().optional() }),
  ]),
]);`;
const copyDiffers = writtenTwice('z.string().max(3)');
const copyValues = '[continue] in continue (option 1) and continue (option 3); [stop] in stop (option 2) and stop (option 4)';

ruleTester().run('no-collided-constraint-mismatch: a union that lists its options twice', rule, {
  valid: [
    { name: 'the same options written twice', code: writtenTwice('z.string()'), options: [{ checkEnums: true }] },
    { name: 'the copy made with .extend({})', options: [{ checkEnums: true }], code: `import { z } from 'zod';
const Continue = z.object({ action: z.literal('continue'), g: z.string().optional() });
const Stop = z.object({ action: z.literal('stop'), r: z.string().optional() });
export const U = z.union([Continue, Stop, z.promise(z.union([Continue.extend({}), Stop.extend({})]))]);` },
  ],
  invalid: [
    {
      name: 'the neighbour: a copy that differs in another key shares a tag value with another object',
      code: copyDiffers,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(copyDiffers, "z.object({ action: z.literal('continue')", 'action'), 'action', 'continue (option 1)', 'continue', copyValues),
        enumMismatch(keyLoc(copyDiffers, "z.object({ action: z.literal('stop')", 'action'), 'action', 'stop (option 2)', 'stop', copyValues),
        enumMismatch(keyLoc(copyDiffers, "    z.object({ action: z.literal('continue')", 'action'), 'action', 'continue (option 3)', 'continue', copyValues),
        constraintMismatch(loc(copyDiffers, 'max(3)'), 'g', '.max() (length <= 3)', 'variant continue (option 3)', 'variant continue (option 1)'),
        enumMismatch(keyLoc(copyDiffers, "    z.object({ action: z.literal('stop')", 'action'), 'action', 'stop (option 4)', 'stop', copyValues),
      ],
    },
  ],
});

// ---- long value sets, shortened in messages --------------------------------------------------
// openstatus's audit-log actions: 50 variants, each its own set, made messages of 1,500–1,800
// characters, and a 680-character literal was printed whole, twice. Sets are still told apart by
// all their values; only the text is shortened.

const manySets = (last: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
${Array.from({ length: 9 }, (_, i) => `  z.object({ op: z.literal('op${i}'), mode: z.enum(['m${i}', 'x']) }),`).join('\n')}
  z.object({ op: z.literal('op9'), mode: z.enum(${last}) }),
]);`;
const nineSets = manySets("['m9', 'x']");
const summaryOfTen =
  '[m0, x] in op0; [m1, x] in op1; [m2, x] in op2; [m3, x] in op3; [m4, x] in op4; [m5, x] in op5; and 4 other sets in 4 more variants';
const longValue = 'L'.repeat(100);
const longOnes = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), k: z.literal('${longValue}') }),
  z.object({ op: z.literal('b'), k: ${b} }),
]);`;
const thirtyValues = `z.enum([${Array.from({ length: 30 }, (_, i) => `'v${String(i).padStart(2, '0')}'`).join(', ')}])`;
const longSets = longOnes(thirtyValues);
const cutLong = `${'L'.repeat(59)}\u2026`;
const firstTwenty = Array.from({ length: 20 }, (_, i) => `v${String(i).padStart(2, '0')}`).join(', ');
const longSummary = `[${cutLong}] in a; [${firstTwenty} and 10 more] in b`;
// Twenty-one values are shown whole: "and 1 more" says no less than the value would.
const twentyOne = longOnes(`z.enum([${Array.from({ length: 21 }, (_, i) => `'v${String(i).padStart(2, '0')}'`).join(', ')}])`);
const allTwentyOne = Array.from({ length: 21 }, (_, i) => `v${String(i).padStart(2, '0')}`).join(', ');

const lastDiffers = longOnes(thirtyValues).replace(`z.literal('${longValue}')`, thirtyValues.replace("'v29'", "'w29'"));

ruleTester().run('no-collided-constraint-mismatch: long value sets', rule, {
  valid: [
    { name: 'one set of thirty values in every variant', code: longOnes(thirtyValues).replace(`z.literal('${longValue}')`, thirtyValues), options: [{ checkEnums: true }] },
    { name: 'ten variants, one set', code: manySets("['m0', 'x']").replace(/'m\d'/gu, "'m0'"), options: [{ checkEnums: true }] },
  ],
  invalid: [
    {
      name: 'ten variants, ten sets: six written out, the rest counted',
      code: nineSets,
      options: [{ checkEnums: true }],
      errors: Array.from({ length: 10 }, (_, i) => enumMismatch(keyLoc(nineSets, `op: z.literal('op${i}')`, 'mode'), 'mode', `op${i}`, `m${i}, x`, summaryOfTen)),
    },
    {
      name: 'a 100-character literal cut, a set of thirty values shown by its first twenty',
      code: longSets,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(longSets, "op: z.literal('a')", 'k'), 'k', 'a', cutLong, longSummary),
        enumMismatch(keyLoc(longSets, "op: z.literal('b')", 'k'), 'k', 'b', `${firstTwenty} and 10 more`, longSummary),
      ],
    },
    {
      // Told apart by all their values: shown alike, the two sets still differ.
      name: 'two sets of thirty values that differ past the twentieth',
      code: lastDiffers,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(lastDiffers, "op: z.literal('a')", 'k'), 'k', 'a', `${firstTwenty} and 10 more`, `[${firstTwenty} and 10 more] in a; [${firstTwenty} and 10 more] in b`),
        enumMismatch(keyLoc(lastDiffers, "op: z.literal('b')", 'k'), 'k', 'b', `${firstTwenty} and 10 more`, `[${firstTwenty} and 10 more] in a; [${firstTwenty} and 10 more] in b`),
      ],
    },
    {
      name: 'the neighbour: twenty-one values, all shown',
      code: twentyOne,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(twentyOne, "op: z.literal('a')", 'k'), 'k', 'a', cutLong, `[${cutLong}] in a; [${allTwentyOne}] in b`),
        enumMismatch(keyLoc(twentyOne, "op: z.literal('b')", 'k'), 'k', 'b', allTwentyOne, `[${cutLong}] in a; [${allTwentyOne}] in b`),
      ],
    },
  ],
});

// ---- a tag beside a catch-all labels named options --------------------------------------------
// VapiAI's providers: options named `OpenAI` and `Anthropic` claim `provider` values beside a
// catch-all `provider: z.string()`. They are labelled by their values, as inline options (and the
// runtime check, which has no names) label them; the catch-all keeps its name.
const catchAllTagged = (model: string) => `import { z } from 'zod';
const OpenAI = z.object({ provider: z.literal('openai'), model: z.enum(['gpt-4o', 'gpt-4o-mini']) });
const Anthropic = z.object({ provider: z.literal('anthropic'), model: ${model} });
const Generic = z.object({ provider: z.string(), model: z.string() });
export const LLM = z.union([OpenAI, Anthropic, Generic]);`;
const catchAllSets = catchAllTagged("z.enum(['claude-3-7'])");
const catchAllSummary = '[gpt-4o, gpt-4o-mini] in openai; [claude-3-7] in anthropic; any string in Generic';

ruleTester().run('no-collided-constraint-mismatch: a tag beside a catch-all labels named options', rule, {
  valid: [{ name: 'free strings in every option', code: catchAllTagged('z.string()').replace("z.enum(['gpt-4o', 'gpt-4o-mini'])", 'z.string()'), options: [{ checkEnums: true }] }],
  invalid: [
    {
      name: 'value sets of named options',
      code: catchAllSets,
      options: [{ checkEnums: true }],
      errors: [
        enumMismatch(keyLoc(catchAllSets, 'const OpenAI', 'model'), 'model', 'openai', 'gpt-4o, gpt-4o-mini', catchAllSummary),
        enumMismatch(keyLoc(catchAllSets, 'const Anthropic', 'model'), 'model', 'anthropic', 'claude-3-7', catchAllSummary),
      ],
    },
  ],
});

// ---- a length of at least 0 bounds nothing ------------------------------------------------------
// kintone's `value: z.array(...).min(0)` against `z.array(...)`: every array has a length of at
// least 0, and `minItems: 0` is no bound, so nothing differs. `.min(1)` is a bound.
const atLeast = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), value: z.array(z.string())${a}, text: z.string()${a} }),
  z.object({ op: z.literal('b'), value: z.array(z.string())${b}, text: z.string()${b} }),
]);`;
const oneAgainstZero = atLeast('.min(1)', '.min(0)');

ruleTester().run('no-collided-constraint-mismatch: a length of at least 0', rule, {
  valid: [
    { name: '.min(0) against no bound', code: atLeast('.min(0)', '') },
    { name: '.min(0) in both', code: atLeast('.min(0)', '.min(0)') },
  ],
  invalid: [
    {
      name: 'the neighbour: .min(1) against .min(0)',
      code: oneAgainstZero,
      errors: [
        constraintMismatch(loc(oneAgainstZero, 'min(1)'), 'value', '.min() (length >= 1)', 'variant a', 'variant b'),
        constraintMismatch(loc(oneAgainstZero, 'min(1)', 1), 'text', '.min() (length >= 1)', 'variant a', 'variant b'),
      ],
    },
  ],
});

// ---- a bound a helper makes from its argument ---------------------------------------------------

// `(max) => z.array(z.string()).max(max)` called with 100 in one variant and 500 in the other is one
// `.max(max)` for two bounds: both reports were stacked on it, in the helper (sim's crowdstrike
// tools). Each is placed where its variant's field is, as a bound written there would be.
describe('a bound a helper makes from its argument', () => {
  const made = (a: string, b: string) => `import { z } from 'zod';
const ids = (max: number) => z.array(z.string()).max(max);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), ids: ${a} }),
  z.object({ op: z.literal('b'), ids: ${b} }),
]);`;
  const differ = made('ids(100)', 'ids(500)');
  const oneWritten = made('ids(100)', 'z.array(z.string()).max(500)');
  // The variants themselves made by a helper: each bound at its variant's call.
  const byOp = (a: string, b: string) => `import { z } from 'zod';
const op = (name: string, max: number) => z.object({ op: z.literal(name), ids: z.array(z.string()).max(max) });
export const U = z.discriminatedUnion('op', [op('a', ${a}), op('b', ${b})]);`;
  const opsDiffer = byOp('100', '500');
  ruleTester().run('no-collided-constraint-mismatch', rule, {
    valid: [
      { name: 'the helper called with one value in both variants', code: made('ids(100)', 'ids(100)') },
      { name: 'variants made by a helper with one value', code: byOp('100', '100') },
    ],
    invalid: [
      {
        name: 'variants made by a helper with two values: each bound at its variant',
        code: opsDiffer,
        errors: [
          constraintMismatch(loc(opsDiffer, "op('a', 100)"), 'ids', '.max() (length <= 100)', 'variant a', 'variant b'),
          constraintMismatch(loc(opsDiffer, "op('b', 500)"), 'ids', '.max() (length <= 500)', 'variant b', 'variant a'),
        ],
      },
      {
        name: 'called with two values: each bound at its variant key',
        code: differ,
        errors: [
          constraintMismatch(keyLoc(differ, "z.literal('a')", 'ids'), 'ids', '.max() (length <= 100)', 'variant a', 'variant b'),
          constraintMismatch(keyLoc(differ, "z.literal('b')", 'ids'), 'ids', '.max() (length <= 500)', 'variant b', 'variant a'),
        ],
      },
      {
        name: 'the helper in one variant, the bound written in the other: each where it is written',
        code: oneWritten,
        errors: [
          constraintMismatch(loc(oneWritten, 'max(max)'), 'ids', '.max() (length <= 100)', 'variant a', 'variant b'),
          constraintMismatch(loc(oneWritten, 'max(500)'), 'ids', '.max() (length <= 500)', 'variant b', 'variant a'),
        ],
      },
    ],
  });
});

describe('value sets a loop spreads from a table', () => {
  // Each pass spreads one table entry: p1 and p2 share p's `mode`, q1 and q2 share q's. Every
  // pass makes its object at the one `z.object(...)` of the loop, so that place is no variant's
  // own; each set is reported at the table key that writes it, as the union written out is.
  const spread = (q: string) => `import { z } from 'zod';
const S = { p: { mode: z.enum(['x', 'y']) }, q: { mode: ${q} } };
const G: Record<string, 'p' | 'q'> = { p1: 'p', p2: 'p', q1: 'q', q2: 'q' };
const OPTS = [];
for (const n of ['p1', 'p2', 'q1', 'q2']) OPTS.push(z.object({ op: z.literal(n), ...S[G[n]!] }));
export const U = z.discriminatedUnion('op', OPTS);`;
  const twoSets = spread("z.enum(['x'])");
  // The entry read by member (`S[G[n]].mode`) under the loop's own key: both sets there, one report each.
  const byMember = `import { z } from 'zod';
const S = { p: { mode: z.enum(['x', 'y']) }, q: { mode: z.enum(['x']) } };
const G: Record<string, 'p' | 'q'> = { p1: 'p', p2: 'p', q1: 'q', q2: 'q' };
const OPTS = [];
for (const n of ['p1', 'p2', 'q1', 'q2']) OPTS.push(z.object({ op: z.literal(n), mode: S[G[n]!].mode }));
export const U = z.discriminatedUnion('op', OPTS);`;
  const sets = '[x, y] in p1 and p2; [x] in q1 and q2';
  ruleTester().run('no-collided-constraint-mismatch', rule, {
    valid: [{ name: 'both table entries with one set', code: spread("z.enum(['y', 'x'])"), options: [{ checkEnums: true }] }],
    invalid: [
      {
        name: 'two sets, each at its table key',
        code: twoSets,
        options: [{ checkEnums: true }],
        errors: [
          enumMismatch(keyLoc(twoSets, 'p: {', 'mode'), 'mode', 'p1', 'x, y', sets),
          enumMismatch(keyLoc(twoSets, 'q: {', 'mode'), 'mode', 'q1', 'x', sets),
        ],
      },
      {
        name: 'two sets read under the loop\'s key: one report for each set at that key',
        code: byMember,
        options: [{ checkEnums: true }],
        errors: [
          enumMismatch(keyLoc(byMember, 'z.literal(n)', 'mode'), 'mode', 'p1', 'x, y', sets),
          enumMismatch(keyLoc(byMember, 'z.literal(n)', 'mode'), 'mode', 'q1', 'x', sets),
        ],
      },
    ],
  });
});

describe('a compound check on one schema several variants share', () => {
  // `const F = z.int32()` in two variants: its parts (integer and both bounds) were listed once
  // per variant ("integer, integer, >= ..., >= ..."); Zod advertises them once (grammar v17).
  const shared = (f: string, other: string) => `import { z } from 'zod';
const F = ${f};
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('update'), k: F }),
  z.object({ op: z.literal('remove'), k: F }),
  z.object({ op: z.literal('list'), k: ${other} }),
]);`;
  const int32 = shared('z.int32()', 'z.number()');
  const length = shared('z.string().length(4)', 'z.string()');
  ruleTester().run('no-collided-constraint-mismatch', rule, {
    valid: [
      { name: 'z.int32() in every variant', code: shared('z.int32()', 'z.int32()') },
      { name: '.length(4) in every variant', code: shared('z.string().length(4)', 'z.string().length(4)') },
    ],
    invalid: [
      {
        name: 'z.int32(): each part once',
        code: int32,
        errors: [constraintMismatch(loc(int32, 'int32()'), 'k', 'z.int32() (integer, >= -2147483648, <= 2147483647)', 'variants update and remove', 'variant list')],
      },
      {
        name: '.length(4): the length, once',
        code: length,
        errors: [constraintMismatch(loc(length, 'length(4)'), 'k', '.length() (length = 4)', 'variants update and remove', 'variant list')],
      },
    ],
  });
});
