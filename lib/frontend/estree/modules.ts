/**
 * Other modules of the project, followed without running them: a relative import is resolved
 * to a file (`.js` → `.ts` mapping, `index` files), parsed with the parser ESLint was given,
 * and only the exports asked for are evaluated. Each module is parsed once per process for
 * a given content, whatever the number of importers (ESLint's concurrency workers each keep
 * their own cache), and not at all when ESLint has just linted it (see offerParse) or is
 * linting it now (an import cycle back to the linted file reads ESLint's parse of it).
 *
 * Nothing outside the project root is read: a path that resolves (through symlinks too) to a
 * place outside the root is not opened. Missing files, parse errors and import cycles become
 * `unknown` values with the reason, never exceptions.
 */
import { clearWorkspaceCache, WorkspaceImports } from './workspace-imports.js';
import { readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve as resolvePath } from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { commonJsExports } from './commonjs-exports.js';
import { isDeclaration, isFile, isInside, isInstalled, moduleCandidates, safeRealpath } from './paths.js';
import { clearSiblingImports, noteLinted, pendingReaders } from './sibling-imports.js';
import { identifiersOf, type SourceFile, type Variable } from './source-file.js';
import { unknown, type Entry, type Value } from './values.js';
import type { ZodSources } from './zod-imports.js';

/** Parses another module of the project (the same parser ESLint uses for the linted file). */
export type ModuleParser = (text: string, file: string) => SourceFile;

/** A module's value exports, read once: each name's entry, and the sources of `export *`. */
interface ExportTable {
  readonly exports: Map<string, ExportEntry>;
  readonly stars: string[];
  /** `module.exports = expr` of a CommonJS module (commonjs-exports.ts). */
  readonly wholeExports: TSESTree.Node | 'ambiguous' | undefined;
  /** Whether the module assigns its exports as CommonJS does. */
  readonly commonJs: boolean;
}

/** What the evaluator needs from a module: its exports as values, and their spans. */
export interface ModuleExports {
  readonly file: string;
  /**
   * The names its namespace object holds at run time (`import * as ops`): its value exports and
   * those of `export *`, without types; null when a re-exported module cannot be read.
   */
  exportNames(seen?: Set<string>): string[] | null;
  /** The file as messages name it: relative to the project root. */
  readonly displayName: string;
  exportValue(name: string, seen?: Set<string>): Value;
  /**
   * What `require()` of the module returns: the value `module.exports = ...` assigns, else the
   * object of its exports (`exports.A = ...`, or an ES module's as Node gives it).
   */
  requiredValue(): Value;
  /** The binding an export names, in the module that declares it (see `Evaluator.identityOfVariable`). */
  exportIdentity(name: string, seen?: Set<string>): string | null;
}

/** Creates the evaluator side of a loaded module (kept here abstract to avoid an import cycle). */
export type ModuleFactory = (source: SourceFile, graph: ModuleGraph, text: string) => ModuleEvaluation;

export interface ModuleEvaluation {
  /** The value of a variable declared at the top of the module. */
  valueOfVariable(variable: Variable, at: TSESTree.Node): Value;
  /** The value of an expression (for `export default <expr>`). */
  evaluate(node: TSESTree.Node): Value;
  /** The value a Zod source import binds (`'zod'` + `z` → the namespace). */
  zodValue(source: string, imported: string): Value | null;
  /** The binding a top-level variable stands for, through aliases and imports. */
  identityOfVariable(variable: Variable): string | null;
}

/**
 * Per process: file path → the parse of that content (or why it failed). Only the parse is
 * shared: evaluations belong to one lint of one file (one ModuleGraph), so an edited
 * dependency, a different root or a different lint order can never leak between lints.
 */
interface CachedParse {
  readonly text: string;
  readonly parsed: SourceFile | { readonly error: string };
}
/**
 * Parsed modules, kept for the lints that follow. An ESTree with its scope manager is a few
 * hundred times its source text (241× for the benchmark corpus's modules, 144× for Zod's own:
 * bench/tree-size.mjs), and a process that lints a monorepo must not keep every module it ever
 * followed. So the cache keeps, first, the modules the last MAX_AGE analyses that follow imports
 * used (a module many files import is used again long before it ages out), and beyond them
 * the most recently used others, up to KEPT_TEXT of source text: enough for a project's
 * followed modules to stay parsed from one lint run to the next in one process (eslint_d, a
 * watch mode, an editor's ESLint server), where aging alone dropped every module a directory
 * linted early had followed before the next run came back to it. A module dropped is at worst
 * parsed again, never wrong.
 */
