/**
 * The runtime check's options, named as the rules' options: `rules` (which rule ids run),
 * `ignoreKeys` (a path and everything below it, for every rule), `allowUntyped`
 * (require-typed-properties only) and `checkEnums` (no-collided-constraint-mismatch's enum sets).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RULE_IDS } from '../../runtime.js';
import { finding, findingsOf } from './_helpers.js';

const isBrand = (hex: string): boolean => hex.startsWith('#');

/** Findings of four rules, at the top, in a nested object and in array items. */
const Input = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('list'),
    pageSize: z.number().catch(20),
    style: z.object({ color: z.string().refine(isBrand), size: z.number() }),
    tags: z.array(z.object({ label: z.string().trim() })),
    context: z.unknown(),
  }),
  z.object({
    op: z.literal('export'),
    pageSize: z.number(),
    style: z.object({ color: z.string(), size: z.string() }),
    tags: z.array(z.object({ label: z.string() })),
  }),
]);

const ALL = [
  finding('no-hidden-collided-check', 'hiddenCheck', 'style.color', ['list']),
  finding('no-hidden-collided-check', 'hiddenCheck', 'tags[].label', ['list']),
  finding('no-collided-coercion', 'coercion', 'pageSize', ['list']),
  finding('no-collided-type-mismatch', 'typeMismatch', 'style.size', ['export']),
  finding('require-typed-properties', 'untyped', 'context', ['list']),
];

describe('rules', () => {
  it('by default every rule runs, in RULE_IDS order', () => {
    expect(findingsOf(Input)).toEqual(ALL);
    expect(findingsOf(Input, { rules: RULE_IDS })).toEqual(ALL);
  });

  it('a subset runs only those rules, in the order given', () => {
    expect(findingsOf(Input, { rules: ['no-collided-coercion'] })).toEqual([ALL[2]]);
    expect(findingsOf(Input, { rules: ['require-typed-properties', 'no-hidden-collided-check'] })).toEqual([ALL[4], ALL[0], ALL[1]]);
  });

  it('an empty list runs nothing', () => {
    expect(findingsOf(Input, { rules: [] })).toEqual([]);
  });
});

describe('ignoreKeys', () => {
  it('a path skips itself and everything below it, for every rule', () => {
    expect(findingsOf(Input, { ignoreKeys: ['style'] })).toEqual([ALL[1], ALL[2], ALL[4]]);
    expect(findingsOf(Input, { ignoreKeys: ['style.color', 'pageSize'] })).toEqual([ALL[1], ALL[3], ALL[4]]);
  });

  it("'tags' covers 'tags[]' and 'tags[].label'; 'tags[]' covers the items' keys", () => {
    expect(findingsOf(Input, { ignoreKeys: ['tags'] })).not.toContainEqual(ALL[1]);
    expect(findingsOf(Input, { ignoreKeys: ['tags[]'] })).not.toContainEqual(ALL[1]);
  });

  it('a path is a whole segment, not a text prefix', () => {
    expect(findingsOf(Input, { ignoreKeys: ['tag', 'style.col', 'page'] })).toEqual(ALL);
  });

  it('a discriminator key skips valid-discriminated-union for that key', () => {
    const Dup = z.discriminatedUnion('source', [
      z.object({ source: z.literal('url'), url: z.url() }),
      z.object({ source: z.literal('url'), id: z.string() }),
    ]);
    expect(findingsOf(Dup)).toEqual([finding('valid-discriminated-union', 'duplicateValue', 'source', ['option 2'])]);
    expect(findingsOf(Dup, { ignoreKeys: ['source'] })).toEqual([]);
  });

  it('an untraceable option has no path, so no key skips it; an untraceable field has one', () => {
    const U = z.union([
      z.object({ a: z.lazy((): z.ZodString => { throw new Error('no'); }) }),
      z.lazy((): z.ZodObject => { throw new Error('no'); }),
    ]);
    expect(findingsOf(U, { ignoreKeys: ['a'] })).toEqual([finding('no-untraceable-variant', 'untraceableOption', '', [])]);
  });
});

