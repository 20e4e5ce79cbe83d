// Flat config for the example: TypeScript sources parsed by @typescript-eslint/parser, and the
// plugin's recommended config. The plugin is imported by its package name, which resolves to
// this package itself through package.json "exports" (so dist/ must be built).
import tsParser from '@typescript-eslint/parser';
import zodFlatten from 'eslint-plugin-zod-flatten';

export default [
  {
    files: ['src/**/*.ts'],
    languageOptions: {
      parser: tsParser,
      sourceType: 'module',
    },
  },
  zodFlatten.configs.recommended,
  // The two rules that only `configs.strict` turns on, for the support tool alone, so the example
  // shows every rule while the broadcast tool stays linted with `recommended` as it is. The plugin
  // is already registered under `zod-flatten` by the config above.
  {
    files: ['src/support-tool.ts'],
    rules: {
      'zod-flatten/no-collided-constraint-mismatch': 'error',
      'zod-flatten/no-untraceable-variant': 'error',
    },
  },
];
