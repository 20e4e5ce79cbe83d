/**
 * The rules against Zod's own converter, `z.toJSONSchema(schema, { io: 'input' })` (what the MCP
 * SDK calls), in the static rules (the program linted) and the runtime check (the program run):
 *
 * - require-typed-properties: a random schema, nested in records, tuples, unions,
 *   intersections, objects with catchalls, lazies, pipes and wrappers, is put in one variant of
 *   a union. The rule reports an unrepresentable node exactly when the converter throws.
 * - the type and constraint rules: two variants declare one field, each a random string, number,
 *   array or enum schema with JSON-visible checks, hidden checks and wrappers. A type or
 *   constraint mismatch is reported exactly when the converter writes the two differently, once
 *   what no rule compares is set aside (descriptions, `readOnly`, nullability, the order of an
 *   enum's values) and what means the same is written alike (a tuple whose items are all its
 *   rest's schema is that array).
 *
 * JSON_RUNS (default 400) and JSON_SEED (default below) set the runs.
 */
import fc from 'fast-check';
import parser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import plugin from '../../index.js';
import { checkFlatten } from '../../runtime.js';
import { evaluateProgram, lintStrict } from './compare.js';

const runs = Number(process.env['JSON_RUNS'] ?? 400);
const seed = Number(process.env['JSON_SEED'] ?? 20_261_205);

/** Leaves: every JSON kind, every node Zod's converter refuses, and the untyped ones. */
const LEAVES = [
  'z.string()',
  'z.number()',
  'z.int()',
  'z.boolean()',
  'z.null()',
  'z.email()',
  'z.iso.datetime()',
  'z.literal("x")',
  'z.enum(["a", "b"])',
  'z.templateLiteral(["a", z.string()])',
  'z.never()',
  'z.unknown()',
  'z.any()',
  'z.json()',
  'z.file()',
  'z.date()',
  'z.coerce.date()',
  'z.bigint()',
  'z.int64()',
  'z.nan()',
  'z.undefined()',
  'z.void()',
  'z.symbol()',
  'z.literal(1n)',
  'z.literal(undefined)',
  'z.map(z.string(), z.number())',
  'z.set(z.string())',
  'z.custom<string>((v) => typeof v === "string")',
  'z.instanceof(Date)',
] as const;

const schema: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...LEAVES),
    tie('node').map((x) => `z.array(${x})`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.tuple([${x}, ${y}])`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.tuple([${x}]).rest(${y})`),
    tie('node').map((x) => `z.record(z.string(), ${x})`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.union([${x}, ${y}])`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.intersection(${x}, ${y})`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.object({ p: ${x}, q: ${y} })`),
    fc.tuple(tie('node'), tie('node')).map(([x, y]) => `z.object({ p: ${x} }).catchall(${y})`),
    tie('node').map((x) => `z.lazy(() => ${x})`),
    tie('node').map((x) => `${x}.optional()`),
    tie('node').map((x) => `${x}.nullable()`),
    tie('node').map((x) => `${x}.readonly()`),
    tie('node').map((x) => `${x}.describe("d")`),
    tie('node').map((x) => `${x}.refine(() => true)`),
    tie('node').map((x) => `${x}.transform((v) => v)`),
    tie('node').map((x) => `z.preprocess((v) => v, ${x})`),
    // The output side of a pipe is not converted, but in the default scope the static rules read
    // every union of the file, one there too (the runtime check and the tool-inputs scope do
    // not): the side is kept a leaf, where what the rules read and what Zod converts agree.
    fc.tuple(tie('node'), fc.constantFrom(...LEAVES)).map(([x, y]) => `${x}.pipe(${y})`),
  ),
})).node;

function programOf(field: string): string {
  return `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('k0'), f: ${field} }),
  z.object({ kind: z.literal('k1'), g: z.string() }),
]);
`;
}

/** Whether Zod's converter refuses the input, as the MCP SDK calls it. */
function converterThrows(input: unknown): boolean {
  try {
    z.toJSONSchema(input as z.ZodType, { io: 'input' });
    return false;
  } catch {
    return true;
  }
}

describe('require-typed-properties against z.toJSONSchema', () => {
  it(`reports an unrepresentable node exactly when Zod's converter throws (${runs} schemas, seed ${seed})`, () => {
    let thrown = 0;
    fc.assert(
      fc.property(schema, (field) => {
        const source = programOf(field);
        const input = evaluateProgram(source)['Input'];
        const throws = converterThrows(input);
        if (throws) thrown++;
        const live = checkFlatten(input, { rules: ['require-typed-properties'] }).some((f) => f.messageId === 'unrepresentable');
        const fromStatic = lintStrict(source).some((m) => m.messageId === 'unrepresentable');
        const says = `converter ${throws ? 'throws' : 'converts'}; live ${live}, static ${fromStatic}\n${source}`;
        expect(live, says).toBe(throws);
        expect(fromStatic, says).toBe(throws);
      }),
      { numRuns: runs, seed },
    );
    // Both outcomes are common, so the property is tested both ways.
    expect(thrown).toBeGreaterThan(runs / 5);
    expect(thrown).toBeLessThan(runs - runs / 5);
  }, 120_000);
});

