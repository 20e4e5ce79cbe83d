/**
 * JSON-visible constraints of a field: the checks JSON Schema can show (bounds, lengths,
 * formats, patterns, integer, multipleOf), each with a signature that is equal for checks that
 * mean the same (`.min(0)` on a number and `.gte(0)` and `z.minimum(0)`).
 */
import { includesPositionOf, isIncludesFormat } from '../model/format-options.js';
import { TEMPLATE_FORMAT } from '../model/template-literal.js';
import type { Check, SourceSpan } from '../model/schema.js';

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
    case 'mime_type':
      return true;
    case 'string_format':
      return check.format === 'regex' || check.format === 'starts_with' || check.format === 'ends_with' || check.format === TEMPLATE_FORMAT || isIncludesFormat(check.format);
    default:
      return false;
  }
}

/**
 * The JSON Schema keyword a visible check is advertised by, as what the constraint rule compares
 * apart when a bound could not be read: an unreadable `.regex(PATTERNS.email)` leaves the field's
 * pattern unknown in that variant, not its `.max(256)` (logto's identifier guard). The string
 * formats and patterns are one keyword, as a format writes a pattern too; the two bounds of a
 * length are two (see `unknownKeywords`).
 */
export function keywordOf(check: Check): string {
  return keywordOfKind(check.check);
}

function keywordOfKind(kind: Check['check']): string {
  switch (kind) {
    case 'greater_than':
      return 'lower bound';
    case 'less_than':
      return 'upper bound';
    case 'min_length':
      return 'minimum length';
    case 'max_length':
      return 'maximum length';
    case 'min_size':
      return 'minimum size';
    case 'max_size':
      return 'maximum size';
    case 'multiple_of':
      return 'multiple';
    case 'mime_type':
      return 'media type';
    case 'number_format':
      return 'integer';
    case 'string_format':
      return 'pattern or format';
    default:
      return kind;
  }
}

/** What an unreadable check leaves unknown, for its message: `maximum length`, `length` for both of a length's bounds. */
export function unknownText(check: Check): string {
  if (check.check === 'length_equals') return 'length';
  if (check.check === 'size_equals') return 'size';
  return keywordOf(check);
}

/** The keywords an unreadable check leaves unknown: a length's are both of its bounds. */
export function unknownKeywords(check: Check): readonly string[] {
  const pair = PAIRED.find((paired) => paired.equals === check.check);
  return pair ? [keywordOfKind(pair.lower), keywordOfKind(pair.upper)] : [keywordOf(check)];
}