interface CacheEntry {
  readonly parse: CachedParse;
  lastUsed: number;
}
/** In order of last use, oldest first (a use moves its entry to the end). */
const moduleCache = new Map<string, CacheEntry>();
const MAX_AGE = 32;
/** Source text that entries past MAX_AGE may hold: 128 KB, some 20 to 30 MB of trees. */
const KEPT_TEXT = 128 * 1024;
/** The source text of every entry. */
let cachedText = 0;
/** Analyses that built a module graph in this process (the clock of the cache). */
let graphs = 0;

function startAnalysis(): void {
  graphs++;
  if (graphs % 8 !== 0 || cachedText <= KEPT_TEXT) return;
  for (const [file, entry] of moduleCache) {
    // Oldest use first: from the first entry still within the window, all the rest are too.
    if (cachedText <= KEPT_TEXT || graphs - entry.lastUsed <= MAX_AGE) break;
    forget(file, entry);
  }
}

function cachedParse(file: string): CachedParse | undefined {
  const entry = moduleCache.get(file);
  if (!entry) return undefined;
  entry.lastUsed = graphs;
  moduleCache.delete(file);
  moduleCache.set(file, entry);
  return entry.parse;
}

function remember(file: string, parse: CachedParse): void {
  const old = moduleCache.get(file);
  if (old) forget(file, old);
  moduleCache.set(file, { parse, lastUsed: graphs });
  cachedText += parse.text.length;
}

function forget(file: string, entry: CacheEntry): void {
  moduleCache.delete(file);
  cachedText -= entry.parse.text.length;
}

/** How often each file was parsed in this process (for the "parsed at most once" guarantee). */
export const parseCounts = new Map<string, number>();
/** How often a followed file was read from the parse ESLint made of it (see offerParse). */
export const reusedParses = new Map<string, number>();

/**
 * Parses ESLint already made, offered by the lints of the files they belong to: ESLint lints a
 * directory about in order (each file as its read completes), so the modules a tool file
 * imports from its own folder (`./ops.js`, `./base.js`) are usually linted just before it.
 * Following such a module then takes ESLint's parse instead of parsing the file again.
 *
 * An offer is used only for the same text, read from disk at the time of the follow, and from
 * the same parser; anything else is parsed as before. Only a file that a file of its own
 * directory imports is kept (sibling-imports.ts says why keeping every parse costs memory),
 * only until each of those files has been linted (then no lint of that directory will read it),
 * and only the last few offers, by count and by text size.
 */
interface Offer {
  readonly text: string;
  readonly source: SourceFile;
  readonly parser: ModuleParser;
  /** The files of its directory, not yet linted, that import it (directly or via a barrel). */
  readonly readers: Set<string>;
}
const offers = new Map<string, Offer>();
const MAX_OFFERS = 16;
const MAX_OFFERED_TEXT = 256 * 1024;
let offeredText = 0;

/**
 * Offers the parse ESLint made of a linted file (by its absolute path) to later follows of a
 * project whose root is `root` (nothing outside it is read to decide).
 */
export function offerParse(file: string, text: string, source: SourceFile, parser: ModuleParser, root: string): void {
  if (text.length > MAX_OFFERED_TEXT) return;
  const readers = pendingReaders(file, root);
  dropOffer(file);
  if (readers.size === 0) return;
  offers.set(file, { text, source, parser, readers });
  offeredText += text.length;
  // Oldest first: a Map iterates in insertion order.
  for (const oldest of offers.keys()) {
    if (offers.size <= MAX_OFFERS && offeredText <= MAX_OFFERED_TEXT) break;
    dropOffer(oldest);
  }
}

/**
 * The offered parse of this text of the file by this parser. It stays an offer (moved to the
 * newest place), not an entry of the parse cache: kept only in the small window of offers, the
 * modules a directory of tools follows are not all kept alive at once, as the cache would.
 */
function offeredParse(file: string, text: string, parser: ModuleParser): SourceFile | undefined {
  const offer = offers.get(file);
  if (!offer || offer.text !== text || offer.parser !== parser) return undefined;
  offers.delete(file);
  offers.set(file, offer);
  reusedParses.set(file, (reusedParses.get(file) ?? 0) + 1);
  return offer.source;
}

