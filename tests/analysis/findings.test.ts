import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../lib/model/schema.js';
import { analyze, listEntryLabels, listLabels, variantsPhrase, type Finding } from '../../lib/analysis/findings.js';
import {
  and,
  arr,
  du,
  lit,
  obj,
  optional,
  pipe,
  preprocess,
  refine,
  span,
  str,
  num,
  transform,
  trim,
  union,
  unres,
} from './builders.js';

const RULE = 'no-hidden-collided-check';
const findings = (...roots: SchemaNode[]): readonly Finding[] => analyze(roots).findings(RULE);

/** The data of a finding, as the message will read it. */
function data(path: string, marker: string, what: string, withVariants: string, withoutVariants: string) {
  return { path, marker, what, withVariants, withoutVariants };
}

const OVERWRITE = 'an overwrite that rewrites the value';
const CUSTOM = 'a custom check';
const PIPE = 'a pipe whose output JSON Schema does not show';

describe('findings of no-hidden-collided-check', () => {
  it('reports a marker that one variant carries and another does not, with exact data', () => {
    const at = span(40, 46);
    const u = du('kind', [
      obj({ kind: lit('setText'), text: str(trim(at)) }),
      obj({ kind: lit('setButton'), text: str() }),
    ]);
    expect(findings(u)).toEqual([
      {
        rule: RULE,
        messageId: 'hiddenCheck',
        path: 'text',
        variants: ['setText'],
        span: at,
        data: data('text', '.trim()', OVERWRITE, 'variant setText', 'variant setButton'),
      },
    ]);
  });

  it('names every variant with and without the marker', () => {
    const u = union([
      obj({ text: str(refine('refine(slug)', '.refine()', span(1))) }, { name: 'A' }),
      obj({ text: str() }, { name: 'B' }),
      obj({ text: str() }, { name: 'C' }),
    ]);
    expect(findings(u).map((f) => f.data)).toEqual([data('text', '.refine()', CUSTOM, 'variant A', 'variants B and C')]);
  });

  it('reports one finding per marker occurrence when several variants carry it', () => {
    const u = union([
      obj({ text: str(trim(span(10))) }, { name: 'A' }),
      obj({ text: str(trim(span(20))) }, { name: 'B' }),
      obj({ text: str() }, { name: 'C' }),
    ]);
    const found = findings(u);
    expect(found.map((f) => f.span?.range[0])).toEqual([10, 20]);
    for (const f of found) {
      expect(f.variants).toEqual(['A', 'B']);
      expect(f.data).toEqual(data('text', '.trim()', OVERWRITE, 'variants A and B', 'variant C'));
    }
  });

  it('reports once a marker on a schema node two variants of one field share (a `Slug` constant)', () => {
    const Slug = str(trim(span(10, 16)));
    // Wrapped in one variant: the entries differ, the marker below them is the same node.
    const u = union([obj({ text: Slug }, { name: 'A' }), obj({ text: optional(Slug) }, { name: 'B' }), obj({ text: str() }, { name: 'C' })]);
    const found = findings(u);
    expect(found.map((f) => f.span?.range)).toEqual([[10, 16]]);
    expect(found[0]!.data).toEqual(data('text', '.trim()', OVERWRITE, 'variants A and B', 'variant C'));
  });

  it('reports nothing when every variant carries a marker of the same identity', () => {
    const u = union([
      obj({ text: str(trim(span(1), 'overwrite:trim()', '.trim()')) }, { name: 'A' }),
      obj({ text: optional(str(trim(span(2), 'overwrite:trim()', 'z.trim()'))) }, { name: 'B' }),
    ]);
    expect(findings(u)).toEqual([]);
  });

  it('reports both sides when the variants carry markers of different identities', () => {
    const u = union([
      obj({ text: str(refine('refine(a)', '.refine()', span(1))) }, { name: 'A' }),
      obj({ text: str(refine('refine(b)', '.refine()', span(2))) }, { name: 'B' }),
    ]);
    expect(findings(u).map((f) => [f.span?.range[0], f.data.withVariants, f.data.withoutVariants])).toEqual([
      [1, 'variant A', 'variant B'],
      [2, 'variant B', 'variant A'],
    ]);
  });

  it('reports nothing for JSON-visible differences and for non-collided keys', () => {
    expect(findings(union([obj({ text: str() }), obj({ text: num() })]))).toEqual([]);
    expect(findings(union([obj({ a: str(trim()) }), obj({ b: str() })]))).toEqual([]);
  });

  it('names the kind of marker: custom, overwrite, pipe', () => {
    const u = union([
      obj({ c: str(refine('r', '.refine()', span(1))), o: str(trim(span(2))), p: transform(str(), 'transform(f)', span(3)) }, { name: 'A' }),
      obj({ c: str(), o: str(), p: str() }, { name: 'B' }),
    ]);
    expect(findings(u).map((f) => [f.path, f.data.marker, f.data.what])).toEqual([
      ['c', '.refine()', CUSTOM],
      ['o', '.trim()', OVERWRITE],
      ['p', '.transform()', PIPE],
    ]);
  });

  it('does not report z.preprocess() (the coercion rule owns it)', () => {
    expect(findings(union([obj({ n: preprocess(num()) }), obj({ n: num() })]))).toEqual([]);
  });

  it('reports on nested paths: o.p, tags[], items[].name', () => {
    const u = union([
      obj({ o: obj({ p: str(trim(span(1))) }), tags: arr(str(trim(span(2)))), items: arr(obj({ name: str(trim(span(3))) })) }, { name: 'A' }),
      obj({ o: obj({ p: str() }), tags: arr(str()), items: arr(obj({ name: str() })) }, { name: 'B' }),
    ]);
    // The walk is breadth-first (shortest paths first); compare in source order.
    const found = findings(u).map((f) => [f.path, f.data.path, f.span?.range[0]] as const);
    expect([...found].sort((a, b) => (a[2] ?? 0) - (b[2] ?? 0))).toEqual([
      ['o.p', 'o.p', 1],
      ['tags[]', 'tags[]', 2],
      ['items[].name', 'items[].name', 3],
    ]);
  });

  it('reports a marker on the array itself at the array path', () => {
    const u = union([obj({ tags: arr(str(), refine('refine(unique)', '.refine()', span(7))) }, { name: 'A' }), obj({ tags: arr(str()) }, { name: 'B' })]);
    expect(findings(u).map((f) => [f.path, f.data.withVariants])).toEqual([['tags', 'variant A']]);
  });

  it('treats unresolved entries as neither with nor without', () => {
    const u = union([
      obj({ text: str(trim(span(1))) }, { name: 'A' }),
      obj({ text: unres('imported') }, { name: 'B' }),
      obj({ text: optional(unres('a call')) }, { name: 'C' }),
      obj({ text: str() }, { name: 'D' }),
    ]);
    expect(findings(u).map((f) => f.data)).toEqual([data('text', '.trim()', OVERWRITE, 'variant A', 'variant D')]);
  });

  it('reports a marker under 300 wrappers like any other (a deep field is not unresolved)', () => {
    let deep: SchemaNode = str(trim(span(1)));
    for (let i = 0; i < 300; i++) deep = optional(deep);
    const u = union([obj({ text: deep }, { name: 'A' }), obj({ text: str() }, { name: 'B' })]);
    expect(findings(u).map((f) => f.data)).toEqual([data('text', '.trim()', OVERWRITE, 'variant A', 'variant B')]);
  });

  it('reports nothing when fewer than two entries of a field are known', () => {
    const u = union([obj({ text: str(trim(span(1))) }, { name: 'A' }), obj({ text: unres() }, { name: 'B' })]);
    expect(findings(u)).toEqual([]);
  });

  it('ignores unresolved options of the union (they declare no field we can see)', () => {
    const u = union([obj({ text: str(trim(span(1))) }, { name: 'A' }), unres('imported'), obj({ text: str() }, { name: 'B' })]);
    expect(findings(u).map((f) => f.data.withoutVariants)).toEqual(['variant B']);
  });

  it('reports once when the same marker is reached from two root unions that share variants', () => {
    const A = obj({ text: str(trim(span(5, 11))) }, { name: 'A' });
    const B = obj({ text: str() }, { name: 'B' });
    const first = union([A, B]);
    const second = union([A, B]);
    const found = findings(first, second);
    expect(found).toHaveLength(1);
    expect(found[0]!.data).toEqual(data('text', '.trim()', OVERWRITE, 'variant A', 'variant B'));
    // The same union passed twice is one root.
    expect(findings(first, first)).toHaveLength(1);
  });

  it('dedupes identical findings without spans (models from live objects)', () => {
    const A = obj({ text: str(trim()) }, { name: 'A' });
    const B = obj({ text: str() }, { name: 'B' });
    const found = findings(union([A, B]), union([A, B]));
    expect(found).toHaveLength(1);
    expect(found[0]!.span).toBeUndefined();
  });

  it('finds unions nested in fields and reports them as their own sets', () => {
    const inner = union([obj({ q: str(trim(span(9))) }, { name: 'X' }), obj({ q: str() }, { name: 'Y' })]);
    const outer = union([obj({ inner }, { name: 'A' }), obj({ b: str() }, { name: 'B' })]);
    expect(findings(outer).map((f) => [f.path, f.data.withVariants, f.data.withoutVariants])).toEqual([
      ['q', 'variant X', 'variant Y'],
    ]);
  });

  it('merges nested union options into one set before comparing', () => {
    const u = union([obj({ text: str(trim(span(1))) }, { name: 'A' }), union([obj({ text: str() }, { name: 'B' }), obj({ text: str() }, { name: 'C' })])]);
    expect(findings(u).map((f) => f.data.withoutVariants)).toEqual(['variants B and C']);
  });

  it('sees markers inside intersections and pipes of a field', () => {
    const u = union([
      obj({ text: and(str(), str(refine('refine(i)', '.refine()', span(1)))) }, { name: 'A' }),
      obj({ text: pipe(str(), str(), 'pipe', 'pipe(x)', '.pipe()', span(2)) }, { name: 'B' }),
      obj({ text: str() }, { name: 'C' }),
    ]);
    expect(findings(u).map((f) => [f.data.marker, f.data.withVariants, f.data.withoutVariants])).toEqual([
      ['.refine()', 'variant A', 'variants B and C'],
      ['.pipe()', 'variant B', 'variants A and C'],
    ]);
  });

  it('memoizes findings per rule on the analysis', () => {
    const analysis = analyze([union([obj({ t: str(trim(span(1))) }), obj({ t: str() })])]);
    expect(analysis.findings(RULE)).toBe(analysis.findings(RULE));
    expect(analysis.sets).toHaveLength(1);
    expect(analysis.collided.map((c) => c.path)).toEqual(['t']);
  });
});

