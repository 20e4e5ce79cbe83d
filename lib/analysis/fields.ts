/**
 * The first read of every variant's own keys: one entry, with its facts, per key of each
 * variant, made variant by variant and grouped by key as they are made (the collision walk); the
 * property walk reads them as the top level of each variant. Each node of a union of 2,000 × 40
 * is then read once, in the order the front end built it, instead of once per walk.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { Agreement } from './agreement.js';
import { FieldFacts } from './facts.js';
import { VALUE_STEP } from './markers.js';
import type { Variant, VariantSet } from './variants.js';

export interface FieldEntry {
  readonly variant: Variant;
  readonly schema: SchemaNode;
  /** What every rule reads of `schema`, computed once for all of them. */
  readonly facts: FieldFacts;
  /** The key as written in that variant (for reports that point at a key). */
  readonly keySpan?: SourceSpan;
  /**
   * Of a field below a variant's own keys: where its parent field is reported in the linted file
   * (`anchorOf` of the parent), for when neither its key nor its cause is written there.
   */
  readonly anchor?: SourceSpan | undefined;
}

/** One variant's own keys, in order, and an entry for each. */
export interface VariantFields {
  readonly variant: Variant;
  readonly keys: readonly string[];
  readonly entries: readonly FieldEntry[];
}

/**
 * Where a finding about a field is reported in the linted file when its cause is in another
 * module (a field schema imported from `fields.ts`): the field's key, when the variant is written
 * here, else the nearest key above it written here (`process` of `process.state`, when `process:
 * ProcRef` is imported), else the union option that brings the variant in. The whole option was
 * squiggled for a check of one imported field.
 */
export function anchorOf(entry: { readonly variant: Variant; readonly keySpan?: SourceSpan | undefined; readonly anchor?: SourceSpan | undefined }): SourceSpan | undefined {
  const key = entry.keySpan;
  return key !== undefined && key.file === undefined ? key : (entry.anchor ?? entry.variant.optionSpan);
}

/**
 * Where a finding about one entry of a field is squiggled: its key, else its schema. Variants a
 * helper builds share the key the helper writes (`action('page.delete', 'page', z.string())`
 * with `entityId: idSchema` in the helper): all of them squiggled that one key. Such an entry is
 * placed at its schema when that is written for it alone (the argument `z.string()`), else at the
 * key above it that the variant writes (an object two variants share: `state` of each), else at the
 * option that brings the variant into the union (the call `action(...)`), each variant at its own.
 * Only fields with findings ask, so the places are counted then.
 */
export function entryPlaces(entries: readonly FieldEntry[], field: { readonly path: string; readonly set: VariantSet }): (entry: FieldEntry) => SourceSpan | undefined {
  // A variant's own key, in a union none of whose variants a helper built: its key is its own.
  // Nothing is counted then (a type mismatch in each of 40 fields of 2,000 variants read every
  // entry's key span, a cache miss each, for nothing).
  if (!NESTED.test(field.path) && !sharesOrigins(field.set)) return ownPlace;
  // Counted by start first, numbers only: nearly every entry's key is its own, and a field of a
  // union of 2,000 variants is not to cost a string per entry. Only a start met twice has every
  // place of the field counted exactly (file, start, end).
  let starts: Map<number, number> | undefined;
  let uses: Map<string, number> | undefined;
  let options: Map<string, number> | undefined;
  const alone = (span: SourceSpan | undefined) => span !== undefined && uses!.get(placeKey(span)) === 1;
  return (entry) => {
    const span = entry.keySpan ?? entry.schema.span;
    if (!span) return span;
    if (!starts) {
      starts = new Map();
      for (let i = 0; i < entries.length; i++) {
        const place = entries[i]!.keySpan ?? entries[i]!.schema.span;
        if (place) starts.set(place.range[0], (starts.get(place.range[0]) ?? 0) + 1);
      }
    }
    if (starts.get(span.range[0]) === 1) return span;
    uses ??= exactUses(entries);
    if (alone(span)) return span;
    if (alone(entry.schema.span)) return entry.schema.span;
    // Below a variant's own keys (an object two variants share): the variant's key above it.
    if (alone(entry.anchor) && entry.anchor!.file === span.file) return entry.anchor;
    // The option that brings the variant in, when it is this variant's alone (a helper's call).
    // An option several variants share (the object a loop or a `.map()` callback makes on each
    // pass) is no more this variant's than its key: the key stays, which is written once for no
    // more variants than the option, and at the cause (`mode` of the table entry a pass spreads).
    const option = entry.variant.optionSpan;
    if (!option || option.file !== span.file) return span;
    options ??= optionUses(entries);
    return options.get(placeKey(option)) === 1 ? option : span;
  };
}

