#!/usr/bin/env node
/**
 * zod-flatten-lint: the plugin's `recommended` rules over a project, without writing an ESLint
 * config. Runs ESLint through its Node API with `overrideConfigFile: true` (any eslint.config.js
 * in the project is not read), typescript-eslint's parser for every JavaScript and TypeScript
 * file, and `node_modules/` and `dist/` ignored.
 *
 *   zod-flatten-lint [options] [paths...]      (default path: .)
 *
 * Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage or configuration error.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const NAME = 'zod-flatten-lint';
const HELP = `Usage: ${NAME} [options] [paths...]

Lints the given files and directories (default: .) with eslint-plugin-zod-flatten's
recommended rules and typescript-eslint's parser, ignoring any ESLint config in the project.
node_modules/ and dist/ are not linted.

Options:
  --types            Use the type-checked config (recommended-type-checked): imports through
                     tsconfig "paths" aliases, factory functions and .d.ts variants are resolved.
                     Needs a tsconfig.json in the current directory that includes the files.
  -f, --format NAME  ESLint formatter: stylish (default), json, compact, ... or a formatter
                     package or path, as with eslint --format.
  -h, --help         Show this help.

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage or configuration error.`;

const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];
const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'];

class UsageError extends Error {}

function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        types: { type: 'boolean', default: false },
        format: { type: 'string', short: 'f', default: 'stylish' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.format.length === 0) throw new UsageError('--format needs a formatter name');
  return { types: values.types, format: values.format, help: values.help, paths: positionals.length > 0 ? positionals : ['.'] };
}

/** Imports a package as the project in `cwd` would, else as this package would. */
async function importFromProjectOrHere(cwd, specifiers) {
  const requirers = [createRequire(join(cwd, 'package.json')), createRequire(import.meta.url)];
  for (const requireFrom of requirers) {
    for (const specifier of specifiers) {
      let resolved;
      try {
        resolved = requireFrom.resolve(specifier);
      } catch {
        continue;
      }
      return { specifier, module: await import(pathToFileURL(resolved).href) };
    }
  }
  return null;
}

async function loadParser(cwd) {
  const found = await importFromProjectOrHere(cwd, ['@typescript-eslint/parser', 'typescript-eslint']);
  if (!found) {
    throw new UsageError(
      'cannot find @typescript-eslint/parser (or typescript-eslint): install it in the project, e.g. `npm install --save-dev typescript-eslint`',
    );
  }
  const { module, specifier } = found;
  const parser = specifier === 'typescript-eslint' ? (module.default?.parser ?? module.parser) : (module.default ?? module);
  if (!parser || typeof parser.parseForESLint !== 'function') throw new UsageError(`${specifier} did not provide a parser`);
  return parser;
}

async function loadPlugin() {
  const dist = new URL('../dist/index.js', import.meta.url);
  if (!existsSync(fileURLToPath(dist))) {
    throw new UsageError(`${fileURLToPath(dist)} is missing: build the plugin first (npm run build)`);
  }
  return (await import(dist.href)).default;
}

async function loadESLint() {
  try {
    return (await import('eslint')).ESLint;
  } catch (error) {
    throw new UsageError(`cannot load ESLint (a peer dependency: npm install --save-dev eslint): ${error instanceof Error ? error.message : error}`);
  }
}

function configFor({ plugin, parser, types, cwd }) {
  const config = [
    { name: `${NAME}/ignores`, ignores: ['**/node_modules/', '**/dist/'] },
    { name: `${NAME}/files`, files: [...JS_FILES, ...TS_FILES], languageOptions: { parser } },
    { name: `${NAME}/jsx`, files: ['**/*.jsx'], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
  ];
  if (!types) return [...config, plugin.configs.recommended];
  return [
    ...config,
    plugin.configs['recommended-type-checked'],
    { name: `${NAME}/tsconfig-root`, files: TS_FILES, languageOptions: { parserOptions: { tsconfigRootDir: cwd } } },
    // JavaScript files are usually outside the tsconfig's program: linted without types.
    { ...plugin.configs['disable-type-checked'], files: JS_FILES },
  ];
}

async function main(argv) {
  const options = parseCommandLine(argv);
  if (options.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const cwd = process.cwd();
  if (options.types && !existsSync(join(cwd, 'tsconfig.json'))) {
    throw new UsageError(`--types needs a tsconfig.json in the current directory (${cwd})`);
  }
  const [ESLint, plugin, parser] = await Promise.all([loadESLint(), loadPlugin(), loadParser(cwd)]);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: configFor({ plugin, parser, types: options.types, cwd }),
  });
  let formatter;
  try {
    formatter = await eslint.loadFormatter(options.format);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  let results;
  try {
    results = await eslint.lintFiles(options.paths);
  } catch (error) {
    // No file matched a path, or a path is missing: ESLint's own message says which.
    if (error instanceof Error && /No files matching|All files matched by .* are ignored/u.test(error.message)) {
      throw new UsageError(error.message);
    }
    throw error;
  }
  const output = await formatter.format(results);
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  // errorCount includes fatal errors (a file that does not parse).
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  if (!output) process.stderr.write(`${NAME}: no problems in ${results.length} file${results.length === 1 ? '' : 's'}.\n`);
  return errors > 0 ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${NAME}: ${error.message}\nRun \`${NAME} --help\` for usage.\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`${NAME}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  }
}
