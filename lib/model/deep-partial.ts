/**
 * `z.deepPartial(S)` (Zod 4.6): S with every object it holds made partial, through wrappers,
 * arrays, tuples, records, maps, sets, unions, intersections, pipes and lazy getters, as Zod's
 * `visit` rewrites it (zod/src/v4/classic/deep-partial.ts). A discriminated union becomes a plain
 * union: each of its options now takes an absent discriminator, which Zod's constructor would
 * refuse as a duplicate.
 *
 * Zod throws where `.partial()` does, on an object with refinements: the whole call is an
 * unresolved node with the reason (behind a lazy, where Zod throws when it parses, the getter's
 * schema is), never a schema that Zod does not build.
 */
import type { ObjectField, ObjectNode, SchemaNode, SourceSpan, UnionNode } from './schema.js';
import { unresolved } from './schema.js';
import { rewriteSchema } from './visit.js';

export function deepPartial(root: SchemaNode, span: SourceSpan | undefined): SchemaNode {
  let refused: SchemaNode | undefined;
  const partial = (node: SchemaNode): SchemaNode => {
    const object = node as ObjectNode;
    if (object.checks.length > 0) {
      const failure = unresolved('z.deepPartial() of an object with refinements, which Zod refuses to make partial (it throws)', object.span ?? span);
      refused ??= failure;
      return failure;
    }
    const shape = new Map<string, ObjectField>();
    for (const [key, field] of object.shape) {
      shape.set(key, { ...field, schema: { type: 'optional', innerType: field.schema, checks: [], ...(span ? { span } : {}) } });
    }
    return { ...object, shape };
  };
  const plain = (node: SchemaNode): SchemaNode => {
    const union = node as UnionNode;
    if (union.discriminator === undefined) return union;
    const { discriminator: _dropped, inclusive: _exclusive, ...rest } = union;
    return rest;
  };
  const result = rewriteSchema(root, { object: partial, union: plain }, 'z.deepPartial()', span);
  return refused ?? result;
}

/**
 * Zod 3's `.deepPartial()` of an object (`deepPartialify` in zod/src/v3/types.ts): every key made
 * optional, and the same again through the objects, arrays, optionals, nullables and tuples its
 * keys hold (a tuple loses its rest, as `ZodTuple.create(items)` does); any other schema, a
 * refined object (a ZodEffects) among them, is left as it is.
 */
export function deepPartialZod3(root: ObjectNode, span: SourceSpan | undefined): ObjectNode {
  const done = new Map<SchemaNode, SchemaNode>();
  const optional = (inner: SchemaNode): SchemaNode => ({ type: 'optional', innerType: inner, checks: [], ...(span ? { span } : {}) });
  const object = (node: ObjectNode, depth: number): ObjectNode => {
    const shape = new Map<string, ObjectField>();
    for (const [key, field] of node.shape) shape.set(key, { ...field, schema: optional(visit(field.schema, depth + 1)) });
    return { ...node, shape };
  };
  const visit = (node: SchemaNode, depth: number): SchemaNode => {
    // Shared nodes once; a schema deeper than any written by hand is left as it is.
    const seen = done.get(node);
    if (seen !== undefined || depth > MAX_DEPTH) return seen ?? node;
    let result: SchemaNode;
    switch (node.type) {
      case 'object':
        result = node.checks.length > 0 ? node : object(node, depth);
        break;
      case 'array':
        result = { ...node, element: visit(node.element, depth + 1) };
        break;
      case 'optional':
      case 'nullable':
        result = { type: node.type, innerType: visit(node.innerType, depth + 1), checks: [], ...(node.span ? { span: node.span } : {}) };
        break;
      case 'tuple': {
        const { rest: _dropped, ...tuple } = node;
        result = { ...tuple, items: node.items.map((item) => visit(item, depth + 1)) };
        break;
      }
      default:
        result = node;
    }
    done.set(node, result);
    return result;
  };
  return object(root, 0);
}

/** How deep `deepPartialZod3` rewrites: past it, a schema is left as written. */
const MAX_DEPTH = 200;
