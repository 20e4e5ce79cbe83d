/**
 * Shared helpers for the rule suites. `loc()` finds the exact place a report must cover from the
 * text it must cover, so every expectation names the code it points at (`z.coerce.number()`,
 * `catch(0)`) and is still checked to the column.
 */
import { RuleTester } from '@typescript-eslint/rule-tester';

export interface Loc {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/**
 * ESLint's location (1-based line and column, end column one past the last character) of the
 * `nth` (0-based) occurrence of `needle` in `code`. Throws if there is no such occurrence, so a
 * typo in a test fails loudly instead of pointing somewhere else.
 */
export function loc(code: string, needle: string, nth = 0): Loc {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = code.indexOf(needle, index + 1);
    if (index === -1) throw new Error(`loc(): occurrence ${nth} of ${JSON.stringify(needle)} not found`);
  }
  const before = code.slice(0, index).split('\n');
  const line = before.length;
  const column = before[before.length - 1]!.length + 1;
  const inside = needle.split('\n');
  const endLine = line + inside.length - 1;
  const endColumn = inside.length === 1 ? column + needle.length : inside[inside.length - 1]!.length + 1;
  return { line, column, endLine, endColumn };
}

/** The location of `needle` counted from the first occurrence of `anchor` (to pick one of several). */
export function locAfter(code: string, anchor: string, needle: string): Loc {
  const start = code.indexOf(anchor);
  if (start === -1) throw new Error(`locAfter(): anchor ${JSON.stringify(anchor)} not found`);
  const index = code.indexOf(needle, start);
  if (index === -1) throw new Error(`locAfter(): ${JSON.stringify(needle)} not found after ${JSON.stringify(anchor)}`);
  const nth = countOccurrences(code.slice(0, index), needle);
  return loc(code, needle, nth);
}

/**
 * The location of the property key `key` (written `key:`) in the first object after `anchor`:
 * `keyLoc(code, 'const B', 'text')` is B's `text` key.
 */
export function keyLoc(code: string, anchor: string, key: string): Loc {
  const start = code.indexOf(anchor);
  if (start === -1) throw new Error(`keyLoc(): anchor ${JSON.stringify(anchor)} not found`);
  const pattern = new RegExp(`(?<![\\p{ID_Continue}$])${key.replace(/[$]/gu, '\\$&')}\\s*:`, 'gu');
  pattern.lastIndex = start;
  const match = pattern.exec(code);
  if (!match) throw new Error(`keyLoc(): key ${JSON.stringify(key)} not found after ${JSON.stringify(anchor)}`);
  return loc(code, key, countOccurrences(code.slice(0, match.index), key));
}

function countOccurrences(text: string, needle: string): number {
  let count = 0;
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + 1)) count++;
  return count;
}

export const ruleTester = (): RuleTester => new RuleTester();