// ---- the type and constraint rules ---------------------------------------------------------------

const BOUND = fc.constantFrom(0, 1, 2, 5, 10, -3);
/**
 * Numbers also take the ends of the number formats' ranges: the converter writes `z.int32()` with
 * the bounds of its range, as it writes `z.int().min(-2147483648).max(2147483647)`.
 */
const NUMBER_BOUND = fc.oneof(BOUND, fc.constantFrom(-2147483648, 2147483647, 4294967295, Number.MAX_SAFE_INTEGER, -3.4028234663852886e38));
const STRING_BASES = [
  'z.string()', 'z.email()', 'z.url()', 'z.uuid()', 'z.uuidv4()', "z.uuid({ version: 'v4' })", 'z.guid()', 'z.iso.datetime()',
  'z.iso.datetime({ offset: true })', 'z.iso.datetime({ precision: 3 })', 'z.iso.date()', 'z.iso.time()', 'z.ipv4()', 'z.ipv6()',
  'z.base64()', 'z.base64url()', 'z.cuid()', 'z.nanoid()', 'z.e164()', 'z.httpUrl()', "z.url({ protocol: /^https$/ })",
  'z.string().email()', 'z.string().url()', 'z.hostname()', 'z.hex()',
];
const stringCheck = fc.oneof(
  BOUND.map((n) => `.min(${n})`),
  BOUND.map((n) => `.max(${n})`),
  BOUND.map((n) => `.length(${n})`),
  fc.constantFrom('.nonempty()', '.regex(/^a/)', '.regex(/^a/i)', ".startsWith('a')", ".endsWith('z')", ".includes('q')", ".includes('q', { position: 2 })", '.lowercase()', '.uppercase()'),
);
const NUMBER_BASES = ['z.number()', 'z.int()', 'z.number().int()', 'z.number().safe()', 'z.float64()', 'z.int32()', 'z.uint32()', 'z.float32()'];
const numberCheck = fc.oneof(
  fc.tuple(fc.constantFrom('min', 'max', 'gt', 'lt', 'gte', 'lte'), NUMBER_BOUND).map(([m, n]) => `.${m}(${n})`),
  fc.constantFrom('.positive()', '.negative()', '.nonnegative()', '.nonpositive()', '.int()', '.multipleOf(2)', '.step(5)', '.multipleOf(1)'),
);
const arrayCheck = fc.oneof(BOUND.map((n) => `.min(${n})`), BOUND.map((n) => `.max(${n})`), BOUND.map((n) => `.length(${n})`), fc.constant('.nonempty()'));
/** What no type or constraint rule reads: wrappers the pairs set aside, and hidden checks (their own rules). */
const wrapper = fc.constantFrom('', '', '', '.optional()', '.nullable()', '.or(z.null())', '.describe("d")', '.readonly()', '.refine((v) => v !== undefined)', '.transform((v) => v)');
const OTHERS = [
  'z.boolean()', "z.enum(['a', 'b'])", "z.enum(['b', 'a'])", "z.enum(['a', 'c'])", "z.literal(['a', 'b'])", 'z.literal(1)', 'z.literal(2)',
  'z.string().or(z.number())', 'z.number().or(z.string())', 'z.union([z.string(), z.boolean()])', "z.literal(['a', 1])",
  'z.tuple([z.number()])', 'z.tuple([z.number(), z.number()])', 'z.tuple([z.number()]).rest(z.number())', 'z.tuple([z.number(), z.number().optional()])',
  'z.never()',
];

