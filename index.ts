/**
 * eslint-plugin-zod-flatten: the plugin object, its rules and its flat configs.
 */
import { readFileSync } from 'node:fs';
import type { ESLint, Linter } from 'eslint';
import { rules } from './rules/index.js';

const PLUGIN_NAME = 'eslint-plugin-zod-flatten';

/** The package version, read from package.json whether running from source or from dist/. */
function readVersion(): string {
  for (const candidate of ['./package.json', '../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === PLUGIN_NAME && manifest.version) return manifest.version;
    } catch {
      // not here; try the next place
    }
  }
  return '0.0.0';
}

type RuleName = keyof typeof rules;
type Severity = 'error' | 'warn';

/** Rules on in `recommended`; the rest (strict-only) are off there. */
const RECOMMENDED: Partial<Record<RuleName, Severity>> = {
  'no-hidden-collided-check': 'error',
  'no-collided-coercion': 'error',
  'no-collided-type-mismatch': 'warn',
  'require-typed-properties': 'warn',
  'valid-discriminated-union': 'error',
};

/**
 * Typed with ESLint's own `Linter.Config` and `ESLint.Plugin`, which both `defineConfig` and
 * typescript-eslint's `tseslint.config` accept (a structural type of our own is not, since
 * the config and the plugin refer to each other).
 */
export type ZodFlattenConfig = Linter.Config & {
  name: string;
  plugins: Record<string, ESLint.Plugin>;
  rules: Record<string, Severity>;
};

export type ZodFlattenPlugin = ESLint.Plugin & {
  meta: { name: string; version: string };
  rules: typeof rules;
  configs: {
    recommended: ZodFlattenConfig;
    strict: ZodFlattenConfig;
    'recommended-type-checked': ZodFlattenConfig;
    'strict-type-checked': ZodFlattenConfig;
    'disable-type-checked': ZodFlattenConfig;
  };
};

function prefixed(entries: Partial<Record<string, Severity>>): Record<string, Severity> {
  return Object.fromEntries(Object.entries(entries).map(([name, severity]) => [`zod-flatten/${name}`, severity!]));
}

const plugin = {
  meta: { name: PLUGIN_NAME, version: readVersion() },
  rules,
  configs: {} as ZodFlattenPlugin['configs'],
} as ZodFlattenPlugin;

plugin.configs.recommended = {
  name: 'zod-flatten/recommended',
  plugins: { 'zod-flatten': plugin },
  rules: prefixed(RECOMMENDED),
};
plugin.configs.strict = {
  name: 'zod-flatten/strict',
  plugins: { 'zod-flatten': plugin },
  rules: prefixed(Object.fromEntries(Object.keys(rules).map((name) => [name, 'error' as const]))),
};

/**
 * The same rules with the TypeScript program on: imports through `paths` aliases and
 * packages, factory functions, generics and `.d.ts` variants are resolved. The rules do not
 * change; types only resolve more of the model.
 */
const withTypes = { parserOptions: { projectService: true } };
plugin.configs['recommended-type-checked'] = {
  ...plugin.configs.recommended,
  name: 'zod-flatten/recommended-type-checked',
  languageOptions: withTypes,
};
plugin.configs['strict-type-checked'] = {
  ...plugin.configs.strict,
  name: 'zod-flatten/strict-type-checked',
  languageOptions: withTypes,
};
/** For files that should be linted without a program (JavaScript files, say). */
plugin.configs['disable-type-checked'] = {
  name: 'zod-flatten/disable-type-checked',
  plugins: { 'zod-flatten': plugin },
  languageOptions: { parserOptions: { project: false, projectService: false, program: null } },
  rules: {},
};

export default plugin;
