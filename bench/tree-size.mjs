/**
 * What a followed module's parse costs to keep: parses the given files as the plugin parses a
 * module it follows (rules/utils/module-parser.ts), keeps every parse, and prints the heap they
 * hold against their source text. The module cache's text budget (KEPT_TEXT in
 * lib/frontend/estree/modules.ts) is sized with this ratio.
 *
 *   node --expose-gc bench/tree-size.mjs <file.ts>...   → one JSON line
 */
import { readFileSync } from 'node:fs';
import * as tsParser from '@typescript-eslint/parser';
import { parserForModules } from '../dist/rules/utils/module-parser.js';

const files = process.argv.slice(2);
if (files.length === 0 || typeof globalThis.gc !== 'function') {
  console.error('usage: node --expose-gc bench/tree-size.mjs <file.ts>...');
  process.exit(2);
}
const parse = parserForModules(tsParser, {});
// One parse first, so the parser's own modules and caches are not counted as the trees'.
parse(readFileSync(files[0], 'utf8'), files[0]);
globalThis.gc();
const before = process.memoryUsage().heapUsed;
const kept = [];
let textBytes = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  textBytes += text.length;
  kept.push(parse(text, file));
}
globalThis.gc();
const heapBytes = process.memoryUsage().heapUsed - before;
console.log(JSON.stringify({ files: files.length, textBytes, heapBytes, heapPerTextByte: Math.round(heapBytes / textBytes), kept: kept.length }));