type Family = 'string' | 'number' | 'array' | 'other';
/** A field of the family, under a wrapper; `bare`, with none (what a record's values are written as here). */
function fieldOf(family: Family, bare = false): fc.Arbitrary<string> {
  const wrapped = bare ? fc.constant('') : wrapper;
  const checked = (bases: fc.Arbitrary<string>, check: fc.Arbitrary<string>) =>
    fc.tuple(bases, fc.array(check, { maxLength: 2 }), wrapped).map(([base, checks, wrap]) => `${base}${checks.join('')}${wrap}`);
  switch (family) {
    case 'string':
      return checked(fc.constantFrom(...STRING_BASES), stringCheck);
    case 'number':
      return checked(fc.constantFrom(...NUMBER_BASES), numberCheck);
    case 'array':
      return checked(fc.constantFrom('z.array(z.string())', 'z.array(z.number())', 'z.array(z.string().min(1))'), arrayCheck);
    default:
      return fc.tuple(fc.constantFrom(...OTHERS), wrapped).map(([base, wrap]) => `${base}${wrap}`);
  }
}
const FAMILY = fc.constantFrom<Family>('string', 'string', 'number', 'number', 'array', 'other');
/**
 * A number format against the bounds it implies, written out (or one of them left out), with the
 * same checks after both: `z.int32().min(0)` against `z.int().max(2147483647).min(0)`. Random pairs
 * almost never meet these, which the converter writes alike.
 */
const FORMAT_RANGES = {
  'z.int32()': ['z.int()', -2147483648, 2147483647],
  'z.uint32()': ['z.number().int()', 0, 4294967295],
  'z.float32()': ['z.number()', -3.4028234663852886e38, 3.4028234663852886e38],
} as const;
const formatWrittenOut = fc
  .tuple(fc.constantFrom(...(Object.keys(FORMAT_RANGES) as (keyof typeof FORMAT_RANGES)[])), fc.constantFrom('both', 'both', 'lower', 'upper'), fc.boolean(), fc.array(numberCheck, { maxLength: 1 }))
  .map(([format, kept, upperFirst, checks]): [string, string] => {
    const [base, lower, upper] = FORMAT_RANGES[format];
    const bounds = [...(kept === 'upper' ? [] : [`.gte(${lower})`]), ...(kept === 'lower' ? [] : [`.max(${upper})`])];
    if (upperFirst) bounds.reverse();
    return [`${format}${checks.join('')}`, `${base}${bounds.join('')}${checks.join('')}`];
  });

/**
 * Two records whose values are two fields as above, unwrapped (the converter writes a wrapper's
 * description inside `additionalProperties`, where the pairs do not set it aside): the values of a
 * record are compared at `path.*`.
 */
/** Record keys, which the converter writes as `propertyNames` (a number key as a numeric pattern). */
const RECORD_KEYS = ['z.string()', "z.enum(['a', 'b'])", "z.enum(['a', 'c'])", 'z.string().max(3)', 'z.string().regex(/^x/)', 'z.number()', 'z.int()'] as const;
const recordKey = fc.constantFrom(...RECORD_KEYS);
const recordPair = fc
  .tuple(FAMILY, FAMILY, fc.integer({ min: 0, max: 9 }), recordKey, recordKey, fc.integer({ min: 0, max: 9 }))
  .chain(([a, b, same, keyA, keyB, sameKey]) =>
    fc.tuple(fieldOf(a, true), fieldOf(same < 7 ? a : b, true)).map(([valueA, valueB]): [string, string] => [
      `z.record(${keyA}, ${valueA})`,
      `z.record(${sameKey < 6 ? keyA : keyB}, ${valueB})`,
    ]),
  );
