/**
 * no-hidden-collided-check, as a reading of the collided fields: every hidden marker that some
 * variant declaring the field does not carry.
 */
import type { CollidedField } from '../collisions.js';
import type { Finding } from '../findings.js';
import type { Marker } from '../markers.js';
import { partialFindings } from '../partial.js';

const WHAT: Record<Marker['kind'], string> = {
  custom: 'a custom check',
  overwrite: 'an overwrite that rewrites the value',
  pipe: 'a pipe whose output JSON Schema does not show',
};

export function hiddenCheckFindings(collided: readonly CollidedField[]): readonly Finding[] {
  return partialFindings(collided, 'no-hidden-collided-check', 'hiddenCheck', (facts) => facts.markers, (agreement) => agreement.sameMarkers, (marker) => ({
    marker: marker.label,
    what: WHAT[marker.kind],
  }));
}
