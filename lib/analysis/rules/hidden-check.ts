/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry, and hidden markers that every variant carries but
 * some apply in another order, among themselves, around a JSON-visible check or around a wrapper
 * (`.catch()`, `.nullable()`, `.default()`, `.optional()`: marker-order.ts).
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { placed, variantsPhrase, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { markerSetKey, orderKey } from '../marker-order.js';
import { appliedCounts, appliedKey, appliedSteps, type Marker, type Step } from '../markers.js';
import { isDispatchKey, partialFindings } from '../partial.js';
import { anchorOf } from '../fields.js';
import { argumentFindings, readClosedOver, relativeReader, type ClosedOverSource } from '../closed-over.js';

const WHAT: Record<Marker['kind'], string> = {
  custom: 'a custom check',
  overwrite: 'an overwrite that rewrites the value',
  pipe: 'a pipe whose output JSON Schema does not show',
};

/** The markers each entry carries, read with the one function a helper makes as one (closed-over.ts). */
const MARKERS: ClosedOverSource<Marker> = {
  read: (facts) => facts.markers,
  agreed: (agreement) => agreement.sameMarkers,
  isUnknown: (facts) => facts.unknownChecks,
};

export function hiddenCheckFindings(collided: readonly CollidedField[]): readonly Finding[] {
  // One function made by several calls of a helper is one marker here; what it reads is compared below (closed-over.ts).
  const closedOver = readClosedOver(collided, MARKERS);
  const partial = partialFindings(collided, 'no-hidden-collided-check', 'hiddenCheck', relativeReader(closedOver, MARKERS), MARKERS.agreed, describe);
  const reordered = orderFindings(collided);
  const read = argumentFindings(closedOver.differences, 'no-hidden-collided-check', describe);
  return reordered.length === 0 && read.length === 0 ? partial : [...partial, ...reordered, ...read];
}

function describe(marker: Marker): Record<string, string> {
  return { marker: marker.label, what: WHAT[marker.kind] };
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
    // only entries with another marker, or with a wrapper a refinement cannot move past unseen,
    // are read (`reordering`).
    if (!field.reordering || field.reordering.length < 2) continue;
    // An array's item is never absent: where its `.optional()` sits does not matter.
    const keyed = !ITEM_PATH.test(field.path);
    const bySet = new Map<string, Applied[]>();
    // Entries whose steps apart from wrappers apply in one order, by where their wrappers sit.
    const byWrapped = new Map<string, Applied[]>();
    for (const entry of field.reordering) {
      const carried = entry.facts.markers.items;
      if (entry.facts.unknownChecks) continue;
      const written = appliedKey(entry.schema);
      // Markers of an intersection's sides or a record's values too: their order is not the field's.
      if (appliedCounts.markers !== carried.length) continue;
      const wrapped = appliedCounts.wrappers > 0 && appliedCounts.markers > 0;
      if (appliedCounts.steps < 2 && !wrapped) continue;
      const keys = keysOf(entry, written, derived, keyed);
      if (appliedCounts.steps >= 2) addTo(bySet, keys.set, { entry, order: keys.order });
      // Compared only with entries holding the same wrappers and the same order apart from them:
      // any other order is reported above, once.
      if (wrapped) addTo(byWrapped, keys.wrapped!.set, { entry, order: keys.wrapped!.order });
    }
    for (const group of bySet.values()) if (group.length > 1) reportOrders(field, group, findings, false);
    for (const group of byWrapped.values()) if (group.length > 1) reportOrders(field, group, findings, true);
  }
  return findings.items;
}

function addTo(groups: Map<string, Applied[]>, key: string, applied: Applied): void {
  const group = groups.get(key);
  if (group) group.push(applied);
  else groups.set(key, [applied]);
}

/** Reports the orders of a group of entries, their wrappers among the steps or not (`withWrappers`). */
function reportOrders(field: CollidedField, group: readonly Applied[], findings: FindingList, withWrappers: boolean): void {
  const byOrder = new Map<string, Applied[]>();
  for (const applied of group) addTo(byOrder, applied.order, applied);
  if (byOrder.size < 2) return;
  // The order most variants apply is the reference; ties go to the first declared.
  let reference: Applied[] = [];
  for (const same of byOrder.values()) if (same.length > reference.length) reference = same;
  // The steps themselves, made only here: a field whose variants apply one order reports nothing.
  const referenceMarkers = appliedSteps(reference[0]!.entry.schema, withWrappers);
  const otherVariants = variantsPhrase(labelsOf(reference));
  const otherOrder = orderText(referenceMarkers);
  for (const same of byOrder.values()) {
    if (same === reference) continue;
    const labels = labelsOf(same);
    const order = orderText(appliedSteps(same[0]!.entry.schema, withWrappers));
    for (const { entry } of same) {
      const markers = appliedSteps(entry.schema, withWrappers);
      // The first step where this variant's order leaves the reference's.
      let at = 0;
      while (at < markers.length - 1 && markers[at]!.identity === referenceMarkers[at]?.identity) at++;
      const marker = markers[at]!;
      const data = { path: field.path, marker: marker.label, order, otherOrder, withVariants: variantsPhrase(labels), otherVariants };
      findings.add(placed('no-hidden-collided-check', 'hiddenOrder', field.path, labels, data, marker.span ?? entry.keySpan, anchorOf(entry)), field.set);
    }
  }
}

/** A path whose last segment is an array's item (`tags[]`, `tags[]|string`): never absent. */
const ITEM_PATH = /\[\](\|[^.[\]]*)?$/u;

/** What an entry's steps are grouped by, and compared by within their group. */
interface StepKeys {
  /**
   * What the partial reading compares (the counted markers: a transform twice is two markers
   * there), and the visible checks (which differ, the constraint rule reports), in any order.
   */
  readonly set: string;
  /** What the order does (marker-order.ts). */
  readonly order: string;
  /**
   * With the wrappers among the steps, for an entry that has some: the group (the set, the
   * wrappers, in any order, and `order`) and the order.
   */
  readonly wrapped: { readonly set: string; readonly order: string } | undefined;
}

/** The keys of an entry whose steps are `written` (`appliedKey`), made on the first entry written so. */
function keysOf(entry: FieldEntry, written: string, derived: Map<string, StepKeys>, keyed: boolean): StepKeys {
  // The counted markers too (their signature): the set key is made of them.
  const counted = entry.facts.markers;
  const key = `${keyed ? '' : '[]'}${counted.signature}\u0004${written}`;
  let keys = derived.get(key);
  if (!keys) {
    const steps = appliedSteps(entry.schema);
    const set = `${markerSetKey(counted.items)}\u0002${identitiesOf(steps, 'length', 'visible')}`;
    const order = orderKey(steps);
    let wrapped: StepKeys['wrapped'];
    if (appliedCounts.wrappers > 0) {
      const all = appliedSteps(entry.schema, true);
      wrapped = { set: `${set}\u0002${identitiesOf(all, 'wrapper')}\u0002${order}`, order: orderKey(all, keyed) };
    }
    derived.set(key, (keys = { set, order, wrapped }));
  }
  return keys;
}

/** The identities of the steps of these kinds (visible checks, wrappers), in any order, as often as each is written. */
function identitiesOf(steps: readonly Step[], ...kinds: readonly Step['kind'][]): string {
  return steps
    .flatMap((step) => (kinds.includes(step.kind) ? [step.identity] : []))
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
