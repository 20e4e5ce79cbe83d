/**
 * A plain pipe marker is named by its target's structure, read from the model both front ends
 * build: two spellings of one target are one marker on both sides, as live Zod compares them.
 */
import { describe, expect, it } from 'vitest';
import type { Check } from '../../lib/model/schema.js';
import { pipeIdentity } from '../../lib/analysis/pipe-identity.js';
import { arr, lazy, obj, optional, pipe, refine, str, transform, trim, unres } from './builders.js';

/** `.max(n)` on a string, as each spelling records it: the kind and the value, whatever the label. */
const maxLength = (n: number, label: string, identity: string): Check => ({ check: 'max_length', label, identity, value: n });
const piped = (target: Parameters<typeof pipe>[1], frontEnd = 'pipe(as written)') => pipeIdentity(pipe(str(), target, 'pipe', frontEnd));

describe('pipeIdentity', () => {
  it('two spellings of one bound are one target', () => {
    const method = piped(str(maxLength(3, '.max()', 'max_length:max(3)')), 'pipe(z.string().max(3))');
    const check = piped(str(maxLength(3, 'z.maxLength()', 'max_length:maxLength(3)')), 'pipe(z.string().check(z.maxLength(3)))');
    expect(method).toBe(check);
    expect(piped(str(maxLength(4, '.max()', 'max_length:max(4)')))).not.toBe(method);
  });

  it('reads hidden checks by identity, and nested fields and items', () => {
    const a = piped(obj({ tags: arr(str(trim())), note: optional(str(refine('refine(f)'))) }));
    expect(piped(obj({ tags: arr(str(trim())), note: optional(str(refine('refine(f)'))) }))).toBe(a);
    expect(piped(obj({ tags: arr(str()), note: optional(str(refine('refine(f)'))) }))).not.toBe(a);
    expect(piped(obj({ note: optional(str(refine('refine(f)'))), tags: arr(str(trim())) }))).not.toBe(a); // key order
  });

  it("keeps the front end's identity where the target cannot be told: never two unknowns equal", () => {
    expect(piped(unres('a parameter'), 'pipe(schema)')).toBe('pipe(schema)');
    expect(piped(obj({ v: unres() }), 'pipe(Other)')).toBe('pipe(Other)');
    expect(piped(lazy(() => str()), 'pipe(z.lazy(f))')).toBe('pipe(z.lazy(f))');
  });

  it('a transform, codec or other pipe keeps the front end identity', () => {
    expect(pipeIdentity(transform(str(), 'transform(toUpper)'))).toBe('transform(toUpper)');
  });
});
