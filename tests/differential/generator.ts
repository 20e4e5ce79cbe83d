/**
 * Random TypeScript programs that build a Zod union from the grammar the static evaluator
 * supports, for the differential test (static rules vs the runtime check on real Zod).
 *
 * The arbitrary produces a structured `ProgramSpec` (so fast-check shrinks it structurally);
 * `renderProgram` turns it into source text, resolving everything that depends on what came
 * before (which keys an object has, whether it carries a refinement, which consts exist), so
 * every shrunk spec still renders a program Zod accepts.
 *
 * Grammar: variants built with z.object / z.strictObject / z.looseObject, `.extend`,
 * `.safeExtend`, `.merge`, `.pick`, `.omit`, `.partial()` / `.partial(mask)`, `.required()`,
 * `.strict()` / `.passthrough()` / `.strip()`, shape spreads (`...Base.shape`, `...shapeConst`,
 * `...Variant.shape`), object-level `.refine` / `.superRefine`, `z.intersection` / `.and`, const
 * aliases; unions as z.union, z.discriminatedUnion, z.xor, `.or()` chains, nested as options,
 * described; fields of every scalar kind, z.coerce.*, format factories (z.email, z.url, z.int),
 * literals and enums, nested objects (`o.p`), arrays (`tags[]`, `tags[].p`), records, tuples,
 * scalar unions, z.preprocess, unrepresentable nodes (date, bigint, map), z.any / z.unknown,
 * shared field consts; visible checks, hidden markers (refine, superRefine, check(fn),
 * check(z.refine()), overwrites, transform, pipe) and wrappers (optional, nullable, nullish,
 * default, prefault, catch, readonly, describe, meta, brand); TypeScript enums (string and
 * numeric, members counted on and computed) as literals, native enums and `Object.values()`
 * lists; bounds and literals written as constant expressions; variants and discriminators
 * built by helper functions of the program (one returned expression, or declarations and a
 * return; an arrow, a function, a method of an object).
 *
 * Rules the renderer keeps, so both sides must agree (see the differential test):
 * - Every variant gets a string literal (or one-value enum) under `kind` ("k0", "k1", ...),
 *   unique in the program (except one intentional duplicate in a `dup` discriminated union), so
 *   variant labels come from the discriminator on both sides (the runtime cannot see variable
 *   names); the root union has at least two variants (a lone variant has no discriminator).
 * - At most 5 variants, so a message never abbreviates a label list ("and 2 others").
 * - Zod 4.6: `.pick/.omit/.partial/.merge` never on an object carrying a refinement, `.extend`
 *   on one only with new keys; masks name only existing keys; discriminated-union options are
 *   objects or discriminated unions on `kind` (no intersections, no plain unions); format
 *   methods (`.email()`) only on z.string(), not on format schemas.
 * - Functions in markers come from fixed pools, written with varying whitespace and comments
 *   (equal for both front ends); one superRefine function; `.normalize()` without arguments;
 *   pipe targets pairwise different as text and as structure; named predicates have texts no
 *   inline one has (the static rules identify a named function by its binding, the runtime by
 *   its text); compound `.catch()` values only where their text and their JSON agree.
 */
import fc from 'fast-check';

// ---- pools ------------------------------------------------------------------------------------

/** Keys of variants, each with the family it usually holds (so collisions are frequent). */
export const TOP_KEYS = ['a', 'b', 'c', 'd', 'o', 'tags'] as const;
type TopKey = (typeof TOP_KEYS)[number];
const NESTED_KEYS = ['p', 'q', 'r'] as const;

type Bias = 'string' | 'number' | 'any' | 'misc' | 'object' | 'array';
const BIAS: Record<TopKey, Bias> = { a: 'string', b: 'number', c: 'any', d: 'misc', o: 'object', tags: 'array' };

/** A function text in one of a few spellings that both front ends must see as the same. */
function styled(params: string, body: string, style: number): string {
  switch (style % 4) {
    case 0:
      return `(${params}) => ${body}`;
    case 1:
      return `(${params})=>${body}`;
    case 2:
      return `(${params}) => /* same */ ${body}`;
    default:
      return `(${params}) =>\n    ${body}`;
  }
}

const STYLE = fc.nat(3);

/**
 * `fc.oneof` that may shrink a value into the first alternative (listed first: the simplest,
 * such as "no step" or "field absent"), so failing programs shrink to small ones.
 */
function oneof<T>(...alternatives: (fc.Arbitrary<T> | fc.WeightedArbitrary<T>)[]): fc.Arbitrary<T> {
  return fc.oneof({ withCrossShrink: true }, ...alternatives);
}
const pick = <T>(pool: readonly T[]) => fc.constantFrom(...pool);

/** Refine predicates that accept any type (so they fit every family). */
const PREDICATE_BODIES = [
  'v != null',
  'typeof v !== "function"',
  'v !== 42',
  // Texts that differ only inside a string literal: spaces and `//` there are not layout.
  'v !== "a b"',
  'v !== "ab"',
  'v !== "x//y"',
  'v !== "x//z"',
] as const;
/**
 * Named predicates, with texts no inline predicate has: the static rules identify a named
 * function by its binding, the runtime by its text, so a shared text would read differently.
 */
/**
 * TypeScript enums the programs may name, declared when used: string members written as a
 * literal, a concatenation and a template; numeric ones counted on from the one before, and
 * computed from another member. `Kind` holds every discriminator value (`kindSchema`).
 */
/** Constants the bounds above are computed from (declared when used). */
const CONSTANTS = ['const TEN = 10;', "const PREFIX = 'a';", 'const LIMIT = null;'] as const;

/**
 * Helper functions some variants are built with (`objectOf({ ... })`, `kinds.of('k4')`): an arrow
 * of one expression, a function that declares a constant before it returns (and a directive), one
 * whose `if`s test a destructured parameter with a default, a method of an object literal, and a function with a
 * rest parameter that builds a union of its arguments (`anyOf(A, B, C)`); and a `z.union` of two
 * options is written as a `.map()` of its list through a callback.
 */
