/**
 * Where a path lies with respect to the project root: the one test every read of another file
 * passes (the module graph's follows, the look at a directory's imports), and which files an
 * import may name (relative imports, `paths` aliases and workspace packages alike).
 */
import { realpathSync, statSync } from 'node:fs';
import { extname, isAbsolute, join, relative } from 'node:path';

/** The extensions a module's file may have, in the order TypeScript's resolution tries them. */
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
/** TypeScript's emitted-extension spelling: `./x.js` names `x.ts` (or `x.tsx`) in the sources. */
const JS_TO_TS: Readonly<Record<string, readonly string[]>> = {
  '.js': ['.ts', '.tsx', '.js'],
  '.jsx': ['.tsx', '.jsx'],
  '.mjs': ['.mts', '.mjs'],
  '.cjs': ['.cts', '.cjs'],
};

/**
 * The files an import of `base` may name, in the order they are tried: a TypeScript twin of a
 * `.js` name, the file itself, an extension added, a directory's index (`data`: a `.json` file
 * too); and the stem its `.d.ts` would have.
 */
export function moduleCandidates(base: string, data = false): { readonly candidates: string[]; readonly stem: string } {
  const ext = extname(base);
  const candidates: string[] = [];
  const mapped = Object.hasOwn(JS_TO_TS, ext) ? JS_TO_TS[ext] : undefined;
  if (mapped) for (const to of mapped) candidates.push(base.slice(0, -ext.length) + to);
  else if (RESOLVE_EXTENSIONS.includes(ext) || (data && ext === '.json')) candidates.push(base);
  for (const to of RESOLVE_EXTENSIONS) candidates.push(base + to);
  for (const to of RESOLVE_EXTENSIONS) candidates.push(join(base, `index${to}`));
  return { candidates, stem: mapped ? base.slice(0, -ext.length) : base };
}

/** Whether a path relative to the root lies in a `node_modules` directory (at any depth). */
export function isInstalled(relativePath: string): boolean {
  return /(^|[\\/])node_modules([\\/]|$)/u.test(relativePath);
}

/** A TypeScript declaration file: types only, no value to read. */
export function isDeclaration(file: string): boolean {
  return /\.d\.[cm]?ts$/u.test(file);
}

export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Whether `path` is `root` or lies under it (lexically: symlinks are the caller's to resolve). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real path, or null when it cannot be resolved (missing, a dangling link, no access). */
export function safeRealpath(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}
