/**
 * Whether two fields that carry the same hidden markers apply them in an order that changes what
 * they do. `.trim().refine(f)` refines the trimmed value and `.refine(f).trim()` the value as
 * sent: with `f` a length test, `'ab  '` fails the one and passes the other, and JSON Schema shows
 * neither. The markers agree as a set, so no marker is missing anywhere: only their order tells.
 *
 * Two lists are compared by what can be seen of them: which value each refinement checks, which
 * value each transform, pipe or written `.overwrite(fn)` receives, and which value comes out. A
 * JSON-visible check is shown, but not on which value: `.trim().min(3)` fails `'ab  '`, which
 * `.min(3).trim()` and the advertised `minLength: 3` allow, and `.toLowerCase().regex(/^[a-z]+$/)`
 * takes `'ABC'`, which the advertised pattern rejects. A length bound sees what changes a length;
 * any other check sees the value as a refinement does.
 * Zod's own overwrites are followed as the state they leave the value in:
 * - whether it is trimmed, its case (`.toLowerCase()`, `.toUpperCase()`, `.slugify()`, the last one
 *   applied) and its normal form (the last `.normalize()`): applying one again while its effect
 *   holds changes nothing (`.trim().refine(f).trim()` is `.trim().refine(f)`), and `.trim()` before
 *   or after a case change does the same;
 * - a transform, a pipe or a written overwrite makes a new value, of which nothing is known;
 * - refinements between two of those are a set: each checks the value in the state it is given,
 *   and none changes it.
 */
import type { Marker, Step } from './markers.js';

const SLUG = 'overwrite:slugify()';

/** What Zod's own overwrites have done to the value since it was last made. */
interface OwnState {
  trimmed: boolean;
  /** The last case change, or ''. */
  case: string;
  /** The last normal form, or ''. */
  form: string;
}

/** A key equal for two step lists (markers and length bounds, in applied order) that do the same. */
export function orderKey(markers: readonly Step[]): string {
  const parts: string[] = [];
  let state: OwnState = { trimmed: false, case: '', form: '' };
  let checked: string[] = [];
  const seen = (): string => `${state.trimmed ? 'trimmed' : ''}/${state.case}/${state.form}`;
  // What a length bound measures: trimming, a slug and a normal form change the length, a case
  // change does not (of ASCII text).
  const measured = (): string => `${state.trimmed ? 'trimmed' : ''}/${state.case === SLUG ? 'slug' : ''}/${state.form}`;
  const closeRun = (): void => {
    if (checked.length > 0) parts.push(`checks[${checked.sort().join('\u0000')}]`);
    checked = [];
  };
  for (const marker of markers) {
    if (marker.kind === 'length') checked.push(`${marker.identity}@${measured()}`);
    else if (marker.kind === 'custom' || marker.kind === 'visible') checked.push(`${marker.identity}@${seen()}`);
    else if (marker.kind !== 'overwrite' || !applyOwn(state, marker.identity)) {
      // A transform, a pipe or a written overwrite: it receives the value as it is, and makes another.
      closeRun();
      parts.push(`${marker.identity}@${seen()}`);
      state = { trimmed: false, case: '', form: '' };
    }
  }
  closeRun();
  parts.push(`out@${seen()}`);
  return parts.join('\u0001');
}

/**
 * Applies one of Zod's own overwrites (identified by name by both front ends: `overwrite:trim()`)
 * to the state. False for any other overwrite (a written `.overwrite(fn)`, a URL's `normalize`
 * option), which makes a new value as a transform does.
 */
function applyOwn(state: OwnState, identity: string): boolean {
  if (identity === 'overwrite:trim()') state.trimmed = true;
  else if (identity === SLUG) {
    // A slug is lower case, with no spaces at either end.
    state.case = identity;
    state.trimmed = true;
  } else if (identity === 'overwrite:toLowerCase()' || identity === 'overwrite:toUpperCase()') state.case = identity;
  else if (identity.startsWith('overwrite:normalize(')) state.form = identity;
  else return false;
  return true;
}

/**
 * A key equal for two marker lists that hold the same markers, in any order and however often:
 * what one carries and another does not, or carries once more where that does more (a transform
 * twice), is the partial reading's to report (partial.ts, with the counted identities of
 * markers.ts), not an order.
 */
export function markerSetKey(markers: readonly Marker[]): string {
  return [...new Set(markers.map((marker) => marker.identity))].sort().join('\u0000');
}
