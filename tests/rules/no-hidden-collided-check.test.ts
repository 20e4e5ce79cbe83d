/**
 * no-hidden-collided-check: a hidden marker (custom check, overwrite, pipe) on a collided field
 * of a flattened union that not every declaring variant carries.
 *
 * Every invalid case has a valid neighbour in the same group: the same code with the difference
 * removed (the marker in every declaring variant, the marker dropped, or the construct that hides
 * the schema from the analysis). Positions are ESLint's: 1-based lines and columns, the end
 * exclusive. A method marker spans from the method name to its closing paren (`trim()` of
 * `.trim()`), a check function inside `.check()` from its name (`trim()` of `z.trim()`), a named
 * import the whole call.
 *
 * 184 valid and 164 invalid cases.
 */
import { RuleTester } from '@typescript-eslint/rule-tester';
import { describe } from 'vitest';
import rule from '../../rules/no-hidden-collided-check.js';
import { loc } from './_helpers.js';

const ruleTester = new RuleTester();

const CUSTOM = 'a custom check';
const OVERWRITE = 'an overwrite that rewrites the value';
const PIPE = 'a pipe whose output JSON Schema does not show';

/** The report at occurrence `nth` of `needle` in `code`, with its message data. */
function hiddenAt(
  code: string,
  needle: string,
  data: { path: string; marker: string; what: string; withVariants: string; withoutVariants: string },
  nth = 0,
) {
  return { messageId: 'hiddenCheck' as const, ...loc(code, needle, nth), data };
}

/** A union nested under `kind: 'move'`, whose option `to` transforms its own `how`; `copy` declares `other` as `copied`. */
const nestedDispatch = (copied: string, other = 'how') => `import { z } from 'zod';

const Move = z.discriminatedUnion('how', [
  z.object({ kind: z.literal('move'), how: z.literal('by'), dx: z.number() }),
  z.object({ kind: z.literal('move'), how: z.literal('to').transform((m) => m.toUpperCase()), x: z.number() }),
]);
export const Action = z.discriminatedUnion('kind', [z.object({ kind: z.literal('copy'), ${other}: ${copied} }), Move]);
`;

// ------------------------------------------------------------------------------------------------
// import forms
describe('import forms', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'import { z } from \'zod\': .trim() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'import * as z from \'zod\': .trim() in both variants',
        code: `import * as z from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'import z from \'zod\': .trim() in both variants',
        code: `import z from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'import { z as zod } from \'zod\': .trim() in both variants',
        code: `import { z as zod } from 'zod';

export const Action = zod.discriminatedUnion('kind', [
  zod.object({ kind: zod.literal('a'), text: zod.string().trim() }),
  zod.object({ kind: zod.literal('b'), text: zod.string().trim() }),
]);
`,
      },
      {
        name: 'const z = require(\'zod\'): .trim() in both variants',
        code: `const z = require('zod');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'const { z } = require(\'zod\'): .trim() in both variants',
        code: `const { z } = require('zod');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'import { z } from \'zod/v4\': .trim() in both variants',
        code: `import { z } from 'zod/v4';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'import { z } from \'zod/v3\': .trim() in both variants',
        code: `import { z } from 'zod/v3';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'named factories (string as str): .trim() in both variants',
        code: `import { discriminatedUnion, literal, object, string as str } from 'zod';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: str().trim() }),
  object({ kind: literal('b'), text: str().trim() }),
]);
`,
      },
      {
        name: 'named union() of inline objects: .trim() in both',
        code: `import { number, object, string as str, union } from 'zod';

export const Input = union([
  object({ text: str().trim(), size: number() }),
  object({ text: str().trim() }),
]);
`,
      },
      {
        name: 'factories destructured from require(zod): .trim() in both',
        code: `const { discriminatedUnion, literal, object, string } = require('zod');

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().trim() }),
  object({ kind: literal('b'), text: string().trim() }),
]);
`,
      },
      {
        name: 'import type { z } from \'zod\' is not a value: no report',
        code: `import type { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
      {
        name: 'import { type z } from \'zod\' is not a value: no report',
        code: `import { type z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
      {
        name: 'a local z shadowing the import is not Zod: no report',
        code: `import { z } from 'zod';

export function build() {
  const z = makeFakeZod();
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), text: z.string().trim() }),
    z.object({ kind: z.literal('b'), text: z.string() }),
  ]);
}
`,
      },
      {
        name: 'a parameter named z shadowing the import is not Zod: no report',
        code: `import { z } from 'zod';

export const build = (z: any) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), text: z.string().trim() }),
    z.object({ kind: z.literal('b'), text: z.string() }),
  ]);
`,
      },
      {
        name: 'the same wrapper module, not listed in settings: not Zod',
        code: `import { z } from '@acme/zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
      {
        name: 'a wrapper module listed in settings, .trim() in both variants',
        code: `import { z } from '@acme/zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
        settings: { 'zod-flatten': { zodImportSources: ['@acme/zod'] } },
      },
      {
        name: 'a module that is not Zod',
        code: `import { z } from 'not-zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'import { z } from \'zod\': .trim() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import * as z from \'zod\': .trim() in one variant',
        code: `import * as z from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import z from \'zod\': .trim() in one variant',
        code: `import z from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import { z as zod } from \'zod\': .trim() in one variant',
        code: `import { z as zod } from 'zod';

export const Action = zod.discriminatedUnion('kind', [
  zod.object({ kind: zod.literal('a'), text: zod.string().trim() }),
  zod.object({ kind: zod.literal('b'), text: zod.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 59,
            endLine: 4,
            endColumn: 65,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'const z = require(\'zod\'): .trim() in one variant',
        code: `const z = require('zod');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'const { z } = require(\'zod\'): .trim() in one variant',
        code: `const { z } = require('zod');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import { z } from \'zod/v4\': .trim() in one variant',
        code: `import { z } from 'zod/v4';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import { z } from \'zod/v3\': .trim() in one variant',
        code: `import { z } from 'zod/v3';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'named factories (string as str): .trim() in one variant',
        code: `import { discriminatedUnion, literal, object, string as str } from 'zod';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: str().trim() }),
  object({ kind: literal('b'), text: str() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 44,
            endLine: 4,
            endColumn: 50,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'named union() of inline objects: labels are option N',
        code: `import { number, object, string as str, union } from 'zod';

export const Input = union([
  object({ text: str().trim(), size: number() }),
  object({ text: str() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 24,
            endLine: 4,
            endColumn: 30,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant option 1',
              withoutVariants: 'variant option 2',
            },
          },
        ],
      },
      {
        name: 'factories destructured from require(zod): .trim() in one variant',
        code: `const { discriminatedUnion, literal, object, string } = require('zod');

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().trim() }),
  object({ kind: literal('b'), text: string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 47,
            endLine: 4,
            endColumn: 53,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'the import is still Zod outside the function that shadows it',
        code: `import { z } from 'zod';

export function build() {
  const z = makeFakeZod();
  return z.discriminatedUnion('kind', []);
}

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 9,
            column: 53,
            endLine: 9,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a wrapper module listed in settings[\'zod-flatten\'].zodImportSources is Zod',
        code: `import { z } from '@acme/zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        settings: { 'zod-flatten': { zodImportSources: ['@acme/zod'] } },
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// zod/mini sources and forms
describe('zod/mini sources and forms', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'import * as z from \'zod/mini\': .check(z.trim()) in both',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string().check(z.trim()) }),
]);
`,
      },
      {
        name: 'import * as z from \'zod/v4/mini\': .check(z.trim()) in both',
        code: `import * as z from 'zod/v4/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string().check(z.trim()) }),
]);
`,
      },
      {
        name: 'import * as z from \'zod/v4-mini\': .check(z.trim()) in both',
        code: `import * as z from 'zod/v4-mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string().check(z.trim()) }),
]);
`,
      },
      {
        name: 'import * as z from \'@zod/mini\': .check(z.trim()) in both',
        code: `import * as z from '@zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string().check(z.trim()) }),
]);
`,
      },
      {
        name: 'import { z } from \'zod/mini\': .check(z.trim()) in both',
        code: `import { z } from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string().check(z.trim()) }),
]);
`,
      },
      {
        name: 'named trim() from zod/mini in both variants',
        code: `import { discriminatedUnion, literal, object, string, trim } from 'zod/mini';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().check(trim()) }),
  object({ kind: literal('b'), text: string().check(trim()) }),
]);
`,
      },
      {
        name: 'zod/mini z.pipe(a, b) in both variants',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    size: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
  z.object({
    kind: z.literal('b'),
    size: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
]);
`,
      },
      {
        name: 'zod/mini z.optional(x) around the same refine in both',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.optional(z.string().check(z.refine((v) => v !== ''))) }),
  z.object({ kind: z.literal('b'), text: z.optional(z.string().check(z.refine((v) => v !== ''))) }),
]);
`,
      },
      {
        name: 'zod/mini z.extend(A, {...}) with the marker in both',
        code: `import * as z from 'zod/mini';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  z.extend(Base, { kind: z.literal('a'), text: z.string().check(z.toLowerCase()) }),
  z.extend(Base, { kind: z.literal('b'), text: z.string().check(z.toLowerCase()) }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'import * as z from \'zod/mini\': .check(z.trim()) in one variant',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 61,
            endLine: 4,
            endColumn: 67,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import * as z from \'zod/v4/mini\': .check(z.trim()) in one variant',
        code: `import * as z from 'zod/v4/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 61,
            endLine: 4,
            endColumn: 67,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import * as z from \'zod/v4-mini\': .check(z.trim()) in one variant',
        code: `import * as z from 'zod/v4-mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 61,
            endLine: 4,
            endColumn: 67,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import * as z from \'@zod/mini\': .check(z.trim()) in one variant',
        code: `import * as z from '@zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 61,
            endLine: 4,
            endColumn: 67,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'import { z } from \'zod/mini\': .check(z.trim()) in one variant',
        code: `import { z } from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(z.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 61,
            endLine: 4,
            endColumn: 67,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'named trim() from zod/mini: the whole call is the marker',
        code: `import { discriminatedUnion, literal, object, string, trim } from 'zod/mini';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().check(trim()) }),
  object({ kind: literal('b'), text: string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: 'trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'zod/mini z.pipe(a, b) in one variant',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    size: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
  z.object({
    kind: z.literal('b'),
    size: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 13,
            endLine: 6,
            endColumn: 59,
            data: {
              path: 'size',
              marker: 'z.pipe()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'zod/mini z.optional(x) around .check(z.refine(fn))',
        code: `import * as z from 'zod/mini';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.optional(z.string().check(z.refine((v) => v !== ''))) }),
  z.object({ kind: z.literal('b'), text: z.optional(z.string()) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 72,
            endLine: 4,
            endColumn: 95,
            data: {
              path: 'text',
              marker: 'z.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'zod/mini z.extend(A, {...}) overriding a field with a marker',
        code: `import * as z from 'zod/mini';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  z.extend(Base, { kind: z.literal('a'), text: z.string().check(z.toLowerCase()) }),
  z.extend(Base, { kind: z.literal('b') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 67,
            endLine: 6,
            endColumn: 80,
            data: {
              path: 'text',
              marker: 'z.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// marker kinds
describe('marker kinds', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: '.refine(fn) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => v.length > 2),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().refine((v) => v.length > 2),
  }),
]);
`,
      },
      {
        name: '.refine(fn) spanning lines in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => {
      return v.length > 2;
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().refine((v) => {
      return v.length > 2;
    }),
  }),
]);
`,
      },
      {
        name: '.superRefine(fn) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'empty' });
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'empty' });
    }),
  }),
]);
`,
      },
      {
        name: '.check(fn) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check((ctx) => {
      if (ctx.value === '') ctx.issues.push({ code: 'custom', message: 'empty', input: ctx.value });
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check((ctx) => {
      if (ctx.value === '') ctx.issues.push({ code: 'custom', message: 'empty', input: ctx.value });
    }),
  }),
]);
`,
      },
      {
        name: '.check(z.refine(fn)) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.refine((v) => v !== '')),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.refine((v) => v !== '')),
  }),
]);
`,
      },
      {
        name: '.trim() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim(),
  }),
]);
`,
      },
      {
        name: '.toLowerCase() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().toLowerCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().toLowerCase(),
  }),
]);
`,
      },
      {
        name: '.toUpperCase() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().toUpperCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().toUpperCase(),
  }),
]);
`,
      },
      {
        name: '.normalize() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().normalize(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().normalize(),
  }),
]);
`,
      },
      {
        // String.prototype.normalize() normalizes to NFC when given no form.
        name: ".normalize() and .normalize('NFC')",
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().normalize() }),
  z.object({ kind: z.literal('b'), text: z.string().normalize('NFC') }),
]);
`,
      },
      {
        name: '.slugify() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().slugify(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().slugify(),
  }),
]);
`,
      },
      {
        name: '.overwrite(fn) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().overwrite((v) => v.replace(/\\s+/g, ' ')),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().overwrite((v) => v.replace(/\\s+/g, ' ')),
  }),
]);
`,
      },
      {
        name: '.check(z.trim()) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.trim()),
  }),
]);
`,
      },
      {
        name: '.check(z.overwrite(fn)) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.overwrite((v) => v.slice(0, 10))),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.overwrite((v) => v.slice(0, 10))),
  }),
]);
`,
      },
      {
        name: '.transform(fn) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().transform((v) => v.length),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().transform((v) => v.length),
  }),
]);
`,
      },
      {
        name: '.pipe(schema) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().pipe(z.string().min(3)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().pipe(z.string().min(3)),
  }),
]);
`,
      },
      {
        name: 'z.pipe(a, b) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
]);
`,
      },
      {
        // Zod builds a pipe into a bare transform as .transform() builds it; live Zod reads both alike.
        name: 'S.pipe(z.transform(fn)) and z.pipe(S, z.transform(fn)) against S.transform(fn)',
        code: `import { z } from 'zod';
