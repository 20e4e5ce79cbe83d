/**
 * Tier 1 across files: static imports of variants, shapes and field schemas are followed into the
 * other modules of a project (parsed with the linted file's parser, never run), on a small MCP
 * server project, `tests/fixtures/project/` (see the comments in its files for what each one is
 * for, and what the type-aware tier should see in the options tier 1 cannot trace).
 *
 * Every lint goes through ESLint's Node API with `cwd` = the project root, the TypeScript parser
 * (syntax only: no `project`) and the plugin's `strict` config, and every report is asserted
 * exactly: rule, start and end, message. Findings whose cause is in another module are reported on
 * the union option in the linted file, and the message names `(in <file>:<line>)`.
 *
 * The module cache is per process (keyed by path and content), so every test starts from an empty
 * cache; the tests about the cache itself say what they share.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from '../index.js';
import { clearModuleCache, offeredFiles, parseCounts, reusedParses } from '../lib/frontend/estree/modules.js';
import { formatMessage, MESSAGES } from '../lib/report/messages.js';
import {
  COERCION,
  EXECUTED,
  FIXTURE,
  HIDDEN,
  OUTSIDE,
  PAGE_TOOL,
  TIER1 as EXPECTED,
  TOOL_FILES,
  TRIM_IN_SET_TEXT,
  TYPE_MISMATCH,
  UNTRACEABLE,
  coercion,
  copyFixture,
  hidden,
  lintWith,
  report,
  typeMismatch,
  untraceableField,
  untraceableOption,
  withoutUntraceable,
  type Report,
  type Span,
} from './helpers/fixture-project.js';

// The expected reports of every tool file are in tests/helpers/fixture-project.ts, shared with
// tests/type-aware.test.ts (tier 2), which states its own as changes to these.

// ---- linting -----------------------------------------------------------------------------------

type ConfigName = 'recommended' | 'strict';

function eslintFor(cwd: string, config: ConfigName = 'strict'): ESLint {
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser } },
      plugin.configs[config],
    ] as unknown as Linter.Config[], // typescript-eslint rule types are not ESLint's Plugin type
  });
}

async function lint(cwd: string, files: readonly string[], config: ConfigName = 'strict'): Promise<Record<string, Report[]>> {
  return lintWith(eslintFor(cwd, config), cwd, files);
}

async function lintOne(cwd: string, file: string, config: ConfigName = 'strict'): Promise<Report[]> {
  const byFile = await lint(cwd, [file], config);
  expect(Object.keys(byFile)).toEqual([file]);
  return byFile[file]!;
}

/** A full garbage collection, whether or not the process was started with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

// ---- temp copies -------------------------------------------------------------------------------

const temps: string[] = [];

/** A fresh directory (its real path, so the only symlinks are the ones a test makes). */
function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-cross-file-')));
  temps.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  clearModuleCache();
});

// ---- the fixture project ---------------------------------------------------------------------------

describe('tier 1 across files: tests/fixtures/project, strict', () => {
  it('the fixture lists every tool file', async () => {
    const all = await lint(FIXTURE, ['src/tools/*.ts']);
    expect(Object.keys(all).sort()).toEqual([...TOOL_FILES].sort());
  });

  it.each(TOOL_FILES)('%s: exactly the expected reports', async (file) => {
    expect(await lintOne(FIXTURE, file)).toEqual(EXPECTED[file]);
  });

  it('linting every tool file at once reports what each reports alone', async () => {
    const alone: Record<string, Report[]> = {};
    for (const file of TOOL_FILES) {
      clearModuleCache();
      alone[file] = await lintOne(FIXTURE, file);
    }
    clearModuleCache();
    expect(await lint(FIXTURE, TOOL_FILES)).toEqual(alone);
  });

  it('the ops themselves report nothing (each builds no union)', async () => {
    const ops = await lint(FIXTURE, ['src/ops/*.ts', 'src/lib/*.ts']);
    const reported = Object.entries(ops).filter(([file, reports]) => file !== 'src/ops/broken.ts' && reports.length > 0);
    expect(reported).toEqual([]);
    // broken.ts is the linted file here: the parser's error, nothing from the plugin.
    expect(ops['src/ops/broken.ts']).toEqual([
      { rule: null, line: 10, column: 0, endLine: undefined, endColumn: undefined, message: 'Parsing error: Merge conflict marker encountered.' },
    ]);
  });
});

describe('tier 1 across files: recommended', () => {
  it('reports what strict does, minus no-untraceable-variant', async () => {
    const recommended = await lint(FIXTURE, TOOL_FILES, 'recommended');
    expect(recommended).toEqual(withoutUntraceable(EXPECTED));
    // The options read through the imported helpers and the `paths` alias are checked like any other.
    expect(recommended['src/tools/indirect-tool.ts']!.map((r) => [r.rule, r.line])).toEqual([
      ['zod-flatten/no-hidden-collided-check', 28],
      ['zod-flatten/no-collided-type-mismatch', 29],
      ['zod-flatten/no-collided-coercion', 30],
      ['zod-flatten/no-hidden-collided-check', 31],
    ]);
  });
});

describe('imported code is parsed, never run', () => {
  it('linting the tool that imports src/ops/side-effect.ts leaves no EXECUTED file', async () => {
    expect(existsSync(EXECUTED)).toBe(false);
    // The module was read (its toLowerCase() is reported at the option), not run.
    expect(await lintOne(FIXTURE, 'src/tools/audit-tool.ts')).toEqual(EXPECTED['src/tools/audit-tool.ts']);
    expect(existsSync(EXECUTED)).toBe(false);
    await lint(FIXTURE, ['src/**/*.ts']);
    expect(existsSync(EXECUTED)).toBe(false);
  });
});

describe('each module is parsed at most once per process', () => {
  const SHARED_TOOLS = ['src/tools/page-tool.ts', 'src/tools/blocks-tool.ts', 'src/tools/audit-tool.ts', 'src/tools/broken-tool.ts'];
  /** Every module those four tools reach, the barrel and the three Zod wrappers included. */
  const REACHED = [
    'src/lib/zod-reexport.ts',
    'src/lib/zod-star.ts',
    'src/lib/zod.ts',
    'src/ops/archive-page.ts',
    'src/ops/base.ts',
    'src/ops/broken.ts',
    'src/ops/delete-block.ts',
    'src/ops/fields.ts',
    'src/ops/index.ts',
    'src/ops/insert-block.ts',
    'src/ops/move-block.ts',
    'src/ops/set-button.ts',
    'src/ops/set-image.ts',
    'src/ops/set-text.ts',
    'src/ops/side-effect.ts',
  ];
  const counts = () => Object.fromEntries([...parseCounts].map(([file, count]) => [relative(FIXTURE, file), count]).sort());

  it('four tool files sharing their ops: one parse per module, however many importers', async () => {
    expect(parseCounts.size).toBe(0);
    const byFile = await lint(FIXTURE, SHARED_TOOLS);
    for (const file of SHARED_TOOLS) expect(byFile[file]).toEqual(EXPECTED[file]);
    expect(counts()).toEqual(Object.fromEntries(REACHED.map((file) => [file, 1])));
  });

  it('linting them again, with the same or a new ESLint instance, parses nothing again', async () => {
    const eslint = eslintFor(FIXTURE);
    await lintWith(eslint, FIXTURE, SHARED_TOOLS);
    await lintWith(eslint, FIXTURE, SHARED_TOOLS);
    await lintWith(eslintFor(FIXTURE), FIXTURE, [...SHARED_TOOLS].reverse());
    expect(counts()).toEqual(Object.fromEntries(REACHED.map((file) => [file, 1])));
  });

  /** Lints `n` files that import nothing of the project: each still builds a module graph, one tick of the cache's clock. */
  async function lintOthers(eslint: ESLint, root: string, n: number): Promise<void> {
    const other = `import { z } from 'zod';\nexport const U = z.union([z.object({ a: z.string() }), z.object({ a: z.number() })]);\n`;
    for (let i = 0; i < n; i++) await eslint.lintText(other, { filePath: join(root, `other-${i}.ts`) });
  }

  it('a module no analysis used for a while stays parsed while the cache holds little text (a second run of a watch mode)', async () => {
    // MAX_AGE in modules.ts: 32 analyses that follow imports. Past it, a module is kept as long
    // as all the modules kept hold at most KEPT_TEXT (128 KB) of source: the fixture's hold 6 KB.
    const eslint = eslintFor(FIXTURE);
    const [tool] = SHARED_TOOLS;
    const first = await lintWith(eslint, FIXTURE, [tool!]);
    const reached = Object.keys(counts());
    expect(reached.length).toBeGreaterThan(1);
    await lintOthers(eslint, join(FIXTURE, 'src', 'tools'), 80);
    expect(await lintWith(eslint, FIXTURE, [tool!])).toEqual(first);
    expect(counts()).toEqual(Object.fromEntries(reached.map((file) => [file, 1])));
  });

  it('past the text budget, modules no analysis used for a while are dropped, then parsed again, with the same findings', async () => {
    const root = tempDir();
    // 140 KB of comment: one module alone holds more text than the cache keeps past MAX_AGE.
    writeFileSync(join(root, 'padded.ts'), `${'// padding padding padding padding padding padding padding padding padding\n'.repeat(1900)}export const LIMIT = 3;\n`);
    writeFileSync(join(root, 'ops.ts'), "import { z } from 'zod';\nimport { LIMIT } from './padded.js';\nexport const A = z.object({ op: z.literal('a'), name: z.string().trim().max(LIMIT) });\nexport const B = z.object({ op: z.literal('b'), name: z.string() });\n");
    writeFileSync(join(root, 'tool.ts'), "import { z } from 'zod';\nimport { A, B } from './ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B]);\n");
    const eslint = eslintFor(root);
    const first = await lintWith(eslint, root, ['tool.ts']);
    expect(first['tool.ts']!.map((r) => r.rule)).toEqual(['zod-flatten/no-collided-constraint-mismatch', 'zod-flatten/no-hidden-collided-check']);
    const relativeCounts = () => Object.fromEntries([...parseCounts].map(([file, count]) => [relative(root, file), count]));
    expect(relativeCounts()).toEqual({ 'ops.ts': 1, 'padded.ts': 1 });
    // Used again within the window: kept, over the budget or not.
    await lintOthers(eslint, root, 20);
    expect(await lintWith(eslint, root, ['tool.ts'])).toEqual(first);
    expect(relativeCounts()).toEqual({ 'ops.ts': 1, 'padded.ts': 1 });
    // Past the window, over the budget: both dropped, oldest use first, and parsed again.
    await lintOthers(eslint, root, 48);
    expect(await lintWith(eslint, root, ['tool.ts'])).toEqual(first);
    expect(relativeCounts()).toEqual({ 'ops.ts': 2, 'padded.ts': 2 });
  });

  it("a name read through a barrel's `export *`: only the modules that mention it are parsed", async () => {
    // Speakeasy's SDKs re-export hundreds of models from one index: every one was parsed to find a name.
    const root = tempDir();
    mkdirSync(join(root, 'models'));
    const models = Array.from({ length: 40 }, (_, i) => `m${i}`);
    for (const [i, model] of models.entries()) {
      writeFileSync(join(root, 'models', `${model}.ts`), `import { z } from 'zod';\nexport const Model${i} = z.object({ kind: z.literal('${model}'), v: z.${i % 2 ? 'string' : 'number'}() });\n`);
    }
    writeFileSync(join(root, 'models', 'nested.ts'), "export * from './m38.js';\nexport * from './m39.js';\n");
    writeFileSync(join(root, 'models', 'index.ts'), [...models.slice(0, 38).map((model) => `export * from './${model}.js';`), "export * from './nested.js';", ''].join('\n'));
    const tool = "import { z } from 'zod';\nimport * as models from './models/index.js';\nexport const U = z.union([models.Model7, models.Model38]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    expect((await lintOne(root, 'tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-collided-type-mismatch']);
    const parsed = Object.keys(Object.fromEntries([...parseCounts].map(([file, count]) => [relative(root, file), count]))).sort();
    expect(parsed).toEqual(['models/index.ts', 'models/m38.ts', 'models/m7.ts', 'models/nested.ts']);
  });

  it("a name read through a barrel's `export *`: a module that only imports and calls it is not parsed", async () => {
    // inkeep's workspace package: `getLogger` exported by one module of its barrel, imported and
    // called by the others, each of which was parsed to look for it (36 modules, 2 s cold).
    const root = tempDir();
    mkdirSync(join(root, 'core'));
    writeFileSync(join(root, 'core', 'logger.ts'), 'export function getLogger(name: string) {\n  return { name };\n}\n');
    const users = Array.from({ length: 6 }, (_, i) => `u${i}`);
    for (const user of users) {
      writeFileSync(join(root, 'core', `${user}.ts`), `import { getLogger } from './logger.js';\nconst logger = getLogger('${user}');\nexport const ${user} = () => logger.name;\n`);
    }
    // One that re-exports it in a list, over lines, after a statement of its own.
    writeFileSync(join(root, 'core', 'again.ts'), "import { getLogger as make } from './logger.js';\nconst unused = 1;\nexport {\n  unused,\n  make as getLoggerAgain,\n};\n");
    writeFileSync(join(root, 'core', 'index.ts'), [...users, 'logger', 'again'].map((m) => `export * from './${m}.js';`).join('\n') + '\n');
    const tool = "import { z } from 'zod';\nimport { getLogger, getLoggerAgain } from './core/index.js';\nexport const logger = getLogger('tool');\nexport const again = getLoggerAgain('tool');\nexport const U = z.union([z.object({ a: z.string() }), z.object({ a: z.number() })]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    expect((await lintOne(root, 'tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-collided-type-mismatch']);
    const parsed = Object.keys(Object.fromEntries([...parseCounts].map(([file, count]) => [relative(root, file), count]))).sort();
    expect(parsed).toEqual(['core/again.ts', 'core/index.ts', 'core/logger.ts']);
  });

  it('a module that imports the linted file back reads its parse: the linted file is not parsed again', async () => {
    // oas-tszod-gen's 789 KB Stripe schemas: `./billing` and others import it back, and each lint
    // of it parsed it a second time (1.3 s) to read the names they import from it.
    const root = tempDir();
    writeFileSync(join(root, 'ops.ts'), "import { z } from 'zod';\nimport { LIMIT } from './tool.js';\nexport const B = z.object({ op: z.literal('b'), name: z.string().max(LIMIT) });\n");
    const tool = "import { z } from 'zod';\nimport { B } from './ops.js';\nexport const LIMIT = 3;\nconst A = z.object({ op: z.literal('a'), name: z.string().max(5) });\nexport const Input = z.discriminatedUnion('op', [A, B]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    const reports = await lintOne(root, 'tool.ts');
    // The bound read through the cycle: 3 in b, 5 in a, each reported at its variant.
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-collided-constraint-mismatch', 'zod-flatten/no-collided-constraint-mismatch']);
    expect(reports[1]!.message).toContain('.max() (length <= 3) (in ops.ts:3) applies only in variant b');
    expect(Object.fromEntries([...parseCounts].map(([file, count]) => [relative(root, file), count]))).toEqual({ 'ops.ts': 1 });
  });

  it('every tool file: still one parse per module, and no file that is not imported', async () => {
    await lint(FIXTURE, TOOL_FILES);
    expect(counts()).toEqual(
      Object.fromEntries(
        [
          ...REACHED,
          'src/lib/as-op.ts',
          'src/lib/make-op.ts',
          'src/ops/cycle-a.ts',
          'src/ops/cycle-b.ts',
          'src/ops/set-layout.mts',
          'src/ops/set-theme.tsx',
        ].sort().map((file) => [file, 1]),
      ),
    );
  });
});

/** Where `needle` first is on line `line` of `text`, as a report's span. */
function spanOn(text: string, line: number, needle: string): Span {
  const column = text.split('\n')[line - 1]!.indexOf(needle) + 1;
  return [line, column, line, column + needle.length];
}

describe('TypeScript enums from other modules', () => {
  // An enum exported by one module, a const enum re-exported through a barrel, and a numeric
  // enum read whole by z.nativeEnum(): each member is read from the module that declares it.
  const KINDS = ["export enum Op { SetText = 'set_text', SetButton = 'set_button' }", 'export const enum Size { Small = 1, Large }', ''].join('\n');
  const LEVELS = 'export enum Level { Low, High }\n';
  const BARREL = "export { Size } from './kinds.js';\nexport * from './levels.js';\n";
  const TOOL = [
    "import { z } from 'zod';",
    "import { Op } from './kinds.js';",
    "import { Size, Level } from './barrel.js';",
    "export const Input = z.discriminatedUnion('op', [",
    '  z.object({ op: z.literal(Op.SetText), text: z.string().trim(), size: z.literal(Size.Large), level: z.nativeEnum(Level) }),',
    "  z.object({ op: z.literal(Op.SetButton), text: z.string(), size: z.number(), level: z.string() }),",
    ']);',
    '',
  ].join('\n');

  const at = (line: number, needle: string): Span => spanOn(TOOL, line, needle);

  it('labels, kinds and values come from the enums: reports on .trim() and on the string level', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'kinds.ts'), KINDS);
    writeFileSync(join(root, 'levels.ts'), LEVELS);
    writeFileSync(join(root, 'barrel.ts'), BARREL);
    writeFileSync(join(root, 'tool.ts'), TOOL);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, at(5, 'trim()'), hidden('text', '.trim()', 'overwrite', 'variant set_text', 'variant set_button')),
      report(TYPE_MISMATCH, at(6, 'level'), typeMismatch('level', 'string', 'set_button', 'number', 'number in set_text; string in set_button')),
    ]);
  });
});

