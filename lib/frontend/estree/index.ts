/**
 * The static front end: from one parsed file to the schema model of its unions.
 *
 * One iterative walk over the AST finds the calls that can build a union (`z.union`,
 * `z.discriminatedUnion`, `z.xor`, `.or`, and named imports of those) and the names of
 * `const` initializers; each union call is evaluated, and the analysis takes it from there.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { isWrapper, unresolved, type SchemaNode, type SourceSpan, type UnionNode } from '../../model/schema.js';
import { isExportsObject } from './commonjs-exports.js';
import { Evaluator } from './evaluator.js';
import type { Node, Scope, SourceFile } from './source-file.js';
import { findVariable, forEachChild, identifiersOf, isNamed, memberName, requiredSpecifier, scopeOf, skipTypeWrappers } from './source-file.js';
import type { TypeHost } from '../types/index.js';
import { ModuleGraph, type ModuleEvaluation, type ModuleParser } from './modules.js';
import { calledName, calledRoot, calledTarget, callsNoHelper, isCalleeOfCall, MAX_CURRIED, NO_HELPER_METHODS, returningFunction, rootIdentifier, withAliases } from './call-sites.js';
import { DEFAULT_SINKS, sinkInputs, sinkSiteName, type SinkSite, type ToolSink } from './sinks.js';
import { memberEntry, toSchema, type FunctionNode, type FunctionValue, type Value } from './values.js';
import { WorkspaceImports } from './workspace-imports.js';
import { destructuredNames, findZodBindings, importsZod, interopArgument, zodSources, type ZodSources } from './zod-imports.js';

export type { SourceFile } from './source-file.js';
export type { ModuleParser } from './modules.js';
export { lintFinished, offerParse } from './modules.js';
export type { ToolSink } from './sinks.js';
export type { ZodSources } from './zod-imports.js';
export { importsZod, zodSources } from './zod-imports.js';

export interface FileModelOptions {
  /** Extra module specifiers that re-export Zod (`settings['zod-flatten'].zodImportSources`). */
  readonly zodImportSources?: readonly string[];
  /** Follow relative imports into other files of the project (never outside `root`). */
  readonly modules?: {
    readonly root: string;
    readonly file: string;
    readonly parser: ModuleParser;
    /**
     * The linted file's own parse, as a followed module (`file` set), when the modules' parser
     * would make the same tree: a module that imports the linted file back reads this, not a
     * second parse of it (a 789 KB module of schemas in a cycle: 1.3 s of parsing per lint).
     */
    readonly own?: { readonly text: string; readonly source: SourceFile };
  };
  /** The type-aware tier (a TypeScript program is available). */
  readonly types?: TypeHost;
  /**
   * `'tool-inputs'`: only unions reachable from what tool-input sinks receive are checked
   * (`server.registerTool(name, { inputSchema })`, `tool({ inputSchema })`, ...).
   */
  readonly scope?: 'all-unions' | 'tool-inputs';
  /** Sinks of the project's own, besides the SDKs' (see sinks.ts). */
  readonly toolSinks?: readonly ToolSink[];
}

export interface FileModel {
  /**
   * Every union built in the file (the analysis finds which are options of which): each union
   * call's value, then every union its evaluation built, which may repeat them. Unions built when
   * a lazy schema is first read, after the model is made, are not in it.
   */
  readonly unions: readonly SchemaNode[];
  /**
   * In the `'tool-inputs'` scope: the schemas tool sinks receive, and where; the unions to
   * check are those reachable from them, wherever they are built.
   */
  readonly toolInputs?: readonly { readonly schema: SchemaNode; readonly span: SourceSpan }[];
}

