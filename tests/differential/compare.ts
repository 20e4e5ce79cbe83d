/**
 * The two sides of the differential test, each reduced to a set of finding keys
 * `rule|messageId|path|sorted variant labels`:
 *
 * - static: the program linted by ESLint's `Linter` with the plugin's `strict` config. ESLint
 *   messages carry only the rendered text, so each one is matched against its own template
 *   (from lib/report/messages.ts, turned into a regular expression) to read the data back.
 * - live: the program transpiled to CommonJS, evaluated against the real `zod` package, and
 *   its `Input` run through `checkFlatten`.
 */
import { createRequire } from 'node:module';
import { Linter } from 'eslint';
import parser from '@typescript-eslint/parser';
import ts from 'typescript';
import plugin from '../../index.js';
import { MESSAGES } from '../../lib/report/messages.js';
import { checkFlatten } from '../../runtime.js';

const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'zod-flatten': plugin },
    rules: plugin.configs.strict.rules,
  },
] as unknown as Linter.Config[]; // typescript-eslint rule types are not ESLint's Plugin type
const filename = `${process.cwd()}/differential-input.ts`;
const linter = new Linter();
const requireFromHere = createRequire(import.meta.url);

export class SideError extends Error {}

// ---- static side ------------------------------------------------------------------------------

type Template = { readonly pattern: RegExp; readonly names: readonly string[] };
const templates = new Map<string, Template>();

/** `Collided field '{{path}}': ...` as `^Collided field '(?<path>.+?)': ...$`, repeats as backreferences. */
function templateOf(rule: string, messageId: string): Template {
  const cacheKey = `${rule}|${messageId}`;
  const cached = templates.get(cacheKey);
  if (cached) return cached;
  const table = (MESSAGES as Record<string, Record<string, string>>)[rule];
  const template = table && Object.hasOwn(table, messageId) ? table[messageId]! : undefined;
  if (template === undefined) throw new SideError(`no template for ${rule}/${messageId}`);
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/gu)) {
    source += escapeRegExp(template.slice(last, match.index));
    const name = match[1]!;
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  const made = { pattern: new RegExp(`^${source}$`, 'su'), names };
  templates.set(cacheKey, made);
  return made;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** "variant k1" / "variants k1, k2 and k3" back to labels; a shortened list cannot be read back. */
export function parseVariantsPhrase(phrase: string): string[] {
  const list = phrase.replace(/^variants? /u, '');
  if (/ and \d+ others$/u.test(list)) throw new SideError(`a shortened label list cannot be compared: ${phrase}`);
  const lastAnd = list.lastIndexOf(' and ');
  if (lastAnd === -1) return [list];
  return [...list.slice(0, lastAnd).split(', '), list.slice(lastAnd + ' and '.length)];
}

export function findingKey(rule: string, messageId: string, path: string, variants: readonly string[]): string {
  return `${rule}|${messageId}|${path}|${[...variants].sort().join(',')}`;
}

/** The finding key of one ESLint message, from the data its template was filled with. */
export function keyOfMessage(message: Linter.LintMessage): string {
  const rule = (message.ruleId ?? '').replace(/^zod-flatten\//u, '');
  const messageId = message.messageId;
  if (!messageId) throw new SideError(`a message without messageId: ${message.message}`);
  const { pattern } = templateOf(rule, messageId);
  const match = pattern.exec(message.message);
  if (!match?.groups) throw new SideError(`message does not match its template: ${message.message}`);
  const data = match.groups;
  // Which data names the variants the finding is about (Finding.variants), per message.
  let variants: string[];
  if (data['withVariants'] !== undefined) variants = parseVariantsPhrase(data['withVariants']);
  else if (data['variant'] !== undefined) variants = [data['variant']];
  // valid-discriminated-union's `option 2 (V0)`: the variable name is the static tier's alone (a
  // live schema has none); the position is what both say.
  else if (data['option'] !== undefined) variants = [data['option'].replace(/ \(.*\)$/u, '')];
  else variants = [];
  const path = data['path'] ?? data['key'] ?? '';
  return findingKey(rule, messageId, path, variants);
}

/** The program linted with the strict config (and `settings['zod-flatten']`, if given); a parse error throws. */
export function lintStrict(source: string, settings?: Readonly<Record<string, unknown>>): Linter.LintMessage[] {
  const configs = settings ? [...config, { settings: { 'zod-flatten': settings } } as Linter.Config] : config;
  const messages = linter.verify(source, configs, { filename });
  const fatal = messages.filter((m) => m.fatal === true || m.ruleId === null);
  if (fatal.length > 0) throw new SideError(`ESLint could not lint the program: ${fatal.map((m) => m.message).join('; ')}`);
  return messages;
}

export function staticKeys(source: string): string[] {
  return [...new Set(lintStrict(source).map(keyOfMessage))].sort();
}

// ---- live side --------------------------------------------------------------------------------

/**
 * The program transpiled to CommonJS and run; its exports. `aliases` redirects imports (`zod` to
 * `zod/v3` simulates a zod@3 project).
 */
export function evaluateProgram(source: string, aliases: Readonly<Record<string, string>> = {}): Record<string, unknown> {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    reportDiagnostics: false,
  }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  const load = (id: string): unknown => requireFromHere(aliases[id] ?? id);
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the generated program is the point
    new Function('require', 'exports', 'module', js)(load, module.exports, module);
  } catch (error) {
    throw new SideError(`Zod rejected the program: ${error instanceof Error ? error.message : String(error)}`);
  }
  return module.exports;
}

