/**
 * What a `z.templateLiteral(parts)` accepts, as JSON Schema shows it (a `pattern` Zod builds from
 * the parts): one text for both front ends, as the template reads, `user_${number}`. A literal
 * part is its text, and so is a schema part of one literal value (`z.literal('_')` is `_`); any
 * other schema part is its type (`${string}`, `${number}`, `${'a' | 'b'}` for an enum or
 * literals), with its checks, which change the pattern (`${number z.int()}`, `${string .max(3)}`).
 * Made into a check of its own on the node, compared as the constraint rule compares a pattern.
 */
import type { Check, LiteralValue, SchemaNode } from './schema.js';

/** A part as the front ends read it: a literal value, or the schema of a part. */
export type TemplatePart = { readonly literal: LiteralValue } | { readonly schema: SchemaNode };

export const TEMPLATE_FORMAT = 'template_literal';

export function templateText(parts: readonly TemplatePart[]): string {
  let text = '';
  for (const part of parts) {
    if ('literal' in part) text += literalText(part.literal);
    else {
      const node = part.schema;
      const values = node.type === 'literal' ? node.values : node.type === 'enum' ? node.values : undefined;
      if (values && values.length === 1) text += literalText(values[0] as LiteralValue);
      else if (values) text += `\${${values.map((value) => JSON.stringify(typeof value === 'bigint' ? `${value}` : value)).join(' | ')}}`;
      else text += `\${${[node.type, ...node.checks.map(checkText)].join(' ')}}`;
    }
  }
  return text;
}

/**
 * A check of a part, by what it checks, not how it is written: `.max(3)` for `.max(3)`,
 * `.check(z.maxLength(3))` and `z.maxLength(3)` alike, `.int()` for `z.int()` and
 * `.check(z.int())`. The text is the template check's value, which the analysis compares: two
 * spellings of one part must not read as two constraints, and every front end writes the same.
 */
function checkText(check: Check): string {
  const value = check.value === undefined || check.value === null ? '' : String(check.value);
  switch (check.check) {
    case 'min_length':
      return `.min(${value})`;
    case 'max_length':
      return `.max(${value})`;
    case 'length_equals':
      return `.length(${value})`;
    case 'greater_than':
      return `${check.inclusive === false ? '.gt' : '.min'}(${value})`;
    case 'less_than':
      return `${check.inclusive === false ? '.lt' : '.max'}(${value})`;
    case 'multiple_of':
      return `.multipleOf(${value})`;
    case 'number_format':
      return check.format === 'safeint' ? '.int()' : `.${check.format ?? 'format'}()`;
    case 'string_format':
      return STRING_FORMAT_METHODS[check.format ?? ''] !== undefined ? `.${STRING_FORMAT_METHODS[check.format!]}(${JSON.stringify(check.value ?? '')})` : `.${check.format ?? 'format'}()`;
    default:
      // What JSON Schema cannot show (a refinement, an overwrite): by what it does.
      return check.identity;
  }
}

/** String formats written with an argument, by the method that writes them. */
const STRING_FORMAT_METHODS: Readonly<Record<string, string>> = { regex: 'regex', starts_with: 'startsWith', ends_with: 'endsWith', includes: 'includes' };

/** A literal part's text, as Zod writes it into the pattern (undefined is empty). */
function literalText(value: LiteralValue): string {
  // `$` and `{` are escaped so that a literal `${x}` cannot read as a part.
  return (value === undefined ? '' : String(value)).replace(/[\\$]/gu, (c) => `\\${c}`);
}

/** The check a template literal is: its text, as a format with a value (constraints.ts reads it). */
export function templateCheck(text: string, label = 'z.templateLiteral()'): Check {
  return { check: 'string_format', format: TEMPLATE_FORMAT, value: text, label, identity: `template(${text})` };
}

/** The check of a template literal whose parts could not be read: no value, so what it allows is unknown. */
export function unreadableTemplateCheck(identity: string, label: string): Check {
  return { check: 'string_format', format: TEMPLATE_FORMAT, label, identity };
}
