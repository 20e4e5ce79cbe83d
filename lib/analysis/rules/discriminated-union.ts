/**
 * valid-discriminated-union: what Zod only throws at run time (some of it on the first parse):
 * two variants with the same discriminator value, a variant without the discriminator key, a
 * discriminator that is not a literal or enum in some variant.
 */
import type { SchemaNode, UnionNode } from '../../model/schema.js';
import { baseOf, hasUnknownChecks, isRequiredField, objectView, readLazy, valueSetOf } from '../../model/walk.js';
import type { Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';

export function discriminatedUnionFindings(unions: readonly UnionNode[]): readonly Finding[] {
  const findings = new FindingList();
  for (const union of unions) {
    const key = union.discriminator;
    if (key === undefined) continue;
    const owner = new Map<string, number>();
    union.options.forEach((option, index) => {
      const span = union.optionSpans?.[index] ?? option.span;
      const label = `option ${index + 1}`;
      const report = (messageId: string, data: Record<string, string>): void => {
        findings.add({
          rule: 'valid-discriminated-union',
          messageId,
          path: key,
          variants: [label],
          data: { key, option: label, ...data },
          ...(span ? { span } : {}),
        });
      };
      for (const { values, where, fromTypes } of discriminatorValues(option, key)) {
        if (where === 'unresolved') return;
        if (where === 'missing') return report('missingKey', {});
        if (values === null || values.length === 0) return report('notLiteral', {});
        // A type over-approximates the values (`ZodLiteral<'a' | 'b'>` from a generic factory
        // is one value at run time): it cannot prove a duplicate.
        if (fromTypes) continue;
        for (const value of values) {
          // Zod 4 accepts `undefined` in several options (the value is then ambiguous, not an error).
          if (value === undefined) continue;
          const text = typeof value === 'string' ? `"${value}"` : String(value);
          const first = owner.get(text);
          if (first !== undefined && first !== index) report('duplicateValue', { value: text, other: `option ${first + 1}` });
          else owner.set(text, index);
        }
      }
    });
  }
  return findings.items;
}

type Reading = { values: readonly unknown[] | null; where: 'ok' | 'missing' | 'unresolved'; fromTypes?: boolean };

/** Values an option contributes; a nested discriminated union contributes each of its options'. */
function discriminatorValues(option: SchemaNode, key: string, depth = 0): Reading[] {
  let node = option;
  while (node.type === 'lazy' || node.type === 'readonly') node = node.type === 'lazy' ? readLazy(node) : node.innerType;
  if (node.type === 'union' && depth < 16) return node.options.flatMap((inner) => discriminatorValues(inner, key, depth + 1));
  const view = objectView(node);
  if (!view) return [{ values: null, where: baseOf(node).type === 'unresolved' ? 'unresolved' : 'ok' }];
  const field = view.shape.get(key);
  if (!field) return [{ values: null, where: view.unresolvedMembers.length > 0 ? 'unresolved' : 'missing' }];
  const base = baseOf(field.schema);
  if (base.type === 'unresolved') return [{ values: null, where: 'unresolved' }];
  // As Zod's propValues: the field's value set, plus undefined when the key may be left out.
  const values = valueSetOf(field.schema);
  // Resolved, so checks are unknown only when a layer was read from a type.
  const fromTypes = hasUnknownChecks(field.schema, base);
  return [{ values: values && !isRequiredField(field.schema) ? [...values, undefined] : values, where: 'ok', fromTypes }];
}

