/**
 * The plugin's TypeScript sources transpiled into a directory (type stripping with Vite's Oxc
 * transform, the one vitest itself uses), for worker threads that must load the plugin as plain
 * ESM: `index.js`, `lib/` and `rules/` as `.js`, a `package.json` that makes them modules, and
 * `node_modules` linked to the repository's, so the worker resolves ESLint, the parser and Zod.
 */
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The `.ts` sources under a directory of the repository (relative paths), `.d.ts` left out. */
function sourcesOf(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesOf(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Writes the transpiled plugin into `dir` (which must exist). */
export async function transpilePluginInto(dir: string): Promise<void> {
  for (const file of ['index.ts', ...sourcesOf('lib'), ...sourcesOf('rules')]) {
    const { code } = await transformWithOxc(readFileSync(join(ROOT, file), 'utf8'), file, { lang: 'ts' });
    const target = join(dir, file.replace(/\.ts$/u, '.js'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}
