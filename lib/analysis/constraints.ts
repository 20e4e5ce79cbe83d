/**
 * JSON-visible constraints of a field: the checks JSON Schema can show (bounds, lengths,
 * formats, patterns, integer, multipleOf), each with a signature that is equal for checks that
 * mean the same (`.min(0)` on a number and `.gte(0)` and `z.minimum(0)`).
 */
import type { Check, SourceSpan } from '../model/schema.js';

export interface Constraint {
  readonly identity: string;
  readonly label: string;
  /** `>= 0`, `length <= 20`, `format email`. */
  readonly meaning: string;
  readonly span?: SourceSpan;
}

/**
 * The JSON-visible constraints among a field's checks (those of all its layers, outermost first).
 * Not memoized here: `FieldFacts` keeps each field's list.
 */
export function visibleConstraints(checks: readonly Check[]): readonly Constraint[] {
  let list: Constraint[] | undefined;
  for (const check of checks) {
    if (isHiddenKind(check)) continue;
    const { identity, meaning } = internedMeaning(check);
    (list ??= []).push(
      check.span ? { identity, label: check.label, meaning, span: check.span } : { identity, label: check.label, meaning },
    );
  }
  return list ?? NONE;
}

const NONE: readonly Constraint[] = Object.freeze([]);

function isHiddenKind(check: Check): boolean {
  return check.check === 'custom' || check.check === 'overwrite';
}

/** What `meaningOf` reads besides the kind and the value. */
function variantOf(check: Check): unknown {
  return check.check === 'greater_than' || check.check === 'less_than' ? check.inclusive === false : check.format;
}

/**
 * The identity `visibleConstraints` gives a check that is not of a hidden kind, with no record
 * built: the signature of a field is all most fields are ever asked for.
 */
export function visibleIdentity(check: Check): string {
  return internedMeaning(check).identity;
}

/**
 * The meaning and identity of a check, shared by every check with the same kind, variant
 * (inclusive or format) and value: `.min(1)` written in 2,000 variants is two strings, not
 * 4,000. Looked up by those primitives, so a repeated check allocates nothing. The table is
 * dropped past a bound, as an editor session lints for hours.
 */
interface Meaning {
  readonly identity: string;
  readonly meaning: string;
}
const MAX_MEANINGS = 20_000;
let meanings = new Map<string, Map<unknown, Map<unknown, Meaning>>>();
let meaningCount = 0;

function internedMeaning(check: Check): Meaning {
  if (meaningCount > MAX_MEANINGS) {
    meanings = new Map();
    meaningCount = 0;
  }
  const variant = variantOf(check);
  let byVariant = meanings.get(check.check);
  if (!byVariant) meanings.set(check.check, (byVariant = new Map()));
  let byValue = byVariant.get(variant);
  if (!byValue) byVariant.set(variant, (byValue = new Map()));
  let found = byValue.get(check.value);
  if (!found) {
    const meaning = meaningOf(check);
    byValue.set(check.value, (found = { identity: `${check.check}|${meaning}`, meaning }));
    meaningCount++;
  }
  return found;
}

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
