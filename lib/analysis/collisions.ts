/**
 * Collided fields: keys declared by two or more variants of one variant set, found at the top
 * of the variants and again inside nested objects (`o.p`) and array items (`tags[]`).
 *
 * The walk is breadth-first, and each comparison of objects or arrays (the same schemas, in the
 * same variants) is made once: a recursive schema (a getter or `z.lazy`) or a sub-object shared
 * under two keys would otherwise repeat the same reports at ever longer paths. The shortest path
 * wins. A field with nothing below is compared at every path it is declared at.
 */
import { objectId } from '../model/object-ids.js';
import type { LiteralValue, SchemaNode, SourceSpan, UnionNode } from '../model/schema.js';
import { baseOf, distributedUnion, literalValues, otherKeyValues, type ObjectView } from '../model/walk.js';
import { isScalarKind, jsonKind, OPTION_KINDS } from './kinds.js';
import type { FieldAgreement } from './agreement.js';
import { addTo, anchorOf, entryOf, groupOf, joinGroup, setFields, type FieldEntry, type KeyGroup } from './fields.js';
import { variantSet, type Variant, type VariantSet } from './variants.js';

export type { FieldEntry } from './fields.js';

export interface CollidedField {
  readonly set: VariantSet;
  /** `text`, `o.p`, `tags[]`, `items[].name`. */
  readonly path: string;
  readonly entries: readonly FieldEntry[];
  /** What the entries agree on, read once for every rule. */
  readonly agreement: FieldAgreement;
  /**
   * At or below an option of a union of several kinds (`id|string`, `v|object.name`). What an
   * option carries is the field's too (markers.ts: a union's scalar options are read with the
   * field for their markers and hazards), so the hidden-check and coercion rules read it there,
   * once; the other rules read it here.
   */
  readonly inMember?: true;
  /** The entries whose steps' order can change what they do (`KeyGroup.reordering`). */
  readonly reordering: readonly FieldEntry[] | undefined;
  /**
   * A nested union's discriminator met option by option: its value sets are compared once, at
   * the union (`t.kind`, every option's values), not against each option's own here.
   */
  readonly valuesElsewhere?: true;
}

/** No real contract nests deeper; a bound for pathological input. */
const MAX_PATH_DEPTH = 64;

/** The path segment of a record's keys: `scores.<key>`, beside its values' `scores.*`. */
const RECORD_KEY = '<key>';

/** Between a field and the kind of one of its union's options: `id|string`. */
const OPTION_KIND = '|';

/** A field that is a union in one variant, and where it is reported in the linted file (`anchorOf`). */
interface UnionField {
  readonly variant: Variant;
  readonly union: UnionNode;
  readonly anchor: SourceSpan | undefined;
}

interface ObjectEntry {
  readonly variant: Variant;
  /** Under a tuple's position, an array's items repeated there (`repeatedItems`). */
  readonly repeated?: boolean;
  /** Where the object's field is reported in the linted file (`anchorOf`), for its keys' entries. */
  readonly anchor?: SourceSpan | undefined;
  readonly fields: ReadonlyMap<string, { readonly schema: SchemaNode; readonly keySpan?: SourceSpan }>;
}

type Task =
  | { readonly kind: 'variants'; readonly byKey: ReadonlyMap<string, KeyGroup> }
  | {
      readonly kind: 'objects';
      readonly prefix: string;
      readonly objects: readonly ObjectEntry[];
      readonly depth: number;
      readonly inMember: boolean;
      /** A nested union's discriminator, whose value sets are compared at the union (`t.kind`). */
      readonly valuesElsewhere?: string;
    }
  | {
      readonly kind: 'field';
      readonly path: string;
      readonly group: KeyGroup;
      readonly depth: number;
      readonly inMember: boolean;
      /**
       * What the field's children are: a union's option of one kind is a member (its own layers
       * are read with the field, markers.ts), but the items of an array option are not: what they
       * carry has no other path than `id|array[]`.
       */
      readonly childrenInMember?: boolean;
      readonly valuesElsewhere?: true;
    };

