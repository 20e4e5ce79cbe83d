/**
 * Safety: what linting must never do, whatever the project or the configuration holds.
 *
 * 1. Never run project code. Modules whose top level writes a marker file and throws are
 *    imported every way TypeScript allows (named, default, namespace, side-effect, re-export,
 *    `require`, `import()`, `import x = require()`), by the linted file and by the modules it
 *    imports, and the linted file itself is full of functions that would write the marker if
 *    called (refinements, transforms, getters, lazies, defaults, computed keys): linted with
 *    the syntax-only and the type-aware tier, no marker appears. The modules are read (their
 *    schemas show up in the findings), never run.
 * 2. Never read outside the project root: relative imports that climb out, absolute paths, a
 *    `file:` URL, a symlinked file and a symlinked directory, a module inside the root that
 *    imports outside, and (type-aware tier) a `paths` alias that points outside. Every file
 *    system call is traced (fs patched, `syncBuiltinESMExports`) with the stack that made it:
 *    the plugin's own calls (a frame in lib/ or rules/) stay inside the root, and in the
 *    syntax-only tier nothing at all touches the outside directory.
 * 3. Never load a module named in settings: `zodImportSources` (relative, absolute, a package)
 *    and `parserOptions.parser` naming a module that writes a marker when imported; the only
 *    parser used for other modules is the one ESLint was given.
 * 4. Invalid configuration is an error that names what is wrong: rule options fail ESLint's
 *    schema validation, and `settings['zod-flatten']` fails with a message naming the setting
 *    and what it accepts, thrown from the settings check itself, not from inside the analysis.
 */
import fs, { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESLint, Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import plugin from '../../index.js';
import { clearModuleCache, parseCounts } from '../../lib/frontend/estree/modules.js';

const REPO = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));
const NODE_MODULES = join(REPO, 'node_modules');
const IMPORT = "import { z } from 'zod';";

// ---- the project ------------------------------------------------------------------------------------

let base: string;
let root: string;
let outside: string;
/** Where a module that was run would leave its mark: one file per module, so the culprit shows. */
let marks: string;

/** A module that marks that it ran, then throws, and exports a schema with a hidden check. */
const evilModule = (name: string, body = ''): string =>
  [
    "import { writeFileSync } from 'node:fs';",
    IMPORT,
    `writeFileSync(${JSON.stringify(join(marks, name))}, 'ran');`,
    `throw new Error('${name} ran');`,
    `export const Evil = z.object({ op: z.literal('evil'), text: z.string().toLowerCase() });`,
    'export default Evil;',
    body,
    '',
  ].join('\n');

/** The outside op: if it were read, `.toUpperCase()` would be reported for `text`. */
const OUTSIDE_OP = (name: string) => `${IMPORT}\nexport const ${name} = z.object({ op: z.literal('${name}'), text: z.string().toUpperCase() });\n`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), 'zod-flatten-safety-')));
  root = join(base, 'project');
  outside = join(base, 'outside');
  marks = join(base, 'marks');
  mkdirSync(marks);

  // Outside the root.
  write(join(outside, 'op.ts'), OUTSIDE_OP('OutsideOp'));
  write(join(outside, 'dir', 'op.ts'), OUTSIDE_OP('DirOp'));
  write(join(outside, 'evil.ts'), evilModule('outside-evil'));

  // Inside: modules that must never run.
  write(join(root, 'src', 'evil.ts'), evilModule('src-evil'));
  write(join(root, 'src', 'evil-reexport.ts'), `export * from './evil.js';\nexport { Evil as Again } from './evil.js';\n${evilModule('src-evil-reexport')}`);
  write(join(root, 'src', 'ops.ts'), `${IMPORT}\nimport './evil.js';\nexport const Plain = z.object({ op: z.literal('plain'), text: z.string() });\n`);
  // A module inside the root that imports outside.
  write(join(root, 'src', 'bridge.ts'), `${IMPORT}\nexport { OutsideOp as Bridged } from '../../outside/op.js';\n`);
  // Settings that name modules: each would mark if imported.
  write(join(root, 'evil-settings.js'), `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(marks, 'evil-settings'))}, 'ran');\nexport const z = {};\n`);
  write(join(root, 'evil-parser.js'), `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(marks, 'evil-parser'))}, 'ran');\nexport function parseForESLint() { throw new Error('evil parser'); }\n`);
  write(join(root, 'package.json'), JSON.stringify({ name: 'safety-project', type: 'module' }));
  // Packages: zod (the real one), one with a .d.ts and a running index.js, one shipping .ts sources.
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  symlinkSync(join(NODE_MODULES, 'zod'), join(root, 'node_modules', 'zod'), 'dir');
  write(join(root, 'node_modules', 'evil-pkg', 'package.json'), JSON.stringify({ name: 'evil-pkg', type: 'module', main: 'index.js', types: 'index.d.ts' }));
  write(join(root, 'node_modules', 'evil-pkg', 'index.js'), `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(marks, 'evil-pkg'))}, 'ran');\nexport const z = {};\n`);
  write(join(root, 'node_modules', 'evil-pkg', 'index.d.ts'), `import type { z } from 'zod';\nexport declare const EvilPkg: z.ZodObject<{ op: z.ZodLiteral<'pkg'>; text: z.ZodString }>;\n`);
  write(join(root, 'node_modules', 'evil-src-pkg', 'package.json'), JSON.stringify({ name: 'evil-src-pkg', type: 'module', types: 'index.ts', main: 'index.ts' }));
  write(join(root, 'node_modules', 'evil-src-pkg', 'index.ts'), evilModule('evil-src-pkg'));
  // Symlinks that leave the root.
  symlinkSync(join(outside, 'op.ts'), join(root, 'src', 'linked-file.ts'));
  symlinkSync(join(outside, 'dir'), join(root, 'src', 'linked-dir'), 'dir');

  write(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        allowJs: false,
        types: [],
        paths: { '@out/*': ['../outside/*'], '@src/*': ['./src/*'] },
      },
      include: ['src/**/*.ts'],
    }),
  );
});

