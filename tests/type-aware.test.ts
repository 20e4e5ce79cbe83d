/**
 * Tier 2 (type-aware) on the fixture project `tests/fixtures/project/`, side by side with tier 1
 * (tests/cross-file.test.ts; both tiers' expectations are in tests/helpers/fixture-project.ts).
 *
 * Every lint goes through ESLint's Node API with `cwd` = the project root, the plugin's
 * `strict-type-checked` (or `recommended-type-checked`) config, which sets
 * `parserOptions.projectService: true`, and typescript-eslint's parser with `tsconfigRootDir` =
 * the root: a real TypeScript program, built from the fixture's tsconfig.json (whose `paths` map
 * `@ops/*` to `src/ops/*`).
 *
 * What tier 2 changes, and only there (a `paths` alias such as `@ops/set-text` is resolved by the
 * program here, and by tier 1 from the tsconfig.json, and followed alike):
 * - what the evaluator cannot resolve (a factory call, a generic helper, a `typeof`
 *   indirection, a `.d.ts` declaration) is read from its Zod *type*: types and coercions are
 *   compared, checks are not (no hidden-check or constraint finding that would need them), and
 *   no-untraceable-variant says so (`typesOnly`) instead of "could not be traced".
 * Everything tier 1 already resolved reports the same.
 *
 * The project service is created once per process and kept, so the first lint pays for the
 * program (several seconds) and later lints of the same project are cheap.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../index.js';
import { MESSAGES, formatMessage } from '../lib/report/messages.js';
import { clearModuleCache, parseCounts } from '../lib/frontend/estree/modules.js';
import {
  COERCE_IN_MOVE_BLOCK,
  COERCION,
  CONSTRAINT,
  EXECUTED,
  FIXTURE,
  HIDDEN,
  LOWER_IN_SIDE_EFFECT,
  TIER1,
  TOOL_FILES,
  REFINE_IN_SET_BUTTON,
  TRIM_IN_SET_TEXT,
  TYPE_MISMATCH,
  UNTRACEABLE,
  coercion,
  copyFixture,
  hidden,
  lintWith,
  report,
  toReport,
  typeMismatch,
  typesOnly,
  untraceableField,
  typedField,
  untraceableOption,
  withoutUntraceable,
  type Report,
} from './helpers/fixture-project.js';

/** The repository's node_modules: where the fixture (and its temp copies) find `zod` and `@types/node`. */
const NODE_MODULES = realpathSync(fileURLToPath(new URL('../node_modules', import.meta.url)));

// ---- linting -----------------------------------------------------------------------------------

type TypedConfig = 'strict-type-checked' | 'recommended-type-checked';

interface Options {
  /** `disable-type-checked` on top: for every file (`true`) or for these files only. */
  readonly disable?: true | readonly string[];
  /** no-collided-constraint-mismatch's `checkEnums`. */
  readonly checkEnums?: true;
}

function typedEslint(cwd: string, config: TypedConfig = 'strict-type-checked', options: Options = {}): ESLint {
  const disable = plugin.configs['disable-type-checked'];
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      plugin.configs[config],
      {
        files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
        languageOptions: { parser: tseslint.parser, parserOptions: { tsconfigRootDir: cwd } },
      },
      ...(options.disable === true ? [disable] : options.disable ? [{ ...disable, files: [...options.disable] }] : []),
      ...(options.checkEnums ? [{ rules: { 'zod-flatten/no-collided-constraint-mismatch': ['error', { checkEnums: true }] } }] : []),
    ] as unknown as Linter.Config[], // typescript-eslint rule types are not ESLint's Plugin type
  });
}

async function typedLint(cwd: string, files: readonly string[], config: TypedConfig = 'strict-type-checked', options: Options = {}) {
  return lintWith(typedEslint(cwd, config, options), cwd, files);
}

async function typedLintOne(cwd: string, file: string, config: TypedConfig = 'strict-type-checked', options: Options = {}): Promise<Report[]> {
  const byFile = await typedLint(cwd, [file], config, options);
  expect(Object.keys(byFile)).toEqual([file]);
  return byFile[file]!;
}

// ---- expected reports: tier 1 and tier 2 side by side -----------------------------------------------

/** typescript-eslint's answer for a file the tsconfig does not include: a parsing error, no rule runs. */
function notInProject(root: string, file: string): Report {
  return {
    rule: null,
    line: undefined as unknown as number, // a fatal error with no location
    column: undefined as unknown as number,
    endLine: undefined,
    endColumn: undefined,
    message: `Parsing error: ${join(root, file)} was not found by the project service. Consider either including it in the tsconfig.json or including it in allowDefaultProject.`,
  };
}

const TEXT_KINDS = 'string in insertBlock, setText and setButton; number in clearBlock and legacyPublish';

/**
 * Tier 2 (`strict-type-checked`), per tool file. Files whose every option tier 1 traced report
 * exactly tier 1's findings; the comments say what changes elsewhere.
 */
const TIER2: Readonly<Record<string, Report[]>> = {
  'src/tools/page-tool.ts': TIER1['src/tools/page-tool.ts']!,
  'src/tools/blocks-tool.ts': TIER1['src/tools/blocks-tool.ts']!,
  'src/tools/audit-tool.ts': TIER1['src/tools/audit-tool.ts']!,
  'src/tools/layout-tool.ts': TIER1['src/tools/layout-tool.ts']!,

  /**
   * The value cycle `RedoOp` is untraceable in tier 1 (circular reference). Its declared type is
   * the bare `z.ZodObject` (`export const RedoOp: z.ZodObject = ...`), whose shape is
   * `Record<string, any>`: the type lists no key, so it adds nothing, and the option must stay
   * untraceable with tier 1's reason. (It must not read as an object that has no keys: that would
   * make valid-discriminated-union report "option 3 does not declare 'op'", which is false.)
   */
  'src/tools/history-tool.ts': TIER1['src/tools/history-tool.ts']!,

  /**
   * Tier 1 reports one option as untraceable (line 32). Tier 2 reads it from its type.
   */
  'src/tools/indirect-tool.ts': [
    // `@ops/set-text`: resolved by the program to src/ops/set-text.ts and followed, as tier 1 does
    // from the tsconfig.json; its `.trim()` is compared with insertBlock's `text` and reported at
    // the option, naming the file and line.
    report(HIDDEN, [28, 3, 28, 10], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants insertBlock, clearBlock and setButton')),
    // makeOp('clearBlock', ...) and asOp(MoveBlock): read by tier 1 already (helpers of src/lib,
    // followed into their module), so their types are not asked for: the reports are tier 1's.
    report(TYPE_MISMATCH, [29, 47, 29, 51], typeMismatch('text', 'number', 'clearBlock', 'string', TEXT_KINDS)),
    report(COERCION, [30, 3, 30, 18], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variant insertBlock')),
    // registry.get('button')! of `new Map([['button', SetButton]])`: read by tier 1 (the Map's
    // entry), so its `url` `.refine()` is compared with setImage's `url`; no type is asked for.
    report(HIDDEN, [31, 3, 31, 26], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
    // LegacyOp: the declaration in src/vendor/legacy-ops.d.ts; `text: z.ZodNumber`.
    report(TYPE_MISMATCH, [32, 3, 32, 11], typeMismatch('text', 'number', 'legacyPublish', 'string', TEXT_KINDS)),
    report(UNTRACEABLE, [32, 3, 32, 11], typesOnly('legacyPublish')),
  ],

  /**
   * Excluded from the fixture's tsconfig.json (it imports a module that does not parse and one
   * that does not exist): with a project service, typescript-eslint refuses the file. Putting
   * `disable-type-checked` on it gives tier 1's reports (tested below).
   */
  'src/tools/broken-tool.ts': [notInProject(FIXTURE, 'src/tools/broken-tool.ts')],
};

// ---- temp copies ---------------------------------------------------------------------------------

const temps: string[] = [];

/** A fresh directory with `node_modules` linked in, so a copy of the fixture resolves `zod`. */
/** A project of one tool file and one declaration file under src/vendor/, with a strict NodeNext tsconfig. */
function vendorProject(vendorFile: string, vendorText: string, toolText: string): string {
  const root = tempDir();
  mkdirSync(join(root, 'src', 'vendor'), { recursive: true });
  writeFileSync(join(root, 'tsconfig.json'), TSCONFIG);
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(root, 'src', 'vendor', vendorFile), vendorText);
  writeFileSync(join(root, 'src', 'tool.ts'), toolText);
  return root;
}

const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', skipLibCheck: true, noEmit: true }, include: ['src'] });

function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-type-aware-')));
  temps.push(dir);
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'));
  return dir;
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  clearModuleCache();
});

