/**
 * A list or object a module fills after declaring it, by statements that can be read in order:
 *
 *   const OPTS = [];
 *   for (const [op, shape] of Object.entries(ACTIONS)) OPTS.push(z.object({ op: z.literal(op), ...shape }));
 *   export const Input = z.discriminatedUnion('op', OPTS);
 *
 * Each statement that adds to the value is a step: `X.push(...)` to a list, `X[k] = v` or
 * `X.k = v` to an object, at the top of the statement list that declares X or inside `for...of`,
 * `for...in` and counting `for (let i = 0; i < n; i++)` loops, inline `.forEach()` callbacks and `if`s there, nested. This file finds the
 * steps (syntax only); the evaluator reads them, each pass of a loop with its own bindings, when
 * the value is read after the last step. Anything else that changes the value (another method,
 * `delete`, a step in a function that runs who knows when, a loop that may `break`) leaves no
 * plan, and a read says the value "is changed after its declaration", as before.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node, Variable } from './source-file.js';
import type { FunctionNode } from './values.js';
import { forEachChild, identifiersOf, isNamed, memberName, skipTypeWrappers } from './source-file.js';
import { isExportsObject, isModuleExports } from './commonjs-exports.js';

export type Loop = TSESTree.ForOfStatement | TSESTree.ForInStatement | TSESTree.ForStatement | TSESTree.WhileStatement;
export type Callback = TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression;

export type Step =
  /** `X.push(a, ...b)`, `X.unshift(a, ...b)`; `M.set(k, v)` of a Map, `S.add(v)` of a Set. */
  | { readonly kind: 'push'; readonly call: TSESTree.CallExpression }
  /** `X[key] = value`, `X.key = value`. */
  | { readonly kind: 'set'; readonly target: TSESTree.MemberExpression; readonly value: Node }
  /**
   * `for (const v of list)`, `for (const k in object)`, `for (let i = 0; i < n; i++)`, `let i = 0;
   * while (i < n) { ...; i++; }`: the steps of its body, once per pass.
   */
  | { readonly kind: 'loop'; readonly loop: Loop; readonly steps: readonly Step[] }
  /** `list.forEach((v, i) => ...)`: the steps of the callback, once per element. */
  | { readonly kind: 'each'; readonly call: TSESTree.CallExpression; readonly callback: Callback; readonly steps: readonly Step[] }
  /** `if (test) ... else ...`: the steps of the branch the test takes. */
  | { readonly kind: 'if'; readonly test: Node; readonly then: readonly Step[]; readonly otherwise: readonly Step[] }
  /**
   * `switch (v) { case 'a': ...; break; default: ... }`: from the clause whose test is `v` (else
   * `default`), the steps of each clause in turn, through those that fall through, to a `break`.
   */
  | { readonly kind: 'switch'; readonly discriminant: Node; readonly clauses: readonly SwitchClause[] };

export interface SwitchClause {
  /** The case's test; null for `default`. */
  readonly test: Node | null;
  readonly steps: readonly Step[];
  /** Whether it ends with a `break` (else the next clause's steps follow). */
  readonly breaks: boolean;
}

export interface BuildPlan {
  readonly steps: readonly Step[];
  /** The statement list (a `Program` or a block) that declares the value and holds every step. */
  readonly block: Node;
  /** Where the last statement holding a step ends: a read from there on sees the value built. */
  readonly end: number;
  /** The line of the first such statement, for messages. */
  readonly line: number;
}

const plans = new WeakMap<Variable, BuildPlan | null>();

/** The plan that fills a variable, or null when it is changed in any other way (or not at all). */
export function buildPlan(variable: Variable): BuildPlan | null {
  let plan = plans.get(variable);
  if (plan === undefined) plans.set(variable, (plan = findPlan(variable)));
  return plan;
}

function findPlan(variable: Variable): BuildPlan | null {
  const def = variable.defs.length === 1 ? variable.defs[0] : undefined;
  const declared = def ? declarationOf(def) : null;
  if (!declared) return null;
  const { block, start } = declared;
  const changes: Node[] = [];
  for (const reference of variable.references) {
    if (reference.init === true) continue;
    const change = stepAt(reference.identifier as Node);
    if (change === null) return null;
    if (change !== undefined) changes.push(change);
    // `const ALIAS = OPTS; ALIAS.push(...)`, `add(OPTS)`: changes made under another name are
    // not seen, so a value that leaves by another name has no plan (it is "changed").
    else if (escapes(reference.identifier as Node)) return null;
  }
  if (changes.length === 0) return null;
  // The statements of the block that hold the changes, each after the declaration.
  const tops = new Set<Node>();
  for (const change of changes) {
    const top = topStatement(change, block);
    if (!top || top.range[0] < start) return null;
    tops.add(top);
  }
  const ordered = [...tops].sort((a, b) => a.range[0] - b.range[0]);
  const holds = (node: Node) => changes.some((change) => change.range[0] >= node.range[0] && change.range[1] <= node.range[1]);
  const steps: Step[] = [];
  for (const top of ordered) {
    const found = stepsOf(top, holds, changes);
    if (found === null) return null;
    steps.push(...found);
  }
  return { steps, block, end: ordered[ordered.length - 1]!.range[1], line: ordered[0]!.loc.start.line };
}

