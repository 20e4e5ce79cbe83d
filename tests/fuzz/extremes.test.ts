/**
 * Extreme and cyclic input for every rule (`configs.strict`, syntax only): the same bar as the
 * fuzz suite (no exception escapes a rule, nothing fatal but parse errors of broken code, no
 * file over 2 s, nothing added to Object.prototype), on input no generator makes by chance:
 *
 * - size: a 10,000-option union, a 1 MB file, a 10,000-deep method chain (in a worker with a
 *   large stack: the parser itself recurses per AST level), a 4,000-link `.or()` chain against
 *   the same options in one `z.union` (plugin time must grow linearly), a 500-deep nesting of
 *   objects, arrays, unions and shapes, a schema shared under two keys at each of 16 levels;
 * - keys: unicode, empty, numeric, computed, `__proto__`, `constructor`, `toString`,
 *   `hasOwnProperty`, as fields, discriminators, discriminator values and labels;
 * - cycles: `const a = b; const b = a`, mutually recursive `z.lazy`, getters, a union that is
 *   its own option, an object spread into itself, schemas that extend, merge or intersect
 *   themselves, modules that import each other (files in a temp directory, linted with cwd).
 *
 * Each lint runs in a worker thread (lint-worker.ts) so a lint that never returns fails its
 * test after HANG_MS instead of hanging the suite. Workers use the default stack of a Node main
 * thread (about 1 MB, what the ESLint CLI has), except the deep cases, which say so.
 *
 * Timing on a loaded 2-core machine: the tests of a describe block run concurrently, but at most
 * two lints at once (`gate`, one per core, whichever pool they use), so the parse and the rules
 * of one lint see the same share of the machine (the huge inputs compare the plugin's time with
 * the parser's). A lint over a time bar is measured once more, alone, and the better measurement
 * is kept (check.ts, `measured`); the linear-time test measures its pair a second time, alone,
 * when the first ratio is over its bar, and keeps the better ratio.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LintLog, measured, pluginMessages, type CheckOptions } from './check.js';
import { LintPool, timedOut, type LintOutcome, type LintResult } from './lint-worker.js';

/** A lint still running after this long is abandoned (and fails its test); huge inputs get HUGE_HANG_MS. */
const HANG_MS = 15_000;
const HUGE_HANG_MS = 60_000;
/**
 * Huge inputs: the parser alone takes seconds on them (more on a loaded machine), so the whole
 * lint may too; the plugin's own time must stay under 2 s or under the parser's time on the same
 * file, whichever is longer (a plugin slower than the parser on big input is a complexity bug).
 */
const HUGE = { maxMs: HUGE_HANG_MS, pluginWithinParse: true } as const;

let root: string;
let normal: LintPool;
let deep: LintPool;
const log = new LintLog();
/** Every lint's times, printed at the end (what a slow CI machine made of each input). */
const times: string[] = [];

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-extremes-')));
  // Two of each: the tests of a describe block run concurrently, one lint per core.
  normal = await LintPool.start(2, { stackSizeMb: 1 });
  deep = await LintPool.start(2, { stackSizeMb: 1024 });
});

afterAll(async () => {
  await Promise.all([normal.close(), deep.close()]);
  rmSync(root, { recursive: true, force: true });
  console.log(`${log.summary('extremes')}\n  every lint (total / parse / plugin ms):\n${times.map((line) => `    ${line}`).join('\n')}`);
});

interface Case {
  readonly code: string;
  /** Other files of the project, relative to its root. */
  readonly files?: Readonly<Record<string, string>>;
  readonly worker?: 'normal' | 'deep';
  readonly check?: CheckOptions;
}

/**
 * At most `slots` lints at once: a lint takes one slot, or every slot (`alone`) for a second
 * measurement or the linear-time pair. Waiting lints start in the order they came.
 */
class Gate {
  private free: number;
  private readonly waiting: { slots: number; start: () => void }[] = [];

  constructor(private readonly slots: number) {
    this.free = slots;
  }

  async run<T>(alone: boolean, fn: () => Promise<T>): Promise<T> {
    const slots = alone ? this.slots : 1;
    await new Promise<void>((start) => {
      this.waiting.push({ slots, start });
      this.next();
    });
    try {
      return await fn();
    } finally {
      this.free += slots;
      this.next();
    }
  }

