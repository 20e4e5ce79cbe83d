/**
 * The one place Zod 3 builds something else from the same call: `z.custom(fn)` and
 * `z.instanceof(C)` are `z.any()` with a refinement in Zod 3 (so the field advertises `{}` and
 * carries a hidden check), a custom type of their own in Zod 4 (which JSON Schema cannot
 * represent). These programs are therefore not equivalent across majors and are not in the
 * equivalence tables; here each reading is checked against the real Zod it names.
 *
 * Read from `zod/v3`, the static rules follow Zod 3. From `zod` they follow Zod 4 even in a
 * zod@3 project, which nothing in the source or the settings can tell apart: the last test
 * pins that known difference, so it is seen if it ever changes.
 */
import { describe, expect, it } from 'vitest';
import { field, PRELUDE } from './case.js';
import { lintProgram, liveKeys, staticKeys } from './harness.js';

const CASES = [
  { name: 'z.instanceof(C)', a: 'z.instanceof(Date)' },
  { name: 'z.custom(fn)', a: 'z.custom(isLong)' },
  { name: 'z.custom()', a: 'z.custom()' },
] as const;

const program = (from: string, a: string): string => `import { z } from '${from}';\n${PRELUDE}\n${field(a, 'z.string()')}`;

describe('z.custom() and z.instanceof() in Zod 3', () => {
  it.each(CASES)('$name from zod/v3: the static rules read what Zod 3 builds', ({ a }) => {
    const source = program('zod/v3', a);
    const statics = staticKeys(lintProgram(source));
    expect(statics).toContain('require-typed-properties|untyped|text|a');
    expect(liveKeys(source)).toEqual(statics);
  });

  it.each(CASES)('$name from zod: read as Zod 4 (its own type), as Zod 4 builds it', ({ a }) => {
    const source = program('zod', a);
    const statics = staticKeys(lintProgram(source));
    expect(statics).toContain('require-typed-properties|unrepresentable|text|a');
    expect(liveKeys(source)).toEqual(statics);
  });

  it.each(CASES)('$name from zod in a zod@3 project: known difference, the static reading stays Zod 4', ({ a }) => {
    const source = program('zod', a);
    expect(staticKeys(lintProgram(source))).toContain('require-typed-properties|unrepresentable|text|a');
    expect(liveKeys(source, { zod: 'zod/v3' })).toContain('require-typed-properties|untyped|text|a');
  });
});
