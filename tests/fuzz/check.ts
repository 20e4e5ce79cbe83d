/**
 * The bar every fuzzed lint must clear, and the bookkeeping of what the lints cost.
 *
 * - No exception escapes a rule: `verify` never throws (a rule crash, "Error while loading
 *   rule"), and no message is fatal except the parser's own "Parsing error" on code that was
 *   broken on purpose.
 * - The evaluator turns its own exceptions into "could not be evaluated (...)" reasons, and a
 *   lazy getter that throws into "getter could not be read": both are crashes in disguise.
 * - No file takes more than 2 s (the whole `verify`, parsing included), and the plugin's own
 *   share of it (ESLint's `stats`: its rules, the modules they follow included) neither.
 * - `Object.prototype` gains nothing.
 *
 * Times are wall time, and the suites run on loaded 2-core machines (CI, `npm test` beside other
 * files, benchmarks): a lint that a stall of the machine pushed over a time bar is measured once
 * more (`measured`), and the better of the two measurements is kept. A complexity bug is slow
 * both times; a stall is not. Every other problem fails at once.
 */
import { timedOut, type LintOutcome, type LintResult, type PlainMessage } from './lint-worker.js';
import plugin from '../../index.js';

export const STRICT_RULES: readonly string[] = Object.keys(plugin.configs.strict.rules);

/** The per-file bar. */
export const MAX_FILE_MS = 2_000;

