/**
 * Mutations of generated programs, and two small grammars of odd input.
 *
 * A mutation is structured data (an operation and a few naturals, taken modulo what the program
 * has), so fast-check shrinks a failing case to fewer and simpler mutations of a smaller program.
 * The mutations: tokens deleted, duplicated and swapped; a program cut off inside a call; a call
 * whose arguments are cut short; arguments of the wrong kind (`z.object(5)`,
 * `z.discriminatedUnion()`, `z.union(notAnArray)`); identifiers rebound (a shadowing `z`, a
 * `const` turned into a reassigned `let`, a reference swapped for another declared name, which
 * makes forward references and cycles, the Zod import rewritten).
 */
import fc from 'fast-check';

// ---- tokens ------------------------------------------------------------------------------------

export interface Token {
  readonly text: string;
  /** Whitespace and comments: kept as they are, never mutated. */
  readonly trivia: boolean;
}

const TOKEN =
  /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|\d[\w.]*|[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*|=>|\.\.\.|\?\.|\?\?|[^\s]/gsuy;

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) {
      // Cannot happen (the last alternative takes any character); keep going anyway.
      tokens.push({ text: source.slice(start, start + 1), trivia: false });
      TOKEN.lastIndex = start + 1;
      continue;
    }
    const text = match[0];
    tokens.push({ text, trivia: /^\s/u.test(text) || text.startsWith('//') || text.startsWith('/*') });
  }
  return tokens;
}

const join = (tokens: readonly Token[]): string => tokens.map((token) => token.text).join('');

/** Indices of the non-trivia tokens. */
const significant = (tokens: readonly Token[]): number[] => tokens.flatMap((token, i) => (token.trivia ? [] : [i]));

/** Calls: the index of an identifier followed by `(` and the index of the matching `)` (or -1). */
function calls(tokens: readonly Token[]): { name: number; open: number; close: number }[] {
  const out: { name: number; open: number; close: number }[] = [];
  const sig = significant(tokens);
  for (let k = 0; k + 1 < sig.length; k++) {
    const name = sig[k]!;
    const open = sig[k + 1]!;
    if (!/^[A-Za-z_$]/u.test(tokens[name]!.text) || tokens[open]!.text !== '(') continue;
    let depth = 0;
    let close = -1;
    for (let j = open; j < tokens.length; j++) {
      const text = tokens[j]!.text;
      if (text === '(') depth++;
      else if (text === ')' && --depth === 0) {
        close = j;
        break;
      }
    }
    out.push({ name, open, close });
  }
  return out;
}

// ---- mutations -----------------------------------------------------------------------------------

/** Arguments of the wrong kind (and a few of the right kind in the wrong place). */
export const ODD_ARGUMENTS = [
  '',
  '5',
  '-1',
  '1n',
  'NaN',
  '"s"',
  '``',
  '`t${notAnArray}`',
  'null',
  'undefined',
  'void 0',
  'true',
  '/re/g',
  '[]',
  '[,]',
  '[5, "x", null]',
  '[...notAnArray]',
  '[z.string(), , 5]',
  '{}',
  '{ a: 5 }',
  '{ ...notAnArray }',
  '{ ...5, ...null }',
  '{ [notAnArray]: z.string() }',
  '{ __proto__: z.string() }',
  '{ constructor: z.string(), toString: 5, hasOwnProperty: z.number() }',
  'notAnArray',
  '...notAnArray',
  'z',
  'z.string',
  'z.object',
  'z.union([])',
  'z.union(notAnArray)',
  'z.discriminatedUnion()',
  'z.discriminatedUnion("kind")',
  'z.discriminatedUnion(5, 6)',
  'z.object(5)',
  'z.object()',
  'z.object({ a: 5 })',
  'z.lazy()',
  'z.lazy(5)',
  'z.lazy(() => 5)',
  '() => z.string()',
  'function () { return z.string(); }',
  'async () => z.string()',
  'class {}',
  'new Map()',
  'Symbol()',
  'this',
  'typeof z',
  'z as any',
  '<any>z',
  'z!',
  'z.string(), z.number(), 5',
  '"kind", [z.object({ kind: z.literal("a") })], 5',
  '(0, z.string())',
  'notAnArray ? z.string() : z.number()',
  'notAnArray ?? z.string()',
  'z?.string?.()',
];