/**
 * Called when the lint of `file` is over: an offer that only `file` was still to read is
 * dropped now, not 16 offers later. A directory of tools is linted one file after another, so
 * its modules' parses die with the directory instead of living through the next one (and,
 * after the last directory that offers anything, through the whole rest of the run).
 */
export function lintFinished(file: string, root: string): void {
  noteLinted(file, root);
  if (offers.size === 0) return;
  for (const [offered, offer] of offers) {
    if (offer.readers.delete(file) && offer.readers.size === 0) dropOffer(offered);
  }
}

/** A module that passes on another's names: `export * from './h'`, `export { a } from './h'`, `module.exports = require('./h')`. */
const PASSES_ON = /\bexport\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*['"]|\bexports(?:\.[\w$]+)?\s*=\s*require\s*\(/u;

/** Test hook: the files whose parse is offered now, oldest first. */
export function offeredFiles(): string[] {
  return [...offers.keys()];
}

function dropOffer(file: string): void {
  const offer = offers.get(file);
  if (!offer) return;
  offers.delete(file);
  offeredText -= offer.text.length;
}

export class ModuleGraph {
  private readonly realRoot: string;
  /** This lint's modules: their evaluations memoize what was read of them. */
  private readonly loaded = new Map<string, ModuleExports | { reason: string }>();
  /** Texts read by `mayExport` and not parsed (yet): `load` takes them from here. */
  private readonly texts = new Map<string, string>();
  /**
   * Whether a module's text has an `export *` or CommonJS `exports` (it may export any name): one
   * scan per module. Asked for every name read through a barrel, the two scans of each module's
   * text cost 2.2 s of a 9.6 s lint (cribl's SDK, 85 names through a barrel of 600 modules).
   */
  private readonly exportsAnyName = new Map<string, boolean>();
  /** Whether a module's text may build a union (`mayBuildUnions`), by file. */
  private readonly buildsUnions = new Map<string, boolean>();
  /** Relative imports resolved to a file (or why not), by importing directory and specifier. */
  private readonly files = new Map<string, string | { reason: string }>();
  /**
   * This lint's resolutions, by importing directory and specifier: a barrel's `export *` is
   * asked again for every name read through it, and each resolution costs several stats.
   */
  private readonly resolved = new Map<string, ModuleExports | { reason: string }>();
  /** Bare specifiers without a TypeScript program: `paths` aliases and workspace packages. */
  private workspace: WorkspaceImports | undefined;

  constructor(
    readonly root: string,
    private readonly parser: ModuleParser,
    readonly sources: ZodSources,
    private readonly factory: ModuleFactory,
    /** Type-aware tier: the file a package or alias specifier names in the TypeScript program. */
    private readonly resolveNonRelative?: ((specifier: string, fromFile: string) => string | null) | undefined,
    /** The linted file's text and parse (`source.file` set): read as a module where an import cycle leads back to it. */
    private readonly own?: { readonly text: string; readonly source: SourceFile } | undefined,
  ) {
    this.realRoot = safeRealpath(root) ?? resolvePath(root);
    startAnalysis();
  }

  /** The value `import { name } from specifier` binds in `fromFile` (`*` for the namespace). */
  importValue(specifier: string, name: string, fromFile: string): Value {
    const loaded = this.moduleFor(specifier, fromFile);
    if ('reason' in loaded) return unknown(loaded.reason);
    if (name === '*') return { kind: 'module', module: loaded };
    return loaded.exportValue(name);
  }

  /** The binding `import { name } from specifier` names in `fromFile`, or null if it cannot be named. */
  importIdentity(specifier: string, name: string, fromFile: string): string | null {
    const loaded = this.moduleFor(specifier, fromFile);
    if ('reason' in loaded) return null;
    return name === '*' ? `module:${loaded.file}` : loaded.exportIdentity(name);
  }

  moduleFor(specifier: string, fromFile: string): ModuleExports | { reason: string } {
    const bare = !specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..';
    // Type-aware tier: the program resolves a package or an alias.
    if (bare && this.resolveNonRelative) {
      const file = this.resolveNonRelative(specifier, fromFile);
      const typed = this.loadNonRelative(specifier, fromFile, file);
      if (!('reason' in typed) || (file !== null && !isDeclaration(file))) return typed;
      // The program found no module, or declarations only, where the nearest tsconfig's `paths`
      // or the workspace lead to source (frontmcp: a library's tsconfig maps `@x/a` to an unbuilt
      // `dist`): that source, as the syntactic tier reads it, which shows its checks. An installed
      // package stays read through its type.
      const source = this.withoutProgram(specifier, fromFile, true);
      return 'reason' in source ? typed : source;
    }
    return this.withoutProgram(specifier, fromFile, bare);
  }

  /** A module found as the syntactic tier finds it: relative files, `paths` aliases, workspace packages. */
  private withoutProgram(specifier: string, fromFile: string, bare: boolean): ModuleExports | { reason: string } {
    const key = `${dirname(fromFile)}\u0000${specifier}`;
    let module = this.resolved.get(key);
    if (!module) {
      // Without a program, a bare specifier is a `paths` alias or a workspace package, read as
      // TypeScript and Node read them, when it leads to source of the project.
      const found = bare ? (this.workspace ??= new WorkspaceImports(this.root)).resolve(specifier, fromFile) : this.relativeFile(key, specifier, fromFile);
      module = typeof found === 'string' ? this.load(found) : 'file' in found ? this.loadNonRelative(specifier, fromFile, found.file) : found;
      this.resolved.set(key, module);
    }
    return module;
  }

  /**
   * Whether the module a relative `export * from` names may export `name`, asked of its text
   * before it is parsed: an ES module names each export it declares, so one whose text holds
   * neither the name nor an `export *` of its own nor CommonJS `exports` cannot. A name read
   * through a barrel of 600 modules (Speakeasy's SDKs) parsed every one of them, 4 s once per
   * process; now only those that mention it. Anything else (a module already read, a bare or
   * unresolved specifier) may.
   */
  mayExport(specifier: string, fromFile: string, name: string): boolean {
    const key = `${dirname(fromFile)}\u0000${specifier}`;
    if (this.resolved.has(key) || !specifier.startsWith('.')) return true;
    const file = this.relativeFile(key, specifier, fromFile);
    if (typeof file !== 'string' || this.loaded.has(file) || extname(file) === '.json') return true;
    let text = this.texts.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return true;
      }
      this.texts.set(file, text);
    }
    if (text.includes(name) && mentionsInExport(text, name)) return true;
    let any = this.exportsAnyName.get(file);
    if (any === undefined) this.exportsAnyName.set(file, (any = /\bexport\s*\*/u.test(text) || /\bexports\b/u.test(text)));
    return any;
  }

  /**
   * Whether the module a relative specifier names may hold a function that builds a union, asked
   * of its text before it is parsed (`test`), or passes on another module's (`export ... from
   * './h'`, `module.exports = require('./h')`): a call of one of its names inside a function of the
   * importing file is followed only then, so that a handler calling `db.query()` loads no module.
   * A bare specifier may; one that does not resolve or cannot be read does not (nothing to follow).
   */
  mayBuildUnions(specifier: string, fromFile: string, test: (text: string) => boolean): boolean {
    if (!specifier.startsWith('.')) return true;
    const file = this.relativeFile(`${dirname(fromFile)}\u0000${specifier}`, specifier, fromFile);
    if (typeof file !== 'string' || extname(file) === '.json') return false;
    let may = this.buildsUnions.get(file);
    if (may !== undefined) return may;
    let text = this.texts.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = '';
      }
      if (!this.loaded.has(file)) this.texts.set(file, text);
    }
    this.buildsUnions.set(file, (may = test(text) || PASSES_ON.test(text)));
    return may;
  }

  /** A `paths` alias or workspace package the program resolved: its source, if it is ours. */
  private loadNonRelative(specifier: string, fromFile: string, file: string | null): ModuleExports | { reason: string } {
    void fromFile;
    if (!file) return { reason: `'${specifier}' does not resolve in the TypeScript program` };
    if (isDeclaration(file)) return { reason: `'${specifier}' is only declared in a .d.ts; read through its type` };
    // As for relative imports: the lexical path must be inside before anything is touched.
    const outside = { reason: `'${specifier}' resolves outside the project root; it is not read` };
    if (!this.isInsideRoot(resolvePath(file))) return outside;
    // A workspace package is a symlink in node_modules to a directory of the project: judged
    // by where it really is.
    const real = safeRealpath(file);
    if (!real || !this.isInsideRoot(real)) return outside;
    if (isInstalled(relative(this.realRoot, real))) {
      return { reason: `'${specifier}' is an installed package; its source is not followed` };
    }
    return this.load(real);
  }

  /**
   * `resolveFile`, once per importing directory and specifier: `mayExport` asks it of every module
   * of a barrel it passes over, again for each name read through that barrel, and a resolution
   * costs a stat per candidate.
   */
  private relativeFile(key: string, specifier: string, fromFile: string): string | { reason: string } {
    let file = this.files.get(key);
    if (file === undefined) this.files.set(key, (file = this.resolveFile(specifier, fromFile)));
    return file;
  }

  private resolveFile(specifier: string, fromFile: string): string | { reason: string } {
    // `import names from './names.json' with { type: 'json' }`, `require('./cfg.json')`: data.
    const { candidates, stem } = moduleCandidates(resolvePath(dirname(fromFile), specifier), true);
    const outside = { reason: `'${specifier}' resolves outside the project root; it is not read` };
    let someOutside = false;
    for (const candidate of candidates) {
      // Not even a stat outside the root: the lexical path must be inside before it is touched.
      // Such a candidate is passed over, not the end: for `'..'` from the root's own folder,
      // `<root>.ts` lies beside the root, and `<root>/index.ts` is the module meant.
      if (!this.isInsideRoot(candidate)) {
        someOutside = true;
        continue;
      }
      if (!isFile(candidate)) continue;
      const real = safeRealpath(candidate);
      if (!real || !this.isInsideRoot(real)) return outside;
      return real;
    }
    for (const declarations of [`${stem}.d.ts`, join(stem, 'index.d.ts')]) {
      if (this.isInsideRoot(declarations) && isFile(declarations)) {
        return { reason: `'${specifier}' has only type declarations (${this.display(declarations)}); followed only with type information` };
      }
    }
    return someOutside ? outside : { reason: `cannot find module '${specifier}'` };
  }

  isInsideRoot(file: string): boolean {
    return isInside(this.realRoot, file) || isInside(resolvePath(this.root), file);
  }

  private load(file: string): ModuleExports | { reason: string } {
    // One lint reads a module once: its text is fixed for the lint, like the linted file's.
    const known = this.loaded.get(file);
    if (known) return known;
    // The linted file, reached again through a module that imports it: its text is the lint's
    // (an editor's unsaved buffer too), its tree the one ESLint made, parsed again for nothing before.
    if (this.own && file === this.own.source.file) {
      const self = new LoadedModule(file, this.own.source, this, this.own.text);
      this.loaded.set(file, self);
      return self;
    }
    let text: string;
    const read = this.texts.get(file);
    if (read !== undefined) {
      text = read;
      this.texts.delete(file);
    } else {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return { reason: `cannot read '${this.display(file)}'` };
      }
    }
    if (extname(file) === '.json') {
      const json = jsonModule(file, text, this.display(file));
      this.loaded.set(file, json);
      return json;
    }
    let cached = cachedParse(file);
    if (!cached || cached.text !== text) {
      const offered = offeredParse(file, text, this.parser);
      if (offered) cached = { text, parsed: offered };
      else {
        let parsed: CachedParse['parsed'];
        try {
          parseCounts.set(file, (parseCounts.get(file) ?? 0) + 1);
          parsed = this.parser(text, file);
        } catch (error) {
          parsed = { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'parse error' };
        }
        remember(file, (cached = { text, parsed }));
      }
    }
    const parsed = cached.parsed;
    const module =
      'error' in parsed
        ? { reason: `'${this.display(file)}' could not be parsed (${parsed.error})` }
        : new LoadedModule(file, parsed, this, text);
    this.loaded.set(file, module);
    return module;
  }

  /** A module's evaluation, created once per loaded module (its text, for the program's copy of it). */
  evaluationOf(source: SourceFile, text: string): ModuleEvaluation {
    return this.factory(source, this, text);
  }

  display(file: string): string {
    return relative(this.realRoot, file) || file;
  }
}

