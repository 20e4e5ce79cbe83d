/**
 * `npm run bench`: the cost of eslint-plugin-zod-flatten, measured on whole `eslint` processes.
 *
 * Default mode (one run, configurations alternated round-robin, each repeated --reps times):
 *   on a generated corpus (bench/corpus.mjs; default 2,000 files, mix 60:30:10):
 *     baseline        @typescript-eslint/parser, no rules
 *     recommended     + zod-flatten recommended
 *     strict          + zod-flatten strict
 *     zod             + eslint-plugin-zod's recommended (for comparison)
 *   on a corpus with no Zod at all (--mix 1:0:0, --nozod-files, default 1,000):
 *     nozod-baseline, nozod-recommended
 *     nozod-noop      5 rules that do nothing (control: ESLint's own cost of running rules)
 *   and, on the main corpus, noop1 (1 rule that does nothing: the floor that any plugin with a
 *   rule pays), and noop1 and recommended again with ESLint's rule contexts
 *   copied (bench/preload/copied-rule-context.cjs): the floor is mostly GC, because ESLint makes
 *   each rule's context with Object.create(fileContext), which keeps every file's parse alive
 *   through young-generation GCs (bench/prototype-retention.mjs); these two say how much
 *   (docs/performance.md, "The floor: what ESLint charges a rule")
 *   type-aware, on a smaller corpus of the same mix (--typed-files, default 300):
 *     typed-nfp       @typescript-eslint/no-floating-promises alone, projectService
 *     typed-nfp+zf    the same + zod-flatten recommended-type-checked
 *   then: per-rule times of the strict run (`eslint --stats -f json`), the summed rule time of
 *   recommended against eslint-plugin-zod's and, on the no-Zod corpus, against the control's (the
 *   plugin's own time where there is no Zod, as ESLint times it inside each process), and how
 *   many times each imported module was parsed per process (bench/parse-counts.mjs).
 *
 * `--dir <path>`: the same measurements (without the generated corpora; the type-aware pair only
 * if <path>/tsconfig.json exists) on an existing directory, configs written to a temp dir.
 *
 * `--scaling`: one union of V variants × 40 keys, V in 250, 500, 1,000, 2,000: the analysis
 * alone (buildFileModel + analyze + every rule's findings, parse excluded), in a fresh process
 * per V (bench/scaling.mjs).
 *
 * Every process: /usr/bin/time -f '%e %U %S %M' node -r bench/preload/gc-stats.cjs
 *   node_modules/eslint/bin/eslint.js --config <cfg> -f json -o <out> <files>
 *   (cwd: the corpus, so it is the plugin's root; gc-stats prints the process's GC pauses)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULTS, REPO, generateCorpus } from './corpus.mjs';

const ESLINT_DIR = join(REPO, 'node_modules/eslint');
const ESLINT_BIN = join(ESLINT_DIR, 'bin/eslint.js');
/** Preloaded into every measured process: its GC pauses, printed at exit. */
const GC_STATS = join(REPO, 'bench/preload/gc-stats.cjs');
/** Preloaded into the "rule context copied" configurations only (see that file). */
const COPIED_RULE_CONTEXT = join(REPO, 'bench/preload/copied-rule-context.cjs');
const TIME_BIN = '/usr/bin/time';

