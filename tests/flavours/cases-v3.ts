/**
 * Zod 3 against Zod 4 classic. Zod 3's chained API has the same method names, so most cases are
 * the same text run against both (`sameText`): what differs is what Zod builds from it (ZodEffects
 * for `.refine()`, `.superRefine()`, `.transform()` and `z.preprocess()`, a `trim` string check
 * for `.trim()`, ZodPipeline for `.pipe()`), which the live side reads from real Zod 3.
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
  sameText,
  TYPE,
  UNREPRESENTABLE,
  UNTRACEABLE,
  UNTYPED,
  type FlavourCase,
} from './case.js';

/** A check on one variant's field, and its neighbour with the check on both. */
function oneSided(name: string, expects: string, check: string, base = 'z.string()', key = 'text'): FlavourCase {
  return sameText(name, [expects], { invalid: field(`${base}${check}`, base, key), valid: field(`${base}${check}`, `${base}${check}`, key) });
}

const UNION_OF = (a: string, b: string): string => `export const Input = z.union([
  z.object({ kind: z.literal('a'), text: ${a} }),
  z.object({ kind: z.literal('b'), text: ${b} }),
]);
`;

const OR_OF = (a: string, b: string): string => `export const Input = z
  .object({ kind: z.literal('a'), text: ${a} })
  .or(z.object({ kind: z.literal('b'), text: ${b} }));
`;

const DUPLICATED = (second: string): string => `export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  z.object({ kind: z.literal('${second}'), text: z.string() }),
]);
`;

/** Object reshaping: the trimmed field reaches variant `a` through `how`, variant `b` through `other`. */
const RESHAPED = (how: string, other: string): string => `const Fields = z.object({ text: z.string().trim(), plain: z.string() });
const Plain = z.object({ text: z.string(), plain: z.string() });
export const Input = z.discriminatedUnion('kind', [
  ${how},
  ${other},
]);
`;

/** A field spelled the Zod 3 way (`v3`) and the Zod 4 way (`v4`), on one variant; the neighbour puts it on both. */
function respelled(name: string, expects: readonly string[], v4: string, v3: string, base: string, extra: Partial<FlavourCase> = {}): FlavourCase {
  return {
    name,
    expects,
    classic: { invalid: field(v4, base), valid: field(v4, v4) },
    other: { invalid: field(v3, base), valid: field(v3, v3) },
    ...extra,
  };
}

