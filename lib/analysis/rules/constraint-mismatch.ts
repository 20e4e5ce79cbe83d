/**
 * no-collided-constraint-mismatch: same kind, different JSON-visible constraints. Flatteners
 * drop the bounds or keep one variant's, so the model is told a bound some variant does not
 * enforce, or not told one it does. Literal/enum sets are compared too (reported under their
 * own message id, which the rule shows only with `checkEnums`).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { countedVariantsPhrase, listLabels, placed, variantsPhrase, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { enumValues } from '../../model/walk.js';
import { sameValues } from '../agreement.js';
import { isComparableKind, isScalarKind, isUnionKind, joinsOptionKinds, kindsJoined } from '../kinds.js';
import { isDispatchKey, isTagKey, keepAll, partiallyPresent, type PartialGroup, type PartialReader } from '../partial.js';
import { advertisedChecks, constraintOf, formatOf, isUnreadableBound, keywordOf, unknownKeywords, visibleIdentity } from '../constraints.js';
import type { Check, SchemaNode, SourceSpan } from '../../model/schema.js';
import { anchorOf, entryPlaces, reportPlaceKey, sharesOrigins } from '../fields.js';
import { objectId } from '../../model/object-ids.js';

/**
 * The signature and the visible checks it is made of, both from the facts; what constraint each
 * check is is looked up when it is reported, not built: no record per reported check.
 */
const CONSTRAINTS: PartialReader<Check> = {
  signature: (entry) => entry.facts.constraintSignature,
  items: (entry) => entry.facts.constraints,
  identity: visibleIdentity,
};

export function constraintMismatchFindings(collided: readonly CollidedField[]): readonly Finding[] {
  const findings = new FindingList();
  for (const field of collided) {
    const { sameConstraints, someUnknownChecks, someUnreadableBound, sameLiteralValues, someValueSet, sameKind } = field.agreement;
    // Most fields have no literal or enum in any entry, as their agreement knows.
    const valuesDiffer = someValueSet && !sameLiteralValues && !isDispatchKey(field) && !field.valuesElsewhere;
    const comparesValues = valuesDiffer && !isTagKey(field);
    for (const all of sameConstraints ? [field.entries] : byComparableKind(field)) {
      // Compared with another variant's union option of their kind at `field|kind` instead, with
      // the same entries and that option: here again, each difference was reported twice.
      if (!field.agreement.sameKind && comparedByKind(field, all[0]!.facts.kind)) continue;
      // What an entry allows is unknown when its checks are (read from a type, unresolved) or a
      // bound of them is (`.max(config.limit)`): it is neither with nor without a constraint.
      const entries = someUnknownChecks ? keepAll(all, (entry) => !entry.facts.unknownChecks) : all;
      // A type shows a literal's or an enum's values (`ZodEnum<{ x: 'x' }>`), though not its
      // checks: an entry read from one is compared by its values.
      const valueEntries = comparesValues && someUnknownChecks ? keepAll(all, valuesKnown) : all;
      if (entries.length < 2) {
        if (comparesValues) findings.addAll(enumMismatch(field, valueEntries), field.set);
        continue;
      }
      // partiallyPresent first asks whether every entry has the same signature, and stops there.
      const groups = sameConstraints
        ? []
        : someUnreadableBound && entries.some((entry) => entry.facts.unreadableBound)
          ? byKeyword(entries).flatMap(({ those, reader }) => (those.length < 2 ? [] : partiallyPresent(those, reader)))
          : partiallyPresent(entries, CONSTRAINTS);
      let formats: FormatParts | undefined;
      const shared = groups.length > 1 ? sharedPlaces(groups, !sharesOrigins(field.set)) : undefined;
      let placeOf: ((entry: FieldEntry) => SourceSpan | undefined) | undefined;
      for (const group of groups) {
        const withVariants = variantsPhrase(group.withLabels);
        const withoutVariants = countedVariantsPhrase(group.withoutLabels, group.withoutCount);
        // One message data per way the constraint is written: a bound most of 2,000 variants
        // carry is one report per variant, and they all say the same.
        const dataByLabel = new Map<string, Readonly<Record<string, string>>>();
        group.items.forEach((check, i) => {
          const format = formatOf(check);
          if (format) return (formats ??= new FormatParts()).add(format, check, group, i, withVariants, withoutVariants);
          let data = dataByLabel.get(check.label);
          if (!data) {
            const text = `${check.label} (${constraintOf(check)!.meaning})`;
            dataByLabel.set(check.label, (data = { path: field.path, constraint: text, withVariants, withoutVariants }));
          }
          // A bound a helper makes from its argument (`(max) => z.array(x).max(max)` called with 100
          // and 500) is one place for several bounds: each is reported where its variant's field is.
          const span = shared !== undefined && check.span && shared.has(check.span.range[0]) ? (placeOf ??= entryPlaces(entries, field))(group.owners[i]!) : check.span;
          findings.add(placed('no-collided-constraint-mismatch', 'constraintMismatch', field.path, group.withLabels, data, span, anchorOf(group.owners[i]!)), field.set);
        });
      }
      formats?.report(field.path, findings, field.set);
      if (comparesValues) findings.addAll(enumMismatch(field, valueEntries), field.set);
    }
    // A union of several kinds has no bounds compared, but its values are: `z.literal(['a', 1])`
    // against `z.string().or(z.number())` is an enum against any string or number.
    if (valuesDiffer && !sameConstraints) {
      for (const group of byUnionKind(field, sameKind)) findings.addAll(enumMismatch(field, group), field.set);
    }
  }
  return findings.items;
}

