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

/**
 * The identity with every closed-over value written as one: the function's code and what it
 * reads, whatever the values. Two markers equal so are one function made by several calls.
 */
export function withoutClosedOverValues(identity: string): string {
  return identity.includes(OPEN) ? identity.replace(VALUE, ANY) : identity;
}

/**
 * The closed-over values of an identity as a reader would write them (`max = 5`, `value = the
 * field's own value` for one `ownValuesAsOne` marked). Empty when there is none.
 */
export function closedOverText(identity: string): string {
  const parts: string[] = [];
  for (const match of identity.matchAll(NAMED_VALUE)) {
    const [, name, key] = match;
    if (key === 'own') {
      parts.push(`${name} = the field's own value`);
      continue;
    }
    const colon = key!.indexOf(':');
    const type = key!.slice(0, colon);
    const value = key!.slice(colon + 1);
    parts.push(`${name} = ${type === 'string' ? `'${value}'` : value}`);
  }
  return parts.join(', ');
}

const VALUE = new RegExp(`${OPEN}([^${OPEN}${CLOSE}]*)${CLOSE}`, 'gu');
const OWN = `${OPEN}own${CLOSE}`;
const ANY = `${OPEN}any${CLOSE}`;
/** A value with the name the function reads it by (`max=\u0002number:5\u0003`, `cfg.max=…`, as the evaluator writes it). */
const NAMED_VALUE = new RegExp(`([\\p{L}\\p{N}_$.]+)=${OPEN}([^${OPEN}${CLOSE}]*)${CLOSE}`, 'gu');

function valueKey(value: unknown): string {
  return `${typeof value}:${String(value)}`;
}
