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
