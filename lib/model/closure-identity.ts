/**
 * How a value a function closes over is written into the identity of a check or pipe made with
 * that function, and read back.
 *
 * A function written once inside a helper is as many functions as the helper has calls: `(n) =>
 * n < max` made by `op('a', 5)` and by `op('b', 10)` checks two things, though its text is one.
 * The ESTree front end appends the helper arguments the function reads to its identity
 * (`[max=…]`). Each primitive value is written between two marks, so that the analysis can tell
 * a value from the text around it and ask whether it is one of the field's own literal values.
 */

const OPEN = '\u0002';
const CLOSE = '\u0003';

/** A primitive a function closes over, as its identity spells it. */
export function closedOverValue(value: string | number | boolean | bigint | null | undefined): string {
  return `${OPEN}${valueKey(value)}${CLOSE}`;
}

/** Whether an identity holds any value a function closes over. */
export function closesOverValues(identity: string): boolean {
  return identity.includes(OPEN);
}

/**
 * The identity with each closed-over value that is one of `values` written as "the field's own
 * value". Speakeasy's `literal(v) = z.union([z.literal(v), z.any().transform(() => v)])` turns an
 * absent tag into each variant's own tag: the same transform relative to each variant, however
 * many tags there are. Other values are kept: `max` = 5 against 10 is two checks.
 */
export function ownValuesAsOne(identity: string, values: readonly unknown[]): string {
  if (values.length === 0 || !identity.includes(OPEN)) return identity;
  const own = new Set(values.map(valueKey));
  return identity.replace(VALUE, (written: string, key: string) => (own.has(key) ? OWN : written));
}

const VALUE = new RegExp(`${OPEN}([^${OPEN}${CLOSE}]*)${CLOSE}`, 'gu');
const OWN = `${OPEN}own${CLOSE}`;

function valueKey(value: unknown): string {
  return `${typeof value}:${String(value)}`;
}
