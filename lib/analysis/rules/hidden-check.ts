/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry.
 */
import { peel } from '../../model/walk.js';
import type { CollidedField } from '../collisions.js';
import { variantsPhrase, type Finding } from '../findings.js';
import { hiddenMarkers, type Marker } from '../markers.js';
import { partiallyPresent } from '../partial.js';

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
    for (const group of partiallyPresent(known, (entry) => hiddenMarkers(entry.schema))) {
      for (const marker of group.items) {
        findings.push({
          rule: 'no-hidden-collided-check',
          messageId: 'hiddenCheck',
          path: field.path,
          variants: group.withLabels,
          data: {
            path: field.path,
            marker: marker.label,
            what: WHAT[marker.kind],
            withVariants: variantsPhrase(group.withLabels),
            withoutVariants: variantsPhrase(group.withoutLabels),
          },
          ...(marker.span ? { span: marker.span } : {}),
        });
      }
    }
  }
  return findings;
}
