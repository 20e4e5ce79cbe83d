/**
 * Why ESLint charges any rule a share of GC, shown without ESLint: an object that another
 * object was created from (`Object.create(obj)`) survives young-generation GCs (scavenges)
 * together with everything it references, until the next full (mark-compact) GC.
 *
 * ESLint does this once per linted file when at least one rule is enabled: `runRules` makes each
 * rule's context with `fileContext.extend(...)`, which is
 * `Object.freeze(Object.assign(Object.create(this), extension))`
 * (node_modules/eslint/lib/linter/file-context.js), and the file context holds the file's
 * `sourceCode`: its AST, tokens, comments and scope manager. So every file's parse is promoted
 * to the old generation instead of dying young, and the GC pays for copying and then marking it.
 * With no rule enabled, `extend` is never called and the parse dies young.
 *
 *   node bench/prototype-retention.mjs [iterations=2000] [objects per iteration=20000]
 *
 * Each mode runs in its own process (fresh heap, bench/preload/gc-stats.cjs counting its GC
 * pauses), in turn, twice; one line per run:
 *   plain          a context object holding a fresh array of objects, read, then dropped
 *   create         the same, plus `Object.create(context)` (what `extend` does)
 *   create-copy    the same, with the child made from the context's prototype and its fields
 *                  copied (what `extend` could do instead): the context is not a prototype
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The benchmark's own GC counter, preloaded into each child: its line, `@@gc <ms> <GCs> <not scavenges>`. */
const GC_STATS = fileURLToPath(new URL('./preload/gc-stats.cjs', import.meta.url));

const MODES = ['plain', 'create', 'create-copy'];
const [first, ...rest] = process.argv.slice(2);

if (first === '--child') {
  const [mode, iterationsArg, objectsArg] = rest;
  child(mode, Number(iterationsArg), Number(objectsArg));
} else {
  const iterations = Number(first ?? 2000);
  const objects = Number(rest[0] ?? 20000);
  console.log(`${iterations} iterations, each a context holding ${objects} small objects (Node ${process.version})`);
  console.log('| mode | GC time (ms) | GCs | of which not scavenges | peak RSS (MB) | wall (ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (let round = 0; round < 2; round++) {
    for (const mode of MODES) {
      const result = spawnSync(process.execPath, ['-r', GC_STATS, fileURLToPath(import.meta.url), '--child', mode, String(iterations), String(objects)], {
        encoding: 'utf8',
      });
      const gc = /@@gc ([\d.]+) (\d+) (\d+)/u.exec(result.stderr ?? '');
      if (result.status !== 0 || !gc) throw new Error(result.stderr);
      const r = JSON.parse(result.stdout);
      console.log(`| ${mode} | ${Number(gc[1]).toFixed(0)} | ${gc[2]} | ${gc[3]} | ${r.rssMB} | ${r.wallMs.toFixed(0)} |`);
    }
  }
}

function child(mode, iterations, objects) {
  // Shaped like ESLint's FileContext: frozen, one field holding the file's parse.
  class Context {
    constructor(parse) {
      this.parse = parse;
      Object.freeze(this);
    }
  }
  let sink = 0;
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const parse = [];
    for (let j = 0; j < objects; j++) parse.push({ j });
    const context = new Context(parse);
    if (mode === 'create') {
      const ruleContext = Object.freeze(Object.assign(Object.create(context), { id: 'rule' }));
      sink += ruleContext.parse.length;
    } else if (mode === 'create-copy') {
      const ruleContext = Object.freeze(Object.assign(Object.create(Context.prototype), { parse: context.parse, id: 'rule' }));
      sink += ruleContext.parse.length;
    } else {
      sink += context.parse.length;
    }
  }
  const wallMs = performance.now() - started;
  // Exit a moment later, so the preloaded observer is handed the last GCs before it prints.
  setTimeout(() => {
    process.stdout.write(JSON.stringify({ mode, rssMB: Math.round(process.resourceUsage().maxRSS / 1024), wallMs, sink }));
  }, 20);
}