const upper = (v: string) => v.toUpperCase();

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().pipe(z.transform(upper)), tag: z.pipe(z.string(), z.transform(upper)) }),
  z.object({ kind: z.literal('b'), text: z.string().transform(upper), tag: z.string().transform(upper) }),
]);
`,
      },
      {
        name: 'z.codec(a, b, fns) in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    }),
  }),
]);
`,
      },
      {
        name: 'z.codec() with one decoder, its input written apart: .describe(), another spelling, .brand() (one codec)',
        code: `import { z } from 'zod';

const text = { decode: (s: string) => s, encode: (s: string) => s };
export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    at: z.codec(z.string().describe('when'), z.string(), { decode: (s) => s, encode: (s) => s }),
    on: z.codec(z.iso.datetime(), z.string(), text),
    id: z.codec(z.string().brand('Id'), z.string(), text),
  }),
  z.object({
    kind: z.literal('b'),
    at: z.codec(z.string(), z.string(), { decode: (s) => s, encode: (s) => s }),
    on: z.codec(z.string().datetime(), z.string(), text),
    id: z.codec(z.string(), z.string(), text),
  }),
]);
`,
      },
      {
        name: 'a check on a wrapper in every variant, and a check on the string under the wrapper in every variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: z.string().nullable().check(z.minLength(2)), n: z.number().check(z.gte(0)).optional() }),
  z.object({ kind: z.literal('b'), q: z.string().nullable().check(z.minLength(2)), n: z.number().check(z.gte(0)).optional() }),
]);
`,
      },
      {
        name: 'z.url() before another string format in every variant, and z.url() with a length bound against a string (a constraint)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: z.url().startsWith('h'), r: z.url().max(99) }),
  z.object({ kind: z.literal('b'), q: z.url().startsWith('h'), r: z.string().max(99) }),
]);
`,
      },
      {
        name: 'z.stringbool() in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.stringbool(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.stringbool(),
  }),
]);
`,
      },
      {
        name: '.refine(fn) on a number in neither variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    count: z.number(),
  }),
  z.object({
    kind: z.literal('b'),
    count: z.number().int().min(0),
  }),
]);
`,
      },
      {
        name: 'the same markers under wrappers in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    title: z.string().trim().optional(),
    body: z.string().refine((v) => v !== '').nullable(),
    note: z.string().toLowerCase().default(''),
    tag: z.string().transform((v) => v.toUpperCase()).describe('a tag'),
  }),
  z.object({
    kind: z.literal('b'),
    title: z.string().trim().optional(),
    body: z.string().refine((v) => v !== '').nullable(),
    note: z.string().toLowerCase().default(''),
    tag: z.string().transform((v) => v.toUpperCase()).describe('a tag'),
  }),
]);
`,
      },
      {
        name: 'two markers on a field in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim().toLowerCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim().toLowerCase(),
  }),
]);
`,
      },
      {
        name: 'different markers in each variant, both in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim().toUpperCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().toUpperCase().trim(),
  }),
]);
`,
      },
      {
        name: '.trim() and .check(z.trim()) are the same marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.trim()),
  }),
]);
`,
      },
      {
        name: '.refine(fn) and .check(z.refine(fn)) with the same function text are the same marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => v.length > 2),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.refine((v) => v.length > 2)),
  }),
]);
`,
      },
      {
        name: 'checks JSON Schema shows (min, max, lowercase, regex, z.minLength) are not markers',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().min(1).max(10).lowercase().regex(/^[a-z]+$/).check(z.minLength(2)).describe('x'),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
      },
      {
        name: 'z.preprocess() in one variant is not this rule',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.preprocess((v) => String(v).trim(), z.string()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
      },
      {
        name: 'the same z.preprocess() target marker in both variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.preprocess((v) => String(v), z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim(),
  }),
]);
`,
      },
    ],
    invalid: [
      {
        name: '.refine(fn) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => v.length > 2),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 49,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.refine(fn) spanning lines in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => {
      return v.length > 2;
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 8,
            endColumn: 7,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.superRefine(fn) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: 'empty' });
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 8,
            endColumn: 7,
            data: {
              path: 'text',
              marker: '.superRefine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.check(fn) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check((ctx) => {
      if (ctx.value === '') ctx.issues.push({ code: 'custom', message: 'empty', input: ctx.value });
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 8,
            endColumn: 7,
            data: {
              path: 'text',
              marker: '.check()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.check(z.refine(fn)) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.refine((v) => v !== '')),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 30,
            endLine: 6,
            endColumn: 53,
            data: {
              path: 'text',
              marker: 'z.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.trim() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 28,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.toLowerCase() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().toLowerCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 35,
            data: {
              path: 'text',
              marker: '.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.toUpperCase() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().toUpperCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 35,
            data: {
              path: 'text',
              marker: '.toUpperCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.normalize() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().normalize(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 33,
            data: {
              path: 'text',
              marker: '.normalize()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.slugify() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().slugify(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 31,
            data: {
              path: 'text',
              marker: '.slugify()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.overwrite(fn) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().overwrite((v) => v.replace(/\\s+/g, ' ')),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 62,
            data: {
              path: 'text',
              marker: '.overwrite()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.check(z.trim()) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 30,
            endLine: 6,
            endColumn: 36,
            data: {
              path: 'text',
              marker: 'z.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.check(z.overwrite(fn)) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.overwrite((v) => v.slice(0, 10))),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 30,
            endLine: 6,
            endColumn: 62,
            data: {
              path: 'text',
              marker: 'z.overwrite()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.transform(fn) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().transform((v) => v.length),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 48,
            data: {
              path: 'text',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.pipe(schema) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().pipe(z.string().min(3)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 45,
            data: {
              path: 'text',
              marker: '.pipe()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'z.pipe(a, b) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.pipe(z.string(), z.transform((v) => v.length)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 13,
            endLine: 6,
            endColumn: 59,
            data: {
              path: 'text',
              marker: 'z.pipe()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'z.codec(a, b, fns) in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    }),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.iso.datetime(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 13,
            endLine: 9,
            endColumn: 7,
            data: {
              path: 'text',
              marker: 'z.codec()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'z.codec() with one decoder into outputs that check differently: two codecs',
        code: `import { z } from 'zod';

const text = { decode: (s: string) => s, encode: (s: string) => s };
export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), on: z.codec(z.string(), z.string(), text) }),
  z.object({ kind: z.literal('b'), on: z.codec(z.string(), z.string().max(3), text) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 42,
            endLine: 5,
            endColumn: 77,
            data: { path: 'on', marker: 'z.codec()', what: PIPE, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 42,
            endLine: 6,
            endColumn: 84,
            data: { path: 'on', marker: 'z.codec()', what: PIPE, withVariants: 'variant b', withoutVariants: 'variant a' },
          },
        ],
      },
      {
        name: 'a check on a wrapper, which JSON Schema does not show (grammar v5): hidden, as a refinement is',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: z.string().nullable().check(z.minLength(2)), n: z.number().optional().check(z.gte(0)) }),
  z.object({ kind: z.literal('b'), q: z.string().nullable(), n: z.number().check(z.gte(0)).optional() }),
]);
`,
        // n's z.gte(0) under the wrapper in b is advertised: the constraint rule's (minimum only in b).
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 69,
            endLine: 4,
            endColumn: 81,
            data: { path: 'q', marker: 'z.minLength()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 117,
            endLine: 4,
            endColumn: 123,
            data: { path: 'n', marker: 'z.gte()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
        ],
      },
      {
        name: 'z.url() and z.jwt() followed by another string format, whose format JSON Schema then does not write (grammar v5)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: z.url().startsWith('h'), t: z.jwt().regex(/^e/) }),
  z.object({ kind: z.literal('b'), q: z.string().startsWith('h'), t: z.string().regex(/^e/) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 41,
            endLine: 4,
            endColumn: 46,
            data: { path: 'q', marker: 'z.url()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 69,
            endLine: 4,
            endColumn: 74,
            data: { path: 't', marker: 'z.jwt()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
        ],
      },
      {
        name: 'z.stringbool() in one variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.stringbool(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 13,
            endLine: 6,
            endColumn: 25,
            data: {
              path: 'text',
              marker: 'z.stringbool()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.refine(fn) in the second variant only',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    count: z.number(),
  }),
  z.object({
    kind: z.literal('b'),
    count: z.number().refine((n) => n % 2 === 0),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 10,
            column: 23,
            endLine: 10,
            endColumn: 49,
            data: {
              path: 'count',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'markers under .optional(), .nullable(), .default() and .describe()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    title: z.string().trim().optional(),
    body: z.string().refine((v) => v !== '').nullable(),
    note: z.string().toLowerCase().default(''),
    tag: z.string().transform((v) => v.toUpperCase()).describe('a tag'),
  }),
  z.object({
    kind: z.literal('b'),
    title: z.string().optional(),
    body: z.string().nullable(),
    note: z.string().default(''),
    tag: z.string().describe('a tag'),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 23,
            endLine: 6,
            endColumn: 29,
            data: {
              path: 'title',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 22,
            endLine: 7,
            endColumn: 45,
            data: {
              path: 'body',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 22,
            endLine: 8,
            endColumn: 35,
            data: {
              path: 'note',
              marker: '.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 9,
            column: 21,
            endLine: 9,
            endColumn: 54,
            data: {
              path: 'tag',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'two markers on a field, only the one missing elsewhere is reported',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim().toLowerCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 29,
            endLine: 6,
            endColumn: 42,
            data: {
              path: 'text',
              marker: '.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'different markers in each variant: both are reported',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().toUpperCase(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 28,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 10,
            column: 22,
            endLine: 10,
            endColumn: 35,
            data: {
              path: 'text',
              marker: '.toUpperCase()',
              what: OVERWRITE,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: '.refine(fn) and .superRefine(fn) are different markers',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().refine((v) => v.length > 2),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().superRefine((v) => v.length > 2),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 49,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 10,
            column: 22,
            endLine: 10,
            endColumn: 54,
            data: {
              path: 'text',
              marker: '.superRefine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: '.toLowerCase() (an overwrite) is a marker where .lowercase() (a format) is not',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().min(1).max(10).toLowerCase(),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().min(1).max(10).lowercase(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 37,
            endLine: 6,
            endColumn: 50,
            data: {
              path: 'text',
              marker: '.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'the same function as a .transform() in one variant is',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().transform((v) => String(v).trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 56,
            data: {
              path: 'text',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'S.pipe(z.transform(f)) against S.transform(g): two functions',
        code: `import { z } from 'zod';
const upper = (v: string) => v.toUpperCase();
const lower = (v: string) => v.toLowerCase();

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().pipe(z.transform(upper)) }),
  z.object({ kind: z.literal('b'), text: z.string().transform(lower) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 53,
            endLine: 6,
            endColumn: 77,
            data: { path: 'text', marker: '.pipe()', what: PIPE, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 53,
            endLine: 7,
            endColumn: 69,
            data: { path: 'text', marker: '.transform()', what: PIPE, withVariants: 'variant b', withoutVariants: 'variant a' },
          },
        ],
      },
      {
        name: 'a marker on the schema z.preprocess() targets is still a marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.preprocess((v) => String(v), z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 53,
            endLine: 6,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// variant constructions
describe('variant constructions', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'z.strictObject and z.looseObject variants (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('a'), text: z.string().trim() }),
  z.looseObject({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: '.extend() keeping the shared base field',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  Base.extend({ kind: z.literal('a') }),
  Base.extend({ kind: z.literal('b') }),
]);
`,
      },
      {
        name: '.safeExtend() keeping the shared base field',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  Base.safeExtend({ kind: z.literal('a') }),
  Base.safeExtend({ kind: z.literal('b') }),
]);
`,
      },
      {
        name: '.merge() of an object with a marker (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a') }).merge(z.object({ text: z.string().trim() })),
  z.object({ kind: z.literal('b') }).merge(z.object({ text: z.string().trim() })),
]);
`,
      },
      {
        name: '.pick() dropping the marked field',
        code: `import { z } from 'zod';

const Full = z.object({
  kind: z.literal('a'),
  text: z.string().trim(),
  extra: z.number(),
});

export const Action = z.discriminatedUnion('kind', [
  Full.pick({ kind: true, extra: true }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
      {
        name: '.omit() dropping the marked field',
        code: `import { z } from 'zod';

const Full = z.object({
  kind: z.literal('a'),
  text: z.string().trim(),
  extra: z.number(),
});

export const Action = z.discriminatedUnion('kind', [
  Full.omit({ text: true }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
      {
        name: '.partial() of every key (marker in every declaring variant)',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() }).partial();
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });

export const Input = z.union([SetText, SetTitle]);
`,
      },
      {
        name: '.partial({ key: true }) (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).partial({ text: true }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }).partial({ text: true }),
]);
`,
      },
      {
        name: '.required() (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim().optional() }).required(),
  z.object({ kind: z.literal('b'), text: z.string().trim().optional() }).required(),
]);
`,
      },
      {
        name: '.strict(), .passthrough(), .loose() and .strip() (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).strict(),
  z.object({ kind: z.literal('b'), text: z.string().trim() }).passthrough(),
  z.object({ kind: z.literal('c'), text: z.string().trim() }).loose(),
  z.object({ kind: z.literal('d'), text: z.string().trim() }).strip(),
]);
`,
      },
      {
        name: '.catchall() (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).catchall(z.string()),
  z.object({ kind: z.literal('b'), text: z.string().trim() }).catchall(z.number()),
]);
`,
      },
      {
        name: 'z.intersection(A, B) and .and() (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.intersection(z.object({ kind: z.literal('a') }), z.object({ text: z.string().trim() })),
  z.object({ kind: z.literal('b') }).and(z.object({ text: z.string().trim() })),
]);
`,
      },
      {
        name: 'a marker inside .and() (marker in every declaring variant)',
        code: `import { z } from 'zod';

const Kind = z.object({ kind: z.literal('b') });

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v !== '') }),
  Kind.and(z.object({ text: z.string().refine((v) => v !== '') })),
]);
`,
      },
      {
        name: 'the same Base.shape spread in both variants',
        code: `import { z } from 'zod';

const Trimmed = z.object({ text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [
  z.object({ ...Trimmed.shape, kind: z.literal('a') }),
  z.object({ ...Trimmed.shape, kind: z.literal('b') }),
]);
`,
      },
      {
        name: 'the same shape const spread in both variants',
        code: `import { z } from 'zod';

const textShape = { text: z.string().trim() };

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), ...textShape }),
  z.object({ kind: z.literal('b'), ...textShape }),
]);
`,
      },
      {
        name: '.describe(), .meta(), .brand() and .readonly() on the whole variant (marker in every declaring variant)',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).describe('A').meta({ title: 'A' }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }).brand<'B'>().readonly(),
]);
`,
      },
      {
        name: '.refine() on the whole variant object is not a field marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }).refine((o) => o.text !== ''),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'z.strictObject and z.looseObject variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('a'), text: z.string().trim() }),
  z.looseObject({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 59,
            endLine: 4,
            endColumn: 65,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.extend() overriding a base field with a marker',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  Base.extend({ kind: z.literal('a'), text: z.string().trim() }),
  Base.extend({ kind: z.literal('b') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 56,
            endLine: 6,
            endColumn: 62,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.safeExtend() overriding a base field with a marker',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string() });

export const Action = z.discriminatedUnion('kind', [
  Base.safeExtend({ kind: z.literal('a'), text: z.string().trim() }),
  Base.safeExtend({ kind: z.literal('b') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 60,
            endLine: 6,
            endColumn: 66,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.merge() of an object with a marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a') }).merge(z.object({ text: z.string().trim() })),
  z.object({ kind: z.literal('b') }).merge(z.object({ text: z.string() })),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 72,
            endLine: 4,
            endColumn: 78,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.pick() keeping the marked field',
        code: `import { z } from 'zod';

const Full = z.object({
  kind: z.literal('a'),
  text: z.string().trim(),
  extra: z.number(),
});

export const Action = z.discriminatedUnion('kind', [
  Full.pick({ kind: true, text: true }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 20,
            endLine: 5,
            endColumn: 26,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.omit() keeping the marked field',
        code: `import { z } from 'zod';

const Full = z.object({
  kind: z.literal('a'),
  text: z.string().trim(),
  extra: z.number(),
});

export const Action = z.discriminatedUnion('kind', [
  Full.omit({ extra: true }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 20,
            endLine: 5,
            endColumn: 26,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.partial() of every key',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() }).partial();
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });

export const Input = z.union([SetText, SetTitle]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: '.partial({ key: true })',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).partial({ text: true }),
  z.object({ kind: z.literal('b'), text: z.string() }).partial({ text: true }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.required()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim().optional() }).required(),
  z.object({ kind: z.literal('b'), text: z.string().optional() }).required(),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.strict(), .passthrough(), .loose() and .strip()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).strict(),
  z.object({ kind: z.literal('b'), text: z.string() }).passthrough(),
  z.object({ kind: z.literal('c'), text: z.string().trim() }).loose(),
  z.object({ kind: z.literal('d'), text: z.string().trim() }).strip(),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a, c and d',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 53,
            endLine: 6,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a, c and d',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 53,
            endLine: 7,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a, c and d',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.catchall()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).catchall(z.string()),
  z.object({ kind: z.literal('b'), text: z.string() }).catchall(z.number()),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'z.intersection(A, B) and .and()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.intersection(z.object({ kind: z.literal('a') }), z.object({ text: z.string().trim() })),
  z.object({ kind: z.literal('b') }).and(z.object({ text: z.string() })),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 82,
            endLine: 4,
            endColumn: 88,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a marker inside .and()',
        code: `import { z } from 'zod';

const Kind = z.object({ kind: z.literal('b') });

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  Kind.and(z.object({ text: z.string().refine((v) => v !== '') })),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 40,
            endLine: 7,
            endColumn: 63,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'a spread of Base.shape bringing the marker in',
        code: `import { z } from 'zod';

const Trimmed = z.object({ text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [
  z.object({ ...Trimmed.shape, kind: z.literal('a') }),
  z.object({ text: z.string(), kind: z.literal('b') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a spread of a shape const bringing the marker in',
        code: `import { z } from 'zod';

const textShape = { text: z.string().trim() };

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), ...textShape }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 38,
            endLine: 3,
            endColumn: 44,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.describe(), .meta(), .brand() and .readonly() on the whole variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }).describe('A').meta({ title: 'A' }),
  z.object({ kind: z.literal('b'), text: z.string() }).brand<'B'>().readonly(),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'the refine moved onto the collided field is',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v !== '') }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 76,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// bindings
describe('bindings', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'a chain of const aliases with the marker in both',
        code: `import { z } from 'zod';

const A0 = z.object({ kind: z.literal('a'), text: z.string().trim() });
const A1 = A0;
const A = A1;
const B = z.object({ kind: z.literal('b'), text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [A, B]);
`,
      },
      {
        name: 'the same aliased schema in both variants',
        code: `import { z } from 'zod';

const Trimmed = z.string().trim();
const Text = Trimmed;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: Text }),
  z.object({ kind: z.literal('b'), text: Text }),
]);
`,
      },
      {
        name: 'a let written again under a condition is not followed',
        code: `import { z } from 'zod';

let A = z.object({ kind: z.literal('a'), text: z.string().trim() });
if (process.env.LEGACY) A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: z.string() });

export const Action = z.discriminatedUnion('kind', [A, B]);
`,
      },
      {
        name: 'a variant imported from another module is not guessed',
        code: `import { z } from 'zod';
import { B } from './b';

const A = z.object({ kind: z.literal('a'), text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [A, B]);
`,
      },
      {
        name: 'a variant built by a user function is not guessed',
        code: `import { z } from 'zod';

const A = z.object({ kind: z.literal('a'), text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [A, makeVariant('b')]);
`,
      },
      {
        name: 'a field schema imported from another module is not guessed',
        code: `import { z } from 'zod';
import { PlainText } from './text';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: PlainText.optional() }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'a chain of const aliases is followed',
        code: `import { z } from 'zod';

const A0 = z.object({ kind: z.literal('a'), text: z.string().trim() });
const A1 = A0;
const A = A1;
const B = z.object({ kind: z.literal('b'), text: z.string() });

export const Action = z.discriminatedUnion('kind', [A, B]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 62,
            endLine: 3,
            endColumn: 68,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a marker behind a const alias is reported where it is written',
        code: `import { z } from 'zod';

const Trimmed = z.string().trim();
const Text = Trimmed;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: Text }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 28,
            endLine: 3,
            endColumn: 34,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a let written once is followed',
        code: `import { z } from 'zod';

let A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: z.string() });

export const Action = z.discriminatedUnion('kind', [A, B]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 59,
            endLine: 3,
            endColumn: 65,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'an unresolved field is neither with nor without the marker',
        code: `import { z } from 'zod';
import { PlainText } from './text';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
  z.object({ kind: z.literal('c'), text: PlainText.optional() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// union forms
describe('union forms', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'z.union([...]) labels variants by their const names (marker in both)',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });

export const Input = z.union([SetText, SetTitle]);
`,
      },
      {
        name: 'z.xor([...]) (marker in both)',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });

export const Input = z.xor([SetText, SetTitle]);
`,
      },
      {
        name: 'A.or(B) (marker in both)',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });

export const Input = SetText.or(SetTitle);
`,
      },
      {
        name: 'A.or(B).or(C) with the marker in every variant',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });
const SetNote = z.object({ text: z.string().trim(), note: z.string() });

export const Input = SetText.or(SetTitle).or(SetNote);
`,
      },
      {
        name: 'a nested union merged, marker in every variant',
        code: `import { z } from 'zod';

export const Input = z.union([
  z.union([
    z.object({ text: z.string().trim(), size: z.number() }),
    z.object({ text: z.string().trim(), bold: z.boolean() }),
  ]),
  z.object({ text: z.string().trim(), note: z.string() }),
]);
`,
      },
      {
        name: 'a discriminated union nested in another, no marker',
        code: `import { z } from 'zod';

const Inner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);

export const Action = z.discriminatedUnion('kind', [
  Inner,
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
      },
      {
        name: 'z.union([...]).or(C) merged, marker shared by all',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });
const SetNote = z.object({ text: z.string().trim(), note: z.string() });

export const Input = z.union([SetText, SetTitle]).or(SetNote);
`,
      },
      {
        name: 'a union inside an object field, marker in both',
        code: `import { z } from 'zod';

export const Request = z.object({
  id: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), text: z.string().trim() }),
    z.object({ kind: z.literal('b'), text: z.string().trim() }),
  ]),
});
`,
      },
      {
        name: 'a union inside array items, marker in both',
        code: `import { z } from 'zod';

export const Batch = z.object({
  actions: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), text: z.string().trim() }),
      z.object({ kind: z.literal('b'), text: z.string().trim() }),
    ]),
  ),
});
`,
      },
    ],
    invalid: [
      {
        name: 'z.union([...]) labels variants by their const names',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });

export const Input = z.union([SetText, SetTitle]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'z.xor([...])',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });

export const Input = z.xor([SetText, SetTitle]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'A.or(B)',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });

export const Input = SetText.or(SetTitle);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'A.or(B).or(C) is one set of three variants',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });
const SetNote = z.object({ text: z.string(), note: z.string() });

export const Input = SetText.or(SetTitle).or(SetNote);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variants SetTitle and SetNote',
            },
          },
        ],
      },
      {
        name: 'a union nested as an option is merged into one set (option N counts the merged set)',
        code: `import { z } from 'zod';

export const Input = z.union([
  z.union([
    z.object({ text: z.string().trim(), size: z.number() }),
    z.object({ text: z.string(), bold: z.boolean() }),
  ]),
  z.object({ text: z.string(), note: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 33,
            endLine: 5,
            endColumn: 39,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant option 1',
              withoutVariants: 'variants option 2 and option 3',
            },
          },
        ],
      },
      {
        name: 'a discriminated union nested in another: variants of both in one set',
        code: `import { z } from 'zod';

const Inner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);

export const Action = z.discriminatedUnion('kind', [
  Inner,
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant b',
              withoutVariants: 'variants a and c',
            },
          },
        ],
      },
      {
        name: 'z.union([...]).or(C) merges the union with C',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });
const SetNote = z.object({ text: z.string().trim(), note: z.string() });

export const Input = z.union([SetText, SetTitle]).or(SetNote);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants SetText and SetNote',
              withoutVariants: 'variant SetTitle',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 45,
            endLine: 5,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants SetText and SetNote',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'a union inside an object field is a set of its own',
        code: `import { z } from 'zod';

export const Request = z.object({
  id: z.string(),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a'), text: z.string().trim() }),
    z.object({ kind: z.literal('b'), text: z.string() }),
  ]),
});
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 55,
            endLine: 6,
            endColumn: 61,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a union inside array items is a set of its own',
        code: `import { z } from 'zod';

export const Batch = z.object({
  actions: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), text: z.string().trim() }),
      z.object({ kind: z.literal('b'), text: z.string() }),
    ]),
  ),
});
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 57,
            endLine: 6,
            endColumn: 63,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// nested paths
describe('nested paths', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'path o.p with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.string().trim(), q: z.number() }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ p: z.string().trim(), q: z.number() }),
  }),
]);
`,
      },
      {
        name: 'path o.p.r with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.object({ r: z.string().refine((v) => v !== '') }) }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ p: z.object({ r: z.string().refine((v) => v !== '') }) }),
  }),
]);
`,
      },
      {
        name: 'path tags[] with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.array(z.string().trim()),
  }),
]);
`,
      },
      {
        name: 'tags[] via .array() with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.string().toLowerCase().array().optional(),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.string().toLowerCase().array(),
  }),
]);
`,
      },
      {
        name: 'path items[].name with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    items: z.array(z.object({ name: z.string().trim(), id: z.number() })),
  }),
  z.object({
    kind: z.literal('b'),
    items: z.array(z.object({ name: z.string().trim(), id: z.number() })),
  }),
]);
`,
      },
      {
        name: 'path o.tags[] with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ tags: z.array(z.string().transform((v) => v.trim())) }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ tags: z.array(z.string().transform((v) => v.trim())) }),
  }),
]);
`,
      },
      {
        name: 'a refine on a nested object declared by one variant only',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.string() }).refine((o) => o.p !== ''),
  }),
  z.object({
    kind: z.literal('b'),
    other: z.object({ p: z.string() }),
  }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'path o.p',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.string().trim(), q: z.number() }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ p: z.string(), q: z.number() }),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 33,
            endLine: 6,
            endColumn: 39,
            data: {
              path: 'o.p',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'path o.p.r',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.object({ r: z.string().refine((v) => v !== '') }) }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ p: z.object({ r: z.string() }) }),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 47,
            endLine: 6,
            endColumn: 70,
            data: {
              path: 'o.p.r',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'path tags[]',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.array(z.string()),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 30,
            endLine: 6,
            endColumn: 36,
            data: {
              path: 'tags[]',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'tags[] via .array()',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.string().toLowerCase().array().optional(),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.string().array(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 35,
            data: {
              path: 'tags[]',
              marker: '.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'path items[].name',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    items: z.array(z.object({ name: z.string().trim(), id: z.number() })),
  }),
  z.object({
    kind: z.literal('b'),
    items: z.array(z.object({ name: z.string(), id: z.number() })),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 48,
            endLine: 6,
            endColumn: 54,
            data: {
              path: 'items[].name',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'path o.tags[]',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ tags: z.array(z.string().transform((v) => v.trim())) }),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ tags: z.array(z.string()) }),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 44,
            endLine: 6,
            endColumn: 70,
            data: {
              path: 'o.tags[]',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a refine on a collided nested object is a marker of that field',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    o: z.object({ p: z.string() }).refine((o) => o.p !== ''),
  }),
  z.object({
    kind: z.literal('b'),
    o: z.object({ p: z.string() }),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 36,
            endLine: 6,
            endColumn: 61,
            data: {
              path: 'o',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// variant labels
describe('variant labels', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'a multi-value literal discriminator, marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(['a', 'b']), text: z.string().trim() }),
  z.object({ kind: z.literal('c'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'a discriminated union nested under one value, marker in every variant',
        code: `import { z } from 'zod';

const Move = z.discriminatedUnion('how', [
  z.object({ kind: z.literal('move'), how: z.literal('by'), to: z.string().trim() }),
  z.object({ kind: z.literal('move'), how: z.literal('to'), to: z.string().trim() }),
]);
export const Action = z.discriminatedUnion('kind', [z.object({ kind: z.literal('copy'), to: z.string().trim() }), Move]);
`,
      },
      {
        name: 'an enum discriminator, marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['x', 'y']), text: z.string().trim() }),
  z.object({ kind: z.literal('z'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'discriminator values win over const names, marker in both',
        code: `import { z } from 'zod';

const SetText = z.object({ kind: z.literal('text'), text: z.string().trim() });
const SetTitle = z.object({ kind: z.literal('title'), text: z.string().trim() });

export const Action = z.discriminatedUnion('kind', [SetText, SetTitle]);
`,
      },
      {
        name: 'variants derived from one base, marker in both',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string(), size: z.number() });
const SetText = Base.extend({ text: z.string().trim() });
const SetTitle = Base.extend({ bold: z.boolean(), text: z.string().trim() });

export const Input = z.union([SetText, SetTitle]);
`,
      },
      {
        name: 'inline .extend() options of a named base, marker in both',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string(), size: z.number() });

export const Input = z.union([
  Base.extend({ text: z.string().trim() }),
  Base.extend({ bold: z.boolean(), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'a marker in all three variants',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
  z.object({ kind: z.literal('c'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'one shared marked schema used by every variant',
        code: `import { z } from 'zod';

const Trimmed = z.string().trim();

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: Trimmed }),
  z.object({ kind: z.literal('b'), text: Trimmed }),
  z.object({ kind: z.literal('c'), text: Trimmed }),
]);
`,
      },
      {
        name: 'four variants with the same marker',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), n: z.number().refine((n) => n > 0) }),
  z.object({ kind: z.literal('b'), n: z.number().refine((n) => n > 0) }),
  z.object({ kind: z.literal('c'), n: z.number().refine((n) => n > 0) }),
  z.object({ kind: z.literal('d'), n: z.number().refine((n) => n > 0) }),
]);
`,
      },
      {
        name: 'a key declared by one variant only is not collided',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), size: z.number() }),
  z.object({ kind: z.literal('c'), size: z.number() }),
]);
`,
      },
      {
        // A bottom-up flatten makes the nested discriminator the enum of its options' values:
        // what one option does with its own value never meets another's input.
        name: "a transform on a nested union's own discriminator value",
        code: nestedDispatch('z.number()', 'copy'),
      },
      {
        // The options of a union nested under one value share it: 'move' is one option of the root.
        name: "a transform on the root discriminator's value, beside a union nested under another",
        code: `import { z } from 'zod';
const Move = z.discriminatedUnion('how', [
  z.object({ op: z.literal('move'), how: z.literal('by'), dx: z.number() }),
  z.object({ op: z.literal('move'), how: z.literal('to'), x: z.number() }),
]);
export const Input = z.discriminatedUnion('op', [z.object({ op: z.literal('stop').transform((s) => s.toUpperCase()) }), Move]);
`,
      },
      {
        // Dispatch goes level by level: \`how: 'by'\` under 'move' never meets one under 'turn'.
        name: 'a refine on a nested discriminator value that a union under another value takes too',
        code: `import { z } from 'zod';
const Move = z.discriminatedUnion('how', [
  z.object({ op: z.literal('move'), how: z.literal('by').refine(() => true), dx: z.number() }),
  z.object({ op: z.literal('move'), how: z.literal('to'), x: z.number() }),
]);
const Turn = z.discriminatedUnion('how', [
  z.object({ op: z.literal('turn'), how: z.literal('by'), deg: z.number() }),
  z.object({ op: z.literal('turn'), how: z.literal('left') }),
]);
export const Input = z.discriminatedUnion('op', [Move, Turn]);
`,
      },
    ],
    invalid: [
      {
        // The nested union's discriminator is declared by another variant as an ordinary field:
        // its values are not each variant's own, so a check on one is compared as any field's.
        name: "a nested union's discriminator that another variant declares as a string",
        code: nestedDispatch('z.string()'),
        errors: [
          hiddenAt(nestedDispatch('z.string()'), 'transform((m) => m.toUpperCase())', {
            path: 'how',
            marker: '.transform()',
            what: PIPE,
            withVariants: 'variant move (how to)',
            withoutVariants: 'variants copy and move (how by)',
          }),
        ],
      },
      {
        // Zod 4 accepts a discriminated union as an option under one value: its variants share
        // the outer label, and are told apart by their own discriminator.
        name: 'a discriminated union nested under one value is labelled by its own discriminator too',
        code: `import { z } from 'zod';

const Move = z.discriminatedUnion('how', [
  z.object({ kind: z.literal('move'), how: z.literal('by'), to: z.string().trim() }),
  z.object({ kind: z.literal('move'), how: z.literal('to'), to: z.string() }),
]);
export const Action = z.discriminatedUnion('kind', [z.object({ kind: z.literal('copy'), to: z.string() }), Move]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 76,
            endLine: 4,
            endColumn: 82,
            data: {
              path: 'to',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant move (how by)',
              withoutVariants: 'variants copy and move (how to)',
            },
          },
        ],
      },
      {
        name: 'a multi-value literal discriminator is labelled \'a | b\'',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(['a', 'b']), text: z.string().trim() }),
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 60,
            endLine: 4,
            endColumn: 66,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a | b',
              withoutVariants: 'variant c',
            },
          },
        ],
      },
      {
        name: 'an enum discriminator is labelled by its values',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['x', 'y']), text: z.string().trim() }),
  z.object({ kind: z.literal('z'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 57,
            endLine: 4,
            endColumn: 63,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant x | y',
              withoutVariants: 'variant z',
            },
          },
        ],
      },
      {
        name: 'discriminator values win over const names',
        code: `import { z } from 'zod';

const SetText = z.object({ kind: z.literal('text'), text: z.string().trim() });
const SetTitle = z.object({ kind: z.literal('title'), text: z.string() });

export const Action = z.discriminatedUnion('kind', [SetText, SetTitle]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 70,
            endLine: 3,
            endColumn: 76,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant text',
              withoutVariants: 'variant title',
            },
          },
        ],
      },
      {
        name: 'variants derived from one base with .extend() keep their own const names',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string(), size: z.number() });
const SetText = Base.extend({ text: z.string().trim() });
const SetTitle = Base.extend({ bold: z.boolean() });