// ---- the fixture project ---------------------------------------------------------------------------

describe('tier 2: tests/fixtures/project, strict-type-checked', () => {
  let tier2: Record<string, Report[]>;
  // The first typed lint of the process builds the program: seconds, more on a loaded machine
  // (vitest's default hook timeout is 10 s).
  beforeAll(async () => {
    clearModuleCache();
    tier2 = await typedLint(FIXTURE, TOOL_FILES);
  }, 120_000);

  it('lints the same tool files as tier 1', () => {
    expect(Object.keys(tier2).sort()).toEqual([...TOOL_FILES].sort());
    expect(Object.keys(TIER2).sort()).toEqual([...TOOL_FILES].sort());
  });

  it.each(TOOL_FILES)('%s: exactly the expected reports', (file) => {
    expect(tier2[file]).toEqual(TIER2[file]);
  });

  it('tier 2 changes nothing tier 1 traced: every difference is on an option tier 1 reported as untraceable', () => {
    for (const file of TOOL_FILES.filter((f) => f !== 'src/tools/broken-tool.ts')) {
      const tier1 = TIER1[file]!;
      const untraceableLines = new Set(tier1.filter((r) => r.rule === UNTRACEABLE).map((r) => r.line));
      const key = (r: Report) => JSON.stringify(r);
      // A report tier 1 makes too, at the same place, may say more in tier 2: the variants read
      // from types join the lists its message gives (`string in insertBlock, setText and ...`).
      const place = (r: Report) => JSON.stringify([r.rule, r.line, r.column, r.endLine, r.endColumn]);
      const before = new Set(tier1.map(key));
      const placesBefore = new Set(tier1.map(place));
      const after = new Set(tier2[file]!.map(key));
      const placesAfter = new Set(tier2[file]!.map(place));
      const added = tier2[file]!.filter((r) => !before.has(key(r)) && !placesBefore.has(place(r)));
      const removed = tier1.filter((r) => !after.has(key(r)) && !placesAfter.has(place(r)));
      expect({ file, added: added.filter((r) => !untraceableLines.has(r.line)) }).toEqual({ file, added: [] });
      expect({ file, removed: removed.filter((r) => r.rule !== UNTRACEABLE) }).toEqual({ file, removed: [] });
    }
  });

  it('linting each tool file alone reports what linting them at once does', async () => {
    for (const file of TOOL_FILES) {
      clearModuleCache();
      expect(await typedLintOne(FIXTURE, file)).toEqual(TIER2[file]);
    }
  });
});

describe('tier 2: recommended-type-checked', () => {
  it('reports what strict-type-checked does, minus no-untraceable-variant; type mismatches warn', async () => {
    const eslint = typedEslint(FIXTURE, 'recommended-type-checked');
    const results = await eslint.lintFiles(TOOL_FILES);
    const byFile = Object.fromEntries(results.map((result) => [relative(FIXTURE, result.filePath), result.messages.map(toReport)]));
    expect(byFile).toEqual(withoutUntraceable(TIER2));
    const indirect = results.find((result) => result.filePath === join(FIXTURE, 'src/tools/indirect-tool.ts'))!;
    expect(indirect.messages.map((m) => [m.ruleId, m.line, m.severity])).toEqual([
      [HIDDEN, 28, 2],
      [TYPE_MISMATCH, 29, 1],
      [COERCION, 30, 2],
      [HIDDEN, 31, 2],
      [TYPE_MISMATCH, 32, 1],
    ]);
  });
});

describe('disable-type-checked', () => {
  it('on top of strict-type-checked, for every file: exactly tier 1', async () => {
    expect(await typedLint(FIXTURE, TOOL_FILES, 'strict-type-checked', { disable: true })).toEqual(TIER1);
  });

  it('on top of recommended-type-checked: exactly tier 1 recommended', async () => {
    expect(await typedLint(FIXTURE, TOOL_FILES, 'recommended-type-checked', { disable: true })).toEqual(withoutUntraceable(TIER1));
  });

  it('for the one file the tsconfig excludes: that file gets tier 1, the others keep tier 2', async () => {
    const byFile = await typedLint(FIXTURE, TOOL_FILES, 'strict-type-checked', { disable: ['src/tools/broken-tool.ts'] });
    expect(byFile).toEqual({ ...TIER2, 'src/tools/broken-tool.ts': TIER1['src/tools/broken-tool.ts'] });
  });
});

// ---- safety ------------------------------------------------------------------------------------------

describe('tier 2: TypeScript enums only their declarations show', () => {
  // An enum declared in a .d.ts (as a package's enums are): tier 1 cannot read its values, the
  // program can. `z.literal(Role.Admin)` and `z.nativeEnum(Level)` are whole in the syntax, so
  // what the type adds is their values, and nothing about them is hidden from the rules.
  const ROLES = 'export declare enum Role { Admin = "admin", User = "user" }\nexport declare enum Level { Low = 1, High = 2 }\n';
  const tool = (roleSuffix: string) =>
    [
      "import { z } from 'zod';",
      "import { Role, Level } from './vendor/roles.js';",
      "export const Input = z.discriminatedUnion('role', [",
      `  z.object({ role: z.literal(Role.Admin)${roleSuffix}, text: z.string().trim(), level: z.nativeEnum(Level).optional() }),`,
      '  z.object({ role: z.literal(Role.User), text: z.string(), level: z.string() }),',
      ']);',
      '',
    ].join('\n');
  const at = (text: string, line: number, needle: string): [number, number, number, number] => {
    const column = text.split('\n')[line - 1]!.indexOf(needle) + 1;
    return [line, column, line, column + needle.length];
  };
  const project = (text: string): string => vendorProject('roles.d.ts', ROLES, text);

  it('a literal and a native enum of them: their values from the types, labels from the values, no untraceable field', async () => {
    const text = tool('');
    expect(await typedLintOne(project(text), 'src/tool.ts')).toEqual([
      report(HIDDEN, at(text, 4, 'trim()'), hidden('text', '.trim()', 'overwrite', 'variant admin', 'variant user')),
      report(TYPE_MISMATCH, at(text, 5, 'level'), typeMismatch('level', 'string', 'user', 'number', 'number in admin; string in user')),
    ]);
  });

  it('the neighbour: a .refine() on the literal is read from the source, the literal from its type: nothing untraceable', async () => {
    // Only the link the syntax cannot read (`z.literal(Role.Admin)`) is read from its type; the
    // `.refine()` after it is source, so no check of the field is hidden from the rules.
    const text = tool('.refine((role) => role.length > 0)');
    expect(await typedLintOne(project(text), 'src/tool.ts')).toEqual([
      report(HIDDEN, at(text, 4, 'trim()'), hidden('text', '.trim()', 'overwrite', 'variant admin', 'variant user')),
      report(TYPE_MISMATCH, at(text, 5, 'level'), typeMismatch('level', 'string', 'user', 'number', 'number in admin; string in user')),
    ]);
  });
});

