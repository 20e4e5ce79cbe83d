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
 *   and none changes it (so one written twice there is written once).
 * A pipe into a schema that only checks (`.pipe(z.number().min(0))`) keeps the value: it is placed
 * as a refinement is.
 * Wrappers, when the steps hold them (`appliedSteps(schema, true)`), each decide what one kind of
 * input goes through, so the key is made for each:
 * - a value that is present and not null passes `.optional()`, `.nullable()` and `.default()` as it
 *   is, and a `.catch()` replaces a failure of the steps before it: the fallback is a value none of
 *   the overwrites before it made;
 * - a null goes through the steps after the outermost `.nullable()`, which returns it as it is;
 * - an absent key through the steps after the `.default()` or `.optional()` where it stops
 *   (`absentStop`); past an `.optional()` with no transform or pipe after it, the key stays absent,
 *   and Zod lets a failed refinement of it go unseen. A `.prefault()` gives the whole schema its
 *   value, wherever it sits. An array's item is never absent.
 * So wrappers with no step between them are in any order (`.nullable().optional()`).
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

/**
 * A key equal for two step lists (markers and length bounds, in applied order) that do the same.
 * `keyed`: the field is an object's key, which can be absent (an array's item cannot).
 */
export function orderKey(steps: readonly Step[], keyed = true): string {
  const present = runKey(steps, 0);
  let wrapped = false;
  for (const step of steps) if (step.kind === 'wrapper') wrapped = true;
  if (!wrapped) return present;
  const parts = [present];
  // What a null goes through: the steps after the outermost `.nullable()`, which returns it as it is.
  const lastNullable = lastIndexOf(steps, (step) => step.identity === 'nullable');
  if (lastNullable >= 0) parts.push(`null:${runKey(steps, lastNullable + 1)}`);
  const stop = keyed ? absentStop(steps) : -1;
  if (stop >= 0) {
    const kind = steps[stop]!.identity;
    // Past an `.optional()`, only a transform or a pipe makes a value of it: else the key stays absent,
    // and Zod lets a failed refinement of it go unseen. A `.prefault()` gives the whole schema its value.
    let makes = false;
    for (let i = stop + 1; i < steps.length; i++) if (steps[i]!.kind === 'pipe') makes = true;
    parts.push(kind === 'prefault' ? 'absent:prefault' : kind === 'optional' && !makes ? 'absent:kept' : `absent:${kind}:${runKey(steps, stop + 1)}`);
  }
  return parts.join('\u0002');
}

function lastIndexOf(steps: readonly Step[], test: (step: Step) => boolean): number {
  for (let i = steps.length - 1; i >= 0; i--) if (steps[i]!.kind === 'wrapper' && test(steps[i]!)) return i;
  return -1;
}

const ABSENT_CATCHERS: ReadonlySet<string> = new Set(['optional', 'default', 'prefault']);

/**
 * Where an absent key stops going in, from the outermost layer: at a `.default()` or a
 * `.prefault()`, or at an `.optional()` with neither inside it (Zod's optional runs an inner
 * schema whose absent input is defaulted: `.default(1).optional().optional()` gives 1, and
 * `.optional().transform(f).optional()` stops at the outer one, before the transform). -1 when none.
 */
function absentStop(steps: readonly Step[]): number {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.kind !== 'wrapper' || !ABSENT_CATCHERS.has(step.identity)) continue;
    if (step.identity !== 'optional') return i;
    let defaulted = false;
    for (let j = i - 1; j >= 0 && !defaulted; j--) if (steps[j]!.kind === 'wrapper' && (steps[j]!.identity === 'default' || steps[j]!.identity === 'prefault')) defaulted = true;
    if (!defaulted) return i;
  }
  return -1;
}

/**
 * The order key of `steps[from..]` for a value that is present and not null: `.optional()`,
 * `.nullable()` and `.default()` pass it as it is; a `.catch()` replaces what failed before it.
 */
function runKey(steps: readonly Step[], from: number): string {
  const parts: string[] = [];
  let state: OwnState = { trimmed: false, case: '', form: '' };
  let checked: string[] = [];
  const seen = (): string => `${state.trimmed ? 'trimmed' : ''}/${state.case}/${state.form}`;
  // What a length bound measures: trimming, a slug and a normal form change the length, a case
  // change does not (of ASCII text).
  const measured = (): string => `${state.trimmed ? 'trimmed' : ''}/${state.case === SLUG ? 'slug' : ''}/${state.form}`;
  // A run's checks are a set: each checks the value as it is, so one written twice checks nothing
  // more (`.transform(t).refine(g).refine(g)` is `.transform(t).refine(g)`).
  const closeRun = (): void => {
    if (checked.length > 0) parts.push(`checks[${[...new Set(checked)].sort().join('\u0000')}]`);
    checked = [];
  };
  // After a wrapper that let a null or an absent key through (`from` > 0), a `.catch()` with no step
  // before it has nothing to catch.
  let stepped = from === 0;
  for (let i = from; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.kind !== 'wrapper') stepped = true;
    if (step.kind === 'length') checked.push(`${step.identity}@${measured()}`);
    else if (step.kind === 'custom' || step.kind === 'visible' || (step.kind === 'pipe' && step.keepsValue)) checked.push(`${step.identity}@${seen()}`);
    else if (step.kind === 'wrapper') {
      if (!step.identity.startsWith('catch(') || !stepped) continue;
      // A fallback is a value none of the overwrites before it made.
      closeRun();
      parts.push(`${step.identity}@${seen()}`);
      state = { trimmed: false, case: '', form: '' };
    } else if (step.kind !== 'overwrite' || !applyOwn(state, step.identity)) {
      // A transform, a pipe or a written overwrite: it receives the value as it is, and makes another.
      closeRun();
      parts.push(`${step.identity}@${seen()}`);
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
