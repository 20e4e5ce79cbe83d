/**
 * no-collided-type-mismatch: the variants declaring a key disagree on its JSON kind. A
 * flattened schema can advertise one type (or a type array few clients read well), so one
 * variant's values are described wrongly. Integer vs number, literal/enum vs a string, and
 * nullable vs not are the same kind.
 */
import type { CollidedField, FieldEntry } from '../collisions.js';
import { listEntryLabels, placed, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { describeKind } from '../kinds.js';
import { anchorOf, entryPlaces } from '../fields.js';

export function typeMismatchFindings(collided: readonly CollidedField[]): readonly Finding[] {
  const findings = new FindingList();
  for (const field of collided) {
    if (field.agreement.oneKind) continue;
    const byKind = new Map<string, { entries: FieldEntry[]; text: string }>();
    for (let e = 0; e < field.entries.length; e++) {
      const entry = field.entries[e]!;
      const kind = entry.facts.kind;
      if (kind === null || kind === 'null') continue; // unknown, or null alone: nothing to compare
      let group = byKind.get(kind);
      if (!group) byKind.set(kind, (group = { entries: [], text: describeKind(entry.schema, kind) }));
      group.entries.push(entry);
    }
    if (byKind.size < 2) continue;
    // The kind most variants agree on is the reference; ties go to the first declared.
    let dominant: string | undefined;
    for (const [kind, group] of byKind) {
      if (dominant === undefined || group.entries.length > byKind.get(dominant)!.entries.length) dominant = kind;
    }
    const summary = [...byKind.values()]
      .map((group) => `${group.text} in ${listEntryLabels(group.entries)}`)
      .join('; ');
    // What the field is elsewhere: the reference kind, then any other kind the field has, so that
    // with three kinds a boolean is not said to be "string elsewhere" beside an array.
    const texts = [byKind.get(dominant!)!.text];
    for (const [kind, group] of byKind) if (kind !== dominant) texts.push(group.text);
    const placeOf = entryPlaces(field.entries, field);
    for (const [kind, group] of byKind) {
      if (kind === dominant) continue;
      const expected = listOr(texts.filter((text) => text !== group.text));
      for (let e = 0; e < group.entries.length; e++) {
        const entry = group.entries[e]!;
        const data = { path: field.path, variant: entry.variant.label, kind: group.text, expected, kinds: summary };
        findings.add(
          placed('no-collided-type-mismatch', 'typeMismatch', field.path, [entry.variant.label], data, placeOf(entry), anchorOf(entry)),
          field.set,
        );
      }
    }
  }
  return findings.items;
}

/** `a`, `a or b`, `a, b or c`. */
function listOr(texts: readonly string[]): string {
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1]}`;
}
