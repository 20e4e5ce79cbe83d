/**
 * zod/mini against Zod 4 classic. zod/mini has no check methods: every check is a function put
 * on the schema with `.check(...)`, and wrappers and object reshaping are functions of `z`
 * (`z.optional(S)`, `z.extend(A, shape)`). There is one case for every check function zod/mini
 * exports (node_modules/zod/src/v4/mini/checks.ts, plus `z.refine`, `z.superRefine`, `z.check`,
 * `z.describe` and `z.meta` from its schemas) and for every function form of a classic method.
 */
import {
  COERCION,
  CONSTRAINT,
  DUPLICATE,
  field,
  DECLARING_HELPER,
  HELPER,
  HELPER_IS_LIVE,
  ONE_RETURN_HELPER,
  HIDDEN,
  TYPE,
  UNREPRESENTABLE,
  UNTRACEABLE,
  UNTYPED,
  type FlavourCase,
  type Programs,
} from './case.js';

/**
 * A check on one variant's field (classic method `method`, zod/mini function `fn` inside
 * `.check()`), and its neighbour with the check on both.
 */
function check(name: string, expects: string, method: string, fn: string, base = 'z.string()', key = 'text'): FlavourCase {
  const classic = `${base}${method}`;
  const mini = `${base}.check(${fn})`;
  return {
    name,
    expects: [expects],
    classic: { invalid: field(classic, base, key), valid: field(classic, classic, key) },
    other: { invalid: field(mini, base, key), valid: field(mini, mini, key) },
  };
}

/** A field schema spelled two ways, on one variant; the neighbour puts it on both. */
function spelled(name: string, expects: readonly string[], classic: string, mini: string, base: string, extra: Partial<FlavourCase> = {}): FlavourCase {
  return {
    name,
    expects,
    classic: { invalid: field(classic, base), valid: field(classic, classic) },
    other: { invalid: field(mini, base), valid: field(mini, mini) },
    ...extra,
  };
}

/** Two spellings given whole (when the neighbour is not "the same on both"). */
function pair(name: string, expects: readonly string[], classic: Programs, mini: Programs, extra: Partial<FlavourCase> = {}): FlavourCase {
  return { name, expects, classic, other: mini, ...extra };
}

/**
 * Size checks on sets and maps, which have no JSON type: the check in one variant is read (else
 * the field would be untraceable), and the neighbour is the fix `require-typed-properties` asks
 * for, a JSON type (`fix`, classic then mini).
 */
function unrepresentable(name: string, base: string, method: string, fn: string, fix: readonly [string, string]): FlavourCase {
  return pair(
    name,
    [UNREPRESENTABLE],
    { invalid: field(`${base}${method}`, base), valid: field(fix[0], fix[0]) },
    { invalid: field(`${base}.check(${fn})`, base), valid: field(fix[1], fix[1]) },
  );
}

/** Object reshaping: the trimmed field reaches variant `a` through `how`, variant `b` through `other`. */
const RESHAPED = (trim: string, how: string, other: string): string => `const Fields = z.object({ text: z.string()${trim}, plain: z.string() });
const Optional = z.object({ text: z.optional(z.string()${trim}), plain: z.string() });
const Plain = z.object({ text: z.string(), plain: z.string() });
export const Input = z.discriminatedUnion('kind', [
  ${how},
  ${other},
]);
`;
const CLASSIC_TRIM = '.trim()';
const MINI_TRIM = '.check(z.trim())';

/** The same reshaping in both spellings; `b` is the other variant, the valid one uses `fixed`. */
function reshaped(name: string, classic: [string, string, string], mini: [string, string, string]): FlavourCase {
  return {
    name,
    expects: [HIDDEN],
    classic: { invalid: RESHAPED(CLASSIC_TRIM, classic[0], classic[1]), valid: RESHAPED(CLASSIC_TRIM, classic[0], classic[2]) },
    other: { invalid: RESHAPED(MINI_TRIM, mini[0], mini[1]), valid: RESHAPED(MINI_TRIM, mini[0], mini[2]) },
  };
}

