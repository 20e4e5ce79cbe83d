/**
 * Marker identity at run time: when are two refinements (transforms, fallbacks, pipes) on a
 * collided field "the same", so that carrying them in every variant is fine?
 *
 * The runtime compares what the live schema still holds: a function's source text as the engine
 * has it (`Function.prototype.toString`, whitespace and comments folded), a constant fallback as
 * JSON, a pipe target by its structure. The static rules compare the arguments' token text (or
 * the binding they name). The two agree on the common cases below, and can legitimately differ
 * where the information is gone at run time or was never in the source text:
 *
 * - `.superRefine(fn)` (Zod 4): Zod keeps `fn` inside a closure of its own, so every superRefine
 *   has the same text at run time; two different ones are one marker (the static rules report).
 * - `.normalize(form)`: the form lives in a closure, and is read from what Zod's own function
 *   does to a probe text (never a user's function).
 * - Zod 3 `.refine(fn)`: Zod 3 wraps `fn` in a closure too, so every Zod 3 refine looks alike
 *   (its `.superRefine(fn)` keeps `fn`, and is compared by text).
 * - Arguments beyond the function (`.refine(fn, 'message')`): both compare the function and its
 *   `when` only (a message is only what is said).
 * - Type annotations: static compares the TypeScript text, the runtime the emitted JavaScript,
 *   so `(s: string) => …` and `(s) => …` are different markers statically and one at run time.
 * - Zod's own overwrites are told by their function's text at run time, so a written
 *   `.overwrite((input) => input.trim())` is `.trim()` there; statically it is a written overwrite.
 * - Closures: `make(1)` and `make(2)` of one factory have the same text (and the same token
 *   text statically): both front ends call them one marker, whatever they captured.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod/v3';
import { checkFlatten } from '../../runtime.js';
import { finding, findingsOf } from './_helpers.js';

const hidden = (path: string, variants: readonly string[]) => finding('no-hidden-collided-check', 'hiddenCheck', path, variants);
const coercion = (path: string, variants: readonly string[]) => finding('no-collided-coercion', 'coercion', path, variants);
/** Two different markers, one in each variant: each is reported as missing from the other. */
const differ = [hidden('u', ['a']), hidden('u', ['b'])];

const pair = (a: z.ZodType, b: z.ZodType) =>
  z.discriminatedUnion('op', [z.object({ op: z.literal('a'), u: a }), z.object({ op: z.literal('b'), u: b })]);
const pairMini = (a: zm.ZodMiniType, b: zm.ZodMiniType) =>
  zm.discriminatedUnion('op', [zm.object({ op: zm.literal('a'), u: a }), zm.object({ op: zm.literal('b'), u: b })]);
const pair3 = (a: z3.ZodTypeAny, b: z3.ZodTypeAny) =>
  z3.discriminatedUnion('op', [z3.object({ op: z3.literal('a'), u: a }), z3.object({ op: z3.literal('b'), u: b })]);

const isHttps = (url: string): boolean => url.startsWith('https://');