/**
 * A value set, or null where it allows every value of its kind: `z.literal([true, false])` is
 * any boolean, as `z.boolean()` is (both accept true and false and nothing else).
 */
function valuesOrAny(values: readonly unknown[] | null): readonly unknown[] | null {
  if (values === null || values.length < 2 || values.length > 3) return values;
  let sawTrue = false;
  let sawFalse = false;
  for (const value of values) {
    if (value === true) sawTrue = true;
    else if (value === false) sawFalse = true;
    else return values;
  }
  return sawTrue && sawFalse ? null : values;
}

/**
 * The places in this file where checks of different groups are written for different variants:
 * one check written once and made with different values (a helper's `.max(max)`). Not one call
 * that makes two bounds of one variant (Zod 3's `.safe()`), nor one constant several variants
 * share (one group). Nearly every check has a place of its own.
 */
function sharedPlaces(groups: readonly PartialGroup<Check>[], ownObjects: boolean): Set<number> | undefined {
  // Maps for every field, emptied after each: a field of a union of 2,000 variants has a start
  // per check, and maps made per field grew to thousands of entries each time.
  let shared: Set<number> | undefined;
  for (let index = 0; index < groups.length; index++) {
    const { items, owners } = groups[index]!;
    for (let i = 0; i < items.length; i++) {
      const span = items[i]!.span;
      if (!span || span.file !== undefined) continue;
      const start = span.range[0];
      // A check written inside its own variant's object is that variant's alone (nearly all),
      // unless a helper wrote the objects of several variants (`op('a', 100)`, `op('b', 500)`).
      const own = ownObjects ? owners[i]!.variant.node.span : undefined;
      if (own && own.file === undefined && start >= own.range[0] && start < own.range[1]) continue;
      const group = GROUP_AT_START.get(start);
      if (group === undefined) {
        GROUP_AT_START.set(start, index);
        VARIANT_AT_START.set(start, owners[i]!.variant);
      } else if (group !== index && VARIANT_AT_START.get(start) !== owners[i]!.variant) (shared ??= new Set()).add(start);
    }
  }
  GROUP_AT_START.clear();
  VARIANT_AT_START.clear();
  return shared;
}
const GROUP_AT_START = new Map<number, number>();
const VARIANT_AT_START = new Map<number, FieldEntry['variant']>();

/**
 * Whether an entry's values are known to the enum comparison: its checks are, or its base was
 * read from a type (`opaque`), which shows a literal's or an enum's values, or that a string is
 * any string, though not its checks.
 */
function valuesKnown(entry: FieldEntry): boolean {
  const { unknownChecks, base } = entry.facts;
  return !unknownChecks || (base.opaque !== undefined && base.type !== 'unresolved');
}

/**
 * The entries' constraints compared keyword by keyword, where some entry has a bound that could
 * not be read (`.regex(PATTERNS.email)`, `.max(config.limit)`): what that entry advertises for
 * the check's keyword is unknown, so it is left out of that keyword's comparison and no other.
 * logto's `value: z.string().max(256).regex(emailRegEx)` against `z.string().regex(phoneRegEx)`,
 * both regexes from a package, still differs in its maximum length. An entry whose bounds are
 * unknown as a whole (a union whose options carry bounds of their own) is in none.
 */
