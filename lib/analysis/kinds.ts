/**
 * The JSON kind a field advertises, and whether JSON Schema can say anything about it.
 * Kinds follow JSON Schema's `type` names, with integer folded into number and nullability
 * dropped (null is part of the accepted set, not a different kind).
 */
import type { SchemaNode } from '../model/schema.js';
import { baseOf, emptyOption, forEachLayer, isNullableUnion } from '../model/walk.js';

/**
 * A union of several kinds is one kind that names them, sorted: `union:number|string`. A union
 * of a string and a number is not a union of a string and a boolean (JSON Schema's `type` arrays
 * differ, and each rejects what the other accepts).
 */
export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | `union:${string}` | string;

const UNION_PREFIX = 'union:';

/** The kind of `z.never()`: JSON Schema's `{ not: {} }`. */
const NEVER = 'never';

/** Whether the kind joins several kinds (`union:number|string`). */
export function isUnionKind(kind: JsonKind): boolean {
  return kind.startsWith(UNION_PREFIX);
}

/** The kinds a union kind joins (`['number', 'string']`), or the kind itself. */
export function kindsJoined(kind: JsonKind): string[] {
  return isUnionKind(kind) ? kind.slice(UNION_PREFIX.length).split('|') : [kind];
}

/**
 * The kind of values or options of these kinds (null left out): the one kind, or the union
 * naming them. A union kind among them adds the kinds it names.
 */
function joinedKinds(kinds: ReadonlySet<JsonKind>): JsonKind {
  if (kinds.size === 1) return [...kinds][0]!;
  const parts = new Set<string>();
  for (const kind of kinds) {
    for (const part of kindsJoined(kind)) parts.add(part);
  }
  return `${UNION_PREFIX}${[...parts].sort().join('|')}`;
}

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
  return kind !== null && kind !== 'null' && !isUnionKind(kind);
}

/**
 * The kinds a union of several kinds has its options compared by, each at `field|kind`
 * (collisions.ts `queueOptionsByKind`): a scalar or an array; `null` is nullability.
 */
export const OPTION_KINDS: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'array']);

/** A field entry of one of these kinds is that kind's option beside such a union's (`z.enum([...])` beside `z.union([z.number(), z.enum([...])])`). */
export function isScalarKind(kind: JsonKind | null): boolean {
  return kind === 'string' || kind === 'number' || kind === 'boolean';
}

/** Whether a field of this kind is a union whose options are of several `OPTION_KINDS`, compared kind by kind. */
export function joinsOptionKinds(kind: JsonKind | null): boolean {
  return kind !== null && isUnionKind(kind) && kindsJoined(kind).filter((joined) => OPTION_KINDS.has(joined)).length > 1;
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
    // `{ not: {} }`: a key no value of which is accepted (a variant that forbids it). Beside a
    // typed key of another variant it is a kind of its own, which a flattener cannot advertise.
    case 'never':
      return nullableLayer(node) ? 'null' : NEVER;
    default:
      return null;
  }
}

function valueKinds(values: readonly unknown[]): JsonKind | null {
  // A loop, not a Set of kinds: the same enum is read in every variant that declares it.
  let kind: string | undefined;
  let mixed = false;
  for (const value of values) {
    // Null is nullability; undefined is the key left out (`z.literal([undefined, 'x'])` is a string).
    if (value === null || value === undefined) continue;
    const next = typeof value === 'bigint' ? 'number' : typeof value;
    if (next !== 'string' && next !== 'number' && next !== 'boolean') return null;
    if (kind === undefined) kind = next;
    else if (next !== kind) mixed = true;
  }
  if (kind === undefined) return values.includes(null) ? 'null' : null;
  if (!mixed) return kind;
  const kinds = new Set<JsonKind>();
  for (const value of values) if (value !== null && value !== undefined) kinds.add(typeof value === 'bigint' ? 'number' : typeof value);
  return joinedKinds(kinds);
}

/**
 * A union of one kind (plus null) is that kind; several kinds make a union field. A `z.never()`
 * option adds no value: a union of nothing else is `never`.
 */
function unionKind(options: readonly SchemaNode[], depth: number): JsonKind | null {
  const kinds = new Set<JsonKind>();
  let never = false;
  let nullOption = false;
  for (const option of options) {
    // `z.union([X, z.undefined()])` takes X's values or none (the key left out), as `X.optional()`
    // does: the undefined option adds no kind. Zod's converter cannot represent it, which
    // require-typed-properties reports; read as no kind at all, it hid X's kind from the rules
    // that compare kinds (`cfg` an object in one variant and a string in another).
    const empty = emptyOption(option);
    if (empty === 'absent') continue;
    if (empty === 'null' || empty === 'nullish') {
      nullOption = true;
      continue;
    }
    const kind = jsonKind(option, depth + 1);
    if (kind === null) return null;
    if (kind === NEVER) never = true;
    else if (kind === 'null') nullOption = true;
    else kinds.add(kind);
  }
  // Null beside never accepts null alone; undefined options alone take no value of any kind.
  if (kinds.size === 0) return nullOption ? 'null' : never ? NEVER : null;
  return joinedKinds(kinds);
}

/**
 * Whether a layer over a node's base is `.nullable()`: `z.never().nullable()` accepts `null`
 * alone, the kind `null`, not `never`.
 */
function nullableLayer(node: SchemaNode): boolean {
  const found = { nullable: false };
  forEachLayer(node, noteNullable, found);
  return found.nullable;
}

function noteNullable(layer: SchemaNode, found: { nullable: boolean }): void {
  // `z.union([S, z.null()])` is `S.nullable()` (walk.ts).
  if (layer.type === 'nullable' || (layer.type === 'union' && isNullableUnion(layer))) found.nullable = true;
}

/** An option's kinds as a message names them: none for an undefined option, `null` for one that takes null besides. */
function describedKinds(option: SchemaNode): string[] {
  const empty = emptyOption(option);
  if (empty === 'absent') return [];
  return empty === undefined ? optionKinds(option) : ['null'];
}

function optionKinds(option: SchemaNode): string[] {
  const kinds = kindsJoined(jsonKind(option) ?? 'unknown');
  return nullableLayer(option) ? [...kinds, 'null'] : kinds;
}

/**
 * Whether a field takes no value at all, only an absent key: `z.never()` (however optional) and
 * `z.undefined()` (JSON has no undefined), unless made nullable. Such a variant forbids the key;
 * what other variants check on its values is no difference with it.
 */
export function takesNoValue(schema: SchemaNode, base: SchemaNode, kind: JsonKind | null): boolean {
  if (kind === NEVER) return true;
  return (base.type === 'undefined' || base.type === 'void') && !nullableLayer(schema);
}

/** How the kind reads in a message: `union` says which kinds it joins. */
export function describeKind(node: SchemaNode, kind: JsonKind): string {
  if (kind === NEVER) return 'z.never() (no value is accepted)';
  if (!isUnionKind(kind)) return kind;
  const base = baseOf(node);
  // The options' kinds in the order written, when the field is a union; else the kind's own. An
  // option that also takes null (`z.union([z.string(), z.null()])` nested, `z.string().nullable()`)
  // has the kind of what it takes besides: its null is named after it.
  const parts = base.type === 'union' ? [...new Set(base.options.flatMap(describedKinds))] : kindsJoined(kind);
  return `a union (${parts.join(' | ')})`;
}
