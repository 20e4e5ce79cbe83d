/**
 * The fixture project `tests/fixtures/project/` and what the plugin reports on its tool files:
 * shared by tests/cross-file.test.ts (tier 1, syntax only) and tests/type-aware.test.ts (tier 2,
 * the TypeScript program), so the two tiers' expectations are written side by side, and tier 2's
 * are stated as tier 1's plus or minus what types change.
 *
 * Every report is asserted exactly: rule, start and end, message. Findings whose cause is in
 * another module are reported on the union option in the linted file, and the message names
 * `(in <file>:<line>)`.
 */
import { cpSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ESLint, Linter } from 'eslint';
import { MESSAGES, formatMessage } from '../../lib/report/messages.js';

export const FIXTURE = realpathSync(fileURLToPath(new URL('../fixtures/project', import.meta.url)));
/** Where src/ops/side-effect.ts would write a file if it were ever run. */
export const EXECUTED = join(FIXTURE, 'src/ops/EXECUTED');

// ---- reports -----------------------------------------------------------------------------------

export interface Report {
  readonly rule: string | null;
  readonly line: number;
  readonly column: number;
  readonly endLine: number | undefined;
  readonly endColumn: number | undefined;
  readonly message: string;
}

export function toReport(message: Linter.LintMessage): Report {
  return {
    rule: message.ruleId,
    line: message.line,
    column: message.column,
    endLine: message.endLine,
    endColumn: message.endColumn,
    message: message.message,
  };
}

/** Reports per file (path relative to `cwd`), in ESLint's order. */
export async function lintWith(eslint: ESLint, cwd: string, files: readonly string[]): Promise<Record<string, Report[]>> {
  const results = await eslint.lintFiles([...files]);
  const out: Record<string, Report[]> = {};
  for (const result of results) out[relative(cwd, result.filePath)] = result.messages.map(toReport);
  return out;
}

/** A copy of the fixture project at `<base>/project`. */
export function copyFixture(base: string): string {
  const root = join(base, 'project');
  cpSync(FIXTURE, root, { recursive: true });
  return root;
}

// ---- expected reports ----------------------------------------------------------------------------

export const HIDDEN = 'zod-flatten/no-hidden-collided-check';
export const COERCION = 'zod-flatten/no-collided-coercion';
export const TYPE_MISMATCH = 'zod-flatten/no-collided-type-mismatch';
export const UNTRACEABLE = 'zod-flatten/no-untraceable-variant';
export const CONSTRAINT = 'zod-flatten/no-collided-constraint-mismatch';

export type Span = readonly [line: number, column: number, endLine: number, endColumn: number];

export function report(rule: string, [line, column, endLine, endColumn]: Span, message: string): Report {
  return { rule, line, column, endLine, endColumn, message };
}

const WHAT_HIDDEN = { custom: 'a custom check', overwrite: 'an overwrite that rewrites the value' } as const;

export function hidden(path: string, marker: string, kind: keyof typeof WHAT_HIDDEN, withVariants: string, withoutVariants: string): string {
  return formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, {
    path,
    marker,
    what: WHAT_HIDDEN[kind],
    withVariants,
    withoutVariants,
  });
}

export function coercion(path: string, marker: string, withVariants: string, withoutVariants: string, what = 'coerces its input'): string {
  return formatMessage(MESSAGES['no-collided-coercion'].coercion, {
    path,
    marker,
    what,
    withVariants,
    withoutVariants,
  });
}

export function typeMismatch(path: string, kind: string, variant: string, expected: string, kinds: string): string {
  return formatMessage(MESSAGES['no-collided-type-mismatch'].typeMismatch, { path, kind, variant, expected, kinds });
}

export const untraceableOption = (reason: string): string => formatMessage(MESSAGES['no-untraceable-variant'].untraceableOption, { reason });

export const untraceableField = (path: string, variant: string, reason: string): string =>
  formatMessage(MESSAGES['no-untraceable-variant'].untraceableField, { path, variant, reason });

/** Tier 2: a field read from its TypeScript type (its types compared, its checks not). */
export const typedField = (path: string, variant: string): string => formatMessage(MESSAGES['no-untraceable-variant'].typedField, { path, variant });

