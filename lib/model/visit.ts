/**
 * A bottom-up rewrite of a schema model, as Zod 4.6's `visit` (zod/src/v4/core/visit.ts) rewrites
 * a live schema for `z.deepPartial()`, `z.input()` and `z.output()`: each node's children first,
 * then the handler for the node's type, told whether anything below it changed. A node whose
 * children are unchanged and that has no handler keeps its identity.
 *
 * Lazies are rewritten when their getter is first called, as Zod's are when parsed; a schema met
 * again while it is being rewritten (a cycle not through a lazy) becomes a lazy that reads the
 * finished rewrite. Past MAX_DEPTH nested nodes the rewrite stops with an unresolved node: a
 * guard for the stack, deeper than any schema written by hand.
 */
import type { ObjectField, SchemaNode, SourceSpan } from './schema.js';
import { isWrapper, unresolved } from './schema.js';

export type Rewrite = (node: SchemaNode, rewritten: boolean) => SchemaNode;
export type RewriteHandlers = Partial<Record<SchemaNode['type'], Rewrite>>;

const MAX_DEPTH = 1000;

const RESOLVING = Symbol('visit/resolving');

/**
 * `root` rewritten by `handlers`; `what` names the call for the reason a too-deep schema gets,
 * `span` is where new nodes (a lazy closing a cycle) are written.
 */
export function rewriteSchema(root: SchemaNode, handlers: RewriteHandlers, what: string, span: SourceSpan | undefined): SchemaNode {
  const done = new Map<SchemaNode, SchemaNode | typeof RESOLVING>();
  let tooDeep = false;

  const run = (node: SchemaNode, depth: number): SchemaNode => {
    const cached = done.get(node);
    if (cached === RESOLVING) return { type: 'lazy', checks: [], getter: () => finished(node), ...(span ? { span } : {}) };
    if (cached !== undefined) return cached;
    if (depth > MAX_DEPTH) {
      tooDeep = true;
      return node;
    }
    done.set(node, RESOLVING);
    const inner = mapInner(node, depth);
    const handler = handlers[node.type];
    const mapped = handler ? handler(inner, inner !== node) : inner;
    done.set(node, mapped);
    return mapped;
  };
  const finished = (node: SchemaNode): SchemaNode => {
    const found = done.get(node);
    return found === undefined || found === RESOLVING ? node : found;
  };

  /** The node with its children rewritten; the node itself when none changed. */
  const mapInner = (node: SchemaNode, depth: number): SchemaNode => {
    const child = (schema: SchemaNode): SchemaNode => run(schema, depth + 1);
    const list = (schemas: readonly SchemaNode[]): readonly SchemaNode[] => {
      const mapped = schemas.map(child);
      return mapped.every((schema, i) => schema === schemas[i]) ? schemas : mapped;
    };
    switch (node.type) {
      case 'object': {
        let changed = false;
        const shape = new Map<string, ObjectField>();
        for (const [key, field] of node.shape) {
          const schema = child(field.schema);
          if (schema !== field.schema) changed = true;
          shape.set(key, schema === field.schema ? field : { ...field, schema });
        }
        const catchall = node.catchall && child(node.catchall);
        if (catchall !== node.catchall) changed = true;
        return changed ? { ...node, shape, ...(catchall ? { catchall } : {}) } : node;
      }
      case 'union': {
        const options = list(node.options);
        return options === node.options ? node : { ...node, options };
      }
      case 'array': {
        const element = child(node.element);
        return element === node.element ? node : { ...node, element };
      }
      case 'tuple': {
        const items = list(node.items);
        const rest = node.rest && child(node.rest);
        return items === node.items && rest === node.rest ? node : { ...node, items, ...(rest ? { rest } : {}) };
      }
      case 'record': {
        const keyType = child(node.keyType);
        const valueType = child(node.valueType);
        return keyType === node.keyType && valueType === node.valueType ? node : { ...node, keyType, valueType };
      }
      case 'map':
      case 'set': {
        const keyType = node.keyType && child(node.keyType);
        const valueType = child(node.valueType);
        return keyType === node.keyType && valueType === node.valueType ? node : { ...node, valueType, ...(keyType ? { keyType } : {}) };
      }
      case 'intersection': {
        const left = child(node.left);
        const right = child(node.right);
        return left === node.left && right === node.right ? node : { ...node, left, right };
      }
      case 'pipe': {
        const input = child(node.in);
        const output = child(node.out);
        return input === node.in && output === node.out ? node : { ...node, in: input, out: output };
      }
      case 'lazy': {
        // Always a new lazy, as Zod's: calling the getter now could meet the schema being rewritten.
        const getter = node.getter;
        let inner: SchemaNode | undefined;
        return { ...node, getter: () => (inner ??= run(getter(), 0)) };
      }
      default: {
        // Scalars, literals, enums, template literals, unresolved nodes: leaves.
        if (!isWrapper(node)) return node;
        const innerType = child(node.innerType);
        return innerType === node.innerType ? node : { ...node, innerType };
      }
    }
  };

  const result = run(root, 0);
  return tooDeep ? unresolved(`${what} of a schema nested too deep to follow`, span) : result;
}