/**
 * The statement list a variable is declared for, and where its steps may start: a `const` or `let`
 * of a block (or the module), after its declaration; or a plain parameter of a function with a
 * block body, from the body's start (`(acc, op) => { acc.push(...); return acc; }`, a `.reduce()`
 * callback filling its accumulator: each call fills a copy of what it was given).
 */
function declarationOf(def: Variable['defs'][number]): { readonly block: Node; readonly start: number } | null {
  if (def.type === 'Variable') {
    if (def.node.id.type !== 'Identifier') return null;
    let declaration: Node = def.parent as Node;
    if (declaration.parent?.type === 'ExportNamedDeclaration') declaration = declaration.parent;
    const block = declaration.parent;
    return block?.type === 'Program' || block?.type === 'BlockStatement' ? { block, start: declaration.range[1] } : null;
  }
  if (def.type === 'Parameter' && def.name.type === 'Identifier') {
    const fn = def.node as Node;
    if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression' && fn.type !== 'FunctionDeclaration') return null;
    // `(acc, op) => (acc.push(...), acc)`: the comma form of the same fold, each step an
    // expression of the sequence before the last.
    if (fn.body.type !== 'BlockStatement' && !isStepSequence(fn.body)) return null;
    // The parameter itself (`acc`, `acc = []`), not a name inside a pattern.
    const parent = def.name.parent;
    if (!(fn.params as Node[]).includes(def.name as Node) && !(parent?.type === 'AssignmentPattern' && (fn.params as Node[]).includes(parent))) return null;
    return { block: fn.body, start: fn.body.range[0] };
  }
  return null;
}

/**
 * What a reference of the variable does: undefined for a read, the change of a step (`X.push(...);`
 * or `X[k] = v;` as a statement, or as the body of an arrow: `(v) => X.push(v)`), or null for any
 * other change (or a step written where it is not a statement).
 */
function stepAt(reference: Node): Node | null | undefined {
  const id = outsideTypeWrappers(reference);
  const parent = id.parent;
  if ((parent?.type === 'AssignmentExpression' && parent.left === id) || parent?.type === 'UpdateExpression') return null;
  if (parent?.type === 'MemberExpression' && parent.object === id && parent.parent && stepMember(parent.parent) === parent) return asStatement(parent.parent);
  // Asked once a value is known to change: a `.delete()` or `.clear()` of anything is a change then.
  return changeThrough(reference, true) ? null : undefined;
}

/**
 * The change a reference makes to the value it reads, through any chain of its members (`X.a = v`,
 * `X.list.push(v)`, `delete X.a`, `X.n++`) or as the first argument of `Object.assign()` and its
 * kin; null for a read. Not a new value for the name itself (`X = v`), which is a write of it.
 * `collection`: the value is a Map, a Set or a list, whose `.set()`, `.add()`, `.delete()` and
 * `.clear()` change it (of a plain object they are its own methods, which may change nothing);
 * `'members'`: those of any member of it are taken as changes too (`this.byName.set(k, v)`, where
 * what the member holds is not read).
 */
export function changeThrough(reference: Node, collection: boolean | 'members' = false): Node | null {
  // `(OPTS as T[]).push(...)` changes OPTS as `OPTS.push(...)` does.
  let node = outsideTypeWrappers(reference);
  let first = true;
  for (let parent = node.parent; parent?.type === 'MemberExpression' && parent.object === node; parent = node.parent) {
    const use = parent.parent;
    const method = use?.type === 'CallExpression' && use.callee === parent && !parent.computed && parent.property.type === 'Identifier' ? parent.property.name : null;
    if (
      (use?.type === 'AssignmentExpression' && use.left === parent) ||
      (use?.type === 'UpdateExpression' && use.argument === parent) ||
      (use?.type === 'UnaryExpression' && use.operator === 'delete' && use.argument === parent) ||
      (method !== null && (MUTATING_METHODS.has(method) || (((first && collection) || collection === 'members') && COLLECTION_CHANGES.has(method))))
    ) {
      return use!;
    }
    node = parent;
    first = false;
  }
  const call = node.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== node || call.callee.type !== 'MemberExpression') return null;
  const { object, property } = call.callee;
  const changing = !call.callee.computed && object.type === 'Identifier' && (object.name === 'Object' || object.name === 'Reflect') && property.type === 'Identifier' && MUTATING_STATICS.has(property.name);
  return changing ? call : null;
}

/**
 * The member a step writes through (`X.push` of `X.push(v)`, `X[k]` of `X[k] = v`, `M.set` of
 * `M.set(k, v)`, `S.add` of `S.add(v)`), or null for any other expression. Whether the value takes
 * that step (a Map `.set()`, a list `.push()`) is asked when the plan is read.
 */