describe('helpers imported from other modules', () => {
  // A helper is read in the module that writes it, with the caller's arguments: a named import,
  // a method of an exported object, a function reached through a namespace import, a helper that
  // calls a helper of its own module, an anonymous default export, a function destructured from
  // the namespace. One that loops is untraceable, with its module's line.
  const HELPERS = [
    "import { z } from 'zod';",
    'const id = z.string();',
    'function withBase<S extends z.ZodRawShape>(shape: S) {',
    '  const base = { id: id.trim() };',
    '  return z.object({ ...base, ...shape });',
    '}',
    'export const op = (name: string, shape: z.ZodRawShape = {}) => withBase({ op: z.literal(name), ...shape });',
    'export const ops = { plain(name: string) { return z.object({ op: z.literal(name), id: z.string() }); } };',
    'export function looping(name: string) {',
    '  const shape: z.ZodRawShape = {};',
    "  while (!('op' in shape)) shape['op'] = z.literal(name);",
    '  return z.object(shape);',
    '}',
    '',
  ].join('\n');
  // An anonymous default export: a function declaration without a name.
  const DEFAULT = "import { z } from 'zod';\nexport default function (name: string) {\n  return z.object({ op: z.literal(name), id: z.string() });\n}\n";
  const TOOL = [
    "import { z } from 'zod';",
    "import { op, ops, looping } from './helpers.js';",
    "import * as helpers from './helpers.js';",
    "import plainOp from './default-op.js';",
    'const { op: destructuredOp } = helpers;',
    "export const Input = z.discriminatedUnion('op', [",
    "  op('a', { n: z.coerce.number() }),",
    "  ops.plain('b'),",
    "  helpers.op('c', { n: z.number() }),",
    "  looping('d'),",
    "  plainOp('e'),",
    "  destructuredOp('f'),",
    ']);',
    '',
  ].join('\n');
  const at = (line: number, needle: string): Span => spanOn(TOOL, line, needle);

  it('reads each helper in its module; reports at the argument or at the option', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'helpers.ts'), HELPERS);
    writeFileSync(join(root, 'default-op.ts'), DEFAULT);
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const reports = await lintOne(root, 'tool.ts');
    // The other module's place is said once, where the check is named (the advice says "that call").
    expect(reports[0]!.message.split('(in helpers.ts:4)')).toHaveLength(2);
    expect(reports).toEqual([
      // `.trim()` is in helpers.ts (withBase, line 4), one place for both calls: one report, at the
      // first option that carries it (the message names both), as for any shared constant.
      report(HIDDEN, at(7, "op('a', { n: z.coerce.number() })"), hidden('id', '.trim() (in helpers.ts:4)', 'overwrite', 'variants a, c and f', 'variants b and e')),
      // The coercion is written in this file's argument: reported on it.
      report(COERCION, at(7, 'z.coerce.number()'), coercion('n', 'z.coerce.number()', 'variant a', 'variant c')),
      report(
        UNTRACEABLE,
        at(10, "looping('d')"),
        untraceableOption("'looping()' is not followed: a while statement at line 11; a helper is read when its body declares names, tests constants and returns"),
      ),
    ]);
  });

  // A helper that builds the union itself, imported and called at the top level of a file that
  // names no union builder: the union that call builds is the file's, reported at its arguments.
  // A helper whose union does not depend on its arguments is its own module's to report.
  const BUILDERS = [
    "import { z } from 'zod';",
    "export function ops<T extends readonly [z.ZodObject, z.ZodObject, ...z.ZodObject[]]>(options: T) { return z.discriminatedUnion('op', options); }",
    "export const fixed = () => z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string() })]);",
    'export const notAUnion = (name: string) => z.object({ op: z.literal(name) });',
    '',
  ].join('\n');
  const CALLER = (b: string) =>
    [
      "import { z } from 'zod';",
      "import { ops, fixed, notAUnion } from './builders.js';",
      'export const Input = ops([',
      "  z.object({ op: z.literal('a'), t: z.string().trim() }),",
      `  z.object({ op: z.literal('b'), t: ${b} }),`,
      ']);',
      'export const Fixed = fixed();',
      "export const Plain = notAUnion('x');",
      '',
    ].join('\n');

  it('a union built by an imported helper from this file’s arguments is reported here', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'builders.ts'), BUILDERS);
    writeFileSync(join(root, 'tool.ts'), CALLER('z.string()'));
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, spanOn(CALLER('z.string()'), 4, 'trim()'), hidden('t', '.trim()', 'overwrite', 'variant a', 'variant b')),
    ]);
    writeFileSync(join(root, 'tool.ts'), CALLER('z.string().trim()'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  it('a union whose checks read the helper’s parameter, called anywhere here: reported at each call, with its bound (grammar v6)', async () => {
    const root = tempDir();
    writeFileSync(
      join(root, 'unions.ts'),
      "import { z } from 'zod';\nexport const atLeast = (n: number, m: number) => z.discriminatedUnion('t', [z.object({ t: z.literal('x'), v: z.string().min(n) }), z.object({ t: z.literal('y'), v: z.string().min(m) })]);\n",
    );
    const tool = (a: string, b: string, c: string) =>
      [
        "import { z } from 'zod';",
        "import { atLeast } from './unions.js';",
        `export const Top = atLeast(${a});`,
        `export const Field = z.object({ q: atLeast(${b}) });`,
        `export const Items = z.array(atLeast(${c}));`,
        '',
      ].join('\n');
    const text = tool('2, 0', '3, 0', '4, 4');
    writeFileSync(join(root, 'tool.ts'), text);
    const bound = (n: number, withVariant = 'x', without = 'y') =>
      formatMessage(MESSAGES['no-collided-constraint-mismatch'].constraintMismatch, {
        path: 'v',
        constraint: `.min() (length >= ${n}) (in unions.ts:2)`,
        withVariants: `variant ${withVariant}`,
        withoutVariants: `variant ${without}`,
      });
    const CONSTRAINT = 'zod-flatten/no-collided-constraint-mismatch';
    const reports = await lintOne(root, 'tool.ts');
    // Each call's own bound, at the call; the third gives one bound to both variants: nothing. A
    // length of at least 0 bounds nothing, so y's `.min(0)` is no bound of its own.
    expect(reports.filter((r) => r.rule === CONSTRAINT)).toEqual([
      report(CONSTRAINT, spanOn(text, 3, 'atLeast(2, 0)'), bound(2)),
      report(CONSTRAINT, spanOn(text, 4, 'atLeast(3, 0)'), bound(3)),
    ]);
  });
});

// A helper of another module that builds a union from its caller's list, called other than by its
// own imported name: each built nothing the importer reported (grammar v19: 368 projects silent),
// and exported as the module itself or as an object's method, its module reported its parameter.
describe('a union helper of another module, called through a namespace, an alias, .call() or .apply()', () => {
  const HELPER = (k: string, exporting = 'export function makeUnion') =>
    `import { z } from 'zod';\n${exporting}(names: string[]) {\n  return z.discriminatedUnion('op', names.map((op, i) => z.object({ op: z.literal(op), k: i ? ${k} : z.string() })) as never);\n}\n`;
  const forms: { name: string; files: (k: string) => Record<string, string>; call: string; helperLine?: number }[] = [
    { name: 'M.makeUnion() of export * as M', files: (k) => ({ 'h.ts': HELPER(k), 'sa.ts': "export * as M from './h.js';\n" }), call: "import { M } from './sa.js';\nexport const Input = M.makeUnion(['a', 'b']);" },
    { name: 'a const alias of the import', files: (k) => ({ 'h.ts': HELPER(k) }), call: "import { makeUnion } from './h.js';\nconst mk = makeUnion;\nexport const Input = mk(['a', 'b']);" },
    { name: 'destructured from a namespace import', files: (k) => ({ 'h.ts': HELPER(k) }), call: "import * as NS from './h.js';\nconst { makeUnion } = NS;\nexport const Input = makeUnion(['a', 'b']);" },
    { name: '.call()', files: (k) => ({ 'h.ts': HELPER(k) }), call: "import { makeUnion } from './h.js';\nexport const Input = makeUnion.call(null, ['a', 'b']);" },
    { name: '.apply()', files: (k) => ({ 'h.ts': HELPER(k) }), call: "import { makeUnion } from './h.js';\nexport const Input = makeUnion.apply(null, [['a', 'b']]);" },
    {
      name: 'a method of an exported object',
      files: (k) => ({ 'h.ts': HELPER(k, 'export const H = {\n  makeUnion').replace('\n}\n', '\n},\n};\n') }),
      call: "import { H } from './h.js';\nexport const Input = H.makeUnion(['a', 'b']);",
      helperLine: 4,
    },
    {
      name: 'export = of the helper, import = require()',
      files: (k) => ({ 'h.ts': HELPER(k, 'function makeUnion') + 'export = makeUnion;\n' }),
      call: "import mk = require('./h');\nexport const Input = mk(['a', 'b']);",
    },
  ];
  it('methods of an imported instance, bound or destructured, are not followed into its module', async () => {
    // akamai's MCP server: `const { create, ... } = tools` and `tools.create.bind(tools)` of an
    // imported instance of tool classes; following them parsed its 115 KB module for nothing.
    const root = tempDir();
    writeFileSync(join(root, 'tools.ts'), "class Tools {\n  create() { return 1; }\n}\nexport const tools = new Tools();\n");
    writeFileSync(join(root, 'h.ts'), HELPER('z.number()'));
    const tool =
      "import { z } from 'zod';\nimport { tools } from './tools.js';\nimport { makeUnion } from './h.js';\nconst { create } = tools;\nexport const bound = { create: tools.create.bind(tools), made: create() };\nexport const Input = makeUnion(['a', 'b']);\nexport const S = z.string();\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    // The helper's call is read (the file is looked at), the instance's module is not parsed.
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(TYPE_MISMATCH, spanOn(tool, 6, "makeUnion(['a', 'b'])"), typeMismatch('k', 'number', 'b (in h.ts:3)', 'string', 'string in a; number in b')),
    ]);
    expect([...parseCounts.keys()].map((file) => relative(root, file)).sort()).toEqual(['h.ts']);
  });

  for (const form of forms) {
    it(form.name, async () => {
      const root = tempDir();
      const tool = `import { z } from 'zod';\n${form.call}\nexport const S = z.string();\n`;
      for (const [file, text] of Object.entries(form.files('z.number()'))) writeFileSync(join(root, file), text);
      writeFileSync(join(root, 'tool.ts'), tool);
      const call = tool.split('\n').find((line) => line.startsWith('export const Input = '))!.slice('export const Input = '.length, -1);
      const line = tool.split('\n').findIndex((text) => text.includes(call)) + 1;
      const variant = `b (in h.ts:${form.helperLine ?? 3})`;
      expect(await lintOne(root, 'tool.ts')).toEqual([report(TYPE_MISMATCH, spanOn(tool, line, call), typeMismatch('k', 'number', variant, 'string', 'string in a; number in b'))]);
      // The helper's own module: its parameter is its callers' to fill, no report there.
      expect(await lintOne(root, 'h.ts')).toEqual([]);
      for (const [file, text] of Object.entries(form.files('z.string()'))) writeFileSync(join(root, file), text);
      clearModuleCache();
      expect(await lintOne(root, 'tool.ts')).toEqual([]);
    });
  }
});

// `export namespace S.V { ... }` exports `S`, which no variable declares (grammar v16).
describe('a dotted namespace exported by another module', () => {
  const NAMESPACE = (k: string) => `import { z } from 'zod';\nexport namespace S.V {\n  export const a = z.object({ op: z.literal('a'), k: ${k} });\n}\n`;
  const TOOL = "import { z } from 'zod';\nimport { S } from './ns.js';\nexport const Input = z.discriminatedUnion('op', [S.V.a, z.object({ op: z.literal('b'), k: z.string() })]);\n";

  it('exported under another name (`export { S as X }`)', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ns.ts'), NAMESPACE('z.number()').replace('export namespace S.V', 'namespace S.V') + 'export { S as X };\n');
    const tool = TOOL.replace("import { S } from './ns.js';", "import { X as S } from './ns.js';");
    writeFileSync(join(root, 'tool.ts'), tool);
    expect(await lintOne(root, 'tool.ts')).toEqual([report(TYPE_MISMATCH, spanOn(tool, 3, 'k'), typeMismatch('k', 'string', 'b', 'number', 'number in a; string in b'))]);
  });

  it('reads its members; reports the mismatch', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ns.ts'), NAMESPACE('z.number()'));
    writeFileSync(join(root, 'tool.ts'), TOOL);
    expect(await lintOne(root, 'tool.ts')).toEqual([report(TYPE_MISMATCH, spanOn(TOOL, 3, 'k'), typeMismatch('k', 'string', 'b', 'number', 'number in a; string in b'))]);
    writeFileSync(join(root, 'ns.ts'), NAMESPACE('z.string()'));
    clearModuleCache();
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

// A list another module fills in a loop and exports: the importer reads it as the module leaves
// it, after all its statements (built-up.ts), each pass with its own bindings.
describe('a list filled in a loop in another module', () => {
  const OPTIONS = (update: string) =>
    [
      "import { z } from 'zod';",
      `const SHAPES = { create: { text: z.string().trim() }, update: { text: ${update} } };`,
      'export const OPTS: z.ZodObject[] = [];',
      'for (const [op, shape] of Object.entries(SHAPES)) OPTS.push(z.object({ op: z.literal(op), ...shape }));',
      '',
    ].join('\n');
  const TOOL = "import { z } from 'zod';\nimport { OPTS } from './options.js';\nexport const Input = z.discriminatedUnion('op', OPTS as [z.ZodObject, z.ZodObject]);\n";

  it('reports the check one pass adds, at the options the union is given', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'options.ts'), OPTIONS('z.string()'));
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const reports = await lintOne(root, 'tool.ts');
    expect(reports).toEqual([report(HIDDEN, spanOn(TOOL, 3, 'OPTS as [z.ZodObject, z.ZodObject]'), hidden('text', '.trim() (in options.ts:2)', 'overwrite', 'variant create', 'variant update'))]);
    writeFileSync(join(root, 'options.ts'), OPTIONS('z.string().trim()'));
    clearModuleCache();
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

// An imported helper called inside its own argument (`obj({ q: obj({...}) })`) reads that
// argument lazily, inside its own call: the inner call was taken for the helper calling itself,
// and the field was untraceable. Two helpers of two modules that do call each other still end.
describe('an imported helper called inside its own argument', () => {
  const HELPERS = "import { z } from 'zod';\nexport function obj<S extends z.ZodRawShape>(shape: S) {\n  return z.object(shape);\n}\n";
  const TOOL = (c: string) =>
    [
      "import { z } from 'zod';",
      "import { obj } from './helpers.js';",
      'export const Input = z.union([',
      "  obj({ kind: z.literal('b'), q: obj({ r: z.string().refine((v) => v.length > 1) }) }),",
      `  obj({ kind: z.literal('c'), q: obj({ r: ${c} }) }),`,
      ']);',
      '',
    ].join('\n');
  const PING = "import { z } from 'zod';\nimport { pong } from './pong.js';\nexport const ping = (n: number): z.ZodType => pong(n);\n";
  const PONG = "import { z } from 'zod';\nimport { ping } from './ping.js';\nexport const pong = (n: number): z.ZodType => ping(n);\n";
  const LOOP = [
    "import { z } from 'zod';",
    "import { ping } from './ping.js';",
    'export const Input = z.union([',
    "  z.object({ kind: z.literal('a'), q: ping(1) }),",
    "  z.object({ kind: z.literal('b'), q: z.string() }),",
    ']);',
    '',
  ].join('\n');

  it('reads the inner call; reports the refinement it holds', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'helpers.ts'), HELPERS);
    writeFileSync(join(root, 'tool.ts'), TOOL('z.string()'));
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, spanOn(TOOL('z.string()'), 4, 'refine((v) => v.length > 1)'), hidden('q.r', '.refine()', 'custom', 'variant b', 'variant c')),
    ]);
    writeFileSync(join(root, 'tool.ts'), TOOL('z.string().refine((v) => v.length > 1)'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  it('two helpers of two modules that call each other end, untraceable', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ping.ts'), PING);
    writeFileSync(join(root, 'pong.ts'), PONG);
    writeFileSync(join(root, 'tool.ts'), LOOP);
    const reports = await lintOne(root, 'tool.ts');
    expect(reports).toEqual([
      report(UNTRACEABLE, spanOn(LOOP, 4, 'q'), untraceableField('q', 'a', "'ping()': helper calls nested too deep to follow (in pong.ts:3)")),
    ]);
    // The neighbour: `pong` returns a schema, and `q` is a string in both variants.
    writeFileSync(join(root, 'pong.ts'), "import { z } from 'zod';\nexport const pong = (n: number): z.ZodType => z.string();\n");
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

// A nested field whose schema and cause are in another module (`process: ProcRef`, its `.trim()`
// in refs.ts) is reported at the nearest key written here, `process`, not over the whole variant.
describe('a field below an imported field is reported at the key written here', () => {
  const REFS = [
    "import { z } from 'zod';",
    'export const ProcRef = z.object({ state: z.string().trim(), tags: z.array(z.string().toLowerCase()) });',
    '',
  ].join('\n');
  const TOOL = (wait: string) =>
    [
      "import { z } from 'zod';",
      "import { ProcRef } from './refs.js';",
      "export const Result = z.discriminatedUnion('action', [",
      '  z.object({',
      "    action: z.literal('start'),",
      '    process: ProcRef,',
      '  }),',
      `  z.object({ action: z.literal('wait'), process: ${wait} }),`,
      ']);',
      '',
    ].join('\n');

  it('squiggles `process`, with the cause named', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'refs.ts'), REFS);
    const plain = TOOL('z.object({ state: z.string(), tags: z.array(z.string()) })');
    writeFileSync(join(root, 'tool.ts'), plain);
    const at = spanOn(plain, 6, 'process');
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, at, hidden('process.state', '.trim() (in refs.ts:2)', 'overwrite', 'variant start', 'variant wait')),
      report(HIDDEN, at, hidden('process.tags[]', '.toLowerCase() (in refs.ts:2)', 'overwrite', 'variant start', 'variant wait')),
    ]);
    writeFileSync(join(root, 'tool.ts'), TOOL('ProcRef'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  it('a property with no JSON type below it (an option of an imported union, a key of an imported object) squiggles the key too', async () => {
    // inbox-zero and shortest: `when: When` with `When = z.union([z.date(), ...])` was squiggled
    // over the whole variant, where a constraint below the same key sat on the key.
    const root = tempDir();
    writeFileSync(join(root, 'parts.ts'), "import { z } from 'zod';\nexport const When = z.union([z.date(), z.string()]);\nexport const Rule = z.object({ at: z.date() });\n");
    const tool = [
      "import { z } from 'zod';",
      "import { When, Rule } from './parts.js';",
      "export const Entry = z.discriminatedUnion('name', [",
      '  z.object({',
      "    name: z.literal('bash'),",
      '    when: When,',
      '    rule: Rule,',
      '  }),',
      "  z.object({ name: z.literal('custom'), when: z.string() }),",
      ']);',
      '',
    ].join('\n');
    writeFileSync(join(root, 'tool.ts'), tool);
    const TYPED = 'zod-flatten/require-typed-properties';
    const unrepresentable = (path: string, node: string) =>
      formatMessage(MESSAGES['require-typed-properties'].unrepresentable, { path, variant: 'bash', node });
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(TYPED, spanOn(tool, 6, 'when'), unrepresentable('when', 'z.date() in a union (in parts.ts:2)')),
      report(TYPED, spanOn(tool, 7, 'rule'), unrepresentable('rule.at', 'z.date() (in parts.ts:3)')),
    ]);
    // The neighbour: written here, each is squiggled where it is written.
    writeFileSync(join(root, 'tool.ts'), tool.replace('when: When,', 'when: z.union([z.date(), z.string()]),').replace('rule: Rule,', 'rule: z.object({ at: z.date() }),'));
    const local = await lintOne(root, 'tool.ts');
    expect(local.map((r) => [r.line, r.column])).toEqual([[6, 20], [7, 26]]);
  });
});

