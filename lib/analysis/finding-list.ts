/**
 * The findings of one rule, each kept once, as they are made.
 *
 * The same finding can be reached twice: a variant object shared by two unions with the same
 * neighbours, or one schema node (a `Slug` constant) declared in two variants of a field. The
 * same marker in two different unions says different things and is kept; so is the same finding
 * placed in another module and reached through two unions of this file, as it is reported at an
 * option of each (its anchor), and disabling one tool's report must leave the other's.
 *
 * Each finding is compared when it is added, while it and its place are still in cache: a
 * second pass over the finished list read every finding back from memory, which was a tenth of
 * the findings' cost on a union with 51,082 of them. Findings are compared only with those
 * that start at the same place, so no key is built per finding; findings without a place
 * (models of live objects) are compared by a key of all they say.
 */
import type { Finding } from './findings.js';

export class FindingList {
  readonly items: Finding[] = [];
  /**
   * The placed findings by where they start, as an open-addressing table: each slot holds an
   * index into `items` plus one (0 is empty), and `#starts` the start it was filed under, so a
   * probe reads two typed arrays and never an earlier finding unless it starts at the same
   * place. A Map did the same with two lookups and an entry per finding: about 20 of the 45 ms
   * the 44,600 constraint findings of the 2,000 × 40 union took to be kept.
   */
  #slots = new Uint32Array(1 << INITIAL_BITS);
  #starts = new Float64Array(1 << INITIAL_BITS);
  /** 32 less the table's size in bits: a start's first slot is the top bits of its hash. */
  #shift = 32 - INITIAL_BITS;
  #unplaced: Set<string> | undefined;
  /** The union each finding placed in another module came through, by its index in `items`. */
  #foreignScopes: Map<number, object> | undefined;
  /** The union of the finding being added, while it is compared. */
  #scope: object | undefined;
  /** The findings filed in the table (with a place, and not kept by key at a crowded start). */
  #inTable = 0;
  /** How many findings filed under the start being probed were compared (`#probe`). */
  #sameStart = 0;
  /**
   * Starts with many findings of this file, each kept by a key of all it says: one schema that
   * 8,000 options of a `.map()`-made union share (`at: z.date()`) has a finding per option at one
   * place, and comparing each with every earlier one there was quadratic (3.4 s at 8,000).
   */
  #crowded: Map<number, Set<string>> | undefined;

