/**
 * no-collided-constraint-mismatch: same kind, different JSON-visible constraints. Flatteners
 * drop the bounds or keep one variant's, so the model is told a bound some variant does not
 * enforce, or not told one it does. Literal/enum sets are compared too (reported under their
 * own message id, which the rule shows only with `checkEnums`).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { countedVariantsPhrase, listLabels, placed, variantsPhrase, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { literalValues } from '../../model/walk.js';
import { sameValues } from '../agreement.js';
import { isComparableKind } from '../kinds.js';
import { keepAll, partiallyPresent, type PartialReader } from '../partial.js';
import { constraintOf, visibleIdentity } from '../constraints.js';
import type { Check } from '../../model/schema.js';

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
    const { sameConstraints, someUnknownChecks, someUnreadableBound } = field.agreement;
    for (const all of sameConstraints ? [field.entries] : byComparableKind(field)) {
      // What an entry allows is unknown when its checks are (read from a type, unresolved) or a
      // bound of them is (`.max(config.limit)`): it is neither with nor without a constraint.
      const entries = someUnknownChecks || someUnreadableBound ? keepAll(all, (entry) => !entry.facts.unknownChecks && !entry.facts.unreadableBound) : all;
      if (entries.length < 2) continue;
      // partiallyPresent first asks whether every entry has the same signature, and stops there.
      const groups = sameConstraints ? [] : partiallyPresent(entries, CONSTRAINTS);
      for (const group of groups) {
        const withVariants = variantsPhrase(group.withLabels);
        const withoutVariants = countedVariantsPhrase(group.withoutLabels, group.withoutCount);
        // One message data per way the constraint is written: a bound most of 2,000 variants
        // carry is one report per variant, and they all say the same.
        const dataByLabel = new Map<string, Readonly<Record<string, string>>>();
        group.items.forEach((check, i) => {
          let data = dataByLabel.get(check.label);
          if (!data) {
            const text = `${check.label} (${constraintOf(check)!.meaning})`;
            dataByLabel.set(check.label, (data = { path: field.path, constraint: text, withVariants, withoutVariants }));
          }
          findings.add(placed('no-collided-constraint-mismatch', 'constraintMismatch', field.path, group.withLabels, data, check.span, group.owners[i]!.variant.optionSpan));
        });
      }
      if (field.path !== field.set.discriminator && !field.agreement.sameLiteralValues) findings.addAll(enumMismatch(field, entries));
    }
  }
  return findings.items;
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

function enumMismatch(field: CollidedField, entries: readonly FieldEntry[]): Finding[] {
  // Only a field that is a literal or enum in every entry: most are not, and say so at once.
  const sets: string[] = [];
  // The same values in the same order (the same `z.enum([...])` written in every variant) are
  // the same set: sorted once, not once per variant.
  let previous: readonly unknown[] | undefined;
  for (let i = 0; i < entries.length; i++) {
    const values = literalValues(entries[i]!.facts.base);
    if (!values) return [];
    sets.push(previous && sameValues(previous, values) ? sets[i - 1]! : [...new Set(values.map(String))].sort().join(', '));
    previous = values;
  }
  if (new Set(sets).size < 2) return [];
  const summary = [...new Set(sets)]
    .map((set) => `[${set}] in ${listLabels(entries.filter((_, i) => sets[i] === set).map((entry) => entry.variant.label))}`)
    .join('; ');
  return entries.map((entry, i) => {
    const span = entry.keySpan ?? entry.schema.span;
    const anchor = entry.variant.optionSpan;
    return {
      ...(anchor ? { anchor } : {}),
      rule: 'no-collided-constraint-mismatch' as const,
      messageId: 'enumMismatch',
      path: field.path,
      variants: [entry.variant.label],
      data: { path: field.path, variant: entry.variant.label, values: sets[i]!, sets: summary },
      ...(span ? { span } : {}),
    };
  });
}