/**
 * A JSON module: its data is its default export (Node's JSON modules, `require()` of a `.json`),
 * and its top-level keys are named exports as bundlers and TypeScript's `resolveJsonModule` give
 * them. Read with `JSON.parse`, as data: nothing in it runs.
 */
function jsonModule(file: string, text: string, displayName: string): ModuleExports | { reason: string } {
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    return { reason: `'${displayName}' could not be parsed (${error instanceof Error ? error.message : 'invalid JSON'})` };
  }
  const whole = dataValue(data);
  const keys = data !== null && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
  return {
    file,
    displayName,
    exportNames: () => ['default', ...keys],
    exportValue: (name) => {
      if (name === 'default') return whole;
      if (whole.kind === 'object') {
        const entry = whole.entries.get(name);
        if (entry) return entry.get();
      }
      return unknown(`'${displayName}' has no key '${name}'`);
    },
    requiredValue: () => whole,
    exportIdentity: (name) => `json:${file}#${name}`,
  };
}

/** Parsed JSON as the evaluator's values. */
function dataValue(data: unknown): Value {
  if (Array.isArray(data)) return { kind: 'array', elements: data.map((item: unknown) => () => dataValue(item)), spans: data.map(() => undefined) };
  if (data !== null && typeof data === 'object') {
    const entries = new Map<string, Entry>();
    for (const [key, item] of Object.entries(data)) entries.set(key, { get: () => dataValue(item) });
    return { kind: 'object', entries, unresolved: [], closed: true };
  }
  return { kind: 'primitive', value: data as string | number | boolean | null };
}

