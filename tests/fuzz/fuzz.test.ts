/**
 * Fuzzing every rule (`configs.strict`): no exception escapes a rule, no file takes more than
 * 2 s, and memory stays bounded, whatever the input.
 *
 * Syntax-only tier, four properties (run two at a time, one per core, each in its own worker
 * thread, see lint-worker.ts):
 * - programs from the differential test's generator (tests/differential/generator.ts), as
 *   generated: valid code, so no parse error either;
 * - the same programs mutated (tokens deleted, swapped and duplicated, calls cut short,
 *   arguments of the wrong kind, identifiers rebound, the Zod import rewritten, objects that
 *   spread themselves; see mutate.ts): parse errors are fine, nothing else is;
 * - unions of objects whose keys are unicode, empty, numeric, computed, `__proto__`,
 *   `constructor`, `toString`, `hasOwnProperty`, ...: valid code;
 * - a wrong-kind argument in each Zod call of a small fixed program, exhaustively.
 * Type-aware tier (`strict-type-checked`, the project service with a default project): fewer
 * generated and mutated programs, since each one costs a program update.
 *
 * The 2 s bar is on wall time (the whole lint, and the plugin's share of it from ESLint's
 * stats), so a case over it is measured once more and the better measurement kept (check.ts,
 * `measured`): a stall of a loaded machine does not fail the suite, a slow plugin does.
 *
 * FUZZ_SEED sets the seed (printed in every failure), FUZZ_RUNS the number of syntax-tier
 * cases (default 5,000; the type-aware tier runs FUZZ_RUNS / 100, at least 20, in three
 * properties), FUZZ_TIME_LIMIT_MS bounds
 * each property (generation stops there; the cases run so far are reported).
 */
import { mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../differential/generator.js';
import { ESLINT_MAJOR } from '../helpers/eslint-version.js';
import { LintLog, measured, problemsOf, STRICT_RULES } from './check.js';
import { LintWorker, type LintRequest } from './lint-worker.js';
import { ODD_ARGUMENTS, applyMutations, keysProgram, mutation } from './mutate.js';

const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_405);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 5_000);
const TIME_LIMIT_MS = Number(process.env['FUZZ_TIME_LIMIT_MS'] ?? 240_000);
/** A lint that has not returned after this long is abandoned (and fails the case). */
const HANG_MS = 15_000;

const NODE_MODULES = realpathSync(fileURLToPath(new URL('../../node_modules', import.meta.url)));

let root: string;
let workers: [LintWorker, LintWorker];

beforeAll(async () => {
  // An empty project: relative imports a mutation writes resolve inside it (and find nothing).
  root = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-fuzz-')));
  workers = [await LintWorker.start(), await LintWorker.start()];
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  rmSync(root, { recursive: true, force: true });
});

const logs: LintLog[] = [];
afterAll(() => {
  const all = new LintLog();
  for (const log of logs) all.merge(log);
  console.log(`${all.summary('fuzz, all tiers')}\n  (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`);
});

/**
 * Runs one property over `arbitrary`, linting each case in `worker`. A failure names the seed
 * and the fast-check path to replay it, the problems, and the (shrunk) code.
 */
