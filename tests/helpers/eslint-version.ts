/**
 * The ESLint this test run is using: `eslint` 10 under `npm test`, ESLint 9 under
 * `npm run test:eslint9` (scripts/test-eslint9.mjs links `node_modules/eslint` to the `eslint9`
 * alias in an overlay of the repository).
 *
 * A test that cannot apply to one major says so with `onlyOnESLint`, which skips it there with the
 * reason in its title and prints the reason when the file is collected, so the skip shows in the
 * run's output (never a silent `if`).
 */
import { Linter } from 'eslint';
import { it } from 'vitest';

export const ESLINT_VERSION: string = Linter.version;
export const ESLINT_MAJOR: number = Number.parseInt(Linter.version, 10);

/** `it` on the given majors; elsewhere `it.skip`, titled `[skipped on ESLint N: reason]`. */
export function onlyOnESLint(majors: readonly number[], reason: string): typeof it {
  if (majors.includes(ESLINT_MAJOR)) return it;
  const skip = ((name: string, ...rest: unknown[]) => {
    // Printed when the file is collected, so the run's output says what was skipped and why.
    console.warn(`skipped on ESLint ${ESLINT_MAJOR}: "${name}": ${reason}`);
    (it.skip as (name: string, ...rest: unknown[]) => void)(`${name} [skipped on ESLint ${ESLINT_MAJOR}: ${reason}]`, ...rest);
  }) as unknown as typeof it;
  return skip;
}
