import rule from '../../rules/no-collided-coercion.js';
import { loc, ruleTester, type Loc } from './_helpers.js';

const COERCES = 'coerces its input';
const CATCHES = 'replaces invalid input with a fallback';
/** A short fallback is named in the message: `.catch(20)` against `.catch(50)` is not "only in" one without it. */
const catchesWith = (fallback: string) => `replaces invalid input with the fallback ${fallback}`;
const PREPROCESSES = 'rewrites its input before validating it';

function coercion(at: Loc, path: string, marker: string, what: string, withVariants: string, withoutVariants: string) {
  return {
    messageId: 'coercion' as const,
    ...at,
    data: { path, marker, what, withVariants, withoutVariants },
  };
}

// ---- z.coerce.* ------------------------------------------------------------------------------

/** Inside a record's values or a tuple's items (no path of their own): the field's. */
const insideMembers = (r: string, t: string) => `import { z } from 'zod';
const A = z.object({ r: ${r}, t: ${t} });
const B = z.object({ r: z.record(z.string(), z.number()), t: z.tuple([z.string()]) });
export const U = z.union([A, B]);`;
/** `.catch()` values compared as the values they build, not as their text. */
const caught = (a: string, b: string) => `import { z } from 'zod';
const A = z.object({ o: z.object({}).catch(${a}) });
const B = z.object({ o: z.object({}).catch(${b}) });
export const U = z.union([A, B]);`;
const caughtDiffer = caught("{ a: [1, { b: 'x' }] }", "{ a: [1, { b: 'y' }] }");
// An arrow that only returns a constant is that constant: Zod calls it for the fallback (grammar
// v11: `.catch(() => 20)` against `.catch(20)` was "only in c, not in d" and the reverse).
const caughtByArrow = (a: string, b: string) => caught(a, b).replaceAll('z.object({}).catch', 'z.number().catch');
const caughtByArrowDiffer = caughtByArrow('() => 20', '30');
const coerceInRecord = insideMembers('z.record(z.string(), z.coerce.number())', "z.tuple([z.string().catch('x')])");

const coerceInOne = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const coerceInAll = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.coerce.number().int() });
export const U = z.union([A, B]);`;

const coerceDifferentTypes = `import { z } from 'zod';
const A = z.object({ v: z.coerce.number() });
const B = z.object({ v: z.coerce.string() });
export const U = z.union([A, B]);`;

const coerceOptional = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number().optional() });
const B = z.object({ n: z.number().optional() });
export const U = z.union([A, B]);`;

const coerceDiscriminated = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setCount'), count: z.coerce.number() }),
  z.object({ type: z.literal('clear'), count: z.number() }),
]);`;

const coerceDiscriminatedValid = `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setCount'), count: z.coerce.number() }),
  z.object({ type: z.literal('clear'), count: z.coerce.number() }),
]);`;

const coerceThree = `import { z } from 'zod';
const A = z.object({ on: z.coerce.boolean() });
const B = z.object({ on: z.boolean() });
const C = z.object({ on: z.boolean() });
export const U = z.union([A, B, C]);`;

const coerceTwoOfThree = `import { z } from 'zod';
const A = z.object({ on: z.coerce.boolean() });
const B = z.object({ on: z.coerce.boolean() });
const C = z.object({ on: z.boolean() });
export const U = z.union([A, B, C]);`;

const coerceInline = `import { z } from 'zod';
export const U = z.union([
  z.object({ at: z.coerce.date(), note: z.string() }),
  z.object({ at: z.date(), note: z.string() }),
]);`;

const coerceNested = `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.coerce.number() }) });
const B = z.object({ o: z.object({ p: z.number() }) });
export const U = z.union([A, B]);`;

const coerceNestedValid = `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.coerce.number() }) });
const B = z.object({ o: z.object({ p: z.coerce.number() }) });
export const U = z.union([A, B]);`;

const coerceArray = `import { z } from 'zod';
const A = z.object({ tags: z.array(z.coerce.string()) });
const B = z.object({ tags: z.array(z.string()) });
export const U = z.union([A, B]);`;

const coerceArrayValid = `import { z } from 'zod';
const A = z.object({ tags: z.array(z.coerce.string()) });
const B = z.object({ tags: z.array(z.coerce.string()).max(3) });
export const U = z.union([A, B]);`;

const coerceOr = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.number() });
export const U = A.or(B);`;

