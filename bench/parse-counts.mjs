/**
 * How many times each imported module is parsed per process: lints a directory with ESLint's
 * Node API (one process, the `recommended` config, typescript-eslint's parser) and reports
 *
 * - the plugin's own counter (`parseCounts` of dist/lib/frontend/estree/modules.js, the same
 *   module instance the plugin uses, since the plugin is imported from dist/ here too), and how
 *   many follows read ESLint's own parse of a module it had just linted (`reusedParses`);
 * - an independent count: the parser is wrapped, so every `parseForESLint` call is counted per
 *   file; ESLint parses each linted file once, the rest are the plugin's module parses;
 * - requests: reads of a source file by the module graph (`readFileSync` is wrapped), i.e. how
 *   often a module was asked for; each request past the first is served from the parse cache.
 *
 *   node bench/parse-counts.mjs <dir> [files or directories, default: .] [--runs N]
 *
 * `--runs N` lints the same files N times in the one process (eslint_d, a watch mode): every
 * count is over all runs, and the plugin's parses should not grow with N.
 * Prints one JSON object.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
const [dirArg, ...targets] = args;
if (!dirArg) {
  console.error('usage: node bench/parse-counts.mjs <dir> [files...]');
  process.exit(2);
}
const dir = fs.realpathSync(resolve(dirArg));
const SOURCE = /\.[cm]?[jt]sx?$/u;

// Count the module graph's reads of source files under the directory.
const reads = new Map();
const originalReadFileSync = fs.readFileSync;
fs.readFileSync = function readFileSync(path, ...rest) {
  // Only the module graph's reads (modules.js), not the look at a directory's imports
  // (sibling-imports.js) that decides which parses ESLint made are kept.
  if (typeof path === 'string' && path.startsWith(dir) && SOURCE.test(path) && /estree[\\/]modules\.js/u.test((new Error().stack ?? '').split('\n')[2] ?? '')) {
    reads.set(path, (reads.get(path) ?? 0) + 1);
  }
  return originalReadFileSync.call(this, path, ...rest);
};
syncBuiltinESMExports();

const { ESLint } = await import('eslint');
const tsParser = await import('@typescript-eslint/parser');
const plugin = (await import('../dist/index.js')).default;
const { parseCounts, reusedParses } = await import('../dist/lib/frontend/estree/modules.js');

const parserCalls = new Map();
const countingParser = {
  meta: { name: 'counting-typescript-eslint-parser' },
  parseForESLint(text, options) {
    const file = options?.filePath ? fs.realpathSync(options.filePath) : '<unknown>';
    parserCalls.set(file, (parserCalls.get(file) ?? 0) + 1);
    return tsParser.parseForESLint(text, options);
  },
};

const eslint = new ESLint({
  cwd: dir,
  overrideConfigFile: true,
  ignorePatterns: JSON.parse(process.env.BENCH_IGNORES ?? '[]'),
  overrideConfig: [
    { files: ['**/*.{ts,mts,cts,tsx}'], languageOptions: { parser: countingParser } },
    plugin.configs.recommended,
  ],
});
const started = performance.now();
let results = [];
for (let run = 0; run < RUNS; run++) results = await eslint.lintFiles(targets.length > 0 ? targets : ['.']);
const elapsed = performance.now() - started;

const linted = new Set(results.map((result) => fs.realpathSync(result.filePath)));
const crashes = results.flatMap((result) => result.messages.filter((m) => m.fatal || /^Error while loading rule/u.test(m.message ?? '')));
const pluginParses = [...parseCounts.entries()].map(([file, count]) => ({ file: fs.realpathSync(file), count }));
const independent = [...parserCalls.entries()].map(([file, count]) => ({ file, count: count - (linted.has(file) ? RUNS : 0) })).filter((e) => e.count > 0);
const requestCounts = [...reads.values()];
const histogram = (counts) => {
  const out = {};
  for (const c of counts) out[c] = (out[c] ?? 0) + 1;
  return out;
};
const max = (counts) => counts.reduce((m, c) => Math.max(m, c), 0);
const sum = (counts) => counts.reduce((s, c) => s + c, 0);

console.log(
  JSON.stringify({
    dir,
    lintedFiles: results.length,
    runs: RUNS,
    seconds: Number((elapsed / 1000).toFixed(2)),
    fatalMessages: crashes.length,
    plugin: {
      modulesParsed: pluginParses.length,
      parses: sum(pluginParses.map((e) => e.count)),
      maxPerModule: max(pluginParses.map((e) => e.count)),
      histogram: histogram(pluginParses.map((e) => e.count)),
      modulesReusedFromESLint: reusedParses.size,
    },
    wrappedParser: {
      modulesParsed: independent.length,
      parses: sum(independent.map((e) => e.count)),
      maxPerModule: max(independent.map((e) => e.count)),
      lintedFilesParsedOnceByESLint: [...linted].every((file) => (parserCalls.get(file) ?? 0) >= RUNS),
    },
    requests: {
      modulesRequested: reads.size,
      requests: sum(requestCounts),
      maxPerModule: max(requestCounts),
    },
    overParsed: pluginParses.filter((e) => e.count > 1).slice(0, 10),
  }),
);
