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
  for (const statement of program.body) {
    if (statement.type === 'ExpressionStatement') assignments.push(statement.expression);
    else if (statement.type === 'VariableDeclaration') for (const declarator of statement.declarations) if (declarator.init) assignments.push(declarator.init);
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
      named.set(name, named.has(name) ? 'ambiguous' : { value: expression, at: target.property });
    }
  }
  return { named, whole };
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
