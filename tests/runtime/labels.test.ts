/**
 * Variant labels and variant sets at run time. A live schema has no variable names, so a
 * variant is labelled by its discriminator value(s) — the declared discriminator, else a key
 * every variant declares as a string literal or enum with values of its own — and otherwise by
 * its position among the object variants of its set, `option N` (1-based).
 *
 * A union's union options are merged into its set (a deep flatten); a union reached any other
 * way (a field, array items, a field of a variant) is a set of its own, with paths relative to
 * its own variants.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { z as z3 } from 'zod/v3';
import { checkFlatten } from '../../runtime.js';
import { finding, findingsOf } from './_helpers.js';

const hidden = (path: string, variants: readonly string[]) => finding('no-hidden-collided-check', 'hiddenCheck', path, variants);
const only = { rules: ['no-hidden-collided-check'] } as const;

describe('discriminated unions: labelled by value', () => {
  it('a literal value', () => {
    const U = z.discriminatedUnion('op', [
      z.object({ op: z.literal('setText'), text: z.string().trim() }),
      z.object({ op: z.literal('setButton'), text: z.string() }),
    ]);
    const [found] = checkFlatten(U);
    expect(found).toMatchObject(hidden('text', ['setText']));
    expect(found!.message).toContain('runs only in variant setText, not in variant setButton');
  });

  it.each([
    ['zod, a multi-value literal', () => z.discriminatedUnion('op', [z.object({ op: z.literal(['a', 'b']), t: z.string().trim() }), z.object({ op: z.literal('c'), t: z.string() })])],
    ['zod, an enum', () => z.discriminatedUnion('op', [z.object({ op: z.enum(['a', 'b']), t: z.string().trim() }), z.object({ op: z.literal('c'), t: z.string() })])],
    ['zod/mini, a multi-value literal', () => zm.discriminatedUnion('op', [zm.object({ op: zm.literal(['a', 'b']), t: zm.string().check(zm.trim()) }), zm.object({ op: zm.literal('c'), t: zm.string() })])],
    ['zod/mini, an enum', () => zm.discriminatedUnion('op', [zm.object({ op: zm.enum(['a', 'b']), t: zm.string().check(zm.trim()) }), zm.object({ op: zm.literal('c'), t: zm.string() })])],
    // Zod 3 literals hold one value; its enum is the multi-value discriminator.
    ['zod/v3, an enum', () => z3.discriminatedUnion('op', [z3.object({ op: z3.enum(['a', 'b']), t: z3.string().trim() }), z3.object({ op: z3.literal('c'), t: z3.string() })])],
  ])("several values are one label, 'a | b' (%s)", (_name, make) => {
    const found = checkFlatten(make());
    expect(found.map((f) => f.variants)).toEqual([['a | b']]);
    expect(found[0]!.message).toContain('runs only in variant a | b, not in variant c');
  });

  it('a number or boolean value is labelled by its text', () => {
    const U = z.discriminatedUnion('v', [
      z.object({ v: z.literal(1), t: z.string().trim() }),
      z.object({ v: z.literal(2), t: z.string() }),
      z.object({ v: z.literal(true), t: z.string() }),
    ]);
    // (Mixed kinds on the discriminator are a type mismatch of their own: one rule here.)
    expect(findingsOf(U, only)).toEqual([hidden('t', ['1'])]);
  });

  it("a string value that reads like another value ('2' and 2) is quoted, in every label of the set", () => {
    const U = z.discriminatedUnion('v', [
      z.object({ v: z.literal('2'), t: z.string().trim() }),
      z.object({ v: z.literal(2), t: z.string() }),
      z.object({ v: z.literal('x'), t: z.string() }),
    ]);
    const found = checkFlatten(U, only);
    expect(found.map((f) => f.variants)).toEqual([['"2"']]);
    expect(found[0]!.message).toContain('runs only in variant "2", not in variants 2 and "x"');
  });

  it('a Zod 3 discriminated union is labelled the same way', () => {
    const U = z3.discriminatedUnion('op', [
      z3.object({ op: z3.literal('setText'), text: z3.string().trim() }),
      z3.object({ op: z3.literal('setButton'), text: z3.string() }),
    ]);
    expect(findingsOf(U)).toEqual([hidden('text', ['setText'])]);
  });
});

describe('plain unions', () => {
  it.each([
    ['zod', () => z.union([z.object({ kind: z.literal('x'), t: z.string().trim() }), z.object({ kind: z.enum(['y', 'w']), t: z.string() })])],
    ['zod/mini', () => zm.union([zm.object({ kind: zm.literal('x'), t: zm.string().check(zm.trim()) }), zm.object({ kind: zm.enum(['y', 'w']), t: zm.string() })])],
    ['zod/v3', () => z3.union([z3.object({ kind: z3.literal('x'), t: z3.string().trim() }), z3.object({ kind: z3.enum(['y', 'w']), t: z3.string() })])],
  ])('a structural discriminator labels by value (%s)', (_name, make) => {
    const found = checkFlatten(make());
    expect(found.map((f) => f.variants)).toEqual([['x']]);
    expect(found[0]!.message).toContain('variant x, not in variant y | w');
  });

  it.each([
    ['zod', () => z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string(), u: z.number() })])],
    ['zod/mini', () => zm.union([zm.object({ t: zm.string().check(zm.trim()) }), zm.object({ t: zm.string(), u: zm.number() })])],
    ['zod/v3', () => z3.union([z3.object({ t: z3.string().trim() }), z3.object({ t: z3.string(), u: z3.number() })])],
  ])("no discriminator: 'option N' (%s)", (_name, make) => {
    const found = checkFlatten(make());
    expect(found.map((f) => f.variants)).toEqual([['option 1']]);
    expect(found[0]!.message).toContain('variant option 1, not in variant option 2');
  });

  it.each([
    ['a value used twice', z.union([z.object({ k: z.literal('x'), t: z.string().trim() }), z.object({ k: z.literal('x'), t: z.string() })])],
    ['a key one variant lacks', z.union([z.object({ k: z.literal('x'), t: z.string().trim() }), z.object({ t: z.string() })])],
    ['a key that is a string in one variant', z.union([z.object({ k: z.literal('x'), t: z.string().trim() }), z.object({ k: z.string(), t: z.string() })])],
  ])("not a structural discriminator, so 'option N': %s", (_name, U) => {
    expect(findingsOf(U, only)).toEqual([hidden('t', ['option 1'])]);
  });

  // Zod takes any literal as a discriminator value: numbers and booleans tell variants apart too
  // (`k` is not compared), but found, not declared, they name no variant: "variant 1" reads as a
  // position. A declared one does.
  it.each([
    ['number literals', z.union([z.object({ k: z.literal(1), t: z.string().trim() }), z.object({ k: z.literal(2), t: z.string() })]), 'option 1'],
    ['boolean literals', z.union([z.object({ k: z.literal(true), t: z.string().trim() }), z.object({ k: z.literal(false), t: z.string() })]), 'option 1'],
    ['number literals, declared', z.discriminatedUnion('k', [z.object({ k: z.literal(1), t: z.string().trim() }), z.object({ k: z.literal(2), t: z.string() })]), '1'],
  ])('a discriminator of %s', (_name, U, label) => {
    expect(findingsOf(U, only)).toEqual([hidden('t', [label])]);
  });

  // The same with a third variant of literal `k`: the two literal ones are told apart by it.
  it('a key whose literal values tell apart the variants that have one names them, the rest by position', () => {
    const U = z.union([
      z.union([z.object({ k: z.literal('x'), t: z.string().trim() }), z.object({ k: z.literal('y'), t: z.string().trim() })]),
      z.object({ k: z.string(), t: z.string() }),
    ]);
    const found = findingsOf(U, only);
    expect(found).toEqual([hidden('t', ['x', 'y'])]);
    expect(checkFlatten(U)[0]!.message).toContain('variants x and y, not in variant option 3');
  });

  it('one object shared by two keys in each variant: each key is compared', () => {
    const M = z.object({ s: z.string().trim() });
    const N = z.object({ s: z.string() });
    const U = z.union([z.object({ title: M, description: M }), z.object({ title: N, description: N })]);
    expect(checkFlatten(U).map((f) => f.path)).toEqual(['title.s', 'description.s']);
    expect(checkFlatten(U, { ignoreKeys: ['title'] }).map((f) => f.path)).toEqual(['description.s']);
  });

  it('one schema listed twice declares its keys once', () => {
    const A = z.object({ t: z.string().trim() });
    const B = z.object({ t: z.string() });
    const found = checkFlatten(z.union([A, A, B]));
    expect(found.map((f) => f.variants)).toEqual([['option 1']]);
    expect(found[0]!.message).toContain('variant option 1, not in variant option 3');
  });

  it("'option N' counts the object variants of the set, not the union's options", () => {
    const U = z.union([z.string(), z.object({ t: z.string() }), z.number(), z.object({ t: z.string().trim() })]);
    expect(findingsOf(U)).toEqual([hidden('t', ['option 2'])]);
  });

  it('.or() chains and z.xor() are plain unions', () => {
    const A = z.object({ t: z.string().trim() });
    const B = z.object({ t: z.string() });
    const C = z.object({ t: z.string(), u: z.string() });
    expect(findingsOf(A.or(B).or(C))).toEqual([hidden('t', ['option 1'])]);
    expect(findingsOf(z.xor([B, A]))).toEqual([hidden('t', ['option 2'])]);
  });

  it('a .readonly() variant and an intersection variant keep their discriminator', () => {
    const U = z.union([
      z.object({ k: z.literal('x'), t: z.string().trim() }).readonly(),
      z.intersection(z.object({ k: z.literal('y') }), z.object({ t: z.string() })),
    ]);
    expect(findingsOf(U)).toEqual([hidden('t', ['x'])]);
  });
});

describe('variant sets', () => {
  it('nested unions are merged into one set, labelled across it', () => {
    const U = z.union([
      z.object({ k: z.literal('x'), t: z.string().trim() }),
      z.union([z.object({ k: z.literal('y'), t: z.string() }), z.object({ k: z.literal('z'), t: z.string() })]),
    ]);
    const found = checkFlatten(U);
    expect(found.map(({ path, variants }) => ({ path, variants }))).toEqual([{ path: 't', variants: ['x'] }]);
    expect(found[0]!.message).toContain('variant x, not in variants y and z');
  });

  it("nested plain unions merge too, 'option N' numbered across the merged set", () => {
    const flavours = [
      z.union([z.object({ t: z.string() }), z.union([z.object({ t: z.string(), u: z.number() }), z.object({ t: z.string().trim() })])]),
      zm.union([zm.object({ t: zm.string() }), zm.union([zm.object({ t: zm.string(), u: zm.number() }), zm.object({ t: zm.string().check(zm.trim()) })])]),
      z3.union([z3.object({ t: z3.string() }), z3.union([z3.object({ t: z3.string(), u: z3.number() }), z3.object({ t: z3.string().trim() })])]),
    ];
    for (const U of flavours) expect(findingsOf(U)).toEqual([hidden('t', ['option 3'])]);
  });

  // miniflare: a plain union `.and()` an object, listed in another: one set, each finding once.
  it('a union intersected with an object and listed in another is merged into it, not a set of its own', () => {
    const Source = z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string(), s: z.string() })]);
    const U = z.union([z.object({ t: z.string(), w: z.number() }), Source.and(z.object({ name: z.string() }))]);
    expect(findingsOf(U)).toEqual([hidden('t', ['option 2'])]);
  });

  // The static rule reports a value set several variants share once, where it is written; live,
  // the one schema object they hold is the one report.
  it('a value set several variants hold is one enum finding, naming the first of them', () => {
    const Base = z.object({ status: z.enum(['requested', 'rejected']) });
    const U = z.union([Base.extend({ k: z.literal('a') }), Base.extend({ k: z.literal('b') }), z.object({ k: z.literal('c'), status: z.literal('rejected') })]);
    const found = checkFlatten(U, { checkEnums: true, rules: ['no-collided-constraint-mismatch'] });
    expect(found.map((f) => f.variants)).toEqual([['a'], ['c']]);
  });

  it('a discriminated union nested under one value is told apart by its own discriminator', () => {
    const Move = z.discriminatedUnion('how', [
      z.object({ kind: z.literal('move'), how: z.literal('by'), to: z.string().trim() }),
      z.object({ kind: z.literal('move'), how: z.literal('to'), to: z.string() }),
    ]);
    const U = z.discriminatedUnion('kind', [z.object({ kind: z.literal('copy'), to: z.string() }), Move]);
    const found = checkFlatten(U);
    expect(found.map((f) => f.variants)).toEqual([['move (how by)']]);
    expect(found[0]!.message).toContain('runs only in variant move (how by), not in variants copy and move (how to)');
    // A value two options claim (Zod throws on it) keeps its label: there is nothing to tell apart.
    const Duplicate = z.discriminatedUnion('kind', [z.object({ kind: z.literal('move'), to: z.string() }), Move]);
    expect(checkFlatten(Duplicate, { rules: ['no-hidden-collided-check'] }).map((f) => f.message)).toEqual([
      expect.stringContaining('runs only in variant move (how by), not in variants move and move (how to)'),
    ]);
  });

  it('a discriminated union nested in a plain union lends its discriminator to the merged set', () => {
    const U = z.union([
      z.discriminatedUnion('k', [z.object({ k: z.literal('x'), t: z.string().trim() }), z.object({ k: z.literal('y'), t: z.string() })]),
      z.object({ k: z.literal('z'), t: z.string() }),
    ]);
    const found = checkFlatten(U);
    expect(found.map((f) => f.variants)).toEqual([['x']]);
    expect(found[0]!.message).toContain('not in variants y and z');
  });

  it('an object whose fields hold unions: each union is its own set, with its own paths', () => {
    const flavours = [
      z.object({
        first: z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string() })]),
        ops: z.array(z.discriminatedUnion('k', [z.object({ k: z.literal('p'), n: z.number() }), z.object({ k: z.literal('q'), n: z.string() })])),
      }),
      zm.object({
        first: zm.union([zm.object({ t: zm.string().check(zm.trim()) }), zm.object({ t: zm.string() })]),
        ops: zm.array(zm.discriminatedUnion('k', [zm.object({ k: zm.literal('p'), n: zm.number() }), zm.object({ k: zm.literal('q'), n: zm.string() })])),
      }),
      z3.object({
        first: z3.union([z3.object({ t: z3.string().trim() }), z3.object({ t: z3.string() })]),
        ops: z3.array(z3.discriminatedUnion('k', [z3.object({ k: z3.literal('p'), n: z3.number() }), z3.object({ k: z3.literal('q'), n: z3.string() })])),
      }),
    ];
    for (const input of flavours) {
      expect(findingsOf(input)).toEqual([
        hidden('t', ['option 1']), // not `first.t`: paths are relative to the union's variants
        finding('no-collided-type-mismatch', 'typeMismatch', 'n', ['q']), // not `ops[].n`
      ]);
    }
  });

  it("a union in a variant's field is a set of its own, apart from the outer union's", () => {
    const U = z.discriminatedUnion('op', [
      z.object({ op: z.literal('a'), text: z.string(), inner: z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string() })]) }),
      z.object({ op: z.literal('b'), text: z.string().toLowerCase() }),
    ]);
    // The outer set reports `text` (a, b); the inner union its own `t` (option 1, option 2).
    expect(findingsOf(U)).toEqual([hidden('text', ['b']), hidden('t', ['option 1'])]);
  });

  it('a union and its .describe() copy are one set, reported once', () => {
    const U = z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string() })]);
    expect(findingsOf(z.object({ a: U, b: U.describe('the same union'), c: U.optional() }))).toEqual([hidden('t', ['option 1'])]);
  });

  it('a union reached twice through one schema object is reported once', () => {
    const U = z.union([z.object({ t: z.string().trim() }), z.object({ t: z.string() })]);
    expect(findingsOf(z.object({ a: U, b: z.array(U) }))).toEqual([hidden('t', ['option 1'])]);
  });
});
