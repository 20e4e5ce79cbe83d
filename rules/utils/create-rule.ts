import { ESLintUtils } from '@typescript-eslint/utils';

export interface PluginDocs {
  description: string;
  recommended?: boolean;
  strict?: boolean;
  requiresTypeChecking?: boolean;
}

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-zod-flatten/eslint-plugin-zod-flatten';

export const createRule = ESLintUtils.RuleCreator<PluginDocs>(
  (name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`,
);
