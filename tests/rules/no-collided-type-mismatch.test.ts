import rule from '../../rules/no-collided-type-mismatch.js';
import { keyLoc, loc, locAfter, ruleTester, type Loc } from './_helpers.js';
import { describe } from 'vitest';

function typeMismatch(at: Loc, path: string, variant: string, kind: string, expected: string, kinds: string) {
  return {
    messageId: 'typeMismatch' as const,
    ...at,
    data: { path, variant, kind, expected, kinds },
  };
}

/**
 * Each form calls a union helper whose variant `b` has `k: K`: with K a string nothing differs,
 * with K a number `k` is reported at that `z.number()` (the helper's body writes `i ? K : z.string()`).
 */
function helperForms(forms: Record<string, string>): void {
  const code = (form: string, k: string) => `import { z } from 'zod';\n${forms[form]!.replace('K', k)}`;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: Object.keys(forms).map((form) => ({ name: `${form}, every k a string`, code: code(form, 'z.string()') })),
    invalid: Object.keys(forms).map((form) => {
      const text = code(form, 'z.number()');
      return { name: form, code: text, errors: [typeMismatch(locAfter(text, 'i ? ', 'z.number()'), 'k', 'b', 'number', 'string', 'string in a; number in b')] };
    }),
  });
}

/** Two named variants whose `v` is `a` and `b`. */
const pair = (a: string, b: string) => `import { z } from 'zod';
const A = z.object({ v: ${a} });
const B = z.object({ v: ${b} });
export const U = z.union([A, B]);`;

/** A valid case named after the two schemas of `v`. */
const vs = (a: string, b: string) => ({ name: `v: ${a} | ${b}`, code: pair(a, b) });

// ---- a nested union behind a wrapper ------------------------------------------------------------

/** `Inner` as an option of the outer union, under `wrap`: its variants are flattened with C's. */
const wrappedInner = (wrap: string, cx: string) => `import { z } from 'zod';
const Inner = z.union([z.object({ kind: z.literal('a'), x: z.string() }), z.object({ kind: z.literal('b'), x: z.string() })]);
const C = z.object({ kind: z.literal('c'), x: ${cx} });
export const Input = z.union([Inner${wrap}, C]);`;
const optionalInner = wrappedInner('.optional()', 'z.number()');

// ---- different kinds -------------------------------------------------------------------------

const stringVsNumber = pair('z.string()', 'z.number()');
const numberVsString = pair('z.number()', 'z.string()');
const objectVsArray = pair('z.object({ x: z.string() })', 'z.array(z.string())');
const stringVsStringArray = pair('z.string()', 'z.array(z.string())');
const literalNumberVsString = pair('z.literal(1)', 'z.string()');
const enumVsNumber = pair("z.enum(['low', 'high'])", 'z.number()');
const nullableStringVsNumber = pair('z.string().nullable()', 'z.number()');
const optionalBooleanVsString = pair('z.boolean().optional()', 'z.string()');
const recordVsString = pair('z.record(z.string(), z.number())', 'z.string()');
const tupleVsObject = pair('z.tuple([z.string(), z.number()])', 'z.object({})');

const majority = `import { z } from 'zod';
const A = z.object({ v: z.number() });
const B = z.object({ v: z.string() });
const C = z.object({ v: z.number().int() });
export const U = z.union([A, B, C]);`;

/** Two against two: the kind declared first is the reference. */
const evenSplit = `import { z } from 'zod';
const A = z.object({ v: z.string() });
const B = z.object({ v: z.number() });
const C = z.object({ v: z.number() });
const D = z.object({ v: z.string() });
export const U = z.union([A, B, C, D]);`;

const threeKinds = `import { z } from 'zod';
const A = z.object({ v: z.string() });
const B = z.object({ v: z.number() });
const C = z.object({ v: z.boolean() });
export const U = z.union([A, B, C]);`;

/** A union field in one variant against a scalar in the two others: the union is the odd one. */
const unionVsScalars = `import { z } from 'zod';
const A = z.object({ v: z.union([z.string(), z.number()]) });
const B = z.object({ v: z.string() });
const C = z.object({ v: z.string().min(1) });
export const U = z.union([A, B, C]);`;

/** One against one: the first declared kind (the union) is the reference. */
const unionVsScalar = pair('z.union([z.string(), z.number()])', 'z.string()');
const orUnionVsScalar = pair('z.string().or(z.boolean())', 'z.string()');
// Two unions of different kinds: JSON Schema's type arrays differ, and each rejects what the other takes.
const unionVsUnion = pair('z.union([z.string(), z.number()])', 'z.string().or(z.boolean())');
// A variant that forbids the key (\`{ not: {} }\`) against one that types it: the flattened field
// is one of the two, and the other variant is described wrongly (the \`ai\` package's UI messages).
const neverVsString = pair('z.never().optional()', 'z.string()');
// An option of a union field that also takes null is named with its null: the message lists every
// JSON type the field takes, where it said 'a union (string | array)'.
const nullableOptionVsScalar = pair('z.union([z.union([z.string(), z.null()]), z.array(z.string())])', 'z.number()');
const nullableOptionUnion = 'z.union([z.string().nullable(), z.array(z.string())])';

const discriminated = `import { z } from 'zod';
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('get'), id: z.string() }),
  z.object({ op: z.literal(['put', 'patch']), id: z.number() }),
]);`;

const enumDiscriminated = `import { z } from 'zod';
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.enum(['get', 'list']), id: z.string() }),
  z.object({ op: z.literal('put'), id: z.number() }),
]);`;

const inline = `import { z } from 'zod';
export const U = z.union([
  z.object({ v: z.string() }),
  z.object({ v: z.number() }),
]);`;

/** Positions count in the merged variant set, not in each union's own options. */
const positionsInSet = `import { z } from 'zod';
export const U = z.union([
  z.object({ v: z.string() }),
  z.union([z.object({ w: z.boolean() }), z.object({ v: z.number() })]),
]);`;

const nested = `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.string() }) });
const B = z.object({ o: z.object({ p: z.number() }) });
export const U = z.union([A, B]);`;

const arrayItems = `import { z } from 'zod';
const A = z.object({ items: z.array(z.string()) });
const B = z.object({ items: z.array(z.number()) });
export const U = z.union([A, B]);`;

const arrayOfObjects = `import { z } from 'zod';
const A = z.object({ items: z.array(z.object({ name: z.string() })) });
const B = z.object({ items: z.array(z.object({ name: z.number() })) });
export const U = z.union([A, B]);`;

const mergedNested = `import { z } from 'zod';
const A = z.object({ v: z.string() });
const B = z.object({ v: z.number() });
const C = z.object({ v: z.string() });
export const U = z.union([A, z.union([B, C])]);`;

const manyVariants = `import { z } from 'zod';
const A = z.object({ v: z.number() });
const B = z.object({ v: z.number() });
const C = z.object({ v: z.number() });
const D = z.object({ v: z.number() });
const E = z.object({ v: z.number() });
const F = z.object({ v: z.number() });
const G = z.object({ v: z.number() });
const H = z.object({ v: z.number() });
const I = z.object({ v: z.string() });
export const U = z.union([A, B, C, D, E, F, G, H, I]);`;