const EMPTY: FileModel = { unions: [] };
const UNION_BUILDERS = new Set(['union', 'discriminatedUnion', 'xor']);
/** A call of a union builder, as a helper's module writes it (`z.union(`, `discriminatedUnion<...>(`, `.or(`). */
const UNION_CALL = /\b(?:union|discriminatedUnion|xor)\s*(?:<[^>]*>\s*)?\(|\.\s*or\s*(?:<[^>]*>\s*)?\(/u;
/** A file whose text names no union builder builds no union: nothing to parse further. */
// A builder read as a member, however it is then called or passed on (`z.union(`, `z.union<[A, B]>(`,
// `z.union /* c */ (`, `const DU = z.discriminatedUnion`, `z['union']`, `z.union.call(z, ...)`,
// `A.or<typeof B>(B)`); called by its own name, as compilers call an import
// (`(0, zod_1.discriminatedUnion)(...)`); imported or destructured under another name
// (`discriminatedUnion as du`, `const { union: U } = z`). Not `function union<T>(a, b)` of a
// file without Zod, which a bare name with type arguments would let through.
// Zod 3's classes make them too (`z.ZodUnion.create([...])`, `ZodDiscriminatedUnion.create('op', [...])`).

const MAY_BUILD_UNION =
  /[.'"`]\s*(?:union|discriminatedUnion|xor|or)\b|\b(?:union|discriminatedUnion|xor|or)\s*\)?\s*\(|\b(?:union|discriminatedUnion|xor)\s+as\s|[{,]\s*(?:union|discriminatedUnion|xor)\s*[:,}]|\bZod(?:Discriminated)?Union\s*\.\s*create\b/u;

/**
 * Whether a file of this text may have a model with unions: not when its text names no union
 * builder, except in the tool-inputs scope, which may check a union built elsewhere, and, when
 * imports are followed (`follow` given), a file that imports Zod and calls a name it imports from
 * a module of the project, which may be a helper that builds a union there.
 */
export function mayHaveUnions(text: string, scope: FileModelOptions['scope'], follow?: { readonly program: TSESTree.Program; readonly sources: ZodSources }): boolean {
  if (scope === 'tool-inputs' || MAY_BUILD_UNION.test(text)) return true;
  return follow !== undefined && importsZod(follow.program, follow.sources) && callsRelativeImport(follow.program, text);
}

export function buildFileModel(source: SourceFile, options: FileModelOptions = {}, text?: string): FileModel {
  // A file that names no union builder may still build a union through a helper another module
  // of the project exports (`export const ops = (options) => z.discriminatedUnion('op', options)`).
  const sources = zodSources(options.zodImportSources);
  if (text !== undefined && !mayHaveUnions(text, options.scope, options.modules && { program: source.ast, sources })) return EMPTY;
  const direct = importsZod(source.ast, sources);
  // Without a direct Zod import, Zod can still arrive through a project module that
  // re-exports it (`import { z } from '../lib/schema.js'`, or through a `paths` alias or a
  // workspace package that leads to such a module): only then are imports followed.
  if (!direct && !(options.modules && (hasRelativeImport(source.ast) || importsProjectPackage(source.ast, options.modules)))) return EMPTY;

  const graph: ModuleGraph | undefined = options.modules
    ? new ModuleGraph(
        options.modules.root,
        options.modules.parser,
        sources,
        // In the type-aware tier, a followed module's unknowns are asked of the program too.
        (module, owner, text) => moduleEvaluation(module, sources, owner, options.types?.forModule(module.file!, text)),
        options.types && ((specifier, from) => options.types!.resolveImport(specifier, from)),
        options.modules.own,
      )
    : undefined;
  const bindings = findZodBindings(source, sources);
  const namedFactories = new Set<string>();
  const zodNamespaces = new Set<string>();
  for (const [variable, binding] of bindings) {
    if (binding.path.length === 1 && UNION_BUILDERS.has(binding.path[0]!)) namedFactories.add(variable.name);
    if (binding.path.length === 0) zodNamespaces.add(variable.name);
  }
  const toolScope = options.scope === 'tool-inputs';
  const sinks = toolScope ? [...DEFAULT_SINKS, ...(options.toolSinks ?? [])] : [];
  const projectNamespaces = graph && !toolScope ? namespaceImports(source.ast) : NO_NAMESPACES;
  const { calls, declaredNames, sinkSites, plainCalls, namespaceCalls, memberCalls } = scan(source, namedFactories, sinks, zodNamespaces, projectNamespaces);
  const projectCalls = graph && !toolScope ? relativeImportCalls(source, [...plainCalls, ...memberCalls]) : [];
  // At the top level, every call of an imported name is read (`ops([...])`); inside a function
  // (a wrapper, a function that registers a tool, a callback), one whose module's text may build a
  // union, read through the function's calls (`throughHelpers`).
  const importedCalls = [...new Set([...projectCalls.filter(({ call }) => !enclosingFunction(source, call)).map(({ call }) => call), ...namespaceCalls.filter((call) => !enclosingFunction(source, call))])];
  // A module that imports Zod and calls a union builder: the loose text test of a linted file
  // (`MAY_BUILD_UNION`) let through most modules of a real project (an "or (" in a comment), each
  // then parsed for a call inside a function (openai-agents-js's agent.ts: 0.3 → 1.3 s cold).
  const mayBuild = (text: string) => text.includes('zod') && UNION_CALL.test(text);
  // Only in a file that imports Zod itself (as `mayHaveUnions` asks of a file that names no union
  // builder): one that does not (openai-agents-js's agent.ts, 35 imports) pays nothing for this.
  const importedWithin = direct ? projectCalls.filter(({ call, specifier }) => enclosingFunction(source, call) && graph!.mayBuildUnions(specifier, options.modules!.file, mayBuild)).map(({ call }) => call) : [];
  if (toolScope ? sinkSites.length === 0 : calls.length === 0 && importedCalls.length === 0 && importedWithin.length === 0) return EMPTY;
  const evaluator = new Evaluator(source, bindings, declaredNames, graph && { graph, file: options.modules!.file, sources }, options.types);
  if (toolScope) {
    const toolInputs: { schema: SchemaNode; span: SourceSpan }[] = [];
    for (const site of sinkSites) {
      for (const { node, property } of sinkInputs(site, sinks)) {
        const span = evaluator.span(node);
        const value = evaluator.evaluate(node);
        const input = property === undefined ? value : value.kind === 'object' ? memberEntry(value, property)?.get() : undefined;
        if (input) for (const schema of schemasIn(input)) toolInputs.push({ schema, span });
      }
    }
    return { unions: toolInputs.map((input) => input.schema), toolInputs };
  }
  const unions: SchemaNode[] = [];
  // A union a helper of another module built from this top-level call's arguments is this file's,
  // reported here (in the helper's module its options are a parameter, and it is that module's to
  // report as such): spanned at the call.
  // Under the wrappers the helper may add (`z.union([a, b]).optional()`: Speakeasy's generated
  // SDKs make every optional field so).
  // Each such union once, at the first call found to build it: a wrapper's call at the top level
  // (`wrapped([A, B])`) before the helper's call inside the wrapper, which built it.
  const builtElsewhere = new Set<UnionNode>();
  const addBuiltElsewhere = (call: TSESTree.CallExpression, value: Value): boolean => {
    const union = value.kind === 'schema' ? unionUnderWrappers(value.node) : undefined;
    if (!union || union.span?.file === undefined) return false;
    // A call with no arguments builds what the helper builds alone: its module's to report. Not
    // a helper with parameters (`makeUnion(table = SH, names = OPS)`), whose defaults the call
    // binds: read alone, its module sees parameters (a helper's slots, no report of its own).
    if (call.arguments.length === 0 && !buildsFromParameters(evaluator.evaluate(skipTypeWrappers(call.callee)), union)) return true;
    if (!builtElsewhere.has(union)) unions.push({ ...union, span: evaluator.span(call) });
    builtElsewhere.add(union);
    return true;
  };
  // Each call once: a helper's calls may be read alone by two of the fallbacks below.
  const read = new Set<TSESTree.CallExpression>();
  const addUnion = (call: TSESTree.CallExpression) => {
    if (read.has(call)) return;
    read.add(call);
    const value = evaluator.evaluate(call);
    // A fold (`list.reduce((acc, v) => acc.or(v))`) that could not be read built a union nobody
    // sees: its callback's calls alone read nothing (`acc` is a parameter). Said at the fold.
    if (value.kind === 'unknown' && folds.has(call)) {
      const span = evaluator.span(call);
      // A fold of a helper's parameter keeps it (`slotOf`): a helper only exported is its callers'.
      unions.push({ type: 'union', options: [toSchema(value, span)], optionSpans: [span], checks: [], span });
      return;
    }
    // `export const { U } = createSchemas()` of a helper that returns its schemas in an object (or
    // a list): its members are read, lazily, only when asked for; asked here, so that the unions
    // they build are the file's (listed with `evaluator.unions` below), as the helper's calls are.
    if (value.kind === 'object' || value.kind === 'array') readMembers(value, 0);
    if (value.kind !== 'schema' || value.node.type !== 'union') return;
    // `(0, helpers_1.discriminatedUnion)('type', [A, B])` of CommonJS: a helper of another module
    // named as a union builder; a helper of another module called in a function read alone
    // (`function register(server) { server.tool('x', makeUnion([A, B])) }`).
    if (addBuiltElsewhere(call, value)) return;
    const later = evaluator.laterChange(call);
    // `Input.options.push(Extra)`: Zod's union is what the call built plus what was added later,
    // which the evaluator does not follow. Said where the union is changed, never silently missed.
    unions.push(
      later
        ? {
            ...value.node,
            options: [
              ...value.node.options,
              unresolved(`'${later.name}' is changed after it is built (line ${later.change.loc.start.line}), and what that adds is not read`, evaluator.span(later.change)),
            ],
          }
        : value.node,
    );
  };
  const { toEvaluate, helpers, lastResort, calledInCallbacks, folds } = throughHelpers(source, calls, [...plainCalls, ...memberCalls], declaredNames, evaluator, new Set([...importedCalls, ...importedWithin]));
  // A union call in a loop's body or a callback is read after the others: one of them may read it
  // pass by pass (`for (const [op, modes] of ...) OPTS.push(z.union(modes.map(...)))` read by
  // `z.discriminatedUnion('op', OPTS)`), each pass with its names bound. Read alone as well, its
  // names were unbound ('modes' is the variable of a for…of loop), and that was reported.
  const passes = new PassRegions();
  const inPass = toEvaluate.filter((call) => passes.holds(call));
  const later = new Set(inPass);
  toEvaluate.forEach((call) => {
    if (!later.has(call)) addUnion(call);
  });
  // Whether a union call was built in a pass or a helper call's frame (not only read alone).
  const built = (calls: readonly TSESTree.CallExpression[]) => calls.some((call) => evaluator.boundUnionStarts.has(call.range[0]));
  // Read pass by pass: a union call when it was built in a pass; a helper's call in a callback
  // when the evaluation made that call (its helper's union may have been built by another call).
  const passedBy = (call: TSESTree.CallExpression) => (calledInCallbacks.has(call) ? evaluator.calledSites.has(call) : built([call]));
  const drivers = new Set<TSESTree.CallExpression>();
  for (const call of inPass) {
    // Filling a list no union here reads (exported: another module reads it), read as filled.
    if (!passedBy(call)) evaluator.readFillsOf(call);
    // `[[A, B]].map((pair) => z.union(pair))`, `Object.entries(DEFS).map(([name, ops]) => ({ name,
    // input: makeUnion(ops) }))`: the top-level call that calls the callback, read with what it
    // hands the callback, pass by pass.
    if (!passedBy(call)) {
      const driver = drivingCall(source, call);
      if (driver && !drivers.has(driver)) {
        drivers.add(driver);
        const value = evaluator.evaluate(driver);
        if (value.kind === 'object' || value.kind === 'array') readMembers(value, 0);
      }
    }
    if (!passedBy(call)) addUnion(call);
  }
  // A call of such a helper that could not be read (`anyOf(...unknownList)`) built no union: the
  // helper's own union calls are read alone then, so that what they cannot read is reported. So
  // with types, where what the call returns was read from its type instead: the type shows no
  // union the helper's body builds.
  // A wrapper's calls may also return without reading the union it makes (`const u =
  // makeUnion(n); register(u); return true`): none of the unions it leads to was built.
  // Whether a helper's union was built through some call of it: its union calls built in a frame,
  // or (a wrapper of another module's helper, whose union calls are not here) its calls made.
  const reached = (inside: readonly TSESTree.CallExpression[], unionCalls: readonly TSESTree.CallExpression[]) =>
    built(unionCalls) || inside.some((call) => evaluator.calledSites.has(call));
  for (const { sites, inside, unionCalls, wrapper } of helpers) {
    if (sites.some((site) => builtNothing(evaluator.evaluate(site))) || (wrapper && !reached(inside, unionCalls))) inside.forEach(addUnion);
  }
  // A helper read only through other calls (a wrapper's, a curried maker's) that none of them
  // built: its union calls alone, so that what they cannot read is reported.
  // Callers before the helpers they call (a wrapper joins after its callee): a wrapper read alone
  // builds its callee's union with what it hands on, and the callee is not read alone again.
  for (const { inside, unionCalls } of [...lastResort].reverse()) if (!reached(inside, unionCalls)) inside.forEach(addUnion);
  // `ops([...])` of a helper imported from another module, called here at the top level.
  for (const call of importedCalls) {
    // `makeUnion.call(null, names)`: the function `.call()` calls.
    const callee = evaluator.evaluate(calledTarget(call));
    if (callee.kind === 'function' && (mayBuildUnion(callee.node) || wrapsCall(callee.node))) addBuiltElsewhere(call, evaluator.evaluate(call));
  }
  // Such a helper called anywhere else here (`q: unionOf(2)`, `z.array(unionOf(3))`), as far as
  // the evaluation went: each call's union once, at the call.
  for (const { call, value } of evaluator.foreignCalls) addBuiltElsewhere(call, value);
  // And every union the evaluation built besides (a `z.json()`, a union made through an alias of
  // a factory that the scan does not know): with them the list is every union of the file that
  // the evaluation has reached, and the analysis reads it instead of searching the variants.
  // Listed after the calls' values, which may be named copies of the same unions.
  for (const union of evaluator.unions) unions.push(union);
  return { unions };
}

/** A function of the file whose calls build a union: its union calls, or a wrapper's calls of such helpers. */
interface Helper {
  /** The calls written in it that build the union: union calls (or folds), or calls of helpers. */
  readonly inside: TSESTree.CallExpression[];
  /** The helpers a wrapper calls (`(n) => makeUnion(n)` calls makeUnion's); none for a helper with union calls of its own. */
  readonly callees: Set<Helper>;
  /** The union calls written in it (before folds), for whether a call of it built them. */
  readonly unionCalls: TSESTree.CallExpression[];
  /** Reached only through the function that returns it (`(key) => (opts) => z.union(opts)`): its maker's call makes it, another calls it. */
  readonly curried: boolean;
  /** Called inside a function of the file (a wrapper, a callback, a function that registers a tool). */
  calledWithin: boolean;
}

/** What `throughHelpers` finds: the calls to evaluate, and the helpers to read again when their calls built nothing. */
interface HelperCalls {
  readonly toEvaluate: TSESTree.CallExpression[];
  /** Helpers called at the top level: their calls there, and what to read alone if those built nothing. */
  readonly helpers: { readonly sites: TSESTree.CallExpression[]; readonly inside: TSESTree.CallExpression[]; readonly unionCalls: readonly TSESTree.CallExpression[]; readonly wrapper: boolean }[];
  /**
   * Helpers the evaluation reaches only through other calls (a wrapper's, a curried maker's):
   * their calls read alone at the end if no call of the helper built their unions.
   */
  readonly lastResort: { readonly inside: readonly TSESTree.CallExpression[]; readonly unionCalls: readonly TSESTree.CallExpression[] }[];
  /** Calls of helpers in a callback or another function that is not a helper: read through the call that calls the callback, else alone. */
  readonly calledInCallbacks: ReadonlySet<TSESTree.CallExpression>;
  readonly folds: ReadonlySet<TSESTree.CallExpression>;
}

/**
 * The calls to evaluate for the file's unions. A union call inside a helper of the file
 * (`const anyOf = (...options) => z.union(options)`) is evaluated through the helper's calls at
 * the top level (`anyOf(A, B)`), each with its arguments: evaluated alone, its options are
 * parameters. A helper no top-level code calls keeps its union calls, evaluated alone (what
 * they cannot read is reported), as does a function without a name (a getter, a callback).
 *
 * A helper is called however a call reaches it: by its name, an alias, as a member, through
 * `.call()`, `.apply()` or `.bind()`, through the maker that returns it (`unionMaker('op')([A,
 * B])`), in a function called where it is written (`(() => makeUnion([A, B]))()`), or by a named
 * function that calls it (`const wrapped = (n) => makeUnion(n)`), which is a helper in turn, read
 * through its own calls. A call inside any other function (a callback, an async function) is
 * read where it is written, alone.
 */
function throughHelpers(
  source: SourceFile,
  calls: readonly TSESTree.CallExpression[],
  otherCalls: readonly TSESTree.CallExpression[],
  declaredNames: ReadonlyMap<Node, string>,
  evaluator: Evaluator,
  /** Calls of names imported from modules of the project that may be helpers there (`relativeImportCalls`). */
  imported: ReadonlySet<TSESTree.CallExpression>,
): HelperCalls {
  // Each helper by the function its calls are written in, and each function whose call leads
  // into one: the helper, and the functions that return it (a curried maker).
  const byFunction = new Map<FunctionNode, Helper>();
  const entries = new Map<FunctionNode, Helper>();
  const names = new Set<string>();
  const helperOf = (fn: FunctionNode, named: NamedHelper): Helper => {
    let helper = byFunction.get(fn);
    if (!helper) {
      helper = { inside: [], callees: new Set(), unionCalls: [], curried: named.chain.length > 1, calledWithin: false };
      byFunction.set(fn, helper);
      for (const link of named.chain) if (!entries.has(link)) entries.set(link, helper);
      names.add(named.name);
    }
    return helper;
  };
  const kept: TSESTree.CallExpression[] = [];
  const folds = new Set<TSESTree.CallExpression>();
  for (const call of calls) {
    let site = call;
    let fn = enclosingFunction(source, call);
    // `[B, C].reduce((acc, v) => acc.or(v), A)`: the callback's union is the fold's, evaluated
    // with its list (alone, `acc` is a parameter, and `acc.or(v)` nothing at all), at the top
    // level or in the helper the fold is written in (`function input() { return LIST.reduce(...) }`).
    // Only a union the callback returns, made from what it was given, is the fold's: one written
    // inside what it returns (`({ ...acc, [f]: z.union([...]) })`) or made without the
    // accumulator is a union of its own, read where it is (as it was before folds were followed).
    for (let fold = fn && foldingCall(fn); fold && returnedBy(fn!, site) && readsAccumulator(fn!, site); fold = fn && foldingCall(fn)) {
      site = fold;
      fn = enclosingFunction(source, fold);
    }
    if (site !== call) {
      // Several union calls of one callback (`acc.or(v).or(w)`) are one fold.
      if (folds.has(site)) continue;
      folds.add(site);
    }
    const named = fn && namedHelper(fn);
    if (!fn || !named) {
      kept.push(site);
      continue;
    }
    const helper = helperOf(fn, named);
    helper.inside.push(site);
    helper.unionCalls.push(call);
  }
  if (byFunction.size === 0 && imported.size === 0) return { toEvaluate: kept.sort((a, b) => a.range[0] - b.range[0]), helpers: [], lastResort: [], calledInCallbacks: new Set(), folds };
  // A helper of another module (`import { makeUnion } from './h'`) its calls here reach: read by
  // that module's evaluation, and called here by a wrapper, a function or a callback like one of
  // this file's. Its calls at the top level are read as imported calls.
  const foreign = new Map<FunctionNode, Helper>();
  const foreignHelper = (fn: FunctionValue): Helper | undefined => {
    if (fn.owner === evaluator || !(mayBuildUnion(fn.node) || wrapsCall(fn.node))) return undefined;
    let helper = foreign.get(fn.node);
    if (!helper) foreign.set(fn.node, (helper = { inside: [], callees: new Set(), unionCalls: [], curried: false, calledWithin: false }));
    return helper;
  };
  // The calls of each helper, until no wrapper joins: at the top level (or in a function called
  // where it is written there), the helper's sites; in a named function, that function's calls,
  // which make it a helper; anywhere else, read alone.
  const sites = new Map<Helper, TSESTree.CallExpression[]>();
  const readAlone: TSESTree.CallExpression[] = [];
  const assigned = new Set<TSESTree.CallExpression>();
  for (let round = 0, grew = true; grew && round < MAX_WRAPPER_DEPTH; round++) {
    grew = false;
    withAliases(names, declaredNames);
    for (const call of otherCalls) {
      // `unionMaker('op')` of `unionMaker('op')([A, B])` is read as part of the whole call.
      if (assigned.has(call) || isCalleeOfCall(call)) continue;
      const target = calledTarget(call);
      const name = calledName(target);
      if (!(name !== null && names.has(name)) && !imported.has(call)) continue;
      const value = evaluator.evaluate(target);
      const local = value.kind === 'function' ? entries.get(value.node) : undefined;
      const callee = local ?? (value.kind === 'function' ? foreignHelper(value) : undefined);
      if (!callee) continue;
      assigned.add(call);
      const { site, fn } = outermostSite(source, call);
      if (!fn) {
        // The imported calls' loop reads a helper of another module called at the top level.
        if (!local && site === call) continue;
        const list = sites.get(callee);
        if (list) list.push(site);
        else sites.set(callee, [site]);
        continue;
      }
      // A helper calling itself (`build(depth - 1)`) is read through its own calls.
      if (entries.get(fn) === callee) continue;
      callee.calledWithin = true;
      const named = namedHelper(fn);
      if (!named) {
        readAlone.push(site);
        continue;
      }
      const size = byFunction.size;
      const wrapper = helperOf(fn, named);
      wrapper.inside.push(site);
      wrapper.callees.add(callee);
      if (byFunction.size !== size) grew = true;
    }
  }
  const helpers: HelperCalls['helpers'][number][] = [];
  const lastResort: HelperCalls['lastResort'][number][] = [];
  for (const helper of byFunction.values()) {
    const calledAt = sites.get(helper);
    const unionCalls = unionCallsOf(helper);
    if (calledAt) {
      // A curried maker's call makes a function and builds nothing itself: not read again for that.
      helpers.push({ sites: calledAt, inside: helper.inside, unionCalls, wrapper: helper.callees.size > 0 && !helper.curried });
      kept.push(...calledAt);
      // `unionMaker('op')` alone makes the function and builds nothing: read alone if no call built it.
      if (helper.curried) lastResort.push({ inside: helper.inside, unionCalls });
    } else if (helper.calledWithin) {
      // Read through the functions that call it: alone only if none of them built its union.
      lastResort.push({ inside: helper.inside, unionCalls });
    } else {
      kept.push(...helper.inside);
    }
  }
  // A helper of another module called at the top level in a function called where it is written.
  for (const helper of foreign.values()) kept.push(...(sites.get(helper) ?? []));
  kept.push(...readAlone);
  const calledInCallbacks = new Set(readAlone);
  return { toEvaluate: kept.sort((a, b) => a.range[0] - b.range[0]), helpers, lastResort, calledInCallbacks, folds };
}

/**
 * The call at the top level that calls the callback a call is written in: `[[A, B]].map(...)` of
 * `z.union(pair)` in `(pair) => z.union(pair)`, through callbacks in callbacks (`.flatMap((g) =>
 * g.map(...))`) and functions called where they are written. Null when the call is in any other
 * function (a named one, a method, a callback of a call inside one).
 */
function drivingCall(source: SourceFile, call: TSESTree.CallExpression): TSESTree.CallExpression | null {
  let fn = enclosingFunction(source, call);
  for (let depth = 0; fn && depth < MAX_CALLBACK_DEPTH; depth++) {
    const outer = fn.parent;
    if (fn.type === 'FunctionDeclaration' || outer?.type !== 'CallExpression' || !(outer.callee === fn || outer.arguments.includes(fn))) return null;
    fn = enclosingFunction(source, outer);
    if (!fn) return outer;
  }
  return null;
}

/** Callbacks in callbacks, a few deep. */
const MAX_CALLBACK_DEPTH = 4;

/** Wrappers of wrappers, a few deep. */
const MAX_WRAPPER_DEPTH = 6;

/** The union calls a helper's calls lead to: its own, or those of the helpers a wrapper calls. */
function unionCallsOf(helper: Helper, seen = new Set<Helper>()): TSESTree.CallExpression[] {
  if (seen.has(helper)) return [];
  seen.add(helper);
  return [...helper.unionCalls, ...[...helper.callees].flatMap((callee) => unionCallsOf(callee, seen))];
}

/**
 * Where a call is read from: the call itself, or the call of the function it is written in when
 * that function is called where it is written (`(() => makeUnion([A, B]))()`), and so on out;
 * with the function the site is written in (null at the top level). An async or generator
 * function so called returns no union: the call inside is read where it is.
 */
function outermostSite(source: SourceFile, call: TSESTree.CallExpression): { site: TSESTree.CallExpression; fn: FunctionNode | null } {
  let site = call;
  let fn = enclosingFunction(source, call);
  while (fn && fn.type !== 'FunctionDeclaration' && !fn.async && !fn.generator && fn.parent?.type === 'CallExpression' && fn.parent.callee === fn) {
    site = fn.parent;
    fn = enclosingFunction(source, site);
  }
  return { site, fn };
}

/** A function a call can name (`helperName`), with the functions from it to `fn`, each returning the next. */
interface NamedHelper {
  readonly name: string;
  /** `fn`, then each function that returns the one before, to the named one. */
  readonly chain: readonly FunctionNode[];
}

/**
 * The name a helper is called by: its own (`helperName`), or that of the function that returns
 * it (`const unionMaker = (key) => (opts) => z.union(opts)`: a call of `unionMaker('op')` makes it).
 */
function namedHelper(fn: FunctionNode): NamedHelper | null {
  const chain: FunctionNode[] = [fn];
  for (let at = fn; chain.length <= MAX_CURRIED; ) {
    const name = helperName(at);
    if (name !== null) return { name, chain };
    const outer = returningFunction(at);
    if (!outer) return null;
    chain.push(outer);
    at = outer;
  }
  return null;
}

/** Deep enough for `{ schemas: { U } }`; wide enough for a registry of a few hundred tools. */
const MEMBER_DEPTH = 3;
const MEMBER_COUNT = 512;

/** Reads the members of an object or a list a helper returned (each read is memoized). */
function readMembers(value: Value, depth: number): void {
  const members = value.kind === 'object' ? [...value.entries.values()].map((entry) => () => entry.get()) : value.kind === 'array' ? value.elements : [];
  for (let i = 0; i < members.length && i < MEMBER_COUNT; i++) {
    const member = members[i]!();
    if (depth + 1 < MEMBER_DEPTH && (member.kind === 'object' || member.kind === 'array')) readMembers(member, depth + 1);
  }
}

/** A helper call's value that is not what its body built: unknown, or read from its type. */
function builtNothing(value: Value): boolean {
  return value.kind === 'unknown' || (value.kind === 'schema' && value.node.opaque !== undefined);
}

/**
 * Whether the file calls a name it imports from a module of the project (`ops(...)` of `import {
 * ops } from './helpers'`), read from its imports and its text: the cheap test before a file that
 * names no union builder is scanned.
 */
function callsRelativeImport(program: TSESTree.Program, text: string): boolean {
  const imported = new Set<string>();
  const namespaces = namespaceImports(program);
  for (const statement of program.body) {
    // CommonJS: `const { ops } = require('./helpers')`; and a `const` alias of an imported name
    // (`const mk = makeUnion`, `const { makeUnion } = H`, `const mk = H.makeUnion`, `const mk =
    // makeUnion.bind(null, 'op')`, `const mk = unionMaker('op')`), declared after it.
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (!declarator.init) continue;
        let init = skipTypeWrappers(declarator.init);
        // What a call of the name itself makes, as `projectSpecifier` follows it: not a member's.
        const called = init.type === 'CallExpression' && !requiresRelative(init) ? calledRoot(init) : null;
        if (called?.type === 'Identifier') init = called;
        const root = init.type === 'Identifier' || init.type === 'MemberExpression' ? rootIdentifier(init) : null;
        // Destructured (`const { makeUnion } = NS`) only from a module imported whole, as `projectSpecifier` reads it.
        const aliases = statement.kind === 'const' && root !== null && (namespaces.has(root.name) || (imported.has(root.name) && declarator.id.type !== 'ObjectPattern'));
        // `const mk = require('./h')` of `module.exports = makeUnion`: the module is the function.
        if (((declarator.id.type === 'ObjectPattern' || declarator.id.type === 'Identifier') && requiresRelative(declarator.init)) || aliases) {
          for (const name of identifiersOf(declarator.id)) imported.add(name.name);
        }
      }
      continue;
    }
    // `import mk = require('./h')` of `export = makeUnion`.
    if (isRelativeImportEquals(statement)) imported.add(statement.id.name);
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type' || !statement.source.value.startsWith('.')) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier' || (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type')) continue;
      imported.add(specifier.local.name);
    }
  }
  // Called by the name, or as a member of it (`M.makeUnion(` of `export * as M`, `makeUnion.call(`),
  // not a schema's method (`Base.extend(` of an imported schema).
  // `makeUnion.bind(null, 'op')([A, B])`: a bound function called at once.
  const names = [...imported].map((name) => name.replace(/\$/gu, '\\$'));
  if (names.length > 0 && new RegExp(`(?<![\\w$.])(?:${names.join('|')})\\s*(?:\\.\\s*(?!(?:${[...NO_HELPER_METHODS].join('|')})\\b)[\\w$]+\\s*|\\.\\s*bind\\s*\\([^()]*\\)\\s*)?\\(`, 'u').test(text)) return true;
  // `H.makeUnion(...)` of `import * as H from './make'`, `const H = require('./make')`.
  const whole = [...namespaces].map((name) => name.replace(/\$/gu, '\\$'));
  return whole.length > 0 && new RegExp(`(?<![\\w$.])(?:${whole.join('|')})\\s*\\.\\s*[\\w$]+\\s*\\(`, 'u').test(text);
}

/**
 * The names a module of the project is imported under whole, at the top level: `import * as H
 * from './make'`, `const H = require('./make')`.
 */
function namespaceImports(program: TSESTree.Program): ReadonlySet<string> {
  let names: Set<string> | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type' || !statement.source.value.startsWith('.')) continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportNamespaceSpecifier') (names ??= new Set()).add(specifier.local.name);
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        const init = skipTypeWrappers(declarator.init);
        if (init.type !== 'MemberExpression' && requiresRelative(init)) (names ??= new Set()).add(declarator.id.name);
      }
    }
  }
  return names ?? NO_NAMESPACES;
}

