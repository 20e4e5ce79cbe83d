import { describe, expect, it } from 'vitest';
import type { SchemaNode, UnionNode } from '../../lib/model/schema.js';
import { findUnions, listedUnions, scanUnions, variantSet } from '../../lib/analysis/variants.js';
import {
  and,
  arr,
  bool,
  du,
  enm,
  lazy,
  lit,
  map,
  named,
  nullable,
  num,
  obj,
  optional,
  pipe,
  preprocess,
  readonly,
  record,
  set,
  span,
  str,
  transform,
  trim,
  tuple,
  union,
  unres,
  withDefault,
} from './builders.js';

/** Order of findUnions' result is not part of its contract: compare as sets. */
function sameUnions(actual: readonly UnionNode[], expected: readonly UnionNode[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const union of expected) expect(actual).toContain(union);
}

const labels = (union: UnionNode) => variantSet(union).variants.map((v) => v.label);

describe('findUnions', () => {
  it('returns a root union', () => {
    const u = union([obj({ a: str() }), obj({ b: str() })]);
    sameUnions(findUnions([u]), [u]);
  });

  it('returns nothing for roots without unions', () => {
    expect(findUnions([])).toEqual([]);
    expect(findUnions([obj({ a: str(), b: arr(num()) }), str()])).toEqual([]);
  });

  it('leaves out a union that is an option of another union', () => {
    const inner = union([obj({ b: str() }), obj({ c: str() })]);
    const outer = union([obj({ a: str() }), inner]);
    sameUnions(findUnions([outer]), [outer]);
    // Even when the nested union is also passed as a root (the front end lists every union).
    sameUnions(findUnions([inner, outer]), [outer]);
    sameUnions(findUnions([outer, inner]), [outer]);
  });

  it('sees a nested union through readonly and lazy options', () => {
    const viaReadonly = union([obj({ b: str() }), obj({ c: str() })]);
    const viaLazy = union([obj({ d: str() }), obj({ e: str() })]);
    const outer = union([readonly(viaReadonly), lazy(() => viaLazy)]);
    sameUnions(findUnions([viaReadonly, viaLazy, outer]), [outer]);
  });

  it('finds unions nested two levels deep as options only once, as the outermost', () => {
    const deepest = union([obj({ x: str() }), obj({ y: str() })]);
    const middle = union([deepest, obj({ z: str() })]);
    const outer = union([middle, obj({ w: str() })]);
    sameUnions(findUnions([deepest, middle, outer]), [outer]);
  });

  it('finds a union used in a field of a variant as a root of its own', () => {
    const inField = union([obj({ p: str() }), obj({ q: str() })]);
    const outer = union([obj({ a: inField }), obj({ b: str() })]);
    sameUnions(findUnions([outer]), [outer, inField]);
  });

  it('finds unions reachable through fields, arrays, wrappers, lazy, pipes (the advertised side) and containers', () => {
    const mk = () => union([obj({ a: str() }), obj({ b: str() })]);
    const inField = mk();
    const inArray = mk();
    const inOptional = mk();
    const inLazy = mk();
    const inPipeIn = mk();
    const inPipeOut = mk();
    const inIntersection = mk();
    const inRecord = mk();
    const inTuple = mk();
    const inTupleRest = mk();
    const inMap = mk();
    const inSet = mk();
    const inCatchall = mk();
    const root = obj(
      {
        f: inField,
        g: arr(inArray),
        h: nullable(optional(inOptional)),
        i: lazy(() => inLazy),
        j: pipe(inPipeIn, str()),
        // A plain pipe advertises its input: a union only on its output is parsed, never advertised.
        k: pipe(str(), inPipeOut),
        l: and(inIntersection, obj({})),
        m: record(inRecord),
        n: tuple([str(), inTuple], inTupleRest),
        o: map(str(), inMap),
        p: set(inSet),
      },
      { catchall: inCatchall },
    );
    sameUnions(findUnions([root]), [
      inField,
      inArray,
      inOptional,
      inLazy,
      inPipeIn,
      inIntersection,
      inRecord,
      inTuple,
      inTupleRest,
      inMap,
      inSet,
      inCatchall,
    ]);
  });

  it('terminates on a cycle through lazy and finds the union on it once', () => {
    let tree: SchemaNode;
    const u = union([obj({ kind: lit('leaf') }), obj({ kind: lit('node'), children: arr(lazy(() => tree)) })]);
    tree = obj({ value: u });
    sameUnions(findUnions([tree]), [u]);
  });

  it('terminates when a union is its own option through lazy', () => {
    let self: UnionNode;
    self = union([obj({ a: str() }), lazy(() => self)]);
    // Being its own option does not make it nested in another union: it is still where a
    // flattener starts, so it stays a root (else its collisions would go unchecked).
    sameUnions(findUnions([self]), [self]);
    expect(variantSet(self).variants).toHaveLength(1);
  });

  it('treats copies of a union that share its options (`.describe()`, `.meta()`) as one union', () => {
    const u = union([obj({ a: str() }), obj({ b: str() })]);
    const described: UnionNode = { ...u, description: 'the same union' };
    const found = findUnions([u, described]);
    expect(found).toHaveLength(1);
    expect([u, described]).toContain(found[0]);
    // Nested if any copy of it is an option of another union.
    const outer = union([described, obj({ c: str() })]);
    sameUnions(findUnions([u, outer]), [outer]);
  });

  it('visits a shared node once (diamond)', () => {
    const shared = union([obj({ a: str() }), obj({ b: str() })]);
    const root = obj({ x: shared, y: arr(shared), z: optional(shared) });
    sameUnions(findUnions([root, root]), [shared]);
  });
});

