/**
 * Whether two models are one schema for every rule: the same types, checks (by identity), key
 * policies, wrappers, pipes and values, written in two places. What no rule compares is left
 * out: where each was written, the names they were bound to, descriptions and metadata, and the
 * values of `.default()` and `.prefault()`.
 *
 * Used where the evaluator meets two schemas of which it cannot tell which one runs (`VERBOSE ?
 * S.describe('...') : S`): when they are the same for the rules, either one stands for both.
 * Conservative: a lazy, an unresolved node or a check with a target is the same only as itself.
 */
import type { Check, SchemaNode } from './schema.js';
import { isWrapper } from './schema.js';

const MAX_DEPTH = 200;

export function sameSchema(a: SchemaNode, b: SchemaNode): boolean {
  return same(a, b, 0);
}

function same(a: SchemaNode, b: SchemaNode, depth: number): boolean {
  if (a === b) return true;
  if (depth > MAX_DEPTH || a.type !== b.type || !sameChecks(a.checks, b.checks)) return false;
  if (a.opaque !== b.opaque || a.coerceUnknown !== b.coerceUnknown || a.branded !== b.branded) return false;
  const next = depth + 1;
  switch (a.type) {
    case 'object': {
      const other = b as typeof a;
      if (a.policy !== other.policy || a.zod3 !== other.zod3 || a.shape.size !== other.shape.size) return false;
      if (a.unresolvedMembers.length > 0 || other.unresolvedMembers.length > 0) return false;
      if (!sameOptional(a.catchall, other.catchall, next)) return false;
      const keys = [...other.shape.keys()];
      let i = 0;
      for (const [key, field] of a.shape) {
        if (keys[i++] !== key || !same(field.schema, other.shape.get(key)!.schema, next)) return false;
      }
      return true;
    }
    case 'union': {
      const other = b as typeof a;
      return a.discriminator === other.discriminator && a.inclusive === other.inclusive && sameList(a.options, other.options, next);
    }
    case 'array': {
      const other = b as typeof a;
      return a.zod3 === other.zod3 && same(a.element, other.element, next);
    }
    case 'tuple': {
      const other = b as typeof a;
      return a.zod3 === other.zod3 && sameList(a.items, other.items, next) && sameOptional(a.rest, other.rest, next);
    }
    case 'record': {
      const other = b as typeof a;
      return same(a.keyType, other.keyType, next) && same(a.valueType, other.valueType, next);
    }
    case 'map':
    case 'set': {
      const other = b as typeof a;
      return sameOptional(a.keyType, other.keyType, next) && same(a.valueType, other.valueType, next);
    }
    case 'intersection': {
      const other = b as typeof a;
      return same(a.left, other.left, next) && same(a.right, other.right, next);
    }
    case 'pipe': {
      const other = b as typeof a;
      return a.via === other.via && a.identity === other.identity && a.effects === other.effects && same(a.in, other.in, next) && same(a.out, other.out, next);
    }
    case 'literal':
    case 'enum': {
      const values = (b as typeof a).values;
      return a.values.length === values.length && a.values.every((value, i) => Object.is(value, values[i]));
    }
    case 'lazy':
    case 'unresolved':
      return false;
    default: {
      if (isWrapper(a)) {
        const other = b as typeof a;
        // A default's value is no rule's business; a catch's fallback is (no-collided-coercion).
        if (a.type === 'catch' && a.identity !== other.identity) return false;
        return same(a.innerType, other.innerType, next);
      }
      const other = b as typeof a;
      return a.coerce === other.coerce && a.zod3 === other.zod3;
    }
  }
}

function sameOptional(a: SchemaNode | undefined, b: SchemaNode | undefined, depth: number): boolean {
  return a === undefined || b === undefined ? a === b : same(a, b, depth);
}

function sameList(a: readonly SchemaNode[], b: readonly SchemaNode[], depth: number): boolean {
  return a.length === b.length && a.every((node, i) => same(node, b[i]!, depth));
}

function sameChecks(a: readonly Check[], b: readonly Check[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.check !== y.check || x.identity !== y.identity || x.value !== y.value || x.inclusive !== y.inclusive || x.format !== y.format) return false;
    if (x.target !== undefined || y.target !== undefined) return false;
  }
  return true;
}