export const REBINDINGS = [
  // A shadowing or reassigned `z`.
  'const z = 5;',
  'let z: any; z = { object: () => 5, union: () => 6 };',
  'var z;',
  'function z() {}',
  'class z {}',
  'enum z { object, union }',
  'namespace z { export const object = 5; }',
  'declare const notAnArray: any;',
  'const { object, union } = z;',
  'const zz = z; const z2 = zz;',
  'z = null;',
  'z.object = z.union;',
  'Object.defineProperty(z, "object", { get() { return 5; } });',
];

/** Ways to rewrite the Zod import line. */
export const IMPORTS = [
  "import * as z from 'zod';",
  "import z from 'zod';",
  "import { z as y } from 'zod';",
  "import { z } from 'zod/mini';",
  "import { z } from 'zod/v3';",
  "import type { z } from 'zod';",
  "import { type z } from 'zod';",
  "const { z } = require('zod');",
  "import z = require('zod');",
  "import { z } from './zod.js';",
  "import { z } from '../../../../../../../../etc/zod.js';",
  "import { z } from '/etc/zod.js';",
  "import { z } from 'not-zod';",
  "export * from 'zod';",
  '',
];

export type Mutation =
  | { readonly op: 'delete'; readonly at: number; readonly count: number }
  | { readonly op: 'duplicate'; readonly at: number }
  | { readonly op: 'swap'; readonly at: number; readonly other: number }
  | { readonly op: 'cutProgram'; readonly at: number }
  | { readonly op: 'cutArguments'; readonly call: number; readonly keep: number; readonly close: boolean }
  | { readonly op: 'oddArgument'; readonly call: number; readonly argument: number }
  | { readonly op: 'rebind'; readonly how: number }
  | { readonly op: 'letReassigned'; readonly name: number; readonly value: number }
  | { readonly op: 'renameReference'; readonly at: number; readonly to: number }
  | { readonly op: 'import'; readonly how: number }
  | { readonly op: 'selfSpread'; readonly name: number };

const nat = fc.nat(10_000);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), at: nat, count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('duplicate' as const), at: nat }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('swap' as const), at: nat, other: nat }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cutProgram' as const), at: nat }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cutArguments' as const), call: nat, keep: nat, close: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('oddArgument' as const), call: nat, argument: fc.nat(ODD_ARGUMENTS.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('rebind' as const), how: fc.nat(REBINDINGS.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('letReassigned' as const), name: nat, value: nat }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('renameReference' as const), at: nat, to: nat }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('import' as const), how: fc.nat(IMPORTS.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('selfSpread' as const), name: nat }) },
);

/** Names declared with `const NAME =` (generated programs declare V0, U0, Base0, shape0, F0, ...). */
function declaredNames(source: string): string[] {
  return [...source.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/gu)].map((match) => match[1]!);
}

/** Inserts a line after the import line (or at the top). */
function afterImport(source: string, line: string): string {
  const end = source.indexOf('\n');
  return end < 0 ? `${line}\n${source}` : `${source.slice(0, end + 1)}${line}\n${source.slice(end + 1)}`;
}

