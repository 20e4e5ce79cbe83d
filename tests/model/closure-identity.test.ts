import { describe, expect, it } from 'vitest';
import { closedOverText, closedOverValue, closesOverValues, ownValuesAsOne, withoutClosedOverValues } from '../../lib/model/closure-identity.js';

/** An identity as the ESTree front end writes it for `(n) => n < max` made by a helper call. */
const made = (values: string) => `(n) => n < max [${values}]`;

describe('closure identities', () => {
  it('tells values of different types apart, and says when an identity holds any', () => {
    expect(closedOverValue(5)).not.toBe(closedOverValue('5'));
    expect(closedOverValue(true)).not.toBe(closedOverValue('true'));
    expect(closedOverValue(null)).not.toBe(closedOverValue(undefined));
    expect(closesOverValues(made(`max=${closedOverValue(5)}`))).toBe(true);
    expect(closesOverValues('(n) => n < 5')).toBe(false);
  });

  it("reads the field's own values as one, and no other value", () => {
    const a = made(`v=${closedOverValue('a')}, max=${closedOverValue(5)}`);
    const b = made(`v=${closedOverValue('b')}, max=${closedOverValue(5)}`);
    expect(ownValuesAsOne(a, ['a'])).toBe(ownValuesAsOne(b, ['b']));
    expect(ownValuesAsOne(a, ['b'])).toBe(a);
    // 5 the number is not '5' the string.
    expect(ownValuesAsOne(a, ['5'])).toBe(a);
    expect(ownValuesAsOne(a, [])).toBe(a);
  });

  it('reads every value as one for the function itself, and writes the values for a message', () => {
    const five = made(`max=${closedOverValue(5)}`);
    const ten = made(`max=${closedOverValue(10)}`);
    expect(withoutClosedOverValues(five)).toBe(withoutClosedOverValues(ten));
    expect(withoutClosedOverValues(five)).not.toBe(five);
    expect(closedOverText(five)).toBe('max = 5');
    expect(closedOverText(made(`tag=${closedOverValue('x')}, max=${closedOverValue(5)}`))).toBe("tag = 'x', max = 5");
    expect(closedOverText(ownValuesAsOne(made(`tag=${closedOverValue('x')}`), ['x']))).toBe("tag = the field's own value");
    expect(closedOverText('(n) => n < 5')).toBe('');
  });
});