/** Every file a test lints, relative to the root (written in beforeAll, see lintText). */
const LINTED: Record<string, () => string> = {};

beforeAll(() => {
  for (const [file, code] of Object.entries(LINTED)) write(join(root, file), code());
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

beforeEach(() => {
  clearModuleCache();
});

const ran = (): string[] => fs.readdirSync(marks).sort();

// ---- linting ------------------------------------------------------------------------------------------

type Tier = 'syntax' | 'typed';

function configFor(tier: Tier, extra: Linter.Config = {}): Linter.Config[] {
  return [
    tier === 'typed' ? plugin.configs['strict-type-checked'] : plugin.configs.strict,
    {
      files: ['**/*.ts'],
      languageOptions: { parser, ...(tier === 'typed' ? { parserOptions: { tsconfigRootDir: root } } : {}) },
    },
    extra,
  ] as unknown as Linter.Config[]; // typescript-eslint rule types are not ESLint's Plugin type
}

/**
 * Lints `file` (relative to the root) with ESLint's Node API, cwd = the root. Every linted file is
 * written before the first lint (LINTED), so the type-aware tier's program has it from the start.
 */
async function lintText(tier: Tier, file: string, code: string, extra: Linter.Config = {}): Promise<Linter.LintMessage[]> {
  expect(readFileSync(join(root, file), 'utf8')).toBe(code);
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: configFor(tier, extra) });
  const [result] = await eslint.lintFiles([file]);
  return result!.messages;
}

const pluginMessages = (messages: readonly Linter.LintMessage[]) => messages.filter((m) => m.ruleId?.startsWith('zod-flatten/'));
const fatal = (messages: readonly Linter.LintMessage[]) => messages.filter((m) => m.fatal || m.ruleId === null);

// ---- file system trace ------------------------------------------------------------------------------

interface Access {
  readonly call: string;
  readonly path: string;
  /** Made by the plugin's own code (a frame in lib/, rules/ or index.ts of this repository). */
  readonly byPlugin: boolean;
  readonly stack: string;
}

const TRACED = ['readFileSync', 'statSync', 'lstatSync', 'realpathSync', 'existsSync', 'openSync', 'readdirSync', 'accessSync', 'readlinkSync', 'opendirSync'] as const;
const PLUGIN_FRAME = new RegExp(`\\(${escape(REPO)}/(?:lib|rules)/|\\(${escape(REPO)}/index\\.ts`, 'u');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function pathOf(argument: unknown): string {
  if (typeof argument === 'string') return argument;
  if (argument instanceof URL) return fileURLToPath(argument);
  if (Buffer.isBuffer(argument)) return argument.toString();
  return String(argument);
}

