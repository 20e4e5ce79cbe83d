/**
 * no-collided-coercion: `z.coerce.*`, `.catch()` and `z.preprocess()` make a field accept more
 * than its JSON type says. In only some variants, the flattened field either lies (advertises
 * the type and rejects what one variant accepts) or is widened to untyped.
 */
import { peel } from '../../model/walk.js';
import type { CollidedField } from '../collisions.js';
import { variantsPhrase, type Finding } from '../findings.js';
import { hazards, type Hazard } from '../markers.js';
import { partiallyPresent } from '../partial.js';

const WHAT: Record<Hazard['kind'], string> = {
  coerce: 'coerces its input',
  catch: 'replaces invalid input with a fallback',
  preprocess: 'rewrites its input before validating it',
};

export function coercionFindings(collided: readonly CollidedField[]): Finding[] {
  const findings: Finding[] = [];
  for (const field of collided) {
    const known = field.entries.filter((entry) => peel(entry.schema).base.type !== 'unresolved');
    if (known.length < 2) continue;
    for (const group of partiallyPresent(known, (entry) => hazards(entry.schema))) {
      for (const hazard of group.items) {
        findings.push({
          rule: 'no-collided-coercion',
          messageId: 'coercion',
          path: field.path,
          variants: group.withLabels,
          data: {
            path: field.path,
            marker: hazard.label,
            what: WHAT[hazard.kind],
            withVariants: variantsPhrase(group.withLabels),
            withoutVariants: variantsPhrase(group.withoutLabels),
          },
          ...(hazard.span ? { span: hazard.span } : {}),
        });
      }
    }
  }
  return findings;
}
