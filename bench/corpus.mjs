/**
 * Deterministic, seeded corpus generator for the benchmark (plain ESM, no build step).
 *
 * A project of N TypeScript files in three kinds, in the proportions of `mix`
 * (noZod:plainZod:contracts):
 *
 * - src/util/*.ts      plain TypeScript utilities, no Zod (relative imports between them, async
 *                      functions for no-floating-promises; a few define a `union()` set helper,
 *                      so the plugin's text shortcut does not always apply);
 * - src/models/*.ts    plain Zod objects (z.object, .extend, .partial, z.infer, parse helpers), a
 *                      few with a small union of primitives or of two objects;
 * - src/contracts/cNNN/ contract groups: fields.ts (shared field schemas and a spread shape),
 *                      base.ts, ops-*.ts (the variants, 4 per module: `Base.extend`, spreads of
 *                      `Base.shape` and of `placement`, `const` aliases, `.merge`), index.ts (a
 *                      barrel with `export *` and `export { X as Y }`), tool.ts (the
 *                      `z.discriminatedUnion('op', [...])` of V variants through named, namespace
 *                      and barrel imports). Fields collide across variants, some with a `.trim()`,
 *                      `.refine()`, `z.coerce`, different bounds or types, `z.unknown()`, so the
 *                      rules have findings.
 *
 * Also writes package.json, tsconfig.json (for the type-aware runs) and node_modules/ (a real
 * directory of symlinks to /work/main/node_modules/*, plus eslint-plugin-zod-flatten → the
 * repository), so configs in the corpus import packages by their names.
 *
 *   node bench/corpus.mjs [--files 2000] [--variants 16] [--keys 12] [--mix 60:30:10]
 *                         [--seed 1] [--out DIR]
 */
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULTS = Object.freeze({ files: 2000, variants: 16, keys: 12, mix: '60:30:10', seed: 1 });
/** Variants per ops module of a contract. */
const VARIANTS_PER_MODULE = 4;

