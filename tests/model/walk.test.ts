import { describe, expect, it } from 'vitest';
import { checksOfLayers, peel } from '../../lib/model/walk.js';
import type { SchemaNode } from '../../lib/model/schema.js';
import { lazy, minLength, optional, pipe, str, transform, trim } from '../analysis/builders.js';

describe('checksOfLayers', () => {
  it('is the checks of every layer peel lists, outermost first', () => {
    const cases: SchemaNode[] = [
      str(minLength(1)),
      optional(str(minLength(1), trim())),
      optional(optional(str(minLength(1)), minLength(2)), minLength(3)),
      transform(str(minLength(4)), 'trim'),
      pipe(optional(str(minLength(5))), str(minLength(6))),
      lazy(() => optional(str(minLength(7)), trim())),
      optional(lazy(() => str(minLength(8)))),
      optional(str()),
    ];
    for (const node of cases) {
      expect(checksOfLayers(node)).toEqual(peel(node).layers.flatMap((layer) => layer.checks));
    }
  });

  it('returns the one checked layer\'s own list, and builds a list only for checks on two layers', () => {
    const inner = str(minLength(1), trim());
    expect(checksOfLayers(inner)).toBe(inner.checks);
    expect(checksOfLayers(optional(optional(inner)))).toBe(inner.checks);
    const outer = optional(inner, minLength(2));
    expect(checksOfLayers(outer)).not.toBe(inner.checks);
    expect(checksOfLayers(outer)).toEqual([...outer.checks, ...inner.checks]);
    // Nothing anywhere: an empty list, never a layer's list mistaken for the field's.
    expect(checksOfLayers(optional(str()))).toEqual([]);
  });

  it('ends on a lazy that only returns itself', () => {
    const self: SchemaNode = lazy(() => self);
    expect(checksOfLayers(optional(self, minLength(1))).map((check) => check.check)).toEqual(['min_length']);
  });
});
