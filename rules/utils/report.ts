/** From findings to `context.report`, the same for every rule. */
import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';
import type { TSESLint } from '@typescript-eslint/utils';
import { realpathSync } from 'node:fs';
import { relative } from 'node:path';
import type { Finding } from '../../lib/analysis/findings.js';
import type { SourceSpan } from '../../lib/model/schema.js';

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

/**
 * ESLint can only report in the file being linted. A finding whose cause sits in another module
 * is reported on the union option that brought the variant in (its anchor), and its message names
 * the other file and line; findings that say the same at one place of this file (the options of
 * an imported union spread into this one: `...conds.options`) are one report naming every line.
 * One with no place in this file at all is that file's to report.
 */
export function reportFindings<MessageIds extends string>(
  context: Readonly<TSESLint.RuleContext<MessageIds, readonly unknown[]>>,
  findings: readonly Finding[],
  skip: (finding: Finding) => boolean,
  suggest?: Suggest<MessageIds>,
): void {
  const report = (span: SourceSpan, finding: Finding, data: Record<string, string>, suggestions?: TSESLint.SuggestionReportDescriptor<MessageIds>[]) =>
    context.report({
      loc: { start: span.start, end: span.end },
      messageId: finding.messageId as MessageIds,
      data,
      ...(suggestions && suggestions.length > 0 ? { suggest: suggestions } : {}),
    });
  let elsewhere: Map<string, { finding: Finding; anchor: SourceSpan; places: SourceSpan[] }> | undefined;
  for (const finding of findings) {
    if (skip(finding)) continue;
    const { span, anchor } = finding;
    if (span && span.file === undefined) {
      report(span, finding, { ...finding.data }, suggest?.(finding));
      continue;
    }
    if (!anchor || anchor.file !== undefined) continue;
    if (!span || !Object.hasOwn(finding.data, SUBJECT[finding.messageId] ?? '')) {
      report(anchor, finding, { ...finding.data });
      continue;
    }
    const key = `${anchor.range[0]}:${anchor.range[1]}\u0000${finding.messageId}\u0000${JSON.stringify(finding.data)}`;
    const same = (elsewhere ??= new Map()).get(key);
    if (same) same.places.push(span);
    else elsewhere.set(key, { finding, anchor, places: [span] });
  }
  for (const { finding, anchor, places } of elsewhere?.values() ?? []) {
    const key = SUBJECT[finding.messageId]!;
    report(anchor, finding, { ...finding.data, [key]: `${finding.data[key]} (in ${placesText(places, context.cwd)})` });
  }
}

/** `parts.ts:3`, or `parts.ts:3, 4, 5; other.ts:9`: each file once, its lines in the order met. */
function placesText(places: readonly SourceSpan[], cwd: string): string {
  const lines = new Map<string, number[]>();
  for (const place of places) {
    const file = relative(realCwd(cwd), place.file!) || place.file!;
    const list = lines.get(file);
    if (!list) lines.set(file, [place.start.line]);
    else if (!list.includes(place.start.line)) list.push(place.start.line);
  }
  return [...lines].map(([file, numbers]) => `${file}:${numbers.join(', ')}`).join('; ');
}

/** Module paths are real paths (symlinks resolved), so the cwd they are shown against is too. */
const realCwds = new Map<string, string>();
function realCwd(cwd: string): string {
  let real = realCwds.get(cwd);
  if (real === undefined) {
    try {
      real = realpathSync(cwd);
    } catch {
      real = cwd;
    }
    realCwds.set(cwd, real);
  }
  return real;
}

/** The data key that names what the finding is about, where another file's location is added. */
const SUBJECT: Readonly<Record<string, string>> = {
  hiddenCheck: 'marker',
  hiddenOrder: 'marker',
  hiddenArguments: 'marker',
  coercion: 'marker',
  constraintMismatch: 'constraint',
  typeMismatch: 'variant',
  enumMismatch: 'variant',
  untyped: 'node',
  unrepresentable: 'node',
  untraceableOption: 'reason',
  untraceableMember: 'reason',
  untraceableField: 'reason',
  untraceableFieldMember: 'reason',
  unreadableBound: 'check',
  typesOnly: 'variant',
  typedField: 'variant',
};
