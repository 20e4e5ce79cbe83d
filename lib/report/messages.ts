/**
 * Message templates, shared by the ESLint rules (`meta.messages`) and the runtime check, so a
 * finding reads the same in an editor and in a test failure.
 */
import type { Finding, RuleId } from '../analysis/findings.js';

export const MESSAGES = {
  'no-hidden-collided-check': {
    hiddenCheck:
      "Collided field '{{path}}': {{marker}} is {{what}} and runs only in {{withVariants}}, not in {{withoutVariants}}. " +
      'JSON Schema cannot show it, so the flattened schema advertises one field that validates differently per variant. ' +
      "Apply {{marker}} in every variant that declares '{{path}}', or give the variants different keys.",
  },
} as const satisfies Record<RuleId, Record<string, string>>;

/** Fills a template the way ESLint does: `{{name}}` is replaced by `data.name`. */
export function formatMessage(template: string, data: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/gu, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(data, name) ? data[name]! : whole,
  );
}

export function messageOf(finding: Finding): string {
  const templates: Record<string, string> = MESSAGES[finding.rule];
  const template = templates[finding.messageId];
  return template ? formatMessage(template, finding.data) : finding.messageId;
}
