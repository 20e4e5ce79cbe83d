/**
 * Odd input never throws: every case runs through ESLint's `Linter` with the TypeScript parser
 * and asserts that nothing is fatal (no parse error, no crash) and exactly what is reported.
 */
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from '../index.js';
import { MESSAGES, formatMessage } from '../lib/report/messages.js';
import { lintWithLargeStack, type WorkerMessage } from './helpers/large-stack-lint.js';

const RULE = 'zod-flatten/no-hidden-collided-check';
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'zod-flatten': plugin },
    rules: { [RULE]: 'error' },
  },
] as unknown as Linter.Config[]; // typescript-eslint rule types are not ESLint's Plugin type
const filename = `${process.cwd()}/fixture.ts`;
const linter = new Linter();

type Message = Pick<Linter.LintMessage, 'ruleId' | 'fatal' | 'message' | 'line' | 'column'> | WorkerMessage;

function expectNothingFatal(messages: readonly Message[]): void {
  const fatal = messages.filter((m) => m.fatal === true || m.ruleId === null);
  expect(fatal).toEqual([]);
}

/** Lints, asserts nothing is fatal, and returns the rule's reports. */
function lint(code: string): Linter.LintMessage[] {
  const messages = linter.verify(code, config, { filename });
  expectNothingFatal(messages);
  const others = messages.filter((m) => m.ruleId !== RULE);
  expect(others).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE);
}

const WHAT = {
  custom: 'a custom check',
  overwrite: 'an overwrite that rewrites the value',
  pipe: 'a pipe whose output JSON Schema does not show',
} as const;

/** The exact text of a hiddenCheck report. */
function hidden(path: string, marker: string, kind: keyof typeof WHAT, withVariants: string, withoutVariants: string): string {
  return formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, {
    path,
    marker,
    what: WHAT[kind],
    withVariants,
    withoutVariants,
  });
}

const messagesOf = (reports: readonly Message[]) => reports.map((r) => r.message);