describe('refinements', () => {
  it('the same function object is the same marker', () => {
    expect(findingsOf(pair(z.string().refine(isHttps), z.string().refine(isHttps)))).toEqual([]);
    expect(findingsOf(pairMini(zm.string().check(zm.refine(isHttps)), zm.string().check(zm.refine(isHttps))))).toEqual([]);
    expect(findingsOf(pair3(z3.string().refine(isHttps), z3.string().refine(isHttps)))).toEqual([]);
  });

  it('two functions with the same source text (whitespace and comments aside) are the same marker', () => {
    // prettier-ignore
    expect(findingsOf(pair(
      z.string().refine((s) => s.startsWith('https://')),
      z.string().refine((s) =>   s.startsWith('https://') /* the same check */),
    ))).toEqual([]);
    expect(
      findingsOf(pairMini(zm.string().check(zm.refine((s) => s.length > 1)), zm.string().check(zm.refine((s) => s.length > 1)))),
    ).toEqual([]);
    expect(findingsOf(pair3(z3.string().superRefine((s, ctx) => {}), z3.string().superRefine((s, ctx) => {})))).toEqual([]);
  });

  it("a refinement's when is part of it; a message is not", () => {
    const longEnough = (payload: { value: unknown }): boolean => String(payload.value).length > 1;
    expect(findingsOf(pair(z.string().refine(isHttps, { when: longEnough }), z.string().refine(isHttps)))).toEqual(differ);
    expect(findingsOf(pair(z.string().refine(isHttps, { when: longEnough }), z.string().refine(isHttps, { when: longEnough, message: 'https' })))).toEqual([]);
    expect(findingsOf(pair(z.string().refine(isHttps, { when: undefined }), z.string().refine(isHttps)))).toEqual([]);
    const noA = (value: string, ctx: z.RefinementCtx): void => {
      if (value.includes('a')) ctx.addIssue({ code: 'custom', message: 'an a' });
    };
    expect(findingsOf(pair(z.string().superRefine(noA, { when: longEnough }), z.string().superRefine(noA)))).toEqual(differ);
  });

  it('functions without source text of their own (bound, built-in) are told apart by object', () => {
    // `Function.prototype.toString` gives `function () { [native code] }` for every bound function.
    const within = (root: string, path: string): boolean => path.startsWith(root);
    expect(findingsOf(pair(z.string().refine(within.bind(null, '/ws')), z.string().refine(within.bind(null, '/tmp'))))).toEqual(differ);
    // …and `function isNaN() { [native code] }` for the global and for Number's, which differ on 'abc'.
    expect(findingsOf(pair(z.string().refine(isNaN as unknown as (s: string) => boolean), z.string().refine(Number.isNaN)))).toEqual(differ);
    // One such function object is one marker.
    const inWorkspace = within.bind(null, '/ws');
    expect(findingsOf(pair(z.string().refine(inWorkspace), z.string().refine(inWorkspace)))).toEqual([]);
  });

  it("a URL format's protocol or hostname is a marker of its own; a plain URL carries none", () => {
    expect(findingsOf(pair(z.httpUrl(), z.url()))).toEqual([hidden('u', ['a'])]);
    expect(findingsOf(pair(z.url({ protocol: /^https$/ }), z.string().url({ protocol: /^https$/ })))).toEqual([]);
    expect(findingsOf(pair(z.url({ hostname: /x/ }), z.url({ hostname: /y/ })))).toEqual(differ);
    expect(findingsOf(pair(z.url(), z.string().url()))).toEqual([]);
  });

  it('different source text is a different marker', () => {
    expect(findingsOf(pair(z.string().refine((s) => s.startsWith('https://')), z.string().refine((s) => s.startsWith('http://'))))).toEqual(differ);
    expect(
      findingsOf(pairMini(zm.string().check(zm.refine((s) => s.length > 1)), zm.string().check(zm.refine((s) => s.length > 2)))),
    ).toEqual(differ);
    expect(
      findingsOf(
        pair3(
          z3.string().superRefine((s, ctx) => {}),
          z3.string().superRefine((s, ctx) => {
            if (!s) ctx.addIssue({ code: 'custom' });
          }),
        ),
      ),
    ).toEqual(differ);
  });

  it('a renamed parameter is different text (for the static rules too)', () => {
    expect(findingsOf(pair(z.string().refine((s) => s.length > 0), z.string().refine((x) => x.length > 0)))).toEqual(differ);
  });

  it('.refine() and .superRefine() are different families, even with the same text', () => {
    // prettier-ignore
    expect(findingsOf(pair(z.string().refine((s) => { s.trim(); }), z.string().superRefine((s) => { s.trim(); })))).toEqual(differ);
  });

  it('.check(fn) keeps its function (Zod 4): compared by text', () => {
    expect(findingsOf(pair(z.string().check((ctx) => {}), z.string().check((ctx) => {})))).toEqual([]);
    expect(
      findingsOf(
        pair(
          z.string().check((ctx) => {}),
          z.string().check((ctx) => {
            ctx.issues.push({ code: 'custom', input: ctx.value, message: 'no' });
          }),
        ),
      ),
    ).toEqual(differ);
  });

  it('closures of one factory share their text: one marker, whatever they captured', () => {
    const longerThan = (n: number) => z.string().refine((s) => s.length > n);
    expect(findingsOf(pair(longerThan(1), longerThan(2)))).toEqual([]);
  });
});

