/**
 * Hidden markers read relative to the literal values of the field that carries them.
 *
 * A function written once in a helper and closing over the helper's argument is told apart per
 * call (model/closure-identity.ts): `op('a', 5)` and `op('b', 10)` make two refinements. Where
 * the argument is the field's own literal value, each variant's function does to its own value
 * what the others do to theirs: Speakeasy's generated `literal(v)`, `z.union([z.literal(v),
 * z.any().transform(() => v)])`, turns an absent or null tag into each variant's own tag. The
 * values differ, and JSON Schema shows that they do; the transform is one. Live Zod, which sees
 * only the function's code, finds one transform too.
 */
import { ownValuesAsOne, closesOverValues } from '../model/closure-identity.js';
import type { SchemaNode } from '../model/schema.js';
import { baseOf, literalValues } from '../model/walk.js';
import type { CollidedField } from './collisions.js';
import { readingOf, type FieldFacts, type Reading } from './facts.js';
import type { Marker } from './markers.js';

/** How deep a union of literals in a union is read for its values. */
const MAX_DEPTH = 4;

/**
 * The markers of the entries whose markers close over one of their own field's literal values,
 * with those values read as one, for the fields whose variants carry different markers. Every
 * other entry reads its markers as they are (`relative.get(facts) ?? facts.markers`).
 */
export function markersRelativeToOwnValues(collided: readonly CollidedField[]): ReadonlyMap<FieldFacts, Reading<Marker>> {
  const relative = new Map<FieldFacts, Reading<Marker>>();
  for (const field of collided) {
    // Nearly every field: its variants carry the same markers, or none that closes over anything.
    if (field.agreement.sameMarkers) continue;
    for (const { facts } of field.entries) {
      if (relative.has(facts) || !facts.markers.items.some((marker) => closesOverValues(marker.identity))) continue;
      const values = ownLiteralValues(facts.base, 0);
      if (values.length === 0) continue;
      const items = facts.markers.items.map((marker) => {
        const identity = ownValuesAsOne(marker.identity, values);
        return identity === marker.identity ? marker : { ...marker, identity };
      });
      relative.set(facts, readingOf(items));
    }
  }
  return relative;
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
