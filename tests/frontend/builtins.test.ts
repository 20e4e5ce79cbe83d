/**
 * The language's pure functions of constants (lib/frontend/estree/builtins.ts): what is folded,
 * and what is left unknown because it could run the program's code, grow without bound, or is
 * not one of them.
 */
import { describe, expect, it } from 'vitest';
import { foldGlobalCall, foldListMethod, foldStaticCall, foldStringMethod } from '../../lib/frontend/estree/builtins.js';

describe('folded', () => {
  it('global conversions', () => {
    expect(foldGlobalCall('Number', ['100'])).toEqual({ value: 100 });
    expect(foldGlobalCall('parseInt', ['ff', 16])).toEqual({ value: 255 });
    expect(foldGlobalCall('String', [1n])).toEqual({ value: '1' });
    expect(foldGlobalCall('Boolean', [''])).toEqual({ value: false });
  });
  it('Math and Number statics of numbers', () => {
    expect(foldStaticCall('Math', 'min', [100, 200])).toEqual({ value: 100 });
    expect(foldStaticCall('Math', 'pow', [2, 10])).toEqual({ value: 1024 });
    expect(foldStaticCall('Number', 'parseInt', ['100', 10])).toEqual({ value: 100 });
  });
  it('string and list methods', () => {
    expect(foldStringMethod(' x ', 'trim', [])).toEqual({ value: 'x' });
    expect(foldStringMethod('a,b', 'split', [','])).toEqual({ list: ['a', 'b'] });
    expect(foldListMethod(['b', 'a'], 'sort', [])).toEqual({ list: ['a', 'b'] });
    expect(foldListMethod(['x', null, 'y'], 'join', [''])).toEqual({ value: 'xy' });
  });
});

describe('left unknown', () => {
  it('what is not a pure function of these arguments', () => {
    expect(foldGlobalCall('BigInt', ['1'])).toBeUndefined();
    expect(foldGlobalCall('eval', ['1'])).toBeUndefined();
    expect(foldGlobalCall('constructor', [])).toBeUndefined();
    expect(foldStaticCall('Math', 'random', [])).toBeUndefined();
    expect(foldStaticCall('Math', 'min', ['1', 2])).toBeUndefined();
    expect(foldStringMethod('x', 'replace', ['x', 'y'])).toBeUndefined();
    expect(foldStringMethod('x', 'toString', [])).toBeUndefined();
    expect(foldListMethod(['b', 'a'], 'sort', ['comparator'])).toBeUndefined();
  });
  it('what would grow without bound', () => {
    expect(foldStringMethod('x', 'repeat', [1e9])).toBeUndefined();
    expect(foldStringMethod('x', 'padStart', [1e9])).toBeUndefined();
  });
});
