/**
 * A/B of the analysis alone: this build's `analyze` against another build's, in one process, on
 * the same scaling union (bench/corpus.mjs), alternated round by round.
 *
 * On a shared 2-CPU machine two processes running the same code differ by up to 2× in time,
 * so an A/B across processes says little about a change of 10–20 %. In one process both builds
 * meet the same heap and the same load. Each round builds a fresh model with this build's front
 * end (so neither build's per-node caches carry over), collects garbage, then times `analyze`
 * plus every rule's findings. The other build is any checkout's `dist/`, for example:
 *
 *   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   (cd /tmp/base && npx tsc -p tsconfig.build.json)
 *   npm run build && node --expose-gc bench/ab-analysis.mjs /tmp/base/dist 2000 clean 5
 *
 * With `front` as a fifth argument, each build runs its own front end too, and the time is front
 * end plus analysis, with no GC between them (as in a lint: the analysis meets the model young):
 * for a change to the front end or to the model it makes.
 *
 *   node --expose-gc bench/ab-analysis.mjs /tmp/base/dist 2000 dense 7 front
 *
 * Prints one line: the findings of each build (they must agree), the medians, and every round.
 *
 * The build named `this` measures slower than `other` for the same work: on the clean union,
 * whose analysis session 12 did not change, 288 against 268 ms (15 rounds), and 287 against 273
 * with the roles swapped. Judge a change from both directions: run it again from the other
 * checkout, with this checkout's `dist/` as the argument.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as tsParser from '@typescript-eslint/parser';
import { scalingSource } from './corpus.mjs';

const [otherDist, variantsArg = '2000', kind = 'clean', repsArg = '5', mode = ''] = process.argv.slice(2);
const withFrontEnd = mode === 'front';
if (!otherDist || !globalThis.gc || !['clean', 'dense'].includes(kind)) {
  console.error('usage: node --expose-gc bench/ab-analysis.mjs <other dist/> [V=2000] [clean|dense] [rounds=5] [front]');
  process.exit(2);
}
const V = Number(variantsArg);
const REPS = Number(repsArg);
const frontEnd = await import('../dist/lib/frontend/estree/index.js');
const { parserForModules } = await import('../dist/rules/utils/module-parser.js');
const builds = {
  this: await import('../dist/lib/analysis/findings.js'),
  other: await import(pathToFileURL(resolve(otherDist, 'lib/analysis/findings.js')).href),
};
const frontEnds = {
  this: frontEnd,
  other: withFrontEnd ? await import(pathToFileURL(resolve(otherDist, 'lib/frontend/estree/index.js')).href) : frontEnd,
};

const text = scalingSource(V, 40, 1, { clean: kind === 'clean' });
// As the rule path reads the linted file: no `file` on the source.
const { file: _file, ...source } = parserForModules(tsParser, {}, undefined)(text, '/virtual/scaling.ts');
const options = { listsEveryUnion: true, isOwnUnion: (union) => union.span !== undefined && union.span.file === undefined };

const times = { this: [], other: [] };
const findings = {};
// Round 0 warms both builds up and is not counted; the order alternates every round.
for (let round = 0; round <= REPS; round++) {
  for (const name of round % 2 === 0 ? ['this', 'other'] : ['other', 'this']) {
    let model = withFrontEnd ? undefined : frontEnd.buildFileModel(source, {}, text);
    globalThis.gc();
    const started = performance.now();
    model ??= frontEnds[name].buildFileModel(source, {}, text);
    const analysis = builds[name].analyze(model.unions, options);
    let count = 0;
    for (const rule of builds[name].RULE_IDS) count += analysis.findings(rule).length;
    const elapsed = performance.now() - started;
    if (round > 0) times[name].push(elapsed);
    findings[name] = count;
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
const ms = (list) => list.map((t) => t.toFixed(0)).join(' ');
console.log(
  `${kind} ${V} x 40${withFrontEnd ? ', front end + analysis' : ''}: findings this ${findings.this}, other ${findings.other}; median this ${median(times.this).toFixed(0)} ms, other ${median(times.other).toFixed(0)} ms (this: ${ms(times.this)}; other: ${ms(times.other)})`,
);
if (findings.this !== findings.other) process.exitCode = 1;