const HELPERS = [
  'const objectOf = (shape) => z.object(shape);',
  "const strictObjectOf = function (shape) { 'use strict'; const made = z.strictObject(shape); return made; };",
  'function looseObjectOf(shape, { strict } = { strict: false }) { if (!shape) throw new Error("a shape"); if (strict) return z.strictObject(shape); else return z.looseObject(shape); }',
  'const kinds = { of(value) { const literal = z.literal(value); return literal; } };',
  'function anyOf(...options) { return z.union(options); }',
] as const;

const ENUMS = [
  "enum Letter { X = 'x', Y = 'y' }",
  'enum Level { Zero, One, Two = One + 1, Four = Level.Two * 2 }',
  `enum Kind { ${Array.from({ length: 12 }, (_, i) => `K${i} = ${i % 3 === 0 ? `'k${i}'` : i % 3 === 1 ? `'k' + '${i}'` : `\`k${i}\``}`).join(', ')} }`,
] as const;

export const NAMED_PREDICATES = [
  ['isPresent', '(v) => v !== undefined'],
  ['isSmall', '(v) => String(v).length < 1000'],
] as const;
const predicate = oneof(
  { weight: 3, arbitrary: fc.tuple(fc.nat(PREDICATE_BODIES.length - 1), STYLE).map(([i, s]) => styled('v', PREDICATE_BODIES[i]!, s)) },
  { weight: 1, arbitrary: pick(NAMED_PREDICATES.map(([name]) => name)) },
);
/** The one superRefine function (Zod keeps it in a closure whose text is always the same). */
const superRefineFn = STYLE.map((s) => styled('v, ctx', '{ if (v === 42) ctx.addIssue("no"); }', s));
const TRANSFORM_BODIES = ['v', '[v]', 'String(v)'] as const;
const transformFn = fc.tuple(fc.nat(TRANSFORM_BODIES.length - 1), STYLE).map(([i, s]) => styled('v', TRANSFORM_BODIES[i]!, s));
const PREPROCESS_BODIES = ['v', '(typeof v === "string" ? v.trim() : v)'] as const;
const preprocessFn = fc.tuple(fc.nat(PREPROCESS_BODIES.length - 1), STYLE).map(([i, s]) => styled('v', PREPROCESS_BODIES[i]!, s));
const REGEXES = ['/^a/', '/b$/', '/^a/i', '/a\\/b/'] as const;
/** `.overwrite(fn)`: texts none of Zod's own overwrites (trim, toLowerCase, ...) has. */
const OVERWRITE_BODIES = ['v', 'v.slice(0, 9)'] as const;
const overwriteFn = fc.tuple(fc.nat(OVERWRITE_BODIES.length - 1), STYLE).map(([i, s]) => styled('v', OVERWRITE_BODIES[i]!, s));
/** `.check(fn)`: a custom check whose function Zod keeps as is (unlike superRefine's). */
const CHECK_BODIES = ['{ if (ctx.value === 42) ctx.issues.push({ code: "custom", message: "no", input: ctx.value }); }', '{ void ctx; }'] as const;
const checkFn = fc.tuple(fc.nat(CHECK_BODIES.length - 1), STYLE).map(([i, s]) => styled('ctx', CHECK_BODIES[i]!, s));

/** A string literal in either quote style (the same value for both front ends). */
const quoted = (value: string) => fc.boolean().map((single) => (single ? `'${value}'` : `"${value}"`));
const describeCall = fc.constantFrom('d1', 'd2').chain((d) => quoted(d)).map((text) => `.describe(${text})`);

type Family = 'string' | 'number' | 'boolean' | 'literal' | 'object' | 'array' | 'other';

/** Values `.default()`/`.catch()` may carry for a family, written the ways both sides read alike. */
function valueFor(family: Family): fc.Arbitrary<string> {
  switch (family) {
    case 'string':
    case 'literal':
      return oneof(quoted('x'), quoted('y'));
    case 'number':
      return fc.constantFrom('0', '1', '-1', '1.0', 'NaN', 'Infinity', '1n');
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'object':
      return fc.constantFrom('{}', '{ }');
    case 'array':
      return fc.constantFrom('[]', '[ ]', '[null]', '[undefined]');
    default:
      return fc.constant('null');
  }
}

function catchValue(family: Family): fc.Arbitrary<string> {
  return oneof(
    { weight: 4, arbitrary: valueFor(family) },
    { weight: 1, arbitrary: fc.constantFrom('null') },
    { weight: 1, arbitrary: fc.tuple(valueFor(family), STYLE).map(([v, s]) => styled('', v, s)) },
  );
}

/** Wrappers applied last: optional, nullable, default, catch, describe. */
function wrappers(family: Family, withValues = true): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.constant('.optional()') },
    { weight: 3, arbitrary: fc.constant('.nullable()') },
    { weight: 3, arbitrary: describeCall },
    { weight: 1, arbitrary: fc.constantFrom('.nullish()', '.readonly()', '.meta({ m: 1 })', '.brand("B")') },
  ];
  if (withValues) {
    options.push({ weight: 3, arbitrary: valueFor(family).map((v) => `.default(${v})`) });
    options.push({ weight: 1, arbitrary: valueFor(family).map((v) => `.prefault(${v})`) });
    options.push({ weight: 3, arbitrary: catchValue(family).map((v) => `.catch(${v})`) });
  }
  return few(oneof(...options), 5, 4, 1);
}

/** Zero, one or two steps, mostly none: keeps programs small enough to run thousands. */
function few(step: fc.Arbitrary<string>, none: number, one: number, two: number): fc.Arbitrary<string> {
  return oneof(
    { weight: none, arbitrary: fc.constant('') },
    { weight: one, arbitrary: step },
    { weight: two, arbitrary: fc.tuple(step, step).map(([a, b]) => `${a}${b}`) },
  );
}

