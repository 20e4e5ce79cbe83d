/**
 * The type-aware tier asks the TypeScript program only about what the syntax could not resolve,
 * and about a `&&`/`||`/`??`/`?:` chain only at its outermost link: the checker narrows through
 * the whole chain for each link it is asked about, and a chain of 200 links asked at every link
 * took seconds (found by the crash fuzz probe; 500 links, 38 s).
 */
import { describe, expect, it } from 'vitest';
import { parseForESLint } from '@typescript-eslint/parser';
import { buildFileModel, type SourceFile } from '../../lib/frontend/estree/index.js';
import type { TypeHost } from '../../lib/frontend/types/index.js';

function askedAbout(code: string): string[] {
  const { ast, scopeManager, visitorKeys } = parseForESLint(code, { range: true, loc: true, tokens: true, sourceType: 'module' });
  const source: SourceFile = {
    ast,
    scopeManager: scopeManager!,
    visitorKeys,
    getTokens: (node) => ast.tokens!.filter((token) => token.range[0] >= node.range[0] && token.range[1] <= node.range[1]),
  };
  const asked: string[] = [];
  const types: TypeHost = {
    modelOf(node) {
      asked.push(node.type);
      return null;
    },
    primitiveOf: () => undefined,
    resolveImport: () => null,
    forModule: () => undefined,
  };
  buildFileModel(source, { types });
  return asked;
}

describe('type queries', () => {
  const chain = (operator: string, links: number) =>
    `import { z } from 'zod';
declare const c: number;
export const U = z.union([${Array.from({ length: links }, (_, i) => `c ${operator} z.object({ a${i}: z.string() })`).join(' || ')}, z.object({ a: z.boolean() })]);`;

  it('a chain of 60 links is asked about at its outermost link, and its unknown operand', () => {
    expect(askedAbout(chain('&&', 60))).toEqual(['Identifier', 'LogicalExpression']);
  });

  it('a chain of ?: is asked about at its outermost link too', () => {
    const conditional = `import { z } from 'zod';
declare const c: number;
export const U = z.union([${Array.from({ length: 60 }, (_, i) => `c === ${i} ? z.object({ a${i}: z.string() }) :`).join(' ')} z.object({ a: z.boolean() }), z.object({ a: z.number() })]);`;
    const asked = askedAbout(conditional);
    expect(asked.filter((type) => type === 'ConditionalExpression')).toEqual(['ConditionalExpression']);
  });

  it('what the syntax resolves is never asked about', () => {
    expect(askedAbout("import { z } from 'zod';\nexport const U = z.union([z.object({ a: z.string() }), z.object({ a: z.number() })]);")).toEqual([]);
  });
});

describe('type queries through assertions', () => {
  it('what an assertion wraps is not asked: the asserted type is', () => {
    // `REG.get('b')` of a declared Map of two schemas (which the syntax cannot read) is
    // either schema to its type; `as typeof B` says which. The wrapped call was asked first, and
    // its type read as the Map's first schema.
    const code = `import { z } from 'zod';
const A = z.object({ op: z.literal('a') });
const B = z.object({ op: z.literal('b') });
declare const REG: Map<'a' | 'b', typeof A | typeof B>;
export const U = z.discriminatedUnion('op', [REG.get('a')! as typeof A, REG.get('b')! as typeof B]);`;
    const asked = askedAbout(code);
    expect(asked.filter((type) => type === 'CallExpression' || type === 'TSNonNullExpression')).toEqual([]);
    expect(asked.filter((type) => type === 'TSAsExpression')).toEqual(['TSAsExpression', 'TSAsExpression']);
  });
});
