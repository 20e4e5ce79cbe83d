/**
 * The JSON kind a field advertises, and whether JSON Schema can say anything about it.
 * Kinds follow JSON Schema's `type` names, with integer folded into number and nullability
 * dropped (null is part of the accepted set, not a different kind).
 */
import type { SchemaNode } from '../model/schema.js';
import { baseOf } from '../model/walk.js';

export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'union' | string;

/** Zod types `z.toJSONSchema` cannot represent (it throws by default, or emits `{}`). */
export const UNREPRESENTABLE: ReadonlySet<string> = new Set([
  'bigint',
  'symbol',
  'undefined',
  'void',
  'date',
  'nan',
  'map',
  'set',
  'function',
  'transform',
  'custom',
]);

const MAX_KIND_DEPTH = 32;

/** Kinds whose constraints are compared: not unknown, not `null` alone, not a union. */
export function isComparableKind(kind: JsonKind | null): kind is JsonKind {
  return kind !== null && kind !== 'null' && kind !== 'union';
}

/** Types that advertise `{}`: accepted, but with no type at all. */
export const UNTYPED: ReadonlySet<string> = new Set(['any', 'unknown']);

/**
 * Whether `z.toJSONSchema` cannot represent this base (it throws by default): a type of
 * `UNREPRESENTABLE`, or a literal of `undefined` or of a bigint, as Zod's literal processor says.
 */
export function isUnrepresentable(base: SchemaNode): boolean {
  if (UNREPRESENTABLE.has(base.type)) return true;
  return base.type === 'literal' && base.values.some(isUnrepresentableValue);
}

/** A literal value JSON cannot hold: `undefined`, or a bigint. */
export function isUnrepresentableValue(value: unknown): boolean {
  return value === undefined || typeof value === 'bigint';
}

/** Whether a base advertises no JSON type: untyped or unrepresentable. */
export function hasNoJsonType(base: SchemaNode): boolean {
  return UNTYPED.has(base.type) || isUnrepresentable(base);
}

/**
 * The kind of a field, or null when it cannot be known (unresolved, untyped, or a node JSON
 * Schema cannot represent, which other rules report).
 */
export function jsonKind(node: SchemaNode, depth = 0): JsonKind | null {
  // Unions and intersections of lazies can refer back to themselves: past this depth the kind
  // is unknown, never a stack overflow.
  if (depth > MAX_KIND_DEPTH) return null;
  // A promise is a wrapper: z.toJSONSchema advertises its inner schema, and Zod accepts the value.
  const base = baseOf(node);
  switch (base.type) {
    case 'string':
    case 'template_literal':
    // `{ type: "string", format: "binary" }`: its format is a constraint (see facts.ts).
    case 'file':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'object':
    case 'record':
      return 'object';
    case 'array':
    case 'tuple':
      return 'array';
    case 'intersection':
      return jsonKind(base.left, depth + 1) ?? jsonKind(base.right, depth + 1);
    case 'literal':
    case 'enum':
      return valueKinds(base.type === 'literal' ? base.values : base.values);
    case 'union':
      return unionKind(base.options, depth);
    default:
      return null;
  }
}

function valueKinds(values: readonly unknown[]): JsonKind | null {
  // A loop, not a Set of kinds: the same enum is read in every variant that declares it.
  let kind: string | undefined;
  for (const value of values) {
    if (value === null) continue;
    const next = typeof value === 'bigint' ? 'number' : typeof value;
    if (kind === undefined) kind = next;
    else if (next !== kind) return 'union';
  }
  if (kind === undefined) return values.length > 0 ? 'null' : null;
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : null;
}

/** A union of one kind (plus null) is that kind; several kinds make a union field. */
function unionKind(options: readonly SchemaNode[], depth: number): JsonKind | null {
  const kinds = new Set<JsonKind>();
  for (const option of options) {
    const kind = jsonKind(option, depth + 1);
    if (kind === null) return null;
    if (kind !== 'null') kinds.add(kind);
  }
  if (kinds.size === 0) return 'null';
  if (kinds.size === 1) return [...kinds][0]!;
  return 'union';
}

/** How the kind reads in a message: `union` says which kinds it joins. */
export function describeKind(node: SchemaNode, kind: JsonKind): string {
  if (kind !== 'union') return kind;
  const base = baseOf(node);
  if (base.type !== 'union') return 'a union';
  const parts = [...new Set(base.options.map((option) => jsonKind(option) ?? 'unknown'))];
  return `a union (${parts.join(' | ')})`;
}
