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
import type { Linter } from 'eslint';
import { evaluateProgram, keyOfMessage, lintStrict, liveKeys as liveKeysOf } from '../differential/compare.js';

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
  const lines = source.split('\n');
  return lintStrict(source, settings)
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

/** The `Input` the program exports, evaluated with the real Zod its imports name (or `aliases` redirect). */
export function evaluate(source: string, aliases: Readonly<Record<string, string>> = {}): unknown {
  const input = evaluateProgram(source, aliases)['Input'];
  if (input === undefined) throw new Error('the program exports no Input');
  return input;
}

export function liveKeys(source: string, aliases: Readonly<Record<string, string>> = {}): string[] {
  return liveKeysOf(evaluate(source, aliases));
}

export function staticKeys(findings: readonly StaticFinding[]): string[] {
  return [...new Set(findings.map((f) => f.key))].sort();
}
