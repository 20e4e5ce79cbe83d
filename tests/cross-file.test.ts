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
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from '../index.js';
import { MESSAGES, formatMessage } from '../lib/report/messages.js';
import { clearModuleCache, parseCounts } from '../lib/frontend/estree/modules.js';

const FIXTURE = realpathSync(fileURLToPath(new URL('./fixtures/project', import.meta.url)));
const EXECUTED = join(FIXTURE, 'src/ops/EXECUTED');

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

interface Report {
  readonly rule: string | null;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | undefined;
  readonly endColumn: number | undefined;
  readonly message: string;
}

function toReport(message: Linter.LintMessage): Report {
  return {
    rule: message.ruleId,
    line: message.line,
    column: message.column,
    endLine: message.endLine,
    endColumn: message.endColumn,
    message: message.message,
  };
}

/** Reports per file (path relative to `cwd`), in ESLint's order. */
async function lintWith(eslint: ESLint, cwd: string, files: readonly string[]): Promise<Record<string, Report[]>> {
  const results = await eslint.lintFiles([...files]);
  const out: Record<string, Report[]> = {};
  for (const result of results) out[relative(cwd, result.filePath)] = result.messages.map(toReport);
  return out;
}

async function lint(cwd: string, files: readonly string[], config: ConfigName = 'strict'): Promise<Record<string, Report[]>> {
  return lintWith(eslintFor(cwd, config), cwd, files);
}

async function lintOne(cwd: string, file: string, config: ConfigName = 'strict'): Promise<Report[]> {
  const byFile = await lint(cwd, [file], config);
  expect(Object.keys(byFile)).toEqual([file]);
  return byFile[file]!;
}

// ---- expected reports ----------------------------------------------------------------------------

const HIDDEN = 'zod-flatten/no-hidden-collided-check';
const COERCION = 'zod-flatten/no-collided-coercion';
const UNTRACEABLE = 'zod-flatten/no-untraceable-variant';

type Span = readonly [line: number, column: number, endLine: number, endColumn: number];

function report(rule: string, [line, column, endLine, endColumn]: Span, message: string): Report {
  return { rule, line, column, endLine, endColumn, message };
}

const WHAT_HIDDEN = { custom: 'a custom check', overwrite: 'an overwrite that rewrites the value' } as const;

function hidden(path: string, marker: string, kind: keyof typeof WHAT_HIDDEN, withVariants: string, withoutVariants: string): string {
  return formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, {
    path,
    marker,
    what: WHAT_HIDDEN[kind],
    withVariants,
    withoutVariants,
  });
}

function coercion(path: string, marker: string, withVariants: string, withoutVariants: string): string {
  return formatMessage(MESSAGES['no-collided-coercion'].coercion, {
    path,
    marker,
    what: 'coerces its input',
    withVariants,
    withoutVariants,
  });
}

const untraceableOption = (reason: string): string => formatMessage(MESSAGES['no-untraceable-variant'].untraceableOption, { reason });

const untraceableField = (path: string, variant: string, reason: string): string =>
  formatMessage(MESSAGES['no-untraceable-variant'].untraceableField, { path, variant, reason });

const PACKAGE_OR_ALIAS = 'is a package or alias; other packages are only followed with type information';
const OUTSIDE = 'resolves outside the project root; it is not read';

// Places in the ops (what the `(in file:line)` of a message names).
const TRIM_IN_SET_TEXT = '.trim() (in src/ops/set-text.ts:9)';
const TRIM_IN_ARCHIVE = '.trim() (in src/ops/archive-page.ts:8)';
const REFINE_IN_SET_BUTTON = '.refine() (in src/ops/set-button.ts:12)';
const REFINE_IN_DELETE_BLOCK = '.refine() (in src/ops/delete-block.ts:8)';
const COERCE_IN_MOVE_BLOCK = 'z.coerce.number() (in src/ops/move-block.ts:11)';
const COERCE_IN_CYCLE_B = 'z.coerce.number() (in src/ops/cycle-b.ts:8)';
const LOWER_IN_SIDE_EFFECT = '.toLowerCase() (in src/ops/side-effect.ts:16)';
const LOWER_IN_FIELDS = '.toLowerCase() (in src/ops/fields.ts:14)';
const COERCE_IN_SET_THEME = 'z.coerce.number() (in src/ops/set-theme.tsx:9)';

