/**
 * JSON-visible constraints: the signature a field's constraints are compared by is equal for
 * lists that mean the same, and never for two lists that mean different things.
 */
import { describe, expect, it } from 'vitest';
import { factsOf } from '../../lib/analysis/facts.js';
import { constraintOf } from '../../lib/analysis/constraints.js';
import type { Check } from '../../lib/model/schema.js';
import { maxLength, minLength, refine, str, trim } from './builders.js';

const gte = (value: unknown, inclusive = true): Check => ({ check: 'greater_than', identity: `gte(${String(value)})`, label: '.gte()', value: value as number, inclusive });
const format = (name: string, value?: string): Check => ({ check: 'string_format', identity: `format:${name}`, label: `.${name}()`, format: name, ...(value === undefined ? {} : { value }) });

/** The identities of the constraints a field advertises, in order (hidden checks are none). */
const identities = (checks: readonly Check[]): string[] => factsOf(str(...checks)).constraints.flatMap((check) => constraintOf(check)?.identity ?? []);
const lte = (value: number, inclusive = true): Check => ({ check: 'less_than', identity: `lte(${value})`, label: '.lte()', value, inclusive });
const length = (n: number): Check => ({ check: 'length_equals', identity: `length(${n})`, label: '.length()', value: n });
const int = (format = 'safeint'): Check => ({ check: 'number_format', identity: `number_format:${format}`, label: '.int()', format });

describe('constraint signatures', () => {
  const cases: [string, Check[], Check[], boolean][] = [
    ['no checks', [], [], true],
    ['the same bound', [minLength(2)], [minLength(2)], true],
    ['another bound', [minLength(2)], [minLength(3)], false],
    ['a bound more', [minLength(2)], [minLength(2), minLength(3)], false],
    ['another order', [minLength(2), maxLength(3)], [maxLength(3), minLength(2)], false],
    // What JSON Schema advertises (Zod's toJSONSchema folds a field's bounds the same way).
    ['a redundant bound', [minLength(2), minLength(3)], [minLength(3)], true],
    ['a redundant bound, in another order', [minLength(2), minLength(3)], [minLength(3), minLength(2)], true],
    ['a length written two ways', [length(5)], [minLength(5), maxLength(5)], true],
    ['a length and other bounds', [length(5)], [minLength(5), maxLength(6)], false],
    ['a length and one bound of it', [length(5)], [minLength(5)], false],
    ['an exclusive bound wins a tie', [gte(0), gte(0, false)], [gte(0, false)], true],
    ['a looser bound after an exclusive one', [gte(0, false), gte(-1)], [gte(0, false)], true],
    ['a bound within an integer format', [int(), gte(0)], [int()], false],
    ['a bound no tighter than an integer format', [int(), lte(Number.MAX_SAFE_INTEGER)], [int()], true],
    ['a bound no tighter than int32', [int('int32'), gte(-(2 ** 40))], [int('int32')], true],
    // A format with a range of its own is what JSON Schema writes for it: integer and two bounds.
    ['int32 and the bounds it implies', [int('int32')], [int(), gte(-2147483648), lte(2147483647)], true],
    ['int32 and one of the bounds it implies', [int('int32')], [int(), gte(-2147483648)], false],
    // (The format's parts stand where it is written: signatures keep the order of the checks.)
    ['int32 with a tighter bound', [int('int32'), gte(0)], [int(), lte(2147483647), gte(0)], true],
    ['uint32 and the bounds it implies', [int('uint32')], [int(), gte(0), lte(4294967295)], true],
    ['float32 and the bounds it implies', [int('float32')], [gte(-3.4028234663852886e38), lte(3.4028234663852886e38)], true],
    ['float32 is no integer', [int('float32')], [int(), gte(-3.4028234663852886e38), lte(3.4028234663852886e38)], false],
    ['int32 and uint32', [int('int32')], [int('uint32')], false],
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