/** A call of a name imported from a module of the project, with the specifier it is imported by. */
interface ProjectCall {
  readonly call: TSESTree.CallExpression;
  readonly specifier: string;
}

/** The calls, anywhere in the file, of a name imported from a module of the project. */
function relativeImportCalls(source: SourceFile, candidates: readonly TSESTree.CallExpression[]): ProjectCall[] {
  const found: ProjectCall[] = [];
  for (const call of candidates) {
    // `makeUnion(...)`, `M.makeUnion(...)` of `export * as M`, `mk(...)` of `const mk = makeUnion`,
    // `makeUnion.call(null, ...)`, `unionMaker('op')([...])`: not `Base.extend(...)` of an imported schema.
    const target = calledTarget(call);
    if (callsNoHelper(target)) continue;
    const root = rootIdentifier(calledRoot(target));
    const specifier = root && projectSpecifier(source, root, 0);
    if (specifier) found.push({ call, specifier });
  }
  return found;
}

/**
 * The module of the project a name is imported from, if it is: imported from it (`import { ops }`,
 * `import * as H`, `import mk from`, `import mk = require('./h')`), required from it (`const { ops }
 * = require('./h')`, `const H = require('./h')`), or a `const` alias of such a name (`const mk =
 * ops`, `const { makeUnion } = H`, `const mk = H.makeUnion`, `const mk = makeUnion.bind(null, 'op')`,
 * `const mk = unionMaker('op')`).
 */
