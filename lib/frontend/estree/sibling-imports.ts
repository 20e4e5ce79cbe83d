/**
 * Which files of a directory its other files import, read from their text: the guess that
 * decides which linted files keep ESLint's parse for a later follow (modules.ts, offerParse).
 *
 * Keeping a parse is not free even for a moment: a parse kept while a few more files are
 * linted outlives V8's young generation and is promoted, and a lint run that kept every linted
 * file's parse that way measured a third more peak memory (docs/performance.md). So a parse is
 * kept only for a file that a file next to it imports (`./ops.js` from `tool.ts`): the layout
 * of a tool folder, whose modules ESLint lints just before the file that imports them.
 *
 * The guess only decides what is kept; a follow still checks the text and the parser, so a
 * wrong or stale guess costs a parse, never a wrong answer. The text is matched, not parsed:
 * an import in a comment may make a file look imported, which is harmless.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { isInside, safeRealpath } from './paths.js';

/** A directory larger than this is not read (generated code, fixtures): nothing is kept there. */
const MAX_FILES = 400;
/** Nor a file larger than this. */
const MAX_TEXT = 256 * 1024;
/** Directories remembered (an editor session moves through many). */
const MAX_DIRECTORIES = 256;

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/u;
/** `from './x.js'`, `import './x.js'`, `import('./x.js')`, `require('./x.js')`. */
const RELATIVE_SPECIFIER = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*(['"])(\.{1,2}(?:\/[^'"\n]*)?)\1/gu;

const importedByDirectory = new Map<string, ReadonlySet<string>>();

/**
 * Whether another file in the same directory imports `file` (by a relative specifier). Only a
 * directory inside the project root is read, judged by its path and by its real path (a linted
 * file may lie outside the root, or in a symlinked directory that leads out of it).
 */
export function importedBySibling(file: string, root: string): boolean {
  const directory = dirname(file);
  // By root too: one process (an editor's ESLint server) may lint with several roots.
  const key = `${root}\u0000${directory}`;
  let imported = importedByDirectory.get(key);
  if (!imported) {
    if (importedByDirectory.size >= MAX_DIRECTORIES) importedByDirectory.clear();
    imported = insideRoot(directory, root) ? readDirectory(directory) : NOTHING;
    importedByDirectory.set(key, imported);
  }
  return imported.has(stem(file)) || (baseStem(file) === 'index' && imported.has(directory));
}

const NOTHING: ReadonlySet<string> = new Set();

function insideRoot(directory: string, root: string): boolean {
  if (!isInside(resolve(root), directory)) return false;
  const realRoot = safeRealpath(root);
  const realDirectory = safeRealpath(directory);
  return realRoot !== null && realDirectory !== null && isInside(realRoot, realDirectory);
}

/** Test hook. */
export function clearSiblingImports(): void {
  importedByDirectory.clear();
}

/** The stems (paths without a source extension) the files of a directory import. */
function readDirectory(directory: string): ReadonlySet<string> {
  const imported = new Set<string>();
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return imported;
  }
  if (names.length > MAX_FILES) return imported;
  for (const name of names) {
    if (!SOURCE.test(name)) continue;
    const path = join(directory, name);
    let text: string;
    try {
      if (statSync(path).size > MAX_TEXT) continue;
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(RELATIVE_SPECIFIER)) imported.add(stem(resolve(directory, match[2]!)));
  }
  return imported;
}

/** A path without its source extension (`ops.js`, `ops.ts` and `ops` name one module). */
function stem(path: string): string {
  const extension = extname(path);
  return SOURCE.test(extension) ? path.slice(0, -extension.length) : path;
}

function baseStem(path: string): string {
  const name = stem(path);
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}
