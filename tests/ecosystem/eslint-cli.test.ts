/**
 * The real `eslint` CLI (`node node_modules/eslint/bin/eslint.js`; ESLint 10 under `npm test`,
 * ESLint 9 under `npm run test:eslint9`) on a temporary project with an eslint.config.js that
 * loads the built plugin by its package name, the way a user's project does.
 *
 * - `--concurrency`: worker threads load the config and the plugin themselves; the findings must
 *   be those of a serial run. `auto` starts no worker below 51 files or on fewer than 4 cores
 *   (ESLint caps it at half the cores), so `--concurrency=2` is run too, which always starts two,
 *   and ESLint's debug log shows how many threads each run used.
 * - `--cache`: a second run returns the cached results. The cache is keyed on each linted file
 *   alone (its metadata, or its content with `--cache-strategy content`), not on the modules it
 *   imports: when only an imported module changes, the importer's cached result is returned
 *   unchanged, so a finding that the change creates in the importer is not reported until the
 *   cache is dropped. The tests assert exactly that (the limitation is in the README).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from '../../lib/report/messages.js';
import {
  ESLINT_BIN,
  HIDDEN,
  HIDDEN_TRIM_SPAN,
  assertBuilt,
  described,
  findingsOf,
  hiddenTrimTool,
  makeProject,
  removeProjects,
  runNode,
  writeFiles,
  type Finding,
  type Run,
} from './_project.js';

const CONFIG = [
  "import parser from '@typescript-eslint/parser';",
  "import zodFlatten from 'eslint-plugin-zod-flatten';",
  '',
  "export default [{ files: ['**/*.ts'], languageOptions: { parser } }, zodFlatten.configs.recommended];",
  '',
].join('\n');

const TOOLS = ['src/tool-1.ts', 'src/tool-2.ts', 'src/tool-3.ts', 'src/tool-4.ts'];

/** `text` trimmed in both variants: clean, as long as ops.ts keeps its `.trim()`. */
const BROADCAST = [
  "import { z } from 'zod';",
  "import { SetB } from './ops.js';",
  '',
  "export const Broadcast = z.discriminatedUnion('op', [",
  "  z.object({ op: z.literal('a'), text: z.string().trim() }),",
  '  SetB,',
  ']);',
  '',
].join('\n');
const OPS_TRIMMED = "import { z } from 'zod';\n\nexport const SetB = z.object({ op: z.literal('b'), text: z.string().trim() });\n";
/** The change to the imported module only: variant b no longer trims `text`. */
const OPS_UNTRIMMED = "import { z } from 'zod';\n\nexport const SetB = z.object({ op: z.literal('b'), text: z.string() });\n";

const FILES = {
  'eslint.config.js': CONFIG,
  ...Object.fromEntries(TOOLS.map((file, index) => [file, hiddenTrimTool(`Tool${index + 1}`)])),
  'src/clean.ts': [
    "import { z } from 'zod';",
    '',
    "export const Clean = z.discriminatedUnion('op', [",
    "  z.object({ op: z.literal('a'), id: z.string() }),",
    "  z.object({ op: z.literal('b'), id: z.string() }),",
    ']);',
    '',
  ].join('\n'),
  'src/ops.ts': OPS_TRIMMED,
  'src/broadcast.ts': BROADCAST,
};

const trimMessage = formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, {
  path: 'text',
  marker: '.trim()',
  what: 'an overwrite that rewrites the value',
  withVariants: 'variant a',
  withoutVariants: 'variant b',
});

const hiddenTrimIn = (file: string, line: number = HIDDEN_TRIM_SPAN.line): Finding => ({
  file,
  ruleId: HIDDEN,
  severity: 2,
  ...HIDDEN_TRIM_SPAN,
  line,
  endLine: line,
  message: trimMessage,
});

/** The four tools' findings, and broadcast.ts's once variant b stops trimming (its line 5). */
const TOOL_FINDINGS = TOOLS.map((file) => hiddenTrimIn(file));
const BROADCAST_FINDING = hiddenTrimIn('src/broadcast.ts', 5);

