/**
 * JSON-visible constraints of a field: the checks JSON Schema can show (bounds, lengths,
 * formats, patterns, integer, multipleOf), each with a signature that is equal for checks that
 * mean the same (`.min(0)` on a number and `.gte(0)` and `z.minimum(0)`).
 */
import type { Check, SchemaNode, SourceSpan } from '../model/schema.js';

export interface Constraint {
  readonly identity: string;
  readonly label: string;
  /** `>= 0`, `length <= 20`, `format email`. */
  readonly meaning: string;
  readonly span?: SourceSpan;
}

/** Not memoized here: `FieldFacts` keeps each field's list. */
export function visibleConstraints(layers: readonly SchemaNode[]): readonly Constraint[] {
  let list: Constraint[] | undefined;
  for (const layer of layers) {
    for (const check of layer.checks) {
      if (check.check === 'custom' || check.check === 'overwrite') continue;
      const meaning = meaningOf(check);
      const identity = `${check.check}|${meaning}`;
      (list ??= []).push(
        check.span ? { identity, label: check.label, meaning, span: check.span } : { identity, label: check.label, meaning },
      );
    }
  }
  return list ?? NONE;
}

const NONE: readonly Constraint[] = Object.freeze([]);

function meaningOf(check: Check): string {
  const value = check.value === undefined ? '?' : String(check.value);
  switch (check.check) {
    case 'greater_than':
      return `${check.inclusive === false ? '>' : '>='} ${value}`;
    case 'less_than':
      return `${check.inclusive === false ? '<' : '<='} ${value}`;
    case 'min_length':
      return `length >= ${value}`;
    case 'max_length':
      return `length <= ${value}`;
    case 'length_equals':
      return `length = ${value}`;
    case 'min_size':
      return `size >= ${value}`;
    case 'max_size':
      return `size <= ${value}`;
    case 'size_equals':
      return `size = ${value}`;
    case 'multiple_of':
      return `multiple of ${value}`;
    case 'number_format':
      return check.format === 'safeint' ? 'integer' : `format ${check.format ?? '?'}`;
    case 'bigint_format':
      return `format ${check.format ?? '?'}`;
    case 'string_format':
      return stringFormatMeaning(check.format ?? '?', check.value);
    default:
      return `${check.check} ${value}`;
  }
}

function stringFormatMeaning(format: string, value: Check['value']): string {
  if (value === undefined) return `format ${format}`;
  switch (format) {
    case 'regex':
      return `pattern ${String(value)}`;
    case 'starts_with':
      return `starts with ${JSON.stringify(value)}`;
    case 'ends_with':
      return `ends with ${JSON.stringify(value)}`;
    case 'includes':
      return `includes ${JSON.stringify(value)}`;
    default:
      return `format ${format} ${String(value)}`;
  }
}
