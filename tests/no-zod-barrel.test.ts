/**
 * A barrel in a project without Zod costs nothing: offering its parse for later follows read its
 * whole directory (each sibling's text, for who imports it), 2 ms per barrel on real code and
 * seconds in a directory of large files, before anything asked whether the project uses Zod. A
 * barrel is offered once a linted module has imported Zod (a process-wide fact: this file runs in
 * a module state of its own).
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from '../index.js';
import { notedLints } from '../lib/frontend/estree/sibling-imports.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-barrel-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'index.ts': "export * from './button';\nexport * from './dialog';\n",
  'button.ts': 'export const button = 1;\n',
  'dialog.ts': 'export const dialog = 2;\n',
  'schema.ts': "import { z } from 'zod';\nexport const S = z.object({ a: z.string() });\n",
};
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);

const linter = new Linter({ cwd: dir });
const config = [{ files: ['**/*.ts'], languageOptions: { parser }, ...plugin.configs.recommended }] as unknown as Linter.Config[];
const lint = (name: string) => linter.verify(FILES[name]!, config, { filename: join(dir, name) });

describe('a barrel without Zod', () => {
  it('before any module of Zod: its directory is not read', () => {
    for (const name of ['button.ts', 'dialog.ts', 'index.ts']) expect(lint(name)).toEqual([]);
    expect(notedLints()).toBe(0);
  });

  it('the neighbour: once a module has imported Zod, a barrel is offered, and its directory read', () => {
    expect(lint('schema.ts')).toEqual([]);
    expect(lint('index.ts')).toEqual([]);
    expect(lint('button.ts')).toEqual([]);
    expect(notedLints()).toBeGreaterThan(0);
  });
});
