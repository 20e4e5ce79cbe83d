/**
 * What a flavour case is, and the few builders the case tables share.
 *
 * A case is one schema difference written twice: in classic Zod 4 and in another flavour
 * (Zod 3 or zod/mini), each as an invalid program (the difference present) and its valid
 * neighbour (the fix applied). Bodies have no import line: the suite adds one per flavour,
 * so one zod/mini body is checked as `import * as z` and as `import { z }`, one Zod 3 body as
 * `zod/v3` and as `zod` in a zod@3 project. The two spellings of a case are written line for
 * line, so the findings must also be on the same lines.
 */

export interface Programs {
  /** Must give at least the findings in `expects`. */
  readonly invalid: string;
  /** The neighbour with the fix applied: must give no finding at all. */
  readonly valid: string;
}

export interface FlavourCase {
  readonly name: string;
  /** `rule/messageId` the invalid program must report (so a case cannot pass by reading nothing). */
  readonly expects: readonly string[];
  readonly classic: Programs;
  /** The same two programs in the other flavour. */
  readonly other: Programs;
  /**
   * Calls the other flavour spells differently from classic, beyond the check-function names
   * the harness already knows (`minLength` for `min`): other flavour's name → classic's.
   */
  readonly calls?: Readonly<Record<string, string>>;
  /**
   * Why `checkFlatten` on the live invalid program cannot agree with the static rules, per side
   * (docs/runtime.md lists where static and runtime legitimately differ). Valid neighbours are
   * always compared.
   */
  readonly liveDiffers?: { readonly classic?: string; readonly other?: string };
}

/** Functions the bodies refer to by binding, so two variants can share the very same one. */
export const PRELUDE = `const isLong = (v: string) => v.length > 3;
const isShort = (v: string) => v.length < 9;
const toLength = (v: string) => v.length;
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v) : v);
const keep = (v: string) => v;
const noop = (_v: unknown) => {};
`;

/**
 * Two variants, `a` and `b`, that both declare `key`: the most common shape of a case.
 * `a` and `b` are the field schemas as written.
 */
export function field(a: string, b: string, key = 'text'): string {
  return `export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), ${key}: ${a} }),
  z.object({ kind: z.literal('b'), ${key}: ${b} }),
]);
`;
}

/** A case whose other-flavour programs are the classic text itself (Zod 3 shares the API). */
export function sameText(name: string, expects: readonly string[], programs: Programs, extra: Partial<FlavourCase> = {}): FlavourCase {
  return { name, expects, classic: programs, other: programs, ...extra };
}

/** `rule/messageId` of what the cases expect. */
export const HIDDEN = 'no-hidden-collided-check/hiddenCheck';
export const COERCION = 'no-collided-coercion/coercion';
export const TYPE = 'no-collided-type-mismatch/typeMismatch';
export const CONSTRAINT = 'no-collided-constraint-mismatch/constraintMismatch';
export const UNTYPED = 'require-typed-properties/untyped';
export const UNREPRESENTABLE = 'require-typed-properties/unrepresentable';
export const DUPLICATE = 'valid-discriminated-union/duplicateValue';
export const UNTRACEABLE = 'no-untraceable-variant/untraceableOption';

/**
 * Why an option built by a helper is compared on the static side only: no-untraceable-variant
 * reports what the static rules could not follow, and the live schema has nothing unfollowed.
 */
export const HELPER_IS_LIVE = 'the live schema is the object the helper returned: only the static rules cannot follow a helper with a loop';

// ---- programs built by helpers, the same text in both flavours (only `z` differs) -------------

/**
 * A helper that builds its shape in a `while` loop: the static rules read a helper whose body
 * declares names, fills them in `for` loops, tests constants and returns, and
 * nothing else.
 */
export const HELPER = (b: string): string => `const make = (kind: 'b') => {
  const shape: Record<string, unknown> = {};
  while (!('text' in shape)) shape['text'] = z.string();
  return z.object({ kind: z.literal(kind), ...shape });
};
export const Input = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('a'), text: z.string() }),
  ${b},
]);
`;

/** A helper that declares its shape, then returns the object: both variants, `text` as given. */
export const DECLARING_HELPER = (a: string, b: string): string => `const make = (kind: string, text: unknown) => {
  const shape = { kind: z.literal(kind), text };
  return z.object(shape);
};
export const Input = z.discriminatedUnion('kind', [make('a', ${a}), make('b', ${b})]);
`;

/** A helper of one returned expression builds both variants, with `text` as given for each. */
export const ONE_RETURN_HELPER = (a: string, b: string): string => `const make = (kind: string, text: unknown) => z.object({ kind: z.literal(kind), text });
export const Input = z.discriminatedUnion('kind', [make('a', ${a}), make('b', ${b})]);
`;
