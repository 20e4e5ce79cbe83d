/**
 * TypeScript's output for an enum, as a JavaScript project meets it in a compiled package
 * (`z.literal(EventType.TEXT)` in @ag-ui/core's dist):
 *
 *   var Kind;
 *   (function (Kind) {
 *     Kind["A"] = "a";
 *     Kind[Kind["B"] = 0] = "B";
 *   })(Kind || (Kind = {}));
 *
 * and bundlers' form of the same function, called on a new object: `let Kind = function (Kind) {
 * Kind["A"] = "a"; return Kind; }({});` (esbuild's `var Kind = ((Kind2) => { ... })(Kind || {})`),
 * and TypeScript 4's exported enum, `(Kind = exports.Kind || (exports.Kind = {}))`, and minifiers'
 * forms of them (`!function(e){e.A="a",e.B="b"}(Kind||(Kind={}))`, one of a comma sequence).
 * Recognised by shape only, never run: every statement of the function must set members, and
 * only members, else the variable is not read as an enum.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node, Variable } from './source-file.js';
import { forEachChild, isNamed, memberName, skipTypeWrappers } from './source-file.js';

export interface CompiledEnumMember {
  readonly name: string;
  /** Where the member's name is written (`"A"` of `Kind["A"]`). */
  readonly keySpan: Node;
  /** The value written for it. */
  readonly value: Node;
  /** A numeric member: TypeScript also sets the reverse key (`Kind[0] === "B"`). */
  readonly reverse: boolean;
}

/**
 * The members a variable's compiled enum sets, or null when the variable is not one: declared
 * without a value and written only by the `Kind || (Kind = {})` its function is called on.
 */
export function compiledEnum(variable: Variable): readonly CompiledEnumMember[] | null {
  if (variable.defs.length !== 1) return null;
  const def = variable.defs[0]!;
  if (def.type !== 'Variable' || def.node.id.type !== 'Identifier') return null;
  const writes = variable.references.filter((reference) => reference.isWrite());
  if (writes.length !== 1) return null;
  const write = writes[0]!;
  // Bundlers' form: the declaration's own value is the function called on `{}` (esbuild's on
  // `Kind || {}`).
  if (write.identifier === def.name) {
    const onNewObject = (argument: Node) => isEmptyObject(argument) || isEitherEmpty(argument, (left) => isNamed(left, variable.name));
    return def.node.init ? membersOfCall(def.node.init, onNewObject, true) : null;
  }
  if (def.node.init !== null) return null;
  const assignment = write.identifier.parent;
  if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=' || assignment.left !== write.identifier) return null;
  // TypeScript 4's exported enum: `(Kind = exports.Kind || (exports.Kind = {}))` is the argument.
  if (isEitherEmpty(assignment.right, (left) => skipTypeWrappers(left).type === 'MemberExpression')) {
    const call = assignment.parent;
    return call?.type === 'CallExpression' && isStatementCall(call) ? membersOfCall(call, (argument) => argument === assignment, false) : null;
  }
  const called = calledOnNewObject(assignment, variable.name);
  return called ? membersOfCall(called.call, (argument) => argument === called.argument, false) : null;
}

/**
 * TypeScript's form: `Kind = {}`, maybe inside `exports.Kind = Kind = {}`, as the right of the
 * `Kind || (...)` a function is called on, for its effect. The call and that argument, or null.
 */
function calledOnNewObject(assignment: TSESTree.AssignmentExpression, name: string): { call: TSESTree.CallExpression; argument: Node } | null {
  if (assignment.operator !== '=' || !isEmptyObject(assignment.right)) return null;
  let either: Node | undefined = assignment.parent;
  if (either?.type === 'AssignmentExpression' && either.right === assignment) either = either.parent;
  if (either?.type !== 'LogicalExpression' || either.operator !== '||' || !isNamed(either.left, name)) return null;
  const call = either.parent;
  if (call?.type !== 'CallExpression' || call.arguments.length !== 1 || call.arguments[0] !== either || !isStatementCall(call)) return null;
  return { call, argument: either };
}

/**
 * A call made for its effect: a statement of its own, or as minifiers write it, behind a `!` or
 * `void`, or one expression of a comma sequence (`!function(e){...}(A||(A={})),function(e){...}(B||(B={}))`).
 */
