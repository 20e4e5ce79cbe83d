import rule from '../../rules/require-typed-properties.js';
import { keyLoc, loc, locAfter, ruleTester, type Loc } from './_helpers.js';

/** An untyped property, with the one suggestion: `needle` (at `at`) rewritten as `<ns>.json()`. */
function untyped(code: string, at: Loc, path: string, variant: string, node: string, replacement?: { from: string; to: string }) {
  return {
    messageId: 'untyped' as const,
    ...at,
    data: { path, variant, node },
    suggestions: replacement
      ? [{ messageId: 'suggestJson' as const, output: replaceAt(code, at, replacement.from, replacement.to) }]
      : [],
  };
}

function unrepresentable(at: Loc, path: string, variant: string, node: string) {
  return {
    messageId: 'unrepresentable' as const,
    ...at,
    data: { path, variant, node },
  };
}

/** `code` with the text at `at` (which must be `from`) replaced by `to`. */
function replaceAt(code: string, at: Loc, from: string, to: string): string {
  const lines = code.split('\n');
  const line = lines[at.line - 1]!;
  const start = at.column - 1;
  if (line.slice(start, start + from.length) !== from) throw new Error(`replaceAt(): ${from} is not at ${at.line}:${at.column}`);
  lines[at.line - 1] = line.slice(0, start) + to + line.slice(start + from.length);
  return lines.join('\n');
}

/** Two named variants: A's `v` is `schema`, B's `v` a string. */
const withField = (schema: string) => `import { z } from 'zod';
const A = z.object({ v: ${schema} });
const B = z.object({ v: z.string() });
export const U = z.union([A, B]);`;

const ZOD = { from: 'z.any()', to: 'z.json()' };
const ZOD_UNKNOWN = { from: 'z.unknown()', to: 'z.json()' };

// ---- untyped ---------------------------------------------------------------------------------

const anyField = withField('z.any()');
const unknownField = withField('z.unknown()');
const unknownOptional = withField('z.unknown().optional()');
const anyNullableDescribed = withField("z.any().nullable().describe('free-form')");

const namespaceImport = `import * as zod from 'zod';
const A = zod.object({ payload: zod.any() });
const B = zod.object({ other: zod.string() });
export const U = zod.union([A, B]);`;

const namedImport = `import { any, object, string, union } from 'zod';
const A = object({ payload: any() });
const B = object({ other: string() });
export const U = union([A, B]);`;

const discriminated = `import { z } from 'zod';
export const Input = z.discriminatedUnion('type', [
  z.object({ type: z.literal('log'), data: z.unknown() }),
  z.object({ type: z.literal('ping') }),
]);`;

const inline = `import { z } from 'zod';
export const U = z.union([
  z.object({ a: z.string() }),
  z.object({ b: z.any() }),
]);`;