export const Input = z.union([SetText, SetTitle]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 48,
            endLine: 4,
            endColumn: 54,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'inline .extend() options of a named base are labelled option N',
        code: `import { z } from 'zod';

const Base = z.object({ text: z.string(), size: z.number() });

export const Input = z.union([
  Base.extend({ text: z.string().trim() }),
  Base.extend({ bold: z.boolean() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 34,
            endLine: 6,
            endColumn: 40,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant option 1',
              withoutVariants: 'variant option 2',
            },
          },
        ],
      },
      {
        name: 'a marker in two of three variants is reported where it is written, each time',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
        ],
      },
      {
        name: 'one shared marked schema used by two of three variants is reported once',
        code: `import { z } from 'zod';

const Trimmed = z.string().trim();

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: Trimmed }),
  z.object({ kind: z.literal('b'), text: Trimmed }),
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 28,
            endLine: 3,
            endColumn: 34,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
        ],
      },
      {
        name: 'three variants without the marker are listed \'b, c and d\'',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), n: z.number().refine((n) => n > 0) }),
  z.object({ kind: z.literal('b'), n: z.number() }),
  z.object({ kind: z.literal('c'), n: z.number() }),
  z.object({ kind: z.literal('d'), n: z.number() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 50,
            endLine: 4,
            endColumn: 70,
            data: {
              path: 'n',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variants b, c and d',
            },
          },
        ],
      },
      {
        name: 'a variant that does not declare the key is not listed as without',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
  z.object({ kind: z.literal('c'), size: z.number() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// marker identity
describe('marker identity', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        // A function is its text, bound to a name or written inline (as live Zod compares them).
        name: 'two bindings with the same body, and the same arrow inline, are one check',
        code: `import { z } from 'zod';

const first = (v: string) => v.length < 10;
const second = (v: string) => v.length < 10;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(first) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(second) }),
  z.object({ kind: z.literal('c'), text: z.string().refine((v) => v.length < 10) }),
]);
`,
      },
      {
        // The message or params of a refinement say what the error reads, not what passes.
        name: 'the same predicate with another message, params or none',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v !== '', 'required'), n: z.number().superRefine((v, ctx) => void ctx) }),
  z.object({ kind: z.literal('b'), text: z.string().refine((v) => v !== '', { message: 'empty' }), n: z.number().superRefine((v, ctx) => void ctx, {}) }),
  z.object({ kind: z.literal('c'), text: z.string().refine((v) => v !== ''), n: z.number().superRefine((v, ctx) => void ctx) }),
]);
`,
      },
      {
        name: 'the same function binding in both variants',
        code: `import { z } from 'zod';

const isShort = (v: string) => v.length < 10;
const isLong = (v: string) => v.length > 10;
const short = isShort;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(isShort) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(isShort) }),
]);
`,
      },
      {
        name: 'the same binding reached through a const alias',
        code: `import { z } from 'zod';

const isShort = (v: string) => v.length < 10;
const isLong = (v: string) => v.length > 10;
const short = isShort;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(isShort) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(short) }),
]);
`,
      },
      {
        name: 'one of two same-bodied bindings used in both variants',
        code: `import { z } from 'zod';

const first = (v: string) => v.length < 10;
const second = (v: string) => v.length < 10;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(second) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(second) }),
]);
`,
      },
      {
        name: 'the same function declaration in both variants',
        code: `import { z } from 'zod';

function isSlug(v: string): boolean {
  return /^[a-z-]+$/.test(v);
}

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(isSlug) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(isSlug) }),
]);
`,
      },
      {
        name: 'the same text with different whitespace and comments',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v.length > 2) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(( v )=>v.length>2 /* same rule */) }),
]);
`,
      },
      {
        name: 'the same text split over lines',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v.length > 2) }),
  z.object({ kind: z.literal('b'), text: z.string().refine((v) =>
    // at least three characters
    v.length > 2,
  ) }),
]);
`,
      },
      {
        name: 'the same overwrite argument in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().normalize('NFC') }),
  z.object({ kind: z.literal('b'), text: z.string().normalize( 'NFC' ) }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'other predicates with the same message',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v !== '', 'invalid') }),
  z.object({ kind: z.literal('b'), text: z.string().refine((v) => v !== 'x', 'invalid') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 87,
            data: { path: 'text', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 88,
            data: { path: 'text', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' },
          },
        ],
      },
      {
        name: 'different function bindings',
        code: `import { z } from 'zod';

const isShort = (v: string) => v.length < 10;
const isLong = (v: string) => v.length > 10;
const short = isShort;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(isShort) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(isLong) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 53,
            endLine: 8,
            endColumn: 68,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 9,
            column: 53,
            endLine: 9,
            endColumn: 67,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'two bindings with different bodies are two markers',
        code: `import { z } from 'zod';

const first = (v: string) => v.length < 10;
const second = (v: string) => v.length < 20;

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(first) }),
  z.object({ kind: z.literal('b'), text: z.string().refine(second) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 53,
            endLine: 7,
            endColumn: 66,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 53,
            endLine: 8,
            endColumn: 67,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'a function declaration against an inline function',
        code: `import { z } from 'zod';

function isSlug(v: string): boolean {
  return /^[a-z-]+$/.test(v);
}

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine(isSlug) }),
  z.object({ kind: z.literal('b'), text: z.string().refine((v) => /^[a-z-]+$/.test(v)) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 53,
            endLine: 8,
            endColumn: 67,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 9,
            column: 53,
            endLine: 9,
            endColumn: 87,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'different function text',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().refine((v) => v.length > 2) }),
  z.object({ kind: z.literal('b'), text: z.string().refine((v) => v.length > 3) }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 80,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 80,
            data: {
              path: 'text',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'different arguments to the same overwrite',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().normalize('NFC') }),
  z.object({ kind: z.literal('b'), text: z.string().normalize('NFKC') }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 69,
            data: {
              path: 'text',
              marker: '.normalize()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 70,
            data: {
              path: 'text',
              marker: '.normalize()',
              what: OVERWRITE,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// ignoreKeys
describe('ignoreKeys', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'ignoreKeys [\'text\', \'o\', \'tags\'] skips each path and everything below',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
    o: z.object({ p: z.string().trim() }),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
    o: z.object({ p: z.string() }),
    tags: z.array(z.string()),
  }),
]);
`,
        options: [{ ignoreKeys: ['text', 'o', 'tags'] }],
      },
      {
        name: 'ignoreKeys [\'text\', \'o.p\', \'tags[]\'] names the exact paths',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
    o: z.object({ p: z.string().trim() }),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
    o: z.object({ p: z.string() }),
    tags: z.array(z.string()),
  }),
]);
`,
        options: [{ ignoreKeys: ['text', 'o.p', 'tags[]'] }],
      },
    ],
    invalid: [
      {
        name: 'no ignoreKeys: every path is reported',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
    o: z.object({ p: z.string().trim() }),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
    o: z.object({ p: z.string() }),
    tags: z.array(z.string()),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 28,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 33,
            endLine: 7,
            endColumn: 39,
            data: {
              path: 'o.p',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 30,
            endLine: 8,
            endColumn: 36,
            data: {
              path: 'tags[]',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'ignoreKeys [\'o\'] skips o.p only',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
    o: z.object({ p: z.string().trim() }),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
    o: z.object({ p: z.string() }),
    tags: z.array(z.string()),
  }),
]);
`,
        options: [{ ignoreKeys: ['o'] }],
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 28,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 30,
            endLine: 8,
            endColumn: 36,
            data: {
              path: 'tags[]',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'ignoreKeys entries that are only prefixes of a key skip nothing',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().trim(),
    o: z.object({ p: z.string().trim() }),
    tags: z.array(z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
    o: z.object({ p: z.string() }),
    tags: z.array(z.string()),
  }),
]);
`,
        options: [{ ignoreKeys: ['tex', 'o.', 'tag', 'o.q'] }],
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 28,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 33,
            endLine: 7,
            endColumn: 39,
            data: {
              path: 'o.p',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 8,
            column: 30,
            endLine: 8,
            endColumn: 36,
            data: {
              path: 'tags[]',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// more shapes
describe('more shapes', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'the same marker on a scalar option of a union field in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    v: z.union([z.string().trim(), z.number()]),
  }),
  z.object({
    kind: z.literal('b'),
    v: z.union([z.string().trim(), z.number()]),
  }),
]);
`,
      },
      {
        name: 'a marker on one side of an intersection field, and in the other variant',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.intersection(z.string(), z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim(),
  }),
]);
`,
      },
      {
        name: 'two check functions in one .check() in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.trim(), z.toLowerCase()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().trim().toLowerCase(),
  }),
]);
`,
      },
      {
        name: 'the same refine on the collided array in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.array(z.string()).refine((a) => a.length > 0),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.array(z.string()).refine((a) => a.length > 0),
  }),
]);
`,
      },
      {
        name: 'path items[].tags[] with the marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    items: z.array(z.object({ tags: z.array(z.string().slugify()) })),
  }),
  z.object({
    kind: z.literal('b'),
    items: z.array(z.object({ tags: z.string().slugify().array() })),
  }),
]);
`,
      },
      {
        name: '.pipe() to the same schema written with other whitespace',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().pipe(z.string().min(3)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().pipe(z.string()
      .min(3)),
  }),
]);
`,
      },
      {
        name: 'z.stringbool() with the same options in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    flag: z.stringbool({ truthy: ['y'] }),
  }),
  z.object({
    kind: z.literal('b'),
    flag: z.stringbool({ truthy: [ 'y' ] }),
  }),
]);
`,
      },
      {
        // Zod's defaults, given or not, and strings it lower-cases (case-insensitive by default) parse alike.
        name: 'z.stringbool() with its defaults written out, or none, or undefined, or in another case',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), flag: z.stringbool({}), on: z.stringbool({ truthy: ['Y', 'yes'], falsy: ['n'] }) }),
  z.object({ kind: z.literal('b'), flag: z.stringbool({ case: 'insensitive', truthy: undefined }), on: z.stringbool({ truthy: ['yes', 'y'], falsy: ['N'] }) }),
  z.object({ kind: z.literal('c'), flag: z.stringbool('not a flag'), on: z.stringbool({ truthy: ['y', 'YES', 'y'], falsy: ['n'] }) }),
]);
`,
      },
      {
        name: 'options held in a const array, marker in both',
        code: `import { z } from 'zod';

const A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: z.string().trim() });
const options = [A, B] as const;

export const Action = z.discriminatedUnion('kind', options);
`,
      },
      {
        name: 'options spread from a const array, marker in all',
        code: `import { z } from 'zod';

const Text = [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
];

export const Action = z.discriminatedUnion('kind', [
  ...Text,
  z.object({ kind: z.literal('c'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'a nested union under .describe(), marker in all',
        code: `import { z } from 'zod';

const Inner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);

export const Action = z.discriminatedUnion('kind', [
  Inner.describe('text actions'),
  z.object({ kind: z.literal('c'), text: z.string().trim() }),
]);
`,
      },
      {
        name: '.readonly() and .describe() on named variants, marker in both',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string().trim(), bold: z.boolean() });

export const Input = z.union([SetText.readonly(), SetTitle.describe('title')]);
`,
      },
      {
        name: 'a numeric discriminator, marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('version', [
  z.object({ version: z.literal(1), text: z.string().trim() }),
  z.object({ version: z.literal(2), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'A.or(inline object), marker in both',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });

export const Input = SetText.or(z.object({ text: z.string().trim(), bold: z.boolean() }));
`,
      },
      {
        name: 'a field written as a getter, marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    get text() {
      return z.string().trim();
    },
  }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);
`,
      },
      {
        name: 'a const alias of the namespace, marker in both',
        code: `import { z } from 'zod';

const zz = z;

export const Action = zz.discriminatedUnion('kind', [
  zz.object({ kind: zz.literal('a'), text: zz.string().check(zz.trim()) }),
  zz.object({ kind: zz.literal('b'), text: zz.string().check(zz.trim()) }),
]);
`,
      },
      {
        name: 'trim imported as tidy, in both',
        code: `import { discriminatedUnion, literal, object, string, trim as tidy } from 'zod/mini';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().check(tidy()) }),
  object({ kind: literal('b'), text: string().check(tidy()) }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'a marker on a scalar option of a union field',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    v: z.union([z.string().trim(), z.number()]),
  }),
  z.object({
    kind: z.literal('b'),
    v: z.union([z.string(), z.number()]),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 28,
            endLine: 6,
            endColumn: 34,
            data: {
              path: 'v',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a marker on one side of an intersection field',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.intersection(z.string(), z.string().trim()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 49,
            endLine: 6,
            endColumn: 55,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'two check functions in one .check(), one missing elsewhere',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().check(z.trim(), z.toLowerCase()),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().check(z.trim()),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 40,
            endLine: 6,
            endColumn: 53,
            data: {
              path: 'text',
              marker: 'z.toLowerCase()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a refine on a collided array is reported at the array path',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    tags: z.array(z.string()).refine((a) => a.length > 0),
  }),
  z.object({
    kind: z.literal('b'),
    tags: z.array(z.string()),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 31,
            endLine: 6,
            endColumn: 58,
            data: {
              path: 'tags',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'path items[].tags[]',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    items: z.array(z.object({ tags: z.array(z.string().slugify()) })),
  }),
  z.object({
    kind: z.literal('b'),
    items: z.array(z.object({ tags: z.array(z.string()) })),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 56,
            endLine: 6,
            endColumn: 65,
            data: {
              path: 'items[].tags[]',
              marker: '.slugify()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: '.pipe() to different schemas',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    text: z.string().pipe(z.string().min(3)),
  }),
  z.object({
    kind: z.literal('b'),
    text: z.string().pipe(z.string().min(4)),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 22,
            endLine: 6,
            endColumn: 45,
            data: {
              path: 'text',
              marker: '.pipe()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 10,
            column: 22,
            endLine: 10,
            endColumn: 45,
            data: {
              path: 'text',
              marker: '.pipe()',
              what: PIPE,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'z.stringbool() with different options',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    flag: z.stringbool({ truthy: ['y'] }),
  }),
  z.object({
    kind: z.literal('b'),
    flag: z.stringbool(),
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 13,
            endLine: 6,
            endColumn: 42,
            data: {
              path: 'flag',
              marker: 'z.stringbool()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 10,
            column: 13,
            endLine: 10,
            endColumn: 25,
            data: {
              path: 'flag',
              marker: 'z.stringbool()',
              what: PIPE,
              withVariants: 'variant b',
              withoutVariants: 'variant a',
            },
          },
        ],
      },
      {
        name: 'options held in a const array',
        code: `import { z } from 'zod';

const A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: z.string() });
const options = [A, B] as const;

export const Action = z.discriminatedUnion('kind', options);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 61,
            endLine: 3,
            endColumn: 67,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'options spread from a const array',
        code: `import { z } from 'zod';

const Text = [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
];

export const Action = z.discriminatedUnion('kind', [
  ...Text,
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
        ],
      },
      {
        name: 'a nested union under .describe() is merged into the parent set once',
        code: `import { z } from 'zod';

const Inner = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
]);

export const Action = z.discriminatedUnion('kind', [
  Inner.describe('text actions'),
  z.object({ kind: z.literal('c'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variants a and b',
              withoutVariants: 'variant c',
            },
          },
        ],
      },
      {
        name: '.readonly() and .describe() on a named variant keep its name',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });
const SetTitle = z.object({ text: z.string(), bold: z.boolean() });

export const Input = z.union([SetText.readonly(), SetTitle.describe('title')]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant SetTitle',
            },
          },
        ],
      },
      {
        name: 'a numeric discriminator labels by value',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('version', [
  z.object({ version: z.literal(1), text: z.string().trim() }),
  z.object({ version: z.literal(2), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 54,
            endLine: 4,
            endColumn: 60,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant 1',
              withoutVariants: 'variant 2',
            },
          },
        ],
      },
      {
        name: 'A.or(inline object): the inline option is labelled option 2',
        code: `import { z } from 'zod';

const SetText = z.object({ text: z.string().trim(), size: z.number() });

export const Input = SetText.or(z.object({ text: z.string(), bold: z.boolean() }));
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 45,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant SetText',
              withoutVariants: 'variant option 2',
            },
          },
        ],
      },
      {
        name: 'a field written as a getter',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('a'),
    get text() {
      return z.string().trim();
    },
  }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 7,
            column: 25,
            endLine: 7,
            endColumn: 31,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a const alias of the namespace: the label keeps the alias',
        code: `import { z } from 'zod';

const zz = z;

export const Action = zz.discriminatedUnion('kind', [
  zz.object({ kind: zz.literal('a'), text: zz.string().check(zz.trim()) }),
  zz.object({ kind: zz.literal('b'), text: zz.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 6,
            column: 65,
            endLine: 6,
            endColumn: 71,
            data: {
              path: 'text',
              marker: 'zz.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'trim imported as tidy: the whole call tidy() is the marker',
        code: `import { discriminatedUnion, literal, object, string, trim as tidy } from 'zod/mini';

export const Action = discriminatedUnion('kind', [
  object({ kind: literal('a'), text: string().check(tidy()) }),
  object({ kind: literal('b'), text: string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: 'tidy()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// unresolved and syntax
describe('unresolved and syntax', () => {
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      {
        name: 'an unresolved option, marker in every resolved variant',
        code: `import { z } from 'zod';
import { External } from './external';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string().trim() }),
  External,
]);
`,
      },
      {
        name: 'an unknown spread after a key may replace it: not guessed',
        code: `import { z } from 'zod';
import { extra } from './extra';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string(), ...extra }),
]);
`,
      },
      {
        name: 'a check held in a const, used in both',
        code: `import { z } from 'zod';

const nonEmpty = z.refine((v: string) => v !== '');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(nonEmpty) }),
  z.object({ kind: z.literal('b'), text: z.string().check(nonEmpty) }),
]);
`,
      },
      {
        name: 'as, satisfies and parentheses, marker in both',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() as z.ZodString }),
  z.object({ kind: z.literal('b'), text: (z.string().trim() satisfies z.ZodString) }),
] as const);
`,
      },
      {
        name: '.transform() and .superRefine() on whole variant objects are not field markers',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }).transform((o) => ({ ...o, text: o.text.trim() })),
  z.object({ kind: z.literal('b'), text: z.string() }).superRefine((o, ctx) => {
    if (o.text === '') ctx.addIssue({ code: 'custom', message: 'empty' });
  }),
]);
`,
      },
    ],
    invalid: [
      {
        name: 'an unresolved option does not hide what the resolved ones show',
        code: `import { z } from 'zod';
import { External } from './external';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ kind: z.literal('b'), text: z.string() }),
  External,
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'an unknown spread before a key does not change the key',
        code: `import { z } from 'zod';
import { extra } from './extra';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() }),
  z.object({ ...extra, kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 5,
            column: 53,
            endLine: 5,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'a check held in a const is reported where it is written',
        code: `import { z } from 'zod';