/** page-tool.ts: named, default and renamed imports; extensionless, `.js` and `.ts` specifiers. */
const PAGE_TOOL: Report[] = [
  report(HIDDEN, [17, 3, 17, 10], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants setButton and insertBlock')),
  report(HIDDEN, [18, 3, 18, 12], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
  report(COERCION, [20, 3, 20, 12], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variant insertBlock')),
  report(
    HIDDEN,
    [22, 3, 22, 14],
    hidden('blockId', REFINE_IN_DELETE_BLOCK, 'custom', 'variant deleteBlock', 'variants setText, setButton, setImage and moveBlock'),
  ),
];

const EXPECTED: Record<string, Report[]> = {
  'src/tools/page-tool.ts': PAGE_TOOL,

  /** blocks-tool.ts: barrel (`export *`, `export { X as Y } from`), namespace, directory, wrapper z; a local option from an imported shape and field schemas. */
  'src/tools/blocks-tool.ts': [
    report(HIDDEN, [13, 3, 13, 14], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants setButton, insertBlock and replaceBlock')),
    report(COERCION, [15, 3, 15, 16], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variants insertBlock and replaceBlock')),
    report(
      HIDDEN,
      [17, 3, 17, 14],
      hidden('blockId', REFINE_IN_DELETE_BLOCK, 'custom', 'variant deleteBlock', 'variants setText, setButton, moveBlock and replaceBlock'),
    ),
    // The option built in this file: the field schema comes from fields.ts, so the whole option is the place.
    report(
      HIDDEN,
      [18, 3, 23, 5],
      hidden('blockId', LOWER_IN_FIELDS, 'overwrite', 'variant replaceBlock', 'variants setText, setButton, moveBlock and deleteBlock'),
    ),
  ],

  /** audit-tool.ts: the side-effect module (parsed, never run), a namespace import of one module, `export default <expression>`, `export * from 'zod'`. */
  'src/tools/audit-tool.ts': [
    report(
      HIDDEN,
      [13, 3, 13, 11],
      hidden('text', LOWER_IN_SIDE_EFFECT, 'overwrite', 'variant auditLog', 'variants setText, setButton and archivePage'),
    ),
    report(HIDDEN, [14, 3, 14, 15], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variants setText and archivePage', 'variants auditLog and setButton')),
    report(HIDDEN, [16, 3, 16, 14], hidden('text', TRIM_IN_ARCHIVE, 'overwrite', 'variants setText and archivePage', 'variants auditLog and setButton')),
  ],

  /** layout-tool.ts: `.mjs` -> `.mts` and `.js` -> `.tsx`. */
  'src/tools/layout-tool.ts': [
    report(COERCION, [11, 3, 11, 11], coercion('columns', COERCE_IN_SET_THEME, 'variant setTheme', 'variant setLayout')),
  ],

  /** history-tool.ts: a module cycle with acyclic values (traced) and a value cycle (untraceable). */
  'src/tools/history-tool.ts': [
    report(COERCION, [12, 3, 12, 15], coercion('steps', COERCE_IN_CYCLE_B, 'variant clearHistory', 'variant undo')),
    // The cycle is detected in cycle-a.ts (`RedoOp.extend(...)`, line 20), where './cycle-b.js' is
    // imported: the message must say so, like every other finding whose cause is in another module.
    report(UNTRACEABLE, [13, 3, 13, 9], untraceableOption("'RedoOp' from './cycle-b.js': circular reference (in src/ops/cycle-a.ts:20)")),
  ],

  /** indirect-tool.ts: what only the type-aware tier can read; tier 1 says why for each. */
  'src/tools/indirect-tool.ts': [
    report(UNTRACEABLE, [25, 3, 25, 10], untraceableOption(`'SetText' from '@ops/set-text': '@ops/set-text' ${PACKAGE_OR_ALIAS}`)),
    report(UNTRACEABLE, [26, 3, 26, 66], untraceableOption("'makeOp()' is a call the evaluator does not follow")),
    report(UNTRACEABLE, [27, 3, 27, 18], untraceableOption("'asOp()' is a call the evaluator does not follow")),
    report(UNTRACEABLE, [28, 3, 28, 26], untraceableOption('a new expression is not followed')),
    // Only a declaration file exists (src/vendor/legacy-ops.d.ts); tier 1 resolves no `.d.ts`.
    report(
      UNTRACEABLE,
      [29, 3, 29, 11],
      untraceableOption("'LegacyOp' from '../vendor/legacy-ops.js': '../vendor/legacy-ops.js' has only type declarations (src/vendor/legacy-ops.d.ts); followed only with type information"),
    ),
  ],

  /** broken-tool.ts: a module that does not parse, a module that does not exist; the rest is still checked. */
  'src/tools/broken-tool.ts': [
    report(HIDDEN, [14, 3, 14, 12], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
    report(
      UNTRACEABLE,
      [15, 3, 15, 11],
      untraceableOption("'BrokenOp' from '../ops/broken.js': 'src/ops/broken.ts' could not be parsed (Merge conflict marker encountered.)"),
    ),
    report(UNTRACEABLE, [16, 3, 16, 9], untraceableOption("'GoneOp' from '../ops/gone.js': cannot find module '../ops/gone.js'")),
  ],
};

const TOOL_FILES = Object.keys(EXPECTED);

// ---- temp copies -------------------------------------------------------------------------------

const temps: string[] = [];

/** A fresh directory (its real path, so the only symlinks are the ones a test makes). */
function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-cross-file-')));
  temps.push(dir);
  return dir;
}

/** A copy of the fixture project at `<base>/project`. */
function copyFixture(base: string): string {
  const root = join(base, 'project');
  cpSync(FIXTURE, root, { recursive: true });
  return root;
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
    const expected = Object.fromEntries(
      Object.entries(EXPECTED).map(([file, reports]) => [file, reports.filter((r) => r.rule !== UNTRACEABLE)]),
    );
    expect(recommended).toEqual(expected);
    expect(recommended['src/tools/indirect-tool.ts']).toEqual([]);
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
