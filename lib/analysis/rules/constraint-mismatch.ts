/**
 * no-collided-constraint-mismatch: same kind, different JSON-visible constraints. Flatteners
 * drop the bounds or keep one variant's, so the model is told a bound some variant does not
 * enforce, or not told one it does. Literal/enum sets are compared too (reported under their
 * own message id, which the rule shows only with `checkEnums`).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { listLabels, variantsPhrase, type Finding } from '../findings.js';
import { literalValues } from '../../model/walk.js';
import { keepAll, partiallyPresent } from '../partial.js';

export function constraintMismatchFindings(collided: readonly CollidedField[]): Finding[] {
  const findings: Finding[] = [];
  for (const field of collided) {
    const byKind = new Map<string, FieldEntry[]>();
    for (const entry of field.entries) {
      const kind = entry.facts.kind;
      if (kind === null || kind === 'null' || kind === 'union') continue;
      let group = byKind.get(kind);
      if (!group) byKind.set(kind, (group = []));
      group.push(entry);
    }
    for (const all of byKind.values()) {
      const entries = keepAll(all, (entry) => !entry.facts.unknownChecks);
      if (entries.length < 2) continue;
      for (const group of partiallyPresent(entries, (entry) => entry.facts.constraints)) {
        const withVariants = variantsPhrase(group.withLabels);
        const withoutVariants = variantsPhrase(group.withoutLabels);
        group.items.forEach((constraint, i) => {
          const anchor = group.owners[i]!.variant.optionSpan;
          findings.push({
            rule: 'no-collided-constraint-mismatch',
            messageId: 'constraintMismatch',
            path: field.path,
            variants: group.withLabels,
            data: {
              path: field.path,
              constraint: `${constraint.label} (${constraint.meaning})`,
              withVariants,
              withoutVariants,
            },
            ...(constraint.span ? { span: constraint.span } : {}),
            ...(anchor ? { anchor } : {}),
          });
        });
      }
      if (field.path !== field.set.discriminator) findings.push(...enumMismatch(field, entries));
    }
  }
  return findings;
}

function enumMismatch(field: CollidedField, entries: readonly FieldEntry[]): Finding[] {
  // Only a field that is a literal or enum in every entry: most are not, and say so at once.
  const sets: string[] = [];
  for (const entry of entries) {
    const values = literalValues(entry.facts.base);
    if (!values) return [];
    sets.push([...new Set(values.map(String))].sort().join(', '));
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