const coerceOrValid = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.coerce.number() });
export const U = A.or(B);`;

const coerceXor = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.number() });
export const U = z.xor([A, B]);`;

const coerceMergedNested = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.number() });
const C = z.object({ n: z.number() });
export const U = z.union([A, z.union([B, C])]);`;

const coerceMergedNestedValid = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.coerce.number() });
const C = z.object({ n: z.coerce.number() });
export const U = z.union([A, z.union([B, C])]);`;

const coerceScalarUnionOption = `import { z } from 'zod';
const A = z.object({ v: z.union([z.coerce.number(), z.boolean()]) });
const B = z.object({ v: z.union([z.number(), z.boolean()]) });
export const U = z.union([A, B]);`;

// ---- .catch() --------------------------------------------------------------------------------

const catchInOne = `import { z } from 'zod';
const A = z.object({ n: z.number().catch(0) });
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const catchSameInAll = `import { z } from 'zod';
const A = z.object({ n: z.number().catch(0) });
const B = z.object({ n: z.number().min(1).catch( 0 ) });
export const U = z.union([A, B]);`;

const catchDifferentValues = `import { z } from 'zod';
const A = z.object({ n: z.number().catch(0) });
const B = z.object({ n: z.number().catch(1) });
export const U = z.union([A, B]);`;

const catchOptional = `import { z } from 'zod';
const A = z.object({ mode: z.enum(['fast', 'slow']).catch('fast').optional() });
const B = z.object({ mode: z.enum(['fast', 'slow']).optional() });
export const U = z.union([A, B]);`;

// ---- z.preprocess() --------------------------------------------------------------------------

const preprocessInOne = `import { z } from 'zod';
const A = z.object({ n: z.preprocess((v) => Number(v), z.number()) });
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const preprocessSharedFn = `import { z } from 'zod';
const toNumber = (v: unknown) => Number(v);
const A = z.object({ n: z.preprocess(toNumber, z.number()) });
const B = z.object({ n: z.preprocess(toNumber, z.number()) });
export const U = z.union([A, B]);`;

const preprocessSameText = `import { z } from 'zod';
const A = z.object({ n: z.preprocess((v) => Number(v), z.number()) });
const B = z.object({ n: z.preprocess((v) => Number(v), z.number()) });
export const U = z.union([A, B]);`;

const preprocessNamedImport = `import { z, preprocess } from 'zod';
const A = z.object({ n: preprocess((v) => Number(v), z.number()) });
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const preprocessMultiline = `import { z } from 'zod';
const A = z.object({
  n: z.preprocess(
    (v) => Number(v),
    z.number(),
  ),
});
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const preprocessDifferent = `import { z } from 'zod';
const A = z.object({ n: z.preprocess((v) => Number(v), z.number()) });
const B = z.object({ n: z.preprocess((v) => parseInt(String(v), 10), z.number()) });
export const U = z.union([A, B]);`;

const catchSharedBinding = `import { z } from 'zod';
const FALLBACK = 'fast';
const A = z.object({ mode: z.string().catch(FALLBACK) });
const B = z.object({ mode: z.string().catch(FALLBACK) });
export const U = z.union([A, B]);`;

// ---- fields the analysis could not read ------------------------------------------------------

/** C's field is a call the evaluator does not follow: it is neither "with" nor "without". */
const withUntraceable = `import { z } from 'zod';
declare function makeField(): z.ZodNumber;
const A = z.object({ n: z.coerce.number() });
const B = z.object({ n: z.number() });
const C = z.object({ n: makeField() });
export const U = z.union([A, B, C]);`;

