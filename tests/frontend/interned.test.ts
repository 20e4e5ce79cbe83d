import { describe, expect, it } from 'vitest';
import { interned } from '../../lib/frontend/estree/interned.js';

describe('interned: one string per distinct label and identity', () => {
  it('returns the text it is given, built anew or not', () => {
    const built = ['max_length', 'max(16)'].join(':');
    expect(interned(built)).toBe('max_length:max(16)');
    expect(interned(`max_length:${'max(16)'}`)).toBe('max_length:max(16)');
    expect(interned('')).toBe('');
  });

  it('keeps answering past its bound (the table is dropped and refilled)', () => {
    for (let i = 0; i < 45_000; i++) expect(interned(`refine(x => x > ${i})`)).toBe(`refine(x => x > ${i})`);
    expect(interned('.trim()')).toBe('.trim()');
  });
});
