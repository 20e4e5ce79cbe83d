/**
 * Where a bare import (`@acme/contracts`, `@/schemas/ops`) leads without a TypeScript program,
 * when it leads to source of this project: a `paths` alias of the nearest `tsconfig.json`, or a
 * workspace package (a link in `node_modules` to a directory of the project) whose
 * `package.json` names its entry, read as Node and TypeScript read them. A package's built entry
 * (`dist/index.js`, `dist/index.d.ts`) is mapped back to its source through the package's own
 * `tsconfig.json` (`outDir` → `rootDir`), never guessed.
 *
 * Nothing is read outside the project root: a link whose target lies outside it, or inside an
 * installed package, ends the search with the reason; the module graph checks the file it is
 * handed again (modules.ts `loadNonRelative`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { isDeclaration, isFile, isInside, isInstalled, moduleCandidates, safeRealpath } from './paths.js';

export type Resolution = { readonly file: string } | { readonly reason: string };

/** The conditions of an `exports` or `imports` map this reader takes (with a tsconfig's `customConditions`), in the order of the map itself. */
const CONDITIONS = new Set(['source', 'development', 'import', 'module', 'node', 'default', 'require', 'types', 'typings']);

/** One lint's resolver: it reads each `tsconfig.json` and `package.json` at most once. */
export class WorkspaceImports {
  readonly #json = new Map<string, unknown>();
  #packages: Map<string, string> | undefined;
  readonly #root: string;
  /** The root with its symlinks resolved: the graph hands over real paths. */
  readonly #realRoot: string;

  constructor(root: string) {
    this.#root = resolvePath(root);
    this.#realRoot = safeRealpath(this.#root) ?? this.#root;
  }

  resolve(specifier: string, fromFile: string): Resolution {
    const aliased = this.#viaPaths(specifier, fromFile);
    if (aliased && 'file' in aliased) return aliased;
    // `#app/utils/x`: the nearest package.json's `imports` (Node's subpath imports), never a package.
    if (specifier.startsWith('#')) return this.#viaImports(specifier, fromFile);
    // A pattern whose targets are no file lets TypeScript go on as without it (node_modules, the
    // workspace): `"*": ["./*"]` matches every import. Its reason stays when that finds nothing.
    const linked = this.#viaWorkspace(specifier, fromFile);
    return aliased && !('file' in linked) ? aliased : linked;
  }

  // ---- tsconfig paths -----------------------------------------------------------------------