/** Tier 2: a variant read from its TypeScript type (its types compared, its checks not). */
export const typesOnly = (variant: string): string => formatMessage(MESSAGES['no-untraceable-variant'].typesOnly, { variant });

export const OUTSIDE = 'resolves outside the project root; it is not read';

// Places in the ops (what the `(in file:line)` of a message names).
export const TRIM_IN_SET_TEXT = '.trim() (in src/ops/set-text.ts:9)';
export const TRIM_IN_ARCHIVE = '.trim() (in src/ops/archive-page.ts:8)';
export const REFINE_IN_SET_BUTTON = '.refine() (in src/ops/set-button.ts:12)';
export const REFINE_IN_DELETE_BLOCK = '.refine() (in src/ops/delete-block.ts:8)';
export const COERCE_IN_MOVE_BLOCK = 'z.coerce.number() (in src/ops/move-block.ts:11)';
export const COERCE_IN_CYCLE_B = 'z.coerce.number() (in src/ops/cycle-b.ts:8)';
export const LOWER_IN_SIDE_EFFECT = '.toLowerCase() (in src/ops/side-effect.ts:16)';
export const LOWER_IN_FIELDS = '.toLowerCase() (in src/ops/fields.ts:14)';
export const COERCE_IN_SET_THEME = 'z.coerce.number() (in src/ops/set-theme.tsx:9)';

