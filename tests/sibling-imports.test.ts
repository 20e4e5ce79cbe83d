/**
 * The guess that decides which linted files keep ESLint's parse for a later follow
 * (lib/frontend/estree/sibling-imports.ts): a file is kept when another file of its directory
 * imports it by a relative specifier, in any of the forms a module is named in.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSiblingImports, importedBySibling } from '../lib/frontend/estree/sibling-imports.js';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => clearSiblingImports());

function directory(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-siblings-')));
  temps.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('importedBySibling', () => {
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
    for (const name of ['a.ts', 'b.ts', 'c.mts', 'd.cts', 'e.ts', 'f.tsx', 'g.ts']) expect(importedBySibling(join(dir, name)), name).toBe(true);
    expect(importedBySibling(join(dir, 'unused.ts'))).toBe(false);
    expect(importedBySibling(join(dir, 'tool.ts'))).toBe(false);
  });

  it('a specifier that leaves the directory names a file elsewhere, not a sibling of the same name', () => {
    const dir = directory({
      'src/tool.ts': "import { A } from '../shared/a.js';\nimport { I } from './ops';\n",
      'src/a.ts': '',
      'src/ops/index.ts': '',
      'src/index.ts': '',
    });
    expect(importedBySibling(join(dir, 'src/a.ts'))).toBe(false);
    // './ops' names src/ops(/index): not src/index.ts, and src/ops/index.ts is not in src/.
    expect(importedBySibling(join(dir, 'src/index.ts'))).toBe(false);
    expect(importedBySibling(join(dir, 'src/ops/index.ts'))).toBe(false);
  });

  it("a directory's index, imported as '.' or './index.js'", () => {
    const dot = directory({ 'tool.ts': "import { X } from '.';\n", 'index.ts': '' });
    expect(importedBySibling(join(dot, 'index.ts'))).toBe(true);
    const named = directory({ 'tool.ts': "import { X } from './index.js';\n", 'index.ts': '' });
    expect(importedBySibling(join(named, 'index.ts'))).toBe(true);
  });

  it('a directory of more than 400 entries is not read: nothing there is kept', () => {
    const files: Record<string, string> = { 'tool.ts': "import { A } from './a.js';\n", 'a.ts': '' };
    for (let i = 0; i < 399; i++) files[`m${i}.ts`] = '';
    expect(importedBySibling(join(directory(files), 'a.ts'))).toBe(false);
    delete files['m0.ts'];
    expect(importedBySibling(join(directory(files), 'a.ts'))).toBe(true);
  });

  it('a directory is read once: a later edit is only seen after the cache is cleared', () => {
    const dir = directory({ 'tool.ts': '', 'a.ts': '' });
    expect(importedBySibling(join(dir, 'a.ts'))).toBe(false);
    writeFileSync(join(dir, 'tool.ts'), "import { A } from './a.js';\n");
    expect(importedBySibling(join(dir, 'a.ts'))).toBe(false);
    clearSiblingImports();
    expect(importedBySibling(join(dir, 'a.ts'))).toBe(true);
  });
});
