/**
 * no-collided-coercion: `z.coerce.*`, `.catch()` and `z.preprocess()` make a field accept more
 * than its JSON type says. In only some variants, the flattened field either lies (advertises
 * the type and rejects what one variant accepts) or is widened to untyped.
 */
import type { CollidedField } from '../collisions.js';
import type { Finding } from '../findings.js';
import type { Hazard } from '../markers.js';
import { partialFindings } from '../partial.js';
import { argumentFindings, readClosedOver, relativeReader, type ClosedOverSource } from '../closed-over.js';

const WHAT: Record<Hazard['kind'], string> = {
  coerce: 'coerces its input',
  catch: 'replaces invalid input with a fallback',
  preprocess: 'rewrites its input before validating it',
};

/**
 * The hazards each entry carries, read with the one function a helper makes as one
 * (closed-over.ts): `z.preprocess((v) => clamp(v, max))` made by `op('a', 5)` and `op('b', 10)`.
 * Coercion, .catch() and preprocess show in a type (ZodCoercedNumber, ZodCatch, ZodPipe), so
 * type-derived entries take part; unresolved ones, or a type that cannot show whether it
 * coerces, do not.
 */
const HAZARDS: ClosedOverSource<Hazard> = {
  read: (facts) => facts.hazards,
  agreed: (agreement) => agreement.sameHazards,
  isUnknown: (facts) => facts.unknownHazards,
};

export function coercionFindings(collided: readonly CollidedField[]): readonly Finding[] {
  const closedOver = readClosedOver(collided, HAZARDS);
  const partial = partialFindings(
    collided,
    'no-collided-coercion',
    'coercion',
    relativeReader(closedOver, HAZARDS),
    HAZARDS.agreed,
    (hazard, byKind) => ({ marker: hazard.label, what: byKind ? WHAT[hazard.kind] : whatItDoes(hazard) }),
    HAZARDS.isUnknown,
    // A type shows a `.catch()` or a `z.preprocess()`, not its value or function: beside a
    // variant read from a type, a field has one or has not. It shows what a coercion makes
    // (`ZodCoercedString`), which is all of its identity (`coerce:string`).
    (hazard) => (hazard.kind === 'coerce' ? hazard.identity : hazard.kind),
  );
  if (closedOver.differences.length === 0) return partial;
  return [...partial, ...argumentFindings(closedOver.differences, 'no-collided-coercion', (hazard) => ({ marker: hazard.label, what: WHAT[hazard.kind] }))];
}

/** A fallback short enough to say, as its identity spells it (`catch(0)`, `catch("fast")`); not a function's text. */
const SHOWN_FALLBACK = /^catch\((.{1,32})\)$/su;

/**
 * What a hazard does, with a `.catch()`'s fallback when it is a short value: `.catch(20)` against
 * `.catch(50)` is reported in both variants, and "only in variant a" alone read as if b had none.
 */
function whatItDoes(hazard: Hazard): string {
  if (hazard.kind !== 'catch') return WHAT[hazard.kind];
  const fallback = SHOWN_FALLBACK.exec(hazard.identity)?.[1];
  return fallback !== undefined && !/=>|\bfunction\b/u.test(fallback) ? `replaces invalid input with the fallback ${fallback}` : WHAT.catch;
}