describe('listedUnions (every union listed, as the static front end lists a file\'s)', () => {
  it('roots the listed unions that are no listed union\'s option, through readonly and lazy', () => {
    const viaReadonly = union([obj({ b: str() }), obj({ c: str() })]);
    const viaLazy = union([obj({ d: str() }), obj({ e: str() })]);
    const deepest = union([obj({ x: str() }), obj({ y: str() })]);
    const middle = union([deepest, obj({ z: str() })]);
    const outer = union([readonly(viaReadonly), lazy(() => viaLazy), middle]);
    const inField = union([obj({ p: str() }), obj({ q: str() })]);
    const holder = union([obj({ a: inField }), obj({ b: str() })]);
    const listed = [viaReadonly, viaLazy, deepest, middle, outer, inField, holder];
    const { all, roots } = listedUnions(listed);
    sameUnions(all, listed as UnionNode[]);
    // A union in a field is a root of its own, as for the walk; options are not.
    sameUnions(roots, [outer, inField, holder]);
  });

  it('agrees with the walk when the list holds every union the walk finds', () => {
    let self: UnionNode;
    self = union([obj({ a: str() }), lazy(() => self)]);
    const u = union([obj({ a: str() }), obj({ b: str() })]);
    const described: UnionNode = { ...u, description: 'the same union' };
    const inArray = union([obj({ c: str() }), obj({ d: str() })]);
    const outer = union([described, obj({ e: arr(inArray), s: self })]);
    const walked = scanUnions([outer, self]);
    // The walk meets `described` (an option) before `u`: list them in either order.
    for (const listed of [[u, described, inArray, outer, self], [outer, described, u, self, inArray]]) {
      const read = listedUnions(listed);
      expect(read.all).toHaveLength(walked.all.length);
      sameUnions(read.roots, walked.roots);
    }
    sameUnions(walked.roots, [outer, inArray, self]);
  });

  it('does not search the variants: a union that is not listed is not found', () => {
    const inField = union([obj({ p: str() }), obj({ q: str() })]);
    const outer = union([obj({ a: inField }), obj({ b: str() })]);
    sameUnions(listedUnions([outer]).roots, [outer]);
    expect(listedUnions([obj({ a: inField }), str()]).all).toEqual([]);
  });
});