export function liveKeys(input: unknown): string[] {
  return [...new Set(checkFlatten(input).map((f) => findingKey(f.rule, f.messageId, f.path, f.variants)))].sort();
}

/**
 * Zod builds a discriminated union's value map lazily: parsing once makes it reject now what
 * it would reject on first use (an option without propValues, a repeated value). Other errors
 * a parse can throw are about the input (an intersection whose sides disagree on `NaN`), not
 * the schema, and are not rejections. Returns the rejection, if any.
 */
export function lazyRejection(input: unknown): string | null {
  try {
    (input as { safeParse(value: unknown): unknown }).safeParse({ kind: 'k0' });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /discriminat/iu.test(message) ? message : null;
  }
}

// ---- both ---------------------------------------------------------------------------------------

export interface Comparison {
  readonly equal: boolean;
  readonly staticKeys: readonly string[];
  readonly liveKeys: readonly string[];
  readonly onlyStatic: readonly string[];
  readonly onlyLive: readonly string[];
}

export function compareProgram(source: string, options: { duplicateKind?: boolean } = {}): Comparison {
  const input = evaluateProgram(source)['Input'];
  if (input === undefined) throw new SideError('the program exports no Input');
  // Only discriminated unions build anything lazily; other programs need no parse.
  if (!options.duplicateKind && source.includes('discriminatedUnion')) {
    const rejection = lazyRejection(input);
    if (rejection !== null) throw new SideError(`Zod rejected the program on first parse: ${rejection}`);
  }
  const fromStatic = staticKeys(source);
  const fromLive = liveKeys(input);
  const live = new Set(fromLive);
  const stat = new Set(fromStatic);
  const onlyStatic = fromStatic.filter((key) => !live.has(key));
  const onlyLive = fromLive.filter((key) => !stat.has(key));
  return { equal: onlyStatic.length === 0 && onlyLive.length === 0, staticKeys: fromStatic, liveKeys: fromLive, onlyStatic, onlyLive };
}

export function describeComparison(source: string, result: Comparison): string {
  return [
    'program:',
    source,
    `static keys (${result.staticKeys.length}):`,
    ...result.staticKeys.map((k) => `  ${k}`),
    `live keys (${result.liveKeys.length}):`,
    ...result.liveKeys.map((k) => `  ${k}`),
    'only static:',
    ...result.onlyStatic.map((k) => `  ${k}`),
    'only live:',
    ...result.onlyLive.map((k) => `  ${k}`),
  ].join('\n');
}
