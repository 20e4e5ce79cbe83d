/**
 * "Present in some variants declaring the field, absent in others": the shape shared by the
 * hidden-check, coercion and constraint readings. Grouping by identity keeps it linear in the
 * number of markers, whatever the number of variants.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { hasUnknownChecks, peel, valueSetOf } from '../model/walk.js';
import type { CollidedField, FieldEntry } from './collisions.js';
import { variantsPhrase, type Finding, type RuleId } from './findings.js';

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

export function partiallyPresent<T extends Tagged>(
  entries: readonly FieldEntry[],
  read: (entry: FieldEntry) => readonly T[],
): PartialGroup<T>[] {
  const byIdentity = new Map<string, { holders: Set<FieldEntry>; items: T[]; owners: FieldEntry[] }>();
  for (const entry of entries) {
    for (const item of read(entry)) {
      let group = byIdentity.get(item.identity);
      if (!group) byIdentity.set(item.identity, (group = { holders: new Set(), items: [], owners: [] }));
      group.holders.add(entry);
      group.items.push(item);
      group.owners.push(entry);
    }
  }
  const groups: PartialGroup<T>[] = [];
  for (const { holders, items, owners } of byIdentity.values()) {
    if (holders.size === entries.length) continue;
    groups.push({
      items,
      owners,
      withLabels: entries.filter((entry) => holders.has(entry)).map((entry) => entry.variant.label),
      withoutLabels: entries.filter((entry) => !holders.has(entry)).map((entry) => entry.variant.label),
    });
  }
  return groups;
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
  read: (schema: SchemaNode) => readonly T[],
  describe: (item: T) => Record<string, string>,
  /** Whether what `read` finds is made of checks (which a type-derived node cannot show). */
  readsChecks = true,
): Finding[] {
  const findings: Finding[] = [];
  for (const field of collided) {
    const known = field.entries.filter((entry) =>
      readsChecks ? !hasUnknownChecks(entry.schema) : peel(entry.schema).base.type !== 'unresolved',
    );
    if (known.length < 2 || dispatchesByValue(field)) continue;
    for (const group of partiallyPresent(known, (entry) => read(entry.schema))) {
      group.items.forEach((item, i) => {
        const anchor = group.owners[i]!.variant.optionSpan;
        findings.push({
          rule,
          messageId,
          path: field.path,
          variants: group.withLabels,
          data: {
            path: field.path,
            ...describe(item),
            withVariants: variantsPhrase(group.withLabels),
            withoutVariants: variantsPhrase(group.withoutLabels),
          },
          ...(item.span ? { span: item.span } : {}),
          ...(anchor ? { anchor } : {}),
        });
      });
    }
  }
  return findings;
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
    for (const value of new Set(values)) {
      if (claimed.has(value)) return false;
      claimed.add(value);
    }
  }
  return true;
}
