/**
 * `z.getDiscriminatedOption(U, value)` (Zod 4.6): the option of a discriminated union that claims
 * `value`, found as Zod's discriminator map finds it (zod/src/v4/core/schemas.ts): an option's
 * values are its discriminator field's literal or enum values, a nested discriminated union's are
 * its options'. A value two options claim is ambiguous (Zod throws); a value none claims is no
 * option (Zod returns undefined).
 */
import type { LiteralValue, SchemaNode, UnionNode } from './schema.js';
import { baseOf } from './walk.js';

export type OptionLookup = { found: SchemaNode } | { missing: string };

export function discriminatedOption(union: UnionNode, value: LiteralValue): OptionLookup {
  const key = union.discriminator;
  if (key === undefined) return { missing: 'its first argument is not a discriminated union' };
  let found: SchemaNode | undefined;
  for (const option of union.options) {
    const values = valuesOf(option, key, 0);
    if (values === undefined) return { missing: `an option's '${key}' values cannot be read` };
    if (!values.includes(value)) continue;
    if (found) return { missing: `the value ${String(value)} is claimed by two options (Zod throws)` };
    found = option;
  }
  return found ? { found } : { missing: `no option claims the value ${String(value)}` };
}

/** The discriminator values an option claims, or undefined when they cannot be read. */
function valuesOf(option: SchemaNode, key: string, depth: number): readonly LiteralValue[] | undefined {
  if (depth > 100) return undefined;
  const base = baseOf(option);
  if (base.type === 'union') {
    const all: LiteralValue[] = [];
    for (const inner of base.options) {
      const values = valuesOf(inner, key, depth + 1);
      if (values === undefined) return undefined;
      all.push(...values);
    }
    return all;
  }
  if (base.type !== 'object') return undefined;
  const field = base.shape.get(key);
  if (!field) return undefined;
  const schema = baseOf(field.schema);
  if (schema.type === 'literal' || schema.type === 'enum') return schema.values;
  return undefined;
}
