/**
 * Whether two fields that carry the same hidden markers apply them in an order that changes what
 * they do. `.trim().refine(f)` refines the trimmed value and `.refine(f).trim()` the value as
 * sent: with `f` a length test, `'ab  '` fails the one and passes the other, and JSON Schema shows
 * neither. The markers agree as a set, so no marker is missing anywhere: only their order tells.
 *
 * Compared in a canonical order that keeps what matters and drops what does not:
 * - refinements next to each other see the same value, so a run of them is a set;
 * - Zod's own overwrites next to each other: `.trim()` commutes with every one of them (none makes
 *   or moves whitespace at the ends), so a run keeps how many trims it has and the others in order
 *   (`.toLowerCase()` and `.toUpperCase()` do not commute);
 * - a written `.overwrite(fn)` and a pipe (transform, pipe, codec) keep their place: whatever comes
 *   after them sees what they made.
 */
import type { Marker } from './markers.js';

const TRIM = 'overwrite:trim()';

/** A key equal for two marker lists (in applied order) that do the same. */
export function orderKey(markers: readonly Marker[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < markers.length) {
    const marker = markers[i]!;
    if (marker.kind === 'custom') {
      const run: string[] = [];
      for (; i < markers.length && markers[i]!.kind === 'custom'; i++) run.push(markers[i]!.identity);
      parts.push(`refine[${run.sort().join('\u0000')}]`);
    } else if (isOwnOverwrite(marker)) {
      let trims = 0;
      const others: string[] = [];
      for (; i < markers.length && isOwnOverwrite(markers[i]!); i++) {
        if (markers[i]!.identity === TRIM) trims++;
        else others.push(markers[i]!.identity);
      }
      parts.push(`own[${trims}|${others.join('\u0000')}]`);
    } else {
      parts.push(`step[${marker.identity}]`);
      i++;
    }
  }
  return parts.join('\u0001');
}

/** A key equal for two marker lists that hold the same markers, in any order. */
export function markerSetKey(markers: readonly Marker[]): string {
  return markers
    .map((marker) => marker.identity)
    .sort()
    .join('\u0000');
}

/** Zod's own `.trim()`, `.toLowerCase()`, `.normalize()`, …: identified by name, not by function. */
function isOwnOverwrite(marker: Marker): boolean {
  return marker.kind === 'overwrite' && marker.identity.startsWith('overwrite:');
}
