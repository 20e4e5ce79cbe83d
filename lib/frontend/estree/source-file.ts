/**
 * What the ESTree front end needs of a parsed file. ESLint's `SourceCode` provides all of it,
 * and so does a module parsed by the same parser outside of a lint run.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { SourceSpan } from '../../model/schema.js';

export type Node = TSESTree.Node;
export type Scope = TSESLint.Scope.Scope;
export type Variable = TSESLint.Scope.Variable;

export interface SourceFile {
  readonly ast: TSESTree.Program;
  readonly scopeManager: TSESLint.Scope.ScopeManager;
  readonly visitorKeys: Readonly<Record<string, readonly string[] | undefined>>;
  /** Tokens of a node, comments excluded (for whitespace- and comment-blind comparison). */
  getTokens(node: Node): readonly { readonly value: string; readonly range: readonly [number, number] }[];
  /** Absent for the file being linted. */
  readonly file?: string;
}

export function spanOf(node: Node, file?: string): SourceSpan {
  return spanBetween(node, node, file);
}

/**
 * The node's own range (for one node) and its `loc` positions are shared, not copied: they are
 * plain values nobody mutates, and a span per check and per node was four objects where it is
 * now one or two. On the 2,000 × 40 union the model went from 92 to 60.5 MB.
 */
/**
 * Where each element of a list is written, as seen from `here` (the syntax that brought the list
 * in): an element written in another module (`z.discriminatedUnion('kind', OPS)` with `OPS`
 * imported, `[...Imported.options]`) is placed at `here`, since a report can only be made in the
 * file being read, and an option's place is where reports about its variant go.
 */
export function spansFrom(spans: readonly (SourceSpan | undefined)[], here: SourceSpan): (SourceSpan | undefined)[] {
  return spans.map((span) => (span === undefined || span.file === here.file ? span : here));
}

export function spanBetween(from: Node, to: Node, file?: string): SourceSpan {
  const range = from === to ? from.range : ([from.range[0], to.range[1]] as const);
  return file === undefined
    ? { range, start: from.loc.start, end: to.loc.end }
    : { range, start: from.loc.start, end: to.loc.end, file };
}

/**
 * Innermost scope per node, filled for every node a lookup walks through: every node between a
 * node and its scope's block has that same scope, so lookups in deep expressions (a 4,000-link
 * `.or()` chain puts each `z` thousands of levels below its scope) stay linear overall.
 */
const scopeCache = new WeakMap<Node, Scope>();

/** The innermost scope containing a node (ESLint's `getScope`, without ESLint). */
export function scopeOf(source: SourceFile, node: Node): Scope {
  // As ESLint does: `inner` follows the starting node, so walking up to the Program yields
  // the module scope (where imports live), not the global one.
  const inner = node.type !== 'Program';
  const walked: Node[] = [];
  let found: Scope | undefined;
  for (let current: Node | undefined = node; current; current = current.parent) {
    const cached = scopeCache.get(current);
    if (cached) {
      found = cached;
      break;
    }
    const scope = source.scopeManager.acquire(current, inner);
    if (scope) {
      found = scope.type === 'function-expression-name' ? scope.childScopes[0] ?? scope : scope;
      walked.push(current);
      break;
    }
    walked.push(current);
  }
  found ??= source.scopeManager.globalScope!;
  // The Program's own answer depends on `inner`, so it is never cached.
  for (const passed of walked) if (passed.type !== 'Program') scopeCache.set(passed, found);
  return found;
}

/**
 * The value a name written in an expression refers to. A type of the same name in a nearer scope
 * (`type Name = string`, a type parameter `<Name>`, `import type { Name }`) is not it: at run time
 * the name is the outer value.
 */
export function findVariable(scope: Scope, name: string): Variable | null {
  for (let current: Scope | null = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable && isValueVariable(variable)) return variable;
  }
  return null;
}

/** typescript-eslint's scopes say whether a variable is a value; other scope managers' are all values. */
function isValueVariable(variable: Variable): boolean {
  return (variable as { isValueVariable?: boolean }).isValueVariable !== false;
}

/** Looks through TypeScript-only wrappers that do not change the value. */
export function skipTypeWrappers(node: Node): Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
        current = current.expression;
        break;
      case 'ChainExpression':
        current = current.expression;
        break;
      // `(0, zod_1.object)(...)`: compilers call an imported function so, to call it without a
      // `this`; the value is the last expression's when the others are constants.
      case 'SequenceExpression': {
        const last = current.expressions[current.expressions.length - 1];
        if (!last || !current.expressions.every((expression) => expression === last || expression.type === 'Literal')) return current;
        current = last;
        break;
      }
      default:
        return current;
    }
  }
}

/**
 * The static name of a property's or class member's key (`a`, `'a'`, `1` in `{ a: … }`,
 * `{ 'a': … }`, `class { 1 = … }`), or null when it is computed or private.
 */
export function keyName(node: { readonly computed: boolean; readonly key: TSESTree.Node }): string | null {
  if (node.computed) return null;
  const key = node.key;
  return key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null;
}

/** The static name of a member access (`a.b`, `a['b']`), or null. */
export function memberName(node: TSESTree.MemberExpression): string | null {
  if (!node.computed) return node.property.type === 'Identifier' ? node.property.name : null;
  const property = node.property;
  if (property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) {
    return String(property.value);
  }
  if (property.type === 'TemplateLiteral' && property.expressions.length === 0) {
    return property.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** Each node directly below `node`: its properties that are nodes or lists of them (not its parent). */
export function forEachChild(node: Node, visit: (child: Node) => void): void {
  for (const key in node) {
    if (key === 'parent') continue;
    const child = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(child)) {
      for (const item of child) if (isNode(item)) visit(item);
    } else if (isNode(child)) visit(child);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && Array.isArray((value as { range?: unknown }).range);
}

/** Whether a node is the identifier `name` (through TypeScript's wrappers). */
export function isNamed(node: Node, name: string): boolean {
  const value = skipTypeWrappers(node);
  return value.type === 'Identifier' && value.name === name;
}

/** The name a call's callee is written as: `f` of `f()` and of `lib.f()`, or null. */
export function calleeName(call: TSESTree.CallExpression): string | null {
  const callee = skipTypeWrappers(call.callee);
  return callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? memberName(callee) : null;
}

/**
 * The module a `require('...')` call names, or null for any other node. Whether `require` is the
 * global one is the caller's to ask where it has scopes.
 */
export function requiredSpecifier(node: Node): string | null {
  if (node.type !== 'CallExpression' || node.arguments.length !== 1) return null;
  const callee = skipTypeWrappers(node.callee);
  const [argument] = node.arguments;
  if (callee.type !== 'Identifier' || callee.name !== 'require' || argument?.type !== 'Literal' || typeof argument.value !== 'string') return null;
  return argument.value;
}

/** `ConditionalExpression` -> `a conditional expression`, `ForOfStatement` -> `a for of statement`. */
export function describeSyntax(type: string): string {
  const words = type.replace(/^TS/u, 'TypeScript ').replace(/([a-z])([A-Z])/gu, '$1 $2').toLowerCase();
  return /^[aeiou]/u.test(words) ? `an ${words}` : `a ${words}`;
}

/** The names a declaration pattern binds: `a`, `{ a, b: [c] }`, `...rest`. */
export function identifiersOf(pattern: TSESTree.Node): TSESTree.Identifier[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        identifiersOf(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? identifiersOf(element) : []));
    case 'AssignmentPattern':
      return identifiersOf(pattern.left);
    case 'RestElement':
      return identifiersOf(pattern.argument);
    default:
      return [];
  }
}
