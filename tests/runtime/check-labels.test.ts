/**
 * A check is named alike in the editor and in CI: the static rule and `checkFlatten` on the
 * running schema give the same constraint message for the same written call. A live check has
 * only Zod's def (`check: 'number_format', format: 'int32'`), so the runtime names the call a
 * format comes from where Zod's def name is not the method's (`.startsWith()`, not
 * `.starts_with()`; `z.int32()`, not `.number_format()`).
 *
 * Each row is one field written in variant `a` and left bare in variant `b`, so the one finding
 * is the constraint rule's, at `a`.
 */
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import plugin from '../../index.js';
import { checkFlatten } from '../../runtime.js';

const linter = new Linter();
const CONSTRAINT_RULE = { 'zod-flatten/no-collided-constraint-mismatch': 'error' };
const HIDDEN_RULE = { 'zod-flatten/no-hidden-collided-check': 'error' };

/** The messages of the linted union `a: { v: written }`, `b: { v: bare }`, with these rules on. */
function lintedMessages(written: string, bare: string, rules: Readonly<Record<string, unknown>>, from = 'zod'): string[] {
  const code = [
    `import { z } from '${from}';`,
    `const A = z.object({ op: z.literal('a'), v: ${written} });`,
    `const B = z.object({ op: z.literal('b'), v: ${bare} });`,
    "export const Input = z.discriminatedUnion('op', [A, B]);",
  ].join('\n');
  const config = [{ files: ['**/*.ts'], languageOptions: { parser }, plugins: { 'zod-flatten': plugin }, rules }] as unknown as Linter.Config[];
  return linter.verify(code, config, { filename: `${process.cwd()}/check-labels.ts` }).map((message) => message.message);
}

/** `checkFlatten`'s messages on the same union, built by Zod 4. */
function liveMessages(written: z.ZodType, bare: z.ZodType): string[] {
  const union = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), v: written }), z.object({ op: z.literal('b'), v: bare })]);
  return checkFlatten(union).map((finding) => finding.message);
}

function liveMessages3(written: z3.ZodTypeAny, bare: z3.ZodTypeAny): string[] {
  const union = z3.discriminatedUnion('op', [z3.object({ op: z3.literal('a'), v: written }), z3.object({ op: z3.literal('b'), v: bare })]);
  return checkFlatten(union).map((finding) => finding.message);
}

const ROWS: readonly (readonly [label: string, written: string, bare: string, live: () => [z.ZodType, z.ZodType]])[] = [
  ['.int()', 'z.number().int()', 'z.number()', () => [z.number().int(), z.number()]],
  ['z.int32()', 'z.int32()', 'z.number()', () => [z.int32(), z.number()]],
  ['z.uint32()', 'z.uint32()', 'z.number()', () => [z.uint32(), z.number()]],
  ['z.float32()', 'z.float32()', 'z.number()', () => [z.float32(), z.number()]],
  ['.startsWith()', "z.string().startsWith('ab')", 'z.string()', () => [z.string().startsWith('ab'), z.string()]],
  ['.endsWith()', "z.string().endsWith('ab')", 'z.string()', () => [z.string().endsWith('ab'), z.string()]],
  ['.includes()', "z.string().includes('ab')", 'z.string()', () => [z.string().includes('ab'), z.string()]],
  ['.email()', 'z.string().email()', 'z.string()', () => [z.string().email(), z.string()]],
  ['.uuid()', 'z.string().uuid()', 'z.string()', () => [z.string().uuid(), z.string()]],
  ['.regex()', 'z.string().regex(/^a+$/)', 'z.string()', () => [z.string().regex(/^a+$/), z.string()]],
  ['.lowercase()', 'z.string().lowercase()', 'z.string()', () => [z.string().lowercase(), z.string()]],
  ['z.creditCard()', 'z.creditCard()', 'z.string()', () => [z.creditCard(), z.string()]],
  ['.min()', 'z.string().min(2)', 'z.string()', () => [z.string().min(2), z.string()]],
  ['.max()', 'z.array(z.string()).max(2)', 'z.array(z.string())', () => [z.array(z.string()).max(2), z.array(z.string())]],
  ['.length()', 'z.string().length(2)', 'z.string()', () => [z.string().length(2), z.string()]],
  ['.min()', 'z.number().min(2)', 'z.number()', () => [z.number().min(2), z.number()]],
  ['.gt()', 'z.number().gt(2)', 'z.number()', () => [z.number().gt(2), z.number()]],
  ['.lt()', 'z.number().lt(2)', 'z.number()', () => [z.number().lt(2), z.number()]],
  ['.multipleOf()', 'z.number().multipleOf(2)', 'z.number()', () => [z.number().multipleOf(2), z.number()]],
  // A format schema is named by its factory, the same format as a method by the method.
  ['z.int()', 'z.int()', 'z.number()', () => [z.int(), z.number()]],
  ['z.email()', 'z.email()', 'z.string()', () => [z.email(), z.string()]],
  ['z.uuid()', 'z.uuid()', 'z.string()', () => [z.uuid(), z.string()]],
  ['z.uuidv4()', 'z.uuidv4()', 'z.string()', () => [z.uuidv4(), z.string()]],
  ['z.url()', 'z.url()', 'z.string()', () => [z.url(), z.string()]],
  ['z.iso.datetime()', 'z.iso.datetime()', 'z.string()', () => [z.iso.datetime(), z.string()]],
  ['.datetime()', 'z.string().datetime()', 'z.string()', () => [z.string().datetime(), z.string()]],
  ['z.iso.date()', 'z.iso.date()', 'z.string()', () => [z.iso.date(), z.string()]],
  ['z.iso.duration()', 'z.iso.duration()', 'z.string()', () => [z.iso.duration(), z.string()]],
  ['z.ipv4()', 'z.ipv4()', 'z.string()', () => [z.ipv4(), z.string()]],
  ['z.cuid2()', 'z.cuid2()', 'z.string()', () => [z.cuid2(), z.string()]],
  ['z.base64url()', 'z.base64url()', 'z.string()', () => [z.base64url(), z.string()]],
  ['z.hex()', 'z.hex()', 'z.string()', () => [z.hex(), z.string()]],
  ['z.hostname()', 'z.hostname()', 'z.string()', () => [z.hostname(), z.string()]],
  ['z.hash()', "z.hash('sha256')", 'z.string()', () => [z.hash('sha256'), z.string()]],
  ['z.stringFormat()', "z.stringFormat('ticket', /^T-\\d+$/)", 'z.string()', () => [z.stringFormat('ticket', /^T-\d+$/), z.string()]],
];

