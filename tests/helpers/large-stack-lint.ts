/**
 * Lints code through ESLint's `Linter` in a worker thread with a large stack.
 *
 * `@typescript-eslint/parser` (its ESTree converter), ESLint's traversal and scope analysis
 * all recurse once per AST level, so a 5,000-call chain (10,000 nested nodes) overflows the
 * default V8 stack before the plugin ever runs. To test what the plugin does with such input,
 * the plugin's TypeScript sources are transpiled (type stripping with Vite's Oxc transform,
 * the one vitest itself uses) into a temporary directory, and a worker with `resourceLimits.stackSizeMb` runs the
 * same Linter configuration the in-process tests use.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ROOT, transpilePluginInto } from './transpiled-plugin.js';

/** What the worker sends back for one lint: the messages, stripped to plain data. */
export interface WorkerMessage {
  readonly ruleId: string | null;
  readonly fatal?: boolean;
  readonly severity: number;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

const WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from './index.js';

const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'zod-flatten': plugin },
    rules: { 'zod-flatten/no-hidden-collided-check': 'error' },
  },
];
const linter = new Linter();
const results = [];
for (const code of workerData.codes) {
  try {
    const messages = linter.verify(code, config, { filename: workerData.filename });
    results.push({
      messages: messages.map(({ ruleId, fatal, severity, message, line, column }) => ({ ruleId, fatal, severity, message, line, column })),
    });
  } catch (error) {
    results.push({ thrown: String(error && error.stack ? error.stack : error) });
  }
}
parentPort.postMessage(results);
`;

export interface LargeStackResult {
  readonly messages?: readonly WorkerMessage[];
  /** Set when `linter.verify` itself threw (a rule crash). */
  readonly thrown?: string;
}

/** Lints each code in one worker; resolves with one result per code, in order. */
export async function lintWithLargeStack(codes: readonly string[], stackSizeMb = 512): Promise<LargeStackResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'zod-flatten-large-stack-'));
  try {
    await transpilePluginInto(dir);
    const script = join(dir, 'worker.mjs');
    writeFileSync(script, WORKER);
    const worker = new Worker(pathToFileURL(script), {
      workerData: { codes, filename: join(ROOT, 'fixture.ts') },
      resourceLimits: { stackSizeMb },
    });
    try {
      return await new Promise<LargeStackResult[]>((resolve, reject) => {
        worker.once('message', (results: LargeStackResult[]) => resolve(results));
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`worker exited with code ${code} before answering`)));
      });
    } finally {
      await worker.terminate();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