  private next(): void {
    while (this.waiting.length > 0 && this.waiting[0]!.slots <= this.free) {
      const { slots, start } = this.waiting.shift()!;
      this.free -= slots;
      start();
    }
  }
}

/** One lint per core, two at most (each pool has two workers). */
const gate = new Gate(Math.max(1, Math.min(2, availableParallelism())));

let projects = 0;

/** Lints `code` as src/input.ts of a fresh project directory (with `files` beside it). */
async function run(testCase: Case, alone = false): Promise<LintOutcome> {
  const project = join(root, `p${projects++}`);
  mkdirSync(join(project, 'src'), { recursive: true });
  for (const [file, text] of Object.entries(testCase.files ?? {})) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  }
  const pool = testCase.worker === 'deep' ? deep : normal;
  const hangMs = testCase.check?.maxMs !== undefined && testCase.check.maxMs > HANG_MS ? HUGE_HANG_MS : HANG_MS;
  return gate.run(alone, () => pool.lint({ code: testCase.code, filename: join(project, 'src', 'input.ts'), cwd: project }, hangMs));
}

/**
 * Lints and asserts the bar; returns the result for further assertions. A lint over a time bar
 * is measured once more, alone (in a fresh project directory: nothing is reused from the first).
 */
async function clean(name: string, testCase: Case, alone = false): Promise<LintResult> {
  const { outcome, problems, first } = await measured(
    () => run(testCase, alone),
    testCase.check,
    () => run(testCase, true),
  );
  log.record(name, testCase.code, outcome, first);
  const ms = (o: LintOutcome) => (timedOut(o) ? 'timed out' : `${Math.round(o.totalMs)} / ${Math.round(o.parseMs)} / ${Math.round(o.pluginMs)}`);
  times.push(`${name}: ${first ? `${ms(first)}, measured again: ` : ''}${ms(outcome)}`);
  expect(problems, name).toEqual([]);
  if (timedOut(outcome)) throw new Error('unreachable');
  return outcome;
}

const rulesOf = (result: LintResult): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const message of pluginMessages(result)) counts[message.ruleId!.slice('zod-flatten/'.length)] = (counts[message.ruleId!.slice('zod-flatten/'.length)] ?? 0) + 1;
  return counts;
};

const IMPORT = "import { z } from 'zod';";

// ---- size ------------------------------------------------------------------------------------