describe('variantSet', () => {
  it('keeps the union and object options as variants, in order, with indexes', () => {
    const a = obj({ a: str() });
    const b = obj({ b: str() });
    const u = union([a, b]);
    const set = variantSet(u);
    expect(set.union).toBe(u);
    expect(set.variants.map((v) => v.node)).toEqual([a, b]);
    expect(set.variants.map((v) => v.index)).toEqual([0, 1]);
    expect(set.variants[0]!.view.shape.has('a')).toBe(true);
    expect(set.unresolvedOptions).toEqual([]);
    expect(set.discriminator).toBeUndefined();
  });

  it('merges nested union options into one set, depth first in option order', () => {
    const a = obj({ a: str() });
    const b = obj({ b: str() });
    const c = obj({ c: str() });
    const d = obj({ d: str() });
    const e = obj({ e: str() });
    const u = union([a, union([b, union([c])]), readonly(union([d, e]))]);
    const set = variantSet(u);
    expect(set.variants.map((v) => v.node)).toEqual([a, b, c, d, e]);
    for (const [i, node] of [a, b, c, d, e].entries()) expect(set.variants[i]!.node).toBe(node);
    expect(set.variants.map((v) => v.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads a union of one option behind a wrapper as a layer over that option, as z.union([S]) accepts what S accepts', () => {
    const a = obj({ a: str() });
    const d = obj({ d: str() });
    const wrapped = readonly(union([d]));
    const set = variantSet(union([a, wrapped]));
    expect(set.variants.map((v) => v.node)).toEqual([a, wrapped]);
    expect([...set.variants[1]!.view.shape.keys()]).toEqual(['d']);
  });

  it('merges a 100-deep chain of nested unions (what a long `.or()` chain builds)', () => {
    let u = union([obj({ k0: str() }), obj({ k1: str() })]);
    for (let i = 2; i < 100; i++) u = union([u, obj({ [`k${i}`]: str() })]);
    const set = variantSet(u);
    expect(set.variants).toHaveLength(100);
    expect(set.variants.map((v) => [...v.view.shape.keys()][0])).toEqual(Array.from({ length: 100 }, (_, i) => `k${i}`));
  });

  it('merges a nested union reached through lazy', () => {
    const inner = union([obj({ b: str() }), obj({ c: str() })]);
    const u = union([obj({ a: str() }), lazy(() => inner)]);
    expect(variantSet(u).variants.map((v) => [...v.view.shape.keys()])).toEqual([['a'], ['b'], ['c']]);
  });

  it('reads object variants through readonly, pipe input, preprocess output, wrappers and intersections', () => {
    const viaReadonly = readonly(obj({ r: str() }));
    const viaPipe = pipe(obj({ p: str() }), str(), 'pipe');
    const viaTransform = transform(obj({ t: str() }));
    const viaPreprocess = preprocess(obj({ pre: str() }));
    const viaIntersection = and(obj({ left: str(), shared: str() }), obj({ right: num(), shared: str(trim()) }));
    const viaLazy = lazy(() => obj({ l: str() }));
    const set = variantSet(union([viaReadonly, viaPipe, viaTransform, viaPreprocess, viaIntersection, viaLazy]));
    expect(set.variants.map((v) => v.node)).toEqual([viaReadonly, viaPipe, viaTransform, viaPreprocess, viaIntersection, viaLazy]);
    expect(set.variants.map((v) => [...v.view.shape.keys()])).toEqual([
      ['r'],
      ['p'],
      ['t'],
      ['pre'],
      ['left', 'shared', 'right'],
      ['l'],
    ]);
    // An intersection's shared key holds both schemas.
    const shared = set.variants[4]!.view.shape.get('shared')!.schema;
    expect(shared.type).toBe('intersection');
    expect(set.variants[4]!.view.objects).toHaveLength(2);
  });

  it('skips options that are not objects and are not unresolved', () => {
    const a = obj({ a: str() });
    const set = variantSet(union([str(), num(), lit('x'), arr(obj({ z: str() })), a, enm('p', 'q'), and(str(), num())]));
    expect(set.variants.map((v) => v.node)).toEqual([a]);
    expect(set.unresolvedOptions).toEqual([]);
  });

  it('collects unresolved options, also behind wrappers, with their reasons', () => {
    const bare = unres('imported from another module');
    const wrapped = unres('a function call');
    const thrown = lazy(() => {
      throw new Error('boom');
    });
    const set = variantSet(union([obj({ a: str() }), bare, optional(wrapped), thrown]));
    expect(set.variants).toHaveLength(1);
    const nodes = set.unresolvedOptions.map((option) => option.node);
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toBe(bare);
    expect(nodes[1]).toBe(wrapped);
    expect(nodes[2]!.type).toBe('unresolved');
    expect(nodes[2]!.reason).toMatch(/lazy/);
  });

  it('collects unresolved options of nested unions into the root set', () => {
    const missing = unres('unknown');
    const set = variantSet(union([obj({ a: str() }), union([missing, obj({ b: str() })])]));
    expect(set.variants).toHaveLength(2);
    expect(set.unresolvedOptions.map((option) => option.node)).toEqual([missing]);
  });

  it('records where each option is written: the union\'s option span, else the option\'s own span', () => {
    const a = obj({ a: str() }, { span: span(100, 110) });
    const b = obj({ b: str() }, { span: span(200, 210) });
    const missing = unres('unknown', span(300, 310));
    const u: UnionNode = { ...union([a, b, missing]), optionSpans: [span(1, 2), undefined, span(3, 4)] };
    const set = variantSet(u);
    expect(set.variants.map((v) => v.optionSpan?.range)).toEqual([
      [1, 2],
      [200, 210],
    ]);
    expect(set.unresolvedOptions.map((o) => o.optionSpan?.range)).toEqual([[3, 4]]);
    // Hand-built options without any span have none.
    expect(variantSet(union([obj({ c: str() })])).variants[0]!.optionSpan).toBeUndefined();
  });

  describe('labels', () => {
    it('uses the declared discriminator values', () => {
      const u = du('kind', [obj({ kind: lit('setText'), text: str() }), obj({ kind: lit('setButton'), text: str() })]);
      const set = variantSet(u);
      expect(set.discriminator).toBe('kind');
      expect(set.variants.map((v) => v.label)).toEqual(['setText', 'setButton']);
    });

    it("joins a multi-value discriminator with ' | ' (literal arrays and enums)", () => {
      const u = du('op', [
        obj({ op: lit('add', 'plus'), n: num() }),
        obj({ op: enm('sub', 'minus'), n: num() }),
        obj({ op: lit(1), n: num() }),
      ]);
      expect(labels(u)).toEqual(['add | plus', 'sub | minus', '1']);
    });

    it('reads the discriminator through wrappers on the field', () => {
      const u = du('kind', [obj({ kind: withDefault(lit('a')) }), obj({ kind: readonly(lit('b')) })]);
      expect(labels(u)).toEqual(['a', 'b']);
    });

    it('falls back to the name, then to `option N`, when a variant lacks the declared discriminator', () => {
      const u = du('kind', [
        obj({ kind: lit('a') }),
        obj({ other: str() }, { name: 'Named' }),
        obj({ kind: str() }),
      ]);
      expect(labels(u)).toEqual(['a', 'Named', 'option 3']);
    });

    it('uses the first declared discriminator of a merged set', () => {
      const inner = du('type', [obj({ kind: lit('c'), type: lit('x') }), obj({ kind: lit('d'), type: lit('y') })]);
      const u = du('kind', [obj({ kind: lit('a'), type: lit('z') }), inner]);
      const set = variantSet(u);
      expect(set.discriminator).toBe('kind');
      expect(set.variants.map((v) => v.label)).toEqual(['a', 'c', 'd']);
    });

    it('finds a structural discriminator in a plain union when every variant has a distinct string literal', () => {
      const u = union([
        obj({ text: str(), action: lit('send') }),
        obj({ action: enm('edit', 'update'), text: str() }),
        obj({ action: optional(lit('delete')) }),
      ]);
      const set = variantSet(u);
      expect(set.discriminator).toBe('action');
      expect(set.variants.map((v) => v.label)).toEqual(['send', 'edit | update', 'delete']);
    });

    it('reads a union of literals as the enum it is, for the structural discriminator and the labels (dub)', () => {
      const u = union([obj({ type: lit('program') }), obj({ type: union([lit('commission'), lit('clawback')]), id: str() })]);
      const set = variantSet(u);
      expect(set.discriminator).toBe('type');
      expect(set.variants.map((v) => v.label)).toEqual(['program', 'commission | clawback']);
      // A union whose options are not all literals is no tag.
      expect(variantSet(union([obj({ type: lit('program') }), obj({ type: union([lit('commission'), str()]) })])).discriminator).toBeUndefined();
    });

    it('picks the first qualifying key in the first variant as the structural discriminator', () => {
      const u = union([
        obj([
          ['mode', lit('m1')],
          ['kind', lit('k1')],
        ]),
        obj([
          ['kind', lit('k2')],
          ['mode', lit('m2')],
        ]),
      ]);
      const set = variantSet(u);
      expect(set.discriminator).toBe('mode');
      expect(set.variants.map((v) => v.label)).toEqual(['m1', 'm2']);
    });

    it('finds no structural discriminator when a value repeats, a variant lacks the key or takes any value there', () => {
      const A = (kind: SchemaNode) => obj({ kind }, { name: 'A' });
      const B = (kind: SchemaNode) => obj({ kind }, { name: 'B' });
      const cases: UnionNode[] = [
        union([A(lit('x')), obj({ kind: lit('x'), more: str() }, { name: 'B' })]), // repeated by another object
        union([A(enm('x', 'y')), B(lit('y'))]), // repeated across an enum
        union([A(lit('x')), obj({ other: lit('y') }, { name: 'B' })]), // missing key
        union([A(lit('x')), B(str())]), // not a literal
        union([A(lit()), B(lit('y'))]), // no values
      ];
      for (const u of cases) {
        const set = variantSet(u);
        expect(set.discriminator).toBeUndefined();
        expect(set.variants.map((v) => v.label)).toEqual(['A', 'B']);
      }
    });

    // One object written twice (cline's options listed again in a nested union) claims its value
    // again and is one variant to a flattener: the key is still the tag, the copies told apart by place.
    it('finds the structural discriminator where an option is written twice', () => {
      const u = union([obj({ kind: lit('x'), a: str() }), obj({ kind: lit('y') }), union([obj({ kind: lit('x'), a: str() }), obj({ kind: lit('y') })])]);
      expect(variantSet(u).discriminator).toBe('kind');
      expect(labels(u)).toEqual(['x (option 1)', 'y (option 2)', 'x (option 3)', 'y (option 4)']);
      expect(labels(union([obj({ type: lit('a') }), obj({ type: lit('b') }), obj({ type: lit('a') }), obj({ other: str() })]))).toEqual(['a (option 1)', 'b', 'a (option 3)', 'option 4']);
    });

    // A nested union's tag the root's own options do not keep apart (sim's realtime protocol):
    // `Edge` claims `add | remove`, `Variable` a union of an `add` and a `remove` option. "variant
    // remove" named two variants; each is told by the variable it came through, or by its place.
    it('tells apart labels whose values overlap, by the variable each came through', () => {
      const edge = obj({ operation: enm('add', 'remove'), target: lit('edge') }, { name: 'Edge' });
      const variable = union([obj({ operation: lit('add'), target: lit('variable') }), obj({ operation: lit('remove'), target: lit('variable') })], { name: 'Variable' });
      const batchAdd = obj({ operation: lit('batch-add'), target: lit('blocks') }, { name: 'BatchAdd' });
      const batchRemove = obj({ operation: lit('batch-remove'), target: lit('blocks') }, { name: 'BatchRemove' });
      expect(labels(union([edge, variable, batchAdd, batchRemove]))).toEqual(['add | remove (Edge)', 'add (Variable)', 'remove (Variable)', 'batch-add', 'batch-remove']);
      // Without names (the runtime check's live schemas), by place; without an overlap, as before.
      const unnamed = union([obj({ operation: enm('add', 'remove') }), union([obj({ operation: lit('add') }), obj({ operation: lit('remove') })])]);
      expect(labels(unnamed)).toEqual(['add | remove (option 1)', 'add (option 2)', 'remove (option 3)']);
      expect(labels(union([obj({ operation: enm('add', 'move') }), union([obj({ operation: lit('copy') }), obj({ operation: lit('remove') })])]))).toEqual(['add | move', 'copy', 'remove']);
    });

    // Zod takes any literal as a discriminator value: `{ success: true, data }` against `{
    // success: false, error }` (the common result shape, real code round 20) is told apart by
    // `success`, as by a string. A key of strings goes first.
    it('finds a structural discriminator of numbers, booleans, or both kinds; a key of strings first', () => {
      expect(variantSet(union([obj({ n: lit(1) }), obj({ n: lit(2) })])).discriminator).toBe('n');
      expect(variantSet(union([obj({ ok: lit(true), kind: lit('x') }), obj({ ok: lit(false), kind: lit('y') })])).discriminator).toBe('kind');
      // Found, not declared: numbers and booleans name no variant ("variant 1" reads as a position).
      expect(variantSet(union([obj({ success: lit(true), data: str() }), obj({ success: lit(false), error: str() })])).discriminator).toBe('success');
      expect(labels(union([obj({ success: lit(true), data: str() }), obj({ success: lit(false), error: str() })]))).toEqual(['option 1', 'option 2']);
      expect(labels(union([obj({ v: lit(1) }, { name: 'First' }), obj({ v: lit(2) }, { name: 'Second' })]))).toEqual(['First', 'Second']);
      expect(labels(union([obj({ v: lit('x') }), obj({ v: lit(true) })]))).toEqual(['x', 'option 2']);
      // Declared, they do, as before.
      expect(labels(union([obj({ v: lit(1) }, { name: 'First' }), obj({ v: lit(2) }, { name: 'Second' })], { discriminator: 'v' }))).toEqual(['1', '2']);
      // A key of strings that one option lacks is the tag: a key of numbers does not take its place.
      const O = (op: string | undefined, k1: SchemaNode) => obj(op === undefined ? { only: str(), k1 } : { op: lit(op), k1 });
      const chain = union([union([union([O('create', enm('a', 'c')), O('update', enm('a', 'c'))]), O(undefined, enm('a', 'c'))]), O('list', enm(1, 2))]);
      expect(variantSet(chain).discriminator).toBe('op');
      expect(labels(chain)).toEqual(['create', 'update', 'option 3', 'list']);
    });

    it('finds no structural discriminator in a single-variant union', () => {
      const set = variantSet(union([obj({ kind: lit('only') }, { name: 'Only' }), str()]));
      expect(set.discriminator).toBeUndefined();
      expect(set.variants.map((v) => v.label)).toEqual(['Only']);
    });

    it('uses the name of a wrapper layer or of the object under it', () => {
      const inner = obj({ a: str() }, { name: 'Inner' });
      const outerNamed = named(readonly(obj({ b: str() })), 'Outer');
      const u = union([readonly(inner), outerNamed, lazy(() => obj({ c: str() }, { name: 'Lazy' }))]);
      expect(labels(u)).toEqual(['Inner', 'Outer', 'Lazy']);
    });

    // big-AGI's stream deltas: `z.union([Known, Unknown])` with `Known` a plain union of two
    // objects whose `type` is a literal, and `Unknown` a catch-all `type: z.string()`: the inner
    // options were `option 1` and `option 2`, which read as the outer union's own options.
    it('labels unnamed variants by a key whose literal values tell them apart, where some variant takes any value there', () => {
      const catchAll = obj({ type: str() }, { name: 'Unknown' });
      const u = union([union([obj({ type: lit('text_delta'), text: str() }), obj({ type: lit('thinking_delta') })]), catchAll]);
      // The inner plain union picks its option by `type`, as a nested discriminated union would.
      expect(variantSet(u).discriminator).toBe('type');
      expect(labels(u)).toEqual(['text_delta', 'thinking_delta', 'Unknown']);
      // A value two variants share, a key one variant lacks, or one literal alone tells nothing apart.
      expect(labels(union([obj({ type: lit('a') }), obj({ type: lit('a'), x: str() }), obj({ type: str() })]))).toEqual(['option 1', 'option 2', 'option 3']);
      expect(labels(union([obj({ type: lit('a') }), obj({ type: lit('a'), x: str() }), obj({ other: str() })]))).toEqual(['option 1', 'option 2', 'option 3']);
      // A variant without the key takes any value there, as a catch-all does (langfuse's chat messages).
      expect(labels(union([obj({ type: lit('a') }), obj({ type: lit('b') }), obj({ other: str() })]))).toEqual(['a', 'b', 'option 3']);
      expect(labels(union([obj({ type: lit('a') }), obj({ type: str() })]))).toEqual(['option 1', 'option 2']);
    });

    it('falls back to `option N`, 1-based over the variants of the set', () => {
      const u = union([str(), obj({ a: str() }), unres(), union([obj({ b: str() }), bool()]), obj({ c: str() })]);
      expect(labels(u)).toEqual(['option 1', 'option 2', 'option 3']);
    });
  });
});
