/**
 * The built runtime entry (`dist/runtime.js`, the package's `./runtime` export) loads neither
 * ESLint nor TypeScript: a child `node` runs with a resolve hook that throws on any specifier
 * starting with `eslint`, `typescript` or `@typescript-eslint/` (and on any URL inside those
 * packages), imports the entry, and checks a small union.
 *
 * dist/ is built by `npm run build` (`npm ci` runs it through `prepare`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(repo, 'dist', 'runtime.js');

const HOOKS = `
const banned = (text) => /^(eslint|typescript|@typescript-eslint\\/)/.test(text);
const bannedUrl = (url) => /\\/node_modules\\/(eslint[^/]*|typescript|@typescript-eslint)\\//.test(url);
export async function resolve(specifier, context, nextResolve) {
  if (banned(specifier)) throw new Error('the runtime entry loaded ' + specifier);
  const result = await nextResolve(specifier, context);
  if (bannedUrl(result.url)) throw new Error('the runtime entry loaded ' + result.url);
  return result;
}
`;

const REGISTER = `
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url);
`;

/** Runs ES module code in a child `node` with the hook, from the repository (for `zod`). */
function run(dir: string, code: string) {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', pathToFileURL(join(dir, 'register.mjs')).href, '--input-type=module', '--eval', code], {
    cwd: repo,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the built runtime entry', () => {
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'zod-flatten-runtime-'));
    writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
    writeFileSync(join(dir, 'register.mjs'), REGISTER);
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exists (run `npm run build` first)', () => {
    expect(existsSync(entry), `${entry} is missing: run npm run build`).toBe(true);
  });

  it('the hook refuses ESLint and TypeScript (control)', () => {
    for (const specifier of ['eslint', 'typescript', '@typescript-eslint/utils']) {
      const child = run(dir, `await import(${JSON.stringify(specifier)});`);
      expect(child.status, child.stdout).not.toBe(0);
      expect(child.stderr).toContain(`the runtime entry loaded ${specifier}`);
    }
  });

  it('loads without ESLint or TypeScript and checks a union', () => {
    const code = `
      import { z } from 'zod';
      import { checkFlatten, assertFlattenSafe } from ${JSON.stringify(pathToFileURL(entry).href)};
      const Input = z.discriminatedUnion('op', [
        z.object({ op: z.literal('setText'), text: z.string().trim() }),
        z.object({ op: z.literal('setButton'), text: z.string() }),
      ]);
      const found = checkFlatten(Input).map(({ rule, messageId, path, variants }) => ({ rule, messageId, path, variants }));
      console.log(JSON.stringify(found));
      try { assertFlattenSafe(Input); } catch (error) { console.log(error.name); }
    `;
    const child = run(dir, code);
    // (stderr may carry a warning about module.register on newer Node versions; not an error.)
    expect(child.stderr).not.toContain('the runtime entry loaded');
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout.trim().split('\n')).toEqual([
      JSON.stringify([{ rule: 'no-hidden-collided-check', messageId: 'hiddenCheck', path: 'text', variants: ['setText'] }]),
      'FlattenCheckError',
    ]);
  });
});
