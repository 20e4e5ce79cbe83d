/**
 * Differential test (issue 4): random programs built from the grammar the static evaluator
 * supports are linted by the plugin's rules and, transpiled and evaluated against the real
 * `zod`, checked by `checkFlatten`. Both must report the same findings, keyed
 * `rule|messageId|path|sorted variant labels`.
 *
 * DIFF_RUNS (default 2000) and DIFF_SEED (default below) set the run. On failure fast-check
 * reports the seed and path (replay with DIFF_SEED=<seed> DIFF_PATH=<path>), and the error of
 * the shrunk case holds the program source and both key sets.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { compareProgram, describeComparison } from './compare.js';
import { programs } from './generator.js';

const DEFAULT_SEED = 20_260_404;
const runs = Number(process.env['DIFF_RUNS'] ?? 2000);
const seed = Number(process.env['DIFF_SEED'] ?? DEFAULT_SEED);
/** fast-check's `path` from a failure report, to replay just the shrunk counterexample. */
const replayPath = process.env['DIFF_PATH'];
/** Generous: a program takes ~25 ms on an idle machine, several times that on a busy one. */
const TIMEOUT = Math.max(120_000, runs * 500);

describe('differential: static rules vs checkFlatten on real Zod', () => {
  it(`agree on ${runs} generated programs (seed ${seed})`, () => {
    fc.assert(
      fc.property(programs, (program) => {
        const result = compareProgram(program.source, { duplicateKind: program.duplicateKind });
        if (!result.equal) throw new Error(`static and live findings differ (seed ${seed})\n${describeComparison(program.source, result)}`);
      }),
      { numRuns: runs, seed, ...(replayPath ? { path: replayPath } : {}) },
    );
  }, TIMEOUT);
});