/** Runs `fn` with every synchronous fs call (and fs.promises.readFile) recorded. */
async function traced<T>(fn: () => Promise<T>): Promise<{ result: T; accesses: Access[] }> {
  const accesses: Access[] = [];
  const originals = new Map<string, unknown>();
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const record = (call: string, argument: unknown) => {
    const stack = new Error().stack ?? '';
    accesses.push({ call, path: pathOf(argument), byPlugin: PLUGIN_FRAME.test(stack), stack });
  };
  const patch = (target: Record<string, unknown>, name: string, label: string) => {
    const original = target[name] as ((...args: unknown[]) => unknown) & { native?: (...args: unknown[]) => unknown };
    originals.set(label, original);
    const wrapper = function (this: unknown, ...args: unknown[]) {
      record(label, args[0]);
      return original.apply(this, args);
    } as typeof original;
    if (original.native) {
      const native = original.native;
      wrapper.native = function (this: unknown, ...args: unknown[]) {
        record(`${label}.native`, args[0]);
        return native.apply(this, args);
      };
    }
    target[name] = wrapper;
  };
  for (const name of TRACED) patch(fs as unknown as Record<string, unknown>, name, name);
  patch(fs.promises as unknown as Record<string, unknown>, 'readFile', 'promises.readFile');
  syncBuiltinESMExports();
  try {
    return { result: await fn(), accesses };
  } finally {
    for (const name of TRACED) (fs as unknown as Record<string, unknown>)[name] = originals.get(name);
    (fs.promises as unknown as Record<string, unknown>)['readFile'] = originals.get('promises.readFile');
    syncBuiltinESMExports();
    Error.stackTraceLimit = stackLimit;
  }
}

const isInside = (dir: string, path: string): boolean => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[A-Za-z]:/u.test(rel));
};

/** The path as the OS resolves it (symlinks followed), or the path itself when it does not exist. */
function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

const describeAccess = (access: Access) => `${access.call} ${access.path}\n${access.stack.split('\n').slice(2, 8).join('\n')}`;

// ---- 1. never run project code ----------------------------------------------------------------------

/** Imports of the side-effect modules in every form TypeScript allows. */
const IMPORTS_EVERY_WAY = `${IMPORT}
import { Evil } from '../evil.js';
import EvilDefault from '../evil.js';
import * as evilNamespace from '../evil.js';
import '../evil.js';
import { Evil as Again, Again as AgainAgain } from '../evil-reexport.js';
import { Plain } from '../ops.js';
import EvilRequired = require('../evil.js');
export * from '../evil.js';
export { Evil as Exported } from '../evil-reexport.js';
declare const require: (id: string) => any;
const required = require('../evil.js');
const dynamic = await import('../evil.js');

export const Input = z.discriminatedUnion('op', [
  Plain.extend({ text: z.string() }),
  Evil,
  EvilDefault,
  evilNamespace.Evil,
  Again,
  AgainAgain,
  EvilRequired.Evil,
  required.Evil,
  dynamic.Evil,
  z.lazy(() => require('../evil.js').Evil),
]);
`;

/** A linted file whose own functions would mark if anything called them. */
const SELF_EFFECTS = (mark: string) => `${IMPORT}
import { writeFileSync } from 'node:fs';
const touch = (): any => writeFileSync(${JSON.stringify(mark)}, 'ran');
const key = touch();
export const Input = z.union([
  z.object({ op: z.literal('a'), text: z.string().refine(() => touch()).transform(() => touch()).default(() => touch()) }),
  z.object({ op: z.literal('b'), text: z.preprocess(() => touch(), z.string()).catch(() => touch()), get lazy() { touch(); return z.string(); } }),
  z.object({ op: z.literal('c'), text: z.lazy(() => { touch(); return z.string(); }), [key]: z.string(), [touch()]: z.any() }),
  z.object({ op: z.literal('d'), text: z.custom(() => touch()).superRefine(() => touch()).pipe(z.string().overwrite(() => touch())) }),
  touch() ? z.object({ op: z.literal('e') }) : z.object({ op: z.literal('f') }),
  (touch(), z.object({ op: z.literal('g') })),
  new (class { constructor() { touch(); } })() as any,
  z.object(touch()),
  z.union(touch()),
  String.raw\`\${touch()}\` as any,
]);
`;

