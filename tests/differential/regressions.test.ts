/**
 * Programs on which the static rules and `checkFlatten` once disagreed, each kept as the
 * differential test shrank it (or as small as it was written by hand, where noted), run through
 * the same two-sided comparison. Most were live-side bugs, fixed in
 * lib/frontend/live/source-text.ts (function text, value text) and lib/frontend/live/index.ts
 * (pipe target fingerprint); the enum cases at the end were static-side ones, fixed in
 * lib/frontend/estree/zod-api.ts (`enumFactory` reads a list as Zod 4 does), and the last ones in
 * the analysis (lib/analysis/properties.ts: a nested field is met once per key and schema, as
 * Zod 4 copies an object's shape when a method makes it a new definition). The session-16 cases
 * were found by hand-written probes of what the generator does not write (formats named by
 * arguments, inverted codecs, typed predicates, fallback objects, record values, Number
 * constants, key order, functions by their text), each fixed in the static front end, the live
 * reader or the shared analysis.
 */
import { describe, expect, it } from 'vitest';
import { compareProgram, describeComparison } from './compare.js';

interface Case {
  readonly name: string;
  readonly source: string;
}

const HEADER = "import { z } from 'zod';\n\n";

const CASES: readonly Case[] = [
  // ---- function text: whitespace and `//` inside string literals are not layout ----------
  {
    name: 'refine predicates that differ only by a space inside a string literal are different markers',
    source:
      HEADER +
      'export const Input = z.union([z.union([z.object({ kind: z.literal("k0") }).extend({ c: z.string().refine((v) => v !== "ab") })]), ' +
      'z.intersection(z.object({ kind: z.literal(\'k1\') }), z.object({ c: z.boolean().refine((v) => v !== "a b") }))]);\n',
  },
  {
    name: 'a `//` inside a string literal is not a comment (it cut both predicates to the same text)',
    source:
      HEADER +
      'export const Input = z.union([z.union([z.intersection(z.object({ kind: z.literal("k0") }), z.object({ a: z.number().refine((v) => v !== "x//y") })), ' +
      "z.object({ kind: z.literal('k1') })]), z.object({ kind: z.literal(\"k2\") }), " +
      "z.intersection(z.object({ kind: z.literal('k3') }), z.object({ a: z.date().refine((v) => v != null).refine((v) => v !== \"x//z\") }))]);\n",
  },
  // ---- value text: what JSON.stringify conflates ------------------------------------------
  {
    name: '.catch(1n) and .catch(1.0) are different fallbacks (a bigint read as its digits)',
    source:
      HEADER +
      'export const Input = z.union([z.union([z.object({ kind: z.literal("k0"), b: z.number().catch(1n) }), z.object({ kind: z.literal(\'k1\') })]), ' +
      'z.object({ kind: z.literal("k2"), b: z.number().catch(1.0) }), z.object({ kind: z.enum([\'k3\']) })]);\n',
  },
  {
    name: '.catch(NaN) and .catch(null) are different fallbacks (hand-minimized)',
    source:
      HEADER +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), a: z.number().catch(NaN) }), z.object({ kind: z.literal("k1"), a: z.number().catch(null) })]);\n',
  },
  {
    name: '.catch([undefined]) and .catch([null]) are different fallbacks (hand-minimized)',
    source:
      HEADER +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), a: z.array(z.string()).catch([undefined]) }), z.object({ kind: z.literal("k1"), a: z.array(z.string()).catch([null]) })]);\n',
  },
  // ---- codecs: told by their functions and their output, not by how the input is written ----
  {
    name: 'codecs with one decoder whose inputs differ by .describe() or spelling are one codec (grammar v5; the trim is what differs)',
    source:
      HEADER +
      'export const Input = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), q: z.codec(z.string().describe("d"), z.string(), { decode: (s) => s, encode: (s) => s }), r: z.codec(z.iso.datetime(), z.string(), { decode: (s) => s, encode: (s) => s }), t: z.string().trim() }), ' +
      'z.object({ kind: z.literal("b"), q: z.codec(z.string(), z.string(), { decode: (s) => s, encode: (s) => s }), r: z.codec(z.string().datetime(), z.string(), { decode: (s) => s, encode: (s) => s }), t: z.string() })]);\n',
  },
  {
    name: 'codecs with one decoder into different outputs are two codecs (live told them by their functions alone)',
    source:
      HEADER +
      'const fns = { decode: (s) => s, encode: (s) => s };\n' +
      'export const Input = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), q: z.codec(z.string(), z.string(), fns) }), z.object({ kind: z.literal("b"), q: z.codec(z.string(), z.string().max(3), fns) })]);\n',
  },
  // ---- checks JSON Schema does not show: on a wrapper, a pipe, a union ---------------------
  {
    name: 'a check on a wrapper is hidden, one under it is advertised (grammar v5)',
    source:
      HEADER +
      'export const Input = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), q: z.string().nullable().check(z.minLength(2)), n: z.number().optional().check(z.gte(0)), u: z.union([z.string(), z.number()]).check(z.maxLength(3)) }), ' +
      'z.object({ kind: z.literal("b"), q: z.string().nullable(), n: z.number().check(z.gte(0)).optional(), u: z.union([z.string(), z.number()]) })]);\n',
  },
  {
    name: 'z.url() and z.jwt() followed by another string format are hidden; before a bound they are formats (grammar v5)',
    source:
      HEADER +
      'export const Input = z.discriminatedUnion("kind", [z.object({ kind: z.literal("a"), q: z.url().startsWith("h"), t: z.jwt().regex(/^e/), r: z.url().max(99) }), ' +
      'z.object({ kind: z.literal("b"), q: z.string().startsWith("h"), t: z.string().regex(/^e/), r: z.string().max(99) })]);\n',
  },
  {
    name: 'a conditional whose test is a schema takes its first branch: a schema is truthy (real code, undb)',
    source:
      HEADER +
      'const extra = z.string();\nconst v = extra ? z.string().max(3) : z.number();\n' +
      'export const Input = z.union([z.object({ kind: z.literal("a"), v }), z.object({ kind: z.literal("b"), v: z.string().max(5) })]);\n',
  },
  // ---- pipe targets: structurally different targets are different pipes ------------------
  {
    name: 'pipe targets whose catch values differ (NaN against null)',
    source:
      HEADER +
      'const Base0 = z.object({  }).extend({ b: z.number().pipe(z.number().catch(NaN)) });\n' +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), b: z.number().pipe(z.number().catch(null)) }), z.intersection(z.object({ kind: z.literal(\'k1\') }), Base0)]);\n',
  },
  {
    name: 'pipe targets whose catch values differ ("a" against "b") (hand-minimized)',
    source:
      HEADER +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), a: z.string().pipe(z.string().catch("a")) }), z.object({ kind: z.literal("k1"), a: z.string().pipe(z.string().catch("b")) })]);\n',
  },
  {
    name: 'tuple targets with different items',
    source:
      HEADER +
      'const Base0 = z.object({ tags: z.array(z.string()).pipe(z.tuple([z.string()], z.number())) });\n' +
      'export const Input = z.union([z.union([z.union([z.object({ kind: z.literal("k0"), tags: z.array(z.string()).pipe(z.tuple([z.number()])) })])]), ' +
      "z.intersection(z.object({ kind: z.literal('k1') }), Base0)]);\n",
  },
  {
    name: 'tuple targets that differ only in a rest element',
    source:
      HEADER +
      'export const Input = z.union([z.union([z.object({ kind: z.literal("k0"), tags: z.array(z.string()).pipe(z.tuple([z.string()])) }), ' +
      "z.object({ kind: z.literal('k1'), tags: z.array(z.string()).pipe(z.tuple([z.string()], z.number())) })]), z.object({ kind: z.literal(\"k2\") })]);\n",
  },
  {
    name: 'object targets whose fields have different schemas',
    source:
      HEADER +
      'const Base0 = z.object({  }).extend({ o: z.object({  }).pipe(z.object({ p: z.number() })) });\n' +
      'export const Input = z.union([z.union([z.object({ kind: z.literal("k0"), o: z.object({  }).pipe(z.object({ p: z.string() })) })]), ' +
      "Base0.extend({ kind: z.literal('k1') })]);\n",
  },
  {
    name: 'object targets that differ only in strictness (the catchall)',
    source:
      HEADER +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), o: z.object({  }).pipe(z.object({ p: z.string() })) }), ' +
      "z.union([z.object({ kind: z.literal('k1'), o: z.object({  }).pipe(z.strictObject({ p: z.string() })) })])]);\n",
  },
  {
    name: 'record targets with different value types',
    source:
      HEADER +
      'const shape0 = { o: z.object({  }).pipe(z.record(z.string(), z.number())) };\n' +
      'export const Input = z.union([z.object({ kind: z.literal("k0") }).extend({ o: z.object({  }).pipe(z.record(z.string(), z.string())) }), ' +
      "z.object({ kind: z.literal('k1') }), z.union([z.object({ kind: z.literal(\"k2\"), ...shape0 })])]);\n",
  },
  {
    name: 'targets that transform with different functions (hand-minimized)',
    source:
      HEADER +
      'export const Input = z.union([z.object({ kind: z.literal("k0"), a: z.string().pipe(z.string().transform((v) => v)) }), ' +
      'z.object({ kind: z.literal("k1"), a: z.string().pipe(z.string().transform((v) => [v])) })]);\n',
  },
  // ---- a shape shared by two objects (live side) --------------------------------------------
  {
    name: 'a sub-object and its .describe() copy under two keys of one variant are one shape, expanded once',
    source:
      HEADER +
      'const F0 = z.object({ r: z.date() });\n' +
      'const Base0 = z.object({ c: F0.describe("d1") });\n' +
      'export const Input = z.union([z.object({ kind: z.literal("k0") }), z.union([z.intersection(z.object({ kind: z.literal("k1"), a: F0 }), Base0), z.object({ kind: z.literal("k2") })])]);\n',
  },
  // ---- enums: Zod 4 makes a list an object first (static side, hand-written) ---------------
  {
    name: "z.enum(['b', '1']) lists '1' first, as the object Zod 4 makes of it does (the variant's label)",
    source:
      HEADER +
      "export const Input = z.union([z.object({ kind: z.enum(['b', '1']), t: z.string().trim() }), z.object({ kind: z.literal('c'), t: z.string() })]);\n",
  },
  {
    name: "z.enum(['a', 1]) has the one value 'a' in Zod 4: a string, as the other variant's field",
    source:
      HEADER +
      "export const Input = z.union([z.object({ kind: z.literal('k0'), e: z.enum(['a', 1]), t: z.string().trim() }), z.object({ kind: z.literal('k1'), e: z.string(), t: z.string() })]);\n",
  },
  {
    name: 'Object.values() of a numeric TypeScript enum holds its names and its numbers; Zod 4 keeps the names',
    source:
      HEADER +
      'enum Level { Low = 1, High }\n' +
      "export const Input = z.union([z.object({ kind: z.literal('k0'), e: z.enum(Object.values(Level)), t: z.number().catch(1) }), z.object({ kind: z.literal('k1'), e: z.string(), t: z.number() })]);\n",
  },
  // ---- one field reached through two copies of a shape (the analysis, seed 2) --------------
  {
    name: "F.refine() under one key and F under another: F's z.date() is one property, met twice",
    source:
      HEADER +
      'const F1 = z.object({ r: z.date() });\nconst Base0 = z.object({ o: z.object({ p: F1 }) });\n' +
      'export const Input = z.union([z.intersection(z.object({ kind: z.literal("k0"), d: F1.refine((v) => v != null) }), Base0), z.object({ kind: z.literal(\'k1\') })]);\n',
  },
  {
    name: 'F.strict() and F under two keys of one variant: its field is reported once, at its first path',
    source:
      HEADER +
      'const F = z.object({ when: z.date() });\n' +
      "export const Input = z.union([z.object({ kind: z.literal('k0'), a: F.strict(), b: z.object({ c: F }) }), z.object({ kind: z.literal('k1') })]);\n",
  },
  // ---- session 16: found by probing programs the generator does not write -------------------
  {
    name: 'a refinement with a message is the same check as the predicate alone (the other field differs)',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), f: z.string().refine((v) => v.length > 1, 'm'), g: z.string().trim() }),\n" +
      "  z.object({ kind: z.literal('b'), f: z.string().refine((v) => v.length > 1, { message: 'n' }), g: z.string() }),\n" +
      ']);\n',
  },
  {
    name: 'z.hash() formats are named by their arguments; z.stringFormat() by its name',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), f: z.hash('sha256'), g: z.stringFormat('a', /^a$/) }),\n" +
      "  z.object({ kind: z.literal('b'), f: z.hash('sha512'), g: z.stringFormat('b', /^b$/) }),\n" +
      "  z.object({ kind: z.literal('c'), f: z.hash('sha256', { enc: 'hex' }), g: z.stringFormat('a', /^a$/) }),\n" +
      ']);\n',
  },
  {
    name: 'z.invertCodec() is a codec, a pipe',
    source:
      HEADER +
      'const C = z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) });\n' +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), f: z.invertCodec(C) }),\n" +
      "  z.object({ kind: z.literal('b'), f: z.number() }),\n" +
      ']);\n',
  },
  {
    name: 'fallback objects are compared as values, not text',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), f: z.object({}).catch({ a: 1 }), h: z.object({}).catch({ a: [1, { b: 'x' }] }) }),\n" +
      "  z.object({ kind: z.literal('b'), f: z.object({}).catch({ \"a\": 1 }), h: z.object({}).catch({ a: [1, { b: 'y' }] }) }),\n" +
      ']);\n',
  },
  {
    name: 'inline functions that differ only in TypeScript types are one check',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), f: z.string().refine((v: string) => v !== 'x'), g: z.string().transform((v): number => v!.length) }),\n" +
      "  z.object({ kind: z.literal('b'), f: z.string().refine((v) => v !== 'x'), g: z.string().transform((v) => v.length) }),\n" +
      "  z.object({ kind: z.literal('c'), f: z.string().refine((v) => v !== 'z') }),\n" +
      ']);\n',
  },
  {
    name: "a record's values and a tuple's items are compared at their own paths (r.*, t[0], c.*)",
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), r: z.record(z.string(), z.string().trim()), t: z.tuple([z.string().catch('x')]), c: z.record(z.string(), z.coerce.number()) }),\n" +
      "  z.object({ kind: z.literal('b'), r: z.record(z.string(), z.string()), t: z.tuple([z.string()]), c: z.record(z.string(), z.number()) }),\n" +
      ']);\n',
  },
  {
    name: 'Number constants and lengths are read as numbers',
    source:
      HEADER +
      "const LIST = ['a', 'b', 'c'] as const;\n" +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), n: z.number().max(Number.MAX_SAFE_INTEGER), t: z.array(z.string()).max(LIST.length) }),\n" +
      "  z.object({ kind: z.literal('b'), n: z.number().max(9007199254740991), t: z.array(z.string()).max(4) }),\n" +
      ']);\n',
  },

  {
    name: '.pick() lists keys in the mask order (the first key can be the structural discriminator)',
    source:
      HEADER +
      "const Full = z.object({ k1: z.literal('a1'), k2: z.literal('a2'), x: z.string() });\n" +
      "export const Input = z.union([Full.pick({ k2: true, k1: true, x: true }), z.object({ k1: z.literal('b1'), k2: z.literal('b2'), x: z.number() })]);\n",
  },
  {
    name: '.extend() and .merge() put a new integer-like key first, as JavaScript objects do',
    source:
      HEADER +
      'export const Input = z.union([\n' +
      "  z.object({ k: z.literal('a'), x: z.string() }).extend({ 0: z.literal('p') }),\n" +
      "  z.object({ k: z.literal('b'), 0: z.literal('q'), x: z.number() }),\n" +
      "  z.object({ k: z.literal('c'), x: z.boolean() }).merge(z.object({ 0: z.literal('r') })),\n" +
      ']);\n',
  },
  {
    name: 'a checked z.unknown() catchall is kept on live Zod; tuple .rest() is read statically',
    source:
      HEADER +
      'const ok = (v: unknown) => v !== null;\n' +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), r: z.record(z.string(), z.object({}).catchall(z.unknown().refine(ok))), t: z.tuple([z.string()]).rest(z.number().refine(ok)) }),\n" +
      "  z.object({ kind: z.literal('b'), r: z.record(z.string(), z.object({})), t: z.tuple([z.string()], z.number()) }),\n" +
      ']);\n',
  },

  {
    name: 'functions by their text (named or inline, with or without semicolons); regex flag order; new RegExp; +"100"; .apply()',
    source:
      HEADER +
      'const isPresent = (x: unknown) => x != null;\n' +
      'export const Input = z.union([\n' +
      "  z.object({ type: z.literal('a'), q: z.string().refine(isPresent), r: z.string().regex(/a/gi), s: z.string().regex(new RegExp('^a')), t: z.string().max(+'100'), u: z.string().apply((s) => s.min(1)), w: z.string().refine((v) => { return v.length > 0 }) }),\n" +
      "  z.object({ type: z.literal('b'), q: z.string().refine((x) => x != null), r: z.string().regex(/a/ig), s: z.string().regex(/^b/), t: z.string().max(100), u: z.string(), w: z.string().refine((v) => { return v.length > 0; }) }),\n" +
      ']);\n',
  },

  {
    name: "the language's pure functions of constants are folded: Number(), parseInt(), Math.min(), 'x'.trim(), .join(), .sort(), .slice()",
    source:
      HEADER +
      "const OPTS = ['p', 'q', 'r'] as const;\n" +
      "export const Input = z.discriminatedUnion('type', [\n" +
      "  z.object({ type: z.literal('a'), n: z.string().max(Math.min(100, 200)), m: z.string().max(Number('100')), p: z.string().max(parseInt('100')), q: z.string().max(Number.parseInt('100', 10)), c: z.string().catch(String('x')), d: z.string().catch('x'.trim()), e: z.string().catch(['x'].join('')), f: z.enum(['a', 'b'].slice() as ['a', 'b']), g: z.enum(['b', 'a'].sort() as ['a', 'b']), h: z.enum(OPTS.slice(1) as unknown as ['q', 'r']), i: z.string().max('abc'.toUpperCase().length) }),\n" +
      "  z.object({ type: z.literal('b'), n: z.string().max(100), m: z.string().max(100), p: z.string().max(100), q: z.string().max(99), c: z.string().catch('x'), d: z.string().catch('x'), e: z.string().catch('y'), f: z.enum(['a', 'b']), g: z.enum(['a', 'b']), h: z.enum(['q', 'r']), i: z.string().max(3) }),\n" +
      ']);\n',
  },

  {
    name: 'a nested union behind a wrapper is flattened with the other options',
    source:
      HEADER +
      "const Inner = z.union([z.object({ kind: z.literal('a'), x: z.string() }), z.object({ kind: z.literal('b'), x: z.string() })]);\n" +
      "const C = z.object({ kind: z.literal('c'), x: z.number() });\n" +
      'export const Input = z.union([Inner.nullable().default(null), C, Inner.transform((v) => v).readonly()]);\n',
  },
  {
    name: 'the same check on another tuple item, or on the keys against the values, differs on both sides',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', [\n" +
      "  z.object({ kind: z.literal('a'), t: z.tuple([z.string().catch('d'), z.string().trim()]), r: z.record(z.string().trim(), z.string()) }),\n" +
      "  z.object({ kind: z.literal('b'), t: z.tuple([z.string().trim(), z.string().catch('d')]), r: z.record(z.string(), z.string().trim()) }),\n" +
      ']);\n',
  },

  // ---- lists and objects filled after their declaration (session 40) ------------------------
  {
    name: 'options pushed in a for...of loop over Object.entries(), one shape trimmed',
    source:
      HEADER +
      "const ACTIONS = { create: { k1: z.string().trim(), n: z.number() }, update: { k1: z.string(), n: z.coerce.number() } };\n" +
      'const OPTS = [];\n' +
      "for (const [op, shape] of Object.entries(ACTIONS)) OPTS.push(z.object({ op: z.literal(op), ...shape }));\n" +
      "export const Input = z.discriminatedUnion('op', OPTS);\n",
  },
  {
    name: 'options pushed by a .forEach() callback, its index and a condition on it read per pass',
    source:
      HEADER +
      'const LIST = [];\n' +
      "['a', 'b', 'c'].forEach((name, i) => {\n" +
      "  if (i === 0) LIST.push(z.object({ kind: z.literal(name), v: z.string().max(5) }));\n" +
      "  else LIST.push(z.object({ kind: z.literal(name), v: z.string().max(9) }));\n" +
      '});\n' +
      'export const Input = z.union(LIST);\n',
  },
  {
    name: 'an object of options filled by key in a for...in loop, read through Object.values()',
    source:
      HEADER +
      "const KINDS = { x: 'refined', y: 'plain' };\n" +
      'const BY_KIND = {};\n' +
      'for (const k in KINDS) {\n' +
      "  const v = KINDS[k] === 'refined' ? z.string().refine((s) => s.length > 1) : z.string();\n" +
      '  BY_KIND[k] = z.object({ t: z.literal(k), v });\n' +
      '}\n' +
      "export const Input = z.discriminatedUnion('t', Object.values(BY_KIND));\n",
  },
  {
    name: 'a helper that fills its own list in nested loops and returns the union of it',
    source:
      HEADER +
      'function build(ops, modes) {\n' +
      '  const options = [];\n' +
      '  for (const op of ops) {\n' +
      '    for (const mode of modes) {\n' +
      "      options.push(z.object({ op: z.literal(`${op}-${mode}`), level: mode === 'fast' ? z.number().int() : z.number() }));\n" +
      '    }\n' +
      '  }\n' +
      "  return z.discriminatedUnion('op', options);\n" +
      '}\n' +
      "export const Input = build(['get', 'set'], ['fast', 'slow']);\n",
  },
  {
    name: 'options pushed in a counting for loop over Object.keys() (grammar v16)',
    source:
      HEADER +
      "const ACTIONS = { create: { k1: z.string().trim() }, update: { k1: z.string() }, remove: { k1: z.string().max(3) } };\n" +
      'const NAMES = Object.keys(ACTIONS);\n' +
      'const OPTS = [];\n' +
      'for (let i = 0; i < NAMES.length; i++) {\n' +
      '  const op = NAMES[i];\n' +
      '  OPTS.push(z.object({ op: z.literal(op), ...ACTIONS[op] }));\n' +
      '}\n' +
      "export const Input = z.discriminatedUnion('op', OPTS);\n",
  },
  {
    name: '.forEach() nested as the body of another .forEach() callback (meta40)',
    source:
      HEADER +
      'const OPTS = [];\n' +
      "['a', 'b'].forEach((x) => ['1', '2'].forEach((y) => OPTS.push(z.object({ op: z.literal(x + y), v: x === 'a' ? z.string() : z.number() }))));\n" +
      "export const Input = z.discriminatedUnion('op', OPTS);\n",
  },
  {
    name: 'options made by Array.from({ length: n }, fn) (real code, round 25: zod\'s compile matrix)',
    source:
      HEADER +
      "export const Input = z.discriminatedUnion('kind', Array.from({ length: 3 }, (_, i) => z.object({ kind: z.literal(`k${i}`), v: i === 0 ? z.string() : z.number() })));\n",
  },
];

describe('differential regressions: static rules and checkFlatten agree', () => {
  it.each(CASES)('$name', ({ source }) => {
    const result = compareProgram(source);
    if (!result.equal) expect.fail(describeComparison(source, result));
    // Each case is about a difference that must be reported, on both sides.
    expect(result.staticKeys.length).toBeGreaterThan(0);
  });
});
