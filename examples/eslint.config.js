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
];
