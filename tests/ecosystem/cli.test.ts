/**
 * bin/zod-flatten-lint.js, the zero-config command (`npx zod-flatten-lint src`), spawned on
 * temporary projects with no ESLint config of their own (or one it must not read): the plugin's
 * `recommended` rules, typescript-eslint's parser, exit codes 0 / 1 / 2, `--format`, `--types`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from '../../lib/report/messages.js';
import {
  HIDDEN,
  HIDDEN_TRIM_SPAN,
  ZOD_FLATTEN_LINT,
  assertBuilt,
  described,
  findingsOf,
  hiddenTrimTool,
  makeProject,
  removeProjects,
  runNode,
  type Finding,
  type Run,
} from './_project.js';

const lintIn = (cwd: string, ...args: string[]): Promise<Run> => runNode(ZOD_FLATTEN_LINT, args, cwd);

const trimMessage = (withVariants: string, withoutVariants: string, marker = '.trim()'): string =>
  formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, {
    path: 'text',
    marker,
    what: 'an overwrite that rewrites the value',
    withVariants,
    withoutVariants,
  });

const hiddenTrimIn = (file: string): Finding => ({
  file,
  ruleId: HIDDEN,
  severity: 2,
  ...HIDDEN_TRIM_SPAN,
  message: trimMessage('variant a', 'variant b'),
});

const CLEAN = [
  "import { z } from 'zod';",
  '',
  "export const Clean = z.discriminatedUnion('op', [",
  "  z.object({ op: z.literal('a'), text: z.string().trim() }),",
  "  z.object({ op: z.literal('b'), text: z.string().trim() }),",
  ']);',
  '',
].join('\n');

beforeAll(() => {
  assertBuilt();
});
afterAll(() => {
  removeProjects();
});

describe('zod-flatten-lint', () => {
  it('errors: exit 1, the finding printed by the stylish formatter; node_modules/, dist/ and the project config are left alone', async () => {
    const cwd = makeProject({
      'src/tool.ts': hiddenTrimTool('Tool'),
      'src/tool.js': hiddenTrimTool('Tool'),
      'dist/tool.js': hiddenTrimTool('Tool'),
      'packages/x/node_modules/dep/index.ts': hiddenTrimTool('Tool'),
      // Would fail any ESLint run that read it: overrideConfigFile is true.
      'eslint.config.js': "throw new Error('the project config was read');\n",
    });
    const run = await lintIn(cwd);
    expect(run.code, described(run)).toBe(1);
    const { line, column } = HIDDEN_TRIM_SPAN;
    // stylish drops the message's final period.
    const shown = trimMessage('variant a', 'variant b').replace(/\.$/u, '');
    expect(run.stdout).toContain(`${cwd}/src/tool.ts\n  ${line}:${column}  error  ${shown}  ${HIDDEN}\n`);
    expect(run.stdout).toContain(`${cwd}/src/tool.js\n`);
    expect(run.stdout).toContain('2 problems (2 errors, 0 warnings)');
    expect(run.stdout).not.toContain('dist/');
    expect(run.stdout).not.toContain('node_modules');
    expect(run.stderr).toBe('');
  });

  it('clean: exit 0, nothing on stdout', async () => {
    const cwd = makeProject({ 'src/clean.ts': CLEAN, 'src/other.ts': 'export const n = 1;\n' });
    const run = await lintIn(cwd, 'src');
    expect(run.code, described(run)).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('zod-flatten-lint: no problems in 2 files.\n');
  });

  it('warnings only: exit 0, the warning printed', async () => {
    const cwd = makeProject({
      'src/untyped.ts': [
        "import { z } from 'zod';",
        '',
        "export const Input = z.discriminatedUnion('op', [",
        "  z.object({ op: z.literal('a'), payload: z.any() }),",
        "  z.object({ op: z.literal('b') }),",
        ']);',
        '',
      ].join('\n'),
    });
    const run = await lintIn(cwd, 'src/untyped.ts');
    expect(run.code, described(run)).toBe(0);
    expect(run.stdout).toContain('warning');
    expect(run.stdout).toContain('zod-flatten/require-typed-properties');
    expect(run.stdout).toContain('(0 errors, 1 warning)');
  });

  it('--format json: ESLint JSON results', async () => {
    const cwd = makeProject({ 'src/tool.ts': hiddenTrimTool('Tool'), 'src/clean.ts': CLEAN });
    const run = await lintIn(cwd, '--format', 'json', 'src');
    expect(run.code, described(run)).toBe(1);
    expect(findingsOf(run.stdout, cwd)).toEqual([hiddenTrimIn('src/tool.ts')]);
    const results = JSON.parse(run.stdout) as { filePath: string; errorCount: number }[];
    expect(results.map((result) => [result.filePath, result.errorCount]).sort()).toEqual([
      [`${cwd}/src/clean.ts`, 0],
      [`${cwd}/src/tool.ts`, 1],
    ]);
  });

  it('-f json-with-metadata: another of ESLint\'s formatters, by the short flag', async () => {
    const cwd = makeProject({ 'src/tool.ts': hiddenTrimTool('Tool') });
    const run = await lintIn(cwd, '-f', 'json-with-metadata', 'src');
    expect(run.code, described(run)).toBe(1);
    const output = JSON.parse(run.stdout) as { results: unknown[]; metadata: { rulesMeta: Record<string, unknown> } };
    expect(output.results).toHaveLength(1);
    expect(Object.keys(output.metadata.rulesMeta)).toEqual([HIDDEN]);
  });

  describe('--types', () => {
    // `@ops/*` is a tsconfig `paths` alias: without types the import is not followed (the option
    // is untraceable, which `recommended` does not report); with types the program resolves it,
    // and the `.trim()` only src/ops/set-b.ts has is compared.
    const files = {
      'tsconfig.json': JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
            paths: { '@ops/*': ['./src/ops/*'] },
          },
          include: ['src/**/*.ts'],
        },
        null,
        2,
      ),
      'src/ops/set-b.ts': "import { z } from 'zod';\n\nexport const SetB = z.object({ op: z.literal('b'), text: z.string().trim() });\n",
      'src/tool.ts': [
        "import { z } from 'zod';",
        "import { SetB } from '@ops/set-b';",
        '',
        "export const Tool = z.discriminatedUnion('op', [",
        "  z.object({ op: z.literal('a'), text: z.string() }),",
        '  SetB,',
        ']);',
        '',
      ].join('\n'),
    };

    it('follows a tsconfig paths alias, as the syntax-only run does', { timeout: 120_000 }, async () => {
      const cwd = makeProject(files);

      const typed = await lintIn(cwd, '--types', '--format', 'json');
      expect(typed.code, described(typed)).toBe(1);
      const found = [
        {
          file: 'src/tool.ts',
          ruleId: HIDDEN,
          severity: 2,
          line: 6,
          column: 3,
          endLine: 6,
          endColumn: 7,
          message: trimMessage('variant b', 'variant a', '.trim() (in src/ops/set-b.ts:3)'),
        },
      ];
      expect(findingsOf(typed.stdout, cwd)).toEqual(found);

      // The syntax-only run reads the alias from the tsconfig.json, as TypeScript resolves it.
      const syntaxOnly = await lintIn(cwd, '--format', 'json');
      expect(syntaxOnly.code, described(syntaxOnly)).toBe(1);
      expect(findingsOf(syntaxOnly.stdout, cwd)).toEqual(found);
    });

    it('without a tsconfig.json in the current directory: exit 2', async () => {
      const cwd = makeProject({ 'src/tool.ts': hiddenTrimTool('Tool') });
      const run = await lintIn(cwd, '--types', 'src');
      expect(run.code, described(run)).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`zod-flatten-lint: --types needs a tsconfig.json in the current directory (${cwd})`);
    });
  });

  describe('usage', () => {
    it('--help: exit 0, the usage on stdout', async () => {
      const cwd = makeProject({});
      const run = await lintIn(cwd, '--help');
      expect(run.code, described(run)).toBe(0);
      expect(run.stdout).toMatch(/^Usage: zod-flatten-lint \[options\] \[paths\.\.\.\]\n/u);
      for (const flag of ['--types', '--format', '--help']) expect(run.stdout).toContain(flag);
    });

    it.each([
      [['--bogus'], "Unknown option '--bogus'"],
      [['--format'], "Option '-f, --format <value>' argument missing"],
      [['--format', 'no-such-formatter', 'src'], 'There was a problem loading formatter'],
      [['no-such-dir'], "No files matching 'no-such-dir' were found."],
    ])('%j: exit 2 and a message on stderr', async (args, message) => {
      const cwd = makeProject({ 'src/tool.ts': hiddenTrimTool('Tool') });
      const run = await lintIn(cwd, ...args);
      expect(run.code, described(run)).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('Run `zod-flatten-lint --help` for usage.');
    });
  });
});