const onlyUntraceableOther = `import { z } from 'zod';
declare function makeField(): z.ZodNumber;
const A = z.object({ n: z.coerce.number() });
const C = z.object({ n: makeField() });
export const U = z.union([A, C]);`;

// ---- not collided ----------------------------------------------------------------------------

const notCollided = `import { z } from 'zod';
const A = z.object({ n: z.coerce.number(), m: z.number().catch(0) });
const B = z.object({ o: z.number(), p: z.preprocess((v) => v, z.string()) });
export const U = z.union([A, B]);`;

const nestedNotCollided = `import { z } from 'zod';
const A = z.object({ o: z.object({ p: z.coerce.number() }) });
const B = z.object({ o: z.object({ q: z.number() }) });
export const U = z.union([A, B]);`;

/** A default is not a hazard: it only fills in a missing key. */
const defaultOnly = `import { z } from 'zod';
const A = z.object({ n: z.number().default(0) });
const B = z.object({ n: z.number() });
export const U = z.union([A, B]);`;

const notAUnion = `import { z } from 'zod';
export const A = z.object({ n: z.coerce.number() });
export const B = z.object({ n: z.number() });`;

ruleTester().run('no-collided-coercion', rule, {
  valid: [
    { name: 'the same object as a fallback, written with other quotes and spaces', code: caught("{ a: [1, { b: 'x' }] }", '{ "a": [1, {"b": "x"}] }') },
    { name: 'an arrow returning the fallback and the fallback itself', code: caughtByArrow('() => 20', '20') },
    { name: 'an arrow of the context returning a constant read from a const', code: caughtByArrow('(ctx) => LIMIT', '20').replace('const A', 'const LIMIT = 20;\nconst A') },
    { name: 'plain record values and tuple items in both', code: insideMembers('z.record(z.string(), z.number())', 'z.tuple([z.string()])') },
    // The same coerced type in every variant, whatever else differs.
    { name: 'coerceInAll', code: coerceInAll },
    { name: 'coerceDiscriminatedValid', code: coerceDiscriminatedValid },
    { name: 'coerceNestedValid', code: coerceNestedValid },
    { name: 'coerceArrayValid', code: coerceArrayValid },
    { name: 'coerceOrValid', code: coerceOrValid },
    { name: 'coerceMergedNestedValid', code: coerceMergedNestedValid },
    // The same `.catch()` value in every variant (whitespace does not matter).
    { name: 'catchSameInAll', code: catchSameInAll },
    // The same preprocess function (one binding, or the same text) in every variant.
    { name: 'preprocessSharedFn', code: preprocessSharedFn },
    { name: 'preprocessSameText', code: preprocessSameText },
    { name: 'catchSharedBinding', code: catchSharedBinding },
    // Nothing to compare against: the only other declaration could not be read.
    { name: 'onlyUntraceableOther', code: onlyUntraceableOther },
    // A field only one variant declares is not collided.
    { name: 'notCollided', code: notCollided },
    { name: 'notAUnion', code: notAUnion },
    { name: 'nestedNotCollided', code: nestedNotCollided },
    { name: 'defaultOnly', code: defaultOnly },
    // ignoreKeys skips the path and everything under it.
    { name: 'coerceInOne with [{ ignoreKeys: ["n"] }]', code: coerceInOne, options: [{ ignoreKeys: ['n'] }] },
    { name: 'coerceNested with [{ ignoreKeys: ["o"] }]', code: coerceNested, options: [{ ignoreKeys: ['o'] }] },
    { name: 'coerceNested with [{ ignoreKeys: ["o.p"] }]', code: coerceNested, options: [{ ignoreKeys: ['o.p'] }] },
    { name: 'coerceArray with [{ ignoreKeys: ["tags"] }]', code: coerceArray, options: [{ ignoreKeys: ['tags'] }] },
    { name: 'catchDifferentValues with [{ ignoreKeys: ["n"] }]', code: catchDifferentValues, options: [{ ignoreKeys: ['n'] }] },
  ],
  invalid: [
    {
      name: 'an arrow returning another fallback',
      code: caughtByArrowDiffer,
      errors: [
        coercion(loc(caughtByArrowDiffer, 'catch(() => 20)'), 'o', '.catch()', catchesWith('20'), 'variant A', 'variant B'),
        coercion(loc(caughtByArrowDiffer, 'catch(30)'), 'o', '.catch()', catchesWith('30'), 'variant B', 'variant A'),
      ],
    },
    {
      name: 'fallback objects that differ deep inside',
      code: caughtDiffer,
      errors: [
        coercion(loc(caughtDiffer, "catch({ a: [1, { b: 'x' }] })"), 'o', '.catch()', catchesWith('{"a":[1,{"b":"x"}]}'), 'variant A', 'variant B'),
        coercion(loc(caughtDiffer, "catch({ a: [1, { b: 'y' }] })"), 'o', '.catch()', catchesWith('{"a":[1,{"b":"y"}]}'), 'variant B', 'variant A'),
      ],
    },
    {
      name: 'a coerced record value and a caught tuple item in one variant',
      code: coerceInRecord,
      errors: [
        coercion(loc(coerceInRecord, 'z.coerce.number()'), 'r.*', 'z.coerce.number()', COERCES, 'variant A', 'variant B'),
        coercion(loc(coerceInRecord, "catch('x')"), 't[0]', '.catch()', catchesWith('"x"'), 'variant A', 'variant B'),
      ],
    },
    {
      name: 'coerceInOne',
      code: coerceInOne,
      errors: [coercion(loc(coerceInOne, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      // Coercing to different types: neither coercion is in every variant.
      name: 'coerceDifferentTypes',
      code: coerceDifferentTypes,
      errors: [
        coercion(loc(coerceDifferentTypes, 'z.coerce.number()'), 'v', 'z.coerce.number()', COERCES, 'variant A', 'variant B'),
        coercion(loc(coerceDifferentTypes, 'z.coerce.string()'), 'v', 'z.coerce.string()', COERCES, 'variant B', 'variant A'),
      ],
    },
    {
      name: 'coerceOptional',
      code: coerceOptional,
      errors: [coercion(loc(coerceOptional, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      name: 'coerceDiscriminated',
      code: coerceDiscriminated,
      errors: [
        coercion(loc(coerceDiscriminated, 'z.coerce.number()'), 'count', 'z.coerce.number()', COERCES, 'variant setCount', 'variant clear'),
      ],
    },
    {
      name: 'coerceThree',
      code: coerceThree,
      errors: [coercion(loc(coerceThree, 'z.coerce.boolean()'), 'on', 'z.coerce.boolean()', COERCES, 'variant A', 'variants B and C')],
    },
    {
      name: 'coerceTwoOfThree',
      code: coerceTwoOfThree,
      errors: [
        coercion(loc(coerceTwoOfThree, 'z.coerce.boolean()', 0), 'on', 'z.coerce.boolean()', COERCES, 'variants A and B', 'variant C'),
        coercion(loc(coerceTwoOfThree, 'z.coerce.boolean()', 1), 'on', 'z.coerce.boolean()', COERCES, 'variants A and B', 'variant C'),
      ],
    },
    {
      // Inline options without a discriminator or a name are labelled by position.
      name: 'coerceInline',
      code: coerceInline,
      errors: [coercion(loc(coerceInline, 'z.coerce.date()'), 'at', 'z.coerce.date()', COERCES, 'variant option 1', 'variant option 2')],
    },
    {
      name: 'coerceNested',
      code: coerceNested,
      errors: [coercion(loc(coerceNested, 'z.coerce.number()'), 'o.p', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      // An ignored key elsewhere does not hide this one.
      name: 'coerceNested with [{ ignoreKeys: ["o.q", "p"] }]',
      code: coerceNested,
      options: [{ ignoreKeys: ['o.q', 'p'] }],
      errors: [coercion(loc(coerceNested, 'z.coerce.number()'), 'o.p', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      name: 'coerceArray',
      code: coerceArray,
      errors: [coercion(loc(coerceArray, 'z.coerce.string()'), 'tags[]', 'z.coerce.string()', COERCES, 'variant A', 'variant B')],
    },
    {
      name: 'coerceOr',
      code: coerceOr,
      errors: [coercion(loc(coerceOr, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      name: 'coerceXor',
      code: coerceXor,
      errors: [coercion(loc(coerceXor, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      // A union option that is a union is merged into one variant set.
      name: 'coerceMergedNested',
      code: coerceMergedNested,
      errors: [
        coercion(loc(coerceMergedNested, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variants B and C'),
      ],
    },
    {
      // A scalar option of a field-level union is part of the field.
      name: 'coerceScalarUnionOption',
      code: coerceScalarUnionOption,
      errors: [
        coercion(loc(coerceScalarUnionOption, 'z.coerce.number()'), 'v', 'z.coerce.number()', COERCES, 'variant A', 'variant B'),
      ],
    },
    {
      name: 'catchInOne',
      code: catchInOne,
      errors: [coercion(loc(catchInOne, 'catch(0)'), 'n', '.catch()', catchesWith('0'), 'variant A', 'variant B')],
    },
    {
      // Different fallbacks are different markers: each is missing from the other variant.
      name: 'catchDifferentValues',
      code: catchDifferentValues,
      errors: [
        coercion(loc(catchDifferentValues, 'catch(0)'), 'n', '.catch()', catchesWith('0'), 'variant A', 'variant B'),
        coercion(loc(catchDifferentValues, 'catch(1)'), 'n', '.catch()', catchesWith('1'), 'variant B', 'variant A'),
      ],
    },
    {
      name: 'catchOptional',
      code: catchOptional,
      errors: [coercion(loc(catchOptional, "catch('fast')"), 'mode', '.catch()', catchesWith('"fast"'), 'variant A', 'variant B')],
    },
    {
      name: 'withUntraceable',
      code: withUntraceable,
      errors: [coercion(loc(withUntraceable, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant A', 'variant B')],
    },
    {
      name: 'preprocessInOne',
      code: preprocessInOne,
      errors: [
        coercion(
          loc(preprocessInOne, 'preprocess((v) => Number(v), z.number())'),
          'n',
          'z.preprocess()',
          PREPROCESSES,
          'variant A',
          'variant B',
        ),
      ],
    },
    {
      // A named import has no property name: the whole call is the hazard.
      name: 'preprocessNamedImport',
      code: preprocessNamedImport,
      errors: [
        coercion(
          loc(preprocessNamedImport, 'preprocess((v) => Number(v), z.number())'),
          'n',
          'preprocess()',
          PREPROCESSES,
          'variant A',
          'variant B',
        ),
      ],
    },
    {
      name: 'preprocessMultiline',
      code: preprocessMultiline,
      errors: [
        coercion(
          loc(preprocessMultiline, 'preprocess(\n    (v) => Number(v),\n    z.number(),\n  )'),
          'n',
          'z.preprocess()',
          PREPROCESSES,
          'variant A',
          'variant B',
        ),
      ],
    },
    {
      // Two different preprocess functions: each is in one variant only.
      name: 'preprocessDifferent',
      code: preprocessDifferent,
      errors: [
        coercion(loc(preprocessDifferent, 'preprocess((v) => Number(v), z.number())'), 'n', 'z.preprocess()', PREPROCESSES, 'variant A', 'variant B'),
        coercion(
          loc(preprocessDifferent, 'preprocess((v) => parseInt(String(v), 10), z.number())'),
          'n',
          'z.preprocess()',
          PREPROCESSES,
          'variant B',
          'variant A',
        ),
      ],
    },
  ],
});

// `z.number({ coerce: true })` coerces as `z.coerce.number()` does: Zod spreads the params into the
// def, and TypeScript's types leaving `coerce` out do not stop JavaScript. It was read as a plain
// number.
const coerceParam = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: z.number({ coerce: true }) }),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
const coerceParamOnce = coerceParam('z.number()');

ruleTester().run('no-collided-coercion: the coerce param', rule, {
  valid: [
    { name: 'coerced in both, written two ways', code: coerceParam('z.coerce.number()') },
    {
      name: 'params that do not coerce',
      code: coerceParam('z.number({ error: "a number" })').replace('z.number({ coerce: true })', 'z.number({ coerce: false })'),
    },
  ],
  invalid: [
    {
      name: 'in one variant',
      code: coerceParamOnce,
      errors: [coercion(loc(coerceParamOnce, 'z.number({ coerce: true })'), 'n', 'z.coerce.number()', COERCES, 'variant a', 'variant b')],
    },
  ],
});

// A preprocess applied twice rewrites twice (`double` of `double`): a preprocess of its own, which a
// variant that applies it once lacks, as a transform applied twice is a marker of its own.
const preprocessTwice = (b: string) => `import { z } from 'zod';
const double = (v: unknown) => (typeof v === 'number' ? v * 2 : v);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: z.preprocess(double, z.preprocess(double, z.number().max(10))) }),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
const preprocessOnce = preprocessTwice('z.preprocess(double, z.number().max(10))');

ruleTester().run('no-collided-coercion: a preprocess applied twice', rule, {
  valid: [{ name: 'twice in both variants', code: preprocessTwice('z.preprocess(double, z.preprocess(double, z.number().max(10)))') }],
  invalid: [
    {
      name: 'twice against once: the second one is reported',
      code: preprocessOnce,
      errors: [coercion(loc(preprocessOnce, 'preprocess(double, z.number().max(10))'), 'n', 'z.preprocess()', PREPROCESSES, 'variant a', 'variant b')],
    },
  ],
});

// A union's null option behind `.catch()` is not a plain null: the union is no nullable S, and the
// catch (it takes every input, `5` becomes `null`) is the variant's.
const caughtNull = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: z.union([z.string(), z.null().catch(null)]) }),
  z.object({ op: z.literal('b'), v: z.union([z.string(), ${b}]) }),
]);`;
const caughtNullOnce = caughtNull('z.null()');

ruleTester().run('no-collided-coercion: a null option behind .catch()', rule, {
  valid: [{ name: 'caught in both', code: caughtNull('z.null().catch(null)') }],
  invalid: [
    {
      name: 'caught in one variant only',
      code: caughtNullOnce,
      errors: [coercion(loc(caughtNullOnce, 'catch(null)'), 'v', '.catch()', catchesWith('null'), 'variant a', 'variant b')],
    },
  ],
});

// A helper called again inside the function it is given (`lazyOf(() => lazyOf(() => S))`, a
// helper that calls its callback): a call from another place is a call inside a call, not a
// cycle. Both were "'lazyOf()' calls itself" (regression sweep of session 28).
{
  const nested = (b: string) => `import { z } from 'zod';
const lazyOf = (f) => z.lazy(f);
const callOf = (f) => f();
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), id: z.preprocess((v) => (v === '' ? undefined : v), z.string()), n: z.coerce.number() }),
  z.object({ kind: z.literal('b'), id: lazyOf(() => lazyOf(() => ${b})), n: callOf(() => callOf(() => z.number())) }),
]);`;
  const inA = nested('z.string()');
  ruleTester().run('no-collided-coercion: a helper called inside the function it is given', rule, {
    valid: [
      {
        name: 'the same in b, through the nested helpers',
        code: inA
          .replace('lazyOf(() => lazyOf(() => z.string()))', "lazyOf(() => lazyOf(() => z.preprocess((v) => (v === '' ? undefined : v), z.string())))")
          .replace('callOf(() => callOf(() => z.number()))', 'callOf(() => callOf(() => z.coerce.number()))'),
      },
    ],
    invalid: [
      {
        name: 'preprocessed and coerced in a only',
        code: inA,
        errors: [
          coercion(loc(inA, 'preprocess((v) => (v === \'\' ? undefined : v), z.string())'), 'id', 'z.preprocess()', PREPROCESSES, 'variant a', 'variant b'),
          coercion(loc(inA, 'z.coerce.number()'), 'n', 'z.coerce.number()', COERCES, 'variant a', 'variant b'),
        ],
      },
    ],
  });
}

// A variant that forbids the key (`z.undefined()`, `z.never().optional()`) takes no value to coerce:
// it is no variant without the coercion (vercel/workflow's runs: `completedAt: z.undefined()` while
// pending, `z.coerce.date()` once completed). Between variants that take a value, a coercion in
// some is still reported, and the forbidding one is named on neither side.
const runs = (pending: string, failed: string) => `import { z } from 'zod';
export const Run = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), attempts: ${pending} }),
  z.object({ status: z.literal('completed'), attempts: z.coerce.number() }),
  z.object({ status: z.literal('failed'), attempts: ${failed} }),
]);`;
const plainFailed = runs('z.undefined()', 'z.number()');
ruleTester().run('no-collided-coercion: a variant that forbids the key', rule, {
  valid: [
    { name: 'z.undefined()', code: runs('z.undefined()', 'z.coerce.number()') },
    { name: 'z.never().optional()', code: runs('z.never().optional()', 'z.coerce.number()') },
    { name: 'z.undefined().optional()', code: runs('z.undefined().optional()', 'z.coerce.number()') },
  ],
  invalid: [
    {
      name: 'a value-taking variant without it',
      code: plainFailed,
      errors: [coercion(loc(plainFailed, 'z.coerce.number()'), 'attempts', 'z.coerce.number()', COERCES, 'variant completed', 'variant failed')],
    },
    {
      // z.undefined().nullable() takes null: a value, compared like any other.
      name: 'a nullable z.undefined() takes null',
      code: runs('z.undefined().nullable()', 'z.coerce.number()'),
      errors: [
        coercion(loc(runs('z.undefined().nullable()', 'z.coerce.number()'), 'z.coerce.number()'), 'attempts', 'z.coerce.number()', COERCES, 'variants completed and failed', 'variant pending'),
        coercion(loc(runs('z.undefined().nullable()', 'z.coerce.number()'), 'z.coerce.number()', 1), 'attempts', 'z.coerce.number()', COERCES, 'variants completed and failed', 'variant pending'),
      ],
    },
  ],
});

// A `z.preprocess(fn)` written once in a helper and reading the helper's argument is one function
// per call: `op('a', 5)` and `op('b', 10)` clamp to other bounds. It was "only in variant a, not in
// variant b" and the reverse at one place, as the hidden-check rule's closures were (session 33):
// one report there now, naming the values.
const clamped = (a: string, b: string) => `import { z } from 'zod';
const op = (name: string, max: number) =>
  z.object({ op: z.literal(name), n: z.preprocess((v) => Math.min(Number(v), max), z.number()) });
export const U = z.discriminatedUnion('op', [op('a', ${a}), op('b', ${b})]);`;
const clampedDiffer = clamped('5', '10');
ruleTester().run('no-collided-coercion: a preprocess function reading a helper argument', rule, {
  valid: [{ name: 'the same argument in both calls', code: clamped('5', '5') }],
  invalid: [
    {
      name: 'another argument in each call',
      code: clampedDiffer,
      errors: [
        {
          messageId: 'hiddenArguments',
          ...loc(clampedDiffer, 'preprocess((v) => Math.min(Number(v), max), z.number())'),
          data: { path: 'n', marker: 'z.preprocess()', what: 'rewrites its input before validating it', withVariants: 'variants a and b', values: 'max = 5 in variant a; max = 10 in variant b' },
        },
      ],
    },
  ],
});