  #viaPaths(specifier: string, fromFile: string): Resolution | undefined {
    const config = this.#nearest(dirname(fromFile), 'tsconfig.json');
    if (!config) return undefined;
    const { paths, baseUrl } = this.#compilerOptions(config);
    if (!paths) return undefined;
    // Targets are relative to `baseUrl`, else to the config that writes `paths`.
    const options = { paths: paths.value, base: baseUrl ?? paths.dir };
    // The longest pattern prefix that matches, as TypeScript picks it.
    let best: { readonly targets: readonly string[]; readonly star: string; readonly prefix: number } | undefined;
    for (const [pattern, targets] of Object.entries(options.paths)) {
      if (!Array.isArray(targets)) continue;
      const star = pattern.indexOf('*');
      if (star === -1) {
        if (pattern === specifier && (!best || pattern.length > best.prefix)) best = { targets, star: '', prefix: pattern.length };
        continue;
      }
      const head = pattern.slice(0, star);
      const tail = pattern.slice(star + 1);
      if (specifier.length >= head.length + tail.length && specifier.startsWith(head) && specifier.endsWith(tail) && (!best || head.length > best.prefix)) {
        best = { targets, star: specifier.slice(head.length, specifier.length - tail.length), prefix: head.length };
      }
    }
    if (!best) return undefined;
    for (const target of best.targets) {
      if (typeof target !== 'string') continue;
      const file = this.#file(resolvePath(options.base, withConfigDir(target, dirname(config)).replace('*', best.star)));
      if (file) return { file };
    }
    return { reason: `'${specifier}' is a 'paths' alias whose targets are no file of the project` };
  }

  // ---- package.json imports ------------------------------------------------------------------

  /**
   * A subpath import (`"imports": { "#app/*": "./app/*" }` of the package the importing file is
   * in), read as Node and TypeScript read it: an exact key, else the pattern with the longest
   * prefix, its targets under the active conditions; a target that is a package is not followed.
   */
  #viaImports(specifier: string, fromFile: string): Resolution {
    const manifestFile = this.#nearest(dirname(fromFile), 'package.json');
    const imports = manifestFile && (this.#readJson(manifestFile) as { imports?: unknown } | undefined)?.imports;
    if (!manifestFile || !imports || typeof imports !== 'object') return { reason: `'${specifier}' is a subpath import, and the package.json nearest to the file declares no 'imports'` };
    const targets = subpathTargets(imports as Record<string, unknown>, specifier, this.#conditions(fromFile));
    if (!targets) return { reason: `'${specifier}' is not among the 'imports' of ${relative(this.#root, manifestFile) || 'package.json'}` };
    const packageDir = dirname(manifestFile);
    for (const target of targets) {
      if (!target.startsWith('./')) continue;
      const source = this.#sourceOf(packageDir, resolvePath(packageDir, target));
      if (source && this.#inside(source)) return { file: source };
    }
    return { reason: `'${specifier}' is a subpath import whose targets (${targets.join(', ') || 'none'}) are no source file of the project` };
  }

  /**
   * The conditions of `exports` and `imports` maps this reader takes for a file: the usual ones and
   * the `customConditions` of its nearest tsconfig.json (`"webstudio"` naming a package's source).
   */
  #conditions(fromFile: string): ReadonlySet<string> {
    const config = this.#nearest(dirname(fromFile), 'tsconfig.json');
    const custom = config ? this.#compilerOptions(config).customConditions : undefined;
    return custom && custom.length > 0 ? new Set([...custom, ...CONDITIONS]) : CONDITIONS;
  }

  // ---- workspace packages --------------------------------------------------------------------

  #viaWorkspace(specifier: string, fromFile: string): Resolution {
    const parts = specifier.split('/');
    const scoped = specifier.startsWith('@');
    const name = parts.slice(0, scoped ? 2 : 1).join('/');
    const subpath = ['.', ...parts.slice(scoped ? 2 : 1)].join('/');
    const notFollowed = { reason: `'${specifier}' is a package or alias; other packages are only followed with type information` };
    if (!name || (scoped && parts.length < 2)) return notFollowed;
    // An installed package, or a link out of the project: not a workspace package of ours.
    const real = this.#workspacePackage(name, dirname(fromFile));
    if (!real) return notFollowed;
    const manifest = this.#readJson(join(real, 'package.json')) as PackageJson | undefined;
    if (!manifest) return { reason: `'${specifier}' is a workspace package without a readable package.json` };
    const entries = entriesOf(manifest, subpath, this.#conditions(fromFile));
    if (entries === null) return { reason: `'${specifier}' is not exported by the workspace package '${name}'` };
    let declarations: string | undefined;
    for (const entry of entries) {
      const target = resolvePath(real, entry);
      if (!this.#inside(target)) continue;
      const source = this.#sourceOf(real, target);
      if (source && !isDeclaration(source)) return { file: source };
      declarations ??= source;
    }
    if (declarations) return { file: declarations };
    return { reason: `'${specifier}' is a workspace package whose entry (${entries.join(', ') || 'none'}) is no source file of the project` };
  }

  /**
   * The packages the project's workspace declares, by name: the root package.json's `workspaces`
   * (a list, or `{ packages }`) or pnpm-workspace.yaml's `packages`, each pattern a path whose
   * segments may be `*` (one directory) or `**` (any depth, to a bound), `!` patterns excluded.
   */
  #declaredPackages(): ReadonlyMap<string, string> {
    if (this.#packages) return this.#packages;
    // Kept per process while the files that declare the workspace are unchanged: every file a
    // lint of an uninstalled checkout reads would otherwise list the workspace's directories again.
    const stamp = `${fileStamp(join(this.#root, 'package.json'))}|${fileStamp(join(this.#root, 'pnpm-workspace.yaml'))}`;
    const known = declaredByRoot.get(this.#root);
    if (known && known.stamp === stamp) return (this.#packages = known.packages);
    const packages = new Map<string, string>();
    this.#packages = packages;
    declaredByRoot.set(this.#root, { stamp, packages });
    const manifest = this.#readJson(join(this.#root, 'package.json')) as { workspaces?: unknown } | undefined;
    const declared = manifest?.workspaces;
    const listed: unknown[] = Array.isArray(declared) ? declared : declared && typeof declared === 'object' && Array.isArray((declared as { packages?: unknown }).packages) ? (declared as { packages: unknown[] }).packages : [];
    // Both, pnpm-workspace.yaml's first: pnpm reads only the yaml, and a checkout that has one
    // beside a package.json `workspaces` (unkey's `web/`, braintrust) lists more packages there.
    const patterns = [...pnpmPackages(join(this.#root, 'pnpm-workspace.yaml')), ...listed];
    const excluded = patterns.filter((p): p is string => typeof p === 'string' && p.startsWith('!')).map((p) => p.slice(1));
    for (const pattern of patterns) {
      if (typeof pattern !== 'string' || pattern.startsWith('!')) continue;
      for (const dir of expand(this.#root, pattern.replace(/^\.\//u, '').split('/').filter(Boolean), 0)) {
        const rel = relative(this.#root, dir).split(sep).join('/');
        if (excluded.some((ex) => ex.replace(/^\.\//u, '') === rel) || !this.#inside(dir)) continue;
        const name = (this.#readJson(join(dir, 'package.json')) as { name?: unknown } | undefined)?.name;
        if (typeof name === 'string' && !packages.has(name)) packages.set(name, safeRealpath(dir) ?? dir);
      }
    }
    return packages;
  }

  /** The source file an entry stands for: itself, or its built output mapped back through `outDir` → `rootDir`. */
  #sourceOf(packageDir: string, target: string): string | undefined {
    const direct = this.#file(target);
    const builds = this.#builds(packageDir);
    if (direct && !isDeclaration(direct) && !builds.some((build) => isInside(build.outDir, direct))) return direct;
    for (const { outDir, rootDir } of builds) {
      if (!isInside(outDir, target) || !this.#inside(rootDir)) continue;
      const stem = join(rootDir, relative(outDir, target)).replace(/(\.d)?\.[cm]?[jt]sx?$/u, '');
      const mapped = this.#file(stem);
      if (mapped) return mapped;
    }
    return direct;
  }

  /**
   * Where the package's builds put their output (`outDir`) and from what (`rootDir`): its
   * tsconfig.json, and the configs it references (`tsc --build` of `tsconfig.cjs.json`,
   * `tsconfig.esm.json`, `tsconfig.types.json`, as many packages build one output per format).
   */
  #builds(packageDir: string): { readonly outDir: string; readonly rootDir: string }[] {
    const builds: { outDir: string; rootDir: string }[] = [];
    const read = (config: string, depth: number) => {
      if (depth > 2 || !this.#inside(config)) return;
      const json = this.#readJson(config) as { references?: unknown } | undefined;
      const dir = dirname(config);
      const { outDir, rootDir } = this.#compilerOptions(config);
      if (outDir !== undefined && rootDir !== undefined) builds.push({ outDir, rootDir });
      if (!Array.isArray(json?.references)) return;
      for (const reference of json.references as unknown[]) {
        const path = (reference as { path?: unknown } | null)?.path;
        if (typeof path !== 'string') continue;
        const target = resolvePath(dir, path);
        read(target.endsWith('.json') ? target : join(target, 'tsconfig.json'), depth + 1);
      }
    };
    read(join(packageDir, 'tsconfig.json'), 0);
    return builds;
  }

  /**
   * The compiler options these readers use, as TypeScript reads them through relative `extends`
   * (a list too, later entries and the config itself winning): `paths` with the directory of the
   * config that writes it, `baseUrl`, `outDir` and `rootDir` resolved against the config that
   * writes each, `${configDir}` the directory of the config in use (TypeScript 5.5:
   * `"outDir": "${configDir}/dist"` in a shared base).
   */
  #compilerOptions(config: string, leafDir = dirname(config), depth = 0): CompilerOptions {
    const json = this.#readJson(config) as { extends?: unknown; compilerOptions?: { paths?: unknown; baseUrl?: unknown; outDir?: unknown; rootDir?: unknown; customConditions?: unknown } } | undefined;
    if (!json || typeof json !== 'object') return {};
    const dir = dirname(config);
    const merged: CompilerOptions = {};
    const parents = typeof json.extends === 'string' ? [json.extends] : Array.isArray(json.extends) ? json.extends : [];
    for (const parent of depth < 8 ? parents : []) {
      if (typeof parent !== 'string') continue;
      const path = parent.startsWith('.') ? resolvePath(dir, parent.endsWith('.json') ? parent : `${parent}.json`) : this.#extendedPackageConfig(parent, dir);
      if (path && this.#inside(path)) Object.assign(merged, this.#compilerOptions(path, leafDir, depth + 1));
    }
    const own = json.compilerOptions;
    const path = (value: unknown) => (typeof value === 'string' ? resolvePath(dir, withConfigDir(value, leafDir)) : undefined);
    if (own?.paths && typeof own.paths === 'object') merged.paths = { value: own.paths as Record<string, unknown>, dir };
    merged.baseUrl = path(own?.baseUrl) ?? merged.baseUrl;
    merged.outDir = path(own?.outDir) ?? merged.outDir;
    merged.rootDir = path(own?.rootDir) ?? merged.rootDir;
    if (Array.isArray(own?.customConditions)) merged.customConditions = own.customConditions.filter((condition): condition is string => typeof condition === 'string');
    return merged;
  }

  /**
   * The config a package-name `extends` names (`"@acme/tsconfig/base.json"`, `"@acme/tsconfig"`),
   * when the package is one of the workspace's (a link in `node_modules` into the project, or a
   * package the workspace declares): the file the subpath names (`.json` added when missing), or
   * the package's `tsconfig` field, else its `tsconfig.json`. An installed package is not read
   * (webstudio's 41 packages extend `@webstudio-is/tsconfig/base.json`, whose `customConditions`
   * name each package's source).
   */
  #extendedPackageConfig(parent: string, fromDir: string): string | undefined {
    const parts = parent.split('/');
    const scoped = parent.startsWith('@');
    const name = parts.slice(0, scoped ? 2 : 1).join('/');
    if (!name || (scoped && parts.length < 2)) return undefined;
    const real = this.#workspacePackage(name, fromDir);
    if (!real) return undefined;
    const subpath = parts.slice(scoped ? 2 : 1).join('/');
    if (subpath) {
      const exact = join(real, subpath);
      return isFile(exact) ? exact : isFile(`${exact}.json`) ? `${exact}.json` : undefined;
    }
    const field = (this.#readJson(join(real, 'package.json')) as { tsconfig?: unknown } | undefined)?.tsconfig;
    const named = typeof field === 'string' ? join(real, field) : join(real, 'tsconfig.json');
    return isFile(named) ? named : undefined;
  }

  /**
   * The directory of a workspace package, found as Node finds a package (`node_modules/<name>` in
   * the directories above, a link into the project), else among the packages the workspace
   * declares; undefined for an installed package or a link out of the project.
   */
  #workspacePackage(name: string, fromDir: string): string | undefined {
    let link: string | undefined;
    for (let dir = fromDir; this.#inside(dir); dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (isDirectory(candidate)) {
        link = candidate;
        break;
      }
      if (dir === this.#root || dir === this.#realRoot || dirname(dir) === dir) break;
    }
    // Not installed (a checkout before `npm install`): the workspace the root's package.json (or
    // pnpm-workspace.yaml) declares is where the package manager would link it from.
    const real = link ? safeRealpath(link) : this.#declaredPackages().get(name);
    return real && this.#inside(real) && !isInstalled(relative(this.#realRoot, real)) ? real : undefined;
  }

  // ---- files -----------------------------------------------------------------------------------

  /** A module path as an import names it: the file, a TypeScript twin of a `.js` name, an extension added, an index. */
  #file(base: string): string | undefined {
    const { candidates, stem } = moduleCandidates(base);
    // A declaration last: the module graph says that it is one (read through its type).
    candidates.push(`${stem}.d.ts`, join(stem, 'index.d.ts'));
    return candidates.find((candidate) => this.#inside(candidate) && isFile(candidate));
  }

  #nearest(from: string, name: string): string | undefined {
    for (let dir = from; this.#inside(dir); dir = dirname(dir)) {
      const candidate = join(dir, name);
      if (isFile(candidate)) return candidate;
      if (dir === this.#root || dir === this.#realRoot || dirname(dir) === dir) break;
    }
    return undefined;
  }

  #readJson(file: string): unknown {
    if (this.#json.has(file)) return this.#json.get(file);
    let value: unknown;
    try {
      value = this.#inside(file) ? JSON.parse(withoutComments(readFileSync(file, 'utf8'))) : undefined;
    } catch {
      value = undefined;
    }
    this.#json.set(file, value);
    return value;
  }

  #inside(path: string): boolean {
    return isInside(this.#root, path) || isInside(this.#realRoot, path);
  }
}

/** Per process: each root's declared workspace packages, and the state of the files that declare them. */
const declaredByRoot = new Map<string, { readonly stamp: string; readonly packages: Map<string, string> }>();

/** Forgets the workspaces read (with the module cache: tests, and a long-lived process that asks). */
export function clearWorkspaceCache(): void {
  declaredByRoot.clear();
}

function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'none';
  }
}

/** What `#compilerOptions` reads of a tsconfig.json and the configs it extends. */
interface CompilerOptions {
  paths?: { readonly value: Record<string, unknown>; readonly dir: string };
  baseUrl?: string | undefined;
  outDir?: string | undefined;
  rootDir?: string | undefined;
  customConditions?: readonly string[];
}

interface PackageJson {
  readonly exports?: unknown;
  readonly source?: unknown;
  readonly module?: unknown;
  readonly main?: unknown;
  readonly types?: unknown;
  readonly typings?: unknown;
}

/** The entries a package gives for a subpath (`.`, `./ops`), in order; null when its `exports` withhold it. */
function entriesOf(manifest: PackageJson, subpath: string, conditions: ReadonlySet<string>): string[] | null {
  const exports = manifest.exports;
  if (exports !== undefined && exports !== null) {
    if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.' ? targetsOf(exports, 0, conditions) : null;
    if (typeof exports !== 'object') return null;
    const keys = Object.keys(exports);
    // A map of conditions alone is the package's '.'.
    if (!keys.some((key) => key.startsWith('.'))) return subpath === '.' ? targetsOf(exports, 0, conditions) : null;
    return subpathTargets(exports as Record<string, unknown>, subpath, conditions);
  }
  if (subpath !== '.') return [subpath];
  const fields = [manifest.source, manifest.module, manifest.main, manifest.types, manifest.typings].filter((field): field is string => typeof field === 'string');
  return fields.length > 0 ? fields : ['./index'];
}

/**
 * The targets a package's `exports` or `imports` map gives a subpath (`./ops`, `#app/x`), as Node
 * reads either: its own key, else the `*` pattern with the longest prefix, the star's match put
 * into each target; null when no key matches.
 */
function subpathTargets(map: Record<string, unknown>, subpath: string, conditions: ReadonlySet<string>): string[] | null {
  if (Object.hasOwn(map, subpath)) return targetsOf(map[subpath], 0, conditions);
  let best: { readonly key: string; readonly matched: string; readonly prefix: number } | undefined;
  for (const key of Object.keys(map)) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const head = key.slice(0, star);
    const tail = key.slice(star + 1);
    if ((!best || head.length > best.prefix) && subpath.length >= head.length + tail.length && subpath.startsWith(head) && subpath.endsWith(tail)) {
      best = { key, matched: subpath.slice(head.length, subpath.length - tail.length), prefix: head.length };
    }
  }
  return best ? targetsOf(map[best.key], 0, conditions).map((target) => target.replaceAll('*', best.matched)) : null;
}

function targetsOf(value: unknown, depth: number, conditions: ReadonlySet<string>): string[] {
  if (depth > 8) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => targetsOf(item, depth + 1, conditions));
  if (value && typeof value === 'object') {
    const out: string[] = [];
    for (const [condition, inner] of Object.entries(value)) if (conditions.has(condition)) out.push(...targetsOf(inner, depth + 1, conditions));
    return out;
  }
  return [];
}

/** JSON with comments and trailing commas, as `tsconfig.json` and some `package.json` files are written. */
function withoutComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i === -1) break;
      i++;
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/gu, '$1');
}

/** The directories a workspace pattern names under `dir`: `packages/*`, `apps/**`, `tools/cli`. */
function expand(dir: string, segments: readonly string[], depth: number): string[] {
  if (segments.length === 0) return [dir];
  if (depth > 6) return [];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '**') return [...expand(dir, rest, depth), ...subdirectories(dir).flatMap((sub) => expand(sub, segments, depth + 1))];
  if (!head.includes('*')) return isDirectory(join(dir, head)) ? expand(join(dir, head), rest, depth + 1) : [];
  const pattern = new RegExp(`^${head.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')).join('[^/]*')}$`, 'u');
  return subdirectories(dir)
    .filter((sub) => pattern.test(basename(sub)))
    .flatMap((sub) => expand(sub, rest, depth + 1));
}

function subdirectories(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

/** pnpm-workspace.yaml's `packages:` list (`  - 'packages/*'`), read line by line. */
function pnpmPackages(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  let inPackages = false;
  const unquoted = (item: string) => item.trim().replace(/^(['"])(.*)\1$/u, '$2');
  for (const line of text.split(/\r?\n/u)) {
    const key = /^packages\s*:\s*(.*?)\s*(?:#.*)?$/u.exec(line);
    if (key) {
      // Flow style: `packages: ['apps/*', 'packages/*']`.
      const flow = /^\[(.*)\]$/u.exec(key[1]!);
      if (flow) return flow[1]!.split(',').map(unquoted).filter(Boolean);
      inPackages = true;
      continue;
    }
    if (!inPackages || /^\s*(?:#.*)?$/u.test(line)) continue;
    // Block items, indented or not (`- apps/*` right under the key is valid YAML too).
    const item = /^\s*-\s*(['"]?[^'"#]+?['"]?)\s*(?:#.*)?$/u.exec(line);
    if (item) out.push(unquoted(item[1]!));
    else if (/^\S/u.test(line)) break;
  }
  return out;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** `${configDir}` of a tsconfig option (TypeScript 5.5): the directory of the config in use. */
function withConfigDir(value: string, configDir: string): string {
  return value.startsWith('${configDir}') ? configDir + value.slice('${configDir}'.length) : value;
}