describe('where the runtime cannot tell markers apart (the static rules can)', () => {
  it('Zod 4 .superRefine(): every function sits in a closure of Zod\'s own', () => {
    const f = pair(
      z.string().superRefine((s, ctx) => {}),
      z.string().superRefine((s, ctx) => {
        if (!s) ctx.addIssue({ code: 'custom', message: 'empty' });
      }),
    );
    expect(findingsOf(f)).toEqual([]);
  });

  it('Zod 3 .refine(fn): Zod 3 wraps fn in a closure of its own', () => {
    expect(findingsOf(pair3(z3.string().refine((s) => s.startsWith('https://')), z3.string().refine((s) => s.startsWith('http://'))))).toEqual([]);
    // Present against absent is still found.
    expect(findingsOf(pair3(z3.string().refine(isHttps), z3.string()))).toEqual([hidden('u', ['a'])]);
  });

  it('arguments beyond the function (a message) are not compared', () => {
    expect(findingsOf(pair(z.string().refine(isHttps, 'must be https'), z.string().refine(isHttps, { message: 'https only' })))).toEqual([]);
  });

  it('type annotations are gone: only the JavaScript text is compared', () => {
    expect(findingsOf(pair(z.string().refine((s: string) => s.length > 0), z.string().refine((s) => s.length > 0)))).toEqual([]);
  });
});

describe("what a closure of Zod's own holds, read from what it does or from the bag", () => {
  it(".normalize(form): Zod's own function, asked what it does to a text every form writes differently", () => {
    // The form sits in a closure: every .normalize() had one text, and NFC against NFKD was silent.
    expect(findingsOf(pair(z.string().normalize('NFC'), z.string().normalize('NFKD')))).toEqual(differ);
    expect(findingsOf(pair(z.string().normalize(), z.string().normalize('NFC')))).toEqual([]);
    expect(findingsOf(pairMini(zm.string().check(zm.normalize('NFD')), zm.string().check(zm.normalize('NFD'))))).toEqual([]);
    expect(findingsOf(pairMini(zm.string().check(zm.normalize('NFD')), zm.string().check(zm.normalize('NFKC'))))).toEqual(differ);
    // A different overwrite is still a different marker.
    expect(findingsOf(pair(z.string().normalize(), z.string().trim()))).toEqual(differ);
  });

  it('z.url({ normalize: true }): an overwrite of its own (it rewrites the value to the href)', () => {
    expect(findingsOf(pair(z.url({ normalize: true }), z.url()))).toEqual([hidden('u', ['a'])]);
    expect(findingsOf(pair(z.url({ normalize: true }), z.string().url({ normalize: true })))).toEqual([]);
  });

  it('z.stringbool(options): by the options its bag shows', () => {
    // Its functions close over the options: "TRUE" passes one and fails the other, and it was silent.
    expect(findingsOf(pair(z.stringbool(), z.stringbool({ case: 'sensitive' })))).toEqual(differ);
    expect(findingsOf(pair(z.stringbool(), z.stringbool({ truthy: ['y'] })))).toEqual(differ);
    expect(findingsOf(pair(z.stringbool({ truthy: ['y'] }), z.stringbool({ truthy: ['y'] })))).toEqual([]);
    expect(findingsOf(pair(z.stringbool(), z.stringbool()))).toEqual([]);
    // A copy (.describe(), .meta()) has no bag: its options are read from Zod's own transform.
    expect(findingsOf(pair(z.stringbool(), z.stringbool().describe('a flag')))).toEqual([]);
    expect(findingsOf(pair(z.stringbool({ truthy: ['si'], case: 'sensitive' }), z.stringbool({ truthy: ['si'], case: 'sensitive' }).meta({ title: 'flag' })))).toEqual([]);
    expect(findingsOf(pair(z.stringbool({ truthy: ['si'] }), z.stringbool().describe('a flag')))).toEqual(differ);
    expect(findingsOf(pair(z.stringbool({ truthy: ['Si'], case: 'sensitive' }), z.stringbool({ truthy: ['Si'] }).describe('a flag')))).toEqual(differ);
    // Each a set, as Zod compares them (lower-cased unless the case is sensitive).
    expect(findingsOf(pair(z.stringbool({ truthy: ['Y', 'yes'] }), z.stringbool({ truthy: ['yes', 'y'] })))).toEqual([]);
    expect(findingsOf(pair(z.stringbool({ truthy: ['Y'], case: 'sensitive' }), z.stringbool({ truthy: ['y'], case: 'sensitive' })))).toEqual(differ);
  });
});