const nested = `import { z } from 'zod';
const A = z.object({ meta: z.object({ extra: z.any(), note: z.string() }) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

/** One object under two keys, at two levels: four paths lead to its one z.any(), reported once. */
const sharedObject = (leaf: string) => `import { z } from 'zod';
const Meta = z.object({ extra: ${leaf} });
const Pair = z.object({ left: Meta, right: Meta });
const A = z.object({ kind: z.literal('a'), first: Pair, second: Pair });
const B = z.object({ kind: z.literal('b'), first: z.string() });
export const U = z.union([A, B]);`;
const sharedAny = sharedObject('z.any()');

/**
 * A recursive getter whose object is intersected with more fields: the merged shape holds
 * Node's own field records, so `tags` is one declaration reached at `tree.tags` and again at
 * `tree.child.tags`. Reported once, at the shorter path; the field only the intersection adds
 * (`child.extra`) is its own.
 */
const mergedRecursion = (leaf: string) => `import { z } from 'zod';
const Node = z.object({
  tags: ${leaf},
  get child() {
    return Node.and(z.object({ extra: z.set(z.number()) }));
  },
});
const A = z.object({ kind: z.literal('a'), tree: Node });
const B = z.object({ kind: z.literal('b'), tree: z.string() });
export const U = z.union([A, B]);`;
const mergedRecursionSet = mergedRecursion('z.set(z.string())');

const arrayItems = `import { z } from 'zod';
const A = z.object({ items: z.array(z.unknown()) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

const arrayOfObjects = `import { z } from 'zod';
const A = z.object({ rows: z.array(z.object({ cell: z.any() })) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

const mergedNested = `import { z } from 'zod';
const A = z.object({ a: z.string() });
const B = z.object({ b: z.string() });
const C = z.object({ c: z.unknown() });
export const U = z.union([A, z.union([B, C])]);`;

const orUnion = `import { z } from 'zod';
const A = z.object({ a: z.string() });
const B = z.object({ b: z.any() });
export const U = A.or(B);`;

// ---- unrepresentable -------------------------------------------------------------------------

const UNREPRESENTABLE: readonly (readonly [schema: string, node: string])[] = [
  // Named as written (both are Zod 4 custom schemas; `z.instanceof` keeps its class in the bag).
  ['z.custom<string>()', 'z.custom()'],
  ['z.instanceof(Date)', 'z.instanceof()'],
  ['z.date()', 'z.date()'],
  ['z.coerce.date()', 'z.coerce.date()'],
  ['z.coerce.bigint()', 'z.coerce.bigint()'],
  ['z.bigint()', 'z.bigint()'],
  ['z.int64()', 'z.bigint()'],
  ['z.symbol()', 'z.symbol()'],
  ['z.undefined()', 'z.undefined()'],
  ['z.void()', 'z.void()'],
  ['z.nan()', 'z.nan()'],
  ['z.map(z.string(), z.number())', 'z.map()'],
  ['z.set(z.string())', 'z.set()'],
  ['z.function()', 'z.function()'],
  // Its signature, as Zod 4 (`.input().output()`) and Zod 3 (`.args().returns()`) write it.
  ['z.function().input([z.string()]).output(z.boolean())', 'z.function()'],
  ['z.function().args(z.string()).returns(z.boolean())', 'z.function()'],
  ['z.transform((value: unknown) => String(value))', 'a bare z.transform()'],
  // Zod's literal processor refuses these values (Zod 4.6).
  ['z.literal(1n)', 'z.literal(1n)'],
  ['z.literal(undefined)', 'z.literal(undefined)'],
  ["z.literal(['a', undefined])", 'z.literal(undefined)'],
];

// ---- below a property that is not an object (Zod's converter throws there too) ----------------

/**
 * Each row: a field whose unrepresentable node sits in a record's values, a tuple's items, a
 * union's options, an intersection's side or a catchall; its typed neighbour (the same shape,
 * the node replaced by a JSON type); the node's text, the path and name the report gives.
 */
const BELOW: readonly (readonly [name: string, schema: string, typed: string, needle: string, path: string, node: string])[] = [
  ['a record of dates', 'z.record(z.string(), z.date())', 'z.record(z.string(), z.iso.datetime())', 'z.date()', 'v.*', 'z.date()'],
  ['a tuple item', 'z.tuple([z.string(), z.bigint()])', 'z.tuple([z.string(), z.int()])', 'z.bigint()', 'v[1]', 'z.bigint()'],
  ['a tuple rest', 'z.tuple([z.string()]).rest(z.set(z.string()))', 'z.tuple([z.string()]).rest(z.array(z.string()))', 'z.set(z.string())', 'v[]', 'z.set()'],
  ['a union option', 'z.union([z.string(), z.date()])', 'z.union([z.string(), z.iso.datetime()])', 'z.date()', 'v', 'z.date() in a union'],
  ['an option of an .or() chain', 'z.string().or(z.number().or(z.nan()))', 'z.string().or(z.number().or(z.null()))', 'z.nan()', 'v', 'z.nan() in a union'],
  ['an intersection side', 'z.string().and(z.undefined())', 'z.string().and(z.string().min(1))', 'z.undefined()', 'v', 'z.undefined() in an intersection'],
  ['a nested object\'s catchall', 'z.object({ a: z.string() }).catchall(z.map(z.string(), z.number()))', 'z.object({ a: z.string() }).catchall(z.number())', 'z.map(z.string(), z.number())', 'v.*', 'z.map()'],
  ['a property in a record of arrays of objects', 'z.record(z.string(), z.array(z.object({ at: z.date() })))', 'z.record(z.string(), z.array(z.object({ at: z.string() })))', 'z.date()', 'v.*[].at', 'z.date()'],
  ['a date behind a nullable union option', 'z.union([z.string(), z.date().nullable()])', 'z.union([z.string(), z.number().nullable()])', 'z.date()', 'v', 'z.date() in a union'],
  // z.union([S, z.null()]) is S made nullable: its keys are the field's, reported once, not again as a variant's.
  ['a key of an object in z.union([obj, z.null()])', 'z.union([z.object({ at: z.date() }), z.null()])', 'z.union([z.object({ at: z.string() }), z.null()])', 'z.date()', 'v.at', 'z.date()'],
  // An object intersected with a record is an object whose other keys hold the record's values.
  ['the values of a record an object is intersected with', 'z.object({ a: z.enum(["x"]) }).and(z.record(z.string(), z.int64()))', 'z.object({ a: z.enum(["x"]) }).and(z.record(z.string(), z.int()))', 'z.int64()', 'v.*', 'z.bigint()'],
];

/** A variant's own catchall: the value of every key it does not declare (`*`). */
const variantCatchall = `import { z } from 'zod';
const A = z.object({ v: z.string() }).catchall(z.date());
const B = z.object({ v: z.string() });
export const U = z.union([A, B]);`;

/** Untyped values of a record are `additionalProperties: {}`: accepted by clients, not reported; a property inside them is. */
const recordValues = `import { z } from 'zod';
const A = z.object({ free: z.record(z.string(), z.unknown()), rows: z.record(z.string(), z.object({ cell: z.any() })) });
const B = z.object({ free: z.string() });
export const U = z.union([A, B]);`;

/** A record whose values are itself, through a lazy: the walk ends. */
const recursiveRecord = `import { z } from 'zod';
const Tree: z.ZodType = z.record(z.string(), z.lazy(() => z.union([Tree, z.date()])));
const A = z.object({ tree: Tree });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

/** z.file() is advertised as \`{ type: "string", format: "binary" }\` (Zod's file processor). */
const fileField = withField('z.file().max(1_000_000)');

const dateOptional = withField('z.date().optional()');

const nestedDate = `import { z } from 'zod';
const A = z.object({ when: z.object({ at: z.date() }) });
const B = z.object({ when: z.object({ at: z.iso.datetime() }) });
export const U = z.union([A, B]);`;

const setItems = `import { z } from 'zod';
const A = z.object({ groups: z.array(z.set(z.string())) });
const B = z.object({ other: z.string() });
export const U = z.union([A, B]);`;

// ---- typed -----------------------------------------------------------------------------------

const typedEverywhere = `import { z } from 'zod';
const A = z.object({
  s: z.string(),
  n: z.number().int(),
  b: z.boolean().optional(),
  e: z.enum(['a', 'b']),
  l: z.literal('x'),
  arr: z.array(z.string()),
  rec: z.record(z.string(), z.number()),
  o: z.object({ p: z.string().nullable() }),
  t: z.tuple([z.string(), z.number()]),
  u: z.union([z.string(), z.number()]),
  tr: z.string().transform((s) => s.length),
  pre: z.preprocess((v) => v, z.number()),
});
const B = z.object({ s: z.string() });
export const U = z.union([A, B]);`;

const jsonFields = `import { z } from 'zod';
const A = z.object({ payload: z.json(), nested: z.object({ extra: z.json() }), items: z.array(z.json()) });
const B = z.object({ payload: z.json().optional() });
export const U = z.union([A, B]);`;

/**
 * `z.union([S, z.undefined()])`, ts-to-zod's optional object: S made optional, no union of
 * variants. Outside a union of variants nothing is checked (as for `S.optional()`); inside one,
 * S's keys are the field's (`child.at`, per variant) and `z.undefined()` is an unrepresentable option.
 */
const optionalObjectUnion = (inner: string) => `import { z } from 'zod';
const S = z.object({ at: ${inner}, note: z.string() });
export const Alone = z.union([S, z.undefined()]).optional();
export const Plain = z.object({ child: z.union([z.undefined(), S]).optional(), id: z.string() });
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), child: z.union([S, z.undefined()]).optional() }),
  z.object({ op: z.literal('b'), child: S.optional() }),
]);`;
const optionalObjectUntyped = optionalObjectUnion('z.any()');

/**
 * The other spellings of an optional object: each S's keys at `child.at`, never S as a variant of
 * its own; each option JSON cannot hold reported where it is written (`needles`, in order).
 */
const OPTIONAL_OBJECT_FORMS: readonly (readonly [form: string, needles: readonly string[]])[] = [
  ['z.union([S, z.null(), z.undefined()])', ['z.undefined()']],
  ['z.union([z.union([S, z.undefined()]), z.undefined()])', ['z.undefined()', 'z.undefined()']],
  ['z.union([S, z.undefined()]).or(z.void())', ['z.undefined()', 'z.void()']],
  ['z.union([S, z.literal(undefined)])', ['z.literal(undefined)']],
  ['z.union([S, z.undefined().optional()])', ['z.undefined()']],
  // Options that take null besides.
  ['z.union([S, z.undefined().nullable()])', ['z.undefined()']],
  ['z.union([S, z.literal([undefined, null])])', ['z.literal([undefined, null])']],
];
const optionalObjectForm = (form: string, inner = 'z.any()') => `import { z } from 'zod';
const S = z.object({ at: ${inner} });
const A = z.object({ op: z.literal('a'), child: ${form} });
const B = z.object({ op: z.literal('b'), id: z.string() });
export const U = z.discriminatedUnion('op', [A, B]);
export const Alone = ${form};`;

const notAVariant = `import { z } from 'zod';
export const Lone = z.object({ x: z.any(), when: z.date() });
export const Wrapper = z.object({ inner: z.object({ y: z.unknown() }) });
export const Scalars = z.union([z.string(), z.number()]);`;

ruleTester().run('require-typed-properties', rule, {
  valid: [
    { name: 'typed properties of every kind', code: typedEverywhere },
    { name: 'z.json() is typed', code: jsonFields },
    // The typed neighbours of the invalid cases below.
    ...[
      'z.json()',
      'z.json().optional()',
      'z.iso.datetime()',
      'z.number().int()',
      'z.record(z.string(), z.number())',
      'z.array(z.string())',
      'z.string().transform((value) => value.length)',
    ].map((schema) => ({ name: `typed: ${schema}`, code: withField(schema) })),
    { name: 'objects that are not union variants are not checked', code: notAVariant },
    // allowUntyped: the path and everything under it, for untyped and unrepresentable alike
    { name: 'allowUntyped v (z.any())', code: anyField, options: [{ allowUntyped: ['v'] }] },
    { name: 'an object shared under several keys, with a typed field', code: sharedObject('z.string()') },
    {
      name: 'a recursive object intersected with a typed field: nothing under either path',
      code: mergedRecursion('z.array(z.string())').replace('z.set(z.number())', 'z.number()'),
    },
    // z.toJSONSchema writes a promise as its inner schema (Zod 4.6.7), and Zod accepts the plain value.
    { name: 'z.promise() of a typed schema', code: withField('z.promise(z.string())') },
    { name: 'allowUntyped meta (meta.extra)', code: nested, options: [{ allowUntyped: ['meta'] }] },
    { name: 'allowUntyped meta.extra', code: nested, options: [{ allowUntyped: ['meta.extra'] }] },
    { name: 'allowUntyped items[]', code: arrayItems, options: [{ allowUntyped: ['items[]'] }] },
    { name: 'allowUntyped rows (rows[].cell)', code: arrayOfObjects, options: [{ allowUntyped: ['rows'] }] },
    { name: 'allowUntyped v (z.date())', code: dateOptional, options: [{ allowUntyped: ['v'] }] },
    { name: 'allowUntyped when (when.at)', code: nestedDate, options: [{ allowUntyped: ['when'] }] },
    // ignoreKeys works the same way
    { name: 'ignoreKeys payload', code: namespaceImport, options: [{ ignoreKeys: ['payload'] }] },
    { name: 'ignoreKeys groups', code: setItems, options: [{ ignoreKeys: ['groups'] }] },
    // Below a property that is not an object: the typed neighbours, and a path's coverage.
    ...BELOW.map(([name, , typed]) => ({ name: `typed: ${name} (${typed})`, code: withField(typed) })),
    { name: 'allowUntyped v covers v.* (a record of dates)', code: withField(BELOW[0]![1]), options: [{ allowUntyped: ['v'] }] },
    { name: 'allowUntyped v covers v[1] (a tuple item)', code: withField(BELOW[1]![1]), options: [{ allowUntyped: ['v'] }] },
    { name: 'ignoreKeys v covers v[1] (a tuple item)', code: withField(BELOW[1]![1]), options: [{ ignoreKeys: ['v'] }] },
    { name: 'a variant catchall of a JSON type', code: variantCatchall.replace('z.date()', 'z.number()') },
    { name: 'the values of a record typed, beside free ones', code: recordValues.replace('z.any()', 'z.json()') },
    { name: 'a recursive record without a date', code: recursiveRecord.replace('z.date()', 'z.string()') },
    { name: 'z.file() is a string of format binary', code: fileField },
    ...OPTIONAL_OBJECT_FORMS.map(([form]) => ({ name: `${form}, S typed, allowUntyped child`, code: optionalObjectForm(form, 'z.string()'), options: [{ allowUntyped: ['child'] }] })),
    {
      name: 'z.union([S, z.undefined()]) outside a union of variants: S is no variant',
      code: optionalObjectUntyped.slice(0, optionalObjectUntyped.indexOf('export const U')),
    },
    { name: 'z.union([S, z.undefined()]) in a variant, S typed and allowUntyped child', code: optionalObjectUnion('z.string()'), options: [{ allowUntyped: ['child'] }] },
  ],
  invalid: [
    {
      name: 'z.any()',
      code: anyField,
      errors: [untyped(anyField, loc(anyField, 'z.any()'), 'v', 'A', 'z.any()', ZOD)],
    },
    {
      name: 'z.unknown()',
      code: unknownField,
      errors: [untyped(unknownField, loc(unknownField, 'z.unknown()'), 'v', 'A', 'z.unknown()', ZOD_UNKNOWN)],
    },
    {
      name: 'z.unknown().optional(): the suggestion keeps the wrapper',
      code: unknownOptional,
      errors: [untyped(unknownOptional, loc(unknownOptional, 'z.unknown()'), 'v', 'A', 'z.unknown()', ZOD_UNKNOWN)],
    },
    {
      name: 'z.any().nullable().describe()',
      code: anyNullableDescribed,
      errors: [untyped(anyNullableDescribed, loc(anyNullableDescribed, 'z.any()'), 'v', 'A', 'z.any()', ZOD)],
    },
    {
      name: 'allowUntyped of another path does not apply',
      code: anyField,
      options: [{ allowUntyped: ['w', 'v.x'] }],
      errors: [untyped(anyField, loc(anyField, 'z.any()'), 'v', 'A', 'z.any()', ZOD)],
    },
    {
      name: 'a namespace import keeps its name in the suggestion',
      code: namespaceImport,
      errors: [
        untyped(namespaceImport, loc(namespaceImport, 'zod.any()'), 'payload', 'A', 'z.any()', { from: 'zod.any()', to: 'zod.json()' }),
      ],
    },
    {
      name: 'a named import gets no suggestion',
      code: namedImport,
      errors: [untyped(namedImport, loc(namedImport, 'any()'), 'payload', 'A', 'z.any()')],
    },
    {
      name: 'discriminated union: labelled by the discriminator value',
      code: discriminated,
      errors: [untyped(discriminated, loc(discriminated, 'z.unknown()'), 'data', 'log', 'z.unknown()', ZOD_UNKNOWN)],
    },
    {
      name: 'inline options: labelled by position',
      code: inline,
      errors: [untyped(inline, loc(inline, 'z.any()'), 'b', 'option 2', 'z.any()', ZOD)],
    },
    {
      name: 'an object shared under several keys: one report, at its shortest path (not one per path)',
      code: sharedAny,
      errors: [untyped(sharedAny, loc(sharedAny, 'z.any()'), 'first.left.extra', 'a', 'z.any()', ZOD)],
    },
    {
      name: 'a recursive object intersected with more fields: its own field once, at the shorter path',
      code: mergedRecursionSet,
      errors: [
        unrepresentable(loc(mergedRecursionSet, 'z.set(z.string())'), 'tree.tags', 'a', 'z.set()'),
        unrepresentable(loc(mergedRecursionSet, 'z.set(z.number())'), 'tree.child.extra', 'a', 'z.set()'),
      ],
    },
    {
      name: 'a property of a nested object',
      code: nested,
      errors: [untyped(nested, loc(nested, 'z.any()'), 'meta.extra', 'A', 'z.any()', ZOD)],
    },
    {
      name: 'array items',
      code: arrayItems,
      errors: [untyped(arrayItems, loc(arrayItems, 'z.unknown()'), 'items[]', 'A', 'z.unknown()', ZOD_UNKNOWN)],
    },
    {
      name: 'a property of array items',
      code: arrayOfObjects,
      errors: [untyped(arrayOfObjects, loc(arrayOfObjects, 'z.any()'), 'rows[].cell', 'A', 'z.any()', ZOD)],
    },
    {
      name: 'a nested union option is a variant',
      code: mergedNested,
      errors: [untyped(mergedNested, loc(mergedNested, 'z.unknown()'), 'c', 'C', 'z.unknown()', ZOD_UNKNOWN)],
    },
    {
      name: '.or() builds a union',
      code: orUnion,
      errors: [untyped(orUnion, loc(orUnion, 'z.any()'), 'b', 'B', 'z.any()', ZOD)],
    },
    ...UNREPRESENTABLE.map(([schema, node]) => {
      const code = withField(schema);
      return { name: schema, code, errors: [unrepresentable(loc(code, schema), 'v', 'A', node)] };
    }),
    {
      name: 'z.date().optional()',
      code: dateOptional,
      errors: [unrepresentable(loc(dateOptional, 'z.date()'), 'v', 'A', 'z.date()')],
    },
    {
      name: 'a nested unrepresentable property',
      code: nestedDate,
      errors: [unrepresentable(loc(nestedDate, 'z.date()'), 'when.at', 'A', 'z.date()')],
    },
    {
      name: 'allowUntyped of the sibling path does not apply',
      code: nestedDate,
      options: [{ allowUntyped: ['when.a'] }],
      errors: [unrepresentable(loc(nestedDate, 'z.date()'), 'when.at', 'A', 'z.date()')],
    },
    {
      name: 'unrepresentable array items',
      code: setItems,
      errors: [unrepresentable(loc(setItems, 'z.set(z.string())'), 'groups[]', 'A', 'z.set()')],
    },
    ...BELOW.map(([name, schema, , needle, path, node]) => {
      const code = withField(schema);
      return { name, code, errors: [unrepresentable(loc(code, needle), path, 'A', node)] };
    }),
    {
      name: 'allowUntyped of a sibling does not cover v.*',
      code: withField(BELOW[0]![1]),
      options: [{ allowUntyped: ['v.x', 'w'] }],
      errors: [unrepresentable(loc(withField(BELOW[0]![1]), 'z.date()'), 'v.*', 'A', 'z.date()')],
    },
    {
      name: "a variant's own catchall",
      code: variantCatchall,
      errors: [unrepresentable(loc(variantCatchall, 'z.date()'), '*', 'A', 'z.date()')],
    },
    {
      name: 'a property inside the values of a record; untyped values themselves are not reported',
      code: recordValues,
      errors: [untyped(recordValues, loc(recordValues, 'z.any()'), 'rows.*.cell', 'A', 'z.any()', ZOD)],
    },
    {
      name: "z.union([S, z.undefined()]) in a variant: S's keys are the field's, and z.undefined() an unrepresentable option",
      code: optionalObjectUntyped,
      errors: [
        untyped(optionalObjectUntyped, loc(optionalObjectUntyped, 'z.any()'), 'child.at', 'a', 'z.any()', ZOD),
        untyped(optionalObjectUntyped, loc(optionalObjectUntyped, 'z.any()'), 'child.at', 'b', 'z.any()', ZOD),
        unrepresentable(locAfter(optionalObjectUntyped, "op: z.literal('a')", 'z.undefined()'), 'child', 'a', 'z.undefined() in a union'),
      ],
    },
    {
      name: 'z.union([S, z.undefined()]) in a variant, S typed: only its z.undefined() option',
      code: optionalObjectUnion('z.string()'),
      errors: [unrepresentable(locAfter(optionalObjectUnion('z.string()'), "op: z.literal('a')", 'z.undefined()'), 'child', 'a', 'z.undefined() in a union')],
    },
    ...OPTIONAL_OBJECT_FORMS.map(([form, needles]) => {
      const code = optionalObjectForm(form);
      // Each needle's occurrence in `child` (nothing before it writes one): the nth of its text.
      const options = needles.map((needle, i) => {
        const nth = needles.slice(0, i).filter((before) => before === needle).length;
        return unrepresentable(loc(code, needle, nth), 'child', 'a', needle.startsWith('z.literal(') ? 'z.literal(undefined) in a union' : `${needle} in a union`);
      });
      return { name: `${form}: S's keys are the field's, not a variant's`, code, errors: [untyped(code, loc(code, 'z.any()'), 'child.at', 'a', 'z.any()', ZOD), ...options] };
    }),
    {
      name: 'a recursive record: its date once, and the walk ends',
      code: recursiveRecord,
      errors: [unrepresentable(loc(recursiveRecord, 'z.date()'), 'tree.*', 'A', 'z.date() in a union')],
    },
  ],
});

// ---- one helper called at two places -------------------------------------------------------

// Each call of `meta()` is a new object in Zod, so a walk that expands an object once per
// variant expands both: `after.extra` is as untyped as `before.extra`.
const helperTwice = `import { z } from 'zod';
const meta = () => z.object({ at: z.string(), extra: z.any() });
const A = z.object({ k: z.literal('a'), before: meta(), after: meta() });
const B = z.object({ k: z.literal('b') });
export const U = z.discriminatedUnion('k', [A, B]);`;
// One object under two keys is one object in Zod too: expanded once, at the first key.
const constantTwice = `import { z } from 'zod';
const Meta = z.object({ at: z.string(), extra: z.any() });
const A = z.object({ k: z.literal('a'), before: Meta, after: Meta });
const B = z.object({ k: z.literal('b') });
export const U = z.discriminatedUnion('k', [A, B]);`;
// The helper's object typed: nothing at either place.
const helperTwiceTyped = helperTwice.replace('z.any()', 'z.json()');

// autumn's generated schemas: one `z.any()` constant under many keys stacked every report on its
// one definition; each is at its property's key, with no suggestion (the fix is the constant's).
const sharedFree = `import { z } from 'zod';
const Free = z.any();
export const U = z.union([
  z.object({ kind: z.literal('price'), interval: Free, method: Free }),
  z.object({ kind: z.literal('reset'), interval: z.string() }),
]);`;
const oneUse = sharedFree.replace('method: Free', 'method: z.string()').replace("interval: z.string() }", "interval: z.string(), at: z.string() }");
ruleTester().run('require-typed-properties: a schema several properties share', rule, {
  valid: [{ name: 'a typed schema shared the same way', code: sharedFree.replace('const Free = z.any();', 'const Free = z.json();') }],
  invalid: [
    {
      name: 'at each property\'s key',
      code: sharedFree,
      errors: [
        untyped(sharedFree, keyLoc(sharedFree, "'price'", 'interval'), 'interval', 'price', 'z.any()'),
        untyped(sharedFree, keyLoc(sharedFree, "'price'", 'method'), 'method', 'price', 'z.any()'),
      ],
    },
    {
      name: 'the neighbour: used by one property, at its definition',
      code: oneUse,
      errors: [untyped(oneUse, loc(oneUse, 'z.any()'), 'interval', 'price', 'z.any()', ZOD)],
    },
  ],
});

ruleTester().run('require-typed-properties: a helper called at two places', rule, {
  valid: [{ name: 'the helper typed', code: helperTwiceTyped }],
  invalid: [
    {
      name: 'both calls are reported, at the helper, each with its path',
      code: helperTwice,
      errors: [
        untyped(helperTwice, loc(helperTwice, 'z.any()'), 'before.extra', 'a', 'z.any()', ZOD),
        untyped(helperTwice, loc(helperTwice, 'z.any()'), 'after.extra', 'a', 'z.any()', ZOD),
      ],
    },
    {
      name: 'one constant under two keys is reported once, at the first',
      code: constantTwice,
      errors: [untyped(constantTwice, loc(constantTwice, 'z.any()'), 'before.extra', 'a', 'z.any()', ZOD)],
    },
  ],
});

// Zod 3 builds `z.instanceof(C)` as a refined `z.any()`: named as written, with what it is.
const zod3InstanceOf = (field: string) => `import { z } from 'zod/v3';
const A = z.object({ op: z.literal('a'), at: ${field} });
const B = z.object({ op: z.literal('b'), other: z.string() });
export const U = z.union([A, B]);`;
const zod3Date = zod3InstanceOf('z.instanceof(Date)');
ruleTester().run('require-typed-properties: Zod 3 z.instanceof()', rule, {
  valid: [{ name: 'a string in its place', code: zod3InstanceOf('z.string()') }],
  invalid: [
    {
      name: 'z.instanceof(Date) of zod/v3',
      code: zod3Date,
      errors: [untyped(zod3Date, loc(zod3Date, 'z.instanceof(Date)'), 'at', 'a', "z.instanceof() (Zod 3's is a z.any())")],
    },
  ],
});

// Each member of a union field that has no JSON type is its own report, in a variant listed twice
// too (which is reported once): the session-40 dedupe of repeated variants dropped all but the
// first member (rerun40: CodebuffAI's dataContentSchema).
const twoMembers = (second: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), k: z.union([z.instanceof(Uint8Array), ${second}]) });
const B = z.object({ op: z.literal('b'), k: z.string() });
export const Input = z.union([A, A, B]);`;
ruleTester().run('require-typed-properties: members of a union field', rule, {
  valid: [{ name: 'typed members', code: twoMembers('z.string()').replace('z.instanceof(Uint8Array)', 'z.base64()') }],
  invalid: [
    {
      name: 'two members with no JSON type',
      code: twoMembers('z.bigint()'),
      errors: [
        unrepresentable(loc(twoMembers('z.bigint()'), 'z.instanceof(Uint8Array)'), 'k', 'a', 'z.instanceof() in a union'),
        unrepresentable(loc(twoMembers('z.bigint()'), 'z.bigint()'), 'k', 'a', 'z.bigint() in a union'),
      ],
    },
  ],
});