/**
 * Whether a module's text may export `name` itself: the name in an `export` statement (`export
 * const name`, `export function name`, `export { a as name }`, `export * as name from`), before
 * the statement's first `;`. A module that only imports and calls it (`getLogger('x')` in 36 of a
 * package's modules behind its `export *` barrel: each parsed to look for it) does not; CommonJS
 * exports and `export *` are asked apart (`exportsAnyName`). A guess too wide costs a parse;
 * too narrow, a name missed, only where a `;` is written between `export` and the name inside one
 * export statement (in a comment of an export list).
 */
function mentionsInExport(text: string, name: string): boolean {
  // Each place the name is written, looked back from: an `export` nearer than the last `;`. No
  // pattern over the text: in code without semicolons a scan from every `export` to the next `;`
  // reads the rest of the file each time. Past a few dozen places (each look back may read far
  // in such code too), the module may export it.
  let looked = 0;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + name.length)) {
    if (++looked > 64 || text.lastIndexOf('export', at) > text.lastIndexOf(';', at)) return true;
  }
  return false;
}

/** Test hook: forget every parsed module. */
export function clearModuleCache(): void {
  moduleCache.clear();
  cachedText = 0;
  parseCounts.clear();
  offers.clear();
  offeredText = 0;
  clearSiblingImports();
  clearWorkspaceCache();
  reusedParses.clear();
}

