/**
 * Zod 3 schemas (`_def.typeName`) read into the same model as Zod 4: a `ZodEffects`
 * refinement becomes a `custom` check on its schema, a transform a pipe into a transform, a
 * preprocess a pipe out of one; `trim`/`toLowerCase`/`toUpperCase` string checks are overwrites.
 */
import { FORMATS_WITH_OPTIONS, formatOptionsText, includesFormat, jwtAlgorithmCheck, type FormatOptions } from '../../model/format-options.js';
import type { Check, ObjectField, ObjectNode, SchemaNode, ScalarType, UnresolvedNode, WrapperType } from '../../model/schema.js';
import { unresolved } from '../../model/schema.js';
import type { LiveReader } from './index.js';
import { fallbackText, functionText, valueText } from './source-text.js';

type Any = Record<string, unknown>;

const SCALARS: Readonly<Record<string, ScalarType>> = {
  ZodString: 'string',
  ZodNumber: 'number',
  ZodBigInt: 'bigint',
  ZodBoolean: 'boolean',
  ZodDate: 'date',
  ZodSymbol: 'symbol',
  ZodUndefined: 'undefined',
  ZodNull: 'null',
  ZodAny: 'any',
  ZodUnknown: 'unknown',
  ZodNever: 'never',
  ZodVoid: 'void',
  ZodNaN: 'nan',
  ZodFunction: 'function',
};

const WRAPPERS: Readonly<Record<string, WrapperType>> = {
  ZodOptional: 'optional',
  ZodNullable: 'nullable',
  ZodDefault: 'default',
  ZodCatch: 'catch',
  ZodReadonly: 'readonly',
  ZodPromise: 'promise',
};

const OVERWRITES = new Set(['trim', 'toLowerCase', 'toUpperCase']);
const STRING_FORMATS: Readonly<Record<string, string>> = {
  email: 'email', url: 'url', emoji: 'emoji', uuid: 'uuid', nanoid: 'nanoid', cuid: 'cuid', cuid2: 'cuid2',
  ulid: 'ulid', datetime: 'datetime', date: 'date', time: 'time', duration: 'duration', ip: 'ip', cidr: 'cidr',
  base64: 'base64', base64url: 'base64url', jwt: 'jwt', regex: 'regex', includes: 'includes',
  startsWith: 'starts_with', endsWith: 'ends_with',
};

export function fromZod3(schema: object, reader: LiveReader): SchemaNode {
  const def = (schema as Any)['_def'] as Any;
  const typeName = String(def['typeName']);
  const description = typeof def['description'] === 'string' ? { description: def['description'] } : {};
  const scalar = Object.hasOwn(SCALARS, typeName) ? SCALARS[typeName] : undefined;
  if (scalar) {
    const node = { type: scalar, checks: scalarChecks(scalar, def), ...description };
    return def['coerce'] === true ? { ...node, coerce: true } : node;
  }
  const wrapper = Object.hasOwn(WRAPPERS, typeName) ? WRAPPERS[typeName] : undefined;
  if (wrapper) {
    const inner = reader.read(typeName === 'ZodPromise' ? def['type'] : def['innerType']);
    const node = { type: wrapper, innerType: inner, checks: [], ...description };
    if (wrapper === 'catch') return { ...node, label: '.catch()', identity: `catch(${catchText(def['catchValue'])})` };
    return node;
  }
  switch (typeName) {
    case 'ZodBranded':
      return reader.read(def['type']);
    case 'ZodObject':
      return object(schema, def, reader);
    case 'ZodArray': {
      const checks: Check[] = [];
      // Named by the method that sets each (`.min()`), not by the def's key (`minLength`).
      const bound = (key: string, kind: Check['check'], method: string): void => {
        const value = (def[key] as { value?: unknown } | null)?.value;
        if (typeof value === 'number') checks.push({ check: kind, label: `.${method}()`, identity: `${kind}:${value}`, value });
      };
      bound('minLength', 'min_length', 'min');
      bound('maxLength', 'max_length', 'max');
      bound('exactLength', 'length_equals', 'length');
      return { type: 'array', element: reader.read(def['type']), checks, ...description };
    }
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const raw = def['options'];
      const options = (raw instanceof Map ? [...raw.values()] : Array.isArray(raw) ? raw : []).map((o) => reader.read(o));
      const discriminator = typeof def['discriminator'] === 'string' ? { discriminator: def['discriminator'], inclusive: false } : {};
      return { type: 'union', options, checks: [], ...discriminator, ...description };
    }
    case 'ZodIntersection':
      return { type: 'intersection', left: reader.read(def['left']), right: reader.read(def['right']), checks: [] };
    case 'ZodTuple': {
      const items = (Array.isArray(def['items']) ? def['items'] : []).map((item) => reader.read(item));
      return { type: 'tuple', items, checks: [], ...(def['rest'] ? { rest: reader.read(def['rest']) } : {}), zod3: true };
    }
    case 'ZodRecord':
      return { type: 'record', keyType: reader.read(def['keyType']), valueType: reader.read(def['valueType']), checks: [] };
    case 'ZodMap':
      return { type: 'map', keyType: reader.read(def['keyType']), valueType: reader.read(def['valueType']), checks: [] };
    case 'ZodSet':
      return { type: 'set', valueType: reader.read(def['valueType']), checks: [] };
    case 'ZodLazy': {
      const getter = def['getter'];
      return { type: 'lazy', checks: [], getter: () => (typeof getter === 'function' ? reader.read(getter()) : unresolved('z.lazy() without a getter')) };
    }
    case 'ZodLiteral':
      return { type: 'literal', values: [def['value'] as string], checks: [], ...description };
    case 'ZodEnum':
      return { type: 'enum', values: (Array.isArray(def['values']) ? def['values'] : []) as string[], checks: [], ...description };
    case 'ZodNativeEnum': {
      const values = def['values'];
      return { type: 'enum', values: values && typeof values === 'object' ? nativeEnumValues(values as Record<string, unknown>) : [], checks: [] };
    }
    case 'ZodEffects':
      return effects(def, reader);
    case 'ZodPipeline': {
      const input = reader.read(def['in']);
      // Identified by the target's structure, as Zod 4 pipes are: a constant identity made
      // every two Zod 3 `.pipe()`s the same marker, whatever they piped into.
      const identity = `pipe(${fingerprint3(def['out'])})`;
      return { type: 'pipe', in: input, out: reader.read(def['out']), via: 'pipe', label: '.pipe()', identity, checks: [] };
    }
    default:
      return unresolved(`a Zod 3 '${typeName}' schema the model does not know`);
  }
}