/** page-tool.ts: named, default and renamed imports; extensionless, `.js` and `.ts` specifiers. */
export const PAGE_TOOL: Report[] = [
  report(HIDDEN, [17, 3, 17, 10], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants setButton and insertBlock')),
  report(HIDDEN, [18, 3, 18, 12], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
  report(COERCION, [20, 3, 20, 12], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variant insertBlock')),
  report(
    HIDDEN,
    [22, 3, 22, 14],
    hidden('blockId', REFINE_IN_DELETE_BLOCK, 'custom', 'variant deleteBlock', 'variants setText, setButton, setImage and moveBlock'),
  ),
];

/** Tier 1 (`strict`, syntax only): every tool file of the fixture, and exactly what it reports. */
export const TIER1: Readonly<Record<string, Report[]>> = {
  'src/tools/page-tool.ts': PAGE_TOOL,

  /** blocks-tool.ts: barrel (`export *`, `export { X as Y } from`), namespace, directory, wrapper z; a local option from an imported shape and field schemas. */
  'src/tools/blocks-tool.ts': [
    report(HIDDEN, [13, 3, 13, 14], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants setButton, insertBlock and replaceBlock')),
    report(COERCION, [15, 3, 15, 16], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variants insertBlock and replaceBlock')),
    report(
      HIDDEN,
      [17, 3, 17, 14],
      hidden('blockId', REFINE_IN_DELETE_BLOCK, 'custom', 'variant deleteBlock', 'variants setText, setButton, moveBlock and replaceBlock'),
    ),
    // The option built in this file: the field schema comes from fields.ts, so its key here is the place.
    report(
      HIDDEN,
      [20, 5, 20, 12],
      hidden('blockId', LOWER_IN_FIELDS, 'overwrite', 'variant replaceBlock', 'variants setText, setButton, moveBlock and deleteBlock'),
    ),
  ],

  /** audit-tool.ts: the side-effect module (parsed, never run), a namespace import of one module, `export default <expression>`, `export * from 'zod'`. */
  'src/tools/audit-tool.ts': [
    report(
      HIDDEN,
      [13, 3, 13, 11],
      hidden('text', LOWER_IN_SIDE_EFFECT, 'overwrite', 'variant auditLog', 'variants setText, setButton and archivePage'),
    ),
    report(HIDDEN, [14, 3, 14, 15], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variants setText and archivePage', 'variants auditLog and setButton')),
    report(HIDDEN, [16, 3, 16, 14], hidden('text', TRIM_IN_ARCHIVE, 'overwrite', 'variants setText and archivePage', 'variants auditLog and setButton')),
  ],

  /** layout-tool.ts: `.mjs` -> `.mts` and `.js` -> `.tsx`. */
  'src/tools/layout-tool.ts': [
    report(COERCION, [11, 3, 11, 11], coercion('columns', COERCE_IN_SET_THEME, 'variant setTheme', 'variant setLayout')),
  ],

  /** history-tool.ts: a module cycle with acyclic values (traced) and a value cycle (untraceable). */
  'src/tools/history-tool.ts': [
    report(COERCION, [12, 3, 12, 15], coercion('steps', COERCE_IN_CYCLE_B, 'variant clearHistory', 'variant undo')),
    // The cycle is detected in cycle-a.ts (`RedoOp.extend(...)`, line 20), where './cycle-b.js' is
    // imported: the message must say so, like every other finding whose cause is in another module.
    report(UNTRACEABLE, [13, 3, 13, 9], untraceableOption("'RedoOp' from './cycle-b.js': circular reference (in src/ops/cycle-a.ts:20)")),
  ],

  /**
   * indirect-tool.ts: options built in other ways. Tier 1 reads the helpers imported from
   * src/lib (`makeOp(...)`, `asOp(...)`) in their own module, with the caller's arguments, and
   * says why for each option it cannot read; the type-aware tier reads those from their types.
   */
  'src/tools/indirect-tool.ts': [
    // `@ops/set-text`: the fixture's tsconfig.json `paths` alias, resolved as TypeScript resolves it
    // and followed like a relative import: its `.trim()` is compared with insertBlock's `text`.
    report(HIDDEN, [28, 3, 28, 10], hidden('text', TRIM_IN_SET_TEXT, 'overwrite', 'variant setText', 'variants insertBlock, clearBlock and setButton')),
    // makeOp('clearBlock', { ..., text: z.number() }): the key is written in this file's argument.
    report(TYPE_MISMATCH, [29, 47, 29, 51], typeMismatch('text', 'number', 'clearBlock', 'string', 'string in insertBlock, setText and setButton; number in clearBlock')),
    // asOp(MoveBlock) returns its argument: MoveBlock's coerced `index` (in src/ops/move-block.ts).
    report(COERCION, [30, 3, 30, 18], coercion('index', COERCE_IN_MOVE_BLOCK, 'variant moveBlock', 'variant insertBlock')),
    // registry.get('button')! of `new Map([['button', SetButton]])`: SetButton, whose `url` refine()
    // (in src/ops/set-button.ts) setImage's `url` lacks.
    report(HIDDEN, [31, 3, 31, 26], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
    // Only a declaration file exists (src/vendor/legacy-ops.d.ts); tier 1 resolves no `.d.ts`.
    report(
      UNTRACEABLE,
      [32, 3, 32, 11],
      untraceableOption("'LegacyOp' from '../vendor/legacy-ops.js': '../vendor/legacy-ops.js' has only type declarations (src/vendor/legacy-ops.d.ts); followed only with type information"),
    ),
  ],

  /** broken-tool.ts: a module that does not parse, a module that does not exist; the rest is still checked. */
  'src/tools/broken-tool.ts': [
    report(HIDDEN, [14, 3, 14, 12], hidden('url', REFINE_IN_SET_BUTTON, 'custom', 'variant setButton', 'variant setImage')),
    report(
      UNTRACEABLE,
      [15, 3, 15, 11],
      untraceableOption("'BrokenOp' from '../ops/broken.js': 'src/ops/broken.ts' could not be parsed (Merge conflict marker encountered.)"),
    ),
    report(UNTRACEABLE, [16, 3, 16, 9], untraceableOption("'GoneOp' from '../ops/gone.js': cannot find module '../ops/gone.js'")),
  ],
};

export const TOOL_FILES = Object.keys(TIER1);

/** What `recommended` reports: the same, minus no-untraceable-variant (off there). */
export function withoutUntraceable(byFile: Readonly<Record<string, Report[]>>): Record<string, Report[]> {
  return Object.fromEntries(Object.entries(byFile).map(([file, reports]) => [file, reports.filter((r) => r.rule !== UNTRACEABLE)]));
}
