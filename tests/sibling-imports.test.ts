/**
 * The guess that decides which linted files keep ESLint's parse for a later follow
 * (lib/frontend/estree/sibling-imports.ts): a file is kept when another file of its directory
 * imports it by a relative specifier, in any of the forms a module is named in.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSiblingImports, notedLints, noteLinted, pendingReaders } from '../lib/frontend/estree/sibling-imports.js';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => clearSiblingImports());

/** Whether a file of its directory imports `file` (nothing is noted as linted: see beforeEach). */
function importedBySibling(file: string, root: string): boolean {
  return pendingReaders(file, root).size > 0;
}

/** Names (relative to `dir`), sorted, of the pending readers of `name` in `dir`, under `root`. */
function readers(dir: string, name: string, root = dir): string[] {
  return [...pendingReaders(join(dir, name), root)].map((file) => file.slice(dir.length + 1)).sort();
}

/** A file of a directory, and the directory as its root. */
function inRoot(dir: string, name: string): [string, string] {
  return [join(dir, name), dir];
}

function directory(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-siblings-')));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('which files a sibling imports', () => {
  it('every way of naming a module: from, side-effect import, dynamic import, require, re-exports', () => {
    const dir = directory({
      'tool.ts': [
        "import { A } from './a.js';",
        "import './b';",
        "const c = await import('./c.mjs');",
        "const d = require(\"./d.cjs\");",
        "export * from './e.ts';",
        "export { F } from './f.jsx';",
        "import type { G } from './g.js';",
        'void [A, c, d];',
      ].join('\n'),
      'a.ts': '',
      'b.ts': '',
      'c.mts': '',
      'd.cts': '',
      'e.ts': '',
      'f.tsx': '',
      'g.ts': '',
      'unused.ts': "export const U = 'from ./a.js in a string';\n",
    });
    for (const name of ['a.ts', 'b.ts', 'c.mts', 'd.cts', 'e.ts', 'f.tsx', 'g.ts']) expect(importedBySibling(join(dir, name), dir), name).toBe(true);
    expect(importedBySibling(join(dir, 'unused.ts'), dir)).toBe(false);
    expect(importedBySibling(join(dir, 'tool.ts'), dir)).toBe(false);
  });

  it('a specifier that leaves the directory names a file elsewhere, not a sibling of the same name', () => {
    const dir = directory({
      'src/tool.ts': "import { A } from '../shared/a.js';\nimport { I } from './ops';\n",
      'src/a.ts': '',
      'src/ops/index.ts': '',
      'src/index.ts': '',
    });
    expect(importedBySibling(join(dir, 'src/a.ts'), dir)).toBe(false);
    // './ops' names src/ops(/index): not src/index.ts, and src/ops/index.ts is not in src/.
    expect(importedBySibling(join(dir, 'src/index.ts'), dir)).toBe(false);
    expect(importedBySibling(join(dir, 'src/ops/index.ts'), dir)).toBe(false);
  });

  it("a directory's index, imported as '.' or './index.js'", () => {
    const dot = directory({ 'tool.ts': "import { X } from '.';\n", 'index.ts': '' });
    expect(importedBySibling(join(dot, 'index.ts'), dot)).toBe(true);
    const named = directory({ 'tool.ts': "import { X } from './index.js';\n", 'index.ts': '' });
    expect(importedBySibling(join(named, 'index.ts'), named)).toBe(true);
  });

  it('a directory of more than 400 entries is not read: nothing there is kept', () => {
    const files: Record<string, string> = { 'tool.ts': "import { A } from './a.js';\n", 'a.ts': '' };
    for (let i = 0; i < 399; i++) files[`m${i}.ts`] = '';
    expect(importedBySibling(...inRoot(directory(files), 'a.ts'))).toBe(false);
    delete files['m0.ts'];
    expect(importedBySibling(...inRoot(directory(files), 'a.ts'))).toBe(true);
  });

  it('nothing outside the project root is read: a directory outside it, or a symlink out of it', () => {
    const outside = directory({ 'tool.ts': "import { A } from './a.js';\n", 'a.ts': '' });
    const root = directory({ 'src/keep.ts': '' });
    expect(importedBySibling(join(outside, 'a.ts'), root)).toBe(false);
    symlinkSync(outside, join(root, 'src', 'linked'));
    expect(importedBySibling(join(root, 'src', 'linked', 'a.ts'), root)).toBe(false);
    // The same directory, with the root around it: read.
    expect(importedBySibling(join(outside, 'a.ts'), outside)).toBe(true);
  });

  it('a directory is read once: a later edit is only seen after the cache is cleared', () => {
    const dir = directory({ 'tool.ts': '', 'a.ts': '' });
    expect(importedBySibling(join(dir, 'a.ts'), dir)).toBe(false);
    writeFileSync(join(dir, 'tool.ts'), "import { A } from './a.js';\n");
    expect(importedBySibling(join(dir, 'a.ts'), dir)).toBe(false);
    clearSiblingImports();
    expect(importedBySibling(join(dir, 'a.ts'), dir)).toBe(true);
  });
});

