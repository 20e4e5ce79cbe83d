/**
 * Shared by the runtime tests: findings without their message (asserted separately: every
 * message is a filled, non-empty template), and the row type of the three-flavour tables.
 */
import { expect } from 'vitest';
import { checkFlatten, type FlattenCheckOptions, type RuleId } from '../../runtime.js';

export interface Plain {
  rule: RuleId;
  messageId: string;
  path: string;
  variants: readonly string[];
}

/** `checkFlatten`, with every message checked and then dropped. */
export function findingsOf(schema: unknown, options?: FlattenCheckOptions): Plain[] {
  const found = checkFlatten(schema, options);
  for (const finding of found) {
    expect(typeof finding.message).toBe('string');
    expect(finding.message.length).toBeGreaterThan(0);
    expect(finding.message).not.toMatch(/\{\{|\}\}/u); // every placeholder filled
  }
  return found.map(({ rule, messageId, path, variants }) => ({ rule, messageId, path, variants: [...variants] }));
}

/** A finding, as `findingsOf` returns it. */
export function finding(rule: RuleId, messageId: string, path: string, variants: readonly string[]): Plain {
  return { rule, messageId, path, variants };
}

export type Flavour = 'zod' | 'zod/mini' | 'zod/v3';

/**
 * One schema written in up to three flavours that must give the same findings. A flavour is
 * left out only where its API cannot express the schema (the reason is in the row's comment).
 */
export interface Row {
  name: string;
  expected: readonly Plain[];
  options?: FlattenCheckOptions;
  zod: () => unknown;
  mini?: () => unknown;
  v3?: () => unknown;
}

/** `[row name, flavour, build]` for every flavour a row has, for `it.each`. */
export function cases(rows: readonly Row[]): [string, Flavour, Row][] {
  const out: [string, Flavour, Row][] = [];
  for (const row of rows) {
    out.push([row.name, 'zod', row]);
    if (row.mini) out.push([row.name, 'zod/mini', row]);
    if (row.v3) out.push([row.name, 'zod/v3', row]);
  }
  return out;
}

export function build(row: Row, flavour: Flavour): unknown {
  const make = flavour === 'zod' ? row.zod : flavour === 'zod/mini' ? row.mini : row.v3;
  if (!make) throw new Error(`${row.name}: no ${flavour} schema`);
  return make();
}
