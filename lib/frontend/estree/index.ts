/**
 * The static front end: from one parsed file to the schema model of its unions.
 *
 * One iterative walk over the AST finds the calls that can build a union (`z.union`,
 * `z.discriminatedUnion`, `z.xor`, `.or`, and named imports of those) and the names of
 * `const` initializers; each union call is evaluated, and the analysis takes it from there.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { SchemaNode } from '../../model/schema.js';
import { Evaluator } from './evaluator.js';
import type { Node, SourceFile } from './source-file.js';
import { memberName, skipTypeWrappers } from './source-file.js';
import { findZodBindings, importsZod, zodSources } from './zod-imports.js';

export type { SourceFile } from './source-file.js';
export { importsZod, zodSources } from './zod-imports.js';

export interface FileModelOptions {
  /** Extra module specifiers that re-export Zod (`settings['zod-flatten'].zodImportSources`). */
  readonly zodImportSources?: readonly string[];
}

export interface FileModel {
  /** Every union built in the file (the analysis finds which are options of which). */
  readonly unions: readonly SchemaNode[];
}

const EMPTY: FileModel = { unions: [] };
const UNION_BUILDERS = new Set(['union', 'discriminatedUnion', 'xor']);

export function buildFileModel(source: SourceFile, options: FileModelOptions = {}): FileModel {
  const sources = zodSources(options.zodImportSources);
  if (!importsZod(source.ast, sources)) return EMPTY;
  const bindings = findZodBindings(source, sources);
  if (bindings.size === 0) return EMPTY;

  const namedFactories = new Set<string>();
  for (const [variable, binding] of bindings) {
    if (binding.path.length === 1 && UNION_BUILDERS.has(binding.path[0]!)) namedFactories.add(variable.name);
  }

  const { calls, declaredNames } = scan(source, namedFactories);
  const evaluator = new Evaluator(source, bindings, declaredNames);
  const unions: SchemaNode[] = [];
  for (const call of calls) {
    const value = evaluator.evaluate(call);
    if (value.kind === 'schema' && value.node.type === 'union') unions.push(value.node);
  }
  return { unions };
}

interface Scan {
  readonly calls: TSESTree.CallExpression[];
  readonly declaredNames: Map<Node, string>;
}

/** One pass over the AST, with an explicit stack (a 10,000-deep chain must not overflow). */
function scan(source: SourceFile, namedFactories: ReadonlySet<string>): Scan {
  const calls: TSESTree.CallExpression[] = [];
  const declaredNames = new Map<Node, string>();
  const stack: Node[] = [source.ast];
  const keysOf = source.visitorKeys;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression' && buildsUnion(node, namedFactories)) calls.push(node);
    else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
      declaredNames.set(skipTypeWrappers(node.init), node.id.name);
    }
    const keys = keysOf[node.type];
    if (!keys) continue;
    for (const key of keys) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) pushChild(stack, child[i], node);
      } else {
        pushChild(stack, child, node);
      }
    }
  }
  // Source order, so reports and labels do not depend on the walk.
  calls.sort((a, b) => a.range[0] - b.range[0]);
  return { calls, declaredNames };
}

function pushChild(stack: Node[], child: unknown, parent: Node): void {
  if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') {
    const node = child as Node;
    // Modules parsed outside ESLint have no parent links; scope lookups need them.
    if (!node.parent) (node as { parent?: Node }).parent = parent;
    stack.push(node);
  }
}

function buildsUnion(call: TSESTree.CallExpression, namedFactories: ReadonlySet<string>): boolean {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'MemberExpression') {
    const name = memberName(callee);
    return name !== null && (UNION_BUILDERS.has(name) || name === 'or');
  }
  return callee.type === 'Identifier' && namedFactories.has(callee.name);
}
