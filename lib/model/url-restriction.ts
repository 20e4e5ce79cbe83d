/**
 * What a URL format allows beyond `format: "uri"`: `z.httpUrl()` and `z.url({ protocol, hostname })`
 * keep patterns on the check, and `z.url({ normalize: true })` rewrites the value, neither of which JSON Schema shows (all advertise `{ type: 'string',
 * format: 'uri' }`). Both front ends model them as a custom check of their own, made here so that
 * the two name it alike.
 */
import type { Check } from './schema.js';

/** Zod's `regexes.domain`, the hostname pattern of `z.httpUrl()`, named as the static side names it. */
const DOMAIN = String(/^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/);

/** The hostname pattern `z.httpUrl()` sets unless told otherwise, as `urlRestriction` reads it. */
export const HTTP_HOSTNAME = 'domain';

/** Whether a URL format's patterns (each `String(regex)`) are those `z.httpUrl()` sets. */
export function isHttpUrl(protocol: string, hostname: string): boolean {
  return protocol === HTTP_PROTOCOL && hostname === DOMAIN;
}

/** Zod's `regexes.httpProtocol`, the protocol pattern of `z.httpUrl()`. */
const HTTP_PROTOCOL = String(/^https?$/);

/**
 * The custom check a URL format's patterns make (each `String(regex)`, or '' when not set), or
 * undefined when neither is set. `label` is how the format was written (`z.httpUrl()`, `.url()`).
 */
export function urlRestriction(protocol: string, hostname: string, label: string, normalize = false): Check | undefined {
  if (protocol === '' && hostname === '' && !normalize) return undefined;
  const host = hostname === DOMAIN ? HTTP_HOSTNAME : hostname;
  // `normalize: true` rewrites the value to the URL's `href` (Zod's $ZodURL): an overwrite.
  if (normalize) {
    const what = protocol === '' && hostname === '' ? 'normalize option' : 'protocol or hostname and normalize option';
    return { check: 'overwrite', label: `${label}'s ${what}`, identity: `url-restriction:${protocol}:${host}:normalize` };
  }
  return { check: 'custom', label: `${label}'s protocol or hostname`, identity: `url-restriction:${protocol}:${host}` };
}
