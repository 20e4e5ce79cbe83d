/**
 * Lints code in worker threads, for the suites that must survive whatever the plugin does with
 * their input: a rule that never returns (the worker is terminated after a timeout and replaced),
 * input so deep that the parser needs a large stack (`resourceLimits.stackSizeMb`, see
 * tests/helpers/large-stack-lint.ts, which lints with one rule only; these workers run every
 * rule, both tiers, with timing), and batches spread over both cores.
 *
 * The plugin's TypeScript sources are transpiled (type stripping with Vite's Oxc transform, the
 * one vitest uses) into a temporary directory once per process, and every worker runs ESLint's
 * `Linter` on them with the plugin's `strict` rules (syntax only) or `strict-type-checked` (with
 * `parserOptions.projectService`), with ZOD_FLATTEN_THROW=1 (an internal error escapes the rule
 * instead of leaving the file unreported), and reports per lint: the messages as plain data, the wall
 * time, the time ESLint's `stats` attribute to parsing and to the plugin's rules, and whether
 * `Object.prototype` gained a property.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { transpilePluginInto } from '../helpers/transpiled-plugin.js';

export interface PlainMessage {
  readonly ruleId: string | null;
  readonly fatal?: boolean;
  readonly severity: number;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
}

export interface LintRequest {
  readonly code: string;
  /** Absolute path of the linted file (need not exist for the syntax tier). */
  readonly filename: string;
  /** ESLint's cwd: the project root the plugin follows imports within. */
  readonly cwd: string;
  /** `syntax`: `configs.strict`; `typed`: `configs['strict-type-checked']` with the project service. */
  readonly tier?: 'syntax' | 'typed';
  /** `settings` of the config (e.g. `{ 'zod-flatten': { scope: 'tool-inputs' } }`). */
  readonly settings?: Record<string, unknown>;
  /** Typed tier: the directory holding `tsconfig.json` (default project for `*.ts`). */
  readonly tsconfigRootDir?: string;
}

export interface LintResult {
  readonly messages: readonly PlainMessage[];
  /** Set when `verify` threw (a rule crash, "Error while loading rule", a config error). */
  readonly thrown?: string;
  /** Wall time of the whole `verify`, in ms. */
  readonly totalMs: number;
  /** ESLint's `stats`: parsing, and the plugin's rules together (the first one builds the analysis). */
  readonly parseMs: number;
  readonly pluginMs: number;
  /** Own properties `Object.prototype` gained during the lint. */
  readonly polluted: readonly string[];
}

export interface TimedOut {
  readonly timedOut: true;
  readonly timeoutMs: number;
}

export type LintOutcome = LintResult | TimedOut;

export const timedOut = (outcome: LintOutcome): outcome is TimedOut => 'timedOut' in outcome;

// ---- the worker ------------------------------------------------------------------------------------

const WORKER_SOURCE = `
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from './index.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const require = createRequire(import.meta.url);
// A config array normalized once (Linter.verify would normalize a plain array on every call).
let FlatConfigArray = null;
try {
  FlatConfigArray = require(join(dirname(require.resolve('eslint')), 'config', 'flat-config-array.js')).FlatConfigArray;
} catch {
  FlatConfigArray = null;
}
const linters = new Map();
const configs = new Map();
const baselineProto = new Set(Object.getOwnPropertyNames(Object.prototype));

function linterFor(cwd) {
  let linter = linters.get(cwd);
  if (!linter) linters.set(cwd, (linter = new Linter({ cwd })));
  return linter;
}

function configFor(request) {
  const key = JSON.stringify([request.tier ?? 'syntax', request.cwd, request.settings ?? null, request.tsconfigRootDir ?? null]);
  let config = configs.get(key);
  if (config) return config;
  const typed = request.tier === 'typed';
  const array = [
    typed ? plugin.configs['strict-type-checked'] : plugin.configs.strict,
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      languageOptions: {
        parser,
        ...(typed
          ? { parserOptions: { tsconfigRootDir: request.tsconfigRootDir, projectService: { allowDefaultProject: ['*.ts'], defaultProject: 'tsconfig.json' } } }
          : {}),
      },
      linterOptions: { reportUnusedDisableDirectives: 'off', reportUnusedInlineConfigs: 'off' },
      ...(request.settings ? { settings: request.settings } : {}),
    },
  ];
  if (FlatConfigArray) {
    config = new FlatConfigArray(array, { basePath: request.cwd });
    config.normalizeSync();
  } else {
    config = array;
  }
  configs.set(key, config);
  return config;
}

function lint(request) {
  const linter = linterFor(request.cwd);
  const started = performance.now();
  let messages = [];
  let thrown;
  try {
    messages = linter.verifyAndFix(request.code, configFor(request), { filename: request.filename, fix: false, stats: true }).messages;
  } catch (error) {
    thrown = String(error && error.stack ? error.stack : error);
  }
  const totalMs = performance.now() - started;
  const pass = thrown ? undefined : linter.getTimes().passes[0];
  let pluginMs = 0;
  for (const [ruleId, time] of Object.entries(pass?.rules ?? {})) if (ruleId.startsWith('zod-flatten/')) pluginMs += time.total;
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((name) => !baselineProto.has(name));
  return {
    messages: messages.map(({ ruleId, fatal, severity, message, line, column, endLine, endColumn }) => ({ ruleId, fatal, severity, message, line, column, endLine, endColumn })),
    ...(thrown ? { thrown } : {}),
    totalMs,
    parseMs: pass?.parse?.total ?? 0,
    pluginMs,
    polluted,
  };
}

parentPort.on('message', ({ id, type, request }) => {
  if (type === 'version') {
    parentPort.postMessage({ id, version: Linter.version });
    return;
  }
  if (type === 'heap') {
    gc();
    gc();
    parentPort.postMessage({ id, heapUsed: process.memoryUsage().heapUsed });
    return;
  }
  parentPort.postMessage({ id, result: lint(request) });
});
`;