/**
 * A Zod 3 refinement, named as it was written. `.refine(fn)` and `.refinement(fn)` wrap `fn` in a
 * function of Zod's that calls it as `check(val)` (the same text for every callback: all are one
 * identity, see docs/runtime.md); `.superRefine(fn)` keeps `fn` itself, told apart by its text as
 * the static rules tell it.
 */
function refinementCheck(text: string): Check {
  if (!ZOD3_REFINE_WRAPPER.test(text)) return { check: 'custom', label: '.superRefine()', identity: `superRefine(${text})` };
  return { check: 'custom', label: text.includes('if (!check(val))') ? '.refinement()' : '.refine()', identity: `refine(${text})` };
}

/** How Zod 3's `.refine()` and `.refinement()` call the callback they wrap. */
const ZOD3_REFINE_WRAPPER = /\bcheck\(val\)/u;

function effects(def: Any, reader: LiveReader): SchemaNode {
  const inner = reader.read(def['schema']);
  const effect = (def['effect'] ?? {}) as Any;
  switch (effect['type']) {
    case 'refinement': {
      const text = functionText(effect['refinement']);
      const check: Check = refinementCheck(text);
      return { ...inner, checks: [...inner.checks, check] } as SchemaNode;
    }
    case 'transform':
      return {
        type: 'pipe',
        in: inner,
        out: { type: 'transform', checks: [] },
        via: 'transform',
        label: '.transform()',
        identity: `transform(${functionText(effect['transform'])})`,
        checks: [],
      };
    case 'preprocess':
      return {
        type: 'pipe',
        in: { type: 'transform', checks: [] },
        out: inner,
        via: 'preprocess',
        effects: true,
        label: 'z.preprocess()',
        identity: `preprocess(${functionText(effect['transform'])})`,
        checks: [],
      };
    default:
      return unresolved('a Zod 3 effect the model does not know');
  }
}

function object(schema: object, def: Any, reader: LiveReader): ObjectNode {
  const shape = new Map<string, ObjectField>();
  const unknownKeys = def['unknownKeys'];
  const catchall = def['catchall'] as Any | undefined;
  const catchallName = (catchall?.['_def'] as Any | undefined)?.['typeName'];
  const policy = unknownKeys === 'strict' ? 'strict' : unknownKeys === 'passthrough' ? 'loose' : 'strip';
  const node: ObjectNode = {
    type: 'object',
    shape,
    policy,
    checks: [],
    unresolvedMembers: [] as UnresolvedNode[],
    ...(catchall && catchallName !== 'ZodNever' ? { catchall: reader.read(catchall) } : {}),
  };
  reader.remember(schema, node);
  const getShape = def['shape'];
  const raw = typeof getShape === 'function' ? (getShape as () => unknown)() : getShape;
  if (raw && typeof raw === 'object') {
    for (const key of Object.keys(raw)) shape.set(key, { key, schema: reader.read((raw as Any)[key]) });
  }
  return node;
}

