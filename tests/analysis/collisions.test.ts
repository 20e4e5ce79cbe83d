import { describe, expect, it } from 'vitest';
import type { ObjectNode, SchemaNode } from '../../lib/model/schema.js';
import { collidedFields } from '../../lib/analysis/collisions.js';
import { variantSet } from '../../lib/analysis/variants.js';
import { and, arr, lazy, lit, named, nullable, num, obj, optional, readonly, str, trim, union, unres } from './builders.js';

const collide = (...variants: SchemaNode[]) => collidedFields(variantSet(union(variants)));
const paths = (...variants: SchemaNode[]) => collide(...variants).map((field) => field.path);

describe('collidedFields', () => {
  it('reports a top-level key declared by two variants, with one entry per declaring variant', () => {
    const A = obj({ text: str(), a: num() }, { name: 'A' });
    const B = obj({ text: str(trim()), b: num() }, { name: 'B' });
    const fields = collide(A, B);
    expect(fields.map((f) => f.path)).toEqual(['text']);
    const [text] = fields;
    expect(text!.entries.map((e) => e.variant.label)).toEqual(['A', 'B']);
    expect(text!.entries[0]!.schema).toBe(A.shape.get('text')!.schema);
    expect(text!.entries[1]!.schema).toBe(B.shape.get('text')!.schema);
    expect(text!.set.variants).toHaveLength(2);
  });

  it('lists only the variants that declare the key', () => {
    const fields = collide(
      obj({ text: str() }, { name: 'A' }),
      obj({ other: str() }, { name: 'B' }),
      obj({ text: num() }, { name: 'C' }),
    );
    expect(fields.map((f) => [f.path, f.entries.map((e) => e.variant.label)])).toEqual([['text', ['A', 'C']]]);
  });

  it('finds no collision in one variant or in disjoint variants', () => {
    expect(paths(obj({ a: str(), b: str() }))).toEqual([]);
    expect(paths(obj({ a: str() }), obj({ b: str() }), obj({ c: str() }))).toEqual([]);
  });

  it('orders keys by first appearance across the variants', () => {
    expect(
      paths(
        obj([
          ['z', str()],
          ['y', str()],
        ]),
        obj([
          ['x', str()],
          ['y', str()],
          ['z', str()],
        ]),
        obj([['x', str()]]),
      ),
    ).toEqual(['z', 'y', 'x']);
  });

  it('keeps the key span of each entry', () => {
    const at = { range: [5, 9] as const, start: { line: 1, column: 5 }, end: { line: 1, column: 9 } };
    const A: ObjectNode = { ...obj({}), shape: new Map([['k', { key: 'k', schema: str(), keySpan: at }]]) };
    const [field] = collide(A, obj({ k: str() }));
    expect(field!.entries[0]!.keySpan).toBe(at);
    expect(field!.entries[1]!.keySpan).toBeUndefined();
  });

  it('walks into nested objects: o and o.p', () => {
    const fields = collide(obj({ o: obj({ p: str(), only: str() }) }), obj({ o: optional(obj({ p: str(trim()), q: str() })) }));
    expect(fields.map((f) => f.path)).toEqual(['o', 'o.p']);
    expect(fields[1]!.entries).toHaveLength(2);
  });

  it('walks nested objects through wrappers, lazy and intersections, several levels deep', () => {
    const fields = collide(
      obj({ a: nullable(obj({ b: obj({ c: str() }) })) }),
      obj({ a: lazy(() => and(obj({ b: readonly(obj({ c: str() })) }), obj({ d: str() }))) }),
    );
    expect(fields.map((f) => f.path)).toEqual(['a', 'a.b', 'a.b.c']);
  });

  it('compares nested keys only among the variants whose field is an object', () => {
    const fields = collide(obj({ o: obj({ p: str() }) }), obj({ o: str() }), obj({ o: obj({ p: num() }) }));
    expect(fields.map((f) => [f.path, f.entries.length])).toEqual([
      ['o', 3],
      ['o.p', 2],
    ]);
  });

  it('does not descend when only one variant has an object there', () => {
    expect(paths(obj({ o: obj({ p: str() }) }), obj({ o: str() }))).toEqual(['o']);
  });

  it('walks into array items: tags[] and items[].name', () => {
    expect(paths(obj({ tags: arr(str()) }), obj({ tags: optional(arr(str(trim()))) }))).toEqual(['tags', 'tags[]']);
    expect(
      paths(obj({ items: arr(obj({ name: str(), a: num() })) }), obj({ items: arr(obj({ name: str(), b: num() })) })),
    ).toEqual(['items', 'items[]', 'items[].name']);
    expect(paths(obj({ m: arr(arr(str())) }), obj({ m: arr(arr(str())) }))).toEqual(['m', 'm[]', 'm[][]']);
  });

  it('skips a field whose schema is the same object in every variant, and everything under it', () => {
    const shared = obj({ p: str(), q: arr(str()) });
    const sharedText = str(trim());
    expect(paths(obj({ o: shared, text: sharedText, own: str() }), obj({ o: shared, text: sharedText, own: str() }))).toEqual([
      'own',
    ]);
  });

  it('does not skip a field shared by only some of the variants', () => {
    const shared = str();
    const fields = collide(obj({ text: shared }), obj({ text: shared }), obj({ text: str(trim()) }));
    expect(fields.map((f) => [f.path, f.entries.length])).toEqual([['text', 3]]);
  });

  it('skips identical shared array elements below a differing array', () => {
    const element = obj({ name: str() });
    expect(paths(obj({ items: arr(element) }), obj({ items: optional(arr(element)) }))).toEqual(['items']);
  });

  it('keeps unresolved entries as entries (the rules decide what they mean)', () => {
    const fields = collide(obj({ text: str() }), obj({ text: unres('imported') }));
    expect(fields.map((f) => f.path)).toEqual(['text']);
    expect(fields[0]!.entries[1]!.schema.type).toBe('unresolved');
  });

  it('merges the keys of nested-union variants into the same comparison', () => {
    const fields = collidedFields(
      variantSet(union([obj({ text: str() }, { name: 'A' }), union([obj({ text: str() }, { name: 'B' }), obj({ other: str() })])])),
    );
    expect(fields.map((f) => [f.path, f.entries.map((e) => e.variant.label)])).toEqual([['text', ['A', 'B']]]);
  });

  it('makes each comparison once on recursive lazy schemas (no ever-longer paths)', () => {
    // Two structurally equal recursive trees that share no node: the recursion brings the
    // same comparison round again one level down, and it is not repeated.
    const tree = (): SchemaNode => {
      let node: SchemaNode;
      node = obj({ value: str(), children: arr(lazy(() => node)) });
      return node;
    };
    const fields = collide(obj({ tree: tree() }, { name: 'A' }), obj({ tree: tree() }, { name: 'B' }));
    expect(fields.map((f) => f.path)).toEqual(['tree', 'tree.value', 'tree.children', 'tree.children[]']);
  });

  it('terminates on a self-recursive variant compared with another recursive variant', () => {
    let A: SchemaNode;
    A = obj({ next: optional(lazy(() => A)), v: str() }, { name: 'A' });
    let B: SchemaNode;
    B = obj({ next: nullable(lazy(() => B)), v: str(trim()) }, { name: 'B' });
    // `next.v` compares the same two schemas as `v`: reported once, at the shorter path.
    expect(collide(A, B).map((f) => f.path)).toEqual(['next', 'v']);
  });

  it('uses variant labels from the set (names and discriminators)', () => {
    const fields = collidedFields(
      variantSet(union([named(obj({ kind: lit('a'), x: str() }), 'A'), named(obj({ kind: lit('b'), x: str() }), 'B')])),
    );
    expect(fields.map((f) => [f.path, f.entries.map((e) => e.variant.label)])).toEqual([
      ['kind', ['a', 'b']],
      ['x', ['a', 'b']],
    ]);
  });
});