describe('transforms, fallbacks, preprocess and pipes', () => {
  it('.transform(): by function text', () => {
    expect(findingsOf(pair(z.string().transform((s) => s.length), z.string().transform((s) => s.length)))).toEqual([]);
    expect(findingsOf(pair(z.string().transform((s) => s.length), z.string().transform((s) => s.trim())))).toEqual(differ);
    expect(findingsOf(pair3(z3.string().transform((s) => s.length), z3.string().transform((s) => s.length)))).toEqual([]);
    expect(findingsOf(pair3(z3.string().transform((s) => s.length), z3.string().transform((s) => s.trim())))).toEqual(differ);
  });

  it('.catch(): a constant by value, a function by text', () => {
    expect(findingsOf(pair(z.number().catch(0), z.number().catch(0)))).toEqual([]);
    expect(findingsOf(pair(z.number().catch(0), z.number().catch(1)))).toEqual([coercion('u', ['a']), coercion('u', ['b'])]);
    expect(findingsOf(pair(z.number().catch(() => 0), z.number().catch(() => 0)))).toEqual([]);
    // An arrow that only returns a literal is that literal (Zod calls it for the value).
    expect(findingsOf(pair(z.number().catch(() => 20), z.number().catch(20)))).toEqual([]);
    expect(findingsOf(pair(z.string().catch((_ctx) => 'x'), z.string().catch('x')))).toEqual([]);
    expect(findingsOf(pair(z.number().catch(() => 20), z.number().catch(30)))).toEqual([coercion('u', ['a']), coercion('u', ['b'])]);
    expect(findingsOf(pair(z.number().catch(() => -1), z.number().catch(-1)))).toEqual([]);
    expect(findingsOf(pair(z.number().optional().catch(() => undefined), z.number().optional().catch(undefined)))).toEqual([]);
    expect(findingsOf(pair3(z3.number().catch(() => 20), z3.number().catch(20)))).toEqual([]);
    // An empty list or object, as the static rules fold them (grammar v12: 11 programs).
    expect(findingsOf(pair(z.array(z.string()).catch(() => []), z.array(z.string()).catch([])))).toEqual([]);
    expect(findingsOf(pair(z.record(z.string(), z.number()).catch(() => ({})), z.record(z.string(), z.number()).catch({})))).toEqual([]);
    expect(findingsOf(pair(z.array(z.string()).catch(() => []), z.array(z.string()).catch(['x'])))).toEqual([coercion('u', ['a']), coercion('u', ['b'])]);
    expect(findingsOf(pairMini(zm.catch(zm.number(), 0), zm.catch(zm.number(), 0)))).toEqual([]);
    expect(findingsOf(pair3(z3.number().catch(0), z3.number().catch(0)))).toEqual([]);
    expect(findingsOf(pair3(z3.number().catch(0), z3.number().catch(1)))).toEqual([coercion('u', ['a']), coercion('u', ['b'])]);
  });

  it('z.preprocess(): by function text', () => {
    const toNumber = (v: unknown): unknown => Number(v);
    expect(findingsOf(pair(z.preprocess(toNumber, z.number()), z.preprocess(toNumber, z.number())))).toEqual([]);
    expect(findingsOf(pair(z.preprocess(toNumber, z.number()), z.preprocess((v) => v, z.number())))).toEqual([
      coercion('u', ['a']),
      coercion('u', ['b']),
    ]);
    expect(findingsOf(pair3(z3.preprocess(toNumber, z3.number()), z3.preprocess(toNumber, z3.number())))).toEqual([]);
  });

  it('.pipe(): by the target\'s structure (types and check values)', () => {
    expect(findingsOf(pair(z.string().pipe(z.email()), z.string().pipe(z.email())))).toEqual([]);
    expect(findingsOf(pair(z.string().pipe(z.email()), z.string().pipe(z.url())))).toEqual(differ);
    expect(findingsOf(pair(z.string().pipe(z.string().max(3)), z.string().pipe(z.string().max(4))))).toEqual(differ);
    expect(findingsOf(pair(z.string().pipe(z.string().regex(/a/u)), z.string().pipe(z.string().regex(/b/u))))).toEqual(differ);
    expect(findingsOf(pairMini(zm.pipe(zm.string(), zm.email()), zm.pipe(zm.string(), zm.url())))).toEqual(differ);
    expect(findingsOf(pair3(z3.string().pipe(z3.string().email()), z3.string().pipe(z3.string().email())))).toEqual([]);
    expect(findingsOf(pair3(z3.string().pipe(z3.string().email()), z3.string().pipe(z3.string().url())))).toEqual(differ);
  });
});

