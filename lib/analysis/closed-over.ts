/**
 * Hidden markers made by one function text that reads values from outside itself.
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
 */
import { closedOverText, closesOverValues, ownValuesAsOne, withoutClosedOverValues } from '../model/closure-identity.js';
import type { SchemaNode } from '../model/schema.js';
import { baseOf, literalValues } from '../model/walk.js';
import type { CollidedField, FieldEntry } from './collisions.js';
import { readingOf, type FieldFacts, type Reading } from './facts.js';
import type { Marker } from './markers.js';

/** How deep a union of literals in a union is read for its values. */
const MAX_DEPTH = 4;

/** One function (one text) whose variants read other values, wherever each is written. */
export interface ArgumentDifference {
  readonly field: CollidedField;
  /** The entries carrying the function, each with its marker and the values it reads (`max = 5`). */
  readonly readers: readonly { readonly entry: FieldEntry; readonly marker: Marker; readonly values: string }[];
}

export interface ClosedOverReading {
  /**
   * The markers of each entry whose markers close over values, those values read as one (the
   * field's own value apart). Every other entry reads its markers as they are.
   */
  readonly markers: ReadonlyMap<FieldFacts, Reading<Marker>>;
  readonly differences: readonly ArgumentDifference[];
}

export function readClosedOver(collided: readonly CollidedField[]): ClosedOverReading {
  const markers = new Map<FieldFacts, Reading<Marker>>();
  const differences: ArgumentDifference[] = [];
  for (const field of collided) {
    // Nearly every field: its variants carry the same markers, or none that closes over anything.
    if (field.agreement.sameMarkers || field.inMember) continue;
    // Per function (its identity without values) and place, who carries it with which values.
    const byFunction = new Map<string, { entry: FieldEntry; marker: Marker; values: string }[]>();
    for (const entry of field.entries) {
      const { facts } = entry;
      if (facts.unknownChecks || !facts.markers.items.some((marker) => closesOverValues(marker.identity))) continue;
      const own = ownLiteralValues(facts.base, 0);
      const items = facts.markers.items.map((marker) => {
        if (!closesOverValues(marker.identity)) return marker;
        const relative = ownValuesAsOne(marker.identity, own);
        const identity = withoutClosedOverValues(relative);
        let readers = byFunction.get(identity);
        if (!readers) byFunction.set(identity, (readers = []));
        readers.push({ entry, marker, values: closedOverText(relative) });
        return { ...marker, identity };
      });
      if (!markers.has(facts)) markers.set(facts, readingOf(items));
    }
    for (const readers of byFunction.values()) {
      if (readers.some(({ values }) => values !== readers[0]!.values)) differences.push({ field, readers });
    }
  }
  return { markers, differences };
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