async function fuzz(
  name: string,
  worker: LintWorker,
  arbitrary: fc.Arbitrary<string>,
  numRuns: number,
  options: { mayBeBroken: boolean; seed: number; timeLimitMs?: number; request?: (code: string, index: number) => LintRequest },
): Promise<LintLog> {
  const log = new LintLog();
  logs.push(log);
  let index = 0;
  const request =
    options.request ?? ((code: string): LintRequest => ({ code, filename: join(root, 'src', 'input.ts'), cwd: root }));
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (code) => {
        // Over a time bar, the case is linted once more (the type-aware tier under the next file
        // name: a new program version, nothing answered from the first lint's): see `measured`.
        const { outcome, problems, first } = await measured(() => worker.lint(request(code, index++), HANG_MS), { mayBeBroken: options.mayBeBroken });
        log.record(name, code, outcome, first);
        if (problems.length > 0) throw new Error(`${problems.join('\n')}\n--- code (${code.length} chars) ---\n${code.slice(0, 4_000)}`);
      }),
      {
        seed: options.seed,
        numRuns,
        interruptAfterTimeLimit: options.timeLimitMs ?? TIME_LIMIT_MS,
        markInterruptAsFailure: false,
        includeErrorInReport: true,
      },
    );
  } catch (error) {
    throw new Error(`fuzz '${name}' failed (FUZZ_SEED=${SEED}, this property's seed ${options.seed}; fast-check's seed and path below replay it)\n${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(log.summary(name));
  return log;
}

const generated = programs.map((program) => program.source);
const mutated = fc
  .tuple(programs, fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([program, mutations]) => applyMutations(program.source, mutations));

/** A small program with every kind of Zod call the odd arguments go into. */
const ODD_BASE = [
  "import { z } from 'zod';",
  'declare const notAnArray: any;',
  "const A = z.object({ kind: z.literal('a'), text: z.string().trim(), n: z.number().int() });",
  "const B = z.object({ kind: z.literal('b'), text: z.string(), n: z.coerce.number() });",
  'const C = A.extend({ more: z.array(z.string()) }).pick({ kind: true, text: true });',
  'const L = z.lazy(() => B);',
  "export const U1 = z.union([A, B, C, L]);",
  "export const U2 = z.discriminatedUnion('kind', [A, B]);",
  'export const U3 = A.or(B).or(z.object({ text: z.string().refine(Boolean) }));',
  'export const U4 = z.xor([A, z.intersection(B, z.object({ extra: z.any() }))]);',
  '',
].join('\n');

/**
 * Every call of ODD_BASE (by its `(`, arrow functions' parameter lists left out), each given every
 * odd argument: the product, exhaustively.
 */
function oddArgumentCases(): string[] {
  const opens = [...ODD_BASE.matchAll(/\(/gu)].map((match) => match.index).filter((index) => !/^\(\)\s*=>/u.test(ODD_BASE.slice(index)));
  const cases: string[] = [];
  for (const open of opens) {
    // The matching `)`.
    let depth = 0;
    let close = -1;
    for (let i = open; i < ODD_BASE.length; i++) {
      if (ODD_BASE[i] === '(') depth++;
      else if (ODD_BASE[i] === ')' && --depth === 0) {
        close = i;
        break;
      }
    }
    if (close < 0) continue;
    for (const argument of ODD_ARGUMENTS) cases.push(`${ODD_BASE.slice(0, open + 1)}${argument}${ODD_BASE.slice(close)}`);
  }
  return cases;
}

describe('syntax-only tier: configs.strict', () => {
  it('the strict config turns on every rule', () => {
    expect(STRICT_RULES).toHaveLength(7);
  });

  it('the workers lint with the ESLint this run tests (ESLint 9 under npm run test:eslint9)', async () => {
    for (const worker of workers) expect(Number.parseInt(await worker.eslintVersion(), 10)).toBe(ESLINT_MAJOR);
  });

  it(`generated, mutated and odd programs (seed ${SEED}, ${RUNS} cases)`, async () => {
    const odd = oddArgumentCases();
    const oddRuns = Math.min(odd.length, Math.round(RUNS * 0.14));
    const generatedRuns = Math.round(RUNS * 0.2);
    const keysRuns = Math.round(RUNS * 0.2);
    const mutatedRuns = RUNS - oddRuns - generatedRuns - keysRuns;
    const oddPick = fc.nat(odd.length - 1).map((i) => odd[i]!);
    // Heap (after full GCs) of each worker: at the start, after its first property (warm: the
    // parser, ESLint and the plugin have built what they keep), and at the end. Memory is bounded
    // when the thousands of cases after the first property leave nothing behind.
    const heap: { start: number; warm: number; end: number }[] = [
      { start: 0, warm: 0, end: 0 },
      { start: 0, warm: 0, end: 0 },
    ];
    const at = async (index: 0 | 1, mark: 'start' | 'warm' | 'end') => {
      heap[index]![mark] = await workers[index].heapUsed();
    };
    // Two chains, one per worker (one per core); both run to the end, and every failure is reported.
    const settled = await Promise.allSettled([
      (async () => {
        await at(0, 'start');
        const logs = [await fuzz('generated', workers[0], generated, generatedRuns, { mayBeBroken: false, seed: SEED })];
        await at(0, 'warm');
        logs.push(await fuzz('mutated', workers[0], mutated, Math.ceil(mutatedRuns / 2), { mayBeBroken: true, seed: SEED + 1 }));
        await at(0, 'end');
        return logs;
      })(),
      (async () => {
        await at(1, 'start');
        const logs = [await fuzz('odd keys', workers[1], keysProgram, keysRuns, { mayBeBroken: false, seed: SEED + 2 })];
        await at(1, 'warm');
        logs.push(await fuzz('odd arguments', workers[1], oddPick, oddRuns, { mayBeBroken: false, seed: SEED + 3 }));
        logs.push(await fuzz('mutated (second half)', workers[1], mutated, Math.floor(mutatedRuns / 2), { mayBeBroken: true, seed: SEED + 4 }));
        await at(1, 'end');
        return logs;
      })(),
    ]);
    const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : String(result.reason)] : []));
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
    const logs = settled.flatMap((result) => (result as PromiseFulfilledResult<LintLog[]>).value);
    const cases = logs.reduce((sum, log) => sum + log.cases, 0);
    console.log(
      `syntax tier: ${cases} cases; worker heap after GC (start -> after the first property -> end): ${heap
        .map((h) => `${mb(h.start)} -> ${mb(h.warm)} -> ${mb(h.end)}`)
        .join('; ')}`,
    );
    // Unless a time limit cut the run short, every case ran.
    if (!process.env['FUZZ_TIME_LIMIT_MS']) expect(cases).toBe(RUNS);
    // Memory: the analysis keeps nothing per linted file (its caches are keyed by the AST).
    for (const h of heap) {
      expect(h.end - h.warm).toBeLessThan(16 * 1024 * 1024);
      expect(h.end - h.start).toBeLessThan(64 * 1024 * 1024);
    }
  }, 600_000);
});

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe('type-aware tier: configs[strict-type-checked] with the project service', () => {
  let project: string;
  let worker: LintWorker;

  beforeAll(async () => {
    project = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-fuzz-typed-')));
    symlinkSync(NODE_MODULES, join(project, 'node_modules'), 'dir');
    // The default project for `*.ts` (allowDefaultProject); it includes only its placeholder.
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ['placeholder.ts'],
      }),
    );
    writeFileSync(join(project, 'placeholder.ts'), 'export {};\n');
    worker = await LintWorker.start();
  });

  afterAll(async () => {
    await worker.close();
    rmSync(project, { recursive: true, force: true });
  });

  /** Cases per property (three properties). */
  const perProperty = Math.ceil(Math.max(20, Math.round(RUNS / 100)) / 3);

  // The same 2 s bar as the syntax tier, on the plugin's time and on the whole lint. The plugin's
  // time here includes the TypeScript checker's work on the types it asks for: every case is a new
  // program version, and some Zod expressions cost the checker a second or two the first time
  // (`z.intersection(z.object({...}), z.object(shape))` with `shape: Record<string, z.ZodType>`,
  // in getVariances; `z.object(z.discriminatedUnion(5, 6))`), a fraction of it once the project
  // service has seen such types. A case over the bar is linted again under the next file name (a
  // new program version, see `measured`): a plugin that is slow by itself is slow both times.

  it(`generated and mutated programs (seed ${SEED}, ${3 * perProperty} cases)`, async () => {
    // Three file names in turn: the project service keeps a handful of files open, not hundreds.
    const request = (code: string, index: number): LintRequest => ({
      code,
      filename: join(project, `case${index % 3}.ts`),
      cwd: project,
      tier: 'typed',
      tsconfigRootDir: project,
    });
    // The first lint creates the program (seconds): not part of the per-file bar.
    const warm = await worker.lint(request("import { z } from 'zod';\nexport const U = z.union([z.object({ a: z.string() })]);\n", 0), 60_000);
    expect(problemsOf(warm, { maxMs: 60_000 })).toEqual([]);
    const typedFactories = fc
      .tuple(generated, fc.constantFrom('V0', 'Base0', 'F0', 'U0', 'Input'))
      .map(
        ([source, name]) =>
          `${source}declare function make(): z.ZodObject<{ kind: z.ZodLiteral<'typed'>; a: z.ZodNumber; o: z.ZodOptional<z.ZodString> }>;\nexport const Typed = z.union([make(), ${name} as typeof ${name}, (null as unknown as typeof Input)]);\n`,
      );
    const logs = [
      await fuzz('typed: generated', worker, generated, perProperty, { mayBeBroken: false, seed: SEED + 5, request }),
      await fuzz('typed: generated with typed-only options', worker, typedFactories, perProperty, { mayBeBroken: true, seed: SEED + 6, request }),
      await fuzz('typed: mutated', worker, mutated, perProperty, { mayBeBroken: true, seed: SEED + 7, request }),
    ];
    const cases = logs.reduce((sum, log) => sum + log.cases, 0);
    console.log(`type-aware tier: ${cases} cases`);
    if (!process.env['FUZZ_TIME_LIMIT_MS']) expect(cases).toBe(3 * perProperty);
  }, 600_000);
});
