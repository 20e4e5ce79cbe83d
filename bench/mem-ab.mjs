/**
 * A/B of peak memory: whole `eslint` processes with the strict config on the default corpus
 * (bench/corpus.mjs), this build's `dist/` against another build's, alternated round by round,
 * each process's peak RSS and wall time read by `/usr/bin/time`. For a change suspected of costing
 * memory, when the whole-process run's peak RSS (which lands near one of two levels, or far above
 * them now and then: docs/performance.md, "Peak memory") cannot tell.
 *
 *   node bench/mem-ab.mjs <other dist/> [rounds=3]
 *
 * Prints one line per process: round, build, peak RSS (KB), wall time (s).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO, generateCorpus } from './corpus.mjs';

const [otherDist, roundsArg = '3'] = process.argv.slice(2);
if (!otherDist || !existsSync('/usr/bin/time')) {
  console.error('usage: node bench/mem-ab.mjs <other dist/> [rounds=3]   (needs /usr/bin/time)');
  process.exit(2);
}
const { dir } = generateCorpus({ out: mkdtempSync(join(tmpdir(), 'zod-flatten-mem-')) });
const parser = pathToFileURL(join(REPO, 'node_modules/@typescript-eslint/parser/dist/index.js')).href;
const config = (dist) => `import parser from '${parser}';
import zodFlatten from '${pathToFileURL(join(resolve(dist), 'index.js')).href}';
export default [{ files: ['**/*.ts'], languageOptions: { parser } }, zodFlatten.configs.strict];
`;
writeFileSync(join(dir, 'this.config.mjs'), config(join(REPO, 'dist')));
writeFileSync(join(dir, 'other.config.mjs'), config(otherDist));
const eslint = join(REPO, 'node_modules/eslint/bin/eslint.js');
for (let round = 1; round <= Number(roundsArg); round++) {
  for (const build of ['this', 'other']) {
    const args = ['-f', '%M %e', process.execPath, eslint, '-c', `${build}.config.mjs`, '-f', 'json', '-o', '/dev/null', '.'];
    let stderr;
    try {
      execFileSync('/usr/bin/time', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      // ESLint exits 1 when it reports: the corpus has findings.
      stderr = error.stderr;
    }
    const [rss, wall] = String(stderr ?? '').trim().split('\n').pop().split(' ');
    console.log(`round ${round}  ${build.padEnd(5)}  peak RSS ${rss} KB  wall ${wall} s`);
  }
}
rmSync(dir, { recursive: true, force: true });