describe('listLabels / variantsPhrase', () => {
  it('joins labels in English', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels(['a'])).toBe('a');
    expect(listLabels(['a', 'b'])).toBe('a and b');
    expect(listLabels(['a', 'b', 'c'])).toBe('a, b and c');
    expect(variantsPhrase(['a'])).toBe('variant a');
    expect(variantsPhrase(['a', 'b'])).toBe('variants a and b');
  });

  it('names the first few labels of a long list and counts the rest', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(listLabels(seven)).toBe('a, b, c, d, e, f and g');
    const many = Array.from({ length: 18 }, (_, i) => `v${i}`);
    expect(listLabels(many)).toBe('v0, v1, v2, v3, v4, v5 and 12 others');
  });

  it('lists entries\' variants as listLabels lists all their labels, at every length around the cut', () => {
    for (let length = 0; length <= 20; length++) {
      const entries = Array.from({ length }, (_, i) => ({ variant: { label: `v${i}` } }));
      expect(listEntryLabels(entries)).toBe(listLabels(entries.map((entry) => entry.variant.label)));
    }
  });
});

describe('the analysis of no roots', () => {
  it('is one shared, frozen analysis with no findings for any rule', () => {
    const none = analyze([]);
    expect(analyze([])).toBe(none);
    expect(Object.isFrozen(none)).toBe(true);
    expect([none.unions, none.sets, none.collided]).toEqual([[], [], []]);
    for (const rule of ['no-hidden-collided-check', 'no-collided-coercion', 'require-typed-properties', 'valid-discriminated-union'] as const) {
      expect(none.findings(rule)).toEqual([]);
    }
  });

  it('is not used for roots that hold no union: they still get an analysis of their own', () => {
    const plain = analyze([obj({ a: str() })]);
    expect(plain).not.toBe(analyze([]));
    expect(plain.unions).toEqual([]);
  });
});