function byKeyword(entries: readonly FieldEntry[]): { those: readonly FieldEntry[]; reader: PartialReader<Check> }[] {
  const readable = new Map<FieldEntry, { checks: readonly Check[]; unknown: ReadonlySet<string> }>();
  const keywords = new Set<string>();
  for (const entry of entries) {
    const { constraints, unreadableBound } = entry.facts;
    let checks = constraints;
    const unknown = new Set<string>();
    if (unreadableBound) {
      for (const check of constraints) if (isUnreadableBound(check)) for (const keyword of unknownKeywords(check)) unknown.add(keyword);
      if (unknown.size === 0) continue;
      // What JSON Schema advertises of the rest: a bound the unreadable one could make redundant
      // is of the unknown keyword, and dropped after folding (`z.int32().max(LIMIT)`'s maximum).
      checks = advertisedChecks(constraints.filter((check) => !isUnreadableBound(check))).filter((check) => !unknown.has(keywordOf(check)));
    }
    readable.set(entry, { checks, unknown });
    for (const check of checks) keywords.add(keywordOf(check));
  }
  return [...keywords].map((keyword) => {
    const itemsOf = new Map<FieldEntry, readonly Check[]>();
    const signatures = new Map<FieldEntry, string>();
    for (const [entry, { checks, unknown }] of readable) {
      if (unknown.has(keyword)) continue;
      const items = checks.filter((check) => keywordOf(check) === keyword);
      itemsOf.set(entry, items);
      signatures.set(entry, items.map(visibleIdentity).join('\u0001'));
    }
    const reader: PartialReader<Check> = { signature: (entry) => signatures.get(entry)!, items: (entry) => itemsOf.get(entry)!, identity: visibleIdentity };
    return { those: entries.filter((entry) => itemsOf.has(entry)), reader };
  });
}

/**
 * Whether the field's entries of one scalar kind are compared at `field|kind` (collisions.ts,
 * `queueOptionsByKind`): some variant's field is a union whose options join that kind with another.
 */
function comparedByKind(field: CollidedField, kind: string | null): boolean {
  return isScalarKind(kind) && field.entries.some(({ facts }) => joinsOptionKinds(facts.kind));
}

/** The entries whose kind joins several kinds, grouped by kind (the complement of `byComparableKind`). */
function byUnionKind({ entries }: CollidedField, sameKind: boolean): Iterable<readonly FieldEntry[]> {
  if (sameKind) return isUnionKind(entries[0]!.facts.kind ?? '') ? [entries] : [];
  const byKind = new Map<string, FieldEntry[]>();
  for (const entry of entries) {
    const kind = entry.facts.kind;
    if (kind === null || !isUnionKind(kind)) continue;
    let group = byKind.get(kind);
    if (!group) byKind.set(kind, (group = []));
    group.push(entry);
  }
  return byKind.values();
}

/**
 * The parts of number formats and of lengths (`formatOf`) that some variants advertise and others
 * do not, joined back into one report per format where they differ for the same variants:
 * `z.int32()` against `z.number()` is `z.int32() (integer, >= -2147483648, <= 2147483647)` at
 * `z.int32()`, not three reports there, and `.length(5)` against none is `.length() (length = 5)`.
 */
class FormatParts {
  readonly #pending = new Map<
    string,
    { format: Check; meanings: string[]; readers: Map<SchemaNode, FieldEntry>; withLabels: readonly string[]; withVariants: string; withoutVariants: string; anchor: SourceSpan | undefined }
  >();
  readonly #ids = new Map<Check, number>();

