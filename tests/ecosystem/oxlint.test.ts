/**
 * The syntax-only rules under Oxlint's JS plugin support (`jsPlugins`): the example contract is
 * linted by Oxlint and by ESLint with every rule on, and the findings must be the same.
 *
 * What Oxlint's plugin API lacks, measured here (oxlint 1.95.0): `context.languageOptions.parser`
 * has no `parseForESLint`, so imports from other modules are not followed under Oxlint (an
 * imported variant is untraceable, as in a single-file analysis), and there is no TypeScript
 * program, so the type-checked configs do not apply.
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

async function eslint(options: { followImports: boolean }): Promise<Found[]> {
  // Oxlint gives rules no parser to read other modules with; the same parser without
  // `parseForESLint` makes ESLint's run single-file too, for the like-for-like comparison.
  const languageParser = options.followImports ? parser : { parse: parser.parse, meta: { name: 'parse-only' } };
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
  it('reports what ESLint reports on the example, file for file (single-file analysis)', async () => {
    const ox = oxlint().map(key).sort();
    const es = (await eslint({ followImports: false })).map(key).sort();
    expect(ox.length).toBeGreaterThan(10);
    expect(ox).toEqual(es);
  });

  it('differs from ESLint only where ESLint follows an import (Oxlint gives rules no parser)', async () => {
    const ox = new Set(oxlint().map(key));
    const es = new Set((await eslint({ followImports: true })).map(key));
    const onlyOxlint = [...ox].filter((k) => !es.has(k));
    const onlyEslint = [...es].filter((k) => !ox.has(k));
    // The imported survey action: untraceable under Oxlint, followed by ESLint.
    expect(onlyEslint).toEqual([]);
    expect(onlyOxlint).toHaveLength(1);
    expect(onlyOxlint[0]).toMatch(/^support-tool\.ts:\d+:\d+ zod-flatten\/no-untraceable-variant .*'SurveyAction' is imported from '\.\/survey-action\.js'; other modules are not followed/u);
  });
});