LINTED['src/tools/imports.ts'] = () => IMPORTS_EVERY_WAY;
LINTED['src/tools/self-effects-syntax.ts'] = () => SELF_EFFECTS(join(marks, 'self-syntax'));
LINTED['src/tools/self-effects-typed.ts'] = () => SELF_EFFECTS(join(marks, 'self-typed'));
const PACKAGES = `${IMPORT}\nimport { EvilPkg } from 'evil-pkg';\nimport { Evil } from 'evil-src-pkg';\nexport const Input = z.discriminatedUnion('op', [EvilPkg, Evil, z.object({ op: z.literal('x'), text: z.string() })]);\n`;
LINTED['src/tools/packages.ts'] = () => PACKAGES;

describe('1. never runs project code', () => {
  for (const tier of ['syntax', 'typed'] as const) {
    it(`${tier}: imports of side-effect modules, every way, are read and never run`, async () => {
      const messages = await lintText(tier, 'src/tools/imports.ts', IMPORTS_EVERY_WAY);
      expect(fatal(messages)).toEqual([]);
      expect(ran()).toEqual([]);
      // Read, not run: the hidden .toLowerCase() of src/evil.ts is reported for `text`.
      expect(pluginMessages(messages).some((m) => m.message.includes('.toLowerCase() (in src/evil.ts:'))).toBe(true);
    });

    it(`${tier}: functions in the linted file are never called`, async () => {
      const mark = join(marks, `self-${tier}`);
      const messages = await lintText(tier, `src/tools/self-effects-${tier}.ts`, SELF_EFFECTS(mark));
      expect(fatal(messages)).toEqual([]);
      expect(existsSync(mark)).toBe(false);
      expect(ran()).toEqual([]);
    });

    it(`${tier}: packages (a .d.ts with a running index.js, a package shipping .ts) are never run nor followed`, async () => {
      const messages = await lintText(tier, 'src/tools/packages.ts', PACKAGES);
      expect(fatal(messages)).toEqual([]);
      expect(ran()).toEqual([]);
      expect(pluginMessages(messages).filter((m) => m.message.includes('toLowerCase')).map((m) => m.message)).toEqual([]);
      expect([...parseCounts.keys()].filter((file) => file.includes('node_modules')).map((file) => relative(root, file))).toEqual([]);
    });
  }
});

// ---- 2. never read outside the root ------------------------------------------------------------------

const ESCAPES = () => `${IMPORT}
import { Plain } from '../ops.js';
import { OutsideOp } from '../../../outside/op.js';
import { OutsideOp as Deeper } from '../../../../../../../../../../${relative('/', outside)}/op.js';
import { OutsideOp as Absolute } from ${JSON.stringify(join(outside, 'op.js'))};
import { OutsideOp as AbsoluteTs } from ${JSON.stringify(join(outside, 'op.ts'))};
import { OutsideOp as Url } from ${JSON.stringify(pathToFileURL(join(outside, 'op.js')).href)};
import { OutsideOp as Roundabout } from '../../src/../../outside/op.js';
import { OutsideOp as LinkedFile } from '../linked-file.js';
import { DirOp } from '../linked-dir/op.js';
import { Bridged } from '../bridge.js';
import { Evil as OutsideEvil } from '../../../outside/evil.js';
import { OutsideOp as Aliased } from '@out/op';
import { Plain as AliasedInside } from '@src/ops';

export const Input = z.discriminatedUnion('op', [
  Plain, OutsideOp, Deeper, Absolute, AbsoluteTs, Url, Roundabout, LinkedFile, DirOp, Bridged, OutsideEvil, Aliased, AliasedInside,
]);
`;

LINTED['src/tools/escapes.ts'] = ESCAPES;

