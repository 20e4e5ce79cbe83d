/**
 * assertFlattenSafe: one FlattenCheckError listing every finding, or nothing.
 *
 * The first describe block is written the way a project would use it in its own vitest suite
 * (there the import is `from 'eslint-plugin-zod-flatten/runtime'`; this repository imports the
 * source).
 */
import { describe, expect, it, test } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod/v3';
import { assertFlattenSafe, checkFlatten, FlattenCheckError } from '../../runtime.js';

// ---- as a project writes it -----------------------------------------------------------------

const isHttps = (url: string): boolean => url.startsWith('https://');

/** A project's tool inputs, by tool name. */
const toolInputs = {
  broadcast: z.discriminatedUnion('op', [
    z.object({ op: z.literal('setText'), text: z.string().trim().max(4096) }),
    z.object({ op: z.literal('setButton'), text: z.string().trim().max(4096), url: z.url().refine(isHttps) }),
  ]),
  search: z.object({ query: z.string(), limit: z.number().int().max(50).optional() }),
  legacy: z3.discriminatedUnion('kind', [
    z3.object({ kind: z3.literal('a'), id: z3.string() }),
    z3.object({ kind: z3.literal('b'), id: z3.string() }),
  ]),
};

describe('in a project', () => {
  test.each(Object.entries(toolInputs))('%s flattens safely', (_name, schema) => {
    assertFlattenSafe(schema);
  });

  test('a contract that would not flatten safely fails the test with every problem listed', () => {
    const Unsafe = z.discriminatedUnion('op', [
      z.object({ op: z.literal('setText'), text: z.string().trim() }),
      z.object({ op: z.literal('setButton'), text: z.string() }),
    ]);
    expect(() => assertFlattenSafe(Unsafe)).toThrow(FlattenCheckError);
    expect(() => assertFlattenSafe(Unsafe)).toThrow(/\[no-hidden-collided-check\] Collided field 'text'/u);
    // A deliberate difference is silenced by path, as with the ESLint rules' ignoreKeys.
    expect(() => assertFlattenSafe(Unsafe, { ignoreKeys: ['text'] })).not.toThrow();
  });
});

// ---- the error ------------------------------------------------------------------------------

function thrown(run: () => void): FlattenCheckError {
  try {
    run();
  } catch (error) {
    if (error instanceof FlattenCheckError) return error;
    throw error;
  }
  throw new Error('assertFlattenSafe did not throw');
}

describe('FlattenCheckError', () => {
  const Input = z.discriminatedUnion('op', [
    z.object({ op: z.literal('list'), pageSize: z.number().catch(20), text: z.string().trim(), context: z.unknown() }),
    z.object({ op: z.literal('export'), pageSize: z.number(), text: z.string() }),
  ]);

  it('lists every finding: a count line, then one `  - [rule] message` line each', () => {
    const findings = checkFlatten(Input);
    expect(findings.map((f) => f.rule)).toEqual(['no-hidden-collided-check', 'no-collided-coercion', 'require-typed-properties']);
    const error = thrown(() => assertFlattenSafe(Input));
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('zod-flatten: 3 problems when this union is flattened:');
    expect(lines.slice(1)).toEqual(findings.map((f) => `  - [${f.rule}] ${f.message}`));
    expect(lines).toHaveLength(1 + findings.length);
  });

  it('is an Error named FlattenCheckError, holding the findings', () => {
    const error = thrown(() => assertFlattenSafe(Input));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FlattenCheckError');
    expect(error.findings).toEqual(checkFlatten(Input));
    expect(String(error)).toMatch(/^FlattenCheckError: zod-flatten: 3 problems/u);
  });

  it("says 'problem' for one", () => {
    const error = thrown(() => assertFlattenSafe(Input, { rules: ['no-collided-coercion'] }));
    expect(error.findings).toHaveLength(1);
    expect(error.message.split('\n')).toEqual([
      'zod-flatten: 1 problem when this union is flattened:',
      `  - [no-collided-coercion] ${error.findings[0]!.message}`,
    ]);
    expect(error.message).toContain("Collided field 'pageSize': .catch() replaces invalid input with the fallback 20");
  });

  it('takes the same options as checkFlatten', () => {
    const error = thrown(() => assertFlattenSafe(Input, { ignoreKeys: ['text'], allowUntyped: ['context'] }));
    expect(error.findings.map((f) => f.path)).toEqual(['pageSize']);
    expect(assertFlattenSafe(Input, { ignoreKeys: ['text', 'pageSize', 'context'] })).toBeUndefined();
  });

  it('does not throw for a safe schema, nor for something that is not a union', () => {
    const Safe = z.discriminatedUnion('op', [
      z.object({ op: z.literal('a'), text: z.string().trim() }),
      z.object({ op: z.literal('b'), text: z.string().trim() }),
    ]);
    expect(assertFlattenSafe(Safe)).toBeUndefined();
    expect(assertFlattenSafe(z.string())).toBeUndefined();
    expect(assertFlattenSafe(undefined)).toBeUndefined();
    expect(assertFlattenSafe({ not: 'zod' })).toBeUndefined();
  });
});
