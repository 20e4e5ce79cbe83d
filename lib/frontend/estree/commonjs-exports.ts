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
import { calleeName, isNamed, memberName, requiredSpecifier, skipTypeWrappers } from './source-file.js';

export interface CommonJsExports {
  /** Each name assigned once: the expression, and where the name is written. */
  readonly named: ReadonlyMap<string, { readonly value: Node; readonly at: Node } | 'ambiguous'>;
  /** `module.exports = expr`, when assigned once. */
  readonly whole: Node | 'ambiguous' | undefined;
  /** `__exportStar(require('./ops'), exports)`: TypeScript's `export * from './ops'`. */
  readonly stars: readonly string[];
}

/**
 * Read once per parse: the module's export table (modules.ts) and its own evaluator, which reads
 * `exports.X` back, both ask.
 */
const readExports = new WeakMap<TSESTree.Program, CommonJsExports>();

export function commonJsExports(program: TSESTree.Program): CommonJsExports {
  let found = readExports.get(program);
  if (!found) readExports.set(program, (found = readCommonJsExports(program)));
  return found;
}

function readCommonJsExports(program: TSESTree.Program): CommonJsExports {
  const named = new Map<string, { value: Node; at: Node } | 'ambiguous'>();
  let whole: Node | 'ambiguous' | undefined;
  const stars: string[] = [];
  // esbuild's module object, `var ops_exports = {}; __export(ops_exports, { A: () => A })`, and
  // its `module.exports = __toCommonJS(ops_exports)`.
  const bundled = new Map<string, Map<string, { value: Node; at: Node }>>();
  let bundledWhole: string | undefined;
  // `exports.A = value;`, and `const A = exports.A = value;` (Babel's output, and by hand).
  const assignments: Node[] = [];
  const note = (name: string, value: Node, at: Node) => named.set(name, named.has(name) ? 'ambiguous' : { value, at });
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) if (declarator.init) assignments.push(declarator.init);
      continue;
    }
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression;
    const star = exportStar(expression);
    if (star !== null) {
      stars.push(...star);
      continue;
    }
    // `Object.assign(exports, { B })`, `module.exports = Object.assign(module.exports, { B })`,
    // `module.exports = { ...module.exports, B }`: names added to the exports there are.
    const added = addedExports(expression);
    if (added !== null) {
      for (const property of added.properties) note(property.name, property.value, property.at);
      stars.push(...added.stars);
      continue;
    }
    const listed = bundledExports(expression);
    if (listed) {
      const names = bundled.get(listed.object);
      if (names) for (const [name, found] of listed.names) names.set(name, found);
      else bundled.set(listed.object, listed.names);
      continue;
    }
    const defined = definedProperty(expression) ?? exportedEnum(expression);
    if (defined) {
      note(defined.name, defined.value, defined.at);
      continue;
    }
    const object = toCommonJs(expression);
    if (object !== null) bundledWhole = object;
    else assignments.push(expression);
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
  if (bundledWhole !== undefined && whole === undefined) {
    for (const [name, found] of bundled.get(bundledWhole) ?? []) note(name, found.value, found.at);
  }
  return { named, whole, stars };
}


/**
 * The modules re-exported whole: `__exportStar(require('./ops'), exports)`, and a barrel written
 * by hand, `Object.assign(module.exports, require('./a'), require('./b'))`, read as `export *`
 * of each (a name two of them export is left ambiguous, where `Object.assign` takes the later).
 */
function exportStar(expression: Node): string[] | null {
  if (expression.type !== 'CallExpression') return null;
  const args = expression.arguments as Node[];
  if (calleeName(expression) === '__exportStar') {
    if (args.length !== 2 || !isExportsObject(args[1]!)) return null;
    const specifier = requiredSpecifier(args[0]!);
    return specifier === null ? null : [specifier];
  }
  const callee = skipTypeWrappers(expression.callee);
  if (callee.type !== 'MemberExpression' || !isNamed(callee.object, 'Object') || memberName(callee) !== 'assign') return null;
  if (args.length < 2 || !isExportsObject(args[0]!)) return null;
  const specifiers = args.slice(1).map(requiredSpecifier);
  return specifiers.every((specifier) => specifier !== null) ? (specifiers as string[]) : null;
}

/**
 * Names a statement adds to the module's exports, keeping the others: `Object.assign(exports,
 * { B, C: make() })` (module.exports too, and `require()`d modules among the sources, each an
 * `export *`), the same assigned back (`module.exports = Object.assign(module.exports, { B })`,
 * `Object.assign({}, module.exports, { B })`), and `module.exports = { ...module.exports, B }`.
 * Null for anything else, or a source whose keys cannot be read (a computed key, a spread).
 */