export function stepMember(expression: Node): TSESTree.MemberExpression | null {
  if (expression.type === 'AssignmentExpression') return expression.operator === '=' && expression.left.type === 'MemberExpression' ? expression.left : null;
  const callee = expression.type === 'CallExpression' ? expression.callee : null;
  if (callee?.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  const arity = STEP_METHODS.get(callee.property.name);
  if (arity === undefined) return null;
  const args = (expression as TSESTree.CallExpression).arguments;
  return arity === 0 || (args.length === arity && !args.some((arg) => arg.type === 'SpreadElement')) ? callee : null;
}

/** The methods a step calls, with the arguments they take (0: any number, spread too). */
const STEP_METHODS: ReadonlyMap<string, number> = new Map([
  ['push', 0],
  ['unshift', 0],
  ['set', 2],
  ['add', 1],
]);

/**
 * Whether a read hands the value itself on, where it may be changed under another name: to a
 * variable or a property (`const ALIAS = OPTS`, `{ list: OPTS }`, `[OPTS]`), or as an argument
 * of a call of anything but a reader of lists (`add(OPTS)`, `registry.set(OPTS)`; not
 * `z.union(OPTS)`, `Object.values(OPTS)`, an imported function, a spread `f(...OPTS)`).
 */
function escapes(reference: Node): boolean {
  const id = outsideTypeWrappers(reference);
  const parent = id.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'VariableDeclarator':
      return parent.init === id;
    case 'AssignmentExpression':
      // `exports.OPTS = OPTS`: exported as it is, read by importers after the module ran.
      return parent.right === id && !exported(parent.left);
    case 'Property': {
      const object = parent.parent;
      // `module.exports = { OPTS }`, likewise, and `Object.assign(module.exports, { OPTS })`.
      const assignment = object?.parent;
      if (parent.value !== id || object?.type !== 'ObjectExpression') return false;
      return !(assignment?.type === 'AssignmentExpression' && assignment.right === object && exported(assignment.left)) && !exportsThrough(object);
    }
    case 'ArrayExpression':
      return true;
    case 'NewExpression':
      return parent.arguments.includes(id as TSESTree.CallExpressionArgument) && !(parent.callee.type === 'Identifier' && COPYING_CONSTRUCTORS.has(parent.callee.name));
    case 'CallExpression': {
      if (parent.callee === id || !parent.arguments.includes(id as TSESTree.CallExpressionArgument)) return false;
      const callee = parent.callee;
      if (callee.type === 'MemberExpression') return !(!callee.computed && callee.property.type === 'Identifier' && LIST_READERS.has(callee.property.name));
      return callee.type !== 'Identifier' || declaredHere(callee);
    }
    default:
      return false;
  }
}

/**
 * An object literal whose properties a call copies onto the exports: `Object.assign(exports,
 * { OPTS })`, `Object.assign(module.exports, { OPTS })`, or the descriptor of
 * `Object.defineProperty(exports, 'OPTS', { value: OPTS })`. The value is exported as it is.
 */
export function exportsThrough(object: Node): boolean {
  const call = object.parent;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || call.callee.computed) return false;
  const { object: owner, property } = call.callee;
  const target = call.arguments[0];
  if (!isNamed(owner, 'Object') || property.type !== 'Identifier' || !target || !isExportsObject(target)) return false;
  const index = call.arguments.indexOf(object as TSESTree.CallExpressionArgument);
  return (property.name === 'assign' && index >= 1) || (property.name === 'defineProperty' && index === 2);
}

/** `module.exports`, `exports.X`, `module.exports.X`: where a CommonJS module exports. */
export function exported(target: Node): boolean {
  return isModuleExports(target) || (target.type === 'MemberExpression' && isExportsObject(target.object));
}

/** Functions and methods that read a list or object handed to them and keep no hold of it. */
const LIST_READERS: ReadonlySet<string> = new Set([
  'union', 'discriminatedUnion', 'xor', 'tuple', 'enum', 'nativeEnum', 'literal', 'object', 'strictObject', 'looseObject', 'intersection',
  'values', 'keys', 'entries', 'fromEntries', 'freeze', 'from', 'concat', 'includes', 'indexOf', 'stringify', 'log', 'warn', 'error', 'info', 'debug',
]);
const COPYING_CONSTRUCTORS: ReadonlySet<string> = new Set(['Set', 'Map']);

/**
 * Whether a called name is a function this module declares (which may change its argument);
 * an imported function (`union` of `import { union } from 'zod'`, a helper of another module) or
 * a global is taken to read it.
 */
function declaredHere(callee: TSESTree.Identifier): boolean {
  for (let node: Node | undefined = callee.parent; node; node = node.parent) {
    const body = node.type === 'Program' || node.type === 'BlockStatement' ? node.body : null;
    if (!body) continue;
    for (const statement of body) {
      const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'FunctionDeclaration' && declaration.id?.name === callee.name) return true;
      if (declaration?.type === 'VariableDeclaration' && declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === callee.name)) return true;
    }
  }
  return false;
}

/**
 * A change written as a statement, as an arrow's body, or as an expression before the last of a
 * sequence that is an arrow's body (`(acc.push(v), acc)`); null anywhere else (inside an expression).
 */
function asStatement(change: Node): Node | null {
  const parent = change.parent;
  if (parent?.type === 'ExpressionStatement') return parent;
  if (parent?.type === 'SequenceExpression') return isStepSequence(parent) && parent.expressions.indexOf(change as TSESTree.Expression) < parent.expressions.length - 1 ? change : null;
  return parent?.type === 'ArrowFunctionExpression' && parent.body === change ? change : null;
}