  /**
   * Adds the finding unless an equal one is already in the list. `scope` is the union (the
   * variant set) it was found in: a finding placed in another module is the same only within one.
   */
  add(finding: Finding, scope?: object): void {
    if (!finding.span) {
      const key = contentKey(finding);
      const unplaced = (this.#unplaced ??= new Set());
      if (unplaced.has(key)) return;
      unplaced.add(key);
    } else {
      const start = finding.span.range[0];
      const local = finding.span.file === undefined;
      const crowd = local ? this.#crowded?.get(start) : undefined;
      if (crowd) {
        const key = contentKey(finding);
        if (crowd.has(key)) return;
        crowd.add(key);
        this.items.push(finding);
        return;
      }
      // Kept at most half full, so that a probe finds an empty slot within a few steps.
      if ((this.#inTable + 1) * 2 > this.#slots.length) this.#grow();
      this.#scope = scope;
      this.#sameStart = 0;
      const slot = this.#probe(start, finding);
      if (slot < 0) return;
      if (!local && scope) (this.#foreignScopes ??= new Map()).set(this.items.length, scope);
      this.#slots[slot] = this.items.length + 1;
      this.#starts[slot] = start;
      this.#inTable++;
      this.items.push(finding);
      if (local && this.#sameStart >= CROWDED) this.#crowd(start);
      return;
    }
    this.items.push(finding);
  }

  /**
   * From now on, this file's findings at `start` are kept by key: the keys of those filed there
   * (all different, as each was compared when it was added), the table keeping them as they are.
   */
  #crowd(start: number): void {
    const keys = new Set<string>();
    const mask = this.#slots.length - 1;
    for (let slot = this.#home(start); this.#slots[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.#starts[slot] !== start) continue;
      const filed = this.items[this.#slots[slot]! - 1]!;
      if (filed.span!.file === undefined) keys.add(contentKey(filed));
    }
    (this.#crowded ??= new Map()).set(start, keys);
  }

  addAll(findings: readonly Finding[], scope?: object): void {
    for (let i = 0; i < findings.length; i++) this.add(findings[i]!, scope);
  }

  /**
   * The empty slot where a finding starting at `start` goes, or -1 when an equal finding is
   * already filed. Every finding filed under one start lies on that start's probe sequence
   * before its first empty slot, so all of them are compared.
   */
  #probe(start: number, finding: Finding | undefined): number {
    const mask = this.#slots.length - 1;
    for (let slot = this.#home(start); ; slot = (slot + 1) & mask) {
      const filed = this.#slots[slot]!;
      if (filed === 0) return slot;
      if (!finding || this.#starts[slot] !== start) continue;
      this.#sameStart++;
      if (sameFinding(this.items[filed - 1]!, finding) && this.#sameScope(filed - 1, finding)) return -1;
    }
  }

  /** The first slot of a start's probe sequence. Fibonacci hashing: nearby offsets (a file's findings) spread over the whole table. */
  #home(start: number): number {
    return Math.imul(start | 0, 0x9e3779b1) >>> this.#shift;
  }

  /**
   * Whether an equal finding filed at `index` counts as this one: always, unless placed in another
   * module and found through another union, and reported at another place of this file (its
   * anchor): an imported variant inside a union that two unions list (`Inner` of `z.union([Inner,
   * C])` twice) is reported at the one option of `Inner` that brings it in, once.
   */
  #sameScope(index: number, finding: Finding): boolean {
    if (finding.span!.file === undefined || this.#scope === undefined) return true;
    return this.#foreignScopes?.get(index) === this.#scope || sameRange(this.items[index]!.anchor, finding.anchor);
  }

  #grow(): void {
    const slots = this.#slots;
    const starts = this.#starts;
    this.#slots = new Uint32Array(slots.length * 2);
    this.#starts = new Float64Array(slots.length * 2);
    this.#shift--;
    for (let old = 0; old < slots.length; old++) {
      if (slots[old] === 0) continue;
      // Refiled without comparing: the findings already filed are all different.
      const slot = this.#probe(starts[old]!, undefined);
      this.#slots[slot] = slots[old]!;
      this.#starts[slot] = starts[old]!;
    }
  }
}

const INITIAL_BITS = 4;

/** Findings of this file at one start past which the rest there are kept by key (`#crowd`). */
const CROWDED = 16;

function sameFinding(a: Finding, b: Finding): boolean {
  if (a.messageId !== b.messageId || a.path !== b.path) return false;
  if (a.span!.range[1] !== b.span!.range[1] || (a.span!.file ?? '') !== (b.span!.file ?? '')) return false;
  // Rare (two findings at one place): the keys may be listed.
  const names = Object.keys(a.data);
  return names.length === Object.keys(b.data).length && names.every((name) => a.data[name] === b.data[name]);
}

function sameRange(a: Finding['anchor'], b: Finding['anchor']): boolean {
  return a !== undefined && b !== undefined && a.file === undefined && b.file === undefined && a.range[0] === b.range[0] && a.range[1] === b.range[1];
}

/**
 * All a finding says, as `sameFinding` compares it (the data's names in any order), where it ends
 * included: for findings without a place (models of live objects), and for this file's findings
 * at a crowded start.
 */
function contentKey(finding: Finding): string {
  let key = `${finding.messageId}\u0000${finding.path}\u0000${finding.span?.range[1] ?? ''}`;
  for (const name of Object.keys(finding.data).sort()) key += `\u0000${name}\u0001${finding.data[name]}`;
  return key;
}
