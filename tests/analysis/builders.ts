/**
 * Terse builders for hand-made schema models (lib/model/schema.ts), so the analysis can be
 * tested without a parser or ESLint. Every call makes a new node object: two calls never
 * share identity, which matters to the analysis (a shared schema object cannot collide).
 */
import type {
  Check,
  CheckKind,
  IntersectionNode,
  LazyNode,
  LiteralNode,
  LiteralValue,
  ObjectField,
  ObjectNode,
  PipeNode,
  ScalarNode,
  ScalarType,
  SchemaNode,
  SourceSpan,
  UnionNode,
  UnresolvedNode,
  WrapperNode,
  WrapperType,
  EnumNode,
  ArrayNode,
  RecordNode,
  TupleNode,
  CollectionNode,
} from '../../lib/model/schema.js';

/** A one-line span covering [start, end) on line 1 (columns equal offsets). */
export function span(start: number, end = start + 1, file?: string): SourceSpan {
  const base = { range: [start, end] as const, start: { line: 1, column: start }, end: { line: 1, column: end } };
  return file === undefined ? base : { ...base, file };
}

// ---- checks ---------------------------------------------------------------------------------

export function check(kind: CheckKind, identity: string, label = identity, at?: SourceSpan): Check {
  return at ? { check: kind, identity, label, span: at } : { check: kind, identity, label };
}

/** `.refine(fn)`: a custom check. */
export const refine = (identity = 'refine(fn)', label = '.refine()', at?: SourceSpan): Check =>
  check('custom', identity, label, at);

/** `.trim()`: an overwrite check. */
export const trim = (at?: SourceSpan, identity = 'overwrite:trim()', label = '.trim()'): Check =>
  check('overwrite', identity, label, at);

/** `.min(n)` on a string: visible in JSON Schema, never a marker. */
export const minLength = (n: number): Check => ({ check: 'min_length', identity: `min_length:min(${n})`, label: '.min()', value: n });
export const maxLength = (n: number): Check => ({ check: 'max_length', identity: `max_length:max(${n})`, label: '.max()', value: n });

// ---- nodes ----------------------------------------------------------------------------------

export function scalar(type: ScalarType, ...checks: Check[]): ScalarNode {
  return { type, checks };
}

export const str = (...checks: Check[]): ScalarNode => scalar('string', ...checks);
export const num = (...checks: Check[]): ScalarNode => scalar('number', ...checks);
export const bool = (...checks: Check[]): ScalarNode => scalar('boolean', ...checks);

export function lit(...values: LiteralValue[]): LiteralNode {
  return { type: 'literal', values, checks: [] };
}

export function enm(...values: (string | number)[]): EnumNode {
  return { type: 'enum', values, checks: [] };
}

export interface ObjOptions {
  name?: string;
  checks?: Check[];
  unresolvedMembers?: UnresolvedNode[];
  catchall?: SchemaNode;
  span?: SourceSpan;
}

/**
 * An object node. Fields may be a record (note: JS orders integer-like keys first) or an
 * array of `[key, schema]` pairs when the order matters.
 */
export function obj(fields: Record<string, SchemaNode> | readonly (readonly [string, SchemaNode])[], options: ObjOptions = {}): ObjectNode {
  const pairs = Array.isArray(fields) ? fields : Object.entries(fields);
  const shape = new Map<string, ObjectField>();
  for (const [key, schema] of pairs) shape.set(key, { key, schema });
  return {
    type: 'object',
    shape,
    policy: 'strip',
    checks: options.checks ?? [],
    unresolvedMembers: options.unresolvedMembers ?? [],
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.catchall ? { catchall: options.catchall } : {}),
    ...(options.span ? { span: options.span } : {}),
  };
}

export function union(options: readonly SchemaNode[], extra: { name?: string; discriminator?: string } = {}): UnionNode {
  return {
    type: 'union',
    options,
    checks: [],
    ...(extra.name !== undefined ? { name: extra.name } : {}),
    ...(extra.discriminator !== undefined ? { discriminator: extra.discriminator, inclusive: false } : {}),
  };
}

/** `z.discriminatedUnion(key, options)`. */
export const du = (key: string, options: readonly SchemaNode[], name?: string): UnionNode =>
  union(options, name === undefined ? { discriminator: key } : { discriminator: key, name });

export function wrap(type: WrapperType, innerType: SchemaNode, ...checks: Check[]): WrapperNode {
  return { type, innerType, checks };
}

export const optional = (inner: SchemaNode, ...checks: Check[]) => wrap('optional', inner, ...checks);
export const nullable = (inner: SchemaNode, ...checks: Check[]) => wrap('nullable', inner, ...checks);
export const withDefault = (inner: SchemaNode, ...checks: Check[]) => wrap('default', inner, ...checks);
export const withCatch = (inner: SchemaNode, ...checks: Check[]) => wrap('catch', inner, ...checks);
export const readonly = (inner: SchemaNode, ...checks: Check[]) => wrap('readonly', inner, ...checks);

export function arr(element: SchemaNode, ...checks: Check[]): ArrayNode {
  return { type: 'array', element, checks };
}

export function record(valueType: SchemaNode, keyType: SchemaNode = str()): RecordNode {
  return { type: 'record', keyType, valueType, checks: [] };
}

export function tuple(items: readonly SchemaNode[], rest?: SchemaNode): TupleNode {
  return rest ? { type: 'tuple', items, rest, checks: [] } : { type: 'tuple', items, checks: [] };
}

export function set(valueType: SchemaNode): CollectionNode {
  return { type: 'set', valueType, checks: [] };
}

export function map(keyType: SchemaNode, valueType: SchemaNode): CollectionNode {
  return { type: 'map', keyType, valueType, checks: [] };
}

export function and(left: SchemaNode, right: SchemaNode, ...checks: Check[]): IntersectionNode {
  return { type: 'intersection', left, right, checks };
}

export function lazy(getter: () => SchemaNode, name?: string): LazyNode {
  return name === undefined ? { type: 'lazy', getter, checks: [] } : { type: 'lazy', getter, checks: [], name };
}

export function pipe(
  input: SchemaNode,
  output: SchemaNode,
  via: PipeNode['via'] = 'pipe',
  identity = `${via}(fn)`,
  label = `.${via}()`,
  at?: SourceSpan,
): PipeNode {
  const node: PipeNode = { type: 'pipe', in: input, out: output, via, identity, label, checks: [] };
  return at ? { ...node, span: at } : node;
}

/** `schema.transform(fn)`: a pipe into a bare transform node. */
export const transform = (input: SchemaNode, identity = 'transform(fn)', at?: SourceSpan): PipeNode =>
  pipe(input, scalar('transform'), 'transform', identity, '.transform()', at);

/** `z.preprocess(fn, target)`: a pipe from a bare transform into the target. */
export const preprocess = (target: SchemaNode, identity = 'preprocess(fn)'): PipeNode =>
  pipe(scalar('transform'), target, 'preprocess', identity, 'z.preprocess()');

export function unres(reason = 'not followed', at?: SourceSpan): UnresolvedNode {
  return at ? { type: 'unresolved', reason, checks: [], span: at } : { type: 'unresolved', reason, checks: [] };
}

/** The same node with a variable name, as the front end sets it from `const Name = ...`. */
export function named<T extends SchemaNode>(node: T, name: string): T {
  return { ...node, name };
}