/** Hidden checks any schema takes: refine, the superRefine. */
const genericHidden = few(
  oneof(
    { weight: 6, arbitrary: predicate.map((p) => `.refine(${p})`) },
    { weight: 2, arbitrary: superRefineFn.map((f) => `.superRefine(${f})`) },
    { weight: 1, arbitrary: predicate.map((p) => `.check(z.refine(${p}))`) },
    { weight: 1, arbitrary: checkFn.map((f) => `.check(${f})`) },
  ),
  6,
  3,
  1,
);

/**
 * Pipe targets: pairwise different both as text (the static identity) and as structure (the
 * live one), including targets that differ only in a nested schema, a function or a value.
 */
const PIPE_TARGETS: Partial<Record<Family, readonly string[]>> = {
  string: [
    'z.string()',
    'z.string().min(1)',
    'z.string().max(9)',
    'z.email()',
    'z.url()',
    'z.string().regex(/^a/)',
    'z.string().regex(/^b/)',
    'z.string().transform((v) => v)',
    'z.string().transform((v) => [v])',
    'z.string().catch("a")',
    'z.string().catch("b")',
    'z.string().refine((v) => v != null)',
    'z.enum(["a", "b"])',
    'z.literal("a")',
    'z.union([z.literal("a"), z.literal("b")])',
  ],
  number: ['z.number()', 'z.number().int()', 'z.number().catch(NaN)', 'z.number().catch(null)'],
  boolean: ['z.boolean()', 'z.literal(true)'],
  object: [
    'z.object({ p: z.string() })',
    'z.object({ p: z.number() })',
    'z.object({ q: z.string() })',
    'z.strictObject({ p: z.string() })',
    'z.record(z.string(), z.string())',
    'z.record(z.string(), z.number())',
  ],
  array: ['z.array(z.string())', 'z.array(z.number())', 'z.tuple([z.string()])', 'z.tuple([z.number()])', 'z.tuple([z.string()], z.number())'],
};

/** `.transform(fn)` or `.pipe(target)`, or nothing. */
function pipeStep(family: Family): fc.Arbitrary<string> {
  const targets = PIPE_TARGETS[family];
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: transformFn.map((f) => `.transform(${f})`) },
  ];
  if (targets) options.push({ weight: 1, arbitrary: pick(targets).map((t) => `.pipe(${t})`) });
  return oneof(...options);
}

/** Base text, family-specific checks, generic hidden checks, pipe, wrappers. */
function chain(base: fc.Arbitrary<string>, family: Family, checks: fc.Arbitrary<string> | null): fc.Arbitrary<string> {
  return fc
    .tuple(base, checks ? few(checks, 3, 4, 2) : fc.constant(''), genericHidden, pipeStep(family), wrappers(family))
    .map(([b, cs, hidden, pipe, wrap]) => `${b}${cs}${hidden}${pipe}${wrap}`);
}

const smallNumber = fc.constantFrom(1, 2, 5);
const stringCheck = oneof(
  // visible (JSON Schema shows them)
  smallNumber.map((n) => `.min(${n})`),
  smallNumber.map((n) => `.max(${n + 4})`),
  // The same bound as a constant expression: both sides must read 4 + n.
  smallNumber.map((n) => `.max(${n} + 4)`),
  smallNumber.map((n) => `.length(${n})`),
  fc.constantFrom('.nonempty()', '.lowercase()', '.check(z.minLength(1))', '.check(z.maxLength(9))', '.check(z.maxLength(TEN - 1))'),
  pick(REGEXES).map((r) => `.regex(${r})`),
  fc.constantFrom('.startsWith("a")', ".startsWith('b')", '.includes("c")', '.check(z.startsWith("a"))', '.startsWith(`${PREFIX}`)', ".includes(PREFIX === 'a' ? 'c' : 'd')"),
  // hidden overwrites
  fc.constantFrom('.trim()', '.toLowerCase()', '.normalize()', '.check(z.trim())', '.check(z.toLowerCase())'),
  overwriteFn.map((f) => `.overwrite(${f})`),
);
const numberCheck = oneof(
  fc.constantFrom(0, 1, 5).map((n) => `.min(${n})`),
  fc.constantFrom(10, 100).map((n) => `.max(${n})`),
  fc.constantFrom('.max(TEN)', '.max(5 * 2)', '.max(TEN ** 2)', '.max(TEN * TEN + 0)', '.min(TEN % 3)', '.lte(LIMIT ?? 1)'),
  fc.constantFrom('.int()', '.positive()', '.nonnegative()', '.gt(0)', '.gte(0)', '.lte(10)', '.multipleOf(2)', '.check(z.lte(10))', '.check(z.positive())'),
);
const arrayCheck = oneof(smallNumber.map((n) => `.min(${n})`), smallNumber.map((n) => `.max(${n + 4})`), smallNumber.map((n) => `.length(${n})`));

/** Format methods exist on `z.string()` only, not on format schemas such as `z.email()`. */
const stringFormatCheck = fc.constantFrom('.email()', '.url()');
const stringBase = oneof(
  { weight: 4, arbitrary: fc.constant('z.string()') },
  { weight: 1, arbitrary: fc.constant('z.coerce.string()') },
);
const formatBase = fc.constantFrom('z.email()', 'z.url()');
const numberBase = oneof(
  { weight: 8, arbitrary: fc.constant('z.number()') },
  { weight: 2, arbitrary: fc.constant('z.coerce.number()') },
  { weight: 1, arbitrary: fc.constant('z.int()') },
);
const booleanBase = oneof({ weight: 3, arbitrary: fc.constant('z.boolean()') }, { weight: 1, arbitrary: fc.constant('z.coerce.boolean()') });