/**
 * Objects with catchalls: JSON Schema's `additionalProperties`, compared as a record's values
 * (`f.*`). Not `.catchall(z.never())`: that is `.strict()`, a key policy, which is not compared.
 */
const catchallPair = fc
  .tuple(FAMILY, FAMILY, fc.integer({ min: 0, max: 9 }))
  .chain(([a, b, same]) => fc.tuple(fieldOf(a, true), fieldOf(same < 7 ? a : b, true)))
  .filter(([a, b]) => a !== 'z.never()' && b !== 'z.never()')
  .map(([a, b]): [string, string] => [`z.object({ id: z.string() }).catchall(${a})`, `z.object({ id: z.string() }).catchall(${b})`]);
/** Nested discriminated unions, a field of one option drawn in each (`f.v`, option by option). */
const nestedUnionPair = fc
  .tuple(FAMILY, FAMILY, fc.integer({ min: 0, max: 9 }))
  .chain(([a, b, same]) => fc.tuple(fieldOf(a, true), fieldOf(same < 7 ? a : b, true)))
  .map(([a, b]): [string, string] => {
    const union = (v: string) => `z.discriminatedUnion('t', [z.object({ t: z.literal('x'), v: ${v} }), z.object({ t: z.literal('y'), w: z.string() })])`;
    return [union(a), union(b)];
  });
/**
 * Unions of a string and a number, each option with its own checks, the options of one side
 * sometimes written in the other order: each option is compared with the other variant's option of
 * its kind (`f|string`, `f|number`), as the converter writes each in its `anyOf`.
 */
const scalarUnionPair = fc
  .tuple(fieldOf('string', true), fieldOf('number', true), fieldOf('string', true), fieldOf('number', true), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), fc.boolean(), fc.boolean())
  .map(([stringA, numberA, stringB, numberB, sameString, sameNumber, reorder, literal]): [string, string] => {
    const string = sameString < 6 ? stringA : stringB;
    const number = sameNumber < 6 ? numberA : numberB;
    // The same literal option in both, or in neither: the other options are compared beside it.
    const auto = literal ? "z.literal('auto'), " : '';
    return [`z.union([${auto}${stringA}, ${numberA}])`, reorder ? `z.union([${number}, ${auto}${string}])` : `z.union([${auto}${string}, ${number}])`];
  });
/**
 * Seven kinds of pairs, as often each: two fields, mostly of one family, sometimes two; the same
 * schema under another wrapper, or spelled with the checks in another order, so that equal pairs
 * are common too; a number format against the bounds it implies; two records; two objects with
 * catchalls; two nested discriminated unions; two unions of a string and a number.
 */
const fieldPair = fc.oneof(
  fc.tuple(FAMILY, FAMILY, fc.integer({ min: 0, max: 9 })).chain(([a, b, same]) => fc.tuple(fieldOf(a), fieldOf(same < 8 ? a : b))),
  formatWrittenOut,
  recordPair,
  catchallPair,
  nestedUnionPair,
  scalarUnionPair,
  fc
    .tuple(FAMILY, wrapper)
    .chain(([family, wrap]) => fieldOf(family).map((field): [string, string] => [field, `${field.replace(/\.(?:optional|nullable|or|describe|readonly|refine|transform)\((?:[^()]|\([^()]*\))*\)$/u, '')}${wrap}`])),
);

function pairProgram(a: string, b: string): string {
  return `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('k0'), f: ${a} }),
  z.object({ kind: z.literal('k1'), f: ${b} }),
]);
`;
}

/** What `advertised` gives a field that takes null and nothing else. */
const NULL_ONLY = 'null only';

