/**
 * What a URL format allows beyond `format: "uri"`: `z.httpUrl()` and `z.url({ protocol, hostname })`
 * keep patterns on the check that JSON Schema does not show (all advertise `{ type: 'string',
 * format: 'uri' }`). Both front ends model them as a custom check of their own, made here so that
 * the two name it alike.
 */
import type { Check } from './schema.js';

/** Zod's `regexes.domain`, the hostname pattern of `z.httpUrl()`, named as the static side names it. */
const DOMAIN = String(/^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/);

/** The hostname pattern `z.httpUrl()` sets unless told otherwise, as `urlRestriction` reads it. */
export const HTTP_HOSTNAME = 'domain';

/**
 * The custom check a URL format's patterns make (each `String(regex)`, or '' when not set), or
 * undefined when neither is set. `label` is how the format was written (`z.httpUrl()`, `.url()`).
 */
export function urlRestriction(protocol: string, hostname: string, label: string): Check | undefined {
  if (protocol === '' && hostname === '') return undefined;
  const host = hostname === DOMAIN ? HTTP_HOSTNAME : hostname;
  return { check: 'custom', label: `${label}'s protocol or hostname`, identity: `url-restriction:${protocol}:${host}` };
}