async function eslint(cwd: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Run> {
  return runNode(ESLINT_BIN, ['--format', 'json', ...args, 'src'], cwd, env);
}

function findings(run: Run, cwd: string): Finding[] {
  try {
    return findingsOf(run.stdout, cwd);
  } catch (error) {
    throw new Error(`not ESLint JSON output (${String(error)})\n${described(run)}`);
  }
}

/** ESLint's debug log (`DEBUG=eslint:*`), where it says how many threads it used. */
const DEBUG_THREADS = { DEBUG: 'eslint:eslint' };
const threadsUsed = (run: Run): string | undefined => /Linting (?:using \d+ worker thread\(s\)|in single-thread mode)/u.exec(run.stderr)?.[0];

/** The files a cached run did not lint again (`DEBUG=eslint:eslint-helpers*`). */
const DEBUG_CACHE = { DEBUG: 'eslint:eslint-helpers*' };
function skippedByCache(run: Run, cwd: string): string[] {
  return [...run.stderr.matchAll(/Skipping file since it hasn't changed: (\S+)/gu)]
    .map((match) => match[1]!.slice(cwd.length + 1))
    .sort();
}

const SRC_FILES = ['src/broadcast.ts', 'src/clean.ts', 'src/ops.ts', ...TOOLS].sort();

beforeAll(() => {
  assertBuilt();
});
afterAll(() => {
  removeProjects();
});

describe('eslint CLI: --concurrency', () => {
  it('finds the same problems with worker threads as serially (cross-file one included), and exits 1', { timeout: 180_000 }, async () => {
    const cwd = makeProject({ ...FILES, 'src/ops.ts': OPS_UNTRIMMED });
    const expected = [BROADCAST_FINDING, ...TOOL_FINDINGS];

    const serial = await eslint(cwd, ['--concurrency=off'], DEBUG_THREADS);
    expect(serial.code, described(serial)).toBe(1);
    expect(threadsUsed(serial)).toBe('Linting in single-thread mode');
    expect(findings(serial, cwd)).toEqual(expected);

    const auto = await eslint(cwd, ['--concurrency=auto'], DEBUG_THREADS);
    expect(auto.code, described(auto)).toBe(1);
    expect(findings(auto, cwd)).toEqual(expected);
    // 7 files: `auto` chooses a single thread whatever the machine (it needs more than 50 files).
    expect(threadsUsed(auto)).toBe('Linting in single-thread mode');

    const two = await eslint(cwd, ['--concurrency=2'], DEBUG_THREADS);
    expect(two.code, described(two)).toBe(1);
    expect(threadsUsed(two)).toBe('Linting using 2 worker thread(s)');
    expect(findings(two, cwd)).toEqual(expected);
  });
});

describe('eslint CLI: --cache', () => {
  /** Two runs that fill and then read the cache, then ops.ts (imported by broadcast.ts) changes. */
  async function cachedThenChanged(cacheArgs: readonly string[], cwd: string): Promise<Run> {
    // First run: lints everything, reports, writes the cache.
    const first = await eslint(cwd, cacheArgs, DEBUG_CACHE);
    expect(first.code, described(first)).toBe(1);
    expect(findings(first, cwd)).toEqual(TOOL_FINDINGS);
    expect(skippedByCache(first, cwd)).toEqual([]);

    // Second run: every file comes from the cache, with the same findings.
    const second = await eslint(cwd, cacheArgs, DEBUG_CACHE);
    expect(second.code, described(second)).toBe(1);
    expect(skippedByCache(second, cwd)).toEqual(SRC_FILES);
    expect(findings(second, cwd)).toEqual(TOOL_FINDINGS);

    // Change the imported module only: broadcast.ts now has a variant b that does not trim.
    writeFiles(cwd, { 'src/ops.ts': OPS_UNTRIMMED });

    // With the cache: ops.ts is linted again, broadcast.ts is not, and its stale (clean) result
    // is returned. The new finding is missed; the exit code is that of the other files.
    const cached = await eslint(cwd, cacheArgs, DEBUG_CACHE);
    expect(cached.code, described(cached)).toBe(1);
    expect(skippedByCache(cached, cwd)).toEqual(SRC_FILES.filter((file) => file !== 'src/ops.ts'));
    expect(findings(cached, cwd)).toEqual(TOOL_FINDINGS);
    return cached;
  }

  it('returns the cached result of a file whose imported module changed; a run without the cache sees the change', { timeout: 180_000 }, async () => {
    const cwd = makeProject(FILES);
    const location = join(cwd, '.cache', 'eslintcache');
    const cacheArgs = ['--cache', '--cache-location', location];

    await cachedThenChanged(cacheArgs, cwd);

    // Without the cache: the finding the change created in broadcast.ts.
    const uncached = await eslint(cwd, []);
    expect(uncached.code, described(uncached)).toBe(1);
    expect(findings(uncached, cwd)).toEqual([BROADCAST_FINDING, ...TOOL_FINDINGS]);

    // The cached result stays stale until broadcast.ts itself changes (or the cache is deleted).
    writeFiles(cwd, { 'src/broadcast.ts': `${BROADCAST}// touched\n` });
    const touched = await eslint(cwd, cacheArgs, DEBUG_CACHE);
    expect(skippedByCache(touched, cwd)).toEqual(SRC_FILES.filter((file) => file !== 'src/broadcast.ts'));
    expect(findings(touched, cwd)).toEqual([BROADCAST_FINDING, ...TOOL_FINDINGS]);
  });

  it('--cache-strategy content has the same limitation: the importer\'s content did not change', { timeout: 180_000 }, async () => {
    const cwd = makeProject(FILES);
    await cachedThenChanged(['--cache', '--cache-location', join(cwd, '.cache', 'eslintcache'), '--cache-strategy', 'content'], cwd);
  });
});
