/**
 * require-typed-properties: every property of a flattened union's variants must have a JSON
 * Schema type. `z.any()`/`z.unknown()` advertise `{}`; `z.date()`, `z.bigint()`, `z.map()` and
 * friends cannot be represented at all (`z.toJSONSchema` throws by default, or emits `{}`).
 */
import type { Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { hasNoJsonType, UNTYPED } from '../kinds.js';
import { reportableProperties } from '../properties.js';
import type { VariantSet } from '../variants.js';

const NAMES: Readonly<Record<string, string>> = {
  any: 'z.any()',
  unknown: 'z.unknown()',
  custom: 'z.custom() / z.instanceof()',
  transform: 'a bare z.transform()',
  bigint: 'z.bigint()',
  date: 'z.date()',
  symbol: 'z.symbol()',
  undefined: 'z.undefined()',
  void: 'z.void()',
  nan: 'z.nan()',
  map: 'z.map()',
  set: 'z.set()',
  function: 'z.function()',
  file: 'z.file()',
};

export function typedPropertyFindings(sets: readonly VariantSet[]): readonly Finding[] {
  const findings = new FindingList();
  for (const set of sets) {
    for (const property of reportableProperties(set)) {
      const culprit = property.facts.base;
      const type = culprit.type;
      if (!hasNoJsonType(type)) continue;
      const untyped = UNTYPED.has(type);
      const span = culprit.span ?? property.keySpan;
      findings.add({
        rule: 'require-typed-properties',
        messageId: untyped ? 'untyped' : 'unrepresentable',
        path: property.path,
        variants: [property.variant.label],
        data: { path: property.path, variant: property.variant.label, node: NAMES[type] ?? `z.${type}()` },
        ...(span ? { span } : {}),
        ...(property.variant.optionSpan ? { anchor: property.variant.optionSpan } : {}),
        ...(untyped ? { suggest: 'json' as const } : {}),
      });
    }
  }
  return findings.items;
}