  add(format: Check, part: Check, group: PartialGroup<Check>, i: number, withVariants: string, withoutVariants: string): void {
    let id = this.#ids.get(format);
    if (id === undefined) this.#ids.set(format, (id = this.#ids.size));
    const key = `${id}\u0000${withVariants}\u0000${withoutVariants}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      const anchor = anchorOf(group.owners[i]!);
      this.#pending.set(key, (pending = { format, meanings: [], readers: new Map(), withLabels: group.withLabels, withVariants, withoutVariants, anchor }));
    }
    // One schema that several variants of the group share (`const F = z.int32()` in two of them)
    // has its parts read once: each variant's entry lists them again (its own reading of the same
    // checks), and the message listed each part once per variant.
    const owner = group.owners[i]!;
    const reader = pending.readers.get(owner.schema);
    if (reader === undefined) pending.readers.set(owner.schema, owner);
    else if (reader !== owner) return;
    pending.meanings.push(constraintOf(part)!.meaning);
  }

  report(path: string, findings: FindingList, scope: object): void {
    for (const { format, meanings, withLabels, withVariants, withoutVariants, anchor } of this.#pending.values()) {
      // Both bounds of a length (or size) that differ together are the length: `.length() (length = 5)`.
      const equals = (format.check === 'length_equals' || format.check === 'size_equals') && meanings.length === 2;
      const data = { path, constraint: `${format.label} (${equals ? constraintOf(format)!.meaning : meanings.join(', ')})`, withVariants, withoutVariants };
      findings.add(placed('no-collided-constraint-mismatch', 'constraintMismatch', path, withLabels, data, format.span, anchor), scope);
    }
  }
}

/**
 * The entries grouped by kind, those of kinds not compared left out. Nearly every field has one
 * kind in every variant, as its agreement already knows: then the entries themselves are the
 * one group, with no map, no copy and no pass over them.
 */
function byComparableKind({ entries, agreement }: CollidedField): Iterable<readonly FieldEntry[]> {
  if (agreement.sameKind) return isComparableKind(entries[0]!.facts.kind) ? [entries] : [];
  const byKind = new Map<string, FieldEntry[]>();
  for (const entry of entries) {
    const kind = entry.facts.kind;
    if (!isComparableKind(kind)) continue;
    let group = byKind.get(kind);
    if (!group) byKind.set(kind, (group = []));
    group.push(entry);
  }
  return byKind.values();
}

/**
 * Literal and enum value sets that differ between the entries of one kind. An entry of that kind
 * that is no literal or enum (`z.string()` beside `z.enum(['x', 'y'])`) allows any value: a
 * flattener advertises the field without an enum, so the enum's variant rejects what the model
 * is told it may send. Reported at the entries that have a set.
 */
function enumMismatch(field: CollidedField, entries: readonly FieldEntry[]): Finding[] {
  // Each entry's set, or null where any value of the kind is allowed. The same values in the
  // same order (the same `z.enum([...])` written in every variant) are the same set: sorted once.
  const sets: (string | null)[] = [];
  let previous: readonly unknown[] | undefined;
  let someSet = false;
  let differ = false;
  for (let i = 0; i < entries.length; i++) {
    const values = valuesOrAny(enumValues(entries[i]!.facts.base));
    const set = !values ? null : previous && sameValues(previous, values) ? sets[i - 1]! : setText(values);
    previous = values ?? undefined;
    sets.push(set);
    if (set !== null) someSet = true;
    if (i > 0 && set !== sets[0]) differ = true;
  }
  // The entries of one kind may have no set, though others of the field have; and one set in
  // every entry (a field whose other kinds differ) is no mismatch: no text made per entry.
  if (!someSet || !differ) return [];
  // Sets are told apart by their whole text; a message shows each one shortened (`shownSet`).
  // One pass groups the entries by set, in the order the sets are first met.
  const groups = new Map<string, { readonly first: number; readonly holders: FieldEntry[] }>();
  for (let i = 0; i < entries.length; i++) {
    const set = sets[i];
    // No set is `any string` (the NUL keeps it apart from a set of the one value 'any string').
    const text = set === null || set === undefined ? `\u0000any ${anyOfKind(entries[i]!.facts.kind)}` : set;
    const group = groups.get(text);
    if (group) group.holders.push(entries[i]!);
    else groups.set(text, { first: i, holders: [entries[i]!] });
  }
  if (groups.size < 2) return [];
  const shown = new Map<string, string>();
  const shownAt = (i: number): string => {
    const set = sets[i]!;
    let text = shown.get(set);
    if (text === undefined) shown.set(set, (text = shownSet(enumValues(entries[i]!.facts.base)!)));
    return text;
  };
  const summary = setsSummary([...groups].map(([text, { first, holders }]) => ({
    holders: holders.length,
    text: () => `${sets[first] === null ? text.slice(1) : `[${shownAt(first)}]`} in ${listLabels(holders.map((entry) => entry.variant.label))}`,
  })));
  const findings: Finding[] = [];
  const placeOf = entryPlaces(entries, field);
  // One report per place, naming the first variant: a value set several variants share (`status`
  // of a `Base` each extends) was reported once per variant at one place (opencrvs stacked 18);
  // the summary names every variant. One written in another module, at each option that brings it.
  // Live, with no places, one schema object that several variants hold.
  let reported: Set<string> | undefined;
  entries.forEach((entry, i) => {
    const set = sets[i] ?? null;
    if (set === null) return;
    const span = placeOf(entry);
    const anchor = anchorOf(entry);
    // Without a place of its own (read from a type, whose one node two variants' `ZodLiteral<'b'>`
    // share; live), by its schema object, and where it is reported (the option bringing it in).
    // With its set: entries of two sets may share a place (a table entry spread on some passes of
    // a loop, another on the others, each placed at the loop's object), and each set is a claim.
    const place = `${span ? reportPlaceKey(span, anchor) : anchor ? `#${objectId(entry.schema)}@${anchor.range[0]}` : `#${objectId(entry.schema)}`}\u0000${set}`;
    if ((reported ??= new Set()).has(place)) return;
    reported.add(place);
    findings.push({
      ...(anchor ? { anchor } : {}),
      rule: 'no-collided-constraint-mismatch' as const,
      messageId: 'enumMismatch',
      path: field.path,
      variants: [entry.variant.label],
      data: { path: field.path, variant: entry.variant.label, values: shownAt(i), sets: summary },
      ...(span ? { span } : {}),
    });
  });
  return findings;
}

/**
 * A value set as the message writes it, in one order whatever the order written: numbers by
 * value (`[1, 5, 15, 60]`, not the texts' `[1, 15, 5, 60]`), then the rest by their text.
 */
function setText(values: readonly unknown[]): string {
  return setValues(values).join(', ');
}

/** `setText`'s values, each as the set lists it. */
function setValues(values: readonly unknown[]): string[] {
  const numeric = (value: unknown): value is number | bigint => typeof value === 'number' || typeof value === 'bigint';
  const numbers = values.filter(numeric).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rest = values.filter((value) => !numeric(value)).map(valueText).sort();
  return [...new Set([...numbers.map(valueText), ...rest])];
}

/** Past this many values a message shows the first ones of a set and counts the rest. */
const MAX_SHOWN_VALUES = 20;
/** Past this many characters a value is shown cut, with an ellipsis (a 680-character literal, printed whole twice). */
const MAX_VALUE_CHARS = 60;
/** Past this many value sets, the summary shows the first ones and counts the rest. */
const MAX_SHOWN_SETS = 6;

/** `setText` as a message shows it: long values cut, a long set's first values and a count. */
function shownSet(values: readonly unknown[]): string {
  const cut = values.map((value) => (typeof value === 'string' && value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS - 1)}\u2026` : value));
  const all = setValues(cut);
  return all.length > MAX_SHOWN_VALUES + 1 ? `${all.slice(0, MAX_SHOWN_VALUES).join(', ')} and ${all.length - MAX_SHOWN_VALUES} more` : all.join(', ');
}