/**
 * An arrow's body written `(step, step, value)`: every expression before the last a step
 * (`X.push(v)`, `X[k] = v`, `M.set(k, v)`), whose value nothing reads. The last is the body's value.
 */
export function isStepSequence(node: Node): boolean {
  if (node.type !== 'SequenceExpression' || node.parent?.type !== 'ArrowFunctionExpression' || node.parent.body !== node) return false;
  const { expressions } = node;
  for (let i = 0; i < expressions.length - 1; i++) if (stepMember(expressions[i]!) === null) return false;
  return expressions.length > 1;
}

/** `(X as T[])`, `X!`: the expression a reference is the value of. */
export function outsideTypeWrappers(node: Node): Node {
  let at = node;
  while (at.parent && TYPE_WRAPPERS.has(at.parent.type) && (at.parent as { expression?: Node }).expression === at) at = at.parent;
  return at;
}

const TYPE_WRAPPERS: ReadonlySet<string> = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);

/** The methods of a list that change it in place. */
const MUTATING_METHODS: ReadonlySet<string> = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
/** The methods that change a Map or a Set (read as the list of its values) in place. */
const COLLECTION_CHANGES: ReadonlySet<string> = new Set(['set', 'add', 'delete', 'clear']);
/** The functions of `Object` and `Reflect` that change their first argument. */
const MUTATING_STATICS: ReadonlySet<string> = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);

/**
 * The statement of `block` that holds a step, climbing only through what the plan reads: blocks,
 * `if` branches, loop bodies, and inline `.forEach()` callbacks written as a statement. Null when
 * the step is anywhere else (a function, a `while`, a `try`, a condition).
 */
function topStatement(step: Node, block: Node): Node | null {
  let node = step;
  for (;;) {
    const parent = node.parent;
    if (!parent) return null;
    if (parent === block) return node;
    switch (parent.type) {
      case 'BlockStatement':
        break;
      case 'IfStatement':
        if (parent.test === node) return null;
        break;
      // A clause's statement, not its test; a clause of the switch, not its discriminant.
      case 'SwitchCase':
        if (parent.test === node) return null;
        break;
      case 'SwitchStatement':
        if (parent.discriminant === node) return null;
        break;
      case 'ForOfStatement':
      case 'ForInStatement':
      case 'ForStatement':
      case 'WhileStatement':
        if (parent.body !== node || !readableLoop(parent)) return null;
        break;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression': {
        const call = parent.parent;
        if (parent.body !== node || !isForEachStatement(call) || call.arguments[0] !== parent) return null;
        // Its statement, or (nested as an arrow's body) the call itself, whose arrow is climbed next.
        node = call.parent?.type === 'ExpressionStatement' ? call.parent : call;
        continue;
      }
      default:
        return null;
    }
    node = parent;
  }
}

/** `for (const v of list)` / `for (let k in object)`, declaring its names afresh for each pass. */
function readableLoop(loop: Loop): boolean {
  if (loop.type === 'ForStatement') return countingVariable(loop) !== null;
  if (loop.type === 'WhileStatement') return whileCounter(loop) !== null;
  if (loop.type === 'ForOfStatement' && loop.await) return false;
  const left = loop.left;
  if (left.type !== 'VariableDeclaration' || (left.kind !== 'const' && left.kind !== 'let') || left.declarations.length !== 1) return false;
  // `n = n + 'x'`, `o.n = ...`: a pass whose names (or what they hold) change is not its element.
  return !changesAny(loop.body, identifiersOf(left.declarations[0]!.id).map((id) => id.name));
}

/**
 * Whether `node` changes any of `names` or a value one holds (`n = ...`, `n++`, `o.n = ...`,
 * `o.list.push(...)`, `Object.assign(o, ...)`), anywhere inside: a shadowing name is taken for it.
 */
function changesAny(node: Node, names: readonly string[]): boolean {
  return someReference(node, names, (at) => stepAt(at) !== undefined);
}

/**
 * Whether a reference to one of `names` inside `node` passes `test`, by the text (a name of a
 * nested function that shadows one counts too; a property's name is no reference). An explicit
 * stack: bodies may be deep.
 */
function someReference(node: Node, names: readonly string[], test: (reference: Node) => boolean): boolean {
  if (names.length === 0) return false;
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at.type === 'Identifier' && names.includes(at.name) && at.parent && !(at.parent.type === 'MemberExpression' && at.parent.property === at && !at.parent.computed)) {
      if (test(at)) return true;
      continue;
    }
    forEachChild(at, (child) => {
      stack.push(child);
    });
  }
  return false;
}

/**
 * The counter of `for (let i = 0; i < n; i++)`: one `let` with a value, a test, and an update
 * that steps it (`i++`, `--i`, `i += k`, `i = i * 2`), written nowhere else in the loop. Null for
 * any other `for (;;)`.
 */