function projectSpecifier(source: SourceFile, name: TSESTree.Identifier, depth: number): string | null {
  const variable = findVariable(scopeOf(source, name), name.name);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'ImportBinding') {
    if (def.parent?.type === 'ImportDeclaration') return def.parent.source.value.startsWith('.') ? def.parent.source.value : null;
    return isRelativeImportEquals(def.node as Node) ? relativeImportEqualsSpecifier(def.node as TSESTree.TSImportEqualsDeclaration) : null;
  }
  if (def?.type !== 'Variable' || def.node.init === null) return null;
  // CommonJS: `const { ops } = require('./helpers')`, `var H = require('./helpers')`.
  if (requiresRelative(def.node.init)) return requiredRelative(def.node.init);
  if (def.parent?.kind !== 'const' || depth >= MAX_ALIAS_DEPTH) return null;
  const init = skipTypeWrappers(def.node.init);
  // A call's function is followed only to a name itself (`makeUnion.bind(...)`, `unionMaker('op')`),
  // not to a member (`tools.create.bind(tools)` of an imported instance: akamai's MCP server, whose
  // thirty bound methods led into a module that builds no union).
  const called = init.type === 'CallExpression' ? calledRoot(init) : null;
  if (called !== null && called.type !== 'Identifier') return null;
  const aliased = called ?? init;
  const root = aliased.type === 'Identifier' || aliased.type === 'MemberExpression' ? rootIdentifier(aliased) : null;
  if (root === null) return null;
  // `const { makeUnion } = NS` of a module imported whole; not `const { create, ... } = tools` of
  // an imported value (an instance of tool classes: akamai's MCP server), which would be followed
  // into its module for methods that build no union.
  if (def.node.id.type === 'ObjectPattern' && !isWholeModule(source, root)) return null;
  return projectSpecifier(source, root, depth + 1);
}