/** 1-based line of the first occurrence of `needle` in `code`, and the 0-based column ESLint reports + 1. */
function where(code: string, needle: string, occurrence = 0): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) index = code.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`'${needle}' not in the code`);
  const before = code.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe('cyclic references', () => {
  it('const aliases that refer to each other, used as union options and as a field', () => {
    const code = `import { z } from 'zod';
const a = b;
const b = a;
const A = z.object({ text: z.string().trim() });
const B = z.object({ text: z.string() });
const C = z.object({ text: a });
export const U = z.union([a, b, A, B, C]);
`;
    const reports = lint(code);
    expect(messagesOf(reports)).toEqual([hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B')]);
    expect(reports[0]).toMatchObject(where(code, 'trim()'));
  });

  it('a three-step alias cycle and a cycle through .or()', () => {
    const code = `import { z } from 'zod';
const c = d;
const d = e;
const e = c;
const x = y.or(A);
const y = x.or(B);
const A = z.object({ text: z.string().refine((s) => s !== '') });
const B = z.object({ text: z.string() });
export const U = z.union([c, d, e, x, y, A, B]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.refine()', 'custom', 'variant A', 'variant B')]);
  });

  it('a plain object that spreads itself', () => {
    const code = `import { z } from 'zod';
const shape = { ...shape, text: z.string().trim() };
const A = z.object(shape);
const B = z.object({ text: z.string() });
export const U = z.union([A, B]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B')]);
  });

  it('schemas that spread their own .shape', () => {
    const code = `import { z } from 'zod';
const S = z.object({ ...S.shape, text: z.string().trim() });
const T = z.object({ ...T.shape, text: z.string() });
const W = z.object({ text: z.string(), ...W.shape });
export const U = z.union([S, T, W]);
`;
    // W's 'text' is written before a spread that cannot be read, which may replace it: W is
    // neither with nor without the marker.
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant S', 'variant T')]);
  });

  it('a schema that is a union option of itself', () => {
    const code = `import { z } from 'zod';
const A = z.object({ text: z.string().trim() });
const B = z.object({ text: z.string() });
const U: z.ZodTypeAny = z.union([A, B, z.lazy(() => U), U]);
const V = z.union([V, A]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B')]);
  });

  it('recursive objects through getters (Zod 4 recursion) terminate', () => {
    const code = `import { z } from 'zod';
const Category = z.object({
  name: z.string(),
  get subcategories() { return z.array(Category); },
});
const Tag = z.object({
  name: z.string().trim(),
  get subcategories() { return z.array(Tag); },
});
export const U = z.union([Category, Tag]);
`;
    const reports = lint(code);
    // The one marker is Tag's '.trim()' on 'name'. Whether it should also be reported again at
    // 'subcategories[].name', 'subcategories[].subcategories[].name', ... (today: once per level,
    // down to the collision depth limit, all at the same place) is an open question; what must
    // hold is that the walk ends and every report is about that one marker.
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports[0]!.message).toBe(hidden('name', '.trim()', 'overwrite', 'variant Tag', 'variant Category'));
    for (const report of reports) expect(report).toMatchObject(where(code, 'trim()'));
    expect(reports.length).toBeLessThanOrEqual(25);
  });
});

describe('deep and huge input', () => {
  it('a 5,000-deep method chain in a collided field (linted with a large stack)', async () => {
    // The TypeScript-ESTree converter, ESLint's traversal and scope analysis recurse per AST
    // level, so this input cannot be parsed with the default stack at all; see the helper.
    const pairs = 2_500;
    const wrapped = `import { z } from 'zod';
const A = z.object({ text: z.string().trim()${'.optional()'.repeat(5_000)} });
const B = z.object({ text: z.string() });
export const U = z.union([A, B]);
`;
    const mixed = `import { z } from 'zod';
const A = z.object({ text: z.string()${'.optional().trim()'.repeat(pairs)} });
const B = z.object({ text: z.string().trim() });
const C = z.object({ text: z.string() });
export const U = z.union([A, B, C]);
`;
    const started = Date.now();
    const [first, second] = await lintWithLargeStack([wrapped, mixed]);
    expect(Date.now() - started).toBeLessThan(20_000);

    expect(first!.thrown).toBeUndefined();
    expectNothingFatal(first!.messages!);
    expect(messagesOf(first!.messages!)).toEqual([hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B')]);
    expect(first!.messages![0]).toMatchObject(where(wrapped, 'trim()'));

    // Every '.trim()' is the same marker (one identity); A and B carry it, C does not. Each
    // occurrence is reported where it is written: 2,500 in A and 1 in B.
    expect(second!.thrown).toBeUndefined();
    expectNothingFatal(second!.messages!);
    const expected = hidden('text', '.trim()', 'overwrite', 'variants A and B', 'variant C');
    expect(second!.messages!.filter((m) => m.message !== expected)).toEqual([]);
    expect(second!.messages).toHaveLength(pairs + 1);
  });

  it('a chain just deeper than 256 wrappers, in process', () => {
    const code = `import { z } from 'zod';
const A = z.object({ text: z.string().trim()${'.optional()'.repeat(300)} });
const B = z.object({ text: z.string() });
export const U = z.union([A, B]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B')]);
  });

  it('a 2,000-option union: one report per marked variant', () => {
    const count = 2_000;
    const every = 100;
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const text = i % every === 0 ? `z.string().refine((s) => s.length > ${i})` : 'z.string()';
      lines.push(`  z.object({ kind: z.literal('v${i}'), text: ${text}, own${i}: z.number() }),`);
    }
    const code = `import { z } from 'zod';\nexport const U = z.union([\n${lines.join('\n')}\n]);\n`;
    const started = Date.now();
    const reports = lint(code);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Every refine has its own identity (different argument text), and only its variant has it.
    const marked = Array.from({ length: count / every }, (_, k) => k * every);
    expect(reports).toHaveLength(marked.length);
    reports.forEach((report, k) => {
      const i = marked[k]!;
      expect(report.line).toBe(i + 3);
      expect(report.message.startsWith(`Collided field 'text': .refine() is a custom check and runs only in variant v${i}, not in variants `)).toBe(true);
    });
  });

  it('a 2,000-option union whose variants all carry the same marker reports nothing', () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => `  z.object({ kind: z.literal('v${i}'), text: z.string().trim() }),`);
    const code = `import { z } from 'zod';\nexport const U = z.union([\n${lines.join('\n')}\n]);\n`;
    expect(lint(code)).toEqual([]);
  });

  it('a 100-link .or() chain flattens into one set', () => {
    const links = Array.from({ length: 99 }, (_, i) => `.or(z.object({ text: z.string(), own${i + 1}: z.number() }))`).join('\n  ');
    const code = `import { z } from 'zod';
export const U = z.object({ text: z.string().trim(), own0: z.number() })
  ${links};
`;
    const reports = lint(code);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message.startsWith("Collided field 'text': .trim() is an overwrite that rewrites the value and runs only in variant option 1, not in variants option 2, option 3,")).toBe(true);
  });
});

