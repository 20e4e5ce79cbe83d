/**
 * When two `.pipe(target)` markers are the same: when their targets are the same schema, by
 * structure, on both front ends. The front ends' own identities differ in kind: the static one is
 * the target's text (or binding), the live one a fingerprint of Zod's definitions. Then
 * `.pipe(z.string().max(3))` and `.pipe(z.string().check(z.maxLength(3)))`, or `.pipe(P)` with
 * `const P = z.string().max(3)` and the same schema written inline, were two checks statically
 * and one live. Read here from the model both front ends build, the answer is one: the target's
 * type, its checks as the constraint comparison reads them (a bound by its meaning, a hidden check
 * by its identity), its values, its fields and members, recursively.
 *
 * A target with anything the model cannot show as it is (an unresolved or type-read node, a lazy,
 * a nesting deeper than `MAX_DEPTH`) keeps the front end's identity: never a guess that two
 * unknowns are equal.
 */
import type { Check, PipeNode, SchemaNode } from '../model/schema.js';
import { isWrapper } from '../model/schema.js';
import { advertisedChecks, isHiddenKind, visibleIdentity } from './constraints.js';

const MAX_DEPTH = 8;

/** The identity of a pipe marker: by its target's structure for a plain pipe, else the front end's. */
export function pipeIdentity(pipe: PipeNode): string {
  if (pipe.via === 'codec') {
    // The front ends tell a codec by its functions; what it decodes into is checked by its output
    // schema, told by structure as a pipe's target is. Its input is the field's own layers.
    const output = structureOf(pipe.out, 0);
    return output === null ? pipe.identity : `${pipe.identity} => ${output}`;
  }
  if (pipe.via !== 'pipe') return pipe.identity;
  const target = structureOf(pipe.out, 0);
  return target === null ? pipe.identity : `pipe(${target})`;
}

/** The schema as text, equal for schemas that are the same; null when it cannot be told. */
function structureOf(node: SchemaNode, depth: number): string | null {
  if (depth > MAX_DEPTH || node.opaque !== undefined) return null;
  const child = (inner: SchemaNode): string | null => structureOf(inner, depth + 1);
  const parts: string[] = [node.type, ...checksText(node.checks)];
  if ('coerce' in node && node.coerce) parts.push('coerce');
  let inner: (string | null)[] = [];
  switch (node.type) {
    case 'unresolved':
    case 'lazy':
      return null;
    case 'literal':
    case 'enum':
      parts.push(node.values.map((value) => `${typeof value}:${String(value)}`).join('|'));
      break;
    case 'object': {
      if (node.unresolvedMembers.length > 0) return null;
      parts.push(node.policy);
      for (const [key, field] of node.shape) {
        const text = child(field.schema);
        if (text === null) return null;
        parts.push(`${JSON.stringify(key)}:${text}`);
      }
      if (node.catchall) inner = [child(node.catchall)];
      break;
    }
    case 'array':
      inner = [child(node.element)];
      break;
    case 'union':
      parts.push(`${node.discriminator ?? ''}:${node.inclusive === false ? 'exclusive' : ''}`);
      inner = node.options.map(child);
      break;
    case 'intersection':
      inner = [child(node.left), child(node.right)];
      break;
    case 'pipe':
      parts.push(node.via === 'pipe' ? 'pipe' : `${node.via}:${node.identity}`);
      inner = [child(node.in), child(node.out)];
      break;
    case 'record':
      inner = [child(node.keyType), child(node.valueType)];
      break;
    case 'tuple':
      inner = [...node.items.map(child), node.rest ? child(node.rest) : 'no rest'];
      break;
    case 'map':
    case 'set':
      inner = [node.keyType ? child(node.keyType) : '', child(node.valueType)];
      break;
    default:
      if (isWrapper(node)) {
        if (node.identity !== undefined) parts.push(node.identity);
        inner = [child(node.innerType)];
      }
  }
  for (const text of inner) {
    if (text === null) return null;
    parts.push(`(${text})`);
  }
  return parts.join(' ');
}

/**
 * A node's checks. With no hidden check among them they are what JSON Schema advertises, in any
 * order: folded as the constraint comparison folds them (`.min(5).max(5)` is `.length(5)`,
 * `.min(0).min(0)` is `.min(0)`). With one, in the order written, which decides what it sees.
 */
function checksText(checks: readonly Check[]): string[] {
  if (checks.length === 0) return [];
  if (checks.some(isHiddenKind)) return checks.map(checkText);
  return [...new Set(advertisedChecks(checks).map(checkText))].sort();
}

/** A bound or format by what it means (`.max(3)` is `maxLength(3)`), a hidden check by its identity. */
function checkText(check: Check): string {
  return isHiddenKind(check) ? `${check.check}:${checkIdentity(check)}` : visibleIdentity(check);
}

/**
 * A hidden check's identity: the front end's, but a `z.property(key, S)` read with its schema is
 * told by its key and S's structure, so `z.number().max(3)` written inline or through a constant,
 * with a message or not, is one check (as live, where Zod's definitions are compared).
 */
export function checkIdentity(check: Check): string {
  if (check.check !== 'property' || check.target === undefined || typeof check.value !== 'string') return check.identity;
  const target = structureOf(check.target, 0);
  return target === null ? check.identity : `property(${JSON.stringify(check.value)}:${target})`;
}