const stringField = oneof(
  { weight: 8, arbitrary: chain(stringBase, 'string', oneof({ weight: 6, arbitrary: stringCheck }, { weight: 1, arbitrary: stringFormatCheck })) },
  { weight: 1, arbitrary: chain(formatBase, 'string', stringCheck) },
);
const numberField = chain(numberBase, 'number', numberCheck);
const booleanField = chain(booleanBase, 'boolean', null);
const literalField = chain(
  oneof(
    quoted('x').map((v) => `z.literal(${v})`),
    quoted('y').map((v) => `z.literal(${v})`),
    fc.constant('z.literal(1)'),
    fc.constant('z.enum(["x", "y"])'),
    fc.constant("z.enum(['x', 'z'])"),
    // TypeScript enums (ENUMS): a string enum whose values the literals above share, and a
    // numeric one whose object also maps each number back to its name.
    fc.constantFrom('z.literal(Letter.X)', 'z.nativeEnum(Letter)', 'z.enum(Letter)', 'z.literal(Level.One)', 'z.nativeEnum(Level)', 'z.enum(Level)'),
    // ...and handed to z.enum() as a list: a numeric enum's keys hold its reverse keys too.
    fc.constantFrom('z.enum(Object.values(Letter))', 'z.enum(Object.keys(Level))', 'z.enum(Object.values(Level))'),
    // ...and literals computed from constants.
    fc.constantFrom("z.literal(`${PREFIX === 'a' ? 'x' : 'y'}`)", "z.literal(PREFIX + 'y')", 'z.literal(TEN / 10)'),
  ),
  'literal',
  null,
);
/** Types JSON Schema cannot represent, and untyped ones: no checks, only value-free wrappers. */
const unrepresentableField = fc
  .tuple(fc.constantFrom('z.date()', 'z.bigint()', 'z.map(z.string(), z.number())'), genericHidden, wrappers('other', false))
  .map(([b, h, w]) => `${b}${h}${w}`);
const untypedField = fc.tuple(fc.constantFrom('z.any()', 'z.unknown()'), genericHidden, wrappers('other')).map(([b, h, w]) => `${b}${h}${w}`);
/** Scalar unions as a field (kind `union` or one kind plus null). */
const scalarUnionField = fc
  .tuple(
    fc.constantFrom('z.union([z.string(), z.number()])', 'z.string().or(z.number())', 'z.union([z.string(), z.null()])', 'z.xor([z.string().trim(), z.number()])'),
    wrappers('other', false),
  )
  .map(([b, w]) => `${b}${w}`);
/** `z.preprocess(fn, target)`, the target a string or number with checks but no wrappers. */
const preprocessField = fc
  .tuple(
    preprocessFn,
    oneof<[string, string]>(
      fc.tuple(fc.constant('z.string()'), few(stringCheck, 2, 2, 1)),
      fc.tuple(fc.constant('z.number()'), few(numberCheck, 2, 2, 1)),
    ),
    wrappers('other', false),
  )
  .map(([fn, [base, checks], wrap]) => `z.preprocess(${fn}, ${base}${checks})${wrap}`);
/** A shared field const (F0..F2), bare or with a value-free suffix. */
const fieldRef = fc
  .tuple(fc.nat(2), oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('.optional()', '.nullable()') }, { weight: 1, arbitrary: describeCall }, { weight: 1, arbitrary: predicate.map((p) => `.refine(${p})`) }))
  .map(([i, suffix]) => `F${i}${suffix}`);

const fieldCache = new Map<string, fc.Arbitrary<string>>();

/** A field schema expression, biased towards a family; `depth` bounds nested objects/arrays. */
export function field(bias: Bias, depth: number, allowRefs = true): fc.Arbitrary<string> {
  const cacheKey = `${bias}:${depth}:${allowRefs}`;
  const cached = fieldCache.get(cacheKey);
  if (cached) return cached;
  const w = (family: Bias | 'all', heavy: number, light: number) => (bias === family ? heavy : light);
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: w('string', 12, 2), arbitrary: stringField },
    { weight: w('number', 12, 2), arbitrary: numberField },
    { weight: w('misc', 3, 1), arbitrary: booleanField },
    { weight: w('misc', 3, 1), arbitrary: literalField },
    { weight: w('misc', 3, 1), arbitrary: unrepresentableField },
    { weight: w('misc', 2, 1), arbitrary: untypedField },
    { weight: w('any', 2, 1), arbitrary: scalarUnionField },
    { weight: bias === 'string' || bias === 'number' ? 3 : 1, arbitrary: preprocessField },
  ];
  if (allowRefs) options.push({ weight: 2, arbitrary: fieldRef });
  if (depth < 2) {
    // Zod 4.6's rewrites of a schema: z.input()/z.output() (one side of every pipe), z.clone(),
    // z.compile(), and z.deepPartial() of objects without refinements (Zod throws on those).
    options.push({ weight: 1, arbitrary: fc.tuple(fc.constantFrom('input', 'output', 'clone', 'compile'), field(bias, depth + 1, allowRefs)).map(([fn, inner]) => `z.${fn}(${inner})`) });
    options.push({
      weight: 1,
      // No shared field consts (F0..F2 may be refined objects), no refinement written inside.
      arbitrary: nestedObject(depth + 1, false)
        .filter((inner) => !inner.includes('efine('))
        .map((inner) => `z.deepPartial(${inner})`),
    });
    options.push({ weight: 1, arbitrary: field('any', depth + 1, allowRefs).map((value) => `z.record(z.string(), ${value})`) });
    options.push({ weight: 1, arbitrary: field('any', depth + 1, allowRefs).map((item) => `z.tuple([${item}])`) });
    // Nested objects and arrays give paths like `o.p` and `tags[]`; deeper ones only rarely.
    options.push({ weight: depth === 0 ? w('object', 12, 1) : 1, arbitrary: nestedObject(depth + 1, allowRefs) });
    options.push({ weight: depth === 0 ? w('array', 12, 1) : 1, arbitrary: arrayField(depth + 1, allowRefs) });
  }
  const arbitrary = oneof(...options);
  fieldCache.set(cacheKey, arbitrary);
  return arbitrary;
}

