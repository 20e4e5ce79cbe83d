/**
 * What the entries of one collided field agree on, gathered entry by entry as the entries are
 * made. Nearly every collided field of a real union, and every one of a clean union, agrees on
 * everything: each rule then passes the field over at the cost of a property read, instead of
 * walking its entries again.
 *
 * Why as the entries are made: a union of 2,000 variants × 40 keys has 80,000 entries. They are
 * made variant by variant (in the order the front end built the nodes), but a collided field
 * reads them key by key, 40 entries apart, each a cache miss away in a heap that holds the
 * file's AST. Comparing each new entry with its key's first entry, while both are in cache,
 * costs next to nothing; every pass over the entries afterwards cost 10–30 ms.
 *
 * Each flag is a sufficient condition for a rule to have nothing to say about the field; when a
 * flag is false the rule reads the entries as it always did.
 */
import { enumValues } from '../model/walk.js';
import type { FieldFacts } from './facts.js';
import { isComparableKind } from './kinds.js';

export interface FieldAgreement {
  /** Every entry is the same schema node (a shared `Base.shape` field): nothing can differ. */
  readonly sameSchema: boolean;
  /** Every entry whose kind is known (null alone aside) has the same kind. */
  readonly oneKind: boolean;
  /** Every entry has the first one's kind, unknown and null included. */
  readonly sameKind: boolean;
  /** Every entry carries the same hidden markers (nearly always none). */
  readonly sameMarkers: boolean;
  /** Every entry carries the same hazards (nearly always none). */
  readonly sameHazards: boolean;
  /**
   * Every entry has the first one's kind, a kind whose constraints are compared, and the same
   * constraint signature (the same JSON-visible constraints, in the same order).
   */
  readonly sameConstraints: boolean;
  /** Every entry is a literal or enum of the same values in the same order. */
  readonly sameLiteralValues: boolean;
  /** Some entry's checks cannot be known: it did not resolve, or was read from a type. */
  readonly someUnknownChecks: boolean;
  /** Some entry has a JSON-visible check whose bound or pattern could not be read. */
  readonly someUnreadableBound: boolean;
  /** Some entry is an object or an array, whose keys or items the walk goes on to compare. */
  readonly someNested: boolean;
  /**
   * Some entry's base is a literal or an enum, whose values the constraint rule compares. Read
   * here, while the entry's base is in cache: asked of every field whose entries are not all the
   * same literal, it was a pass over the entries, and a cache miss on each entry's base.
   */
  readonly someValueSet: boolean;
  /**
   * Some entry carries two hidden markers or more, or a hidden marker and a JSON-visible check
   * or a wrapper that is a step (`.nullable()`, `.catch()`): two steps whose order may matter
   * (marker-order.ts).
   */
  readonly someStepPair: boolean;
}

export class Agreement implements FieldAgreement {
  sameSchema = true;
  oneKind = true;
  sameKind = true;
  sameMarkers = true;
  sameHazards = true;
  sameConstraints: boolean;
  sameLiteralValues: boolean;
  someUnknownChecks = false;
  someUnreadableBound = false;
  someNested = false;
  someValueSet = false;
  someStepPair = false;
  readonly #first: FieldFacts;
  readonly #firstValues: readonly unknown[] | null;
  /** The first known kind (null alone aside), if any yet. */
  #kind: string | undefined;

  constructor(first: FieldFacts) {
    this.#first = first;
    this.#firstValues = enumValues(first.base);
    this.sameConstraints = isComparableKind(first.kind);
    this.sameLiteralValues = this.#firstValues !== null;
    this.#read(first);
  }

  /** One more entry of the field. */
  add(facts: FieldFacts): void {
    const first = this.#first;
    if (facts.schema !== first.schema) this.sameSchema = false;
    if (facts.kind !== first.kind) this.sameKind = false;
    if (this.sameConstraints && (!this.sameKind || facts.constraintSignature !== first.constraintSignature)) {
      this.sameConstraints = false;
    }
    if (this.sameMarkers && facts.markers.signature !== first.markers.signature) this.sameMarkers = false;
    if (this.sameHazards && facts.hazards.signature !== first.hazards.signature) this.sameHazards = false;
    if (this.sameLiteralValues && !sameValues(enumValues(facts.base), this.#firstValues!)) this.sameLiteralValues = false;
    this.#read(facts);
  }

  /** What is read of every entry, the first one included. */
  #read(facts: FieldFacts): void {
    const kind = facts.kind;
    if (this.oneKind && kind !== null && kind !== 'null') {
      if (this.#kind === undefined) this.#kind = kind;
      else if (kind !== this.#kind) this.oneKind = false;
    }
    if (facts.unknownChecks) this.someUnknownChecks = true;
    if (facts.unreadableBound) this.someUnreadableBound = true;
    if (facts.object !== null || facts.arrayElement !== undefined || facts.tupleItems !== undefined || facts.recordValue !== undefined || facts.base.type === 'union' || facts.base.type === 'intersection') {
      this.someNested = true;
    }
    if (!this.someStepPair) {
      const markers = facts.markers.items.length;
      if (markers > 1 || (markers === 1 && (facts.constraints.length > 0 || facts.stepWrappers !== 0))) this.someStepPair = true;
    }
    if (!this.someValueSet) {
      const type = facts.base.type;
      if (type === 'literal' || type === 'enum' || ((type === 'union' || type === 'intersection') && enumValues(facts.base) !== null)) this.someValueSet = true;
    }
  }
}

/** The agreement of entries made elsewhere (tests, and any reader holding a list). */
export function agreementOf(entries: readonly { readonly facts: FieldFacts }[]): FieldAgreement {
  const agreement = new Agreement(entries[0]!.facts);
  for (let i = 1; i < entries.length; i++) agreement.add(entries[i]!.facts);
  return agreement;
}

/** The same values in the same order (the same `z.enum([...])` written in every variant). */
export function sameValues(a: readonly unknown[] | null, b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}