describe('2. never reads outside the project root', () => {
  it('syntax: nothing touches the outside directory; the plugin stays inside the root', async () => {
    const code = ESCAPES();
    const linter = new Linter({ cwd: root });
    const { result: messages, accesses } = await traced(async () =>
      linter.verify(code, configFor('syntax'), { filename: join(root, 'src/tools/escapes.ts') }),
    );
    expect(fatal(messages)).toEqual([]);
    // Not even a stat, by anyone, of anything outside (the symlinks' targets included).
    const outsideAccesses = accesses.filter((a) => isInside(outside, a.path) || isInside(outside, real(a.path)) && !isInside(root, a.path));
    expect(outsideAccesses.map(describeAccess)).toEqual([]);
    const pluginAccesses = accesses.filter((a) => a.byPlugin);
    expect(pluginAccesses.length).toBeGreaterThan(0);
    expect(pluginAccesses.filter((a) => !isInside(root, a.path)).map(describeAccess)).toEqual([]);
    // The symlinks were looked at from inside (that is how they are found to leave), never read.
    expect(pluginAccesses.filter((a) => a.call === 'readFileSync' && !isInside(root, real(a.path))).map(describeAccess)).toEqual([]);
    // Every outside option is untraceable, with the reason; nothing of the outside op is reported.
    const untraceable = pluginMessages(messages).filter((m) => m.ruleId === 'zod-flatten/no-untraceable-variant');
    expect(pluginMessages(messages).some((m) => m.message.includes('toUpperCase') || m.message.includes('toLowerCase'))).toBe(false);
    expect(untraceable.length).toBeGreaterThanOrEqual(10);
    expect(ran()).toEqual([]);
    expect([...parseCounts.keys()].filter((file) => !isInside(root, file))).toEqual([]);
  });

  describe('typed: whatever the program resolves (a paths alias to outside included)', () => {
    let messages: Linter.LintMessage[];
    let accesses: Access[];

    beforeAll(async () => {
      clearModuleCache();
      const code = ESCAPES();
      const linter = new Linter({ cwd: root });
      ({ result: messages, accesses } = await traced(async () =>
        linter.verify(code, configFor('typed'), { filename: join(root, 'src/tools/escapes.ts') }),
      ));
    });

    it('the plugin reads and parses nothing outside the root, and reports no check of outside code', () => {
      expect(fatal(messages)).toEqual([]);
      // TypeScript itself reads what the tsconfig and the imports name (the program's doing).
      const pluginReads = accesses.filter((a) => a.byPlugin && (a.call === 'readFileSync' || a.call === 'openSync'));
      expect(pluginReads.filter((a) => !isInside(root, a.path) || !isInside(root, real(a.path))).map(describeAccess)).toEqual([]);
      expect([...parseCounts.keys()].filter((file) => !isInside(root, file))).toEqual([]);
      // Types may show an outside variant's shape, never its checks.
      expect(pluginMessages(messages).some((m) => m.message.includes('toUpperCase') || m.message.includes('toLowerCase'))).toBe(false);
      expect(ran()).toEqual([]);
    });

    it('the plugin does not even stat or resolve a path outside the root', () => {
      // What resolveFile promises for relative imports ("not even a stat outside the root"),
      // for the files the program resolves too.
      expect(accesses.filter((a) => a.byPlugin && !isInside(root, a.path)).map(describeAccess)).toEqual([]);
    });
  });
});

// ---- 3. never load a module named in settings ----------------------------------------------------------

const USES_WRAPPER = `import { z } from '../../evil-settings.js';
import { z as z2 } from 'evil-pkg';
export const Input = z.discriminatedUnion('op', [
  z.object({ op: z.literal('a'), text: z.string().trim() }),
  z2.object({ op: z2.literal('b'), text: z2.string() }),
]);
`;
LINTED['src/tools/wrapper.ts'] = () => USES_WRAPPER;
const USES_OPS = `${IMPORT}\nimport { Plain } from '../ops.js';\nexport const Input = z.union([Plain, z.object({ op: z.literal('x'), text: z.string().trim() })]);\n`;
LINTED['src/tools/parser-option.ts'] = () => USES_OPS;

