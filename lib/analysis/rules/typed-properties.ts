/**
 * require-typed-properties: every property of a flattened union's variants must have a JSON
 * Schema type. `z.any()`/`z.unknown()` advertise `{}`; `z.date()`, `z.bigint()`, `z.map()` and
 * friends cannot be represented at all (`z.toJSONSchema` throws by default, or emits `{}`).
 */
import type { LiteralValue, SchemaNode } from '../../model/schema.js';
import { withAnchor, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { hasNoJsonType, isUnrepresentableValue, UNTYPED } from '../kinds.js';
import { reportableProperties } from '../properties.js';
import type { VariantSet } from '../variants.js';
import { anchorOf } from '../fields.js';
import { objectId } from '../../model/object-ids.js';

const NAMES: Readonly<Record<string, string>> = {
  any: 'z.any()',
  unknown: 'z.unknown()',
  custom: 'z.custom()',
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
};

/** The schema named, and where it sits when it is not the property itself (`z.date() in a union`). */
function nodeText(culprit: SchemaNode, within: 'union' | 'intersection' | undefined): string {
  const name = culprit.type === 'literal' ? literalText(culprit.values) : writtenName(culprit);
  return within === undefined ? name : `${name} in ${within === 'union' ? 'a union' : 'an intersection'}`;
}

/** The schema as it was written: `z.instanceof()` (Zod 3's is a `z.any()`), `z.coerce.date()`. */
function writtenName(culprit: SchemaNode): string {
  if ('instanceOf' in culprit && culprit.instanceOf) return culprit.type === 'any' ? "z.instanceof() (Zod 3's is a z.any())" : 'z.instanceof()';
  if ('coerce' in culprit && culprit.coerce) return `z.coerce.${culprit.type}()`;
  return NAMES[culprit.type] ?? `z.${culprit.type}()`;
}

/** `z.literal(undefined)`, `z.literal(1n)`: the values JSON Schema cannot hold, as written. */
function literalText(values: readonly LiteralValue[]): string {
  const unrepresentable = values.filter(isUnrepresentableValue);
  return `z.literal(${unrepresentable.map((value) => (typeof value === 'bigint' ? `${value}n` : String(value))).join(', ')})`;
}

export function typedPropertyFindings(sets: readonly VariantSet[]): readonly Finding[] {
  const findings = new FindingList();
  for (const set of sets) {
    const properties = reportableProperties(set).filter((property) => hasNoJsonType(property.facts.base));
    // A schema several properties share (`const Free = z.any()` under three keys) is squiggled at
    // each property's key, not three times at its one definition (autumn's generated schemas
    // stacked 23 reports on one line). Counted by distinct keys: a variant listed twice
    // (`z.union([A, A])`) is one key twice.
    const uses = new Map<SchemaNode, Set<number | undefined>>();
    for (const property of properties) {
      const culprit = property.facts.base;
      let keys = uses.get(culprit);
      if (!keys) uses.set(culprit, (keys = new Set()));
      keys.add(property.keySpan?.file === undefined ? property.keySpan?.range[0] : undefined);
    }
    // A variant listed twice (`z.union([A, A])`) is one variant to a flattener: its properties are
    // reported once. (Statically the second report fell on the first's place and was dropped; live
    // schemas have no places, and gave two.) Keyed by the culprit too: a union field holds one
    // property per member that has no JSON type (`z.union([z.instanceof(X), z.bigint()])`).
    const reported = new Set<string>();
    for (const property of properties) {
      const culprit = property.facts.base;
      const once = `${objectId(property.variant.node)}\u0000${property.path}\u0000${objectId(culprit)}`;
      if (reported.has(once)) continue;
      reported.add(once);
      const untyped = UNTYPED.has(culprit.type);
      const key = property.keySpan;
      const span = (uses.get(culprit)?.size ?? 0) > 1 && key !== undefined && key.file === undefined ? key : (culprit.span ?? key);
      findings.add({
        rule: 'require-typed-properties',
        messageId: untyped ? 'untyped' : 'unrepresentable',
        path: property.path,
        variants: [property.variant.label],
        data: { path: property.path, variant: property.variant.label, node: nodeText(culprit, property.within) },
        ...(span ? { span } : {}),
        ...withAnchor(anchorOf(property)),
        ...(untyped ? { suggest: 'json' as const } : {}),
      }, set);
    }
  }
  return findings.items;
}