type ExportEntry =
  | { readonly kind: 'local'; readonly local: string; readonly at: TSESTree.Node }
  | { readonly kind: 'reexport'; readonly source: string; readonly imported: string }
  | { readonly kind: 'namespace'; readonly source: string }
  | { readonly kind: 'default'; readonly node: TSESTree.Node }
  /** A CommonJS export given two values at the top of its module: which one is read depends on when. */
  | { readonly kind: 'ambiguous'; readonly reason: string };

class LoadedModule implements ModuleExports {
  private evaluation: ModuleEvaluation | undefined;
  private table: ExportTable | undefined;

  constructor(
    readonly file: string,
    readonly source: SourceFile,
    private readonly graph: ModuleGraph,
    private readonly text: string,
  ) {}

  get displayName(): string {
    return this.graph.display(this.file);
  }

  exportValue(name: string, seen: Set<string> = new Set()): Value {
    const key = `${this.file}#${name}`;
    // Met again in one lookup: a module an earlier `export *` branch searched without finding the
    // name (a diamond of barrels: index.ts and models.ts both `export * from './ctl'`) has no such
    // export; one still being searched is a cycle.
    if (seen.has(`none:${key}`)) return unknown(`no export '${name}' in '${this.graph.display(this.file)}'`);
    if (seen.has(key)) return unknown(`'${name}' is re-exported in a cycle`);
    seen.add(key);
    const value = this.exportValueOnce(name, seen);
    if (value.kind === 'unknown' && value.reason.startsWith('no export')) seen.add(`none:${key}`);
    return value;
  }

