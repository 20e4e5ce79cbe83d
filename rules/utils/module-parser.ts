/**
 * Parsing other modules of the project with the parser ESLint was given for the linted file
 * (never a module named anywhere else), syntax only: type information is not requested, so
 * following an import never builds a TypeScript program.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { importsZod, offerParse, type ModuleParser, type SourceFile, type ZodSources } from '../../lib/frontend/estree/index.js';

export interface ParserWithScope {
  parseForESLint(
    text: string,
    options: Record<string, unknown>,
  ): { ast: TSESTree.Program; scopeManager?: TSESLint.Scope.ScopeManager | null; visitorKeys?: Record<string, readonly string[]> };
}

const parsers = new WeakMap<object, ModuleParser | null>();

/**
 * A parser for other modules, or null when there is none that gives scopes. ESLint's default
 * parser (espree, which `.js` files get under a config that sets typescript-eslint's parser for
 * `.ts` files only) has no `parseForESLint`: the modules such a file imports are parsed with
 * typescript-eslint's parser instead, which reads JavaScript too. Without it, no import of a
 * JavaScript file was followed, and its unions' imported variants were untraceable or unchecked.
 */
export function moduleParserFor(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
): ModuleParser | null {
  const parser = context.languageOptions.parser as unknown;
  if (!parser || typeof parser !== 'object') return null;
  const cached = parsers.get(parser);
  if (cached !== undefined) return cached;
  const own = givesScopes(parser);
  const made = create(own ? (parser as ParserWithScope) : LAZY_TYPESCRIPT_ESLINT, own ? context.languageOptions.parserOptions ?? {} : {}, context);
  parsers.set(parser, made);
  return made;
}

/** Whether the linter's parser is one the plugin parses modules with itself (it has `parseForESLint`). */
function givesScopes(parser: unknown): parser is ParserWithScope {
  return typeof parser === 'object' && parser !== null && typeof (parser as Partial<ParserWithScope>).parseForESLint === 'function';
}

let fallback: ParserWithScope | null | undefined;

/** typescript-eslint's parser, loaded when first needed (it loads TypeScript); null when it is not installed. */
function typescriptEslintParser(): ParserWithScope | null {
  if (fallback === undefined) {
    try {
      const loaded = createRequire(import.meta.url)('@typescript-eslint/parser') as Partial<ParserWithScope>;
      fallback = typeof loaded.parseForESLint === 'function' ? (loaded as ParserWithScope) : null;
    } catch {
      fallback = null;
    }
  }
  return fallback;
}

/**
 * typescript-eslint's parser, loaded at the first module it is asked to parse: a file that
 * follows no import (every file of a project without Zod) never loads it, nor TypeScript. Not
 * installed, the module is one that could not be parsed, with that reason.
 */
const LAZY_TYPESCRIPT_ESLINT: ParserWithScope = {
  parseForESLint(text, options) {
    const parser = typescriptEslintParser();
    if (!parser) throw new Error("typescript-eslint's parser, which reads the modules of files ESLint's default parser reads, is not installed");
    return parser.parseForESLint(text, options);
  },
};

function create(parser: ParserWithScope, parserOptions: Readonly<Record<string, unknown>>, context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): ModuleParser {
  return parserForModules(parser, parserOptions, context.sourceCode.visitorKeys);
}

/**
 * Parses a module as the plugin reads every module it follows: syntax only, with ranges,
 * locations and tokens. Exported for the benchmarks, which build their source files this way.
 */
export function parserForModules(
  parser: ParserWithScope,
  parserOptions: Readonly<Record<string, unknown>>,
  fallbackKeys?: SourceFile['visitorKeys'],
): ModuleParser {
  const base = { ...parserOptions } as Record<string, unknown>;
  // Syntax only: no program, whatever the linted file's parser options ask for.
  for (const key of ['project', 'projectService', 'programs', 'tsconfigRootDir', 'EXPERIMENTAL_useProjectService']) delete base[key];
  return (text, file): SourceFile => {
    const result = parser.parseForESLint(text, {
      ...base,
      filePath: file,
      range: true,
      loc: true,
      tokens: true,
      comment: false,
      ecmaVersion: 'latest',
      sourceType: 'module',
    });
    if (!result.scopeManager) throw new Error('the parser gave no scope manager');
    const visitorKeys = result.visitorKeys ?? fallbackKeys;
    if (!visitorKeys) throw new Error('the parser gave no visitor keys');
    const tokens = (result.ast.tokens ?? []) as readonly TSESTree.Token[];
    return {
      ast: result.ast,
      scopeManager: result.scopeManager,
      visitorKeys,
      getTokens: (node) => tokensWithin(tokens, node.range),
      file,
    };
  };
}

