/**
 * What every reading asks of a field schema, answered once per schema node and shared by all
 * rules: its base, whether its checks can be known, its JSON kind, and the markers,
 * hazards and constraints it carries, each with a signature.
 *
 * A union of 2,000 variants × 40 keys has 80,000 field entries, and seven rules read each of
 * them. Asking `peel()`, `jsonKind()` and the scans separately costs a cache lookup per question
 * per rule; a record per node costs one, and its fields are read at the speed of a property.
 *
 * A signature is equal for two lists whose identities are equal in order: entries with the same
 * signature are "with" and "without" the same things, so a collided field can be compared per
 * distinct signature instead of per entry (see `partiallyPresent`).
 */
import type { Check, SchemaNode, TupleNode } from '../model/schema.js';
import { baseOf, checksOfLayers, intersectedElement, isRequiredField, objectView, unionElement, type ObjectView } from '../model/walk.js';
import { advertisedChecks, isUnreadableBound, visibleChecks, visibleIdentity } from './constraints.js';
import { hasNoJsonType, jsonKind, takesNoValue, type JsonKind } from './kinds.js';
import { OPTIONAL_STEP, scanField, VALUE_STEP, type Hazard, type Marker } from './markers.js';

/** A list of things a field carries, and a key equal for lists of the same identities. */
export interface Reading<T> {
  readonly items: readonly T[];
  readonly signature: string;
}

const EMPTY: Reading<never> = { items: [], signature: '' };

export function readingOf<T extends { readonly identity: string }>(items: readonly T[]): Reading<T> {
  if (items.length === 0) return EMPTY;
  if (items.length === 1) return { items, signature: items[0]!.identity };
  return { items, signature: signatureOf(items.map((item) => item.identity)) };
}

/**
 * Signatures are interned in a trie of identities: the same checks in 2,000 variants give one
 * string, found by a map lookup per identity, not built and hashed again for each field. The
 * trie is dropped when it grows past a bound (an editor session lints for hours).
 */
interface SignatureNode {
  readonly signature: string;
  next?: Map<string, SignatureNode>;
}
const MAX_SIGNATURES = 20_000;
let signatureRoot: SignatureNode = { signature: '' };
let signatureCount = 0;

/** Where every walk down the trie starts: the signature of nothing. */
function signatureStart(): SignatureNode {
  if (signatureCount > MAX_SIGNATURES) {
    signatureRoot = { signature: '' };
    signatureCount = 0;
  }
  return signatureRoot;
}

/** One identity further down the trie. */
function signatureStep(node: SignatureNode, identity: string): SignatureNode {
  const next = (node.next ??= new Map());
  let child = next.get(identity);
  if (!child) {
    child = { signature: node === signatureRoot ? identity : `${node.signature}\u0000${identity}` };
    next.set(identity, child);
    signatureCount++;
  }
  return child;
}

function signatureOf(items: readonly string[]): string {
  // One item (most fields that carry anything): its identity is the signature.
  if (items.length === 1) return items[0]!;
  let node = signatureStart();
  for (const identity of items) node = signatureStep(node, identity);
  return node.signature;
}

const NO_CONSTRAINTS: readonly Check[] = Object.freeze([]);

const UNRESOLVED = 1;
const UNKNOWN_CHECKS = 2;
const NO_JSON_TYPE = 4;
const ARRAY = 8;
const UNREADABLE_BOUND = 16;
const RECORD = 32;
/** `scanField`'s wrapper steps, shifted into the flags. */
const WRAPPER_SHIFT = 6;
/** Above the two wrapper bits. */
const UNKNOWN_COERCION = 256;
const TAKES_NO_VALUE = 512;

/**
 * The facts of one field. What the agreement of a collided field compares (kind, markers,
 * hazards, constraint signature) and where the walk goes next (object, array item) is read
 * when the record is made: entries are made variant by variant, in the order the front end
 * built the nodes, so each node is read while it is in cache, and the later passes over a
 * field's entries read these records, not the nodes: the JSON-visible checks too, which the
 * constraint rule reads of every entry of a field whose variants disagree.
 */
export class FieldFacts {
  readonly schema: SchemaNode;
  readonly base: SchemaNode;
  readonly kind: JsonKind | null;
  /** Hidden markers: custom and overwrite checks, pipes. */
  readonly markers: Reading<Marker>;
  /** Coercion, `.catch()`, `z.preprocess()`. Read in the same walk as the markers. */
  readonly hazards: Reading<Hazard>;
  /** The signature of the JSON-visible constraints (what the agreement of a field compares). */
  readonly constraintSignature: string;
  /**
   * The JSON-visible checks the signature is made of, in order. Kept while the field's checks
   * are in cache: a reader of the constraints of a field whose variants disagree reads them for
   * every entry, key by key, and going back through the schema then costs a cache miss more per
   * entry and per check. The layer's own list when it has no hidden check (nearly always).
   */
  readonly constraints: readonly Check[];
  /** The object the field stands for (through wrappers and intersections), or null. */
  readonly object: ObjectView | null;
  /**
   * The yes-or-no facts, as bits: a union of 2,000 variants × 40 keys keeps 80,000 of these
   * records, and each field of them is 640 KB to allocate and to copy through the young generation.
   */
  readonly #flags: number;

