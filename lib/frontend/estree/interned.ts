/**
 * One string object per distinct label and identity the front end writes on checks, wrappers and
 * pipes. Each is built per call site (`.max()` of `z.string().max(16)`, `max_length:max(16)`), so
 * the same text written in 2,000 variants was 2,000 strings kept by the model; shared, it is
 * one, and the analysis's lookups by label or identity hash it once. The table is dropped when it
 * grows past a bound: an editor session lints for hours.
 */
const MAX_INTERNED = 20_000;
let table = new Map<string, string>();

export function interned(text: string): string {
  const known = table.get(text);
  if (known !== undefined) return known;
  if (table.size >= MAX_INTERNED) table = new Map();
  table.set(text, text);
  return text;
}
