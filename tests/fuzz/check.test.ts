/**
 * The bookkeeping of the time bars (check.ts): a lint over a bar is measured once more, and only
 * a second measurement over it fails; anything else fails at once, without a second lint.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FILE_MS, measured } from './check.js';
import type { LintOutcome, LintResult } from './lint-worker.js';

const lint = (pluginMs: number, extra: Partial<LintResult> = {}): LintResult => ({
  messages: [],
  totalMs: pluginMs + 10,
  parseMs: 10,
  pluginMs,
  polluted: [],
  ...extra,
});

/** A lint function answering `outcomes` in turn, counting its calls. */
function lints(...outcomes: LintOutcome[]) {
  const calls = { count: 0 };
  const next = async () => outcomes[calls.count++] ?? outcomes[outcomes.length - 1]!;
  return { next, calls };
}

describe('measured', () => {
  it('within the bar: one lint', async () => {
    const { next, calls } = lints(lint(5));
    const result = await measured(next);
    expect(result.problems).toEqual([]);
    expect(result.first).toBeUndefined();
    expect(calls.count).toBe(1);
  });

  it('over the bar once (a stall): measured again, the second measurement kept, no problem', async () => {
    const { next, calls } = lints(lint(MAX_FILE_MS + 500), lint(40));
    const result = await measured(next);
    expect(calls.count).toBe(2);
    expect(result.problems).toEqual([]);
    expect((result.outcome as LintResult).pluginMs).toBe(40);
    expect((result.first as LintResult).pluginMs).toBe(MAX_FILE_MS + 500);
  });

  it('over the bar twice: a problem naming both measurements', async () => {
    const { next } = lints(lint(MAX_FILE_MS + 500), lint(MAX_FILE_MS + 100));
    const result = await measured(next);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^over a time bar, measured twice: .*plugin 2500 ms.*; then .*plugin 2100 ms/u);
  });

  it('the second measurement may come from another lint function (a fresh file name)', async () => {
    const first = lints(lint(MAX_FILE_MS + 500));
    const again = lints(lint(3));
    const result = await measured(first.next, {}, again.next);
    expect([first.calls.count, again.calls.count]).toEqual([1, 1]);
    expect(result.problems).toEqual([]);
  });

  it('anything but time fails at once, slow or not, with no second lint', async () => {
    const { next, calls } = lints(lint(MAX_FILE_MS + 500, { thrown: 'Error: boom' }), lint(1));
    const result = await measured(next);
    expect(calls.count).toBe(1);
    expect(result.problems).toEqual([expect.stringMatching(/^verify threw: Error: boom/u), expect.stringMatching(/over 2000 ms/u), expect.stringMatching(/the plugin's rules over 2000 ms/u)]);
  });

  it('a lint that did not end is no time bar: it fails at once', async () => {
    const { next, calls } = lints({ timedOut: true, timeoutMs: 15_000 });
    const result = await measured(next);
    expect(calls.count).toBe(1);
    expect(result.problems).toEqual(['the lint did not finish within 15000 ms (the worker was terminated)']);
  });

  it('a second measurement that finds something else wrong fails with that', async () => {
    const { next } = lints(lint(MAX_FILE_MS + 500), lint(5, { polluted: ['evil'] }));
    const result = await measured(next);
    expect(result.problems).toEqual(['Object.prototype gained evil']);
  });

  it('the bar given by the options, and the parser as the yardstick of huge input', async () => {
    expect((await measured(lints(lint(4_000)).next, { maxMs: 10_000, maxPluginMs: 5_000 })).problems).toEqual([]);
    const huge = lint(3_000, { parseMs: 4_000, totalMs: 7_000 });
    expect((await measured(lints(huge).next, { maxMs: 60_000, pluginWithinParse: true })).problems).toEqual([]);
  });
});