  constructor(schema: SchemaNode) {
    // One walk of the layers finds the base and reads the markers, the hazards and the
    // constraint signature.
    cursor = signatureStart();
    unreadableBound = false;
    shownCount = 0;
    const { base, unknownChecks, carried, wrappers, coerceUnknown, optionBounds, unshown } = scanField(schema, stepConstraint);
    // Bounds of a union's options stand for none of another variant's: unknown as the field's.
    if (optionBounds) unreadableBound = true;
    this.schema = schema;
    this.base = base;
    // `z.never().nullable()` takes null: its wrappers say so, which the base has lost.
    const kind = jsonKind(base.type === 'never' ? schema : base);
    this.kind = kind;
    this.#flags =
      (base.type === 'unresolved' ? UNRESOLVED : 0) |
      (unknownChecks ? UNKNOWN_CHECKS : 0) |
      (hasNoJsonType(base) ? NO_JSON_TYPE : 0) |
      (base.type === 'array' ||
      base.type === 'tuple' ||
      (base.type === 'intersection' && intersectedElement(base) !== undefined) ||
      (base.type === 'union' && unionElement(base) !== undefined)
        ? ARRAY
        : 0) |
      (unreadableBound ? UNREADABLE_BOUND : 0) |
      (base.type === 'record' ? RECORD : 0) |
      (wrappers << WRAPPER_SHIFT) |
      (coerceUnknown || base.type === 'unresolved' ? UNKNOWN_COERCION : 0) |
      (takesNoValue(schema, base, kind) ? TAKES_NO_VALUE : 0);
    this.object = base.type === 'object' || base.type === 'intersection' ? objectView(base) : null;
    this.markers = readingOf(carried.markers);
    this.hazards = readingOf(carried.hazards);
    const written =
      cursor.signature === ''
        ? NO_CONSTRAINTS
        : base.type === 'intersection' || unshown
          ? shown.slice(0, shownCount) // the sides' checks too, which are not the field's layers; not those JSON Schema does not show
          : visibleChecks(this.checks);
    // A file is advertised as a string of format binary, a tuple with its number of items:
    // constraints that no check writes.
    const visible = base.type === 'file' ? [fileFormat(base), ...written] : base.type === 'tuple' ? [...tupleLength(base), ...written] : written;
    // What JSON Schema advertises: a bound another check makes redundant is left out, and a
    // length written as `.min(5).max(5)` is `.length(5)` (see `advertisedChecks`). A bound that
    // could not be read leaves the list as written: what it allows is unknown.
    const advertised = unreadableBound ? visible : advertisedChecks(visible);
    this.constraints = advertised;
    this.constraintSignature = advertised === written ? cursor.signature : signatureOf(advertised.map(visibleIdentity));
  }

