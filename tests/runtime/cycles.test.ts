/**
 * Recursive schemas terminate, and still give their findings — once, at the shortest path: a
 * comparison of the same schemas in the same variants is made once however often the recursion
 * leads back to it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod/v3';
import { checkFlatten } from '../../runtime.js';
import { finding, findingsOf } from './_helpers.js';

const hidden = (path: string, variants: readonly string[]) => finding('no-hidden-collided-check', 'hiddenCheck', path, variants);

// A hang would be caught by the timeout; a stack overflow would throw.
const quick = { timeout: 5_000 };

describe('z.lazy()', () => {
  it('a union that recurses into itself through a field', quick, () => {
    const Tree: z.ZodType = z.lazy(() =>
      z.discriminatedUnion('k', [
        z.object({ k: z.literal('leaf'), v: z.string().trim() }),
        z.object({ k: z.literal('node'), v: z.string(), kids: z.array(Tree) }),
      ]),
    );
    expect(findingsOf(Tree)).toEqual([hidden('v', ['leaf'])]);
  });

  it('a union whose array items lazily hold the union itself', quick, () => {
    const Tree: z.ZodType = z.union([
      z.object({ k: z.literal('leaf'), v: z.string().trim() }),
      z.object({ k: z.literal('node'), v: z.string(), kids: z.array(z.lazy(() => Tree)) }),
    ]);
    expect(findingsOf(Tree)).toEqual([hidden('v', ['leaf'])]);
  });

  it('a union that lists itself as an option', quick, () => {
    const U: z.ZodType = z.union([
      z.object({ k: z.literal('a'), v: z.string().trim() }),
      z.object({ k: z.literal('b'), v: z.string() }),
      z.lazy(() => U),
    ]);
    expect(findingsOf(U)).toEqual([hidden('v', ['a'])]);
  });

  it('mutually recursive lazies: the shortest path of each comparison', quick, () => {
    const A: z.ZodType = z.lazy(() => z.object({ k: z.literal('a'), next: B.optional(), t: z.string().trim() }));
    const B: z.ZodType = z.lazy(() => z.object({ k: z.literal('b'), next: A.optional(), t: z.string() }));
    // `t` (A's trim) and `next.t` (B's next is A); `next.next.t` is `t` again and is not repeated.
    expect(findingsOf(z.union([A, B]))).toEqual([hidden('t', ['a']), hidden('next.t', ['b'])]);
  });

  it('mutually recursive lazies in zod/mini', quick, () => {
    const A: zm.ZodMiniType = zm.lazy(() => zm.object({ k: zm.literal('a'), next: zm.optional(B), t: zm.string().check(zm.trim()) }));
    const B: zm.ZodMiniType = zm.lazy(() => zm.object({ k: zm.literal('b'), next: zm.optional(A), t: zm.string() }));
    expect(findingsOf(zm.union([A, B]))).toEqual([hidden('t', ['a']), hidden('next.t', ['b'])]);
  });

  it('a lazy that only returns itself is untraceable, not a hang', quick, () => {
    const Self: z.ZodType = z.lazy(() => Self);
    expect(findingsOf(z.union([Self, z.object({ a: z.string() })]))).toEqual([
      finding('no-untraceable-variant', 'untraceableOption', '', []),
    ]);
  });
});

describe('getter shapes', () => {
  it('two recursive object variants (no discriminator)', quick, () => {
    const Node = z.object({
      name: z.string(),
      get children() {
        return z.array(Node);
      },
    });
    const Other = z.object({
      name: z.string().trim(),
      get children() {
        return z.array(Other);
      },
    });
    // `children[].name` compares the same two schemas as `name`: reported once.
    expect(findingsOf(z.union([Node, Other]))).toEqual([hidden('name', ['option 2'])]);
  });

  it('a discriminated union whose variant holds the union through a getter', quick, () => {
    const Folder = z.object({
      kind: z.literal('folder'),
      name: z.string(),
      get children() {
        return z.array(Item);
      },
    });
    const File = z.object({ kind: z.literal('file'), name: z.string().trim(), size: z.number() });
    const Item = z.discriminatedUnion('kind', [Folder, File]);
    expect(findingsOf(Item)).toEqual([hidden('name', ['file'])]);
  });

  it('self-referencing optional getters with a type mismatch', quick, () => {
    const A = z.object({
      k: z.literal('a'),
      get sub() {
        return A.optional();
      },
      x: z.number(),
    });
    const B = z.object({
      k: z.literal('b'),
      get sub() {
        return B.optional();
      },
      x: z.string(),
    });
    expect(findingsOf(z.union([A, B]))).toEqual([finding('no-collided-type-mismatch', 'typeMismatch', 'x', ['b'])]);
  });

  it('a getter that calls a function building the union anew: read to a bound, then untraceable (no heap overflow)', quick, () => {
    const Circle = z.object({ type: z.literal('circle'), r: z.number().min(1) });
    // Every read of `children` builds a new union, whose own `children` builds another: no
    // schema repeats, so no cycle closes. This filled a 4 GB heap.
    const Geometry = (): z.ZodType =>
      z.discriminatedUnion('type', [
        Circle,
        z.object({
          type: z.literal('group'),
          r: z.number(),
          get children() {
            return z.array(Geometry());
          },
        }),
      ]);
    const found = checkFlatten(Geometry());
    expect(found.map(({ rule, path, variants }) => ({ rule, path, variants }))).toEqual([
      { rule: 'no-collided-constraint-mismatch', path: 'r', variants: ['circle'] },
      { rule: 'no-untraceable-variant', path: 'children', variants: ['group'] },
    ]);
    expect(found[1]!.message).toContain('a getter read inside itself more than 64 times, each time returning a new schema');
  });

  it('a z.lazy() that calls a function building its object anew, reached through plain fields: bounded too', quick, () => {
    // The lazy is found inside a plain value (`kids`), read long after the getter that built it.
    const Tree = (): z.ZodType => z.object({ name: z.string().trim(), kids: z.array(z.lazy(() => Tree())) });
    const A = z.object({ k: z.literal('a'), t: Tree() });
    const B = z.object({ k: z.literal('b'), t: z.object({ name: z.string(), kids: z.array(z.any()) }) });
    expect(findingsOf(z.discriminatedUnion('k', [A, B]))).toEqual([
      hidden('t.name', ['a']),
      finding('require-typed-properties', 'untyped', 't.kids[]', ['b']),
    ]);
  });

  it('a chain of lazies longer than the bound, each returning a constant, is read to its end', quick, () => {
    // Prisma-generated schemas chain module constants through z.lazy(): finite however long, as a
    // getter that returns the same schema when asked again builds nothing new.
    // Each getter of its own text, as `const L1 = z.lazy(() => L2)`, … written out (one text
    // repeated 70 times is a function building a level at each read: the bound).
    let next: z.ZodType = z.object({ when: z.date() });
    for (let i = 0; i < 70; i++) {
      const getter = new Function('inner', `return () => /* L${i} */ inner;`) as (inner: z.ZodType) => () => z.ZodType;
      next = z.lazy(getter(next));
    }
    const found = checkFlatten(z.discriminatedUnion('k', [z.object({ k: z.literal('a'), at: next }), z.object({ k: z.literal('b'), at: z.object({ when: z.string() }) })]));
    expect(found.map(({ rule, path, variants }) => ({ rule, path, variants }))).toEqual([{ rule: 'require-typed-properties', path: 'at.when', variants: ['a'] }]);
  });

  it('two such getters in one object double at every level: a budget of new schemas ends them', { timeout: 20_000 }, () => {
    const Leaf = z.object({ k: z.literal('leaf'), v: z.string().trim() });
    const T = (): z.ZodType =>
      z.discriminatedUnion('k', [
        Leaf,
        z.object({
          k: z.literal('node'),
          v: z.string(),
          get l() {
            return T();
          },
          get r() {
            return T();
          },
        }),
      ]);
    const found = checkFlatten(T());
    expect(found[0]).toMatchObject({ rule: 'no-hidden-collided-check', path: 'v', variants: ['leaf'] });
    const untraceable = found.filter((f) => f.rule === 'no-untraceable-variant');
    expect(untraceable.some((f) => f.message.includes('more than 10000 getters returned a new schema'))).toBe(true);
    expect(found.length).toBe(1 + untraceable.length);
  });

  it('a getter that returns a new wrapper of its own object is a cycle, not the bound', quick, () => {
    // `A.optional()` is a new schema on every read, but of the same `A`: no level is new.
    const deep = z.object({ k: z.literal('d'), get sub() { return deep.optional(); }, x: z.string() });
    expect(findingsOf(z.union([deep, z.object({ k: z.literal('e'), x: z.string() })]))).toEqual([]);
  });

  it('zod/mini getter shapes', quick, () => {
    const Node = zm.object({
      name: zm.string(),
      get children() {
        return zm.array(Node);
      },
    });
    const Other = zm.object({
      name: zm.string().check(zm.trim()),
      get children() {
        return zm.array(Other);
      },
    });
    expect(findingsOf(zm.union([Node, Other]))).toEqual([hidden('name', ['option 2'])]);
  });
});

describe('Zod 3 z3.lazy()', () => {
  it('a union that recurses into itself', quick, () => {
    const Tree: z3.ZodTypeAny = z3.lazy(() =>
      z3.union([
        z3.object({ k: z3.literal('leaf'), v: z3.string().trim() }),
        z3.object({ k: z3.literal('node'), v: z3.string(), kids: z3.array(Tree) }),
      ]),
    );
    expect(findingsOf(Tree)).toEqual([hidden('v', ['leaf'])]);
  });

  it('mutually recursive lazies', quick, () => {
    const A: z3.ZodTypeAny = z3.lazy(() => z3.object({ k: z3.literal('a'), next: B.optional(), t: z3.string().trim() }));
    const B: z3.ZodTypeAny = z3.lazy(() => z3.object({ k: z3.literal('b'), next: A.optional(), t: z3.string() }));
    expect(findingsOf(z3.union([A, B]))).toEqual([hidden('t', ['a']), hidden('next.t', ['b'])]);
  });

  it('recursive object variants through lazy fields', quick, () => {
    const Tree: z3.ZodTypeAny = z3.object({ name: z3.string(), kids: z3.lazy(() => z3.array(Tree)) });
    const Tree2: z3.ZodTypeAny = z3.object({ name: z3.string().trim(), kids: z3.lazy(() => z3.array(Tree2)) });
    expect(findingsOf(z3.union([Tree, Tree2]))).toEqual([hidden('name', ['option 2'])]);
  });
});
