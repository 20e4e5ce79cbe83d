#!/usr/bin/env node
/**
 * `npm run test:eslint9`: the whole vitest suite against ESLint 9, offline.
 *
 * package.json installs ESLint 10 as `eslint` and ESLint 9 under the alias `eslint9`. Packages
 * such as @typescript-eslint/rule-tester `require('eslint')` themselves, so pointing the tests at
 * `eslint9` is not enough: every `eslint` the run loads has to be ESLint 9. This script builds an
 * overlay of the repository in a temporary directory:
 *
 * - a copy of the repository's own files (not node_modules/, .git/ or dist/);
 * - `node_modules/`, whose entries are symlinks to this repository's node_modules/* — except
 *   `eslint`, which links to node_modules/eslint9, and `.bin`, made of shell shims (see
 *   writeBinShims); other dot entries (.vite, vitest's cache) are left out, not shared with
 *   `npm test`;
 * - dist/, built there from the copied sources with the repository's TypeScript (the ecosystem
 *   tests spawn the built plugin and bin/);
 * - a vitest config that extends vitest.config.ts with `resolve.preserveSymlinks: true`;
 *
 * and runs vitest there with `NODE_OPTIONS=--preserve-symlinks --preserve-symlinks-main`, so that
 * Node (and vite) resolve a module from the symlink's path, not its target: rule-tester, reached
 * as <overlay>/node_modules/@typescript-eslint/rule-tester, finds <overlay>/node_modules/eslint,
 * which is ESLint 9. Child processes the tests spawn inherit NODE_OPTIONS, so the `eslint` CLI and
 * bin/zod-flatten-lint.js they run are ESLint 9 as well.
 *
 * tests/ecosystem/eslint-version.test.ts checks what the run really loaded (its own import, the
 * rule tester's `eslint`, a rule run by the rule tester, the CLI) and writes it to a report file.
 * It runs first on its own (a few seconds), whatever the arguments: this script stops there when
 * that report is missing or names anything but ESLint 9. Then the suite runs (the version test
 * again among it, unless the arguments leave it out), and the script fails when vitest fails.
 *
 * Usage: node scripts/test-eslint9.mjs [vitest arguments, e.g. a file filter: tests/rules]
 * Environment: KEEP_ESLINT9_OVERLAY=1 keeps the overlay directory (its path is printed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const MODULES = join(ROOT, 'node_modules');
const EXPECTED_MAJOR = 9;
/** Top-level entries of the repository that are not copied into the overlay. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'coverage', '.eslintcache']);

const started = Date.now();
const log = (message) => process.stderr.write(`test:eslint9: ${message}\n`);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

function fail(message) {
  log(`FAILED: ${message}`);
  process.exitCode = 1;
}

function versionOf(packageDir) {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
}

// ---- preconditions -----------------------------------------------------------------------------

const eslint9Dir = join(MODULES, 'eslint9');
if (!existsSync(join(eslint9Dir, 'package.json'))) {
  log('node_modules/eslint9 is missing: run `npm install` (package.json installs ESLint 9 as "eslint9": "npm:eslint@9...").');
  process.exit(1);
}
const eslint9Version = versionOf(eslint9Dir);
if (Number.parseInt(eslint9Version, 10) !== EXPECTED_MAJOR) {
  log(`node_modules/eslint9 is ESLint ${eslint9Version}, not ${EXPECTED_MAJOR}.x.`);
  process.exit(1);
}

// ---- the overlay ---------------------------------------------------------------------------------

const overlay = mkdtempSync(join(tmpdir(), 'zod-flatten-eslint9-'));
const keep = process.env.KEEP_ESLINT9_OVERLAY === '1';
let cleaned = false;
function cleanUp() {
  if (cleaned || keep) return;
  cleaned = true;
  rmSync(overlay, { recursive: true, force: true });
}
process.on('exit', cleanUp);

for (const entry of readdirSync(ROOT)) {
  if (NOT_COPIED.has(entry)) continue;
  cpSync(join(ROOT, entry), join(overlay, entry), { recursive: true, verbatimSymlinks: true });
}

const overlayModules = join(overlay, 'node_modules');
mkdirSync(overlayModules);
for (const entry of readdirSync(MODULES)) {
  if (entry.startsWith('.') || entry === 'eslint') continue;
  symlinkSync(join(MODULES, entry), join(overlayModules, entry));
}
symlinkSync(eslint9Dir, join(overlayModules, 'eslint'));
writeBinShims();

/**
 * node_modules/.bin as shell shims, not symlinks. With --preserve-symlinks-main, a symlinked bin
 * (`.bin/lint-staged -> ../lint-staged/bin/lint-staged.js`) would run as `.bin/lint-staged`, and
 * its relative imports would resolve from .bin/. The shim runs the target by its overlay path
 * instead, from the shim's real directory (so it also works through a linked .bin directory, as
 * the ecosystem tests' temporary projects have). `eslint` runs node_modules/eslint, which is
 * ESLint 9 here (in the repository's own .bin, both `eslint` and `eslint9` claim that name).
 */