  private exportValueOnce(name: string, seen: Set<string>): Value {
    const { exports, stars, wholeExports, commonJs } = this.exports();
    const entry = exports.get(name);
    if (entry) return this.entryValue(entry, name, seen);
    if (name !== 'default') {
      for (const star of stars) {
        if (!this.graph.mayExport(star, this.file, name)) continue;
        const value = this.reexported(star, name, seen);
        if (value.kind !== 'unknown' || !value.reason.startsWith('no export')) return value;
      }
    }
    // A CommonJS module: `import m from './ops.cjs'` is its `module.exports`, and a name not
    // assigned as `exports.A` is a property of the object `module.exports = { A, B }` assigns.
    if (name === 'default' && commonJs) return this.requiredValue();
    if (wholeExports !== undefined && name !== 'default') {
      const whole = this.requiredValue();
      if (whole.kind === 'object') {
        const property = whole.entries.get(name);
        if (property) return property.get();
      } else if (whole.kind === 'unknown') return whole;
    }
    return unknown(`no export '${name}' in '${this.graph.display(this.file)}'`);
  }

  requiredValue(): Value {
    const { wholeExports } = this.exports();
    if (wholeExports === 'ambiguous') return unknown(`'module.exports' is assigned more than once in '${this.graph.display(this.file)}'`);
    if (wholeExports !== undefined) return this.evaluationFor().evaluate(wholeExports);
    return { kind: 'module', module: this };
  }