describe('helpers that call helpers', () => {
  /** Seven levels of helpers, each calling the one below ten times: 10^7 calls if each were read. */
  const fanOut = (argument: string, a: string, b: string) => {
    const levels = ['const l0 = (x: z.ZodTypeAny) => z.object({ v: x });'];
    for (let i = 1; i < 8; i++) {
      const fields = Array.from({ length: 10 }, (_, j) => `f${j}: l${i - 1}(${argument.replaceAll('J', String(j))})`).join(', ');
      levels.push(`const l${i} = (x: z.ZodTypeAny) => z.object({ ${fields} });`);
    }
    return `import { z } from 'zod';\n${levels.join('\n')}\nexport const U = z.union([z.object({ k: z.literal('a'), t: ${a} }), z.object({ k: z.literal('b'), t: ${b} })]);\n`;
  };

  it('the same schema passed again at the same place is the same call: 10 calls a level, not 10^7', () => {
    const code = fanOut('x', 'l7(z.string().trim())', 'l7(z.string())');
    // Each place's call is read once, whatever the call that reached it, so the ten objects of
    // each level share the ten below them: the walk compares and expands one list of objects at
    // four paths at most (each key beside another is a field of its own), so a few leaves of a
    // few objects are met, never one per path (10^7).
    const messages = messagesOf(lint(code));
    expect(messages).toHaveLength(40);
    expect(new Set(messages).size).toBe(40);
    const paths = Array.from({ length: 10 }, (_, j) => `t.f0.f0.f0.f0.f0.f0.f${j}.v`);
    expect(messages.slice(0, 10)).toEqual(paths.map((path) => hidden(path, '.trim()', 'overwrite', 'variant a', 'variant b')));
    for (const message of messages) expect(message).toMatch(/^Collided field 't(\.f\d){7}\.v': \.trim\(\)/u);
  });

  it('new arguments at every call: a module reads at most 20,000 helper calls, then stops (no hang)', () => {
    const code = fanOut("x.describe('J')", 'l7(z.string().trim())', 'l7(z.string())');
    // Variant a's calls use up the bound; variant b's call is then not read, so nothing is
    // compared (no guess), and no-untraceable-variant says why.
    expect(lint(code)).toEqual([]);
    const strict = [{ files: ['**/*.ts'], languageOptions: { parser } }, plugin.configs.strict] as unknown as Linter.Config[];
    const untraceable = linter.verify(code, strict, { filename }).filter((m) => m.ruleId === 'zod-flatten/no-untraceable-variant');
    expect(untraceable.map((m) => m.message)).toContain(
      "Field 't' of variant b could not be traced ('l7()': more helper calls in this module than the evaluator reads (20000)), so the zod-flatten rules did not check it.",
    );
  });
});

