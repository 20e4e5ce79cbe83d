import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../lib/model/schema.js';
import { carriedBy, hiddenMarkers, scanField } from '../../lib/analysis/markers.js';
import { baseOf, hasUnknownChecks } from '../../lib/model/walk.js';
import {
  and,
  arr,
  check,
  lazy,
  minLength,
  nullable,
  num,
  obj,
  optional,
  pipe,
  preprocess,
  readonly,
  refine,
  span,
  str,
  transform,
  trim,
  union,
  unres,
  withCatch,
  withDefault,
  wrap,
} from './builders.js';

const kinds = (schema: SchemaNode) => hiddenMarkers(schema).map((m) => `${m.kind}:${m.identity}`);

describe('hiddenMarkers', () => {
  it('has none for a plain schema or one with only JSON-visible checks', () => {
    expect(hiddenMarkers(str())).toEqual([]);
    const visible = str(
      minLength(3),
      check('max_length', 'max_length:max(9)'),
      check('string_format', 'string_format:email'),
      check('length_equals', 'length_equals:length(2)'),
    );
    expect(hiddenMarkers(visible)).toEqual([]);
    expect(hiddenMarkers(num(check('greater_than', 'greater_than:positive'), check('number_format', 'number_format:safeint')))).toEqual([]);
    expect(hiddenMarkers(obj({ a: str(refine()) }))).toEqual([]); // a field's markers are the field's, not its parent's
  });

  it('reports a custom check with its label, identity and span', () => {
    const at = span(10, 20);
    expect(hiddenMarkers(str(refine('refine(isSlug)', '.refine()', at)))).toEqual([
      { kind: 'custom', label: '.refine()', identity: 'refine(isSlug)', span: at },
    ]);
  });

  it('reports an overwrite check', () => {
    expect(hiddenMarkers(str(trim()))).toEqual([{ kind: 'overwrite', label: '.trim()', identity: 'overwrite:trim()' }]);
    expect(kinds(str(check('overwrite', 'overwrite:toLowerCase()')))).toEqual(['overwrite:overwrite:toLowerCase()']);
  });

  it('keeps every marker, in order, visible checks left out', () => {
    const schema = str(trim(), minLength(1), refine('refine(a)'), check('overwrite', 'overwrite:toLowerCase()'));
    expect(kinds(schema)).toEqual(['overwrite:overwrite:trim()', 'custom:refine(a)', 'overwrite:overwrite:toLowerCase()']);
  });

  it('reports pipes made by transform, pipe, codec and stringbool', () => {
    const at = span(3, 8);
    expect(hiddenMarkers(transform(str(), 'transform(toUpper)', at))).toEqual([
      { kind: 'pipe', label: '.transform()', identity: 'transform(toUpper)', span: at },
    ]);
    // A plain pipe is named by its target's structure (pipe-identity.ts), the others by the front end.
    expect(kinds(pipe(str(), num(), 'pipe', 'pipe(z.number())'))).toEqual(['pipe:pipe(number)']);
    // A codec by the front end's identity of its functions and by its output's structure.
    expect(kinds(pipe(str(), num(), 'codec', 'codec(a, b)'))).toEqual(['pipe:codec(a, b) => number']);
    expect(kinds(pipe(str(), { type: 'boolean', checks: [] }, 'stringbool', 'stringbool()'))).toEqual(['pipe:stringbool()']);
  });

  it('does not report z.preprocess() as a pipe, but does see markers on its target', () => {
    expect(hiddenMarkers(preprocess(num()))).toEqual([]);
    expect(kinds(preprocess(str(trim())))).toEqual(['overwrite:overwrite:trim()']);
  });

  it('sees markers on the advertised side of a pipe, and on the pipe node itself', () => {
    // `z.string().trim().pipe(z.string().refine(f))`: the input side is advertised.
    const piped = pipe(str(trim()), str(refine('refine(out)')), 'pipe', 'pipe(out)');
    expect(kinds(piped)).toEqual(['pipe:pipe(string custom:refine(out))', 'overwrite:overwrite:trim()']);
    const checkedPipe = { ...transform(str()), checks: [refine('refine(after)')] };
    expect(kinds(checkedPipe)).toEqual(['custom:refine(after)', 'pipe:transform(fn)']);
  });

  it('reaches markers through optional, nullable, default, catch and readonly, outermost first', () => {
    const deep = optional(nullable(withDefault(withCatch(readonly(str(trim()))))));
    expect(kinds(deep)).toEqual(['overwrite:overwrite:trim()']);
    const checkedWrappers = optional(nullable(str(refine('refine(inner)')), refine('refine(nullable)')), trim());
    expect(kinds(checkedWrappers)).toEqual(['overwrite:overwrite:trim()', 'custom:refine(nullable)', 'custom:refine(inner)']);
    expect(kinds(wrap('nonoptional', wrap('prefault', str(trim()))))).toEqual(['overwrite:overwrite:trim()']);
    expect(kinds(optional(transform(str())))).toEqual(['pipe:transform(fn)']);
  });

  it('reaches markers through lazy', () => {
    expect(kinds(lazy(() => optional(str(refine('refine(l)')))))).toEqual(['custom:refine(l)']);
  });

  it('collects markers on both sides of an intersection, and on the intersection itself', () => {
    expect(kinds(and(str(refine('refine(left)')), str(trim()), refine('refine(both)')))).toEqual([
      'custom:refine(both)',
      'custom:refine(left)',
      'overwrite:overwrite:trim()',
    ]);
    expect(kinds(optional(and(str(), and(str(), str(trim())))))).toEqual(['overwrite:overwrite:trim()']);
  });

  it('collects markers of scalar union options but not of object options', () => {
    const u = union([str(trim()), num(refine('refine(n)')), obj({ a: str(refine('refine(a)')) }, { checks: [refine('refine(obj)')] })]);
    expect(kinds(u)).toEqual(['overwrite:overwrite:trim()', 'custom:refine(n)']);
    expect(kinds(nullable(union([str(), union([str(trim()), num()])])))).toEqual(['overwrite:overwrite:trim()']);
  });

  it('does not look into array elements (they are a collided field of their own, `tags[]`)', () => {
    expect(hiddenMarkers(arr(str(trim())))).toEqual([]);
    expect(kinds(arr(str(trim()), refine('refine(arr)')))).toEqual(['custom:refine(arr)']);
  });

  it('has none for an unresolved schema', () => {
    expect(hiddenMarkers(unres())).toEqual([]);
    expect(hiddenMarkers(optional(unres()))).toEqual([]);
  });

  it('terminates on cycles: an intersection that contains itself and a self-lazy', () => {
    let loop: SchemaNode;
    loop = and(str(trim()), lazy(() => loop));
    expect(() => hiddenMarkers(loop)).not.toThrow();
    expect(hiddenMarkers(loop)[0]).toMatchObject({ kind: 'overwrite' });
    let selfLazy: SchemaNode;
    selfLazy = lazy(() => optional(selfLazy));
    expect(hiddenMarkers(selfLazy)).toEqual([]);
  });

  it('reaches a marker under 300 wrappers (a long chain is not a cycle)', () => {
    let node: SchemaNode = str(trim());
    for (let i = 0; i < 300; i++) node = optional(node);
    expect(kinds(node)).toEqual(['overwrite:overwrite:trim()']);
  });

  it('survives a very deep nesting of intersections without throwing', () => {
    let node: SchemaNode = str(trim());
    for (let i = 0; i < 10_000; i++) node = and(str(), node);
    expect(() => hiddenMarkers(node)).not.toThrow();
  });
});

