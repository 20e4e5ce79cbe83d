/**
 * JavaScript's own pure functions of constants, folded as the language defines them: a bound
 * written `Number('100')`, `Math.min(100, 200)` or `'x'.trim()` is the number or string it makes,
 * as on live Zod. Only functions whose result depends on nothing but their arguments, and that
 * run no code of the program (no callbacks, no conversions of objects), are listed; anything
 * else stays unknown.
 */
import type { SourceSpan } from '../../model/schema.js';
import type { Node } from './source-file.js';
import { primitiveList, type Value } from './values.js';

type Primitive = string | number | boolean | null | bigint | undefined;

/** A folded value, or undefined when the call is not one of these with arguments it takes. */
export type Folded = { readonly value: Primitive } | { readonly list: readonly Primitive[] } | undefined;

const GLOBAL_FUNCTIONS: Readonly<Record<string, (args: readonly Primitive[]) => Primitive>> = {
  Number: ([value]) => Number(value),
  String: ([value]) => String(value),
  Boolean: ([value]) => Boolean(value),
  parseInt: ([text, radix]) => Number.parseInt(String(text), radix === undefined ? undefined : Number(radix)),
  parseFloat: ([text]) => Number.parseFloat(String(text)),
};

const NUMBER_FUNCTIONS: Readonly<Record<string, (args: readonly Primitive[]) => Primitive>> = {
  parseInt: GLOBAL_FUNCTIONS['parseInt']!,
  parseFloat: GLOBAL_FUNCTIONS['parseFloat']!,
  isInteger: ([value]) => Number.isInteger(value),
  isSafeInteger: ([value]) => Number.isSafeInteger(value),
};

const MATH_FUNCTIONS = new Set(['min', 'max', 'abs', 'floor', 'ceil', 'round', 'trunc', 'pow', 'sqrt', 'sign', 'cbrt', 'hypot', 'log', 'log2', 'log10', 'exp']);

/**
 * The constant properties of the global `Number` and `Math` (`.max(Number.MAX_SAFE_INTEGER)`), as
 * objects of primitives, which no program can change without changing the language. Their
 * functions are folded when called (`foldStaticCall`).
 */
export const GLOBAL_CONSTANT_OBJECTS: ReadonlyMap<string, Value> = new Map(
  (
    [
      ['Number', ['MAX_SAFE_INTEGER', 'MIN_SAFE_INTEGER', 'MAX_VALUE', 'MIN_VALUE', 'EPSILON', 'POSITIVE_INFINITY', 'NEGATIVE_INFINITY', 'NaN']],
      ['Math', ['E', 'LN2', 'LN10', 'LOG2E', 'LOG10E', 'PI', 'SQRT1_2', 'SQRT2']],
    ] as const
  ).map(([name, keys]) => {
    const global = (name === 'Number' ? Number : Math) as unknown as Record<string, number>;
    const entries = new Map(keys.map((key) => [key, { get: (): Value => ({ kind: 'primitive', value: global[key]! }) }] as const));
    return [name, { kind: 'object', entries, unresolved: [] } satisfies Value];
  }),
);

/** `Number('100')`, `parseInt('100', 10)`, `String(1)`: a global function of primitives. */
export function foldGlobalCall(name: string, args: readonly Primitive[]): Folded {
  const fn = Object.hasOwn(GLOBAL_FUNCTIONS, name) ? GLOBAL_FUNCTIONS[name] : undefined;
  // `Number(1n)` is 1, `String(1n)` is '1'; `BigInt` throws on most inputs and is left out.
  return fn ? { value: fn(args) } : undefined;
}

/** `Math.min(100, 200)`, `Number.parseInt('100', 10)`: a static function of primitives. */
export function foldStaticCall(object: string, name: string, args: readonly Primitive[]): Folded {
  if (object === 'Math') {
    if (!MATH_FUNCTIONS.has(name) || args.some((arg) => typeof arg !== 'number')) return undefined;
    return { value: (Math[name as keyof Math] as (...numbers: number[]) => number)(...(args as number[])) };
  }
  if (object === 'Number') {
    const fn = Object.hasOwn(NUMBER_FUNCTIONS, name) ? NUMBER_FUNCTIONS[name] : undefined;
    return fn ? { value: fn(args) } : undefined;
  }
  return undefined;
}

/** String methods that return a string or number and take only primitive arguments. */
const STRING_METHODS = new Set([
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'slice',
  'substring',
  'repeat',
  'padStart',
  'padEnd',
  'concat',
  'at',
  'charAt',
  'indexOf',
  'startsWith',
  'endsWith',
  'includes',
  'normalize',
]);

/** `'x'.trim()`, `'ab'.toUpperCase()`, `'a,b'.split(',')`: a method of a string of primitives. */
export function foldStringMethod(text: string, name: string, args: readonly Primitive[]): Folded {
  if (args.some((arg) => typeof arg === 'object' && arg !== null)) return undefined;
  if (name === 'split' && (typeof args[0] === 'string' || args[0] === undefined) && args.length <= 1) {
    return { list: args[0] === undefined ? [text] : text.split(args[0]) };
  }
  if (name === 'repeat' && (typeof args[0] !== 'number' || args[0] > 10_000)) return undefined;
  if ((name === 'padStart' || name === 'padEnd') && (typeof args[0] !== 'number' || args[0] > 10_000)) return undefined;
  if (!STRING_METHODS.has(name)) return undefined;
  try {
    const method = String.prototype[name as keyof string] as (...rest: readonly Primitive[]) => Primitive;
    return { value: method.apply(text, [...args]) };
  } catch {
    return undefined;
  }
}

/** `['a', 'b'].join('')`, `.sort()`, `.includes('a')`: a method of a list of primitives. */
export function foldListMethod(list: readonly Primitive[], name: string, args: readonly Primitive[]): Folded {
  switch (name) {
    case 'join':
      // Array.prototype.join writes null and undefined as ''.
      return typeof args[0] === 'string' || args[0] === undefined ? { value: list.map((item) => (item === null || item === undefined ? '' : String(item))).join(args[0] ?? ',') } : undefined;
    case 'sort':
    case 'toSorted':
      // Without a comparator: by the items' strings (undefined last), as the language sorts.
      return args.length === 0 ? { list: [...list].sort() } : undefined;
    case 'includes':
      return args.length === 1 ? { value: list.includes(args[0]) } : undefined;
    case 'indexOf':
      return args.length === 1 ? { value: list.indexOf(args[0]) } : undefined;
    default:
      return undefined;
  }
}

/** The arguments of a call, when every one is a primitive the evaluator reads (no spread). */
export function primitivesOf(ev: { evaluate(node: Node): Value }, args: readonly Node[]): Primitive[] | null {
  const values: Primitive[] = [];
  for (const arg of args) {
    if (arg.type === 'SpreadElement') return null;
    const value = ev.evaluate(arg);
    if (value.kind !== 'primitive') return null;
    values.push(value.value);
  }
  return values;
}

/** A folded result as the evaluator's value: a primitive, or a list of them made at `span`. */
export function foldedValue(folded: NonNullable<Folded>, span: SourceSpan): Value {
  if ('value' in folded) return { kind: 'primitive', value: folded.value };
  return primitiveList(folded.list, span);
}
