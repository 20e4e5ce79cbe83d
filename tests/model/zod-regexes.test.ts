import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZOD_REGEXES } from '../../lib/model/zod-regexes.js';

// The table the evaluator reads `z.regexes.<name>` from is the installed Zod's: a Zod upgrade that
// changes, adds or removes one fails here (run `node scripts/zod-regexes.mjs` to write it again).
describe('ZOD_REGEXES', () => {
  it('holds every regular expression Zod exports as a constant, as String(regex) writes it', () => {
    const live = Object.fromEntries(
      Object.entries(z.regexes)
        .filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp)
        .map(([name, regex]) => [name, String(regex)]),
    );
    expect(Object.keys(live).length).toBeGreaterThan(40);
    expect(ZOD_REGEXES).toEqual(live);
  });
});