export function countingVariable(loop: TSESTree.ForStatement): TSESTree.VariableDeclarator | null {
  const init = loop.init;
  if (init?.type !== 'VariableDeclaration' || init.kind !== 'let' || init.declarations.length !== 1 || !loop.test || !loop.update) return null;
  const declarator = init.declarations[0]!;
  if (declarator.id.type !== 'Identifier' || !declarator.init) return null;
  const name = declarator.id.name;
  const update = loop.update;
  const steps =
    (update.type === 'UpdateExpression' && update.argument.type === 'Identifier' && update.argument.name === name) ||
    (update.type === 'AssignmentExpression' && update.left.type === 'Identifier' && update.left.name === name && COUNTING.has(update.operator));
  return steps && !changesAny(loop.body, [name]) && !changesAny(loop.test, [name]) ? declarator : null;
}

const COUNTING: ReadonlySet<string> = new Set(['=', '+=', '-=', '*=']);

/** The counter of a counting `while`: its declaration and the statement that steps it. */
export interface WhileCounter {
  readonly declarator: TSESTree.VariableDeclarator & { readonly id: TSESTree.Identifier; readonly init: TSESTree.Expression };
  readonly update: TSESTree.UpdateExpression | TSESTree.AssignmentExpression;
}

/**
 * `let i = 0; while (i < n) { ...; i++; }`: a counting loop written as a `while`, read as `for (let
 * i = 0; i < n; i++)` is. The counter is a `let` with a value declared by the statement just before
 * the loop, stepped by the body's last statement (`i++`, `i += k`, `i = i + 1`) and written nowhere
 * else in the loop (a `continue` would skip the step: a jump leaves no plan anyway). Null for any
 * other `while`.
 */
export function whileCounter(loop: TSESTree.WhileStatement): WhileCounter | null {
  const body = loop.body.type === 'BlockStatement' ? loop.body.body : null;
  const last = body?.[body.length - 1];
  const update = last?.type === 'ExpressionStatement' ? last.expression : null;
  const name =
    update?.type === 'UpdateExpression' && update.argument.type === 'Identifier'
      ? update.argument.name
      : update?.type === 'AssignmentExpression' && update.left.type === 'Identifier' && COUNTING.has(update.operator)
        ? update.left.name
        : null;
  if (!body || name === null) return null;
  const block = loop.parent;
  const statements = block?.type === 'Program' || block?.type === 'BlockStatement' ? (block.body as Node[]) : null;
  const before = statements ? statements[statements.indexOf(loop) - 1] : undefined;
  const declarator = before?.type === 'VariableDeclaration' && before.kind === 'let' && before.declarations.length === 1 ? before.declarations[0]! : null;
  if (declarator?.id.type !== 'Identifier' || declarator.id.name !== name || !declarator.init) return null;
  // `i = i + 1` is read in each pass's bindings; a right side that itself writes the counter is no step.
  if (update!.type === 'AssignmentExpression' && changesAny(update!.right, [name])) return null;
  if (changesAny(loop.test, [name]) || body.slice(0, -1).some((statement) => changesAny(statement, [name]))) return null;
  return { declarator: declarator as WhileCounter['declarator'], update: update as WhileCounter['update'] };
}


/**
 * `list.forEach(callback);` as a statement, or as the body of an arrow (`A.forEach((a) =>
 * B.forEach((b) => ...))`, whose own place the caller checks), the callback written inline with no
 * `this` argument.
 */
function isForEachStatement(call: Node | undefined): call is TSESTree.CallExpression {
  const parent = call?.parent;
  const placed = parent?.type === 'ExpressionStatement' || (parent?.type === 'ArrowFunctionExpression' && parent.body === call);
  if (call?.type !== 'CallExpression' || !placed || call.arguments.length !== 1) return false;
  const callee = call.callee;
  const fn = call.arguments[0]!;
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'forEach' &&
    (fn.type === 'ArrowFunctionExpression' || (fn.type === 'FunctionExpression' && !fn.generator)) &&
    !fn.async &&
    !changesAny(fn.body, fn.params.flatMap((param) => identifiersOf(param).map((id) => id.name)))
  );
}

/**
 * The steps of a statement that holds some (`holds`), in order. Its other statements are read
 * only where the steps use their names; a jump (`break`, `continue`, `return`, `throw`) among
 * them would skip steps in a way the plan does not follow, so there is then no plan.
 */
