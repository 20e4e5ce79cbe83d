/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry.
 */
import { peel } from '../../model/walk.js';
import type { CollidedField } from '../collisions.js';
import type { Finding } from '../findings.js';
import { variantsPhrase } from '../findings.js';
import { hiddenMarkers, type Marker } from '../markers.js';

const WHAT: Record<Marker['kind'], string> = {
  custom: 'a custom check',
  overwrite: 'an overwrite that rewrites the value',
  pipe: 'a pipe whose output JSON Schema does not show',
};

export function hiddenCheckFindings(collided: readonly CollidedField[]): Finding[] {
  const findings: Finding[] = [];
  for (const field of collided) {
    // A field we could not read might carry any marker: it is neither "with" nor "without".
    const known = field.entries.filter((entry) => peel(entry.schema).base.type !== 'unresolved');
    if (known.length < 2) continue;
    const markersOf = known.map((entry) => hiddenMarkers(entry.schema));
    const identitiesOf = markersOf.map((markers) => new Set(markers.map((m) => m.identity)));
    const reported = new Set<string>();
    known.forEach((entry, i) => {
      for (const marker of markersOf[i]!) {
        const key = `${marker.identity}@${marker.span?.range.join('-') ?? i}`;
        if (reported.has(key)) continue;
        const withLabels: string[] = [];
        const withoutLabels: string[] = [];
        known.forEach((other, j) =>
          (identitiesOf[j]!.has(marker.identity) ? withLabels : withoutLabels).push(other.variant.label),
        );
        if (withoutLabels.length === 0) continue;
        reported.add(key);
        void entry;
        const finding: Finding = {
          rule: 'no-hidden-collided-check',
          messageId: 'hiddenCheck',
          path: field.path,
          variants: withLabels,
          data: {
            path: field.path,
            marker: marker.label,
            what: WHAT[marker.kind],
            withVariants: variantsPhrase(withLabels),
            withoutVariants: variantsPhrase(withoutLabels),
          },
          ...(marker.span ? { span: marker.span } : {}),
        };
        findings.push(finding);
      }
    });
  }
  return findings;
}