/** Zod's own overwrites, told from a written `.overwrite(fn)` by their function's text. */
const HIDDEN: readonly (readonly [label: string, written: string, live: () => z.ZodType])[] = [
  ['.trim()', 'z.string().trim()', () => z.string().trim()],
  ['.toLowerCase()', 'z.string().toLowerCase()', () => z.string().toLowerCase()],
  ['.toUpperCase()', 'z.string().toUpperCase()', () => z.string().toUpperCase()],
  ['.slugify()', 'z.string().slugify()', () => z.string().slugify()],
  ['.normalize()', 'z.string().normalize()', () => z.string().normalize()],
  ['.overwrite()', 'z.string().overwrite((s) => s.repeat(2))', () => z.string().overwrite((s) => s.repeat(2))],
];

/** A URL format's patterns are a hidden check of their own, named after the format as written. */
const URL_PATTERNS: readonly (readonly [label: string, written: string, live: () => z.ZodType])[] = [
  ['z.httpUrl()', 'z.httpUrl()', () => z.httpUrl()],
  ['z.url()', 'z.url({ protocol: /^https$/ })', () => z.url({ protocol: /^https$/ })],
  ['.url()', 'z.string().url({ protocol: /^https$/ })', () => z.string().url({ protocol: /^https$/ })],
];

describe('a check is named alike by the rule and by checkFlatten', () => {
  it.each(HIDDEN)('%s (hidden)', (label, written, live) => {
    const code = lintedMessages(written, 'z.string()', HIDDEN_RULE);
    expect(code).toHaveLength(1);
    expect(code[0]).toContain(`'v': ${label} is an overwrite`);
    expect(liveMessages(live(), z.string())).toEqual(code);
  });

  it.each(URL_PATTERNS)("%s's protocol or hostname", (label, written, live) => {
    const code = lintedMessages(written, 'z.url()', HIDDEN_RULE);
    expect(code).toHaveLength(1);
    expect(code[0]).toContain(`'v': ${label}'s protocol or hostname is a custom check`);
    expect(liveMessages(live(), z.url())).toEqual(code);
  });

  it.each(ROWS)('%s', (label, written, bare, live) => {
    const linted = lintedMessages(written, bare, CONSTRAINT_RULE);
    expect(linted).toHaveLength(1);
    expect(linted[0]).toContain(`'v': ${label} (`);
    expect(liveMessages(...live())).toEqual(linted);
  });
});