export function collidedFields(set: VariantSet): CollidedField[] {
  const out = new CollidedList();
  const compared = comparisons();
  // The same objects of the same variants, met again under a longer path (a recursive schema):
  // their keys were compared already, the leaves among them included. The variants themselves
  // count as expanded: a field that leads back to them (`next: A`) has nothing new below it.
  const expanded = expansions();
  expanded.firstTime(
    set.variants.map((variant) => ({ variant, fields: variant.view.shape })),
    '',
  );
  const queue: Task[] = [{ kind: 'variants', byKey: setFields(set).byKey }];
  for (let next = 0; next < queue.length; next++) {
    const task = queue[next]!;
    if (task.kind === 'variants') {
      queueGroups('', task.byKey, 0, false, queue);
      // The variants' own catchalls: the values of every key a variant does not declare (`*`).
      let values: KeyGroup | undefined;
      for (const variant of set.variants) values = withCatchalls(variant, variant.view, values);
      if (values && values.entries.length >= 2) queue.push({ kind: 'field', path: '*', group: values, depth: 1, inMember: false });
    } else if (task.kind === 'objects') {
      if (expanded.firstTime(task.objects, task.prefix)) queueKeys(task.prefix, task.objects, task.depth, task.inMember, queue, task.valuesElsewhere);
    } else visitField(set, task.path, task.group, task.depth, task.inMember, task.childrenInMember ?? task.inMember, queue, compared, out, task.valuesElsewhere);
  }
  return out.fields;
}

/**
 * The collided fields of a set, each comparison once. Plain objects beside a nested union's
 * options are compared with the options of their value (`target.id` of `a`, `b` and option `x`)
 * and, after, among themselves (`a` and `b`): a comparison of schemas an earlier one of the same
 * path held says nothing the earlier did not, and every rule reported it again (a marker "not in
 * variant b" beside "not in variants b and c", a type mismatch against another reference).
 */
class CollidedList {
  readonly fields: CollidedField[] = [];
  /** The fields of each path met more than once is asked of; most paths are met once. */
  readonly #byPath = new Map<string, CollidedField[]>();

  /** Adds the field, unless an earlier field of its path held every schema it holds. */
  add(field: CollidedField): boolean {
    const earlier = this.#byPath.get(field.path);
    if (earlier) {
      for (const other of earlier) if (holdsAll(other.entries, field.entries)) return false;
      earlier.push(field);
    } else this.#byPath.set(field.path, [field]);
    this.fields.push(field);
    return true;
  }
}

function holdsAll(held: readonly FieldEntry[], entries: readonly FieldEntry[]): boolean {
  if (entries.length > held.length) return false;
  const schemas = new Set<SchemaNode>();
  for (const entry of held) schemas.add(entry.schema);
  return entries.every((entry) => schemas.has(entry.schema));
}

/** Keys in order of first appearance across the objects, as flatteners emit them. */
function queueKeys(prefix: string, objects: readonly ObjectEntry[], depth: number, inMember: boolean, queue: Task[], valuesElsewhere?: string): void {
  const byKey = new Map<string, KeyGroup>();
  for (const { variant, fields, anchor, repeated } of objects) {
    // forEach, not for-of: a Map iterator allocates an entry per key, for every variant.
    fields.forEach((field, key) => {
      const entry = entryOf(variant, field.schema, field.keySpan, anchor);
      if (repeated) repeatedItems.add(entry);
      joinGroup(byKey, key, entry);
    });
  }
  queueGroups(prefix, byKey, depth, inMember, queue, valuesElsewhere);
}

function queueGroups(prefix: string, byKey: ReadonlyMap<string, KeyGroup>, depth: number, inMember: boolean, queue: Task[], valuesElsewhere?: string): void {
  for (const [key, group] of byKey) {
    if (group.entries.length < 2) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    queue.push(key === valuesElsewhere ? { kind: 'field', path, group, depth, inMember, valuesElsewhere: true } : { kind: 'field', path, group, depth, inMember });
  }
}

/**
 * Lists of (variant, node) pairs met before: the comparisons made (each entry's schema) and the
 * objects expanded (each object's shape). Filed by the node of their first pair: almost every
 * list has a first node of its own, so the key naming a whole list (one part per variant, 2,000
 * for a union of 2,000 variants) is only built when two lists could be the same.
 *
 * A list met again below a path it was met at (a recursive schema) is not met for the first time.
 * Met at another path beside it (one object in each variant shared by `title` and `description`),
 * it is: each of those keys is a field of its own, which `ignoreKeys` may skip on its own. At most
 * `MAX_PATHS` paths per list, so that objects shared under two keys at every level cost no more
 * than a few walks of them, never one per path.
 */
