/**
 * eslint-doc-generator settings: `npm run docs` rewrites the rule list in README.md and the
 * generated header of every docs/rules/*.md; `npm run docs:check` fails when they are stale.
 *
 * The generator loads the plugin from package.json (`exports['.']` → dist/index.js), so the
 * package must be built first (`npm install` runs `prepare`, which builds).
 *
 * @type {import('eslint-doc-generator').GenerateOptions}
 */
const config = {
  pathRuleList: 'README.md',
  pathRuleDoc: 'docs/rules/{name}.md',
  ruleDocTitleFormat: 'prefix-name',
  ruleListColumns: [
    'name',
    'description',
    'configsError',
    'configsWarn',
    'configsOff',
    'fixable',
    'hasSuggestions',
    'requiresTypeChecking',
  ],
  configEmoji: [
    ['recommended', '✅'],
    ['strict', '🔒'],
    ['recommended-type-checked', '☑️'],
    ['strict-type-checked', '🔐'],
  ],
  // Turns the TypeScript program off for some files and enables no rule: nothing to list.
  ignoreConfig: ['disable-type-checked'],
};

export default config;