describe('size', { concurrent: true, timeout: 300_000 }, () => {
  it('a 10,000-option union (every 100th variant trims its text)', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `  z.object({ kind: z.literal('v${i}'), text: z.string()${i % 100 === 0 ? '.trim()' : ''}, own${i}: z.number() }),`);
    const result = await clean('10,000-option union', { code: `${IMPORT}\nexport const U = z.union([\n${lines.join('\n')}\n]);\n`, check: HUGE });
    // One hidden-check report per trimming variant (they share one identity, .trim()).
    expect(rulesOf(result)).toEqual({ 'no-hidden-collided-check': 100 });
  });

  it('a 10,000-option discriminated union with a duplicate, untyped fields and constraints', async () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `  z.object({ kind: z.literal('v${i === 9_999 ? 0 : i}'), n: z.number()${i % 1000 === 1 ? '.int()' : ''}, any: z.any() }),`,
    );
    const result = await clean('10,000-option discriminated union', { code: `${IMPORT}\nexport const U = z.discriminatedUnion('kind', [\n${lines.join('\n')}\n]);\n`, check: HUGE });
    expect(rulesOf(result)).toEqual({ 'valid-discriminated-union': 1, 'no-collided-constraint-mismatch': 10, 'require-typed-properties': 10_000 });
  });

  it('a 1 MB file of 2,000 small unions', async () => {
    const unit = (i: number) =>
      `const A${i} = z.object({ kind: z.literal('a${i}'), text: z.string().trim(), n: z.number().int(), tags: z.array(z.string().max(${i % 7})) });\n` +
      `const B${i} = z.object({ kind: z.literal('b${i}'), text: z.string(), n: z.coerce.number(), tags: z.array(z.string().min(1)), when: z.date() });\n` +
      `export const U${i} = z.discriminatedUnion('kind', [A${i}, B${i}, z.lazy(() => A${i})]); // ${'padding '.repeat(20)}\n`;
    let code = `${IMPORT}\n`;
    for (let i = 0; code.length < 1_000_000; i++) code += unit(i);
    const result = await clean('1 MB file', { code, check: HUGE });
    expect(code.length).toBeGreaterThanOrEqual(1_000_000);
    expect(pluginMessages(result).length).toBeGreaterThan(2_000);
  });

  it('a 1 MB file with no union at all (a string, a comment, a regular expression)', async () => {
    const big = 'x'.repeat(330_000);
    await clean('1 MB, no union', { code: `${IMPORT}\nexport const S = '${big}';\n/* ${big} */\nexport const R = /${big}/;\n`, check: HUGE });
  });

  it('a 10,000-deep method chain in a collided field (large stack)', async () => {
    const code = `${IMPORT}
const A = z.object({ text: z.string().trim()${'.optional()'.repeat(10_000)} });
const B = z.object({ text: z.string()${'.nullable().optional()'.repeat(5_000)} });
export const U = z.union([A, B]);
`;
    const result = await clean('10,000-deep chain', { code, worker: 'deep', check: HUGE });
    expect(rulesOf(result)).toEqual({ 'no-hidden-collided-check': 1 });
  });

  it('a 2,000-deep .extend() chain (large stack)', async () => {
    // Longer chains cost the plugin time that grows with the square of their length: see the
    // .or() chain below, which measures it.
    const extend = `${IMPORT}
const A = z.object({ kind: z.literal('a') })${Array.from({ length: 2_000 }, (_, i) => `.extend({ k${i % 50}: z.string()${i === 1_999 ? '.trim()' : ''} })`).join('')};
export const U = z.union([A, z.object({ kind: z.literal('b'), k49: z.string() })]);
`;
    const extended = await clean('2,000-deep .extend()', { code: extend, worker: 'deep', check: HUGE });
    expect(rulesOf(extended)).toEqual({ 'no-hidden-collided-check': 1 });
  });

  it('500-deep nesting of objects, arrays, unions and plain shapes (large stack)', async () => {
    const nest = (depth: number, open: string, close: string, leaf: string) => `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;
    const objects = `${IMPORT}
const A = z.object({ kind: z.literal('a'), o: ${nest(500, 'z.object({ o: ', ' })', 'z.string().trim()')} });
const B = z.object({ kind: z.literal('b'), o: ${nest(500, 'z.object({ o: ', ' })', 'z.string()')} });
export const U = z.discriminatedUnion('kind', [A, B]);
`;
    // The evaluator follows nesting down to its limit (400), and collided fields to theirs (64):
    // below that nothing is reported, and nothing crashes.
    const deepObjects = await clean('500-deep objects', { code: objects, worker: 'deep', check: HUGE });
    expect(deepObjects.messages.filter((m) => m.ruleId === 'zod-flatten/no-hidden-collided-check')).toEqual([]);
    await clean('500-deep arrays', {
      check: HUGE,
      code: `${IMPORT}\nexport const U = z.union([z.object({ t: ${nest(500, 'z.array(', ')', 'z.string().trim()')} }), z.object({ t: ${nest(500, 'z.array(', ')', 'z.number()')} })]);\n`,
      worker: 'deep',
    });
    await clean('500-deep unions', {
      check: HUGE,
      code: `${IMPORT}\nexport const U = ${nest(500, 'z.union([z.object({ t: z.string() }), ', '])', 'z.object({ t: z.string().trim() })')};\n`,
      worker: 'deep',
    });
    await clean('500-deep plain shapes', {
      check: HUGE,
      code: `${IMPORT}\nconst shape = ${nest(500, '{ o: ', ' }', 'z.string().trim()')};\nexport const U = z.union([z.object(shape), z.object({ o: z.object({ o: z.string() }) })]);\n`,
      worker: 'deep',
    });
    await clean('500-deep parentheses and casts', {
      check: HUGE,
      code: `${IMPORT}\nexport const U = z.union([z.object({ t: ${nest(500, '(', ' as any)', 'z.string().trim()')} }), z.object({ t: z.string() })]);\n`,
      worker: 'deep',
    });
  });

  it('a schema shared under two keys at each of 16 levels: properties are not enumerated per path', async () => {
    // 2^16 paths lead to the one z.any(): a flattener sees one schema node, reused.
    const levels = Array.from({ length: 16 }, (_, i) => `const L${i + 1} = z.object({ a: L${i}, b: L${i} });`);
    const code = `${IMPORT}
const L0 = z.object({ any: z.any(), s: z.string() });
${levels.join('\n')}
export const U = z.union([z.object({ kind: z.literal('x'), top: L16 }), z.object({ kind: z.literal('y'), top: z.string() })]);
`;
    const result = await clean('16-level shared schema', { code, check: { maxMs: HANG_MS } });
    // One report per place (the z.any()) would be one; one per path is 65,536.
    expect(pluginMessages(result).length).toBeLessThanOrEqual(100);
  });

  it('the deepest nesting the parser takes on the default stack (about 1 MB) does not crash the plugin', async () => {
    // 60 levels of objects (several AST levels each) parse on the default stack; the plugin must not be what overflows.
    const code = `${IMPORT}\nexport const U = z.union([z.object({ o: ${'z.object({ o: '.repeat(60)}z.string().trim()${' })'.repeat(60)} }), z.object({ o: ${'z.object({ o: '.repeat(60)}z.string()${' })'.repeat(60)} })]);\n`;
    await clean('60-deep objects, default stack', { code });
  });
});

describe('linear time (alone, so that nothing else runs beside its two lints)', { timeout: 300_000 }, () => {
  it('a 4,000-link .or() chain costs the plugin about what the same 4,000 options cost in one z.union (large stack)', async () => {
    // The same objects, once as z.union([...]) and once as a chain of .or(): linear work would
    // cost about the same; work per link that grows with the chain's depth shows as a multiple.
    // Both lints run back to back, so the machine's load weighs on both alike.
    const option = (i: number) => `z.object({ text: z.string()${i === 0 ? '.trim()' : ''}, own${i}: z.number() })`;
    const flat = `${IMPORT}\nexport const U = z.union([${Array.from({ length: 4_001 }, (_, i) => option(i)).join(', ')}]);\n`;
    const chain = `${IMPORT}\nexport const U = ${option(0)}${Array.from({ length: 4_000 }, (_, i) => `.or(${option(i + 1)})`).join('')};\n`;
    // Both lints alone (nothing else on the machine's cores from this suite), back to back.
    const pair = async (attempt: number) => {
      const flatResult = await clean('4,001-option z.union', { code: flat, worker: 'deep', check: HUGE }, true);
      // Only the ratio is asserted for the chain (its own bar would fail first, with less to say).
      const chainResult = await clean('4,000-link .or()', { code: chain, worker: 'deep', check: { maxMs: HUGE_HANG_MS, maxPluginMs: HUGE_HANG_MS } }, true);
      expect(rulesOf(chainResult)).toEqual(rulesOf(flatResult));
      const ratio = chainResult.pluginMs / Math.max(flatResult.pluginMs, 1);
      console.log(
        `plugin time (measurement ${attempt}): z.union of 4,001 options ${Math.round(flatResult.pluginMs)} ms, .or() chain of 4,000 links ${Math.round(chainResult.pluginMs)} ms (x${ratio.toFixed(1)})`,
      );
      return ratio;
    };
    // A stall during one of the two lints skews one ratio; a chain that costs more per link skews both.
    let ratio = await pair(1);
    if (ratio >= 2) ratio = Math.min(ratio, await pair(2));
    expect(ratio).toBeLessThan(2);
  });

});

// ---- keys ------------------------------------------------------------------------------------------

describe('keys', { concurrent: true, timeout: 300_000 }, () => {
  const ODD = [
    "'ключ'",
    "'🙂'",
    "''",
    "' '",
    "'a.b'",
    "'a[]'",
    '0',
    '1e3',
    '0x10',
    '[1 + 1]',
    '[k]',
    "['__proto__']",
    '__proto__',
    "'__proto__'",
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '__defineGetter__',
    '__lookupGetter__',
    'prototype',
    'length',
    'then',
  ];

  it('every odd key as a collided field, nested, in an array item, picked, omitted and extended', async () => {
    const fields = (schema: (i: number) => string) => ODD.map((key, i) => `${key}: ${schema(i)}`).join(', ');
    const code = `${IMPORT}
declare const k: string;
const A = z.object({ kind: z.literal('a'), ${fields(() => 'z.string().trim()')}, nested: z.object({ ${fields(() => 'z.number().int()')} }), items: z.array(z.object({ ${fields(() => 'z.coerce.number()')} })) });
const B = z.object({ kind: z.literal('b'), ${fields(() => 'z.string()')}, nested: z.object({ ${fields(() => 'z.number()')} }), items: z.array(z.object({ ${fields(() => 'z.number()')} })) });
const C = B.pick({ constructor: true, toString: true, ['__proto__']: true, '': true }).extend({ kind: z.literal('c'), hasOwnProperty: z.any() });
const D = B.omit({ constructor: true, valueOf: true }).extend({ kind: z.literal('d'), __proto__: z.date() });
export const U = z.discriminatedUnion('kind', [A, B, C, D]);
`;
    const result = await clean('odd keys everywhere', { code });
    // No kinds differ; the computed key `[k]` cannot be read (untraceable); `[1 + 1]` is '2'.
    expect(Object.keys(rulesOf(result)).sort()).toEqual([
      'no-collided-coercion',
      'no-collided-constraint-mismatch',
      'no-hidden-collided-check',
      'no-untraceable-variant',
      'require-typed-properties',
    ]);
    // Every odd key is a collided field of A's .trim() (`[1 + 1]` as the key '2'), but the
    // computed `[k]`, which cannot be read, and the two non-computed `__proto__`, which set the
    // prototype and are no keys.
    expect(rulesOf(result)['no-hidden-collided-check']).toBe(ODD.length - 3);
  });

  it('discriminators and discriminator values named like Object.prototype members (labels too)', async () => {
    const values = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '', 'ключ', '🙂', 'then'];
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '', '🙂']) {
      const options = values.map((value, i) => `z.object({ [${JSON.stringify(key)}]: z.literal(${JSON.stringify(value)}), text: z.string()${i % 2 ? '.trim()' : ''} })`);
      const code = `${IMPORT}
export const D = z.discriminatedUnion(${JSON.stringify(key)}, [${options.join(', ')}, ${options[0]}]);
export const U = z.union([${options.join(', ')}]);
export const E = z.union([z.object({ tag: z.enum(${JSON.stringify(values)}), n: z.number() }), z.object({ tag: z.literal('constructor'), n: z.string() })]);
`;
      const result = await clean(`discriminator ${JSON.stringify(key)}`, { code });
      // The repeated first option is a duplicate value (reported); the labels are the values.
      expect(result.messages.filter((m) => m.ruleId === 'zod-flatten/valid-discriminated-union')).toHaveLength(1);
      expect(pluginMessages(result).some((m) => m.message.includes('variants __proto__') || m.message.includes('variant __proto__'))).toBe(true);
    }
  });

  it('schemas and methods named like Object.prototype members', async () => {
    const code = `${IMPORT}
const A = z.object({ text: z.string() });
export const U = z.union([
  A.constructor, A.__proto__, A.toString(), A.hasOwnProperty('text'), A.shape.constructor, A.shape.__proto__, A.shape.toString,
  z.constructor, z.__proto__, z.prototype, z['__proto__'], z.object.prototype, z.object.call(null, {}), z.object.apply(null, [{}]),
  A.shape.text.constructor, ({}).constructor, Object.prototype, z.union.bind(z)([A]), A, z.object({ text: z.string().trim() }),
] as any);
`;
    const result = await clean('prototype members', { code });
    expect(rulesOf(result)['no-hidden-collided-check']).toBe(1);
  });
});

// ---- cycles ------------------------------------------------------------------------------------------

describe('cycles', { concurrent: true, timeout: 300_000 }, () => {
  const CASES: Record<string, string> = {
    'const a = b; const b = a': `${IMPORT}
const a = b;
const b = a;
const A = z.object({ t: a, u: z.string().trim() });
const B = z.object({ t: b, u: z.string() });
export const U = z.union([a, b, A, B, z.object({ t: a })]);
`,
    'a ten-step alias cycle through let, var and destructuring': `${IMPORT}
let c0 = c9;
var c1 = c0;
const { c2 } = { c2: c1 };
const [c3] = [c2];
const c4 = c3 as any;
const c5 = c4!;
const c6 = (c5);
const c7 = c6 satisfies unknown;
const c8 = <any>c7;
const c9 = c8;
export const U = z.union([c0, c5, c9, z.object({ t: c3 }), z.object({ t: z.string() })]);
`,
    'mutually recursive z.lazy': `${IMPORT}
const A: any = z.lazy(() => B);
const B: any = z.lazy(() => A);
const C: any = z.lazy(() => z.union([C, D]));
const D: any = z.object({ kind: z.literal('d'), next: z.lazy(() => D), c: C, text: z.string().trim() });
const E: any = z.object({ kind: z.literal('e'), next: z.lazy(() => E.optional()), c: z.lazy(() => A), text: z.string() });
export const U = z.union([A, B, C, D, E, z.lazy(() => U)]);
export const V = z.discriminatedUnion('kind', [D, E]);
`,
    'mutually recursive getters': `${IMPORT}
const A = z.object({ kind: z.literal('a'), get b() { return B; }, get self() { return A.optional(); }, text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), get a() { return A; }, get self() { return z.array(B); }, text: z.string() });
export const U = z.discriminatedUnion('kind', [A, B]);
export const V = z.union([A, B, z.object({ get b() { return B; }, get a() { return A; } })]);
`,
    'a union that is its own option': `${IMPORT}
const A = z.object({ t: z.string().trim() });
const U: any = z.union([U, A, z.object({ t: z.string() })]);
const V: any = z.union([W, A]);
const W: any = z.union([V, A.or(W)]);
export const X = z.union([U, V, W, X]);
`,
    'an object spread into itself': `${IMPORT}
const shape = { ...shape, t: z.string().trim() };
const other = { ...third, t: z.string() };
const third = { ...other, u: z.number() };
const S = z.object({ ...S.shape, ...shape });
const T = z.object({ ...T.shape, ...other, ...T });
export const U = z.union([z.object(shape), z.object(other), S, T]);
`,
    'schemas that extend, merge, pick and intersect themselves': `${IMPORT}
const A: any = A.extend({ t: z.string().trim() });
const B: any = z.object({ t: z.string() }).merge(B);
const C: any = C.pick({ t: true });
const D: any = z.intersection(D, z.object({ t: z.string() }));
const E: any = z.object({ t: z.string() }).and(E).or(E);
export const U = z.union([A, B, C, D, E]);
`,
    'a getter that intersects its own object': `${IMPORT}
const A = z.object({ get i() { return z.intersection(A, A); } });
export const U = z.union([A, z.object({ x: z.string() })]);
`,
    "a recursive object reached through many wrappers (Zod's own recursion test)": `${IMPORT}
const A = z.object({
  get array() { return A.array(); },
  get optional() { return A.optional(); },
  get nullable() { return A.nullable(); },
  get nonoptional() { return A.nonoptional(); },
  get readonly() { return A.readonly(); },
  get describe() { return A.describe('A recursive type'); },
  get meta() { return A.meta({ description: 'A recursive type' }); },
  get pipe() { return A.pipe(z.any()); },
  get strict() { return A.strict(); },
  get tuple() { return z.tuple([A, A]); },
  get object() { return z.object({ subcategories: A }).strict().loose(); },
  get union() { return z.union([A, A]); },
  get intersection() { return z.intersection(A, A); },
  get record() { return z.record(z.string(), A); },
  get lazy() { return z.lazy(() => A); },
});
`,
  };

  for (const [name, code] of Object.entries(CASES)) {
    it(name, async () => {
      await clean(name, { code });
    });
  }
});

describe('modules that import each other (a temp project, linted with cwd)', { concurrent: true, timeout: 300_000 }, () => {
  const op = (name: string, extra = '') => `${IMPORT}\nexport const ${name} = z.object({ kind: z.literal('${name}'), text: z.string()${extra} });\n`;

  it('a two-module import cycle, with acyclic and cyclic values', async () => {
    const files = {
      'src/a.ts': `${IMPORT}\nimport { B, BB } from './b.js';\nexport const A = z.object({ kind: z.literal('a'), text: z.string().trim() });\nexport const AA: any = BB;\nexport const AB = B.extend({ kind: z.literal('ab') });\n`,
      'src/b.ts': `${IMPORT}\nimport { A, AA } from './a.js';\nexport const B = z.object({ kind: z.literal('b'), text: z.string() });\nexport const BB: any = AA;\nexport const BA = A.extend({ kind: z.literal('ba') });\n`,
    };
    const result = await clean('two-module cycle', {
      files,
      code: `${IMPORT}\nimport { A, AA, AB } from './a.js';\nimport { B, BB, BA } from './b.js';\nexport const U = z.union([A, B, AA, BB, AB, BA]);\n`,
    });
    expect(result.messages.some((m) => m.message.includes('circular reference'))).toBe(true);
  });

  it('star re-exports in a cycle, a module that re-exports itself, and an import of the linted file itself', async () => {
    const files = {
      'src/a.ts': `export * from './b.js';\nexport * from './a.js';\n${op('A', '.trim()')}`,
      'src/b.ts': `export * from './a.js';\nexport { B as BB } from './b.js';\n${op('B')}`,
      'src/self.ts': `export * from './self.js';\nexport { X as Y } from './self.js';\nexport { Y as X } from './self.js';\n`,
    };
    await clean('star cycles', {
      files,
      code: `${IMPORT}\nimport { A, B, BB, Missing } from './a.js';\nimport { X, Y } from './self.js';\nimport * as ns from './b.js';\nimport { U as Self } from './input.js';\nexport const U = z.union([A, B, BB, Missing, X, Y, ns.A, ns.B, ns.ns, Self]);\n`,
    });
  });

  const chainOf = (length: number) => {
    const files: Record<string, string> = { 'src/m0.ts': op('M0') };
    for (let i = 1; i < length; i++) {
      files[`src/m${i}.ts`] = `${IMPORT}\nimport { M${i - 1} } from './m${i - 1}.js';\nexport const M${i} = M${i - 1}.extend({ k${i}: z.string()${i === 1 ? '.trim()' : ''} });\n`;
    }
    return {
      files,
      code: `${IMPORT}\nimport { M${length - 1} } from './m${length - 1}.js';\nexport const U = z.union([M${length - 1}.extend({ kind: z.literal('x') }), z.object({ kind: z.literal('y'), k1: z.string() })]);\n`,
    };
  };

  it('a chain of 100 modules, each extending the previous one', async () => {
    const result = await clean('100-module chain', chainOf(100));
    expect(rulesOf(result)).toEqual({ 'no-hidden-collided-check': 1 });
  });

  it('a chain of 1,000 modules: past the stack, the option is untraceable, and nothing escapes', async () => {
    // The evaluator's depth limit is per module, so a long enough import chain exhausts the stack;
    // the evaluator's fallback turns that into an untraceable option.
    const result = await clean('1,000-module chain', { ...chainOf(1_000), check: { allowStackExhaustion: true, maxMs: 10_000, maxPluginMs: 10_000 } });
    expect(pluginMessages(result).map((m) => m.ruleId)).toEqual(['zod-flatten/no-untraceable-variant']);
  });

  it('a 100-module re-export chain and a 100-module namespace chain', async () => {
    const files: Record<string, string> = { 'src/r0.ts': op('R0', '.trim()') };
    for (let i = 1; i < 100; i++) files[`src/r${i}.ts`] = `export { R0 } from './r${i - 1}.js';\nexport * as ns${i} from './r${i - 1}.js';\n`;
    await clean('100-module re-export chain', {
      files,
      code: `${IMPORT}\nimport { R0, ns99 } from './r99.js';\nexport const U = z.union([R0, ns99.R0, z.object({ kind: z.literal('x'), text: z.string() })]);\n`,
    });
  });
});
