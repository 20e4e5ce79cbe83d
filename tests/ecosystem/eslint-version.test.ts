/**
 * Which ESLint this run really uses, seen from three places: this test file's own `import`, the
 * ESLint that @typescript-eslint/rule-tester loads for the rule suites (it imports `eslint`
 * itself), and the `eslint` CLI the ecosystem tests spawn (`node_modules/eslint/bin/eslint.js`);
 * `node_modules/.bin/eslint` is printed too (and checked under test:eslint9).
 *
 * Under `npm run test:eslint9`, scripts/test-eslint9.mjs sets ZOD_FLATTEN_EXPECT_ESLINT_MAJOR=9,
 * so this file fails unless all three are ESLint 9, and ZOD_FLATTEN_ESLINT_VERSION_REPORT, a file
 * this test writes what it saw to; the script fails when that file is missing or says otherwise.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint, Linter } from 'eslint';
import { RuleTester } from '@typescript-eslint/rule-tester';
import { ESLINT_MAJOR } from '../helpers/eslint-version.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const requireHere = createRequire(import.meta.url);

interface Seen {
  readonly version: string;
  /** The package directory it was loaded from, symlinks resolved. */
  readonly realDir: string;
}

/** The `eslint` that a package (resolved from this file) would load, as Node resolves it. */
function eslintSeenFrom(packageName: string): Seen {
  const entry = requireHere.resolve(packageName);
  const requireThere = createRequire(entry);
  const api = requireThere('eslint') as { Linter: { version: string } };
  const manifest = requireThere.resolve('eslint/package.json');
  return { version: api.Linter.version, realDir: relative(ROOT, dirname(realpathSync(manifest))) };
}

/** The version `node_modules/eslint/bin/eslint.js` belongs to (the CLI the ecosystem tests run). */
function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules/eslint/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const expectedMajor = process.env.ZOD_FLATTEN_EXPECT_ESLINT_MAJOR;
const seen: Record<string, string> = {};

afterAll(() => {
  const line = Object.entries(seen)
    .map(([where, version]) => `${where}=${version}`)
    .join(' ');
  console.log(`ESLint versions seen: ${line}`);
  const reportFile = process.env.ZOD_FLATTEN_ESLINT_VERSION_REPORT;
  if (reportFile) writeFileSync(reportFile, `${JSON.stringify(seen, null, 2)}\n`);
});

describe('the ESLint this run uses', () => {
  it('is one version, however it is reached', () => {
    seen.import = Linter.version;
    seen.ESLint = ESLint.version;
    const ruleTester = eslintSeenFrom('@typescript-eslint/rule-tester');
    seen.ruleTester = ruleTester.version;
    seen.cli = cliVersion();
    console.log(`rule-tester loads eslint from ${ruleTester.realDir}`);
    expect(ESLint.version).toBe(Linter.version);
    expect(ruleTester.version).toBe(Linter.version);
    expect(seen.cli).toBe(Linter.version);
    expect(ESLINT_MAJOR).toBe(Number.parseInt(Linter.version, 10));
  });

  it('is the major the run asked for (ZOD_FLATTEN_EXPECT_ESLINT_MAJOR), when it asked', () => {
    if (expectedMajor === undefined) {
      expect(['9', '10']).toContain(String(ESLINT_MAJOR));
      return;
    }
    expect(String(ESLINT_MAJOR)).toBe(expectedMajor);
  });

  it('node_modules/.bin/eslint, which PATH-based tools run (lint-staged, npx eslint): printed, a mismatch warned about', () => {
    // npm links one `eslint` bin for both `eslint` and its alias `eslint9`; in this repository's
    // node_modules/.bin it can be ESLint 9 even under `npm test`. Tools that run `eslint` from
    // PATH then get that one: the ecosystem tests spawn node_modules/eslint/bin/eslint.js instead.
    const run = spawnSync(join(ROOT, 'node_modules/.bin/eslint'), ['--version'], { encoding: 'utf8' });
    const version = /v(\d+\.\d+\.\d+)/u.exec(run.stdout)?.[1] ?? `not run (${run.error?.message ?? run.stderr.trim()})`;
    seen.bin = version;
    if (version !== Linter.version) {
      console.warn(`node_modules/.bin/eslint is ESLint ${version}, not the ${Linter.version} this run uses: \`eslint\` run from PATH is another major`);
    }
    if (expectedMajor !== undefined) expect(version).toBe(Linter.version);
  });

  describe('inside a RuleTester run', () => {
    // `context.getSourceCode()` was removed in ESLint 10: a rule run by the rule tester sees it
    // only when the Linter the tester drives is ESLint 9.
    let hasGetSourceCode: boolean | undefined;
    const probe = {
      meta: { type: 'problem' as const, schema: [], messages: {} },
      defaultOptions: [],
      create(context: object) {
        hasGetSourceCode = typeof (context as { getSourceCode?: unknown }).getSourceCode === 'function';
        return {};
      },
    };
    new RuleTester().run('eslint-version-probe', probe as never, { valid: ['const a = 1;'], invalid: [] });

    it('the Linter the rule tester drives is the same major', () => {
      expect(hasGetSourceCode).toBe(ESLINT_MAJOR < 10);
      seen.ruleTesterLinter = hasGetSourceCode ? '9.x (context.getSourceCode present)' : '10+ (no context.getSourceCode)';
    });
  });
});