class MetBefore<T> {
  readonly #byFirst = new Map<object, { readonly items: readonly T[]; key?: string; readonly paths: string[] }[]>();

  constructor(
    private readonly variantOf: (item: T) => Variant,
    private readonly nodeOf: (item: T) => object,
  ) {}

  /** Whether this list is met for the first time at `path`; it is remembered from now on. */
  firstTime(items: readonly T[], path: string): boolean {
    const first = items[0];
    if (first === undefined) return true;
    const earlier = this.#byFirst.get(this.nodeOf(first));
    const record: { readonly items: readonly T[]; key?: string; readonly paths: string[] } = { items, paths: [path] };
    if (!earlier) {
      this.#byFirst.set(this.nodeOf(first), [record]);
      return true;
    }
    const key = (record.key = this.#key(items));
    for (const other of earlier) {
      if (other.items.length !== items.length || (other.key ??= this.#key(other.items)) !== key) continue;
      if (other.paths.length >= MAX_PATHS || other.paths.some((at) => isAtOrAbove(at, path))) return false;
      other.paths.push(path);
      return true;
    }
    earlier.push(record);
    return true;
  }

  #key(items: readonly T[]): string {
    return items.map((item) => `${this.variantOf(item).index}:${objectId(this.nodeOf(item))}`).join(',');
  }
}

/** The paths one list of the same nodes is walked at, besides those below them (see `MetBefore`). */
const MAX_PATHS = 4;

/** Whether `path` is `at` or a path below it (`a.b`, `a[]`, `a[0]`, `a|string` below `a`); everything is below the variants (''). */
function isAtOrAbove(at: string, path: string): boolean {
  if (at === '' || at === path) return true;
  if (!path.startsWith(at)) return false;
  const next = path[at.length];
  return next === '.' || next === '[' || next === '|';
}

const comparisons = (): MetBefore<FieldEntry> =>
  new MetBefore(
    (entry) => entry.variant,
    (entry) => entry.schema,
  );
const expansions = (): MetBefore<ObjectEntry> =>
  new MetBefore(
    (object) => object.variant,
    (object) => object.fields,
  );

function visitField(
  set: VariantSet,
  path: string,
  { entries, agreement, reordering }: KeyGroup,
  depth: number,
  inMember: boolean,
  childrenInMember: boolean,
  queue: Task[],
  compared: MetBefore<FieldEntry>,
  out: CollidedList,
  valuesElsewhere?: true,
): void {
  // The same schema object in every variant (a shared `Base.shape` field) cannot differ.
  if (agreement.sameSchema) return;
  // Below a tuple's position (`items[0]`), what only arrays' items hold there is compared at
  // `items[]` already: reported again at each position, it named no tuple at all.
  const underPosition = UNDER_POSITION.test(path);
  if (underPosition && entries.every((entry) => repeatedItems.has(entry))) return;
  // A comparison already made at a shorter path is not made again when it would go on below: a
  // recursive schema would repeat its reports at ever longer paths. One made at a path beside it
  // (a sub-object shared under two keys) is made again, a few times at most (`MetBefore`), and a
  // field with nothing below (a `Slug` constant declared as `q` and as `o.p`) at each path: each
  // is a field of its own, which `ignoreKeys` may skip on its own.
  if (agreement.someNested && !compared.firstTime(entries, path)) return;
  const field: CollidedField = inMember ? { set, path, entries, agreement, reordering, inMember: true } : { set, path, entries, agreement, reordering };
  // Held by an earlier comparison of the path: so is everything below it.
  if (!out.add(valuesElsewhere ? { ...field, valuesElsewhere } : field)) return;
  if (depth >= MAX_PATH_DEPTH || !agreement.someNested) return;
  // Below here, `inMember` is what the field's children are.
  inMember = childrenInMember;

  const objects: ObjectEntry[] = [];
  // The items of an array and those past a tuple's own (its rest): JSON Schema's `items` of both.
  let elements: KeyGroup | undefined;
  // A record's values and its keys: `scores.*` and `scores.<key>` of every variant whose field
  // is a record. The keys are what JSON Schema writes as `propertyNames` (an enum of keys, a
  // pattern, a length), which a flattened field shows for one variant only. An object's
  // `.catchall(V)` is `scores.*` too: JSON Schema's `additionalProperties`, as a record's values.
  let values: KeyGroup | undefined;
  let keys: KeyGroup | undefined;
  // Unions of objects the field is in some variants (a nested discriminated union).
  let unions: UnionField[] | undefined;
  // The unions and the entries that are one scalar, in order: each scalar is an option of its kind
  // beside the unions' options of that kind.
  let byKind: (UnionField | FieldEntry)[] | undefined;
  // The most items a tuple of the field has: its positions are `point[0]`, `point[1]`, ...
  let positions = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const { object, arrayElement, tupleItems, tupleRest, recordValue, recordKey } = entry.facts;
    // What is below the field is reported here at its key, when its own is not written here.
    const anchor = anchorOf(entry);
    const repeated = underPosition && repeatedItems.has(entry);
    if (object) {
      objects.push(repeated ? { variant: entry.variant, fields: object.shape, anchor, repeated } : { variant: entry.variant, fields: object.shape, anchor });
      values = withCatchalls(entry.variant, object, values, anchor);
    } else {
      const beyond = arrayElement ?? tupleRest;
      if (beyond) {
        const element = entryOf(entry.variant, beyond, undefined, anchor);
        if (repeated) repeatedItems.add(element);
        if (elements) addTo(elements, element);
        else elements = groupOf(element);
      }
      if (recordValue) {
        const value = entryOf(entry.variant, recordValue, undefined, anchor);
        if (values) addTo(values, value);
        else values = groupOf(value);
        const key = entryOf(entry.variant, recordKey!, undefined, anchor);
        if (keys) addTo(keys, key);
        else keys = groupOf(key);
      }
      if (tupleItems && tupleItems.length > positions) positions = tupleItems.length;
      const base = entry.facts.base;
      const union = base.type === 'union' ? base : base.type === 'intersection' ? distributedUnion(base) : null;
      if (union) {
        const field = { variant: entry.variant, union, anchor };
        (unions ??= []).push(field);
        (byKind ??= []).push(field);
      } else if (!beyond && !recordValue && isScalarKind(entry.facts.kind)) (byKind ??= []).push(entry);
    }
  }
  if (unions && unions.length + objects.length >= 2) queueUnionOptions(path, unions, objects, depth, inMember, queue);
  // Not the key the variants are told apart by: its values differ by design, of one kind or of
  // several (`type: z.union([z.literal('a'), z.literal(1)])` beside `type: z.literal('b')`).
  if (unions && byKind!.length >= 2 && path !== set.discriminator && path !== set.tag) queueOptionsByKind(path, byKind!, depth, inMember, queue);
  if (objects.length >= 2) queue.push({ kind: 'objects', prefix: path, objects, depth: depth + 1, inMember });
  if (elements && elements.entries.length >= 2) queue.push({ kind: 'field', path: `${path}[]`, group: elements, depth: depth + 1, inMember });
  if (values && values.entries.length >= 2) queue.push({ kind: 'field', path: `${path}.*`, group: values, depth: depth + 1, inMember });
  if (keys && keys.entries.length >= 2) queue.push({ kind: 'field', path: `${path}.${RECORD_KEY}`, group: keys, depth: depth + 1, inMember });
  if (positions > 0) queuePositions(path, entries, positions, depth, inMember, queue);
}

/**
 * The options of unions of objects a field is in some variants (`target:
 * z.discriminatedUnion('kind', [User, Team])` in each): each option is compared with the options
 * of the other variants that take one of its discriminator values (a union without one, when it
 * has one object option only), key by key, at `target.id`; a plain object another variant has
 * there is compared with the options of the discriminator value it declares, or with every
 * option when it does not declare the discriminator. A deep
 * flattener merges each variant's nested union into one object first, so `id` a string in one
 * variant's `user` and a number in another's is one field advertised wrongly. The options of one
 * union are not compared with each other here: the nested union is a variant set of its own,
 * whose findings use paths relative to it.
 */
function queueUnionOptions(
  path: string,
  unions: readonly UnionField[],
  plain: readonly ObjectEntry[],
  depth: number,
  inMember: boolean,
  queue: Task[],
): void {
  const sets = new Map<UnionNode, VariantSet>();
  // Per discriminator value (or option, when its values cannot be read), the objects that take it,
  // and whether a union option is among them (plain objects alone are compared as the field's).
  const byValue = new Map<string, { objects: ObjectEntry[]; someOption: boolean; discriminator: string | undefined }>();
  const add = (key: string, entry: ObjectEntry, option: boolean, discriminator: string | undefined) => {
    const found = byValue.get(key);
    if (found) {
      found.objects.push(entry);
      found.someOption ||= option;
    } else byValue.set(key, { objects: [entry], someOption: option, discriminator });
  };
  // The discriminator's values, one entry per variant: `target.kind` of a deep flatten holds the
  // values of every option, so options one variant has and another has not differ there.
  const byDiscriminator = new Map<string, KeyGroup>();
  const discriminators = new Set<string>();
  for (let u = 0; u < unions.length; u++) {
    const { variant, union, anchor } = unions[u]!;
    let set = sets.get(union);
    if (!set) sets.set(union, (set = variantSet(union)));
    const discriminator = set.discriminator;
    if (discriminator !== undefined) {
      discriminators.add(discriminator);
      const values = discriminatorValues(set);
      if (values) {
        joinGroup(byDiscriminator, discriminator, entryOf(variant, { type: 'literal', values, checks: [], ...(union.span ? { span: union.span } : {}) }, undefined, anchor));
      }
    }
    // Options are told apart by their discriminator values; without one, only a union of one
    // object (`z.union([Obj, z.string()])`) has an option to pair with another union's: by place,
    // options written in another order would be paired wrongly. Each option of a union of several
    // stands alone, for the plain objects of other variants to join (below): typebot's dify block
    // (`options: z.union([z.object({ base }), z.object({ action: z.literal('chat'), user:
    // z.string() })])`, one option untagged) against chatwoot's `options: z.object({ user:
    // z.object(...) })` was compared with no option at all.
    if (discriminator === undefined) {
      if (set.variants.length === 1) add('', { variant, fields: set.variants[0]!.view.shape, anchor }, true, undefined);
      else if (!mayBeTagged(set)) set.variants.forEach((option, i) => add(`\u0000untagged\u0000${u}\u0000${i}`, { variant, fields: option.view.shape, anchor }, true, undefined));
      continue;
    }
    for (const option of set.variants) {
      const entry = { variant, fields: option.view.shape, anchor };
      const values = valuesOf(option.view.shape, discriminator);
      if (!values) add(`${discriminator}\u0000label\u0000${option.label}`, entry, true, discriminator);
      else for (const value of values) add(valueKey(discriminator, value), entry, true, discriminator);
    }
  }
  // A plain object in another variant joins the options of the values it declares. One whose
  // discriminator takes any value (`kind: z.string()`), or that has none, joins every option: a
  // deep flatten merges each variant's union into one object first, whose keys every option's
  // meet. (One that declares values no option takes is another kind of thing: paired with every
  // option, its own value would be compared with each option's, one report per option.) Its
  // discriminator also joins the unions' values (`t.kind`), where value sets are compared.
  const optionKeys = [...byValue.keys()];
  for (const entry of plain) {
    let paired = false;
    let declared = false;
    for (const discriminator of discriminators) {
      const field = entry.fields.get(discriminator);
      if (!field) continue;
      joinGroup(byDiscriminator, discriminator, entryOf(entry.variant, field.schema, field.keySpan, entry.anchor));
      const values = valuesOf(entry.fields, discriminator);
      if (!values) continue;
      declared = true;
      for (const value of values) {
        if (!byValue.has(valueKey(discriminator, value))) continue;
        add(valueKey(discriminator, value), entry, false, discriminator);
        paired = true;
      }
    }
    if (!paired && !declared) for (const key of optionKeys) add(key, entry, false, byValue.get(key)!.discriminator);
  }
  for (const { objects, someOption, discriminator } of byValue.values()) {
    if (objects.length < 2 || !someOption) continue;
    // In the variants' order, whichever union or object each came from.
    objects.sort((a, b) => a.variant.index - b.variant.index);
    queue.push(discriminator === undefined ? { kind: 'objects', prefix: path, objects, depth: depth + 1, inMember } : { kind: 'objects', prefix: path, objects, depth: depth + 1, inMember, valuesElsewhere: discriminator });
  }
  byDiscriminator.forEach((group, key) => {
    if (group.entries.length >= 2) queue.push({ kind: 'field', path: `${path}.${key}`, group, depth: depth + 1, inMember: true });
  });
}

/**
 * Whether every option of a union declares one key as a literal or an enum, read or not
 * (`z.literal(BLOCKS.PARAGRAPH)` of a package): the options may be told apart by it, so they are
 * not one merged object to pair a plain object with (contentful's rich-text nodes). A key one
 * option leaves out or declares as anything else (`action: z.undefined()`) is no such key.
 */
function mayBeTagged(set: VariantSet): boolean {
  const first = set.variants[0];
  if (!first) return false;
  for (const key of first.view.shape.keys()) {
    if (set.variants.every((option) => isTagLike(option.view.shape.get(key)?.schema))) return true;
  }
  return false;
}

function isTagLike(schema: SchemaNode | undefined): boolean {
  const base = schema && baseOf(schema);
  return base !== undefined && (base.type === 'literal' || base.type === 'enum' || (base.type === 'unresolved' && base.scalar === true));
}

/** The values an object's discriminator takes (each once), or null when they cannot be read. */
function valuesOf(fields: ObjectEntry['fields'], discriminator: string): ReadonlySet<unknown> | null {
  const schema = fields.get(discriminator)?.schema;
  const values = schema ? literalValues(schema) : null;
  return values && values.length > 0 ? new Set(values) : null;
}

/** A discriminator value as a key: `1` and `'1'` are two values. */
function valueKey(discriminator: string, value: unknown): string {
  return `${discriminator}\u0000${typeof value}\u0000${String(value)}`;
}

/**
 * The options of unions, by kind, across the variants whose field is a union: `id|string` is the
 * string option of `z.union([z.string().max(8), z.number()])` against that of `z.union([z.string(),
 * z.number()])`, and `n|number` the number option of `z.union([z.literal('auto'), z.number().min(1)])`.
 * JSON Schema writes each option of a union in its `anyOf` with its own bounds, and a flattener
 * shows one variant's; that the kinds differ is the type-mismatch rule's. Options of one kind
 * only: two string options of one union cannot be told apart; a literal or enum option stands
 * for its kind when no option takes any value of it. An option's own layers are read with the
 * field for its markers (markers.ts), so they are members, but not what lies inside them (an
 * array option's items); objects are compared by `queueUnionOptions`.
 */
function queueOptionsByKind(path: string, sources: readonly (UnionField | FieldEntry)[], depth: number, inMember: boolean, queue: Task[]): void {
  let byKind: Map<string, KeyGroup> | undefined;
  // Whether some variant's union joins several kinds: options of one kind alone (`z.union([
  // z.literal('a'), z.literal('b')])`) are the field's own kind, compared at the field itself.
  let several = false;
  for (const source of sources) {
    // A field that is one scalar in a variant is that kind's option there: `z.enum(['b', 'd'])`
    // against `z.union([z.number(), z.enum(['b', 'c'])])` differs in its strings, as the same
    // values written `z.literal('b').or(z.literal('d'))` (a union of that one kind) did.
    if (!('union' in source)) {
      joinGroup((byKind ??= new Map()), source.facts.kind!, entryOf(source.variant, source.schema, undefined, source.anchor));
      continue;
    }
    const { variant, union, anchor } = source;
    // An option that takes any value of its kind, else one of literal or enum values of that
    // kind (`z.union([z.number(), z.enum(['x', 'y'])])`, compared with `checkEnums`). A second
    // option of the same standing makes neither this union's option of that kind.
    const free = new Map<string, SchemaNode | null>();
    const valued = new Map<string, SchemaNode[]>();
    for (const option of scalarOptions(union)) {
      const kind = optionKind(option);
      if (kind === undefined) continue;
      if (literalValues(option) !== null) {
        const list = valued.get(kind);
        if (list) list.push(option);
        else valued.set(kind, [option]);
      } else free.set(kind, free.has(kind) ? null : option);
    }
    const kinds = new Map(free);
    valued.forEach((options, kind) => {
      if (!free.has(kind)) kinds.set(kind, options.length === 1 ? options[0]! : joinedValues(options));
    });
    if (kinds.size > 1) several = true;
    kinds.forEach((option, kind) => {
      if (option !== null) joinGroup((byKind ??= new Map()), kind, entryOf(variant, option, undefined, anchor));
    });
  }
  if (!several) return;
  byKind?.forEach((group, kind) => {
    if (group.entries.length >= 2) queue.push({ kind: 'field', path: `${path}${OPTION_KIND}${kind}`, group, depth: depth + 1, inMember: true, childrenInMember: inMember });
  });
}

/**
 * A union's options, those of the unions among them read as its own: `S.or(T).or(U)` is one
 * union of three options to JSON Schema's reader (nested `anyOf`s accept what one would). With
 * a stack, not recursion: a chain of 10,000 `.or()` calls is one deep union.
 */
function scalarOptions(union: UnionNode): SchemaNode[] {
  const out: SchemaNode[] = [];
  const stack: SchemaNode[] = [...union.options].reverse();
  const seen = new Set<UnionNode>([union]);
  while (stack.length > 0) {
    const option = stack.pop()!;
    const base = baseOf(option);
    if (base.type === 'union' && base.discriminator === undefined && !seen.has(base)) {
      seen.add(base);
      for (let i = base.options.length - 1; i >= 0; i--) stack.push(base.options[i]!);
    } else out.push(option);
  }
  return out;
}

/** A union option's JSON kind when it is compared by kind: a scalar or an array; `null` is nullability. */
function optionKind(option: SchemaNode): string | undefined {
  const kind = jsonKind(option);
  return kind !== null && OPTION_KINDS.has(kind) ? kind : undefined;
}

/**
 * Several literal or enum options of one kind as the one set of values they take together
 * (`z.union([z.literal('x'), z.literal('y'), z.number()])`: `x` or `y`, at the first's place), or
 * null when one of them lists values that could not be read.
 */
function joinedValues(options: readonly SchemaNode[]): SchemaNode | null {
  const values: LiteralValue[] = [];
  for (const option of options) {
    const own = literalValues(option);
    if (!own) return null;
    values.push(...(own as readonly LiteralValue[]));
  }
  const span = options[0]!.span;
  return span ? { type: 'literal', values, checks: [], span } : { type: 'literal', values, checks: [] };
}

/**
 * Every value the discriminator of a nested union takes, over its options, as one set of literals
 * (reported at the union): null when an option's values are not all strings, numbers or booleans.
 */
function discriminatorValues(set: VariantSet): (string | number | boolean)[] | null {
  const values: (string | number | boolean)[] = [];
  for (const option of set.variants) {
    const own = literalValues(option.view.shape.get(set.discriminator!)?.schema ?? { type: 'unknown', checks: [] });
    if (!own) return null;
    for (const value of own) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
      values.push(value);
    }
  }
  return values;
}