/** The specifier of `import mk = require('./h')`. */
function relativeImportEqualsSpecifier(node: TSESTree.TSImportEqualsDeclaration): string | null {
  const reference = node.moduleReference;
  return reference.type === 'TSExternalModuleReference' && reference.expression.type === 'Literal' && typeof reference.expression.value === 'string' ? reference.expression.value : null;
}

/** The relative specifier a `require('./h')` (maybe with a member read off it, or interop around it) names. */
function requiredRelative(init: Node): string | null {
  let node = skipTypeWrappers(init);
  if (node.type === 'MemberExpression') node = skipTypeWrappers(node.object);
  const specifier = requiredSpecifier(interopArgument(node) ?? node);
  return specifier?.startsWith('.') ? specifier : null;
}

/** Whether a name is a module of the project imported whole: `import * as NS`, `const NS = require('./h')`. */
function isWholeModule(source: SourceFile, name: TSESTree.Identifier): boolean {
  const variable = findVariable(scopeOf(source, name), name.name);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (def?.type === 'ImportBinding') return def.node.type === 'ImportNamespaceSpecifier' || isRelativeImportEquals(def.node as Node);
  return def?.type === 'Variable' && def.node.id.type === 'Identifier' && def.node.init !== null && requiresRelative(def.node.init);
}

