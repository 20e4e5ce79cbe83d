/**
 * `z.deepPartial(S)` (Zod 4.6): S with every object it holds made partial, through wrappers,
 * arrays, tuples, records, maps, sets, unions, intersections, pipes and lazy getters, as Zod's
 * `visit` rewrites it (zod/src/v4/core/visit.ts, classic/deep-partial.ts). A discriminated union
 * becomes a plain union: each of its options now takes an absent discriminator, which Zod's
 * constructor would refuse as a duplicate.
 *
 * Zod throws where `.partial()` does, on an object with refinements: the whole call is an
 * unresolved node with the reason (behind a lazy, where Zod throws when it parses, the getter's
 * schema is), never a schema that Zod does not build.
 */
import type { ObjectField, SchemaNode, SourceSpan, UnionNode } from './schema.js';
import { unresolved } from './schema.js';

/** Deeper than any schema written by hand: a guard for the stack, not a limit a schema meets. */
const MAX_DEPTH = 1000;

const RESOLVING = Symbol('deep-partial/resolving');

export function deepPartial(root: SchemaNode, span: SourceSpan | undefined): SchemaNode {
  const done = new Map<SchemaNode, SchemaNode | typeof RESOLVING>();
  let failure: SchemaNode | undefined;

  const run = (node: SchemaNode, depth: number): SchemaNode => {
    const cached = done.get(node);
    // A cycle not through a lazy (a getter's schema met again): as Zod does, a lazy that reads
    // the finished rewrite when it is parsed.
    if (cached === RESOLVING) return { type: 'lazy', checks: [], getter: () => finished(node), ...(span ? { span } : {}) };
    if (cached !== undefined) return cached;
    if (depth > MAX_DEPTH) {
      failure ??= unresolved('z.deepPartial() of a schema nested too deep to follow', span);
      return node;
    }
    done.set(node, RESOLVING);
    const mapped = rewrite(node, (child) => run(child, depth + 1));
    done.set(node, mapped);
    return mapped;
  };
  const finished = (node: SchemaNode): SchemaNode => {
    const found = done.get(node);
    return found === undefined || found === RESOLVING ? node : found;
  };

  /** One node's rewrite, its children through `child`. */
  const rewrite = (node: SchemaNode, child: (node: SchemaNode) => SchemaNode): SchemaNode => {
    switch (node.type) {
      case 'object': {
        if (node.checks.length > 0) {
          const refused = unresolved('z.deepPartial() of an object with refinements, which Zod refuses to make partial (it throws)', node.span ?? span);
          failure ??= refused;
          return refused;
        }
        const shape = new Map<string, ObjectField>();
        for (const [key, field] of node.shape) {
          shape.set(key, { ...field, schema: { type: 'optional', innerType: child(field.schema), checks: [], ...(span ? { span } : {}) } });
        }
        return { ...node, shape, ...(node.catchall ? { catchall: child(node.catchall) } : {}) };
      }
      case 'union': {
        const options = node.options.map(child);
        const { discriminator: _dropped, inclusive: _exclusive, ...plain } = node;
        const union: UnionNode = node.discriminator === undefined ? { ...node, options } : { ...plain, options };
        return union;
      }
      case 'array':
        return { ...node, element: child(node.element) };
      case 'tuple':
        return { ...node, items: node.items.map(child), ...(node.rest ? { rest: child(node.rest) } : {}) };
      case 'record':
        return { ...node, keyType: child(node.keyType), valueType: child(node.valueType) };
      case 'map':
      case 'set':
        return { ...node, valueType: child(node.valueType), ...(node.keyType ? { keyType: child(node.keyType) } : {}) };
      case 'intersection':
        return { ...node, left: child(node.left), right: child(node.right) };
      case 'pipe':
        return { ...node, in: child(node.in), out: child(node.out) };
      case 'lazy': {
        const getter = node.getter;
        let inner: SchemaNode | undefined;
        return { ...node, getter: () => (inner ??= run(getter(), 0)) };
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
      case 'promise':
        return { ...node, innerType: child(node.innerType) };
      default:
        // Scalars, literals, enums, unresolved nodes: leaves.
        return node;
    }
  };

  const result = run(root, 0);
  return failure ?? result;
}
