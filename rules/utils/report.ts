/** From findings to `context.report`, the same for every rule. */
import type { TSESLint } from '@typescript-eslint/utils';
import type { Finding } from '../../lib/analysis/findings.js';

/** `ignoreKeys: ['o']` skips `o`, `o.p` and `o[]`. */
export function isIgnored(path: string, ignoreKeys: readonly string[]): boolean {
  return ignoreKeys.some(
    (key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[]`),
  );
}

export function reportFindings<MessageIds extends string>(
  context: Readonly<TSESLint.RuleContext<MessageIds, readonly unknown[]>>,
  findings: readonly Finding[],
  ignoreKeys: readonly string[],
): void {
  for (const finding of findings) {
    if (isIgnored(finding.path, ignoreKeys)) continue;
    const span = finding.span;
    const loc = span
      ? { start: span.start, end: span.end }
      : { start: { line: 1, column: 0 }, end: { line: 1, column: 0 } };
    context.report({ loc, messageId: finding.messageId as MessageIds, data: finding.data });
  }
}
