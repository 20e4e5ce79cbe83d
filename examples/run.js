#!/usr/bin/env node
/**
 * Lints examples/src with the built plugin through ESLint's Node API, prints the result with the
 * `stylish` formatter, then compares the findings with the expectations written in the sources:
 * a trailing comment `// expect: <ruleId>` on the line where a finding must start, the rule id
 * repeated (`// expect: a, a` or `// expect: a a`) when that line must carry several findings.
 *
 * Exit 0 when findings and expectations match (file, line, rule id, count), 1 otherwise.
 * Run it with `npm run example` (after `npm install`, whose `prepare` script builds dist/).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const examplesDir = dirname(fileURLToPath(import.meta.url));
const rootDir = dirname(examplesDir);
const srcDir = join(examplesDir, 'src');
const configFile = join(examplesDir, 'eslint.config.js');
const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]s|[jt]sx)$/u;
const EXPECT_COMMENT = /^\s*expect:\s*(.*)$/u;

function fail(message) {
  process.stderr.write(`example: ${message}\n`);
  process.exit(1);
}

if (!existsSync(join(rootDir, 'dist', 'index.js'))) {
  fail(
    'dist/index.js is missing, so the plugin cannot be loaded. Run `npm install` (its prepare ' +
      'script builds dist/) or `npm run build`, then `npm run example` again.',
  );
}

const { ESLint } = await import('eslint');
const { parse } = await import('@typescript-eslint/parser');

/** Every source file under `dir`, recursively, sorted so the output is stable. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.isFile() && SOURCE_EXTENSIONS.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/**
 * The expectations of one file, read from its comments (parsed, so text that only looks like a
 * comment inside a string does not count). Key: `file:line:ruleId`, value: how many.
 */
function expectationsOf(file, into) {
  const code = readFileSync(file, 'utf8');
  let comments;
  try {
    ({ comments = [] } = parse(code, { comment: true, loc: true, range: true, filePath: file, jsx: /x$/u.test(file) }));
  } catch (error) {
    fail(`cannot read the expectations of ${relative(rootDir, file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const comment of comments) {
    const match = EXPECT_COMMENT.exec(comment.value);
    if (!match) continue;
    const ruleIds = match[1].split(/[\s,]+/u).filter(Boolean);
    if (ruleIds.length === 0) {
      fail(`${relative(rootDir, file)}:${comment.loc.start.line}: an \`expect:\` comment names no rule id`);
    }
    for (const ruleId of ruleIds) add(into, key(file, comment.loc.start.line, ruleId));
  }
}

/** A finding's identity for the comparison: file (relative to the package root), line, rule id. */
function key(file, line, ruleId) {
  return JSON.stringify([relative(rootDir, file), line, ruleId]);
}

/** `examples/src/a.ts:12  zod-flatten/rule`, for people. */
function show(k) {
  const [file, line, ruleId] = JSON.parse(k);
  return `${file}:${line}  ${ruleId}`;
}

function add(counts, k) {
  counts.set(k, (counts.get(k) ?? 0) + 1);
}

/** `a` minus `b`, as multisets: what `a` has more of than `b`, in file and line order. */
function difference(a, b, details = new Map()) {
  const out = [];
  for (const [k, count] of [...a].sort(([x], [y]) => byLocation(x, y))) {
    const extra = count - (b.get(k) ?? 0);
    if (extra <= 0) continue;
    const detail = details.get(k) ?? [];
    out.push([`${show(k)}${extra > 1 ? ` (x${extra})` : ''}`, ...detail.map((d) => `  ${d}`)].join('\n    '));
  }
  return out;
}

function byLocation(x, y) {
  const [fx, lx, rx] = JSON.parse(x);
  const [fy, ly, ry] = JSON.parse(y);
  return fx.localeCompare(fy) || lx - ly || rx.localeCompare(ry);
}

function total(counts) {
  let sum = 0;
  for (const count of counts.values()) sum += count;
  return sum;
}

// ---- lint ------------------------------------------------------------------------------------

const eslint = new ESLint({ cwd: examplesDir, overrideConfigFile: configFile });
const results = await eslint.lintFiles(['src']);
const formatter = await eslint.loadFormatter('stylish');
const printed = await formatter.format(results);
process.stdout.write(printed.trim() === '' ? 'ESLint reported nothing.\n' : `${printed.replace(/\n+$/u, '')}\n\n`);

// ---- compare ---------------------------------------------------------------------------------

const expected = new Map();
const files = sourceFiles(srcDir);
for (const file of files) expectationsOf(file, expected);

const actual = new Map();
/** For the failure report: where each reported finding starts and what it says. */
const reported = new Map();
for (const result of results) {
  for (const message of result.messages) {
    // A parse error or an "ignored file" warning has no rule id: it is never expected.
    const k = key(result.filePath, message.line, message.ruleId ?? '(no rule id)');
    add(actual, k);
    const said = `col ${message.column}: ${message.message.split('\n')[0]}`;
    reported.set(k, [...(reported.get(k) ?? []), said]);
  }
}

if (total(expected) === 0) {
  fail(`no \`// expect:\` comments found under ${relative(rootDir, srcDir)}; the example would prove nothing.`);
}

const missing = difference(expected, actual);
const unexpected = difference(actual, expected, reported);

if (missing.length > 0 || unexpected.length > 0) {
  const lines = ['the findings do not match the `// expect:` comments in the sources.'];
  if (missing.length > 0) lines.push(`  missing (expected, not reported):`, ...missing.map((m) => `    ${m}`));
  if (unexpected.length > 0) lines.push(`  unexpected (reported, not expected):`, ...unexpected.map((u) => `    ${u}`));
  fail(lines.join('\n'));
}

const byRule = new Map();
for (const [k, count] of actual) {
  const ruleId = JSON.parse(k)[2];
  byRule.set(ruleId, (byRule.get(ruleId) ?? 0) + count);
}
const perRule = [...byRule].map(([ruleId, count]) => `${ruleId}: ${count}`).join(', ');
process.stdout.write(
  `example: OK, ${total(actual)} finding(s) in ${files.length} file(s) match the \`// expect:\` comments (${perRule}).\n`,
);
