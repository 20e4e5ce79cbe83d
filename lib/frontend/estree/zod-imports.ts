/**
 * Which bindings of a file are Zod: `import { z } from 'zod'`, `import * as z`, `import z from`,
 * aliases, named factories (`import { object, string as str }`), `require('zod')` (whole or
 * destructured). Type-only imports are not values and are ignored. Bindings are scope
 * variables, so a local `z` that shadows the import is never mistaken for Zod.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type { SourceFile, Variable } from './source-file.js';
import { calleeName, memberName, requiredSpecifier, skipTypeWrappers } from './source-file.js';

export type ZodFlavor = 'classic' | 'mini' | 'v3';

export const BUILTIN_ZOD_SOURCES: Readonly<Record<string, ZodFlavor>> = {
  zod: 'classic',
  'zod/v4': 'classic',
  'zod/v3': 'v3',
  'zod/mini': 'mini',
  'zod/v4/mini': 'mini',
  'zod/v4-mini': 'mini',
  '@zod/mini': 'mini',
};

/** A Zod binding: the namespace (`path` empty) or a member of it (`['object']`, `['coerce']`). */
export interface ZodBinding {
  readonly path: readonly string[];
  readonly source: string;
  readonly flavor: ZodFlavor;
}

export interface ZodSources {
  flavorOf(source: string): ZodFlavor | undefined;
}

export function zodSources(extra: readonly string[] = []): ZodSources {
  const extras = new Set(extra);
  return {
    flavorOf(source) {
      return BUILTIN_ZOD_SOURCES[source] ?? (extras.has(source) ? 'classic' : undefined);
    },
  };
}

/** A cheap look at the top of the file: does anything import or require a Zod source? */
export function importsZod(program: TSESTree.Program, sources: ZodSources): boolean {
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind !== 'type' && sources.flavorOf(statement.source.value)) return true;
    } else if (statement.type === 'TSImportEqualsDeclaration') {
      if (importEqualsSource(statement, sources)) return true;
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.init && requiredSource(declarator.init, sources)) return true;
      }
    }
  }
  return false;
}

export function findZodBindings(source: SourceFile, sources: ZodSources): Map<Variable, ZodBinding> {
  const bindings = new Map<Variable, ZodBinding>();
  for (const statement of source.ast.body) {
    if (statement.type === 'ImportDeclaration') addImport(source, statement, sources, bindings);
    else if (statement.type === 'TSImportEqualsDeclaration') addImportEquals(source, statement, sources, bindings);
    else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) addRequire(source, declarator, sources, bindings);
    }
  }
  return bindings;
}

function addImport(
  source: SourceFile,
  declaration: TSESTree.ImportDeclaration,
  sources: ZodSources,
  bindings: Map<Variable, ZodBinding>,
): void {
  if (declaration.importKind === 'type') return;
  const from = declaration.source.value;
  const flavor = sources.flavorOf(from);
  if (!flavor) return;
  for (const specifier of declaration.specifiers) {
    let path: string[];
    if (specifier.type === 'ImportSpecifier') {
      if (specifier.importKind === 'type') continue;
      const imported =
        specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      path = imported === 'z' || imported === 'default' ? [] : [imported];
    } else {
      path = []; // namespace or default import: the whole API
    }
    for (const variable of source.scopeManager.getDeclaredVariables(specifier)) {
      bindings.set(variable, { path, source: from, flavor });
    }
  }
}

/** TypeScript's `import z = require('zod')`. */
function addImportEquals(
  source: SourceFile,
  declaration: TSESTree.TSImportEqualsDeclaration,
  sources: ZodSources,
  bindings: Map<Variable, ZodBinding>,
): void {
  const from = importEqualsSource(declaration, sources);
  if (!from) return;
  for (const variable of source.scopeManager.getDeclaredVariables(declaration)) {
    bindings.set(variable, { path: [], source: from, flavor: sources.flavorOf(from)! });
  }
}

function importEqualsSource(declaration: TSESTree.TSImportEqualsDeclaration, sources: ZodSources): string | null {
  if (declaration.importKind === 'type') return null;
  const reference = declaration.moduleReference;
  if (reference.type !== 'TSExternalModuleReference') return null;
  const literal = reference.expression;
  return typeof literal.value === 'string' && sources.flavorOf(literal.value) ? literal.value : null;
}

function addRequire(
  source: SourceFile,
  declarator: TSESTree.VariableDeclarator,
  sources: ZodSources,
  bindings: Map<Variable, ZodBinding>,
): void {
  if (!declarator.init) return;
  const required = requiredSource(declarator.init, sources);
  if (!required) return;
  const { from, path: basePath } = required;
  const flavor = sources.flavorOf(from)!;
  const variables = source.scopeManager.getDeclaredVariables(declarator);
  if (declarator.id.type === 'Identifier') {
    for (const variable of variables) bindings.set(variable, { path: basePath, source: from, flavor });
    return;
  }
  if (declarator.id.type !== 'ObjectPattern' || basePath.length > 0) return;
  for (const { key, name } of destructuredNames(declarator.id)) {
    const variable = variables.find((v) => v.name === name);
    // `const { default: z } = require('zod')`: the module's default export is its namespace too.
    if (variable) bindings.set(variable, { path: key === 'z' || key === 'default' ? [] : [key], source: from, flavor });
  }
}

/**
 * The plain names a destructuring declares, with the key each takes (`{ union, object: obj,
 * string = fallback }`); computed keys, rest elements and nested patterns are left out.
 */
export function destructuredNames(pattern: TSESTree.ObjectPattern): { key: string; name: string }[] {
  const names: { key: string; name: string }[] = [];
  for (const property of pattern.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : String((property.key as TSESTree.Literal).value);
    const target = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    if (target.type === 'Identifier') names.push({ key, name: target.name });
  }
  return names;
}

/**
 * The argument of the interop helpers compilers wrap around a `require()`: TypeScript's (and
 * tslib's) `__importDefault(require('zod'))` for a default import (`zod_1.default.object()`) and
 * `__importStar` for a namespace import, esbuild's `__toESM(require('zod'), 1)`, Babel's
 * `_interopRequireDefault` and `_interopRequireWildcard`. Each gives the module's exports, with
 * `default` the module itself when it has none of its own.
 */
const INTEROP_HELPERS: ReadonlySet<string> = new Set(['__importDefault', '__importStar', '__toESM', '_interopRequireDefault', '_interopRequireWildcard']);

export function interopArgument(node: TSESTree.Node): TSESTree.Node | null {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return null;
  const name = calleeName(node);
  return name !== null && INTEROP_HELPERS.has(name) ? skipTypeWrappers(node.arguments[0] as TSESTree.Expression) : null;
}

/** `require('zod')`, `require('zod').z` or `.default`, or a member of it, with the source and the member path. */
function requiredSource(
  init: TSESTree.Expression,
  sources: ZodSources,
): { from: string; path: readonly string[] } | null {
  let node = skipTypeWrappers(init);
  let path: string[] = [];
  if (node.type === 'MemberExpression') {
    const name = memberName(node);
    if (name === null) return null;
    // `require('zod').z` and `require('zod').default` are the whole API, as `import z from` is.
    path = name === 'z' || name === 'default' ? [] : [name];
    node = skipTypeWrappers(node.object);
  }
  const from = requiredSpecifier(interopArgument(node) ?? node);
  return from !== null && sources.flavorOf(from) ? { from, path } : null;
}