function stepsOf(statement: Node, holds: (node: Node) => boolean, changes: readonly Node[]): Step[] | null {
  if (!holds(statement)) return jumpsOut(statement) ? null : [];
  // A step of a sequence body (`asStatement`): the change itself.
  if (statement.parent?.type === 'SequenceExpression' && changes.includes(statement)) return stepOfChange(statement);
  switch (statement.type) {
    case 'ExpressionStatement': {
      if (changes.includes(statement)) return stepOfChange(statement.expression);
      return eachStep(statement.expression, holds, changes);
    }
    case 'BlockStatement': {
      const steps: Step[] = [];
      for (const child of statement.body) {
        const found = stepsOf(child, holds, changes);
        if (found === null) return null;
        steps.push(...found);
      }
      return steps;
    }
    case 'IfStatement': {
      const then = stepsOf(statement.consequent, holds, changes);
      const otherwise = statement.alternate ? stepsOf(statement.alternate, holds, changes) : [];
      return then && otherwise && [{ kind: 'if', test: statement.test, then, otherwise }];
    }
    case 'ForOfStatement':
    case 'ForInStatement':
    case 'ForStatement':
    case 'WhileStatement': {
      if (!readableLoop(statement)) return null;
      const steps = stepsOf(statement.body, holds, changes);
      return steps && [{ kind: 'loop', loop: statement, steps }];
    }
    case 'SwitchStatement': {
      const clauses: SwitchClause[] = [];
      for (const clause of statement.cases) {
        // `case 'a': { ...; break; }`: the block's statements are the clause's.
        const only = clause.consequent.length === 1 ? clause.consequent[0]! : undefined;
        const body = only?.type === 'BlockStatement' ? only.body : clause.consequent;
        // A `break` last leaves the switch; one anywhere else (or any other jump) is not followed.
        const last = body[body.length - 1];
        const breaks = last?.type === 'BreakStatement' && last.label === null;
        const steps: Step[] = [];
        for (const child of breaks ? body.slice(0, -1) : body) {
          const found = stepsOf(child, holds, changes);
          if (found === null) return null;
          steps.push(...found);
        }
        clauses.push({ test: clause.test, steps, breaks });
      }
      return [{ kind: 'switch', discriminant: statement.discriminant, clauses }];
    }
    default:
      return null;
  }
}

/**
 * A statement of a class's static block that fills statics of the class (`static all = [];
 * static { for (const op of OPS) this.all.push(z.object(...)) }`): the steps for each static it
 * fills, by name, read as a plan's are. `isOwner` says which nodes are the class (`this`, its
 * name). Null when the statement changes the class in any other way, reads a static it fills (a
 * state half filled), or holds a function or class of its own (whose `this` is another).
 */
export function staticFills(statement: Node, isOwner: (node: Node) => boolean): Map<string, Step[]> | null {
  const changes = new Map<string, Node[]>();
  const reads = new Set<string>();
  const stack: Node[] = [statement];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type === 'ClassExpression' || node.type === 'ClassDeclaration') return null;
    const parent = node.parent;
    const isName = node.type === 'Identifier' && ((parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) || (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand));
    if (!isName && isOwner(node)) {
      const owner = outsideTypeWrappers(node);
      const member = owner.parent;
      const name = member?.type === 'MemberExpression' && member.object === owner && !member.computed && member.property.type === 'Identifier' ? member.property.name : null;
      if (name === null) return null;
      const use = member!.parent;
      if (use?.type === 'MemberExpression' && use.object === member && use.parent && stepMember(use.parent) === use) {
        const change = asStatement(use.parent);
        if (!change) return null;
        changes.set(name, [...(changes.get(name) ?? []), change]);
      } else if (changeThrough(owner) !== null) return null;
      else reads.add(name);
      continue;
    }
    forEachChild(node, (child) => stack.push(child));
  }
  if (changes.size === 0 || [...reads].some((name) => changes.has(name))) return null;
  const fills = new Map<string, Step[]>();
  for (const [name, list] of changes) {
    const holds = (node: Node) => list.some((change) => change.range[0] >= node.range[0] && change.range[1] <= node.range[1]);
    const steps = stepsOf(statement, holds, list);
    if (steps === null) return null;
    fills.set(name, steps);
  }
  return fills;
}

/** `list.forEach(callback)` as a step: its callback's steps, once per element; null for any other call. */
function eachStep(call: Node, holds: (node: Node) => boolean, changes: readonly Node[]): Step[] | null {
  if (!isForEachStatement(call)) return null;
  const callback = call.arguments[0] as Callback;
  const body = callback.body;
  let steps: Step[] | null;
  if (body.type === 'BlockStatement') steps = stepsOf(body, holds, changes);
  // `(v) => X.push(v)`, or a `.forEach()` nested as the body.
  else steps = changes.includes(body) ? stepOfChange(body) : eachStep(body, holds, changes);
  return steps && [{ kind: 'each', call, callback, steps }];
}

/** The step a change is: a `push()` call or an assignment to a member. */
function stepOfChange(change: Node): Step[] | null {
  const member = stepMember(change);
  if (!member) return null;
  return change.type === 'AssignmentExpression' ? [{ kind: 'set', target: member, value: change.right }] : [{ kind: 'push', call: change as TSESTree.CallExpression }];
}

/** Whether a statement may leave the pass or the list before its end (a jump not inside a function of its own). */
function jumpsOut(statement: Node): boolean {
  let found = false;
  // Inside a switch or loop of the statement's own, a `break` (and in a loop a `continue`) without
  // a label leaves only that: `switch (k) { case 'x': log(); break; }` beside a step.
  const visit = (node: Node, inSwitch: boolean, inLoop: boolean): void => {
    if (found) return;
    if (node.type === 'BreakStatement' && node.label === null && (inSwitch || inLoop)) return;
    if (node.type === 'ContinueStatement' && node.label === null && inLoop) return;
    if (JUMPS.has(node.type)) {
      found = true;
      return;
    }
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type === 'ClassBody') return;
    const switches = inSwitch || node.type === 'SwitchStatement';
    const loops = inLoop || LOOPS.has(node.type);
    forEachChild(node, (child) => visit(child, switches, loops));
  };
  visit(statement, false, false);
  return found;
}

