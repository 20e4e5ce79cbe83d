/**
 * The hidden-check and coercion rules against what Zod does: two variants declare one field,
 * written alike by `z.toJSONSchema(schema, { io: 'input' })` (so a flattener advertises one
 * schema for both), and each is parsed on the same probe values. Where the two accept different
 * values or return different outputs, the advertised schema describes one of them wrongly, and
 * the field must be reported by `no-hidden-collided-check` or `no-collided-coercion`, in the
 * static rules (the program linted) and in `checkFlatten` (the program run).
 *
 * One direction only: two fields that parse every probe alike may still be reported (a refine
 * whose predicate the probes never fail is a check all the same).
 *
 * Most pairs write each field's markers in the pool's order. One family writes the same markers
 * in two orders (`.superRefine(f).overwrite(g)` against `.overwrite(g).superRefine(f)`, and length
 * bounds and patterns among them: `.trim().min(2)` against `.min(2).trim()`, `.toLowerCase()
 * .regex(r)` against `.regex(r).toLowerCase()`), which parse differently where the order matters
 * (marker-order.ts). A marker may be written more than
 * once: a transform or a written overwrite applied twice is a marker of its own (markers.ts).
 *
 * BEHAVIOUR_RUNS (default 300) and BEHAVIOUR_SEED (default below) set the run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFlatten } from '../../runtime.js';
import { evaluateProgram, lintStrict } from './compare.js';

const runs = Number(process.env['BEHAVIOUR_RUNS'] ?? 300);
const seed = Number(process.env['BEHAVIOUR_SEED'] ?? 20_261_205);

/** `$` is where the markers go: inside a preprocess, whose pipe has no string methods. */
const STRING_BASES = ['z.string()$', 'z.coerce.string()$', 'z.preprocess((v) => String(v), z.string()$)', 'z.string().min(1)$'];
const STRING_MARKERS = [
  '.trim()',
  '.toLowerCase()',
  '.toUpperCase()',
  '.normalize()',
  '.normalize("NFD")',
  '.min(2)',
  '.max(2)',
  '.length(2)',
  '.regex(/^[a-z]+$/)',
  '.startsWith("a")',
  '.refine((v) => v.length > 1)',
  '.refine((v) => v !== "x")',
  '.superRefine((v, ctx) => { if (v === "a") ctx.addIssue({ code: "custom", message: "no" }); })',
  '.check(z.trim())',
  '.overwrite((v) => v.slice(1))',
  '.transform((v) => v + "!")',
  '.pipe(z.string().min(2))',
  '.catch("c")',
  '.describe("d")',
  '.nullable()',
];
const NUMBER_BASES = ['z.number()$', 'z.coerce.number()$', 'z.preprocess((v) => Number(v), z.number()$)', 'z.number().min(-5)$'];
const NUMBER_MARKERS = ['.refine((n) => n > 0)', '.transform((n) => n * 2)', '.pipe(z.number().max(1))', '.catch(0)', '.describe("d")'];

/** Values a model might send: padded and cased text, composed and decomposed é, numbers as text, wrong types. */
const PROBES: readonly unknown[] = ['a', ' a ', 'AB', 'e\u0301', '\u00e9', '', 'xyz', 'x', 1, 0, -1, 2.5, '1', '12', null, true, [], {}];

/**
 * A base and up to three markers, in the pool's order, a marker possibly more than once
 * (`.transform(f)` or `.overwrite(f)` twice does what once does not; `.trim()` twice does not).
 */
function fieldOf(bases: readonly string[], markers: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...bases), fc.array(fc.nat(markers.length - 1), { maxLength: 3 }))
    .map(([base, chosen]) => writeField(base, markers, chosen));
}

function writeField(base: string, markers: readonly string[], chosen: readonly number[]): string {
  return base.replace('$', [...chosen].sort((x, y) => x - y).map((i) => markers[i]).join(''));
}

/** One field, and the same field with one of its markers written once more. */
function repeatedPair(bases: readonly string[], markers: readonly string[]): fc.Arbitrary<[string, string]> {
  return fc
    .tuple(fc.constantFrom(...bases), fc.array(fc.nat(markers.length - 1), { minLength: 1, maxLength: 2 }), fc.nat())
    .map(([base, chosen, pick]) => [writeField(base, markers, chosen), writeField(base, markers, [...chosen, chosen[pick % chosen.length]!])]);
}

