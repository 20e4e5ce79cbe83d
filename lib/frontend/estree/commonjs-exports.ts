/**
 * What a CommonJS module assigns to its exports at the top level, as hand-written modules and
 * TypeScript's CommonJS output do: `exports.Input = z.object(...)`, `module.exports.Input = ...`,
 * read back in the same file as `exports.Input` (TypeScript writes every later use of an
 * exported constant so), and `module.exports = { ... }`.
 *
 * Only statements at the top of the module count: what a function assigns depends on when it
 * runs. TypeScript's hoisted `exports.A = exports.B = void 0;` declares the names and is not
 * their value. A name given two values is ambiguous, never a guess.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { Node } from './source-file.js';
import { memberName, skipTypeWrappers } from './source-file.js';

export interface CommonJsExports {
  /** Each name assigned once: the expression, and where the name is written. */
  readonly named: ReadonlyMap<string, { readonly value: Node; readonly at: Node } | 'ambiguous'>;
  /** `module.exports = expr`, when assigned once. */
  readonly whole: Node | 'ambiguous' | undefined;
}

export function commonJsExports(program: TSESTree.Program): CommonJsExports {
  const named = new Map<string, { value: Node; at: Node } | 'ambiguous'>();
  let whole: Node | 'ambiguous' | undefined;
  // `exports.A = value;`, and `const A = exports.A = value;` (Babel's output, and by hand).
  const assignments: Node[] = [];
  const note = (name: string, value: Node, at: Node) => named.set(name, named.has(name) ? 'ambiguous' : { value, at });
  for (const statement of program.body) {
    if (statement.type === 'ExpressionStatement') {
      const defined = definedProperty(statement.expression);
      if (defined) note(defined.name, defined.value, defined.at);
      else assignments.push(statement.expression);
    } else if (statement.type === 'VariableDeclaration') for (const declarator of statement.declarations) if (declarator.init) assignments.push(declarator.init);
  }
  for (const assignment of assignments) {
    // `exports.A = exports.B = value`: every target takes the innermost value.
    const targets: TSESTree.MemberExpression[] = [];
    let expression: Node = assignment;
    // `module.exports = exports = { ... }` rebinds the local `exports` on the way.
    while (expression.type === 'AssignmentExpression' && expression.operator === '=' && (expression.left.type === 'MemberExpression' || isNamed(expression.left, 'exports'))) {
      if (expression.left.type === 'MemberExpression') targets.push(expression.left);
      expression = expression.right;
    }
    if (targets.length === 0 || isVoid(expression)) continue;
    for (const target of targets) {
      if (isModuleExports(target)) {
        whole = whole === undefined ? expression : 'ambiguous';
        continue;
      }
      const name = memberName(target);
      if (name === null || !isExportsObject(target.object)) continue;
      note(name, expression, target.property);
    }
  }
  return { named, whole };
}

/**
 * `Object.defineProperty(exports, 'A', { enumerable: true, get: function () { return A; } })`, as
 * TypeScript writes a re-export and bundlers every export, or `{ value: A }`: the name, and the
 * expression its getter returns or its value.
 */
function definedProperty(expression: Node): { name: string; value: Node; at: Node } | null {
  if (expression.type !== 'CallExpression' || expression.arguments.length !== 3) return null;
  const callee = skipTypeWrappers(expression.callee);
  if (callee.type !== 'MemberExpression' || !isNamed(skipTypeWrappers(callee.object), 'Object') || memberName(callee) !== 'defineProperty') return null;
  const [target, key, descriptor] = expression.arguments as [Node, Node, Node];
  if (!isExportsObject(target) || key.type !== 'Literal' || typeof key.value !== 'string' || key.value === '__esModule' || descriptor.type !== 'ObjectExpression') return null;
  for (const property of descriptor.properties) {
    if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
    if (property.key.name === 'value') return { name: key.value, value: property.value, at: key };
    if (property.key.name !== 'get') continue;
    const getter = property.value;
    if (getter.type !== 'FunctionExpression' && getter.type !== 'ArrowFunctionExpression') return null;
    if (getter.body.type !== 'BlockStatement') return { name: key.value, value: getter.body, at: key };
    const [only] = getter.body.body;
    return getter.body.body.length === 1 && only?.type === 'ReturnStatement' && only.argument ? { name: key.value, value: only.argument, at: key } : null;
  }
  return null;
}

/** `exports` or `module.exports`: what `exports.A = ...` assigns a name on. */
export function isExportsObject(node: Node): boolean {
  const object = skipTypeWrappers(node);
  return isNamed(object, 'exports') || isModuleExports(object);
}

/** `module.exports`. */
export function isModuleExports(node: Node): boolean {
  const member = skipTypeWrappers(node);
  return member.type === 'MemberExpression' && isNamed(skipTypeWrappers(member.object), 'module') && memberName(member) === 'exports';
}

function isNamed(node: Node, name: string): boolean {
  return node.type === 'Identifier' && node.name === name;
}

/** `void 0`: TypeScript's declaration of an export before its value. */
function isVoid(node: Node): boolean {
  return node.type === 'UnaryExpression' && node.operator === 'void';
}
