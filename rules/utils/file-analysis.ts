/**
 * One analysis per file, shared by every rule: the first rule to ask builds it, keyed by the
 * Program node, and the others read the same object. Files that import no Zod source stop at
 * a look over their top-level statements.
 */
import { resolve } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyze, type Analysis } from '../../lib/analysis/findings.js';
import { buildFileModel, lintFinished, mayHaveUnions, zodSources, type ModuleParser, type SourceFile } from '../../lib/frontend/estree/index.js';
import { createTypeHost } from '../../lib/frontend/types/index.js';
import { moduleParserFor, offerLintedFile, ownParse } from './module-parser.js';
import { readSettings, type PluginSettings } from './settings.js';

const cache = new WeakMap<TSESTree.Program, Analysis>();

export function fileAnalysis(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): Analysis {
  const sourceCode = context.sourceCode;
  const ast = sourceCode.ast;
  let analysis = cache.get(ast);
  if (!analysis) {
    const settings = readSettings(context.settings);
    const parser = moduleParserFor(context);
    const file = resolve(context.cwd, context.physicalFilename);
    // Most files of a project build no union: they are told by their text, and neither the
    // front end nor the analysis is entered for them (analyze([]) is one shared object).
    const follow = parser ? { program: ast, sources: zodSources(settings.zodImportSources) } : undefined;
    analysis = mayHaveUnions(sourceCode.text, settings.scope, follow) ? analyzeFile(context, settings, parser, file) : analyze([]);
    // Kept as long as the file's AST lives, which is longer than its lint when the AST is
    // offered to later follows: nothing kept here may hold the SourceCode (see lintedSource).
    cache.set(ast, analysis);
    // After the analysis: a file never reads its own offer. A file that builds no union may
    // still be a module others follow (a barrel, a file of variants), so every file is offered.
    offerLintedFile(context, parser, zodSources(settings.zodImportSources));
    // This file has followed its imports: offers it was the last to need are released. After
    // its own offer, which reads the directory's imports, so that this lint is noted there.
    lintFinished(file, context.cwd);
  }
  return analysis;
}

/** The front end and the analysis of a file whose text may build a union. */
function analyzeFile(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  settings: PluginSettings,
  parser: ModuleParser | null,
  file: string,
): Analysis {
  const sourceCode = context.sourceCode;
  const services = sourceCode.parserServices;
  // Types only where the configuration asks for a program (disable-type-checked turns it off
  // even when the parser would hand back some program for the file).
  const options = (context.languageOptions.parserOptions ?? {}) as Record<string, unknown>;
  const wantsTypes = Boolean(options['projectService'] || options['project'] || options['programs']);
  const types =
    wantsTypes && services?.program && services.esTreeNodeToTSNodeMap
      ? createTypeHost({ program: services.program, esTreeNodeToTSNodeMap: services.esTreeNodeToTSNodeMap })
      : undefined;
  // No text: fileAnalysis has made the text test (mayHaveUnions) that buildFileModel would.
  const model = buildFileModel(lintedSource(sourceCode), {
    zodImportSources: settings.zodImportSources,
    scope: settings.scope,
    toolSinks: settings.toolSinks,
    ...(parser ? { modules: { root: context.cwd, file, parser, ...ownModule(context, parser) } } : {}),
    ...(types ? { types } : {}),
  });
  // Only unions built in this file: one built in another module is reported when that
  // module is linted, not again by each of its importers.
  const inputs = model.toolInputs;
  return inputs
    ? // Tool-inputs scope: every union a sink here receives, wherever built, anchored at the sink.
      analyze(model.unions, { anchorOf: (root) => inputs.find((input) => input.schema === root)?.span })
    : // Every union call of the file was evaluated: model.unions lists the unions to analyse.
      analyze(model.unions, { listsEveryUnion: true, isOwnUnion: (union) => union.span !== undefined && union.span.file === undefined });
}

/** The linted file's parse, for a module that imports it back (`modules.own`), when it is the modules' parser's tree. */
function ownModule(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>, parser: ModuleParser): { own?: { text: string; source: SourceFile } } {
  const source = ownParse(context, parser);
  return source ? { own: { text: context.sourceCode.text, source } } : {};
}

/**
 * The linted file as the front end reads it. Built here, apart: a closure over `sourceCode`
 * created in fileAnalysis would put it in the context every closure of that function shares,
 * and the analysis (kept per AST) would then hold the whole SourceCode, with ESLint's traversal
 * steps and the TypeScript AST behind the parser services.
 */
function lintedSource(sourceCode: Readonly<TSESLint.SourceCode>): SourceFile {
  return {
    ast: sourceCode.ast,
    scopeManager: sourceCode.scopeManager!,
    visitorKeys: sourceCode.visitorKeys,
    getTokens: (node) => sourceCode.getTokens(node),
  };
}