/** mulberry32: small, fast, deterministic. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const pad = (n, w = 4) => String(n).padStart(w, '0');

export function parseMix(mix) {
  const parts = String(mix).split(':').map(Number);
  if (parts.length !== 3 || parts.some((p) => !Number.isFinite(p) || p < 0) || parts.every((p) => p === 0)) {
    throw new Error(`--mix must be noZod:plainZod:contracts (three non-negative numbers), got '${mix}'`);
  }
  const total = parts[0] + parts[1] + parts[2];
  return { noZod: parts[0] / total, plainZod: parts[1] / total, contracts: parts[2] / total };
}

// ---------------------------------------------------------------------------------------------
// Plain TypeScript utilities

const NOUNS = ['user', 'order', 'invoice', 'page', 'block', 'session', 'token', 'report', 'queue', 'event', 'asset', 'team'];
const VERBS = ['load', 'save', 'sync', 'format', 'merge', 'split', 'retry', 'score', 'group', 'index'];

function utilFile(r, i, utilCount) {
  const name = `U${pad(i)}`;
  const lines = [];
  lines.push(`/** Utilities ${i}: plain TypeScript, no Zod. */`);
  const imports = [];
  if (i > 0) {
    const count = r.int(3);
    const seen = new Set();
    for (let k = 0; k < count; k++) {
      const j = r.int(i);
      if (seen.has(j)) continue;
      seen.add(j);
      imports.push(j);
      lines.push(`import { describeU${pad(j)}, loadU${pad(j)} } from './u${pad(j)}.js';`);
    }
  }
  const noun = r.pick(NOUNS);
  lines.push('');
  lines.push(`export interface ${name}Record {`);
  lines.push(`  id: string;`);
  lines.push(`  ${noun}Name: string;`);
  lines.push(`  count: number;`);
  lines.push(`  tags: readonly string[];`);
  lines.push(`  updatedAt?: Date;`);
  lines.push(`}`);
  lines.push('');
  lines.push(`export type ${name}Key = keyof ${name}Record;`);
  lines.push('');
  lines.push(`export function describe${name}(record: ${name}Record): string {`);
  lines.push(`  const tags = record.tags.length > 0 ? \` [\${record.tags.join(', ')}]\` : '';`);
  lines.push(`  return \`\${record.${noun}Name} (\${record.count})\${tags}\`;`);
  lines.push(`}`);
  lines.push('');
  lines.push(`export async function load${name}(id: string, fetcher: (id: string) => Promise<${name}Record>): Promise<${name}Record> {`);
  lines.push(`  const record = await fetcher(id);`);
  lines.push(`  return { ...record, count: Math.max(0, record.count) };`);
  lines.push(`}`);
  for (let f = 0, n = 1 + r.int(3); f < n; f++) {
    const verb = r.pick(VERBS);
    lines.push('');
    lines.push(`export function ${verb}${name}_${f}(items: readonly ${name}Record[], limit = ${10 + r.int(90)}): ${name}Record[] {`);
    lines.push(`  const out: ${name}Record[] = [];`);
    lines.push(`  for (const item of items) {`);
    lines.push(`    if (out.length >= limit) break;`);
    lines.push(`    if (item.count % ${2 + r.int(5)} === 0 || item.tags.includes('${noun}')) out.push(item);`);
    lines.push(`  }`);
    lines.push(`  return out.sort((a, b) => a.count - b.count);`);
    lines.push(`}`);
  }
  if (r.chance(0.1)) {
    // A set helper named `union`: the text mentions a union builder, the file imports no Zod.
    lines.push('');
    lines.push(`export function union<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): Set<T> {`);
    lines.push(`  return new Set([...a, ...b]);`);
    lines.push(`}`);
  }
  lines.push('');
  lines.push(`export class ${name}Cache {`);
  lines.push(`  private readonly entries = new Map<string, ${name}Record>();`);
  lines.push(`  get(id: string): ${name}Record | undefined {`);
  lines.push(`    return this.entries.get(id);`);
  lines.push(`  }`);
  lines.push(`  set(record: ${name}Record): void {`);
  lines.push(`    this.entries.set(record.id, record);`);
  lines.push(`  }`);
  lines.push(`  async refresh(fetcher: (id: string) => Promise<${name}Record>): Promise<void> {`);
  lines.push(`    for (const id of this.entries.keys()) {`);
  lines.push(`      this.set(await load${name}(id, fetcher));`);
  lines.push(`    }`);
  lines.push(`  }`);
  lines.push(`}`);
  if (imports.length > 0) {
    const j = imports[0];
    lines.push('');
    lines.push(`export async function warm${name}(fetcher: (id: string) => Promise<never>): Promise<string> {`);
    lines.push(`  const other = await loadU${pad(j)}('seed', fetcher);`);
    lines.push(`  return describeU${pad(j)}(other);`);
    lines.push(`}`);
    // A floating promise now and then, so no-floating-promises has something to report.
    if (r.chance(0.2)) {
      lines.push('');
      lines.push(`export function kick${name}(fetcher: (id: string) => Promise<never>): void {`);
      lines.push(`  loadU${pad(j)}('kick', fetcher);`);
      lines.push(`}`);
    }
  }
  void utilCount;
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// Plain Zod models

