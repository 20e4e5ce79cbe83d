/**
 * The text that identifies a constant value (a `.catch()` or `.default()` value) in the model,
 * shared by the front ends so that a value read from source and the same value read from a live
 * schema are the same marker: static values as JSON, where values JSON cannot tell apart stay
 * apart (`NaN` and `Infinity` are not `null`, `1n` is not `1`, and an `undefined` inside an array
 * or object is not `null` or a missing key). Functions inside are shown by `functionText`.
 */
export function valueText(value: unknown, functionText: (fn: unknown) => string = () => '?'): string {
  if (typeof value === 'function') return functionText(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  try {
    return (
      JSON.stringify(value, (key, inner: unknown) => {
        if (key !== '' && inner === undefined) return { '~undefined': true };
        if (typeof inner === 'number' && !Number.isFinite(inner)) return { '~number': String(inner) };
        if (typeof inner === 'bigint') return { '~bigint': String(inner) };
        if (typeof inner === 'function') return { '~function': functionText(inner) };
        return inner;
      }) ?? String(value)
    );
  } catch {
    return String(value);
  }
}