function writeBinShims() {
  const bins = join(overlayModules, '.bin');
  mkdirSync(bins);
  const sourceBins = join(MODULES, '.bin');
  if (!existsSync(sourceBins)) return;
  for (const name of readdirSync(sourceBins)) {
    let target;
    try {
      target = readlinkSync(join(sourceBins, name));
    } catch {
      continue; // not a symlink: nothing to mirror
    }
    if (name === 'eslint') target = '../eslint/bin/eslint.js';
    const shebang = readFileSync(join(sourceBins, name), 'utf8').slice(0, 200).split('\n', 1)[0];
    if (!/^#!.*\bnode\b/u.test(shebang)) {
      symlinkSync(target, join(bins, name));
      continue;
    }
    const shim = [
      '#!/bin/sh',
      '# Written by scripts/test-eslint9.mjs (a shim: --preserve-symlinks-main breaks symlinked bins).',
      'basedir=$(dirname "$(readlink -f "$0")")',
      `exec node "$basedir/${target}" "$@"`,
      '',
    ].join('\n');
    writeFileSync(join(bins, name), shim, { mode: 0o755 });
  }
}

const configFile = 'vitest.eslint9.config.ts';
writeFileSync(
  join(overlay, configFile),
  [
    '// Written by scripts/test-eslint9.mjs: the repository config, resolving through symlinks as',
    '// Node does with --preserve-symlinks (so node_modules/eslint is the ESLint 9 link).',
    "import { mergeConfig } from 'vitest/config';",
    "import base from './vitest.config.ts';",
    '',
    'export default mergeConfig(base, { resolve: { preserveSymlinks: true } });',
    '',
  ].join('\n'),
);
log(`overlay ${overlay} (node_modules/eslint -> ${relative(ROOT, eslint9Dir)}, ESLint ${eslint9Version})`);

const build = spawnSync(process.execPath, [join(MODULES, 'typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: overlay,
  stdio: 'inherit',
});
if (build.status !== 0) {
  fail(`building dist/ in the overlay failed (tsc exit ${build.status ?? build.signal})`);
  process.exit();
}
log(`built dist/ in ${seconds()}`);

// ---- the runs ------------------------------------------------------------------------------------

const VERSION_TEST = 'tests/ecosystem/eslint-version.test.ts';
const reportFile = join(overlay, 'eslint-version-seen.json');
const nodeOptions = [process.env.NODE_OPTIONS, '--preserve-symlinks', '--preserve-symlinks-main'].filter(Boolean).join(' ');
let running;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // vitest runs in its own process group (detached): stop it and its workers together.
    if (running?.pid) {
      try {
        process.kill(-running.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exitCode = 1;
  });
}

async function vitest(args) {
  running = spawn(process.execPath, [join(overlayModules, 'vitest/vitest.mjs'), 'run', '--config', configFile, ...args], {
    cwd: overlay,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      NODE_OPTIONS: nodeOptions,
      ZOD_FLATTEN_EXPECT_ESLINT_MAJOR: String(EXPECTED_MAJOR),
      ZOD_FLATTEN_ESLINT_VERSION_REPORT: reportFile,
    },
  });
  const [code, signal] = await new Promise((resolve) => running.on('exit', (...result) => resolve(result)));
  running = undefined;
  return code ?? signal;
}

/** Reads (and removes) the report of the version test; null when it wrote none. */
function checkReport(when) {
  if (!existsSync(reportFile)) return null;
  const seen = JSON.parse(readFileSync(reportFile, 'utf8'));
  rmSync(reportFile);
  const wrong = ['import', 'ESLint', 'ruleTester', 'cli', 'bin'].filter((where) => Number.parseInt(seen[where], 10) !== EXPECTED_MAJOR);
  if (!String(seen.ruleTesterLinter ?? '').startsWith(`${EXPECTED_MAJOR}.`)) wrong.push('ruleTesterLinter');
  const summary = Object.entries(seen)
    .map(([where, version]) => `${where}=${version}`)
    .join(', ');
  if (wrong.length > 0) fail(`${when}: not ESLint ${EXPECTED_MAJOR}.x: ${wrong.map((where) => `${where}=${seen[where] ?? 'not recorded'}`).join(', ')}`);
  else log(`${when}: ESLint seen: ${summary}`);
  return wrong.length === 0;
}

// First the version test alone, whatever the arguments: a run that would not be ESLint 9 stops here.
const preflight = await vitest([VERSION_TEST]);
const preflightOk = checkReport('version check');
if (interrupted) {
  fail('interrupted');
} else if (preflight !== 0 || preflightOk !== true) {
  if (preflightOk === null) fail(`${VERSION_TEST} wrote no report, so which ESLint the run loads is unknown`);
  fail(`the version check failed (vitest exit ${preflight}); the suite was not run`);
} else {
  // Then the suite (or what the arguments select). When it includes the version test, its report
  // is checked again.
  const suite = await vitest(process.argv.slice(2));
  if (suite !== 0) fail(`vitest exited with ${suite}`);
  checkReport('suite');
}

if (keep) log(`overlay kept: ${overlay}`);
log(`${process.exitCode ? 'FAILED' : 'passed'} in ${seconds()}`);