const HIDDEN_CRASH = /could not be evaluated \(|getter could not be read/u;

export interface CheckOptions {
  /** The code may not parse (mutated on purpose): a fatal "Parsing error" is fine. */
  readonly mayBeBroken?: boolean;
  /** Per-file bar on the whole lint, parsing included; defaults to MAX_FILE_MS. */
  readonly maxMs?: number;
  /**
   * Per-file bar on the plugin's own time (its rules, imports followed included); defaults to
   * MAX_FILE_MS. Huge files set `maxMs` higher (the parser alone takes seconds on a megabyte),
   * never this.
   */
  readonly maxPluginMs?: number;
  /**
   * Input deep enough to exhaust the stack on purpose: the evaluator's designed fallback, an
   * `unknown` whose reason is "could not be evaluated (Maximum call stack size exceeded)", is fine.
   */
  readonly allowStackExhaustion?: boolean;
  /**
   * Huge files: the plugin may take as long as the parser took on the same file (a yardstick that
   * scales with the machine's load), when that is more than `maxPluginMs`.
   */
  readonly pluginWithinParse?: boolean;
}

export const isParseError = (message: PlainMessage): boolean =>
  message.fatal === true && message.ruleId === null && message.message.startsWith('Parsing error');

/** What is wrong with one lint (empty: nothing). */
export function problemsOf(outcome: LintOutcome, options: CheckOptions = {}): string[] {
  const { problems, slow } = checkOutcome(outcome, options);
  return [...problems, ...slow];
}

/** The problems of one lint, the time bars (`slow`) apart from everything else. */
export function checkOutcome(outcome: LintOutcome, options: CheckOptions = {}): { problems: string[]; slow: string[] } {
  const maxMs = options.maxMs ?? MAX_FILE_MS;
  let maxPluginMs = options.maxPluginMs ?? MAX_FILE_MS;
  if (timedOut(outcome)) return { problems: [`the lint did not finish within ${outcome.timeoutMs} ms (the worker was terminated)`], slow: [] };
  const problems: string[] = [];
  const slow: string[] = [];
  if (outcome.thrown !== undefined) problems.push(`verify threw: ${outcome.thrown.split('\n').slice(0, 8).join('\n')}`);
  for (const message of outcome.messages) {
    if (isParseError(message)) {
      if (!options.mayBeBroken) problems.push(`unexpected parse error: ${message.message} (${message.line}:${message.column})`);
      continue;
    }
    if (message.fatal) problems.push(`fatal message: ${message.ruleId ?? '(no rule)'}: ${message.message}`);
    if (message.ruleId !== null && message.ruleId.startsWith('zod-flatten/') && !STRICT_RULES.includes(message.ruleId)) {
      problems.push(`message from an unknown rule ${message.ruleId}`);
    }
    const stackExhaustion = message.message.includes('could not be evaluated (Maximum call stack size exceeded)');
    if (HIDDEN_CRASH.test(message.message) && !(stackExhaustion && options.allowStackExhaustion)) {
      problems.push(`an internal error reported as a reason: ${message.ruleId}: ${message.message}`);
    }
  }
  if (options.pluginWithinParse) maxPluginMs = Math.max(maxPluginMs, outcome.parseMs);
  const took = `took ${Math.round(outcome.totalMs)} ms (parse ${Math.round(outcome.parseMs)} ms, plugin ${Math.round(outcome.pluginMs)} ms)`;
  if (outcome.totalMs > maxMs) slow.push(`${took}, over ${maxMs} ms`);
  if (outcome.pluginMs > maxPluginMs) slow.push(`${took}: the plugin's rules over ${Math.round(maxPluginMs)} ms`);
  if (outcome.polluted.length > 0) problems.push(`Object.prototype gained ${outcome.polluted.join(', ')}`);
  return { problems, slow };
}

export interface Measured {
  /** The outcome kept: the first, or the second measurement when the first was over a time bar. */
  readonly outcome: LintOutcome;
  /** What is wrong with it (empty: nothing); over-time problems name both measurements. */
  readonly problems: string[];
  /** The first measurement, when a second one was taken. */
  readonly first?: LintOutcome;
}

/**
 * Lints (`lint`) and checks the bar. When the only problems are over-time ones, lints the same
 * input again (`again`, by default `lint`; the type-aware tier passes a fresh file name, so the
 * second lint is not answered from the first one's program) and keeps the second measurement:
 * the lint passes when either measurement clears the bars. Anything else wrong fails at once.
 */
export async function measured(lint: () => Promise<LintOutcome>, options: CheckOptions = {}, again: () => Promise<LintOutcome> = lint): Promise<Measured> {
  const first = await lint();
  const checked = checkOutcome(first, options);
  if (checked.problems.length > 0 || checked.slow.length === 0) return { outcome: first, problems: [...checked.problems, ...checked.slow] };
  const second = await again();
  const rechecked = checkOutcome(second, options);
  if (rechecked.problems.length > 0 || rechecked.slow.length === 0) return { outcome: second, problems: rechecked.problems, first };
  return { outcome: second, problems: [`over a time bar, measured twice: ${checked.slow.join('; ')}; then ${rechecked.slow.join('; ')}`], first };
}

/** Plugin messages only (what the rules reported). */
export const pluginMessages = (result: LintResult): PlainMessage[] =>
  result.messages.filter((message) => message.ruleId?.startsWith('zod-flatten/'));

export interface Slow {
  readonly label: string;
  readonly totalMs: number;
  readonly parseMs: number;
  readonly pluginMs: number;
  readonly bytes: number;
}

/** Counts lints and keeps the slowest ones (by wall time and by plugin time). */
export class LintLog {
  cases = 0;
  /** Lints measured a second time because the first measurement was over a time bar. */
  remeasured = 0;
  /** What those two measurements were (the first few). */
  readonly remeasuredNotes: string[] = [];
  parseErrors = 0;
  findings = 0;
  timeouts = 0;
  totalMs = 0;
  pluginMs = 0;
  slowest: Slow | undefined;
  slowestPlugin: Slow | undefined;

  /** One lint; `first`: the first measurement, when `outcome` is a second one (see `measured`). */
  record(label: string, code: string, outcome: LintOutcome, first?: LintOutcome): void {
    this.cases++;
    if (first) {
      this.remeasured++;
      const times = (o: LintOutcome) => (timedOut(o) ? 'timed out' : `${Math.round(o.totalMs)} ms (parse ${Math.round(o.parseMs)}, plugin ${Math.round(o.pluginMs)})`);
      if (this.remeasuredNotes.length < 10) this.remeasuredNotes.push(`${label}: ${times(first)}, then ${times(outcome)}`);
    }
    if (timedOut(outcome)) {
      this.timeouts++;
      return;
    }
    this.totalMs += outcome.totalMs;
    this.pluginMs += outcome.pluginMs;
    if (outcome.messages.some(isParseError)) this.parseErrors++;
    this.findings += pluginMessages(outcome).length;
    const entry: Slow = { label, totalMs: outcome.totalMs, parseMs: outcome.parseMs, pluginMs: outcome.pluginMs, bytes: code.length };
    if (!this.slowest || entry.totalMs > this.slowest.totalMs) this.slowest = entry;
    if (!this.slowestPlugin || entry.pluginMs > this.slowestPlugin.pluginMs) this.slowestPlugin = entry;
  }

  merge(other: LintLog): void {
    this.cases += other.cases;
    this.remeasured += other.remeasured;
    this.remeasuredNotes.push(...other.remeasuredNotes.slice(0, Math.max(0, 10 - this.remeasuredNotes.length)));
    this.parseErrors += other.parseErrors;
    this.findings += other.findings;
    this.timeouts += other.timeouts;
    this.totalMs += other.totalMs;
    this.pluginMs += other.pluginMs;
    if (other.slowest && (!this.slowest || other.slowest.totalMs > this.slowest.totalMs)) this.slowest = other.slowest;
    if (other.slowestPlugin && (!this.slowestPlugin || other.slowestPlugin.pluginMs > this.slowestPlugin.pluginMs)) this.slowestPlugin = other.slowestPlugin;
  }

  summary(name: string): string {
    const slow = (s: Slow | undefined) =>
      s ? `${s.label} (${s.bytes} bytes): ${Math.round(s.totalMs)} ms total, ${Math.round(s.parseMs)} ms parse, ${Math.round(s.pluginMs)} ms plugin` : '-';
    return [
      `${name}: ${this.cases} lints, ${this.parseErrors} with a parse error, ${this.findings} findings, ${this.timeouts} timeouts, ${this.remeasured} measured again (over a time bar the first time)`,
      `  lint time ${Math.round(this.totalMs)} ms in all (plugin ${Math.round(this.pluginMs)} ms)`,
      `  slowest file: ${slow(this.slowest)}`,
      `  slowest plugin time: ${slow(this.slowestPlugin)}`,
      ...this.remeasuredNotes.map((note) => `  measured again: ${note}`),
    ].join('\n');
  }
}