const { values: args } = parseArgs({
  options: {
    files: { type: 'string' },
    variants: { type: 'string' },
    keys: { type: 'string' },
    mix: { type: 'string' },
    seed: { type: 'string' },
    reps: { type: 'string' },
    'typed-files': { type: 'string' },
    'nozod-files': { type: 'string' },
    'no-typed': { type: 'boolean' },
    'no-nozod': { type: 'boolean' },
    dir: { type: 'string' },
    scaling: { type: 'boolean' },
    'scaling-reps': { type: 'string' },
    'scaling-variants': { type: 'string' },
    'scaling-keys': { type: 'string' },
    ignore: { type: 'string', multiple: true },
    timeout: { type: 'string' },
    pin: { type: 'string' },
    keep: { type: 'boolean' },
    out: { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --files N            corpus size (default ${DEFAULTS.files})
  --variants V         variants per contract union (default ${DEFAULTS.variants})
  --keys K             keys per variant (default ${DEFAULTS.keys})
  --mix a:b:c          noZod:plainZod:contracts (default ${DEFAULTS.mix})
  --seed S             corpus seed (default ${DEFAULTS.seed})
  --reps R             repetitions per configuration (default 3)
  --typed-files N      corpus size for the type-aware pair (default 300)
  --nozod-files N      size of the no-Zod corpus (default 1000)
  --no-typed, --no-nozod   skip those parts
  --dir PATH           lint an existing directory instead of a generated corpus
  --scaling            the scaling mode (one union, V = 250..2000, K = 40)
  --scaling-variants a,b,c  --scaling-keys K  --scaling-reps R
  --ignore GLOB        passed to eslint as --ignore-pattern (repeatable; --dir mode)
  --timeout S          kill an eslint process after S seconds (default 900)
  --pin CPU            run every eslint process pinned to one CPU (taskset -c CPU, Linux):
                       V8's GC threads share that CPU, and peak memory mostly stops jumping
                       between two levels with how long an early major GC's marking runs
  --keep               keep the temp directories
  --out FILE           also write the report (markdown) to FILE
  --json FILE          also write the raw results (JSON) to FILE`);
  process.exit(0);
}

const num = (value, fallback) => (value === undefined ? fallback : Number(value));
const REPS = num(args.reps, 3);
const TIMEOUT_S = num(args.timeout, 900);
const IGNORES = (args.ignore ?? []).flatMap((glob) => ['--ignore-pattern', glob]);
/** `taskset -c CPU` before every measured process, with --pin. */
const PIN = args.pin === undefined ? [] : ['taskset', '-c', args.pin];
if (PIN.length > 0 && spawnSync('taskset', ['-c', args.pin, 'true']).status !== 0) {
  console.error(`--pin ${args.pin}: 'taskset -c ${args.pin} true' failed (taskset is Linux's, from util-linux)`);
  process.exit(2);
}
const startedAt = Date.now();
const report = [];
const say = (line = '') => {
  report.push(line);
  console.log(line);
};
const progress = (line) => process.stderr.write(`${line}\n`);
const temps = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!args.keep) for (const dir of temps) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

function machine() {
  const [l1, l5, l15] = loadavg();
  return {
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeGiB: Number((freemem() / 2 ** 30).toFixed(1)),
    node: process.version,
    load: [l1, l5, l15].map((l) => Number(l.toFixed(2))),
  };
}

// ---------------------------------------------------------------------------------------------
// Configs

const TS_FILES = "['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts']";

/**
 * Writes the eslint configs into `configDir`. `bare`: import packages by name (the corpus has
 * node_modules links); otherwise by absolute file URL (--dir mode: the configs live in a temp
 * dir with no node_modules).
 */
function writeConfigs(configDir, { bare, tsconfigRootDir }) {
  mkdirSync(configDir, { recursive: true });
  const spec = (name, entry) => (bare ? name : pathToFileURL(join(REPO, entry)).href);
  const imports = {
    parser: `import tsParser from '${spec('@typescript-eslint/parser', 'node_modules/@typescript-eslint/parser/dist/index.js')}';`,
    zf: `import zodFlatten from '${spec('eslint-plugin-zod-flatten', 'dist/index.js')}';`,
    zod: `import zodPlugin from '${spec('eslint-plugin-zod', 'node_modules/eslint-plugin-zod/dist/index.mjs')}';`,
    tseslint: `import tseslint from '${spec('typescript-eslint', 'node_modules/typescript-eslint/dist/index.js')}';`,
  };
  const parserBlock = `{ files: ${TS_FILES}, languageOptions: { parser: tsParser } }`;
  const typedBlock = `{
    files: ${TS_FILES},
    languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: ${JSON.stringify(tsconfigRootDir ?? '.')} } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  }`;
  // Control: five rules that do nothing (a `Program` listener each, as the plugin's rules have),
  // to separate what ESLint charges for running any rules from what the plugin's rules cost.
  const noopBlock = (count) => `{
    files: ${TS_FILES},
    plugins: { noop: { meta: { name: 'noop' }, rules: Object.fromEntries(${JSON.stringify(Array.from({ length: count }, (_, i) => i + 1))}.map((i) => [\`r\${i}\`, { meta: { schema: [] }, create: () => ({ Program() {} }) }])) } },
    rules: Object.fromEntries(${JSON.stringify(Array.from({ length: count }, (_, i) => i + 1))}.map((i) => [\`noop/r\${i}\`, 'error'])),
  }`;
  const configs = {
    baseline: [[imports.parser], `[${parserBlock}]`],
    noop: [[imports.parser], `[${parserBlock}, ${noopBlock(5)}]`],
    // The floor: one rule that does nothing. No plugin with a rule costs less than this.
    noop1: [[imports.parser], `[${parserBlock}, ${noopBlock(1)}]`],
    recommended: [[imports.parser, imports.zf], `[${parserBlock}, zodFlatten.configs.recommended]`],
    strict: [[imports.parser, imports.zf], `[${parserBlock}, zodFlatten.configs.strict]`],
    zod: [[imports.parser, imports.zod], `[${parserBlock}, zodPlugin.configs.recommended]`],
    'typed-nfp': [[imports.parser, imports.tseslint], `[${typedBlock}]`],
    'typed-nfp+zf': [
      [imports.parser, imports.tseslint, imports.zf],
      `[${typedBlock}, zodFlatten.configs['recommended-type-checked']]`,
    ],
  };
  const paths = {};
  for (const [name, [lines, body]] of Object.entries(configs)) {
    const path = join(configDir, `eslint.bench-${name}.config.mjs`);
    writeFileSync(path, `// Written by bench/run.mjs.\n${lines.join('\n')}\n\nexport default ${body};\n`);
    paths[name] = path;
  }
  return paths;
}

// ---------------------------------------------------------------------------------------------
// Running and measuring one eslint process

function runEslint({ cwd, config, targets, outFile, extra = [], preload = [] }) {
  const requires = [GC_STATS, ...preload].flatMap((file) => ['-r', file]);
  const result = spawnSync(
    TIME_BIN,
    ['-f', '@@time %e %U %S %M', ...PIN, process.execPath, ...requires, ESLINT_BIN, '--config', config, '-f', 'json', '-o', outFile, ...IGNORES, ...extra, ...targets],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 2 ** 20,
      env: { ...process.env, TIMING: '', BENCH_ESLINT_DIR: ESLINT_DIR },
      timeout: TIMEOUT_S * 1000,
      killSignal: 'SIGKILL',
    },
  );
  if (result.error?.code === 'ETIMEDOUT' || result.signal === 'SIGKILL') {
    throw new Error(`eslint did not finish within ${TIMEOUT_S} s with ${config} (killed); run bench/profile-top.mjs on a --cpu-prof of a smaller case`);
  }
  const match = /@@time ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/u.exec(result.stderr ?? '');
  // 0: no errors, 1: lint errors; anything else is a crash or a config error.
  if (!match || (result.status !== 0 && result.status !== 1) || /Command exited with non-zero status [^1]/u.test(result.stderr)) {
    throw new Error(`eslint failed (status ${result.status}) with ${config}:\n${(result.stderr ?? '').slice(-4000)}`);
  }
  const gc = /@@gc ([\d.]+) (\d+) (\d+)/u.exec(result.stderr ?? '');
  return {
    wall: Number(match[1]),
    cpu: Number(match[2]) + Number(match[3]),
    rssKB: Number(match[4]),
    gcPauseMs: gc ? Number(gc[1]) : NaN,
    gcs: gc ? Number(gc[2]) : NaN,
    fullGcs: gc ? Number(gc[3]) : NaN,
  };
}

function countFindings(outFile) {
  const results = JSON.parse(readFileSync(outFile, 'utf8'));
  const byRule = {};
  let fatal = 0;
  for (const file of results) {
    for (const message of file.messages) {
      if (message.fatal || !message.ruleId) fatal++;
      else byRule[message.ruleId] = (byRule[message.ruleId] ?? 0) + 1;
    }
  }
  return { files: results.length, total: Object.values(byRule).reduce((a, b) => a + b, 0), fatal, byRule };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const min = (xs) => Math.min(...xs);
const max = (xs) => Math.max(...xs);
const f2 = (x) => x.toFixed(2);
const f3 = (x) => x.toFixed(3);
const signed = (x) => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(2)}`;

/**
 * Runs every job `reps` times, round-robin: round r runs the jobs in a rotated order (so no
 * configuration always runs first or right after the same neighbour). One unmeasured warm-up
 * per corpus first (file cache, Node's compile cache).
 */
function measure(jobs, reps, outDir) {
  // Warm-up, unmeasured: every source file read once (page cache), and every configuration
  // run once on a single file (Node, ESLint, the parser and the plugins loaded from disk once).
  const read = new Set();
  for (const job of jobs) {
    if (!read.has(job.cwd)) {
      read.add(job.cwd);
      job.sample = readTree(job.cwd, job.targets);
    }
  }
  for (const job of jobs) {
    const sample = jobs.find((j) => j.cwd === job.cwd && j.sample)?.sample;
    progress(`warm-up: ${job.label}`);
    runEslint({ cwd: job.cwd, config: job.config, targets: sample ? [sample] : job.targets, outFile: join(outDir, 'warmup.json'), preload: job.preload });
  }
  for (const job of jobs) job.runs = [];
  for (let rep = 0; rep < reps; rep++) {
    const order = jobs.map((_, i) => jobs[(i + rep) % jobs.length]);
    for (const job of order) {
      const outFile = join(outDir, `${job.id}.json`);
      const run = runEslint({ cwd: job.cwd, config: job.config, targets: job.targets, outFile, preload: job.preload });
      run.load = loadavg()[0];
      job.runs.push(run);
      progress(
        `round ${rep + 1}/${reps}  ${job.label.padEnd(40)} ${f2(run.wall)} s  cpu ${f2(run.cpu)} s  gc ${f2(run.gcPauseMs / 1000)} s (${run.fullGcs} full)  ${Math.round(run.rssKB / 1024)} MB  (load ${f2(run.load)})`,
      );
      if (rep === reps - 1) job.findings = countFindings(outFile);
    }
  }
}

/** Reads every source file under the targets once; returns one of them (for the warm-up run). */
function readTree(cwd, targets) {
  let sample;
  const walk = (path) => {
    const st = statSync(path);
    if (st.isDirectory()) {
      if (/(^|\/)node_modules$/u.test(path)) return;
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (/\.[cm]?tsx?$/u.test(path)) {
      readFileSync(path);
      sample ??= path;
    }
  };
  for (const target of targets) walk(resolve(cwd, target));
  return sample;
}

function summarize(job) {
  const walls = job.runs.map((r) => r.wall);
  const cpus = job.runs.map((r) => r.cpu);
  const rss = job.runs.map((r) => r.rssKB / 1024);
  const gcPauses = job.runs.map((r) => r.gcPauseMs / 1000);
  const fullGcs = job.runs.map((r) => r.fullGcs);
  return { wall: median(walls), wallMin: min(walls), wallMax: max(walls), cpu: median(cpus), rss: median(rss), rssMax: max(rss), gcPause: median(gcPauses), fullGcs: median(fullGcs) };
}

function table(jobs) {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  say('| configuration | files | median wall (s) | spread min–max (s) | median CPU user+sys (s) | GC pauses (s, full GCs) | peak RSS (MB) | time ratio | per-round ratios | CPU ratio | RSS ratio | findings |');
  say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const job of jobs) {
    const s = (job.summary = summarize(job));
    const base = job.baseline ? byId.get(job.baseline) : undefined;
    let ratio = '—';
    let rounds = '—';
    let cpuRatio = '—';
    let rssRatio = '—';
    if (base) {
      const b = base.summary ?? summarize(base);
      job.ratio = s.wall / b.wall;
      job.cpuRatio = s.cpu / b.cpu;
      job.rssRatio = s.rss / b.rss;
      const paired = job.runs.map((run, i) => run.wall / base.runs[i].wall);
      job.paired = { min: min(paired), max: max(paired), median: median(paired) };
      ratio = `${f3(job.ratio)}×`;
      rounds = `${f3(job.paired.min)}–${f3(job.paired.max)}`;
      cpuRatio = `${f3(job.cpuRatio)}×`;
      rssRatio = `${f3(job.rssRatio)}×`;
    }
    const findings = job.findings ? `${job.findings.total}${job.findings.fatal ? ` (+${job.findings.fatal} fatal)` : ''}` : '?';
    say(
      `| ${job.label} | ${job.findings?.files ?? '?'} | ${f2(s.wall)} | ${f2(s.wallMin)}–${f2(s.wallMax)} | ${f2(s.cpu)} | ${f2(s.gcPause)} (${s.fullGcs}) | ${Math.round(s.rss)} | ${ratio} | ${rounds} | ${cpuRatio} | ${rssRatio} | ${findings} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Per-rule times (--stats) and parse counts

function ruleTimes({ cwd, config, targets, outFile }) {
  runEslint({ cwd, config, targets, outFile, extra: ['--stats'] });
  const results = JSON.parse(readFileSync(outFile, 'utf8'));
  const rules = {};
  let parse = 0;
  let total = 0;
  let filesWithRuleTime = 0;
  for (const file of results) {
    const passes = file.stats?.times?.passes ?? [];
    let any = false;
    for (const pass of passes) {
      parse += pass.parse?.total ?? 0;
      total += pass.total ?? 0;
      for (const [rule, t] of Object.entries(pass.rules ?? {})) {
        rules[rule] = (rules[rule] ?? 0) + (t.total ?? 0);
        if ((t.total ?? 0) > 1) any = true;
      }
    }
    if (any) filesWithRuleTime++;
  }
  return { rules, parse, total, files: results.length, filesWithRuleTime };
}

function printRuleTimes(stats) {
  const sumRules = Object.values(stats.rules).reduce((a, b) => a + b, 0);
  say('| rule | time (ms, summed over files) | share of rule time |');
  say('| --- | ---: | ---: |');
  for (const [rule, t] of Object.entries(stats.rules).sort((a, b) => b[1] - a[1])) {
    say(`| ${rule} | ${t.toFixed(1)} | ${((100 * t) / (sumRules || 1)).toFixed(1)}% |`);
  }
  say(`| **all rules** | **${sumRules.toFixed(1)}** | |`);
  say();
  say(
    `For scale: parsing took ${stats.parse.toFixed(0)} ms and linting (parse + rules + the rest of verify) ${stats.total.toFixed(0)} ms, summed over ${stats.files} files (${stats.filesWithRuleTime} files had > 1 ms of rule time).`,
  );
}

function parseCounts(cwd, targets, runs = 1) {
  const result = spawnSync(process.execPath, [join(REPO, 'bench/parse-counts.mjs'), cwd, ...targets, '--runs', String(runs)], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    env: { ...process.env, BENCH_IGNORES: JSON.stringify(args.ignore ?? []) },
    timeout: TIMEOUT_S * 1000,
    killSignal: 'SIGKILL',
  });
  if (result.status !== 0) throw new Error(`parse-counts failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

function printParseCounts(pc) {
  say('| count | value |');
  say('| --- | ---: |');
  say(`| files linted (one process) | ${pc.lintedFiles} |`);
  say(`| modules the plugin parsed (its \`parseCounts\`) | ${pc.plugin.modulesParsed} |`);
  say(`| module parses, total (its \`parseCounts\`) | ${pc.plugin.parses} |`);
  say(`| **most parses of one module (its \`parseCounts\`)** | **${pc.plugin.maxPerModule}** |`);
  say(`| modules read from ESLint's own parse, linted just before (its \`reusedParses\`) | ${pc.plugin.modulesReusedFromESLint ?? 0} |`);
  say(`| module parses seen by a wrapped parser (calls − ESLint's one parse per linted file) | ${pc.wrappedParser.parses} |`);
  say(`| most parses of one module (wrapped parser) | ${pc.wrappedParser.maxPerModule} |`);
  say(`| requests for a module (module graph reads of its file) | ${pc.requests.requests} |`);
  say(`| most requests for one module | ${pc.requests.maxPerModule} |`);
  say();
  say(
    pc.plugin.maxPerModule <= 1 && pc.wrappedParser.maxPerModule <= 1
      ? `Every imported module was parsed at most once per process (${pc.plugin.parses} ${pc.plugin.parses === 1 ? 'parse' : 'parses'} by the plugin and ${pc.plugin.modulesReusedFromESLint ?? 0} modules read from ESLint's parse, for ${pc.requests.requests} requests; the rest came from the parse cache).`
      : `**Some modules were parsed more than once**: ${JSON.stringify(pc.overParsed)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Scaling mode

function scaling() {
  const variants = (args['scaling-variants'] ?? '250,500,1000,2000').split(',').map(Number);
  const keys = num(args['scaling-keys'], 40);
  const reps = num(args['scaling-reps'], 7);
  const rows = [];
  for (const kind of ['clean', 'dense']) {
    for (const V of variants) {
      progress(`scaling (${kind}): V = ${V}, K = ${keys}`);
      const result = spawnSync(process.execPath, ['--expose-gc', join(REPO, 'bench/scaling.mjs'), String(V), String(keys), String(reps), kind], {
        encoding: 'utf8',
        maxBuffer: 64 * 2 ** 20,
      });
      if (result.status !== 0) throw new Error(`scaling.mjs failed for V=${V} (${kind}):\n${result.stderr}`);
      rows.push(JSON.parse(result.stdout));
    }
  }
  say(`One file, one \`z.discriminatedUnion\` of V variants (\`Base.extend({...})\`), K = ${keys} keys each, every own key declared by every variant (all collide). Two unions: **clean**, every variant declares each key with the same schema text (every comparison made, nothing reported), and **dense**, fields drawn with the corpus's deviation rates (refines, trims, coercions, other bounds: tens of thousands of findings). Timed on a file already parsed by @typescript-eslint/parser (parse reported separately): the **front end** (\`buildFileModel\`: ESTree → schema model) and the **analysis** (\`analyze\` + \`findings(rule)\` for all 7 rules: variant sets, collided fields, every rule's reading), apart, and the analysis in its two parts (\`analyze\`: variant sets and collided fields; then the findings of every rule). Fresh process per row; ${reps} timed runs after one untimed (the "first run" column is that untimed, cold one, both stages). The ESLint column: one \`Linter.verify\` with the strict config and \`stats: true\`, summed rule time (both stages, plus creating the reports). For scale, the last two columns time, in the same process after each run, one loop that only reads every variant field's checks (**one pass**) and one that keeps a record per field in a WeakMap (**a record per field**): what touching each field costs in a heap that holds the file's AST.`);
  say();
  say('| union | V | K | source (KB) | parse (ms) | front end median (ms) | analysis median (ms) | of which: sets and collided fields / findings (ms) | both: median, min–max (ms) | first run (ms) | both: ratio to previous V | findings | ESLint strict: rules (ms) | one pass (ms) | a record per field (ms) |');
  say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let previous;
  for (const row of rows) {
    row.ratio = previous && previous.kind === row.kind ? row.median / previous.median : undefined;
    row.analysisRatio = previous && previous.kind === row.kind ? row.analysisMedian / previous.analysisMedian : undefined;
    say(
      `| ${row.kind} | ${row.variants} | ${row.keys} | ${Math.round(row.bytes / 1024)} | ${row.parseMs.toFixed(0)} | ${row.frontMedian.toFixed(1)} | ${row.analysisMedian.toFixed(1)} | ${row.collideMedian.toFixed(1)} / ${row.findingsMedian.toFixed(1)} | ${row.median.toFixed(1)}, ${row.min.toFixed(1)}–${row.max.toFixed(1)} | ${row.first.toFixed(1)} | ${row.ratio ? `${row.ratio.toFixed(2)}×` : '—'} | ${row.findings} | ${row.eslintRulesMs.toFixed(0)} | ${row.passMedian.toFixed(1)} | ${row.recordMedian.toFixed(1)} |`,
    );
    previous = row;
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Targets

function targetRows(results) {
  const rows = [];
  const add = (target, value, met) => rows.push({ target, value, met });
  const j = results.jobs ?? {};
  if (j.recommended?.ratio !== undefined) add('recommended ≤ 1.10× baseline time', `${f3(j.recommended.ratio)}×`, j.recommended.ratio <= 1.1);
  if (j.strict?.ratio !== undefined) add('strict ≤ 1.15× baseline time', `${f3(j.strict.ratio)}×`, j.strict.ratio <= 1.15);
  for (const id of ['recommended', 'strict']) {
    if (j[id]?.rssRatio !== undefined) add(`${id}: peak memory ≤ 1.2× baseline${PIN.length > 0 ? ` (pinned to CPU ${args.pin})` : ''}`, `${f3(j[id].rssRatio)}×`, j[id].rssRatio <= 1.2);
  }
  if (j['nozod-recommended']?.ratio !== undefined) {
    add('no-Zod corpus: recommended ≤ 1.02× baseline', `${f3(j['nozod-recommended'].ratio)}×`, j['nozod-recommended'].ratio <= 1.02);
  }
  // The same bars against what ESLint charges for running any rule at all, which is not the
  // plugin's and which no plugin with a rule avoids: one rule that does nothing on the main
  // corpus (the floor), five on the no-Zod corpus (the control).
  const vsControl = (id, control) => j[id] && j[control] ? j[id].summary.wall / j[control].summary.wall : undefined;
  const controlRows = [
    ['recommended', 'noop1', 1.1, 'recommended ≤ 1.10× the floor (1 no-op rule)'],
    ['strict', 'noop1', 1.15, 'strict ≤ 1.15× the floor'],
    ['nozod-recommended', 'nozod-noop', 1.02, 'no-Zod corpus: recommended ≤ 1.02× the control'],
  ];
  for (const [id, control, bar, label] of controlRows) {
    const ratio = vsControl(id, control);
    if (ratio !== undefined) add(label, `${f3(ratio)}×`, ratio <= bar);
  }
  if (results.nozodRuleTime) {
    const { share } = results.nozodRuleTime;
    add('no-Zod corpus: the plugin\'s own rule time over the control\'s ≤ 2 % of the lint (`eslint --stats`)', `${(100 * share).toFixed(2)} % (${f3(1 + share)}×)`, share <= 0.02);
  }
  if (j['nozod-noop']?.ratio !== undefined) {
    add('(no-Zod control itself: 5 no-op rules vs baseline)', `${f3(j['nozod-noop'].ratio)}× time, ${f3(j['nozod-noop'].rssRatio)}× peak memory`, null);
  }
  // A bar below the floor cannot be met by any plugin that has a rule: say so, measured.
  if (j.noop1?.ratio !== undefined) {
    const below = [['recommended', 1.1], ['strict', 1.15]].filter(([, bar]) => j.noop1.ratio > bar).map(([id, bar]) => `${id}'s ${bar.toFixed(2)}×`);
    add(
      '(floor: 1 no-op rule vs baseline, what ESLint charges any plugin with a rule)',
      `${f3(j.noop1.ratio)}× time, ${f3(j.noop1.rssRatio)}× peak memory${below.length > 0 ? `: above ${below.join(' and ')} bar, so no plugin with a rule meets it in this run` : ''}`,
      null,
    );
  }
  // With ESLint's rule contexts copied instead of made from the file context (only in these
  // measured processes), a file's parse dies young again: what is left over the baseline is the
  // rule's own work. The floor without the retention says how much of the floor it was.
  if (j['noop1-copied']?.ratio !== undefined) {
    add(
      '(floor, rule context copied: 1 no-op rule vs baseline, ESLint\'s per-file retention taken out)',
      `${f3(j['noop1-copied'].ratio)}× time, GC pauses ${f2(j['noop1-copied'].summary.gcPause)} s against the floor's ${f2(j.noop1?.summary.gcPause ?? NaN)} s and the baseline's ${f2(j.baseline?.summary.gcPause ?? NaN)} s`,
      null,
    );
  }
  if (j['recommended-copied']?.ratio !== undefined) {
    add('recommended ≤ 1.10× baseline time, rule context copied (the plugin\'s own cost)', `${f3(j['recommended-copied'].ratio)}×`, j['recommended-copied'].ratio <= 1.1);
  }
  if (j.zod && j.recommended) {
    add(
      'cheaper than eslint-plugin-zod recommended (added time over baseline)',
      `over baseline: zod-flatten recommended ${signed(j.recommended.summary.wall - j.baseline.summary.wall)} s (${f3(j.recommended.ratio)}×), strict ${signed(j.strict.summary.wall - j.baseline.summary.wall)} s (${f3(j.strict.ratio)}×); eslint-plugin-zod ${signed(j.zod.summary.wall - j.baseline.summary.wall)} s (${f3(j.zod.ratio)}×)`,
      j.recommended.summary.wall < j.zod.summary.wall,
    );
  }
  if (results.ruleSums) {
    const { recommended, zod } = results.ruleSums;
    add(
      'cheaper than eslint-plugin-zod recommended (summed rule time, eslint --stats)',
      `zod-flatten recommended ${recommended.toFixed(0)} ms, eslint-plugin-zod ${zod.toFixed(0)} ms (${f3(recommended / zod)}×)`,
      recommended < zod,
    );
    // The plugin's own cost over the floor, from the two steadier measurements instead of wall
    // times: what ESLint times inside its rules, plus the GC pauses recommended adds over one
    // rule that does nothing. Leaves out loading the plugin (about 60 ms) and concurrent marking.
    if (j.noop1 && j.recommended && j.baseline) {
      const gcOver = (j.recommended.summary.gcPause - j.noop1.summary.gcPause) * 1000;
      const ownMs = recommended + Math.max(0, gcOver);
      add(
        '(recommended\'s own cost by parts: summed rule time + GC pauses over the floor, against the baseline\'s wall time)',
        `${recommended.toFixed(0)} ms + ${gcOver >= 0 ? `${gcOver.toFixed(0)} ms` : `0 (its GC pauses ${(-gcOver).toFixed(0)} ms below the floor's)`} = ${(ownMs / 1000).toFixed(2)} s, ${f3(1 + ownMs / 1000 / j.baseline.summary.wall)}× the baseline over the floor`,
        null,
      );
    }
  }
  const parses = [results.parseCounts, results.parseCountsTwoRuns].filter(Boolean);
  if (parses.length > 0) {
    const most = Math.max(...parses.map((pc) => Math.max(pc.plugin.maxPerModule, pc.wrappedParser.maxPerModule)));
    add(
      'each imported module parsed at most once per process (one run; two runs in one process)',
      parses.map((pc) => `${pc.runs ?? 1} run${(pc.runs ?? 1) === 1 ? '' : 's'}: ${pc.plugin.parses} parses by the plugin, at most ${pc.plugin.maxPerModule} of one module, ${pc.plugin.modulesReusedFromESLint ?? 0} read from ESLint's parse`).join('; '),
      most <= 1,
    );
  }
  if (j['typed-nfp+zf']?.ratio !== undefined) {
    add('type-aware: + recommended-type-checked ≤ 1.15× no-floating-promises alone', `${f3(j['typed-nfp+zf'].ratio)}×`, j['typed-nfp+zf'].ratio <= 1.15);
  }
  if (results.scaling) {
    for (const kind of ['clean', 'dense']) {
      const rowsOf = results.scaling.filter((r) => r.kind === kind);
      const last = rowsOf.find((r) => r.variants === 2000) ?? rowsOf.at(-1);
      if (!last) continue;
      add(
        `scaling (${kind}): ${last.variants} variants × ${last.keys} keys analysed < 250 ms`,
        `analysis ${last.analysisMedian.toFixed(1)} ms (variant sets and collided fields ${last.collideMedian.toFixed(1)} ms, every rule's findings ${last.findingsMedian.toFixed(1)} ms; front end ${last.frontMedian.toFixed(1)} ms more; ${last.findings} findings; one bare pass over the fields ${last.passMedian.toFixed(1)} ms, a record per field ${last.recordMedian.toFixed(1)} ms)`,
        last.analysisMedian < 250,
      );
      const ratios = rowsOf.filter((r) => r.ratio !== undefined);
      if (ratios.length > 0) {
        const worst = Math.max(...ratios.map((r) => r.ratio));
        add(`scaling (${kind}): doubling V at most doubles time (≤ 2.4×)`, ratios.map((r) => `${r.ratio.toFixed(2)}×`).join(', '), worst <= 2.4);
      }
    }
  }
  return rows;
}

function printTargets(rows) {
  say('| target | measured | |');
  say('| --- | --- | --- |');
  for (const row of rows) say(`| ${row.target} | ${row.value} | ${row.met === null ? 'for reference' : row.met ? 'met' : '**missed**'} |`);
}

// ---------------------------------------------------------------------------------------------
// Main

const results = { machineAtStart: machine(), startedAt: new Date(startedAt).toISOString() };
say(`# eslint-plugin-zod-flatten benchmark, ${results.startedAt}`);
say();
say(
  `Machine: ${results.machineAtStart.nproc} CPUs (${results.machineAtStart.cpu}), ${results.machineAtStart.memoryGiB} GiB RAM, Node ${results.machineAtStart.node}; load average at start ${results.machineAtStart.load.join(' / ')} (1 / 5 / 15 min).`,
);
say();

try {
  if (args.scaling) {
    say('## Scaling: one union, analysis alone');
    say();
    results.scaling = scaling();
  } else {
    const jobs = [];
    const outDir = mkdtempSync(join(tmpdir(), 'zod-flatten-bench-out-'));
    temps.push(outDir);
    let main;
    let typedAvailable = !args['no-typed'];
    if (args.dir) {
      const dir = resolve(args.dir);
      if (!existsSync(dir)) throw new Error(`--dir ${dir} does not exist`);
      const configDir = mkdtempSync(join(tmpdir(), 'zod-flatten-bench-config-'));
      temps.push(configDir);
      typedAvailable &&= existsSync(join(dir, 'tsconfig.json'));
      const configs = writeConfigs(configDir, { bare: false, tsconfigRootDir: dir });
      main = { dir, configs, targets: ['.'], description: `existing directory ${dir}` };
      say(`Corpus: ${main.description} (all *.ts, *.tsx, *.mts, *.cts under it; ESLint's cwd, hence the plugin's root).${typedAvailable ? '' : ' No tsconfig.json there (or --no-typed): the type-aware pair is skipped.'}`);
    } else {
      const options = {
        files: num(args.files, DEFAULTS.files),
        variants: num(args.variants, DEFAULTS.variants),
        keys: num(args.keys, DEFAULTS.keys),
        mix: args.mix ?? DEFAULTS.mix,
        seed: num(args.seed, DEFAULTS.seed),
      };
      progress('generating corpora');
      const corpus = generateCorpus(options);
      temps.push(corpus.dir);
      main = { dir: corpus.dir, configs: writeConfigs(corpus.dir, { bare: true, tsconfigRootDir: corpus.dir }), targets: ['src'], corpus };
      const c = corpus.counts;
      say(
        `Corpus (bench/corpus.mjs --files ${options.files} --variants ${options.variants} --keys ${options.keys} --mix ${options.mix} --seed ${options.seed}): ${c.total} files, ${c.lines} lines: ${c.utils} without Zod, ${c.models} plain Zod models, ${c.contracts} contracts of ${options.variants} variants × ${options.keys} keys in ${c.contractFiles} files.`,
      );
      if (!args['no-nozod']) {
        const nozod = generateCorpus({ ...options, files: num(args['nozod-files'], 1000), mix: '1:0:0' });
        temps.push(nozod.dir);
        main.nozod = { dir: nozod.dir, configs: writeConfigs(nozod.dir, { bare: true, tsconfigRootDir: nozod.dir }), corpus: nozod };
        say(`No-Zod corpus (--mix 1:0:0): ${nozod.counts.total} files, ${nozod.counts.lines} lines.`);
      }
      if (typedAvailable) {
        const typedFiles = num(args['typed-files'], 300);
        const typed = typedFiles === options.files ? corpus : generateCorpus({ ...options, files: typedFiles });
        if (typed !== corpus) temps.push(typed.dir);
        main.typed = { dir: typed.dir, configs: typed === corpus ? main.configs : writeConfigs(typed.dir, { bare: true, tsconfigRootDir: typed.dir }), corpus: typed };
        say(
          `Type-aware corpus (same generator and seed, --files ${typedFiles}): ${typed.counts.total} files (${typed.counts.utils} / ${typed.counts.models} / ${typed.counts.contracts} contracts in ${typed.counts.contractFiles} files), tsconfig.json including src/.`,
        );
      }
    }
    say();
    const job = (id, label, where, config, baseline, preload = []) =>
      jobs.push({ id, label, cwd: where.dir, config: where.configs[config], targets: where.targets ?? ['src'], baseline, preload });
    job('baseline', 'baseline (parser, no rules)', main, 'baseline');
    job('recommended', 'zod-flatten recommended', main, 'recommended', 'baseline');
    job('strict', 'zod-flatten strict', main, 'strict', 'baseline');
    job('zod', 'eslint-plugin-zod recommended', main, 'zod', 'baseline');
    job('noop1', '1 no-op rule (floor of any plugin)', main, 'noop1', 'baseline');
    // The same two with ESLint's per-file retention taken out (bench/preload/copied-rule-context.cjs):
    // what the floor is made of, and what the plugin costs apart from it.
    job('noop1-copied', '1 no-op rule, rule context copied', main, 'noop1', 'baseline', [COPIED_RULE_CONTEXT]);
    job('recommended-copied', 'zod-flatten recommended, rule context copied', main, 'recommended', 'baseline', [COPIED_RULE_CONTEXT]);
    if (main.nozod) {
      job('nozod-baseline', 'no-Zod corpus: baseline', main.nozod, 'baseline');
      job('nozod-recommended', 'no-Zod corpus: zod-flatten recommended', main.nozod, 'recommended', 'nozod-baseline');
      job('nozod-noop', 'no-Zod corpus: 5 no-op rules (control)', main.nozod, 'noop', 'nozod-baseline');
    }
    const typedWhere = args.dir ? (typedAvailable ? main : null) : main.typed;
    if (typedWhere) {
      job('typed-nfp', 'type-aware: no-floating-promises only', typedWhere, 'typed-nfp');
      job('typed-nfp+zf', 'type-aware: + zod-flatten recommended-type-checked', typedWhere, 'typed-nfp+zf', 'typed-nfp');
    }
    measure(jobs, REPS, outDir);
    results.machineAtEnd = machine();
    const loads = jobs.flatMap((j) => j.runs.map((r) => r.load));
    say(`## Whole eslint processes (${REPS} rounds, configurations alternated${PIN.length > 0 ? `, each pinned to CPU ${args.pin}` : ''})`);
    say();
    if (PIN.length === 0) {
      say('Peak memory here depends on V8\'s schedule as much as on the plugin: when the marking of the major GC about 2 s in runs long, the objects allocated meanwhile count as live, and the heap\'s next limit is set from them: peak RSS lands near one of two levels (docs/performance.md, "Peak memory"). `--pin 0` runs every process on one CPU, where it mostly holds still.');
      say();
    }
    say(`Load average (1 min) during the measured runs: ${f2(min(loads))}–${f2(max(loads))}, median ${f2(median(loads))}; at the end ${results.machineAtEnd.load.join(' / ')}.`);
    say();
    table(jobs);
    results.jobs = Object.fromEntries(jobs.map((j) => [j.id, { ...j, config: j.config }]));
    say();
    say('## Per-rule times, zod-flatten strict (`eslint --stats -f json`, one extra run)');
    say();
    progress('per-rule times (--stats)');
    results.ruleTimes = ruleTimes({ cwd: main.dir, config: main.configs.strict, targets: main.targets ?? ['src'], outFile: join(outDir, 'stats.json') });
    printRuleTimes(results.ruleTimes);
    say();
    say('The analysis of a file is built once and shared by the rules: the first zod-flatten rule to run on a file pays for building it (following imports included), the others read it. Compare the total, not one rule against another.');
    say();
    // Rule time is measured by ESLint inside one process, so it holds still where whole-process
    // wall times move by tens of percent with the machine's load: the fairer plugin-to-plugin bar.
    progress('rule times: recommended vs eslint-plugin-zod (--stats)');
    const sumOf = (stats) => Object.values(stats.rules).reduce((a, b) => a + b, 0);
    const ruleSums = { recommended: [], zod: [] };
    for (let round = 0; round < REPS; round++) {
      for (const id of ['recommended', 'zod']) {
        ruleSums[id].push(sumOf(ruleTimes({ cwd: main.dir, config: main.configs[id], targets: main.targets ?? ['src'], outFile: join(outDir, `stats-${id}.json`) })));
      }
    }
    results.ruleSums = { recommended: median(ruleSums.recommended), zod: median(ruleSums.zod), rounds: ruleSums };
    say(`Summed rule time (\`eslint --stats\`, median of ${REPS} alternated runs): zod-flatten recommended ${results.ruleSums.recommended.toFixed(0)} ms (${ruleSums.recommended.map((t) => t.toFixed(0)).join(', ')}), eslint-plugin-zod recommended ${results.ruleSums.zod.toFixed(0)} ms (${ruleSums.zod.map((t) => t.toFixed(0)).join(', ')}).`);
    say();
    if (main.nozod) {
      // The no-Zod bar asks for no measurable cost, and whole processes move by more than 2 %
      // between rounds here. ESLint's own per-rule timing, in each process, says what the
      // plugin's rules take over five that do nothing, against the lint's own time.
      progress('rule times on the no-Zod corpus: recommended vs the control (--stats)');
      const nozodRuns = { recommended: [], noop: [] };
      for (let round = 0; round < REPS; round++) {
        for (const id of ['recommended', 'noop']) {
          nozodRuns[id].push(ruleTimes({ cwd: main.nozod.dir, config: main.nozod.configs[id], targets: ['src'], outFile: join(outDir, `stats-nozod-${id}.json`) }));
        }
      }
      const rules = (id) => median(nozodRuns[id].map(sumOf));
      const lint = median(nozodRuns.noop.map((stats) => stats.total));
      results.nozodRuleTime = { recommended: rules('recommended'), control: rules('noop'), lint, share: (rules('recommended') - rules('noop')) / lint };
      say(
        `No-Zod corpus, summed rule time (\`eslint --stats\`, median of ${REPS} alternated runs): zod-flatten recommended ${results.nozodRuleTime.recommended.toFixed(1)} ms (${nozodRuns.recommended.map((t) => sumOf(t).toFixed(1)).join(', ')}), the control's five no-op rules ${results.nozodRuleTime.control.toFixed(1)} ms (${nozodRuns.noop.map((t) => sumOf(t).toFixed(1)).join(', ')}); the control's whole lint (parse, rules and the rest of verify, summed over ${nozodRuns.noop[0].files} files) ${lint.toFixed(0)} ms.`,
      );
      say();
    }
    say('## Module parses per process (bench/parse-counts.mjs, ESLint Node API, recommended)');
    say();
    progress('parse counts');
    results.parseCounts = parseCounts(main.dir, main.targets ?? ['src']);
    printParseCounts(results.parseCounts);
    say();
    // A process that lints the project again (eslint_d, a watch mode) must not parse again what
    // it parsed, or read from ESLint, in the first run.
    progress('parse counts, two runs in one process');
    const twice = (results.parseCountsTwoRuns = parseCounts(main.dir, main.targets ?? ['src'], 2));
    say(
      `The same files linted twice in one process: ${twice.plugin.parses} ${twice.plugin.parses === 1 ? 'parse' : 'parses'} by the plugin (at most ${twice.plugin.maxPerModule} of one module; the wrapped parser counts ${twice.wrappedParser.parses} beyond ESLint's own), ${twice.plugin.modulesReusedFromESLint ?? 0} modules read from ESLint's parse, ${twice.requests.requests} requests; ${twice.seconds} s for both runs.`,
    );
    say();
  }
  say('## Targets');
  say();
  results.targets = targetRows(results);
  printTargets(results.targets);
  say();
  results.seconds = (Date.now() - startedAt) / 1000;
  say(`Benchmark wall time: ${(results.seconds / 60).toFixed(1)} min.`);
  if (args.out) writeFileSync(args.out, report.join('\n') + '\n');
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
} finally {
  if (!args.keep) for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  else if (temps.length) progress(`kept: ${temps.join(' ')}`);
}
