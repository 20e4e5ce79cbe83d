/**
 * The ways a call names the function it calls, read from syntax: where a helper that builds a
 * union is called from (index.ts `throughHelpers`, `relativeImportCalls`). A helper is called by
 * its name (`makeUnion(...)`), as a member (`H.makeUnion(...)` of an object, a class, a namespace
 * or a module imported whole), through `.call()` or `.apply()`, or under a `const` alias.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from './source-file.js';
import { skipTypeWrappers } from './source-file.js';

/** What a call calls: its callee, or for `f.call(...)` and `f.apply(...)` the `f` they call. */
export function calledTarget(call: TSESTree.CallExpression): Node {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && (callee.property.name === 'call' || callee.property.name === 'apply')) {
    return skipTypeWrappers(callee.object);
  }
  return callee;
}

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
 * destructured name is itself). `declared` maps each declaration's initializer to its name.
 */
export function withAliases(names: Set<string>, declared: ReadonlyMap<Node, string>): Set<string> {
  for (let grew = true, rounds = 0; grew && rounds < MAX_ALIAS_ROUNDS; rounds++) {
    grew = false;
    for (const [init, name] of declared) {
      if (names.has(name)) continue;
      const aliased = endName(init);
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