function isStatementCall(call: Node): boolean {
  let node: Node = call;
  for (let parent = node.parent; parent; node = parent, parent = node.parent) {
    if (parent.type === 'ExpressionStatement') return true;
    const passes = (parent.type === 'UnaryExpression' && (parent.operator === '!' || parent.operator === 'void')) || parent.type === 'SequenceExpression';
    if (!passes) return false;
  }
  return false;
}

/** `X || {}` or `X || (Y = {})`, X as `isLeft` wants it: an object made only when X is not one. */
function isEitherEmpty(node: Node, isLeft: (left: Node) => boolean): boolean {
  const either = skipTypeWrappers(node);
  if (either.type !== 'LogicalExpression' || either.operator !== '||' || !isLeft(either.left)) return false;
  const right = skipTypeWrappers(either.right);
  return isEmptyObject(right) || (right.type === 'AssignmentExpression' && right.operator === '=' && isEmptyObject(right.right));
}

function isEmptyObject(node: Node): boolean {
  const value = skipTypeWrappers(node);
  return value.type === 'ObjectExpression' && value.properties.length === 0;
}

/**
 * The members set by a call of a function of one parameter on the enum's object (`isObject`),
 * or null. `returnsIt`: the bundlers' form, whose last statement returns the parameter.
 */