  exportIdentity(name: string, seen: Set<string> = new Set()): string | null {
    const key = `${this.file}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const { exports, stars } = this.exports();
    const entry = exports.get(name);
    if (entry) return this.entryIdentity(entry, seen);
    if (name === 'default') return null;
    for (const star of stars) {
      if (!this.graph.mayExport(star, this.file, name)) continue;
      const target = this.graph.moduleFor(star, this.file);
      const identity = 'reason' in target ? null : target.exportIdentity(name, seen);
      if (identity) return identity;
    }
    return null;
  }

  private entryIdentity(entry: ExportEntry, seen: Set<string>): string | null {
    switch (entry.kind) {
      case 'local': {
        const variable = this.moduleScope()?.set.get(entry.local);
        return variable ? this.evaluationFor().identityOfVariable(variable) : null;
      }
      case 'reexport': {
        if (this.evaluationFor().zodValue(entry.source, entry.imported)) return `zod:${entry.imported}`;
        const target = this.graph.moduleFor(entry.source, this.file);
        return 'reason' in target ? null : target.exportIdentity(entry.imported, seen);
      }
      case 'namespace': {
        const target = this.graph.moduleFor(entry.source, this.file);
        return 'reason' in target ? null : `module:${target.file}`;
      }
      case 'default': {
        // `export default nonEmpty`: the binding it names, as the module's own uses see it.
        const variable = entry.node.type === 'Identifier' ? this.moduleScope()?.set.get(entry.node.name) : undefined;
        return variable ? this.evaluationFor().identityOfVariable(variable) : `default:${this.file}:${entry.node.range[0]}`;
      }
      case 'ambiguous':
        return null;
    }
  }

  private entryValue(entry: ExportEntry, name: string, seen: Set<string>): Value {
    switch (entry.kind) {
      case 'local': {
        const variable = this.moduleScope()?.set.get(entry.local);
        if (!variable) {
          // `namespace S.V {}` then `export { S as X }`: S is read from its name (no variable declares it).
          const dotted = entry.at.type === 'Identifier' ? this.evaluationFor().evaluate(entry.at) : null;
          return dotted && dotted.kind !== 'unknown' ? dotted : unknown(`'${name}' is not declared in '${this.graph.display(this.file)}'`);
        }
        return this.evaluationFor().valueOfVariable(variable, entry.at);
      }
      case 'reexport':
        return this.reexported(entry.source, entry.imported, seen);
      case 'namespace': {
        const zod = this.evaluationFor().zodValue(entry.source, '*');
        if (zod) return zod;
        const target = this.graph.moduleFor(entry.source, this.file);
        return 'reason' in target ? unknown(target.reason) : { kind: 'module', module: target };
      }
      case 'default':
        return this.evaluationFor().evaluate(entry.node);
      case 'ambiguous':
        return unknown(entry.reason);
    }
  }

  private reexported(source: string, imported: string, seen: Set<string>): Value {
    const zod = this.evaluationFor().zodValue(source, imported);
    if (zod) return zod;
    const target = this.graph.moduleFor(source, this.file);
    if ('reason' in target) return unknown(target.reason);
    return target.exportValue(imported, seen);
  }

  private evaluationFor(): ModuleEvaluation {
    return (this.evaluation ??= this.graph.evaluationOf(this.source, this.text));
  }

  private moduleScope() {
    const global = this.source.scopeManager.globalScope;
    return global?.childScopes.find((scope) => scope.type === 'module') ?? global;
  }

  private exports(): ExportTable {
    if (this.table) return this.table;
    const exports = new Map<string, ExportEntry>();
    const stars: string[] = [];
    for (const statement of this.source.ast.body) {
      if (statement.type === 'ExportNamedDeclaration') {
        const declaration = statement.declaration;
        // `export type X`, `export interface X`, `export type { X }`: no value at run time, so
        // not an export a value is looked up in (a value of that name may come from `export *`).
        if (statement.exportKind === 'type' || declaration?.type === 'TSTypeAliasDeclaration' || declaration?.type === 'TSInterfaceDeclaration') continue;
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            for (const id of identifiersOf(declarator.id)) exports.set(id.name, { kind: 'local', local: id.name, at: id });
          }
        } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier') {
          exports.set(declaration.id.name, { kind: 'local', local: declaration.id.name, at: declaration.id });
        } else if (declaration?.type === 'TSModuleDeclaration' && declaration.id.type === 'TSQualifiedName') {
          // `export namespace S.V { ... }` exports `S`, which no variable declares: read from its name.
          let root: TSESTree.EntityName = declaration.id;
          while (root.type === 'TSQualifiedName') root = root.left;
          if (root.type === 'Identifier' && !exports.has(root.name)) exports.set(root.name, { kind: 'default', node: root });
        }
        for (const specifier of statement.specifiers) {
          if (specifier.exportKind === 'type') continue; // `export { type Name }`
          const local = nameOf(specifier.local);
          const exported = nameOf(specifier.exported);
          exports.set(
            exported,
            statement.source
              ? { kind: 'reexport', source: statement.source.value, imported: local }
              : { kind: 'local', local, at: specifier.local },
          );
        }
      } else if (statement.type === 'ExportAllDeclaration') {
        // `export type * from './a'`: types only.
        if (statement.exportKind === 'type') continue;
        if (statement.exported) exports.set(nameOf(statement.exported), { kind: 'namespace', source: statement.source.value });
        else stars.push(statement.source.value);
      } else if (statement.type === 'ExportDefaultDeclaration') {
        const declaration = statement.declaration;
        if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
          exports.set('default', { kind: 'local', local: declaration.id.name, at: declaration.id });
        } else {
          exports.set('default', { kind: 'default', node: declaration });
        }
      }
    }
    // CommonJS: `exports.A = ...` and `module.exports.A = ...` at the top, each a named export
    // unless the module declares that name as an ES module does.
    const { named, whole: assigned, stars: required } = commonJsExports(this.source.ast);
    stars.push(...required);
    // TypeScript's `export = { A }` is `module.exports = { A }`.
    const exportAssignment = this.source.ast.body.find((statement) => statement.type === 'TSExportAssignment');
    const whole = exportAssignment ? exportAssignment.expression : assigned;
    for (const [name, found] of named) {
      if (exports.has(name)) continue;
      exports.set(name, found === 'ambiguous' ? { kind: 'ambiguous', reason: `'exports.${name}' is assigned more than once in '${this.graph.display(this.file)}'` } : { kind: 'default', node: found.value });
    }
    return (this.table = { exports, stars, wholeExports: whole, commonJs: named.size > 0 || whole !== undefined || required.length > 0 });
  }

  exportNames(seen: Set<string> = new Set()): string[] | null {
    if (seen.has(this.file)) return [];
    seen.add(this.file);
    const { exports, stars } = this.exports();
    const names = new Set(exports.keys());
    for (const star of stars) {
      const target = this.graph.moduleFor(star, this.file);
      const more = 'reason' in target ? null : target.exportNames(seen);
      if (!more) return null;
      // `export *` brings no `default`, and a name the module exports itself wins.
      for (const name of more) if (name !== 'default') names.add(name);
    }
    return [...names];
  }
}

function nameOf(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}
