/**
 * The plugin in a pre-commit hook: a temporary git repository "installs" the plugin, ESLint,
 * lint-staged and simple-git-hooks (symlinks into this repository's node_modules, see
 * installed-project.ts), configures lint-staged with `'*.ts': 'eslint --max-warnings=0'` and
 * simple-git-hooks with `"pre-commit": "npx lint-staged"` in package.json, and installs the hook
 * with simple-git-hooks' own CLI — the setup the README's "Pre-commit hooks" section shows.
 *
 * Then a real `git commit` of a file with a risky collided field must be refused by the hook, with
 * ESLint's finding in the output and no new commit; once the field is fixed and staged, the same
 * commit goes through.
 *
 * Offline and bounded: the hook's `npx` finds lint-staged in node_modules/.bin (npm runs with
 * `offline=true`, so it could not fetch anything even if it tried); every command runs in its own
 * process group with a timeout, and the whole group is killed when it expires. The environment is
 * isolated from the user's: a temporary HOME, no global or system git config, no inherited GIT_*
 * variables, no colours.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESLINT_CONFIG,
  FIXED_SOURCE,
  RISKY_MESSAGE,
  RISKY_SOURCE,
  RULE_ID,
  assertBuilt,
  linkNodeModules,
  makeTempDir,
  removeDir,
  writeFiles,
} from './installed-project.js';

const COMMAND_TIMEOUT_MS = 60_000;

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved as they arrived, without ANSI escapes. */
  output: string;
  ms: number;
}

let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;

/** Runs a command in its own process group; on timeout the whole group (hook, npx, lint-staged, eslint) is killed. */
function run(command: string, args: readonly string[], timeoutMs = COMMAND_TIMEOUT_MS): Promise<RunResult> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      output += chunk.toString('utf8');
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const result = { code, signal, stdout, stderr, output: stripAnsi(output), ms: Date.now() - start };
      if (timedOut) {
        reject(new Error(`${command} ${args.join(' ')} did not finish within ${timeoutMs} ms; killed\n${result.output}`));
      } else {
        resolve(result);
      }
    });
  });
}

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

function stripAnsi(text: string): string {
  return text.replace(ANSI_ESCAPE, '');
}

async function git(...args: string[]): Promise<string> {
  const result = await run('git', args);
  if (result.code !== 0) throw new Error(`git ${args.join(' ')} exited with ${result.code}\n${result.output}`);
  return result.stdout.trim();
}

beforeAll(async () => {
  assertBuilt();
  repo = makeTempDir('zod-flatten-pre-commit-');
  home = makeTempDir('zod-flatten-pre-commit-home-');
  writeFileSync(join(home, '.gitconfig'), '');

  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_') && !key.startsWith('npm_') && key !== 'FORCE_COLOR' && key !== 'NODE_OPTIONS'),
  );
  env = {
    ...inherited,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
    GIT_TERMINAL_PROMPT: '0',
    // the node running this test first on PATH, for the hook's `npx` and lint-staged's `eslint`
    PATH: [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    NO_COLOR: '1',
  };

  // lint-staged needs its own dependencies (listr2, tinyexec, ...) and the project's eslint bin at
  // run time: simplest is to link every installed package, .bin included.
  linkNodeModules(repo, 'all');
  writeFiles(repo, {
    'package.json': `${JSON.stringify(
      {
        name: 'pre-commit-project',
        private: true,
        type: 'module',
        'simple-git-hooks': { 'pre-commit': 'npx lint-staged' },
        'lint-staged': { '*.ts': 'eslint --max-warnings=0' },
      },
      null,
      2,
    )}\n`,
    'eslint.config.js': ESLINT_CONFIG,
    '.gitignore': 'node_modules\n',
  });

  await git('init', '--quiet', '--initial-branch=main');
  await git('config', 'user.name', 'Zod Flatten Test');
  await git('config', 'user.email', 'test@example.invalid');
  await git('config', 'commit.gpgsign', 'false');
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'project setup');

  const install = await run(process.execPath, [join(repo, 'node_modules/simple-git-hooks/cli.js')]);
  expect(install.code, install.output).toBe(0);
  // the CLI logs "[ERROR] ..." and still exits 0 when it fails, so check what it wrote
  expect(install.output).toContain('[INFO] Successfully set the pre-commit with command: npx lint-staged');
  const hook = join(repo, '.git/hooks/pre-commit');
  expect(existsSync(hook)).toBe(true);
  expect(readFileSync(hook, 'utf8').trimEnd().endsWith('\nnpx lint-staged')).toBe(true);
  expect(statSync(hook).mode & 0o111).not.toBe(0);
}, 120_000);

afterAll(() => {
  removeDir(repo);
  removeDir(home);
});

describe('lint-staged + simple-git-hooks pre-commit hook', () => {
  it('refuses a commit with a risky collided field, then accepts it once the field is fixed', async () => {
    const base = await git('rev-parse', 'HEAD');

    // 1. The risky file: the hook runs, ESLint fails, git refuses the commit.
    writeFiles(repo, { 'src/broadcast-tool.ts': RISKY_SOURCE });
    await git('add', 'src/broadcast-tool.ts');
    const refused = await run('git', ['commit', '-m', 'add the broadcast tool']);
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.code).toBe(1);
    expect(await git('rev-parse', 'HEAD')).toBe(base);
    expect(await git('rev-list', '--count', 'HEAD')).toBe('1');
    // lint-staged's report of the failed task, with ESLint's stylish output: position, severity,
    // message (stylish drops the final period) and rule id, on one line.
    expect(refused.output).toContain('✖ eslint --max-warnings=0:');
    expect(refused.output).toContain(join(repo, 'src/broadcast-tool.ts'));
    expect(refused.output).toContain(`4:57  error  ${RISKY_MESSAGE.replace(/\.$/, '')}  ${RULE_ID}`);
    expect(refused.output).toContain('✖ 1 problem (1 error, 0 warnings)');
    // lint-staged restored the state from before the commit: the file is still staged, unchanged.
    expect(await git('diff', '--cached', '--name-only')).toBe('src/broadcast-tool.ts');
    expect(readFileSync(join(repo, 'src/broadcast-tool.ts'), 'utf8')).toBe(RISKY_SOURCE);

    // 2. Fixed and staged: the same commit goes through, with the hook run (not skipped).
    writeFiles(repo, { 'src/broadcast-tool.ts': FIXED_SOURCE });
    await git('add', 'src/broadcast-tool.ts');
    const accepted = await run('git', ['commit', '-m', 'add the broadcast tool']);
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toContain('eslint --max-warnings=0');
    expect(accepted.output).not.toContain(RULE_ID);
    expect(await git('rev-list', '--count', 'HEAD')).toBe('2');
    expect(await git('rev-parse', 'HEAD~1')).toBe(base);
    expect(await git('log', '-1', '--format=%s')).toBe('add the broadcast tool');
    expect(await git('show', 'HEAD:src/broadcast-tool.ts')).toBe(FIXED_SOURCE.trimEnd());
    expect(await git('status', '--porcelain')).toBe('');

    console.info(`[pre-commit] refused commit in ${refused.ms} ms, accepted commit in ${accepted.ms} ms`);
  }, 150_000);
});