/** Zod 3 keeps other names in its checks (`{ kind: 'min', inclusive: false }` for `.gt()`). */
const ROWS_3: readonly (readonly [label: string, written: string, bare: string, live: () => [z3.ZodTypeAny, z3.ZodTypeAny]])[] = [
  ['.int()', 'z.number().int()', 'z.number()', () => [z3.number().int(), z3.number()]],
  ['.min()', 'z.number().min(2)', 'z.number()', () => [z3.number().min(2), z3.number()]],
  ['.gt()', 'z.number().gt(2)', 'z.number()', () => [z3.number().gt(2), z3.number()]],
  ['.lt()', 'z.number().lt(2)', 'z.number()', () => [z3.number().lt(2), z3.number()]],
  ['.max()', 'z.string().max(2)', 'z.string()', () => [z3.string().max(2), z3.string()]],
  ['.startsWith()', "z.string().startsWith('ab')", 'z.string()', () => [z3.string().startsWith('ab'), z3.string()]],
  ['.regex()', 'z.string().regex(/^a+$/)', 'z.string()', () => [z3.string().regex(/^a+$/), z3.string()]],
  ['.email()', 'z.string().email()', 'z.string()', () => [z3.string().email(), z3.string()]],
  // An array's bounds are kept under the def's own names (`minLength`), not the methods'.
  ['.min()', 'z.array(z.string()).min(1)', 'z.array(z.string())', () => [z3.array(z3.string()).min(1), z3.array(z3.string())]],
  ['.max()', 'z.array(z.string()).max(3)', 'z.array(z.string())', () => [z3.array(z3.string()).max(3), z3.array(z3.string())]],
  ['.length()', 'z.array(z.string()).length(2)', 'z.array(z.string())', () => [z3.array(z3.string()).length(2), z3.array(z3.string())]],
];

// Zod 4 and Zod 3 set `lastIndex` to 0 before each test: a regex's `g` flag changes nothing it
// accepts, and the pattern is named as it matches; `i` is kept.
describe('a regex by what it matches', () => {
  it('the g flag: no difference, statically or live (Zod 4 and Zod 3)', () => {
    expect(lintedMessages('z.string().regex(/a/g)', 'z.string().regex(/a/)', CONSTRAINT_RULE)).toEqual([]);
    expect(liveMessages(z.string().regex(/a/g), z.string().regex(/a/))).toEqual([]);
    expect(lintedMessages('z.string().regex(/a/g)', 'z.string().regex(/a/)', CONSTRAINT_RULE, 'zod/v3')).toEqual([]);
    expect(liveMessages3(z3.string().regex(/a/g), z3.string().regex(/a/))).toEqual([]);
  });
  it('the i flag: one pattern in a only, named without g', () => {
    const linted = lintedMessages('z.string().regex(/a/gi)', 'z.string()', CONSTRAINT_RULE);
    expect(linted).toHaveLength(1);
    expect(linted[0]).toContain("'v': .regex() (pattern /a/i) applies only in variant a");
    expect(liveMessages(z.string().regex(/a/gi), z.string())).toEqual(linted);
    expect(liveMessages3(z3.string().regex(/a/gi), z3.string())).toEqual(lintedMessages('z.string().regex(/a/gi)', 'z.string()', CONSTRAINT_RULE, 'zod/v3'));
  });
});

describe('the same, for Zod 3', () => {
  it.each(ROWS_3)('%s', (label, written, bare, live) => {
    const linted = lintedMessages(written, bare, CONSTRAINT_RULE, 'zod/v3');
    expect(linted).toHaveLength(1);
    expect(linted[0]).toContain(`'v': ${label} (`);
    expect(liveMessages3(...live())).toEqual(linted);
  });

  // `.superRefine(fn)` keeps fn; `.refine(fn)` wraps it in a function of Zod's.
  it.each([
    ['.superRefine()', 'z.string().superRefine((v, ctx) => { if (!v) ctx.addIssue({ code: "custom" }); })', () => z3.string().superRefine((v, ctx) => { if (!v) ctx.addIssue({ code: 'custom' }); })],
    ['.refine()', 'z.string().refine((v) => v.length > 1)', () => z3.string().refine((v) => v.length > 1)],
  ] as const)('%s', (label, written, live) => {
    const linted = lintedMessages(written, 'z.string()', HIDDEN_RULE, 'zod/v3');
    expect(linted).toHaveLength(1);
    expect(linted[0]).toContain(`'v': ${label} is`);
    expect(liveMessages3(live(), z3.string())).toEqual(linted);
  });
});

/** Pipes: `z.preprocess()`, `z.stringbool()` and `z.codec()` are only ever written as functions. */
const PIPES: readonly (readonly [label: string, written: string, bare: string, live: () => [z.ZodType, z.ZodType]])[] = [
  ['z.preprocess()', 'z.preprocess((v) => String(v), z.string())', 'z.string()', () => [z.preprocess((v) => String(v), z.string()), z.string()]],
  ['z.stringbool()', 'z.stringbool()', 'z.string()', () => [z.stringbool(), z.string()]],
  [
    'z.codec()',
    'z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) })',
    'z.string()',
    () => [z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) }), z.string()],
  ],
  ['.transform()', 'z.string().transform((s) => s.length)', 'z.string()', () => [z.string().transform((s) => s.length), z.string()]],
];

describe('pipes are named alike too', () => {
  it.each(PIPES)('%s', (label, written, bare) => {
    const linted = lintedMessages(written, bare, plugin.configs.strict.rules);
    expect(linted.length).toBeGreaterThan(0);
    expect(linted.join('\n')).toContain(`'v': ${label} `);
  });
  it.each(PIPES)('%s, at run time', (_label, written, bare, live) => {
    expect(liveMessages(...live()).sort()).toEqual(lintedMessages(written, bare, plugin.configs.strict.rules).sort());
  });
});