ruleTester().run('no-collided-type-mismatch', rule, {
  valid: [
    { name: 'a nested union under .optional(), of the same kind as the other option', code: wrappedInner('.optional()', 'z.string()') },
    // integer and number are one kind
    vs('z.number().int()', 'z.number()'),
    // a key forbidden in every variant, however wrapped
    vs('z.never().optional()', 'z.never()'),
    vs('z.never()', 'z.never().optional().describe("forbidden")'),
    // never beside null takes null alone: compared as z.null() is (not at all)
    vs('z.never().nullable()', 'z.string().nullable()'),
    vs('z.union([z.never(), z.null()])', 'z.string()'),
    vs('z.int()', 'z.number().min(0)'),
    // a literal or an enum is its value's kind
    vs("z.literal('x')", 'z.string()'),
    vs("z.enum(['a', 'b'])", 'z.string().max(3)'),
    vs('z.literal(1)', 'z.number()'),
    vs('z.literal(true)', 'z.boolean()'),
    // null is part of the accepted set, not a kind
    vs('z.string().nullable()', 'z.string()'),
    vs('z.string().nullish()', 'z.string()'),
    vs('z.union([z.number(), z.null()])', 'z.number()'),
    // a union is the kinds it joins, in any order and spelling
    vs('z.union([z.string(), z.number()])', 'z.number().or(z.string().max(3))'),
    vs(nullableOptionUnion, 'z.union([z.string(), z.array(z.string())]).nullable()'),
    vs("z.literal(['a', 1])", 'z.union([z.number(), z.string()])'),
    // optional vs required, defaults
    vs('z.number().optional()', 'z.number()'),
    // an undefined option takes no value (the key left out): the union is its other options' kind
    vs('z.union([z.number(), z.undefined()])', 'z.number()'),
    vs('z.union([z.object({ x: z.string() }), z.undefined()])', 'z.object({ x: z.string() }).optional()'),
    vs('z.union([z.object({ x: z.string() }), z.null(), z.undefined()])', 'z.record(z.string(), z.string())'),
    vs('z.union([z.string(), z.number(), z.void()])', 'z.union([z.number(), z.string()])'),
    vs("z.literal([undefined, 'x'])", 'z.string()'),
    vs('z.union([z.object({ x: z.string() }), z.undefined().nullable()])', 'z.object({ x: z.string() }).nullish()'),
    vs('z.boolean().default(false)', 'z.boolean()'),
    // objects and records are objects; arrays and tuples are arrays
    vs('z.record(z.string(), z.string())', 'z.object({ a: z.string() })'),
    vs('z.tuple([z.string()])', 'z.array(z.string())'),
    // a union of one kind is that kind
    vs("z.union([z.literal('a'), z.literal('b')])", 'z.string()'),
    // the same kinds, nested and in array items
    {
      name: 'same kinds nested and in array items',
      code: `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.string() }), tags: z.array(z.string()) });
const B = z.object({ o: z.object({ p: z.string().email() }), tags: z.array(z.string().min(1)) });
export const U = z.union([A, B]);`,
    },
    // a key declared by one variant only is not collided
    {
      name: 'a key declared by one variant only',
      code: `import { z } from 'zod';
const A = z.object({ v: z.string() });
const B = z.object({ w: z.number() });
export const U = z.union([A, B]);`,
    },
    // not a union
    {
      name: 'objects that are not in a union',
      code: `import { z } from 'zod';
export const A = z.object({ v: z.string() });
export const B = z.object({ v: z.number() });`,
    },
    // ignoreKeys
    { name: 'stringVsNumber with [{ ignoreKeys: ["v"] }]', code: stringVsNumber, options: [{ ignoreKeys: ['v'] }] },
    { name: 'nested with [{ ignoreKeys: ["o"] }]', code: nested, options: [{ ignoreKeys: ['o'] }] },
    { name: 'arrayItems with [{ ignoreKeys: ["items"] }]', code: arrayItems, options: [{ ignoreKeys: ['items'] }] },
    { name: 'arrayOfObjects with [{ ignoreKeys: ["items[]"] }]', code: arrayOfObjects, options: [{ ignoreKeys: ['items[]'] }] },
  ],
  invalid: [
    {
      name: 'a nested union under .optional(): its variants are compared with the others',
      code: optionalInner,
      errors: [typeMismatch(keyLoc(optionalInner, 'const C', 'x'), 'x', 'c', 'number', 'string', 'string in a and b; number in c')],
    },
    {
      // A tie: the first declared kind is the reference, so the second variant is reported.
      name: 'stringVsNumber',
      code: stringVsNumber,
      errors: [typeMismatch(keyLoc(stringVsNumber, 'const B', 'v'), 'v', 'B', 'number', 'string', 'string in A; number in B')],
    },
    {
      name: 'numberVsString',
      code: numberVsString,
      errors: [typeMismatch(keyLoc(numberVsString, 'const B', 'v'), 'v', 'B', 'string', 'number', 'number in A; string in B')],
    },
    {
      name: 'majority',
      code: majority,
      errors: [typeMismatch(keyLoc(majority, 'const B', 'v'), 'v', 'B', 'string', 'number', 'number in A and C; string in B')],
    },
    {
      name: 'evenSplit',
      code: evenSplit,
      errors: [
        typeMismatch(keyLoc(evenSplit, 'const B', 'v'), 'v', 'B', 'number', 'string', 'string in A and D; number in B and C'),
        typeMismatch(keyLoc(evenSplit, 'const C', 'v'), 'v', 'C', 'number', 'string', 'string in A and D; number in B and C'),
      ],
    },
    {
      name: 'threeKinds',
      code: threeKinds,
      errors: [
        // What each is elsewhere names every other kind, the reference first: not "string" alone.
        typeMismatch(keyLoc(threeKinds, 'const B', 'v'), 'v', 'B', 'number', 'string or boolean', 'string in A; number in B; boolean in C'),
        typeMismatch(keyLoc(threeKinds, 'const C', 'v'), 'v', 'C', 'boolean', 'string or number', 'string in A; number in B; boolean in C'),
      ],
    },
    {
      name: 'objectVsArray',
      code: objectVsArray,
      errors: [typeMismatch(keyLoc(objectVsArray, 'const B', 'v'), 'v', 'B', 'array', 'object', 'object in A; array in B')],
    },
    {
      name: 'stringVsStringArray',
      code: stringVsStringArray,
      errors: [typeMismatch(keyLoc(stringVsStringArray, 'const B', 'v'), 'v', 'B', 'array', 'string', 'string in A; array in B')],
    },
    {
      name: 'literalNumberVsString',
      code: literalNumberVsString,
      errors: [typeMismatch(keyLoc(literalNumberVsString, 'const B', 'v'), 'v', 'B', 'string', 'number', 'number in A; string in B')],
    },
    {
      name: 'enumVsNumber',
      code: enumVsNumber,
      errors: [typeMismatch(keyLoc(enumVsNumber, 'const B', 'v'), 'v', 'B', 'number', 'string', 'string in A; number in B')],
    },
    {
      // nullable does not change the kind it is compared by
      name: 'nullableStringVsNumber',
      code: nullableStringVsNumber,
      errors: [
        typeMismatch(keyLoc(nullableStringVsNumber, 'const B', 'v'), 'v', 'B', 'number', 'string', 'string in A; number in B'),
      ],
    },
    ...(
      [
        ['z.union([z.number(), z.undefined()])', 'number'],
        ['z.union([z.object({ x: z.string() }), z.undefined()])', 'object'],
        ['z.undefined().or(z.object({ x: z.string() }))', 'object'],
        ['z.union([z.object({ x: z.string() }), z.null(), z.literal(undefined)])', 'object'],
        ['z.union([z.number(), z.undefined().nullable()])', 'number'],
        // An undefined value of a literal is the key left out.
        ["z.literal([undefined, 7])", 'number'],
      ] as const
    ).map(([a, kind]) => {
      const code = pair(a, 'z.string()');
      // The undefined option took the union's kind with it: nothing was compared (grammar v21, 592 programs).
      return { name: `an undefined option adds no kind: ${a} | z.string()`, code, errors: [typeMismatch(keyLoc(code, 'const B', 'v'), 'v', 'B', 'string', kind, `${kind} in A; string in B`)] };
    }),
    {
      name: 'optionalBooleanVsString',
      code: optionalBooleanVsString,
      errors: [
        typeMismatch(keyLoc(optionalBooleanVsString, 'const B', 'v'), 'v', 'B', 'string', 'boolean', 'boolean in A; string in B'),
      ],
    },
    {
      name: 'recordVsString',
      code: recordVsString,
      errors: [typeMismatch(keyLoc(recordVsString, 'const B', 'v'), 'v', 'B', 'string', 'object', 'object in A; string in B')],
    },
    {
      name: 'tupleVsObject',
      code: tupleVsObject,
      errors: [typeMismatch(keyLoc(tupleVsObject, 'const B', 'v'), 'v', 'B', 'object', 'array', 'array in A; object in B')],
    },
    {
      name: 'unionVsScalars',
      code: unionVsScalars,
      errors: [
        typeMismatch(
          keyLoc(unionVsScalars, 'const A', 'v'),
          'v',
          'A',
          'a union (string | number)',
          'string',
          'a union (string | number) in A; string in B and C',
        ),
      ],
    },
    {
      name: 'unionVsScalar',
      code: unionVsScalar,
      errors: [
        typeMismatch(
          keyLoc(unionVsScalar, 'const B', 'v'),
          'v',
          'B',
          'string',
          'a union (string | number)',
          'a union (string | number) in A; string in B',
        ),
      ],
    },
    {
      name: 'neverVsString',
      code: neverVsString,
      errors: [typeMismatch(keyLoc(neverVsString, 'const B', 'v'), 'v', 'B', 'string', 'z.never() (no value is accepted)', 'z.never() (no value is accepted) in A; string in B')],
    },
    {
      name: 'nullableOptionVsScalar',
      code: nullableOptionVsScalar,
      errors: [
        typeMismatch(
          keyLoc(nullableOptionVsScalar, 'const B', 'v'),
          'v',
          'B',
          'number',
          'a union (string | null | array)',
          'a union (string | null | array) in A; number in B',
        ),
      ],
    },
    {
      name: 'a nullable option of a union field',
      code: pair(nullableOptionUnion, 'z.boolean()'),
      errors: [
        typeMismatch(
          keyLoc(pair(nullableOptionUnion, 'z.boolean()'), 'const B', 'v'),
          'v',
          'B',
          'boolean',
          'a union (string | null | array)',
          'a union (string | null | array) in A; boolean in B',
        ),
      ],
    },
    {
      name: 'unionVsUnion',
      code: unionVsUnion,
      errors: [
        typeMismatch(
          keyLoc(unionVsUnion, 'const B', 'v'),
          'v',
          'B',
          'a union (string | boolean)',
          'a union (string | number)',
          'a union (string | number) in A; a union (string | boolean) in B',
        ),
      ],
    },
    {
      name: 'orUnionVsScalar',
      code: orUnionVsScalar,
      errors: [
        typeMismatch(
          keyLoc(orUnionVsScalar, 'const B', 'v'),
          'v',
          'B',
          'string',
          'a union (string | boolean)',
          'a union (string | boolean) in A; string in B',
        ),
      ],
    },
    {
      // Variants of a discriminated union are labelled by their discriminator value(s).
      name: 'discriminated',
      code: discriminated,
      errors: [
        typeMismatch(keyLoc(discriminated, "z.literal(['put'", 'id'), 'id', 'put | patch', 'number', 'string', 'string in get; number in put | patch'),
      ],
    },
    {
      name: 'enumDiscriminated',
      code: enumDiscriminated,
      errors: [
        typeMismatch(keyLoc(enumDiscriminated, "z.literal('put')", 'id'), 'id', 'put', 'number', 'string', 'string in get | list; number in put'),
      ],
    },
    {
      name: 'inline',
      code: inline,
      errors: [
        typeMismatch(keyLoc(inline, 'z.object({ v: z.number', 'v'), 'v', 'option 2', 'number', 'string', 'string in option 1; number in option 2'),
      ],
    },
    {
      name: 'positionsInSet',
      code: positionsInSet,
      errors: [
        typeMismatch(keyLoc(positionsInSet, 'z.object({ v: z.number', 'v'), 'v', 'option 3', 'number', 'string', 'string in option 1; number in option 3'),
      ],
    },
    {
      name: 'nested',
      code: nested,
      errors: [typeMismatch(keyLoc(nested, 'const B', 'p'), 'o.p', 'B', 'number', 'string', 'string in A; number in B')],
    },
    {
      name: 'nested with [{ ignoreKeys: ["o.q"] }]',
      code: nested,
      options: [{ ignoreKeys: ['o.q'] }],
      errors: [typeMismatch(keyLoc(nested, 'const B', 'p'), 'o.p', 'B', 'number', 'string', 'string in A; number in B')],
    },
    {
      // Array items have no key of their own: the item schema is reported.
      name: 'arrayItems',
      code: arrayItems,
      errors: [typeMismatch(loc(arrayItems, 'z.number()'), 'items[]', 'B', 'number', 'string', 'string in A; number in B')],
    },
    {
      name: 'arrayOfObjects',
      code: arrayOfObjects,
      errors: [
        typeMismatch(keyLoc(arrayOfObjects, 'const B', 'name'), 'items[].name', 'B', 'number', 'string', 'string in A; number in B'),
      ],
    },
    {
      name: 'mergedNested',
      code: mergedNested,
      errors: [typeMismatch(keyLoc(mergedNested, 'const B', 'v'), 'v', 'B', 'number', 'string', 'string in A and C; number in B')],
    },
    {
      name: 'manyVariants',
      code: manyVariants,
      errors: [
        typeMismatch(
          keyLoc(manyVariants, 'const I', 'v'),
          'v',
          'I',
          'string',
          'number',
          'number in A, B, C, D, E, F and 2 others; string in I',
        ),
      ],
    },
  ],
});

