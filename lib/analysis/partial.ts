/**
 * "Present in some variants declaring the field, absent in others": the shape shared by the
 * hidden-check, coercion and constraint readings. Grouping by identity keeps it linear in the
 * number of markers, whatever the number of variants.
 */
import type { SourceSpan } from '../model/schema.js';
import type { FieldEntry } from './collisions.js';

export interface Tagged {
  readonly identity: string;
  readonly label: string;
  readonly span?: SourceSpan;
}

export interface PartialGroup<T extends Tagged> {
  /** Every occurrence of the identity (one report each). */
  readonly items: readonly T[];
  readonly withLabels: readonly string[];
  readonly withoutLabels: readonly string[];
}

export function partiallyPresent<T extends Tagged>(
  entries: readonly FieldEntry[],
  read: (entry: FieldEntry) => readonly T[],
): PartialGroup<T>[] {
  const byIdentity = new Map<string, { holders: Set<FieldEntry>; items: T[] }>();
  for (const entry of entries) {
    for (const item of read(entry)) {
      let group = byIdentity.get(item.identity);
      if (!group) byIdentity.set(item.identity, (group = { holders: new Set(), items: [] }));
      group.holders.add(entry);
      group.items.push(item);
    }
  }
  const groups: PartialGroup<T>[] = [];
  for (const { holders, items } of byIdentity.values()) {
    if (holders.size === entries.length) continue;
    groups.push({
      items,
      withLabels: entries.filter((entry) => holders.has(entry)).map((entry) => entry.variant.label),
      withoutLabels: entries.filter((entry) => !holders.has(entry)).map((entry) => entry.variant.label),
    });
  }
  return groups;
}
