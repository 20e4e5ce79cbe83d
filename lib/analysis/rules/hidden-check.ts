/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry, and hidden markers that every variant carries but
 * some apply in another order, among themselves or around a JSON-visible check (marker-order.ts).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { placed, variantsPhrase, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { markerSetKey, orderKey } from '../marker-order.js';
import { appliedCounts, appliedKey, appliedSteps, type Marker, type Step } from '../markers.js';
import { isDispatchKey, partialFindings } from '../partial.js';
import { anchorOf } from '../fields.js';

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

/** An entry whose own layers carry two markers, or a marker and a JSON-visible check, and what their order does. */
interface Applied {
  readonly entry: FieldEntry;
  readonly order: string;
}

/**
 * The same markers (and the JSON-visible checks among them) applied in another order than most variants apply them.
 * Reported in each variant whose order is not the most common one, at its first step out of that
 * order.
 */
function orderFindings(collided: readonly CollidedField[]): Finding[] {
  const findings = new FindingList();
  // The keys of each sequence of steps met, made once: the variants of a field mostly write it alike.
  const derived = new Map<string, StepKeys>();
  for (const field of collided) {
    // Nearly every field: no entry carries two markers, or a marker and a JSON-visible check. One
    // schema everywhere cannot differ. The same markers read in the same order can still apply in
    // another (`.trim().optional().refine(f)` against `.refine(f).trim().optional()`: read
    // outermost layer first, both are refine, trim). Under a tuple's item or a record's values,
    // markers are the field's; on the discriminator, every variant takes its own values.
    const { sameSchema, someStepPair } = field.agreement;
    if (!someStepPair || sameSchema || field.inMember || isDispatchKey(field)) continue;
    // Refinements alone check the same value in any order, among themselves and around a bound:
    // only entries with another marker are read (`reordering`).
    if (!field.reordering || field.reordering.length < 2) continue;
    const bySet = new Map<string, Applied[]>();
    for (const entry of field.reordering) {
      const carried = entry.facts.markers.items;
      if (entry.facts.unknownChecks) continue;
      const written = appliedKey(entry.schema);
      // Markers of an intersection's sides or a record's values too: their order is not the field's.
      if (appliedCounts.steps < 2 || appliedCounts.markers !== carried.length) continue;
      const keys = keysOf(entry, written, derived);
      let group = bySet.get(keys.set);
      if (!group) bySet.set(keys.set, (group = []));
      group.push({ entry, order: keys.order });
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
  // The steps themselves, made only here: a field whose variants apply one order reports nothing.
  const referenceMarkers = appliedSteps(reference[0]!.entry.schema);
  const otherVariants = variantsPhrase(labelsOf(reference));
  const otherOrder = orderText(referenceMarkers);
  for (const same of byOrder.values()) {
    if (same === reference) continue;
    const labels = labelsOf(same);
    const order = orderText(appliedSteps(same[0]!.entry.schema));
    for (const { entry } of same) {
      const markers = appliedSteps(entry.schema);
      // The first step where this variant's order leaves the reference's.
      let at = 0;
      while (at < markers.length - 1 && markers[at]!.identity === referenceMarkers[at]?.identity) at++;
      const marker = markers[at]!;
      const data = { path: field.path, marker: marker.label, order, otherOrder, withVariants: variantsPhrase(labels), otherVariants };
      findings.add(placed('no-hidden-collided-check', 'hiddenOrder', field.path, labels, data, marker.span ?? entry.keySpan, anchorOf(entry)), field.set);
    }
  }
}

/** What an entry's steps are grouped by, and compared by within their group. */
interface StepKeys {
  /**
   * What the partial reading compares (the counted markers: a transform twice is two markers
   * there), and the visible checks (which differ, the constraint rule reports), in any order.
   */
  readonly set: string;
  /** What the order does (marker-order.ts). */
  readonly order: string;
}

/** The keys of an entry whose steps are `written` (`appliedKey`), made on the first entry written so. */
function keysOf(entry: FieldEntry, written: string, derived: Map<string, StepKeys>): StepKeys {
  // The counted markers too (their signature): the set key is made of them.
  const counted = entry.facts.markers;
  const key = `${counted.signature}\u0004${written}`;
  let keys = derived.get(key);
  if (!keys) {
    const steps = appliedSteps(entry.schema);
    derived.set(key, (keys = { set: `${markerSetKey(counted.items)}\u0002${visibleKey(steps)}`, order: orderKey(steps) }));
  }
  return keys;
}

/** The visible checks among the steps, in any order. */
function visibleKey(steps: readonly Step[]): string {
  return steps
    .flatMap((step) => (step.kind === 'length' || step.kind === 'visible' ? [step.identity] : []))
    .sort()
    .join('\u0000');
}

function labelsOf(applied: readonly Applied[]): string[] {
  const labels: string[] = [];
  for (const { entry } of applied) if (labels[labels.length - 1] !== entry.variant.label) labels.push(entry.variant.label);
  return labels;
}

function orderText(markers: readonly Step[]): string {
  return markers.map((marker) => marker.label).join(' then ');
}