describe('barrels that star-export one barrel twice (a diamond) and barrels that star-export each other (a cycle)', () => {
  // autumn's shared/index.ts: `export * from './ctl'` and `export * from './models'`, which also
  // star-exports './ctl'. The second visit of ./ctl was "re-exported in a cycle", and the name untraceable.
  const TOOL = "import { z } from 'zod';\nimport { Attach } from './lib/index.js';\nexport const Req = z.discriminatedUnion('tool', [z.object({ tool: z.literal('attach'), request: Attach }), z.object({ tool: z.literal('update'), request: z.string() })]);\n";
  function project(models: string): string {
    const root = tempDir();
    for (const dir of ['lib/ctl', 'lib/billing']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'lib/index.ts'), "export * from './ctl/index.js';\nexport * from './models.js';\n");
    writeFileSync(join(root, 'lib/models.ts'), models);
    // A barrel itself, so that a search for any name goes into it.
    writeFileSync(join(root, 'lib/ctl/index.ts'), "export * from './a.js';\n");
    writeFileSync(join(root, 'lib/ctl/a.ts'), "export const A = 1;\n");
    writeFileSync(join(root, 'lib/billing/index.ts'), "import { z } from 'zod';\nexport const Attach = z.object({ plan: z.string() });\n");
    writeFileSync(join(root, 'tool.ts'), TOOL);
    return root;
  }

  it('a diamond is read through', async () => {
    const root = project("export * from './ctl/index.js';\nexport * from './billing/index.js';\n");
    expect((await lintOne(root, 'tool.ts')).map((r) => r.rule)).toEqual([TYPE_MISMATCH]);
  });

  it('a cycle with no module that exports the name: untraceable, with the reason', async () => {
    const root = project("export * from './index.js';\n");
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((r) => r.rule)).toEqual([UNTRACEABLE]);
    expect(reports[0]!.message).toContain('re-exported in a cycle');
  });
});

describe('an order of hidden checks written in another module', () => {
  // grammar v6: across modules, 619 order reports named no file or line.
  it('names the module and line of the step out of order, as every other finding does', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'fields.ts'), "import { z } from 'zod';\nexport const A = z.string().refine((v) => v !== 'x').transform((v) => v);\nexport const B = z.string().transform((v) => v).refine((v) => v !== 'x');\n");
    const tool = "import { z } from 'zod';\nimport { A, B } from './fields.js';\nexport const U = z.discriminatedUnion('kind', [z.object({ kind: z.literal('k0'), id: A }), z.object({ kind: z.literal('k1'), id: B })]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column])).toEqual([[HIDDEN, 3, tool.split('\n')[2]!.indexOf('id: B') + 1]]);
    expect(reports[0]!.message).toContain('Write .transform() (in fields.ts:3) and the checks around it in the same order');
    // The neighbour: the same order in both variants is no finding.
    writeFileSync(join(root, 'tool.ts'), tool.replace('id: B', 'id: A'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

describe('an imported helper with overload signatures', () => {
  // renovate's `LooseRecord`: the bodiless signatures were three declarations of the name.
  it('reads the implementation', async () => {
    const root = tempDir();
    const helpers = "import { z } from 'zod';\nexport function Str(): z.ZodString;\nexport function Str(max: number): z.ZodString;\nexport function Str(max?: number): z.ZodString {\n  return max === undefined ? z.string() : z.string().max(max);\n}\n";
    writeFileSync(join(root, 'helpers.ts'), helpers);
    const tool = "import { z } from 'zod';\nimport { Str } from './helpers.js';\nexport const U = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), q: Str(5).trim() }), z.object({ op: z.literal('b'), q: Str(5) })]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column])).toEqual([[HIDDEN, 3, tool.split('\n')[2]!.indexOf('trim()') + 1]]);
    writeFileSync(join(root, 'tool.ts'), tool.replace("q: Str(5) }", "q: Str(5).trim() }"));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

// `z.lazy(f)` in a helper of another module, given a getter written here: the getter is read here,
// where its `z` is Zod (it was read in the helper's module: "'z' from 'zod' is a package").
describe('an imported helper that makes a lazy schema of a getter written here', () => {
  const HELPERS = "import * as z from 'zod';\nexport const lazyOf = <T extends z.ZodType>(f: () => T) => z.lazy(f);\n";
  const TOOL = (b: string) =>
    [
      "import * as z from 'zod';",
      "import { lazyOf } from './helpers.js';",
      "const A = z.object({ kind: z.literal('a'), text: lazyOf(() => z.string().trim()) });",
      `const B = z.object({ kind: z.literal('b'), text: ${b} });`,
      "export const U = z.discriminatedUnion('kind', [A, B]);",
      '',
    ].join('\n');

  it('reads the getter in its own module', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'helpers.ts'), HELPERS);
    const invalid = TOOL('z.string()');
    writeFileSync(join(root, 'tool.ts'), invalid);
    expect(await lintOne(root, 'tool.ts')).toEqual([report(HIDDEN, spanOn(invalid, 3, 'trim()'), hidden('text', '.trim()', 'overwrite', 'variant a', 'variant b'))]);
    writeFileSync(join(root, 'tool.ts'), TOOL('lazyOf(() => z.string().trim())'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });
});

describe('options listed in another module', () => {
  // The list of options is written in ops.ts: an imported array as the union's argument, spread
  // into this file's list, or another union's `.options`. What is found about those variants is
  // reported at the argument or the spread that brings them in (their own places are in ops.ts,
  // where ESLint cannot report), naming ops.ts's line. These were dropped without a word.
  const OPS = [
    "import { z } from 'zod';",
    'export const OPS = [',
    "  z.object({ kind: z.literal('a'), text: z.string() }),",
    "  z.object({ kind: z.literal('b'), text: z.number() }),",
    '] as const;',
    "export const AB = z.discriminatedUnion('kind', [",
    "  z.object({ kind: z.literal('a'), text: z.string().max(10) }),",
    "  z.object({ kind: z.literal('b'), text: z.string().max(10) }),",
    ']);',
    '',
  ].join('\n');
  const TOOL = [
    "import { z } from 'zod';",
    "import { OPS, AB } from './ops.js';",
    "export const Listed = z.discriminatedUnion('kind', OPS);",
    "export const Spread = z.discriminatedUnion('kind', [...OPS, z.object({ kind: z.literal('c'), text: z.boolean() })]);",
    "export const FromOptions = z.discriminatedUnion('kind', [...AB.options, z.object({ kind: z.literal('c'), text: z.string() })]);",
    '',
  ].join('\n');
  const CONSTRAINT = 'zod-flatten/no-collided-constraint-mismatch';
  const typeMismatchAt = (line: number, needle: string, kind: string, variant: string, kinds: string, expected = 'string') =>
    report(TYPE_MISMATCH, spanOn(TOOL, line, needle), typeMismatch('text', kind, variant, expected, kinds));

  it('reports at the argument or the spread in this file', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ops.ts'), OPS);
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const bound = (lines: string) =>
      formatMessage(MESSAGES['no-collided-constraint-mismatch'].constraintMismatch, {
        path: 'text',
        constraint: `.max() (length <= 10) (in ops.ts:${lines})`,
        withVariants: 'variants a and b',
        withoutVariants: 'variant c',
      });
    expect(await lintOne(root, 'tool.ts')).toEqual([
      typeMismatchAt(3, 'OPS', 'number', 'b (in ops.ts:4)', 'string in a; number in b'),
      typeMismatchAt(4, '...OPS', 'number', 'b (in ops.ts:4)', 'string in a; number in b; boolean in c', 'string or boolean'),
      typeMismatchAt(4, 'text', 'boolean', 'c', 'string in a; number in b; boolean in c', 'string or number'),
      // The same finding at both options of AB, which one spread brings in: one report naming both
      // lines (undb stacked up to 16 such reports on one squiggle).
      report(CONSTRAINT, spanOn(TOOL, 5, '...AB.options'), bound('7, 8')),
    ]);
  });

  it('findings that say different things at one spread stay apart', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ops.ts'), OPS.replace("text: z.string().max(10) }),\n]);", "text: z.string().max(12) }),\n]);"));
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const bound = (max: number, line: number, variant: string) =>
      formatMessage(MESSAGES['no-collided-constraint-mismatch'].constraintMismatch, {
        path: 'text',
        constraint: `.max() (length <= ${max}) (in ops.ts:${line})`,
        withVariants: `variant ${variant}`,
        withoutVariants: variant === 'a' ? 'variants b and c' : 'variants a and c',
      });
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.filter((r) => r.rule === CONSTRAINT)).toEqual([
      report(CONSTRAINT, spanOn(TOOL, 5, '...AB.options'), bound(10, 7, 'a')),
      report(CONSTRAINT, spanOn(TOOL, 5, '...AB.options'), bound(12, 8, 'b')),
    ]);
  });

  it('the same options listed in this file: reported where each is written', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'tool.ts'), OPS.replace('export const OPS', 'const OPS') + "export const Listed = z.discriminatedUnion('kind', OPS);\n");
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((report) => [report.rule, report.line])).toEqual([[TYPE_MISMATCH, 4]]);
  });
});

describe('a registry spread from namespace imports', () => {
  // `{ ...fsOps, ...gitOps }`: each namespace spreads its exports, as servers build tool registries.
  const TOOL = [
    "import { z } from 'zod';",
    "import * as fsOps from './fs.js';",
    "import * as gitOps from './git.js';",
    'const ops = { ...fsOps, ...gitOps };',
    "export const Input = z.discriminatedUnion('op', [ops.ReadOp, ops.CommitOp]);",
    "export const Listed = z.discriminatedUnion('op', Object.values({ ...gitOps }));",
    '',
  ].join('\n');

  it('reads each export through the spread', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'fs.ts'), "import { z } from 'zod';\nexport const ReadOp = z.object({ op: z.literal('read'), path: z.string().trim() });\n");
    writeFileSync(
      join(root, 'git.ts'),
      "import { z } from 'zod';\nexport const CommitOp = z.object({ op: z.literal('commit'), path: z.string() });\nexport const PushOp = z.object({ op: z.literal('push'), path: z.string().trim() });\n",
    );
    writeFileSync(join(root, 'tool.ts'), TOOL);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, spanOn(TOOL, 5, 'ops.ReadOp'), hidden('path', '.trim() (in fs.ts:2)', 'overwrite', 'variant read', 'variant commit')),
      report(HIDDEN, spanOn(TOOL, 6, 'Object.values({ ...gitOps })'), hidden('path', '.trim() (in git.ts:3)', 'overwrite', 'variant push', 'variant commit')),
    ]);
  });
});

describe('two unions of this file sharing an imported variant', () => {
  // The `.trim()` is in ops.ts, so each union's report is placed at its own option here: one per
  // union, so that disabling one tool's report leaves the other's.
  const DISABLE = '// eslint-disable-next-line zod-flatten/no-hidden-collided-check -- keys are trimmed by the admin UI';
  const tool = (disabled: boolean) =>
    [
      "import { z } from 'zod';",
      "import { A, B } from './ops.js';",
      ...(disabled ? [DISABLE] : []),
      "export const AdminInput = z.discriminatedUnion('op', [A, B]);",
      "export const Input = z.discriminatedUnion('op', [A, B]);",
      '',
    ].join('\n');
  /** The option `A` on a line: the first item of `[A, B]`. */
  const optionA = (text: string, line: number): Span => {
    const [, column] = spanOn(text, line, '[A, B]');
    return [line, column + 1, line, column + 2];
  };
  const trim = hidden('key', '.trim() (in ops.ts:2)', 'overwrite', 'variant a', 'variant b');

  it('each reports at its own option', async () => {
    const root = tempDir();
    writeFileSync(
      join(root, 'ops.ts'),
      "import { z } from 'zod';\nexport const A = z.object({ op: z.literal('a'), key: z.string().trim() });\nexport const B = z.object({ op: z.literal('b'), key: z.string() });\n",
    );
    writeFileSync(join(root, 'tool.ts'), tool(false));
    expect(await lintOne(root, 'tool.ts')).toEqual([report(HIDDEN, optionA(tool(false), 3), trim), report(HIDDEN, optionA(tool(false), 4), trim)]);
    writeFileSync(join(root, 'tool.ts'), tool(true));
    expect(await lintOne(root, 'tool.ts')).toEqual([report(HIDDEN, optionA(tool(true), 5), trim)]);
  });
});

