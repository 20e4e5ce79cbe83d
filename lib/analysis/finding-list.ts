/**
 * The findings of one rule, each kept once, as they are made.
 *
 * The same finding can be reached twice: a variant object shared by two unions with the same
 * neighbours, or one schema node (a `Slug` constant) declared in two variants of a field. The
 * same marker in two different unions says different things and is kept.
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
  /** A list only for a place two findings start at; nearly every place has one. */
  readonly #byStart = new Map<number, Finding | Finding[]>();
  #unplaced: Set<string> | undefined;

  /** Adds the finding unless an equal one is already in the list. */
  add(finding: Finding): void {
    if (!finding.span) {
      const key = placelessKey(finding);
      const unplaced = (this.#unplaced ??= new Set());
      if (unplaced.has(key)) return;
      unplaced.add(key);
    } else {
      const start = finding.span.range[0];
      const same = this.#byStart.get(start);
      if (!same) this.#byStart.set(start, finding);
      else if (!Array.isArray(same)) {
        if (sameFinding(same, finding)) return;
        this.#byStart.set(start, [same, finding]);
      } else if (same.some((seen) => sameFinding(seen, finding))) return;
      else same.push(finding);
    }
    this.items.push(finding);
  }

  addAll(findings: readonly Finding[]): void {
    for (let i = 0; i < findings.length; i++) this.add(findings[i]!);
  }
}

function sameFinding(a: Finding, b: Finding): boolean {
  if (a.messageId !== b.messageId || a.path !== b.path) return false;
  if (a.span!.range[1] !== b.span!.range[1] || (a.span!.file ?? '') !== (b.span!.file ?? '')) return false;
  // Rare (two findings at one place): the keys may be listed.
  const names = Object.keys(a.data);
  return names.length === Object.keys(b.data).length && names.every((name) => a.data[name] === b.data[name]);
}

function placelessKey(finding: Finding): string {
  let key = `${finding.messageId}\u0000${finding.path}`;
  for (const name in finding.data) key += `\u0000${name}\u0001${finding.data[name]}`;
  return key;
}