function nestedObject(depth: number, allowRefs: boolean): fc.Arbitrary<string> {
  const entries = fc.tuple(...NESTED_KEYS.map((key) => fc.option(field(key === 'p' ? 'string' : key === 'q' ? 'number' : 'any', depth, allowRefs), { freq: 2 })));
  return fc
    .tuple(
      fc.constantFrom('object', 'object', 'strictObject', 'looseObject'),
      entries,
      fc.option(oneof(predicate.map((p) => `.refine(${p})`), superRefineFn.map((f) => `.superRefine(${f})`)), { freq: 4 }),
      pipeStep('object'),
      wrappers('object'),
    )
    .map(([factory, values, refine, pipe, wrap]) => {
      const body = NESTED_KEYS.flatMap((key, i) => (values[i] === null ? [] : [`${key}: ${values[i]}`])).join(', ');
      return `z.${factory}({ ${body} })${refine ?? ''}${pipe}${wrap}`;
    });
}

function arrayField(depth: number, allowRefs: boolean): fc.Arbitrary<string> {
  const element = oneof(
    { weight: 2, arbitrary: field('string', depth, allowRefs) },
    { weight: 1, arbitrary: field('object', depth, allowRefs) },
    { weight: 1, arbitrary: field('number', depth, allowRefs) },
  );
  return fc
    .tuple(element, few(arrayCheck, 3, 2, 1), genericHidden, pipeStep('array'), wrappers('array'))
    .map(([el, checks, hidden, pipe, wrap]) => `z.array(${el})${checks}${hidden}${pipe}${wrap}`);
}

// ---- program structure ----------------------------------------------------------------------

/** One optional field per top key (null: absent), so shrinking drops fields one by one. */
export type Fields = (string | null)[];

export type SpreadRef = { readonly t: 'baseShape' | 'shapeConst' | 'variantShape'; readonly i: number };

export type Source =
  | { readonly t: 'literal'; readonly factory: 'object' | 'strictObject' | 'looseObject'; readonly fields: Fields; readonly spreads: readonly SpreadRef[]; readonly spreadFirst: boolean }
  | { readonly t: 'base'; readonly i: number }
  | { readonly t: 'variant'; readonly i: number };

/** A base const (by index, resolved when rendering) or an inline `z.object({...})`. */
export type MergeArg = { readonly t: 'base'; readonly i: number } | { readonly t: 'inline'; readonly fields: Fields };

export type Op =
  | { readonly t: 'extend'; readonly fields: Fields }
  | { readonly t: 'merge'; readonly arg: MergeArg }
  | { readonly t: 'pick' | 'omit'; readonly keys: readonly string[] }
  | { readonly t: 'partial'; readonly keys: readonly string[] | null }
  | { readonly t: 'policy'; readonly method: 'strict' | 'passthrough' | 'strip' }
  | { readonly t: 'required'; readonly keys: readonly string[] | null }
  | { readonly t: 'safeExtend'; readonly fields: Fields }
  | { readonly t: 'refine'; readonly pred: string }
  | { readonly t: 'superRefine'; readonly fn: string };

export interface ObjSpec {
  readonly source: Source;
  readonly ops: readonly Op[];
}

/** A base (no `kind`), possibly used through an alias (`const Base0a = Base0`). */
export interface BaseSpec extends ObjSpec {
  readonly alias: boolean;
}

export type Declare = 'inline' | 'const' | 'alias';

export interface VariantSpec extends ObjSpec {
  readonly type: 'variant';
  /** Where `.extend({ kind })` goes among the ops when the source has no `kind` of its own. */
  readonly kindAt: number;
  readonly mixin: { readonly form: 'fn' | 'and' | 'fnRev'; readonly arg: MergeArg } | null;
  /** `.describe()` on the whole option (a copy of the schema in Zod, the same node statically). */
  readonly describe: boolean;
  readonly declare: Declare;
}

export interface UnionSpec {
  readonly type: 'union';
  readonly form: 'union' | 'du' | 'xor' | 'or';
  readonly options: readonly (VariantSpec | UnionSpec)[];
  readonly describe: boolean;
  readonly declare: Declare;
  /** A discriminated union whose second variant repeats the first one's `kind` (Zod throws only on parse). */
  readonly dup: boolean;
}

export interface ProgramSpec {
  readonly fieldConsts: readonly string[];
  readonly shapeConsts: readonly Fields[];
  readonly bases: readonly BaseSpec[];
  readonly root: UnionSpec;
}

/** Each top key present with probability `present` (in twentieths); absent keys shrink away. */
const topFields = (present: number): fc.Arbitrary<Fields> =>
  fc.tuple(
    ...TOP_KEYS.map((key) =>
      oneof({ weight: 20 - present, arbitrary: fc.constant(null) }, { weight: present, arbitrary: field(BIAS[key], 0) }),
    ),
  );
const keySubset = fc.subarray([...TOP_KEYS] as string[], { minLength: 1 });

const op: fc.Arbitrary<Op> = oneof(
  { weight: 3, arbitrary: topFields(4).map((fields): Op => ({ t: 'extend', fields })) },
  {
    weight: 2,
    arbitrary: oneof<MergeArg>(fc.nat(2).map((i) => ({ t: 'base', i })), topFields(4).map((fields) => ({ t: 'inline', fields }))).map(
      (arg): Op => ({ t: 'merge', arg }),
    ),
  },
  { weight: 2, arbitrary: keySubset.map((keys): Op => ({ t: 'pick', keys })) },
  { weight: 2, arbitrary: keySubset.map((keys): Op => ({ t: 'omit', keys })) },
  { weight: 2, arbitrary: fc.option(keySubset, { freq: 2 }).map((keys): Op => ({ t: 'partial', keys })) },
  { weight: 1, arbitrary: fc.constantFrom('strict' as const, 'passthrough' as const, 'strip' as const).map((method): Op => ({ t: 'policy', method })) },
  { weight: 1, arbitrary: fc.option(keySubset, { freq: 2 }).map((keys): Op => ({ t: 'required', keys })) },
  { weight: 1, arbitrary: topFields(4).map((fields): Op => ({ t: 'safeExtend', fields })) },
  { weight: 1, arbitrary: predicate.map((pred): Op => ({ t: 'refine', pred })) },
  { weight: 1, arbitrary: superRefineFn.map((fn): Op => ({ t: 'superRefine', fn })) },
);

