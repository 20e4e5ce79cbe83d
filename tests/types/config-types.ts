/**
 * Compile-time check (run by `npm run typecheck`): the plugin and its configs are accepted by
 * ESLint's `defineConfig` and by typescript-eslint's `tseslint.config`, as users write them.
 * It imports the package by name, so it checks the published declarations in dist/.
 */
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import zodFlatten from 'eslint-plugin-zod-flatten';

export const withDefineConfig = defineConfig(
  zodFlatten.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'zod-flatten': zodFlatten },
    rules: { 'zod-flatten/require-typed-properties': ['error', { allowUntyped: ['meta'] }] },
  },
);

export const withTseslint = tseslint.config(zodFlatten.configs.strict, {
  rules: { 'zod-flatten/no-collided-constraint-mismatch': ['warn', { checkEnums: true }] },
});

export const strictName: string = zodFlatten.configs.strict.name;
