/**
 * Temporary projects for the ecosystem tests, and spawning commands in them.
 *
 * A project's node_modules/ holds a symlink to every entry of the repository's node_modules/
 * (so `zod`, `typescript`, the parser... resolve as in an installed project), and
 * `node_modules/eslint-plugin-zod-flatten` links to the repository itself, so imports of the
 * package name load the built plugin (dist/, which `npm run build` writes).
 *
 * ROOT is the repository this file belongs to: under `npm run test:eslint9` it is the overlay
 * scripts/test-eslint9.mjs builds, whose node_modules/eslint is ESLint 9, and the
 * `--preserve-symlinks` it puts in NODE_OPTIONS reaches every command spawned here, so
 * `node_modules/eslint` means ESLint 9 in the temporary projects as well.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/u, '');
export const ROOT_MODULES = join(ROOT, 'node_modules');
export const ESLINT_BIN = join(ROOT_MODULES, 'eslint/bin/eslint.js');
export const ZOD_FLATTEN_LINT = join(ROOT, 'bin/zod-flatten-lint.js');

/** The ecosystem tests load the built plugin: say so plainly when it is not there. */
export function assertBuilt(): void {
  if (!existsSync(join(ROOT, 'dist/index.js'))) {
    throw new Error(`${join(ROOT, 'dist/index.js')} is missing: run \`npm run build\` before these tests.`);
  }
}

const made: string[] = [];

/** A new project directory with `files` (path → content) and the linked node_modules/. */
export function makeProject(files: Readonly<Record<string, string>>, prefix = 'zod-flatten-eco-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(ROOT_MODULES)) {
    if (entry.startsWith('.') || entry === 'eslint-plugin-zod-flatten') continue;
    symlinkSync(join(ROOT_MODULES, entry), join(modules, entry));
  }
  symlinkSync(ROOT, join(modules, 'eslint-plugin-zod-flatten'));
  writeFiles(dir, { 'package.json': '{ "name": "eco-project", "private": true, "type": "module" }\n', ...files });
  return dir;
}

export function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** Removes every project made so far (call from afterAll). */
export function removeProjects(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** `node <script> ...args` in `cwd`; never rejects on a non-zero exit. */
export function runNode(script: string, args: readonly string[], cwd: string, env: Readonly<Record<string, string>> = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/** Text for a failed expectation: what the command printed. */
export function described(run: Run): string {
  return `exit ${run.code}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
}

// ---- ESLint's JSON output ----------------------------------------------------------------------

export interface Finding {
  readonly file: string;
  readonly ruleId: string | null;
  readonly severity: number;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | undefined;
  readonly endColumn: number | undefined;
  readonly message: string;
}

interface JsonResult {
  filePath: string;
  messages: { ruleId: string | null; severity: number; line: number; column: number; endLine?: number; endColumn?: number; message: string }[];
}

/** The findings of `--format json` output, per file relative to `cwd`, files sorted. */
export function findingsOf(stdout: string, cwd: string): Finding[] {
  const results = JSON.parse(stdout) as JsonResult[];
  return results
    .flatMap((result) =>
      result.messages.map((message) => ({
        file: relativeTo(cwd, result.filePath),
        ruleId: message.ruleId,
        severity: message.severity,
        line: message.line,
        column: message.column,
        endLine: message.endLine,
        endColumn: message.endColumn,
        message: message.message,
      })),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

function relativeTo(cwd: string, file: string): string {
  return file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file;
}

/** A union whose `text` is trimmed only in variant `a`: one no-hidden-collided-check error. */
export function hiddenTrimTool(name: string): string {
  return [
    "import { z } from 'zod';",
    '',
    `export const ${name} = z.discriminatedUnion('op', [`,
    "  z.object({ op: z.literal('a'), text: z.string().trim() }),",
    "  z.object({ op: z.literal('b'), text: z.string() }),",
    ']);',
    '',
  ].join('\n');
}

/** Where hiddenTrimTool's finding is: the `.trim()` call. */
export const HIDDEN_TRIM_SPAN = { line: 4, column: 51, endLine: 4, endColumn: 57 } as const;

export const HIDDEN = 'zod-flatten/no-hidden-collided-check';
