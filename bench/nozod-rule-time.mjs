/**
 * What the plugin costs per file where there is no Zod, inside one process: the no-Zod corpus
 * (bench/corpus.mjs --mix 1:0:0, 1,000 files) linted through ESLint's Node API with `stats: true`,
 * zod-flatten recommended against the control of five rules that do nothing (as in
 * bench/run.mjs), rounds alternated. Prints, per round and configuration: the summed rule time
 * (ESLint's own per-rule timing), the summed parse time, the summed time of every pass, and the
 * wall time of `lintFiles`. One untimed lint with the parser alone comes first.
 *
 * The whole-process measurement (`npm run bench`) moves by several percent between rounds on
 * this machine; the summed rule time says what the rules themselves take.
 *
 *   npm run build && node bench/nozod-rule-time.mjs [rounds=3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import plugin from '../dist/index.js';
import { generateCorpus } from './corpus.mjs';

const ROUNDS = Number(process.argv[2] ?? 3);
const out = mkdtempSync(join(tmpdir(), 'zod-flatten-nozod-'));
generateCorpus({ files: 1000, mix: '1:0:0', seed: 1, out });

const parser = { files: ['**/*.ts'], languageOptions: { parser: tsParser } };
const noop = {
  meta: { name: 'noop' },
  rules: Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`r${i}`, { meta: { schema: [] }, create: () => ({ Program() {} }) }])),
};
const configs = {
  'zod-flatten recommended': [parser, plugin.configs.recommended],
  'control (5 no-op rules)': [{ ...parser, plugins: { noop }, rules: Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`noop/r${i}`, 'error'])) }],
};

try {
  // Untimed: the first lint of a process also compiles the parser, whichever config it has.
  await new ESLint({ cwd: out, overrideConfigFile: true, overrideConfig: [parser] }).lintFiles(['**/*.ts']);
  for (let round = 1; round <= ROUNDS; round++) {
    const order = Object.entries(configs);
    if (round % 2 === 0) order.reverse();
    for (const [name, config] of order) {
      const eslint = new ESLint({ cwd: out, overrideConfigFile: true, overrideConfig: config, stats: true });
      const started = performance.now();
      const results = await eslint.lintFiles(['**/*.ts']);
      const wall = performance.now() - started;
      let rules = 0;
      let parse = 0;
      let total = 0;
      for (const result of results) {
        for (const pass of result.stats?.times?.passes ?? []) {
          parse += pass.parse?.total ?? 0;
          total += pass.total ?? 0;
          for (const rule of Object.values(pass.rules ?? {})) rules += rule.total;
        }
      }
      console.log(
        `round ${round}  ${name.padEnd(24)} ${results.length} files  rules ${rules.toFixed(1)} ms  parse ${parse.toFixed(0)} ms  all passes ${total.toFixed(0)} ms  wall ${wall.toFixed(0)} ms`,
      );
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