function scalarChecks(type: ScalarType, def: Any): Check[] {
  const raw = Array.isArray(def['checks']) ? (def['checks'] as Any[]) : [];
  const checks: Check[] = [];
  for (const check of raw) {
    const kind = String(check['kind']);
    const value = check['value'];
    if (OVERWRITES.has(kind)) {
      checks.push({ check: 'overwrite', label: `.${kind}()`, identity: `overwrite:${kind}()` });
    } else if (type === 'string' && (kind === 'min' || kind === 'max' || kind === 'length')) {
      const mapped = kind === 'min' ? 'min_length' : kind === 'max' ? 'max_length' : 'length_equals';
      checks.push({ check: mapped, label: `.${kind}()`, identity: `${mapped}:${String(value)}`, value: value as number });
    } else if (kind === 'min' || kind === 'max') {
      const mapped = kind === 'min' ? 'greater_than' : 'less_than';
      const number = typeof value === 'bigint' ? Number(value) : (value as number);
      const inclusive = check['inclusive'] !== false;
      // Zod 3 keeps `.gt(n)` as `{ kind: 'min', inclusive: false }`: named as written.
      const label = inclusive ? `.${kind}()` : kind === 'min' ? '.gt()' : '.lt()';
      checks.push({ check: mapped, label, identity: `${mapped}:${String(value)}`, value: number, inclusive });
    } else if (kind === 'int') {
      checks.push({ check: 'number_format', label: '.int()', identity: 'number_format:safeint', format: 'safeint' });
    } else if (kind === 'multipleOf') {
      checks.push({ check: 'multiple_of', label: '.multipleOf()', identity: `multiple_of:${String(value)}`, value: Number(value) });
    } else if (Object.hasOwn(STRING_FORMATS, kind)) {
      const format = STRING_FORMATS[kind]!;
      // Zod 3 keeps a datetime's or time's options on the check (`{ kind: 'datetime', offset }`).
      const pattern = FORMATS_WITH_OPTIONS.has(format)
        ? formatOptionsText(format, check as FormatOptions)
        : kind === 'regex' ? String(check['regex']) : typeof value === 'string' ? value : undefined;
      checks.push({
        check: 'string_format',
        label: `.${kind}()`,
        identity: `string_format:${format}:${pattern ?? ''}:${String(check['position'] ?? '')}`,
        format: kind === 'includes' ? includesFormat(check['position']) : format,
        ...(pattern !== undefined ? { value: pattern } : {}),
      });
      // Zod 3 keeps `.jwt({ alg })`'s algorithm on the check and enforces it, as Zod 4 does.
      if (kind === 'jwt' && typeof check['alg'] === 'string') checks.push(jwtAlgorithmCheck(check['alg'], '.jwt()'));
    }
  }
  return checks;
}

/** Zod 3 wraps a constant catch value as `() => def`; that thunk is Zod's own, so it is read back. */
function catchText(catchValue: unknown): string {
  if (typeof catchValue === 'function' && functionText(catchValue) === '()=>def') return valueText((catchValue as () => unknown)());
  return fallbackText(catchValue);
}

/** What a Zod 3 schema is, as text, for telling two pipe targets apart (see the Zod 4 one). */
function fingerprint3(schema: unknown, depth = 0): string {
  const def = schema && typeof schema === 'object' ? ((schema as Any)['_def'] as Any | undefined) : undefined;
  if (!def || depth > 8) return '?';
  const parts = [String(def['typeName'])];
  for (const check of Array.isArray(def['checks']) ? (def['checks'] as Any[]) : []) {
    parts.push(`${String(check['kind'])}:${valueText(check['value'])}:${check['regex'] instanceof RegExp ? String(check['regex']) : ''}`);
  }
  const effect = def['effect'] as Any | undefined;
  if (effect) parts.push(`${String(effect['type'])}(${functionText(effect['refinement'] ?? effect['transform'])})`);
  if (def['coerce'] === true) parts.push('coerce');
  if ('value' in def) parts.push(valueText(def['value']));
  if (Array.isArray(def['values'])) parts.push(valueText(def['values']));
  for (const key of ['innerType', 'type', 'schema', 'in', 'out', 'left', 'right'] as const) {
    if (def[key] && typeof def[key] === 'object') parts.push(`${key}:${fingerprint3(def[key], depth + 1)}`);
  }
  return parts.join(' ');
}

/**
 * A native enum's values as Zod 3 reads them (`util.getValidEnumValues`): a key whose value
 * names a numeric member is the reverse mapping of a numeric TypeScript enum, not a value.
 */
function nativeEnumValues(object: Record<string, unknown>): (string | number)[] {
  return Object.keys(object)
    .filter((key) => typeof object[object[key] as string] !== 'number')
    .map((key) => object[key])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
}