/** A check JSON Schema does not show: a refinement, an overwrite, a property check. */
export function isHiddenKind(check: Check): boolean {
  // `z.property(key, S)` checks a property against S, which JSON Schema does not show.
  return check.check === 'custom' || check.check === 'overwrite' || check.check === 'property';
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
    case 'mime_type':
      return `media type ${value}`;
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

/**
 * A regex as it matches (`String(regex)`, `/source/flags`): without the `g` and `d` flags, which
 * change nothing Zod accepts: Zod 4's and Zod 3's regex checks set `lastIndex` to 0 before each
 * test, and JSON Schema's `pattern` shows the source alone. `.regex(/a/g)` is `.regex(/a/)`; `y`
 * (the match starts at 0), `i`, `m`, `s`, `u` and `v` change what matches and are kept.
 */
function matchingPattern(text: string): string {
  const end = text.lastIndexOf('/');
  if (!text.startsWith('/') || end <= 0) return text;
  const flags = text.slice(end + 1);
  return /[gd]/u.test(flags) ? `${text.slice(0, end + 1)}${flags.replace(/[gd]/gu, '')}` : text;
}

function stringFormatMeaning(format: string, value: Check['value']): string {
  if (value === undefined) return `format ${format}`;
  const position = includesPositionOf(format);
  if (position !== undefined) return `includes ${JSON.stringify(value)} at index ${position} or after`;
  switch (format) {
    case 'regex':
      return `pattern ${matchingPattern(String(value))}`;
    case 'starts_with':
      return `starts with ${JSON.stringify(value)}`;
    case 'ends_with':
      return `ends with ${JSON.stringify(value)}`;
    case TEMPLATE_FORMAT:
      return `matches \`${String(value)}\``;
    case 'includes':
      return `includes ${JSON.stringify(value)}`;
    default:
      return `format ${format} ${String(value)}`;
  }
}

/**
 * The checks that decide what JSON Schema advertises, with every bound another check of the
 * field makes redundant left out, as Zod's `toJSONSchema` folds them (its `aggregateChecks`: the
 * tightest bound wins, an exclusive one over an inclusive one of the same value, and a number
 * format brings its range). So `.length(5)` and `.min(5).max(5)`, `.min(1).min(2)` and `.min(2)`,
 * `.int()` and `.int().max(Number.MAX_SAFE_INTEGER)`, `z.float64().int()` and `z.int()`,
 * `z.int32()` and `z.int().min(-2147483648).max(2147483647)` advertise the same and are the same
 * here: a flattener sees equal schemas, and the model is told what every variant enforces.
 *
 * Returns the list itself when nothing is folded (a field with one check per bound, nearly
 * always), so that reading it builds nothing.
 */
export function advertisedChecks(checks: readonly Check[]): readonly Check[] {
  if (!mayFold(checks)) return checks;
  const winners: ({ check: Check; implicit: boolean; value: number; exclusive: boolean } | undefined)[] = [];
  const offer = (dimension: Dimension, check: Check, value: number, exclusive: boolean, implicit: boolean) => {
    const best = winners[dimension];
    if (!best || tighter(dimension, value, exclusive, best.value, best.exclusive)) winners[dimension] = { check, implicit, value, exclusive };
    // On a tie a format's own range stays the winner: `.max(MAX_SAFE_INTEGER)` adds nothing to `.int()`.
    else if (implicit && !best.implicit && value === best.value && exclusive === best.exclusive) winners[dimension] = { check, implicit, value, exclusive };
  };
  for (const check of checks) {
    const range = formatRange(check);
    if (range) {
      offer(LOWER, check, range[0], false, true);
      offer(UPPER, check, range[1], false, true);
    }
    const value = check.value;
    if (typeof value !== 'number') continue;
    for (const [dimension, exclusive] of dimensionsOf(check)) offer(dimension, check, value, exclusive, false);
  }
  const kept = new Set<Check>();
  for (const winner of winners) if (winner && !winner.implicit) kept.add(winner.check);
  const out: Check[] = [];
  for (const check of checks) {
    if (isBound(check)) {
      if (!kept.has(check) || isVacuousMinimum(check)) continue;
      const pair = PAIRED.find((paired) => paired.equals === check.check);
      // A length (or size) is a lower and an upper bound to JSON Schema (`minLength`, `maxLength`):
      // each is compared as itself, so `.length(2)` against `.min(2).max(5)` differs in its upper
      // bound alone. The parts are reported as one where they differ together (`FormatParts`).
      if (!pair) out.push(check);
      else {
        const value = { value: check.value as number };
        if (winners[pair.min]?.check === check) out.push(new FormatFacet(check, pair.lower, ':min', value));
        if (winners[pair.max]?.check === check) out.push(new FormatFacet(check, pair.upper, ':max', value));
      }
    } else if (isVacuousFormat(check) || isSubsumedFormat(check, checks)) continue;
    else if (hasOwnRange(check)) out.push(...formatFacets(check, winners[LOWER]?.check === check, winners[UPPER]?.check === check));
    else out.push(check);
  }
  return out.length === checks.length && out.every((check, i) => check === checks[i]) ? checks : out;
}

/**
 * A number format whose range JSON Schema writes as bounds of its own: every one but `safeint`,
 * whose range is what `integer` always advertises (`z.int()` and `z.number().int()`).
 */
function hasOwnRange(check: Check): boolean {
  return check.check === 'number_format' && check.format !== 'safeint' && !isVacuousFormat(check) && formatRange(check) !== undefined;
}

/**
 * `z.float64()`: its range is every finite number, and every `z.number()` is finite already
 * (Zod 4's number check rejects Infinity and NaN), so it bounds nothing, though `toJSONSchema`
 * writes its range (±Number.MAX_VALUE): `z.float64()` and `z.number()` accept the same values.
 * Not advertised, not compared; its range still folds a looser bound (`.max(Infinity)`).
 */
function isVacuousFormat(check: Check): boolean {
  return check.check === 'number_format' && check.format === 'float64';
}

/**
 * What a number format with a range of its own advertises, as the checks that would advertise
 * it: `integer` for an integer format, and each bound of its range that no tighter bound of the
 * field replaces. `z.int32()` is `z.int().min(-2147483648).max(2147483647)` to JSON Schema (both
 * `type: "integer", minimum: -2147483648, maximum: 2147483647`), and so to this comparison. Each
 * part keeps the format's label and place, and is reported as part of it (`formatOf`).
 */
function formatFacets(format: Check, lower: boolean, upper: boolean): Check[] {
  const range = formatRange(format)!;
  const facets: Check[] = [];
  if (INTEGER_FORMATS.has(format.format!)) facets.push(new FormatFacet(format, 'number_format', ':integer', { format: 'safeint' }));
  if (lower) facets.push(new FormatFacet(format, 'greater_than', ':minimum', { value: range[0], inclusive: true }));
  if (upper) facets.push(new FormatFacet(format, 'less_than', ':maximum', { value: range[1], inclusive: true }));
  return facets;
}

/**
 * A part made by `formatFacets`, which knows the number format it stands for. A class, so that
 * `formatOf` is a prototype test: the constraint rule asks it of each of the tens of thousands of
 * checks a large union reports, and a WeakMap lookup per check was a tenth of its time.
 */
class FormatFacet implements Check {
  // Declared, not defined: a part has the keys a check written so would have, and no others.
  declare readonly check: Check['check'];
  declare readonly label: string;
  declare readonly identity: string;
  declare readonly span?: Check['span'];
  declare readonly value?: number;
  declare readonly inclusive?: boolean;
  declare readonly format?: string;

  constructor(
    readonly partOf: Check,
    check: Check['check'],
    suffix: string,
    facet: { readonly value?: number; readonly inclusive?: boolean; readonly format?: string },
  ) {
    this.check = check;
    this.label = partOf.label;
    this.identity = `${partOf.identity}${suffix}`;
    if (partOf.span) this.span = partOf.span;
    if (facet.value !== undefined) this.value = facet.value;
    if (facet.inclusive !== undefined) this.inclusive = facet.inclusive;
    if (facet.format !== undefined) this.format = facet.format;
  }
}

/** The number format a check is part of, when `advertisedChecks` split one into what it advertises. */
export function formatOf(check: Check): Check | undefined {
  return check instanceof FormatFacet ? check.partOf : undefined;
}

/** A bound JSON Schema advertises: lower and upper bounds of a number, of a length, of a size. */
type Dimension = 0 | 1 | 2 | 3 | 4 | 5;
const LOWER = 0;
const UPPER = 1;
const MIN_LENGTH = 2;
const MAX_LENGTH = 3;
const MIN_SIZE = 4;
const MAX_SIZE = 5;

/** An upper bound is tighter when smaller (the upper dimensions are the odd ones). */
const isUpper = (dimension: Dimension): boolean => dimension % 2 === 1;

/** A length (or size) and the two bounds it is: their dimensions and their kinds. */
const PAIRED: readonly { readonly min: Dimension; readonly max: Dimension; readonly equals: Check['check']; readonly lower: Check['check']; readonly upper: Check['check'] }[] = [
  { min: MIN_LENGTH, max: MAX_LENGTH, equals: 'length_equals', lower: 'min_length', upper: 'max_length' },
  { min: MIN_SIZE, max: MAX_SIZE, equals: 'size_equals', lower: 'min_size', upper: 'max_size' },
];

/** Zod's ranges of its number formats (`NUMBER_FORMAT_RANGES`; bigint formats are not JSON). */
const NUMBER_FORMAT_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

function formatRange(check: Check): readonly [number, number] | undefined {
  return check.check === 'number_format' && check.format !== undefined ? NUMBER_FORMAT_RANGES[check.format] : undefined;
}

const INTEGER_FORMATS: ReadonlySet<string> = new Set(['safeint', 'int32', 'uint32']);

/**
 * A number format another format of the field makes redundant: one whose range holds the other's,
 * and that adds no integer-ness to it (`z.float64().int()` advertises what `z.int()` does:
 * `integer`, with the safe range). Of two equal formats (`.int().int()`), the later one.
 */
function isSubsumedFormat(check: Check, checks: readonly Check[]): boolean {
  const range = formatRange(check);
  if (!range) return false;
  const integer = INTEGER_FORMATS.has(check.format!);
  const at = checks.indexOf(check);
  for (let i = 0; i < checks.length; i++) {
    if (i === at) continue;
    const other = checks[i]!;
    const inner = formatRange(other);
    if (!inner || inner[0] < range[0] || inner[1] > range[1] || (integer && !INTEGER_FORMATS.has(other.format!))) continue;
    const same = inner[0] === range[0] && inner[1] === range[1] && INTEGER_FORMATS.has(other.format!) === integer;
    // Of two that say the same, the first stays.
    if (!same || i < at) return true;
  }
  return false;
}

/** The bounds a check sets, each with whether it is exclusive (shared lists: nothing is built per check). */
function dimensionsOf(check: Check): readonly (readonly [Dimension, boolean])[] {
  switch (check.check) {
    case 'greater_than':
      return check.inclusive === false ? SETS_LOWER_EXCLUSIVE : SETS_LOWER;
    case 'less_than':
      return check.inclusive === false ? SETS_UPPER_EXCLUSIVE : SETS_UPPER;
    case 'min_length':
      return SETS_MIN_LENGTH;
    case 'max_length':
      return SETS_MAX_LENGTH;
    case 'length_equals':
      return SETS_LENGTH;
    case 'min_size':
      return SETS_MIN_SIZE;
    case 'max_size':
      return SETS_MAX_SIZE;
    case 'size_equals':
      return SETS_SIZE;
    default:
      return SETS_NONE;
  }
}

const SETS_LOWER = [[LOWER, false]] as const;
const SETS_LOWER_EXCLUSIVE = [[LOWER, true]] as const;
const SETS_UPPER = [[UPPER, false]] as const;
const SETS_UPPER_EXCLUSIVE = [[UPPER, true]] as const;
const SETS_MIN_LENGTH = [[MIN_LENGTH, false]] as const;
const SETS_MAX_LENGTH = [[MAX_LENGTH, false]] as const;
const SETS_LENGTH = [[MIN_LENGTH, false], [MAX_LENGTH, false]] as const;
const SETS_MIN_SIZE = [[MIN_SIZE, false]] as const;
const SETS_MAX_SIZE = [[MAX_SIZE, false]] as const;
const SETS_SIZE = [[MIN_SIZE, false], [MAX_SIZE, false]] as const;
const SETS_NONE = [] as const;

function isBound(check: Check): boolean {
  return typeof check.value === 'number' && dimensionsOf(check).length > 0;
}

function tighter(dimension: Dimension, value: number, exclusive: boolean, than: number, thanExclusive: boolean): boolean {
  if (value !== than) return isUpper(dimension) ? value < than : value > than;
  return exclusive && !thanExclusive;
}

/** Per dimension while `mayFold` scans: how many bounds, and the last one's value. Reused, never allocated. */
const boundCounts = new Uint8Array(6);
const boundValues = new Float64Array(6);

/**
 * Whether a fold can change the list: two bounds in one direction (`.length(5)` counts in both),
 * a lower and an upper length (or size) of one value written as two checks, or a bound no
 * tighter than a number format's range. A scan of the few checks that allocates nothing:
 * `.int().min(0)` and `.min(1).max(100)` are written everywhere and fold to themselves.
 */
/**
 * A length or size of at least 0 (`z.array(x).min(0)`, kintone's): every value has one, so it
 * bounds nothing, and `minItems: 0` is JSON Schema's no bound at all. Not advertised, not compared.
 */
function isVacuousMinimum(check: Check): boolean {
  return check.value === 0 && (check.check === 'min_length' || check.check === 'min_size');
}

function mayFold(checks: readonly Check[]): boolean {
  if (checks.length < 2) return checks.length === 1 && (hasOwnRange(checks[0]!) || isVacuousFormat(checks[0]!) || (dimensionsOf(checks[0]!).length === 2 && typeof checks[0]!.value === 'number') || isVacuousMinimum(checks[0]!));
  boundCounts.fill(0);
  let range: readonly [number, number] | undefined;
  let equals = false;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i]!;
    const value = check.value;
    if (check.check === 'number_format') {
      const own = formatRange(check);
      // Two number formats: the one whose range holds the other's may say nothing more.
      if (own && range) return true;
      // A range of its own is advertised as bounds (`formatFacets`), float64's as none.
      if (own && check.format !== 'safeint') return true;
      range ??= own;
      continue;
    }
    if (typeof value !== 'number') continue;
    if (isVacuousMinimum(check)) return true;
    const dimensions = dimensionsOf(check);
    if (dimensions.length === 2) equals = true;
    // Indexed: a for-of here allocated an iterator per check of every field.
    for (let d = 0; d < dimensions.length; d++) {
      const dimension = dimensions[d]![0];
      boundValues[dimension] = value;
      if (++boundCounts[dimension]! > 1) return true;
    }
  }
  // `.length(5)`: a lower and an upper bound, advertised apart.
  if (equals) return true;
  if (!range) return false;
  return (boundCounts[LOWER] === 1 && boundValues[LOWER]! <= range[0]) || (boundCounts[UPPER] === 1 && boundValues[UPPER]! >= range[1]);
}