/** The sets and the variants holding each, the first ones written out and the rest counted past MAX_SHOWN_SETS. */
function setsSummary(parts: readonly { readonly holders: number; readonly text: () => string }[]): string {
  if (parts.length <= MAX_SHOWN_SETS + 1) return parts.map((part) => part.text()).join('; ');
  let rest = 0;
  for (let k = MAX_SHOWN_SETS; k < parts.length; k++) rest += parts[k]!.holders;
  const first = parts.slice(0, MAX_SHOWN_SETS).map((part) => part.text());
  return `${first.join('; ')}; and ${parts.length - MAX_SHOWN_SETS} other sets in ${rest} more variants`;
}

/**
 * A value as a set lists it: bare (`low`, `1`), but quoted where bare it would not read as one
 * value (`""`, `" "`, `"a, b"`): langwatch's `z.enum(['', 'input', 'output'])` printed `[, input, output]`.
 */
function valueText(value: unknown): string {
  const text = String(value);
  return typeof value === 'string' && (text === '' || text.trim() !== text || /[,[\]"]/u.test(text)) ? JSON.stringify(text) : text;
}

/** What `any …` names for an entry with no value set: `string`, or `string or number` for a union. */
function anyOfKind(kind: string | null): string {
  if (kind === null) return 'value';
  return isUnionKind(kind) ? kindsJoined(kind).join(' or ') : kind;
}
