import type { Check } from './schema.js';
import { ZOD_REGEXES } from './zod-regexes.js';

/**
 * The options of a string format that change what it accepts and the `pattern` JSON Schema
 * advertises: a datetime's `offset`, `local` and `precision`, a time's `precision`, a UUID's
 * `version`, and Zod 3's IP and CIDR `version`. One text for both front ends, so `z.iso.datetime({ offset: true })` and
 * `.datetime({ offset: true })` in source compare equal to the same schema read live, and a
 * datetime that accepts `+02:00` differs from one that does not.
 */
export interface FormatOptions {
  readonly offset?: unknown;
  readonly local?: unknown;
  readonly precision?: unknown;
  readonly version?: unknown;
  /** `z.mac({ delimiter: '-' })`: the separator its pattern takes (`:` by default). */
  readonly delimiter?: unknown;
  /**
   * `z.email({ pattern: z.regexes.html5Email })`: the pattern that replaces Zod's default, which
   * JSON Schema advertises (`pattern`) beside the format. A RegExp (read live) or its text.
   */
  readonly pattern?: unknown;
}

/** The formats whose options are read. */
export const FORMATS_WITH_OPTIONS: ReadonlySet<string> = new Set(['datetime', 'time', 'uuid', 'ip', 'cidr', 'mac', 'email']);

/** The options' text, or undefined for the format's defaults (so a plain format keeps no value). */
export function formatOptionsText(format: string, options: FormatOptions): string | undefined {
  const parts: string[] = [];
  if (format === 'datetime') {
    if (options.offset === true) parts.push('offset');
    if (options.local === true) parts.push('local');
  }
  if ((format === 'datetime' || format === 'time') && typeof options.precision === 'number') parts.push(`precision ${options.precision}`);
  // Zod 3's `.ip({ version: 'v4' })` and `.cidr({ version })`: one family, or both (no version).
  if ((format === 'uuid' || format === 'ip' || format === 'cidr') && typeof options.version === 'string') parts.push(`version ${options.version}`);
  if (format === 'mac' && typeof options.delimiter === 'string' && options.delimiter !== ':') parts.push(`delimiter ${options.delimiter}`);
  if (format === 'email') {
    const pattern = options.pattern instanceof RegExp ? String(options.pattern) : options.pattern;
    if (typeof pattern === 'string' && pattern !== ZOD_REGEXES['email']) parts.push(`pattern ${pattern}`);
  }
  return parts.length > 0 ? `(${parts.join(', ')})` : undefined;
}

/**
 * What `z.stringFormat(name, regex)` advertises besides its name: the pattern (`format: "code",
 * pattern: "^[a-z]+$"`). Two formats of one name with different patterns are two constraints.
 */
export function customFormatPattern(regexText: string): string {
  return `(pattern ${regexText})`;
}

/**
 * The checks a format carries that JSON Schema does not show, as custom checks (the hidden-check
 * rule's, as a URL's protocol is): `z.jwt({ alg })`, which rejects a token signed otherwise, and
 * `z.stringFormat(name, fn)`, whose function only the name stands for. Identified by the
 * algorithm, or by the function's text.
 */
export function jwtAlgorithmCheck(alg: string, label: string): Check {
  return { check: 'custom', label: `${label}'s alg`, identity: `jwt-alg:${alg}` };
}

export function formatFunctionCheck(functionText: string, label: string): Check {
  return { check: 'custom', label: `${label}'s function`, identity: `string-format-fn(${functionText})` };
}

/**
 * The media types a file's `.mime(types)` allows, as one text: a set, so sorted and each once.
 * Zod advertises them as `contentMediaType` (one) or an `anyOf` of them (several).
 */
export function mimeTypesText(types: readonly string[]): string {
  return [...new Set(types)].sort().join(', ');
}

const INCLUDES_AT = 'includes@';

/**
 * The format name of `.includes(text, { position })`: `includes`, or `includes@3` when the text
 * must be found at or after index 3 (Zod writes `pattern: "^.{3}text"`), so that the two compare
 * as different constraints. One spelling for every front end.
 */
export function includesFormat(position: unknown): string {
  // From index 0 is anywhere, as without a position (Zod's check; its pattern says `^.{0}`).
  return typeof position === 'number' && position > 0 ? `${INCLUDES_AT}${position}` : 'includes';
}

/** Whether a format is `.includes()`'s, with a position or without. */
export function isIncludesFormat(format: string | undefined): boolean {
  return format === 'includes' || (format !== undefined && format.startsWith(INCLUDES_AT));
}

/** The position an `includesFormat` names (`'3'` of `includes@3`), or undefined for none. */
export function includesPositionOf(format: string): string | undefined {
  return format.startsWith(INCLUDES_AT) ? format.slice(INCLUDES_AT.length) : undefined;
}
