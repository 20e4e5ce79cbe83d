/**
 * JSON-visible constraints of a field: the checks JSON Schema can show (bounds, lengths,
 * formats, patterns, integer, multipleOf), each with a signature that is equal for checks that
 * mean the same (`.min(0)` on a number and `.gte(0)` and `z.minimum(0)`).
 */
import type { Check } from '../model/schema.js';

/** What a JSON-visible check says: its identity (equal for checks that mean the same) and its meaning. */
export interface Constraint {
  readonly identity: string;
  /** `>= 0`, `length <= 20`, `format email`. */
  readonly meaning: string;
}

/**
 * The constraint a check is, or undefined for a check JSON Schema cannot show (a custom or
 * overwrite check). Nothing is built per check: the answer is shared by every check with the
 * same kind, bound and value, so a reader can take a field's checks as they are and ask this of
 * each, instead of building a record per check (44,600 of them for the constraints reported on
 * a union of 2,000 × 40 whose variants disagree).
 */
export function constraintOf(check: Check): Constraint | undefined {
  return isHiddenKind(check) ? undefined : internedMeaning(check);
}

/**
 * The checks JSON Schema can show, in order: the list itself when none is hidden (nearly every
 * field), so that reading a field's constraints builds nothing.
 */
export function visibleChecks(checks: readonly Check[]): readonly Check[] {
  for (let i = 0; i < checks.length; i++) {
    if (isHiddenKind(checks[i]!)) return checks.filter((check) => !isHiddenKind(check));
  }
  return checks;
}

/**
 * A visible check whose bound or pattern the front end could not read (`.max(config.limit)`,
 * `.regex(PATTERNS[name])`, a `Date` bound): what it allows is unknown, so it can be neither
 * equal nor different to another variant's. Zod always keeps a value for these kinds, so a
 * check without one was written with an argument the evaluator does not know.
 */
export function isUnreadableBound(check: Check): boolean {
  if (check.value !== undefined) return false;
  switch (check.check) {
    case 'greater_than':
    case 'less_than':
    case 'min_length':
    case 'max_length':
    case 'length_equals':
    case 'min_size':
    case 'max_size':
    case 'size_equals':
    case 'multiple_of':
      return true;
    case 'string_format':
      return check.format === 'regex' || check.format === 'starts_with' || check.format === 'ends_with' || check.format === 'includes';
    default:
      return false;
  }
}

function isHiddenKind(check: Check): boolean {
  return check.check === 'custom' || check.check === 'overwrite';
}

/** What `meaningOf` reads besides the kind and the value. */
function variantOf(check: Check): unknown {
  return check.check === 'greater_than' || check.check === 'less_than' ? check.inclusive === false : check.format;
}

/** The identity `constraintOf` gives a check already known not to be of a hidden kind. */
export function visibleIdentity(check: Check): string {
  return internedMeaning(check).identity;
}

/**
 * The meaning and identity of a check, shared by every check with the same kind, variant
 * (inclusive or format) and value: `.min(1)` written in 2,000 variants is two strings, not
 * 4,000. Looked up by those primitives, so a repeated check allocates nothing. The table is
 * dropped past a bound, as an editor session lints for hours.
 */
const MAX_MEANINGS = 20_000;
let meanings = new Map<string, Map<unknown, Map<unknown, Constraint>>>();
let meaningCount = 0;

function internedMeaning(check: Check): Constraint {
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
