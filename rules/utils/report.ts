/** From findings to `context.report`, the same for every rule. */
import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import type { TSESLint } from '@typescript-eslint/utils';
import type { Finding } from '../../lib/analysis/findings.js';

/** `ignoreKeys: ['o']` skips `o`, `o.p` and `o[]`. */
export function isIgnored(path: string, ignoreKeys: readonly string[]): boolean {
  return ignoreKeys.some((key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[]`));
}

export const fieldPathList = (description: string): JSONSchema4 => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  uniqueItems: true,
  description,
});

/** The options object every rule takes: `ignoreKeys`, plus the rule's own. */
export function optionsSchema(extra: Record<string, JSONSchema4> = {}): JSONSchema4[] {
  return [
    {
      type: 'object',
      properties: {
        ignoreKeys: fieldPathList('Field paths (`text`, `o.p`, `tags[]`) to skip, with everything below them.'),
        ...extra,
      },
      additionalProperties: false,
    },
  ];
}

type Suggest<MessageIds extends string> = (
  finding: Finding,
) => TSESLint.SuggestionReportDescriptor<MessageIds>[] | undefined;

export function reportFindings<MessageIds extends string>(
  context: Readonly<TSESLint.RuleContext<MessageIds, readonly unknown[]>>,
  findings: readonly Finding[],
  skip: (finding: Finding) => boolean,
  suggest?: Suggest<MessageIds>,
): void {
  for (const finding of findings) {
    if (skip(finding)) continue;
    const span = finding.span;
    // Findings always carry a span in the static tier; the fallback only guards odd models.
    const loc = span ? { start: span.start, end: span.end } : { line: 1, column: 0 };
    const suggestions = suggest?.(finding);
    context.report({
      loc,
      messageId: finding.messageId as MessageIds,
      data: finding.data,
      ...(suggestions && suggestions.length > 0 ? { suggest: suggestions } : {}),
    });
  }
}
