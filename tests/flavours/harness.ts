/**
 * The two readings of one program that the flavour suite compares:
 *
 * - static: the program linted by ESLint's `Linter` with the plugin's `strict` config (all seven
 *   rules). Each message becomes a finding with its rule, messageId, field path and variant
 *   labels (read back from the message text by the differential suite's `keyOfMessage`), plus
 *   where it is reported: the line and the *call* under the range (`trim` of `trim()`, `pipe` of
 *   `z.pipe(a, b)`), so two flavours are shown to report on the equivalent call.
 * - live: the program transpiled to CommonJS and evaluated against the real Zod package that
 *   its imports name (zod, zod/v3 and zod/mini all live in node_modules/zod), its `Input` run
 *   through `checkFlatten`. `aliases` lets a program that imports `zod` run against another
 *   entry, which is how a zod@3 project (where `zod` *is* Zod 3) is simulated.
 */
import { createRequire } from 'node:module';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import ts from 'typescript';
import plugin from '../../index.js';
import { checkFlatten } from '../../runtime.js';
import { findingKey, keyOfMessage } from '../differential/compare.js';

const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'zod-flatten': plugin },
    rules: plugin.configs.strict.rules,
  },
] as unknown as Linter.Config[]; // typescript-eslint rule types are not ESLint's Plugin type
const filename = `${process.cwd()}/flavour-input.ts`;
const linter = new Linter();
const requireFromHere = createRequire(import.meta.url);

export interface StaticFinding {
  /** `rule|messageId|path|sorted labels`, the differential suite's key (comparable with live). */
  readonly key: string;
  readonly line: number;
  /** The call the range covers, in classic spelling (see `callAt`). */
  readonly call: string;
  /** The text under the range, for failure messages. */
  readonly text: string;
}

/**
 * Names of the same check in the two spellings: zod/mini's check functions against classic's
 * methods. Only names that differ are listed; everything else is compared as written.
 */
const SAME_CALL: Readonly<Record<string, string>> = {
  minLength: 'min',
  maxLength: 'max',
  minSize: 'min',
  maxSize: 'max',
  gte: 'min',
  minimum: 'min',
  lte: 'max',
  maximum: 'max',
  _default: 'default',
};

/**
 * The call a report covers, namespace dropped: `trim()` → `trim`, `z.pipe(a, b)` → `pipe`,
 * `z.coerce.number()` → `coerce.number`, `catch(0)` → `catch`, a key `text` → `text`.
 */
export function callAt(text: string): string {
  const head = text.split('(')[0]!.trim().replace(/^z\./u, '');
  return Object.hasOwn(SAME_CALL, head) ? SAME_CALL[head]! : head;
}

/** `settings['zod-flatten']` for the lint (`zodImportSources`), on top of the strict config. */
export type Settings = Readonly<Record<string, unknown>>;

export function lintProgram(source: string, settings?: Settings): StaticFinding[] {
  const configs = settings ? [...config, { settings: { 'zod-flatten': settings } } as Linter.Config] : config;
  const messages = linter.verify(source, configs, { filename });
  const fatal = messages.filter((m) => m.fatal === true || m.ruleId === null);
  if (fatal.length > 0) throw new Error(`ESLint could not lint the program: ${fatal.map((m) => m.message).join('; ')}`);
  const lines = source.split('\n');
  return messages
    .map((message) => {
      const text = textOf(lines, message);
      return { key: keyOfMessage(message), line: message.line, call: callAt(text), text };
    })
    .sort((a, b) => a.line - b.line || a.key.localeCompare(b.key) || a.call.localeCompare(b.call));
}

function textOf(lines: readonly string[], message: Linter.LintMessage): string {
  const endLine = message.endLine ?? message.line;
  const endColumn = message.endColumn ?? message.column;
  if (endLine === message.line) return lines[message.line - 1]!.slice(message.column - 1, endColumn - 1);
  const first = lines[message.line - 1]!.slice(message.column - 1);
  return [first, ...lines.slice(message.line, endLine - 1), lines[endLine - 1]!.slice(0, endColumn - 1)].join('\n');
}

/** Evaluates the program with the real Zod its imports name (or `aliases` redirect). */
export function evaluate(source: string, aliases: Readonly<Record<string, string>> = {}): unknown {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    reportDiagnostics: false,
  }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  const load = (id: string): unknown => requireFromHere(aliases[id] ?? id);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the case program is the point
  new Function('require', 'exports', 'module', js)(load, module.exports, module);
  const input = module.exports['Input'];
  if (input === undefined) throw new Error('the program exports no Input');
  return input;
}

export function liveKeys(source: string, aliases: Readonly<Record<string, string>> = {}): string[] {
  const findings = checkFlatten(evaluate(source, aliases));
  return [...new Set(findings.map((f) => findingKey(f.rule, f.messageId, f.path, f.variants)))].sort();
}

export function staticKeys(findings: readonly StaticFinding[]): string[] {
  return [...new Set(findings.map((f) => f.key))].sort();
}
