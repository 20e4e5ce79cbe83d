/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry, and hidden markers that every variant carries but
 * some apply in another order (marker-order.ts).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { placed, variantsPhrase, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { markerSetKey, orderKey } from '../marker-order.js';
import { appliedMarkers, type Marker } from '../markers.js';
import { partialFindings } from '../partial.js';

const WHAT: Record<Marker['kind'], string> = {
  custom: 'a custom check',
  overwrite: 'an overwrite that rewrites the value',
  pipe: 'a pipe whose output JSON Schema does not show',
};

export function hiddenCheckFindings(collided: readonly CollidedField[]): readonly Finding[] {
  const partial = partialFindings(collided, 'no-hidden-collided-check', 'hiddenCheck', (facts) => facts.markers, (agreement) => agreement.sameMarkers, (marker) => ({
    marker: marker.label,
    what: WHAT[marker.kind],
  }));
  const reordered = orderFindings(collided);
  return reordered.length === 0 ? partial : [...partial, ...reordered];
}

/** An entry whose own layers carry two markers or more, in the order they apply. */
interface Applied {
  readonly entry: FieldEntry;
  readonly markers: readonly Marker[];
  readonly order: string;
}

/**
 * The same markers applied in another order than most variants apply them. Reported in each
 * variant whose order is not the most common one, at its first marker out of that order.
 */
function orderFindings(collided: readonly CollidedField[]): Finding[] {
  const findings = new FindingList();
  for (const field of collided) {
    // Nearly every field: no entry carries two markers. One schema everywhere cannot differ. The
    // same markers read in the same order can still apply in another (`.trim().optional()
    // .refine(f)` against `.refine(f).trim().optional()`: read outermost layer first, both are
    // refine, trim). Under a tuple's item or a record's values, markers are the field's; on the
    // discriminator, every variant takes its own values.
    const { sameSchema, someMarkerPair } = field.agreement;
    if (!someMarkerPair || sameSchema || field.inMember || field.path === field.set.discriminator) continue;
    const bySet = new Map<string, Applied[]>();
    for (const entry of field.entries) {
      const carried = entry.facts.markers.items.length;
      if (carried < 2 || entry.facts.unknownChecks) continue;
      const markers = appliedMarkers(entry.schema);
      // Markers of an intersection's sides or a record's values too: their order is not the field's.
      if (markers.length !== carried) continue;
      // Grouped by what the partial reading compares (a transform twice is two markers there).
      const key = markerSetKey(entry.facts.markers.items);
      let group = bySet.get(key);
      if (!group) bySet.set(key, (group = []));
      group.push({ entry, markers, order: orderKey(markers) });
    }
    for (const group of bySet.values()) if (group.length > 1) reportOrders(field, group, findings);
  }
  return findings.items;
}

function reportOrders(field: CollidedField, group: readonly Applied[], findings: FindingList): void {
  const byOrder = new Map<string, Applied[]>();
  for (const applied of group) {
    const same = byOrder.get(applied.order);
    if (same) same.push(applied);
    else byOrder.set(applied.order, [applied]);
  }
  if (byOrder.size < 2) return;
  // The order most variants apply is the reference; ties go to the first declared.
  let reference: Applied[] = [];
  for (const same of byOrder.values()) if (same.length > reference.length) reference = same;
  const referenceMarkers = reference[0]!.markers;
  const otherVariants = variantsPhrase(labelsOf(reference));
  const otherOrder = orderText(referenceMarkers);
  for (const same of byOrder.values()) {
    if (same === reference) continue;
    const labels = labelsOf(same);
    const order = orderText(same[0]!.markers);
    for (const { entry, markers } of same) {
      // The first marker where this variant's order leaves the reference's.
      let at = 0;
      while (at < markers.length - 1 && markers[at]!.identity === referenceMarkers[at]?.identity) at++;
      const marker = markers[at]!;
      const data = { path: field.path, marker: marker.label, order, otherOrder, withVariants: variantsPhrase(labels), otherVariants };
      findings.add(placed('no-hidden-collided-check', 'hiddenOrder', field.path, labels, data, marker.span ?? entry.keySpan, entry.variant.optionSpan));
    }
  }
}

function labelsOf(applied: readonly Applied[]): string[] {
  const labels: string[] = [];
  for (const { entry } of applied) if (labels[labels.length - 1] !== entry.variant.label) labels.push(entry.variant.label);
  return labels;
}

function orderText(markers: readonly Marker[]): string {
  return markers.map((marker) => marker.label).join(' then ');
}