const literalSource = (spreadKinds: readonly SpreadRef['t'][]): fc.Arbitrary<Source> =>
  fc.record({
    t: fc.constant('literal' as const),
    factory: fc.constantFrom('object' as const, 'object' as const, 'strictObject' as const, 'looseObject' as const),
    fields: topFields(7),
    spreads: fc.array(fc.record({ t: pick(spreadKinds), i: fc.nat(2) }), { maxLength: 2 }),
    spreadFirst: fc.boolean(),
  });

const baseSpec: fc.Arbitrary<BaseSpec> = fc.record({
  alias: fc.boolean(),
  source: oneof({ weight: 3, arbitrary: literalSource(['baseShape', 'shapeConst']) }, { weight: 1, arbitrary: fc.nat(2).map((i): Source => ({ t: 'base', i })) }),
  ops: fc.array(op, { maxLength: 2 }),
});

const variantSpec: fc.Arbitrary<VariantSpec> = fc.record({
  type: fc.constant('variant' as const),
  source: oneof(
    { weight: 4, arbitrary: literalSource(['baseShape', 'shapeConst', 'variantShape']) },
    { weight: 2, arbitrary: fc.nat(2).map((i): Source => ({ t: 'base', i })) },
    { weight: 1, arbitrary: fc.nat(3).map((i): Source => ({ t: 'variant', i })) },
  ),
  ops: fc.array(op, { maxLength: 3 }),
  kindAt: fc.nat(3),
  mixin: fc.option(
    fc.record({
      form: fc.constantFrom('fn' as const, 'and' as const, 'fnRev' as const),
      arg: oneof<MergeArg>(fc.nat(2).map((i) => ({ t: 'base', i })), topFields(4).map((fields) => ({ t: 'inline', fields }))),
    }),
    { freq: 5, nil: null },
  ),
  describe: oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  declare: fc.constantFrom('inline' as const, 'inline' as const, 'const' as const, 'alias' as const),
});

const unionOf = (options: fc.Arbitrary<(VariantSpec | UnionSpec)[]>): fc.Arbitrary<UnionSpec> =>
  fc.record({
    type: fc.constant('union' as const),
    form: fc.constantFrom('union' as const, 'du' as const, 'xor' as const, 'or' as const),
    options,
    describe: oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    declare: fc.constantFrom('inline' as const, 'inline' as const, 'const' as const, 'alias' as const),
    dup: oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });

/**
 * The root has at least two options, so at least two variants: a one-variant set has no
 * structural discriminator, and its label would be the variable name (static) or `option 1`
 * (live), which is by design and not what this test is about.
 */
const rootUnion = fc.letrec<{ root: UnionSpec; union: UnionSpec; option: VariantSpec | UnionSpec }>((tie) => ({
  root: unionOf(fc.array(tie('option'), { minLength: 2, maxLength: 3, depthIdentifier: 'union' })),
  union: unionOf(fc.array(tie('option'), { minLength: 1, maxLength: 3, depthIdentifier: 'union' })),
  option: fc.oneof({ depthSize: 'small', maxDepth: 2, depthIdentifier: 'union', withCrossShrink: true }, variantSpec, tie('union')),
})).root;

export const programSpec: fc.Arbitrary<ProgramSpec> = fc.record({
  fieldConsts: fc.tuple(field('string', 1, false), field('number', 1, false), field('any', 1, false)),
  shapeConsts: fc.array(topFields(8), { maxLength: 2 }),
  bases: fc.array(baseSpec, { maxLength: 2 }),
  root: rootUnion,
});

// ---- rendering --------------------------------------------------------------------------------

const MAX_VARIANTS = 5;

interface Rendered {
  readonly text: string;
  readonly keys: ReadonlySet<string>;
  readonly refined: boolean;
}

interface Named {
  readonly name: string;
  readonly keys: ReadonlySet<string>;
  readonly refined: boolean;
}

class Renderer {
  readonly decls: string[] = [];
  readonly bases: Named[] = [];
  readonly shapes: Named[] = [];
  readonly variants: Named[] = [];
  private kinds = 0;
  private budget = MAX_VARIANTS;
  private unions = 0;
  hasDuplicateKind = false;

  constructor(private readonly spec: ProgramSpec) {}

  render(): string {
    this.spec.shapeConsts.forEach((fields, i) => {
      const { body, keys } = fieldsBody(fields);
      this.decls.push(`const shape${i} = { ${body} };`);
      this.shapes.push({ name: `shape${i}`, keys, refined: false });
    });
    this.spec.bases.forEach((base, i) => {
      const rendered = this.object(base, null);
      this.decls.push(`const Base${i} = ${rendered.text};`);
      if (base.alias) this.decls.push(`const Base${i}a = Base${i};`);
      this.bases.push({ name: base.alias ? `Base${i}a` : `Base${i}`, keys: rendered.keys, refined: rendered.refined });
    });
    const root = this.union(this.spec.root, false) ?? `z.union([z.object({ kind: ${kindSchema('k0')} })])`;
    this.decls.push(`export const Input = ${root};`);
    const decls = [
      ...CONSTANTS,
      ...HELPERS,
      ...ENUMS,
      ...NAMED_PREDICATES.map(([name, text]) => `const ${name} = ${text};`),
      ...this.spec.fieldConsts.map((text, i) => `const F${i} = ${text};`),
      ...this.decls,
    ];
    return ["import { z } from 'zod';", '', ...withoutUnused(decls), ''].join('\n');
  }