function modelFile(r, i) {
  const name = `M${pad(i)}`;
  const noun = r.pick(NOUNS);
  const lines = [];
  lines.push(`/** Model ${i}: plain Zod objects, no union of objects (mostly). */`);
  lines.push(`import { z } from 'zod';`);
  const base = i > 0 && r.chance(0.3) ? r.int(i) : -1;
  if (base >= 0) lines.push(`import { M${pad(base)}Id } from './m${pad(base)}.js';`);
  lines.push('');
  lines.push(`export const ${name}Id = z.string().min(1).max(${32 + r.int(32)});`);
  lines.push('');
  lines.push(`export const ${name} = z.object({`);
  lines.push(`  id: ${name}Id,`);
  lines.push(`  ${noun}Name: z.string().trim().min(1).max(${40 + r.int(200)}),`);
  lines.push(`  email: z.email().optional(),`);
  lines.push(`  count: z.number().int().min(0),`);
  lines.push(`  status: z.enum(['draft', 'active', 'archived']),`);
  lines.push(`  tags: z.array(z.string().max(32)).default([]),`);
  if (base >= 0) lines.push(`  parentId: M${pad(base)}Id.optional(),`);
  if (r.chance(0.5)) lines.push(`  createdAt: z.iso.datetime(),`);
  if (r.chance(0.3)) lines.push(`  website: z.url().refine((url) => url.startsWith('https://'), 'https only').optional(),`);
  lines.push(`});`);
  lines.push(`export type ${name} = z.infer<typeof ${name}>;`);
  lines.push('');
  lines.push(`export const ${name}Patch = ${name}.partial().extend({ updatedAt: z.coerce.date().optional() });`);
  lines.push(`export const ${name}Summary = ${name}.pick({ id: true, ${noun}Name: true, status: true });`);
  if (r.chance(0.15)) {
    lines.push('');
    lines.push(`export const ${name}Ref = z.union([z.string(), z.number().int()]);`);
  }
  if (r.chance(0.05)) {
    // A small union of two objects: analysed, with few or no findings.
    lines.push('');
    lines.push(`export const ${name}Event = z.union([`);
    lines.push(`  z.object({ kind: z.literal('created'), at: z.iso.datetime(), by: z.string().max(64) }),`);
    lines.push(`  z.object({ kind: z.literal('deleted'), at: z.iso.datetime(), reason: z.string().max(200).optional() }),`);
    lines.push(`]);`);
  }
  lines.push('');
  lines.push(`export function parse${name}(input: unknown): ${name} {`);
  lines.push(`  return ${name}.parse(input);`);
  lines.push(`}`);
  lines.push('');
  lines.push(`export async function fetch${name}(fetcher: (id: string) => Promise<unknown>, id: string): Promise<${name}> {`);
  lines.push(`  const raw = await fetcher(id);`);
  lines.push(`  const parsed = ${name}.safeParse(raw);`);
  lines.push(`  if (!parsed.success) throw new Error(\`invalid ${noun} \${id}\`);`);
  lines.push(`  return parsed.data;`);
  lines.push(`}`);
  return lines.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// Contracts: a discriminated union of V variants with K keys each, over several modules

const FIELD_NAMES = [
  'title', 'text', 'url', 'limit', 'offset', 'color', 'label', 'description', 'tags', 'index', 'blockId',
  'userId', 'email', 'note', 'priority', 'dueAt', 'locale', 'width', 'height', 'query', 'cursor', 'reason',
  'format', 'channel', 'amount', 'currency', 'style', 'items', 'version', 'visibility',
];

/** A field's canonical schema (per contract); variants deviate from it now and then. */
const KINDS = ['string', 'string', 'string', 'number', 'number', 'boolean', 'enum', 'url', 'array', 'object'];

function fieldName(i) {
  return i < FIELD_NAMES.length ? FIELD_NAMES[i] : `field${i}`;
}

/**
 * The source of one field in one variant. `kind`: the canonical kind; `r`: the variant's random
 * stream. Deviations (per variant and field): trim / refine (hidden check), coerce (coercion),
 * another JSON type (type mismatch), another bound (constraint mismatch), z.unknown() (untyped).
 */
export function fieldSource(r, kind, bound, rates = DEVIATION_RATES) {
  if (r.chance(rates.unknown)) return 'z.unknown()';
  if (r.chance(rates.typeMismatch)) return kind === 'number' ? 'z.string().max(64)' : 'z.number().int()';
  const max = r.chance(rates.constraint) ? bound * 2 : bound;
  switch (kind) {
    case 'string': {
      let s = `z.string().max(${max})`;
      if (r.chance(rates.trim)) s = `z.string().trim().max(${max})`;
      else if (r.chance(rates.refine)) s += `.refine((value) => value.length > 0, 'empty')`;
      return r.chance(0.2) ? `${s}.optional()` : s;
    }
    case 'number':
      if (r.chance(rates.coerce)) return `z.coerce.number().int().min(0).max(${max})`;
      return `z.number().int().min(0).max(${max})`;
    case 'boolean':
      return r.chance(rates.coerce) ? 'z.coerce.boolean()' : 'z.boolean().optional()';
    case 'enum':
      return `z.enum(['low', 'medium', 'high'])`;
    case 'url':
      return r.chance(rates.refine) ? `z.url().refine(isHttps, 'https only')` : 'z.url()';
    case 'array':
      return r.chance(rates.trim) ? `z.array(z.string().trim().max(${max}))` : `z.array(z.string().max(${max}))`;
    case 'object':
      return `z.object({ align: z.enum(['start', 'end']), color: z.string().max(${max})${r.chance(rates.trim) ? '.trim()' : ''} })`;
    default:
      return 'z.string()';
  }
}

export const DEVIATION_RATES = Object.freeze({
  unknown: 0.01,
  typeMismatch: 0.02,
  constraint: 0.05,
  trim: 0.06,
  refine: 0.04,
  coerce: 0.04,
});

function contractFiles(r, c, V, K) {
  const C = `C${pad(c, 3)}`;
  const files = new Map();
  // Per-contract canonical kinds and bounds of the pool of field names.
  const ownKeys = Math.max(1, K - 3 - 2); // op, pageId, requestId from Base; 2 from placement (most variants)
  const poolSize = Math.max(ownKeys + 2, Math.round(ownKeys * 1.5));
  const pool = Array.from({ length: poolSize }, (_, i) => ({ name: fieldName(i), kind: r.pick(KINDS), bound: 16 * (1 + r.int(16)) }));

  files.set(
    'fields.ts',
    [
      `/** Contract ${c}: field schemas shared by its operations (the same objects in every variant). */`,
      `import { z } from 'zod';`,
      ``,
      `export const PageId = z.string().min(1).max(64);`,
      `export const Slug = z.string().toLowerCase().max(40);`,
      `export const placement = { position: z.number().int().min(0), after: z.string().max(64).optional() };`,
      `export const isHttps = (url: string): boolean => url.startsWith('https://');`,
      ``,
    ].join('\n'),
  );
  files.set(
    'base.ts',
    [
      `/** Contract ${c}: what every operation carries. */`,
      `import { z } from 'zod';`,
      `import { PageId } from './fields.js';`,
      ``,
      `export const Base = z.object({ pageId: PageId, requestId: z.uuid().optional() });`,
      `export type BaseInput = z.infer<typeof Base>;`,
      ``,
    ].join('\n'),
  );

  const modules = Math.max(1, Math.ceil(V / VARIANTS_PER_MODULE));
  const variants = []; // { name, module, exportedAs }
  const duplicateOp = r.chance(0.1) && V >= 3; // one contract in ten repeats a discriminator value
  for (let m = 0; m < modules; m++) {
    const lines = [
      `/** Contract ${c}: operations ${m * VARIANTS_PER_MODULE}..${Math.min(V, (m + 1) * VARIANTS_PER_MODULE) - 1}. */`,
      `import { z } from 'zod';`,
      `import { Base } from './base.js';`,
      `import { isHttps, placement, Slug } from './fields.js';`,
      ``,
    ];
    for (let v = m * VARIANTS_PER_MODULE; v < Math.min(V, (m + 1) * VARIANTS_PER_MODULE); v++) {
      const name = `${C}Op${v}`;
      const op = duplicateOp && v === V - 1 ? 'op0' : `op${v}`;
      const style = v % 4;
      const withPlacement = style !== 3;
      const own = Math.max(0, K - 3 - (withPlacement ? 2 : 0));
      // K - 3 - placement keys from the pool, in pool order from a random start (so they collide).
      const start = r.int(poolSize);
      const fields = [];
      for (let k = 0; k < own; k++) {
        const f = pool[(start + k) % poolSize];
        const source = f.name === 'label' && r.chance(0.5) ? 'Slug' : fieldSource(r, f.kind, f.bound);
        fields.push(`  ${f.name}: ${source},`);
      }
      const body = [`  op: z.literal('${op}'),`, ...(withPlacement ? ['  ...placement,'] : []), ...fields];
      switch (style) {
        case 0:
          lines.push(`export const ${name} = Base.extend({`, ...body, `});`);
          break;
        case 1:
          lines.push(`export const ${name} = z.object({`, `  ...Base.shape,`, ...body, `});`);
          break;
        case 2:
          // Built under another name, exported through a const alias.
          lines.push(`const ${name}Draft = Base.extend({`, ...body, `});`, `export const ${name} = ${name}Draft;`);
          break;
        default:
          lines.push(`export const ${name} = Base.merge(z.object({`, ...body, `}));`);
      }
      // Not `export type ${name} = ...`: a type of the same name gives the variable a second
      // declaration, and the plugin (0.1.0) then reports the option as untraceable.
      lines.push(`export type ${name}Input = z.infer<typeof ${name}>;`, ``);
      variants.push({ name, module: m });
    }
    files.set(`ops-${m}.ts`, lines.join('\n'));
  }
  // Barrel: `export *` for every module but the last, whose first variant is renamed.
  const barrel = [`/** Contract ${c}: the operations, re-exported. */`];
  for (let m = 0; m < modules; m++) barrel.push(`export * from './ops-${m}.js';`);
  const renamed = variants[variants.length - 1];
  barrel.push(`export { ${renamed.name} as ${renamed.name}Renamed } from './ops-${renamed.module}.js';`, ``);
  files.set('index.ts', barrel.join('\n'));

  // The tool: module 0's variants by named import, the last one through the barrel's rename,
  // the others through a namespace import of the barrel.
  const tool = [`/** Contract ${c}: the tool input, one union of ${V} operations. */`, `import { z } from 'zod';`, `import * as ops from './index.js';`];
  const named = variants.filter((v) => v.module === 0 && v !== renamed).map((v) => v.name);
  if (named.length > 0) tool.push(`import { ${named.join(', ')} } from './ops-0.js';`);
  tool.push(`import { ${renamed.name}Renamed } from './index.js';`, ``);
  tool.push(`export const ${C}Input = z.discriminatedUnion('op', [`);
  for (const v of variants) {
    if (v === renamed) tool.push(`  ${v.name}Renamed,`);
    else if (v.module === 0) tool.push(`  ${v.name},`);
    else tool.push(`  ops.${v.name},`);
  }
  tool.push(`]);`, `export type ${C}Input = z.infer<typeof ${C}Input>;`, ``);
  tool.push(`export async function handle${C}(input: unknown, run: (op: ${C}Input) => Promise<void>): Promise<void> {`);
  tool.push(`  const parsed = ${C}Input.parse(input);`, `  await run(parsed);`, `}`, ``);
  files.set('tool.ts', tool.join('\n'));
  return files;
}

/** Files per contract group: fields, base, ops modules, barrel, tool. */
export function filesPerContract(V) {
  return 4 + Math.max(1, Math.ceil(V / VARIANTS_PER_MODULE));
}

// ---------------------------------------------------------------------------------------------
// The project

/**
 * Writes the corpus to `out` (a new temp dir when absent). Returns its layout and counts.
 */
export function generateCorpus(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const mix = parseMix(o.mix);
  const r = rng(o.seed);
  const dir = o.out ? resolve(o.out) : mkdtempSync(join(tmpdir(), 'zod-flatten-bench-'));
  mkdirSync(dir, { recursive: true });
  const perContract = filesPerContract(o.variants);
  const contracts = mix.contracts > 0 ? Math.max(1, Math.floor((o.files * mix.contracts) / perContract)) : 0;
  const contractFileCount = contracts * perContract;
  const rest = Math.max(0, o.files - contractFileCount);
  const plainShare = mix.noZod + mix.plainZod > 0 ? mix.plainZod / (mix.noZod + mix.plainZod) : 0;
  const models = Math.round(rest * plainShare);
  const utils = rest - models;

  const write = (rel, text) => {
    const path = join(dir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  let lines = 0;
  const count = (text) => (lines += text.split('\n').length - 1);
  for (let i = 0; i < utils; i++) {
    const text = utilFile(r, i, utils);
    count(text);
    write(`src/util/u${pad(i)}.ts`, text);
  }
  for (let i = 0; i < models; i++) {
    const text = modelFile(r, i);
    count(text);
    write(`src/models/m${pad(i)}.ts`, text);
  }
  for (let c = 0; c < contracts; c++) {
    for (const [name, text] of contractFiles(r, c, o.variants, o.keys)) {
      count(text);
      write(`src/contracts/c${pad(c, 3)}/${name}`, text);
    }
  }
  writeProjectFiles(dir);
  return {
    dir,
    options: { files: o.files, variants: o.variants, keys: o.keys, mix: o.mix, seed: o.seed },
    counts: { total: utils + models + contractFileCount, utils, models, contracts, contractFiles: contractFileCount, lines },
  };
}

/** package.json, tsconfig.json and node_modules/ links. */
export function writeProjectFiles(dir) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'zod-flatten-bench-corpus', private: true, type: 'module' }, null, 2) + '\n');
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    ) + '\n',
  );
  linkNodeModules(dir);
}

