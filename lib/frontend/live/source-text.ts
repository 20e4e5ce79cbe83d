/**
 * Identity of functions and values held by live schemas: the source text of a function with
 * whitespace and comments folded (two refinements with the same text are the same marker, as
 * in the static rules), static values as JSON.
 */

/** Source text of a function with whitespace and comments folded, for marker identity. */
export function functionText(fn: unknown): string {
  if (typeof fn !== 'function') return '';
  return normalizeSource(Function.prototype.toString.call(fn));
}

export function normalizeSource(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//gu, '')
    .replace(/(^|[^:'"`])\/\/[^\n]*/gu, '$1')
    .replace(/\s+/gu, '');
}

/** A stable text for a catch/default value: static values as JSON, functions by their text. */
export function valueText(value: unknown): string {
  if (typeof value === 'function') return functionText(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