describe('tier 2: a lazy field read from its type', () => {
  // `ZodLazy<T>` names the schema its getter returns (Zod 4's `_zod.innerType`, Zod 3's `schema`):
  // it was "a Zod 'lazy' type the model does not read", an untraceable field, and its type never
  // compared (typed sweep 12: 95 reports, 8 type mismatches missed).
  const OPS = (from: string, inner: string) => `import { z } from '${from}';\nexport declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; n: z.ZodLazy<${inner}> }>;\n`;
  const TOOL = (from: string) => `import { z } from '${from}';\nimport { A } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, z.object({ op: z.literal('b'), n: z.string() })]);\n`;
  const project = (from: string, inner: string): string => vendorProject('ops.d.ts', OPS(from, inner), TOOL(from));

  for (const from of ['zod', 'zod/v3']) {
    it(`${from}: a lazy number against a string is a type mismatch`, async () => {
      expect(await typedLintOne(project(from, 'z.ZodNumber'), 'src/tool.ts')).toEqual([
        report(UNTRACEABLE, [3, 50, 3, 51], typesOnly('a')),
        report(TYPE_MISMATCH, [3, 84, 3, 85], typeMismatch('n', 'string', 'b', 'number', 'number in a; string in b')),
      ]);
    });

    it(`${from}: the neighbour, a lazy string`, async () => {
      expect(await typedLintOne(project(from, 'z.ZodString'), 'src/tool.ts')).toEqual([report(UNTRACEABLE, [3, 50, 3, 51], typesOnly('a'))]);
    });
  }
});