  /** Could not be read at all. */
  get unresolved(): boolean {
    return (this.#flags & UNRESOLVED) !== 0;
  }

  /** Unresolved, or read from a TypeScript type (which shows no checks). */
  get unknownChecks(): boolean {
    return (this.#flags & UNKNOWN_CHECKS) !== 0;
  }

  /**
   * Unresolved, or read from a type that cannot show whether it coerces (zod/mini, Zod 3): its
   * hazards can be compared with no other variant's.
   */
  get unknownHazards(): boolean {
    return (this.#flags & UNKNOWN_COERCION) !== 0;
  }

  /**
   * A JSON-visible check of the field has a bound or pattern that could not be read
   * (`.max(config.limit)`), or the field is a union whose options carry bounds of their own
   * (`z.union([z.string().min(2), z.email()])`): its constraints can be compared with no other
   * variant's.
   */
  get unreadableBound(): boolean {
    return (this.#flags & UNREADABLE_BOUND) !== 0;
  }

  /**
   * Only an absent key is accepted (`z.never()`, `z.undefined()`: kinds.ts `takesNoValue`). Read
   * while the layers are in cache: the readers that leave such a variant out ask it of every
   * entry of a field whose variants disagree.
   */
  get takesNoValue(): boolean {
    return (this.#flags & TAKES_NO_VALUE) !== 0;
  }

  /** The base advertises no JSON type: untyped (`z.any()`) or unrepresentable (`z.date()`). */
  get noJsonType(): boolean {
    return (this.#flags & NO_JSON_TYPE) !== 0;
  }

  /**
   * Which wrappers that are steps of the hidden-check rule's order reading the field's own layers
   * hold (markers.ts `OPTIONAL_STEP`, `VALUE_STEP`): where they sit can change what its markers do.
   */
  get stepWrappers(): number {
    return (this.#flags >> WRAPPER_SHIFT) & (OPTIONAL_STEP | VALUE_STEP);
  }

  /** The item schema, when the field is an array. */
  get arrayElement(): SchemaNode | undefined {
    if ((this.#flags & ARRAY) === 0) return undefined;
    // `A.and(B)` of two objects that both declare `tags` as an array: the items hold both.
    // `z.union([z.array(a), z.array(b)])`: the items of either.
    const base = this.base;
    return base.type === 'array' ? base.element : base.type === 'intersection' ? intersectedElement(base) : base.type === 'union' ? unionElement(base) : undefined;
  }

  /** The value schema, when the field is a record (`scores.*`). */
  get recordValue(): SchemaNode | undefined {
    return (this.#flags & RECORD) !== 0 && this.base.type === 'record' ? this.base.valueType : undefined;
  }

  /** The key schema, when the field is a record (`scores.<key>`, JSON Schema's `propertyNames`). */
  get recordKey(): SchemaNode | undefined {
    return (this.#flags & RECORD) !== 0 && this.base.type === 'record' ? this.base.keyType : undefined;
  }

  /** The items of a tuple, by position (`point[0]`, `point[1]`). */
  get tupleItems(): readonly SchemaNode[] | undefined {
    return (this.#flags & ARRAY) !== 0 && this.base.type === 'tuple' ? this.base.items : undefined;
  }

  /** The rest of a tuple, past its items (`z.tuple([x]).rest(y)`): its items beyond, as an array's. */
  get tupleRest(): SchemaNode | undefined {
    return (this.#flags & ARRAY) !== 0 && this.base.type === 'tuple' ? this.base.rest : undefined;
  }

  /** The checks of every layer, outermost first. */
  get checks(): readonly Check[] {
    return this.base === this.schema ? this.schema.checks : checksOfLayers(this.schema);
  }
}

/**
 * What `z.toJSONSchema` writes for `z.file()` besides its type: `format: "binary"` (Zod's file
 * processor), at the call, so a file collided with a plain string is a constraint mismatch there.
 */
function fileFormat(base: SchemaNode): Check {
  const check: Check = { check: 'string_format', format: 'binary', label: 'z.file()', identity: 'z.file()' };
  return base.span ? { ...check, span: base.span } : check;
}

/**
 * What `z.toJSONSchema` writes for a tuple's length: `minItems`, its items up to the last one that
 * is not optional (or defaulted), when there is one, and `maxItems`, all its items, unless it has a rest. At the
 * call, so `z.tuple([x])` against `z.tuple([x, y])` is a constraint mismatch there.
 */
function tupleLength(base: TupleNode): Check[] {
  let min = base.items.length;
  // Zod 3 takes every item (`z.tuple([a, b.optional()])` rejects `[x]`); Zod 4 lets optional trailing items go.
  while (!base.zod3 && min > 0 && !isRequiredField(base.items[min - 1]!)) min--;
  const span = base.span ? { span: base.span } : {};
  const label = 'z.tuple()';
  // A rest that takes no value (`.rest(z.never())`) admits no item past the others: no rest.
  const rest = base.rest !== undefined && takesAnyItem(base.rest);
  if (!rest && min === base.items.length) return [{ check: 'length_equals', value: min, label, identity: label, ...span }];
  // No lower bound when every item may go (`z.tuple([], S)`, a partial tuple): Zod writes no `minItems: 0`.
  const lower: Check[] = min > 0 ? [{ check: 'min_length', value: min, label, identity: label, ...span }] : [];
  return rest ? lower : [...lower, { check: 'max_length', value: base.items.length, label, identity: label, ...span }];
}

/** Whether an array item may be of this schema: not `z.never()`, nor `z.undefined()` (JSON has no undefined). */
function takesAnyItem(schema: SchemaNode): boolean {
  return !takesNoValue(schema, baseOf(schema), jsonKind(schema));
}

/**
 * The constraint signature is walked down the trie as the field's checks are read (see the
 * constructor): no list of identities is built, and the checks are read once for markers and
 * constraints alike. One field at a time.
 */
let cursor: SignatureNode = signatureRoot;
/** Whether a check read into the signature so far had a bound that could not be read. */
let unreadableBound = false;

/**
 * The checks read into the signature so far, in order (kept for a field whose base is an
 * intersection): the first `shownCount` of `shown`. Counted, not emptied: `length = 0` drops an
 * array's store, and the next push allocates one again, for every field (12 MB on a union of
 * 2,000 × 40). What lies past the count is left from earlier fields, a few checks at most.
 */
const shown: Check[] = [];
let shownCount = 0;

function stepConstraint(check: Check): void {
  cursor = signatureStep(cursor, visibleIdentity(check));
  shown[shownCount++] = check;
  if (isUnreadableBound(check)) unreadableBound = true;
}

/**
 * The facts of one field entry. Not cached per node: the answers are computed on first read
 * and kept on the entry, and a node shared by many entries (a `Slug` constant in every variant)
 * costs no more than as many nodes of their own, while an entry in a WeakMap per field cost
 * about as much as the rest of the grouping in a heap that holds a large file's AST.
 */
export function factsOf(schema: SchemaNode): FieldFacts {
  return new FieldFacts(schema);
}