export function applyMutation(source: string, m: Mutation): string {
  const tokens = tokenize(source);
  const sig = significant(tokens);
  if (sig.length === 0) return source;
  switch (m.op) {
    case 'delete': {
      const at = m.at % sig.length;
      const drop = new Set(sig.slice(at, at + m.count));
      return join(tokens.filter((_, i) => !drop.has(i)));
    }
    case 'duplicate': {
      const at = sig[m.at % sig.length]!;
      return join([...tokens.slice(0, at + 1), tokens[at]!, ...tokens.slice(at + 1)]);
    }
    case 'swap': {
      const a = sig[m.at % sig.length]!;
      const b = sig[m.other % sig.length]!;
      const copy = [...tokens];
      [copy[a], copy[b]] = [copy[b]!, copy[a]!];
      return join(copy);
    }
    case 'cutProgram': {
      const found = calls(tokens);
      if (found.length === 0) return source.slice(0, m.at % source.length);
      // Inside a call: after its `(` and some of what follows.
      const call = found[m.at % found.length]!;
      const end = call.close < 0 ? tokens.length : call.close;
      const cut = call.open + 1 + (m.at % Math.max(1, end - call.open));
      return join(tokens.slice(0, cut));
    }
    case 'cutArguments': {
      const found = calls(tokens).filter((call) => call.close >= 0);
      if (found.length === 0) return source;
      const call = found[m.call % found.length]!;
      const inside = tokens.slice(call.open + 1, call.close);
      const kept = inside.slice(0, m.keep % (inside.length + 1));
      return join([...tokens.slice(0, call.open + 1), ...kept, ...(m.close ? tokens.slice(call.close) : tokens.slice(call.close + 1))]);
    }
    case 'oddArgument': {
      const found = calls(tokens).filter((call) => call.close >= 0);
      if (found.length === 0) return source;
      const call = found[m.call % found.length]!;
      const argument = ODD_ARGUMENTS[m.argument]!;
      const replaced = join([...tokens.slice(0, call.open + 1), { text: argument, trivia: false }, ...tokens.slice(call.close)]);
      return argument.includes('notAnArray') && !replaced.includes('declare const notAnArray') ? afterImport(replaced, 'declare const notAnArray: any;') : replaced;
    }
    case 'rebind':
      return afterImport(source, REBINDINGS[m.how]!);
    case 'letReassigned': {
      const names = declaredNames(source);
      if (names.length === 0) return source;
      const name = names[m.name % names.length]!;
      const value = names[m.value % names.length]!;
      const declared = source.replace(new RegExp(`\\bconst(\\s+${escape(name)}\\s*=)`, 'u'), 'let$1');
      return `${declared}\n${name} = ${value === name ? 'z.string()' : value};\n`;
    }
    case 'renameReference': {
      const names = declaredNames(source);
      if (names.length < 1) return source;
      const references = sig.filter((i) => names.includes(tokens[i]!.text));
      if (references.length === 0) return source;
      const at = references[m.at % references.length]!;
      const copy = [...tokens];
      copy[at] = { text: names[m.to % names.length]!, trivia: false };
      return join(copy);
    }
    case 'import': {
      const lines = source.split('\n');
      const index = lines.findIndex((line) => line.includes("from 'zod'"));
      if (index < 0) return `${IMPORTS[m.how]}\n${source}`;
      lines[index] = IMPORTS[m.how]!;
      return lines.join('\n');
    }
    case 'selfSpread': {
      // `const X = z.object({ ...X.shape, ... })` / `const s = { ...s, ... }`: a spread of itself.
      const names = declaredNames(source);
      if (names.length === 0) return source;
      const name = names[m.name % names.length]!;
      const match = new RegExp(`\\b(const|let|var)\\s+${escape(name)}\\s*=\\s*([^;]*?)(\\(\\{|\\{)`, 'u').exec(source);
      if (!match) return source;
      const at = match.index + match[0].length;
      const spread = match[3] === '({' ? `...${name}.shape, ` : `...${name}, `;
      return `${source.slice(0, at)} ${spread}${source.slice(at)}`;
    }
  }
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

export function applyMutations(source: string, mutations: readonly Mutation[]): string {
  return mutations.reduce(applyMutation, source);
}

// ---- odd keys ------------------------------------------------------------------------------------

/** Keys as written in an object literal (and the string they stand for, when there is one). */
export const KEYS = [
  'text',
  "'ключ'",
  'ключ',
  "'🙂'",
  "'\\u{1F600}'",
  "'a\\u0000b'",
  "'\\ud800'",
  "''",
  '""',
  "' '",
  "'a.b'",
  "'a[]'",
  "'[]'",
  "'.'",
  '0',
  '1',
  '1e3',
  '0x10',
  '1.50',
  "'01'",
  '4294967295',
  '9007199254740993',
  '[1 + 1]',
  '[-1]',
  '[k]',
  "['te' + 'xt']",
  '[`text`]',
  '[Symbol.iterator]',
  '[K]',
  '__proto__',
  "'__proto__'",
  "['__proto__']",
  'constructor',
  "'constructor'",
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'prototype',
  'length',
  'then',
] as const;

const FIELD_SCHEMAS = [
  'z.string()',
  'z.string().trim()',
  'z.string().refine((v) => v !== "")',
  'z.number().int().min(0)',
  'z.coerce.number()',
  'z.any()',
  'z.date()',
  'z.literal("x")',
  'z.enum(["a", "b"])',
  'z.string().optional()',
  'z.array(z.string().trim())',
  'z.preprocess((v) => v, z.string())',
  'z.string().catch("x")',
] as const;

export interface KeysCase {
  readonly source: string;
}

const keyedField = fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...FIELD_SCHEMAS), fc.option(fc.constantFrom(...KEYS), { freq: 4 }));

