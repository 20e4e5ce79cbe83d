import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepPartial } from '../../lib/model/deep-partial.js';
import { inputOf, outputOf } from '../../lib/model/in-out.js';
import { isWrapper, type SchemaNode } from '../../lib/model/schema.js';
import { modelOf } from '../../lib/frontend/live/index.js';

/**
 * A node's structure as the rules read it: types, keys, options, the discriminator, checks by
 * kind, wrappers; not spans or names (a live object has none). A lazy is read two levels deep.
 */
function shapeOf(node: SchemaNode, lazyDepth = 2): unknown {
  const checks = node.checks.map((check) => check.check);
  switch (node.type) {
    case 'object':
      return { object: Object.fromEntries([...node.shape].map(([key, field]) => [key, shapeOf(field.schema, lazyDepth)])), checks, ...(node.catchall ? { catchall: shapeOf(node.catchall, lazyDepth) } : {}) };
    case 'union':
      return { union: node.options.map((option) => shapeOf(option, lazyDepth)), discriminator: node.discriminator ?? null, checks };
    case 'array':
      return { array: shapeOf(node.element, lazyDepth), checks };
    case 'tuple':
      return { tuple: node.items.map((item) => shapeOf(item, lazyDepth)), rest: node.rest ? shapeOf(node.rest, lazyDepth) : null, checks };
    case 'record':
      return { record: [shapeOf(node.keyType, lazyDepth), shapeOf(node.valueType, lazyDepth)], checks };
    case 'intersection':
      return { intersection: [shapeOf(node.left, lazyDepth), shapeOf(node.right, lazyDepth)], checks };
    case 'pipe':
      return { pipe: [shapeOf(node.in, lazyDepth), shapeOf(node.out, lazyDepth)], checks };
    case 'literal':
    case 'enum':
      return { [node.type]: node.values, checks };
    case 'lazy':
      return lazyDepth === 0 ? 'lazy' : { lazy: shapeOf(node.getter(), lazyDepth - 1) };
    default:
      return isWrapper(node) ? { [node.type]: shapeOf(node.innerType, lazyDepth), checks } : { [node.type]: checks };
  }
}

const Leaf = z.object({ id: z.string().trim(), n: z.number().min(1).optional() });
const Tree: z.ZodType = z.object({ name: z.string(), get children() { return z.array(Tree); } });
const schemas: [string, () => z.ZodType][] = [
  ['an object', () => Leaf],
  ['a discriminated union, made plain', () => z.discriminatedUnion('op', [Leaf.extend({ op: z.literal('a') }), z.object({ op: z.literal('b'), x: z.boolean() })])],
  ['wrappers, arrays, tuples, records', () => z.object({ list: z.array(Leaf).nullable(), pair: z.tuple([Leaf, z.string()], Leaf), map: z.record(z.string(), Leaf).default({}) })],
  ['intersections and pipes', () => z.intersection(Leaf, z.object({ m: z.string() })).pipe(z.object({ id: z.string() }) as z.ZodType<unknown, any>)],
  ['a lazy getter', () => z.lazy(() => z.object({ inner: Leaf }))],
  ['a recursive object', () => Tree],
  ['a catchall', () => z.object({ a: z.string() }).catchall(Leaf)],
  ['scalars stay', () => z.union([z.string().min(2), z.number()])],
];

describe('deepPartial (the model) against z.deepPartial (live Zod)', () => {
  for (const [name, make] of schemas) {
    it(name, () => {
      const schema = make();
      expect(shapeOf(deepPartial(modelOf(schema), undefined))).toEqual(shapeOf(modelOf(z.deepPartial(schema))));
    });
  }

  it('an object with refinements: Zod throws, the model is unresolved with the reason', () => {
    const refined = z.object({ a: z.string() }).refine(() => true);
    expect(() => z.deepPartial(z.union([refined, Leaf]))).toThrow(/refinements/);
    const made = deepPartial(modelOf(z.union([refined, Leaf])), undefined);
    expect(made.type).toBe('unresolved');
    expect(made.type === 'unresolved' && made.reason).toMatch(/refinements/);
  });

  it('keeps to the stack on a chain nested deeper than any written by hand', () => {
    let node: SchemaNode = { type: 'object', shape: new Map(), policy: 'strip', checks: [], unresolvedMembers: [] };
    for (let i = 0; i < 50_000; i++) node = { type: 'optional', innerType: node, checks: [] };
    const made = deepPartial(node, undefined);
    expect(made.type).toBe('unresolved');
  });
});

const piped: [string, () => z.ZodType][] = [
  ['transforms, defaults, catches', () => z.object({ n: z.string().transform((s) => s.length), d: z.number().default(1), c: z.string().catch('x'), plain: z.string().default('a') })],
  ['a preprocess', () => z.object({ p: z.preprocess((v) => v, z.number().min(2)) })],
  ['a pipe with its own checks', () => z.object({ w: z.string().pipe(z.string().trim()).refine((s) => s.length > 1) })],
  ['a codec', () => z.object({ c: z.codec(z.string(), z.number(), { decode: Number, encode: String }) })],
  ['prefaults', () => z.object({ p: z.string().transform((s) => s).prefault('x'), q: z.string().prefault('y') })],
  ['nested in unions and arrays', () => z.union([z.array(z.string().transform((s) => s)), z.object({ a: z.number().default(0).transform((n) => n) })])],
];

describe('inputOf and outputOf (the model) against z.input and z.output (live Zod)', () => {
  for (const [name, make] of piped) {
    it(name, () => {
      const schema = make();
      expect(shapeOf(inputOf(modelOf(schema), undefined))).toEqual(shapeOf(modelOf(z.input(schema))));
      expect(shapeOf(outputOf(modelOf(schema), undefined))).toEqual(shapeOf(modelOf(z.output(schema))));
    });
  }
});
