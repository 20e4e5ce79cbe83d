/**
 * One scaling measurement, in its own process: one file with one union of V variants × K keys
 * (bench/corpus.mjs `scalingSource`), parsed by @typescript-eslint/parser, then timed:
 * `buildFileModel` (dist/lib/frontend/estree/index.js) + `analyze` (dist/lib/analysis/findings.js)
 * + `findings(rule)` for every rule — the work rules/utils/file-analysis.ts does per file, minus
 * the parse (each run gets a fresh parse, untimed, so no AST-keyed cache carries over).
 *
 * Also one `Linter.verify` with the strict config and `stats: true`, as a cross-check.
 *
 *   node --expose-gc bench/scaling.mjs V K REPS [dense|clean]   → one JSON line
 *
 * `dense` (default): every variant's fields drawn with the corpus's deviation rates, so the
 * union is full of findings (tens of thousands at V = 2,000); `clean`: every variant declares
 * each key with the same schema text, so every comparison is made and nothing is reported.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import { scalingSource } from './corpus.mjs';
import { buildFileModel } from '../dist/lib/frontend/estree/index.js';
import { analyze, RULE_IDS } from '../dist/lib/analysis/findings.js';
import plugin from '../dist/index.js';
import { parserForModules } from '../dist/rules/utils/module-parser.js';

const [V, K, REPS] = process.argv.slice(2, 5).map(Number);
const KIND = process.argv[5] ?? 'dense';
const text = scalingSource(V, K, 1, { clean: KIND === 'clean' });
const dir = mkdtempSync(join(tmpdir(), 'zod-flatten-scaling-'));
const file = join(dir, 'big.ts');
writeFileSync(file, text);

/**
 * The file parsed as the plugin parses a module it follows (rules/utils/module-parser.ts), then
 * read as the linted file: a source without `file`, as ESLint's own parse is given to the front end.
 */
function parse() {
  const started = performance.now();
  const { file: _followed, ...source } = parserForModules(tsParser, {})(text, file);
  return { source, ms: performance.now() - started };
}

/**
 * What rules/utils/file-analysis.ts does once a file is parsed (single file, default scope), in
 * its two stages: the front end (ESTree → schema model) and the analysis (variant sets, collided
 * fields, every rule's reading), timed apart.
 */
function analyseOnce(source) {
  const started = performance.now();
  const model = buildFileModel(source, {}, text);
  const built = performance.now();
  const analysis = analyze(model.unions, { listsEveryUnion: true, isOwnUnion: (union) => union.span !== undefined && union.span.file === undefined });
  const collided = performance.now();
  let findings = 0;
  for (const rule of RULE_IDS) findings += analysis.findings(rule).length;
  const done = performance.now();
  return {
    ms: done - started,
    frontMs: built - started,
    analysisMs: done - built,
    // The analysis in its two parts: variant sets and collided fields, then every rule's reading
    // of them into findings (which grows with the number of findings as much as with the union).
    collideMs: collided - built,
    findingsMs: done - collided,
    findings,
    unions: model.unions.length,
  };
}

/**
 * What touching every field costs in this process, for scale: the file's AST and the model fill
 * a heap of over a gigabyte, and every field schema is a cache miss away. `pass`: one loop that
 * reads each variant field's checks; `record`: the same loop keeping one object per field in a
 * WeakMap (what remembering anything per field costs). The analysis makes several such passes.
 */
function floorOnce(model) {
  // The model lists the union twice, as built and as the named copy `export const Big = …` makes
  // (one options array, shared): each field is read once, as the analysis reads it.
  const options = [...new Set(model.unions.map((union) => union.options))].flat();
  let started = performance.now();
  let checks = 0;
  for (const option of options) if (option.type === 'object') for (const field of option.shape.values()) checks += field.schema.checks.length;
  const passMs = performance.now() - started;
  started = performance.now();
  const records = new WeakMap();
  for (const option of options) {
    if (option.type !== 'object') continue;
    for (const field of option.shape.values()) records.set(field.schema, { schema: field.schema, checks: field.schema.checks.length });
  }
  const recordMs = performance.now() - started;
  return { passMs, recordMs, checks };
}

// One parse, reused: the analysis keys its caches on schema nodes it creates per run, never on
// the AST. The first (untimed) run also sets the parent links ESLint would have set.
const parsed = parse();
const times = [];
const fronts = [];
const analyses = [];
const collides = [];
const readings = [];
const fieldPasses = [];
const records = [];
let first;
let findings = 0;
for (let i = 0; i <= REPS; i++) {
  globalThis.gc?.();
  const run = analyseOnce(parsed.source);
  findings = run.findings;
  if (i === 0) first = run.ms;
  else {
    times.push(run.ms);
    fronts.push(run.frontMs);
    analyses.push(run.analysisMs);
    collides.push(run.collideMs);
    readings.push(run.findingsMs);
  }
}

// The floor, after the timed runs (its WeakMap would change the heap those runs see): a fresh
// model each time, as the analysis gets.
for (let i = 0; i < REPS; i++) {
  const model = buildFileModel(parsed.source, {}, text);
  globalThis.gc?.();
  const floor = floorOnce(model);
  fieldPasses.push(floor.passMs);
  records.push(floor.recordMs);
}

// Cross-check inside ESLint: strict config, stats on.
const linter = new Linter({ configType: 'flat', cwd: dir });
const { messages } = linter.verifyAndFix(
  text,
  [{ files: ['**/*.ts'], languageOptions: { parser: tsParser } }, plugin.configs.strict],
  { filename: file, stats: true, fix: false },
);
const passes = linter.getTimes().passes ?? [];
let eslintRulesMs = 0;
let eslintParseMs = 0;
for (const pass of passes) {
  eslintParseMs += pass.parse?.total ?? 0;
  for (const t of Object.values(pass.rules ?? {})) eslintRulesMs += t.total ?? 0;
}
rmSync(dir, { recursive: true, force: true });

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const sorted = [...times].sort((a, b) => a - b);
const median = medianOf(times);
console.log(
  JSON.stringify({
    kind: KIND,
    variants: V,
    keys: K,
    bytes: Buffer.byteLength(text),
    parseMs: parsed.ms,
    first,
    median,
    frontMedian: medianOf(fronts),
    analysisMedian: medianOf(analyses),
    collideMedian: medianOf(collides),
    findingsMedian: medianOf(readings),
    passMedian: medianOf(fieldPasses),
    recordMedian: medianOf(records),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    times,
    findings,
    eslintMessages: messages.length,
    eslintFatal: messages.filter((m) => m.fatal).length,
    eslintRulesMs,
    eslintParseMs,
  }),
);