/** Aliases of aliases, a few deep. */
const MAX_ALIAS_DEPTH = 3;

/** `import mk = require('./h')`: a module of the project, as `require()` returns it. */
function isRelativeImportEquals(node: Node): node is TSESTree.TSImportEqualsDeclaration {
  if (node.type !== 'TSImportEqualsDeclaration' || node.importKind === 'type' || node.moduleReference.type !== 'TSExternalModuleReference') return false;
  const specifier = node.moduleReference.expression;
  return specifier.type === 'Literal' && typeof specifier.value === 'string' && specifier.value.startsWith('.');
}

/**
 * Whether a function's body builds the union from its parameters (`names.map(...)` of
 * `makeUnion(table = SH, names = OPS)`, or a list a loop over them fills: `for (const op of names)
 * out.push(...)`, then `z.union(out)`): a call without arguments binds their defaults, which the
 * function's own module does not read (parameters are its callers' slots). A union written in a
 * default (`(s = z.union([...])) => s`) or made of no parameter is the module's, read there alone.
 */
function buildsFromParameters(value: Value, union: UnionNode): boolean {
  if (value.kind !== 'function' || value.node.params.length === 0 || !union.span) return false;
  const names = fedByParameters(value.node);
  const [start, end] = union.span.range;
  const body = value.node.body;
  if (start < body.range[0] || end > body.range[1]) return false;
  // The union's call, by its place in the body, and any parameter's name read inside it.
  const stack: Node[] = [body];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_HELPER_NODES) {
    const node = stack.pop()!;
    if (node.range[1] <= start || node.range[0] >= end) continue;
    if (node.type === 'Identifier' && node.range[0] >= start && names.has(node.name)) return true;
    forEachChild(node, (child) => stack.push(child));
  }
  return false;
}

/**
 * The names of a function that hold what its parameters hold, or something made of it: the
 * parameters, then, until nothing is added, a name declared from one (`const list = names`), a
 * loop's name over one (`for (const op of names)`), a callback's parameters of a method of one
 * (`names.forEach((op) => ...)`), and a name a call or an assignment hands one to (`out.push(
 * table[op])`, `out[k] = op`). By name, as written: a shadowing name counts too.
 */
function fedByParameters(fn: FunctionNode): Set<string> {
  const names = new Set(fn.params.flatMap((param) => identifiersOf(param).map((id) => id.name)));
  const flows: { readonly from: readonly string[]; readonly to: readonly string[] }[] = [];
  const stack: Node[] = [fn.body];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_HELPER_NODES) {
    const node = stack.pop()!;
    forEachChild(node, (child) => stack.push(child));
    if (node.type === 'VariableDeclarator' && node.init) flows.push({ from: namesIn(node.init), to: identifiersOf(node.id).map((id) => id.name) });
    else if ((node.type === 'ForOfStatement' || node.type === 'ForInStatement') && node.left.type === 'VariableDeclaration') {
      flows.push({ from: namesIn(node.right), to: node.left.declarations.flatMap((declarator) => identifiersOf(declarator.id).map((id) => id.name)) });
    } else if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      const receiver = rootName(node.callee.object);
      if (receiver !== null) flows.push({ from: node.arguments.flatMap((argument) => namesIn(argument)), to: [receiver] });
      const callbacks = node.arguments.filter((argument) => argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression');
      const params = callbacks.flatMap((callback) => callback.params.flatMap((param) => identifiersOf(param).map((id) => id.name)));
      if (params.length > 0) flows.push({ from: namesIn(node.callee.object), to: params });
    } else if (node.type === 'AssignmentExpression') {
      const target = rootName(node.left);
      if (target !== null) flows.push({ from: namesIn(node.right), to: [target] });
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const flow of flows) {
      if (!flow.from.some((name) => names.has(name))) continue;
      for (const name of flow.to) {
        if (names.has(name)) continue;
        names.add(name);
        changed = true;
      }
    }
  }
  return names;
}

/** The names read in an expression (not property names). */
function namesIn(node: Node): string[] {
  const found: string[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at.type === 'Identifier' && !(at.parent?.type === 'MemberExpression' && at.parent.property === at && !at.parent.computed)) found.push(at.name);
    forEachChild(at, (child) => stack.push(child));
  }
  return found;
}

/** `out` of `out`, `out.list`, `out[k]`: the name a member chain starts at, or null. */
function rootName(node: Node): string | null {
  return rootIdentifier(node)?.name ?? null;
}

/** The union a schema is, or holds under wrappers (`.optional()`, `.nullable()`, `.default()`, ...). */
function unionUnderWrappers(node: SchemaNode): UnionNode | undefined {
  let current = node;
  for (let depth = 0; depth < 64 && isWrapper(current); depth++) current = current.innerType;
  return current.type === 'union' ? current : undefined;
}

/** Whether a function's body calls a union builder (`z.union(...)`, `.or(...)`), by its syntax. */
function mayBuildUnion(fn: FunctionNode): boolean {
  const stack: Node[] = [fn.body];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_HELPER_NODES) {
    const node = stack.pop()!;
    // `union(...)` of Zod's factory imported by name too: matched by name, as the scan matches it.
    if (node.type === 'CallExpression' && buildsUnion(node, UNION_BUILDERS)) return true;
    forEachChild(node, (child) => stack.push(child));
  }
  return false;
}

/**
 * Whether a function only returns a call (`(n) => makeUnion(n)`, `function w(n) { return
 * make(n) }`): a wrapper, which may build a union through what it calls, in its module or another.
 */
function wrapsCall(fn: FunctionNode): boolean {
  let returned: Node | null | undefined = fn.body;
  if (fn.body.type === 'BlockStatement') {
    const only = fn.body.body.length === 1 ? fn.body.body[0] : undefined;
    returned = only?.type === 'ReturnStatement' ? only.argument : null;
  }
  return returned != null && skipTypeWrappers(returned).type === 'CallExpression';
}

/** A helper's body is searched this far for a union call (a helper is small; a module is not). */
const MAX_HELPER_NODES = 20_000;

/**
 * Whether a node is inside a function or a loop: code that may run once per pass, with bindings
 * of its own. Each ancestor's answer is kept, so that the union calls of one chain (`A.or(B)` 4,000
 * times, each call inside the next) cost one walk up, not one each.
 */
class PassRegions {
  readonly #known = new Map<Node, boolean>();

  holds(node: Node): boolean {
    const path: Node[] = [];
    let answer = false;
    for (let at = node.parent; at; at = at.parent) {
      const known = this.#known.get(at);
      if (known !== undefined) {
        answer = known;
        break;
      }
      if (PASS_NODES.has(at.type)) {
        answer = true;
        break;
      }
      path.push(at);
    }
    for (const at of path) this.#known.set(at, answer);
    return answer;
  }
}

const PASS_NODES: ReadonlySet<string> = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ForOfStatement',
  'ForInStatement',
  'ForStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

/**
 * The innermost function a node is written in, or null at the top level. Read from the scopes
 * (cached per node by `scopeOf`), not by walking the parents: each link of a 4,000-link `.or()`
 * chain is a union call thousands of levels deep, and a walk per call was quadratic.
 */
function enclosingFunction(source: SourceFile, node: Node): FunctionNode | null {
  for (let scope: Scope | null = scopeOf(source, node); scope; scope = scope.upper) {
    if (scope.type === 'function') {
      const block = scope.block;
      return block.type === 'ArrowFunctionExpression' || block.type === 'FunctionExpression' || block.type === 'FunctionDeclaration' ? block : null;
    }
    if (scope.type === 'module' || scope.type === 'global') return null;
  }
  return null;
}