describe('3. never loads a module named in settings', () => {
  for (const tier of ['syntax', 'typed'] as const) {
    it(`${tier}: zodImportSources naming modules (relative, absolute, a package) treats them as Zod and never loads them`, async () => {
      const settings = {
        'zod-flatten': { zodImportSources: ['../../evil-settings.js', join(root, 'evil-settings.js'), 'evil-pkg', './evil-parser.js'] },
      };
      const { result: messages, accesses } = await traced(() => lintText(tier, 'src/tools/wrapper.ts', USES_WRAPPER, { settings }));
      expect(fatal(messages)).toEqual([]);
      expect(ran()).toEqual([]);
      // The setting was used: the import is Zod, and the trim only variant a has is reported.
      expect(pluginMessages(messages).map((m) => m.ruleId)).toContain('zod-flatten/no-hidden-collided-check');
      // Not imported, not even read by the plugin.
      const named = accesses.filter((a) => /evil-settings\.js$|evil-pkg|evil-parser\.js$/u.test(a.path));
      expect(named.filter((a) => a.byPlugin).map(describeAccess)).toEqual([]);
      if (tier === 'syntax') expect(named.map(describeAccess)).toEqual([]);
    });
  }

  it('parserOptions.parser naming a module, and other parser options, are never loaded', async () => {
    const messages = await lintText('syntax', 'src/tools/parser-option.ts', USES_OPS, {
      languageOptions: { parserOptions: { parser: './evil-parser.js', extraFileExtensions: ['.vue'] } },
    } as Linter.Config);
    expect(fatal(messages)).toEqual([]);
    expect(ran()).toEqual([]);
  });

  it('the parser ESLint was given is the one that parses the modules the plugin follows', async () => {
    const parsed: string[] = [];
    const counting = {
      meta: { name: 'counting-parser' },
      parseForESLint(text: string, options: Record<string, unknown>) {
        parsed.push(relative(root, String(options['filePath'])));
        return parser.parseForESLint(text, options);
      },
    };
    const code = USES_OPS;
    const linter = new Linter({ cwd: root });
    const messages = linter.verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: counting } }, plugin.configs.strict] as unknown as Linter.Config[], {
      filename: join(root, 'src/tools/counted.ts'),
    });
    expect(fatal(messages)).toEqual([]);
    expect(parsed.sort()).toEqual(['src/ops.ts', 'src/tools/counted.ts']);
    expect(ran()).toEqual([]);
  });
});

// ---- 4. invalid configuration ------------------------------------------------------------------------

const SOME_CODE = `${IMPORT}\nexport const U = z.union([z.object({ a: z.string() }), z.object({ a: z.number() })]);\n`;

function verifyWith(extra: Linter.Config, code = SOME_CODE): () => Linter.LintMessage[] {
  return () => new Linter({ cwd: root }).verify(code, configFor('syntax', extra), { filename: join(root, 'src/config.ts') });
}

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('4. invalid rule options: ESLint schema validation names the rule, the value and the option', () => {
  const RULES = Object.keys(plugin.rules);

  it.each(RULES)('%s: an unknown option is rejected, naming it and the accepted ones', (rule) => {
    const error = thrown(verifyWith({ rules: { [`zod-flatten/${rule}`]: ['error', { bogus: true }] } }));
    const accepted = rule === 'require-typed-properties' ? '"ignoreKeys", "allowUntyped"' : rule === 'no-collided-constraint-mismatch' ? '"ignoreKeys", "checkEnums"' : '"ignoreKeys"';
    expect(error.message).toContain(`Key "zod-flatten/${rule}":`);
    expect(error.message).toContain(`Unexpected property "bogus". Expected properties: ${accepted}.`);
  });

  // ESLint's message for a value of the wrong type names the rule and the value; the option's
  // name is not in it (ESLint formats ajv's error without its path: lib/config/config.js).
  const WRONG: [string, unknown, string][] = [
    ['no-hidden-collided-check', { ignoreKeys: 5 }, 'Value 5 should be array.'],
    ['no-hidden-collided-check', { ignoreKeys: 'text' }, 'Value "text" should be array.'],
    ['no-hidden-collided-check', { ignoreKeys: [''] }, 'Value "" should NOT be shorter than 1 characters.'],
    ['no-hidden-collided-check', { ignoreKeys: ['a', 'a'] }, 'Value ["a","a"] should NOT have duplicate items (items ## 1 and 0 are identical).'],
    ['no-hidden-collided-check', { ignoreKeys: [5] }, 'Value 5 should be string.'],
    ['no-hidden-collided-check', 'text', 'Value "text" should be object.'],
    ['require-typed-properties', { allowUntyped: 5 }, 'Value 5 should be array.'],
    ['no-collided-constraint-mismatch', { checkEnums: 'yes' }, 'Value "yes" should be boolean.'],
  ];

  it.each(WRONG)('%s %j: %s', (rule, options, expected) => {
    const error = thrown(verifyWith({ rules: { [`zod-flatten/${rule}`]: ['error', options] } }));
    expect(error.message).toBe(`Key "rules": Key "zod-flatten/${rule}":\n\t${expected}\n`);
  });

  it('a second options object is rejected', () => {
    const error = thrown(verifyWith({ rules: { 'zod-flatten/no-hidden-collided-check': ['error', {}, {}] } }));
    expect(error.message).toContain('should NOT have more than 1 items.');
  });
});

