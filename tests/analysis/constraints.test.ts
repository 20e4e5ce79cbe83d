/**
 * JSON-visible constraints: the signature a field's constraints are compared by is equal for
 * lists that mean the same, and never for two lists that mean different things.
 */
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../lib/analysis/facts.js';
import { constraintOf } from '../../lib/analysis/constraints.js';
import type { Check } from '../../lib/model/schema.js';
import { minLength, refine, str, trim } from './builders.js';

const gte = (value: unknown, inclusive = true): Check => ({ check: 'greater_than', identity: `gte(${String(value)})`, label: '.gte()', value: value as number, inclusive });
const format = (name: string, value?: string): Check => ({ check: 'string_format', identity: `format:${name}`, label: `.${name}()`, format: name, ...(value === undefined ? {} : { value }) });

/** The identities of the constraints among some checks, in order (hidden checks are none). */
const identities = (checks: readonly Check[]): string[] => checks.flatMap((check) => constraintOf(check)?.identity ?? []);

describe('constraint signatures', () => {
  const cases: [string, Check[], Check[], boolean][] = [
    ['no checks', [], [], true],
    ['the same bound', [minLength(2)], [minLength(2)], true],
    ['another bound', [minLength(2)], [minLength(3)], false],
    ['a bound more', [minLength(2)], [minLength(2), minLength(3)], false],
    ['another order', [minLength(2), minLength(3)], [minLength(3), minLength(2)], false],
    ['hidden checks are not constraints', [trim(), minLength(2), refine()], [minLength(2)], true],
    ['inclusive and exclusive bounds', [gte(0)], [gte(0, false)], false],
    ['NaN is NaN (as the interned table keys it)', [gte(Number.NaN)], [gte(Number.NaN)], true],
    ['another format', [format('email')], [format('url')], false],
    ['another pattern', [format('regex', 'a+')], [format('regex', 'b+')], false],
    ['the same pattern', [format('regex', 'a+')], [format('regex', 'a+')], true],
  ];
  it.each(cases)('%s', (_, a, b, same) => {
    // What the agreement of a collided field and constraint-mismatch compare.
    expect(factsOf(str(...a)).constraintSignature === factsOf(str(...b)).constraintSignature).toBe(same);
    // And what partiallyPresent relies on: equal signatures are equal constraints, check by check.
    expect(identities(a).join('\n') === identities(b).join('\n')).toBe(same);
  });
});
