/**
 * Which finding paths an option's list of paths covers, the same for the rules' `ignoreKeys` and
 * `allowUntyped` and the runtime check's: a path covers itself and everything below it.
 */

/** `['o']` covers `o`, `o.p`, `o.*` (a record's values), `o[]`, `o[0]` (a tuple's item) and `o|string` (a union's option). */
export function isCovered(path: string, paths: readonly string[]): boolean {
  return paths.some((key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`) || path.startsWith(`${key}|`));
}