describe('allowUntyped', () => {
  const Rows = z.discriminatedUnion('action', [
    z.object({ action: z.literal('escalate'), context: z.unknown().optional(), note: z.string().trim() }),
    z.object({ action: z.literal('import'), rows: z.array(z.object({ id: z.string(), data: z.any(), at: z.date() })), note: z.string() }),
  ]);
  const context = finding('require-typed-properties', 'untyped', 'context', ['escalate']);
  const data = finding('require-typed-properties', 'untyped', 'rows[].data', ['import']);
  const at = finding('require-typed-properties', 'unrepresentable', 'rows[].at', ['import']);
  const note = finding('no-hidden-collided-check', 'hiddenCheck', 'note', ['escalate']);

  it('skips the listed paths and what is below them', () => {
    expect(findingsOf(Rows)).toEqual([note, context, data, at]);
    expect(findingsOf(Rows, { allowUntyped: ['context', 'rows[].data'] })).toEqual([note, at]);
    expect(findingsOf(Rows, { allowUntyped: ['rows'] })).toEqual([note, context]);
  });

  it('applies to require-typed-properties only', () => {
    expect(findingsOf(Rows, { allowUntyped: ['note'] })).toContainEqual(note);
  });

  it("a path covers a tuple's items ('point[1]') and a record's values ('meta.*')", () => {
    const Shapes = z.discriminatedUnion('shape', [
      z.object({ shape: z.literal('pin'), point: z.tuple([z.number(), z.bigint()]), meta: z.record(z.string(), z.date()) }),
      z.object({ shape: z.literal('box'), point: z.tuple([z.number(), z.number()]) }),
    ]);
    const item = finding('require-typed-properties', 'unrepresentable', 'point[1]', ['pin']);
    const value = finding('require-typed-properties', 'unrepresentable', 'meta.*', ['pin']);
    expect(findingsOf(Shapes)).toEqual([item, value]);
    expect(findingsOf(Shapes, { allowUntyped: ['point'] })).toEqual([value]);
    expect(findingsOf(Shapes, { ignoreKeys: ['meta'] })).toEqual([item]);
    expect(findingsOf(Shapes, { allowUntyped: ['point[0]', 'met'] })).toEqual([item, value]);
  });
});

describe('checkEnums', () => {
  const Filter = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('leaf'), operator: z.enum(['eq', 'lt', 'gt']), mode: z.literal('strict') }),
    z.object({ kind: z.literal('group'), operator: z.enum(['and', 'or']), mode: z.literal('loose') }),
  ]);

  it('is off by default', () => {
    expect(findingsOf(Filter)).toEqual([]);
    expect(findingsOf(Filter, { checkEnums: false })).toEqual([]);
  });

  it('compares enum and literal sets, never the discriminator', () => {
    expect(findingsOf(Filter, { checkEnums: true })).toEqual([
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'operator', ['leaf']),
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'operator', ['group']),
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'mode', ['leaf']),
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'mode', ['group']),
    ]);
  });

  it('the same set, in any order, is not a mismatch', () => {
    const Same = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), operator: z.enum(['eq', 'lt']) }),
      z.object({ kind: z.literal('b'), operator: z.enum(['lt', 'eq']) }),
    ]);
    expect(findingsOf(Same, { checkEnums: true })).toEqual([]);
  });

  it('combines with ignoreKeys', () => {
    expect(findingsOf(Filter, { checkEnums: true, ignoreKeys: ['operator'] }).map((f) => f.path)).toEqual(['mode', 'mode']);
  });

  it("a flat union's tag beside a catch-all is not compared; a value two options claim makes it no tag", () => {
    const entry = (second: z.ZodType) =>
      z.union([
        z.object({ type: z.literal('exception'), data: z.string() }),
        z.object({ type: second, data: z.string() }),
        z.object({ type: z.string(), data: z.string() }),
      ]);
    expect(findingsOf(entry(z.literal('message')), { checkEnums: true })).toEqual([]);
    expect(findingsOf(entry(z.enum(['exception', 'message'])), { checkEnums: true })).toEqual([
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'type', ['option 1']),
      finding('no-collided-constraint-mismatch', 'enumMismatch', 'type', ['option 2']),
    ]);
  });
});

describe('the unions checked: those the schema advertises', () => {
  const Op = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), text: z.string().trim() }),
    z.object({ kind: z.literal('b'), text: z.string() }),
  ]);
  const trimmed = finding('no-hidden-collided-check', 'hiddenCheck', 'text', ['a']);

  it('a union behind a transform and a pipe is parsed, never advertised: not checked', () => {
    expect(findingsOf(z.object({ ops: z.string().transform((text) => JSON.parse(text) as unknown).pipe(Op) }))).toEqual([]);
  });

  it('a union behind z.preprocess() is what the field advertises: checked', () => {
    expect(findingsOf(z.object({ ops: z.preprocess((value) => value, Op) }))).toEqual([trimmed]);
  });

  it('the union itself, passed directly, is checked', () => {
    expect(findingsOf(Op)).toEqual([trimmed]);
  });
});