let built: Promise<{ dir: string; script: string }> | undefined;

/** The transpiled plugin and the worker script, built once per process. */
function build(): Promise<{ dir: string; script: string }> {
  built ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zod-flatten-lint-worker-'));
    await transpilePluginInto(dir);
    const script = join(dir, 'worker.mjs');
    writeFileSync(script, WORKER_SOURCE);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return { dir, script };
  })();
  return built;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer?: NodeJS.Timeout;
}

/** One worker thread; replaced by a fresh one when a lint times out. */
export class LintWorker {
  private worker!: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  /** How many workers were terminated because a lint did not return in time. */
  restarts = 0;

  /** Lints sent or queued, not answered yet. */
  get pendingCount(): number {
    return this.pending.size + this.queue.length;
  }

  private constructor(
    private readonly script: string,
    private readonly stackSizeMb: number,
  ) {
    this.spawn();
  }

  /**
   * `stackSizeMb` defaults to 1, about the stack of a Node main thread (where the ESLint CLI and
   * editors lint), so a stack overflow the plugin would hit there is hit here too.
   */
  static async start(options: { stackSizeMb?: number } = {}): Promise<LintWorker> {
    const { script } = await build();
    return new LintWorker(script, options.stackSizeMb ?? 1);
  }

  private spawn(): void {
    const worker = new Worker(pathToFileURL(this.script), {
      resourceLimits: { stackSizeMb: this.stackSizeMb },
      // Internal errors escape the rules (users get an unreported file instead), so they are seen.
      env: { ...process.env, ZOD_FLATTEN_THROW: '1' },
    });
    worker.on('message', (message: { id: number; result?: unknown; heapUsed?: number; version?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      pending.resolve(message.result ?? message.heapUsed ?? message.version);
    });
    const fail = (error: unknown) => {
      if (worker !== this.worker) return;
      for (const [id, pending] of this.pending) {
        clearTimeout(pending.timer);
        pending.reject(error);
        this.pending.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`lint worker exited with code ${code}`)));
    this.worker = worker;
  }

  /** Lints waiting for the worker (one is sent at a time, so its timer starts when it starts). */
  private readonly queue: (() => void)[] = [];
  private running = false;

  /** Lints one code; a lint that takes longer than `timeoutMs` is abandoned and the worker replaced. */
  lint(request: LintRequest, timeoutMs = 10_000): Promise<LintOutcome> {
    return new Promise<LintOutcome>((resolve, reject) => {
      const start = () => {
        const id = this.nextId++;
        const done = () => {
          this.running = false;
          this.queue.shift()?.();
        };
        const pending: Pending = {
          resolve: (value) => {
            done();
            resolve(value as LintOutcome);
          },
          reject: (error) => {
            done();
            reject(error);
          },
        };
        pending.timer = setTimeout(() => {
          this.pending.delete(id);
          this.restarts++;
          const stuck = this.worker;
          this.spawn();
          void stuck.terminate();
          done();
          resolve({ timedOut: true, timeoutMs });
        }, timeoutMs);
        this.pending.set(id, pending);
        this.running = true;
        this.worker.postMessage({ id, type: 'lint', request });
      };
      if (this.running) this.queue.push(start);
      else start();
    });
  }

  /** `heapUsed` of the worker after two full garbage collections (call it between lints). */
  heapUsed(): Promise<number> {
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, type: 'heap' });
    });
  }

  /**
   * `Linter.version` of the ESLint the worker lints with: the one `eslint` resolves to from the
   * transpiled plugin's directory (ESLint 9 under `npm run test:eslint9`, whose overlay links
   * `node_modules/eslint` to it).
   */
  eslintVersion(): Promise<string> {
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, type: 'version' });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Workers of one kind; each lint goes to the least busy one. */
export class LintPool {
  private constructor(readonly workers: readonly LintWorker[]) {}

  static async start(size: number, options: { stackSizeMb?: number } = {}): Promise<LintPool> {
    return new LintPool(await Promise.all(Array.from({ length: size }, () => LintWorker.start(options))));
  }

  lint(request: LintRequest, timeoutMs?: number): Promise<LintOutcome> {
    const worker = [...this.workers].sort((a, b) => a.pendingCount - b.pendingCount)[0]!;
    return worker.lint(request, timeoutMs);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