describe('tier 2: value sets read from types, with checkEnums', () => {
  // A type shows a literal's or an enum's values (`ZodEnum<{ x: 'x'; y: 'y' }>`), not its checks:
  // the constraint rule left every variant read from a type out, its values too (typed sweep 12:
  // 166 findings in 75 projects that live Zod makes).
  const OPS = (second: string) =>
    `import { z } from 'zod';\nexport declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; mode: z.ZodEnum<{ x: 'x'; y: 'y' }> }>;\nexport declare const B: z.ZodObject<{ op: z.ZodLiteral<'b'>; mode: ${second} }>;\n`;
  const TOOL = "import { z } from 'zod';\nimport { A, B } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B, z.object({ op: z.literal('c'), mode: z.enum(['x', 'y']) })]);\n";
  const project = (second: string): string => vendorProject('ops.d.ts', OPS(second), TOOL);
  const enums = (found: readonly Report[]) => found.filter((finding) => finding.rule === CONSTRAINT);
  const enumMessage = (variant: string, values: string, sets: string, path = 'mode') =>
    `Collided field '${path}' allows [${values}] in variant ${variant}, but the variants disagree (${sets}). A flattener that does not merge enums advertises one variant's values. Use one value set, or different keys.`;

  it('two sets, and any string, are reported at the variants with a set', async () => {
    const found = await typedLintOne(project("z.ZodEnum<{ x: 'x'; z: 'z' }>"), 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    expect(enums(found)).toEqual([
      report(CONSTRAINT, [3, 50, 3, 51], enumMessage('a', 'x, y', '[x, y] in a and c; [x, z] in b')),
      report(CONSTRAINT, [3, 53, 3, 54], enumMessage('b', 'x, z', '[x, y] in a and c; [x, z] in b')),
      report(CONSTRAINT, [3, 87, 3, 91], enumMessage('c', 'x, y', '[x, y] in a and c; [x, z] in b')),
    ]);
    const anyString = await typedLintOne(project('z.ZodString'), 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    expect(enums(anyString)).toEqual([
      report(CONSTRAINT, [3, 50, 3, 51], enumMessage('a', 'x, y', '[x, y] in a and c; any string in b')),
      report(CONSTRAINT, [3, 87, 3, 91], enumMessage('c', 'x, y', '[x, y] in a and c; any string in b')),
    ]);
  });

  it("one type-read literal two variants hold (one node): reported at each variant's option", async () => {
    // `ZodLiteral<'b'>` is one type, read once: its two variants' entries share a node, and the
    // report at the second variant was taken for the first's (typed rerun of session 35).
    const shared = vendorProject(
      'ops.d.ts',
      "import { z } from 'zod';\nexport declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; mode: z.ZodLiteral<'b'> }>;\nexport declare const B: z.ZodObject<{ op: z.ZodLiteral<'b'>; mode: z.ZodLiteral<'b'> }>;\n",
      "import { z } from 'zod';\nimport { A, B } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B, z.object({ op: z.literal('c'), mode: z.string() })]);\n",
    );
    expect(enums(await typedLintOne(shared, 'src/tool.ts', 'strict-type-checked', { checkEnums: true }))).toEqual([
      report(CONSTRAINT, [3, 50, 3, 51], enumMessage('a', 'b', '[b] in a and b; any string in c')),
      report(CONSTRAINT, [3, 53, 3, 54], enumMessage('b', 'b', '[b] in a and b; any string in c')),
    ]);
  });

  it('zod/v3: an enum read from its type (a tuple of its values) tells a plain union apart', async () => {
    // Zod 3's `ZodEnum<['t1', 't1x']>` holds its values as a tuple: unread, `op` was no tag, and the
    // other variants' values were compared as an enum.
    const v3 = (second: string) =>
      vendorProject(
        'ops.d.ts',
        `import { z } from 'zod/v3';\nexport declare const V1: z.ZodObject<{ op: z.ZodEnum<['t1', 't1x']> }>;\nexport declare const V2: z.ZodObject<{ op: z.ZodLiteral<${second}> }>;\n`,
        "import { z } from 'zod/v3';\nimport { V1, V2 } from './vendor/ops.js';\nexport const Input = z.union([z.object({ op: z.literal('t0') }), V1, V2]);\n",
      );
    const tagged = await typedLintOne(v3("'t2'"), 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    expect(tagged.filter((finding) => finding.rule !== UNTRACEABLE)).toEqual([]);
    expect(tagged.map((finding) => finding.message).join('\n')).toContain('Variant t1 | t1x was read from its TypeScript type');
    // The neighbour: V2 claims 't1' too, so `op` is no tag, and the sets are compared.
    const overlapping = await typedLintOne(v3("'t1'"), 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    expect(enums(overlapping).map((finding) => finding.message)).toEqual([
      enumMessage('option 1', 't0', '[t0] in option 1; [t1, t1x] in option 2; [t1] in option 3', 'op'),
      enumMessage('option 2', 't1, t1x', '[t0] in option 1; [t1, t1x] in option 2; [t1] in option 3', 'op'),
      enumMessage('option 3', 't1', '[t0] in option 1; [t1, t1x] in option 2; [t1] in option 3', 'op'),
    ]);
  });

  it("zod/v3: a native enum read from its type (ZodNativeEnum<typeof Level>) is its members' values", async () => {
    const native = (second: string) =>
      vendorProject(
        'ops.d.ts',
        `import { z } from 'zod/v3';\nexport declare enum Level { Low = 0, High = 1 }\nexport declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; level: z.ZodNativeEnum<typeof Level> }>;\nexport declare const B: z.ZodObject<{ op: z.ZodLiteral<'b'>; level: ${second} }>;\n`,
        "import { z } from 'zod/v3';\nimport { A, B } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B]);\n",
      );
    expect(enums(await typedLintOne(native('z.ZodLiteral<5>'), 'src/tool.ts', 'strict-type-checked', { checkEnums: true })).map((finding) => finding.message)).toEqual([
      enumMessage('a', '0, 1', '[0, 1] in a; [5] in b', 'level'),
      enumMessage('b', '5', '[0, 1] in a; [5] in b', 'level'),
    ]);
    // The neighbour: the same enum in both.
    expect(enums(await typedLintOne(native('z.ZodNativeEnum<typeof Level>'), 'src/tool.ts', 'strict-type-checked', { checkEnums: true }))).toEqual([]);
  });

  it('the neighbours: the same set in every variant, or checkEnums off', async () => {
    expect(enums(await typedLintOne(project("z.ZodEnum<{ y: 'y'; x: 'x' }>"), 'src/tool.ts', 'strict-type-checked', { checkEnums: true }))).toEqual([]);
    expect(enums(await typedLintOne(project("z.ZodEnum<{ x: 'x'; z: 'z' }>"), 'src/tool.ts'))).toEqual([]);
  });
});

describe('tier 2: a variant typed z.ZodObject<any>', () => {
  // `z.ZodObject<any>` (Zod 3's `z.AnyZodObject`) has any keys, not none. Read as an object of no
  // keys, the variant "did not declare 'op'" (a false valid-discriminated-union error) and its fields
  // were never compared. Its shape is unknown: the variant is untraceable, as tier 1 says.
  const OPS = (typeA: string) =>
    `import { z } from 'zod';\nexport declare const A: ${typeA};\nexport declare const B: z.ZodObject<{ op: z.ZodLiteral<'b'>; name: z.ZodString }>;\n`;
  const TOOL = "import { z } from 'zod';\nimport { A, B } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B]);\n";
  const project = (typeA: string): string => vendorProject('ops.d.ts', OPS(typeA), TOOL);

  it('is untraceable, never an object without the discriminator', async () => {
    expect(await typedLintOne(project('z.ZodObject<any>'), 'src/tool.ts')).toEqual([
      report(
        UNTRACEABLE,
        [3, 50, 3, 51],
        untraceableOption("'A' from './vendor/ops.js': './vendor/ops.js' has only type declarations (src/vendor/ops.d.ts); followed only with type information"),
      ),
      report(UNTRACEABLE, [3, 53, 3, 54], typesOnly('b')),
    ]);
  });

  it('the neighbour: a shape the type shows is read from it and compared', async () => {
    expect(await typedLintOne(project("z.ZodObject<{ op: z.ZodLiteral<'a'>; name: z.ZodNumber }>"), 'src/tool.ts')).toEqual([
      report(UNTRACEABLE, [3, 50, 3, 51], typesOnly('a')),
      report(TYPE_MISMATCH, [3, 53, 3, 54], typeMismatch('name', 'string', 'b', 'number', 'number in a; string in b')),
      report(UNTRACEABLE, [3, 53, 3, 54], typesOnly('b')),
    ]);
  });
});

describe('tier 2: .catch() and z.preprocess() read from a type', () => {
  // A type shows that a field has a `.catch()` or a `z.preprocess()` (`ZodCatch`, `ZodPipe<ZodTransform,
  // ...>`), not its value or function. Beside a variant read from source, the field has one or has
  // not: a preprocess in both was "only in variant b, not in variant a", a .catch() in both was
  // reported both ways, and a preprocess only in the typed variant was missed.
  const OPS =
    "import { z } from 'zod';\nexport declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; n: z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodNumber>; m: z.ZodCatch<z.ZodNumber> }>;\n";
  const tool = (n: string, m: string) =>
    `import { z } from 'zod';\nimport { A } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, z.object({ op: z.literal('b'), n: ${n}, m: ${m} })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);

  it('in both variants: nothing but the typed variant', async () => {
    const text = tool('z.preprocess((v) => Number(v), z.number())', 'z.number().catch(0)');
    expect(await typedLintOne(project(text), 'src/tool.ts')).toEqual([report(UNTRACEABLE, [3, 50, 3, 51], typesOnly('a'))]);
  });

  it('the neighbour: in the typed variant only, each is reported at it', async () => {
    const text = tool('z.number()', 'z.number()');
    expect(await typedLintOne(project(text), 'src/tool.ts')).toEqual([
      report(COERCION, [3, 50, 3, 51], coercion('n', 'z.preprocess()', 'variant a', 'variant b', 'rewrites its input before validating it')),
      report(COERCION, [3, 50, 3, 51], coercion('m', '.catch()', 'variant a', 'variant b', 'replaces invalid input with a fallback')),
      report(UNTRACEABLE, [3, 50, 3, 51], typesOnly('a')),
    ]);
  });
});

describe('tier 2: coercion and literals as the types of each flavour show them', () => {
  // `z.coerce.number().brand<'Id'>()` is typed `$ZodBranded<ZodCoercedNumber<unknown>, ...>`: a
  // number that takes any input. zod/mini's `ZodMiniNumber<unknown>` is `z.coerce.number()` or a
  // bare annotation of `z.number()`, and `ZodMiniNumber<number>` `z.number()` or
  // `z.coerce.number<number>()`: whether it coerces is unknown, compared with no variant. Zod 3's
  // `ZodLiteral<'x'>` holds its value type itself (Zod 4's, a list of them).
  const OPS = [
    "import { z } from 'zod';",
    "import * as zm from 'zod/mini';",
    "import { z as z3 } from 'zod/v3';",
    "export declare const Branded: z.ZodObject<{ op: z.ZodLiteral<'branded'>; id: z.core.$ZodBranded<z.ZodCoercedNumber<unknown>, 'Id', 'out'> }>;",
    "export declare const Mini: zm.ZodMiniObject<{ op: zm.ZodMiniLiteral<'mini'>; id: zm.ZodMiniNumber<unknown> }>;",
    "export declare const Old: z3.ZodObject<{ op: z3.ZodLiteral<'old'>; kind: z3.ZodLiteral<'x'> }>;",
    '',
  ].join('\n');
  const tool = (id: string, kind: string) =>
    `import { z } from 'zod';\nimport { Branded, Mini, Old } from './vendor/ops.js';\nexport const Input = z.union([Branded, Mini, Old, z.object({ op: z.literal('plain'), id: ${id}, kind: ${kind} })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const typed = [report(UNTRACEABLE, [3, 31, 3, 38], typesOnly('branded')), report(UNTRACEABLE, [3, 40, 3, 44], typesOnly('mini')), report(UNTRACEABLE, [3, 46, 3, 49], typesOnly('old'))];

  it('a coerced number and a string literal in every variant: nothing but the typed variants', async () => {
    expect(await typedLintOne(project(tool('z.coerce.number()', "z.literal('y')")), 'src/tool.ts')).toEqual(typed);
  });

  it('the neighbour: a plain number beside the coerced ones, a number beside the literal', async () => {
    const text = tool('z.number()', 'z.number()');
    const found = await typedLintOne(project(text), 'src/tool.ts');
    // One coercion a type shows (no place of its own): one report, at the first option that has it.
    expect(found.filter((finding) => finding.rule !== UNTRACEABLE)).toEqual([
      report(COERCION, [3, 31, 3, 38], coercion('id', 'z.coerce.number()', 'variant branded', 'variant plain')),
      report(TYPE_MISMATCH, [3, 102, 3, 106], typeMismatch('kind', 'number', 'plain', 'string', 'string in old; number in plain')),
    ]);
  });
});

describe('tier 2: coercions to different types, read from types', () => {
  // A type shows what a coercion makes (`ZodCoercedBoolean`, `ZodCoercedString`): compared by kind
  // alone, `z.coerce.boolean()` in a and `z.coerce.string()` in b read as one coercion "only in
  // variants a and b", and a number against a string coercion as none (typed sweep 12).
  const OPS = [
    "import { z } from 'zod';",
    "export declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; m: z.ZodCoercedNumber<unknown> }>;",
    "export declare const B: z.ZodObject<{ op: z.ZodLiteral<'b'>; m: z.ZodCoercedString<unknown> }>;",
    '',
  ].join('\n');
  const tool = (m: string) => `import { z } from 'zod';\nimport { A, B } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [A, B, z.object({ op: z.literal('c'), m: ${m} })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const coercions = (found: readonly Report[]) => found.filter((finding) => finding.rule === COERCION);

  it('each coercion only in its own variant', async () => {
    const found = await typedLintOne(project(tool('z.string()')), 'src/tool.ts');
    expect(coercions(found)).toEqual([
      report(COERCION, [3, 50, 3, 51], coercion('m', 'z.coerce.number()', 'variant a', 'variants b and c')),
      report(COERCION, [3, 53, 3, 54], coercion('m', 'z.coerce.string()', 'variant b', 'variants a and c')),
    ]);
  });

  it('the neighbour: the same coercion in the variant from source as in one typed variant', async () => {
    const found = await typedLintOne(project(tool('z.coerce.string()')), 'src/tool.ts');
    expect(coercions(found)).toEqual([
      report(COERCION, [3, 50, 3, 51], coercion('m', 'z.coerce.number()', 'variant a', 'variants b and c')),
      report(COERCION, [3, 53, 3, 54], coercion('m', 'z.coerce.string()', 'variants b and c', 'variant a')),
      report(COERCION, [3, 90, 3, 107], coercion('m', 'z.coerce.string()', 'variants b and c', 'variant a')),
    ]);
  });
});

describe('tier 2: coercion that the types of zod/mini and Zod 3 cannot show', () => {
  // Each typed variant declares `id` as a number whose coercion its type does not show: beside a
  // plain number or a coerced one, neither is reported. A classic `ZodNumber` shows there is none.
  const OPS = [
    "import { z } from 'zod';",
    "import * as zm from 'zod/mini';",
    "import { z as z3 } from 'zod/v3';",
    "export declare const MiniPlain: zm.ZodMiniObject<{ op: zm.ZodMiniLiteral<'miniPlain'>; id: zm.ZodMiniNumber<number> }>;",
    "export declare const MiniBare: zm.ZodMiniObject<{ op: zm.ZodMiniLiteral<'miniBare'>; id: zm.ZodMiniNumber }>;",
    "export declare const Old: z3.ZodObject<{ op: z3.ZodLiteral<'old'>; id: z3.ZodNumber }>;",
    "export declare const Classic: z.ZodObject<{ op: z.ZodLiteral<'classic'>; id: z.ZodNumber }>;",
    '',
  ].join('\n');
  const tool = (options: string, id: string) =>
    `import { z } from 'zod';\nimport { MiniPlain, MiniBare, Old, Classic } from './vendor/ops.js';\nexport const Input = z.union([${options}, z.object({ op: z.literal('inline'), id: ${id} })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const known = (found: readonly Report[]) => found.filter((finding) => finding.rule !== UNTRACEABLE);

  it('beside a coerced number and beside a plain one: nothing', async () => {
    expect(known(await typedLintOne(project(tool('MiniPlain, MiniBare, Old', 'z.coerce.number()')), 'src/tool.ts'))).toEqual([]);
    expect(known(await typedLintOne(project(tool('MiniPlain, MiniBare, Old', 'z.number()')), 'src/tool.ts'))).toEqual([]);
  });

  it('the neighbour: a classic ZodNumber beside a coerced number is reported', async () => {
    const text = tool('Classic, MiniBare', 'z.coerce.number()');
    expect(known(await typedLintOne(project(text), 'src/tool.ts'))).toEqual([
      report(COERCION, [3, 90, 3, 107], coercion('id', 'z.coerce.number()', 'variant inline', 'variant classic')),
    ]);
  });
});

describe('tier 2: a Zod 3 effect read from its type', () => {
  // `ZodEffects<ZodNumber>` is a refine, transform or preprocess of a number: advertised as the
  // number, with whether it preprocesses unknown.
  const OPS = [
    "import { z as z3 } from 'zod/v3';",
    "export declare const Old: z3.ZodObject<{ op: z3.ZodLiteral<'old'>; id: z3.ZodEffects<z3.ZodNumber, number, unknown> }>;",
    '',
  ].join('\n');
  const tool = (id: string) =>
    `import { z as z3 } from 'zod/v3';\nimport { Old } from './vendor/ops.js';\nexport const Input = z3.union([Old, z3.object({ op: z3.literal('inline'), id: ${id} })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const known = (found: readonly Report[]) => found.filter((finding) => finding.rule !== UNTRACEABLE);

  it('its schema against another type: a type mismatch', async () => {
    const text = tool('z3.string()');
    const column = text.split('\n')[2]!.indexOf("id: z3.string()") + 1;
    expect(known(await typedLintOne(project(text), 'src/tool.ts'))).toEqual([
      report(TYPE_MISMATCH, [3, column, 3, column + 2], typeMismatch('id', 'string', 'inline', 'number', 'number in old; string in inline')),
    ]);
  });

  it('the neighbours: a number, and a preprocessed number, beside it: nothing', async () => {
    expect(known(await typedLintOne(project(tool('z3.number()')), 'src/tool.ts'))).toEqual([]);
    expect(known(await typedLintOne(project(tool('z3.preprocess((v) => Number(v), z3.number())')), 'src/tool.ts'))).toEqual([]);
  });
});

describe('tier 2: a discriminated union whose options are read from types', () => {
  // A literal type of one value proves the value (two options claiming 'a' is what Zod throws on);
  // of several, it over-approximates (a generic factory). A type lists the keys an object has at
  // least: a key it does not list is unknown, not missing.
  const OPS = [
    "import { z } from 'zod';",
    "export declare const A: z.ZodObject<{ op: z.ZodLiteral<'a'>; text: z.ZodString }>;",
    "export declare const Either: z.ZodObject<{ op: z.ZodLiteral<'a' | 'c'>; text: z.ZodString }>;",
    'export declare const Narrow: z.ZodObject<{ text: z.ZodString }>;',
    '',
  ].join('\n');
  const tool = (typed: string, value: string) =>
    `import { z } from 'zod';\nimport { A, Either, Narrow } from './vendor/ops.js';\nexport const Input = z.discriminatedUnion('op', [${typed}, z.object({ op: z.literal('${value}'), text: z.string() })]);\n`;
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const DU = 'zod-flatten/valid-discriminated-union';
  const known = (found: readonly Report[]) => found.filter((finding) => finding.rule !== UNTRACEABLE);

  it('a value two options claim, one read from a literal type: reported', async () => {
    const text = tool('A', 'a');
    // Underlined at the inline option's key `op`, not the whole object.
    const message = formatMessage(MESSAGES['valid-discriminated-union'].duplicateValue, { key: 'op', option: 'option 2', value: '"a"', other: 'option 1' });
    expect(known(await typedLintOne(project(text), 'src/tool.ts'))).toEqual([report(DU, [3, 64, 3, 66], message)]);
  });

  it('the neighbours: another value, a type of two values, a type that does not list the key', async () => {
    expect(known(await typedLintOne(project(tool('A', 'b')), 'src/tool.ts'))).toEqual([]);
    expect(known(await typedLintOne(project(tool('Either', 'a')), 'src/tool.ts'))).toEqual([]);
    expect(known(await typedLintOne(project(tool('Narrow', 'b')), 'src/tool.ts'))).toEqual([]);
  });
});

describe('tier 2: a union written inside a helper the evaluator does not follow', () => {
  // The call is read from its type, which shows no union the helper's body builds: that union is
  // still read alone, as without types.
  const tool = (id: string) => [
    "import { z } from 'zod';",
    'function mkA() {',
    "  let s = z.object({ op: z.literal('a'), target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('u'), id: z.string() }), z.object({ kind: z.literal('t'), id: " + id + ' })]) });',
    '  for (let i = 0; i < 1; i++) s = s;',
    '  return s;',
    '}',
    "export const U = z.discriminatedUnion('op', [mkA(), z.object({ op: z.literal('b'), name: z.string() })]);",
    '',
  ].join('\n');
  const known = (found: readonly Report[]) => found.filter((finding) => finding.rule !== UNTRACEABLE);

  it("the helper's own union is compared", async () => {
    const text = tool('z.number()');
    const column = text.split('\n')[2]!.indexOf("kind: z.literal('t'), id") + "kind: z.literal('t'), ".length + 1;
    expect(known(await typedLintOne(vendorProject('none.ts', 'export {};\n', text), 'src/tool.ts'))).toEqual([
      report(TYPE_MISMATCH, [3, column, 3, column + 2], typeMismatch('id', 'number', 't', 'string', 'string in u; number in t')),
    ]);
  });

  it('the neighbour: the same id in both options', async () => {
    expect(known(await typedLintOne(vendorProject('none.ts', 'export {};\n', tool('z.string()')), 'src/tool.ts'))).toEqual([]);
  });
});

describe('tier 2: types that do not list their values, options or items', () => {
  // A type can say less than the model needs: `z.enum(names as [string, ...string[]])` is typed
  // with an index signature, `z.literal(MODE)` with every value MODE's type allows, a union built
  // from an array with an array of options. Each is unknown, never "no values" (a false
  // valid-discriminated-union error), "every value" (a false repeat) or "no options" (silence).
  // And two types that are Zod's through the project's own alias: a factory typed with an alias,
  // and a recursive schema's type, read once (not to the depth bound, level by level).
  const OPS = [
    "import { z } from 'zod';",
    'export declare const OPNAMES: string[];',
    "export declare const MODE: 'a' | 'b';",
    "export declare const Many: z.ZodDiscriminatedUnion<z.ZodObject<{ op: z.ZodLiteral<'m'>; text: z.ZodNumber }, z.core.$strip>[], 'op'>;",
    "interface TreeShape { op: z.ZodLiteral<'t'>; text: z.ZodString; readonly left: z.ZodOptional<z.ZodObject<TreeShape, z.core.$strip>> }",
    'export declare const T: z.ZodObject<TreeShape, z.core.$strip>;',
    "type Made = z.ZodObject<{ op: z.ZodLiteral<'x'>; text: z.ZodNumber }, z.core.$strip>;",
    'export declare function made(): Made;',
    '',
  ].join('\n');
  const tool = (d: string, e: string) =>
    [
      "import { z } from 'zod';",
      "import { OPNAMES, MODE, Many, T, made } from './vendor/ops.js';",
      "export const A = z.discriminatedUnion('op', [z.object({ op: z.enum(OPNAMES as [string, ...string[]]), text: z.string() }), z.object({ op: z.literal('b'), text: z.string() })]);",
      "export const B = z.discriminatedUnion('op', [z.object({ op: z.literal(MODE), text: z.string() }), z.object({ op: z.literal('b'), text: z.string() })]);",
      "export const C = z.union([Many, z.object({ op: z.literal('c'), text: z.string() })]);",
      `export const D = z.discriminatedUnion('op', [T, z.object({ op: z.literal('d'), text: ${d} })]);`,
      `export const E = z.discriminatedUnion('op', [made(), z.object({ op: z.literal('e'), text: ${e} })]);`,
      '',
    ].join('\n');
  const project = (text: string): string => vendorProject('ops.d.ts', OPS, text);
  const VENDOR = "'./vendor/ops.js': './vendor/ops.js' has only type declarations (src/vendor/ops.d.ts); followed only with type information";
  const unknowns = [
    report(UNTRACEABLE, [3, 61, 3, 101], untraceableField('op', 'option 1', `an enum whose values the evaluator cannot read ('OPNAMES' from ${VENDOR})`)),
    // MODE's type allows 'a' and 'b', and option 2 claims 'b': the labels share a value, so each
    // is told by its place ("variant b" would name two variants).
    report(UNTRACEABLE, [4, 57, 4, 59], typedField('op', 'b | a (option 1)')),
    report(UNTRACEABLE, [5, 27, 5, 31], untraceableOption(`'Many' from ${VENDOR}`)),
    report(UNTRACEABLE, [6, 46, 6, 47], typesOnly('t')),
  ];

  it('an enum of a string[], a literal of a union type, a union of an array type: unknown; aliased and recursive types read', async () => {
    const found = await typedLintOne(project(tool('z.string()', 'z.number()')), 'src/tool.ts');
    expect(found).toEqual([...unknowns, report(UNTRACEABLE, [7, 46, 7, 52], typesOnly('x'))]);
  });

  it('the neighbour: a text of another type in D and E is reported against the recursive and the aliased type', async () => {
    const found = await typedLintOne(project(tool('z.number()', 'z.string()')), 'src/tool.ts');
    expect(found).toEqual([
      ...unknowns,
      report(TYPE_MISMATCH, [6, 80, 6, 84], typeMismatch('text', 'number', 'd', 'string', 'string in t; number in d')),
      report(UNTRACEABLE, [7, 46, 7, 52], typesOnly('x')),
      report(TYPE_MISMATCH, [7, 85, 7, 89], typeMismatch('text', 'string', 'e', 'number', 'number in x; string in e')),
    ]);
  });
});

describe('tier 2: a link of a chain read from its type', () => {
  // `L.Obj.extend({...})` of `import * as L` from a module with only types: `L.Obj` is read from
  // its type, as a named import of it is, and the steps after it from the source. Only the whole
  // chain's type was asked, which shows neither the `.trim()` nor, for `.or()`, a union of this file.
  const LIB = "import { z } from 'zod';\nexport declare const Obj: z.ZodObject<{ op: z.ZodLiteral<'obj'>; text: z.ZodString }, z.core.$strip>;\n";
  const tool = (trim: string, text: string) =>
    [
      "import { z } from 'zod';",
      "import * as L from './vendor/lib.js';",
      `export const A = z.discriminatedUnion('op', [L.Obj.extend({ n: z.string()${trim} }), z.object({ op: z.literal('b'), n: z.string().trim() })]);`,
      `export const B = L.Obj.or(z.object({ op: z.literal('c'), text: ${text} }));`,
      '',
    ].join('\n');
  const project = (text: string): string => vendorProject('lib.d.ts', LIB, text);

  it('.trim() on both sides of .extend(), one text type: nothing but the typed variants', async () => {
    expect(await typedLintOne(project(tool('.trim()', 'z.string()')), 'src/tool.ts')).toEqual([
      report(UNTRACEABLE, [3, 46, 3, 84], typesOnly('obj')),
      report(UNTRACEABLE, [4, 18, 4, 23], typesOnly('obj')),
    ]);
  });

  it('the neighbour: .trim() beside the extended variant only, another text type beside .or()', async () => {
    expect(await typedLintOne(project(tool('', 'z.number()')), 'src/tool.ts')).toEqual([
      report(UNTRACEABLE, [3, 46, 3, 77], typesOnly('obj')),
      report(HIDDEN, [3, 124, 3, 130], hidden('n', '.trim()', 'overwrite', 'variant b', 'variant obj')),
      report(UNTRACEABLE, [4, 18, 4, 23], typesOnly('obj')),
      report(TYPE_MISMATCH, [4, 58, 4, 62], typeMismatch('text', 'number', 'c', 'string', 'string in obj; number in c')),
    ]);
  });
});

describe('tier 2: a tuple field read from its type', () => {
  // Said once, at the field: its items are read from the same type (`n[0]`, `n[1]` were said too).
  const LIB = "import { z } from 'zod';\nexport declare const Tup: z.ZodTuple<[z.ZodString, z.ZodNumber], null>;\n";
  const tool = (second: string) =>
    `import { z } from 'zod';\nimport { Tup } from './vendor/lib.js';\nexport const Input = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), n: Tup }), z.object({ op: z.literal('b'), n: ${second} })]);\n`;
  const project = (text: string): string => vendorProject('lib.d.ts', LIB, text);

  it('the same tuple in the other variant: one report, at the field', async () => {
    expect(await typedLintOne(project(tool('z.tuple([z.string(), z.number()])')), 'src/tool.ts')).toEqual([
      report(UNTRACEABLE, [3, 81, 3, 82], typedField('n', 'a')),
    ]);
  });

  it('the neighbour: another item type is a mismatch at that item', async () => {
    const found = await typedLintOne(project(tool('z.tuple([z.string(), z.string()])')), 'src/tool.ts');
    expect(found.filter((r) => r.rule === UNTRACEABLE)).toHaveLength(1);
    expect(found.filter((r) => r.rule === TYPE_MISMATCH).map((r) => r.message)).toEqual([
      typeMismatch('n[1]', 'string', 'b', 'number', 'number in a; string in b'),
    ]);
  });
});

describe("tier 2: a helper's literal, per call, from the argument's type", () => {
  // contentful's rich-text nodes: `heading(BLOCKS.H1)` of a package's enum. The helper's
  // `z.literal(t)` was read from its own type, the parameter's declared union, so each call's
  // literal held every heading value, the tag looked shared, and `nodeType` was compared as an
  // enum (15 false reports). Each call's literal is its argument's: the argument's type is one
  // literal. A bound from a constant declared with a literal type is that bound.
  const LIB = [
    'export declare enum BLOCKS { P = "paragraph", H1 = "heading-1", H2 = "heading-2" }',
    'export declare const LIMIT: 10;',
    '',
  ].join('\n');
  const tool = (second: string, max: string) =>
    [
      "import { z } from 'zod';",
      "import { BLOCKS, LIMIT } from './vendor/blocks.js';",
      'const heading = (t: typeof BLOCKS.H1 | typeof BLOCKS.H2) => z.object({ nodeType: z.literal(t), text: z.string().max(LIMIT) });',
      `export const Block = z.union([z.object({ nodeType: z.literal(BLOCKS.P), text: z.string().max(${max}) }), heading(BLOCKS.H1), heading(${second})]);`,
      '',
    ].join('\n');
  const project = (second: string, max = '10'): string => vendorProject('blocks.d.ts', LIB, tool(second, max));

  it('three calls, three tags, one bound: nothing to report, nothing untraceable', async () => {
    expect(await typedLintOne(project('BLOCKS.H2'), 'src/tool.ts', 'strict-type-checked', { checkEnums: true })).toEqual([]);
  });

  it('the neighbour: two calls with one tag are one variant written twice (its value, not both), and another bound differs', async () => {
    // Two `heading(BLOCKS.H1)` are the same object twice, which claims its tag again (the tag
    // holds); the labels say each call's literal is `heading-1` alone, not the parameter's two values.
    const found = await typedLintOne(project('BLOCKS.H1', '20'), 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    const bound = (max: number, withVariants: string, withoutVariants: string) =>
      formatMessage(MESSAGES['no-collided-constraint-mismatch'].constraintMismatch, { path: 'text', constraint: `.max() (length <= ${max})`, withVariants, withoutVariants });
    const headings = 'variants heading-1 (option 2) and heading-1 (option 3)';
    expect(found).toEqual([
      report(CONSTRAINT, [3, 113, 3, 123], bound(10, headings, 'variant paragraph')),
      report(CONSTRAINT, [4, 90, 4, 97], bound(20, 'variant paragraph', headings)),
    ]);
  });
});

describe("tier 2: a module the tool file imports, its values read from the program's types", () => {
  // todoist's, contentful's and frontmcp's options built in another module from a package's
  // values (`z.literal(BLOCKS.P)`, `z.enum(SERVICES)` of a `.d.ts`): the linted file's unknowns
  // were asked of the program, another module's were not (its nodes are not the program's), and
  // its fields stayed untraceable. They are found in the program's copy of the module by place
  // (inside the parentheses ESTree drops).
  const LIB = ['export declare enum BLOCKS { P = "paragraph", HR = "hr" }', 'export declare const SERVICES: readonly ["email", "push"];', ''].join('\n');
  const DOCS = (second: string) =>
    [
      "import { z } from 'zod';",
      "import { BLOCKS, SERVICES } from './vendor/blocks.js';",
      'export const A = z.object({ op: z.literal(\'a\'), tag: z.literal((BLOCKS.P)), svc: z.enum(SERVICES) });',
      `export const B = z.object({ op: z.literal('b'), ${second} });`,
      '',
    ].join('\n');
  const TOOL = ["import { z } from 'zod';", "import { A, B } from './docs.js';", "export const U = z.discriminatedUnion('op', [A, B]);", ''].join('\n');
  const project = (second: string): string => {
    const root = vendorProject('blocks.d.ts', LIB, TOOL);
    writeFileSync(join(root, 'src', 'docs.ts'), DOCS(second));
    return root;
  };
  const enumMessage = (path: string, variant: string, values: string, sets: string) =>
    formatMessage(MESSAGES['no-collided-constraint-mismatch'].enumMismatch, { path, variant: `${variant}`, values, sets });

  it('the same values in both variants: nothing to report, nothing untraceable', async () => {
    expect(await typedLintOne(project("tag: z.literal('paragraph'), svc: z.enum(['push', 'email'])"), 'src/tool.ts', 'strict-type-checked', { checkEnums: true })).toEqual([]);
  });

  it('the neighbour: other values are compared, where tier 1 could not read them', async () => {
    const root = project("tag: z.literal('hr'), svc: z.enum(['email'])");
    const tags = '[paragraph] in a; [hr] in b';
    const services = '[email, push] in a; [email] in b';
    expect(await typedLintOne(root, 'src/tool.ts', 'strict-type-checked', { checkEnums: true })).toEqual([
      report(CONSTRAINT, [3, 46, 3, 47], enumMessage('tag', 'a (in src/docs.ts:3)', 'paragraph', tags)),
      report(CONSTRAINT, [3, 46, 3, 47], enumMessage('svc', 'a (in src/docs.ts:3)', 'email, push', services)),
      report(CONSTRAINT, [3, 49, 3, 50], enumMessage('tag', 'b (in src/docs.ts:4)', 'hr', tags)),
      report(CONSTRAINT, [3, 49, 3, 50], enumMessage('svc', 'b (in src/docs.ts:4)', 'email', services)),
    ]);
    const tier1 = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.strict, { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }] as unknown as Linter.Config[],
    });
    const untraced = (await lintWith(tier1, root, ['src/tool.ts']))['src/tool.ts']!;
    expect(untraced.map(({ rule, line, column }) => [rule, line, column])).toEqual([
      [UNTRACEABLE, 3, 46],
      [UNTRACEABLE, 3, 46],
    ]);
  });

  it('a module saved with a byte order mark, which TypeScript reads without it: found as well', async () => {
    const root = project("tag: z.literal('hr'), svc: z.enum(['email'])");
    writeFileSync(join(root, 'src', 'docs.ts'), `\uFEFF${readFileSync(join(root, 'src', 'docs.ts'), 'utf8')}`);
    const found = await typedLintOne(root, 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    expect(found.map(({ rule, line, column }) => [rule, line, column])).toEqual([
      [CONSTRAINT, 3, 46],
      [CONSTRAINT, 3, 46],
      [CONSTRAINT, 3, 49],
      [CONSTRAINT, 3, 49],
    ]);
  });

  it("a type that says nothing readable keeps the module's own reason, under a wrapper too", async () => {
    // frontmcp's `zNumUnion([301, 302] as const).default(302)`: a `z.ZodType<301 | 302>` built in a
    // loop. The type of the `.default()` call said "a Zod type the model does not know".
    const root = project("tag: z.literal('hr'), svc: z.enum(['email']), code: z.number()");
    writeFileSync(
      join(root, 'src', 'docs.ts'),
      `${readFileSync(join(root, 'src', 'docs.ts'), 'utf8').replace("svc: z.enum(SERVICES) });", "svc: z.enum(SERVICES), code: oneOf([301, 302] as const).default(302) });")}
export function oneOf<T extends readonly [number, ...number[]]>(values: T): z.ZodType<T[number]> {
  let schema: z.ZodType<T[number]> = z.literal(values[0]);
  for (let i = 1; i < values.length; i++) schema = schema.or(z.literal(values[i]!)) as z.ZodType<T[number]>;
  return schema;
}
`,
    );
    const found = await typedLintOne(root, 'src/tool.ts', 'strict-type-checked', { checkEnums: true });
    const untraced = found.filter((r) => r.rule === UNTRACEABLE);
    expect(untraced).toHaveLength(1);
    expect(untraced[0]!.message).toContain("'oneOf()' is not followed: a for statement at line 8");
  });
});

describe('tier 2: an alias the program leaves unresolved, which the nearest tsconfig resolves', () => {
  // frontmcp: the base tsconfig maps `@x/a` to the library's source; the app's solution-style
  // tsconfig refers to a tsconfig.lib.json that maps it to an unbuilt `dist`. The program has no
  // module for it, so the option was "does not resolve in the TypeScript program" and the `.trim()`
  // tier 1 reports was lost: the source the nearest tsconfig names is read, as tier 1 reads it.
  const project = (trim: string): string => {
    const root = tempDir();
    const write = (file: string, text: string): void => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('package.json', '{ "type": "module" }');
    write('tsconfig.base.json', JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', skipLibCheck: true, paths: { '@x/a': ['./libs/a/src/index.ts'] } } }));
    write('libs/app/tsconfig.json', JSON.stringify({ extends: '../../tsconfig.base.json', files: [], include: [], references: [{ path: './tsconfig.lib.json' }] }));
    write('libs/app/tsconfig.lib.json', JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true, paths: { '@x/a': ['../a/dist/index.d.ts'] } }, include: ['src/**/*.ts'] }));
    write('libs/a/src/index.ts', `import { z } from 'zod';\nexport const Shared = z.object({ op: z.literal('b'), text: z.string()${trim} });\n`);
    write('libs/app/src/u.ts', "import { z } from 'zod';\nimport { Shared } from '@x/a';\nexport const U = z.discriminatedUnion('op', [z.object({ op: z.literal('a'), text: z.string() }), Shared]);\n");
    return root;
  };

  it("the same text in both variants: nothing, as tier 1 says", async () => {
    expect(await typedLintOne(project(''), 'libs/app/src/u.ts')).toEqual([]);
  });

  it("the neighbour: the library's .trim() is reported, as tier 1 reports it", async () => {
    const expected = [report(HIDDEN, [3, 98, 3, 104], hidden('text', '.trim() (in libs/a/src/index.ts:2)', 'overwrite', 'variant b', 'variant a'))];
    const root = project('.trim()');
    expect(await typedLintOne(root, 'libs/app/src/u.ts')).toEqual(expected);
    const tier1 = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs.strict, { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }] as unknown as Linter.Config[],
    });
    expect((await lintWith(tier1, root, ['libs/app/src/u.ts']))['libs/app/src/u.ts']).toEqual(expected);
  });
});

describe('typed linting parses imported modules, never runs them', () => {
  it('the fixture: linting every source file with types leaves no EXECUTED file', async () => {
    expect(existsSync(EXECUTED)).toBe(false);
    expect(await typedLintOne(FIXTURE, 'src/tools/audit-tool.ts')).toEqual(TIER2['src/tools/audit-tool.ts']);
    expect(existsSync(EXECUTED)).toBe(false);
    await typedLint(FIXTURE, ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.mts']);
    expect(existsSync(EXECUTED)).toBe(false);
  });

  it('a `paths` alias into the side-effect module: followed (parsed), not run', async () => {
    const root = copyFixture(tempDir());
    writeFileSync(
      join(root, 'src/tools/alias-audit-tool.ts'),
      [
        "import { z } from 'zod';",
        "import { Op as AuditLog } from '@ops/side-effect';",
        "import SetButton from '@ops/set-button';",
        '',
        "export const AliasAuditInput = z.discriminatedUnion('op', [",
        '  AuditLog,',
        '  SetButton,',
        ']);',
        '',
      ].join('\n'),
    );
    expect(await typedLintOne(root, 'src/tools/alias-audit-tool.ts')).toEqual([
      report(HIDDEN, [6, 3, 6, 11], hidden('text', LOWER_IN_SIDE_EFFECT, 'overwrite', 'variant auditLog', 'variant setButton')),
    ]);
    expect(parseCounts.get(join(root, 'src/ops/side-effect.ts'))).toBe(1);
    expect(existsSync(join(root, 'src/ops/EXECUTED'))).toBe(false);
  });
});

describe('typed linting never reads outside the project root (a temp copy)', () => {
  /** Read, this op would give a hidden-check report on `toUpperCase()` for `text` (setButton has none). */
  const OUTSIDE_OP = (name: string) =>
    `import { z } from 'zod';\nexport const ${name} = z.object({ op: z.literal('${name}'), text: z.string().toUpperCase() });\n`;

  it('a symlinked file, a symlinked directory, a `../` path and a `paths` alias that leave the root: not parsed; only their types are read', async () => {
    const base = tempDir();
    const root = copyFixture(base);
    const outside = join(base, 'outside');
    mkdirSync(join(outside, 'dir'), { recursive: true });
    writeFileSync(join(outside, 'outside-op.ts'), OUTSIDE_OP('OutsideOp'));
    writeFileSync(join(outside, 'dir', 'op.ts'), OUTSIDE_OP('DirOp'));
    writeFileSync(join(outside, 'escaped-op.ts'), OUTSIDE_OP('EscapedOp'));
    writeFileSync(join(outside, 'alias-op.ts'), OUTSIDE_OP('AliasOp'));
    symlinkSync(join(outside, 'outside-op.ts'), join(root, 'src/ops/outside.ts'));
    symlinkSync(join(outside, 'dir'), join(root, 'src/linked'));
    const tsconfig = join(root, 'tsconfig.json');
    const withAlias = readFileSync(tsconfig, 'utf8').replace('"@ops/*": ["./src/ops/*"]', '"@ops/*": ["./src/ops/*"], "@outside/*": ["../outside/*"]');
    expect(withAlias).toContain('@outside/*');
    writeFileSync(tsconfig, withAlias);
    writeFileSync(
      join(root, 'src/tools/outside-tool.ts'),
      [
        "import { z } from 'zod';",
        "import SetButton from '../ops/set-button.js';",
        "import { OutsideOp } from '../ops/outside.js';",
        "import { DirOp } from '../linked/op.js';",
        "import { EscapedOp } from '../../../outside/escaped-op.js';",
        "import { AliasOp } from '@outside/alias-op';",
        '',
        "export const OutsideInput = z.discriminatedUnion('op', [",
        '  SetButton,',
        '  OutsideOp,',
        '  DirOp,',
        '  EscapedOp,',
        '  AliasOp,',
        ']);',
        '',
      ].join('\n'),
    );

    // The plugin does not open them (tier 1's "resolves outside the project root"); the program the
    // user's tsconfig builds has their types, so each is read from its type: no `toUpperCase()`.
    expect(await typedLintOne(root, 'src/tools/outside-tool.ts')).toEqual([
      report(UNTRACEABLE, [10, 3, 10, 12], typesOnly('OutsideOp')),
      report(UNTRACEABLE, [11, 3, 11, 8], typesOnly('DirOp')),
      report(UNTRACEABLE, [12, 3, 12, 12], typesOnly('EscapedOp')),
      report(UNTRACEABLE, [13, 3, 13, 10], typesOnly('AliasOp')),
    ]);
    // Nothing outside the root was parsed: only set-button.ts and what it imports.
    expect([...parseCounts.keys()].map((file) => relative(root, file)).sort()).toEqual([
      'src/lib/zod.ts',
      'src/ops/base.ts',
      'src/ops/set-button.ts',
    ]);
  });
});