  /** A union, or null when the variant budget left none of its options. */
  private union(spec: UnionSpec, inDiscriminated: boolean): string | null {
    const form = inDiscriminated ? 'du' : spec.form;
    const options: string[] = [];
    let firstKind: string | null = null;
    let direct = 0;
    for (const option of spec.options) {
      if (option.type === 'union') {
        const text = this.union(option, form === 'du');
        if (text !== null) options.push(text);
        continue;
      }
      if (this.budget === 0) continue;
      this.budget--;
      let kind = `k${this.kinds++}`;
      direct++;
      if (form === 'du' && spec.dup && direct === 2 && firstKind !== null) {
        kind = firstKind;
        this.hasDuplicateKind = true;
      }
      if (direct === 1) firstKind = kind;
      options.push(this.variant(option, kind, form === 'du'));
    }
    if (options.length === 0) return null;
    let text: string;
    switch (form) {
      case 'du':
        text = `z.discriminatedUnion("kind", [${options.join(', ')}])`;
        break;
      case 'xor':
        text = `z.xor([${options.join(', ')}])`;
        break;
      case 'or':
        text = options.length >= 2 ? options.slice(1).reduce((acc, next) => `${acc}.or(${next})`, options[0]!) : `z.union([${options[0]}])`;
        break;
      default:
        // Now and then through a helper of the program's own that builds the union (HELPERS).
        text =
          options.length % 2 === 1 && options.length > 1
            ? `anyOf(${options.join(', ')})`
            : options.length === 2
              ? `z.union([${options.join(', ')}].map((option) => { const same = option; return same; }))`
              : `z.union([${options.join(', ')}])`;
    }
    if (spec.describe) text += '.describe("u")';
    if (spec.declare === 'inline') return text;
    const name = `U${this.unions++}`;
    this.decls.push(`const ${name} = ${text};`);
    if (spec.declare === 'const') return name;
    this.decls.push(`const ${name}a = ${name};`);
    return `${name}a`;
  }

  private variant(spec: VariantSpec, kind: string, inDiscriminated: boolean): string {
    const rendered = this.object(spec, kind, spec.kindAt);
    let text = rendered.text;
    const mixin = inDiscriminated ? null : spec.mixin;
    if (mixin) {
      const other = this.mergeArg(mixin.arg).text;
      text = mixin.form === 'fn' ? `z.intersection(${text}, ${other})` : mixin.form === 'and' ? `${text}.and(${other})` : `z.intersection(${other}, ${text})`;
    }
    if (spec.describe) text += '.describe("v")';
    if (spec.declare === 'inline') return text;
    const name = `V${this.variants.length}`;
    this.decls.push(`const ${name} = ${text};`);
    // Intersections have no `.shape`: only plain variants can be spread or reshaped later.
    if (!mixin) this.variants.push({ name, keys: rendered.keys, refined: rendered.refined });
    else this.variants.push({ name: '', keys: new Set(), refined: true });
    if (spec.declare === 'const') return name;
    this.decls.push(`const ${name}a = ${name};`);
    return `${name}a`;
  }

  /** An object expression: its source, then the ops; `kind` (for variants) injected once. */
  private object(spec: ObjSpec, kind: string | null, kindAt = 0): Rendered {
    let source = spec.source;
    const usable = this.variants.filter((v) => v.name !== '');
    if (source.t === 'variant' && (kind === null || usable.length === 0)) source = emptyLiteral();
    if (source.t === 'base' && this.bases.length === 0) source = emptyLiteral();
    let text: string;
    let keys: Set<string>;
    let refined = false;
    let kindPending = kind !== null;
    let at = kindAt;
    if (source.t === 'literal') {
      const out = this.literal(source, kind);
      text = out.text;
      keys = new Set(out.keys);
      kindPending = false;
    } else if (source.t === 'base') {
      const base = this.bases[source.i % this.bases.length]!;
      text = base.name;
      keys = new Set(base.keys);
      refined = base.refined;
    } else {
      const from = usable[source.i % usable.length]!;
      if (from.refined) {
        // `.extend({ kind })` would overwrite a key of a refined object: spread its shape instead.
        const out = this.literal({ t: 'literal', factory: 'object', fields: [], spreads: [], spreadFirst: true }, kind, from);
        text = out.text;
        keys = new Set(out.keys);
        kindPending = false;
      } else {
        text = from.name;
        keys = new Set(from.keys);
        at = 0;
      }
    }
    const injectKind = (): void => {
      text += `.extend({ kind: ${kindSchema(kind!)} })`;
      keys.add('kind');
      kindPending = false;
    };
    spec.ops.forEach((step, index) => {
      if (kindPending && index >= at) injectKind();
      const applied = this.op(step, keys, refined);
      if (applied === null) return;
      text += applied.text;
      keys = new Set(applied.keys);
      refined = applied.refined;
    });
    if (kindPending) injectKind();
    return { text, keys, refined };
  }

  private literal(source: Extract<Source, { t: 'literal' }>, kind: string | null, spreadVariant?: Named): { text: string; keys: Set<string> } {
    const keys = new Set<string>();
    const spreads: string[] = [];
    let kindSpread = false;
    const refs: (SpreadRef | Named)[] = spreadVariant ? [spreadVariant] : [...source.spreads];
    for (const ref of refs) {
      const target = 'name' in ref ? ref : this.spreadTarget(ref);
      if (!target) continue;
      const isShapeConst = target.name.startsWith('shape');
      spreads.push(isShapeConst ? `...${target.name}` : `...${target.name}.shape`);
      for (const key of target.keys) keys.add(key);
      if (target.keys.has('kind')) kindSpread = true;
    }
    const { body, keys: own } = fieldsBody(source.fields);
    for (const key of own) keys.add(key);
    const parts = source.spreadFirst ? [...spreads, body] : [body, ...spreads];
    const kindEntry = kind === null ? [] : [`kind: ${kindSchema(kind)}`];
    if (kind !== null) keys.add('kind');
    // A spread that brings a `kind` of its own comes before ours, so ours wins.
    const entries = kindSpread ? [...parts, ...kindEntry] : [...kindEntry, ...parts];
    const inner = entries.filter((part) => part !== '').join(', ');
    // Now and then through a helper of the program's own (HELPERS).
    const viaHelper = kind !== null && Number(kind.slice(1)) % 3 === 2;
    return { text: viaHelper ? `${source.factory}Of({ ${inner} })` : `z.${source.factory}({ ${inner} })`, keys };
  }

