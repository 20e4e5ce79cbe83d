/**
 * no-collided-type-mismatch: the variants declaring a key disagree on its JSON kind. A
 * flattened schema can advertise one type (or a type array few clients read well), so one
 * variant's values are described wrongly. Integer vs number, literal/enum vs a string, and
 * nullable vs not are the same kind.
 */
import type { SchemaNode } from '../../model/schema.js';
import type { CollidedField, FieldEntry } from '../collisions.js';
import { listEntryLabels, placed, type Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { describeKind } from '../kinds.js';
import { anchorOf } from '../fields.js';

export function typeMismatchFindings(collided: readonly CollidedField[]): readonly Finding[] {
  const findings = new FindingList();
  // The schemas each path was compared over, per union: plain objects beside a nested union's
  // options are compared among themselves and with the options of their value. A comparison of
  // schemas all held by an earlier one of the path says nothing more, and its reference kind
  // (a tie among fewer) could contradict the wider one's.
  // Kept only for paths compared more than once (rare): a union of 2,000 variants keeps none.
  const repeated = repeatedPaths(collided);
  const compared = new Map<object, Map<string, Set<SchemaNode>>>();
  for (const field of collided) {
    if (field.agreement.oneKind) continue;
    if (repeated?.get(field.set)?.has(field.path)) {
      let bySet = compared.get(field.set);
      if (!bySet) compared.set(field.set, (bySet = new Map()));
      const earlier = bySet.get(field.path);
      if (earlier && field.entries.every((entry) => earlier.has(entry.schema))) continue;
      const schemas = earlier ?? new Set<SchemaNode>();
      for (const entry of field.entries) schemas.add(entry.schema);
      bySet.set(field.path, schemas);
    }
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
    const expected = byKind.get(dominant!)!.text;
    for (const [kind, group] of byKind) {
      if (kind === dominant) continue;
      for (let e = 0; e < group.entries.length; e++) {
        const entry = group.entries[e]!;
        const data = { path: field.path, variant: entry.variant.label, kind: group.text, expected, kinds: summary };
        findings.add(
          placed('no-collided-type-mismatch', 'typeMismatch', field.path, [entry.variant.label], data, entry.keySpan ?? entry.schema.span, anchorOf(entry)),
          field.set,
        );
      }
    }
  }
  return findings.items;
}

/** The paths of each union that more than one collided field has, or undefined when none has. */
function repeatedPaths(collided: readonly CollidedField[]): Map<object, Set<string>> | undefined {
  let seen: Map<object, Set<string>> | undefined;
  let repeated: Map<object, Set<string>> | undefined;
  for (const field of collided) {
    let paths = (seen ??= new Map<object, Set<string>>()).get(field.set);
    if (!paths) seen.set(field.set, (paths = new Set<string>()));
    if (!paths.has(field.path)) paths.add(field.path);
    else {
      let twice = (repeated ??= new Map<object, Set<string>>()).get(field.set);
      if (!twice) repeated.set(field.set, (twice = new Set<string>()));
      twice.add(field.path);
    }
  }
  return repeated;
}