// Below the field, where JSON Schema describes what lies inside it:
// - a tuple's items are fields of their own, by position (`point[0]`, `prefixItems`); they were
//   never compared (the tuple was one array, whatever its items);
// - an array's items stand at every position of a tuple of the same field, and a tuple's rest
//   past its items: `z.array(y)` and `z.tuple([x]).rest(y)` are both `items: y` (`point[]`);
// - a record's values are a field of their own (`scores.*`, `additionalProperties`);
// - `z.union([S, z.null()])` is written as `S.nullable()` is: its keys are compared below it;
// - a variant written `obj.and(z.record(z.string(), V))` (to take more keys) is the object's keys,
//   each holding V too. It was no object, and dropped from the union without a word.
const twoOps = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), ${a} }),
  z.object({ op: z.literal('b'), ${b} }),
]);`;
const tuples = (b: string) => twoOps('point: z.tuple([z.string(), z.number()])', `point: ${b}`);
const tupleOtherType = tuples('z.tuple([z.number(), z.number()])');
const tupleVsArray = tuples('z.array(z.string())');
const restVsArray = twoOps('point: z.tuple([z.string()]).rest(z.number())', 'point: z.array(z.string())');
const records = (b: string) => twoOps('scores: z.record(z.string(), z.number())', `scores: ${b}`);
const recordOtherValues = records('z.record(z.string(), z.string())');
// Zod 3's `z.record(V)`, which Zod 4 keeps: V is the values', the keys are strings.
const recordOneArgument = records('z.record(z.string())');
const recordNumberKeys = records('z.record(z.number(), z.number())');
// An object's .catchall(V) is JSON Schema's additionalProperties, as a record's values: `scores.*`.
const catchallOtherValues = records("z.object({ base: z.number() }).catchall(z.string())");
// A nested discriminated union in each variant: each option is compared with the same option of
// the other variants (by discriminator value), key by key, at \`target.id\`.
const nestedUnions = (userId: string) =>
  twoOps(
    "target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('user'), id: z.string() }), z.object({ kind: z.literal('team'), size: z.number() })])",
    `target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('team'), size: z.number() }), z.object({ kind: z.literal('user'), id: ${userId} })])`,
  );
const nestedUnionOtherType = nestedUnions('z.number()');
// Options are paired by the values they take, however written: an enum in another order, a
// literal against an enum that holds it, a plain object that declares the value.
const kindsUnion = (kind: string, id: string) => `z.discriminatedUnion('kind', [z.object({ kind: ${kind}, id: ${id} }), z.object({ kind: z.literal('team'), size: z.number() })])`;
const reorderedKinds = (id: string) => twoOps(`target: ${kindsUnion("z.enum(['user', 'bot'])", 'z.string()')}`, `target: ${kindsUnion("z.enum(['bot', 'user'])", id)}`);
const literalInEnum = (id: string) => twoOps(`target: ${kindsUnion("z.enum(['user', 'bot'])", 'z.string()')}`, `target: ${kindsUnion("z.literal('bot')", id)}`);
const unionVsObject = (id: string) => twoOps(`target: ${kindsUnion("z.literal('user')", 'z.string()')}`, `target: z.object({ kind: z.literal('user'), id: ${id} })`);
const reorderedKindsOtherType = reorderedKinds('z.number()');
const literalInEnumOtherType = literalInEnum('z.number()');
const unionVsObjectOtherType = unionVsObject('z.number()');
// A plain object that declares none of the union's values meets every option in a deep flatten.
const unionVsUnkinded = (id: string) => twoOps(`target: ${kindsUnion("z.literal('user')", 'z.string()')}`, `target: z.object({ id: ${id} })`);
const unionVsUnkindedOtherType = unionVsUnkinded('z.number()');
// A boolean discriminator's values are compared at the union too (\`t.ok\`).
const okUnion = "z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), v: z.string() }), z.object({ ok: z.literal(false), e: z.string() })])";
const boolDiscriminator = (ok: string) => twoOps(`target: ${okUnion}`, `target: z.object({ ok: ${ok}, v: z.string() })`);
const boolDiscriminatorString = boolDiscriminator('z.string()');
// A plain object whose discriminator takes any value meets every option.
const unionVsFreeKind = (id: string) => twoOps(`target: ${kindsUnion("z.literal('user')", 'z.string()')}`, `target: z.object({ kind: z.string(), id: ${id} })`);
const unionVsFreeKindOtherType = unionVsFreeKind('z.number()');
const variantCatchalls = `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a') }).catchall(z.number()),
  z.object({ op: z.literal('b') }).catchall(z.string()),
]);`;
const unionWithNull = (id: string) => twoOps('target: z.union([z.object({ id: z.string() }), z.null()])', `target: z.object({ id: ${id} })`);
const andRecord = (v: string, b: string) => `import { z } from 'zod';
export const U = z.union([
  z.object({ op: z.literal('a'), n: z.string() }).and(z.record(z.string(), ${v})),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
const andAnyRecord = andRecord('z.any()', 'z.number()');
// Zod 3's .strict() sets the key policy beside the catchall, which still holds every other key.
const zod3CatchallStrict = `import { z } from 'zod/v3';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a') }).catchall(z.number()).strict(),
  z.object({ op: z.literal('b') }).catchall(z.string()),
]);`;

ruleTester().run('no-collided-type-mismatch: below the field', rule, {
  valid: [
    { name: 'the same item types', code: tuples('z.tuple([z.string(), z.number()])') },
    { name: "an array of the tuple's item type", code: twoOps('point: z.tuple([z.string()])', 'point: z.array(z.string())') },
    { name: 'a tuple whose items are all its rest', code: twoOps('point: z.tuple([z.string(), z.string()]).rest(z.string())', 'point: z.array(z.string())') },
    { name: 'a rest of the array item type', code: twoOps('point: z.tuple([z.string()]).rest(z.string())', 'point: z.array(z.string())') },
    { name: 'the same value type', code: records('z.record(z.string(), z.number().int())') },
    { name: 'the same value type, other keys', code: records("z.record(z.enum(['x', 'y']), z.number())") },
    { name: 'the same value type, given as the only argument', code: records('z.record(z.number())') },
    { name: 'the same options in another order: each compared with its own', code: nestedUnions('z.string()') },
    { name: 'options of an enum in another order, the same type', code: reorderedKinds('z.string()') },
    { name: 'an option of a literal the other enum holds, the same type', code: literalInEnum('z.string()') },
    { name: 'a plain object of one option, the same type', code: unionVsObject('z.string()') },
    { name: 'a plain object of no option, the same type', code: unionVsUnkinded('z.string()') },
    { name: 'a boolean discriminator against a boolean', code: boolDiscriminator('z.boolean()') },
    { name: 'a plain object whose kind takes any string, the same type', code: unionVsFreeKind('z.string()') },
    // Without a discriminator, options in another order cannot be paired by place: not compared.
    {
      name: 'nested unions without a discriminator, options in another order',
      code: twoOps('t: z.union([z.object({ id: z.string() }), z.object({ id: z.string().max(3), n: z.number() })])', 't: z.union([z.object({ id: z.string().max(3), n: z.number() }), z.object({ id: z.string() })])'),
    },
    { name: 'a nested union of one object option, the same type', code: twoOps('t: z.union([z.object({ id: z.string() }), z.string()])', 't: z.union([z.string(), z.object({ id: z.string() })])') },
    { name: "a catchall of the record's value type", code: records('z.object({ base: z.number() }).catchall(z.number().int())') },
    // Zod's .strict() is .catchall(z.never()) and replaces an earlier catchall: no other values.
    { name: 'a catchall replaced by .strict()', code: records('z.object({ base: z.number() }).catchall(z.string()).strict()') },
    { name: '.catchall(z.never()) is .strict()', code: records('z.object({ base: z.number() }).catchall(z.never())') },
    { name: "Zod 3's .strict() keeps the catchall, of the same type", code: zod3CatchallStrict.replace('z.string()', 'z.number().int()') },
    { name: 'the same key type, given or implied', code: records("z.record(z.string(), z.number(), 'not a score')") },
    { name: 'the same key type under .or(z.null())', code: unionWithNull('z.string()') },
    { name: 'the same type, the record of any values', code: andRecord('z.any()', 'z.string()') },
    { name: 'the same type, the record of strings', code: andRecord('z.string()', 'z.string()') },
  ],
  invalid: [
    {
      name: "Zod 3's .strict() keeps the catchall",
      code: zod3CatchallStrict,
      errors: [typeMismatch(locAfter(zod3CatchallStrict, "literal('b')", 'z.string()'), '*', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: 'another type at one position',
      code: tupleOtherType,
      errors: [typeMismatch(loc(tupleOtherType, 'z.number()', 1), 'point[0]', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: "an array's items against a tuple's second item",
      code: tupleVsArray,
      errors: [typeMismatch(loc(tupleVsArray, 'z.string()', 1), 'point[1]', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: "a tuple's rest against an array's items",
      code: restVsArray,
      errors: [typeMismatch(loc(restVsArray, 'z.string()', 1), 'point[]', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: 'another value type, given as the only argument',
      code: recordOneArgument,
      errors: [typeMismatch(loc(recordOneArgument, 'z.string()', 1), 'scores.*', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: "another type in one option of a nested union, against the same option's",
      code: nestedUnionOtherType,
      errors: [
        typeMismatch(locAfter(nestedUnionOtherType, "kind: z.literal('user'), id: z.number()", 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b'),
      ],
    },
    {
      name: 'options of an enum in another order, paired by their values',
      code: reorderedKindsOtherType,
      errors: [typeMismatch(locAfter(reorderedKindsOtherType, "z.enum(['bot', 'user'])", 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: 'an option of a literal the other enum holds',
      code: literalInEnumOtherType,
      errors: [typeMismatch(locAfter(literalInEnumOtherType, "z.literal('bot')", 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: "a boolean discriminator against another variant's string",
      code: boolDiscriminatorString,
      errors: [typeMismatch(locAfter(boolDiscriminatorString, 'target: z.object(', 'ok'), 'target.ok', 'b', 'string', 'boolean', 'boolean in a; string in b')],
    },
    {
      name: 'a plain object whose kind takes any string, against every option',
      code: unionVsFreeKindOtherType,
      errors: [typeMismatch(locAfter(unionVsFreeKindOtherType, 'target: z.object(', 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: 'a plain object of no option, against every option',
      code: unionVsUnkindedOtherType,
      errors: [typeMismatch(locAfter(unionVsUnkindedOtherType, 'target: z.object(', 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: 'a plain object of one option, in the other variant',
      code: unionVsObjectOtherType,
      errors: [typeMismatch(locAfter(unionVsObjectOtherType, "target: z.object(", 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: "a catchall's values against a record's",
      code: catchallOtherValues,
      errors: [typeMismatch(loc(catchallOtherValues, 'z.string()', 1), 'scores.*', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: "the variants' own catchalls",
      code: variantCatchalls,
      errors: [typeMismatch(loc(variantCatchalls, 'z.string()'), '*', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: 'number keys against string keys',
      code: recordNumberKeys,
      errors: [typeMismatch(loc(recordNumberKeys, 'z.number()', 1), 'scores.<key>', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: 'another value type',
      code: recordOtherValues,
      errors: [typeMismatch(loc(recordOtherValues, 'z.string()', 2), 'scores.*', 'b', 'string', 'number', 'number in a; string in b')],
    },
    {
      name: 'a key of the object in z.union([obj, z.null()])',
      code: unionWithNull('z.number()'),
      errors: [typeMismatch(locAfter(unionWithNull('z.number()'), "op: z.literal('b')", 'id'), 'target.id', 'b', 'number', 'string', 'string in a; number in b')],
    },
    {
      name: "another type than the object's key",
      code: andAnyRecord,
      errors: [typeMismatch(locAfter(andAnyRecord, "op: z.literal('b')", 'n'), 'n', 'b', 'number', 'string', 'string in a; number in b')],
    },
  ],
});

// Plain objects beside a nested union's options: compared among themselves (a tie, so `a`'s kind
// is the reference) and with the options of their value (`string` the most). The narrower
// comparison reported `b` too, against the wider one's reference.
const besideUnion = (id: string) => `import { z } from 'zod';
const Target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('x'), id: z.string() }),
  z.object({ kind: z.literal('y'), id: z.string() }),
]);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), target: z.object({ kind: z.literal('x'), id: ${id} }) }),
  z.object({ op: z.literal('b'), target: z.object({ kind: z.literal('x'), id: z.string() }) }),
  z.object({ op: z.literal('c'), target: Target }),
]);`;
const besideUnionNumber = besideUnion('z.number()');

ruleTester().run('no-collided-type-mismatch: plain objects beside a nested union', rule, {
  valid: [{ name: 'a string in every plain object and option', code: besideUnion('z.string().min(1)') }],
  invalid: [
    {
      name: 'a number in one plain object: reported there only',
      code: besideUnionNumber,
      errors: [typeMismatch(locAfter(besideUnionNumber, "op: z.literal('a')", 'id'), 'target.id', 'a', 'number', 'string', 'number in a; string in b and c')],
    },
  ],
});

// Zod 4.6's `z.compile(S)` and `z.withParser(S, parser)` are S with a faster parser in front (the
// same definition), and `z.deepPartial(S)` is S with every object it holds made partial: the
// fields inside are compared. Each was "not a Zod factory the evaluator knows".
const through = (wrap: (schema: string) => string, other: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), meta: ${wrap('z.object({ n: z.number() })')} });
const B = z.object({ op: z.literal('b'), meta: ${wrap(`z.object({ n: ${other} })`)} });
export const Input = z.discriminatedUnion('op', [A, B]);`;
const wrappers: [string, (schema: string) => string][] = [
  ['z.compile', (schema) => `z.compile(${schema})`],
  ['z.withParser', (schema) => `z.withParser(${schema}, (input) => input)`],
  ['z.deepPartial', (schema) => `z.deepPartial(${schema})`],
];
ruleTester().run('no-collided-type-mismatch: through z.compile, z.withParser and z.deepPartial', rule, {
  valid: wrappers.map(([name, wrap]) => ({ name: `${name}: one type`, code: through(wrap, 'z.number().min(1)') })),
  invalid: wrappers.map(([name, wrap]) => {
    const code = through(wrap, 'z.string()');
    return { name: `${name}: number against string`, code, errors: [typeMismatch(keyLoc(code, 'const B', 'n'), 'meta.n', 'b', 'string', 'number', 'number in a; string in b')] };
  }),
});

// A helper that returns its schemas in an object, called at the top level (`export const { U } =
// createSchemas()`, VoltAgent's server schemas; with the Zod namespace as a parameter too): the
// unions it builds are read through that call. Nothing was reported, not even as untraceable.
const schemasFactory = (b: string, zodParam = false) => `import { z as defaultZ } from 'zod';
export function createSchemas(${zodParam ? 'zod = defaultZ' : ''}) {
  const z = ${zodParam ? 'zod' : 'defaultZ'};
  const A = z.object({ kind: z.literal('a'), value: z.string() });
  const B = z.object({ kind: z.literal('b'), value: ${b} });
  return { U: z.union([A, B]), list: [z.union([A, B])] };
}
export const { U } = createSchemas();`;
ruleTester().run('no-collided-type-mismatch: unions a helper returns in an object', rule, {
  valid: [
    { name: 'one type', code: schemasFactory('z.string().max(3)') },
    { name: 'one type, the namespace a parameter', code: schemasFactory('z.string().max(3)', true) },
  ],
  invalid: [false, true].map((zodParam) => {
    const code = schemasFactory('z.number()', zodParam);
    return {
      name: zodParam ? 'the namespace a parameter with a default' : 'the namespace imported',
      code,
      errors: [typeMismatch(keyLoc(code, 'const B', 'value'), 'value', 'b', 'number', 'string', 'string in a; number in b')],
    };
  }),
});

// The same helper that nothing calls: its Zod namespace is read as the parameter's default or its
// declared type (`zod = defaultZ`, `zod: typeof defaultZ`, `typeof import('zod')`). Its unions
// were silent (VoltAgent's createServerCoreSchemas when not called in the linted file). Any
// other parameter stays unknown.
const uncalledFactory = (param: string, b: string) => `import { z as defaultZ } from 'zod';
export function createSchemas(${param}) {
  const z = zod;
  const A = z.object({ kind: z.literal('a'), value: z.string() });
  const B = z.object({ kind: z.literal('b'), value: ${b} });
  return z.union([A, B]);
}`;
const zodParams = ['zod = defaultZ', 'zod: typeof defaultZ', "zod: typeof import('zod')", "zod: typeof import('zod/v3')"];
ruleTester().run('no-collided-type-mismatch: an uncalled helper taking the Zod namespace', rule, {
  valid: [
    ...zodParams.map((param) => ({ name: `one type (${param})`, code: uncalledFactory(param, 'z.string().max(3)') })),
    { name: 'a parameter typed otherwise stays unknown', code: uncalledFactory('zod: ZodApi', 'z.number()') },
    { name: 'a default that is a factory, not the namespace', code: uncalledFactory('zod = defaultZ.object', 'z.number()') },
  ],
  invalid: zodParams.map((param) => {
    const code = uncalledFactory(param, 'z.number()');
    return { name: param, code, errors: [typeMismatch(keyLoc(code, 'const B', 'value'), 'value', 'b', 'number', 'string', 'string in a; number in b')] };
  }),
});

// Variants a helper builds share the key the helper writes: every report squiggled that one key
// (openstatus's 50 audit-log actions on one `entityId`). An entry is placed at its schema when that
// is written for it alone (the call's argument), else at the variant's key above it (an object two
// variants share), else at the option that brings the variant in.
const builtByHelper = (id: string) => `import { z } from 'zod';
function action(name: string, idSchema: z.ZodType) {
  return z.object({ action: z.literal(name), entityId: idSchema });
}
export const Audit = z.discriminatedUnion('action', [
  action('monitor.create', z.number().int()),
  action('page.delete', ${id}),
  action('page.create', z.number()),
]);`;
const sharedState = (status: string) => `import { z } from 'zod';
const state = z.object({ status: z.object({ code: z.string() }), note: z.string() });
export const Update = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status.create'), state: z.object({ status: ${status} }) }),
  z.object({ type: z.literal('status.update'), state: z.object({ status: ${status} }) }),
  z.object({ type: z.literal('tool.create'), state }),
  z.object({ type: z.literal('tool.update'), state }),
]);`;
ruleTester().run('no-collided-type-mismatch: where variants a helper builds or an object they share are reported', rule, {
  valid: [
    { name: 'one type through the helper', code: builtByHelper('z.number().min(1)') },
    { name: 'one type in the shared object', code: sharedState('z.object({ code: z.string().max(3) })') },
  ],
  invalid: [
    (() => {
      const code = builtByHelper('z.string()');
      return { name: "at the call's argument", code, errors: [typeMismatch(locAfter(code, "'page.delete', ", 'z.string()'), 'entityId', 'page.delete', 'string', 'number', 'number in monitor.create and page.create; string in page.delete')] };
    })(),
    (() => {
      const code = sharedState('z.string()');
      // A tie (lmstudio-js's processing updates): the first declared kind is the reference, and the
      // two variants sharing `state` were two reports at its one `status` key.
      const kinds = 'string in status.create and status.update; object in tool.create and tool.update';
      return {
        name: "at each variant's key of the shared object",
        code,
        errors: [
          typeMismatch(locAfter(code, "'tool.create'),", 'state'), 'state.status', 'tool.create', 'object', 'string', kinds),
          typeMismatch(locAfter(code, "'tool.update'),", 'state'), 'state.status', 'tool.update', 'object', 'string', kinds),
        ],
      };
    })(),
  ],
});

// Arrays' items are compared with a tuple's items at each position (`items[0]` is JSON Schema's
// `prefixItems` against `items`); what only the arrays' items hold there was reported at `items[]`
// and again at every position, each naming no tuple (typebot's blocks).
const arraysAndTuple = (content: string, itemId = 'z.string()') => `import { z } from 'zod';
export const Block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choice'), items: z.array(z.object({ id: z.string(), content: z.string() })) }),
  z.object({ type: z.literal('condition'), items: z.array(z.object({ id: z.string(), content: ${content} })) }),
  z.object({ type: z.literal('ab'), items: z.tuple([z.object({ id: ${itemId} }), z.object({ id: z.string() })]) }),
]);`;
ruleTester().run("no-collided-type-mismatch: arrays' items beside a tuple's", rule, {
  valid: [{ name: 'one type', code: arraysAndTuple('z.string().max(3)') }],
  invalid: [
    (() => {
      const code = arraysAndTuple('z.object({ op: z.string() })');
      return {
        name: "only at items[], where only the arrays' items hold it",
        code,
        errors: [typeMismatch(locAfter(code, "'condition'", 'content'), 'items[].content', 'condition', 'object', 'string', 'string in choice; object in condition')],
      };
    })(),
    (() => {
      const code = arraysAndTuple('z.string()', 'z.number()');
      return {
        name: "at the tuple's position, where its own item differs",
        code,
        errors: [typeMismatch(locAfter(code, 'z.tuple([z.object({ ', 'id'), 'items[0].id', 'ab', 'number', 'string', 'string in choice and condition; number in ab')],
      };
    })(),
  ],
});

// miniflare's worker options: a plain union `.and()` an object, listed in another plain union.
// The inner union's options are the outer one's (with the object's keys), so the inner union is
// no union of its own to report, as it is none when listed bare: each finding was reported twice
// at one place, its variants numbered by each union.
const intersectedSource = (modules: string) => `import { z } from 'zod';
const Source = z.union([
  z.object({ modules: z.array(z.string()) }),
  z.object({ script: z.string(), modules: ${modules} }),
]);
const Worker = Source.and(z.object({ name: z.string() }));
export const Options = z.union([z.object({ workers: z.array(z.string()) }), Worker]);`;
const intersectedTwice = intersectedSource('z.boolean().optional()');

ruleTester().run('no-collided-type-mismatch: a union intersected with an object, listed in another union', rule, {
  valid: [{ name: 'one type', code: intersectedSource('z.array(z.string()).optional()') }],
  invalid: [
    {
      name: 'reported once, in the outer union',
      code: intersectedTwice,
      errors: [typeMismatch(keyLoc(intersectedTwice, 'script', 'modules'), 'modules', 'option 3', 'boolean', 'array', 'array in option 2; boolean in option 3')],
    },
  ],
});

// `E.extract(['d', 'b'])` is the enum `d | b`, in the order given, as Zod builds it from its
// argument (grammar v7: the label read `b | d`, the source enum's order, where live said `d | b`).
const extracted = (list: string) => `import { z } from 'zod';
const E = z.enum(['a', 'b', 'c', 'd']);
export const U = z.union([z.object({ limit: z.literal('a'), n: z.string() }), z.object({ limit: E.extract(${list}), n: z.number() })]);`;
const extractedBackwards = extracted("['d', 'b']");

ruleTester().run('no-collided-type-mismatch: a label read from .extract()', rule, {
  valid: [{ name: 'one type', code: extracted("['d', 'b']").replace('n: z.number()', 'n: z.string()') }],
  invalid: [
    {
      name: 'the values in the order extracted',
      code: extractedBackwards,
      errors: [typeMismatch(keyLoc(extractedBackwards, 'E.extract', 'n'), 'n', 'd | b', 'number', 'string', 'string in a; number in d | b')],
    },
  ],
});

// A builder that takes its variant's fields as the rest of a destructured parameter (grammar v8):
// the rest is the argument without the keys named before it, as `const { kind, ...fields } = o`
// already was; it was "the rest of a destructured parameter", every field untraceable.
const restBuilt = (second: string) => `import { z } from 'zod';
function variant({ kind, ...fields }: { kind: string } & Record<string, z.ZodType>) {
  return z.object({ kind: z.literal(kind), ...fields });
}
export const U = z.discriminatedUnion('kind', [variant({ kind: 'a', limit: z.number() }), variant({ kind: 'b', limit: ${second} })]);`;
const restBuiltApart = restBuilt('z.string()');

ruleTester().run('no-collided-type-mismatch: fields passed as the rest of a destructured parameter', rule, {
  valid: [{ name: 'one type', code: restBuilt('z.number().int()') }],
  invalid: [
    {
      name: 'two types',
      code: restBuiltApart,
      errors: [typeMismatch(keyLoc(restBuiltApart, "kind: 'b'", 'limit'), 'limit', 'b', 'string', 'number', 'number in a; string in b')],
    },
  ],
});

// A union's options spread from its definition, Zod's public `.def` (`._zod.def`; `._def` in Zod 3
// and 4): coder/mux spreads `...WorkspaceInitEventSchema.def.options`. Those options were one
// untraceable spread, and `line` was compared without them.
const fromDefinition = (from: string, access: string, line = 'z.string()') => `import { z } from '${from}';
const Init = z.discriminatedUnion('type', [
  z.object({ type: z.literal('init-start'), line: ${line} }),
  z.object({ type: z.literal('init-end'), exitCode: z.number() }),
]);
export const U = z.discriminatedUnion('type', [z.object({ type: z.literal('msg'), line: z.number() }), ...Init.${access}]);`;
ruleTester().run('no-collided-type-mismatch: options read from a definition', rule, {
  valid: [
    { name: '.def.options, one type', code: fromDefinition('zod', 'def.options', 'z.number()') },
    { name: '._zod.def.options, one type', code: fromDefinition('zod', '_zod.def.options', 'z.number()') },
    { name: 'zod/v3 ._def.options, one type', code: fromDefinition('zod/v3', '_def.options', 'z.number()') },
  ],
  invalid: ['def.options', '_zod.def.options', '_def.options'].flatMap((access) =>
    ['zod', ...(access === '_def.options' ? ['zod/v3'] : [])].map((from) => {
      const code = fromDefinition(from, access);
      return { name: `${from} .${access}`, code, errors: [typeMismatch(keyLoc(code, "'init-start'", 'line'), 'line', 'init-start', 'string', 'number', 'number in msg; string in init-start')] };
    }),
  ),
});

// A union's options chosen by their tag's literal value, `o.shape.op.value` (BuilderIO's
// agent-native maps `planContentPatchUnion.options` so): each option was untraceable ("a
// conditional whose test is not a constant"), and the swapped-in option's `x` never compared.
const byLiteralValue = (from: string, read: string, swapped = 'z.number()') => `import { z } from '${from}';
const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), x: z.string() }),
  z.object({ op: z.literal('b'), x: z.string() }),
]);
const options = U.options.map((o) => (o.shape.op${read} === 'a' ? o.extend({ x: ${swapped} }) : o));
export const V = z.union([options[0], options[1]]);`;
// The tag of another option read from its values: Zod 4's `def.values`, Zod 3's `_def.value`, an enum's entries.
const tagFrom = (from: string, tag: string) => `import { z } from '${from}';
const A = z.object({ op: z.literal('a'), x: z.string() });
const E = z.enum({ Start: 'start', Stop: 'stop' });
export const U = z.union([A, z.object({ op: z.literal(${tag}), x: z.number() })]);`;
ruleTester().run('no-collided-type-mismatch: a literal schema read for its value', rule, {
  valid: [
    { name: '.value, the same type swapped in', code: byLiteralValue('zod', '.value', 'z.string().min(1)') },
    { name: 'a literal of two values has no .value (Zod throws): not read', code: byLiteralValue('zod', '.value', 'z.number()').replace("z.literal('a')", "z.literal(['a', 'c'])") },
    { name: 'a tag read from another literal, one type', code: tagFrom('zod', "`${A.shape.op.value}2`").replace('x: z.number()', 'x: z.string()') },
  ],
  invalid: [
    ...[
      ['zod', '.value'],
      ['zod', '.def.values[0]'],
      ['zod/v3', '.value'],
      ['zod/v3', '._def.value'],
    ].map(([from, read]) => {
      const code = byLiteralValue(from!, read!);
      return {
        name: `${from} ${read}`,
        code,
        errors: [typeMismatch(keyLoc(code, "'b'", 'x'), 'x', 'b', 'string', 'number', 'number in a; string in b')],
      };
    }),
    ...["`${A.shape.op.value}2`", "A.shape.op.def.values[0] + '2'", 'E.enum.Start'].map((tag) => {
      const code = tagFrom('zod', tag);
      const label = tag === 'E.enum.Start' ? 'start' : 'a2';
      return { name: `tag ${tag}`, code, errors: [typeMismatch(keyLoc(code, 'z.literal(' + tag, 'x'), 'x', label, 'number', 'string', `string in a; number in ${label}`)] };
    }),
  ],
});

// An object intersected with what takes any input (real code round 21: openapi-zod-client's
// `allOf: [X, {}]` is `X.and(z.unknown())`, 12 places in braintrust's generated types) is that
// object: the option was no object, and was dropped without a word, static and live.
const andAny = (from: string, option: string, loc = 'z.number()') => `import { z } from '${from}';
const A = z.object({ type: z.literal('a'), loc: z.string() });
const B = z.object({ type: z.literal('b'), loc: ${loc} });
export const U = z.union([A, ${option}]);`;
const AND_ANY: readonly [string, string][] = [
  ['zod', 'B.and(z.unknown())'],
  ['zod', 'z.intersection(B, z.any())'],
  ['zod', 'z.unknown().and(B)'],
  ['zod/mini', 'z.intersection(B, z.unknown())'],
  ['zod/v3', 'B.and(z.unknown())'],
];
ruleTester().run('no-collided-type-mismatch: an object intersected with any input', rule, {
  valid: AND_ANY.map(([from, option]) => ({ name: `${from} ${option}, one type`, code: andAny(from, option, 'z.string()') })),
  invalid: AND_ANY.map(([from, option]) => {
    const code = andAny(from, option);
    return { name: `${from} ${option}`, code, errors: [typeMismatch(keyLoc(code, 'const B', 'loc'), 'loc', 'b', 'number', 'string', 'string in a; number in b')] };
  }),
});

// `base.extend({...})` of a base the rule cannot read (a package's schema, without types): the keys
// the call writes are the option's whatever the base holds, so they are compared; the base itself
// is no-untraceable-variant's to report (openstatus's notification providers were untraceable whole).
const unreadBase = (data: string, form = 'extend') => `import { z } from 'zod';
import { baseA, baseB } from 'some-package';
export const U = z.discriminatedUnion('provider', [
  baseA.${form}(${form === 'merge' ? 'z.object(' : ''}{ provider: z.literal('a'), data: z.string() }${form === 'merge' ? ')' : ''}),
  baseB.${form}(${form === 'merge' ? 'z.object(' : ''}{ provider: z.literal('b'), data: ${data} }${form === 'merge' ? ')' : ''}),
]);`;
const unreadBaseMini = (data: string) => `import * as z from 'zod/mini';
import { base } from 'some-package';
export const U = z.union([z.extend(base, { t: z.literal('a'), data: z.string() }), z.object({ t: z.literal('b'), data: ${data} })]);`;
const UNREAD_BASES: readonly [string, (data: string) => string][] = [
  ['.extend()', (data) => unreadBase(data)],
  ['.safeExtend()', (data) => unreadBase(data, 'safeExtend')],
  ['.merge()', (data) => unreadBase(data, 'merge')],
  ["zod/mini's z.extend()", unreadBaseMini],
];

ruleTester().run('no-collided-type-mismatch: keys written on a base that cannot be read', rule, {
  valid: UNREAD_BASES.map(([name, code]) => ({ name: `${name}, one type`, code: code('z.string()') })),
  invalid: UNREAD_BASES.map(([name, make]) => {
    const code = make('z.number()');
    return { name, code, errors: [typeMismatch(keyLoc(code, "literal('b')", 'data'), 'data', 'b', 'number', 'string', 'string in a; number in b')] };
  }),
});

// Zod 3's `.deepPartial()` method (shadcn's registry schema): every key optional, through nested
// objects, arrays, optionals, nullables and tuples. It was untraceable, the field's keys lost.
const deepPartialZod3 = (b: string) => `import { z } from 'zod/v3';
const Cfg = z.object({ style: z.string(), inner: z.object({ n: z.number() }), list: z.array(z.object({ id: z.string() })) });
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a'), config: Cfg.deepPartial() }),
  z.object({ type: z.literal('b'), config: ${b} }),
]);`;
const deepPartialDiffers = deepPartialZod3("z.object({ style: z.number(), inner: z.object({ n: z.string() }).optional(), list: z.array(z.object({ id: z.number() })) })");

ruleTester().run("no-collided-type-mismatch: Zod 3's .deepPartial()", rule, {
  valid: [{ name: 'the same keys, of the same types', code: deepPartialZod3('Cfg.partial()') }],
  invalid: [
    {
      name: 'keys of another type, at every depth',
      code: deepPartialDiffers,
      errors: [
        typeMismatch(keyLoc(deepPartialDiffers, "literal('b')", 'style'), 'config.style', 'b', 'number', 'string', 'string in a; number in b'),
        typeMismatch(keyLoc(deepPartialDiffers, "inner: z.object({ n: z.string", 'n'), 'config.inner.n', 'b', 'string', 'number', 'number in a; string in b'),
        typeMismatch(keyLoc(deepPartialDiffers, "list: z.array(z.object({ id: z.number", 'id'), 'config.list[].id', 'b', 'number', 'string', 'string in a; number in b'),
      ],
    },
  ],
});

// A field that is a union of arrays (formbricks's `value: string[] | number[]`): an item is any
// option's item, so its items are compared at `value[]`, as `z.array(z.union([...]))`'s are. The
// items were not compared at all.
const arraysUnion = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('x'), value: z.union([z.array(z.string()), z.array(z.number())]) }),
  z.object({ op: z.literal('y'), value: ${b} }),
]);`;
const arraysBoolean = arraysUnion('z.array(z.boolean())');
const arraysOfObjects = arraysUnion('z.array(z.object({ id: z.number() }))').replace(
  'z.union([z.array(z.string()), z.array(z.number())])',
  'z.union([z.array(z.object({ id: z.string() })), z.array(z.object({ id: z.string(), n: z.number() }))])',
);

ruleTester().run('no-collided-type-mismatch: a field that is a union of arrays', rule, {
  valid: [
    { name: 'against an array of either kind', code: arraysUnion('z.array(z.union([z.string(), z.number()]))') },
    { name: 'the same union', code: arraysUnion('z.union([z.array(z.string()), z.array(z.number())])') },
  ],
  invalid: [
    {
      name: 'items of another kind',
      code: arraysBoolean,
      errors: [typeMismatch(loc(arraysBoolean, 'z.boolean()'), 'value[]', 'y', 'boolean', 'a union (string | number)', 'a union (string | number) in x; boolean in y')],
    },
    {
      name: "objects' keys below the items",
      code: arraysOfObjects,
      errors: [typeMismatch(keyLoc(arraysOfObjects, "literal('y')", 'id'), 'value[].id', 'y', 'number', 'string', 'string in x; number in y')],
    },
  ],
});

// A plain object in one variant against a nested union with no tag in every option (typebot's
// dify block: one option without `action`, or with `action: z.undefined()`): a deep flatten merges
// the union's options into one object, whose keys the plain object's meet, so it is compared with
// every option. It was compared with none.
const untaggedNested = (first: string, user: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chatwoot'), options: z.object({ user: ${user} }) }),
  z.object({
    type: z.literal('dify'),
    options: z.union([z.object({ ${first}base: z.string() }), z.object({ action: z.literal('chat'), user: z.string() })]),
  }),
]);`;
const noTag = untaggedNested('', 'z.object({ id: z.string() })');
const undefinedTag = untaggedNested('action: z.undefined(), ', 'z.object({ id: z.string() })');

ruleTester().run('no-collided-type-mismatch: a plain object against a union with no tag in every option', rule, {
  valid: [
    { name: 'the same type in the plain object', code: untaggedNested('', 'z.string()') },
    { name: 'the same type, an option with action: z.undefined()', code: untaggedNested('action: z.undefined(), ', 'z.string()') },
  ],
  invalid: [
    {
      name: 'an option without the tag key',
      code: noTag,
      errors: [typeMismatch(keyLoc(noTag, "action: z.literal('chat')", 'user'), 'options.user', 'dify', 'string', 'object', 'object in chatwoot; string in dify')],
    },
    {
      name: 'an option whose tag is z.undefined()',
      code: undefinedTag,
      errors: [typeMismatch(keyLoc(undefinedTag, "action: z.literal('chat')", 'user'), 'options.user', 'dify', 'string', 'object', 'object in chatwoot; string in dify')],
    },
  ],
});

// The same method under `import { z } from 'zod'` (shadcn declares zod ^3.24 and imports 'zod'):
// Zod 4's objects have no `.deepPartial()`, so the code is Zod 3's and is read so.
const deepPartialBare = deepPartialDiffers.replace("from 'zod/v3'", "from 'zod'");
ruleTester().run("no-collided-type-mismatch: Zod 3's .deepPartial() under a 'zod' import", rule, {
  valid: [{ name: 'the same keys, of the same types', code: deepPartialZod3('Cfg.partial()').replace("from 'zod/v3'", "from 'zod'") }],
  invalid: [
    {
      name: 'keys of another type',
      code: deepPartialBare,
      errors: [
        typeMismatch(keyLoc(deepPartialBare, "literal('b')", 'style'), 'config.style', 'b', 'number', 'string', 'string in a; number in b'),
        typeMismatch(keyLoc(deepPartialBare, "inner: z.object({ n: z.string", 'n'), 'config.inner.n', 'b', 'string', 'number', 'number in a; string in b'),
        typeMismatch(keyLoc(deepPartialBare, "list: z.array(z.object({ id: z.number", 'id'), 'config.list[].id', 'b', 'number', 'string', 'string in a; number in b'),
      ],
    },
  ],
});

// A nested union whose options carry a tag whose values cannot be read (contentful's
// `nodeType: z.literal(BLOCKS.X)` of a package) may be told apart by it: a plain object is not
// paired with every option, as it is with a union that has no tag (four false reports in
// contentful's rich text). The same program with readable tags finds the same, and only that.
const richText = (tag: (name: string) => string) => `import { z } from 'zod';
import { B } from 'some-package';
const text = z.object({ nodeType: ${tag('text')}, value: z.string() });
const embInline = z.object({ nodeType: ${tag('emb_inline')}, content: z.array(z.never()) });
const hyperlink = z.object({ nodeType: ${tag('hyperlink')}, content: z.array(text) });
const inline = z.union([text, embInline, hyperlink]);
const paragraph = z.object({ nodeType: ${tag('paragraph')}, content: z.array(inline) });
const listItem = z.object({ nodeType: ${tag('li')}, content: z.array(paragraph) });
const ol = z.object({ nodeType: ${tag('ol')}, content: z.array(listItem) });
export const Top = z.union([paragraph, ol]);`;
const unreadRichText = richText((name) => `z.literal(B.${name})`);
const readRichText = richText((name) => `z.literal('${name}')`);
const neverAgainstText = (code: string, kinds: string) => {
  const line = code.split('\n')[2]!;
  return typeMismatch(loc(code, line.slice(line.indexOf('z.object'), -1)), 'content[]', 'hyperlink', 'object', 'z.never() (no value is accepted)', kinds);
};

ruleTester().run('no-collided-type-mismatch: a nested union tagged by values that cannot be read', rule, {
  // The same program with embInline's items of hyperlink's kind: nothing differs, tags read or not.
  valid: [
    { name: 'tags that cannot be read, the items alike', code: unreadRichText.replace('z.array(z.never())', 'z.array(text)') },
    { name: 'tags read, the items alike', code: readRichText.replace('z.array(z.never())', 'z.array(text)') },
  ],
  invalid: [
    {
      name: 'tags that cannot be read: the inner union compared as its own set, and nothing more',
      code: unreadRichText,
      errors: [neverAgainstText(unreadRichText, 'z.never() (no value is accepted) in embInline; object in hyperlink')],
    },
    {
      name: 'the neighbour: the same tags read',
      code: readRichText,
      errors: [neverAgainstText(readRichText, 'z.never() (no value is accepted) in emb_inline; object in hyperlink')],
    },
  ],
});

// A union written inside a `.reduce()` callback but not what the callback builds from its
// accumulator is a union of its own, read where it is: following folds in helpers took it for
// the fold's, and an only-exported helper's fold (its callers' to read) hid it (session 39's rerun).
const insideFold = (body: string) => `import { z } from 'zod';
export function mk(list: string[]) {
  return z.object(list.reduce((acc, f) => (${body}), {}));
}
export function one(list: string[]) {
  return list.reduce((acc: unknown, f) => z.union([z.object({ k: z.string(), f: z.literal(f) }), z.object({ k: ${body.includes('z.number()') ? 'z.number()' : 'z.string()'} })]), null);
}`;
const unionInFold = insideFold('{ ...acc, [f]: z.union([z.object({ k: z.string() }), z.object({ k: z.number() })]) }');

ruleTester().run('no-collided-type-mismatch: a union inside a fold that does not build it', rule, {
  valid: [{ name: 'the same key type in both options (the neighbour)', code: insideFold('{ ...acc, [f]: z.union([z.object({ k: z.string() }), z.object({ k: z.string() })]) }') }],
  invalid: [
    {
      name: 'a union in the object the callback returns, and one the callback makes without its accumulator',
      code: unionInFold,
      errors: [
        typeMismatch(keyLoc(unionInFold, 'z.object({ k: z.number()', 'k'), 'k', 'option 2', 'number', 'string', 'string in option 1; number in option 2'),
        typeMismatch(keyLoc(unionInFold, 'z.object({ k: z.number() })]), null', 'k'), 'k', 'option 2', 'number', 'string', 'string in option 1; number in option 2'),
      ],
    },
  ],
});

// An `.or()` chain whose first schema cannot be read (an instance's field, a package's export) is
// still a union: its other options are compared (grammar v16: the chain went unseen, silently).
describe('an .or() chain whose receiver cannot be read', () => {
  const chain = (d: string) => `import { z } from 'zod';
class C { a = z.object({ op: z.literal('a'), k: z.string() }); constructor(readonly n: number) {} }
const c = new C(1);
const B = z.object({ op: z.literal('b'), k: z.string() });
const D = z.object({ op: z.literal('d'), k: ${d} });
export const Input = c.a.or(B).or(D);`;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'the options it reads agree', code: chain('z.string()') }],
    invalid: [
      {
        name: 'the options it reads disagree on a type',
        code: chain('z.number()'),
        errors: [typeMismatch(keyLoc(chain('z.number()'), 'const D', 'k'), 'k', 'd', 'number', 'string', 'string in b; number in d')],
      },
    ],
  });
});

// `namespace S.V { ... }` declares no `S` in the scope manager: read as the object TypeScript makes
// (grammar v16: 105 projects said "'S' is not declared in this file").
describe('a variant in a dotted namespace', () => {
  const dotted = (b: string) => `import { z } from 'zod';
namespace S.V {
  export const a = z.object({ op: z.literal('a'), k: z.string() });
}
namespace S.W.X {
  export const b = z.object({ op: z.literal('b'), k: ${b} });
}
export const Input = z.discriminatedUnion('op', [S.V.a, S.W.X.b]);`;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'the variants agree', code: dotted('z.string()') }],
    invalid: [
      {
        name: 'the variants disagree on a type',
        code: dotted('z.number()'),
        errors: [typeMismatch(keyLoc(dotted('z.number()'), 'const b', 'k'), 'k', 'b', 'number', 'string', 'string in a; number in b')],
      },
    ],
  });
});

// `Array.from({ length: n }, fn)`: n passes of fn, each with its index (real code, round 25).
describe('options made by Array.from({ length: n })', () => {
  const made = (other: string) => `import { z } from 'zod';
export const Input = z.discriminatedUnion('kind', Array.from({ length: 3 }, (_, i) =>
  z.object({ kind: z.literal(\`k\${i}\`), v: i === 0 ? z.string() : ${other} })));`;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'the passes agree', code: made('z.string()') }],
    invalid: [
      {
        name: 'the first pass differs',
        code: made('z.number()'),
        errors: [typeMismatch(locAfter(made('z.number()'), 'i === 0 ? ', 'z.string()'), 'v', 'k0', 'string', 'number', 'string in k0; number in k1 and k2')],
      },
    ],
  });
});

describe('types a loop spreads from a table', () => {
  // The loop's one `z.object(...)` makes every variant: the mismatch is at the table key that
  // writes the type (q1 and q2 share it), not at that object, as the union written out is.
  const spread = (q: string) => `import { z } from 'zod';
const T = { p: { mode: z.string() }, q: { mode: ${q} } };
const OPTS = [];
for (const a of ['p', 'q'] as const) for (const b of ['1', '2']) OPTS.push(z.object({ op: z.literal(a + b), ...T[a] }));
export const U = z.discriminatedUnion('op', OPTS);`;
  const differ = spread('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both table entries strings', code: spread('z.string().min(1)') }],
    invalid: [
      {
        name: 'a number in one table entry: at its key, for each variant that spreads it',
        code: differ,
        errors: [
          typeMismatch(keyLoc(differ, 'q: {', 'mode'), 'mode', 'q1', 'number', 'string', 'string in p1 and p2; number in q1 and q2'),
          typeMismatch(keyLoc(differ, 'q: {', 'mode'), 'mode', 'q2', 'number', 'string', 'string in p1 and p2; number in q1 and q2'),
        ],
      },
    ],
  });
});

describe('a union a loop pass builds, read by the union that lists it', () => {
  // Each pass's inner union is read with the pass's names bound (grammar v17): its variants are
  // the outer union's, labelled by both tags, and nothing is read with the names unbound.
  const code = (b: string) => `import { z } from 'zod';
const MODES = { create: ['a', 'b'], update: ['c'] };
const OPTS = [];
for (const [op, modes] of Object.entries(MODES)) {
  OPTS.push(z.discriminatedUnion('mode', modes.map((m) => z.object({ op: z.literal(op), mode: z.literal(m), k: m === 'b' ? ${b} : z.string() }))));
}
export const Input = z.discriminatedUnion('op', OPTS);`;
  const differ = code('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'every pass a string', code: code('z.string().min(1)') }],
    invalid: [
      {
        name: 'a number in one pass',
        code: differ,
        errors: [typeMismatch(locAfter(differ, "m === 'b' ? ", 'z.number()'), 'k', 'create (mode b)', 'number', 'string', 'string in create (mode a) and update; number in create (mode b)')],
      },
    ],
  });
});

describe('a .reduce() whose callback fills its accumulator', () => {
  // `acc.push(...); return acc;` and `acc[op] = ...; return acc;` were read as the initial value,
  // as if the callback changed nothing: no union, no report (grammar v17: 876 programs).
  const pushed = (update: string, seed = '') => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const OPTS = Object.keys(SH).reduce((acc: z.ZodObject[], op) => {
  acc.push(z.object({ op: z.literal(op), ...SH[op as keyof typeof SH] }));
  return acc;
}, [${seed}]);
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const keyed = (update: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const BY = Object.keys(SH).reduce<Record<string, z.ZodObject>>((acc, op) => {
  acc[op] = z.object({ op: z.literal(op), ...SH[op as keyof typeof SH] });
  return acc;
}, {});
export const Input = z.discriminatedUnion('op', Object.values(BY) as never);`;
  const differ = pushed('z.number()');
  const seeded = pushed('z.number()', "z.object({ op: z.literal('seed'), k: z.string() })");
  const byKey = keyed('z.number()');
  const summary = 'string in create; number in update';
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'pushed, every option a string', code: pushed('z.string()') },
      { name: 'set by key, every option a string', code: keyed('z.string()') },
    ],
    invalid: [
      { name: 'pushed', code: differ, errors: [typeMismatch(keyLoc(differ, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
      {
        name: 'pushed after a seed option: every call adds to what the one before returned',
        code: seeded,
        errors: [typeMismatch(keyLoc(seeded, 'update: {', 'k'), 'k', 'update', 'number', 'string', 'string in seed and create; number in update')],
      },
      { name: 'set by key, then Object.values()', code: byKey, errors: [typeMismatch(keyLoc(byKey, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
    ],
  });
});

describe('a .reduce() whose arrow fills its accumulator in a sequence', () => {
  // `(acc.push(x), acc)` and `((acc[k] = v), acc)`: the comma idiom of a fold that fills its
  // accumulator was "a sequence expression is not followed" (grammar v18: 88 projects).
  const pushed = (update: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const OPTS = Object.keys(SH).reduce((acc: z.ZodObject[], op) => (acc.push(z.object({ op: z.literal(op), ...SH[op as keyof typeof SH] })), acc), []);
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const keyed = (update: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const BY = Object.entries(SH).reduce<Record<string, z.ZodObject>>((acc, [op, shape]) => ((acc[op] = z.object({ op: z.literal(op), ...shape })), acc), {});
export const Input = z.discriminatedUnion('op', Object.values(BY) as never);`;
  const differ = pushed('z.number()');
  const byKey = keyed('z.number()');
  const summary = 'string in create; number in update';
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'pushed, every option a string', code: pushed('z.string()') },
      { name: 'set by key, every option a string', code: keyed('z.string()') },
    ],
    invalid: [
      { name: 'pushed', code: differ, errors: [typeMismatch(keyLoc(differ, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
      { name: 'set by key, then Object.values()', code: byKey, errors: [typeMismatch(keyLoc(byKey, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
    ],
  });
});

describe('a union helper of this module called as a method, under an alias or through .call()', () => {
  // Read alone, the helper's union had its list a parameter ("'names' is a function parameter"),
  // and the call's mismatch was missed (grammar v19: 213 projects). Each call is now read.
  const BODY = "(names: string[]) { return z.discriminatedUnion('op', names.map((op, i) => z.object({ op: z.literal(op), k: i ? K : z.string() })) as never); }";
  const forms: Record<string, string> = {
    'an object method': `const H = { makeUnion${BODY} };\nexport const Input = H.makeUnion(['a', 'b']);`,
    'a static method': `class H { static makeUnion${BODY} }\nexport const Input = H.makeUnion(['a', 'b']);`,
    'a const alias': `function makeUnion${BODY}\nconst mk = makeUnion;\nexport const Input = mk(['a', 'b']);`,
    '.call()': `function makeUnion${BODY}\nexport const Input = makeUnion.call(null, ['a', 'b']);`,
    'a namespace function': `namespace H { export function makeUnion${BODY} }\nexport const Input = H.makeUnion(['a', 'b']);`,
  };
  helperForms(forms);
});

describe('this in an instance method or getter is the instance it is called on', () => {
  // `t.schema` and `t.make('b')` of `get schema() { return this.base.extend(...) }`: read with `this`
  // the instance (a subclass's own fields included), where they were "an instance method, which the
  // evaluator does not follow" (grammar v19: 361 projects; meta42 P2).
  const tools = (sub: string) => `import { z } from 'zod';
class Tool {
  base = z.object({ k: z.string() });
  get schema() { return this.base.extend({ op: z.literal('a') }); }
  make(op: string) { return this.base.extend({ op: z.literal(op) }); }
}
class Sub extends Tool {
  base = z.object({ k: ${sub} });
}
const t = new Tool();
const s = new Sub();
export const A = z.discriminatedUnion('op', [t.schema, t.make('b')]);
export const B = z.discriminatedUnion('op', [s.schema, t.make('c')]);
export const C = z.discriminatedUnion('op', [s.make('d'), t.make('e')]);`;
  const differ = tools('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: "the subclass's base alike", code: tools('z.string()') }],
    invalid: [
      {
        // A reads Tool's base twice: nothing. B and C each read Sub's base once, through the getter and the method.
        name: "the subclass's base a number",
        code: differ,
        errors: [
          typeMismatch(locAfter(differ, 'base = z.object({ ', 'k'), 'k', 'c', 'string', 'number', 'number in a; string in c'),
          typeMismatch(locAfter(differ, 'base = z.object({ ', 'k'), 'k', 'e', 'string', 'number', 'number in d; string in e'),
        ],
      },
    ],
  });
});

describe("a method that hands this's members to Zod", () => {
  // zod/mini's `z.extend(this.base, {...})` reads `this.base`: the object is not changed, and each
  // call is read (rerun of session 43: taken as a change, 28 v18 projects lost their reports).
  const builder = (update: string) => `import { z } from 'zod/mini';
const builder = {
  base: z.object({ id: z.optional(z.string()) }),
  make(op: string, shape: Record<string, z.ZodMiniType>) { return z.extend(this.base, { op: z.literal(op), ...shape }); },
};
export const Input = z.discriminatedUnion('op', [builder.make('create', { k: z.string() }), builder.make('update', { k: ${update} })]);`;
  const differ = builder('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both strings', code: builder('z.string()') }],
    invalid: [{ name: 'a number in update', code: differ, errors: [typeMismatch(keyLoc(differ, "'update', {", 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] }],
  });
});

describe('a list filled by a switch', () => {
  // `switch (op) { case 'a': OPTS.push(...); break; ... }` in a loop was "'OPTS' is changed after its
  // declaration" (grammar v19: 570 projects). The clause the value matches runs, then those it
  // falls through to, up to a break; no match runs default, wherever it is written.
  const fallingThrough = (b: string) => `import { z } from 'zod';
const OPTS: z.ZodObject[] = [];
for (const op of ['a', 'b', 'c', 'd']) {
  switch (op) {
    case 'a':
      OPTS.push(z.object({ op: z.literal('a'), k: z.string() }));
      break;
    case 'b':
    case 'c':
      OPTS.push(z.object({ op: z.literal(op), k: ${b} }));
    default:
      OPTS.push(z.object({ op: z.literal(op + '2'), k: z.string() }));
  }
}
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const defaultFirst = (a: string) => `import { z } from 'zod';
const OPTS: z.ZodObject[] = [];
for (const op of ['a', 'b', 'x']) {
  switch (op) {
    default:
      OPTS.push(z.object({ op: z.literal(op), k: z.number() }));
      break;
    case 'a': {
      OPTS.push(z.object({ op: z.literal('a'), k: ${a} }));
    }
    case 'b':
      OPTS.push(z.object({ op: z.literal(op + 'b'), k: z.number() }));
  }
}
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const through = fallingThrough('z.number()');
  const first = defaultFirst('z.string()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'every clause a string', code: fallingThrough('z.string()') },
      { name: 'default first, every clause a number', code: defaultFirst('z.number()') },
    ],
    invalid: [
      {
        name: 'b and c fall into default',
        code: through,
        errors: [
          typeMismatch(locAfter(through, 'z.literal(op), ', 'k'), 'k', 'b', 'number', 'string', 'string in a, b2, c2 and d2; number in b and c'),
          typeMismatch(locAfter(through, 'z.literal(op), ', 'k'), 'k', 'c', 'number', 'string', 'string in a, b2, c2 and d2; number in b and c'),
        ],
      },
      {
        name: 'default written first, a block falling through to b',
        code: first,
        errors: [typeMismatch(locAfter(first, "z.literal('a'), ", 'k'), 'k', 'a', 'string', 'number', 'string in a; number in ab, bb and x')],
      },
    ],
  });
});

describe('lists filled by .unshift(), and loops over .entries() and .keys()', () => {
  // Both were "changed after its declaration" or a loop over what the evaluator cannot read
  // (grammar v17: 247 and 251 projects).
  const entries = (b: string) => `import { z } from 'zod';
const OPS = ['create', 'update'];
const OPTS = [];
for (const [i, op] of OPS.entries()) OPTS.push(z.object({ op: z.literal(op), k: i === 0 ? z.string() : ${b} }));
export const Input = z.discriminatedUnion('op', OPTS);`;
  const keys = entries('z.number()').replace('const [i, op] of OPS.entries()', 'const i of OPS.keys()').replace('z.literal(op)', 'z.literal(OPS[i]!)');
  // Each unshift puts its option first: the list is b, a, c.
  const unshifted = (b: string) => `import { z } from 'zod';
const OPTS = [z.object({ op: z.literal('c'), k: z.string() })];
for (const op of ['a', 'b']) OPTS.unshift(z.object({ op: z.literal(op), k: op === 'b' ? ${b} : z.string() }));
export const Input = z.discriminatedUnion('op', OPTS);`;
  const pairs = entries('z.number()');
  const first = unshifted('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: '.entries(), every option a string', code: entries('z.string()') },
      { name: '.unshift(), every option a string', code: unshifted('z.string()') },
    ],
    invalid: [
      { name: 'over .entries()', code: pairs, errors: [typeMismatch(locAfter(pairs, 'i === 0 ? z.string() : ', 'z.number()'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: 'over .keys()', code: keys, errors: [typeMismatch(locAfter(keys, 'i === 0 ? z.string() : ', 'z.number()'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: 'unshifted', code: first, errors: [typeMismatch(locAfter(first, "op === 'b' ? ", 'z.number()'), 'k', 'b', 'number', 'string', 'number in b; string in a and c')] },
    ],
  });
});

describe('a list filled by index', () => {
  // `OPTS[i] = ...` and `acc[acc.length] = ...` were "sets a property of a list" (grammar v17: 246).
  const indexed = (b: string) => `import { z } from 'zod';
const OPS = ['create', 'update'];
const OPTS: z.ZodObject[] = [z.object({ op: z.literal('replaced'), k: z.boolean() })];
for (let i = 0; i < OPS.length; i++) OPTS[i] = z.object({ op: z.literal(OPS[i]!), k: i === 0 ? z.string() : ${b} });
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const folded = `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: z.number() } };
const OPTS = Object.keys(SH).reduce((acc: z.ZodObject[], op) => {
  acc[acc.length] = z.object({ op: z.literal(op), ...SH[op as keyof typeof SH] });
  return acc;
}, []);
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const differ = indexed('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'by index, every option a string (the first replaced)', code: indexed('z.string()') }],
    invalid: [
      { name: 'by index in a counting loop', code: differ, errors: [typeMismatch(locAfter(differ, 'i === 0 ? z.string() : ', 'z.number()'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: 'at the end, in a .reduce() callback', code: folded, errors: [typeMismatch(keyLoc(folded, 'update: {', 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
    ],
  });
});

describe('instances of subclasses', () => {
  // `new CreateTool()` of `class CreateTool extends BaseTool` was "a new expression is not
  // followed" (grammar v17: 386 projects): the base class's fields, then the subclass's own, then
  // what its constructor sets after `super()`.
  const tools = (update: string) => `import { z } from 'zod';
class BaseTool {
  schema = z.object({ op: z.literal('base'), k: z.string() });
}
class CreateTool extends BaseTool {
  schema = z.object({ op: z.literal('create'), k: z.string() });
}
class UpdateTool extends BaseTool {
  constructor() {
    super();
    this.schema = z.object({ op: z.literal('update'), k: ${update} });
  }
}
class Plain extends BaseTool {}
export const Input = z.discriminatedUnion('op', [new CreateTool(), new UpdateTool(), new Plain()].map((t) => t.schema));`;
  const differ = tools('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'every schema a string', code: tools('z.string()') }],
    invalid: [
      {
        name: 'the constructor of one subclass sets a number',
        code: differ,
        errors: [typeMismatch(locAfter(differ, "z.literal('update'), ", 'k'), 'k', 'update', 'number', 'string', 'string in create and base; number in update')],
      },
    ],
  });
});

describe('a table whose entries getters make', () => {
  // `get create() { return { k: z.string() } }` was read as a lazy schema ("not a shape"; grammar
  // v17: 386 projects); a getter that writes an object or a list is that value.
  const table = (update: string) => `import { z } from 'zod';
const T = {
  get create() { return { k: z.string() }; },
  get update() { return { k: ${update} }; },
};
export const Input = z.discriminatedUnion('op', (Object.keys(T) as (keyof typeof T)[]).map((op) => z.object({ op: z.literal(op), ...T[op] })) as never);`;
  const differ = table('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both entries strings', code: table('z.string().min(1)') }],
    invalid: [{ name: 'a number in one entry', code: differ, errors: [typeMismatch(keyLoc(differ, 'get update()', 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] }],
  });
});

describe('super in a static member', () => {
  // `static update = super.create.extend({...})` was "a super expression is not followed"
  // (grammar v17: 255 projects): in a static member, `super` is the base class.
  const ops = (update: string) => `import { z } from 'zod';
class Base {
  static create = z.object({ op: z.literal('create'), k: z.string() });
}
class Ops extends Base {
  static update = super.create.extend({ op: z.literal('update'), k: ${update} });
  static get all() { return [super.create, this.update]; }
}
export const Input = z.discriminatedUnion('op', Ops.all);`;
  const differ = ops('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both strings', code: ops('z.string().min(1)') }],
    invalid: [{ name: 'a number in the subclass', code: differ, errors: [typeMismatch(locAfter(differ, "z.literal('update'), ", 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] }],
  });
});

describe('Maps and Sets filled by .set() and .add()', () => {
  // `BY.set(op, z.object(...))` then `[...BY.values()]` was "a new expression is not followed"
  // (grammar v17: 195 projects): a Map of constant keys, in the order they were first set.
  const mapped = (update: string, read: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const BY = new Map<string, z.ZodObject>();
for (const op of ['create', 'update'] as const) BY.set(op, z.object({ op: z.literal(op), ...SH[op] }));
export const Input = z.discriminatedUnion('op', ${read} as never);`;
  // A Set read as the list of its values; one added twice is there once.
  const setOf = (update: string) => `import { z } from 'zod';
const Create = z.object({ op: z.literal('create'), k: z.string() });
const ALL = new Set<z.ZodObject>([Create]);
ALL.add(z.object({ op: z.literal('update'), k: ${update} }));
ALL.add(Create);
export const Input = z.union([...ALL]);`;
  // Pairs written at `new Map()`, a later `.set()` of a key replacing its value in its place.
  const chained = (update: string) => `import { z } from 'zod';
const BY = new Map([['update', z.object({ op: z.literal('update'), k: z.boolean() })]]).set('create', z.object({ op: z.literal('create'), k: z.string() }));
BY.set('update', z.object({ op: z.literal('update'), k: ${update} }));
export const Input = z.discriminatedUnion('op', Array.from(BY, ([, schema]) => schema));`;
  const values = mapped('z.number()', '[...BY.values()]');
  const from = mapped('z.number()', 'Array.from(BY.values())');
  const byGet = mapped('z.number()', "[BY.get('create')!, BY.get('update')!]");
  const added = setOf('z.number()');
  const replaced = chained('z.number()');
  const summary = 'string in create; number in update';
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'a Map, every option a string', code: mapped('z.string()', '[...BY.values()]') },
      { name: 'a Set, every option a string', code: setOf('z.string()') },
      { name: 'a Map whose replaced entry was the only number', code: chained('z.string()') },
    ],
    invalid: [
      { name: '[...BY.values()]', code: values, errors: [typeMismatch(keyLoc(values, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
      { name: 'Array.from(BY.values())', code: from, errors: [typeMismatch(keyLoc(from, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
      { name: 'BY.get(key)', code: byGet, errors: [typeMismatch(keyLoc(byGet, 'update: {', 'k'), 'k', 'update', 'number', 'string', summary)] },
      { name: 'a Set filled by .add()', code: added, errors: [typeMismatch(locAfter(added, "z.literal('update'), ", 'k'), 'k', 'update', 'number', 'string', summary)] },
      {
        name: 'a Map whose entry is replaced in its place',
        code: replaced,
        errors: [typeMismatch(locAfter(replaced, "z.literal('create'), ", 'k'), 'k', 'create', 'string', 'number', 'number in update; string in create')],
      },
    ],
  });
});

describe('lists filled in a counting while loop', () => {
  // `let i = 0; while (i < OPS.length) { OPTS.push(...); i++; }` was "changed after its
  // declaration" (grammar v17: 212 projects): read as the `for` loop it is.
  const counted = (update: string) => `import { z } from 'zod';
const OPS = ['create', 'update'];
const OPTS: z.ZodObject[] = [];
let i = 0;
while (i < OPS.length) {
  OPTS.push(z.object({ op: z.literal(OPS[i]!), k: i === 0 ? z.string() : ${update} }));
  i++;
}
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  // In a helper's body, counting down by `-=`.
  const helper = (update: string) => `import { z } from 'zod';
const OPS = ['create', 'update'];
function build() {
  const out: z.ZodObject[] = [];
  let j = OPS.length - 1;
  while (j >= 0) {
    out.push(z.object({ op: z.literal(OPS[j]!), k: j === 0 ? z.string() : ${update} }));
    j -= 1;
  }
  return out;
}
export const Input = z.discriminatedUnion('op', build() as never);`;
  const differ = counted('z.number()');
  const down = helper('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'every option a string', code: counted('z.string()') },
      { name: 'in a helper, every option a string', code: helper('z.string()') },
    ],
    invalid: [
      { name: 'a number in the second pass', code: differ, errors: [typeMismatch(locAfter(differ, 'i === 0 ? z.string() : ', 'z.number()'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: 'counting down in a helper', code: down, errors: [typeMismatch(locAfter(down, 'j === 0 ? ', 'z.string()'), 'k', 'create', 'string', 'number', 'number in update; string in create')] },
    ],
  });
});

describe('private members of classes', () => {
  // `static #base = z.object(...)` read as `V.#base` was "a computed member access" (grammar v17).
  const statics = (update: string) => `import { z } from 'zod';
class V {
  static #base = z.object({ id: z.string().optional() });
  static create = V.#base.extend({ op: z.literal('create'), k: z.string() });
  static update = this.#base.extend({ op: z.literal('update'), k: ${update} });
}
export const Input = z.discriminatedUnion('op', Object.values(V) as never);`;
  const instance = (update: string) => `import { z } from 'zod';
class Tool {
  #shape = { op: z.literal('update'), k: ${update} };
  schema = z.object(this.#shape);
}
export const Input = z.union([new Tool().schema, z.object({ op: z.literal('create'), k: z.string() })]);`;
  const differ = statics('z.number()');
  const field = instance('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'static: both strings', code: statics('z.string().min(1)') },
      { name: 'instance: both strings', code: instance('z.string()') },
    ],
    invalid: [
      // Object.values() lists create and update, not the private #base.
      { name: 'static: a number in one', code: differ, errors: [typeMismatch(locAfter(differ, "z.literal('update'), ", 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: 'instance: a number in one', code: field, errors: [typeMismatch(locAfter(field, "z.literal('create'), ", 'k'), 'k', 'create', 'string', 'number', 'number in update; string in create')] },
    ],
  });
});

describe("Zod 3's classes' static create", () => {
  // `z.ZodUnion.create([...])` is `z.union([...])` in Zod 3 (`unionType = ZodUnion.create`); it was
  // built by no rule at all (grammar v18).
  const created = (b: string) => `import { z } from 'zod/v3';
export const Input = z.ZodDiscriminatedUnion.create('op', [
  z.ZodObject.create({ op: z.literal('a'), k: z.string() }),
  z.object({ op: z.literal('b'), k: ${b} }),
]);`;
  const differ = created('z.ZodNumber.create()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both strings', code: created('z.ZodString.create()') }],
    invalid: [{ name: 'a number made by ZodNumber.create()', code: differ, errors: [typeMismatch(locAfter(differ, "z.literal('b'), ", 'k'), 'k', 'b', 'number', 'string', 'string in a; number in b')] }],
  });
});

describe('methods of object tables, generators, Array.of(), memo tables and arguments', () => {
  // Each was untraceable with its reason (grammar v18: 286, 208, 262, 224 and 67 projects).
  const table = (update: string) => `import { z } from 'zod';
const Ops = {
  base: z.object({ id: z.string() }),
  make(op: string, shape: z.ZodRawShape) { return this.base.extend({ op: z.literal(op), ...shape }); },
  get update() { return this.make('update', { k: ${update} }); },
};
export const Input = z.discriminatedUnion('op', [Ops.make('create', { k: z.string() }), Ops.update] as never);`;
  const generated = (update: string) => `import { z } from 'zod';
function* options() {
  yield z.object({ op: z.literal('create'), k: z.string() });
  yield* [z.object({ op: z.literal('update'), k: ${update} })];
}
export const Input = z.discriminatedUnion('op', [...options()] as never);`;
  const arrayOf = (update: string) => `import { z } from 'zod';
export const Input = z.discriminatedUnion('op', Array.of(z.object({ op: z.literal('create'), k: z.string() }), z.object({ op: z.literal('update'), k: ${update} })) as never);`;
  const memo = (update: string) => `import { z } from 'zod';
const cache: Record<string, z.ZodObject> = {};
function variant(op: 'create' | 'update') {
  if (op === 'create') return (cache.create ??= z.object({ op: z.literal('create'), k: z.string() }));
  return (cache.update ??= z.object({ op: z.literal('update'), k: ${update} }));
}
export const Input = z.discriminatedUnion('op', [variant('create'), variant('update')]);`;
  const args = (update: string) => `function du() {
  return z.discriminatedUnion('op', Array.from(arguments) as never);
}
import { z } from 'zod';
export const Input = du(z.object({ op: z.literal('create'), k: z.string() }), z.object({ op: z.literal('update'), k: ${update} }));`;
  // Each with the text just before the number's key.
  const cases = [
    ['an object table whose getter calls its method through this', table, "('update', { "],
    ['a generator', generated, "z.literal('update'), "],
    ['Array.of()', arrayOf, "z.literal('update'), "],
    ['a memo table filled by ??=', memo, "z.literal('update'), "],
    ['arguments', args, "z.literal('update'), "],
  ] as const;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: cases.map(([name, make]) => ({ name: `${name}, both strings`, code: make('z.string().min(1)') })),
    invalid: cases.map(([name, make, before]) => {
      const code = make('z.number()');
      return { name, code, errors: [typeMismatch(locAfter(code, before, 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] };
    }),
  });
});

describe('statics a static block fills in a loop', () => {
  // `static all = []; static { for (...) this.all.push(...) }` was "a class with a static block that
  // does more than set its statics" (grammar v17: 201 projects, v18: 19).
  const registry = (update: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
export class Registry {
  static base = z.object({ id: z.string() });
  static all: z.ZodObject[] = [];
  static byName: Record<string, z.ZodObject> = {};
  static {
    for (const op of ['create', 'update'] as const) {
      const made = this.base.extend({ op: z.literal(op), ...SH[op] });
      Registry.all.push(made);
      this.byName[op] = made;
    }
  }
}
export const Input = z.discriminatedUnion('op', Registry.all as never);
export const ByName = z.discriminatedUnion('op', Object.values(Registry.byName) as never);`;
  // A subclass's getter does not hide a field its base class sets: the field is the instance's own.
  const shadowed = `import { z } from 'zod';
class Base { create = z.object({ op: z.literal('create'), k: z.string() }); }
class Sub extends Base {
  get create() { return z.object({ op: z.literal('create'), k: z.number() }); }
  update = z.object({ op: z.literal('update'), k: z.string() });
}
const made = new Sub();
export const Input = z.discriminatedUnion('op', [made.create, made.update]);`;
  const differ = registry('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'both strings', code: registry('z.string().min(1)') },
      { name: "a base class's field and a subclass's getter of the same name", code: shadowed },
    ],
    invalid: [
      {
        // Both unions list the same two objects, made at one place: one report there.
        name: 'a number in one',
        code: differ,
        errors: [typeMismatch(keyLoc(differ, 'update: {', 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')],
      },
    ],
  });
});

describe('a getter of an object table that maps a list', () => {
  // `get all() { return KEYS.map((k) => ...this.shapes[k]) }` was read as a lazy schema ("found a
  // lazy schema"): a method only lists have makes a list.
  const table = (b: string) => `import { z } from 'zod';
const T = {
  shapes: { a: { n: z.number() }, b: { n: ${b} } },
  get all() { return (['a', 'b'] as const).map((k) => z.object({ op: z.literal(k), ...this.shapes[k] })); },
};
export const Input = z.discriminatedUnion('op', T.all as never);`;
  const differ = table('z.string()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'both numbers', code: table('z.number().min(1)') }],
    invalid: [{ name: 'a string in one', code: differ, errors: [typeMismatch(keyLoc(differ, 'b: {', 'n'), 'n', 'b', 'string', 'number', 'number in a; string in b')] }],
  });
});

describe('this in a static method is the class it is called on', () => {
  // `Sub.all()` of a method Sub inherits, or `super.all()` in Sub's own, runs with `this` Sub: it
  // was read as Base (rerun of session 42, R3: a false report).
  const classes = (sub: string) => `import { z } from 'zod';
class Base {
  static A = z.object({ op: z.literal('a'), k: z.string() });
  static all() { return [this.A]; }
}
class Sub extends Base {
  static A = z.object({ op: z.literal('a'), k: ${sub} });
  static B = z.object({ op: z.literal('b'), k: ${sub} });
  static own() { return [...super.all(), this.B]; }
}
export const Own = z.discriminatedUnion('op', Sub.own());
export const Both = z.union([...Sub.all(), ...Base.all()]);`;
  const differ = classes('z.number()');
  const tableSet = `import { z } from 'zod';
const T = {
  base: z.object({ n: z.string() }),
  make(op: string) { return this.base.extend({ op: z.literal(op) }); },
};
T.base = z.object({ n: z.number() });
export const Input = z.discriminatedUnion('op', [T.make('a'), z.object({ op: z.literal('b'), n: z.string() })]);`;
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: "Sub's A a string too", code: classes('z.string().min(1)') }],
    invalid: [
      {
        // A method of an object table reads `this` as the table a call is made on, set after its declaration.
        name: 'a table whose base a statement sets before the call',
        code: tableSet,
        errors: [typeMismatch(locAfter(tableSet, "z.literal('b'), ", 'n'), 'n', 'b', 'string', 'number', 'number in a; string in b')],
      },
      {
        // Own is Sub's A and B, alike: nothing (read as Base's A, a false report). Both is Sub's A and Base's A.
        name: "Sub's A a number",
        code: differ,
        errors: [typeMismatch(locAfter(differ, "z.literal('a'), ", 'k'), 'k', 'option 2', 'string', 'number', 'number in option 1; string in option 2')],
      },
    ],
  });
});

describe('this in a static getter a subclass inherits is the subclass', () => {
  // `Sub.schema` of Base's `static get schema() { return z.object({ ...this.shape }) }` runs with
  // `this` Sub; it was read with Base's shape: silently the wrong field (a known gap of session 42).
  const classes = (sub: string) => `import { z } from 'zod';
class Base {
  static shape = { k: z.string() };
  static get schema() { return z.object({ op: z.literal('a'), ...this.shape }); }
}
class Sub extends Base {
  static shape = { k: ${sub} };
}
export const Input = z.discriminatedUnion('op', [Sub.schema, z.object({ op: z.literal('b'), k: z.string() })]);
export const Same = z.discriminatedUnion('op', [Base.schema, z.object({ op: z.literal('c'), k: z.string() })]);`;
  const differ = classes('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: "Sub's shape a string too", code: classes('z.string().min(1)') }],
    invalid: [
      {
        // Same reads Base's own shape: nothing there.
        name: "Sub's shape a number",
        code: differ,
        errors: [typeMismatch(locAfter(differ, "z.literal('b'), ", 'k'), 'k', 'b', 'string', 'number', 'number in a; string in b')],
      },
    ],
  });
});

describe('what a listing of a class or an instance finds: its fields, not its methods or getters', () => {
  // Static methods and accessors are not enumerable, and an instance's methods and getters are its
  // prototype's: `Object.values(Ops)` and `{ ...new Tool() }` list the fields only. Both listed
  // the getters too (a false report), and the methods (a false untraceable option; found in review).
  const statics = (b: string) => `import { z } from 'zod';
class Ops {
  static A = z.object({ op: z.literal('a'), k: z.string() });
  static B = z.object({ op: z.literal('b'), k: ${b} });
  static get C() { return z.object({ op: z.literal('c'), k: z.number() }); }
  static make() { return z.object({ op: z.literal('d'), k: z.number() }); }
}
export const Input = z.discriminatedUnion('op', Object.values(Ops) as never);
export const Made = Ops.make();`;
  const instance = (b: string) => `import { z } from 'zod';
class Tool {
  a = z.object({ op: z.literal('a'), k: z.string() });
  b = z.object({ op: z.literal('b'), k: ${b} });
  get c() { return z.object({ op: z.literal('c'), k: z.number() }); }
}
const T = new Tool();
export const Input = z.discriminatedUnion('op', Object.values({ ...T }) as never);
export const Read = z.discriminatedUnion('op', [T.a, T.c]);`;
  const staticDiffer = statics('z.boolean()');
  const instanceDiffer = instance('z.boolean()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'static fields alike', code: statics('z.string()') }],
    invalid: [
      { name: 'a static field differs', code: staticDiffer, errors: [typeMismatch(locAfter(staticDiffer, "z.literal('b'), ", 'k'), 'k', 'b', 'boolean', 'string', 'string in a; boolean in b')] },
      {
        // Read by name, the getter is a member (`T.c`), as before.
        name: 'instance fields alike, the getter read by name',
        code: instance('z.string()'),
        errors: [typeMismatch(locAfter(instance('z.string()'), "z.literal('c'), ", 'k'), 'k', 'c', 'number', 'string', 'string in a; number in c')],
      },
      {
        name: 'an instance field differs',
        code: instanceDiffer,
        errors: [
          typeMismatch(locAfter(instanceDiffer, "z.literal('b'), ", 'k'), 'k', 'b', 'boolean', 'string', 'string in a; boolean in b'),
          typeMismatch(locAfter(instanceDiffer, "z.literal('c'), ", 'k'), 'k', 'c', 'number', 'string', 'string in a; number in c'),
        ],
      },
    ],
  });
});

describe('.forEach() of a Map or a Set', () => {
  // A Map's callback gets (value, key), a Set's (value, value): read as a list's (element, index),
  // a Map's was "goes over a Map" and a Set's second argument an index (found in review).
  const mapped = (update: string) => `import { z } from 'zod';
const SH = new Map([['create', { k: z.string() }], ['update', { k: ${update} }]]);
const OPTS: z.ZodObject[] = [];
SH.forEach((shape, op) => OPTS.push(z.object({ op: z.literal(op), ...shape })));
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const setOf = (update: string) => `import { z } from 'zod';
const SH = { create: { k: z.string() }, update: { k: ${update} } };
const OPS = new Set(['create', 'update'] as const);
const OPTS: z.ZodObject[] = [];
OPS.forEach((_, op) => OPTS.push(z.object({ op: z.literal(op), ...SH[op] })));
export const Input = z.discriminatedUnion('op', OPTS as never);`;
  const differ = mapped('z.number()');
  const differSet = setOf('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'a Map, both strings', code: mapped('z.string().min(1)') },
      { name: 'a Set, both strings', code: setOf('z.string().min(1)') },
    ],
    invalid: [
      { name: "a Map's values with their keys", code: differ, errors: [typeMismatch(keyLoc(differ, "['update', {", 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
      { name: "a Set's values as their keys", code: differSet, errors: [typeMismatch(keyLoc(differSet, 'update: {', 'k'), 'k', 'update', 'number', 'string', 'string in create; number in update')] },
    ],
  });
});

describe('a union helper called through .bind(), a curried maker, a wrapper, or inside a function', () => {
  // Each call was missed, and the helper read alone ("'names' is a function parameter"): grammar
  // v19's h series (bound, curried, wrapped helpers) and a helper called where a tool is
  // registered. The call is read with its arguments wherever the evaluation reaches it.
  const BODY = "(names: string[]) { return z.discriminatedUnion('op', names.map((op, i) => z.object({ op: z.literal(op), k: i ? K : z.string() })) as never); }";
  const KEYED = "(key: string, names: string[]) { return z.discriminatedUnion(key as 'op', names.map((op, i) => z.object({ [key]: z.literal(op), k: i ? K : z.string() })) as never); }";
  const forms: Record<string, string> = {
    '.bind() under a name': `function makeUnion${KEYED}\nconst mk = makeUnion.bind(null, 'op');\nexport const Input = mk(['a', 'b']);`,
    '.bind() called at once': `function makeUnion${KEYED}\nexport const Input = makeUnion.bind(null, 'op')(['a', 'b']);`,
    '.bind() then .call()': `function makeUnion${KEYED}\nexport const Input = makeUnion.bind(null, 'op').call(null, ['a', 'b']);`,
    'a curried maker': `function unionMaker(key: string) { return function ${BODY} }\nexport const Input = unionMaker('op')(['a', 'b']);`,
    "a curried maker's function under a name": `const unionMaker = (key: string) => function ${BODY};\nconst mk = unionMaker('op');\nexport const Input = mk(['a', 'b']);`,
    'a function called where it is written': `function makeUnion${BODY}\nexport const Input = (() => makeUnion(['a', 'b']))();`,
    'a wrapper': `function makeUnion${BODY}\nconst wrapped = (names: string[]) => makeUnion(names);\nexport const Input = wrapped(['a', 'b']);`,
    'a wrapper of a wrapper': `function makeUnion${BODY}\nconst w1 = (n: string[]) => makeUnion(n);\nfunction w2(n: string[]) { return w1(n); }\nexport const Input = w2(['a', 'b']);`,
    'a function that registers a tool': `function makeUnion${BODY}\nexport function register(server: { tool(s: unknown): void }) {\n  server.tool(makeUnion(['a', 'b']));\n}`,
    'a callback of a call at the top level': `function makeUnion${BODY}\nexport const Inputs = [['a', 'b']].map((names) => makeUnion(names));`,
  };
  helperForms(forms);
});

describe('a union written in a callback of a call at the top level', () => {
  // `[[A, B]].map((pair) => z.union(pair))`, a registry mapped to tools: read pass by pass with
  // what the call hands the callback, where it was read alone ("'pair' is a function parameter").
  const mapped = (k: string) => `import { z } from 'zod';
const A = z.object({ op: z.literal('a'), k: z.string() });
const B = z.object({ op: z.literal('b'), k: ${k} });
const DEFS = { edit: [A, B] };
export const tools = Object.entries(DEFS).map(([name, ops]) => ({ name, input: z.discriminatedUnion('op', ops as never) }));`;
  const differ = mapped('z.number()');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [{ name: 'k a string in both', code: mapped('z.string()') }],
    invalid: [{ name: 'k a number in b', code: differ, errors: [typeMismatch(keyLoc(differ, 'const B', 'k'), 'k', 'b', 'number', 'string', 'string in a; number in b')] }],
  });
});

describe('a union helper called in callbacks of top-level calls and elsewhere', () => {
  // Each call in a callback is read through the call that calls its callback, even when another
  // call of the helper built its union first (a real-code sweep: the second call was never read).
  const code = (second: string) => `import { z } from 'zod';
const makeUnion = (opts: z.ZodObject[]) => z.union(opts as never);
export function reg(s: { tool(n: string, u: unknown): void }) { s.tool('k', makeUnion([z.object({ k: z.string() }), z.object({ k: z.string() })])); }
export const first = [[z.object({ a: z.string() }), z.object({ a: z.number() })]].map((p) => makeUnion(p));
export const second = [[z.object({ b: z.string() }), z.object({ b: ${second} })]].map((p) => makeUnion(p));`;
  const differ = code('z.number()');
  const mismatch = (path: string) => typeMismatch(keyLoc(differ, `}), z.object({ ${path}`, path), path, 'option 2', 'number', 'string', 'string in option 1; number in option 2');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [],
    invalid: [
      // The neighbour of the second callback's mismatch is the first's, alone (the second agreeing).
      { name: "the second callback's variants agree", code: code('z.string()'), errors: [typeMismatch(keyLoc(code('z.string()'), '}), z.object({ a', 'a'), 'a', 'option 2', 'number', 'string', 'string in option 1; number in option 2')] },
      { name: 'both callbacks differ', code: differ, errors: [mismatch('a'), mismatch('b')] },
    ],
  });
});

describe('a union helper called where a tool is registered, beside a direct call', () => {
  // In an anonymous default-exported function, and in a callback inside a named function: each
  // read where it is written, though the direct call built the helper's union first (the
  // real-code sweep of session 44: both were silent).
  const HELPER = "import { z } from 'zod';\nconst makeUnion = (opts: z.ZodObject[]) => z.union(opts as never);\nexport const direct = makeUnion([z.object({ k: z.string() }), z.object({ k: z.string() })]);";
  const byDefault = (a: string) => `${HELPER}\nexport default (s: { tool(n: string, u: unknown): void }) => {\n  s.tool('x', makeUnion([z.object({ a: z.string() }), z.object({ a: ${a} })]));\n};`;
  const onReady = (a: string) =>
    `${HELPER}\nexport function register(s: { on(e: string, f: () => void): void; tool(n: string, u: unknown): void }) {\n  s.on('ready', () => s.tool('x', makeUnion([z.object({ a: z.string() }), z.object({ a: ${a} })])));\n}`;
  const mismatch = (text: string) => typeMismatch(keyLoc(text, '}), z.object({ a', 'a'), 'a', 'option 2', 'number', 'string', 'string in option 1; number in option 2');
  ruleTester().run('no-collided-type-mismatch', rule, {
    valid: [
      { name: 'an anonymous default export, a string in both', code: byDefault('z.string()') },
      { name: 'a callback in a named function, a string in both', code: onReady('z.string()') },
    ],
    invalid: [
      { name: 'an anonymous default export', code: byDefault('z.number()'), errors: [mismatch(byDefault('z.number()'))] },
      { name: 'a callback in a named function', code: onReady('z.number()'), errors: [mismatch(onReady('z.number()'))] },
    ],
  });
});
