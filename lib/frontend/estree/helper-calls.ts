/**
 * What the evaluator needs to read a call of a helper function of the project: which bodies it
 * reads (declarations, `if`s on constants that return or throw, then a return), and how the
 * call's arguments bind to the parameters, destructuring and defaults included. Nothing is run:
 * each parameter is a value read on demand, each condition a constant or the call is not read.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node, Scope, Variable } from './source-file.js';
import { describeSyntax, keyName } from './source-file.js';
import { fillsOwnNames } from './built-up.js';
import type { FunctionNode, Value } from './values.js';
import { memberEntry, objectWithout, unknown } from './values.js';

/**
 * Statements a helper may make before its return: they declare names and change nothing. A
 * `const` (or a `let` written once) is read where it is used, in the call's bindings.
 */
const DECLARATIONS: ReadonlySet<string> = new Set(['VariableDeclaration', 'FunctionDeclaration', 'TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'EmptyStatement']);

/** Where a helper's body ends: a returned expression, or a `throw`. */
export type Exit = { readonly kind: 'return'; readonly value: Node } | { readonly kind: 'throw'; readonly at: Node };

/**
 * `if (test) <exit>`, with an `else` that exits or tests again, or none (the body goes on). A
 * `switch` is read as such a chain, each case's test a comparison of its values with the
 * discriminant (`SwitchTest`).
 */
export interface Branch {
  readonly kind: 'if';
  readonly test: Node | SwitchTest;
  readonly then: Exit;
  readonly otherwise: Exit | Branch | null;
}

export function isSwitchTest(test: Node | SwitchTest): test is SwitchTest {
  return (test as Partial<SwitchTest>).kind === 'switch';
}

/** `case 'a': case 'b':` of `switch (d)`: true when `d === 'a'` or `d === 'b'`. */
export interface SwitchTest {
  readonly kind: 'switch';
  readonly discriminant: Node;
  readonly cases: readonly Node[];
  /** Where the case is written (for a message about a test that is not a constant). */
  readonly at: Node;
}

/**
 * A helper's body as the evaluator reads it: its `if`s that exit, in order, then its last exit
 * (null when the last statement is an `if` whose every branch exits). Declarations are read
 * where their names are used.
 */
export interface HelperBody {
  readonly branches: readonly Branch[];
  readonly exit: Exit | null;
}

const WHAT_IS_READ = 'a helper is read when its body declares names, tests constants and returns';

/** The body of a helper as the evaluator reads it, or why it is not read. */
export function helperBody(fn: FunctionNode, scope: Scope): HelperBody | string {
  if (fn.body.type !== 'BlockStatement') return { branches: [], exit: { kind: 'return', value: fn.body } };
  const statements = fn.body.body;
  const branches: Branch[] = [];
  for (let i = 0; i < statements.length; i++) {
    const statement = statements[i]!;
    const last = i === statements.length - 1;
    const exit = exitOf(statement);
    if (exit) {
      // Statements after a return are never reached: a body that has any is not what it seems.
      return last ? { branches, exit } : `a statement after the ${exit.kind} at line ${statement.loc.start.line}; ${WHAT_IS_READ}`;
    }
    if (statement.type === 'IfStatement' || statement.type === 'SwitchStatement') {
      const branch = statement.type === 'IfStatement' ? branchOf(statement) : switchOf(statement);
      if (branch === null) continue;
      if (typeof branch === 'string') return branch;
      // A switch of a default alone exits, whatever the discriminant.
      if (branch.kind !== 'if') return last ? { branches, exit: branch } : `a statement after the switch at line ${statement.loc.start.line}; ${WHAT_IS_READ}`;
      branches.push(branch);
      if (last) return exhausts(branch) ? { branches, exit: null } : 'its body does not end by returning a value';
      continue;
    }
    // `using` declarations run code when the scope ends.
    const declares = DECLARATIONS.has(statement.type) && !(statement.type === 'VariableDeclaration' && (statement.kind === 'using' || statement.kind === 'await using'));
    // A directive (`'use strict'`) changes nothing the body reads.
    const directive = statement.type === 'ExpressionStatement' && statement.directive !== undefined;
    // `s = s.min(2);` of a `let s` the body declares: each read of `s` is the value of the last
    // such statement before it (the evaluator's `writtenLastBefore`).
    // `opts.push(z.object(...))` in a loop, of an `opts` the body declares: read where `opts` is.
    const fills = !declares && fillsOwnNames(statement, (name) => scope.set.has(name));
    if (!declares && !directive && !fills && !reassignsOwnName(statement, statements) && !registersElsewhere(statement, fn, scope)) {
      return `${describeSyntax(statement.type)} at line ${statement.loc.start.line}; ${WHAT_IS_READ}`;
    }
  }
  return 'its body does not end by returning a value';
}

/**
 * A call of a method of something the helper does not declare, as a statement:
 * `namedSchemaRegistry.set(name, tagged)` (growthbook), `z.globalRegistry.add(schema, meta)`,
 * `console.warn(...)`. It may record the schema somewhere else; it does not change what the body
 * returns, which is read from the helper's own names. Where it changes an object or list in
 * place (`OPTIONS.push(S)`), every read of that object says so (the evaluator's `mutationOf`).
 * Not a method of the helper's own names (`shape.push(...)`, `props.register(...)`), and not
 * `Object.assign()` and its kin, which change their argument.
 */
function registersElsewhere(statement: TSESTree.Statement, fn: FunctionNode, scope: Scope): boolean {
  if (statement.type !== 'ExpressionStatement') return false;
  let call = statement.expression;
  if (call.type === 'ChainExpression') call = call.expression;
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  let receiver: Node = call.callee.object;
  while (receiver.type === 'MemberExpression') receiver = receiver.object;
  if (receiver.type !== 'Identifier' || receiver.name === 'Object' || receiver.name === 'Reflect') return false;
  // The function's own names: its parameters and its body's declarations (the scope's), and the
  // name of a function expression (in a scope of its own, around the function's).
  return !scope.set.has(receiver.name) && !(fn.type === 'FunctionExpression' && fn.id?.name === receiver.name);
}

/** `name = value;` where `name` is declared by a `let` or `var` among the body's statements. */
function reassignsOwnName(statement: TSESTree.Statement, statements: readonly TSESTree.Statement[]): boolean {
  if (statement.type !== 'ExpressionStatement') return false;
  const assignment = statement.expression;
  if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=' || assignment.left.type !== 'Identifier') return false;
  const name = assignment.left.name;
  return statements.some(
    (each) => each.type === 'VariableDeclaration' && each.kind !== 'const' && each.declarations.some((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === name),
  );
}

/** `return x`, `throw e`, or a block of just one of them. */
function exitOf(statement: TSESTree.Statement): Exit | null {
  if (statement.type === 'ReturnStatement') return statement.argument ? { kind: 'return', value: statement.argument } : null;
  if (statement.type === 'ThrowStatement') return { kind: 'throw', at: statement };
  if (statement.type === 'BlockStatement' && statement.body.length === 1) return exitOf(statement.body[0]!);
  return null;
}

function branchOf(statement: TSESTree.IfStatement): Branch | string {
  const then = exitOf(statement.consequent);
  if (!then) return `an if statement at line ${statement.loc.start.line} whose branch does more than return or throw; ${WHAT_IS_READ}`;
  if (!statement.alternate) return { kind: 'if', test: statement.test, then, otherwise: null };
  const alternate = statement.alternate.type === 'IfStatement' ? branchOf(statement.alternate) : exitOf(statement.alternate);
  if (!alternate) return `an else at line ${statement.alternate.loc.start.line} that does more than return or throw; ${WHAT_IS_READ}`;
  if (typeof alternate === 'string') return alternate;
  return { kind: 'if', test: statement.test, then, otherwise: alternate };
}

/**
 * A `switch` whose every case that has statements exits at once (`return x`, a block of it, or a
 * `throw`), as the chain of branches it stands for: cases tried in order, empty cases falling
 * through to the next one's exit, `default` last whatever its place. Null for an empty switch.
 */
function switchOf(statement: TSESTree.SwitchStatement): Branch | Exit | string | null {
  const groups: { tests: Node[]; isDefault: boolean; exit: Exit; at: Node }[] = [];
  let tests: Node[] = [];
  let isDefault = false;
  let at: Node | undefined;
  for (const clause of statement.cases) {
    at ??= clause;
    if (clause.test) tests.push(clause.test);
    else isDefault = true;
    if (clause.consequent.length === 0) continue;
    const exit = clause.consequent.length === 1 ? exitOf(clause.consequent[0]!) : null;
    if (!exit) return `a switch at line ${statement.loc.start.line} whose case does more than return or throw; ${WHAT_IS_READ}`;
    groups.push({ tests, isDefault, exit, at });
    tests = [];
    isDefault = false;
    at = undefined;
  }
  // Trailing empty cases fall out of the switch: when they match, the body goes on.
  if (tests.length > 0 || isDefault) return `a switch at line ${statement.loc.start.line} whose last cases do nothing; ${WHAT_IS_READ}`;
  const fallback = groups.find((group) => group.isDefault);
  let chain: Branch | Exit | null = fallback ? fallback.exit : null;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group.tests.length === 0) continue;
    chain = { kind: 'if', test: { kind: 'switch', discriminant: statement.discriminant, cases: group.tests, at: group.at }, then: group.exit, otherwise: chain };
  }
  return chain;
}

/** Whether every way through the branch exits. */
function exhausts(branch: Branch): boolean {
  const { otherwise } = branch;
  return otherwise !== null && (otherwise.kind !== 'if' || exhausts(otherwise));
}

export interface BinderHost {
  /** A parameter's default, read in the call's bindings. */
  evaluateDefault(node: Node): Value;
  /** A property of a schema or of Zod itself (`const { shape } = Base`). */
  member(value: Value, name: string, at: Node): Value;
}

/** Binds the parameters of one call: each name a value read when the body first asks for it. */
export class ParameterBinder {
  constructor(
    private readonly host: BinderHost,
    private readonly scope: Scope,
    private readonly params: Map<Variable, () => Value>,
  ) {}

  pattern(pattern: TSESTree.Node, read: () => Value): void {
    switch (pattern.type) {
      case 'Identifier': {
        const variable = this.scope.set.get(pattern.name);
        if (!variable) return;
        let value: Value | undefined;
        this.params.set(variable, () => (value ??= read()));
        return;
      }
      case 'AssignmentPattern': {
        const fallback = pattern.right;
        this.pattern(pattern.left, () => {
          const value = read();
          return value.kind === 'primitive' && value.value === undefined ? this.host.evaluateDefault(fallback) : value;
        });
        return;
      }
      case 'ObjectPattern': {
        // The keys named before a rest element, which it does not gather; null once one is computed.
        let taken: string[] | null = [];
        for (const property of pattern.properties) {
          if (property.type === 'RestElement') {
            // `variant({ kind, ...fields })`: the argument without the keys named before.
            const named = taken;
            this.pattern(property.argument, () => objectRest(read(), named));
            continue;
          }
          const key = keyName(property);
          if (key === null) taken = null;
          else taken?.push(key);
          const at = property.key;
          this.pattern(property.value, key === null ? () => unknown('a computed key in a destructured parameter') : () => this.memberOf(read(), key, at));
        }
        return;
      }
      case 'ArrayPattern':
        pattern.elements.forEach((element, index) => {
          if (!element) return;
          if (element.type === 'RestElement') {
            this.pattern(element.argument, () => restOf(read(), index));
            return;
          }
          this.pattern(element, () => this.memberOf(read(), String(index), element));
        });
        return;
      default:
        return;
    }
  }

  /** What destructuring `key` out of `value` gives, as JavaScript would. */
  private memberOf(value: Value, key: string, at: Node): Value {
    switch (value.kind) {
      case 'object': {
        const entry = memberEntry(value, key);
        if (entry) return entry.get();
        // A missing key is `undefined` (and takes the default) only if no key is unknown.
        return value.unresolved.length === 0 ? UNDEFINED : unknown(`no property '${key}' the evaluator can see`);
      }
      case 'array': {
        const index = Number(key);
        if (!Number.isInteger(index)) return unknown(`'${key}' of an array`);
        const element = value.elements[index];
        return element ? element() : UNDEFINED;
      }
      case 'schema':
      case 'zod':
      case 'module':
        return this.host.member(value, key, at);
      case 'unknown':
        return value;
      case 'primitive':
        return value.value === undefined || value.value === null ? unknown(`destructures ${String(value.value)}`) : unknown(`'${key}' of a ${typeof value.value}`);
      default:
        return unknown('destructures a value the evaluator does not follow');
    }
  }
}

const UNDEFINED: Value = { kind: 'primitive', value: undefined };

/** A missing argument. */
export const UNDEFINED_ARGUMENT = (): Value => UNDEFINED;

/** What `{ a, ...rest }` gathers in `rest` from an object: its entries but the keys named before. */
function objectRest(value: Value, taken: readonly string[] | null): Value {
  if (value.kind === 'unknown') return value;
  if (value.kind !== 'object') return unknown('the rest of a destructured parameter that is not an object the evaluator reads');
  // A key the pattern names by a value it cannot read could be any of them.
  if (taken === null) return unknown('the rest of a destructured parameter after a computed key');
  return objectWithout(value, taken);
}

function restOf(value: Value, from: number): Value {
  if (value.kind !== 'array') return value.kind === 'unknown' ? value : unknown('the rest of something that is not an array');
  return { kind: 'array', elements: value.elements.slice(from), spans: value.spans.slice(from) };
}