describe('pendingReaders', () => {
  it('the files that import a module directly, and those that reach it through a barrel', () => {
    const dir = directory({
      'base.ts': '',
      'ops.ts': "import { Base } from './base.js';\n",
      'index.ts': "export * from './ops.js';\n",
      'tool.ts': "import { A } from '.';\n",
      'other.ts': "import { Base } from './base';\n",
      'lone.ts': '',
    });
    expect(readers(dir, 'base.ts')).toEqual(['index.ts', 'ops.ts', 'other.ts', 'tool.ts']);
    expect(readers(dir, 'ops.ts')).toEqual(['index.ts', 'tool.ts']);
    expect(readers(dir, 'index.ts')).toEqual(['tool.ts']);
    expect(readers(dir, 'tool.ts')).toEqual([]);
    expect(readers(dir, 'lone.ts')).toEqual([]);
  });

  it('a file linted since the directory was read is no longer a reader', () => {
    const dir = directory({ 'base.ts': '', 'ops.ts': "import { Base } from './base.js';\n", 'tool.ts': "import { A } from './ops.js';\n" });
    expect(readers(dir, 'base.ts')).toEqual(['ops.ts', 'tool.ts']);
    noteLinted(join(dir, 'ops.ts'), dir);
    expect(readers(dir, 'base.ts')).toEqual(['tool.ts']);
    noteLinted(join(dir, 'tool.ts'), dir);
    expect(readers(dir, 'base.ts')).toEqual([]);
    // Another root is another record: nothing was linted under it.
    const parent = join(dir, '..');
    expect(readers(dir, 'base.ts', parent)).toEqual(['ops.ts', 'tool.ts']);
  });

  it('a file linted again begins a new lint of its directory: the files linted before are to come again', () => {
    const dir = directory({ 'base.ts': '', 'ops.ts': "import { Base } from './base.js';\n", 'tool.ts': "import { A } from './ops.js';\n" });
    expect(readers(dir, 'base.ts')).toEqual(['ops.ts', 'tool.ts']);
    for (const name of ['base.ts', 'ops.ts', 'tool.ts']) noteLinted(join(dir, name), dir);
    // A second run lints base.ts first: its offer is made for both readers again.
    expect(readers(dir, 'base.ts')).toEqual(['ops.ts', 'tool.ts']);
    noteLinted(join(dir, 'base.ts'), dir);
    // Then ops.ts, whose reader tool.ts is to come in this run too.
    expect(readers(dir, 'ops.ts')).toEqual(['tool.ts']);
    noteLinted(join(dir, 'ops.ts'), dir);
    // A file not offered (nothing imports tool.ts) begins a new lint where its lint is noted.
    noteLinted(join(dir, 'tool.ts'), dir);
    noteLinted(join(dir, 'tool.ts'), dir);
    expect(notedLints()).toBe(1);
  });

  it('a lint noted before its directory was read is not remembered (the offer then waits for the window)', () => {
    const dir = directory({ 'base.ts': '', 'tool.ts': "import { Base } from './base.js';\n" });
    noteLinted(join(dir, 'tool.ts'), dir);
    expect(readers(dir, 'base.ts')).toEqual(['tool.ts']);
  });

  it('an import cycle ends', () => {
    const dir = directory({ 'a.ts': "import { B } from './b.js';\n", 'b.ts': "import { A } from './a.js';\n", 'c.ts': "import { A } from './a.js';\n" });
    expect(readers(dir, 'a.ts')).toEqual(['b.ts', 'c.ts']);
    expect(readers(dir, 'b.ts')).toEqual(['a.ts', 'c.ts']);
  });
});

describe('noteLinted', () => {
  it('keeps no note where nothing can be offered: outside the root, or in a directory whose files import nothing of each other', () => {
    const outside = directory({ 'tool.ts': "import { A } from './a.js';\n", 'a.ts': '' });
    const root = directory({ 'src/keep.ts': '' });
    // Read as outside the root: no readers, and the lint of tool.ts is not noted anywhere.
    expect(readers(outside, 'a.ts', root)).toEqual([]);
    noteLinted(join(outside, 'tool.ts'), root);
    expect(notedLints()).toBe(0);
    // The same files under a root around them: tool.ts is a reader, not yet linted there.
    expect(readers(outside, 'a.ts')).toEqual(['tool.ts']);
    // A directory where no file imports another: nothing to note, and no reader ever.
    const flat = directory({ 'a.ts': '', 'b.ts': '' });
    expect(readers(flat, 'a.ts')).toEqual([]);
    noteLinted(join(flat, 'b.ts'), flat);
    expect(readers(flat, 'a.ts')).toEqual([]);
    expect(notedLints()).toBe(0);
    // Where a file is imported, the lint is noted.
    noteLinted(join(outside, 'tool.ts'), outside);
    expect(notedLints()).toBe(1);
  });
});