/**
 * The `.reduce()` or `.reduceRight()` call a callback is given to, if it is: its value is what
 * the callback builds from the list (zod-api.ts `reducedArray`).
 */
function foldingCall(fn: FunctionNode): TSESTree.CallExpression | null {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn) return null;
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  return callee.property.name === 'reduce' || callee.property.name === 'reduceRight' ? call : null;
}

/**
 * Whether a function returns what the call builds: the call is what it returns (`(acc, v) =>
 * acc.or(v)`, `return z.union([acc, v])`, either branch of a condition), or a link of the chain
 * it returns (`acc.or(v).or(w)`).
 * Read from the function's own returns, not those of functions written in it.
 */
function returnedBy(fn: FunctionNode, call: TSESTree.CallExpression): boolean {
  const returned: Node[] = [];
  if (fn.body.type !== 'BlockStatement') returned.push(fn.body);
  else {
    const stack: Node[] = [fn.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'ReturnStatement') {
        if (node.argument) returned.push(node.argument);
      } else if (node.type !== 'FunctionDeclaration' && node.type !== 'FunctionExpression' && node.type !== 'ArrowFunctionExpression') {
        forEachChild(node, (child) => stack.push(child));
      }
    }
  }
  for (let i = 0; i < returned.length; i++) {
    const value = skipTypeWrappers(returned[i]!);
    // Either branch of what it returns (`acc ? acc.or(v) : v`, `acc?.or(v) ?? v`).
    if (value.type === 'ConditionalExpression') returned.push(value.consequent, value.alternate);
    else if (value.type === 'LogicalExpression') returned.push(value.left, value.right);
    for (let node: Node = value; ; ) {
      if (node === call) return true;
      if (node.type !== 'CallExpression') break;
      const callee = skipTypeWrappers(node.callee);
      if (callee.type !== 'MemberExpression') break;
      node = skipTypeWrappers(callee.object);
    }
  }
  return false;
}

/** Whether the call reads a fold callback's accumulator, its first parameter (`acc` of `(acc, v) => acc.or(v)`). */
function readsAccumulator(fn: FunctionNode, call: TSESTree.CallExpression): boolean {
  const accumulator = fn.params[0];
  if (accumulator?.type !== 'Identifier') return false;
  // `sets.reduce((m, s) => m.union(s))`: a Set's (or a user's) `.union()` on the accumulator. A Zod
  // schema has no `.union()`, `.discriminatedUnion()` or `.xor()` of its own: only `.or()` folds.
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'MemberExpression' && isNamed(skipTypeWrappers(callee.object), accumulator.name) && memberName(callee) !== 'or') return false;
  const stack: Node[] = [call];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'Identifier' && node.name === accumulator.name) return true;
    forEachChild(node, (child) => stack.push(child));
  }
  return false;
}

/** The name a helper is called by: its declaration's, or the `const` it initializes. */
function helperName(fn: FunctionNode): string | null {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name ?? null;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator') return parent.init === fn && parent.id.type === 'Identifier' ? parent.id.name : null;
  // A method of an object or a class (`const H = { makeUnion(names) {...} }`, `static make(...)`),
  // called as `H.makeUnion(...)`; not a getter or setter, which no call names.
  if (parent?.type === 'Property') return parent.value === fn && parent.kind === 'init' && !parent.computed ? keyText(parent.key) : null;
  if (parent?.type === 'MethodDefinition') return parent.value === fn && parent.kind === 'method' && !parent.computed ? keyText(parent.key) : null;
  return null;
}

function keyText(key: Node): string | null {
  if (key.type === 'Identifier') return key.name;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
}

/** A tool input is a schema, or a raw shape whose values are schemas (MCP SDK v1) or hold one (mcp-framework). */
function schemasIn(value: Value): SchemaNode[] {
  if (value.kind === 'schema') return [value.node];
  if (value.kind === 'object') return [...value.entries.values()].flatMap((entry) => shapeFieldSchema(entry.get()));
  return [];
}

/**
 * A raw shape's field: a schema, or mcp-framework's older `{ type: z.string(), description }`,
 * whose `type` is the field's schema.
 */
function shapeFieldSchema(field: Value): SchemaNode[] {
  if (field.kind === 'schema') return [field.node];
  if (field.kind !== 'object') return [];
  const type = field.entries.get('type')?.get();
  return type?.kind === 'schema' ? [type.node] : [];
}

/** The evaluation of another module: its own bindings and names, the same graph. */
function moduleEvaluation(source: SourceFile, sources: ZodSources, graph: ModuleGraph, types: TypeHost | undefined): ModuleEvaluation {
  const bindings = findZodBindings(source, sources);
  const evaluator = new Evaluator(source, bindings, moduleNames(source), { graph, file: source.file!, sources }, types);
  return {
    valueOfVariable: (variable, at) => evaluator.valueOfVariable(variable, at),
    evaluate: (node) => evaluator.evaluate(node),
    identityOfVariable: (variable) => evaluator.identityOfVariable(variable),
    zodValue(from, imported) {
      const flavor = sources.flavorOf(from);
      if (!flavor) return null;
      const whole = imported === 'z' || imported === 'default' || imported === '*';
      return { kind: 'zod', path: whole ? [] : [imported], flavor, spelledAs: whole ? 'z' : null };
    },
  };
}

/**
 * The declared names of a module another file imports. Its parse is cached for the process
 * (modules.ts), and every lint that follows it would otherwise walk it again.
 */
const namesOfModule = new WeakMap<TSESTree.Program, Map<Node, string>>();
function moduleNames(source: SourceFile): Map<Node, string> {
  let names = namesOfModule.get(source.ast);
  if (!names) namesOfModule.set(source.ast, (names = scan(source, new Set()).declaredNames));
  return names;
}

/**
 * Whether a bare import (`@/lib/zod`, `@acme/schemas`) leads to source of the project, as the
 * module graph would follow it: asked only of a file whose text names a union builder and that
 * imports no Zod source itself.
 */
function importsProjectPackage(program: TSESTree.Program, modules: { readonly root: string; readonly file: string }): boolean {
  let resolver: WorkspaceImports | undefined;
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const specifier = statement.source.value;
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    if ('file' in (resolver ??= new WorkspaceImports(modules.root)).resolve(specifier, modules.file)) return true;
  }
  return false;
}

