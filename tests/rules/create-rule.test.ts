import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { createRule, REPOSITORY_URL } from '../../rules/utils/create-rule.js';
import constraintMismatch from '../../rules/no-collided-constraint-mismatch.js';

type Options = [{ ignoreKeys?: string[]; checkEnums?: boolean }];

/** A rule whose listener hands back the options it was created with. */
function probe() {
  let seen: Readonly<Options> | undefined;
  const rule = createRule<Options, 'm'>({
    name: 'probe',
    meta: {
      type: 'problem',
      docs: { description: 'probe' },
      messages: { m: 'm' },
      schema: [],
      defaultOptions: [{ ignoreKeys: [], checkEnums: false }],
    },
    create(_context, options) {
      seen = options;
      return {};
    },
  });
  const create = (options: unknown[]) => {
    rule.create({ options } as unknown as Readonly<TSESLint.RuleContext<'m', Options>>);
    return seen;
  };
  return { rule, create };
}

describe('createRule', () => {
  it('links the rule to its page under docs/rules/', () => {
    expect(probe().rule.meta.docs?.url).toBe(`${REPOSITORY_URL}/blob/main/docs/rules/probe.md`);
    expect(constraintMismatch.meta.docs?.url).toBe(`${REPOSITORY_URL}/blob/main/docs/rules/no-collided-constraint-mismatch.md`);
  });

  it('gives the defaults when the configuration gives no options', () => {
    expect(probe().create([])).toEqual([{ ignoreKeys: [], checkEnums: false }]);
  });

  it('merges given options over the defaults, property by property', () => {
    expect(probe().create([{ checkEnums: true }])).toEqual([{ ignoreKeys: [], checkEnums: true }]);
    expect(probe().create([{ ignoreKeys: ['a.b'] }])).toEqual([{ ignoreKeys: ['a.b'], checkEnums: false }]);
  });

  it('keeps options ESLint has already merged as they are', () => {
    expect(probe().create([{ ignoreKeys: ['x'], checkEnums: true }])).toEqual([{ ignoreKeys: ['x'], checkEnums: true }]);
  });

  it('does not share one options object between files', () => {
    const { create } = probe();
    expect(create([{ checkEnums: true }])).not.toBe(create([{ checkEnums: true }]));
  });
});

/**
 * Loading `@typescript-eslint/utils` costs about 100 ms per ESLint process (bench: the plugin's
 * import went from 145 to 60 ms without it), so the plugin's run-time code imports only its
 * types. A value import there would come back silently; this keeps it out.
 */
describe('run-time imports', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const sources = ['index.ts', 'runtime.ts', ...['lib', 'rules'].flatMap((dir) => tsFilesUnder(join(root, dir)))];

  it.each(sources.map((file) => [file.replace(root, '')]))('%s imports @typescript-eslint/utils for types only', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const valueImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'@typescript-eslint\/utils[^']*';/gmu)];
    expect(valueImports.map((match) => match[0])).toEqual([]);
  });
});

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}