describe('keys', () => {
  it('computed keys that cannot be read are neither fields nor guesses', () => {
    const code = `import { z } from 'zod';
declare const k: string;
declare function key(): string;
const A = z.object({ [k]: z.string().trim(), [key()]: z.string().trim(), [\`\${k}x\`]: z.string().trim(), ['te' + 'xt']: z.string().trim(), text: z.string() });
const B = z.object({ [k]: z.string(), [key()]: z.string(), [\`\${k}x\`]: z.string(), ['te' + 'xt']: z.string(), text: z.string() });
export const U = z.union([A, B, A.shape[k], z[k](), z.object({ [k]: z.string() }).shape[k]]);
`;
    expect(lint(code)).toEqual([]);
  });

  it('computed keys that can be read are fields', () => {
    const code = `import { z } from 'zod';
const K = 'text';
const N = 2;
const A = z.object({ [K]: z.string().trim(), [\`other\`]: z.string().trim(), [N]: z.string().trim() });
const B = z.object({ text: z.string(), other: z.string(), '2': z.string() });
export const U = z.union([A, B]);
`;
    expect(messagesOf(lint(code)).sort()).toEqual(
      [
        hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B'),
        hidden('other', '.trim()', 'overwrite', 'variant A', 'variant B'),
        hidden('2', '.trim()', 'overwrite', 'variant A', 'variant B'),
      ].sort(),
    );
  });

  it('numeric keys collide with the string keys JavaScript makes of them', () => {
    const code = `import { z } from 'zod';
const A = z.object({ 1: z.string().trim(), 0x10: z.string().trim(), 1.50: z.string().trim(), 1e3: z.string().trim() });
const B = z.object({ '1': z.string(), '16': z.string(), '1.5': z.string(), '1000': z.string() });
export const U = z.union([A, B]);
`;
    const reports = lint(code);
    expect(messagesOf(reports).sort()).toEqual(
      ['1', '16', '1.5', '1000'].map((path) => hidden(path, '.trim()', 'overwrite', 'variant A', 'variant B')).sort(),
    );
    expect(reports.find((r) => r.message.includes("field '1':"))).toMatchObject(where(code, 'trim()'));
  });

  it('string-literal keys (dashes, dots, spaces, empty, escapes, non-ASCII)', () => {
    const code = `import { z } from 'zod';
const A = z.object({ 'my-key': z.string().trim(), 'a.b': z.string().trim(), 'with space': z.string().trim(), '': z.string().trim(), '\\u0078': z.string().trim(), 'ключ': z.string().trim() });
const B = z.object({ "my-key": z.string(), "a.b": z.string(), "with space": z.string(), "": z.string(), x: z.string(), ключ: z.string() });
export const U = z.union([A, B]);
`;
    expect(messagesOf(lint(code)).sort()).toEqual(
      ['my-key', 'a.b', 'with space', '', 'x', 'ключ']
        .map((path) => hidden(path, '.trim()', 'overwrite', 'variant A', 'variant B'))
        .sort(),
    );
  });

  it('a non-computed __proto__ sets the prototype and is not a field', () => {
    const code = `import { z } from 'zod';
const A = z.object({ __proto__: z.string().trim(), text: z.string() });
const B = z.object({ '__proto__': z.string(), text: z.string() });
export const U = z.union([A, B]);
`;
    expect(lint(code)).toEqual([]);
  });

  it('a computed or shorthand __proto__ is an own key and a field', () => {
    const code = `import { z } from 'zod';
const __proto__ = z.string().trim();
const A = z.object({ ['__proto__']: z.string().trim() });
const B = z.object({ __proto__ });
const C = z.object({ ['__proto__']: z.string() });
export const U = z.union([A, B, C]);
`;
    expect(messagesOf(lint(code))).toEqual([
      hidden('__proto__', '.trim()', 'overwrite', 'variants A and B', 'variant C'),
      hidden('__proto__', '.trim()', 'overwrite', 'variants A and B', 'variant C'),
    ]);
    // Nothing leaked onto Object.prototype while the shapes were read.
    expect(Object.prototype).not.toHaveProperty('text');
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('constructor, toString, hasOwnProperty and valueOf are ordinary field names', () => {
    const code = `import { z } from 'zod';
const A = z.object({ constructor: z.string().trim(), toString: z.string(), hasOwnProperty: z.string().refine(Boolean), valueOf: z.string() });
const B = z.object({ constructor: z.string(), toString: z.string().trim(), hasOwnProperty: z.string(), valueOf: z.string() });
export const U = z.union([A, B]);
`;
    expect(messagesOf(lint(code))).toEqual([
      hidden('constructor', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('hasOwnProperty', '.refine()', 'custom', 'variant A', 'variant B'),
      hidden('toString', '.trim()', 'overwrite', 'variant B', 'variant A'), // reported in B, on the next line
    ]);
  });

  it('a discriminator named constructor labels the variants', () => {
    const code = `import { z } from 'zod';
export const U = z.discriminatedUnion('constructor', [
  z.object({ constructor: z.literal('a'), t: z.string().trim() }),
  z.object({ constructor: z.literal('b'), t: z.string() }),
]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('t', '.trim()', 'overwrite', 'variant a', 'variant b')]);
  });

  it('Object.prototype names used as methods and members are unknown, not crashes', () => {
    const code = `import { z } from 'zod';
const C = z.object({ text: z.string().constructor(), other: z.toString(), more: z.constructor, shape: z.object({}).hasOwnProperty('x') });
const D = z.object({ text: z.string().trim(), other: z.string(), more: z.string(), shape: z.string() });
const E = z.object({ text: z.string(), other: z.string().valueOf(), more: z.string().toString(), shape: z.enum(['a']).toString() });
export const U = z.union([C, D, E, z.toString(), z.constructor, z.string().constructor, z.object({}).shape.constructor, z.union.call(null, [])]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant D', 'variant E')]);
  });
});

describe('syntax the evaluator does not follow', () => {
  it('conditional, await, class, sequence, logical, new, tagged template, this', () => {
    const code = `import { z } from 'zod';
declare const flag: boolean;
async function load() { return z.string(); }
const A = z.object({
  text: z.string().trim(),
  cond: flag ? z.string().trim() : z.string(),
  awaited: await load(),
  klass: class { static s = z.string().trim(); },
  seq: (0, z.string().trim()),
  logical: flag && z.string().trim(),
  fallback: undefined ?? z.string().trim(),
  newed: new (z.ZodString as any)({}),
  tagged: String.raw\`x\`,
  self: this,
});
const B = z.object({ text: z.string(), cond: z.string(), awaited: z.string(), klass: z.string(), seq: z.string(), logical: z.string(), fallback: z.string(), newed: z.string().trim(), tagged: z.string(), self: z.string() });
export const U = z.union([A, B, flag ? A : B, await load(), class {}, (A, B)]);
`;
    // `undefined ?? x` is x: a constant left side is folded (`fallback`); a `flag` declared but
    // never given a value is not (`cond`, `logical`). A sequence is its last expression when the
    // others are constants (`seq`, as compilers write `(0, f)`); `(A, B)` is not followed.
    expect(messagesOf(lint(code))).toEqual([
      hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('seq', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('fallback', '.trim()', 'overwrite', 'variant A', 'variant B'),
    ]);
  });

  it('TypeScript-only syntax: enums, decorators, satisfies, as const, as, !, <T>, generics, optional chaining', () => {
    const code = `import { z } from 'zod';
enum Color { Red = 'red', Blue = 'blue' }
const enum Size { S, M }
declare function logged(...args: unknown[]): any;
@logged
class Holder {
  @logged field = z.string().trim();
  @logged method(@logged x: unknown) { return z.union([z.object({ p: z.string().trim() }), z.object({ p: z.string() })]); }
}
namespace Space { export const inner = z.string(); }
const A = z.object({
  color: z.nativeEnum(Color),
  color2: z.enum(Color),
  size: z.enum(Size),
  sat: z.string().trim() satisfies z.ZodType,
  asConst: z.enum(['x', 'y'] as const),
  cast: (z.string().trim() as z.ZodString)!,
  angle: <z.ZodString>z.string().trim(),
  generic: z.custom<string>(),
  chained: z?.string()?.trim(),
  spaced: Space.inner,
});
const B = z.object({ color: z.string(), color2: z.string(), size: z.string(), sat: z.string(), asConst: z.string(), cast: z.string(), angle: z.string(), generic: z.string(), chained: z.string(), spaced: z.string().trim() });
export const U = z.union([A, B]) satisfies z.ZodType;
`;
    const found = messagesOf(lint(code));
    expect(found).toEqual([
      hidden('p', '.trim()', 'overwrite', 'variant option 1', 'variant option 2'),
      hidden('sat', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('cast', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('angle', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('chained', '.trim()', 'overwrite', 'variant A', 'variant B'),
      // A namespace's exported member is read as an object's (`Space.inner`).
      hidden('spaced', '.trim()', 'overwrite', 'variant B', 'variant A'),
    ]);
  });

  it('unions built in functions are analysed; their parameters are unknown', () => {
    const code = `import { z } from 'zod';
const A = z.object({ text: z.string().trim() });
const B = z.object({ text: z.string() });
export function make() { return z.union([A, B]); }
export const arrow = (a: z.ZodTypeAny, b: z.ZodTypeAny) => z.union([a, b, A, B]);
export function local() {
  const C = z.object({ t: z.string().refine(Boolean) });
  const D = z.object({ t: z.string() });
  return z.union([C, D]);
}
export function shadow(z: any) { return z.union([z.object({ text: z.string().trim() }), A, B]); }
`;
    expect(messagesOf(lint(code))).toEqual([
      hidden('text', '.trim()', 'overwrite', 'variant A', 'variant B'),
      hidden('t', '.refine()', 'custom', 'variant C', 'variant D'),
    ]);
  });

  it('a union of calls to user functions: helpers of one return are followed, the rest is not guessed', () => {
    const code = `import { z } from 'zod';
function makeA() { return z.object({ text: z.string().trim() }); }
const makeB = () => z.object({ text: z.string() });
declare const factory: { make(): z.ZodTypeAny };
declare class Thing {}
export const U = z.union([makeA(), makeB(), factory.make(), new Thing() as any, (() => z.object({ text: z.string() }))()]);
export const V = makeA().or(makeB());
`;
    // makeA(), makeB() and the arrow called in place are read; factory.make() and new Thing() are
    // neither with nor without the .trim().
    expect(messagesOf(lint(code))).toEqual([
      hidden('text', '.trim()', 'overwrite', 'variant option 1', 'variants option 2 and option 3'),
      hidden('text', '.trim()', 'overwrite', 'variant option 1', 'variant option 2'),
    ]);
  });

  it('a union of calls to helpers that cannot be followed reports nothing (no guess)', () => {
    const code = `import { z } from 'zod';
function makeA() { const shape: z.ZodRawShape = {}; while (!('text' in shape)) shape['text'] = z.string().trim(); return z.object(shape); }
async function makeB() { return z.object({ text: z.string() }); }
const makeC = ({ kind, ...rest }: { kind: string; text: z.ZodTypeAny }) => z.object({ kind: z.literal(kind), ...rest });
export const U = z.union([makeA(), (makeB() as any), makeC({ kind: 'c', text: z.string() })]);
`;
    expect(lint(code)).toEqual([]);
  });

  it('helpers that declare names before their return, and destructured parameters, are followed', () => {
    const code = `import { z } from 'zod';
function makeA() { const text = z.string().trim(); return z.object({ text }); }
const makeC = ({ kind }: { kind: string }) => z.object({ kind: z.literal(kind), text: z.string() });
export const U = z.union([makeA(), makeC({ kind: 'c' })]);
`;
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant option 1', 'variant option 2')]);
  });

  it('odd union arguments: none, not an array, unknown spread, holes, as const, unknown discriminator', () => {
    const code = `import { z } from 'zod';
declare const options: any[];
declare const key: string;
const A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: z.string() });
export const U1 = (z.union as any)();
export const U2 = z.union(options as any);
export const U3 = z.union([...options, A, B]);
export const U4 = z.union([A, , B] as any);
export const U5 = z.union([A, B] as const);
export const U6 = z.discriminatedUnion(key, [A, B]);
export const U7 = z.union([A, B, 42, 'x', null, undefined, {}, [], () => A] as any);
export const U8 = z.discriminatedUnion('kind', [A, B]);
`;
    // Every union that can be read has the same two variants and the same marker: one report.
    // (U8 labels them by the declared discriminator; the plain unions find the same 'kind'.)
    expect(messagesOf(lint(code))).toEqual([hidden('text', '.trim()', 'overwrite', 'variant a', 'variant b')]);
  });
});

describe('schemas that repeat themselves level after level', () => {
  const strict = [{ files: ['**/*.ts'], languageOptions: { parser } }, plugin.configs.strict] as unknown as Linter.Config[];
  const lintStrict = (code: string): Linter.LintMessage[] => {
    const messages = linter.verify(code, strict, { filename });
    expectNothingFatal(messages);
    return messages;
  };
  const levels = (count: number, make: (previous: string) => string): string =>
    Array.from({ length: count }, (_, i) => `const A${i + 1} = ${make(`A${i}`)};`).join('\n');

  // `A1 = A0.and(A0); A2 = A1.and(A1); ...`: the view of each intersection listed its sides' objects
  // twice, 2^27 objects at the 27th level, and V8 aborted the process (no exception to catch).
  const intersections = (other: string) => `import { z } from 'zod';
const A0 = z.object({ a: z.string() });
${levels(27, (p) => `${p}.and(${p})`)}
export const U = z.union([A27, z.object({ a: ${other} })]);`;

  it('an intersection of a schema with itself, 27 levels deep, is that schema', () => {
    const reports = lintStrict(intersections('z.number()'));
    expect(reports.map((m) => [m.ruleId, m.line])).toEqual([['zod-flatten/no-collided-type-mismatch', 30]]);
    expect(lintStrict(intersections('z.string()'))).toEqual([]);
  });

  // `A1 = z.discriminatedUnion('t', [A0, A0, A0]); A2 = ...[A1, A1, A1]`: the values of each nested
  // union were read again for every path to it, 3^15 options, and the lint did not end.
  const nested = (copies: number) => `import { z } from 'zod';
const A0 = z.object({ t: z.literal('a') });
${levels(15, (p) => `z.discriminatedUnion('t', [${Array(copies).fill(p).join(', ')}])`)}
export const U = A15;`;

  it('nested discriminated unions that repeat an option, 15 levels deep: each level reports its own repeats', () => {
    const reports = lintStrict(nested(3));
    // Options 2 and 3 of each of the 15 unions repeat option 1's value, once per union.
    expect(reports).toHaveLength(30);
    expect(new Set(reports.map((m) => m.messageId))).toEqual(new Set(['duplicateValue']));
    expect(new Set(reports.map((m) => m.line))).toEqual(new Set(Array.from({ length: 15 }, (_, i) => i + 3)));
    expect(lintStrict(nested(1))).toEqual([]);
  });
});