describe("4. invalid settings['zod-flatten']: an error that names the setting and what it accepts", () => {
  const ACCEPTED_SINKS =
    "settings['zod-flatten'].toolSinks must be an array of { name: string, property?: string, argument?: number } or { name: string, field: string } (a base class and the field its subclasses declare the input in), e.g. [{ name: 'defineTool', argument: 0, property: 'input' }].";
  const CASES: [string, unknown, string][] = [
    ["scope: 'x'", { scope: 'x' }, `settings['zod-flatten'].scope must be 'all-unions' or 'tool-inputs', not "x".`],
    ['scope: 5', { scope: 5 }, `settings['zod-flatten'].scope must be 'all-unions' or 'tool-inputs', not 5.`],
    ["zodImportSources: 'zod'", { zodImportSources: 'zod' }, "settings['zod-flatten'].zodImportSources must be an array of module specifiers (non-empty strings)."],
    ["zodImportSources: ['']", { zodImportSources: [''] }, "settings['zod-flatten'].zodImportSources must be an array of module specifiers (non-empty strings)."],
    ["zodImportSources: ['zod', 5]", { zodImportSources: ['zod', 5] }, "settings['zod-flatten'].zodImportSources must be an array of module specifiers (non-empty strings)."],
    ['an unknown key', { zodImportSource: ['x'] }, "unknown setting settings['zod-flatten'].zodImportSource; accepted: zodImportSources, scope, toolSinks."],
    ['toolSinks: [{}]', { toolSinks: [{}] }, ACCEPTED_SINKS],
    ['toolSinks: {}', { toolSinks: {} }, ACCEPTED_SINKS],
    ['toolSinks: [null]', { toolSinks: [null] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: '' }]", { toolSinks: [{ name: '' }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', argument: -1 }]", { toolSinks: [{ name: 'x', argument: -1 }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', argument: 1.5 }]", { toolSinks: [{ name: 'x', argument: 1.5 }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', property: 5 }]", { toolSinks: [{ name: 'x', property: 5 }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', extra: 1 }]", { toolSinks: [{ name: 'x', extra: 1 }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', field: '' }]", { toolSinks: [{ name: 'x', field: '' }] }, ACCEPTED_SINKS],
    ["toolSinks: [{ name: 'x', field: 'schema', property: 'input' }]", { toolSinks: [{ name: 'x', field: 'schema', property: 'input' }] }, ACCEPTED_SINKS],
    ['null', null, "settings['zod-flatten'] must be an object, e.g. { zodImportSources: ['@acme/zod'] }."],
    ["'zod'", 'zod', "settings['zod-flatten'] must be an object, e.g. { zodImportSources: ['@acme/zod'] }."],
    ['an array', ['zod'], "settings['zod-flatten'] must be an object, e.g. { zodImportSources: ['@acme/zod'] }."],
  ];

  it.each(CASES)('%s', (_name, value, expected) => {
    const error = thrown(verifyWith({ settings: { 'zod-flatten': value } }));
    const [first] = error.message.split('\n');
    expect(first).toBe(`eslint-plugin-zod-flatten: ${expected}`);
    // Thrown by the settings check itself (ESLint adds which file and rule were running).
    const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
    expect(frames[0]).toMatch(/readSettings .*rules[\\/]utils[\\/]settings\.ts/u);
    expect(error.message).toMatch(/\nOccurred while linting .*src[\\/]config\.ts:1\nRule: "zod-flatten\/[a-z-]+"$/u);
  });

  it('the same error through ESLint’s Node API, for a file that does not even import Zod', async () => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: configFor('syntax', { settings: { 'zod-flatten': { scope: 'x' } } }) });
    await expect(eslint.lintText('export const x = 1;\n', { filePath: join(root, 'src/plain.ts') })).rejects.toThrow(
      `eslint-plugin-zod-flatten: settings['zod-flatten'].scope must be 'all-unions' or 'tool-inputs', not "x".`,
    );
  });

  it('valid edge values are accepted', () => {
    for (const value of [
      {},
      { zodImportSources: [] },
      { scope: 'tool-inputs', toolSinks: [] },
      { scope: 'all-unions', toolSinks: [{ name: 'defineTool' }, { name: 'x', argument: 0 }, { name: 'y', property: 'input' }, { name: 'BaseTool', field: 'input' }] },
      { zodImportSources: ['@acme/zod', '#lib/zod'], scope: undefined },
    ]) {
      expect(fatal(verifyWith({ settings: { 'zod-flatten': value } })())).toEqual([]);
    }
  });
});
