/**
 * Markers and hazards made by one function text that reads values from outside itself.
 *
 * A function written once in a helper is as many functions as the helper has calls
 * (model/closure-identity.ts): `(n) => n < max` made by `op('a', 5)` and by `op('b', 10)` checks
 * two things, though it is one function in the source; so is the same text written beside a
 * `const max = 10`. Read as two markers, each was "only in variant a, not in b" and "only in b,
 * not in a", though both variants check. What differs is the values: the presence reading sees
 * one marker (its values read as one), and this reading says, once per place the function is
 * written, which values each variant's function reads.
 *
 * A value that is the field's own literal value is no difference at all: Speakeasy's generated
 * `literal(v)`, `z.union([z.literal(v), z.any().transform(() => v)])`, turns an absent or null tag
 * into each variant's own tag. The values differ, and JSON Schema shows that they do; the
 * transform is one. Live Zod, which sees only the function's code, finds one transform too.
 *
 * Read for the hidden-check rule's markers and for the coercion rule's hazards (a
 * `z.preprocess(fn)` of a helper closing over its arguments, a `.catch(() => fallback)`).
 */
import { closedOverText, closesOverValues, ownValuesAsOne, withoutClosedOverValues } from '../model/closure-identity.js';
import type { SchemaNode } from '../model/schema.js';
import { baseOf, literalValues } from '../model/walk.js';
import type { CollidedField, FieldEntry } from './collisions.js';
import { readingOf, type FieldFacts, type Reading } from './facts.js';
import type { FieldAgreement } from './agreement.js';
import type { RuleId, Finding } from './findings.js';
import { placed, variantsPhrase } from './findings.js';
import { FindingList } from './finding-list.js';
import { anchorOf } from './fields.js';
import type { Tagged } from './partial.js';

/** How deep a union of literals in a union is read for its values. */
const MAX_DEPTH = 4;

/** One function (one text) whose variants read other values, wherever each is written. */
export interface ArgumentDifference<T extends Tagged> {
  readonly field: CollidedField;
  /** The entries carrying the function, each with its item and the values it reads (`max = 5`). */
  readonly readers: readonly { readonly entry: FieldEntry; readonly item: T; readonly values: string }[];
}

export interface ClosedOverReading<T extends Tagged> {
  /**
   * The items of each entry whose items close over values, those values read as one (the
   * field's own value apart). Every other entry reads its items as they are.
   */
  readonly items: ReadonlyMap<FieldFacts, Reading<T>>;
  readonly differences: readonly ArgumentDifference<T>[];
}

/**
 * What a rule compares of each entry (the hidden-check rule its markers, the coercion rule its
 * hazards), whether every entry of a field agrees on it, and whether an entry's are unknown.
 */
export interface ClosedOverSource<T extends Tagged> {
  readonly read: (facts: FieldFacts) => Reading<T>;
  readonly agreed: (agreement: FieldAgreement) => boolean;
  readonly isUnknown: (facts: FieldFacts) => boolean;
}

export function readClosedOver<T extends Tagged>(collided: readonly CollidedField[], source: ClosedOverSource<T>): ClosedOverReading<T> {
  const relative = new Map<FieldFacts, Reading<T>>();
  const differences: ArgumentDifference<T>[] = [];
  for (const field of collided) {
    // Nearly every field: its variants carry the same items, or none that closes over anything.
    if (source.agreed(field.agreement) || field.inMember) continue;
    // Per function (its identity without values) and place, who carries it with which values.
    const byFunction = new Map<string, { entry: FieldEntry; item: T; values: string }[]>();
    for (const entry of field.entries) {
      const { facts } = entry;
      const carried = source.read(facts).items;
      if (source.isUnknown(facts) || !carried.some((item) => closesOverValues(item.identity))) continue;
      const own = ownLiteralValues(facts.base, 0);
      const items = carried.map((item) => {
        if (!closesOverValues(item.identity)) return item;
        const values = ownValuesAsOne(item.identity, own);
        const identity = withoutClosedOverValues(values);
        let readers = byFunction.get(identity);
        if (!readers) byFunction.set(identity, (readers = []));
        readers.push({ entry, item, values: closedOverText(values) });
        return { ...item, identity };
      });
      if (!relative.has(facts)) relative.set(facts, readingOf(items));
    }
    for (const readers of byFunction.values()) {
      if (readers.some(({ values }) => values !== readers[0]!.values)) differences.push({ field, readers });
    }
  }
  return { items: relative, differences };
}

/**
 * `source.read`, with the items of the entries in `reading` read relative to their values: what
 * the presence reading of a rule compares (one function made by several calls is one item).
 */
export function relativeReader<T extends Tagged>(reading: ClosedOverReading<T>, source: ClosedOverSource<T>): (facts: FieldFacts) => Reading<T> {
  const relative = reading.items;
  return relative.size === 0 ? source.read : (facts) => relative.get(facts) ?? source.read(facts);
}

/**
 * One finding per function text that reads other values in some variants, at each place it is
 * written: `describe` gives the item's part of the message data (`marker`, `what`).
 */
export function argumentFindings<T extends Tagged>(
  differences: readonly ArgumentDifference<T>[],
  rule: RuleId,
  describe: (item: T) => Record<string, string>,
): Finding[] {
  const findings = new FindingList();
  for (const { field, readers } of differences) {
    const labels: string[] = [];
    const byValues = new Map<string, string[]>();
    for (const { entry, values } of readers) {
      const label = entry.variant.label;
      if (!labels.includes(label)) labels.push(label);
      const same = byValues.get(values);
      if (!same) byValues.set(values, [label]);
      else if (!same.includes(label)) same.push(label);
    }
    const values = [...byValues].map(([text, those]) => `${text} in ${variantsPhrase(those)}`).join('; ');
    const data = { path: field.path, ...describe(readers[0]!.item), withVariants: variantsPhrase(labels), values };
    // At each place the function is written (once for a helper's; the list keeps one per place).
    for (const reader of readers) {
      findings.add(placed(rule, 'hiddenArguments', field.path, labels, data, reader.item.span ?? reader.entry.keySpan, anchorOf(reader.entry)), field.set);
    }
  }
  return findings.items;
}

/**
 * The literal values a field declares: its literal or enum, or those among the options of its
 * union (`z.union([z.literal(v), z.any().transform(() => v)])` declares `v`).
 */
function ownLiteralValues(base: SchemaNode, depth: number): readonly unknown[] {
  if (base.type !== 'union') return literalValues(base) ?? [];
  if (depth >= MAX_DEPTH) return [];
  return base.options.flatMap((option) => ownLiteralValues(baseOf(option), depth + 1));
}