const nonEmpty = z.refine((v: string) => v !== '');

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().check(nonEmpty) }),
  z.object({ kind: z.literal('b'), text: z.string() }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 3,
            column: 20,
            endLine: 3,
            endColumn: 51,
            data: {
              path: 'text',
              marker: 'z.refine()',
              what: CUSTOM,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'as, satisfies and parentheses are looked through',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim() as z.ZodString }),
  z.object({ kind: z.literal('b'), text: (z.string() satisfies z.ZodString) }),
] as const);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 59,
            data: {
              path: 'text',
              marker: '.trim()',
              what: OVERWRITE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
      {
        name: 'the transform moved onto the collided field is',
        code: `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().transform((v) => v.trim()) }),
  z.object({ kind: z.literal('b'), text: z.string() }).superRefine((o, ctx) => {
    if (o.text === '') ctx.addIssue({ code: 'custom', message: 'empty' });
  }),
]);
`,
        errors: [
          {
            messageId: 'hiddenCheck',
            line: 4,
            column: 53,
            endLine: 4,
            endColumn: 79,
            data: {
              path: 'text',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variant a',
              withoutVariants: 'variant b',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// the discriminator: a variant's marker on its own values never meets another variant's input
describe('the discriminator', () => {
  const codecs = `import { z } from 'zod';
const codec1 = z.codec(z.literal(1), z.literal('one'), { decode: () => 'one' as const, encode: () => 1 as const });
const codec2 = z.codec(z.literal(2), z.literal('two'), { decode: () => 'two' as const, encode: () => 2 as const });
export const U = z.discriminatedUnion('type', [
  z.object({ type: codec1, value: z.string() }),
  z.object({ type: codec2, value: z.number() }),
]);
`;
  // The same refine in one variant, but now both variants claim 'a': an input with type 'a'
  // meets either, so the refine is a hidden check of the flattened field.
  const shared = `import { z } from 'zod';
export const U = z.union([
  z.object({ type: z.literal('a').refine((v) => v.length > 0), value: z.string() }),
  z.object({ type: z.literal('a'), other: z.number() }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a codec per variant on a discriminator whose values are disjoint (Zod’s own test)', code: codecs },
      {
        name: 'a refine on one variant’s own discriminator value',
        code: shared.replace("z.literal('a'), other", "z.literal('b'), other"),
      },
    ],
    invalid: [
      {
        name: 'a refine on a discriminator value two variants claim',
        code: shared,
        errors: [
          {
            messageId: 'hiddenCheck',
            ...loc(shared, 'refine((v) => v.length > 0)'),
            data: {
              path: 'type',
              marker: '.refine()',
              what: CUSTOM,
              withVariants: 'variant option 1',
              withoutVariants: 'variant option 2',
            },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// a union the file's scan does not name: built through an alias of a factory, nested in a field
// of a union it does name. The analysis reads the unions the evaluation built, not only the
// calls the scan found, so this one is checked like any other.
describe('a union built through an alias of z.union', () => {
  const aliased = `import { z } from 'zod';
const union = z.union;
export const Outer = z.union([
  z.object({ inner: union([z.object({ v: z.string().trim() }), z.object({ v: z.string() })]) }),
  z.object({ other: z.string() }),
]);
`;
  // Destructured, and called only in a lazy getter: read by the analysis after the model is
  // made, so only the scan's knowing the alias lists it.
  const inGetter = `import { z } from 'zod';
const { union: anyOf } = z;
const Node = z.object({
  get inner() {
    return anyOf([z.object({ v: z.string().trim() }), z.object({ v: z.string() })]);
  },
});
export const Outer = z.union([Node, z.object({ other: z.string() })]);
`;
  // The same, with the alias declared inside the function that builds the schema.
  const inFunction = `import { z } from 'zod';
export function makeOuter() {
  const anyOf = z.union;
  const Node = z.object({
    get inner() {
      return anyOf([z.object({ v: z.string().trim() }), z.object({ v: z.string() })]);
    },
  });
  return z.union([Node, z.object({ other: z.string() })]);
}
`;
  // And through an alias of the namespace.
  const viaNamespaceAlias = `import { z } from 'zod';
const zz = z;
const anyOf = zz.union;
const Node = z.object({
  get inner() {
    return anyOf([z.object({ v: z.string().trim() }), z.object({ v: z.string() })]);
  },
});
export const Outer = z.union([Node, z.object({ other: z.string() })]);
`;
  const trimmedOnce = (code: string) => [
    {
      messageId: 'hiddenCheck' as const,
      ...loc(code, 'trim()'),
      data: {
        path: 'v',
        marker: '.trim()',
        what: OVERWRITE,
        withVariants: 'variant option 1',
        withoutVariants: 'variant option 2',
      },
    },
  ];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the aliased union, .trim() in both of its variants', code: aliased.replace("v: z.string() }", "v: z.string().trim() }") },
      {
        name: 'a destructured alias in a getter, .trim() in both variants',
        code: inGetter.replace("v: z.string() }", "v: z.string().trim() }"),
      },
      {
        name: 'an alias declared in a function, called in a getter, .trim() in both variants',
        code: inFunction.replace("v: z.string() }", "v: z.string().trim() }"),
      },
      {
        name: 'an alias of an alias of the namespace, in a getter, .trim() in both variants',
        code: viaNamespaceAlias.replace("v: z.string() }", "v: z.string().trim() }"),
      },
    ],
    invalid: [
      { name: 'the aliased union, .trim() in one of its variants', code: aliased, errors: trimmedOnce(aliased) },
      { name: 'a destructured alias in a getter, .trim() in one variant', code: inGetter, errors: trimmedOnce(inGetter) },
      { name: 'an alias declared in a function, called in a getter, .trim() in one variant', code: inFunction, errors: trimmedOnce(inFunction) },
      {
        name: 'an alias of an alias of the namespace, in a getter, .trim() in one variant',
        code: viaNamespaceAlias,
        errors: trimmedOnce(viaNamespaceAlias),
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Helpers the evaluator reads: a body of declarations and one return, methods and arrow
// properties of an object, destructured parameters with defaults, rest parameters. The marker
// sits in the argument or in the helper's body; the squiggle is on it either way.
describe('helpers of the file', () => {
  const declaring = (b: string) => `import { z } from 'zod';
function op(tag: string, text: z.ZodTypeAny) {
  'use strict';
  type Tag = typeof tag;
  const kind = z.literal(tag as Tag);
  const shape = { kind, text };
  return z.object(shape);
}
export const Action = z.discriminatedUnion('kind', [op('a', z.string().trim()), op('b', ${b})]);
`;
  const methods = (b: string) => `import { z } from 'zod';
const ops = {
  make(tag: string) {
    return z.object({ kind: z.literal(tag), text: z.string().trim() });
  },
  plain: (tag: string) => z.object({ kind: z.literal(tag), text: ${b} }),
};
export const Action = z.discriminatedUnion('kind', [ops.make('a'), ops.plain('b')]);
`;
  const destructured = (b: string) => `import { z } from 'zod';
const op = (tag: string, { text = ${b}, note }: { text?: z.ZodTypeAny; note?: string } = {}) => z.object({ kind: z.literal(tag), text });
export const Action = z.discriminatedUnion('kind', [op('a', { text: z.string().trim() }), op('b')]);
`;
  const rest = (b: string) => `import { z } from 'zod';
const op = (tag: string, ...texts: z.ZodTypeAny[]) => z.object({ kind: z.literal(tag), text: texts[0] });
export const Action = z.discriminatedUnion('kind', [op('a', z.string().trim()), op('b', ${b})]);
`;
  // Options built from a list: `.map()` calls its callback per element, `.concat()` joins lists.
  const mapped = (b: string) => `import { z } from 'zod';
const KINDS = ['a', 'b'] as const;
const trimmed = (kind: string) => kind === 'a';
export const Action = z.discriminatedUnion(
  'kind',
  KINDS.map((kind) => z.object({ kind: z.literal(kind), text: trimmed(kind) ? z.string().trim() : ${b} })).concat([]),
);
`;
  // A list mapped inside a helper, read after the helper has returned: the callback still sees
  // the helper's parameter (`prefix`).
  const mappedInHelper = (b: string) => `import { z } from 'zod';
const variants = (prefix: string) =>
  ['a', 'b'].map((kind) => z.object({ kind: z.literal(\`\${prefix}\${kind}\`), text: kind === 'a' ? z.string().trim() : ${b} }));
export const Action = z.discriminatedUnion('kind', variants('x'));
`;
  // One variant per entry of a map of tool inputs: `Object.entries()` pairs, destructured.
  const entriesMapped = (b: string) => `import { z } from 'zod';
const INPUTS = { search: z.object({ q: z.string().trim() }), fetch: z.object({ q: ${b} }) };
export const Call = z.discriminatedUnion(
  'tool',
  Object.entries(INPUTS).map(([name, input]) => input.extend({ tool: z.literal(name) })),
);
`;
  // A z.lazy() made inside a helper is read when the analysis first asks, after the helper has
  // returned: its getter still sees the helper's parameter (`text`).
  const lazyInHelper = (b: string) => `import { z } from 'zod';
const op = (kind: string, text: z.ZodTypeAny) => z.object({ kind: z.literal(kind), child: z.lazy(() => z.object({ text })) });
export const Action = z.discriminatedUnion('kind', [op('a', z.string().trim()), op('b', ${b})]);
`;
  // A helper whose `if`s test its arguments: each call takes the branch its arguments choose.
  const branching = (b: string) => `import { z } from 'zod';
function op(kind: string, trimmed = false) {
  if (!kind) throw new Error('a kind');
  const text = z.string();
  if (trimmed) {
    return z.object({ kind: z.literal(kind), text: text.trim() });
  } else if (kind === 'b') return z.object({ kind: z.literal(kind), text: ${b} });
  return z.object({ kind: z.literal(kind), text });
}
export const Action = z.discriminatedUnion('kind', [op('a', true), op('b')]);
`;
  // A helper that builds the union of its arguments, called at the top level: the union is read
  // for each call, with the call's options.
  const unionHelper = (b: string) => `import { z } from 'zod';
function anyOf(...options: z.ZodObject[]) {
  return z.union(options);
}
const A = z.object({ kind: z.literal('a'), text: z.string().trim() });
export const Action = anyOf(A, z.object({ kind: z.literal('b'), text: ${b} }));
`;
  // One option picked from a list by `.at()`, counted from the end when negative; metadata for
  // OpenAPI documents (`.openapi()` of zod-to-openapi and @hono/zod-openapi) is the same schema.
  const pickedAt = (b: string) => `import { z } from 'zod';
const OPTIONS = [z.object({ kind: z.literal('a'), text: z.string().trim().openapi({ example: 'x' }) }), z.object({ kind: z.literal('b'), text: ${b} })];
export const Action = z.union([OPTIONS.at(0)!, OPTIONS.at(-1)!]);
`;
  const trimmedIn = (code: string, at: string, withVariants = 'variant a', withoutVariants = 'variant b') => [
    {
      messageId: 'hiddenCheck' as const,
      ...loc(code, at),
      data: { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants, withoutVariants },
    },
  ];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a helper that declares its shape first, .trim() in both calls', code: declaring('z.string().trim()') },
      { name: 'a method and an arrow property, .trim() in both', code: methods('z.string().trim()') },
      { name: 'a destructured parameter whose default trims too', code: destructured('z.string().trim()') },
      { name: 'a rest parameter, .trim() in both calls', code: rest('z.string().trim()') },
      { name: 'a helper that builds the union, .trim() in both options', code: unionHelper('z.string().trim()') },
      { name: 'a helper that tests its arguments: both branches taken trim', code: branching('z.string().trim()') },
      { name: 'options mapped from a list, .trim() for every element', code: mapped('z.string().trim()') },
      { name: 'options mapped inside a helper, .trim() for every element', code: mappedInHelper('z.string().trim()') },
      { name: 'a z.lazy() made in a helper, .trim() in both calls', code: lazyInHelper('z.string().trim()') },
      { name: 'variants mapped from Object.entries(), .trim() in both', code: entriesMapped('z.string().trim()') },
      { name: 'options picked by .at(), .trim() in both', code: pickedAt('z.string().trim()') },
    ],
    invalid: [
      { name: 'a helper that declares its shape first, .trim() in one call', code: declaring('z.string()'), errors: trimmedIn(declaring('z.string()'), 'trim()') },
      { name: 'a method trims, an arrow property does not', code: methods('z.string()'), errors: trimmedIn(methods('z.string()'), 'trim()') },
      { name: 'a destructured parameter: the default does not trim', code: destructured('z.string()'), errors: trimmedIn(destructured('z.string()'), 'trim()') },
      { name: 'a rest parameter: one call trims', code: rest('z.string()'), errors: trimmedIn(rest('z.string()'), 'trim()') },
      { name: 'a helper that builds the union: one option trims', code: unionHelper('z.string()'), errors: trimmedIn(unionHelper('z.string()'), 'trim()') },
      { name: 'a helper that tests its arguments: only the branch of op(a, true) trims', code: branching('z.string()'), errors: trimmedIn(branching('z.string()'), 'trim()') },
      { name: 'options mapped from a list: only the element a trims', code: mapped('z.string()'), errors: trimmedIn(mapped('z.string()'), 'trim()') },
      {
        name: "options mapped inside a helper: the labels read the helper's parameter",
        code: mappedInHelper('z.string()'),
        errors: trimmedIn(mappedInHelper('z.string()'), 'trim()', 'variant xa', 'variant xb'),
      },
      {
        name: 'variants mapped from Object.entries(): only search trims',
        code: entriesMapped('z.string()'),
        errors: trimmedIn(entriesMapped('z.string()'), 'trim()', 'variant search', 'variant fetch').map((error) => ({ ...error, data: { ...error.data, path: 'q' } })),
      },
      { name: 'options picked by .at(): one trims, behind .openapi()', code: pickedAt('z.string()'), errors: trimmedIn(pickedAt('z.string()'), 'trim()') },
      {
        name: "a z.lazy() made in a helper: its getter reads the helper's parameter",
        code: lazyInHelper('z.string()'),
        errors: trimmedIn(lazyInHelper('z.string()'), 'trim()').map((error) => ({ ...error, data: { ...error.data, path: 'child.text' } })),
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A class as a namespace of schemas: static fields (one built from another), a static method and
// a static getter.
describe('static members of a class', () => {
  const getter = (b: string) => `import { z } from 'zod';
class Ops {
  static get SetText() { return z.object({ kind: z.literal('a'), text: z.string().trim() }); }
  static get SetButton() { return z.object({ kind: z.literal('b'), text: ${b} }); }
}
export const Action = z.discriminatedUnion('kind', [Ops.SetText, Ops.SetButton]);
`;
  const getterWithout = getter('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'static getters, .trim() in both', code: getter('z.string().trim()') }],
    invalid: [
      {
        name: 'static getters, .trim() in one',
        code: getterWithout,
        errors: [hiddenAt(getterWithout, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });

  const statics = (b: string) => `import { z } from 'zod';
class Ops {
  static readonly SetText = z.object({ kind: z.literal('a'), text: z.string().trim() });
  static SetButton = Ops.SetText.extend({ kind: z.literal('b'), text: ${b} });
  static make(kind: string) { return z.object({ kind: z.literal(kind), text: z.string().trim() }); }
  text = z.number();
}
export const Action = z.discriminatedUnion('kind', [Ops.SetText, Ops.SetButton, Ops.make('c')]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'static fields and a static method, .trim() in all three', code: statics('z.string().trim()') }],
    invalid: [
      {
        name: 'static fields and a static method, .trim() in two of three',
        code: statics('z.string()'),
        errors: [
          {
            messageId: 'hiddenCheck' as const,
            ...loc(statics('z.string()'), 'trim()'),
            data: { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a and c', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck' as const,
            ...loc(statics('z.string()'), 'trim()', 1),
            data: { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a and c', withoutVariants: 'variant b' },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A TypeScript namespace as a namespace of schemas: its exported values, in blocks merged by name
// (one block reading another's export unqualified), a nested namespace, and a sibling it does not
// export read from inside it.
describe('members of a TypeScript namespace', () => {
  const namespaced = (b: string) => `import { z } from 'zod';
namespace Ops {
  const trimmed = z.string().trim();
  export const SetText = z.object({ kind: z.literal('a'), text: trimmed });
  export namespace More { export const SetLink = z.object({ kind: z.literal('c'), text: z.string().trim() }); }
}
namespace Ops {
  // The first block's export, unqualified: the blocks of one namespace see each other's exports.
  export const SetButton = SetText.extend({ kind: z.literal('b'), text: ${b} });
}
export const Action = z.discriminatedUnion('kind', [Ops.SetText, Ops.SetButton, Ops.More.SetLink]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'namespace members, .trim() in all three', code: namespaced('z.string().trim()') }],
    invalid: [
      {
        name: 'namespace members, .trim() in two of three',
        code: namespaced('z.string()'),
        errors: [
          {
            messageId: 'hiddenCheck' as const,
            ...loc(namespaced('z.string()'), 'trim()'),
            data: { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a and c', withoutVariants: 'variant b' },
          },
          {
            messageId: 'hiddenCheck' as const,
            ...loc(namespaced('z.string()'), 'trim()', 1),
            data: { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a and c', withoutVariants: 'variant b' },
          },
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Inside a record or a tuple: its keys, values and items have no path of their own, so what they
// carry is the field's (flatten-semantics §3.3 walks a record to its value type).
describe('record values and tuple items', () => {
  const two = (a: string, b: string) => `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), f: ${a} }),
  z.object({ kind: z.literal('b'), f: ${b} }),
]);
`;
  const recordValue = two('z.record(z.string(), z.string().trim())', 'z.record(z.string(), z.string())');
  const recordKey = two('z.record(z.string().refine((k) => k !== "id"), z.number())', 'z.record(z.string(), z.number())');
  const objectInRecord = two('z.record(z.string(), z.object({ p: z.array(z.string().toLowerCase()) }))', 'z.record(z.string(), z.object({ p: z.array(z.string()) }))');
  const tupleItem = two('z.tuple([z.string(), z.number().refine(Number.isInteger)])', 'z.tuple([z.string(), z.number()])');
  const tupleRest = two('z.tuple([z.string()], z.string().transform((s) => s.length))', 'z.tuple([z.string()], z.string())');
  // An object's catchall values are the field's, as a record's values are (JSON Schema's additionalProperties).
  const catchallValue = two('z.object({ id: z.string() }).catchall(z.string().trim())', 'z.object({ id: z.string() }).catchall(z.string())');
  const hidden = (code: string, needle: string, marker: string, what: string, path = 'f') =>
    hiddenAt(code, needle, { path, marker, what, withVariants: 'variant a', withoutVariants: 'variant b' });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same trimmed record values in both', code: two('z.record(z.string(), z.string().trim())', 'z.record(z.string(), z.string().trim())') },
      { name: 'the same checked record key in both', code: two('z.record(z.string().refine((k) => k !== "id"), z.number())', 'z.record(z.string().refine((k) => k !== "id"), z.number())') },
      { name: 'the same object of records in both', code: two('z.record(z.string(), z.object({ p: z.array(z.string()) }))', 'z.record(z.string(), z.object({ p: z.array(z.string()) }))') },
      { name: 'the same checked tuple item in both', code: two('z.tuple([z.string(), z.number().refine(Number.isInteger)])', 'z.tuple([z.string(), z.number().refine(Number.isInteger)])') },
      { name: "a record's trimmed values against an object's trimmed catchall", code: two('z.record(z.string(), z.string().trim())', 'z.object({}).catchall(z.string().trim())') },
      { name: 'the same trimmed catchall in both', code: two('z.object({ id: z.string() }).catchall(z.string().trim())', 'z.object({ id: z.string() }).catchall(z.string().trim())') },
      { name: 'the same rest in both', code: two('z.tuple([z.string()], z.string().transform((s) => s.length))', 'z.tuple([z.string()], z.string().transform((s) => s.length))') },
      // A record of a recursive value (z.lazy) ends.
      {
        name: 'a recursive record value, the same in both',
        code: `import { z } from 'zod';
const Tree: z.ZodType = z.lazy(() => z.record(z.string(), z.union([z.string().trim(), Tree])));
export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), f: Tree }),
  z.object({ kind: z.literal('b'), f: z.record(z.string(), z.union([z.string().trim(), Tree])) }),
]);
`,
      },
    ],
    invalid: [
      { name: 'a record value trimmed in one variant', code: recordValue, errors: [hidden(recordValue, 'trim()', '.trim()', 'an overwrite that rewrites the value', 'f.*')] },
      { name: 'a record key refined in one variant', code: recordKey, errors: [hidden(recordKey, 'refine((k) => k !== "id")', '.refine()', 'a custom check', 'f.<key>')] },
      {
        name: 'an array item of an object of a record value, lower-cased in one variant',
        code: objectInRecord,
        errors: [hidden(objectInRecord, 'toLowerCase()', '.toLowerCase()', 'an overwrite that rewrites the value', 'f.*.p[]')],
      },
      { name: "an object's catchall values trimmed in one variant", code: catchallValue, errors: [hidden(catchallValue, 'trim()', '.trim()', 'an overwrite that rewrites the value', 'f.*')] },
      { name: 'a tuple item refined in one variant', code: tupleItem, errors: [hidden(tupleItem, 'refine(Number.isInteger)', '.refine()', 'a custom check', 'f[1]')] },
      {
        name: 'a tuple rest transformed in one variant',
        code: tupleRest,
        errors: [hidden(tupleRest, 'transform((s) => s.length)', '.transform()', 'a pipe whose output JSON Schema does not show', 'f[]')],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A union builder imported under another name: the file's text names no `discriminatedUnion(`,
// and was skipped before it was read.
describe('a union builder imported under another name', () => {
  const renamed = (b: string) => `import { discriminatedUnion as oneOf, union as anyOf, object, literal, string } from 'zod';

export const Action = oneOf('kind', [
  object({ kind: literal('a'), text: string().trim() }),
  object({ kind: literal('b'), text: ${b} }),
]);
export const Other = anyOf([object({ text: string().trim() }), object({ text: ${b} })]);
`;
  const differs = renamed('string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'oneOf and anyOf: .trim() in both variants', code: renamed('string().trim()') }],
    invalid: [
      {
        name: 'oneOf and anyOf: .trim() in one variant',
        code: differs,
        errors: [
          hiddenAt(differs, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(differs, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant option 1', withoutVariants: 'variant option 2' }, 1),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A union builder named another way than `z.union(` / `z.discriminatedUnion(`: an alias, a
// computed member, type arguments, a comment before the call, `.call()` / `.apply()`, a spread of
// the arguments written in place, a key the evaluator cannot read. The file's text was tested for
// a call right after the name, and such a file was skipped whole, without a word (metamorphic
// sweep: 215 of 264 programs lost every finding when their builder was aliased).
describe('a union builder written another way', () => {
  const spellings: readonly [string, string][] = [
    ['an alias of z.discriminatedUnion', "const DU = z.discriminatedUnion;\nexport const U = DU('op', [A, B]);"],
    ['an alias destructured from z', "const { union: U1 } = z;\nexport const U = U1([A, B]);"],
    ["a computed member, z['union']", "export const U = z['union']([A, B]);"],
    ['type arguments', 'export const U = z.union<[typeof A, typeof B]>([A, B]);'],
    ['a comment before the arguments', 'export const U = z.union /* the ops */ ([A, B]);'],
    ['.or() with a type argument', 'export const U = A.or<typeof B>(B);'],
    ['.call()', 'export const U = z.union.call(z, [A, B]);'],
    ['.apply()', "export const U = z.discriminatedUnion.apply(z, ['op', [A, B]]);"],
    ['a spread of the arguments written in place', "export const U = z.discriminatedUnion(...(['op', [A, B]] as const));"],
    ["a key the evaluator cannot read (a package's)", "export const U = z.discriminatedUnion(KEY, [A, B]);"],
  ];
  const program = (union: string, b: string) => `import { z } from 'zod';
import { KEY } from 'some-package';
const A = z.object({ op: z.literal('a'), text: z.string().trim() });
const B = z.object({ op: z.literal('b'), text: ${b} });
${union}
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: spellings.map(([name, union]) => ({ name: `${name}: .trim() in both variants`, code: program(union, 'z.string().trim()') })),
    invalid: spellings.map(([name, union]) => {
      const code = program(union, 'z.string()');
      return { name, code, errors: [hiddenAt(code, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] };
    }),
  });
});

// ------------------------------------------------------------------------------------------------
// `z.invertCodec(c)`: a codec the other way round, a pipe like any codec.
describe('z.invertCodec()', () => {
  const inverted = (b: string) => `import { z } from 'zod';

const NumberText = z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) });
export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), n: z.invertCodec(NumberText) }),
  z.object({ kind: z.literal('b'), n: ${b} }),
]);
`;
  const inOne = inverted('z.number()');
  // The codec written the other way round is the inverted one (Zod swaps decode and encode); one
  // whose functions differ is not (grammar v15: two reports where live Zod gave none).
  const writtenBack = inverted('z.codec(z.number(), z.string(), { decode: (n) => String(n), encode: (s) => Number(s) })');
  const otherBack = inverted('z.codec(z.number(), z.string(), { decode: (n) => n.toFixed(2), encode: (s) => Number(s) })');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same inverted codec in both variants', code: inverted('z.invertCodec(NumberText)') },
      { name: 'the inverted codec against the codec written the other way round', code: writtenBack },
      { name: 'the same, with methods', code: writtenBack.replace('{ decode: (n) => String(n), encode: (s) => Number(s) }', '{ decode(n) { return String(n); }, encode(s) { return Number(s); } }').replace('{ decode: (s) => Number(s), encode: (n) => String(n) }', '{ decode(s) { return Number(s); }, encode(n) { return String(n); } }') },
    ],
    invalid: [
      {
        name: 'the codec written the other way round with another decode function',
        code: otherBack,
        errors: [
          hiddenAt(otherBack, 'invertCodec(NumberText)', { path: 'n', marker: 'z.invertCodec()', what: PIPE, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(otherBack, 'codec(z.number(), z.string(), { decode: (n) => n.toFixed(2), encode: (s) => Number(s) })', { path: 'n', marker: 'z.codec()', what: PIPE, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
      {
        name: 'an inverted codec in one variant',
        code: inOne,
        errors: [
          hiddenAt(inOne, 'invertCodec(NumberText)', { path: 'n', marker: 'z.invertCodec()', what: PIPE, withVariants: 'variant a', withoutVariants: 'variant b' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A function written inline is compared by its text without TypeScript's types: what runs is the
// same, and live Zod sees the function as JavaScript.
describe('inline functions that differ only in types', () => {
  const typed = (a: string, b: string) => `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), f: z.string().refine(${a}) }),
  z.object({ kind: z.literal('b'), f: z.string().refine(${b}) }),
]);
`;
  const differs = typed("(v: string) => v !== 'x'", "(v: string) => v !== 'y'");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'an annotated parameter', code: typed("(v: string) => v !== 'x'", "(v) => v !== 'x'") },
      { name: 'a return type, a non-null assertion and as', code: typed('(v): boolean => v!.length as number > 1', '(v) => v.length > 1') },
      { name: 'type parameters, a type argument and satisfies', code: typed('<T extends string>(v: T) => Boolean<string>(v satisfies string)', '(v) => Boolean(v)') },
    ],
    invalid: [
      {
        name: 'annotated alike, different bodies',
        code: differs,
        errors: [
          hiddenAt(differs, "refine((v: string) => v !== 'x')", { path: 'f', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(differs, "refine((v: string) => v !== 'y')", { path: 'f', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// `.normalize(form)` is identified by its form (NFC when none is given).
describe('normalization forms', () => {
  const forms = `import { z } from 'zod';

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().normalize() }),
  z.object({ kind: z.literal('b'), text: z.string().normalize('NFD') }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: ".normalize('NFD') in both variants", code: forms.replace('normalize()', "normalize('NFD')") }],
    invalid: [
      {
        name: ".normalize() (NFC) and .normalize('NFD')",
        code: forms,
        errors: [
          hiddenAt(forms, 'normalize()', { path: 'text', marker: '.normalize()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(forms, "normalize('NFD')", { path: 'text', marker: '.normalize()', what: OVERWRITE, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A named function expression: its parameters live in the function's scope, not in the scope of
// its own name (they were "a function parameter", every variant untraceable and unlabelled).
describe('a helper written as a named function expression', () => {
  const named = (second: string) => `import { z } from 'zod';
const mk = function make(name: string, text: z.ZodString) {
  return z.object({ op: z.literal(name), text });
};
export const U = z.discriminatedUnion('op', [mk('a', z.string().trim()), mk('b', ${second})]);`;
  const invalid = named('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both calls', code: named('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in one call',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Per-operation overrides: `special[op] ?? Default`. A key an object literal does not list is
// undefined, a schema is never nullish, and `defs[op]` reads the key `op` holds. Each of the
// three was "could not be traced" before, for every variant.
describe('overrides read with ?? and a computed key', () => {
  const overrides = (read: string) => `import { z } from 'zod';
const OPS = ['read', 'stat'] as const;
const special: Record<string, z.ZodString> = { read: ${read} };
export const U = z.discriminatedUnion('op', OPS.map((op) => z.object({ op: z.literal(op), path: special[op] ?? z.string() })));`;
  const invalid = overrides('z.string().trim()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the override is the default', code: overrides('z.string()') }],
    invalid: [
      {
        name: 'the override trims',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'path', marker: '.trim()', what: OVERWRITE, withVariants: 'variant read', withoutVariants: 'variant stat' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A function passed to a helper is the function passed, not the parameter's name: two predicates
// through one `fn` were one check (a missed finding), one predicate through two helpers' `fn` and
// `g` were two (a false one).
describe('a function passed to a helper', () => {
  const through = (a: string, b: string) => `import { z } from 'zod';
const isLong = (s: string) => s.length > 3;
const mk = (name: string, fn: (s: string) => boolean) => z.object({ op: z.literal(name), v: z.string().refine(fn) });
const mk2 = (name: string, g: (s: string) => boolean) => z.object({ op: z.literal(name), v: z.string().refine(g) });
export const U = z.discriminatedUnion('op', [${a}, ${b}]);`;
  const differ = through("mk('a', (s) => s.length > 2)", "mk('b', (s) => s.length > 3)");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'one function through two helpers', code: through("mk('a', isLong)", "mk2('b', isLong)") },
      { name: 'the same text inline and by name', code: through("mk('a', (s: string) => s.length > 3)", "mk2('b', isLong)") },
    ],
    invalid: [
      {
        name: 'two functions through one parameter',
        code: differ,
        errors: [
          hiddenAt(differ, 'refine(fn)', { path: 'v', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(differ, 'refine(fn)', { path: 'v', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A curried helper: the function `mk('a')` returns reads `mk`'s parameter wherever it is called
// (it was "a function parameter": every variant untraceable, labelled 'option N').
describe('a curried helper', () => {
  const curried = (second: string) => `import { z } from 'zod';
const mk = (name: string) => (text: z.ZodString) => z.object({ op: z.literal(name), text });
const later = ['c', 'd'].map((name) => mk(name));
export const U = z.discriminatedUnion('op', [mk('a')(z.string().trim()), mk('b')(${second}), ...later.map((make) => make(z.string().trim()))]);`;
  const invalid = curried('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in every call', code: curried('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in all but one',
        code: invalid,
        errors: [
          hiddenAt(invalid, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a, c and d', withoutVariants: 'variant b' }),
          hiddenAt(invalid, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a, c and d', withoutVariants: 'variant b' }, 1),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// z.httpUrl() and z.url({ protocol, hostname }) advertise what z.url() does ({ format: 'uri' })
// and reject what it accepts (`ftp://x.com`): a check JSON Schema cannot show.
describe('URL formats with a protocol or hostname', () => {
  const urls = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('navigate'), url: ${a} }),
  z.object({ op: z.literal('open'), url: ${b} }),
]);`;
  const httpOnly = urls('z.httpUrl()', 'z.url()');
  const options = urls("z.string().url({ protocol: /^https$/ })", "z.url({ hostname: /\\.example\\.com$/ })");
  const asChecks = urls('z.string().check(z.httpUrl())', 'z.string().check(z.url())');
  const marker = (what: string) => `${what}'s protocol or hostname`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'z.httpUrl() in both', code: urls('z.httpUrl()', 'z.httpUrl()') },
      { name: 'the same protocol, as a factory and as a method', code: urls('z.url({ protocol: /^https$/ })', 'z.string().url({ protocol: /^https$/ })') },
      { name: 'plain URLs', code: urls('z.url()', 'z.string().url()') },
      // zod/mini's spelling: the format schema attached as a check brings its restriction along.
      { name: 'z.httpUrl() as a check and as a schema', code: urls('z.string().check(z.httpUrl())', 'z.httpUrl()') },
    ],
    invalid: [
      {
        name: 'z.httpUrl() against z.url()',
        code: httpOnly,
        errors: [hiddenAt(httpOnly, 'httpUrl()', { path: 'url', marker: marker('z.httpUrl()'), what: CUSTOM, withVariants: 'variant navigate', withoutVariants: 'variant open' })],
      },
      {
        name: 'z.httpUrl() against z.url(), both as checks',
        code: asChecks,
        errors: [hiddenAt(asChecks, 'httpUrl()', { path: 'url', marker: marker('z.httpUrl()'), what: CUSTOM, withVariants: 'variant navigate', withoutVariants: 'variant open' })],
      },
      {
        name: 'different options',
        code: options,
        errors: [
          hiddenAt(options, 'url({ protocol: /^https$/ })', { path: 'url', marker: marker('.url()'), what: CUSTOM, withVariants: 'variant navigate', withoutVariants: 'variant open' }),
          hiddenAt(options, 'url({ hostname: /\\.example\\.com$/ })', { path: 'url', marker: marker('z.url()'), what: CUSTOM, withVariants: 'variant open', withoutVariants: 'variant navigate' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A pipe's target is compared by what it is, as live Zod compares it: `.max(3)`,
// `.check(z.maxLength(3))` and a constant holding either are one target.
describe('pipe targets by structure', () => {
  const pipes = (b: string) => `import { z } from 'zod';
const Short = z.string().check(z.maxLength(3));
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: z.string().pipe(z.string().max(3)) }),
  z.object({ op: z.literal('b'), v: z.string().pipe(${b}) }),
]);`;
  const differ = pipes('z.string().max(4)');
  const PIPE_MARKER = { path: 'v', marker: '.pipe()', what: PIPE };
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a constant of another spelling', code: pipes('Short') },
      { name: 'another spelling inline', code: pipes('z.string().check(z.maxLength(3))') },
      // What JSON Schema advertises, folded: a bound written twice, or with one that adds nothing.
      { name: 'a bound written twice', code: pipes('z.string().max(3).max(3)') },
      { name: 'a bound a tighter one makes redundant', code: pipes('z.string().max(5).max(3)') },
    ],
    invalid: [
      {
        name: 'another bound',
        code: differ,
        errors: [
          hiddenAt(differ, 'pipe(z.string().max(3))', { ...PIPE_MARKER, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(differ, 'pipe(z.string().max(4))', { ...PIPE_MARKER, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A pipe target's bounds are compared as JSON Schema folds them: `.min(5).max(5)` is `.length(5)`,
// and bounds in another order are the same bounds. A hidden check among them keeps its place.
describe('pipe targets with folded bounds', () => {
  const pipes = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: z.string().pipe(${a}) }),
  z.object({ op: z.literal('b'), v: z.string().pipe(${b}) }),
]);`;
  const hiddenMoved = pipes('z.string().trim().min(3)', 'z.string().min(3).trim()');
  const PIPE_MARKER = { path: 'v', marker: '.pipe()', what: PIPE };
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: '.min(5).max(5) against .length(5)', code: pipes('z.string().min(5).max(5)', 'z.string().length(5)') },
      { name: 'bounds in another order', code: pipes('z.string().min(1).max(9)', 'z.string().max(9).min(1)') },
    ],
    invalid: [
      {
        name: 'a trim before or after a bound',
        code: hiddenMoved,
        errors: [
          hiddenAt(hiddenMoved, 'pipe(z.string().trim().min(3))', { ...PIPE_MARKER, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(hiddenMoved, 'pipe(z.string().min(3).trim())', { ...PIPE_MARKER, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// `.omit()` and `.pick()` test each mask value for truth, as Zod does: an object or a schema is
// true (the variant was "a mask the evaluator cannot read", and its findings lost).
describe('mask values read for truth', () => {
  const masked = (second: string) => `import { z } from 'zod';
const Base = z.object({ name: z.string().trim(), junk: z.number() });
export const U = z.union([Base.omit({ junk: {} }), z.object({ name: ${second} })]);`;
  const invalid = masked('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: masked('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in the masked variant only',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant option 1', withoutVariants: 'variant option 2' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A type of the same name in a nearer scope (a type parameter, a local type alias) is not the value
// an expression names: `name: Name` is the outer schema at run time. The lookup stopped at the
// type, and every variant of the helper was "not a variable the evaluator follows".
describe('a type that shadows a value by name', () => {
  const shadowed = (helper: string, second: string) => `import { z } from 'zod';
const Name = z.string().trim();
${helper}
export const U = z.discriminatedUnion('op', [op('a'), z.object({ op: z.literal('b'), name: ${second} })]);`;
  const typeParameter = 'function op<Name extends string>(n: Name) { return z.object({ op: z.literal(n), name: Name }); }';
  const typeAlias = 'function op(n: string) { type Name = string; const x: Name = n; return z.object({ op: z.literal(x), name: Name }); }';
  const invalidParameter = shadowed(typeParameter, 'z.string()');
  const invalidAlias = shadowed(typeAlias, 'z.string()');
  const trimmed = { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' };
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a type parameter, trimmed in both', code: shadowed(typeParameter, 'Name') },
      { name: 'a local type alias, trimmed in both', code: shadowed(typeAlias, 'Name') },
    ],
    invalid: [
      { name: 'a type parameter of the same name', code: invalidParameter, errors: [hiddenAt(invalidParameter, 'trim()', trimmed)] },
      { name: 'a local type alias of the same name', code: invalidAlias, errors: [hiddenAt(invalidAlias, 'trim()', trimmed)] },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A constructor's `checks` param is spread into the def (`z.string({ checks: [z.trim()] })`, Zod's
// own tests write it): it was read as a bare string, a .trim() missed and a bound reported as
// missing.
describe('checks given as a constructor param', () => {
  const withParam = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), text: z.string({ checks: [z.trim()] }) }),
  z.object({ op: z.literal('b'), text: ${b} }),
]);`;
  const invalid = withParam('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both, written two ways', code: withParam('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in one',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'text', marker: 'z.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// `.exactPartial()` is `.partial()` with Zod's exactOptional wrapper (the same `optional` type), and
// a coercion's params carry checks as a constructor's do: both were untraceable or read bare.
describe('.exactPartial() and a coercion with checks', () => {
  const exact = (b: string) => `import { z } from 'zod';
const Base = z.object({ op: z.literal('a'), name: z.string().trim() });
export const U = z.discriminatedUnion('op', [Base.exactPartial({ name: true }), z.object({ op: z.literal('b'), name: ${b} })]);`;
  const coerced = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), v: z.coerce.string({ checks: [z.trim()] }) }),
  z.object({ op: z.literal('b'), v: ${b} }),
]);`;
  const exactInvalid = exact('z.string().optional()');
  const coercedInvalid = coerced('z.coerce.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'exactPartial: trimmed in both', code: exact('z.string().trim().optional()') },
      { name: 'a coercion with checks: trimmed in both', code: coerced('z.coerce.string().trim()') },
    ],
    invalid: [
      {
        name: 'exactPartial: trimmed in one',
        code: exactInvalid,
        errors: [hiddenAt(exactInvalid, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: 'a coercion with checks: trimmed in one',
        code: coercedInvalid,
        errors: [hiddenAt(coercedInvalid, 'trim()', { path: 'v', marker: 'z.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A tuple's items now have paths of their own (`point[0]`) for the other rules; a check inside
// one is still reported once, at the tuple field, as before (not again at the item's path).
describe('a check inside a tuple item', () => {
  const tuple = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), pair: z.tuple([z.string().trim(), z.number()]) }),
  z.object({ op: z.literal('b'), pair: ${b} }),
]);`;
  const invalid = tuple('z.tuple([z.string(), z.number()])');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: tuple('z.tuple([z.string().trim(), z.number()])') }],
    invalid: [
      {
        name: 'trimmed in one, reported once',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'pair[0]', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A tuple's items and a record's keys and values are fields of their own (JSON Schema's
// prefixItems, propertyNames and additionalProperties): the same check at another position, or on
// the keys in one variant and on the values in another, is two differences, not one check in both.
// They were pooled into the field, and nothing was reported.
describe('the same check at another position of a tuple or a record', () => {
  const two = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), pair: ${a} }),
  z.object({ op: z.literal('b'), pair: ${b} }),
]);`;
  const swapped = two('z.tuple([z.string().trim(), z.string()])', 'z.tuple([z.string(), z.string().trim()])');
  const keysAgainstValues = two('z.record(z.string().trim(), z.string())', 'z.record(z.string(), z.string().trim())');
  const trimmed = (path: string, withVariants: string, withoutVariants: string) => ({ path, marker: '.trim()', what: OVERWRITE, withVariants, withoutVariants });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the first item trimmed in both', code: two('z.tuple([z.string().trim(), z.string()])', 'z.tuple([z.string().trim(), z.string()])') },
      { name: "the first item trimmed in both, an array's items in one", code: two('z.tuple([z.string().trim()])', 'z.array(z.string().trim())') },
      { name: 'the keys trimmed in both', code: two('z.record(z.string().trim(), z.string())', 'z.record(z.string().trim(), z.string())') },
    ],
    invalid: [
      {
        name: 'the first item trimmed in one, the second in the other',
        code: swapped,
        errors: [hiddenAt(swapped, 'trim()', trimmed('pair[0]', 'variant a', 'variant b')), hiddenAt(swapped, 'trim()', trimmed('pair[1]', 'variant b', 'variant a'), 1)],
      },
      {
        name: 'the keys trimmed in one, the values in the other',
        code: keysAgainstValues,
        errors: [hiddenAt(keysAgainstValues, 'trim()', trimmed('pair.<key>', 'variant a', 'variant b')), hiddenAt(keysAgainstValues, 'trim()', trimmed('pair.*', 'variant b', 'variant a'), 1)],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// `z.url({ normalize: true })` rewrites the value to the URL's href (Zod's $ZodURL): an overwrite
// JSON Schema does not show, against `z.url()`, which keeps the text. Both were one format.
describe('a URL format that normalizes', () => {
  const urls = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), link: ${a} }),
  z.object({ op: z.literal('b'), link: ${b} }),
]);`;
  const invalid = urls('z.url({ normalize: true })', 'z.url()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'normalized in both, written as a method', code: urls('z.url({ normalize: true })', 'z.string().url({ normalize: true })') },
      { name: 'normalize: false is the default', code: urls('z.url({ normalize: false })', 'z.url()') },
    ],
    invalid: [
      {
        name: 'normalized in one',
        code: invalid,
        errors: [hiddenAt(invalid, 'url({ normalize: true })', { path: 'link', marker: "z.url()'s normalize option", what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A transform or a written overwrite applied twice does what one does not (`double` twice is ×4):
// the later one is a marker of its own. A refine, a `.trim()` or a case change twice does what it
// does once.
describe('a marker applied twice', () => {
  const twice = (a: string, b: string) => `import { z } from 'zod';
const double = (n: number) => n * 2;
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: ${a} }),
  z.object({ op: z.literal('b'), n: ${b} }),
]);`;
  const invalid = twice('z.number().transform(double)', 'z.number().transform(double).transform(double)');
  const overwrites = twice('z.number().overwrite(double)', 'z.number().overwrite(double).overwrite(double)');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a transform twice in both', code: twice('z.number().transform(double).transform(double)', 'z.number().transform(double).transform(double)') },
      { name: 'a refine twice against once', code: twice('z.number().refine((n) => n > 0)', 'z.number().refine((n) => n > 0).refine((n) => n > 0)') },
      { name: '.trim() twice against once', code: twice('z.string().trim()', 'z.string().trim().trim()') },
      { name: 'a written overwrite twice in both', code: twice('z.number().overwrite(double).overwrite(double)', 'z.number().overwrite(double).overwrite(double)') },
      { name: '.toLowerCase() twice against once', code: twice('z.string().toLowerCase()', 'z.string().toLowerCase().toLowerCase()') },
    ],
    invalid: [
      {
        name: 'a transform twice against once: reported at the second',
        code: invalid,
        errors: [hiddenAt(invalid, 'transform(double)', { path: 'n', marker: '.transform()', what: PIPE, withVariants: 'variant b', withoutVariants: 'variant a' }, 2)],
      },
      {
        name: 'a written overwrite twice against once: reported at the second',
        code: overwrites,
        errors: [hiddenAt(overwrites, 'overwrite(double)', { path: 'n', marker: '.overwrite()', what: OVERWRITE, withVariants: 'variant b', withoutVariants: 'variant a' }, 2)],
      },
    ],
  });
});

// the same markers (and length bounds among them) in another order
describe('the same markers in another order', () => {
  const helpers = 'const long = (s: string) => s.length > 3;\nconst double = (n: number) => n * 2;\nconst inc = (n: number) => n + 1;';
  const union = (...fields: string[]) => `import { z } from 'zod';
${helpers}
export const U = z.discriminatedUnion('op', [
${fields.map((field, i) => `  z.object({ op: z.literal('${String.fromCharCode(97 + i)}'), q: ${field} }),`).join('\n')}
]);`;
  /** The order report at occurrence `nth` of `needle`. */
  const orderAt = (
    code: string,
    needle: string,
    nth: number,
    data: { marker: string; order: string; otherOrder: string; withVariants: string; otherVariants: string },
  ) => ({ messageId: 'hiddenOrder' as const, ...loc(code, needle, nth), data: { path: 'q', ...data } });

  const swapped = union('z.string().trim().refine(long)', 'z.string().refine(long).trim()');
  const acrossLayers = union('z.string().trim().optional().refine(long)', 'z.string().refine(long).trim().optional()');
  const minority = union('z.string().trim().refine(long)', 'z.string().refine(long).trim()', 'z.string().trim().refine(long)');
  const transforms = union('z.number().transform(double).transform(inc)', 'z.number().transform(inc).transform(double)');
  const cases = union('z.string().toLowerCase().toUpperCase()', 'z.string().toUpperCase().toLowerCase()');
  // What Zod's own overwrites leave the value in: trimmed or not, its last case change.
  const beforeAndAfter = union('z.string().trim().refine(long).trim()', 'z.string().refine(long).trim()');
  const twiceOnce = union('z.number().transform(double).refine((n) => n > 0)', 'z.number().transform(double).transform(double).refine((n) => n > 0)');
  const caseSwapped = union('z.string().toLowerCase().refine(long).toUpperCase()', 'z.string().toUpperCase().refine(long).toLowerCase()');
  // A length bound among them: `.trim().min(3)` measures the trimmed value, so 'ab  ', which
  // `minLength: 3` allows, fails it.
  const minAfterTrim = union('z.string().trim().min(3)', 'z.string().min(3).trim()');
  const maxAfterTrim = union('z.string().max(5).trim()', 'z.string().trim().max(5)');
  const lengthAndForm = union('z.string().normalize().length(2)', 'z.string().length(2).normalize()');
  const patternAfterCase = union('z.string().toLowerCase().regex(/^[a-z]+$/)', 'z.string().regex(/^[a-z]+$/).toLowerCase()');
  const prefixAfterTrim = union('z.string().trim().startsWith("a")', 'z.string().startsWith("a").trim()');
  const swappedOf = { withVariants: 'variant b', otherVariants: 'variant a' };
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same order in every variant', code: union('z.string().trim().refine(long)', 'z.string().trim().refine(long)') },
      { name: 'refinements in another order see the same value', code: union('z.string().refine(long).refine((s) => s !== "x")', 'z.string().refine((s) => s !== "x").refine(long)') },
      // A refinement written twice among the same steps checks nothing more.
      { name: 'a refinement written twice after a transform', code: union('z.number().transform(double).refine((n) => n > 0)', 'z.number().transform(double).refine((n) => n > 0).refine((n) => n > 0)') },
      { name: 'a refinement written twice before a trim', code: union('z.string().refine(long).trim()', 'z.string().refine(long).refine(long).trim()') },
      { name: '.trim() and .toLowerCase() in another order do the same', code: union('z.string().trim().toLowerCase()', 'z.string().toLowerCase().trim()') },
      {
        name: 'the same applied order, written on other layers (the refine after .optional() runs after the trim)',
        code: union('z.string().trim().optional().refine(long)', 'z.string().trim().refine(long).optional()'),
      },
      { name: 'transforms in the same order', code: union('z.number().transform(double).transform(inc)', 'z.number().transform(double).transform(inc)') },
      { name: '.trim() again after a refine does nothing', code: union('z.string().trim().refine(long).trim()', 'z.string().trim().refine(long)') },
      { name: '.trim() twice before or around a refine', code: union('z.string().trim().refine(long).trim()', 'z.string().trim().trim().refine(long)') },
      {
        name: 'the last case change is the case: the refine sees lower case in both, and lower case comes out',
        code: union('z.string().toLowerCase().toUpperCase().toLowerCase().refine(long)', 'z.string().toUpperCase().toLowerCase().refine(long).toLowerCase()'),
      },
      { name: 'the bound after .trim() in every variant', code: union('z.string().trim().min(3)', 'z.string().trim().min(3)') },
      { name: 'a case change keeps the length', code: union('z.string().toLowerCase().min(3)', 'z.string().min(3).toLowerCase()') },
      { name: 'a bound and a refine check the same value in any order', code: union('z.string().min(3).refine(long)', 'z.string().refine(long).min(3)') },
      { name: 'other bounds are the constraint rule\'s, not an order', code: union('z.string().trim().min(3)', 'z.string().min(5).trim()') },
      { name: 'a bound before .trim() in every variant', code: union('z.string().min(3).trim()', 'z.string().min(3).trim()') },
      { name: 'the same bound and overwrites, the bound first', code: union('z.string().length(2).trim().toLowerCase()', 'z.string().length(2).toLowerCase().trim()') },
      { name: 'a pattern after the case change in every variant', code: union('z.string().toLowerCase().regex(/^[a-z]+$/)', 'z.string().toLowerCase().regex(/^[a-z]+$/)') },
      { name: 'a pattern and a refine check the same value in any order', code: union('z.string().trim().regex(/^a/).refine(long)', 'z.string().trim().refine(long).regex(/^a/)') },
    ],
    invalid: [
      {
        name: 'a refine before .trim() against after it: reported where the order leaves the first variant\'s',
        code: swapped,
        errors: [orderAt(swapped, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .trim()', otherOrder: '.trim() then .refine()', withVariants: 'variant b', otherVariants: 'variant a' })],
      },
      {
        name: 'a refine on an outer layer runs after the trim: against one before it',
        code: acrossLayers,
        errors: [orderAt(acrossLayers, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .trim()', otherOrder: '.trim() then .refine()', withVariants: 'variant b', otherVariants: 'variant a' })],
      },
      {
        name: 'the order most variants write is the reference',
        code: minority,
        errors: [orderAt(minority, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .trim()', otherOrder: '.trim() then .refine()', withVariants: 'variant b', otherVariants: 'variants a and c' })],
      },
      {
        name: 'two transforms in another order',
        code: transforms,
        errors: [orderAt(transforms, 'transform(inc)', 1, { marker: '.transform()', order: '.transform() then .transform()', otherOrder: '.transform() then .transform()', withVariants: 'variant b', otherVariants: 'variant a' })],
      },
      {
        name: '.toLowerCase() and .toUpperCase() in another order',
        code: cases,
        errors: [orderAt(cases, 'toUpperCase()', 1, { marker: '.toUpperCase()', order: '.toUpperCase() then .toLowerCase()', otherOrder: '.toLowerCase() then .toUpperCase()', withVariants: 'variant b', otherVariants: 'variant a' })],
      },
      {
        name: 'a transform twice against once is the partial reading\'s, and not an order besides',
        code: twiceOnce,
        errors: [hiddenAt(twiceOnce, 'transform(double)', { path: 'q', marker: '.transform()', what: PIPE, withVariants: 'variant b', withoutVariants: 'variant a' }, 2)],
      },
      {
        name: 'the refine sees the value trimmed in one variant, as sent in the other',
        code: beforeAndAfter,
        errors: [orderAt(beforeAndAfter, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .trim()', otherOrder: '.trim() then .refine() then .trim()', withVariants: 'variant b', otherVariants: 'variant a' })],
      },
      {
        name: 'the refine sees lower case in one variant and upper case in the other',
        code: caseSwapped,
        errors: [
          orderAt(caseSwapped, 'toUpperCase()', 1, {
            marker: '.toUpperCase()',
            order: '.toUpperCase() then .refine() then .toLowerCase()',
            otherOrder: '.toLowerCase() then .refine() then .toUpperCase()',
            withVariants: 'variant b',
            otherVariants: 'variant a',
          }),
        ],
      },
      {
        name: 'a pattern after .toLowerCase() against before it',
        code: patternAfterCase,
        errors: [orderAt(patternAfterCase, 'regex(/^[a-z]+$/)', 1, { marker: '.regex()', order: '.regex() then .toLowerCase()', otherOrder: '.toLowerCase() then .regex()', ...swappedOf })],
      },
      {
        name: 'a prefix after .trim() against before it',
        code: prefixAfterTrim,
        errors: [orderAt(prefixAfterTrim, 'startsWith("a")', 1, { marker: '.startsWith()', order: '.startsWith() then .trim()', otherOrder: '.trim() then .startsWith()', ...swappedOf })],
      },
      {
        name: 'a lower bound after .trim() against before it',
        code: minAfterTrim,
        errors: [orderAt(minAfterTrim, 'min(3)', 1, { marker: '.min()', order: '.min() then .trim()', otherOrder: '.trim() then .min()', ...swappedOf })],
      },
      {
        name: 'an upper bound after .trim() against before it',
        code: maxAfterTrim,
        errors: [orderAt(maxAfterTrim, 'trim()', 1, { marker: '.trim()', order: '.trim() then .max()', otherOrder: '.max() then .trim()', ...swappedOf })],
      },
      {
        name: 'a length measured before or after .normalize()',
        code: lengthAndForm,
        errors: [orderAt(lengthAndForm, 'length(2)', 1, { marker: '.length()', order: '.length() then .normalize()', otherOrder: '.normalize() then .length()', ...swappedOf })],
      },
    ],
  });
});

// Wrappers among the steps: a `.nullable()`, `.default()` or `.catch()` decides what the steps
// around it see (a null, the default, a fallback, or a failure replaced), and an `.optional()`
// what a transform makes of an absent key. A refinement moves past an `.optional()` unseen: Zod
// lets its failure go where the key is absent.
describe('the same markers on either side of a wrapper', () => {
  const helpers = 'const long = (s: string) => s.length > 3;\nconst positive = (n: number) => n > 0;\nconst shout = (s: string | null | undefined) => `${s}!`;\nconst flip = (n: number) => -n;';
  const union = (...fields: string[]) => `import { z } from 'zod';
${helpers}
export const U = z.discriminatedUnion('op', [
${fields.map((field, i) => `  z.object({ op: z.literal('${String.fromCharCode(97 + i)}'), q: ${field} }),`).join('\n')}
]);`;
  const orderAt = (
    code: string,
    needle: string,
    nth: number,
    data: { marker: string; order: string; otherOrder: string; withVariants: string; otherVariants: string },
  ) => ({ messageId: 'hiddenOrder' as const, ...loc(code, needle, nth), data: { path: 'q', ...data } });
  const swappedOf = { withVariants: 'variant b', otherVariants: 'variant a' };

  const catchAround = union('z.number().catch(1).refine(positive)', 'z.number().refine(positive).catch(1)');
  const nullableBefore = union('z.string().nullable().transform(shout)', 'z.string().transform(shout).nullable()');
  const nullableRefined = union('z.string().nullable().refine(long)', 'z.string().refine(long).nullable()');
  const optionalBefore = union('z.string().optional().transform(shout)', 'z.string().transform(shout).optional()');
  const defaultBefore = union('z.string().default("x").transform(shout)', 'z.string().transform(shout).default("x")');
  const trimmedNullable = union('z.string().trim().nullable().refine(long)', 'z.string().trim().refine(long).nullable()');
  const orOfNull = union('z.string().transform(shout).or(z.null())', 'z.union([z.string(), z.null()]).transform(shout)');
  const defaultThroughOptional = union('z.string().default("d").optional().transform(shout)', 'z.string().optional().transform(shout).default("d")');
  const refinedThenOptional = union('z.string().refine(long).optional().transform(shout)', 'z.string().optional().refine(long).transform(shout)');
  // Another order apart from the wrappers: reported once, as that order.
  const bothOrders = union('z.string().trim().refine(long).nullable()', 'z.string().refine(long).trim().nullable()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a refine after .catch() in every variant', code: union('z.number().catch(1).refine(positive)', 'z.number().catch(1).refine(positive)') },
      { name: 'a refine before or after .optional(): an absent key fails it unseen', code: union('z.string().refine(long).optional()', 'z.string().optional().refine(long)') },
      { name: 'a .nullable() in one variant only is no order', code: union('z.string().transform(shout).nullable()', 'z.string().transform(shout)') },
      { name: 'the transform after .nullable() in every variant', code: union('z.string().nullable().transform(shout)', 'z.string().nullable().transform(shout)') },
      { name: 'an .optional() around .nullable() in either order', code: union('z.string().transform(shout).nullable().optional()', 'z.string().transform(shout).optional().nullable()') },
      { name: '.prefault() parses its value through the whole schema wherever it sits', code: union('z.string().prefault("x").transform(shout)', 'z.string().transform(shout).prefault("x")') },
      { name: 'pipes into schemas that only check, in another order', code: union('z.number().pipe(z.number().min(0)).pipe(z.number().int())', 'z.number().pipe(z.number().int()).pipe(z.number().min(0))') },
      { name: 'a refine and a pipe that only checks, in another order', code: union('z.number().refine(positive).pipe(z.number().min(0))', 'z.number().pipe(z.number().min(0)).refine(positive)') },
      { name: '.nullable() and .default() with no step between them, in either order', code: union('z.number().refine(positive).nullable().default(1)', 'z.number().refine(positive).default(1).nullable()') },
      { name: '.default() inside or outside .optional(): an absent key takes the default in both', code: union('z.number().refine(positive).default(1).optional()', 'z.number().refine(positive).optional().default(1)') },
      { name: 'an .overwrite() before or after .optional(): an absent key stays absent', code: union('z.number().optional().overwrite(flip)', 'z.number().overwrite(flip).optional()') },
      { name: 'an array item is never absent', code: union('z.array(z.string().optional().transform(shout))', 'z.array(z.string().transform(shout).optional())') },
      {
        name: 'an absent key stops at the outer .optional() when no default is inside it',
        code: union('z.string().optional().transform(shout).optional()', 'z.string().transform(shout).optional().optional()'),
      },
      { name: 'an .optional() before or after a .catch(), with the transform after both', code: union('z.string().optional().catch("x").transform(shout)', 'z.string().catch("x").optional().transform(shout)') },
    ],
    invalid: [
      {
        name: 'a refine inside the .catch() against after it: a failed refinement is replaced by the fallback in one',
        code: catchAround,
        errors: [orderAt(catchAround, 'refine(positive)', 1, { marker: '.refine()', order: '.refine() then .catch()', otherOrder: '.catch() then .refine()', ...swappedOf })],
      },
      {
        name: 'a transform that is given null in one variant',
        code: nullableBefore,
        errors: [orderAt(nullableBefore, 'transform(shout)', 1, { marker: '.transform()', order: '.transform() then .nullable()', otherOrder: '.nullable() then .transform()', ...swappedOf })],
      },
      {
        name: 'a refine that is given null in one variant',
        code: nullableRefined,
        errors: [orderAt(nullableRefined, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .nullable()', otherOrder: '.nullable() then .refine()', ...swappedOf })],
      },
      {
        name: 'a transform that makes a value of an absent key in one variant',
        code: optionalBefore,
        errors: [orderAt(optionalBefore, 'transform(shout)', 1, { marker: '.transform()', order: '.transform() then .optional()', otherOrder: '.optional() then .transform()', ...swappedOf })],
      },
      {
        name: 'a transform of the default in one variant',
        code: defaultBefore,
        errors: [orderAt(defaultBefore, 'transform(shout)', 1, { marker: '.transform()', order: '.transform() then .default()', otherOrder: '.default() then .transform()', ...swappedOf })],
      },
      {
        name: 'with a .trim() before both: reported at the first step out of order',
        code: trimmedNullable,
        errors: [orderAt(trimmedNullable, 'refine(long)', 1, { marker: '.refine()', order: '.trim() then .refine() then .nullable()', otherOrder: '.trim() then .nullable() then .refine()', ...swappedOf })],
      },
      {
        name: 'a union with z.null() is a .nullable()',
        code: orOfNull,
        errors: [orderAt(orOfNull, 'z.union([z.string(), z.null()])', 0, { marker: '.nullable()', order: '.nullable() then .transform()', otherOrder: '.transform() then .nullable()', ...swappedOf })],
      },
      {
        name: 'a refine inside the .optional() or outside it, with a transform outside both: the absent key is refined in one',
        code: refinedThenOptional,
        errors: [
          orderAt(refinedThenOptional, 'optional()', 1, {
            marker: '.optional()',
            order: '.optional() then .refine() then .transform()',
            otherOrder: '.refine() then .optional() then .transform()',
            ...swappedOf,
          }),
        ],
      },
      {
        name: 'an absent key goes on through .optional() to the .default() inside it: the default is transformed in one only',
        code: defaultThroughOptional,
        errors: [
          orderAt(defaultThroughOptional, 'optional()', 1, {
            marker: '.optional()',
            order: '.optional() then .transform() then .default()',
            otherOrder: '.default() then .optional() then .transform()',
            ...swappedOf,
          }),
        ],
      },
      {
        name: 'another order apart from the wrappers is reported once',
        code: bothOrders,
        errors: [orderAt(bothOrders, 'refine(long)', 1, { marker: '.refine()', order: '.refine() then .trim()', otherOrder: '.trim() then .refine()', ...swappedOf })],
      },
    ],
  });
});

// `z.property(key, S)` and `z.properties({ k: S })` check a property of the value against S, which
// JSON Schema does not show (`z.toJSONSchema` writes the array or object alone).
describe('a property check', () => {
  const two = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), tags: z.array(z.string())${a} }),
  z.object({ op: z.literal('b'), tags: z.array(z.string())${b} }),
]);`;
  const inOne = two(".check(z.property('length', z.number().max(3)))", '');
  const otherBound = two(".check(z.property('length', z.number().max(3)))", ".check(z.property('length', z.number().max(5)))");
  const propertiesInOne = two(".check(z.properties({ length: z.number().max(3) }))", '');
  // Spread: Zod's properties check yields itself when iterated (the field was untraceable).
  const spreadInOne = two('.check(...z.properties({ length: z.number().max(3) }))', '');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same z.properties(), spread in one', code: two('.check(...z.properties({ length: z.number().max(3) }))', '.check(z.properties({ length: z.number().max(3) }))') },
      { name: 'the same property check in both', code: two(".check(z.property('length', z.number().max(3)))", ".check(z.property('length', z.number().max(3)))") },
      { name: 'the same z.properties() in both', code: two('.check(z.properties({ length: z.number().max(3) }))', '.check(z.properties({ length: z.number().max(3) }))') },
      { name: 'the same property check, written with other quotes', code: two(".check(z.property('length', z.number().max(3)))", '.check(z.property("length", z.number().max(3)))') },
      {
        name: 'the same property check, its schema through a constant and with a message',
        code: two(".check(z.property('length', MaxThree))", ".check(z.property('length', z.number().max(3, 'too many')))").replace("import { z } from 'zod';", "import { z } from 'zod';\nconst MaxThree = z.number().check(z.maximum(3));"),
      },
    ],
    invalid: [
      {
        name: 'a property check in one variant only',
        code: inOne,
        errors: [hiddenAt(inOne, "property('length', z.number().max(3))", { path: 'tags', marker: 'z.property()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: 'a property checked against another schema',
        code: otherBound,
        errors: [
          hiddenAt(otherBound, "property('length', z.number().max(3))", { path: 'tags', marker: 'z.property()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(otherBound, "property('length', z.number().max(5))", { path: 'tags', marker: 'z.property()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
      {
        name: 'z.properties() in one variant only',
        code: propertiesInOne,
        errors: [hiddenAt(propertiesInOne, 'properties({ length: z.number().max(3) })', { path: 'tags', marker: 'z.properties()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: 'z.properties() spread in one variant only',
        code: spreadInOne,
        errors: [hiddenAt(spreadInOne, 'properties({ length: z.number().max(3) })', { path: 'tags', marker: 'z.properties()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// Two options that claim one discriminator value (valid-discriminated-union's to report) are told
// apart by their place: "only in variant a, not in variant a" named nobody.
describe('variants that share a discriminator value', () => {
  const three = (a: string, b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), t: ${a} }),
  z.object({ op: z.literal('a'), t: ${b} }),
  z.object({ op: z.literal('b'), t: z.string() }),
]);`;
  const trimmed = three('z.string().trim()', 'z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same schema in all three', code: three('z.string()', 'z.string()') }],
    invalid: [
      {
        name: 'a trim in the first of two options with one value',
        code: trimmed,
        errors: [hiddenAt(trimmed, 'trim()', { path: 't', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a (option 1)', withoutVariants: 'variants a (option 2) and b' })],
      },
    ],
  });
});

// A plain union of two discriminated unions that use one discriminator value each: the variants
// sharing a value are told apart by the named union each came through, not by a place in the
// flattened list ("create (option 3)" named nothing a reader sees).
describe('variants of two named discriminated unions that share a value', () => {
  const events = (comment: string, update: string, second = 'UpdateEvent') => `import { z } from 'zod';
const CommentEvent = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), body: ${comment} }),
  z.object({ action: z.literal('remove'), body: z.string() }),
]);
const UpdateEvent = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), body: ${update} }),
]);
export const Payload = z.union([CommentEvent, ${second}]);`;
  const trimmed = events('z.string()', 'z.string().trim()');
  // The second union written inline has no name: every shared label falls back to its place.
  const inline = events('z.string()', 'z.string().trim()', "z.discriminatedUnion('action', [z.object({ action: z.literal('create'), body: z.string().trim() })])");
  // Two named objects of one discriminated union that claim one value (Zod throws): by place, as
  // live Zod names them.
  const claimed = `import { z } from 'zod';
const Plain = z.object({ action: z.literal('create'), body: z.string() });
const Trimmed = z.object({ action: z.literal('create'), body: z.string().trim() });
export const Payload = z.discriminatedUnion('action', [Plain, Trimmed]);`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same schema in both', code: events('z.string().trim()', 'z.string().trim()').replace("action: z.literal('remove'), body: z.string()", "action: z.literal('remove'), body: z.string().trim()") }],
    invalid: [
      {
        name: 'named by their unions',
        code: trimmed,
        errors: [hiddenAt(trimmed, 'trim()', { path: 'body', marker: '.trim()', what: OVERWRITE, withVariants: 'variant create (UpdateEvent)', withoutVariants: 'variants create (CommentEvent) and remove' })],
      },
      {
        name: 'an unnamed union: by place',
        code: inline,
        errors: [hiddenAt(inline, 'trim()', { path: 'body', marker: '.trim()', what: OVERWRITE, withVariants: 'variant create (option 3)', withoutVariants: 'variants create (option 1) and remove' }, 1)],
      },
      {
        name: 'two objects of one discriminated union that claim one value: by place',
        code: claimed,
        errors: [hiddenAt(claimed, 'trim()', { path: 'body', marker: '.trim()', what: OVERWRITE, withVariants: 'variant create (option 2)', withoutVariants: 'variant create (option 1)' })],
      },
    ],
  });
});

// A function reached through an object is the function, however the member is written: a check
// held by a validators object was compared by the text of its access (\`H['f']\` against \`f\`:
// a false report; \`v.check\` with two different objects: none).
describe('a function read off an object', () => {
  const members = (a: string, b: string) => `import { z } from 'zod';
const isEven = (n: number) => n % 2 === 0;
const H = { isEven, small: (n: number) => n < 10 };
const { isEven: even } = H;
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: z.number().refine(${a}) }),
  z.object({ op: z.literal('b'), n: z.number().refine(${b}) }),
]);`;
  const viaParameter = (a: string, b: string) => `import { z } from 'zod';
const even = { check: (n: number) => n % 2 === 0 };
const small = { check: (n: number) => n < 10 };
const also = { check: (n: number) => n % 2 === 0 };
const num = (v: { check: (n: number) => boolean }) => z.number().refine(v.check);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), n: num(${a}) }),
  z.object({ op: z.literal('b'), n: num(${b}) }),
]);`;
  const twoMembers = members('H.isEven', "H['small']");
  const twoObjects = viaParameter('even', 'small');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'a name against a bracketed member', code: members('isEven', "H['isEven']") },
      { name: 'a destructured name against a member', code: members('even', 'H.isEven') },
      { name: "two objects' members with one text, through a parameter", code: viaParameter('even', 'also') },
    ],
    invalid: [
      {
        name: 'two members of one object',
        code: twoMembers,
        errors: [
          hiddenAt(twoMembers, 'refine(H.isEven)', { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(twoMembers, "refine(H['small'])", { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
      {
        name: "two objects' members through one parameter",
        code: twoObjects,
        errors: [
          hiddenAt(twoObjects, 'refine(v.check)', { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(twoObjects, 'refine(v.check)', { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// Options gathered by a rest element, by `.flat()` or by `Object.fromEntries()`: `const { legacy,
// ...active } = OPS`, `[fsOps, gitOps].flat()` and `Object.fromEntries(pairs)` were untraceable.
describe('options gathered by rest elements, .flat() and Object.fromEntries()', () => {
  const gathered = (b: string, list: string) => `import { z } from 'zod';
const OPS = {
  legacy: z.object({ op: z.literal('old'), t: z.number() }),
  a: z.object({ op: z.literal('a'), t: z.string().trim() }),
  b: z.object({ op: z.literal('b'), t: ${b} }),
};
const { legacy, ...active } = OPS;
const [, ...rest] = Object.values(OPS);
const fsOps = [OPS.a];
const gitOps = [[OPS.b]];
export const U = z.discriminatedUnion('op', ${list});`;
  const cases = [
    ['an object rest', 'Object.values(active)'],
    ['an array rest', 'rest'],
    ['.flat() of two levels', '[fsOps, gitOps].flat(2)'],
    ['Object.fromEntries() of mapped pairs', "Object.values(Object.fromEntries((['a', 'b'] as const).map((k) => [k, OPS[k]])))"],
  ] as const;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: cases.map(([name, list]) => ({ name: `${name}, .trim() in both`, code: gathered('z.string().trim()', list) })),
    invalid: cases.map(([name, list]) => {
      const code = gathered('z.string()', list);
      return { name: `${name}, .trim() in one`, code, errors: [hiddenAt(code, 'trim()', { path: 't', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] };
    }),
  });
});

// A function written inside a helper reads the helper's arguments: `(n) => n < max` made by
// `op('a', 5)` and by `op('b', 10)` checks two things, though its text is one (both were missed).
describe("a function that reads a helper's argument", () => {
  const made = (a: string, b: string) => `import { z } from 'zod';
const op = (name: string, max: number) => {
  const under = (n: number) => n < max;
  return z.object({ op: z.literal(name), n: z.number().refine((n) => n < max), m: z.number().refine(under) });
};
export const U = z.discriminatedUnion('op', [op('a', ${a}), op('b', ${b})]);`;
  const differ = made('5', '10');
  // One report at the function, naming the values each variant's function reads: it was "only in
  // variant a, not in variant b" and "only in variant b, not in variant a" there.
  const at = (needle: string, path: string, values: string, code = differ, withVariants = 'variants a and b') => ({
    messageId: 'hiddenArguments' as const,
    ...loc(code, needle),
    data: { path, marker: '.refine()', what: CUSTOM, withVariants, values },
  });
  const third = made('5', '10').replace("op('b', 10)])", "op('b', 10), op('c', 5)])");
  const missing = made('5', '5').replace("op('b', 5)])", "op('b', 5), z.object({ op: z.literal('c'), n: z.number(), m: z.number() })])");
  // A name read only to write a message does not change what passes.
  const messages = `import { z } from 'zod';
const op = (name: string) =>
  z.object({
    op: z.literal(name),
    t: z.string().superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: \`\${name} needs a title\` });
    }),
    u: z.string().refine((v) => v.length > 0, { message: 'empty ' + name }),
    w: z.string().superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: name });
    }),
  });
export const U = z.discriminatedUnion('op', [op('a'), op('b')]);`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same argument in both calls', code: made('5', '5') },
      { name: 'an argument read only in a message', code: messages },
    ],
    invalid: [
      {
        name: 'another argument in each call',
        code: differ,
        errors: [at('refine((n) => n < max)', 'n', 'max = 5 in variant a; max = 10 in variant b'), at('refine(under)', 'm', 'max = 5 in variant a; max = 10 in variant b')],
      },
      {
        name: 'variants that read one value named together',
        code: third,
        errors: [
          at('refine((n) => n < max)', 'n', 'max = 5 in variants a and c; max = 10 in variant b', third, 'variants a, b and c'),
          at('refine(under)', 'm', 'max = 5 in variants a and c; max = 10 in variant b', third, 'variants a, b and c'),
        ],
      },
      {
        name: 'the same arguments, and a variant without the check',
        code: missing,
        errors: [
          hiddenAt(missing, 'refine((n) => n < max)', { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', withoutVariants: 'variant c' }),
          hiddenAt(missing, 'refine(under)', { path: 'm', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', withoutVariants: 'variant c' }),
        ],
      },
    ],
  });
});

// The same function text reading a helper's argument in one variant and a constant in another
// (grammar v10): alike when the values are, one report at each place when they differ (it was
// "only in a, not in b" and the reverse, and the same value was a difference). A property of an
// object argument (`cfg.max`) is read as its value (it told no two calls apart).
describe('one function text reading values from outside it', () => {
  const beside = (argument: string, constant: string) => `import { z } from 'zod';
const op = (name: string, max: number) => z.object({ op: z.literal(name), n: z.number().refine((v) => v < max) });
const max = ${constant};
export const U = z.discriminatedUnion('op', [op('a', ${argument}), z.object({ op: z.literal('b'), n: z.number().refine((v) => v < max) })]);`;
  const property = (a: string, b: string) => `import { z } from 'zod';
const mk = (name: string, cfg: { max: number }) => z.object({ op: z.literal(name), n: z.number().refine((v) => v < cfg.max) });
export const U = z.discriminatedUnion('op', [mk('a', { max: ${a} }), mk('b', { max: ${b} })]);`;
  const differ = beside('5', '10');
  const byProperty = property('10', '5');
  const read = (code: string, nth: number, values: string) => ({
    messageId: 'hiddenArguments' as const,
    ...loc(code, 'refine((v) => v < max)', nth),
    data: { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', values },
  });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'an argument and a constant of one value', code: beside('10', '10') },
      { name: 'a property of one value in both arguments', code: property('5', '5') },
    ],
    invalid: [
      {
        name: 'an argument and a constant of other values: reported where each is written',
        code: differ,
        errors: [read(differ, 0, 'max = 5 in variant a; max = 10 in variant b'), read(differ, 1, 'max = 5 in variant a; max = 10 in variant b')],
      },
      {
        name: 'a property of the arguments',
        code: byProperty,
        errors: [
          {
            messageId: 'hiddenArguments',
            ...loc(byProperty, 'refine((v) => v < cfg.max)'),
            data: { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', values: 'cfg.max = 10 in variant a; cfg.max = 5 in variant b' },
          },
        ],
      },
    ],
  });
});

// A `let` written only where it is declared holds one value, as a `const` does: the same function
// text reading `let limit = max` in two calls with other arguments checks two things (missed). A
// `let` assigned again may be read before or after that write, and tells nothing apart.
describe('a function reading a `let` written once', () => {
  const helper = (a: string, b: string, after = '') => `import { z } from 'zod';
function op(name: string, max: number) {
  let limit = max;${after}
  return z.object({ op: z.literal(name), n: z.number().refine((v) => v < limit) });
}
export const U = z.discriminatedUnion('op', [op('a', ${a}), op('b', ${b})]);`;
  const differ = helper('5', '10');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same value in both calls', code: helper('5', '5') },
      { name: 'a `let` assigned again is not read', code: helper('5', '10', '\n  limit = limit + 1;') },
    ],
    invalid: [
      {
        name: 'other values in the two calls',
        code: differ,
        errors: [
          {
            messageId: 'hiddenArguments',
            ...loc(differ, 'refine((v) => v < limit)'),
            data: { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', values: 'limit = 5 in variant a; limit = 10 in variant b' },
          },
        ],
      },
    ],
  });
});

// A function closing over the field's own literal value does to each variant's value what the
// others do to theirs: Speakeasy's generated `literal(v)` (vercel/sdk, 900 reports) is a union of
// `z.literal(v)` and `z.any().transform(() => v)`. Any other value closed over is still told apart.
describe("a function closing over the field's own literal value", () => {
  const speakeasy = (b: string) => `import { z } from 'zod';
function zeroValue(value: string) {
  return z.any().transform((input, ctx) => {
    if (input === undefined || input === null) return value;
    ctx.addIssue({ code: 'custom', message: 'expected nothing' });
    return z.NEVER;
  });
}
function literal(value: string) {
  return z.union([z.literal(value), zeroValue(value)]);
}
const other = (value: string) => z.union([z.literal(value), zeroValue('none')]);
export const U = z.union([
  z.object({ scope: literal('automation-bypass'), note: z.string() }),
  z.object({ scope: ${b}, id: z.string() }),
]);`;
  const tagged = (b: string) => `import { z } from 'zod';
const tag = (value: string, suffix: string) => z.literal(value).transform((v) => (v === value ? v + suffix : v));
export const U = z.discriminatedUnion('op', [
  z.object({ op: tag('a', '!') }),
  z.object({ op: ${b} }),
]);`;
  const strict = speakeasy("z.literal('integration')");
  const otherValue = speakeasy("other('integration')");
  const otherSuffix = tagged("tag('b', '?')");
  // The whole call, from `transform` to its closing parenthesis, as every reported span is.
  const start = strict.indexOf('transform(');
  const transform = strict.slice(start, strict.indexOf('  })', start) + 4);
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: "each variant's tag turned into its own tag", code: speakeasy("literal('integration')") },
      { name: "a transform of each variant's own discriminator value", code: tagged("tag('b', '!')") },
    ],
    invalid: [
      {
        name: 'a variant whose tag takes no transform',
        code: strict,
        errors: [hiddenAt(strict, transform, { path: 'scope', marker: '.transform()', what: PIPE, withVariants: 'variant option 1', withoutVariants: 'variant option 2' })],
      },
      {
        name: 'a transform closing over a value that is not the tag',
        code: otherValue,
        errors: [
          {
            messageId: 'hiddenArguments',
            ...loc(otherValue, transform),
            data: {
              path: 'scope',
              marker: '.transform()',
              what: PIPE,
              withVariants: 'variants option 1 and option 2',
              values: "value = the field's own value in variant option 1; value = 'none' in variant option 2",
            },
          },
        ],
      },
    ],
  });
});

// One object in each variant shared by two keys (notion-mcp-server's `title` and `description`):
// each key is a field of its own. Only `title` was compared, and with `ignoreKeys: ['title']`
// nothing was.
describe('one object shared by two keys in each variant', () => {
  const shared = (n: string) => `import { z } from 'zod';
const M = z.object({ s: z.string().trim() });
const N = z.object({ s: ${n} });
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), title: M, description: M }),
  z.object({ op: z.literal('b'), title: N, description: N }),
]);`;
  const differ = shared('z.string()');
  const at = (path: string) => hiddenAt(differ, 'trim()', { path, marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both objects', code: shared('z.string().trim()') }],
    invalid: [
      { name: 'both keys are compared', code: differ, errors: [at('title.s'), at('description.s')] },
      { name: 'the other key is compared when one is ignored', code: differ, options: [{ ignoreKeys: ['title'] }], errors: [at('description.s')] },
    ],
  });
});

// One schema listed twice declares its keys once: it was "only in variants A and A".
describe('one schema listed twice', () => {
  const listed = (a: string) => `import { z } from 'zod';
const A = z.object({ t: ${a} });
const B = z.object({ t: z.string() });
export const U = z.union([A, A, B]);`;
  const trimmed = listed('z.string().trim()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same t in both schemas', code: listed('z.string()') }],
    invalid: [
      {
        name: 'a trim in the schema listed twice, named once',
        code: trimmed,
        errors: [hiddenAt(trimmed, 'trim()', { path: 't', marker: '.trim()', what: OVERWRITE, withVariants: 'variant A', withoutVariants: 'variant B' })],
      },
    ],
  });
});

// A discriminator both sides of `.and()` declare still names each variant by its value.
describe('variants named by a discriminator on both sides of .and()', () => {
  const two = (a: string) => `import { z } from 'zod';
export const U = z.union([
  z.object({ eventType: z.literal('done'), note: ${a} }).and(z.object({ eventType: z.literal('done') })),
  z.object({ eventType: z.literal('refund'), note: z.string() }).and(z.object({ eventType: z.literal('refund') })),
]);`;
  const trimmed = two('z.string().trim()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same note in both', code: two('z.string()') }],
    invalid: [
      {
        name: 'a trim in one variant, named by its value',
        code: trimmed,
        errors: [hiddenAt(trimmed, 'trim()', { path: 'note', marker: '.trim()', what: OVERWRITE, withVariants: 'variant done', withoutVariants: 'variant refund' })],
      },
    ],
  });
});

// A TypeScript namespace as TypeScript and esbuild compile it: members set on the function's
// parameter, read back from it inside and from the variable outside.
describe('a compiled namespace', () => {
  const esbuild = (text: string) => `import { z } from 'zod';
export var ops;
((ops2) => {
  const Base = z.object({ id: z.string() });
  ops2.SetText = Base.extend({ op: z.literal('setText'), text: ${text} });
  ops2.SetButton = Base.extend({ op: z.literal('setButton'), text: z.string() });
  ops2.Op = z.discriminatedUnion('op', [ops2.SetText, ops2.SetButton]);
})(ops || (ops = {}));`;
  const typescript = (text: string) => `import { z } from 'zod';
var ops;
(function (ops) {
    ops.SetText = z.object({ op: z.literal('setText'), text: ${text} });
    ops.SetButton = z.object({ op: z.literal('setButton'), text: z.string() });
})(ops || (exports.ops = ops = {}));
export const Op = z.discriminatedUnion('op', [ops.SetText, ops.SetButton]);`;
  const fromParameter = esbuild('z.string().trim()');
  const fromVariable = typescript('z.string().trim()');
  const trimIn = { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant setText', withoutVariants: 'variant setButton' };
  // The parameter given another object, or a member set again in an `if`: not read as written.
  const reassigned = `import { z } from 'zod';
var ns;
((p) => {
  p = {};
  p.A = z.object({ op: z.literal('a'), v: z.string().trim() });
  p.B = z.object({ op: z.literal('b'), v: z.string() });
})(ns || (ns = {}));
export const U = z.union([ns.A ?? z.object({ op: z.literal('a'), v: z.string() }), ns.B ?? z.object({ op: z.literal('b'), v: z.string() })]);`;
  const setAgain = `import { z } from 'zod';
var ns;
((p) => {
  p.A = z.object({ op: z.literal('a'), v: z.string().trim() });
  if (process.env.PLAIN) p.A = z.object({ op: z.literal('a'), v: z.string() });
  p.B = z.object({ op: z.literal('b'), v: z.string() });
})(ns || (ns = {}));
export const U = z.union([ns.A, ns.B]);`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: "esbuild's form, the same text in both", code: esbuild('z.string()') },
      { name: "TypeScript's form, the same text in both", code: typescript('z.string()') },
      { name: 'a parameter given another object is no namespace', code: reassigned },
      { name: 'a member set again in an if is not read as its first value', code: setAgain },
    ],
    invalid: [
      { name: "esbuild's form: members read back from the parameter", code: fromParameter, errors: [hiddenAt(fromParameter, 'trim()', trimIn)] },
      { name: "TypeScript's form: members read from the variable", code: fromVariable, errors: [hiddenAt(fromVariable, 'trim()', trimIn)] },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A refinement's `when` decides where it runs: `.refine(fn, { when })` is another check than
// `.refine(fn)` (Zod skips it where `when` says no), while a message is only what is said.
describe("a refinement's when", () => {
  const two = (a: string, b: string) => `import { z } from 'zod';
const startsWithA = (value: string) => value.startsWith('a');
const longEnough = (payload: { value: unknown }) => String(payload.value).length > 1;
const noA = (value: string, ctx: z.RefinementCtx) => { if (value.includes('a')) ctx.addIssue({ code: 'custom', message: 'an a' }); };

export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), f: z.string().${a} }),
  z.object({ kind: z.literal('b'), f: z.string().${b} }),
]);
`;
  const whenInOne = two('refine(startsWithA, { when: longEnough })', 'refine(startsWithA)');
  const superWhenInOne = two('superRefine(noA, { when: longEnough })', 'superRefine(noA)');
  const custom = 'a custom check';
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the same when in both', code: two('refine(startsWithA, { when: longEnough })', "refine(startsWithA, { when: longEnough, message: 'no a' })") },
      { name: 'a message in one only', code: two("refine(startsWithA, { message: 'no a' })", "refine(startsWithA, 'no a')") },
      { name: 'a when of undefined is no when', code: two('refine(startsWithA, { when: undefined })', 'refine(startsWithA)') },
    ],
    invalid: [
      {
        name: 'a when in one variant only',
        code: whenInOne,
        errors: [
          hiddenAt(whenInOne, 'refine(startsWithA, { when: longEnough })', { path: 'f', marker: '.refine()', what: custom, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(whenInOne, 'refine(startsWithA)', { path: 'f', marker: '.refine()', what: custom, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
      {
        name: '.superRefine() with a when in one variant only',
        code: superWhenInOne,
        errors: [
          hiddenAt(superWhenInOne, 'superRefine(noA, { when: longEnough })', { path: 'f', marker: '.superRefine()', what: custom, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(superWhenInOne, 'superRefine(noA)', { path: 'f', marker: '.superRefine()', what: custom, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Zod's namespace reached through a module object: `zod.z` of a namespace import, and what
// TypeScript's CommonJS output writes for each import form (`zod_1.z`, `zod_1.default`).
describe('the namespace as a member of the module', () => {
  const spellings = [
    { name: "import * as zod from 'zod'; zod.z", head: "import * as zod from 'zod';", z: 'zod.z' },
    { name: "import * as zod from 'zod'; zod.default", head: "import * as zod from 'zod';", z: 'zod.default' },
    { name: 'const zod_1 = require("zod"); zod_1.z', head: 'const zod_1 = require("zod");', z: 'zod_1.z' },
    { name: 'const zod_1 = __importDefault(require("zod")); zod_1.default', head: 'const zod_1 = __importDefault(require("zod"));', z: 'zod_1.default' },
    { name: 'const zod_1 = tslib_1.__importStar(require("zod")); zod_1.z', head: 'const zod_1 = tslib_1.__importStar(require("zod"));', z: 'zod_1.z' },
    { name: 'esbuild: const import_zod = __toESM(require("zod"), 1); import_zod.default', head: 'const import_zod = __toESM(require("zod"), 1);', z: 'import_zod.default' },
    { name: 'Babel: var _zod = _interopRequireDefault(require("zod")); _zod.default', head: 'var _zod = _interopRequireDefault(require("zod"));', z: '_zod.default' },
    { name: "const { default: zod } = require('zod')", head: "const { default: zod } = require('zod');", z: 'zod' },
    { name: "const zod = require('zod').default", head: "const zod = require('zod').default;", z: 'zod' },
    // Compilers call an imported function as `(0, f)(...)`, to call it without a `this`.
    { name: '(0, zod_1.z.object)(...)', head: 'const zod_1 = require("zod");', z: '(0, zod_1.z)' },
  ];
  const program = (head: string, z: string, second: string) => `${head}
export const Action = ${z}.discriminatedUnion('kind', [
  ${z}.object({ kind: ${z}.literal('a'), text: ${z}.string().trim() }),
  ${z}.object({ kind: ${z}.literal('b'), text: ${z}.string()${second} }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: spellings.map(({ name, head, z }) => ({ name: `${name}: .trim() in both variants`, code: program(head, z, '.trim()') })),
    invalid: spellings.map(({ name, head, z }) => {
      const code = program(head, z, '');
      return {
        name: `${name}: .trim() in one variant`,
        code,
        errors: [hiddenAt(code, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      };
    }),
  });
});

// ------------------------------------------------------------------------------------------------
// A CommonJS module's exports read back in the same module, as TypeScript's CommonJS output
// writes every use of an exported constant (`exports.SetText`), and `module.exports.X`.
describe('CommonJS exports read back', () => {
  const program = (second: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Action = exports.SetButton = exports.SetText = void 0;
const zod_1 = require("zod");
exports.SetText = zod_1.z.object({ kind: zod_1.z.literal('text'), text: zod_1.z.string().trim() });
module.exports.SetButton = zod_1.z.object({ kind: zod_1.z.literal('button'), text: zod_1.z.string()${second} });
exports.Action = zod_1.z.discriminatedUnion('kind', [exports.SetText, module.exports.SetButton]);
`;
  const invalid = program('');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'exports.SetText and module.exports.SetButton: .trim() in both', code: program('.trim()') }],
    invalid: [
      {
        name: 'exports.SetText and module.exports.SetButton: .trim() in one, variants named by their exports',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant text', withoutVariants: 'variant button' })],
      },
    ],
  });
});

describe("compilers' calls of imported functions: (0, f)(...)", () => {
  const program = (second: string) => `const zod_1 = require("zod");
export const Action = (0, zod_1.discriminatedUnion)('kind', [
  (0, zod_1.object)({ kind: (0, zod_1.literal)('a'), text: (0, zod_1.string)().trim() }),
  (0, zod_1.object)({ kind: (0, zod_1.literal)('b'), text: (0, zod_1.string)()${second} }),
]);
`;
  const invalid = program('');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: '(0, zod_1.object)(...): .trim() in both', code: program('.trim()') }],
    invalid: [
      {
        name: '(0, zod_1.object)(...): .trim() in one',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

describe("the items of a union's array option", () => {
  // A union's options of one kind are compared across variants (`id|array`), and what the items of
  // an array option carry at `id|array[]`, as for an array field's `id[]`.
  const program = (items: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), id: z.union([z.array(z.string()), z.number()]) }),
  z.object({ op: z.literal('b'), id: z.union([z.array(${items}), z.number()]) }),
]);
`;
  const invalid = program('z.string().trim()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same items in both', code: program('z.string()') }],
    invalid: [
      {
        name: '.trim() on the items of one variant\'s array option',
        code: invalid,
        errors: [hiddenAt(invalid, 'trim()', { path: 'id|array[]', marker: '.trim()', what: OVERWRITE, withVariants: 'variant b', withoutVariants: 'variant a' })],
      },
    ],
  });
});

describe("a nested union's discriminator, option by option", () => {
  // Its values are compared at the union (\`t.kind\`), but what one option does with its own
  // value is compared with the same option of the other variants.
  const program = (x: string) => `import { z } from 'zod';
const Y = z.object({ kind: z.literal('y'), n: z.number() });
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), t: z.discriminatedUnion('kind', [z.object({ kind: z.literal('x').transform((v) => v.toUpperCase()), id: z.string() }), Y]) }),
  z.object({ op: z.literal('b'), t: z.discriminatedUnion('kind', [z.object({ kind: ${x}, id: z.string() }), Y]) }),
]);
`;
  const invalid = program("z.literal('x')");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same transform on the x option of both', code: program("z.literal('x').transform((v) => v.toUpperCase())") }],
    invalid: [
      {
        name: "a transform on one variant's x option",
        code: invalid,
        errors: [hiddenAt(invalid, "transform((v) => v.toUpperCase())", { path: 't.kind', marker: '.transform()', what: PIPE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// An object `.and()` a union of objects parses as the union, each option with the object's keys:
// its keys and the options' are compared as a nested union's are, in a field and at the root.
describe('an object intersected with a discriminated union', () => {
  const inField = (second: string) => `import { z } from 'zod';
const Shape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), r: z.number() }),
  z.object({ kind: z.literal('square'), side: z.number() }),
]);
export const Action = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), target: z.object({ id: z.string().trim() }).and(Shape) }),
  z.object({ op: z.literal('b'), target: z.object({ id: z.string()${second} }).and(Shape) }),
]);
`;
  const atRoot = (second: string) => `import { z } from 'zod';
const Shape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), r: z.number() }),
  z.object({ kind: z.literal('square'), side: z.number() }),
]);
export const Action = z.union([
  z.object({ id: z.string().trim() }).and(Shape),
  z.object({ kind: z.literal('tri'), id: z.string()${second} }),
]);
`;
  // One level deeper: `Base.and(U).and(Extra)`, and a union with a null option (which meets no object).
  const deeper = (second: string) => `import { z } from 'zod';
const Shape = z.union([z.object({ kind: z.literal('circle') }), z.object({ kind: z.literal('square') }), z.null()]);
export const Action = z.union([
  z.object({ id: z.string().trim() }).and(Shape).and(z.object({ extra: z.number() })),
  z.object({ kind: z.literal('tri'), id: z.string()${second} }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'deeper and with a null option: .trim() in the intersection and in the plain variant', code: deeper('.trim()') },
      { name: 'in a field: .trim() on the object side in both variants', code: inField('.trim()') },
      { name: 'at the root: .trim() in the intersection and in the plain variant', code: atRoot('.trim()') },
    ],
    invalid: [
      {
        name: 'in a field: .trim() on the object side in one variant',
        code: inField(''),
        errors: [hiddenAt(inField(''), 'trim()', { path: 'target.id', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: 'deeper and with a null option: .trim() in the intersection, not in the plain variant',
        code: deeper(''),
        errors: [hiddenAt(deeper(''), 'trim()', { path: 'id', marker: '.trim()', what: OVERWRITE, withVariants: 'variants circle and square', withoutVariants: 'variant tri' })],
      },
      {
        name: 'at the root: .trim() in the intersection, not in the plain variant',
        code: atRoot(''),
        errors: [hiddenAt(atRoot(''), 'trim()', { path: 'id', marker: '.trim()', what: OVERWRITE, withVariants: 'variants circle and square', withoutVariants: 'variant tri' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// What a format checks that JSON Schema does not show: a JWT's algorithm, and the function of a
// format of one's own. Both advertise only `format`, and reject what the other variant takes.
describe('hidden parts of a format', () => {
  const program = (token: string, code: string) => `import { z } from 'zod';
const longEnough = (v: string) => v.length > 3;
export const Action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), token: z.jwt({ alg: 'HS256' }), code: z.stringFormat('code', longEnough) }),
  z.object({ kind: z.literal('b'), token: ${token}, code: ${code} }),
]);
`;
  const other = program('z.jwt()', "z.stringFormat('code', (v: string) => v.length > 9)");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the same algorithm and the same function', code: program("z.jwt({ alg: 'HS256' })", "z.stringFormat('code', longEnough)") }],
    invalid: [
      {
        name: 'an algorithm in one variant, another function',
        code: other,
        errors: [
          hiddenAt(other, "jwt({ alg: 'HS256' })", { path: 'token', marker: "z.jwt()'s alg", what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(other, "stringFormat('code', longEnough)", { path: 'code', marker: "z.stringFormat()'s function", what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(other, "stringFormat('code', (v: string) => v.length > 9)", { path: 'code', marker: "z.stringFormat()'s function", what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant a' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Two objects intersected that both declare an array key: each item is parsed by both item
// schemas, so what either carries is the items' (`t.tags[]`). They were not compared below the key.
describe('an array key both sides of .and() declare', () => {
  const program = (second: string) => `import { z } from 'zod';
export const Action = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), t: z.object({ tags: z.array(z.string()) }).and(z.object({ tags: z.array(z.string().trim()) })) }),
  z.object({ op: z.literal('b'), t: z.object({ tags: z.array(${second}) }) }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the intersected items trim, as the other variant\'s do', code: program('z.string().trim()') }],
    invalid: [
      {
        name: 'the intersected items trim, the other variant\'s do not',
        code: program('z.string()'),
        errors: [hiddenAt(program('z.string()'), 'trim()', { path: 't.tags[]', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Plain objects and a nested union's options in one field: the plain objects are compared among
// themselves and with the options of their value. One marker at one place is one report (it was
// two, "not in variant b" and "not in variants b and c").
describe('plain objects beside a nested union', () => {
  const program = (first: string) => `import { z } from 'zod';
const Target = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('x'), id: z.string().trim() }),
  z.object({ kind: z.literal('y'), id: z.string().trim() }),
]);
export const Action = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), target: z.object({ kind: z.literal('x'), id: ${first} }) }),
  z.object({ op: z.literal('b'), target: z.object({ kind: z.literal('x'), id: z.string().trim() }) }),
  z.object({ op: z.literal('c'), target: Target }),
]);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: '.trim() in every plain object and option', code: program('z.string().trim()') }],
    invalid: [
      {
        name: '.refine() in one plain object only: one report',
        code: program('z.string().trim().refine(Boolean)'),
        errors: [hiddenAt(program('z.string().trim().refine(Boolean)'), 'refine(Boolean)', { path: 'target.id', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variants b and c' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A union folded from a list by `.reduce()` (`[B, C].reduce((acc, v) => acc.or(v), A)`): the
// callback is read as a helper, once per element, each call given what the one before returned.
// The `.or()` form was read nowhere, and nothing was reported at all.
describe('a union folded by .reduce()', () => {
  const folded = (c: string, fold: string) => `import { z } from 'zod';
const A = z.object({ kind: z.literal('a'), q: z.string().refine((v) => v.length > 1) });
const B = z.object({ kind: z.literal('b'), q: z.string().refine((v) => v.length > 1) });
const C = z.object({ kind: z.literal('c'), q: ${c} });
export const Input = ${fold};`;
  const FOLDS = [
    '[B, C].reduce((acc, v) => acc.or(v), A)',
    '[A, B, C].reduce((acc, v) => acc.or(v))',
    '[A, B, C].reduce((acc, v) => z.union([acc, v]))',
    '[C, B, A].reduceRight((acc, v) => acc.or(v))',
  ];
  const refine = (code: string, nth: number) =>
    hiddenAt(code, 'refine((v) => v.length > 1)', { path: 'q', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', withoutVariants: 'variant c' }, nth);
  // The fold in a helper the file calls: its callback's `acc.or(v)` was read alone, where `acc` is a
  // parameter, and the helper was never read through its call (grammar v15: nothing reported).
  const IN_HELPERS = [
    (fold: string) => `input();\nfunction input() {\n  return ${fold};\n}`,
    (fold: string) => `(() => input())();\nfunction input() {\n  const made = [0].map(() => ${fold});\n  return made[0];\n}`,
  ];
  const foldCases = [
    ...FOLDS.map((fold) => ({ name: fold, fold })),
    ...FOLDS.flatMap((fold) => IN_HELPERS.map((wrap) => ({ name: `in a helper: ${wrap(fold).replace(/\s+/gu, ' ')}`, fold: wrap(fold) }))),
  ];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: foldCases.map(({ name, fold }) => ({ name: `${name}: refined in every variant`, code: folded('z.string().refine((v) => v.length > 1)', fold) })),
    invalid: foldCases.map(({ name, fold }) => {
      const code = folded('z.string()', fold);
      return { name: `${name}: refined in a and b only`, code, errors: [refine(code, 0), refine(code, 1)] };
    }),
  });
});

// ------------------------------------------------------------------------------------------------
// A pipe into a schema that could not be read cannot be told apart from another pipe: the field's
// checks are unknown, and it is compared with no variant (it was "runs only in variant a").
describe('a pipe into a schema that could not be read', () => {
  const piped = (b: string) => `import { z } from 'zod';
let s = z.string();
if (process.env.STRICT) s = s.endsWith('b');
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string().trim().pipe(s) }),
  z.object({ kind: z.literal('b'), text: ${b} }),
  z.object({ kind: z.literal('c'), text: z.string().trim().pipe(z.string().endsWith('b')) }),
]);`;
  const inOne = piped('z.string().trim()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'b and c pipe into the same schema, a into an unread one', code: piped("z.string().trim().pipe(z.string().endsWith('b'))") }],
    invalid: [
      {
        name: 'c pipes, b does not; a is left out',
        code: inOne,
        errors: [hiddenAt(inOne, "pipe(z.string().endsWith('b'))", { path: 'text', marker: '.pipe()', what: PIPE, withVariants: 'variant c', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// A union field with an option that could not be read: the option's checks are the field's, so
// what it carries is unknown (the union's own report says why); it was "runs only in variant b".
describe('a union field with an option that could not be read', () => {
  const unionField = (b: string) => `import { z } from 'zod';
let s = z.literal(1);
if (process.env.STRICT) s = s.refine((v) => v > 0);
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), q: z.union([z.literal('x'), s]) }),
  z.object({ kind: z.literal('b'), q: ${b} }),
  z.object({ kind: z.literal('c'), q: z.union([z.literal('x'), z.literal(1)]) }),
]);`;
  const refinedInB = unionField("z.union([z.literal('x'), z.literal(1).refine((v) => v > 0)])");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'b and c alike, a unknown', code: unionField("z.union([z.literal('x'), z.literal(1)])") }],
    invalid: [
      {
        name: 'refined in b, not in c; a is left out',
        code: refinedInB,
        errors: [hiddenAt(refinedInB, 'refine((v) => v > 0)', { path: 'q', marker: '.refine()', what: CUSTOM, withVariants: 'variant b', withoutVariants: 'variant c' }, 1)],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A `z.lazy()` getter with a block body that declares names before it returns is read as a helper
// is: it was "a lazy getter that is not a single return" (aigne's agent-yaml loader).
describe('a lazy getter with a block body', () => {
  const lazyBlock = (b: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), name: z.lazy(() => { const base = z.string().trim(); return base; }) }),
  z.object({ kind: z.literal('b'), name: ${b} }),
]);`;
  const inOne = lazyBlock('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: lazyBlock('z.string().trim()') }],
    invalid: [{ name: 'trimmed in a only', code: inOne, errors: [hiddenAt(inOne, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] }],
  });
});

// ------------------------------------------------------------------------------------------------
// A `let` written by statements of one block, one after another (`let s = z.string(); s =
// s.trim();`), is read where it is read as the last of them before: it was "assigned more than
// once", and the field untraceable (grammar sweep v3: 537 programs at the top level, 536 in a
// helper's body).
describe('a let written again, statement after statement', () => {
  const rewritten = (b: string) => `import { z } from 'zod';
let text = z.string();
text = text.trim();
export const Trimmed = text;
function makeName() {
  let name = z.string();
  name = name.refine((v) => v !== 'x');
  return name;
}
export const U = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: Trimmed, name: makeName() }),
  z.object({ kind: z.literal('b'), ${b} }),
]);
text = z.string();`;
  const plain = rewritten('text: z.string(), name: z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed and refined in both', code: rewritten("text: z.string().trim(), name: z.string().refine((v) => v !== 'x')") }],
    invalid: [
      {
        name: 'trimmed and refined in a only (the write after the union is not read there)',
        code: plain,
        errors: [
          hiddenAt(plain, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' }),
          hiddenAt(plain, "refine((v) => v !== 'x')", { path: 'name', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' }),
        ],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Lists of variants made by `Array.from(list, fn)` and by calling a registry's factories through a
// computed key (`Object.keys(Ops).map((k) => Ops[k]())`): both were "could not be traced".
describe('variants from Array.from() and from factories called by a computed key', () => {
  const listed = (b: string, list: string) => `import { z } from 'zod';
const Ops = {
  a: () => z.object({ kind: z.literal('a'), q: z.string().trim() }),
  b: () => z.object({ kind: z.literal('b'), q: ${b} }),
};
const NAMES = ['a', 'b'] as const;
export const U = z.discriminatedUnion('kind', ${list});`;
  const LISTS = ['Object.keys(Ops).map((k) => Ops[k as keyof typeof Ops]())', 'Array.from(NAMES, (name) => Ops[name]())'];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: LISTS.map((list) => ({ name: `${list}: trimmed in both`, code: listed('z.string().trim()', list) })),
    invalid: LISTS.map((list) => {
      const code = listed('z.string()', list);
      return { name: `${list}: trimmed in a only`, code, errors: [hiddenAt(code, 'trim()', { path: 'q', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] };
    }),
  });
});

// ------------------------------------------------------------------------------------------------
// `this` in a class's static members is the class: `static ALL = [this.A, this.B]`, `static all()
// { return [this.A, this.B] }`, a static getter. It was "a this expression is not followed".
describe('this in static members', () => {
  const registry = (b: string, list: string) => `import { z } from 'zod';
class Ops {
  static A = z.object({ kind: z.literal('a'), q: z.string().trim() });
  static B = z.object({ kind: z.literal('b'), q: ${b} });
  static ALL = [this.A, this.B];
  static all() { return [this.A, this.B]; }
  static get list() { return [this.A, this.B]; }
}
export const U = z.discriminatedUnion('kind', ${list});`;
  const LISTS = ['Ops.ALL', 'Ops.all()', 'Ops.list'];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: LISTS.map((list) => ({ name: `${list}: trimmed in both`, code: registry('z.string().trim()', list) })),
    invalid: LISTS.map((list) => {
      const code = registry('z.string()', list);
      return { name: `${list}: trimmed in a only`, code, errors: [hiddenAt(code, 'trim()', { path: 'q', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] };
    }),
  });
});

// Zod 4.6's z.input(S) and z.output(S) (S with every pipe replaced by one side), z.clone(S), and
// z.getDiscriminatedOption(U, value) are read: each was "not a Zod factory the evaluator knows".
describe('z.input, z.output, z.clone and z.getDiscriminatedOption', () => {
  const program = (a: string, b = 'z.string()') => `import { z } from 'zod';
const Pick = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('x'), v: z.string().trim() }),
  z.object({ kind: z.literal('y'), v: z.string().trim().max(3) }),
]);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), f: ${a} }),
  z.object({ op: z.literal('b'), f: ${b} }),
]);`;
  const trimmedIn: [string, string, string][] = [
    ['z.output() keeps the pipe target', 'z.output(z.string().pipe(z.string().trim()))', 'f'],
    ['z.input() keeps the pipe source', 'z.input(z.string().trim().transform((s) => s.length))', 'f'],
    ['z.clone() is the schema', 'z.clone(z.string().trim())', 'f'],
    ['z.getDiscriminatedOption() is the option', "z.getDiscriminatedOption(Pick, 'x')", 'f.v'],
  ];
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'z.input() drops the transform the other variant lacks', code: program('z.input(z.string().transform((s) => s.length))') },
      { name: 'z.output() of the same pipe in both', code: program('z.output(z.string().pipe(z.string().trim()))', 'z.string().trim()') },
      { name: 'z.getDiscriminatedOption() against the same object', code: program("z.getDiscriminatedOption(Pick, 'x')", 'z.object({ kind: z.literal("x"), v: z.string().trim() })') },
    ],
    invalid: trimmedIn.map(([name, a, path]) => {
      const code = program(a, path === 'f.v' ? 'z.object({ kind: z.literal("x"), v: z.string() })' : 'z.string()');
      // The trim written in the field itself (after Pick's two), or in Pick's option 'x'.
      const nth = path === 'f.v' ? 0 : 2;
      return { name, code, errors: [hiddenAt(code, 'trim()', { path, marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' }, nth)] };
    }),
  });
});

// A key written before a spread under a condition that never spreads it is compared: `name`'s
// `.trim()` in one variant only was "may be replaced by a later spread" (goat-sdk's checkout).
describe('keys before a spread under a condition', () => {
  const items = (b: string) => `import { z } from 'zod';
const withCallData = process.env.CALLDATA === '1';
export const LineItem = z.union([
  z.object({ name: z.string().trim(), collectionLocator: z.string(), ...(withCallData ? { callData: z.string() } : {}) }),
  z.object({ name: ${b}, productLocator: z.string(), ...(withCallData && { callData: z.string() }) }),
]);`;
  const trimmedOnce = items('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: items('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in one',
        code: trimmedOnce,
        errors: [hiddenAt(trimmedOnce, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant option 1', withoutVariants: 'variant option 2' })],
      },
    ],
  });
});

// Zod 3's ZodEffects accessors give back the schema before an effect: `.innerType()` before the
// last refinement or transform, `.sourceType()` before all; `ZodBranded.unwrap()` the schema inside
// the brand. Each was "not a method the evaluator knows" (codex-of-consentient-craft's contracts).
describe('Zod 3 accessors: innerType, sourceType, brand().unwrap()', () => {
  const program = (a: string) => `import { z } from 'zod/v3';
const Trimmed = z.string().trim();
const Refined = Trimmed.refine((s) => s.length > 0).transform((s) => s);
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), s: ${a} }),
  z.object({ op: z.literal('b'), s: z.string().trim() }),
]);`;
  const refinedOnce = program('Refined.innerType()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'sourceType(): before every effect', code: program('Refined.sourceType()') },
      { name: 'innerType() twice: before the transform and the refinement', code: program('Refined.innerType().innerType()') },
      { name: 'brand().unwrap(): the schema inside', code: program("Trimmed.brand('Name').unwrap()") },
    ],
    invalid: [
      {
        name: 'innerType(): before the transform, the refinement kept',
        code: refinedOnce,
        errors: [hiddenAt(refinedOnce, 'refine((s) => s.length > 0)', { path: 's', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// A schema picked by an environment flag between two that are one for every rule is read: its
// `.trim()` in one variant only is found (gitlab-mcp's flag-picked fields).
describe('a conditional of two schemas alike', () => {
  const picked = (b: string) => `import { z } from 'zod';
const VERBOSE = process.env.VERBOSE === '1';
const Name = VERBOSE ? z.string().trim().describe('Project name') : z.string().trim();
export const Op = z.discriminatedUnion('action', [
  z.object({ action: z.literal('a'), name: Name }),
  z.object({ action: z.literal('b'), name: ${b} }),
]);`;
  const once = picked('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: picked('z.string().trim()') }],
    invalid: [{ name: 'trimmed in one', code: once, errors: [hiddenAt(once, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] }],
  });
});

// `this` in an instance field's initializer is the instance as its fields are set: the fields
// written before it (mongodb-mcp-server's tools build their unions of `this.filterFieldSchema`,
// `this.vectorFieldSchema`). Each option was "a this expression is not followed".
describe('this in instance field initializers', () => {
  const tool = (vectorPath: string) => `import { z } from 'zod';
export class CreateIndexTool {
  private filterField = z.object({ type: z.literal('filter'), path: z.string().trim() });
  private vectorField = z.object({ type: z.literal('vector'), path: ${vectorPath} });
  protected argsShape = {
    fields: z.array(z.discriminatedUnion('type', [this.filterField, this.vectorField])),
  };
}`;
  const once = tool('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: tool('z.string().trim()') }],
    invalid: [{ name: 'trimmed in one', code: once, errors: [hiddenAt(once, 'trim()', { path: 'path', marker: '.trim()', what: OVERWRITE, withVariants: 'variant filter', withoutVariants: 'variant vector' })] }],
  });
});

// A variant that forbids the key takes no value to check: a `.refine()` in every variant that takes
// one is no difference (gemini-cli's agent loader: `json: z.undefined().optional()` beside
// `json: z.string().refine(isJson)`).
describe('a variant that forbids the key', () => {
  const loader = (forbidden: string, third: string) => `import { z } from 'zod';
const isJson = (v: string) => v.startsWith('{');
export const Source = z.union([
  z.object({ url: z.string(), json: ${forbidden} }).strict(),
  z.object({ json: z.string().refine(isJson) }).strict(),
  z.object({ file: z.string(), json: ${third} }).strict(),
]);`;
  const unrefined = loader('z.undefined().optional()', 'z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'z.undefined().optional()', code: loader('z.undefined().optional()', 'z.string().refine(isJson)') },
      { name: 'z.never().optional()', code: loader('z.never().optional()', 'z.string().refine(isJson)') },
    ],
    invalid: [
      {
        name: 'a value-taking variant without it',
        code: unrefined,
        errors: [hiddenAt(unrefined, 'refine(isJson)', { path: 'json', marker: '.refine()', what: CUSTOM, withVariants: 'variant option 2', withoutVariants: 'variant option 3' })],
      },
    ],
  });
});

// Two unions that list the same variants in another order say the same of each field at the same
// place: one report, naming the variants in the first union's order (big-AGI listed its message
// parts twice, once per order, and every finding was reported twice).
describe('two unions of the same variants in another order', () => {
  const orders = (bText: string, second: string) => `import { z } from 'zod';
const A = z.object({ kind: z.literal('a'), text: z.string().trim() });
const B = z.object({ kind: z.literal('b'), text: ${bText} });
const C = z.object({ kind: z.literal('c'), text: z.string() });
export const Parts = z.union([A, B, C]);
export const Reversed = z.union(${second});`;
  const reversed = orders('z.string()', '[C, B, A]');
  const otherSet = orders('z.string()', '[C, A]');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in every variant', code: orders('z.string().trim()', '[C, B, A]').replace("text: z.string() });\nexport", "text: z.string().trim() });\nexport") }],
    invalid: [
      {
        name: 'trimmed in one: one report, in the first union\'s order',
        code: reversed,
        errors: [hiddenAt(reversed, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variants b and c' })],
      },
      {
        name: 'another set of variants says something else, and is reported too',
        code: otherSet,
        errors: [
          hiddenAt(otherSet, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variants b and c' }),
          hiddenAt(otherSet, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant c' }),
        ],
      },
    ],
  });
});

// A helper that records its schema somewhere else before returning it is read: growthbook's
// `namedSchema`, whose `namedSchemaRegistry.set(name, tagged)` and a condition on the environment
// (both ways give the schema, with or without its id) left 17 options untraceable.
describe('a helper that registers its schema', () => {
  const registered = (second: string) => `import { z } from 'zod';
const namedSchemaRegistry = new Map<string, z.ZodType>();
function namedSchema<T extends z.ZodType>(name: string, schema: T): T {
  if (!process.env.ENABLE_REGISTRATION) {
    return schema;
  }
  const tagged = schema.meta({ id: name }) as T;
  namedSchemaRegistry.set(name, tagged);
  return tagged;
}
function checked(name: string, schema: z.ZodObject) {
  if (!name) throw new Error('a schema needs a name');
  z.globalRegistry.add(schema, { id: name });
  console.debug?.('registered', name);
  return schema;
}
export const Input = z.discriminatedUnion('kind', [
  namedSchema('A', z.object({ kind: z.literal('a'), text: z.string().trim() })),
  checked('B', z.object({ kind: z.literal('b'), text: ${second} })),
]);`;
  const untrimmed = registered('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: registered('z.string().trim()') }],
    invalid: [
      {
        name: 'trimmed in one',
        code: untrimmed,
        errors: [hiddenAt(untrimmed, 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// big-AGI's stream deltas: a plain union of known deltas beside a catch-all. The known ones have
// no name and no discriminator (the catch-all's `type` is any string): they are named by their
// `type`, not `option 1` and `option 2`, which read as the outer union's two options.
describe('variants of a nested plain union named by a literal key', () => {
  const deltas = (unknownType: string) => `import { z } from 'zod';
const Known = z.union([
  z.object({ type: z.literal('text_delta'), text: z.string() }),
  z.object({ type: z.literal('thinking_delta'), thinking: z.string() }),
]);
const Unknown = z.looseObject({ type: ${unknownType} });
export const Delta = z.union([Known, Unknown]);`;
  const refined = deltas("z.string().refine((t) => t !== 'text_delta')");
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the catch-all not refined', code: deltas('z.string()') }],
    invalid: [
      {
        name: 'the catch-all refined',
        code: refined,
        errors: [hiddenAt(refined, "refine((t) => t !== 'text_delta')", { path: 'type', marker: '.refine()', what: CUSTOM, withVariants: 'variant Unknown', withoutVariants: 'variants text_delta and thinking_delta' })],
      },
    ],
  });
});

// Overload signatures have no body and only type the calls: the implementation is the helper
// (renovate's `LooseRecord`; it was "'Str' has no single declaration", in every variant).
describe('a helper with overload signatures', () => {
  const overloaded = (second: string) => `import { z } from 'zod';
export function Str(): z.ZodString;
export function Str(max: number): z.ZodString;
export function Str(max?: number): z.ZodString {
  return max === undefined ? z.string() : z.string().max(max);
}
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), q: Str(5).trim() }),
  z.object({ op: z.literal('b'), q: ${second} }),
]);`;
  const once = overloaded('Str(5)');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed in both', code: overloaded('Str(5).trim()') }],
    invalid: [{ name: 'trimmed in one', code: once, errors: [hiddenAt(once, 'trim()', { path: 'q', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })] }],
  });
});

// knip's plugin kinds: `Object.values(KINDS).filter((k) => k !== 'unknown')` mapped to variants.
// The callback is read per element, as `.map()`'s is (it was "'.filter()' with a callback other
// than Boolean", the union untraceable).
describe('variants of a list filtered by a callback', () => {
  const kinds = (dropped: string) => `import { z } from 'zod';
const KINDS = { a: 'a', b: 'b', c: 'c' } as const;
const kinds = Object.values(KINDS).filter((k) => k !== '${dropped}');
export const Input = z.discriminatedUnion('op', kinds.map((k) => z.object({ op: z.literal(k), s: k === 'c' ? z.string() : z.string().trim() })));`;
  const withC = kinds('b');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'the untrimmed kind filtered out', code: kinds('c') }],
    invalid: [
      {
        name: 'the untrimmed kind kept',
        code: withC,
        errors: [hiddenAt(withC, 'trim()', { path: 's', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant c' })],
      },
    ],
  });
});

// The options of a plain union nested in another are named by the key that tells them apart, as
// a nested discriminated union's are (they were "option 1" and "option 2", Speakeasy's responses).
describe('variants of a nested plain union named by its tag', () => {
  const nested = (v4: string) => `import { z } from 'zod';
const Plan = z.union([
  z.object({ definitionVersion: z.literal('V2'), name: z.string().trim() }),
  z.object({ definitionVersion: ${v4}, name: z.string() }),
]);
const ErrorT = z.object({ name: z.string() });
export const Response = z.union([Plan, ErrorT]);`;
  const tagged = nested("z.literal('V4')");
  const untagged = nested('z.string()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'trimmed nowhere', code: tagged.replace('.trim()', '') }],
    invalid: [
      {
        name: 'named by the tag',
        code: tagged,
        errors: [hiddenAt(tagged, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant V2', withoutVariants: 'variants V4 and ErrorT' })],
      },
      {
        name: 'numbered when one option takes any value there',
        code: untagged,
        errors: [hiddenAt(untagged, 'trim()', { path: 'name', marker: '.trim()', what: OVERWRITE, withVariants: 'variant option 1', withoutVariants: 'variants option 2 and ErrorT' })],
      },
    ],
  });
});

// A function a factory made (grammar v14): `short5 = maxLen(5)` passed by name, or `maxLen(5)`
// passed as the call, reads the factory's argument where it was made. Both were compared by their
// text alone: `short5` against `short8` was one check (missed), and `maxLen(5)` against
// `maxLen(LIMIT)` with `LIMIT = 5` two (a false report).
describe('a function a factory made', () => {
  const byName = (a: string, b: string) => `import { z } from 'zod';
const maxLen = (n: number) => (v: string) => v.length <= n;
const shortA = maxLen(${a});
const shortB = maxLen(${b});
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), name: z.string().refine(shortA) }),
  z.object({ op: z.literal('b'), name: z.string().refine(shortB) }),
]);`;
  const byCall = (a: string, b: string) => `import { z } from 'zod';
const maxLen = (n: number) => (v: string) => v.length <= n;
const LIMIT = 5;
export const U = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), name: z.string().refine(maxLen(${a})) }),
  z.object({ op: z.literal('b'), name: z.string().refine(maxLen(${b})) }),
]);`;
  const named = byName('5', '8');
  const called = byCall('5', '8');
  const at = (code: string, needle: string) => ({
    messageId: 'hiddenArguments' as const,
    ...loc(code, needle),
    data: { path: 'name', marker: '.refine()', what: CUSTOM, withVariants: 'variants a and b', values: 'n = 5 in variant a; n = 8 in variant b' },
  });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'by name, one argument', code: byName('5', '5') },
      { name: 'by call, an argument and a constant of one value', code: byCall('5', 'LIMIT') },
    ],
    invalid: [
      { name: 'by name, two arguments', code: named, errors: [at(named, 'refine(shortA)'), at(named, 'refine(shortB)')] },
      { name: 'by call, two arguments', code: called, errors: [at(called, 'refine(maxLen(5))'), at(called, 'refine(maxLen(8))')] },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// A plain object against a nested union with no tag in every option: compared with every option
// (a deep flatten merges them), so a check on one side and not the other is found (real code round
// 22: typebot's forged blocks; the same gap in the type and coercion rules).
describe('a plain object against a nested union with no tag in every option', () => {
  const program = (plain: string) => `import { z } from 'zod';
export const U = z.discriminatedUnion('type', [
  z.object({ type: z.literal('a'), options: z.object({ user: ${plain} }) }),
  z.object({ type: z.literal('b'), options: z.union([z.object({ base: z.string() }), z.object({ action: z.literal('chat'), user: z.string() })]) }),
]);
`;
  const refined = program('z.string().refine((s) => s.includes("@"))');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'a plain string in both', code: program('z.string()') }],
    invalid: [
      {
        name: '.refine() in the plain object only',
        code: refined,
        errors: [hiddenAt(refined, 'refine((s) => s.includes("@"))', { path: 'options.user', marker: '.refine()', what: 'a custom check', withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// ------------------------------------------------------------------------------------------------
// Options a module (or a helper) pushes onto a list after declaring it, in a loop: each pass is
// read with its own bindings, so each variant's fields are compared like written-out ones.
describe('options pushed onto a list in a loop', () => {
  const looped = (update: string) => `import { z } from 'zod';
const ACTIONS = {
  create: { text: z.string().trim() },
  update: { text: ${update} },
};
const OPTS = [];
for (const [op, shape] of Object.entries(ACTIONS)) OPTS.push(z.object({ op: z.literal(op), ...shape }));
export const Input = z.discriminatedUnion('op', OPTS);
`;
  const helper = (other: string) => `import { z } from 'zod';
function build(ops: readonly string[]) {
  const options = [];
  for (const op of ops) {
    options.push(z.object({ op: z.literal(op), n: op === 'a' ? z.number().refine((v) => v > 0) : ${other} }));
  }
  return z.discriminatedUnion('op', options);
}
export const Input = build(['a', 'b']);
`;
  const each = (second: string) => `import { z } from 'zod';
const LIST = [];
['a', 'b'].forEach((kind, i) => LIST.push(z.object({ kind: z.literal(kind), v: i === 0 ? z.string().trim() : ${second} })));
export const Input = z.union(LIST);
`;
  const counted = (second: string) => `import { z } from 'zod';
const NAMES = ['a', 'b'];
const OPTS = [];
for (let i = 0; i < NAMES.length; i++) {
  OPTS.push(z.object({ op: z.literal(NAMES[i]), text: i === 0 ? z.string().trim() : ${second} }));
}
export const Input = z.discriminatedUnion('op', OPTS);
`;
  // `.forEach()` nested as the body of another's callback (meta40: reported untraceable).
  const nested = (second: string) => `import { z } from 'zod';
const LIST = [];
['a', 'b'].forEach((x) => ['1'].forEach((y) => LIST.push(z.object({ op: z.literal(x + y), t: x === 'a' ? z.string().trim() : ${second} }))));
export const Input = z.discriminatedUnion('op', LIST);
`;
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'nested .forEach() with expression bodies: .trim() in every pass', code: nested('z.string().trim()') },
      { name: 'for...of over Object.entries(): .trim() in every pass', code: looped('z.string().trim()') },
      { name: 'a counting for loop: .trim() in every pass', code: counted('z.string().trim()') },
      { name: 'a helper filling its own list: the same check in every pass', code: helper('z.number().refine((v) => v > 0)') },
      { name: '.forEach() pushing: .trim() in every pass', code: each('z.string().trim()') },
    ],
    invalid: [
      {
        name: 'for...of over Object.entries(): .trim() in one entry only',
        code: looped('z.string()'),
        errors: [hiddenAt(looped('z.string()'), 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant create', withoutVariants: 'variant update' })],
      },
      {
        name: 'a helper filling its own list: a check in the pass of one value only',
        code: helper('z.number()'),
        errors: [hiddenAt(helper('z.number()'), 'refine((v) => v > 0)', { path: 'n', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: 'nested .forEach() with expression bodies: .trim() in the passes of one value only',
        code: nested('z.string()'),
        errors: [hiddenAt(nested('z.string()'), 'trim()', { path: 't', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a1', withoutVariants: 'variant b1' })],
      },
      {
        name: 'a counting for loop: .trim() in the first pass only',
        code: counted('z.string()'),
        errors: [hiddenAt(counted('z.string()'), 'trim()', { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
      {
        name: '.forEach() pushing: .trim() in the first pass only',
        code: each('z.string()'),
        errors: [hiddenAt(each('z.string()'), 'trim()', { path: 'v', marker: '.trim()', what: OVERWRITE, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});

// Classes: statics a static block sets, statics inherited from a base class of the file, and the
// fields of an instance (`new Fields().c`) are read (grammar v16: 397 projects untraceable).
describe('classes: static blocks, base classes, instances', () => {
  const classes = (b: string) => `import { z } from 'zod';
class Base { static A = z.object({ op: z.literal('a'), text: z.string().trim() }); }
class Ops extends Base {
  static {
    this.B = z.object({ op: z.literal('b'), text: ${b} });
  }
}
class Fields { c = z.object({ op: z.literal('c'), text: z.string().trim() }); }
export const Input = z.discriminatedUnion('op', [Ops.A, (Ops as any).B, new Fields().c]);
`;
  const data = { path: 'text', marker: '.trim()', what: OVERWRITE, withVariants: 'variants a and c', withoutVariants: 'variant b' };
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: '.trim() in every variant', code: classes('z.string().trim()') }],
    invalid: [
      {
        name: '.trim() in the inherited and the instance variants only',
        code: classes('z.string()'),
        errors: [hiddenAt(classes('z.string()'), 'trim()', data, 0), hiddenAt(classes('z.string()'), 'trim()', data, 1)],
      },
    ],
  });
});

describe('a check function made by .bind()', () => {
  // Each `.bind()` call makes a function of its own, whose source a run does not show: two calls
  // are two checks (as the runtime check reads them), one bound function shared is one.
  const bound = (a: string, b: string) => `import { z } from 'zod';
function isLen(n: number, s: string) { return s.length === n; }
const len5 = isLen.bind(null, 5);
const A = z.object({ op: z.literal('a'), s: z.string().refine(${a}) });
const B = z.object({ op: z.literal('b'), s: z.string().refine(${b}) });
export const U = z.discriminatedUnion('op', [A, B]);`;
  const twice = bound('isLen.bind(null, 5)', 'isLen.bind(null, 5)');
  const data = (withVariant: string, withoutVariant: string) => ({ path: 's', marker: '.refine()', what: CUSTOM, withVariants: `variant ${withVariant}`, withoutVariants: `variant ${withoutVariant}` });
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [{ name: 'one bound function in both', code: bound('len5', 'len5') }],
    invalid: [
      {
        name: 'a .bind() call in each',
        code: twice,
        errors: [hiddenAt(twice, 'refine(isLen.bind(null, 5))', data('a', 'b'), 0), hiddenAt(twice, 'refine(isLen.bind(null, 5))', data('b', 'a'), 1)],
      },
    ],
  });
});

describe('the object of z.union([S, z.undefined()])', () => {
  // ts-to-zod's optional object is no variant set of its own: a check on S is the field's, as on
  // `S.optional()` (it was no one's: helpers' grammar v21 probes, P6).
  const optionalObject = (a: string, b: string) => `import { z } from 'zod';
const S = z.object({ d: z.string() });
const A = z.object({ op: z.literal('a'), cfg: ${a} });
const B = z.object({ op: z.literal('b'), cfg: ${b} });
export const U = z.discriminatedUnion('op', [A, B]);`;
  const refined = optionalObject("z.union([S.refine((v) => v.d !== ''), z.undefined()])", 'S.optional()');
  ruleTester.run('no-hidden-collided-check', rule, {
    valid: [
      { name: 'the refinement in both spellings', code: optionalObject("z.union([S.refine((v) => v.d !== ''), z.undefined()])", "S.refine((v) => v.d !== '').optional()") },
      { name: 'no refinement', code: optionalObject('z.union([S, z.undefined()])', 'S.optional()') },
    ],
    invalid: [
      {
        name: 'a refinement of S in one variant',
        code: refined,
        errors: [hiddenAt(refined, "refine((v) => v.d !== '')", { path: 'cfg', marker: '.refine()', what: CUSTOM, withVariants: 'variant a', withoutVariants: 'variant b' })],
      },
    ],
  });
});
