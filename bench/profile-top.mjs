/**
 * Hot spots of a `node --cpu-prof` profile: self and inclusive time per function, with dist/
 * locations mapped back to the TypeScript sources through the .js.map files.
 *
 *   node bench/profile-top.mjs <file.cpuprofile> [--top 25] [--only <substring of url>]
 *
 * Inclusive time counts a sample once per function even under recursion.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO } from './corpus.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string' }, only: { type: 'string' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const TOP = Number(values.top ?? 25);

// ---- source maps (VLQ), only what is needed: generated line/column → original file:line
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
const maps = new Map();
function sourceMapOf(file) {
  if (maps.has(file)) return maps.get(file);
  let map = null;
  if (existsSync(`${file}.map`)) {
    const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    const lines = [];
    let source = 0;
    let line = 0;
    let column = 0;
    for (const groups of raw.mappings.split(';')) {
      const segments = [];
      let generated = 0;
      for (const segment of groups.split(',')) {
        if (!segment) continue;
        const v = decodeVlq(segment);
        generated += v[0];
        if (v.length >= 4) {
          source += v[1];
          line += v[2];
          column += v[3];
          segments.push([generated, source, line]);
        }
      }
      lines.push(segments);
    }
    map = { lines, sources: raw.sources.map((s) => resolve(dirname(file), raw.sourceRoot ?? '', s)) };
  }
  maps.set(file, map);
  return map;
}
function original(url, line, column) {
  if (!url.startsWith('file://')) return null;
  const file = fileURLToPath(url);
  const map = sourceMapOf(file);
  if (!map) return `${relative(REPO, file)}:${line + 1}`;
  const segments = map.lines[line] ?? [];
  let best = segments[0];
  for (const s of segments) if (s[0] <= column) best = s;
  if (!best) return `${relative(REPO, file)}:${line + 1}`;
  return `${relative(REPO, map.sources[best[1]])}:${best[2] + 1}`;
}

// ---- aggregate
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = new Map();
for (const n of profile.nodes) {
  const { functionName, url, lineNumber, columnNumber } = n.callFrame;
  const where = original(url, lineNumber, columnNumber) ?? (url ? url.replace(/^.*node_modules\//u, 'node_modules/') : '(native)');
  keyOf.set(n.id, `${functionName || '(anonymous)'} ${where}`);
}
const self = new Map();
const inclusive = new Map();
let total = 0;
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
  total += dt;
  let id = profile.samples[i];
  const k = keyOf.get(id);
  self.set(k, (self.get(k) ?? 0) + dt);
  const seen = new Set();
  while (id !== undefined) {
    const key = keyOf.get(id);
    if (!seen.has(key)) {
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
    id = parent.get(id);
  }
}
const only = values.only;
const rows = (m) =>
  [...m.entries()]
    .filter(([k]) => !only || k.includes(only))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
console.log(`profile: ${positionals[0]}, ${total.toFixed(0)} ms sampled`);
console.log('\nself time');
for (const [k, ms] of rows(self)) console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log('\ninclusive time');
for (const [k, ms] of rows(inclusive)) console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`);
void nodes;
