/**
 * The ways a call names the function it calls, read from syntax: where a helper that builds a
 * union is called from (index.ts `throughHelpers`, `relativeImportCalls`). A helper is called by
 * its name (`makeUnion(...)`), as a member (`H.makeUnion(...)` of an object, a class, a namespace
 * or a module imported whole), through `.call()` or `.apply()`, or under a `const` alias.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from './source-file.js';
import { skipTypeWrappers } from './source-file.js';
import type { FunctionNode } from './values.js';

/** What a call calls: its callee, or for `f.call(...)` and `f.apply(...)` the `f` they call. */
export function calledTarget(call: TSESTree.CallExpression): Node {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && (callee.property.name === 'call' || callee.property.name === 'apply')) {
    return skipTypeWrappers(callee.object);
  }
  return callee;
}

/**
 * What a call's function is reached from, past the calls that make it: `unionMaker` of
 * `unionMaker('op')` (a curried maker's call), `makeUnion` of `makeUnion.bind(null, 'op')`; the
 * expression itself when it is no call.
 */
export function calledRoot(target: Node): Node {
  let node = skipTypeWrappers(target);
  for (let depth = 0; node.type === 'CallExpression' && depth < MAX_CALL_LINKS; depth++) {
    const callee = skipTypeWrappers(node.callee);
    node = callee.type === 'MemberExpression' && endName(callee) === 'bind' ? skipTypeWrappers(callee.object) : calledTarget(node);
  }
  return node;
}

/** The name a call's function is reached through (`calledRoot`), as `endName` reads it. */
export function calledName(target: Node): string | null {
  return endName(calledRoot(target));
}

/** Calls of calls (`mk('a')('b')([...])`), a few deep: a maker curried further is not followed. */
const MAX_CALL_LINKS = 8;

/** Whether a call is the callee of another (`unionMaker('op')` of `unionMaker('op')([A, B])`): a link of a longer call. */
export function isCalleeOfCall(call: TSESTree.CallExpression): boolean {
  let node: Node = call;
  while (node.parent && TYPE_WRAPPERS.has(node.parent.type)) node = node.parent;
  return node.parent?.type === 'CallExpression' && node.parent.callee === node;
}

// What `skipTypeWrappers` skips, read upwards.
const TYPE_WRAPPERS: ReadonlySet<string> = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'TSInstantiationExpression', 'ChainExpression']);

/** The name an expression ends in: `f` of `f`, `makeUnion` of `H.makeUnion`; null for anything else. */
export function endName(target: Node): string | null {
  if (target.type === 'Identifier') return target.name;
  if (target.type === 'MemberExpression' && !target.computed && target.property.type === 'Identifier') return target.property.name;
  return null;
}

/** The name a chain of members starts from: `M` of `M.H.make`; null when it starts from anything else. */
export function rootIdentifier(target: Node): TSESTree.Identifier | null {
  let node = skipTypeWrappers(target);
  while (node.type === 'MemberExpression') node = skipTypeWrappers(node.object);
  return node.type === 'Identifier' ? node : null;
}

/**
 * The names a file's `const` declarations give what they alias, added to `names` until nothing
 * more joins: `const mk = makeUnion`, `const mk = H.makeUnion`, `const { makeUnion } = H` (a
 * destructured name is itself), `const mk = makeUnion.bind(null, 'op')`, `const mk =
 * unionMaker('op')` (what a curried maker's call returns). `declared` maps each declaration's
 * initializer to its name. A name is only a candidate: each call of it is evaluated.
 */
export function withAliases(names: Set<string>, declared: ReadonlyMap<Node, string>): Set<string> {
  for (let grew = true, rounds = 0; grew && rounds < MAX_ALIAS_ROUNDS; rounds++) {
    grew = false;
    for (const [init, name] of declared) {
      if (names.has(name)) continue;
      const aliased = calledName(init);
      if (aliased !== null && names.has(aliased)) {
        names.add(name);
        grew = true;
      }
    }
  }
  return names;
}

/** Aliases of aliases, a few deep: more says nothing a reader follows. */
const MAX_ALIAS_ROUNDS = 4;

/**
 * Methods of Zod's schemas: `Base.extend({...})` of an imported schema calls no helper of the
 * project, and is not read as a call of one (which would follow the import for nothing).
 */
const SCHEMA_METHODS: ReadonlySet<string> = new Set([
  'extend', 'safeExtend', 'merge', 'pick', 'omit', 'partial', 'deepPartial', 'required', 'strict', 'strip', 'passthrough', 'catchall', 'keyof',
  'optional', 'nullable', 'nullish', 'default', 'prefault', 'catch', 'readonly', 'describe', 'meta', 'brand', 'transform', 'refine', 'superRefine',
  'check', 'overwrite', 'pipe', 'or', 'and', 'array', 'parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'encode', 'decode', 'register',
  'min', 'max', 'length', 'nonempty', 'unwrap', 'extract', 'exclude',
]);

/**
 * What a call of a member of an imported name may be and still call no helper: a schema's method,
 * or a function's own (`tools.create.bind(tools)` makes a function; it calls nothing).
 */
export function callsNoHelper(target: Node): boolean {
  const name = target.type === 'MemberExpression' ? endName(target) : null;
  return name !== null && NO_HELPER_METHODS.has(name);
}

/** `SCHEMA_METHODS` and a function's own methods: the members whose call `callsNoHelper`. */
export const NO_HELPER_METHODS: ReadonlySet<string> = new Set([...SCHEMA_METHODS, 'bind', 'toString']);

/**
 * The function that returns `fn` as it is written: the arrow whose body it is, or the function
 * one of whose `return`s it is (`(key) => (opts) => z.union(opts)`: a curried maker). A call of
 * that function makes `fn`.
 */
export function returningFunction(fn: FunctionNode): FunctionNode | null {
  const parent = fn.parent;
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === fn) return parent;
  if (parent?.type !== 'ReturnStatement' || parent.argument !== fn) return null;
  for (let at: Node | undefined = parent.parent; at; at = at.parent) if (isFunctionNode(at)) return at;
  return null;
}

/** An arrow, a function expression or a function declaration. */
export function isFunctionNode(node: Node): node is FunctionNode {
  return node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
}

/** Functions returned by functions, this deep, are read as made by the outermost (a maker curried further is not). */
export const MAX_CURRIED = 4;
