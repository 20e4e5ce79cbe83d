/**
 * The syntax-only rules under Oxlint's JS plugin support (`jsPlugins`): the example contract is
 * linted by Oxlint and by ESLint with every rule on, and the findings must be the same.
 *
 * What Oxlint's plugin API lacks, measured here (oxlint 1.95.0): `context.languageOptions.parser`
 * has no `parseForESLint`, so the modules a file imports are parsed with typescript-eslint's parser
 * (as for the files ESLint's default parser reads), and imports are followed as under ESLint; and
 * there is no TypeScript program, so the type-checked configs do not apply.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import parser from '@typescript-eslint/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin from '../../index.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const OXLINT = join(ROOT, 'node_modules', 'oxlint', 'bin', 'oxlint');
const ALL_RULES: Record<string, 'error'> = Object.fromEntries(Object.keys(plugin.rules).map((name) => [`zod-flatten/${name}`, 'error' as const]));

interface Found {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'zod-flatten-oxlint-'));
  cpSync(join(ROOT, 'examples', 'src'), dir, { recursive: true });
  writeFileSync(join(dir, '.oxlintrc.json'), JSON.stringify({ jsPlugins: [join(ROOT, 'dist', 'index.js')], rules: ALL_RULES }));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function oxlint(): Found[] {
  const run = spawnSync(process.execPath, [OXLINT, '-c', '.oxlintrc.json', '-f', 'json', '.'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  expect(run.error).toBeUndefined();
  const output = JSON.parse(run.stdout) as {
    diagnostics: { message: string; code: string; filename: string; labels: { span: { line: number; column: number } }[] }[];
  };
  return output.diagnostics.map((d) => ({
    file: d.filename,
    line: d.labels[0]!.span.line,
    column: d.labels[0]!.span.column,
    rule: d.code.replace(/^zod-flatten\((.*)\)$/u, 'zod-flatten/$1'),
    message: d.message,
  }));
}

async function eslint(options: { parseOnly: boolean }): Promise<Found[]> {
  // Oxlint gives rules a parser without `parseForESLint`; ESLint given such a parser must read
  // other modules all the same (with typescript-eslint's parser), as it does given the full one.
  const languageParser = options.parseOnly ? { parse: parser.parse, meta: { name: 'parse-only' } } : parser;
  const engine = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: languageParser }, plugins: { 'zod-flatten': plugin }, rules: ALL_RULES }],
  });
  const results = await engine.lintFiles(['.']);
  return results.flatMap((result) =>
    result.messages.map((m) => ({
      file: result.filePath.slice(dir.length + 1),
      line: m.line,
      column: m.column,
      rule: m.ruleId ?? '',
      message: m.message,
    })),
  );
}

const key = (f: Found) => `${f.file}:${f.line}:${f.column} ${f.rule} ${f.message}`;

describe('Oxlint jsPlugins', () => {
  it('reports what ESLint reports on the example, file for file, imports followed', async () => {
    const ox = oxlint().map(key).sort();
    const es = (await eslint({ parseOnly: false })).map(key).sort();
    expect(ox.length).toBeGreaterThan(10);
    expect(ox).toEqual(es);
    // The imported survey action is followed, not untraceable (it was, before a parser for
    // other modules was found without `parseForESLint`).
    expect(ox.some((k) => /'SurveyAction' is imported/u.test(k))).toBe(false);
  });

  it('ESLint given a parser without parseForESLint reports the same: the imports are followed all the same', async () => {
    const parseOnly = (await eslint({ parseOnly: true })).map(key).sort();
    expect(parseOnly).toEqual((await eslint({ parseOnly: false })).map(key).sort());
  });
});