describe('scanField: baseOf, hasUnknownChecks and carriedBy in one walk', () => {
  const typed = (): SchemaNode => ({ type: 'string', checks: [], opaque: 'ZodString' });
  const selfLazy = (): SchemaNode => {
    const node: SchemaNode = lazy(() => node);
    return node;
  };
  const shapes: [string, () => SchemaNode][] = [
    ['a bare scalar', () => str(minLength(1))],
    ['wrappers with checks on two layers', () => optional(nullable(str(trim(), minLength(2))), refine())],
    ['a pipe and a transform', () => pipe(optional(str(trim())), num(refine()))],
    ['a transform on a wrapped field', () => optional(transform(str(minLength(3))))],
    ['z.preprocess()', () => optional(preprocess(num(minLength(1))))],
    ['a catch and a coercion', () => withCatch({ type: 'number', checks: [], coerce: true })],
    ['a layer read from a type', () => optional(typed())],
    ['a type read as a wrapper', () => ({ ...optional(str()), opaque: 'ZodOptional' })],
    ['unresolved under a wrapper', () => readonly(unres('not followed', span(3)))],
    ['an intersection of checked sides', () => optional(and(str(trim()), str(refine(), minLength(1))))],
    ['a union of scalars and an object', () => union([str(trim()), obj({ a: str(refine()) }), num()])],
    ['an array (its items are not its layers)', () => optional(arr(str(trim())))],
    ['a lazy under a wrapper', () => optional(lazy(() => optional(str(trim()), minLength(2))))],
    ['a lazy read from a type', () => lazy(() => optional(typed()))],
    ['a lazy that returns itself', () => optional(selfLazy(), refine())],
  ];

  it.each(shapes)('answers as the three apart: %s', (_name, make) => {
    const schema = make();
    const seen: string[] = [];
    const scan = scanField(schema, (check) => seen.push(check.identity));
    const { base, unknownChecks, carried } = scan;
    const expectedSeen: string[] = [];
    const expected = carriedBy(schema, baseOf(schema), (check) => expectedSeen.push(check.identity));
    expect(base).toEqual(baseOf(schema));
    expect(unknownChecks).toBe(hasUnknownChecks(schema, baseOf(schema)));
    expect(carried).toEqual(expected);
    expect(seen).toEqual(expectedSeen);
  });

  it('gives the base node itself, not a copy, and the field\'s own place to a lazy that cycles', () => {
    const inner = str(minLength(1));
    expect(scanField(optional(optional(inner))).base).toBe(inner);
    const cycling = { ...optional(selfLazy()), span: span(7) };
    expect(scanField(cycling).base).toEqual(baseOf(cycling));
    expect(scanField(cycling).base.span).toEqual(span(7));
  });
});