function hasRelativeImport(program: TSESTree.Program): boolean {
  return program.body.some(
    (statement) =>
      ((statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
        statement.source !== null &&
        statement.source !== undefined &&
        statement.source.value.startsWith('.')) ||
      (statement.type === 'VariableDeclaration' && statement.declarations.some((declarator) => declarator.init && requiresRelative(declarator.init))),
  );
}

/** `require('./zod')`, maybe with a member read off it or a compiler's interop helper around it. */
function requiresRelative(init: Node): boolean {
  return requiredRelative(init) !== null;
}

interface Scan {
  readonly calls: TSESTree.CallExpression[];
  readonly declaredNames: Map<Node, string>;
  readonly sinkSites: SinkSite[];
  /** Calls whose callee is a plain name (`anyOf(A, B)`): where helpers that build unions are called. */
  readonly plainCalls: TSESTree.CallExpression[];
  /** Calls of a member of a module of the project imported whole (`H.makeUnion(...)` of `import * as H from './make'`). */
  readonly namespaceCalls: TSESTree.CallExpression[];
  /**
   * Calls of a member of a name that is not Zod's (`H.makeUnion(...)`, `makeUnion.call(...)`),
   * and of what a call returns (`unionMaker('op')([A, B])`): where a helper written as a method,
   * in a namespace, imported under another name, or made by a curried maker is called.
   */
  readonly memberCalls: TSESTree.CallExpression[];
}

const NO_NAMESPACES: ReadonlySet<string> = new Set();

/** A function's own methods that call it. */
const CALLED_THROUGH: ReadonlySet<string> = new Set(['call', 'apply']);

/**
 * One pass over the AST, with an explicit stack (a 10,000-deep chain must not overflow).
 *
 * Besides the calls of the factories' names, it finds the aliases of the union factories
 * declared anywhere in the file (`const union = z.union`, `const { union } = z`, at the top or in
 * a function) and lists the calls of those names too, wherever they are written, a lazy getter
 * included: a getter's union is otherwise built only when the analysis first reads the getter,
 * after the model is made, and would not be listed. Matched by name, as named imports are: a
 * call of another binding with the same name is evaluated and builds no union.
 */
function scan(
  source: SourceFile,
  namedFactories: ReadonlySet<string>,
  sinks: readonly ToolSink[] = [],
  zodNamespaces: ReadonlySet<string> = NO_NAMESPACES,
  projectNamespaces: ReadonlySet<string> = NO_NAMESPACES,
): Scan {
  const calls: TSESTree.CallExpression[] = [];
  const namespaceCalls: TSESTree.CallExpression[] = [];
  const seeksNamespaceCalls = projectNamespaces.size > 0;
  const sinkSites: SinkSite[] = [];
  const sinkNames = new Set(sinks.map((sink) => sink.name));
  const seeksSinks = sinkNames.size > 0;
  const declaredNames = new Map<Node, string>();
  // Aliases found on the way, and the calls of plain names not (yet) known as factories: an
  // alias may be declared after a call of it is walked (a function declared below its caller).
  // The same calls are where helpers that build unions are called (`throughHelpers`).
  const aliases = new Set<string>();
  const plainCalls: TSESTree.CallExpression[] = [];
  const memberCalls: TSESTree.CallExpression[] = [];
  const seeksAliases = zodNamespaces.size > 0;
  // The namespace's own aliases (`const zz = z`) join it as they are met: declared before use.
  const namespaces = new Set(zodNamespaces);
  const stack: Node[] = [source.ast];
  const keysOf = source.visitorKeys;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'CallExpression') {
      if (buildsUnion(node, namedFactories)) calls.push(node);
      else {
        const callee = skipTypeWrappers(node.callee);
        if (callee.type === 'Identifier') plainCalls.push(node);
        else if (callee.type === 'MemberExpression' && !callee.computed) {
          if (seeksNamespaceCalls && callee.object.type === 'Identifier' && projectNamespaces.has(callee.object.name)) namespaceCalls.push(node);
          const root = rootName(callee);
          // `mk.bind(null, 'op').call(null, [...])`: what a call returns, called through `.call()`
          // or `.apply()` (not every link of a schema's chain, `z.string().trim()`).
          if (root !== null ? !namespaces.has(root) : skipTypeWrappers(callee.object).type === 'CallExpression' && CALLED_THROUGH.has(memberName(callee) ?? '')) memberCalls.push(node);
        } else if (callee.type === 'CallExpression') {
          // `unionMaker('op')([A, B])`: what a curried maker's call returns, called.
          memberCalls.push(node);
        }
      }
    } else if (node.type === 'VariableDeclarator' && node.init) {
      if (node.id.type === 'Identifier') declaredNames.set(skipTypeWrappers(node.init), node.id.name);
      if (seeksAliases) addFactoryAlias(node, namespaces, aliases);
    } else if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'MemberExpression' && isExportsObject(node.left.object)) {
      // `exports.Input = z.object(...)`: CommonJS names its exports so (commonjs-exports.ts).
      const name = memberName(node.left);
      if (name !== null) declaredNames.set(skipTypeWrappers(node.right), name);
    }
    // A sink is a call, a `new` (LangChain's tool classes) or a class that extends a tool base
    // class; only the tool-inputs scope has any.
    if (seeksSinks && isSinkSite(node) && sinkNames.has(sinkSiteName(node) ?? '')) sinkSites.push(node);
    const keys = keysOf[node.type];
    if (!keys) continue;
    // An index, not for-of: this runs for every node of the file, and the iterator's results
    // were not optimised away (101 MB of them on the 2,000 × 40 union's file, `--front` of
    // bench/alloc-profile.mjs).
    for (let k = 0; k < keys.length; k++) {
      const child = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) pushChild(stack, child[i], node);
      } else {
        pushChild(stack, child, node);
      }
    }
  }
  if (aliases.size > 0) {
    for (const call of plainCalls) if (aliases.has((skipTypeWrappers(call.callee) as TSESTree.Identifier).name)) calls.push(call);
  }
  // Source order, so reports and labels do not depend on the walk.
  calls.sort((a, b) => a.range[0] - b.range[0]);
  sinkSites.sort((a, b) => a.range[0] - b.range[0]);
  return { calls, declaredNames, sinkSites, plainCalls, namespaceCalls, memberCalls };
}

function isSinkSite(node: Node): node is SinkSite {
  return node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'ClassDeclaration' || node.type === 'ClassExpression';
}

function pushChild(stack: Node[], child: unknown, parent: Node): void {
  if (child && typeof child === 'object' && typeof (child as { type?: unknown }).type === 'string') {
    const node = child as Node;
    // Modules parsed outside ESLint have no parent links; scope lookups need them.
    if (!node.parent) (node as { parent?: Node }).parent = parent;
    stack.push(node);
  }
}

/**
 * The names an alias of a union factory declares (`const union = z.union`, `const { union } = z`),
 * and an alias of the namespace itself (`const zz = z`), added to `zodNamespaces`.
 */
function addFactoryAlias(declarator: TSESTree.VariableDeclarator, zodNamespaces: Set<string>, aliases: Set<string>): void {
  const { id } = declarator;
  const value = skipTypeWrappers(declarator.init!);
  if (id.type === 'Identifier' && isZodNamespace(value, zodNamespaces)) {
    zodNamespaces.add(id.name);
  } else if (id.type === 'Identifier' && value.type === 'MemberExpression' && isZodNamespace(value.object, zodNamespaces)) {
    const name = memberName(value);
    if (name !== null && UNION_BUILDERS.has(name)) aliases.add(id.name);
  } else if (id.type === 'ObjectPattern' && isZodNamespace(value, zodNamespaces)) {
    for (const { key, name } of destructuredNames(id)) if (UNION_BUILDERS.has(key)) aliases.add(name);
  }
}

function isZodNamespace(node: Node, zodNamespaces: ReadonlySet<string>): boolean {
  const value = skipTypeWrappers(node);
  return value.type === 'Identifier' && zodNamespaces.has(value.name);
}

/** Zod 3's union classes, whose static `create` is `z.union` / `z.discriminatedUnion`. */
const ZOD3_UNION_CLASSES: ReadonlySet<string> = new Set(['ZodUnion', 'ZodDiscriminatedUnion']);

/** `ZodUnion` of `z.ZodUnion` or of a `ZodUnion` imported by name. */
function rootClassName(node: Node): string | null {
  if (node.type === 'Identifier') return node.name;
  return node.type === 'MemberExpression' ? memberName(node) : null;
}

function buildsUnion(call: TSESTree.CallExpression, namedFactories: ReadonlySet<string>): boolean {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'MemberExpression') {
    const name = memberName(callee);
    // `z.union.call(z, [A, B])`, `z.discriminatedUnion.apply(z, [...])`.
    if ((name === 'call' || name === 'apply') && skipTypeWrappers(callee.object).type === 'MemberExpression') {
      const called = memberName(skipTypeWrappers(callee.object) as TSESTree.MemberExpression);
      return called !== null && UNION_BUILDERS.has(called);
    }
    if (name === 'create') return ZOD3_UNION_CLASSES.has(rootClassName(skipTypeWrappers(callee.object)) ?? '');
    return name !== null && (UNION_BUILDERS.has(name) || name === 'or');
  }
  return callee.type === 'Identifier' && namedFactories.has(callee.name);
}