export const V3_CASES: readonly FlavourCase[] = [
  // ---- ZodEffects and string overwrites: no-hidden-collided-check ----------------------------
  oneSided('.refine(fn) in one variant', HIDDEN, '.refine(isLong)'),
  sameText(
    '.refine() with different functions',
    [HIDDEN],
    { invalid: field('z.string().refine(isLong)', 'z.string().refine(isShort)'), valid: field('z.string().refine(isLong)', 'z.string().refine(isLong)') },
    {
      liveDiffers: {
        other: 'Zod 3 wraps every .refine(fn) in a closure of its own, so at run time all Zod 3 refinements look the same (docs/runtime.md)',
      },
    },
  ),
  oneSided('.superRefine(fn) in one variant', HIDDEN, '.superRefine(noop)'),
  oneSided('.transform(fn) in one variant', HIDDEN, '.transform(toLength)'),
  oneSided('.pipe(schema) in one variant', HIDDEN, '.pipe(z.string().min(1))'),
  oneSided('.trim() in one variant', HIDDEN, '.trim()'),
  oneSided('.toLowerCase() in one variant', HIDDEN, '.toLowerCase()'),
  oneSided('.toUpperCase() in one variant', HIDDEN, '.toUpperCase()'),
  // Zod 3 keeps the algorithm on its jwt check and enforces it (the live side read only the format).
  oneSided(".jwt({ alg }) against .jwt()", HIDDEN, ".jwt({ alg: 'HS256' })", 'z.string().jwt()'),
  // ---- coercions: no-collided-coercion ------------------------------------------------------
  sameText('z.preprocess(fn, schema) in one variant', [COERCION], {
    invalid: field('z.preprocess(toNumber, z.number())', 'z.number()'),
    valid: field('z.preprocess(toNumber, z.number())', 'z.preprocess(toNumber, z.number())'),
  }),
  sameText('z.coerce.number() in one variant', [COERCION], { invalid: field('z.coerce.number()', 'z.number()'), valid: field('z.coerce.number()', 'z.coerce.number()') }),
  sameText('z.coerce.string() in one variant', [COERCION], { invalid: field('z.coerce.string()', 'z.string()'), valid: field('z.coerce.string()', 'z.coerce.string()') }),
  sameText('z.coerce.boolean() in one variant', [COERCION], { invalid: field('z.coerce.boolean()', 'z.boolean()'), valid: field('z.coerce.boolean()', 'z.coerce.boolean()') }),
  // A date has no JSON type: the neighbour takes the ISO string instead, in both variants.
  sameText('z.coerce.date() in one variant', [COERCION, UNREPRESENTABLE], {
    invalid: field('z.coerce.date()', 'z.date()'),
    valid: field('z.string().datetime()', 'z.string().datetime()'),
  }),
  // Nor has a bigint: the neighbour coerces to an integer number in both variants.
  sameText('z.coerce.bigint() in one variant', [COERCION, UNREPRESENTABLE], {
    invalid: field('z.coerce.bigint()', 'z.bigint()'),
    valid: field('z.coerce.number().int()', 'z.coerce.number().int()'),
  }),
  oneSided('.catch(value) in one variant', COERCION, '.catch(0)', 'z.number()'),
  // ---- unions -----------------------------------------------------------------------------
  sameText('z.discriminatedUnion with a repeated discriminator value', [DUPLICATE], { invalid: DUPLICATED('a'), valid: DUPLICATED('b') }, {
    liveDiffers: { other: 'Zod 3 throws when the union is built (duplicate discriminator value): there is no live schema to check' },
  }),
  sameText('z.union of objects (labels from the shared literal key)', [HIDDEN], {
    invalid: UNION_OF('z.string().trim()', 'z.string()'),
    valid: UNION_OF('z.string().trim()', 'z.string().trim()'),
  }),
  sameText('.or() of two objects', [HIDDEN], { invalid: OR_OF('z.string().trim()', 'z.string()'), valid: OR_OF('z.string().trim()', 'z.string().trim()') }),
  // ---- object reshaping -----------------------------------------------------------------------
  sameText('.extend() adds the trimmed field', [HIDDEN], {
    invalid: RESHAPED("Plain.extend({ kind: z.literal('a'), text: z.string().trim() })", "Plain.extend({ kind: z.literal('b') })"),
    valid: RESHAPED("Plain.extend({ kind: z.literal('a'), text: z.string().trim() })", "Plain.extend({ kind: z.literal('b'), text: z.string().trim() })"),
  }),
  sameText('.merge() brings the trimmed field', [HIDDEN], {
    invalid: RESHAPED("z.object({ kind: z.literal('a') }).merge(Fields)", "z.object({ kind: z.literal('b') }).merge(Plain)"),
    valid: RESHAPED("z.object({ kind: z.literal('a') }).merge(Fields)", "z.object({ kind: z.literal('b') }).merge(Fields)"),
  }),
  sameText('.pick() keeps the trimmed field', [HIDDEN], {
    invalid: RESHAPED("Fields.pick({ text: true }).extend({ kind: z.literal('a') })", "Plain.pick({ text: true }).extend({ kind: z.literal('b') })"),
    valid: RESHAPED("Fields.pick({ text: true }).extend({ kind: z.literal('a') })", "Fields.pick({ text: true }).extend({ kind: z.literal('b') })"),
  }),
  sameText('.omit() keeps the trimmed field', [HIDDEN], {
    invalid: RESHAPED("Fields.omit({ plain: true }).extend({ kind: z.literal('a') })", "Plain.omit({ plain: true }).extend({ kind: z.literal('b') })"),
    valid: RESHAPED("Fields.omit({ plain: true }).extend({ kind: z.literal('a') })", "Fields.omit({ plain: true }).extend({ kind: z.literal('b') })"),
  }),
  sameText('.partial({ text: true }) keeps the check inside optional', [HIDDEN], {
    invalid: RESHAPED("Fields.partial({ text: true }).extend({ kind: z.literal('a') })", "Plain.partial({ text: true }).extend({ kind: z.literal('b') })"),
    valid: RESHAPED("Fields.partial({ text: true }).extend({ kind: z.literal('a') })", "Fields.partial({ text: true }).extend({ kind: z.literal('b') })"),
  }),
  // ---- wrappers and lazies -------------------------------------------------------------------
  sameText('.optional() around a trim', [HIDDEN], {
    invalid: field('z.string().trim().optional()', 'z.string().optional()'),
    valid: field('z.string().trim().optional()', 'z.string().trim().optional()'),
  }),
  sameText('.nullable() around a trim', [HIDDEN], {
    invalid: field('z.string().trim().nullable()', 'z.string().nullable()'),
    valid: field('z.string().trim().nullable()', 'z.string().trim().nullable()'),
  }),
  sameText('z.lazy() of a trimmed string', [HIDDEN], {
    invalid: field('z.lazy(() => z.string().trim())', 'z.string()'),
    valid: field('z.lazy(() => z.string().trim())', 'z.lazy(() => z.string().trim())'),
  }),
  // ---- JSON types: no-collided-type-mismatch, require-typed-properties -----------------------
  sameText('z.enum against a number', [TYPE], { invalid: field("z.enum(['x', 'y'])", 'z.number()'), valid: field("z.enum(['x', 'y'])", "z.enum(['x', 'y'])") }),
  sameText('z.nativeEnum against a number', [TYPE], {
    invalid: `const Color = { Red: 'red', Blue: 'blue' } as const;\n${field('z.nativeEnum(Color)', 'z.number()')}`,
    valid: `const Color = { Red: 'red', Blue: 'blue' } as const;\n${field('z.nativeEnum(Color)', 'z.nativeEnum(Color)')}`,
  }),
  sameText('z.literal against a number', [TYPE], { invalid: field("z.literal('x')", 'z.number()'), valid: field("z.literal('x')", "z.literal('x')") }),
  sameText('z.any() has no JSON type', [UNTYPED], { invalid: field('z.any()', 'z.string()'), valid: field('z.string()', 'z.string()') }),
  sameText('z.date() cannot be advertised', [UNREPRESENTABLE], { invalid: field('z.date()', 'z.date()'), valid: field('z.string().datetime()', 'z.string().datetime()') }),
  // ---- string checks: no-collided-constraint-mismatch ----------------------------------------
  oneSided('string .min()', CONSTRAINT, '.min(2)'),
  oneSided('string .max()', CONSTRAINT, '.max(20)'),
  oneSided('string .length()', CONSTRAINT, '.length(4)'),
  oneSided('string .nonempty()', CONSTRAINT, '.nonempty()'),
  oneSided('string .email()', CONSTRAINT, '.email()'),
  oneSided('string .url()', CONSTRAINT, '.url()'),
  oneSided('string .uuid()', CONSTRAINT, '.uuid()'),
  oneSided('string .regex()', CONSTRAINT, '.regex(/^[a-z]+$/)'),
  oneSided('string .startsWith()', CONSTRAINT, ".startsWith('id_')"),
  oneSided('string .endsWith()', CONSTRAINT, ".endsWith('.md')"),
  oneSided('string .includes()', CONSTRAINT, ".includes('@')"),
  // ---- number checks ------------------------------------------------------------------------
  oneSided('number .int()', CONSTRAINT, '.int()', 'z.number()', 'count'),
  oneSided('number .positive()', CONSTRAINT, '.positive()', 'z.number()', 'count'),
  oneSided('number .min()', CONSTRAINT, '.min(1)', 'z.number()', 'count'),
  oneSided('number .max()', CONSTRAINT, '.max(10)', 'z.number()', 'count'),
  oneSided('number .multipleOf()', CONSTRAINT, '.multipleOf(5)', 'z.number()', 'count'),
  // ---- array checks ---------------------------------------------------------------------------
  oneSided('array .min()', CONSTRAINT, '.min(1)', 'z.array(z.string())', 'tags'),
  oneSided('array .max()', CONSTRAINT, '.max(5)', 'z.array(z.string())', 'tags'),
  oneSided('array .length()', CONSTRAINT, '.length(2)', 'z.array(z.string())', 'tags'),
  oneSided('array .nonempty()', CONSTRAINT, '.nonempty()', 'z.array(z.string())', 'tags'),
  sameText('array items trimmed in one variant (tags[])', [HIDDEN], {
    invalid: field('z.array(z.string().trim())', 'z.array(z.string())', 'tags'),
    valid: field('z.array(z.string().trim())', 'z.array(z.string().trim())', 'tags'),
  }),
  // ---- Zod 3 spellings that Zod 4 writes another way ---------------------------------------
  respelled('string .date() is z.iso.date()', [CONSTRAINT], 'z.iso.date()', 'z.string().date()', 'z.string()'),
  respelled('string .time() is z.iso.time()', [CONSTRAINT], 'z.iso.time()', 'z.string().time()', 'z.string()'),
  respelled('z.ostring() is z.string().optional()', [TYPE], 'z.string().optional()', 'z.ostring()', 'z.number()'),
  respelled('z.onumber() is z.number().optional()', [TYPE], 'z.number().optional()', 'z.onumber()', 'z.string()'),
  respelled('z.oboolean() is z.boolean().optional()', [TYPE], 'z.boolean().optional()', 'z.oboolean()', 'z.string()'),
  respelled('.refinement(fn, issue) is a refine', [HIDDEN], 'z.string().refine(isLong)', "z.string().refinement(isLong, { code: 'custom' })", 'z.string()', {
    calls: { refinement: 'refine' },
  }),
  respelled('z.pipeline(A, B) is A.pipe(B)', [HIDDEN], 'z.string().pipe(z.string().min(1))', 'z.pipeline(z.string(), z.string().min(1))', 'z.string()', {
    calls: { pipeline: 'pipe' },
  }),
  {
    name: '.augment() is .extend()',
    expects: [HIDDEN],
    classic: {
      invalid: RESHAPED("Plain.extend({ kind: z.literal('a'), text: z.string().trim() })", "Plain.extend({ kind: z.literal('b') })"),
      valid: RESHAPED("Plain.extend({ kind: z.literal('a'), text: z.string().trim() })", "Plain.extend({ kind: z.literal('b'), text: z.string().trim() })"),
    },
    other: {
      invalid: RESHAPED("Plain.augment({ kind: z.literal('a'), text: z.string().trim() })", "Plain.augment({ kind: z.literal('b') })"),
      valid: RESHAPED("Plain.augment({ kind: z.literal('a'), text: z.string().trim() })", "Plain.augment({ kind: z.literal('b'), text: z.string().trim() })"),
    },
  },
  {
    name: ".setKey('text', S) is .extend({ text: S })",
    expects: [HIDDEN],
    classic: {
      invalid: RESHAPED("Plain.extend({ text: z.string().trim() }).extend({ kind: z.literal('a') })", "Plain.extend({ kind: z.literal('b') })"),
      valid: RESHAPED("Plain.extend({ text: z.string().trim() }).extend({ kind: z.literal('a') })", "Plain.extend({ text: z.string().trim() }).extend({ kind: z.literal('b') })"),
    },
    other: {
      invalid: RESHAPED("Plain.setKey('text', z.string().trim()).extend({ kind: z.literal('a') })", "Plain.extend({ kind: z.literal('b') })"),
      valid: RESHAPED("Plain.setKey('text', z.string().trim()).extend({ kind: z.literal('a') })", "Plain.setKey('text', z.string().trim()).extend({ kind: z.literal('b') })"),
    },
  },
  // ---- what the static rules cannot follow: no-untraceable-variant ---------------------------
  sameText('variants built by a helper of one returned expression', [HIDDEN], {
    invalid: ONE_RETURN_HELPER('z.string().trim()', 'z.string()'),
    valid: ONE_RETURN_HELPER('z.string().trim()', 'z.string().trim()'),
  }),
  sameText('variants built by a helper that declares its shape first', [HIDDEN], {
    invalid: DECLARING_HELPER('z.string().trim()', 'z.string()'),
    valid: DECLARING_HELPER('z.string().trim()', 'z.string().trim()'),
  }),
  sameText('an option returned by a helper with a loop', [UNTRACEABLE], { invalid: HELPER("make('b')"), valid: HELPER("z.object({ kind: z.literal('b'), text: z.string() })") }, {
    liveDiffers: { classic: HELPER_IS_LIVE, other: HELPER_IS_LIVE },
  }),
];
