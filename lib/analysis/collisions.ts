/**
 * Collided fields: keys declared by two or more variants of one variant set, found at the top
 * of the variants and again inside nested objects (`o.p`) and array items (`tags[]`).
 *
 * The walk is breadth-first, and each comparison of objects or arrays (the same schemas, in the
 * same variants) is made once: a recursive schema (a getter or `z.lazy`) or a sub-object shared
 * under two keys would otherwise repeat the same reports at ever longer paths. The shortest path
 * wins. A field with nothing below is compared at every path it is declared at.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import type { FieldAgreement } from './agreement.js';
import { addTo, entryOf, groupOf, setFields, type FieldEntry, type KeyGroup } from './fields.js';
import type { Variant, VariantSet } from './variants.js';

export type { FieldEntry } from './fields.js';

export interface CollidedField {
  readonly set: VariantSet;
  /** `text`, `o.p`, `tags[]`, `items[].name`. */
  readonly path: string;
  readonly entries: readonly FieldEntry[];
  /** What the entries agree on, read once for every rule. */
  readonly agreement: FieldAgreement;
}

/** No real contract nests deeper; a bound for pathological input. */
const MAX_PATH_DEPTH = 64;

interface ObjectEntry {
  readonly variant: Variant;
  readonly fields: ReadonlyMap<string, { readonly schema: SchemaNode; readonly keySpan?: SourceSpan }>;
}

type Task =
  | { readonly kind: 'variants'; readonly byKey: ReadonlyMap<string, KeyGroup> }
  | { readonly kind: 'objects'; readonly prefix: string; readonly objects: readonly ObjectEntry[]; readonly depth: number }
  | { readonly kind: 'field'; readonly path: string; readonly group: KeyGroup; readonly depth: number };

export function collidedFields(set: VariantSet): CollidedField[] {
  const out: CollidedField[] = [];
  const compared: Compared = new Map();
  // The variants themselves count as expanded: a field that leads back to them (`next: A`) has
  // nothing new to compare below it.
  const expanded: Expanded = new Map();
  firstExpansion(expanded, set.variants.map((variant) => ({ variant, fields: variant.view.shape })));
  const queue: Task[] = [{ kind: 'variants', byKey: setFields(set).byKey }];
  for (let next = 0; next < queue.length; next++) {
    const task = queue[next]!;
    if (task.kind === 'variants') queueGroups('', task.byKey, 0, queue);
    else if (task.kind === 'objects') {
      // The same objects of the same variants, met again under a longer path (a recursive
      // schema): their keys were compared already, the leaves among them included.
      if (!firstExpansion(expanded, task.objects)) continue;
      queueKeys(task.prefix, task.objects, task.depth, queue);
    } else visitField(set, task.path, task.group, task.depth, queue, compared, out);
  }
  return out;
}

/**
 * Whether these objects (of these variants) are expanded for the first time. Keyed by the first
 * object's shape, as `alreadyCompared` is by the first schema: the key naming all of them (one
 * part per variant) is only built when two expansions could be the same.
 */
function firstExpansion(expanded: Expanded, objects: readonly ObjectEntry[]): boolean {
  const first = objects[0]?.fields;
  if (!first) return true;
  const earlier = expanded.get(first);
  const record: { readonly objects: readonly ObjectEntry[]; key?: string } = { objects };
  if (!earlier) {
    expanded.set(first, [record]);
    return true;
  }
  const key = (record.key = expansionKey(objects));
  for (const other of earlier) {
    if (other.objects.length === objects.length && (other.key ??= expansionKey(other.objects)) === key) return false;
  }
  earlier.push(record);
  return true;
}

type Expanded = Map<object, { readonly objects: readonly ObjectEntry[]; key?: string }[]>;

function expansionKey(objects: readonly ObjectEntry[]): string {
  return objects.map(({ variant, fields }) => `${variant.index}:${idOf(fields)}`).join(',');
}

/** Keys in order of first appearance across the objects, as flatteners emit them. */
function queueKeys(prefix: string, objects: readonly ObjectEntry[], depth: number, queue: Task[]): void {
  const byKey = new Map<string, KeyGroup>();
  for (const { variant, fields } of objects) {
    // forEach, not for-of: a Map iterator allocates an entry per key, for every variant.
    fields.forEach((field, key) => {
      const entry = entryOf(variant, field.schema, field.keySpan);
      const group = byKey.get(key);
      if (group) addTo(group, entry);
      else byKey.set(key, groupOf(entry));
    });
  }
  queueGroups(prefix, byKey, depth, queue);
}

function queueGroups(prefix: string, byKey: ReadonlyMap<string, KeyGroup>, depth: number, queue: Task[]): void {
  for (const [key, group] of byKey) {
    if (group.entries.length >= 2) queue.push({ kind: 'field', path: prefix === '' ? key : `${prefix}.${key}`, group, depth });
  }
}

/**
 * Comparisons made, by the schema of their first entry: almost every field has a first schema
 * of its own, so the key naming a whole comparison (one part per entry, 2,000 for a union of
 * 2,000 variants) is only built when two comparisons could be the same.
 */
type Compared = Map<SchemaNode, { readonly entries: readonly FieldEntry[]; key?: string }[]>;

function alreadyCompared(compared: Compared, entries: readonly FieldEntry[]): boolean {
  const first = entries[0]!.schema;
  const earlier = compared.get(first);
  const record: { readonly entries: readonly FieldEntry[]; key?: string } = { entries };
  if (!earlier) {
    compared.set(first, [record]);
    return false;
  }
  const key = (record.key = comparisonKey(entries));
  for (const other of earlier) {
    if (other.entries.length === entries.length && (other.key ??= comparisonKey(other.entries)) === key) return true;
  }
  earlier.push(record);
  return false;
}

function comparisonKey(entries: readonly FieldEntry[]): string {
  return entries.map((entry) => `${entry.variant.index}:${idOf(entry.schema)}`).join(',');
}

/** A stable number per schema node (or shape), to recognise a comparison already made. */
const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(node: object): number {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  return id;
}

function visitField(
  set: VariantSet,
  path: string,
  { entries, agreement }: KeyGroup,
  depth: number,
  queue: Task[],
  compared: Compared,
  out: CollidedField[],
): void {
  // The same schema object in every variant (a shared `Base.shape` field) cannot differ.
  if (agreement.sameSchema) return;
  // A comparison already made at a shorter path is not made again when it would go on below:
  // a recursive schema, or a sub-object shared under two keys, would repeat its reports at ever
  // longer paths. A field with nothing below (a `Slug` constant declared as `q` and as `o.p`) is
  // compared at each path: each is a field of its own, which `ignoreKeys` may skip on its own.
  if (agreement.someNested && alreadyCompared(compared, entries)) return;
  out.push({ set, path, entries, agreement });
  if (depth >= MAX_PATH_DEPTH || !agreement.someNested) return;

  const objects: ObjectEntry[] = [];
  let elements: KeyGroup | undefined;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const { object, arrayElement } = entry.facts;
    if (object) objects.push({ variant: entry.variant, fields: object.shape });
    else if (arrayElement) {
      const element = entryOf(entry.variant, arrayElement, undefined);
      if (elements) addTo(elements, element);
      else elements = groupOf(element);
    }
  }
  if (objects.length >= 2) queue.push({ kind: 'objects', prefix: path, objects, depth: depth + 1 });
  if (elements && elements.entries.length >= 2) queue.push({ kind: 'field', path: `${path}[]`, group: elements, depth: depth + 1 });
}
