/**
 * Shared by the ecosystem tests: a throw-away project in the system temp directory that uses the
 * plugin the way an installed package is used (`import zodFlatten from 'eslint-plugin-zod-flatten'`
 * in an `eslint.config.js`), without any `npm install`. Its `node_modules` holds symlinks into
 * this repository's `node_modules`, and `node_modules/eslint-plugin-zod-flatten` points at the
 * repository itself, so the package resolves through package.json `exports` to the built `dist/`
 * (run `npm run build` first).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is tests/ecosystem/installed-project.ts). */
export const REPO_ROOT = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));
export const REPO_NODE_MODULES = join(REPO_ROOT, 'node_modules');

/** Throws a readable error when dist/ is missing, instead of a module-not-found deep in ESLint. */
export function assertBuilt(): void {
  const entry = join(REPO_ROOT, 'dist', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: run \`npm run build\` before the ecosystem tests.`);
  }
}

/** A fresh directory under the system temp directory (realpath, so paths compare as the tools print them). */
export function makeTempDir(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

export function removeDir(dir: string | undefined): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Fills `<dir>/node_modules` with symlinks: `'all'` links every top-level entry of this
 * repository's node_modules (including `.bin` and the scope folders), otherwise only the listed
 * packages (a scope name such as `@typescript-eslint` links the whole scope). The plugin itself is
 * always linked as `eslint-plugin-zod-flatten` → the repository root.
 */
export function linkNodeModules(dir: string, packages: readonly string[] | 'all'): void {
  const target = join(dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  const names = packages === 'all' ? readdirSync(REPO_NODE_MODULES).filter((name) => name !== 'eslint-plugin-zod-flatten') : packages;
  for (const name of names) {
    const from = join(REPO_NODE_MODULES, name);
    if (!existsSync(from)) throw new Error(`${from} is not installed`);
    mkdirSync(dirname(join(target, name)), { recursive: true });
    symlinkSync(from, join(target, name), 'dir');
  }
  symlinkSync(REPO_ROOT, join(target, 'eslint-plugin-zod-flatten'), 'dir');
}

/** The flat config a user writes (README "Configure"), for `.ts` files. */
export const ESLINT_CONFIG = `import tsParser from '@typescript-eslint/parser';
import zodFlatten from 'eslint-plugin-zod-flatten';

export default [
  { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  zodFlatten.configs.recommended,
];
`;

/**
 * The README's headline example: \`text\` is trimmed in the setText variant only. The finding is
 * on \`trim()\` in line 4 (1-based), columns 57 to 63 in ESLint's 1-based columns.
 */
export const RISKY_SOURCE = `import { z } from 'zod';

export const BroadcastInput = z.discriminatedUnion('op', [
  z.object({ op: z.literal('setText'), text: z.string().trim().max(4096) }),
  z.object({ op: z.literal('setButton'), text: z.string().max(64) }),
]);
`;

/** The same file with the field fixed: both variants trim `text`. */
export const FIXED_SOURCE = RISKY_SOURCE.replace('z.string().max(64)', 'z.string().trim().max(64)');

export const RULE_ID = 'zod-flatten/no-hidden-collided-check';

/** The exact message ESLint reports for RISKY_SOURCE. */
export const RISKY_MESSAGE =
  "Collided field 'text': .trim() is an overwrite that rewrites the value and runs only in variant setText, " +
  'not in variant setButton. JSON Schema cannot show it, so the flattened schema advertises one field that ' +
  "validates differently per variant. Apply that call in every variant that declares 'text', or give the variants different keys.";

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}