/**
 * node_modules/: one symlink per package of the repository's node_modules (scopes and .bin
 * included), and eslint-plugin-zod-flatten → the repository (its dist/ is what is measured).
 */
export function linkNodeModules(dir) {
  const target = join(dir, 'node_modules');
  if (existsSync(target)) return;
  mkdirSync(target);
  const source = join(REPO, 'node_modules');
  for (const entry of readdirSync(source)) {
    if (entry === 'eslint-plugin-zod-flatten') continue;
    symlinkSync(join(source, entry), join(target, entry));
  }
  symlinkSync(REPO, join(target, 'eslint-plugin-zod-flatten'));
}

// ---------------------------------------------------------------------------------------------
// One file with one union of V variants × K keys (the scaling mode)

/**
 * `Base` (2 keys, shared objects) extended by V variants with `op` and K - 3 own keys, every own
 * key declared by every variant (all collide), with the usual deviations so there are findings.
 */
export function scalingSource(V, K, seed = 1, { clean = false } = {}) {
  const r = rng(seed * 7919 + V);
  const own = Math.max(1, K - 3);
  const kinds = Array.from({ length: own }, () => ({ kind: r.pick(KINDS.filter((k) => k !== 'object')), bound: 16 * (1 + r.int(16)) }));
  // `clean`: every variant declares each key with the same schema text (a union that passes
  // every rule: the comparisons are all made, and nothing is reported).
  const none = Object.fromEntries(Object.keys(DEVIATION_RATES).map((rate) => [rate, 0]));
  const cleanFields = clean ? kinds.map((kind, k) => `    ${fieldName(k)}: ${fieldSource(r, kind.kind, kind.bound, none)},`) : null;
  const lines = [
    `import { z } from 'zod';`,
    `const isHttps = (url: string): boolean => url.startsWith('https://');`,
    `const Base = z.object({ pageId: z.string().min(1).max(64), requestId: z.uuid().optional() });`,
    ``,
    `export const Big = z.discriminatedUnion('op', [`,
  ];
  for (let v = 0; v < V; v++) {
    lines.push(`  Base.extend({`, `    op: z.literal('op${v}'),`);
    if (cleanFields) lines.push(...cleanFields);
    else for (let k = 0; k < own; k++) lines.push(`    ${fieldName(k)}: ${fieldSource(r, kinds[k].kind, kinds[k].bound)},`);
    lines.push(`  }),`);
  }
  lines.push(`]);`, ``);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      files: { type: 'string' },
      variants: { type: 'string' },
      keys: { type: 'string' },
      mix: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const result = generateCorpus({
    ...(values.files ? { files: Number(values.files) } : {}),
    ...(values.variants ? { variants: Number(values.variants) } : {}),
    ...(values.keys ? { keys: Number(values.keys) } : {}),
    ...(values.mix ? { mix: values.mix } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    ...(values.out ? { out: values.out } : {}),
  });
  console.log(JSON.stringify(result, null, 2));
}