describe('a check function imported by several modules is one check', () => {
  // `nonEmpty` is declared in checks.ts and used there, imported by a.ts, imported again here
  // under its own name, under a renamed re-export, through the namespace and as the default
  // export: one function, so one check, and nothing differs. A function of another text declared
  // here is another check.
  const CHECKS = [
    "import { z } from 'zod';",
    'export const nonEmpty = (s: string) => s.length > 0;',
    "export const A = z.object({ kind: z.literal('a'), text: z.string().refine(nonEmpty) });",
    'export { nonEmpty as notEmpty };',
    'export default nonEmpty;',
    '',
  ].join('\n');
  const A = [
    "import { z } from 'zod';",
    "import { nonEmpty } from './checks.js';",
    "export const B = z.object({ kind: z.literal('b'), text: z.string().refine(nonEmpty) });",
    '',
  ].join('\n');
  const TOOL = [
    "import { z } from 'zod';",
    "import { A, nonEmpty, notEmpty } from './checks.js';",
    "import * as checks from './checks.js';",
    "import byDefault from './checks.js';",
    "import { B } from './a.js';",
    'const local = (s: string) => s.length > 1;',
    "export const Input = z.discriminatedUnion('kind', [A, B,",
    "  z.object({ kind: z.literal('c'), text: z.string().refine(nonEmpty) }),",
    "  z.object({ kind: z.literal('d'), text: z.string().refine(notEmpty) }),",
    "  z.object({ kind: z.literal('e'), text: z.string().refine(checks.nonEmpty) }),",
    "  z.object({ kind: z.literal('f'), text: z.string().refine(byDefault) }),",
    ']);',
    "export const Other = z.discriminatedUnion('kind', [A, z.object({ kind: z.literal('g'), text: z.string().refine(local) })]);",
    '',
  ].join('\n');

  it('the same binding through every import form: nothing to report; a function of another text: reported', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'checks.ts'), CHECKS);
    writeFileSync(join(root, 'a.ts'), A);
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const refine = (marker: string, withVariants: string, withoutVariants: string) =>
      hidden('text', marker, 'custom', withVariants, withoutVariants);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, spanOn(TOOL, 13, 'A'), refine('.refine() (in checks.ts:3)', 'variant a', 'variant g')),
      report(HIDDEN, spanOn(TOOL, 13, 'refine(local)'), refine('.refine()', 'variant g', 'variant a')),
    ]);
  });

  // `V.check` written alike in two modules whose `V` are two objects is two functions; one
  // function reached as `F['nonEmpty']` or `const { nonEmpty: ne } = F` is still one.
  it('a member is the function it reads, not the text of its access', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'checks.ts'), CHECKS);
    writeFileSync(join(root, 'v1.ts'), 'export const V = { check: (n: number) => n > 1 };\n');
    writeFileSync(join(root, 'v2.ts'), 'export const V = { check: (n: number) => n > 2 };\n');
    writeFileSync(join(root, 'p.ts'), "import { z } from 'zod';\nimport { V } from './v1.js';\nexport const P = z.object({ kind: z.literal('p'), n: z.number().refine(V.check) });\n");
    writeFileSync(join(root, 'q.ts'), "import { z } from 'zod';\nimport { V } from './v2.js';\nexport const Q = z.object({ kind: z.literal('q'), n: z.number().refine(V.check) });\n");
    const tool = [
      "import { z } from 'zod';",
      "import * as F from './checks.js';",
      "import { nonEmpty } from './checks.js';",
      "import { P } from './p.js';",
      "import { Q } from './q.js';",
      'const { nonEmpty: ne } = F;',
      "export const Same = z.discriminatedUnion('kind', [",
      "  z.object({ kind: z.literal('a'), text: z.string().refine(F['nonEmpty']) }),",
      "  z.object({ kind: z.literal('b'), text: z.string().refine(ne) }),",
      "  z.object({ kind: z.literal('c'), text: z.string().refine(nonEmpty) }),",
      ']);',
      "export const Two = z.discriminatedUnion('kind', [P, Q]);",
      '',
    ].join('\n');
    writeFileSync(join(root, 'tool.ts'), tool);
    const refine = (marker: string, withVariants: string, withoutVariants: string) => hidden('n', marker, 'custom', withVariants, withoutVariants);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(HIDDEN, spanOn(tool, 12, 'P'), refine('.refine() (in p.ts:3)', 'variant p', 'variant q')),
      report(HIDDEN, spanOn(tool, 12, 'Q'), refine('.refine() (in q.ts:3)', 'variant q', 'variant p')),
    ]);
  });
});

describe('a bound that cannot be read, in another module', () => {
  // `.max(limits.note)` is read in ops.ts, where `limits` comes from a call the evaluator does not
  // run: the constraint rule leaves variant comment out of `note`'s comparison (no report against
  // close's `.max(500)`), and no-untraceable-variant says so on the option, naming ops.ts's line.
  const OPS = [
    "import { z } from 'zod';",
    'declare function loadLimits(env: unknown): { note: number };',
    'const limits = loadLimits(process.env);',
    "export const Comment = z.object({ action: z.literal('comment'), note: z.string().max(limits.note) });",
    "export const Close = z.object({ action: z.literal('close'), note: z.string().max(500) });",
    '',
  ].join('\n');
  const TOOL = [
    "import { z } from 'zod';",
    "import { Comment, Close } from './ops.js';",
    "export const Input = z.discriminatedUnion('action', [Comment, Close]);",
    '',
  ].join('\n');

  it('an imported object changed through the import is not read as written', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'limits.ts'), 'export const LIMITS = { text: 3 };\n');
    const tool = (change: string) =>
      [
        "import { z } from 'zod';",
        "import { LIMITS } from './limits.js';",
        change,
        "export const Input = z.discriminatedUnion('kind', [",
        "  z.object({ kind: z.literal('a'), text: z.string().max(LIMITS.text) }),",
        "  z.object({ kind: z.literal('b'), text: z.string().max(3) }),",
        ']);',
        '',
      ].join('\n');
    writeFileSync(join(root, 'changed.ts'), tool('LIMITS.text = 9;'));
    writeFileSync(join(root, 'read.ts'), tool('console.log(LIMITS.text);'));
    const message = formatMessage(MESSAGES['no-untraceable-variant'].unreadableBound, { check: '.max()', path: 'text', variant: 'a', why: " ('LIMITS' is changed after its import (line 3))", keyword: 'maximum length' });
    expect(await lintOne(root, 'changed.ts')).toEqual([report(UNTRACEABLE, spanOn(tool(''), 5, 'max(LIMITS.text)'), message)]);
    // Read but not changed: 3, as in variant b.
    expect(await lintOne(root, 'read.ts')).toEqual([]);
  });

  it('a list handed to a function of another module that pushes onto it is not read as written', async () => {
    const root = tempDir();
    writeFileSync(
      join(root, 'more.ts'),
      [
        "import { z } from 'zod';",
        'export function addNumber(list: unknown[]) {',
        "  list.push(z.object({ op: z.literal('b'), v: z.number() }));",
        '}',
        'export function count(list: unknown[]) {',
        '  return list.length;',
        '}',
        '',
      ].join('\n'),
    );
    const tool = (call: string) =>
      [
        "import { z } from 'zod';",
        "import { addNumber, count } from './more.js';",
        "const OPTS: unknown[] = [z.object({ op: z.literal('a'), v: z.string() })];",
        call,
        'export const Input = z.union(OPTS as never);',
        '',
      ].join('\n');
    writeFileSync(join(root, 'filled.ts'), tool('addNumber(OPTS);'));
    writeFileSync(join(root, 'counted.ts'), tool('count(OPTS);'));
    const message = untraceableOption("the options could not be traced: 'OPTS' is handed to 'addNumber' (line 4), which changes it");
    expect(await lintOne(root, 'filled.ts')).toEqual([report(UNTRACEABLE, spanOn(tool(''), 5, 'OPTS as never'), message)]);
    // Read by the other function: one option, nothing collides.
    expect(await lintOne(root, 'counted.ts')).toEqual([]);
  });

  it('is reported on the option, with its module and line, and compared with nothing', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'ops.ts'), OPS);
    writeFileSync(join(root, 'tool.ts'), TOOL);
    const message = formatMessage(MESSAGES['no-untraceable-variant'].unreadableBound, { check: '.max() (in ops.ts:4)', path: 'note', variant: 'comment', why: " ('loadLimits' is a function)", keyword: 'maximum length' });
    expect(await lintOne(root, 'tool.ts')).toEqual([report(UNTRACEABLE, spanOn(TOOL, 3, 'Comment'), message)]);
  });
});

describe("ESLint's own parse of a module it linted just before is reused", () => {
  // ESLint lints a directory about in order (each file as its read completes): base.ts, ops.ts,
  // then tool.ts, which imports both.
  const BASE = "import { z } from 'zod';\nexport const Base = z.object({ id: z.string() });\n";
  const OPS = [
    "import { z } from 'zod';",
    "import { Base } from './base.js';",
    "export const A = Base.extend({ op: z.literal('a'), text: z.string().trim() });",
    "export const B = Base.extend({ op: z.literal('b'), text: z.string() });",
    '',
  ].join('\n');
  const TOOL = "import { z } from 'zod';\nimport { A, B } from './ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B]);\n";
  /** The one report on tool.ts, whichever parse of the modules was read. */
  const TOOL_REPORTS: Report[] = [
    report(HIDDEN, [3, 50, 3, 51], hidden('text', '.trim() (in src/ops.ts:3)', 'overwrite', 'variant a', 'variant b')),
  ];

  function project(): string {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/base.ts'), BASE);
    writeFileSync(join(root, 'src/ops.ts'), OPS);
    writeFileSync(join(root, 'src/tool.ts'), TOOL);
    return root;
  }
  const names = (map: ReadonlyMap<string, number>, root: string) =>
    Object.fromEntries([...map].map(([file, count]) => [relative(root, file), count]).sort());
  /** Lints a text as the file at `file` (its text on disk may differ). */
  const lintAs = async (eslint: ESLint, root: string, file: string, text: string) => {
    const [result] = await eslint.lintText(text, { filePath: join(root, file) });
    return result!.messages.map((message) => message.ruleId);
  };

  it('tool.ts alone: both modules parsed by the plugin, and the report', async () => {
    const root = project();
    expect(await lintOne(root, 'src/tool.ts')).toEqual(TOOL_REPORTS);
    expect(names(parseCounts, root)).toEqual({ 'src/base.ts': 1, 'src/ops.ts': 1 });
    expect(reusedParses.size).toBe(0);
  });

  it('the modules linted first: none parsed by the plugin, the same report', async () => {
    const root = project();
    // One file per call: ESLint lints the files of one call in the order their reads complete.
    writeFileSync(join(root, 'src/tool-2.ts'), TOOL);
    const eslint = eslintFor(root);
    const offered = () => offeredFiles().map((file) => relative(root, file));
    expect(await lintWith(eslint, root, ['src/base.ts'])).toEqual({ 'src/base.ts': [] });
    expect(await lintWith(eslint, root, ['src/ops.ts'])).toEqual({ 'src/ops.ts': [] });
    expect(offered()).toEqual(['src/base.ts', 'src/ops.ts']);
    expect(await lintWith(eslint, root, ['src/tool.ts'])).toEqual({ 'src/tool.ts': TOOL_REPORTS });
    // A second importer reads the same offers: they stay offers (the newest) rather than moving
    // to the parse cache, so the modules of a whole directory of tools are not all kept alive.
    expect(offered().sort()).toEqual(['src/base.ts', 'src/ops.ts']);
    expect(await lintWith(eslint, root, ['src/tool-2.ts'])).toEqual({ 'src/tool-2.ts': TOOL_REPORTS });
    expect(names(reusedParses, root)).toEqual({ 'src/base.ts': 2, 'src/ops.ts': 2 });
    expect(parseCounts.size).toBe(0);
    // Every file of the directory that imports them (tool-2.ts through ops.ts, for base.ts) has
    // been linted: no later lint of this directory reads them, and they are released.
    expect(offered()).toEqual([]);
  });

  it('an offer is released once the last file of its directory that imports it is linted', async () => {
    const root = project();
    // index.ts re-exports ops.ts, and tool.ts imports the barrel: tool.ts reads ops.ts (and
    // base.ts) through it. extra.ts imports nothing.
    writeFileSync(join(root, 'src/index.ts'), "export * from './ops.js';\n");
    writeFileSync(join(root, 'src/tool.ts'), TOOL.replace("'./ops.js'", "'./index.js'"));
    writeFileSync(join(root, 'src/extra.ts'), "import { z } from 'zod';\nexport const E = z.string();\n");
    const eslint = eslintFor(root);
    const offered = () => offeredFiles().map((file) => relative(root, file));
    await lintWith(eslint, root, ['src/base.ts']);
    await lintWith(eslint, root, ['src/ops.ts']);
    await lintWith(eslint, root, ['src/index.ts']);
    // The barrel has been linted, but tool.ts, which reads ops.ts through it, has not.
    expect(offered()).toEqual(['src/base.ts', 'src/ops.ts', 'src/index.ts']);
    // extra.ts: imported by no file of src/, never offered; it releases nothing.
    await lintWith(eslint, root, ['src/extra.ts']);
    expect(offered()).toEqual(['src/base.ts', 'src/ops.ts', 'src/index.ts']);
    expect(await lintWith(eslint, root, ['src/tool.ts'])).toEqual({ 'src/tool.ts': TOOL_REPORTS });
    expect(names(reusedParses, root)).toEqual({ 'src/base.ts': 1, 'src/index.ts': 1, 'src/ops.ts': 1 });
    expect(parseCounts.size).toBe(0);
    expect(offered()).toEqual([]);
  });

  it("a file parsed by a parser without parseForESLint (espree's, Oxlint's) is never offered: its tree is not the modules' parser's", async () => {
    const root = project();
    const parseOnly = { parse: (parser as unknown as { parse: (text: string, options: unknown) => unknown }).parse, meta: { name: 'parse-only' } };
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: parseOnly } }, plugin.configs.strict] as unknown as Linter.Config[],
    });
    await lintWith(eslint, root, ['src/base.ts']);
    await lintWith(eslint, root, ['src/ops.ts']);
    expect(offeredFiles()).toEqual([]);
    expect(await lintWith(eslint, root, ['src/tool.ts'])).toEqual({ 'src/tool.ts': TOOL_REPORTS });
    // The modules are parsed by the plugin (typescript-eslint's parser), once each.
    expect(reusedParses.size).toBe(0);
    expect(names(parseCounts, root)).toEqual({ 'src/base.ts': 1, 'src/ops.ts': 1 });
  });

  it('a second lint of the directory in one process (eslint_d, a watch mode) reads the offers again', async () => {
    const root = project();
    const eslint = eslintFor(root);
    for (let run = 1; run <= 2; run++) {
      await lintWith(eslint, root, ['src/base.ts']);
      await lintWith(eslint, root, ['src/ops.ts']);
      expect(await lintWith(eslint, root, ['src/tool.ts'])).toEqual({ 'src/tool.ts': TOOL_REPORTS });
    }
    // base.ts linted again begins a new lint of src/: ops.ts and tool.ts are to come again.
    expect(names(reusedParses, root)).toEqual({ 'src/base.ts': 2, 'src/ops.ts': 2 });
    expect(parseCounts.size).toBe(0);
    expect(offeredFiles()).toEqual([]);
  });

  it('a module whose importers were all linted before it is not offered', async () => {
    const root = project();
    const eslint = eslintFor(root);
    await lintWith(eslint, root, ['src/tool.ts']);
    await lintWith(eslint, root, ['src/ops.ts']);
    // base.ts: ops.ts imports it, directly; tool.ts through ops.ts. Both were linted.
    await lintWith(eslint, root, ['src/base.ts']);
    expect(offeredFiles()).toEqual([]);
  });

  it('a parse of a text that is not the file on disk (an unsaved buffer) is not used', async () => {
    const root = project();
    const eslint = eslintFor(root);
    // The editor's buffer of ops.ts has no .trim(); the file on disk has it.
    await lintAs(eslint, root, 'src/base.ts', BASE);
    await lintAs(eslint, root, 'src/ops.ts', OPS.replace('.trim()', ''));
    expect((await lintWith(eslint, root, ['src/tool.ts']))['src/tool.ts']).toEqual(TOOL_REPORTS);
    expect(names(parseCounts, root)).toEqual({ 'src/ops.ts': 1 });
    expect(names(reusedParses, root)).toEqual({ 'src/base.ts': 1 });
  });

  it('a parse by another parser object, or of a script, is not used', async () => {
    const root = project();
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser } },
        { files: ['src/ops.ts'], languageOptions: { parser: { ...parser } } },
        { files: ['src/base.ts'], languageOptions: { sourceType: 'script' } },
        plugin.configs.strict,
      ] as unknown as Linter.Config[],
    });
    expect(await lintWith(eslint, root, ['src'])).toEqual({ 'src/base.ts': [], 'src/ops.ts': [], 'src/tool.ts': TOOL_REPORTS });
    expect(names(parseCounts, root)).toEqual({ 'src/base.ts': 1, 'src/ops.ts': 1 });
    expect(reusedParses.size).toBe(0);
  });

  it('only a module that a file of its own directory imports, and that imports Zod or re-exports, is kept', async () => {
    const root = project();
    // ops.ts moved to src/ops/: tool.ts imports it from another directory. plain.ts is imported
    // by a file next to it, but imports no Zod (and re-exports nothing).
    mkdirSync(join(root, 'src/ops'));
    rmSync(join(root, 'src/ops.ts'));
    writeFileSync(join(root, 'src/ops/ops.ts'), OPS.replace("'./base.js'", "'../base.js'"));
    writeFileSync(join(root, 'src/tool.ts'), TOOL.replace("'./ops.js'", "'./ops/ops.js'"));
    writeFileSync(join(root, 'src/plain.ts'), 'export const MAX = 3;\n');
    writeFileSync(
      join(root, 'src/bounded.ts'),
      "import { z } from 'zod';\nimport { MAX } from './plain.js';\nexport const U = z.union([z.object({ a: z.string().max(MAX) }), z.object({ a: z.string() })]);\n",
    );
    const eslint = eslintFor(root);
    for (const file of ['src/base.ts', 'src/plain.ts', 'src/ops/ops.ts']) await lintWith(eslint, root, [file]);
    const tool = (await lintWith(eslint, root, ['src/tool.ts']))['src/tool.ts'];
    const bounded = (await lintWith(eslint, root, ['src/bounded.ts']))['src/bounded.ts'];
    expect(tool).toEqual([{ ...TOOL_REPORTS[0]!, message: TOOL_REPORTS[0]!.message.replaceAll('src/ops.ts', 'src/ops/ops.ts') }]);
    // base.ts: imported by ops/ops.ts, which is not in src/, and by nothing in src/.
    expect(names(parseCounts, root)).toEqual({ 'src/base.ts': 1, 'src/ops/ops.ts': 1, 'src/plain.ts': 1 });
    expect(reusedParses.size).toBe(0);
    // What the plugin's own parses give is what a fresh process gives.
    clearModuleCache();
    expect((await lintWith(eslintFor(root), root, ['src/bounded.ts']))['src/bounded.ts']).toEqual(bounded);
  });

  it('only the last 16 offers are kept', async () => {
    const root = project();
    // Sixteen more modules, all imported by a file of src/, so that each is offered.
    const OTHERS = 16;
    writeFileSync(
      join(root, 'src/others.ts'),
      Array.from({ length: OTHERS }, (_, i) => `export { X${i} } from './other-${i}.js';\n`).join(''),
    );
    const other = (i: number) => `import { z } from 'zod';\nexport const X${i} = z.string();\n`;
    for (let i = 0; i < OTHERS; i++) writeFileSync(join(root, `src/other-${i}.ts`), other(i));
    const eslint = eslintFor(root);
    /** From an empty cache: base.ts and ops.ts, then `n` others, then `extra`, then tool.ts. */
    const toolAfter = async (n: number, extra?: () => Promise<void>) => {
      clearModuleCache();
      await lintAs(eslint, root, 'src/base.ts', BASE);
      await lintAs(eslint, root, 'src/ops.ts', OPS);
      for (let i = 0; i < n; i++) expect(await lintAs(eslint, root, `src/other-${i}.ts`, other(i))).toEqual([]);
      await extra?.();
      expect((await lintWith(eslint, root, ['src/tool.ts']))['src/tool.ts']).toEqual(TOOL_REPORTS);
    };
    // base, ops and 14 others: 16 offers, both modules still there.
    await toolAfter(14);
    expect(parseCounts.size).toBe(0);
    // A file that exports nothing is not offered: it takes no slot.
    await toolAfter(14, async () => expect(await lintAs(eslint, root, 'src/script.ts', 'const y = 1;\nvoid y;\n')).toEqual([]));
    expect(parseCounts.size).toBe(0);
    // One more offer: base.ts, the oldest, is dropped and parsed again; ops.ts is not.
    await toolAfter(15);
    expect(names(parseCounts, root)).toEqual({ 'src/base.ts': 1 });
    expect(names(reusedParses, root)).toEqual({ 'src/ops.ts': 1 });
  });

  it('an analysis kept for an offered AST does not keep its SourceCode', async () => {
    // The analysis cache is keyed by the AST, which an offer keeps alive: if the analysis held
    // the SourceCode, every offer would keep ESLint's traversal steps and the TypeScript AST.
    const root = project();
    let opsSource: WeakRef<object> | undefined;
    const spy = {
      create(context: { filename: string; sourceCode: object }) {
        if (context.filename.endsWith('ops.ts')) opsSource = new WeakRef(context.sourceCode);
        return {};
      },
    };
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser } },
        plugin.configs.strict,
        { plugins: { spy: { rules: { r: spy } } }, rules: { 'spy/r': 'error' } },
      ] as unknown as Linter.Config[],
    });
    await lintAs(eslint, root, 'src/ops.ts', OPS);
    // The linter keeps its last SourceCode: lint another file.
    await lintAs(eslint, root, 'src/base.ts', BASE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(opsSource).toBeDefined();
    expect(opsSource!.deref()).toBeUndefined();
    // The offer itself is alive, and used.
    expect((await lintWith(eslint, root, ['src/tool.ts']))['src/tool.ts']).toEqual(TOOL_REPORTS);
    expect(names(reusedParses, root)).toEqual({ 'src/base.ts': 1, 'src/ops.ts': 1 });
  });
});

