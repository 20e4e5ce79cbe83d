/**
 * What a `z.stringbool()` accepts, as one text for both front ends: its truthy and falsy strings
 * (lower-cased unless the case is `sensitive`, as Zod compares them) and its case, each a set.
 * `z.stringbool()`, `z.stringbool({})` and the defaults written out parse alike, and so read alike.
 */

/** Zod's defaults (`z.stringbool()` in zod/v4/core/api.ts). */
const DEFAULT_TRUTHY = ['true', '1', 'yes', 'on', 'y', 'enabled'];
const DEFAULT_FALSY = ['false', '0', 'no', 'off', 'n', 'disabled'];

export interface StringboolOptions {
  readonly truthy?: readonly unknown[];
  readonly falsy?: readonly unknown[];
  readonly case?: unknown;
}

export function stringboolText(options: StringboolOptions): string {
  const sensitive = options.case === 'sensitive';
  const set = (values: readonly unknown[]): string[] =>
    [...new Set(values.map((value) => (typeof value === 'string' && !sensitive ? value.toLowerCase() : String(value))))].sort();
  return JSON.stringify([set(options.truthy ?? DEFAULT_TRUTHY), set(options.falsy ?? DEFAULT_FALSY), sensitive ? 'sensitive' : 'insensitive']);
}
