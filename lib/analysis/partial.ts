/**
 * "Present in some variants declaring the field, absent in others": the shape shared by the
 * hidden-check, coercion and constraint readings. Grouping by signature, then by identity, keeps
 * it linear in the number of entries, and the work per distinct signature, not per entry.
 */
import type { SourceSpan } from '../model/schema.js';
import { valueSetOf } from '../model/walk.js';
import type { FieldAgreement } from './agreement.js';
import type { CollidedField, FieldEntry } from './collisions.js';
import type { FieldFacts, Reading } from './facts.js';
import { FindingList } from './finding-list.js';
import { placed, variantsPhrase, type Finding, type RuleId } from './findings.js';

export interface Tagged {
  readonly identity: string;
  readonly label: string;
  readonly span?: SourceSpan;
}

export interface PartialGroup<T extends Tagged> {
  /** Every occurrence of the identity (one report each), and the entry each came from. */
  readonly items: readonly T[];
  readonly owners: readonly FieldEntry[];
  readonly withLabels: readonly string[];
  readonly withoutLabels: readonly string[];
}

/**
 * What `partiallyPresent` reads of an entry: its signature, and the items behind it. Two
 * functions, not one record: most entries are only ever asked for their signature, and a
 * record per question (the constraints' is made on demand) was made three times per entry.
 */
export interface PartialReader<T extends Tagged> {
  signature(entry: FieldEntry): string;
  items(entry: FieldEntry): readonly T[];
}

export function partiallyPresent<T extends Tagged>(entries: readonly FieldEntry[], read: PartialReader<T>): PartialGroup<T>[] {
  // Nearly every field carries the same things in every variant: one string comparison per
  // entry says so, before any grouping.
  const first = read.signature(entries[0]!);
  let same = 1;
  while (same < entries.length && read.signature(entries[same]!) === first) same++;
  if (same === entries.length) return [];

  // Entries with the same signature carry the same identities: group them first, so a field
  // whose 2,000 declarations all carry the same checks costs one map lookup per entry.
  const bySignature = new Map<string, FieldEntry[]>();
  // Each entry's group, by index: who holds an identity is then asked of the (few) groups, not
  // of a Set of the (up to thousands of) entries, which would also give every entry a hash.
  const groupOfEntry: FieldEntry[][] = new Array(entries.length);
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!;
    const signature = read.signature(entry);
    let group = bySignature.get(signature);
    if (group) group.push(entry);
    else bySignature.set(signature, (group = [entry]));
    groupOfEntry[e] = group;
  }
  if (bySignature.size < 2) return [];

  // The groups holding each identity, identities in order of first appearance (the order of
  // the groups' first entries is that order: every entry of a group holds the same ones).
  const holders = new Map<string, { groups: FieldEntry[][]; count: number }>();
  for (const group of bySignature.values()) {
    const items = read.items(group[0]!);
    for (let k = 0; k < items.length; k++) {
      const item = items[k]!;
      let held = holders.get(item.identity);
      if (!held) holders.set(item.identity, (held = { groups: [], count: 0 }));
      // One group's items are read together: it was counted if it is the last one added.
      if (held.groups[held.groups.length - 1] !== group) {
        held.groups.push(group);
        held.count += group.length;
      }
    }
  }
  const partial = new Map<string, { holding: Set<FieldEntry[]>; items: T[]; owners: FieldEntry[] }>();
  // The signatures whose entries hold something partial: only their items are read again.
  const reporting = new Set<string>();
  for (const [identity, { groups, count }] of holders) {
    if (count >= entries.length) continue;
    partial.set(identity, { holding: new Set(groups), items: [], owners: [] });
    for (const group of groups) reporting.add(read.signature(group[0]!));
  }
  if (partial.size === 0) return [];

  // Every occurrence, in the order of the entries.
  // Indexed loops: for-of here allocated an iterator result per entry and per item (10 MB on a
  // union with 51,082 findings), as this function is not optimised for every reader at once.
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!;
    if (!reporting.has(read.signature(entry))) continue;
    const items = read.items(entry);
    for (let k = 0; k < items.length; k++) {
      const item = items[k]!;
      const found = partial.get(item.identity);
      if (!found) continue;
      found.items.push(item);
      found.owners.push(entry);
    }
  }
  const out: PartialGroup<T>[] = [];
  for (const { holding, items, owners } of partial.values()) {
    const withLabels: string[] = [];
    const withoutLabels: string[] = [];
    for (let e = 0; e < entries.length; e++) {
      (holding.has(groupOfEntry[e]!) ? withLabels : withoutLabels).push(entries[e]!.variant.label);
    }
    out.push({ items, owners, withLabels, withoutLabels });
  }
  return out;
}

/**
 * One finding per occurrence of something only some declaring variants carry, over every
 * collided field. A field that could not be read, or was read from a type, might carry
 * anything: it is neither "with" nor "without".
 */
export function partialFindings<T extends Tagged>(
  collided: readonly CollidedField[],
  rule: RuleId,
  messageId: string,
  read: (facts: FieldFacts) => Reading<T>,
  /** Whether every entry of the field carries the same as `read` finds (then none is partial). */
  agreed: (agreement: FieldAgreement) => boolean,
  describe: (item: T) => Record<string, string>,
  /** Whether what `read` finds is made of checks (which a type-derived node cannot show). */
  readsChecks = true,
): readonly Finding[] {
  const findings = new FindingList();
  const reader: PartialReader<T> = { signature: (entry) => read(entry.facts).signature, items: (entry) => read(entry.facts).items };
  for (const field of collided) {
    // Nearly every field: what all its entries carry is the same, so some cannot lack it.
    if (agreed(field.agreement)) continue;
    const known = keepAll(field.entries, (entry) => !(readsChecks ? entry.facts.unknownChecks : entry.facts.unresolved));
    if (known.length < 2 || dispatchesByValue(field)) continue;
    for (const group of partiallyPresent(known, reader)) {
      // One phrase per group, however many occurrences it has.
      const withVariants = variantsPhrase(group.withLabels);
      const withoutVariants = variantsPhrase(group.withoutLabels);
      group.items.forEach((item, i) => {
        const data = { path: field.path, ...describe(item), withVariants, withoutVariants };
        findings.add(placed({ rule, messageId, path: field.path, variants: group.withLabels, data }, item.span, group.owners[i]!.variant.optionSpan));
      });
    }
  }
  return findings.items;
}

/**
 * `list.filter(keep)`, but the list itself when every element is kept (nearly always: a field
 * read from a type, or not read at all, is rare), so a field of 2,000 entries is not copied per rule.
 */
export function keepAll<T>(list: readonly T[], keep: (item: T) => boolean): readonly T[] {
  for (let i = 0; i < list.length; i++) {
    if (!keep(list[i]!)) return list.filter(keep);
  }
  return list;
}

/**
 * The union's discriminator, when every variant claims its own values: the input picks its
 * variant by that value, and a flattener advertises the field as the enum of all of them, so
 * what one variant does with its own value (a codec, a refine) never meets another variant's
 * input. Zod's own tests: `z.object({ type: codec1 })` against `z.object({ type: codec2 })`.
 */
function dispatchesByValue(field: CollidedField): boolean {
  if (field.path !== field.set.discriminator) return false;
  const claimed = new Set<unknown>();
  for (const entry of field.entries) {
    const values = valueSetOf(entry.schema);
    if (!values || values.length === 0) return false;
    // One value (a literal: nearly every variant) needs no set of its own values.
    for (const value of values.length === 1 ? values : new Set(values)) {
      if (claimed.has(value)) return false;
      claimed.add(value);
    }
  }
  return true;
}
