import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import plugin from '../index.js';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; version: string };

/** Rule modules by file name: every `rules/*.ts` except the index (utils/ is a directory). */
const ruleFiles = readdirSync(new URL('rules/', root), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts')
  .map((entry) => entry.name.slice(0, -'.ts'.length))
  .sort();

type AnyRule = { meta: { docs?: { url?: string; recommended?: boolean }; type?: string } };
const ruleEntries = Object.entries(plugin.rules) as [string, AnyRule][];

describe('plugin', () => {
  it('has rule files to check', () => {
    expect(ruleFiles.length).toBeGreaterThan(0);
  });

  it('exports every rule file under its file name, and nothing else', () => {
    expect(Object.keys(plugin.rules).sort()).toEqual(ruleFiles);
  });

  it.each(ruleFiles)('exports the default export of rules/%s.ts under its file name', async (name) => {
    const file = new URL(`../rules/${name}.ts`, import.meta.url).pathname;
    const module = (await import(/* @vite-ignore */ file)) as { default: unknown };
    expect((plugin.rules as Record<string, unknown>)[name]).toBe(module.default);
  });

  it('names itself after package.json', () => {
    expect(plugin.meta.name).toBe(manifest.name);
    expect(plugin.meta.version).toBe(manifest.version);
  });

  describe('configs', () => {
    const recommendedRules = ruleEntries.filter(([, rule]) => rule.meta.docs?.recommended === true).map(([name]) => name);

    it('recommended turns on exactly the rules documented as recommended', () => {
      expect(recommendedRules.length).toBeGreaterThan(0);
      expect(Object.keys(plugin.configs.recommended.rules).sort()).toEqual(
        recommendedRules.map((name) => `zod-flatten/${name}`).sort(),
      );
      for (const severity of Object.values(plugin.configs.recommended.rules)) {
        expect(['error', 'warn']).toContain(severity);
      }
    });

    it('strict turns on every rule as an error', () => {
      expect(plugin.configs.strict.rules).toEqual(
        Object.fromEntries(ruleFiles.map((name) => [`zod-flatten/${name}`, 'error'])),
      );
    });

    it.each(['recommended', 'strict'] as const)('%s has a name and registers the plugin as zod-flatten', (config) => {
      const { name, plugins } = plugin.configs[config];
      expect(name).toEqual(expect.any(String));
      expect(name.length).toBeGreaterThan(0);
      expect(Object.keys(plugins)).toEqual(['zod-flatten']);
      expect(plugins['zod-flatten']).toBe(plugin);
    });

    it('config names differ', () => {
      expect(plugin.configs.recommended.name).not.toBe(plugin.configs.strict.name);
    });
  });

  describe.each(ruleEntries)('rule %s', (name, rule) => {
    it('links its documentation, and the page exists', () => {
      const url = rule.meta.docs?.url ?? '';
      expect(url.endsWith(`docs/rules/${name}.md`)).toBe(true);
      expect(existsSync(new URL(`docs/rules/${name}.md`, root))).toBe(true);
    });
  });
});