/** The field's JSON, without what no rule compares: a description, `readOnly`, nullability, the order of values and types. */
function advertised(field: unknown): string {
  const json = z.toJSONSchema(field as z.ZodType, { io: 'input' }) as Record<string, unknown>;
  delete json['description'];
  delete json['readOnly'];
  // Nullable: `type: ["number", "null"]`, or an `anyOf` with `{ type: "null" }`.
  const type = json['type'];
  if (Array.isArray(type)) {
    const kinds = type.filter((kind) => kind !== 'null');
    json['type'] = kinds.length === 1 ? kinds[0] : kinds;
  }
  const anyOf = json['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.filter((option: { type?: unknown }) => option.type !== 'null');
    if (other.length === 1) {
      // `z.never().nullable()` takes null alone: nullability, no kind (as `z.null()` against a
      // string is, docs/rules/no-collided-type-mismatch.md), whatever the other variant's field is.
      if (JSON.stringify(other[0]) === '{"not":{}}') return NULL_ONLY;
      delete json['anyOf'];
      Object.assign(json, other[0]);
    }
  }
  return JSON.stringify(json, (key, value: unknown) => {
    if (Array.isArray(value) && (key === 'enum' || key === 'type')) return [...value].map(String).sort();
    // A union's options in one order: the comparison pairs them by kind, not by place.
    if (Array.isArray(value) && key === 'anyOf') return [...value].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    return sortedKeys(withoutSamePrefix(value));
  });
}

/**
 * A tuple whose items are all its rest's schema is the array of that schema: `prefixItems: [X],
 * items: X, minItems: 1` advertises what `items: X, minItems: 1` does (`z.tuple([x]).rest(x)` and
 * `z.array(x).min(1)` accept the same arrays), so the prefix is set aside.
 */
function withoutSamePrefix(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('prefixItems' in value) || !('items' in value)) return value;
  const { prefixItems, ...rest } = value as { prefixItems: unknown[]; items: unknown };
  const items = JSON.stringify(rest.items);
  return prefixItems.every((item) => JSON.stringify(item) === items) ? rest : value;
}

/** An object with its keys in one order (the converter writes a tuple's and an array's in two). */
function sortedKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const COMPARING = ['no-collided-type-mismatch', 'no-collided-constraint-mismatch'] as const;
const comparingConfig = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'zod-flatten': plugin },
    rules: { 'zod-flatten/no-collided-type-mismatch': 'error', 'zod-flatten/no-collided-constraint-mismatch': ['error', { checkEnums: true }] },
  },
] as unknown as Linter.Config[];
const comparingLinter = new Linter();

describe('the type and constraint rules against z.toJSONSchema', () => {
  it(`report a collided field exactly when the converter writes its variants differently (${runs} pairs, seed ${seed})`, () => {
    let differ = 0;
    fc.assert(
      fc.property(fieldPair, ([a, b]) => {
        const source = pairProgram(a, b);
        const input = evaluateProgram(source)['Input'] as { options: { shape: { f: unknown } }[] };
        const [left, right] = input.options.map((option) => advertised(option.shape.f));
        const differs = left !== right && left !== NULL_ONLY && right !== NULL_ONLY;
        if (differs) differ++;
        const live = checkFlatten(input, { rules: COMPARING, checkEnums: true }).length > 0;
        const messages = comparingLinter.verify(source, comparingConfig, { filename: 'pair.ts' });
        const fatal = messages.find((message) => message.fatal === true);
        if (fatal) throw new Error(fatal.message);
        const says = `the converter writes ${differs ? `${left}\nand ${right}` : `both as ${left}`}; live ${live}, static ${messages.length > 0}\n${source}`;
        expect(live, says).toBe(differs);
        expect(messages.length > 0, says).toBe(differs);
      }),
      { numRuns: runs, seed },
    );
    expect(differ).toBeGreaterThan(runs / 5);
    expect(differ).toBeLessThan(runs - runs / 10);
  }, 120_000);
});