/** How many of the entries each option that brings their variants in brings in. */
function optionUses(entries: readonly FieldEntry[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const { variant } of entries) {
    if (variant.optionSpan) uses.set(placeKey(variant.optionSpan), (uses.get(placeKey(variant.optionSpan)) ?? 0) + 1);
  }
  return uses;
}

const ownPlace = (entry: FieldEntry): SourceSpan | undefined => entry.keySpan ?? entry.schema.span;

/** A path below a variant's own keys: `a.b`, `a[]`, `a[0]`, `a.*`, `a|string`. */
const NESTED = /[.[|*]/u;

const origins = new WeakMap<VariantSet, boolean>();

/**
 * Whether two variants of the set were built at one place (by one helper: the object's span is
 * the helper's), or are one object listed twice: then their keys are written once for both.
 */
export function sharesOrigins(set: VariantSet): boolean {
  let shares = origins.get(set);
  if (shares === undefined) {
    shares = false;
    const seen = new Map<number, SourceSpan>();
    for (const { node } of set.variants) {
      const span = node.span;
      if (!span) continue;
      const before = seen.get(span.range[0]);
      if (before && before.file === span.file && before.range[1] === span.range[1]) {
        shares = true;
        break;
      }
      seen.set(span.range[0], span);
    }
    origins.set(set, shares);
  }
  return shares;
}

/** How many times each place an entry may be squiggled at is used by the field's entries. */
function exactUses(entries: readonly FieldEntry[]): Map<string, number> {
  const uses = new Map<string, number>();
  const count = (span: SourceSpan | undefined) => {
    if (span) uses.set(placeKey(span), (uses.get(placeKey(span)) ?? 0) + 1);
  };
  for (const entry of entries) {
    count(entry.keySpan ?? entry.schema.span);
    if (entry.keySpan && entry.schema.span) count(entry.schema.span);
    count(entry.anchor);
  }
  return uses;
}

function placeKey(span: SourceSpan): string {
  return `${span.file ?? ''}\u0000${span.range[0]}\u0000${span.range[1]}`;
}

/**
 * Where a finding at `span` is reported, as a key: its place, and for one written in another
 * module the option here that brings it in (`anchor`) too, as each such option is a report of its
 * own. Readers that report a place several variants share once compare these.
 */
export function reportPlaceKey(span: SourceSpan, anchor: SourceSpan | undefined): string {
  return span.file !== undefined && anchor ? `${placeKey(span)}@${anchor.range[0]}` : placeKey(span);
}

/** An entry of a variant's field; `anchor`, below the variant's own keys, is `anchorOf` its parent. */
export function entryOf(variant: Variant, schema: SchemaNode, keySpan: SourceSpan | undefined, anchor?: SourceSpan): FieldEntry {
  return new VariantField(variant, schema, keySpan, anchor);
}

/**
 * An entry and its facts in one object: one record per field of every variant, not two (80,000
 * of them for a union of 2,000 variants × 40 keys, all kept while the analysis lives).
 */
class VariantField extends FieldFacts implements FieldEntry {
  constructor(
    readonly variant: Variant,
    schema: SchemaNode,
    readonly keySpan: SourceSpan | undefined,
    readonly anchor: SourceSpan | undefined,
  ) {
    super(schema);
  }

  get facts(): FieldFacts {
    return this;
  }
}

/** The entries declaring one key, and what they agree on, gathered as they are made. */
export interface KeyGroup {
  readonly entries: FieldEntry[];
  readonly agreement: Agreement;
  /**
   * The entries that carry a hidden marker other than a refinement (an overwrite, a transform, a
   * pipe), or a refinement and a `.nullable()`, `.default()` or `.catch()`: the only ones whose
   * steps' order can change what they do (the hidden-check rule's order reading), listed here so
   * that it does not walk every entry of a field to find them.
   */
  reordering: FieldEntry[] | undefined;
}

export function groupOf(entry: FieldEntry): KeyGroup {
  const group: KeyGroup = { entries: [entry], agreement: new Agreement(entry.facts), reordering: undefined };
  noteReordering(group, entry);
  return group;
}

export function addTo(group: KeyGroup, entry: FieldEntry): void {
  group.entries.push(entry);
  group.agreement.add(entry.facts);
  noteReordering(group, entry);
}

/** Adds an entry to the group of its key in `groups`, made with it when it is the first. */
export function joinGroup<K>(groups: Map<K, KeyGroup>, key: K, entry: FieldEntry): void {
  const group = groups.get(key);
  if (group) addTo(group, entry);
  else groups.set(key, groupOf(entry));
}

function noteReordering(group: KeyGroup, entry: FieldEntry): void {
  const markers = entry.facts.markers.items;
  // A refinement moves past a `.nullable()`, `.default()` or `.catch()` with effect too.
  if (markers.length > 0 && (entry.facts.stepWrappers & VALUE_STEP) !== 0) {
    (group.reordering ??= []).push(entry);
    return;
  }
  for (let i = 0; i < markers.length; i++) {
    if (markers[i]!.kind !== 'custom') {
      (group.reordering ??= []).push(entry);
      return;
    }
  }
}

/** The variants' own keys: per variant (the property walk) and per key (the collision walk). */
export interface SetFields {
  readonly variants: readonly VariantFields[];
  /** Every key's entries, in order of first appearance across the variants. */
  readonly byKey: ReadonlyMap<string, KeyGroup>;
}

/** Per variant set, read once and shared by both walks. */
const read = new WeakMap<VariantSet, SetFields>();

export function setFields(set: VariantSet): SetFields {
  let fields = read.get(set);
  if (!fields) read.set(set, (fields = readSet(set)));
  return fields;
}

export function variantFields(set: VariantSet): readonly VariantFields[] {
  return setFields(set).variants;
}

/**
 * Each entry joins its key's group as soon as it is made, so the collision walk starts from the
 * groups: no second loop over the entries (80,000 for 2,000 variants × 40 keys) to group them.
 */
function readSet(set: VariantSet): SetFields {
  const byKey = new Map<string, KeyGroup>();
  // One schema listed twice (`z.union([A, A, B])`) declares its keys once: its second listing
  // agrees with the first on everything, and as a second entry it only named the variant twice
  // ("only in variants A and A").
  const listed = new Set<SchemaNode>();
  const variants = set.variants.map((variant): VariantFields => {
    const keys: string[] = [];
    const entries: FieldEntry[] = [];
    const again = listed.size === listed.add(variant.node).size;
    // forEach, not for-of: a Map iterator allocates an entry per key, for every variant.
    variant.view.shape.forEach((field, key) => {
      const entry = entryOf(variant, field.schema, field.keySpan);
      keys.push(key);
      entries.push(entry);
      if (!again) joinGroup(byKey, key, entry);
    });
    return { variant, keys, entries };
  });
  return { variants, byKey };
}