describe('never reads outside the project root (a temp copy)', () => {
  /**
   * The outside op, if it were read, would give a hidden-check report on `toUpperCase()` for
   * `text` (setButton declares `text` without it), instead of the untraceable report.
   */
  const OUTSIDE_OP = (name: string) =>
    `import { z } from 'zod';\nexport const ${name} = z.object({ op: z.literal('${name}'), text: z.string().toUpperCase() });\n`;

  it('a symlinked file, a symlinked directory, and a `../` path that leave the root are untraceable, and not read', async () => {
    const base = tempDir();
    const root = copyFixture(base);
    const outside = join(base, 'outside');
    mkdirSync(join(outside, 'dir'), { recursive: true });
    writeFileSync(join(outside, 'outside-op.ts'), OUTSIDE_OP('OutsideOp'));
    writeFileSync(join(outside, 'dir', 'op.ts'), OUTSIDE_OP('DirOp'));
    writeFileSync(join(outside, 'escaped-op.ts'), OUTSIDE_OP('EscapedOp'));
    symlinkSync(join(outside, 'outside-op.ts'), join(root, 'src/ops/outside.ts'));
    symlinkSync(join(outside, 'dir'), join(root, 'src/linked'));
    writeFileSync(
      join(root, 'src/tools/outside-tool.ts'),
      [
        "import { z } from 'zod';",
        "import SetButton from '../ops/set-button.js';",
        "import { OutsideOp } from '../ops/outside.js';",
        "import { DirOp } from '../linked/op.js';",
        "import { EscapedOp } from '../../../outside/escaped-op.js';",
        '',
        "export const OutsideInput = z.discriminatedUnion('op', [",
        '  SetButton,',
        '  OutsideOp,',
        '  DirOp,',
        '  EscapedOp,',
        ']);',
        '',
      ].join('\n'),
    );

    expect(await lintOne(root, 'src/tools/outside-tool.ts')).toEqual([
      report(UNTRACEABLE, [9, 3, 9, 12], untraceableOption(`'OutsideOp' from '../ops/outside.js': '../ops/outside.js' ${OUTSIDE}`)),
      report(UNTRACEABLE, [10, 3, 10, 8], untraceableOption(`'DirOp' from '../linked/op.js': '../linked/op.js' ${OUTSIDE}`)),
      report(
        UNTRACEABLE,
        [11, 3, 11, 12],
        untraceableOption(`'EscapedOp' from '../../../outside/escaped-op.js': '../../../outside/escaped-op.js' ${OUTSIDE}`),
      ),
    ]);
    // Nothing outside the root was parsed: only set-button.ts and what it imports.
    expect([...parseCounts.keys()].map((file) => relative(root, file)).sort()).toEqual([
      'src/lib/zod.ts',
      'src/ops/base.ts',
      'src/ops/set-button.ts',
    ]);
    expect(existsSync(join(root, 'src/ops/EXECUTED'))).toBe(false);
  });

  it("'..' from a folder of the root is the root's index.ts, not the file beside the root", async () => {
    const base = tempDir();
    const root = join(base, 'server');
    mkdirSync(join(root, 'tools'), { recursive: true });
    // What TypeScript would try first, `<root>.ts`, lies outside: passed over, never read.
    writeFileSync(join(base, 'server.ts'), OUTSIDE_OP('Get'));
    writeFileSync(join(root, 'index.ts'), "import { z } from 'zod';\nexport const Get = z.object({ op: z.literal('get'), key: z.string().trim() });\n");
    writeFileSync(
      join(root, 'tools/kv.ts'),
      "import { z } from 'zod';\nimport { Get } from '..';\nexport const Input = z.discriminatedUnion('op', [Get, z.object({ op: z.literal('set'), key: z.string() })]);\n",
    );
    expect(await lintOne(root, 'tools/kv.ts')).toEqual([report(HIDDEN, [3, 50, 3, 53], hidden('key', '.trim() (in index.ts:2)', 'overwrite', 'variant get', 'variant set'))]);
    expect([...parseCounts.keys()].map((file) => relative(root, file))).toEqual(['index.ts']);
  });

  it('a root reached through a symlink (cwd is the link): messages name files relative to the root', async () => {
    const base = tempDir();
    const root = copyFixture(base);
    const link = join(base, 'link');
    symlinkSync(root, link);
    // The same reports as from the real path: `(in src/ops/set-text.ts:9)`, not `(in ../project/src/ops/set-text.ts:9)`.
    expect(await lintOne(link, 'src/tools/page-tool.ts')).toEqual(PAGE_TOOL);
  });

  it('a module cached under one root is not followed outside another root in the same process', async () => {
    // A monorepo linted as a whole (cwd = the repo), then one package of it (cwd = the package),
    // in one process (an editor's ESLint server with one working directory per package does this).
    const repo = tempDir();
    const app = join(repo, 'app');
    mkdirSync(join(repo, 'shared'), { recursive: true });
    mkdirSync(join(app, 'src/ops'), { recursive: true });
    mkdirSync(join(app, 'src/tools'), { recursive: true });
    writeFileSync(join(repo, 'shared/fields.ts'), "import { z } from 'zod';\nexport const Shared = z.string().toUpperCase();\n");
    writeFileSync(
      join(app, 'src/ops/op.ts'),
      [
        "import { z } from 'zod';",
        "import { Shared } from '../../../shared/fields.js';",
        "export const Plain = z.object({ op: z.literal('plain'), text: z.string() });",
        "export const WithShared = z.object({ op: z.literal('withShared'), text: Shared });",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'src/tools/a.ts'),
      "import { z } from 'zod';\nimport { Plain } from '../ops/op.js';\nexport const A = z.discriminatedUnion('op', [Plain, z.object({ op: z.literal('x'), text: z.string() })]);\n",
    );
    writeFileSync(
      join(app, 'src/tools/b.ts'),
      "import { z } from 'zod';\nimport { Plain, WithShared } from '../ops/op.js';\nexport const B = z.discriminatedUnion('op', [Plain, WithShared]);\n",
    );
    const fromApp: Report[] = [
      report(
        UNTRACEABLE,
        [3, 53, 3, 63],
        untraceableField(
          'text',
          'withShared',
          `'Shared' from '../../../shared/fields.js': '../../../shared/fields.js' ${OUTSIDE} (in src/ops/op.ts:4)`,
        ),
      ),
    ];

    // Alone, with cwd = app: shared/ is outside the root, not read.
    expect(await lintOne(app, 'src/tools/b.ts')).toEqual(fromApp);
    expect([...parseCounts.keys()].map((file) => relative(repo, file))).toEqual(['app/src/ops/op.ts']);

    // The repo first (op.ts is cached, `Shared` not yet needed), then app: the same as alone.
    clearModuleCache();
    expect(await lintOne(repo, 'app/src/tools/a.ts')).toEqual([]);
    expect(await lintOne(app, 'src/tools/b.ts')).toEqual(fromApp);
    expect([...parseCounts.keys()].map((file) => relative(repo, file))).toEqual(['app/src/ops/op.ts']);
  });
});

describe('a long-lived process (an editor) sees the project as it is now', () => {
  it('a change to a module that an unchanged module imports is seen on the next lint', async () => {
    const root = copyFixture(tempDir());
    const eslint = eslintFor(root);
    expect((await lintWith(eslint, root, ['src/tools/page-tool.ts']))['src/tools/page-tool.ts']).toEqual(PAGE_TOOL);

    // fields.ts line 5: BlockText (insertBlock's `text`) is now trimmed too. insert-block.ts is unchanged.
    const fields = join(root, 'src/ops/fields.ts');
    const before = readFileSync(fields, 'utf8');
    const after = before.replace('export const BlockText = z.string().min(1)', 'export const BlockText = z.string().trim().min(1)');
    expect(after).not.toBe(before);
    writeFileSync(fields, after);

    expect((await lintWith(eslint, root, ['src/tools/page-tool.ts']))['src/tools/page-tool.ts']).toEqual([
      report(HIDDEN, [17, 3, 17, 10], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variants setText and insertBlock', 'variant setButton')),
      PAGE_TOOL[1],
      PAGE_TOOL[2],
      report(
        HIDDEN,
        [21, 3, 21, 14],
        hidden('text', '.trim() (in src/ops/fields.ts:5)', 'overwrite', 'variants setText and insertBlock', 'variant setButton'),
      ),
      PAGE_TOOL[3],
    ]);
  });

  it('the reason for a value cycle does not depend on which file was linted before', async () => {
    const alone = await lintOne(FIXTURE, 'src/tools/history-tool.ts');

    clearModuleCache();
    const eslint = eslintFor(FIXTURE);
    // Another file (linted first) reaches the same cycle from its other end, `RepeatOp` in cycle-a.ts.
    const [other] = await eslint.lintText(
      "import { z } from 'zod';\nimport { RepeatOp } from '../ops/cycle-a.js';\nexport const Repeat = z.union([RepeatOp, z.object({ op: z.literal('x') })]);\n",
      { filePath: join(FIXTURE, 'src/tools/repeat-tool.ts') },
    );
    expect(other!.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([[UNTRACEABLE, 3, 32]]);
    const afterOther = (await lintWith(eslint, FIXTURE, ['src/tools/history-tool.ts']))['src/tools/history-tool.ts'];

    expect(afterOther).toEqual(alone);
  });
});

describe('a reason found in another module, for a shape built in this file', () => {
  // `z.object(shapeA)` here, with `shapeA` unreadable in common.ts: the report is on the option
  // here and names common.ts's line (it named none, pointing at a `??` this file does not have).
  it('names the other module and line', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/common.ts'), "import { z } from 'zod';\n\nexport const shapeA = (globalThis as any).SHAPE ?? { name: z.string().trim() };\n");
    writeFileSync(
      join(root, 'src/tool.ts'),
      "import { z } from 'zod';\nimport { shapeA } from './common.js';\nexport const Input = z.union([z.object(shapeA), z.object({ name: z.string() })]);\n",
    );
    expect(await lintOne(root, 'src/tool.ts')).toEqual([
      report(UNTRACEABLE, [3, 31, 3, 47], untraceableOption("a '??' whose left side is not a constant ('globalThis' is a global, of which the evaluator reads only some constants and pure functions) (in src/common.ts:3)")),
    ]);
  });
});

describe('Object.values() of a namespace import', () => {
  // `import * as ops` is an object at run time: its value exports (not its types), `export *`
  // included, in code-unit order. It was "'Object.values()' of the module '/abs/path'".
  function project(textB: string): string {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/more.ts'), "import { z } from 'zod';\nexport const b = z.object({ op: z.literal('b'), text: " + textB + ' });\n');
    writeFileSync(
      join(root, 'src/ops.ts'),
      "import { z } from 'zod';\nexport type Op = 'a' | 'b';\nexport interface Meta { x: number }\nexport const a = z.object({ op: z.literal('a'), text: z.string().trim() });\nexport * from './more.js';\n",
    );
    writeFileSync(join(root, 'src/tool.ts'), "import { z } from 'zod';\nimport * as ops from './ops.js';\nexport const Input = z.discriminatedUnion('op', Object.values(ops));\n");
    return root;
  }

  it('reads its value exports and those of export *', async () => {
    expect(await lintOne(project('z.string()'), 'src/tool.ts')).toEqual([
      report(HIDDEN, [3, 49, 3, 67], hidden('text', '.trim() (in src/ops.ts:4)', 'overwrite', 'variant a', 'variant b')),
    ]);
  });

  it('finds nothing where the variants agree', async () => {
    expect(await lintOne(project('z.string().trim()'), 'src/tool.ts')).toEqual([]);
  });
});

describe('type-only exports', () => {
  // `export type * from` and `export type { Name }` bring no value: `Name` at run time is the one
  // `export *` brings. The value was looked up in the type-only export first (a .trim() Zod never
  // runs, reported in src/a.ts).
  function project(barrel: string, textC: string): string {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), "import { z } from 'zod';\nexport const Name = z.string().trim();\n");
    writeFileSync(join(root, 'src/c.ts'), `import { z } from 'zod';\nexport const Name = ${textC};\n`);
    writeFileSync(join(root, 'src/barrel.ts'), barrel);
    writeFileSync(
      join(root, 'src/tool.ts'),
      "import { z } from 'zod';\nimport { Name } from './barrel.js';\nexport const Input = z.discriminatedUnion('op', [\n  z.object({ op: z.literal('a'), name: Name }),\n  z.object({ op: z.literal('b'), name: z.string() }),\n]);\n",
    );
    return root;
  }
  const typeStar = "export type * from './a.js';\nexport * from './c.js';\n";
  const typeBraces = "export type { Name } from './a.js';\nexport * from './c.js';\n";

  it('export type * brings no value', async () => {
    expect(await lintOne(project(typeStar, 'z.string()'), 'src/tool.ts')).toEqual([]);
    expect(await lintOne(project(typeStar, 'z.string().trim()'), 'src/tool.ts')).toEqual([
      report(HIDDEN, [4, 34, 4, 38], hidden('name', '.trim() (in src/c.ts:2)', 'overwrite', 'variant a', 'variant b')),
    ]);
  });

  it('export type { Name } brings no value', async () => {
    expect(await lintOne(project(typeBraces, 'z.string()'), 'src/tool.ts')).toEqual([]);
    expect(await lintOne(project(typeBraces, 'z.string().trim()'), 'src/tool.ts')).toEqual([
      report(HIDDEN, [4, 34, 4, 38], hidden('name', '.trim() (in src/c.ts:2)', 'overwrite', 'variant a', 'variant b')),
    ]);
  });
});