describe('applied twice', () => {
  const double = (n: number): number => n * 2;
  it('a written overwrite twice does what one does not: the repeat is a marker of its own', () => {
    expect(findingsOf(pair(z.number().overwrite(double), z.number().overwrite(double).overwrite(double)))).toEqual([hidden('u', ['b'])]);
    expect(findingsOf(pair(z.number().overwrite(double).overwrite(double), z.number().overwrite(double).overwrite(double)))).toEqual([]);
  });
  it("Zod's own overwrites twice do what they do once, as a refine does", () => {
    expect(findingsOf(pair(z.string().trim(), z.string().trim().trim()))).toEqual([]);
    expect(findingsOf(pair(z.string().toLowerCase(), z.string().toLowerCase().toLowerCase()))).toEqual([]);
    expect(findingsOf(pair(z.number().refine((n) => n > 0), z.number().refine((n) => n > 0).refine((n) => n > 0)))).toEqual([]);
  });
  it("a written overwrite that does what Zod's .trim() does is .trim()", () => {
    expect(findingsOf(pair(z.string().trim(), z.string().overwrite((input) => input.trim())))).toEqual([]);
  });
});

describe('the same markers in another order', () => {
  // Also on the optional layer, where the value may be undefined.
  const long = (s?: string): boolean => (s ?? '').length > 3;
  const double = (n: number): number => n * 2;
  const inc = (n: number): number => n + 1;
  const reordered = (path: string, variants: readonly string[]) => finding('no-hidden-collided-check', 'hiddenOrder', path, variants);
  it('a refine before .trim() against after it (Zod 4 and zod/mini), in the order they apply', () => {
    expect(findingsOf(pair(z.string().trim().refine(long), z.string().refine(long).trim()))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pairMini(zm.string().check(zm.trim(), zm.refine(long)), zm.string().check(zm.refine(long), zm.trim())))).toEqual([reordered('u', ['b'])]);
    // Across layers: the refine after .optional() runs after the trim, whichever way it is read.
    expect(findingsOf(pair(z.string().trim().optional().refine(long), z.string().refine(long).trim().optional()))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pair(z.string().trim().optional().refine(long), z.string().trim().refine(long).optional()))).toEqual([]);
  });
  it('the same markers on either side of a .catch(), .nullable() or .default(), as the static rule reads them', () => {
    const positive = (n: number): boolean => n > 0;
    const shout = (s: string | null | undefined): string => `${s}!`;
    const shoutAny = (s: unknown): string => `${String(s)}!`;
    expect(findingsOf(pair(z.number().catch(1).refine(positive), z.number().refine(positive).catch(1)))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pair(z.string().nullable().transform(shout), z.string().transform(shout).nullable()))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pair(z.string().default('x').transform(shout), z.string().transform(shout).default('x')))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pair(z.string().optional().transform(shout), z.string().transform(shout).optional()))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pairMini(zm.pipe(zm.nullable(zm.string()), zm.transform((s: string | null) => shoutAny(s))), zm.nullable(zm.pipe(zm.string(), zm.transform((s: string) => shoutAny(s))))))).toEqual([reordered('u', ['b'])]);
    // A refinement moves past .optional() unseen; .optional() and .nullable() in either order do the same.
    expect(findingsOf(pair(z.string().refine(long).optional(), z.string().optional().refine(long)))).toEqual([]);
    expect(findingsOf(pair(z.string().transform(shout).nullable().optional(), z.string().transform(shout).optional().nullable()))).toEqual([]);
  });
  it('transforms in another order; refinements, or .trim() and a case change, in another order do the same', () => {
    expect(findingsOf(pair(z.number().transform(double).transform(inc), z.number().transform(inc).transform(double)))).toEqual([reordered('u', ['b'])]);
    expect(findingsOf(pair(z.string().refine(long).refine((s) => s !== 'x'), z.string().refine((s) => s !== 'x').refine(long)))).toEqual([]);
    expect(findingsOf(pair(z.string().trim().toLowerCase(), z.string().toLowerCase().trim()))).toEqual([]);
  });
  it('names both orders in its message', () => {
    const [found] = checkFlatten(pair(z.string().trim().refine(long), z.string().refine(long).trim()));
    expect(found?.message).toContain("Collided field 'u': its hidden checks run in another order in variant b (.refine() then .trim()) than in variant a (.trim() then .refine())");
  });
});
