/**
 * The type-aware front end: what the TypeScript program can resolve when syntax cannot.
 *
 * 1. Imports through `paths` aliases, package `exports` and workspace packages: the program
 *    knows which file a specifier names, and the static evaluator is run there (it sees
 *    `.refine()` and `.trim()`).
 * 2. When there is no source to read (a `.d.ts`, a factory's return type, a generic), the Zod
 *    type of the expression is read instead (zod-type.ts), with its checks marked not visible.
 *
 * Type queries run only for expressions the static evaluator could not resolve, inside the
 * evaluation of a union: every other file and node costs nothing.
 */
import type * as ts from 'typescript';
import type { TSESTree } from '@typescript-eslint/utils';
import type { SchemaNode } from '../../model/schema.js';
import { primitiveOfType, ZodTypeReader } from './zod-type.js';

export interface TypeHost {
  /** The model of a linted-file expression, read from its type; null when it is not Zod. */
  modelOf(node: TSESTree.Node): SchemaNode | null;
  /**
   * The value of a linted-file expression whose type is one literal (`BLOCKS.H1` of a package's
   * enum), or undefined.
   */
  primitiveOf(node: TSESTree.Node): { readonly value: string | number | bigint | boolean } | undefined;
  /** The file a non-relative import of `fromFile` resolves to in the program, or null. */
  resolveImport(specifier: string, fromFile: string): string | null;
  /**
   * The same questions of another module's expressions, parsed apart from the program (a module
   * the linted file imports): undefined when the program does not hold that file with that text.
   */
  forModule(file: string, text: string): TypeHost | undefined;
}

export interface ProgramServices {
  readonly program: ts.Program;
  readonly esTreeNodeToTSNodeMap: { get(node: TSESTree.Node): ts.Node | undefined };
}

const readers = new WeakMap<ts.Program, ZodTypeReader>();

export function createTypeHost(services: ProgramServices): TypeHost {
  const { program } = services;
  let reader = readers.get(program);
  if (!reader) readers.set(program, (reader = new ZodTypeReader(program.getTypeChecker())));
  return typeHost(program, reader, (node) => services.esTreeNodeToTSNodeMap.get(node));
}

/** A host that asks the program about the TypeScript node `toTs` finds for an ESTree node. */
function typeHost(program: ts.Program, typeReader: ZodTypeReader, toTs: (node: TSESTree.Node) => ts.Node | undefined): TypeHost {
  const checker = program.getTypeChecker();
  /** `read` of the node's type; undefined where there is no node, or the checker or `read` throws. */
  const ask = <T>(node: TSESTree.Node, read: (type: ts.Type) => T): T | undefined => {
    const tsNode = toTs(node);
    if (!tsNode) return undefined;
    try {
      return read(checker.getTypeAtLocation(tsNode));
    } catch {
      return undefined;
    }
  };
  return {
    modelOf: (node) => ask(node, (type) => typeReader.read(type)) ?? null,
    primitiveOf: (node) => ask(node, primitiveOfType),
    resolveImport(specifier, fromFile) {
      const sourceFile = program.getSourceFile(fromFile);
      if (!sourceFile) return null;
      for (const statement of sourceFile.statements) {
        const moduleSpecifier = (statement as { moduleSpecifier?: ts.Expression }).moduleSpecifier;
        if (!moduleSpecifier || (moduleSpecifier as ts.StringLiteral).text !== specifier) continue;
        const symbol = checker.getSymbolAtLocation(moduleSpecifier);
        const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
        const target = declaration?.getSourceFile().fileName;
        // An unresolved specifier can come back as the importing file itself: not a module.
        return target && target !== sourceFile.fileName ? target : null;
      }
      return null;
    },
    forModule(file, text) {
      // Another module's nodes are not the program's: they are found by their place, which is the
      // program's only when its copy of the file has the text the module was parsed from.
      const sourceFile = program.getSourceFile(file);
      if (!sourceFile) return undefined;
      // TypeScript reads a file without its byte order mark, which the module's parse counts.
      const shift = sourceFile.text === text ? 0 : text.charCodeAt(0) === BOM && sourceFile.text.length === text.length - 1 && text.endsWith(sourceFile.text) ? 1 : -1;
      if (shift < 0) return undefined;
      return typeHost(program, typeReader, (node) => nodeAt(sourceFile, node.range[0] - shift, node.range[1] - shift));
    },
  };
}

const BOM = 0xfeff;

/** How deep `nodeAt` descends: a file's syntax is far shallower; a bound, not a guess. */
const MAX_NODE_DEPTH = 2000;

/**
 * The innermost node of the program's file that spans exactly [start, end) (its text without
 * leading trivia), or undefined. ESTree drops parentheses and TypeScript does not, so the
 * innermost is the expression itself; each step enters the one child that holds the range.
 */
function nodeAt(sourceFile: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  let current: ts.Node = sourceFile;
  for (let depth = 0; depth < MAX_NODE_DEPTH; depth++) {
    const next: ts.Node | undefined = current.forEachChild((child) => (child.pos <= start && child.end >= end ? child : undefined));
    if (!next) break;
    if (next.end === end && next.getStart(sourceFile) === start) found = next;
    current = next;
  }
  return found;
}
