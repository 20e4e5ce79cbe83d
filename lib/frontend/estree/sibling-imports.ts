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
 * The same reading says for how long: until every file of the directory that imports the
 * module, directly or through a barrel there, has been linted (pendingReaders, noteLinted), in
 * this lint of the directory: a file linted again begins the next one (startsAgain).
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

/**
 * What a directory's files import of each other, read once per directory (and project root):
 * for each imported stem, the files of the directory that import it; and which files of the
 * directory have been linted since it was read.
 */
interface DirectoryImports {
  readonly directory: string;
  readonly importers: ReadonlyMap<string, readonly string[]>;
  readonly linted: Set<string>;
}
const directories = new Map<string, DirectoryImports>();

/**
 * The files of `file`'s directory that may still follow it: those that import it (by a relative
 * specifier), directly or through other files of the directory (a barrel's `export *`), and have
 * not been linted since the directory was read. A parse offered for `file` is needed until each
 * of them is linted. Only a directory inside the project root is read, judged by its path and by
 * its real path (a linted file may lie outside the root, or in a symlinked directory that leads
 * out of it).
 */
export function pendingReaders(file: string, root: string): Set<string> {
  const imports = directoryOf(file, root);
  startsAgain(imports, file);
  const readers = new Set<string>();
  const queue = importedStems(file, imports);
  for (let i = 0; i < queue.length; i++) {
    for (const importer of imports.importers.get(queue[i]!) ?? NO_FILES) {
      if (importer === file || readers.has(importer)) continue;
      readers.add(importer);
      queue.push(...importedStems(importer, imports));
    }
  }
  for (const done of imports.linted) readers.delete(done);
  return readers;
}

/**
 * Notes that `file`'s lint is over. Only a directory already read keeps the note (one read at
 * the first offer there), so a project that offers nothing pays one map lookup per file.
 */
export function noteLinted(file: string, root: string): void {
  if (directories.size === 0) return;
  const imports = directories.get(keyOf(dirname(file), root));
  // Not in a directory whose files import nothing of each other (nor in the one record that
  // every directory outside the root shares): nothing is offered there, so no note is needed.
  if (imports && imports.importers.size > 0) {
    startsAgain(imports, file);
    imports.linted.add(file);
  }
}

/**
 * A file of the directory linted again begins a new lint of it: a second run in one process
 * (eslint_d, a watch mode, an editor's lint of the workspace), or a file edited and linted again.
 * What the earlier lint noted no longer says which files are still to come, and kept as it was it
 * said none: nothing was offered any more, and every module the directory follows was parsed
 * again by the plugin in every later run (about 200 ms of a 2,000-file lint's rule time).
 * Asked where the file's own offer is made, before its lint is noted, so the first file of the
 * new lint is offered too.
 */
function startsAgain(imports: DirectoryImports, file: string): void {
  if (imports.linted.has(file)) imports.linted.clear();
}

const NO_FILES: readonly string[] = [];
const NOTHING: DirectoryImports = { directory: '', importers: new Map(), linted: new Set() };

function keyOf(directory: string, root: string): string {
  // By root too: one process (an editor's ESLint server) may lint with several roots.
  return `${root}\u0000${directory}`;
}

function directoryOf(file: string, root: string): DirectoryImports {
  const directory = dirname(file);
  const key = keyOf(directory, root);
  let imports = directories.get(key);
  if (!imports) {
    if (directories.size >= MAX_DIRECTORIES) directories.clear();
    imports = insideRoot(directory, root) ? readDirectory(directory) : NOTHING;
    directories.set(key, imports);
  }
  return imports;
}

/** The stems a sibling's import of `file` names: its own, and the directory's for its index. */
function importedStems(file: string, imports: DirectoryImports): string[] {
  return baseStem(file) === 'index' ? [stem(file), imports.directory] : [stem(file)];
}

function insideRoot(directory: string, root: string): boolean {
  if (!isInside(resolve(root), directory)) return false;
  const realRoot = safeRealpath(root);
  const realDirectory = safeRealpath(directory);
  return realRoot !== null && realDirectory !== null && isInside(realRoot, realDirectory);
}

/** Test hook. */
export function clearSiblingImports(): void {
  directories.clear();
}

/** Test hook: how many lints are noted, over every directory read (and the shared empty record). */
export function notedLints(): number {
  let count = NOTHING.linted.size;
  for (const imports of directories.values()) if (imports !== NOTHING) count += imports.linted.size;
  return count;
}

/** For each stem (path without a source extension) the files of a directory import, which do. */
function readDirectory(directory: string): DirectoryImports {
  const importers = new Map<string, string[]>();
  const imports: DirectoryImports = { directory, importers, linted: new Set() };
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return imports;
  }
  if (names.length > MAX_FILES) return imports;
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
    for (const match of text.matchAll(RELATIVE_SPECIFIER)) {
      const imported = stem(resolve(directory, match[2]!));
      const files = importers.get(imported);
      if (!files) importers.set(imported, [path]);
      else if (files.at(-1) !== path) files.push(path);
    }
  }
  return imports;
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