/**
 * One field, and the same markers written in another order. Only markers that are not wrappers
 * (`.catch()`, `.describe()`, `.nullable()` stay last), and a string's own methods (`.trim()`,
 * `.toLowerCase()`, `.normalize()`) never after a transform or a pipe, which has none.
 */
function reorderedPair(bases: readonly string[], markers: readonly string[], reorderable: number, stringOnly: (i: number) => boolean): fc.Arbitrary<[string, string]> {
  const valid = (order: readonly number[]): boolean => {
    const firstPipe = order.findIndex((i) => /^\.(transform|pipe)\(/u.test(markers[i]!));
    return firstPipe < 0 || !order.slice(firstPipe).some(stringOnly);
  };
  const write = (base: string, order: readonly number[]) => base.replace('$', order.map((i) => markers[i]).join(''));
  return fc
    .tuple(fc.constantFrom(...bases), fc.uniqueArray(fc.nat(reorderable - 1), { minLength: 2, maxLength: 3 }))
    .chain(([base, chosen]) =>
      fc.tuple(fc.constant(base), fc.shuffledSubarray(chosen, { minLength: chosen.length }), fc.shuffledSubarray(chosen, { minLength: chosen.length })),
    )
    .filter(([, a, b]) => valid(a) && valid(b))
    .map(([base, a, b]): [string, string] => [write(base, a), write(base, b)]);
}

const fieldPair = fc.oneof(
  fc.tuple(fieldOf(STRING_BASES, STRING_MARKERS), fieldOf(STRING_BASES, STRING_MARKERS)),
  fc.tuple(fieldOf(NUMBER_BASES, NUMBER_MARKERS), fieldOf(NUMBER_BASES, NUMBER_MARKERS)),
  repeatedPair(STRING_BASES, STRING_MARKERS),
  repeatedPair(NUMBER_BASES, NUMBER_MARKERS),
  // The first 17 string markers are methods and checks, the first 10 of them a string's own
  // (overwrites, length bounds and patterns, which a pipe's output does not have).
  reorderedPair(STRING_BASES, STRING_MARKERS, 17, (i) => i < 10),
  reorderedPair(NUMBER_BASES, NUMBER_MARKERS, 3, () => false),
);

function programOf(a: string, b: string): string {
  return `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('k0'), f: ${a} }),
  z.object({ kind: z.literal('k1'), f: ${b} }),
]);
`;
}

/** What the converter writes for the field, without its description; null when it throws. */
function advertised(field: z.ZodType): string | null {
  try {
    const json = z.toJSONSchema(field, { io: 'input' }) as Record<string, unknown>;
    delete json['description'];
    return JSON.stringify(json);
  } catch {
    return null;
  }
}

/** What the field does with every probe: its output, or that it rejects it. */
function behaviourOf(field: z.ZodType): string {
  return PROBES.map((probe) => {
    const result = field.safeParse(probe);
    return result.success ? (JSON.stringify(result.data) ?? 'undefined') : 'rejected';
  }).join(' | ');
}

const RULES = ['no-hidden-collided-check', 'no-collided-coercion'] as const;

describe('the hidden-check and coercion rules against what Zod does', () => {
  it(`report a field advertised alike that parses differently (${runs} pairs, seed ${seed})`, () => {
    let differing = 0;
    fc.assert(
      fc.property(fieldPair, ([a, b]) => {
        const source = programOf(a, b);
        const input = evaluateProgram(source)['Input'] as { options: { shape: { f: z.ZodType } }[] };
        const [left, right] = input.options.map((option) => option.shape.f);
        const json = advertised(left!);
        if (json === null || json !== advertised(right!)) return;
        const [was, is] = [behaviourOf(left!), behaviourOf(right!)];
        if (was === is) return;
        differing++;
        const live = checkFlatten(input, { rules: RULES }).length > 0;
        const fromStatic = lintStrict(source).some((message) => RULES.some((rule) => message.ruleId === `zod-flatten/${rule}`));
        const says = `both advertised as ${json}, parsed as\n  ${was}\n  ${is}\nlive ${live}, static ${fromStatic}\n${source}`;
        expect(live, says).toBe(true);
        expect(fromStatic, says).toBe(true);
      }),
      { numRuns: runs, seed },
    );
    // Most pairs of one family are advertised alike and parse differently: the property is exercised.
    expect(differing).toBeGreaterThan(runs / 5);
  }, 120_000);
});
