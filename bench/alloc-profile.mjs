/**
 * What the analysis allocates, by function: one union of V variants × K keys (bench/corpus.mjs
 * `scalingSource`), parsed and built into a model untimed, then `analyze` + `findings(rule)` for
 * every rule under V8's sampling heap profiler, counting objects that minor and major GCs
 * collected too. Allocation, unlike time on this machine, does not move between runs.
 *
 *   node bench/alloc-profile.mjs V K [clean|dense] [--top N] [--front]   (after `npm run build`)
 *
 * `--front`: the front end instead (a second `buildFileModel` of the parsed file, the first one
 * having set what ESLint would have set on the AST).
 */
import { Session } from 'node:inspector/promises';
import * as tsParser from '@typescript-eslint/parser';
import { scalingSource } from './corpus.mjs';
import { buildFileModel } from '../dist/lib/frontend/estree/index.js';
import { analyze, RULE_IDS } from '../dist/lib/analysis/findings.js';
import { parserForModules } from '../dist/rules/utils/module-parser.js';

const [V = 2000, K = 40] = process.argv.slice(2, 4).map(Number);
const kind = process.argv[4] ?? 'clean';
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 20;
const text = scalingSource(V, K, 1, { clean: kind === 'clean' });
// Parsed as the plugin parses a module it follows, then read as the linted file (no `file`).
const { file: _followed, ...source } = parserForModules(tsParser, {})(text, '/big.ts');
const model = buildFileModel(source, {}, text);

const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
const front = process.argv.includes('--front');
let findings = 0;
if (front) findings = buildFileModel(source, {}, text).unions.length;
else {
  const analysis = analyze(model.unions, {});
  for (const rule of RULE_IDS) findings += analysis.findings(rule).length;
}
const { profile } = await session.post('HeapProfiler.stopSampling');

// Self size per function; a built-in (no URL) is named with its caller, where it was asked for.
const bySite = new Map();
let total = 0;
(function walk(node, parent) {
  total += node.selfSize;
  const frame = node.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\/dist\//, '')}:${frame.lineNumber + 1}`;
  const site = !frame.url && parent ? `${parent.callFrame.functionName || '(anonymous)'} > ${name}` : name;
  bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  for (const child of node.children) walk(child, node);
})(profile.head);

console.log(`${kind} union, ${V} variants x ${K} keys: ${front ? `${findings} unions, ${(total / 1e6).toFixed(1)} MB allocated by the front end` : `${findings} findings, ${(total / 1e6).toFixed(1)} MB allocated by the analysis`}`);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${(bytes / 1e6).toFixed(1).padStart(8)} MB  ${site}`);
}