const LOOPS: ReadonlySet<string> = new Set(['ForStatement', 'ForOfStatement', 'ForInStatement', 'WhileStatement', 'DoWhileStatement']);

const JUMPS: ReadonlySet<string> = new Set(['BreakStatement', 'ContinueStatement', 'ReturnStatement', 'ThrowStatement', 'LabeledStatement']);


/**
 * Whether a statement of a helper's body only fills values the body declares (`declares(name)`),
 * in the ways a plan reads: `opts.push(...)`, `shape[k] = v`, inside `for...of`, `for...in`,
 * inline `.forEach()` callbacks, `if`s and blocks, besides declarations. A helper whose body
 * builds its options so is read like one that writes them out; whether each value's plan can
 * be read is asked where the value is (`buildPlan`).
 */
export function fillsOwnNames(statement: Node, declares: (name: string) => boolean): boolean {
  switch (statement.type) {
    case 'VariableDeclaration':
      return statement.kind === 'const' || statement.kind === 'let';
    case 'FunctionDeclaration':
    case 'EmptyStatement':
      return true;
    case 'BlockStatement':
      return statement.body.every((child) => fillsOwnNames(child, declares));
    case 'IfStatement':
      return fillsOwnNames(statement.consequent, declares) && (!statement.alternate || fillsOwnNames(statement.alternate, declares));
    case 'ForOfStatement':
    case 'ForInStatement':
    case 'ForStatement':
      return readableLoop(statement) && fillsOwnNames(statement.body, declares);
    case 'WhileStatement':
      // Its last statement steps the counter (`whileCounter`).
      return readableLoop(statement) && (statement.body as TSESTree.BlockStatement).body.slice(0, -1).every((child) => fillsOwnNames(child, declares));
    case 'ExpressionStatement':
      return fillsThrough(statement.expression, declares);
    default:
      return false;
  }
}

/** An expression statement (or an arrow's body) that fills a declared name, through nested `.forEach()`s. */
function fillsThrough(expression: Node, declares: (name: string) => boolean): boolean {
  if (!isForEachStatement(expression)) return fillsOwnName(expression, declares);
  const body = (expression.arguments[0] as Callback).body;
  return body.type === 'BlockStatement' ? fillsOwnNames(body, declares) : fillsThrough(body, declares);
}

/** `name.push(...)`, `name[k] = v`, `name.k = v` of a name the body declares. */
function fillsOwnName(expression: Node, declares: (name: string) => boolean): boolean {
  const member = stepMember(expression);
  const target = member && skipTypeWrappers(member.object);
  return target?.type === 'Identifier' && declares(target.name);
}

/** A call that hands a value to a function whose body changes it (`add(OPTS)`), and how the call names it. */
export interface HandedOn {
  readonly call: TSESTree.CallExpression;
  readonly name: string;
  /** Called as its method (`T.add(x)`), whose body changes `this`. */
  readonly asThis?: true;
}

/**
 * The call that hands a reference's value to a function whose body changes the parameter it
 * lands in (`add(OPTS)` with `function add(list) { list.push(...) }`, in this module or another),
 * or null. `functionOf` says which function a callee is (the evaluator reads it), or null. Only
 * a function written with a plain parameter at that place is looked into, one level deep; what
 * it hands the value on to is not followed.
 */
export function handedToChanger(reference: Node, functionOf: (callee: Node) => FunctionNode | null, collection = false): HandedOn | null {
  const id = outsideTypeWrappers(reference);
  // `T.add(x)`: a method called on the value runs with `this` the value (`add(x) { this.ops.push(x) }`).
  const method = id.parent;
  if (method?.type === 'MemberExpression' && method.object === id && method.parent?.type === 'CallExpression' && method.parent.callee === method) {
    const fn = method.computed ? null : functionOf(method);
    return fn && changesThis(fn, functionOf, new Set()) ? { call: method.parent, name: describeCallee(method), asThis: true } : null;
  }
  const call = id.parent;
  if (call?.type !== 'CallExpression' || call.callee === id) return null;
  const index = call.arguments.indexOf(id as TSESTree.CallExpressionArgument);
  // Past a spread (`f(...rest, OPTS)`) the parameter it lands in is unknown.
  if (index < 0 || call.arguments.slice(0, index).some((argument) => argument.type === 'SpreadElement')) return null;
  const callee = skipTypeWrappers(call.callee);
  // `z.union(OPTS)`, `Object.values(OPTS)`: readers, not worth reading the callee of.
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && LIST_READERS.has(callee.property.name)) return null;
  if (callee.type !== 'Identifier' && !(callee.type === 'MemberExpression' && !callee.computed && skipTypeWrappers(callee.object).type === 'Identifier')) return null;
  const fn = functionOf(callee);
  if (!fn) return null;
  let parameter: Node | undefined = fn.params[index];
  if (parameter?.type === 'AssignmentPattern') parameter = parameter.left;
  if (parameter?.type !== 'Identifier') return null;
  // `list.push(v)`, `list[k] = v`, `Object.assign(list, ...)`: not `list = [...list, v]`, which
  // leaves the caller's value as it was.
  return someReference(fn.body, [parameter.name], (at) => changeThrough(at, collection) !== null) ? { call, name: describeCallee(callee) } : null;
}