/** Whether a linted module in this process has imported Zod (see `offerLintedFile`). */
let zodSeen = false;

/**
 * Offers ESLint's parse of the linted file to the follows of later lints (modules.ts,
 * offerParse), so that a module linted just before the file that imports it is not parsed
 * again. Only a module, parsed by the parser the plugin parses modules with (`givesScopes`), that
 * imports Zod and exports something, or re-exports another module (a barrel, once Zod has been
 * seen): what a union's variants are followed into. A project without Zod offers nothing and
 * pays nothing.
 */
export function offerLintedFile(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  parser: ModuleParser | null,
  sources: ZodSources,
): void {
  if (!parsesAlike(context, parser)) return;
  const ast = context.sourceCode.ast;
  const reexports = ast.body.some(isReexport);
  const zodModule = (reexports || ast.body.some(isExport)) && importsZod(ast, sources);
  if (zodModule) zodSeen = true;
  // A barrel is offered once Zod has been seen in this process: in a project without Zod, a
  // barrel (`export * from './alert-dialog'`) read its whole directory for nothing (2 ms each, up
  // to 177 ms, in real code; seconds for a directory of 390 large files). A barrel linted before
  // any module of Zod is parsed again if a union follows it: a parse, never another answer.
  if (!zodModule && !(reexports && zodSeen)) return;
  const own = ownParse(context, parser)!;
  offerParse(own.file!, context.sourceCode.text, own, parser!, context.cwd);
}

/**
 * Whether ESLint's parse of the linted file is the tree the modules' parser would make of it.
 * Only the modules' own parser's tree stands for the parse it would make. espree's, or Oxlint's,
 * is another parser's; and Oxlint reads its tree lazily from a buffer it reuses for the next
 * file, so a tree kept past its file's lint is read from another file's bytes (a circular tree,
 * and a stack overflow, seen once). A file not parsed as a module is not either.
 */
function parsesAlike(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, parser: ModuleParser | null): boolean {
  return parser !== null && givesScopes(context.languageOptions.parser) && context.languageOptions.sourceType === 'module' && Boolean(context.sourceCode.scopeManager);
}

/**
 * ESLint's parse of the linted file as the modules' parser would make it (with `file` set, as a
 * followed module's), or undefined when that parser would make another tree: a file parsed by
 * another parser, or not as a module.
 */
export function ownParse(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, parser: ModuleParser | null): SourceFile | undefined {
  if (!parsesAlike(context, parser)) return undefined;
  const sourceCode = context.sourceCode;
  const ast = sourceCode.ast;
  const file = resolve(context.cwd, context.physicalFilename);
  const tokens = (ast.tokens ?? []) as readonly TSESTree.Token[];
  return { ast, scopeManager: sourceCode.scopeManager!, visitorKeys: sourceCode.visitorKeys, getTokens: (node) => tokensWithin(tokens, node.range), file };
}

function isReexport(statement: TSESTree.ProgramStatement): boolean {
  return (statement.type === 'ExportAllDeclaration' || statement.type === 'ExportNamedDeclaration') && Boolean(statement.source);
}

function isExport(statement: TSESTree.ProgramStatement): boolean {
  return (
    statement.type === 'ExportNamedDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    statement.type === 'ExportDefaultDeclaration'
  );
}

/** Tokens inside a range, found by binary search over the sorted token list. */
function tokensWithin(tokens: readonly TSESTree.Token[], [start, end]: readonly [number, number]): TSESTree.Token[] {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tokens[mid]!.range[0] < start) low = mid + 1;
    else high = mid;
  }
  const out: TSESTree.Token[] = [];
  for (let i = low; i < tokens.length && tokens[i]!.range[1] <= end; i++) out.push(tokens[i]!);
  return out;
}