const variantOf = fc.tuple(fc.array(keyedField, { minLength: 1, maxLength: 5 }), fc.constantFrom('object', 'strictObject', 'looseObject'), fc.option(fc.constantFrom(...KEYS), { freq: 3 }));

/**
 * Unions of 2 to 4 objects whose keys are odd (unicode, empty, numeric, computed, `__proto__`,
 * Object.prototype names, nested once), reached through `.shape[key]`, `.pick`, `.omit`,
 * `.extend`, a shorthand, and as the discriminator of a discriminated union. Valid TypeScript
 * syntax: every case must parse.
 */
export const keysProgram: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(variantOf, { minLength: 2, maxLength: 4 }),
    fc.constantFrom('union', 'discriminatedUnion', 'xor', 'or'),
    fc.constantFrom(...KEYS),
    fc.constantFrom('', '.pick', '.omit', '.extend', '.partial', '.shape'),
  )
  .map(([variants, builder, discriminator, reshape]) => {
    const decls = variants.map(([fields, factory, nestedKey], i) => {
      const body = fields
        .map(([key, schema, nested]) => (nested === null ? `${key}: ${schema}` : `${key}: z.object({ ${nested}: ${schema} })`))
        .join(', ');
      const extra = nestedKey === null ? '' : `, ${nestedKey}: z.object({ ${nestedKey}: z.string() })`;
      return `const V${i} = z.${factory}({ ${body}${extra} });`;
    });
    const stringKey = (key: string) => (/^[A-Za-z_$]/u.test(key) ? `'${key}'` : /^\[/u.test(key) ? key.slice(1, -1) : key);
    const names = variants.map((_, i) => {
      const name = `V${i}`;
      if (i !== 1 || reshape === '') return name;
      const key = variants[0]![0][0]![0];
      if (reshape === '.shape') return `z.object({ [${stringKey(key)}]: V0.shape[${stringKey(key)}] })`;
      if (reshape === '.extend') return `${name}.extend({ [${stringKey(key)}]: z.string() })`;
      return `${name}${reshape}({ [${stringKey(key)}]: true })`;
    });
    const union =
      builder === 'or'
        ? names.slice(1).reduce((acc, next) => `${acc}.or(${next})`, names[0]!)
        : builder === 'discriminatedUnion'
          ? `z.discriminatedUnion(${stringKey(discriminator)}, [${names.join(', ')}])`
          : `z.${builder}([${names.join(', ')}])`;
    return [
      "import { z } from 'zod';",
      'declare const k: string;',
      "const K = 'text';",
      'const ключ = z.string().trim();',
      ...decls,
      `export const U = ${union};`,
      '',
    ].join('\n');
  });