function addedExports(expression: Node): { properties: ExportedProperty[]; stars: string[] } | null {
  let sources: readonly Node[] | null = null;
  let value: Node = expression;
  const assignedBack = expression.type === 'AssignmentExpression' && expression.operator === '=' && isModuleExports(expression.left);
  if (assignedBack) value = skipTypeWrappers(expression.right);
  else if (expression.type !== 'CallExpression') return null;
  if (value.type === 'ObjectExpression' && assignedBack) {
    // `{ ...module.exports, B }`: the spread first, then the names written after it.
    const [first, ...rest] = value.properties;
    if (first?.type !== 'SpreadElement' || !isExportsObject(first.argument)) return null;
    const properties = propertiesOf(rest, []);
    return properties && { properties, stars: [] };
  }
  if (value.type !== 'CallExpression') return null;
  const callee = skipTypeWrappers(value.callee);
  if (callee.type !== 'MemberExpression' || !isNamed(callee.object, 'Object') || memberName(callee) !== 'assign') return null;
  const args = value.arguments as Node[];
  // The target: the exports themselves, or (assigned back) a new object that copies them first.
  if (args[0] && isExportsObject(args[0])) sources = args.slice(1);
  else if (assignedBack && args[0]?.type === 'ObjectExpression' && args[0].properties.length === 0 && args[1] && isExportsObject(args[1])) sources = args.slice(2);
  if (sources === null || sources.length === 0) return null;
  const properties: ExportedProperty[] = [];
  const stars: string[] = [];
  for (const source of sources) {
    const specifier = requiredSpecifier(source);
    if (specifier !== null) {
      stars.push(specifier);
      continue;
    }
    if (source.type !== 'ObjectExpression' || propertiesOf(source.properties, properties) === null) return null;
  }
  return { properties, stars };
}

interface ExportedProperty {
  readonly name: string;
  readonly value: Node;
  readonly at: Node;
}

/** An object literal's properties, added to `into`; null when a key cannot be read. */
function propertiesOf(written: readonly TSESTree.ObjectLiteralElement[], into: ExportedProperty[]): ExportedProperty[] | null {
  for (const property of written) {
    if (property.type !== 'Property' || property.computed || property.kind !== 'init') return null;
    const name = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
    if (name === null) return null;
    into.push({ name, value: property.value as Node, at: property.key });
  }
  return into;
}

/** `__export(ops_exports, { A: () => A, ... })`: esbuild's exports, each a getter. */
function bundledExports(expression: Node): { object: string; names: Map<string, { value: Node; at: Node }> } | null {
  if (expression.type !== 'CallExpression' || calleeName(expression) !== '__export' || expression.arguments.length !== 2) return null;
  const [object, getters] = expression.arguments as [Node, Node];
  if (object.type !== 'Identifier' || getters.type !== 'ObjectExpression') return null;
  const names = new Map<string, { value: Node; at: Node }>();
  for (const property of getters.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
    const getter = property.value;
    if (key === null || getter.type !== 'ArrowFunctionExpression' || getter.body.type === 'BlockStatement') continue;
    names.set(key, { value: getter.body, at: property.key });
  }
  return { object: object.name, names };
}

/** `module.exports = __toCommonJS(ops_exports)`: the module object esbuild exports. */
function toCommonJs(expression: Node): string | null {
  if (expression.type !== 'AssignmentExpression' || !isModuleExports(expression.left)) return null;
  const call = skipTypeWrappers(expression.right);
  if (call.type !== 'CallExpression' || calleeName(call) !== '__toCommonJS' || call.arguments.length !== 1) return null;
  const [object] = call.arguments;
  return object?.type === 'Identifier' ? object.name : null;
}

/**
 * `Object.defineProperty(exports, 'A', { enumerable: true, get: function () { return A; } })`, as
 * TypeScript writes a re-export and bundlers every export, or `{ value: A }`: the name, and the
 * expression its getter returns or its value.
 */
function definedProperty(expression: Node): { name: string; value: Node; at: Node } | null {
  if (expression.type !== 'CallExpression' || expression.arguments.length !== 3) return null;
  const callee = skipTypeWrappers(expression.callee);
  if (callee.type !== 'MemberExpression' || !isNamed(callee.object, 'Object') || memberName(callee) !== 'defineProperty') return null;
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

/**
 * An exported enum as TypeScript compiles it to CommonJS: the object is assigned to the export
 * inside the argument of the enum's function, `(Kind || (exports.Kind = Kind = {}))` (TypeScript
 * 5) or `(Kind = exports.Kind || (exports.Kind = {}))` (TypeScript 4). The export's value is the
 * variable, which the evaluator reads as a compiled enum (compiled-enums.ts).
 */
function exportedEnum(expression: Node): { name: string; value: Node; at: Node } | null {
  if (expression.type !== 'CallExpression' || expression.arguments.length !== 1) return null;
  const argument = skipTypeWrappers(expression.arguments[0]!);
  let variable: Node | undefined;
  let rest: Node | undefined;
  if (argument.type === 'LogicalExpression' && argument.operator === '||') [variable, rest] = [argument.left, argument.right];
  else if (argument.type === 'AssignmentExpression' && argument.operator === '=') [variable, rest] = [argument.left, argument.right];
  if (variable?.type !== 'Identifier' || !rest) return null;
  // `exports.Kind` assigned somewhere in the rest, under the variable's name.
  const stack: Node[] = [rest];
  while (stack.length > 0) {
    const node = skipTypeWrappers(stack.pop()!);
    if (node.type === 'LogicalExpression') stack.push(node.left, node.right);
    else if (node.type === 'AssignmentExpression') {
      if (node.left.type === 'MemberExpression' && isExportsObject(node.left.object) && memberName(node.left) === variable.name) return { name: variable.name, value: variable, at: node.left.property };
      stack.push(node.right);
    }
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
  return member.type === 'MemberExpression' && isNamed(member.object, 'module') && memberName(member) === 'exports';
}


/** `void 0`: TypeScript's declaration of an export before its value. */
function isVoid(node: Node): boolean {
  return node.type === 'UnaryExpression' && node.operator === 'void';
}