/** The values of every key an object does not declare (`otherKeyValues`), added to a group of such values. */
function withCatchalls(variant: Variant, view: ObjectView, values: KeyGroup | undefined, anchor?: SourceSpan): KeyGroup | undefined {
  const others = otherKeyValues(view);
  for (let i = 0; i < others.length; i++) {
    const entry = entryOf(variant, others[i]!, undefined, anchor);
    if (values) addTo(values, entry);
    else values = groupOf(entry);
  }
  return values;
}

/**
 * The entries at and below a tuple's position that are an array's items (or a tuple's rest)
 * repeated there, not a tuple's own item: a field all of whose entries are such was compared at
 * the array's `[]` path. Entries are made per analysis; a weak set lets them go with it.
 */
const repeatedItems = new WeakSet<FieldEntry>();
/** A path at or below a tuple's position: `items[0]`, `items[1].content`. */
const UNDER_POSITION = /\[\d/u;

/**
 * A tuple's items by position, `point[0]` of every variant whose field has an item there: a
 * tuple's own item, past its items its rest, and an array's items at every position (`z.tuple([x])`
 * against `z.array(y)` is `x` against `y`, as JSON Schema's `prefixItems` against `items`).
 */
function queuePositions(path: string, entries: readonly FieldEntry[], positions: number, depth: number, inMember: boolean, queue: Task[]): void {
  const items: (KeyGroup | undefined)[] = new Array(positions);
  for (let i = 0; i < entries.length; i++) {
    const { variant, facts } = entries[i]!;
    const own = facts.tupleItems;
    const beyond = facts.arrayElement ?? facts.tupleRest;
    if (!own && !beyond) continue;
    const anchor = anchorOf(entries[i]!);
    for (let position = 0; position < positions; position++) {
      const item = own && position < own.length ? own[position]! : beyond;
      if (!item) break;
      const entry = entryOf(variant, item, undefined, anchor);
      if (item === beyond) repeatedItems.add(entry);
      const group = items[position];
      if (group) addTo(group, entry);
      else items[position] = groupOf(entry);
    }
  }
  items.forEach((group, position) => {
    if (group && group.entries.length >= 2) queue.push({ kind: 'field', path: `${path}[${position}]`, group, depth: depth + 1, inMember });
  });
}