  private spreadTarget(ref: SpreadRef): Named | null {
    const pool = ref.t === 'baseShape' ? this.bases : ref.t === 'shapeConst' ? this.shapes : this.variants.filter((v) => v.name !== '');
    return pool.length === 0 ? null : pool[ref.i % pool.length]!;
  }

  private mergeArg(arg: MergeArg): Rendered {
    if (arg.t === 'base' && this.bases.length > 0) {
      const base = this.bases[arg.i % this.bases.length]!;
      return { text: base.name, keys: base.keys, refined: base.refined };
    }
    const { body, keys } = fieldsBody(arg.t === 'inline' ? arg.fields : []);
    return { text: `z.object({ ${body} })`, keys, refined: false };
  }

  /** One reshaping step, or null when Zod would reject it here (the step is left out). */
  private op(step: Op, keys: ReadonlySet<string>, refined: boolean): Rendered | null {
    const mask = (names: readonly string[]) => `{ ${names.map((k) => `${k}: true`).join(', ')} }`;
    switch (step.t) {
      case 'extend': {
        const fields = step.fields.map((text, i) => (refined && keys.has(TOP_KEYS[i]!) ? null : text));
        const { body, keys: added } = fieldsBody(fields);
        return { text: `.extend({ ${body} })`, keys: new Set([...keys, ...added]), refined };
      }
      case 'merge': {
        if (refined) return null;
        const arg = this.mergeArg(step.arg);
        return { text: `.merge(${arg.text})`, keys: new Set([...keys, ...arg.keys]), refined: arg.refined };
      }
      case 'pick': {
        if (refined) return null;
        const names = [...(keys.has('kind') ? ['kind'] : []), ...step.keys.filter((k) => keys.has(k))];
        return { text: `.pick(${mask(names)})`, keys: new Set(names), refined };
      }
      case 'omit': {
        if (refined) return null;
        const names = step.keys.filter((k) => keys.has(k) && k !== 'kind');
        return { text: `.omit(${mask(names)})`, keys: new Set([...keys].filter((k) => !names.includes(k))), refined };
      }
      case 'partial': {
        if (refined) return null;
        if (step.keys === null) return { text: '.partial()', keys, refined };
        return { text: `.partial(${mask(step.keys.filter((k) => keys.has(k)))})`, keys, refined };
      }
      case 'policy':
        return { text: `.${step.method}()`, keys, refined };
      case 'required': {
        // `.required()` keeps an object's refinements and is allowed on a refined object.
        if (step.keys === null) return { text: '.required()', keys, refined };
        return { text: `.required(${mask(step.keys.filter((k) => keys.has(k)))})`, keys, refined };
      }
      case 'safeExtend': {
        // Allowed on a refined object even where it overwrites keys.
        const { body, keys: added } = fieldsBody(step.fields);
        return { text: `.safeExtend({ ${body} })`, keys: new Set([...keys, ...added]), refined };
      }
      case 'refine':
        return { text: `.refine(${step.pred})`, keys, refined: true };
      case 'superRefine':
        return { text: `.superRefine(${step.fn})`, keys, refined: true };
    }
  }
}

/** Drops declarations (`const`, `enum`, `function`) nothing else mentions, until none is left to drop. */
function withoutUnused(decls: readonly string[]): string[] {
  let kept = [...decls];
  for (;;) {
    const next = kept.filter((decl, i) => {
      const found = /^(?:const (\w+) =|enum (\w+) |function (\w+)\()/u.exec(decl);
      const name = found?.[1] ?? found?.[2] ?? found?.[3];
      if (name === undefined) return true;
      const mention = new RegExp(`\\b${name}\\b`, 'u');
      return kept.some((other, j) => j !== i && mention.test(other));
    });
    if (next.length === kept.length) return next;
    kept = next;
  }
}

function emptyLiteral(): Source {
  return { t: 'literal', factory: 'object', fields: [], spreads: [], spreadFirst: true };
}

/**
 * The discriminator schema: a literal in either quote style, now and then a one-value enum,
 * or a member of the TypeScript enum `Kind`.
 */
function kindSchema(kind: string): string {
  const n = Number(kind.slice(1));
  const quoted = n % 2 === 0 ? `"${kind}"` : `'${kind}'`;
  if (n % 5 === 3) return `z.enum([${quoted}])`;
  if (n % 5 === 4) return `kinds.of(${quoted})`;
  return n % 4 === 1 && n < 12 ? `z.literal(Kind.K${n})` : `z.literal(${quoted})`;
}

function fieldsBody(fields: Fields): { body: string; keys: Set<string> } {
  const keys = new Set<string>();
  const parts: string[] = [];
  fields.forEach((text, i) => {
    if (text === null || text === undefined) return;
    const key = TOP_KEYS[i]!;
    keys.add(key);
    parts.push(`${key}: ${text}`);
  });
  return { body: parts.join(', '), keys };
}

export interface Program {
  readonly source: string;
  /** A discriminated union repeats a `kind` value on purpose (Zod throws only when parsing). */
  readonly duplicateKind: boolean;
}

export function renderProgram(spec: ProgramSpec): Program {
  const renderer = new Renderer(spec);
  const source = renderer.render();
  return { source, duplicateKind: renderer.hasDuplicateKind };
}

/** The arbitrary the differential test runs: rendered programs (shrinking works on the spec). */
export const programs: fc.Arbitrary<Program> = programSpec.map(renderProgram);