describe('CommonJS modules', () => {
  // A hand-written CommonJS module, TypeScript's CommonJS output, and a module that hands Zod on,
  // each read as `require()` returns it (its `module.exports`, or the object of its `exports.X`).
  const OPS = [
    "const { z } = require('zod');",
    "const SetText = z.object({ op: z.literal('set_text'), text: z.string().trim() });",
    'module.exports = { SetText };',
    '',
  ].join('\n');
  const BUTTONS = [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    'exports.SetButton = void 0;',
    'const zod_1 = require("zod");',
    "exports.SetButton = zod_1.z.object({ op: zod_1.z.literal('set_button'), text: zod_1.z.string() });",
    '',
  ].join('\n');
  const ZOD = "module.exports = require('zod');\n";
  // Bundlers' (and TypeScript's re-export) form: a getter on the exports.
  const DEFINED = [
    '"use strict";',
    "const zod = require('zod');",
    "const SetButton = zod.z.object({ op: zod.z.literal('set_button'), text: zod.z.string() });",
    "Object.defineProperty(exports, 'SetButton', { enumerable: true, get: function () { return SetButton; } });",
    '',
  ].join('\n');
  const DEFINING = [
    "const { z } = require('zod');",
    "const { SetText } = require('./ops.cjs');",
    "const { SetButton } = require('./defined.js');",
    "export const Input = z.discriminatedUnion('op', [SetText, SetButton]);",
    '',
  ].join('\n');
  const REQUIRING = [
    "const { z } = require('./zod.cjs');",
    "const { SetText } = require('./ops.cjs');",
    "const buttons = require('./buttons.js');",
    "export const Input = z.discriminatedUnion('op', [SetText, buttons.SetButton]);",
    '',
  ].join('\n');
  const IMPORTING = [
    "import { z } from 'zod';",
    "import ops from './ops.cjs';",
    "import { SetButton } from './buttons.js';",
    "export const Input = z.discriminatedUnion('op', [ops.SetText, SetButton]);",
    '',
  ].join('\n');
  const IMPORT_EQUALS = [
    "import { z } from 'zod';",
    "import ops = require('./ops.cjs');",
    "export const Input = z.discriminatedUnion('op', [ops.SetText, z.object({ op: z.literal('set_button'), text: z.string() })]);",
    '',
  ].join('\n');

  function project(): string {
    const root = tempDir();
    writeFileSync(join(root, 'ops.cjs'), OPS);
    writeFileSync(join(root, 'buttons.js'), BUTTONS);
    writeFileSync(join(root, 'zod.cjs'), ZOD);
    writeFileSync(join(root, 'requiring.ts'), REQUIRING);
    writeFileSync(join(root, 'importing.ts'), IMPORTING);
    writeFileSync(join(root, 'import-equals.ts'), IMPORT_EQUALS);
    writeFileSync(join(root, 'defined.js'), DEFINED);
    writeFileSync(join(root, 'defining.ts'), DEFINING);
    return root;
  }
  const trimIn = (line: number, needle: string, text: string) =>
    report(HIDDEN, spanOn(text, line, needle), hidden('text', '.trim() (in ops.cjs:2)', 'overwrite', 'variant set_text', 'variant set_button'));

  // A union helper of a CommonJS module (TypeScript's output: `exports.discriminatedUnion =
  // discriminatedUnion`), called from another file as compilers call it, as a member, or
  // destructured from `require()`: the union it builds is the caller's, from its arguments. None
  // was read (trigger.dev's dist/commonjs, real sweep).
  const UNION_HELPERS = [
    '"use strict";',
    'Object.defineProperty(exports, "__esModule", { value: true });',
    'exports.discriminatedUnion = discriminatedUnion;',
    'exports.ops = ops;',
    'const zod_1 = require("zod");',
    'function discriminatedUnion(key, options) { return zod_1.z.discriminatedUnion(key, options); }',
    "function ops(options) { return zod_1.z.discriminatedUnion('op', options); }",
    '',
  ].join('\n');
  const helperCaller = (call: string, b: string) =>
    [
      'const zod_1 = require("zod");',
      'const helpers_1 = require("./union-helpers.js");',
      'const { ops } = require("./union-helpers.js");',
      "const A = zod_1.z.object({ op: zod_1.z.literal('a'), value: zod_1.z.string() });",
      `const B = zod_1.z.object({ op: zod_1.z.literal('b'), value: ${b} });`,
      `export const Input = ${call};`,
      '',
    ].join('\n');
  it.each([
    ['(0, helpers_1.discriminatedUnion)("op", [A, B])'],
    ['helpers_1.discriminatedUnion("op", [A, B])'],
    ['ops([A, B])'],
  ])('a union helper of a CommonJS module: %s', async (call) => {
    const root = tempDir();
    writeFileSync(join(root, 'union-helpers.js'), UNION_HELPERS);
    const invalid = helperCaller(call, 'zod_1.z.number()');
    writeFileSync(join(root, 'tool.ts'), invalid);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(TYPE_MISMATCH, spanOn(invalid, 5, 'value'), typeMismatch('value', 'number', 'b', 'string', 'string in a; number in b')),
    ]);
    writeFileSync(join(root, 'tool.ts'), helperCaller(call, 'zod_1.z.string()'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  // A helper of another module that wraps the union it builds (`z.union([a, b]).optional()`, as
  // Speakeasy's generated SDKs write every optional field), called at the top level or inside an
  // object written there: its union was silent (vercel/sdk, real sweep round 9).
  const WRAPPING_HELPERS = [
    "import { z } from 'zod';",
    'export function eitherOpt(a: z.ZodType, b: z.ZodType) { return z.union([a, b]).optional(); }',
    'export const eitherNull = (a: z.ZodType, b: z.ZodType) => z.union([a, b]).nullable().default(null);',
    '',
  ].join('\n');
  const wrappedCaller = (call: string, b: string) =>
    [
      "import { z } from 'zod';",
      "import { eitherOpt, eitherNull } from './wrapping-helpers';",
      "const A = z.object({ kind: z.literal('a'), value: z.string() });",
      `const B = z.object({ kind: z.literal('b'), value: ${b} });`,
      `export const Input = ${call};`,
      '',
    ].join('\n');
  it.each([['eitherOpt(A, B)'], ['z.object({ field: eitherNull(A, B) })']])('a helper of another module that wraps its union: %s', async (call) => {
    const root = tempDir();
    writeFileSync(join(root, 'wrapping-helpers.ts'), WRAPPING_HELPERS);
    const invalid = wrappedCaller(call, 'z.number()');
    writeFileSync(join(root, 'tool.ts'), invalid);
    expect(await lintOne(root, 'tool.ts')).toEqual([
      report(TYPE_MISMATCH, spanOn(invalid, 4, 'value'), typeMismatch('value', 'number', 'b', 'string', 'string in a; number in b')),
    ]);
    writeFileSync(join(root, 'tool.ts'), wrappedCaller(call, 'z.string()'));
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  it('require() of each: reports .trim() of ops.cjs at the option that reads it', async () => {
    const root = project();
    const reports = await lintOne(root, 'requiring.ts');
    expect(reports).toEqual([trimIn(4, 'SetText', REQUIRING)]);
  });

  it('an ES module importing them: the default import is module.exports, a named one exports.X', async () => {
    const root = project();
    expect(await lintOne(root, 'importing.ts')).toEqual([trimIn(4, 'ops.SetText', IMPORTING)]);
  });

  it('Object.defineProperty(exports, name, { get }): the getter returns the export', async () => {
    const root = project();
    expect(await lintOne(root, 'defining.ts')).toEqual([trimIn(4, 'SetText', DEFINING)]);
  });

  it("compilers' CommonJS: TypeScript's exported enum and export *, esbuild's module object", async () => {
    const root = project();
    // TypeScript 5's `export enum`, its `export * from './buttons.js'`, and esbuild's output.
    const KINDS = [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.Kind = void 0;',
      'var Kind;',
      '(function (Kind) {',
      '    Kind["Clear"] = "clear";',
      '})(Kind || (exports.Kind = Kind = {}));',
      '',
    ].join('\n');
    const BARREL = ['"use strict";', 'var __exportStar = (this && this.__exportStar) || function (m, exports) { for (var p in m) exports[p] = m[p]; };', '__exportStar(require("./buttons.js"), exports);', ''].join('\n');
    const BUNDLE = [
      '"use strict";',
      'var __export = (target, all) => { for (var name in all) Object.defineProperty(target, name, { get: all[name], enumerable: true }); };',
      'var __toCommonJS = (mod) => mod;',
      'var ops_exports = {};',
      '__export(ops_exports, { SetText: () => SetText });',
      'module.exports = __toCommonJS(ops_exports);',
      'var import_zod = require("zod");',
      "const SetText = import_zod.z.object({ op: import_zod.z.literal('set_text'), text: import_zod.z.string().trim() });",
      '',
    ].join('\n');
    const TOOL = [
      "const { z } = require('zod');",
      "const { Kind } = require('./kinds.js');",
      "const { SetButton } = require('./barrel.js');",
      "const { SetText } = require('./bundle.js');",
      "export const Input = z.discriminatedUnion('op', [SetText, SetButton, z.object({ op: z.literal(Kind.Clear), text: z.string() })]);",
      '',
    ].join('\n');
    writeFileSync(join(root, 'kinds.js'), KINDS);
    writeFileSync(join(root, 'barrel.js'), BARREL);
    writeFileSync(join(root, 'bundle.js'), BUNDLE);
    writeFileSync(join(root, 'compiled.ts'), TOOL);
    expect(await lintOne(root, 'compiled.ts')).toEqual([
      report(HIDDEN, spanOn(TOOL, 5, 'SetText'), hidden('text', '.trim() (in bundle.js:8)', 'overwrite', 'variant set_text', 'variants set_button and clear')),
    ]);
  });

  // A barrel written by hand: `Object.assign(exports, require(...))` re-exports each module whole,
  // as TypeScript's `__exportStar` does (metamorphic sweep: 4 of 4 such programs untraceable).
  const ASSIGNING = [
    "import { z } from 'zod';",
    "import { SetText } from './assigned.cjs';",
    "export const Input = z.discriminatedUnion('op', [SetText, z.object({ op: z.literal('set_button'), text: z.string() })]);",
    '',
  ].join('\n');
  it.each([
    ["Object.assign(exports, require('./ops.cjs'));"],
    ["Object.assign(module.exports, require('./buttons.js'), require('./ops.cjs'));"],
  ])('a barrel of Object.assign(): %s', async (barrel) => {
    const root = project();
    writeFileSync(join(root, 'assigned.cjs'), `${barrel}\n`);
    writeFileSync(join(root, 'assigning.ts'), ASSIGNING);
    expect(await lintOne(root, 'assigning.ts')).toEqual([trimIn(3, 'SetText', ASSIGNING)]);
  });

  // Names added to the exports a module already has, by hand (grammar v16: 109 projects reported
  // the name untraceable, or read `{ ...module.exports }` as a cycle).
  const ADDING = (form: string) =>
    ["const { z } = require('zod');", "const SetText = z.object({ op: z.literal('set_text'), text: z.string().trim() });", 'exports.Other = 1;', form, ''].join('\n');
  it.each([
    ['Object.assign(exports, { SetText });'],
    ["Object.assign(module.exports, { SetText: SetText }, require('./buttons.js'));"],
    ['module.exports = Object.assign(module.exports, { SetText });'],
    ['module.exports = Object.assign({}, module.exports, { SetText });'],
    ['module.exports = { ...module.exports, SetText };'],
    // A name exported before stays exported.
    ['exports.SetText = SetText;\nmodule.exports = { ...module.exports, More: 2 };'],
    ['exports.SetText = SetText;\nmodule.exports = Object.assign(module.exports, { More: 2 });'],
  ])('names added to the exports: %s', async (form) => {
    const root = project();
    writeFileSync(join(root, 'assigned.cjs'), ADDING(form));
    // Imported by name, and destructured from what `require()` returns.
    const requiring = ASSIGNING.replace("import { SetText } from './assigned.cjs';", "const { SetText } = require('./assigned.cjs');");
    writeFileSync(join(root, 'assigning.ts'), ASSIGNING);
    writeFileSync(join(root, 'requiring.ts'), requiring);
    for (const [file, text] of [['assigning.ts', ASSIGNING], ['requiring.ts', requiring]] as const) {
      expect(await lintOne(root, file)).toEqual([
        report(HIDDEN, spanOn(text, 3, 'SetText'), hidden('text', '.trim() (in assigned.cjs:2)', 'overwrite', 'variant set_text', 'variant set_button')),
      ]);
    }
  });

  // A list filled in a loop, exported by copying it onto the exports (grammar v17: 370 projects
  // said "'OPTS' is changed after its declaration": the copy was taken for a change under another name).
  const FILLED = (form: string) =>
    [
      "const { z } = require('zod');",
      'const SH = { set_text: { text: z.string().trim() }, set_button: { text: z.string() } };',
      'const OPTS = [];',
      'for (const [op, shape] of Object.entries(SH)) OPTS.push(z.object({ op: z.literal(op), ...shape }));',
      form,
      '',
    ].join('\n');
  const LISTING = ["import { z } from 'zod';", "import { OPTS } from './filled.cjs';", "export const Input = z.discriminatedUnion('op', OPTS);", ''].join('\n');
  it.each([
    ['Object.assign(module.exports, { OPTS });'],
    ['Object.assign(exports, { OPTS: OPTS });'],
    ["Object.defineProperty(exports, 'OPTS', { value: OPTS, enumerable: true });"],
    // TypeScript's CommonJS output, and the other ways to write the getter (the rerun: 17 projects).
    ["Object.defineProperty(exports, 'OPTS', { enumerable: true, get: function () { return OPTS; } });"],
    ["Object.defineProperty(exports, 'OPTS', { get: () => OPTS });"],
    ["Object.defineProperty(module.exports, 'OPTS', { get() { return OPTS; } });"],
  ])('a list filled in a loop, exported by %s', async (form) => {
    const root = project();
    writeFileSync(join(root, 'filled.cjs'), FILLED(form));
    writeFileSync(join(root, 'listing.ts'), LISTING);
    const reports = await lintOne(root, 'listing.ts');
    const [line, column, endLine, endColumn] = spanOn(LISTING, 3, 'OPTS');
    expect(reports.map((r) => [r.rule, r.line, r.column, r.endLine, r.endColumn])).toEqual([[HIDDEN, line, column, endLine, endColumn]]);
    expect(reports[0]!.message).toContain('.trim() (in filled.cjs:2)');
  });

  it('the neighbour: the list copied into another list that is changed is not read as written', async () => {
    const root = project();
    writeFileSync(join(root, 'filled.cjs'), FILLED('const ALL = [OPTS];\nALL[0].push(1);\nObject.assign(module.exports, { OPTS });'));
    writeFileSync(join(root, 'listing.ts'), LISTING);
    const reports = await lintOne(root, 'listing.ts');
    expect(reports.map((r) => r.rule)).toEqual([UNTRACEABLE]);
    expect(reports[0]!.message).toContain("'OPTS' is changed after its declaration");
  });

  it('the neighbour: Object.assign() of what is not a require() leaves the name untraceable', async () => {
    const root = project();
    writeFileSync(join(root, 'assigned.cjs'), "Object.assign(exports, loadOps());\n");
    writeFileSync(join(root, 'assigning.ts'), ASSIGNING);
    expect(await lintOne(root, 'assigning.ts')).toEqual([
      report(UNTRACEABLE, spanOn(ASSIGNING, 3, 'SetText'), untraceableOption("'SetText' from './assigned.cjs': no export 'SetText' in 'assigned.cjs'")),
    ]);
  });

  it("TypeScript's import = require()", async () => {
    const root = project();
    expect(await lintOne(root, 'import-equals.ts')).toEqual([trimIn(3, 'ops.SetText', IMPORT_EQUALS)]);
  });
});

describe("JavaScript files under ESLint's default parser", () => {
  // A config that gives typescript-eslint's parser to `.ts` files only (the README's) leaves `.js`
  // and `.mjs` files to espree, which has no `parseForESLint`: their imports are followed with
  // typescript-eslint's parser. They were not followed at all: the union below reported nothing
  // under `recommended` and an untraceable option under `strict`.
  const OPS = "import { z } from 'zod';\nexport const A = z.object({ op: z.literal('a'), name: z.string().trim() });\n";
  const tool = (name: string) =>
    `import { z } from 'zod';\nimport { A } from './ops.mjs';\nexport const Input = z.discriminatedUnion('op', [A, z.object({ op: z.literal('b'), name: ${name} })]);\n`;
  const project = (text: string): string => {
    const root = tempDir();
    writeFileSync(join(root, 'ops.mjs'), OPS);
    writeFileSync(join(root, 'tool.mjs'), text);
    return root;
  };

  it('.trim() in both variants: nothing', async () => {
    expect(await lintOne(project(tool('z.string().trim()')), 'tool.mjs')).toEqual([]);
  });

  it('the neighbour: .trim() in the imported variant only is reported at it, with its module', async () => {
    const text = tool('z.string()');
    const found = await lintOne(project(text), 'tool.mjs');
    expect(found).toEqual([report(HIDDEN, spanOn(text, 3, 'A'), hidden('name', '.trim() (in ops.mjs:2)', 'overwrite', 'variant a', 'variant b'))]);
  });
});

describe('JSON modules', () => {
  // `import names from './names.json' with { type: 'json' }` and `require('./cfg.json')` are data:
  // read with JSON.parse, never run, their values constants as a literal's are. Such an import was
  // "cannot find module" though the file exists, and what it set was untraceable.
  const tool = (second: string) =>
    [
      "import { z } from 'zod';",
      "import names from './names.json' with { type: 'json' };",
      "const cfg = require('./cfg.json');",
      "export const Input = z.discriminatedUnion('op', [",
      '  z.object({ op: z.literal(names[0]), name: z.string().max(cfg.max) }),',
      `  z.object({ op: z.literal(names[1]), name: ${second} }),`,
      ']);',
      '',
    ].join('\n');
  const project = (text: string): string => {
    const root = tempDir();
    writeFileSync(join(root, 'names.json'), '["create", "rename"]\n');
    writeFileSync(join(root, 'cfg.json'), '{ "max": 64 }\n');
    writeFileSync(join(root, 'tool.ts'), text);
    return root;
  };

  it('the same bound from the JSON in both variants: nothing', async () => {
    expect(await lintOne(project(tool('z.string().max(cfg.max)')), 'tool.ts')).toEqual([]);
  });

  it('the neighbour: the bound in one variant, labelled by the values the JSON holds', async () => {
    const text = tool('z.string()');
    expect(await lintOne(project(text), 'tool.ts')).toEqual([
      report(
        'zod-flatten/no-collided-constraint-mismatch',
        spanOn(text, 5, 'max(cfg.max)'),
        formatMessage(MESSAGES['no-collided-constraint-mismatch'].constraintMismatch, {
          path: 'name',
          constraint: '.max() (length <= 64)',
          withVariants: 'variant create',
          withoutVariants: 'variant rename',
        }),
      ),
    ]);
  });
});

// ---- bare imports without a TypeScript program: workspace packages and `paths` aliases ----------

/**
 * A monorepo: apps/server's tool builds its union from variants of a workspace package
 * (`@acme/contracts`, linked in node_modules as npm, pnpm and yarn link them), read as Node and
 * TypeScript read it: `exports`, or `main` mapped from its built output back to its source
 * through the package's own tsconfig.json (`outDir` → `rootDir`).
 */
describe('tier 1: workspace packages and tsconfig paths', () => {
  const CONTRACT = `import { z } from 'zod';
export const SetText = z.object({ op: z.literal('setText'), text: z.string().trim() });
`;
  const TOOL = (specifier: string) => `import { z } from 'zod';
import { SetText } from '${specifier}';
const Clear = z.object({ op: z.literal('clear'), text: z.string() });
export const Input = z.discriminatedUnion('op', [
  SetText,
  Clear,
]);
`;
  function monorepo(manifest: object, files: Record<string, string>, link = true): string {
    const root = tempDir();
    const write = (path: string, text: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('package.json', JSON.stringify({ private: true, workspaces: ['packages/*', 'apps/*'] }));
    write('packages/contracts/package.json', JSON.stringify({ name: '@acme/contracts', ...manifest }));
    for (const [path, text] of Object.entries(files)) write(path, text);
    if (link) {
      mkdirSync(join(root, 'node_modules', '@acme'), { recursive: true });
      symlinkSync(join(root, 'packages', 'contracts'), join(root, 'node_modules', '@acme', 'contracts'), 'dir');
    }
    return root;
  }
  const hiddenTrim = (file: string) => `Collided field 'text': .trim() (in ${file}:2) is an overwrite`;

  it("`main` pointing at built output: read from the source its tsconfig.json's outDir maps back to", async () => {
    const root = monorepo(
      { main: 'dist/index.js', types: 'dist/index.d.ts' },
      {
        'packages/contracts/tsconfig.json': '{ "compilerOptions": { "outDir": "dist", "rootDir": "src" } } // built with tsc',
        'packages/contracts/src/index.ts': CONTRACT,
        'apps/server/src/tool.ts': TOOL('@acme/contracts'),
      },
    );
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column])).toEqual([['zod-flatten/no-hidden-collided-check', 5, 3]]);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
  });

  it('one build per format (`tsc --build` of referenced configs): mapped back through the referenced config that built the entry', async () => {
    const root = monorepo(
      { exports: { '.': { types: './dist/types/index.d.ts', import: './dist/esm/index.js' } } },
      {
        'packages/contracts/tsconfig.json': '{ "references": [{ "path": "./tsconfig.types.json" }, { "path": "./tsconfig.esm.json" }], "include": [] }',
        'packages/contracts/tsconfig.types.json': '{ "compilerOptions": { "rootDir": "src", "outDir": "dist/types" } }',
        'packages/contracts/tsconfig.esm.json': '{ "compilerOptions": { "rootDir": "src", "outDir": "dist/esm" } }',
        'packages/contracts/src/index.ts': CONTRACT,
        'apps/server/src/tool.ts': TOOL('@acme/contracts'),
      },
    );
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
    // The neighbour: without the references, no config says where dist/ comes from.
    writeFileSync(join(root, 'packages/contracts/tsconfig.json'), '{ "include": [] }');
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/contracts': '@acme/contracts' is a workspace package whose entry (./dist/types/index.d.ts, ./dist/esm/index.js) is no source file of the project), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it('`exports` with a subpath and conditions: the source it names', async () => {
    const root = monorepo(
      { exports: { '.': { types: './src/index.ts', default: './src/index.ts' }, './ops/*': { import: './src/ops/*.ts' } } },
      { 'packages/contracts/src/ops/set-text.ts': CONTRACT, 'packages/contracts/src/index.ts': 'export {};\n', 'apps/server/src/tool.ts': TOOL('@acme/contracts/ops/set-text') },
    );
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/ops/set-text.ts'));
  });

  it('a subpath the `exports` map withholds, and built output with no source mapping: untraceable, with the reason', async () => {
    const root = monorepo(
      { exports: { '.': './dist/index.js' } },
      { 'packages/contracts/dist/index.js': CONTRACT, 'packages/contracts/src/index.ts': CONTRACT, 'apps/server/src/tool.ts': TOOL('@acme/contracts/internal') },
    );
    const withheld = await lintOne(root, 'apps/server/src/tool.ts');
    expect(withheld.map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/contracts/internal': '@acme/contracts/internal' is not exported by the workspace package '@acme/contracts'), so the zod-flatten rules did not check its fields.",
    ]);
    // './dist/index.js' exists and is JavaScript of the project: read as it is (no tsconfig maps it).
    writeFileSync(join(root, 'apps/server/src/tool.ts'), TOOL('@acme/contracts'));
    clearModuleCache();
    const built = await lintOne(root, 'apps/server/src/tool.ts');
    expect(built.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(built[0]!.message).toContain(hiddenTrim('packages/contracts/dist/index.js'));
  });

  it('an installed package (a directory in node_modules) and a link out of the project: not read', async () => {
    const root = monorepo({ main: 'src/index.ts' }, { 'packages/contracts/src/index.ts': CONTRACT, 'apps/server/src/tool.ts': TOOL('@acme/contracts') }, false);
    // Installed: a copy in node_modules, as npm installs a published package.
    mkdirSync(join(root, 'node_modules', '@acme', 'contracts', 'src'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '@acme', 'contracts', 'package.json'), JSON.stringify({ name: '@acme/contracts', main: 'src/index.ts' }));
    writeFileSync(join(root, 'node_modules', '@acme', 'contracts', 'src', 'index.ts'), CONTRACT);
    const reason = "'@acme/contracts' is a package or alias; other packages are only followed with type information";
    const installed = await lintOne(root, 'apps/server/src/tool.ts');
    expect(installed.map((r) => r.message)).toEqual([`This union option could not be traced ('SetText' from '@acme/contracts': ${reason}), so the zod-flatten rules did not check its fields.`]);
    // A link to a package outside the root.
    const outside = tempDir();
    mkdirSync(join(outside, 'src'), { recursive: true });
    writeFileSync(join(outside, 'package.json'), JSON.stringify({ name: '@acme/contracts', main: 'src/index.ts' }));
    writeFileSync(join(outside, 'src', 'index.ts'), CONTRACT);
    rmSync(join(root, 'node_modules', '@acme', 'contracts'), { recursive: true });
    symlinkSync(outside, join(root, 'node_modules', '@acme', 'contracts'), 'dir');
    clearModuleCache();
    const linked = await lintOne(root, 'apps/server/src/tool.ts');
    expect(linked.map((r) => r.message)).toEqual([`This union option could not be traced ('SetText' from '@acme/contracts': ${reason}), so the zod-flatten rules did not check its fields.`]);
  });

  it('a checkout before install (no node_modules): the packages the workspace declares', async () => {
    const root = monorepo({ main: 'src/index.ts' }, { 'packages/contracts/src/index.ts': CONTRACT, 'apps/server/src/tool.ts': TOOL('@acme/contracts') }, false);
    const declared = await lintOne(root, 'apps/server/src/tool.ts');
    expect(declared.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(declared[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
    // pnpm declares its workspace in pnpm-workspace.yaml, with exclusions.
    writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true }));
    writeFileSync(join(root, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/**'\n  - apps/*  # the servers\n");
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    // The workspace read is kept per process while its files are unchanged; an edit is seen
    // without clearing any cache.
    writeFileSync(join(root, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/**'\n  - '!packages/contracts'\n");
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/contracts': '@acme/contracts' is a package or alias; other packages are only followed with type information), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it('pnpm-workspace.yaml with its items not indented, or in flow style (stagewise)', async () => {
    const root = monorepo({ main: 'src/index.ts' }, { 'packages/contracts/src/index.ts': CONTRACT, 'apps/server/src/tool.ts': TOOL('@acme/contracts') }, false);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true }));
    for (const yaml of ['packages:\n- apps/*\n- "packages/*"\n', "packages: ['apps/*', packages/*] # flow\n"]) {
      writeFileSync(join(root, 'pnpm-workspace.yaml'), yaml);
      clearModuleCache();
      expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    }
    // The neighbour: a workspace that does not list the package.
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n- apps/*\n');
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-untraceable-variant']);
  });

  it("pnpm-workspace.yaml beside a package.json `workspaces` that lists fewer packages (unkey's `web/`): both are read", async () => {
    const root = monorepo({ main: 'src/index.ts' }, { 'packages/contracts/src/index.ts': CONTRACT, 'apps/server/src/tool.ts': TOOL('@acme/contracts') }, false);
    writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, workspaces: ['apps/*'] }));
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n  - apps/*\n');
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    // The neighbour: neither lists the package.
    writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n');
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-untraceable-variant']);
  });

  it('Zod itself through an alias (`import { z } from "@/lib/zod"`, a module that re-exports it)', async () => {
    const root = monorepo({}, {
      'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
      'src/lib/zod.ts': "export { z } from 'zod';\n",
      'src/tool.ts': `import { z } from '@/lib/zod';
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), text: z.string().trim() }),
  z.object({ op: z.literal('b'), text: z.string() }),
]);
`,
    }, false);
    const reports = await lintOne(root, 'src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    // The neighbour: an alias that leads nowhere in the project is not Zod, and nothing is read.
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "@/*": ["./elsewhere/*"] } } }');
    clearModuleCache();
    expect(await lintOne(root, 'src/tool.ts')).toEqual([]);
  });

  it('a `paths` pattern whose targets are no file falls back to the workspace, as TypeScript does (`"*": ["./*"]`)', async () => {
    // openstatus's apps write `"*": ["./*"]` beside `@/*`: it matches every bare import.
    const root = monorepo({ exports: { '.': './src/index.ts', './src/*': './src/*.ts' } }, {
      'apps/server/tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"], "*": ["./*"] } } }',
      'packages/contracts/src/set-text.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('@acme/contracts/src/set-text'),
    });
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/set-text.ts'));
    // Nothing else has it either: the alias's reason.
    writeFileSync(join(root, 'apps/server/src/tool.ts'), TOOL('@acme/nowhere'));
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/nowhere': '@acme/nowhere' is a 'paths' alias whose targets are no file of the project), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it("an `exports` condition a tsconfig's `customConditions` names (webstudio's `\"webstudio\": \"./src/index.ts\"`)", async () => {
    const root = monorepo({ exports: { '.': { mysrc: './src/index.ts', types: './lib/index.d.ts', import: './lib/index.js' } } }, {
      'tsconfig.base.json': '{ "compilerOptions": { "moduleResolution": "bundler", "customConditions": ["mysrc"] } }',
      'apps/server/tsconfig.json': '{ "extends": "../../tsconfig.base.json" }',
      'packages/contracts/src/index.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('@acme/contracts'),
    });
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
    // The neighbour: without the condition, the entries are built output no config maps back.
    writeFileSync(join(root, 'tsconfig.base.json'), '{ "compilerOptions": { "moduleResolution": "bundler" } }');
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/contracts': '@acme/contracts' is a workspace package whose entry (./lib/index.d.ts, ./lib/index.js) is no source file of the project), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it("`customConditions` of a base config named by its workspace package (webstudio's `\"extends\": \"@webstudio-is/tsconfig/base.json\"`)", async () => {
    const base = '{ "compilerOptions": { "moduleResolution": "bundler", "customConditions": ["mysrc"] } }';
    const root = monorepo({ exports: { '.': { mysrc: './src/index.ts', types: './lib/index.d.ts', import: './lib/index.js' } } }, {
      'packages/tsconfig/package.json': JSON.stringify({ name: '@acme/tsconfig', private: true }),
      'packages/tsconfig/base.json': base,
      'apps/server/tsconfig.json': '{ "extends": "@acme/tsconfig/base.json" }',
      'packages/contracts/src/index.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('@acme/contracts'),
    });
    const traced = async () => {
      clearModuleCache();
      const reports = await lintOne(root, 'apps/server/src/tool.ts');
      expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
      expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
    };
    await traced();
    // The package alone: its `tsconfig` field, else its tsconfig.json.
    writeFileSync(join(root, 'apps/server/tsconfig.json'), '{ "extends": "@acme/tsconfig" }');
    writeFileSync(join(root, 'packages/tsconfig/tsconfig.json'), base);
    await traced();
    // The neighbour: a package that is not the workspace's (installed) is not read.
    writeFileSync(join(root, 'apps/server/tsconfig.json'), '{ "extends": "@other/tsconfig/base.json" }');
    mkdirSync(join(root, 'node_modules', '@other', 'tsconfig'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '@other', 'tsconfig', 'base.json'), base);
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@acme/contracts': '@acme/contracts' is a workspace package whose entry (./lib/index.d.ts, ./lib/index.js) is no source file of the project), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it('a subpath import of the package.json the file is in (`#app/*`, epic-stack), and one it does not declare', async () => {
    const root = monorepo({}, {
      'apps/server/package.json': JSON.stringify({ name: 'server', private: true, imports: { '#app/*': './src/*', '#contracts': { mysrc: './nowhere.ts', default: './src/contracts/set-text.ts' } } }),
      'apps/server/src/contracts/set-text.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('#app/contracts/set-text.ts'),
    }, false);
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('apps/server/src/contracts/set-text.ts'));
    // An exact key with conditions, its first target that is a file of the project.
    writeFileSync(join(root, 'apps/server/src/tool.ts'), TOOL('#contracts'));
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    // The neighbour: a key the package does not declare is untraceable, with that reason.
    writeFileSync(join(root, 'apps/server/src/tool.ts'), TOOL('#lib/set-text'));
    clearModuleCache();
    expect((await lintOne(root, 'apps/server/src/tool.ts')).map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '#lib/set-text': '#lib/set-text' is not among the 'imports' of apps/server/package.json), so the zod-flatten rules did not check its fields.",
    ]);
  });

  it("built output mapped back through an extended tsconfig's `${configDir}/dist` (TypeScript 5.5)", async () => {
    // medusa's packages extend a base whose outDir is `${configDir}/dist`: each package's own dist.
    const root = monorepo({ main: 'dist/index.js' }, {
      '_tsconfig.base.json': '{ "compilerOptions": { "outDir": "${configDir}/dist", "declaration": true } }',
      'packages/contracts/tsconfig.json': '{ "extends": "../../_tsconfig.base.json", "compilerOptions": { "rootDir": "./src" } }',
      'packages/contracts/src/index.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('@acme/contracts'),
    });
    const reports = await lintOne(root, 'apps/server/src/tool.ts');
    expect(reports.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(reports[0]!.message).toContain(hiddenTrim('packages/contracts/src/index.ts'));
  });

  it('a `paths` alias of an extended tsconfig.json, and one whose target is missing', async () => {
    const root = monorepo({}, {
      'tsconfig.base.json': '{\n  // shared by the apps\n  "compilerOptions": { "baseUrl": ".", "paths": { "@contracts/*": ["packages/contracts/src/*"], "@missing": ["nowhere/x"], }, },\n}',
      'apps/server/tsconfig.json': '{ "extends": "../../tsconfig.base.json" }',
      'packages/contracts/src/set-text.ts': CONTRACT,
      'apps/server/src/tool.ts': TOOL('@contracts/set-text'),
    }, false);
    const aliased = await lintOne(root, 'apps/server/src/tool.ts');
    expect(aliased.map((r) => r.rule)).toEqual(['zod-flatten/no-hidden-collided-check']);
    expect(aliased[0]!.message).toContain(hiddenTrim('packages/contracts/src/set-text.ts'));
    writeFileSync(join(root, 'apps/server/src/tool.ts'), TOOL('@missing'));
    clearModuleCache();
    const missing = await lintOne(root, 'apps/server/src/tool.ts');
    expect(missing.map((r) => r.message)).toEqual([
      "This union option could not be traced ('SetText' from '@missing': '@missing' is a 'paths' alias whose targets are no file of the project), so the zod-flatten rules did not check its fields.",
    ]);
  });
});

describe('a union followed through a chain of modules', () => {
  // Fuzz probe: `z.union([M.N, ...])` in each of 300 modules, each `M` the next. The nesting bound
  // was counted per module's evaluator, so the stack ran out first, and the reason was V8's
  // "Maximum call stack size exceeded". The bound now counts every module's evaluations.
  const chain = (modules: number): string => {
    const root = tempDir();
    for (let i = 0; i < modules; i++) {
      const next = i + 1 < modules ? `import * as M from './m${i + 1}.js';\nexport const N = z.union([M.N, z.object({ type: z.literal('k${i}'), v: z.number() })]);` : `export const N = z.object({ type: z.literal('k${i}'), v: z.number() });`;
      writeFileSync(join(root, `m${i}.ts`), `import { z } from 'zod';\n${next}\n`);
    }
    writeFileSync(join(root, 'main.ts'), "import { z } from 'zod';\nimport { N } from './m0.js';\nexport const U = z.union([N, z.object({ type: z.literal('zz'), v: z.boolean() })]);\n");
    return root;
  };

  it('300 modules: past the bound, untraceable as nesting too deep, never a stack overflow', async () => {
    const reports = await lintOne(chain(300), 'main.ts');
    const untraceable = reports.filter((r) => r.rule === UNTRACEABLE);
    expect(untraceable).toHaveLength(1);
    expect(untraceable[0]!.message).toContain('nesting too deep to follow');
    expect(reports.map((r) => r.message).join('\n')).not.toContain('call stack');
  });

  it('the neighbour: 20 modules are followed to the end', async () => {
    const reports = await lintOne(chain(20), 'main.ts');
    expect(reports.map((r) => r.rule)).toEqual([TYPE_MISMATCH]);
    expect(reports[0]!.message).toContain('number in k19, k18');
  });
});

describe('a function made in another module, by a factory or over its own constant', () => {
  // Grammar v14: `short5 = maxLen(5)` exported by checks.ts, and `(v) => v.length < MAX` written
  // alike in two modules over their own `MAX`, were compared by their text alone (one check, missed),
  // where the same function written inline in the union's file is read with the values it closes over.
  const project = (b: string, max: string): string => {
    const root = tempDir();
    writeFileSync(join(root, 'checks.ts'), `export const maxLen = (n: number) => (v: string) => v.length <= n;\nexport const shortA = maxLen(5);\nexport const shortB = maxLen(${b});\n`);
    writeFileSync(join(root, 'a.ts'), 'const MAX = 5;\nexport const short = (v: string) => v.length < MAX;\n');
    writeFileSync(join(root, 'b.ts'), `const MAX = ${max};\nexport const short = (v: string) => v.length < MAX;\n`);
    writeFileSync(
      join(root, 'union.ts'),
      [
        "import { z } from 'zod';",
        "import { shortA, shortB } from './checks.js';",
        "import { short } from './a.js';",
        "import { short as other } from './b.js';",
        "export const U = z.discriminatedUnion('op', [",
        "  z.object({ op: z.literal('a'), name: z.string().refine(shortA), code: z.string().refine(short) }),",
        "  z.object({ op: z.literal('b'), name: z.string().refine(shortB), code: z.string().refine(other) }),",
        ']);',
        '',
      ].join('\n'),
    );
    return root;
  };
  const read = (path: string, values: string) =>
    formatMessage(MESSAGES['no-hidden-collided-check'].hiddenArguments, { path, marker: '.refine()', what: 'a custom check', withVariants: 'variants a and b', values });

  it('the same values: nothing to report', async () => {
    expect(await lintOne(project('5', '5'), 'union.ts')).toEqual([]);
  });

  it('the neighbour: other values, each reported where the function is passed', async () => {
    const root = project('8', '8');
    const lines = readFileSync(join(root, 'union.ts'), 'utf8').split('\n');
    const at = (line: number, needle: string) => [line, lines[line - 1]!.indexOf(needle) + 1, lines[line - 1]!.indexOf(needle) + needle.length + 1];
    const reports = await lintOne(root, 'union.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column, r.endColumn, r.message])).toEqual([
      [HIDDEN, ...at(6, 'refine(shortA)'), read('name', 'n = 5 in variant a; n = 8 in variant b')],
      [HIDDEN, ...at(6, 'refine(short)'), read('code', 'MAX = 5 in variant a; MAX = 8 in variant b')],
      [HIDDEN, ...at(7, 'refine(shortB)'), read('name', 'n = 5 in variant a; n = 8 in variant b')],
      [HIDDEN, ...at(7, 'refine(other)'), read('code', 'MAX = 5 in variant a; MAX = 8 in variant b')],
    ]);
  });
});

describe('a union a helper of another module builds, called in the ways grammar v17 drew', () => {
  const MAKE = [
    "import { z } from 'zod';",
    'export const SH = { create: { k: z.string() }, update: { k: z.number() } };',
    "export const OPS = ['create', 'update'];",
    'export function makeUnion(table = SH, names = OPS) {',
    "  return z.discriminatedUnion('op', names.map((op) => z.object({ op: z.literal(op), ...table[op as keyof typeof table] })));",
    '}',
    'export function makeByLoop(table: Record<string, object>, names: string[]) {',
    '  const out: z.ZodObject[] = [];',
    '  for (const op of names) out.push(z.object({ op: z.literal(op), ...table[op] }));',
    "  return z.discriminatedUnion('op', out as never);",
    '}',
    'export function makeByDefaults(table: Record<string, object> = SH, names = OPS) {',
    '  const out: z.ZodObject[] = [];',
    '  for (const op of names) out.push(z.object({ op: z.literal(op), ...table[op] }));',
    "  return z.discriminatedUnion('op', out as never);",
    '}',
    '',
  ].join('\n');
  const project = (files: Record<string, string>): string => {
    const root = tempDir();
    writeFileSync(join(root, 'make.ts'), MAKE);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    return root;
  };
  const mismatch = "Collided field 'k' is number in variant update (in make.ts:2) but string elsewhere (string in create; number in update).";
  const calling = (imports: string, call: string) => ["import { z } from 'zod';", imports, `export const Input = ${call};`, ''].join('\n');

  it.each([
    ['called with its defaults', "import { makeUnion } from './make.js';", 'makeUnion()'],
    ['called through a namespace import', "import * as H from './make.js';", 'H.makeUnion(H.SH, H.OPS)'],
    ['filling its list in a loop over a parameter', "import { makeByLoop, SH, OPS } from './make.js';", 'makeByLoop(SH, OPS)'],
    // The union reads no parameter, the list it is given does (grammar v18: 24 projects, silent).
    ['filling its list in a loop over a defaulted parameter, called with its defaults', "import { makeByDefaults } from './make.js';", 'makeByDefaults()'],
  ])('%s: reported at the call', async (_, imports, call) => {
    const text = calling(imports, call);
    const root = project({ 'tool.ts': text });
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column, r.endColumn])).toEqual([[TYPE_MISMATCH, 3, 22, 22 + call.length]]);
    expect(reports[0]!.message).toContain(mismatch);
    // The helper's own module: its parameters are its callers' to fill, no report there.
    expect(await lintOne(root, 'make.ts')).toEqual([]);
  });

  it('a union written in a default, not built from a parameter: its own module reports it, the caller does not again', async () => {
    const root = tempDir();
    writeFileSync(
      join(root, 'shapes.ts'),
      "import { z } from 'zod';\nexport const inner = (s = z.discriminatedUnion('t', [z.object({ t: z.literal('x'), a: z.string() }), z.object({ t: z.literal('y'), a: z.number() })])) => s;\n",
    );
    const tool = "import { z } from 'zod';\nimport { inner } from './shapes.js';\nexport const Input = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), k: inner() }), z.object({ op: z.literal('b'), k: inner() })]);\n";
    writeFileSync(join(root, 'tool.ts'), tool);
    expect((await lintOne(root, 'shapes.ts')).map((r) => [r.rule, r.line])).toEqual([[TYPE_MISMATCH, 2]]);
    expect(await lintOne(root, 'tool.ts')).toEqual([]);
  });

  it('unions a loop builds into an exported list: read pass by pass in their own module, and by the importer', async () => {
    const root = tempDir();
    const variants = [
      "import { z } from 'zod';",
      'const MODES = { create: { a: { k: z.string() }, b: { k: z.number() } }, update: { c: { k: z.string() } } };',
      'export const OPTS: unknown[] = [];',
      'for (const [op, modes] of Object.entries(MODES))',
      "  OPTS.push(z.discriminatedUnion('mode', Object.entries(modes).map(([m, sh]) => z.object({ op: z.literal(op), mode: z.literal(m), ...sh })) as never));",
      '',
    ].join('\n');
    writeFileSync(join(root, 'variants.ts'), variants);
    writeFileSync(join(root, 'index.ts'), "import { z } from 'zod';\nimport { OPTS } from './variants.js';\nexport const Input = z.discriminatedUnion('op', OPTS as never);\n");
    // Each pass's union, with its names bound: create's modes differ at the table's `k`; no
    // untraceable report of the call read with `modes` unbound (grammar v17's rerun).
    const own = await lintOne(root, 'variants.ts');
    expect(own.map((r) => [r.rule, r.line, r.column])).toEqual([[TYPE_MISMATCH, 2, variants.split('\n')[1]!.indexOf('k: z.number()') + 1]]);
    expect(own[0]!.message).toContain("Collided field 'k' is number in variant b but string elsewhere (string in a; number in b).");
    const imported = await lintOne(root, 'index.ts');
    expect(imported.map((r) => [r.rule, r.line])).toEqual([[TYPE_MISMATCH, 3]]);
  });

  it('the neighbour: the same calls with a table that agrees report nothing', async () => {
    const agreeing = (call: string, imports: string) => calling(imports, call).replace(`export const Input`, "const SAME = { create: { k: z.string() }, update: { k: z.string() } };\nexport const Input");
    const root = project({
      'ns.ts': agreeing('H.makeUnion(SAME, H.OPS)', "import * as H from './make.js';"),
      'loop.ts': agreeing('makeByLoop(SAME, OPS)', "import { makeByLoop, OPS } from './make.js';"),
    });
    expect(await lintOne(root, 'ns.ts')).toEqual([]);
    expect(await lintOne(root, 'loop.ts')).toEqual([]);
  });
});

describe('a union helper of another module called through a wrapper, .bind(), a curried maker or a callback', () => {
  // Each call was not read (the helper's union was its module's, with a parameter for options):
  // silent. Read now with the call's arguments and reported here, as a call at the top level is.
  const HELPERS = [
    "import { z } from 'zod';",
    "export function makeUnion(names: z.ZodObject[]) { return z.discriminatedUnion('op', names as never); }",
    "export const unionMaker = (key: string) => (names: z.ZodObject[]) => z.discriminatedUnion(key as 'op', names as never);",
    // Made in this module and only exported: its parameters are its importers' (no report here).
    'export const wrapped = (n: z.ZodObject[]) => makeUnion(n);',
    "export class H { static make(n: z.ZodObject[]) { return z.discriminatedUnion('op', n as never); } }",
    "const maker = (key: string) => (opts: z.ZodObject[]) => z.discriminatedUnion(key as 'op', opts as never);",
    "export const opsOf = maker('op');",
    "function keyed(key: string, names: z.ZodObject[]) { return z.discriminatedUnion(key as 'op', names as never); }",
    "export const boundOps = keyed.bind(null, 'op');",
    "export const boundOf = maker('op').bind(null);",
    '',
  ].join('\n');
  const forms: Record<string, string> = {
    'a wrapper': 'const wrap = (n: z.ZodObject[]) => makeUnion(n);\nexport const Input = wrap([A, B]);',
    'a function called where it is written': 'export const Input = (() => makeUnion([A, B]))();',
    'a curried maker': "export const Input = unionMaker('op')([A, B]);",
    "a curried maker's function under a name": "const mk = unionMaker('op');\nexport const Input = mk([A, B]);",
    '.bind()': 'const mk = makeUnion.bind(null);\nexport const Input = mk([A, B]);',
    'a function that registers a tool': 'export function register(server: { tool(s: unknown): void }) {\n  server.tool(makeUnion([A, B]));\n}',
    'a callback of a call at the top level': 'export const Inputs = [[A, B]].map((list) => makeUnion(list));',
    '.bind() called at once': 'export const Input = makeUnion.bind(null)([A, B]);',
    "a wrapper in the helper's module": 'export const Input = wrapped([A, B]);',
    'a static method of an exported class': 'export const Input = H.make([A, B]);',
    "a curried maker's function its module exports": 'export const Input = opsOf([A, B]);',
    'a bound function its module exports': 'export const Input = boundOps([A, B]);',
    "a maker's function bound in its module": 'export const Input = boundOf([A, B]);',
    // The wrapper's call of the imported helper was read alone as well ("'n' is a function parameter").
    'a wrapper called in a function': 'const w = (n: z.ZodObject[]) => makeUnion(n);\nfunction build() { return w([A, B]); }\nexport const Input = build();',
  };
  const caller = (form: string, k: string) =>
    [
      "import { z } from 'zod';",
      "import { makeUnion, unionMaker, wrapped, H, opsOf, boundOps, boundOf } from './h.js';",
      "const A = z.object({ op: z.literal('a'), k: z.string() });",
      `const B = z.object({ op: z.literal('b'), k: ${k} });`,
      forms[form]!,
      '',
    ].join('\n');

  it.each(Object.keys(forms))('%s: reported at the variant, none in the helper\'s module', async (form) => {
    const root = tempDir();
    writeFileSync(join(root, 'h.ts'), HELPERS);
    writeFileSync(join(root, 'tool.ts'), caller(form, 'z.number()'));
    writeFileSync(join(root, 'same.ts'), caller(form, 'z.string()'));
    const reports = await lintOne(root, 'tool.ts');
    expect(reports.map((r) => [r.rule, r.line, r.column, r.endColumn])).toEqual([[TYPE_MISMATCH, 4, 42, 43]]);
    expect(reports[0]!.message).toContain("Collided field 'k' is number in variant b but string elsewhere (string in a; number in b).");
    // The neighbour: the same call with variants that agree.
    expect(await lintOne(root, 'same.ts')).toEqual([]);
    expect(await lintOne(root, 'h.ts')).toEqual([]);
  });
});

describe('instances of classes another module declares', () => {
  // MCP servers often write a tool per class, in a module of tools, and list instances elsewhere:
  // `new CreateTool()` of an imported class was "a new expression is not followed" (grammar v17: 492).
  const TOOLS = (update: string) =>
    [
      "import { z } from 'zod';",
      'export class CreateTool {',
      "  name = 'create';",
      "  schema = z.object({ op: z.literal('create'), k: z.string() });",
      '}',
      'export class UpdateTool {',
      '  schema: z.ZodObject;',
      '  constructor() {',
      `    this.schema = z.object({ op: z.literal('update'), k: ${update} });`,
      '  }',
      '}',
      'export class WithArgs {',
      '  constructor(readonly schema: z.ZodObject) {}',
      '}',
      '',
    ].join('\n');
  const INDEX = [
    "import { z } from 'zod';",
    "import { CreateTool, UpdateTool } from './tools.js';",
    "import * as T from './tools.js';",
    "export const Input = z.discriminatedUnion('op', [new CreateTool(), new T.UpdateTool()].map((tool) => tool.schema));",
    '',
  ].join('\n');
  const project = (update: string, index = INDEX): string => {
    const root = tempDir();
    writeFileSync(join(root, 'tools.ts'), TOOLS(update));
    writeFileSync(join(root, 'index.ts'), index);
    return root;
  };

  it('read in the module that declares them: the field initializer, the constructor', async () => {
    const reports = await lintOne(project('z.number()'), 'index.ts');
    expect(reports.map((r) => [r.rule, r.line])).toEqual([[TYPE_MISMATCH, 4]]);
    expect(reports[0]!.message).toContain("Collided field 'k' is number in variant update (in tools.ts:9) but string elsewhere (string in create; number in update).");
  });

  it('the neighbour: the same types, nothing', async () => {
    expect(await lintOne(project('z.string()'), 'index.ts')).toEqual([]);
  });

  it('a class whose constructor takes parameters says so, where the new is', async () => {
    const index = INDEX.replace('new T.UpdateTool()', "new T.WithArgs(z.object({ op: z.literal('update') }))");
    const reports = await lintOne(project('z.number()', index), 'index.ts');
    expect(reports.map((r) => [r.rule, r.line])).toEqual([[UNTRACEABLE, 4]]);
    expect(reports[0]!.message).toContain('a class whose constructor takes parameters (line 13) is not followed');
  });
});