const DUPLICATED = (second: string): string => `export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  z.object({ kind: z.literal('${second}'), text: z.string() }),
]);
`;

const B_PLAIN = "z.extend(Plain, { kind: z.literal('b') })";
const B_PLAIN_CLASSIC = "Plain.extend({ kind: z.literal('b') })";

export const MINI_CASES: readonly FlavourCase[] = [
  // ---- string checks ---------------------------------------------------------------------------
  check('z.minLength()', CONSTRAINT, '.min(2)', 'z.minLength(2)'),
  check('z.maxLength()', CONSTRAINT, '.max(20)', 'z.maxLength(20)'),
  check('z.length()', CONSTRAINT, '.length(4)', 'z.length(4)'),
  check('z.regex()', CONSTRAINT, '.regex(/^[a-z]+$/)', 'z.regex(/^[a-z]+$/)'),
  check('z.lowercase()', CONSTRAINT, '.lowercase()', 'z.lowercase()'),
  check('z.uppercase()', CONSTRAINT, '.uppercase()', 'z.uppercase()'),
  check('z.includes()', CONSTRAINT, ".includes('@')", "z.includes('@')"),
  check('z.startsWith()', CONSTRAINT, ".startsWith('id_')", "z.startsWith('id_')"),
  check('z.endsWith()', CONSTRAINT, ".endsWith('.md')", "z.endsWith('.md')"),
  check('z.trim()', HIDDEN, '.trim()', 'z.trim()'),
  check('z.toLowerCase()', HIDDEN, '.toLowerCase()', 'z.toLowerCase()'),
  check('z.toUpperCase()', HIDDEN, '.toUpperCase()', 'z.toUpperCase()'),
  check('z.normalize()', HIDDEN, ".normalize('NFC')", "z.normalize('NFC')"),
  check('z.overwrite()', HIDDEN, '.overwrite(keep)', 'z.overwrite(keep)'),
  check('z.refine()', HIDDEN, '.refine(isLong)', 'z.refine(isLong)'),
  check('z.superRefine()', HIDDEN, '.superRefine(noop)', 'z.superRefine(noop)'),
  check('z.check(fn)', HIDDEN, '.check(noop)', 'z.check(noop)'),
  check('z.property()', HIDDEN, ".check(z.property('length', z.number().gte(1)))", "z.property('length', z.number().check(z.gte(1)))"),
  check('z.properties()', HIDDEN, '.check(z.properties({ length: z.number().gte(1) }))', 'z.properties({ length: z.number().check(z.gte(1)) })'),
  // Format schemas are their own check in Zod 4: zod/mini puts them in `.check()` as well.
  check('z.email() as a check', CONSTRAINT, '.email()', 'z.email()'),
  check('z.uuid() as a check', CONSTRAINT, '.uuid()', 'z.uuid()'),
  check('z.iso.datetime() as a check', CONSTRAINT, '.datetime()', 'z.iso.datetime()'),
  // Annotations are not checks: the chain goes on through them to the trim.
  check('z.describe() before a check', HIDDEN, ".describe('note').trim()", "z.describe('note'), z.trim()"),
  check('z.meta() before a check', HIDDEN, ".meta({ title: 'Note' }).trim()", "z.meta({ title: 'Note' }), z.trim()"),
  // ---- number checks ---------------------------------------------------------------------------
  check('z.gt()', CONSTRAINT, '.gt(0)', 'z.gt(0)', 'z.number()', 'count'),
  check('z.gte()', CONSTRAINT, '.gte(1)', 'z.gte(1)', 'z.number()', 'count'),
  check('z.lt()', CONSTRAINT, '.lt(10)', 'z.lt(10)', 'z.number()', 'count'),
  check('z.lte()', CONSTRAINT, '.lte(10)', 'z.lte(10)', 'z.number()', 'count'),
  check('z.minimum()', CONSTRAINT, '.min(1)', 'z.minimum(1)', 'z.number()', 'count'),
  check('z.maximum()', CONSTRAINT, '.max(10)', 'z.maximum(10)', 'z.number()', 'count'),
  check('z.positive()', CONSTRAINT, '.positive()', 'z.positive()', 'z.number()', 'count'),
  check('z.negative()', CONSTRAINT, '.negative()', 'z.negative()', 'z.number()', 'count'),
  check('z.nonpositive()', CONSTRAINT, '.nonpositive()', 'z.nonpositive()', 'z.number()', 'count'),
  check('z.nonnegative()', CONSTRAINT, '.nonnegative()', 'z.nonnegative()', 'z.number()', 'count'),
  check('z.int() as a check', CONSTRAINT, '.int()', 'z.int()', 'z.number()', 'count'),
  check('z.multipleOf()', CONSTRAINT, '.multipleOf(5)', 'z.multipleOf(5)', 'z.number()', 'count'),
  // ---- array checks (the length functions on arrays) -------------------------------------------
  check('z.minLength() on an array', CONSTRAINT, '.min(1)', 'z.minLength(1)', 'z.array(z.string())', 'tags'),
  check('z.maxLength() on an array', CONSTRAINT, '.max(5)', 'z.maxLength(5)', 'z.array(z.string())', 'tags'),
  check('z.length() on an array', CONSTRAINT, '.length(2)', 'z.length(2)', 'z.array(z.string())', 'tags'),
  // ---- size checks on sets (no JSON type); a file's are a string's (`{ type: "string", format: "binary" }`)
  unrepresentable('z.minSize()', 'z.set(z.string())', '.min(1)', 'z.minSize(1)', ['z.array(z.string()).min(1)', 'z.array(z.string()).check(z.minLength(1))']),
  unrepresentable('z.maxSize()', 'z.set(z.string())', '.max(5)', 'z.maxSize(5)', ['z.array(z.string()).max(5)', 'z.array(z.string()).check(z.maxLength(5))']),
  unrepresentable('z.size()', 'z.set(z.string())', '.size(2)', 'z.size(2)', ['z.array(z.string()).length(2)', 'z.array(z.string()).check(z.length(2))']),
  check('z.mime()', CONSTRAINT, ".mime(['image/png'])", "z.mime(['image/png'])", 'z.file()', 'upload'),
  check('z.maxSize() on a file', CONSTRAINT, '.max(1000)', 'z.maxSize(1000)', 'z.file()', 'upload'),
  // ---- pipes: z.pipe() is classic's .pipe(), .transform() and z.preprocess() ---------------------
  spelled('z.pipe(A, B)', [HIDDEN], 'z.string().pipe(z.string().min(1))', 'z.pipe(z.string(), z.string().check(z.minLength(1)))', 'z.string()'),
  spelled('z.pipe(A, z.transform(fn)) is .transform(fn)', [HIDDEN], 'z.string().transform(toLength)', 'z.pipe(z.string(), z.transform(toLength))', 'z.string()', {
    calls: { pipe: 'transform' },
  }),
  spelled('z.pipe(z.transform(fn), B) is z.preprocess(fn, B)', [COERCION], 'z.preprocess(toNumber, z.number())', 'z.pipe(z.transform(toNumber), z.number())', 'z.number()', {
    calls: { pipe: 'preprocess' },
  }),
  spelled('z.pipe(z.transform(fn), B) is z.transform(fn).pipe(B)', [COERCION], 'z.transform(toNumber).pipe(z.number())', 'z.pipe(z.transform(toNumber), z.number())', 'z.number()'),
  // ---- wrappers ------------------------------------------------------------------------------
  spelled('z.optional()', [HIDDEN], 'z.string().trim().optional()', 'z.optional(z.string().check(z.trim()))', 'z.string()'),
  spelled('z.nullable()', [HIDDEN], 'z.string().trim().nullable()', 'z.nullable(z.string().check(z.trim()))', 'z.string()'),
  spelled('z.nullish()', [HIDDEN], 'z.string().trim().nullish()', 'z.nullish(z.string().check(z.trim()))', 'z.string()'),
  spelled('z._default()', [HIDDEN], "z.string().trim().default('x')", "z._default(z.string().check(z.trim()), 'x')", 'z.string()'),
  spelled('z.prefault()', [HIDDEN], "z.string().trim().prefault('x')", "z.prefault(z.string().check(z.trim()), 'x')", 'z.string()'),
  spelled('z.catch()', [COERCION], 'z.string().catch(\'\')', "z.catch(z.string(), '')", 'z.string()'),
  // ---- coercions -------------------------------------------------------------------------------
  spelled('z.coerce.string()', [COERCION], 'z.coerce.string()', 'z.coerce.string()', 'z.string()'),
  spelled('z.coerce.number()', [COERCION], 'z.coerce.number()', 'z.coerce.number()', 'z.number()'),
  spelled('z.coerce.boolean()', [COERCION], 'z.coerce.boolean()', 'z.coerce.boolean()', 'z.boolean()'),
  // A bigint and a date have no JSON type: the neighbour is a JSON type coerced in both variants.
  pair(
    'z.coerce.bigint()',
    [COERCION, UNREPRESENTABLE],
    { invalid: field('z.coerce.bigint()', 'z.bigint()'), valid: field('z.coerce.number().int()', 'z.coerce.number().int()') },
    { invalid: field('z.coerce.bigint()', 'z.bigint()'), valid: field('z.coerce.number().check(z.int())', 'z.coerce.number().check(z.int())') },
  ),
  pair(
    'z.coerce.date()',
    [COERCION, UNREPRESENTABLE],
    { invalid: field('z.coerce.date()', 'z.date()'), valid: field('z.iso.datetime()', 'z.iso.datetime()') },
    { invalid: field('z.coerce.date()', 'z.date()'), valid: field('z.iso.datetime()', 'z.iso.datetime()') },
  ),
  // ---- object reshaping: the functions of z ---------------------------------------------------
  reshaped(
    'z.extend(A, shape)',
    ["Plain.extend({ kind: z.literal('a'), text: z.string().trim() })", B_PLAIN_CLASSIC, "Plain.extend({ kind: z.literal('b'), text: z.string().trim() })"],
    ["z.extend(Plain, { kind: z.literal('a'), text: z.string().check(z.trim()) })", B_PLAIN, "z.extend(Plain, { kind: z.literal('b'), text: z.string().check(z.trim()) })"],
  ),
  reshaped(
    'z.safeExtend(A, shape)',
    ["Plain.safeExtend({ kind: z.literal('a'), text: z.string().trim() })", B_PLAIN_CLASSIC, "Plain.safeExtend({ kind: z.literal('b'), text: z.string().trim() })"],
    ["z.safeExtend(Plain, { kind: z.literal('a'), text: z.string().check(z.trim()) })", B_PLAIN, "z.safeExtend(Plain, { kind: z.literal('b'), text: z.string().check(z.trim()) })"],
  ),
  reshaped(
    'z.merge(A, B)',
    ["z.object({ kind: z.literal('a') }).merge(Fields)", "z.object({ kind: z.literal('b') }).merge(Plain)", "z.object({ kind: z.literal('b') }).merge(Fields)"],
    ["z.merge(z.object({ kind: z.literal('a') }), Fields)", "z.merge(z.object({ kind: z.literal('b') }), Plain)", "z.merge(z.object({ kind: z.literal('b') }), Fields)"],
  ),
  reshaped(
    'z.pick(A, mask)',
    ["Fields.pick({ text: true }).extend({ kind: z.literal('a') })", B_PLAIN_CLASSIC, "Fields.pick({ text: true }).extend({ kind: z.literal('b') })"],
    ["z.extend(z.pick(Fields, { text: true }), { kind: z.literal('a') })", B_PLAIN, "z.extend(z.pick(Fields, { text: true }), { kind: z.literal('b') })"],
  ),
  reshaped(
    'z.omit(A, mask)',
    ["Fields.omit({ plain: true }).extend({ kind: z.literal('a') })", B_PLAIN_CLASSIC, "Fields.omit({ plain: true }).extend({ kind: z.literal('b') })"],
    ["z.extend(z.omit(Fields, { plain: true }), { kind: z.literal('a') })", B_PLAIN, "z.extend(z.omit(Fields, { plain: true }), { kind: z.literal('b') })"],
  ),
  reshaped(
    'z.partial(A, mask)',
    ["Fields.partial({ text: true }).extend({ kind: z.literal('a') })", B_PLAIN_CLASSIC, "Fields.partial({ text: true }).extend({ kind: z.literal('b') })"],
    ["z.extend(z.partial(Fields, { text: true }), { kind: z.literal('a') })", B_PLAIN, "z.extend(z.partial(Fields, { text: true }), { kind: z.literal('b') })"],
  ),
  reshaped(
    'z.required(A)',
    ["Optional.required().extend({ kind: z.literal('a') })", B_PLAIN_CLASSIC, "Optional.required().extend({ kind: z.literal('b') })"],
    ["z.extend(z.required(Optional), { kind: z.literal('a') })", B_PLAIN, "z.extend(z.required(Optional), { kind: z.literal('b') })"],
  ),
  // ---- the union itself, JSON types, what cannot be followed -----------------------------------
  pair('z.discriminatedUnion with a repeated discriminator value', [DUPLICATE], { invalid: DUPLICATED('a'), valid: DUPLICATED('b') }, { invalid: DUPLICATED('a'), valid: DUPLICATED('b') }),
  spelled('z.enum against a number', [TYPE], "z.enum(['x', 'y'])", "z.enum(['x', 'y'])", 'z.number()'),
  pair(
    'z.any() has no JSON type',
    [UNTYPED],
    { invalid: field('z.any()', 'z.string()'), valid: field('z.string()', 'z.string()') },
    { invalid: field('z.any()', 'z.string()'), valid: field('z.string()', 'z.string()') },
  ),
  pair(
    'variants built by a helper of one returned expression',
    [HIDDEN],
    { invalid: ONE_RETURN_HELPER('z.string().trim()', 'z.string()'), valid: ONE_RETURN_HELPER('z.string().trim()', 'z.string().trim()') },
    { invalid: ONE_RETURN_HELPER('z.string().check(z.trim())', 'z.string()'), valid: ONE_RETURN_HELPER('z.string().check(z.trim())', 'z.string().check(z.trim())') },
  ),
  pair(
    'variants built by a helper that declares its shape first',
    [HIDDEN],
    { invalid: DECLARING_HELPER('z.string().trim()', 'z.string()'), valid: DECLARING_HELPER('z.string().trim()', 'z.string().trim()') },
    { invalid: DECLARING_HELPER('z.string().check(z.trim())', 'z.string()'), valid: DECLARING_HELPER('z.string().check(z.trim())', 'z.string().check(z.trim())') },
  ),
  pair(
    'an option returned by a helper with a loop',
    [UNTRACEABLE],
    { invalid: HELPER("make('b')"), valid: HELPER("z.object({ kind: z.literal('b'), text: z.string() })") },
    { invalid: HELPER("make('b')"), valid: HELPER("z.object({ kind: z.literal('b'), text: z.string() })") },
    { liveDiffers: { classic: HELPER_IS_LIVE, other: HELPER_IS_LIVE } },
  ),
];