/**
 * Whether a method may change the object it is called on: a change through `this` (`this.ops.push(x)`,
 * `this.k = v`, `Object.assign(this, ...)`), `this` or a member of it handed on where it may be
 * changed under another name (`const self = this`, `add(this.ops)`), or a call of a method of its
 * own (`this.register(x)`) that does, or that is not found beside it (written elsewhere, or not a
 * method: it may do anything). Arrow functions inside share its `this`; other functions have their own.
 */
export function changesThis(fn: FunctionNode, functionOf: (callee: Node) => FunctionNode | null, seen: Set<FunctionNode>): boolean {
  if (seen.has(fn)) return false;
  seen.add(fn);
  let found = false;
  const visit = (node: Node): void => {
    if (found) return;
    if (node.type === 'ThisExpression') {
      if (changeThrough(node, 'members') !== null || thisHandedOn(node, functionOf)) found = true;
      else {
        const parent = outsideTypeWrappers(node).parent;
        const call = parent?.type === 'MemberExpression' && parent.parent?.type === 'CallExpression' && parent.parent.callee === parent ? parent : null;
        if (call) {
          const sibling = call.computed ? null : siblingMethod(fn, memberName(call));
          if (!sibling || changesThis(sibling, functionOf, seen)) found = true;
        }
      }
      return;
    }
    if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type === 'ClassBody') return;
    forEachChild(node, visit);
  };
  visit(fn.body);
  return found;
}

/**
 * Whether `this`, or a chain of members read from it, is handed on where it may be changed under
 * another name: to a variable (`const self = this`, `x = this.ops`), or to a function whose body
 * changes that parameter (`add(this.ops)`, as `handedToChanger` reads a name handed on). Not to a
 * call of what is no function the evaluator reads (`z.extend(this.base, ...)`, `z.optional(this.base)`:
 * Zod's builders read their arguments), nor into a list or object written in place (`return
 * [this.A, this.B]`), which a method returns for its caller to read.
 */
function thisHandedOn(node: Node, functionOf: (callee: Node) => FunctionNode | null): boolean {
  let at = outsideTypeWrappers(node);
  for (;;) {
    const parent = at.parent;
    if (parent?.type === 'VariableDeclarator' && parent.init === at) return true;
    if (parent?.type === 'AssignmentExpression' && parent.right === at) return true;
    if (parent?.type === 'CallExpression' && parent.callee !== at && handedToChanger(at, functionOf, true) !== null) return true;
    if (parent?.type !== 'MemberExpression' || parent.object !== at) return false;
    at = outsideTypeWrappers(parent);
  }
}

/**
 * The method `name` written beside a method: a property of the same object literal, or a method
 * of the same class with the same `static`; null when there is none (or it is a getter or a field).
 */
function siblingMethod(fn: FunctionNode, name: string | null): FunctionNode | null {
  if (name === null) return null;
  const holder = fn.parent;
  if (holder?.type === 'Property' && holder.parent?.type === 'ObjectExpression') {
    for (const property of holder.parent.properties) {
      if (property.type !== 'Property' || property.computed || property.kind !== 'init' || !isNamed(property.key, name)) continue;
      const value = property.value;
      return value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression' ? value : null;
    }
    return null;
  }
  if (holder?.type === 'MethodDefinition' && holder.parent?.type === 'ClassBody') {
    for (const member of holder.parent.body) {
      if (member.type !== 'MethodDefinition' || member.kind !== 'method' || member.computed || member.static !== holder.static || !isNamed(member.key, name)) continue;
      return member.value.type === 'FunctionExpression' ? member.value : null;
    }
  }
  return null;
}

/** `add`, `registry.add`: the callee as the reason names it. */
function describeCallee(callee: Node): string {
  if (callee.type === 'Identifier') return callee.name;
  const member = callee as TSESTree.MemberExpression;
  const object = skipTypeWrappers(member.object);
  return `${object.type === 'Identifier' ? object.name : '…'}.${member.property.type === 'Identifier' ? member.property.name : '…'}`;
}

/**
 * Whether an iterator a call makes (a generator's, a Map's `.values()`) is read whole, once,
 * where it is made: spread (`[...gen()]`, `f(...gen())`), iterated by `for...of`, `yield*`,
 * `Array.from()`, `Object.fromEntries()`, `new Set()` or `new Map()`. Kept in a name, it may be
 * stepped (`it.next()`) or read twice, and a second read finds nothing.
 */
export function iteratedWhole(call: Node): boolean {
  const at = outsideTypeWrappers(call);
  const parent = at.parent;
  if (parent?.type === 'SpreadElement' || (parent?.type === 'ForOfStatement' && parent.right === at) || (parent?.type === 'YieldExpression' && parent.delegate)) return true;
  if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments[0] === at) {
    const callee = skipTypeWrappers(parent.callee);
    if (parent.type === 'NewExpression') return callee.type === 'Identifier' && (callee.name === 'Set' || callee.name === 'Map');
    return callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && ((callee.object.name === 'Array' && memberName(callee) === 'from') || (callee.object.name === 'Object' && memberName(callee) === 'fromEntries'));
  }
  return false;
}