function membersOfCall(node: Node, isObject: (argument: Node) => boolean, returnsIt: boolean): CompiledEnumMember[] | null {
  const call = skipTypeWrappers(node);
  if (call.type !== 'CallExpression' || call.arguments.length !== 1 || !isObject(call.arguments[0]!)) return null;
  const fn = skipTypeWrappers(call.callee);
  if ((fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') || fn.params.length !== 1 || fn.body.type !== 'BlockStatement') return null;
  const param = fn.params[0]!;
  if (param.type !== 'Identifier') return null;
  const statements = fn.body.body;
  const last = statements[statements.length - 1];
  if (returnsIt) {
    if (last?.type !== 'ReturnStatement' || !last.argument || !isNamed(last.argument, param.name)) return null;
  }
  const members: CompiledEnumMember[] = [];
  for (const statement of returnsIt ? statements.slice(0, -1) : statements) {
    if (statement.type !== 'ExpressionStatement') return null;
    // Minifiers join the members' statements into one: `e.A = "a", e.B = "b";`.
    const expressions = statement.expression.type === 'SequenceExpression' ? statement.expression.expressions : [statement.expression];
    for (const expression of expressions) {
      const member = memberSet(expression, param.name);
      // A member made by a call, an object or a function is no enum's: a compiled namespace's (below).
      if (!member || NOT_ENUM_VALUES.has(skipTypeWrappers(member.value).type)) return null;
      members.push(member);
    }
  }
  return members;
}

const NOT_ENUM_VALUES: ReadonlySet<string> = new Set(['CallExpression', 'NewExpression', 'ObjectExpression', 'ArrayExpression', 'ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** `E["A"] = value`, or `E[E["A"] = value] = "A"` (a numeric member and its reverse key). */
function memberSet(expression: TSESTree.Expression, param: string): CompiledEnumMember | null {
  if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return null;
  const target = memberOf(expression.left, param);
  if (!target) return null;
  // `E["A"] = value`, minified `e.A = "a"` (a dotted name is never a number: no reverse key).
  const own = keyName(target);
  if (own !== undefined) return { name: own, keySpan: target, value: expression.right, reverse: false };
  // The reverse form: the key is itself the member's assignment, the value its name.
  if (target.type !== 'AssignmentExpression' || target.operator !== '=') return null;
  const inner = memberOf(target.left, param);
  const name = skipTypeWrappers(expression.right);
  // `e[e["Low"] = 0] = "Low"`, minified `e[e.Low = 0] = "Low"`.
  const innerName = inner ? keyName(inner) : undefined;
  if (!inner || innerName === undefined || name.type !== 'Literal' || name.value !== innerName) return null;
  return { name: innerName, keySpan: inner, value: target.right, reverse: true };
}

/** The key of `E[key]` (or the name of `E.name`) on the parameter, or null. */
function memberOf(node: Node, param: string): Node | null {
  const member = skipTypeWrappers(node);
  if (member.type !== 'MemberExpression' || !isNamed(member.object, param)) return null;
  if (!member.computed && member.property.type !== 'Identifier') return null;
  return member.property;
}


/**
 * A TypeScript `namespace` as TypeScript and esbuild compile it, the same call as an enum's on
 * `ops || (ops = {})`, whose function sets the exported members on its parameter and reads them
 * back from it (@agentic/exa's dist):
 *
 *   var ops;
 *   ((ops2) => {
 *     ops2.SetText = z.object({ ... });
 *     ops2.Op = z.discriminatedUnion('op', [ops2.SetText, ops2.SetButton]);
 *   })(ops || (ops = {}));
 *
 * Any other statement may sit between the members (a local `const`, a function). A member set
 * more than once is listed in `ambiguous`: which value a reader sees depends on order.
 */
export interface CompiledNamespace {
  readonly members: readonly Omit<CompiledEnumMember, 'reverse'>[];
  readonly ambiguous: ReadonlySet<string>;
}

/** The namespace a variable is the compiled object of (declared without a value), or null. */
export function compiledNamespace(variable: Variable): CompiledNamespace | null {
  if (variable.defs.length !== 1) return null;
  const def = variable.defs[0]!;
  if (def.type !== 'Variable' || def.node.id.type !== 'Identifier' || def.node.init !== null) return null;
  const writes = variable.references.filter((reference) => reference.isWrite());
  if (writes.length !== 1) return null;
  const assignment = writes[0]!.identifier.parent;
  if (assignment?.type !== 'AssignmentExpression') return null;
  const called = calledOnNewObject(assignment, variable.name);
  return called ? namespaceOfCall(called.call) : null;
}

/** The namespace whose function has `variable` as its parameter, or null. */
export function compiledNamespaceOfParameter(variable: Variable): CompiledNamespace | null {
  const def = variable.defs[0];
  if (variable.defs.length !== 1 || def?.type !== 'Parameter') return null;
  const fn = def.node;
  if ((fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') || fn.params.length !== 1 || fn.params[0] !== def.name) return null;
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || skipTypeWrappers(call.callee) !== fn || call.arguments.length !== 1) return null;
  const argument = skipTypeWrappers(call.arguments[0]!);
  if (argument.type !== 'LogicalExpression' || argument.operator !== '||' || argument.left.type !== 'Identifier' || !isStatementCall(call)) return null;
  // The object is the variable's on the left of `||`, made only when it is not one yet.
  return isEitherEmpty(argument, () => true) ? namespaceOfCall(call) : null;
}

function namespaceOfCall(call: TSESTree.CallExpression): CompiledNamespace | null {
  const fn = skipTypeWrappers(call.callee);
  if ((fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') || fn.params.length !== 1 || fn.body.type !== 'BlockStatement') return null;
  const param = fn.params[0]!;
  if (param.type !== 'Identifier') return null;
  const members: Omit<CompiledEnumMember, 'reverse'>[] = [];
  const ambiguous = new Set<string>();
  const seen = new Set<string>();
  const topLevel = new Set<Node>();
  for (const statement of fn.body.body) {
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AssignmentExpression' || statement.expression.operator !== '=') continue;
    const key = memberOf(statement.expression.left, param.name);
    const name = key ? keyName(key) : undefined;
    if (!key || name === undefined) continue;
    if (seen.has(name)) ambiguous.add(name);
    seen.add(name);
    topLevel.add(statement.expression);
    members.push({ name, keySpan: key, value: statement.expression.right });
  }
  if (members.length === 0) return null;
  // A member set again anywhere else (in an `if`, a loop, a nested function) may hold either
  // value; the parameter given another object leaves the namespace's as it was.
  let reassigned = false;
  forEachNode(fn.body, (node) => {
    if (node.type === 'UpdateExpression' && isNamed(node.argument, param.name)) reassigned = true;
    if (node.type !== 'AssignmentExpression' || topLevel.has(node)) return;
    if (isNamed(node.left, param.name)) reassigned = true;
    const key = memberOf(node.left, param.name);
    const name = key ? keyName(key) : undefined;
    if (name !== undefined) ambiguous.add(name);
  });
  return reassigned ? null : { members, ambiguous };
}

/** The name of the member whose key `memberOf` gave (`A` of `ops.A` and of `ops["A"]`), or undefined. */
function keyName(key: Node): string | undefined {
  const member = key.parent;
  return member?.type === 'MemberExpression' && member.property === key ? (memberName(member) ?? undefined) : undefined;
}

/** Every node below `node`, depth first, on a stack of its own (a function body of a compiled namespace). */
function forEachNode(node: Node, visit: (node: Node) => void): void {
  const stack: Node[] = [node];
  const push = (child: Node): void => void stack.push(child);
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    forEachChild(current, push);
  }
}
