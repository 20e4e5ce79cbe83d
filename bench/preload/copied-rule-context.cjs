/**
 * Preloaded (`node -r`) into the benchmark's "rule context copied" configurations only, never
 * into a lint: it replaces ESLint's `FileContext.prototype.extend`, which makes each rule's
 * context with `Object.create(fileContext)`, by one that copies the file context's fields into a
 * new object of the same class. The rule contexts read the same; the file context is no longer a
 * prototype, and V8 no longer keeps it (and the file's AST, tokens and scopes it holds) alive
 * through young-generation GCs (bench/prototype-retention.mjs shows that without ESLint).
 *
 * What that measures: ESLint's own cost of enabling any rule, apart from the rule's work. It is
 * not a fix the plugin applies or could apply; the plugin never touches ESLint's internals.
 *
 * The module is ESLint's own, found from the working directory like the eslint binary the
 * benchmark runs (BENCH_ESLINT_DIR, set by bench/run.mjs, names its package directory).
 */
'use strict';
const { join } = require('node:path');

const eslintDir = process.env.BENCH_ESLINT_DIR;
if (!eslintDir) throw new Error('copied-rule-context.cjs: BENCH_ESLINT_DIR is not set');
// An absolute path: ESLint's `exports` map does not list its internals.
const { FileContext } = require(join(eslintDir, 'lib/linter/file-context.js'));
const FIELDS = ['cwd', 'filename', 'physicalFilename', 'sourceCode', 'languageOptions', 'settings'];
const probe = new FileContext({ cwd: '', filename: '', physicalFilename: '', sourceCode: null, languageOptions: {}, settings: {} });
// Only for the FileContext this was written against: the same own fields, an `extend` to replace.
if (typeof FileContext.prototype.extend !== 'function' || Object.keys(probe).sort().join() !== [...FIELDS].sort().join()) {
  throw new Error(`copied-rule-context.cjs: ESLint's FileContext is not the one this replaces (fields: ${Object.keys(probe).join(', ')})`);
}

FileContext.prototype.extend = function extend(extension) {
  const context = Object.create(FileContext.prototype);
  for (const field of FIELDS) context[field] = this[field];
  return Object.freeze(Object.assign(context, extension));
};
