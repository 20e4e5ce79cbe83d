/**
 * Collided fields: keys declared by two or more variants of one variant set, found at the top
 * of the variants and again inside nested objects (`o.p`) and array items (`tags[]`).
 *
 * The walk is breadth-first, and each comparison (the same schemas, in the same variants) is
 * made once: a recursive schema (a getter or `z.lazy`) or a sub-object shared under two keys
 * would otherwise repeat the same reports at ever longer paths. The shortest path wins.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { factsOf, type FieldFacts } from './facts.js';
import type { Variant, VariantSet } from './variants.js';

export interface FieldEntry {
  readonly variant: Variant;
  readonly schema: SchemaNode;
  /** What every rule reads of `schema`, computed once for all of them. */
  readonly facts: FieldFacts;
  /** The key as written in that variant (for reports that point at a key). */
  readonly keySpan?: SourceSpan;
}

export interface CollidedField {
  readonly set: VariantSet;
  /** `text`, `o.p`, `tags[]`, `items[].name`. */
  readonly path: string;
  readonly entries: readonly FieldEntry[];
}

/** No real contract nests deeper; a bound for pathological input. */
const MAX_PATH_DEPTH = 64;

interface ObjectEntry {
  readonly variant: Variant;
  readonly fields: ReadonlyMap<string, { readonly schema: SchemaNode; readonly keySpan?: SourceSpan }>;
}

type Task =
  | { readonly kind: 'objects'; readonly prefix: string; readonly objects: readonly ObjectEntry[]; readonly depth: number }
  | { readonly kind: 'field'; readonly path: string; readonly entries: readonly FieldEntry[]; readonly depth: number };

export function collidedFields(set: VariantSet): CollidedField[] {
  const out: CollidedField[] = [];
  const compared: Compared = new Map();
  const queue: Task[] = [
    { kind: 'objects', prefix: '', objects: set.variants.map((variant) => ({ variant, fields: variant.view.shape })), depth: 0 },
  ];
  for (let next = 0; next < queue.length; next++) {
    const task = queue[next]!;
    if (task.kind === 'objects') queueKeys(task.prefix, task.objects, task.depth, queue);
    else visitField(set, task.path, task.entries, task.depth, queue, compared, out);
  }
  return out;
}

/** Keys in order of first appearance across the variants, as flatteners emit them. */
function queueKeys(prefix: string, objects: readonly ObjectEntry[], depth: number, queue: Task[]): void {
  const byKey = new Map<string, FieldEntry[]>();
  for (const { variant, fields } of objects) {
    // forEach, not for-of: a Map iterator allocates an entry per key, for every variant.
    fields.forEach((field, key) => {
      let entries = byKey.get(key);
      if (!entries) byKey.set(key, (entries = []));
      entries.push(entryOf(variant, field.schema, field.keySpan));
    });
  }
  for (const [key, entries] of byKey) {
    if (entries.length >= 2) queue.push({ kind: 'field', path: prefix === '' ? key : `${prefix}.${key}`, entries, depth });
  }
}

function entryOf(variant: Variant, schema: SchemaNode, keySpan: SourceSpan | undefined): FieldEntry {
  const facts = factsOf(schema);
  return keySpan ? { variant, schema, facts, keySpan } : { variant, schema, facts };
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

/** A stable number per schema node, to recognise a comparison already made. */
const ids = new WeakMap<SchemaNode, number>();
let nextId = 0;
function idOf(node: SchemaNode): number {
  let id = ids.get(node);
  if (id === undefined) ids.set(node, (id = nextId++));
  return id;
}

function visitField(
  set: VariantSet,
  path: string,
  entries: readonly FieldEntry[],
  depth: number,
  queue: Task[],
  compared: Compared,
  out: CollidedField[],
): void {
  // The same schema object in every variant (a shared `Base.shape` field) cannot differ.
  const first = entries[0]!.schema;
  if (entries.every((entry) => entry.schema === first)) return;
  if (alreadyCompared(compared, entries)) return;
  out.push({ set, path, entries });
  if (depth >= MAX_PATH_DEPTH) return;

  const objects: ObjectEntry[] = [];
  const elements: FieldEntry[] = [];
  for (const entry of entries) {
    const view = entry.facts.object;
    if (view) {
      objects.push({ variant: entry.variant, fields: view.shape });
      continue;
    }
    const { base } = entry.facts;
    if (base.type === 'array') elements.push(entryOf(entry.variant, base.element, undefined));
  }
  if (objects.length >= 2) queue.push({ kind: 'objects', prefix: path, objects, depth: depth + 1 });
  if (elements.length >= 2) queue.push({ kind: 'field', path: `${path}[]`, entries: elements, depth: depth + 1 });
}
