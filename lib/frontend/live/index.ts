/**
 * The live front end: the schema model of a Zod schema object, read from its definition.
 *
 * Zod 4 (classic and mini share `_zod.def`): `def.type`, `def.checks[i]._zod.def.check` (the
 * kind lives there; `check._zod.check` is the check function), `def.coerce`, `innerType`,
 * `in`/`out`, `shape`, `options`, `discriminator`. Zod 3: `_def.typeName`, `ZodEffects` with
 * `effect.type` refinement / transform / preprocess, string checks such as `trim`.
 *
 * It reads definitions only: it never parses and never calls user code (a `z.lazy` getter and
 * a getter in a shape are Zod's own way to build the schema, and are read lazily).
 */
import type {
  Check,
  CheckKind,
  LiteralValue,
  ObjectField,
  ObjectNode,
  PipeNode,
  ScalarType,
  SchemaNode,
  UnresolvedNode,
  WrapperType,
} from '../../model/schema.js';
import { unresolved } from '../../model/schema.js';
import { isHttpUrl, urlRestriction } from '../../model/url-restriction.js';
import { customFormatPattern, formatFunctionCheck, FORMATS_WITH_OPTIONS, formatOptionsText, includesFormat, jwtAlgorithmCheck, mimeTypesText, type FormatOptions } from '../../model/format-options.js';
import { stringboolText } from '../../model/stringbool.js';
import { templateCheck, templateText, type TemplatePart } from '../../model/template-literal.js';
import { fallbackText, functionText, normalizeSource, valueText } from './source-text.js';
import { fromZod3 } from './zod3.js';

type Def = Record<string, unknown> & { type?: string; checks?: unknown[] };
type Any = Record<string, unknown>;

const SCALARS = new Set<string>([
  'string', 'number', 'boolean', 'bigint', 'symbol', 'undefined', 'null', 'any', 'unknown', 'never',
  'void', 'date', 'nan', 'file', 'custom', 'function', 'template_literal', 'transform',
]);
const WRAPPERS = new Set<string>([
  'optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success', 'promise',
]);

/**
 * Reads of one getter inside reads of itself, at most. A getter that returns the same schema ends
 * in the memo (a cycle); one that calls a function making a new schema on every read (`get
 * children() { return z.array(Geometry()) }`, `Geometry` a function) builds a new level at each
 * read, without end, and each level's getter is written by the same text. Past this many reads of
 * one text on a chain the field is unresolved, with the reason, instead of filling the heap. A
 * chain of different getters (70 module constants, each `z.lazy(() => Next)`, as Prisma
 * generators write them) ends however long it is, and is read to its end.
 */
const MAX_GETTER_DEPTH = 64;
/** Getters on one chain at most, whatever their texts: a bound on the walk, not a limit met in code. */
const MAX_GETTER_CHAIN = 100_000;

/** The getters a read is under, innermost first: each one's text, as a list that shares its tail. */
interface GetterChain {
  readonly text: string;
  readonly outer: GetterChain | undefined;
  readonly length: number;
}

/** How many getters of this text the chain holds. */
function readsOf(chain: GetterChain | undefined, text: string): number {
  let count = 0;
  for (let link = chain; link; link = link.outer) if (link.text === text) count++;
  return count;
}
/**
 * Getter reads that return a schema not read before, at most per top-level read. Two such
 * getters in one object (`get left() { return Tree() }`, `get right() { return Tree() }`) double
 * at every level, and 2^64 is not a bound.
 */
const MAX_NEW_GETTER_SCHEMAS = 10_000;

/** Reads live schemas into the model; one instance per top-level call keeps node identity. */
export class LiveReader {
  /** The getters the read under way is under (see `MAX_GETTER_DEPTH`). */
  private getters: GetterChain | undefined;
  /** Getter reads so far that returned a schema not read before (see `MAX_NEW_GETTER_SCHEMAS`). */
  private newGetterSchemas = 0;

  private readonly memo = new WeakMap<object, SchemaNode>();
  /** The model's shape of each `def.shape` read (objects that share one share it here too). */
  private readonly shapes = new WeakMap<object, Map<string, ObjectField>>();

  read(schema: unknown): SchemaNode {
    if (!isObject(schema)) return unresolved('not a Zod schema');
    const cached = this.memo.get(schema);
    if (cached) return cached;
    let node: SchemaNode;
    try {
      const zod = (schema as Any)['_zod'];
      if (isObject(zod) && isObject((zod as Any)['def'])) node = this.fromZod4(schema, (zod as Any)['def'] as Def);
      else if (isObject((schema as Any)['_def']) && typeof ((schema as Any)['_def'] as Any)['typeName'] === 'string') {
        node = fromZod3(schema, this);
      } else node = unresolved('not a Zod schema');
    } catch (error) {
      node = unresolved(`could not read the schema (${error instanceof Error ? error.message : 'error'})`);
    }
    this.memo.set(schema, node);
    return node;
  }

  /**
   * A schema read later than the read that found it (`depth` getters deep): a getter's (a shape's
   * getter, `z.lazy`) one level deeper, or unresolved past `MAX_GETTER_DEPTH`; a plain shape
   * value at the same depth (it may hold a lazy, read later still).
   */
  readGetter(chain: GetterChain | undefined, get: () => unknown, text: string | undefined): SchemaNode {
    if (text !== undefined && (readsOf(chain, text) >= MAX_GETTER_DEPTH || (chain?.length ?? 0) >= MAX_GETTER_CHAIN)) {
      return unresolved(`a getter read inside itself more than ${MAX_GETTER_DEPTH} times, each time returning a new schema (a function that builds a schema on every call, called in its own getter)`);
    }
    const outer = this.getters;
    this.getters = text === undefined ? chain : { text, outer: chain, length: (chain?.length ?? 0) + 1 };
    try {
      const schema = get();
      if (text !== undefined && isObject(schema) && !this.memo.has(schema) && ++this.newGetterSchemas > MAX_NEW_GETTER_SCHEMAS) {
        return unresolved(`more than ${MAX_NEW_GETTER_SCHEMAS} getters returned a new schema (a function that builds a schema on every call, called in its own getters)`);
      }
      return this.read(schema);
    } finally {
      this.getters = outer;
    }
  }

  /** The getters to record with a getter found now (see `readGetter`). */
  get chain(): GetterChain | undefined {
    return this.getters;
  }

  /** For readers of nodes that can contain themselves: record the node before its children. */
  remember(schema: object, node: SchemaNode): void {
    this.memo.set(schema, node);
  }

  private fromZod4(schema: object, def: Def): SchemaNode {
    const type = def.type ?? '';
    const checks = readChecks(def);
    const description = describe(schema);
    const base = { checks, ...(description ? { description } : {}) };
    if (SCALARS.has(type)) {
      // A string format (`z.email()`) or `z.int()` is itself the check it applies.
      const own = typeof def['check'] === 'string' && type !== 'custom' ? [ownCheck(def)] : [];
      const restriction = own.length > 0 ? urlRestrictionOf(def, own[0]!.label) ?? hiddenFormatPart(def, own[0]!.label) : undefined;
      if (restriction) own.push(restriction);
      // `z.templateLiteral(parts)`: the pattern its parts make, as a check of its own.
      if (type === 'template_literal' && Array.isArray(def['parts'])) {
        const parts = (def['parts'] as unknown[]).map((part): TemplatePart => (isObject(part) ? { schema: this.read(part) } : { literal: part as LiteralValue }));
        own.push(templateCheck(templateText(parts)));
      }
      const node = { ...base, type: type as ScalarType, checks: [...own, ...checks] };
      if (type === 'custom' && isInstanceOf(schema)) return { ...node, instanceOf: true };
      return def['coerce'] === true ? { ...node, coerce: true } : node;
    }
    if (WRAPPERS.has(type)) {
      const wrapper = { ...base, type: type as WrapperType, innerType: this.read(def['innerType']) };
      if (type === 'catch') return { ...wrapper, label: '.catch()', identity: `catch(${catchText(def['catchValue'])})` };
      return wrapper;
    }
    switch (type) {
      case 'object':
        return this.object(schema, def, base);
      case 'array':
        return { ...base, type: 'array', element: this.read(def['element']) };
      case 'union': {
        const options = Array.isArray(def['options']) ? def['options'].map((option) => this.read(option)) : [];
        return {
          ...base,
          type: 'union',
          options,
          ...(typeof def['discriminator'] === 'string' ? { discriminator: def['discriminator'] } : {}),
          ...(def['inclusive'] === false ? { inclusive: false } : {}),
        };
      }
      case 'intersection':
        return { ...base, type: 'intersection', left: this.read(def['left']), right: this.read(def['right']) };
      case 'pipe':
        return this.pipe(def, base, schema);
      case 'literal':
        return { ...base, type: 'literal', values: (Array.isArray(def['values']) ? def['values'] : []) as LiteralValue[] };
      case 'enum':
        return { ...base, type: 'enum', values: enumValues(def['entries']) };
      case 'record':
        return { ...base, type: 'record', keyType: this.read(def['keyType']), valueType: this.read(def['valueType']) };
      case 'tuple': {
        const items = Array.isArray(def['items']) ? def['items'].map((item) => this.read(item)) : [];
        return { ...base, type: 'tuple', items, ...(def['rest'] ? { rest: this.read(def['rest']) } : {}) };
      }
      case 'map':
        return { ...base, type: 'map', keyType: this.read(def['keyType']), valueType: this.read(def['valueType']) };
      case 'set':
        return { ...base, type: 'set', valueType: this.read(def['valueType']) };
      case 'lazy': {
        const getter = def['getter'];
        const chain = this.getters;
        return {
          ...base,
          type: 'lazy',
          getter: () => (typeof getter === 'function' ? this.readGetter(chain, getter as () => unknown, String(getter)) : unresolved('z.lazy() without a getter')),
        };
      }
      default:
        return unresolved(`a Zod '${type}' schema the model does not know`);
    }
  }

  private object(schema: object, def: Def, base: { checks: Check[]; description?: string }): ObjectNode {
    // `F0.describe('d')` is another object of the same `def.shape`: one shape for both, as the
    // static front end's copy has, so a walk that expands a shape once expands it once here too.
    // Before `def.shape` is read: that read replaces the user's shape with a plain copy.
    const written = writtenShape(def);
    const rawShape = shapeOf(def);
    const known = isObject(rawShape) ? this.shapes.get(rawShape) : undefined;
    const shape = known ?? new Map<string, ObjectField>();
    const catchall = def['catchall'];
    const catchallType = isObject(catchall) ? readType(catchall) : undefined;
    const policy = catchallType === 'never' ? 'strict' : catchallType === 'unknown' ? 'loose' : 'strip';
    const node: ObjectNode = {
      ...base,
      type: 'object',
      shape,
      policy,
      unresolvedMembers: [] as UnresolvedNode[],
      // A `z.unknown()` or `z.never()` catchall is only the policy, unless it carries checks of
      // its own (`.catchall(z.unknown().refine(fn))`), which run on every unknown key.
      ...(catchall && (policy === 'strip' || hasOwnChecks(catchall)) ? { catchall: this.read(catchall) } : {}),
    };
    this.remember(schema, node); // a getter in the shape may lead back here
    if (isObject(rawShape) && !known) {
      this.shapes.set(rawShape, shape);
      // Zod's `def.shape` runs the user's getters into plain values; the user's own shape says
      // which keys are getters (once it is gone, every key may have been one).
      for (const key of Object.keys(rawShape)) {
        const getter = written ? Object.getOwnPropertyDescriptor(written, key)?.get !== undefined : true;
        const field = new LazyField(rawShape, key, this, getter);
        shape.set(key, { key, get schema() { return field.value(); } } as ObjectField);
      }
    }
    return node;
  }

  private pipe(def: Def, base: { checks: Check[] }, schema: object): PipeNode {
    const input = this.read(def['in']);
    const output = this.read(def['out']);
    let via: PipeNode['via'] = 'pipe';
    let identity: string;
    if (input.type === 'transform') {
      via = 'preprocess';
      identity = `preprocess(${functionText(readDef(def['in'])?.['transform'])})`;
    } else if (typeof def['transform'] === 'function') {
      via = 'codec';
      identity = `codec(${functionText(def['transform'])}, ${functionText(def['reverseTransform'])})`;
      // `z.stringbool(options)`: its functions close over the options, which its bag shows (or,
      // on a copy, `.describe()`'s or `.meta()`'s, which has no bag, its transform tells).
      const options = stringboolOptions(schema) ?? probedStringbool(def['transform'] as (input: unknown, payload: unknown) => unknown);
      if (options) {
        via = 'stringbool';
        identity = `stringbool(${options})`;
      }
    } else if (output.type === 'transform') {
      via = 'transform';
      identity = `transform(${functionText(readDef(def['out'])?.['transform'])})`;
    } else {
      identity = `pipe(${fingerprint(def['out'])})`;
    }
    // `.transform()` and `.pipe()` are methods; the others are only ever written as `z.<name>()`.
    const label = via === 'transform' || via === 'pipe' ? `.${via}()` : `z.${via}()`;
    return { ...base, type: 'pipe', in: input, out: output, via, label, identity };
  }
}

/**
 * An object's shape. Zod 4 freezes a shape on its first read by spreading it, which runs every
 * getter: one that throws made the whole object untraceable, where the static rules report that
 * one field. The accessor keeps the unfrozen shape (`get.raw`); read from it, each getter runs
 * alone in its LazyField and only the key that throws is untraceable.
 */
function shapeOf(def: Def): unknown {
  try {
    return def['shape'];
  } catch (error) {
    const accessor = Object.getOwnPropertyDescriptor(def, 'shape')?.get as { raw?: unknown } | undefined;
    if (isObject(accessor?.raw)) return accessor.raw;
    throw error;
  }
}

/** The shape as the user wrote it, getters and all, when Zod's `def.shape` is an accessor over it. */
function writtenShape(def: Def): object | undefined {
  const accessor = Object.getOwnPropertyDescriptor(def, 'shape')?.get as { raw?: unknown } | undefined;
  return isObject(accessor?.raw) ? accessor.raw : undefined;
}

/** Shape values are read when first needed: Zod's recursive getters must not run eagerly. */
class LazyField {
  private cached: SchemaNode | undefined;
  /** The getters the shape was found under. */
  private readonly chain: GetterChain | undefined;
  constructor(
    private readonly shape: object,
    private readonly key: string,
    private readonly reader: LiveReader,
    /** Whether the user wrote the key as a getter (a plain value was built with the shape). */
    private readonly getter: boolean,
  ) {
    this.chain = reader.chain;
  }
  value(): SchemaNode {
    if (!this.cached) {
      try {
        const read = () => (this.shape as Any)[this.key];
        // A getter is known by its text: the same text read inside itself is a function that
        // builds a new level at every read (see MAX_GETTER_DEPTH).
        const descriptor = this.getter ? Object.getOwnPropertyDescriptor(this.shape, this.key) : undefined;
        const text = this.getter ? (typeof descriptor?.get === 'function' ? String(descriptor.get) : `get ${this.key}`) : undefined;
        this.cached = this.reader.readGetter(this.chain, read, text);
      } catch (error) {
        this.cached = unresolved(`the shape's '${this.key}' could not be read (${error instanceof Error ? error.message : 'error'})`);
      }
    }
    return this.cached;
  }
}

function hasOwnChecks(schema: unknown): boolean {
  const checks = (schema as { _zod?: { def?: { checks?: unknown } } })._zod?.def?.checks;
  return Array.isArray(checks) && checks.length > 0;
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

function readDef(schema: unknown): Def | undefined {
  if (!isObject(schema)) return undefined;
  const zod = (schema as Any)['_zod'];
  return isObject(zod) ? ((zod as Any)['def'] as Def) : undefined;
}

function readType(schema: object): string | undefined {
  return readDef(schema)?.type;
}

function describe(schema: object): string | undefined {
  const description = (schema as Any)['description'];
  return typeof description === 'string' ? description : undefined;
}

/**
 * The values of `def.entries` as Zod reads them (`getEnumValues`): a key that is one of the
 * numeric values is the reverse mapping of a numeric TypeScript enum (`Level[1] === 'One'`),
 * not a value.
 */
function enumValues(entries: unknown): (string | number)[] {
  if (!isObject(entries)) return [];
  const numeric = Object.values(entries).filter((value) => typeof value === 'number');
  return Object.entries(entries)
    .filter(([key]) => !numeric.includes(Number(key)))
    .map(([, value]) => value)
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
}

/**
 * `.catch(0)`: Zod wraps a constant in a thunk tagged `~constantCatch`; that thunk is Zod's
 * own and only returns the value, so it is read back. A user's function is identified by text.
 */
function catchText(catchValue: unknown): string {
  if (typeof catchValue === 'function' && (catchValue as unknown as Record<string, unknown>)['~constantCatch'] === true) {
    return valueText((catchValue as () => unknown)());
  }
  return fallbackText(catchValue);
}

/**
 * What a schema is, as text, for telling two pipe targets apart. It uses the check identities
 * the markers use (so a schema that is its own check, `z.email()` against `z.url()`, and
 * `.regex(/a/)` against `.regex(/b/)` differ: they used to read the same, being objects or the
 * def itself), literal and enum values, an object's keys with their schemas, every child schema
 * (record, tuple, map and set members too), and the functions and values a node carries
 * (transform, custom, catch). Targets that differed only there used to read the same.
 * A default value is left out: reading it may call the user's default function.
 */
function fingerprint(schema: unknown, depth = 0): string {
  const def = readDef(schema);
  if (!def || depth > 8) return '?';
  const child = (value: unknown) => fingerprint(value, depth + 1);
  const parts = [def.type ?? '?'];
  if (typeof def['check'] === 'string' && def.type !== 'custom') parts.push(ownCheck(def).identity);
  for (const check of readChecks(def)) parts.push(check.identity);
  if (def['coerce'] === true) parts.push('coerce');
  if (Array.isArray(def['values'])) parts.push(valueText(def['values']));
  if (isObject(def['entries'])) parts.push(valueText(enumValues(def['entries'])));
  if (def.type === 'object') {
    let shape: unknown;
    try {
      shape = shapeOf(def);
    } catch {
      shape = undefined;
    }
    if (isObject(shape)) {
      const fields = Object.keys(shape).map((key) => {
        let value: unknown;
        try {
          value = (shape as Any)[key];
        } catch {
          return `${key}:?`;
        }
        return `${key}:${child(value)}`;
      });
      parts.push(`{${fields.join(',')}}`);
    }
  }
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'rest', 'catchall'] as const) {
    if (def[key]) parts.push(`${key}:${child(def[key])}`);
  }
  if (Array.isArray(def['items'])) parts.push(`items:[${def['items'].map(child).join('|')}]`);
  if (Array.isArray(def['options'])) parts.push(`options:[${def['options'].map(child).join('|')}]`);
  if (typeof def['discriminator'] === 'string') parts.push(`discriminator:${def['discriminator']}`);
  if (def['inclusive'] === false) parts.push('exclusive');
  for (const key of ['transform', 'reverseTransform', 'fn', 'getter'] as const) {
    if (typeof def[key] === 'function') parts.push(`${key}(${functionText(def[key])})`);
  }
  if (def.type === 'catch') parts.push(`catch(${catchText(def['catchValue'])})`);
  return parts.join(' ');
}

const CHECK_KINDS = new Set<string>([
  'less_than', 'greater_than', 'multiple_of', 'number_format', 'bigint_format', 'max_size', 'min_size',
  'size_equals', 'max_length', 'min_length', 'length_equals', 'string_format', 'property', 'mime_type',
  'overwrite', 'custom',
]);

function readChecks(def: Def): Check[] {
  const checks: Check[] = [];
  for (const raw of def.checks ?? []) {
    const checkDef = readDef(raw);
    const kind = checkDef?.['check'];
    if (!checkDef || typeof kind !== 'string') continue;
    // `z.properties({ k: S })` (recent Zod 4) is `z.property(k, S)` for several keys: the model has
    // one kind for both, as the static front end reads them. It used to be dropped unread.
    if (kind === 'properties') checks.push({ check: 'property', label: '.properties()', identity: `properties(${shapeText(checkDef['shape'])})` });
    else if (CHECK_KINDS.has(kind)) {
      checks.push(toCheck(raw as object, checkDef)); // not describe, meta
      const restriction = urlRestrictionOf(checkDef) ?? hiddenFormatPart(checkDef, checks[checks.length - 1]!.label);
      if (restriction) checks.push(restriction);
    }
  }
  return checks;
}

/**
 * A URL format's protocol, hostname or normalize option, as a check of its own
 * (lib/model/url-restriction.ts), named after the format's own label (`z.httpUrl()`, `.url()`).
 */
function urlRestrictionOf(def: Def, label = '.url()'): Check | undefined {
  if (def['format'] !== 'url') return undefined;
  return urlRestriction(urlPattern(def, 'protocol'), urlPattern(def, 'hostname'), label, def['normalize'] === true);
}

/**
 * What a format checks that JSON Schema does not show (lib/model/format-options.ts): `z.jwt({ alg })`'s
 * algorithm, and the function of `z.stringFormat(name, fn)` (one made with a regex keeps the
 * regex as its pattern, and Zod's own function around it).
 */
function hiddenFormatPart(def: Def, label: string): Check | undefined {
  if (def['check'] !== 'string_format') return undefined;
  if (def['format'] === 'jwt') return typeof def['alg'] === 'string' ? jwtAlgorithmCheck(def['alg'], label) : undefined;
  if (!isCustomFormat(String(def['format'])) || def['pattern'] instanceof RegExp || typeof def['fn'] !== 'function') return undefined;
  return formatFunctionCheck(functionText(def['fn']), label);
}

/** A format of the user's own (`z.stringFormat('code', ...)`), not one of Zod's. */
function isCustomFormat(format: string): boolean {
  return factoryLabel({ check: 'string_format', format } as Def) === 'z.stringFormat()' && !BUILT_IN_PATTERNS.has(format);
}

/** Zod's formats that are checks written as methods (`.regex()`, `.startsWith()`), not factories. */
const BUILT_IN_PATTERNS = new Set(['regex', 'includes', 'starts_with', 'ends_with', 'lowercase', 'uppercase']);

function urlPattern(def: Def, key: 'protocol' | 'hostname'): string {
  return def[key] instanceof RegExp ? String(def[key]) : '';
}

/**
 * The check a string-format or number-format schema is, named by the factory that makes it
 * (`z.email()`, `z.iso.datetime()`, `z.int()`), as the rule names the written call. The same
 * format as a method (`z.string().email()`, `.int()`) is a check in the schema's list, and named
 * by the method (`toCheck`). Only the namespace cannot be known: `z.` is assumed.
 */
function ownCheck(def: Def): Check {
  const check = toCheck(null, def);
  const label = factoryLabel(def);
  return label ? { ...check, label } : check;
}

function factoryLabel(def: Def): string | undefined {
  const format = def['format'];
  if (typeof format !== 'string') return undefined;
  // The other number formats have no method, and are named by their factory already.
  if (def['check'] === 'number_format') return format === 'safeint' ? 'z.int()' : undefined;
  if (def['check'] !== 'string_format') return undefined;
  if (ISO_FORMATS.has(format)) return `z.iso.${format}()`;
  if (format === 'uuid' && typeof def['version'] === 'string' && /^v[4-8]$/u.test(def['version'])) return `z.uuid${def['version']}()`;
  if (format === 'url') return isHttpUrl(urlPattern(def, 'protocol'), urlPattern(def, 'hostname')) ? 'z.httpUrl()' : 'z.url()';
  // `z.hash('sha256', { enc })` is the format `sha256_hex`, `sha256_base64`, …
  if (/^(?:md5|sha1|sha256|sha384|sha512)_(?:hex|base64|base64url)$/u.test(format)) return 'z.hash()';
  const factory = FORMAT_FACTORIES[format];
  // Any other name is a format of the user's own.
  return factory ? `z.${factory}()` : 'z.stringFormat()';
}

/** Zod's ISO formats, whose factories are under `z.iso`. */
const ISO_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

/** Zod 4's string-format factories by the format they record (most are named alike). */
const FORMAT_FACTORIES: Readonly<Record<string, string>> = Object.fromEntries([
  ...['email', 'emoji', 'uuid', 'guid', 'nanoid', 'cuid', 'cuid2', 'ulid', 'xid', 'ksuid', 'ipv4', 'ipv6', 'mac', 'cidrv4', 'cidrv6']
    .concat(['base64', 'base64url', 'e164', 'jwt', 'hex', 'hostname', 'iban'])
    .map((name) => [name, name]),
  ['credit_card', 'creditCard'],
  ['currency_code', 'currencyCode'],
]);

/** The shape of `z.properties({ k: S })`: each key's schema by its fingerprint. */
function shapeText(shape: unknown): string {
  if (!isObject(shape)) return '?';
  return Object.keys(shape)
    .map((key) => `${JSON.stringify(key)}:${fingerprint((shape as Any)[key])}`)
    .join(',');
}

function toCheck(raw: object | null, def: Def): Check {
  const kind = def['check'] as CheckKind;
  switch (kind) {
    case 'property':
      // `z.property(key, S)` checks a property of the value against S: what S checks is the check.
      return { check: kind, label: '.property()', identity: `property(${JSON.stringify(String(def['property']))}:${fingerprint(def['schema'])})` };
    case 'custom': {
      // `.refine(fn)` keeps fn in the def; `.check(fn)` keeps fn as the check's function.
      const fn = typeof def['fn'] === 'function' ? def['fn'] : raw ? (raw as { _zod?: { check?: unknown } })._zod?.check : undefined;
      // `{ when }`: the refinement runs only where it says, so it is part of the check.
      const when = typeof def['when'] === 'function' ? `, when ${functionText(def['when'])}` : '';
      if (typeof def['fn'] === 'function') return { check: kind, label: '.refine()', identity: `refine(${functionText(fn)}${when})` };
      const text = functionText(fn);
      // `.superRefine(fn)` wraps fn in a function of Zod's, the same text for every callback: two
      // callbacks cannot be told apart here (docs/runtime.md). Told by object, the same validator
      // passed in two variants would be two checks; by text, two validators are one.
      return { check: kind, label: text.includes(SUPER_REFINE_WRAPPER) ? '.superRefine()' : '.check()', identity: `superRefine(${text}${when})` };
    }
    case 'overwrite': {
      const text = functionText(def['tx']);
      // `.normalize(form)` closes over its form: asked of Zod's own function, never the user's.
      if (text === NORMALIZE_TEXT) {
        const form = normalForm(def['tx']);
        if (form) return { check: kind, label: '.normalize()', identity: `overwrite:normalize(${form})` };
      }
      // Zod's own `.trim()`, `.toLowerCase()`, … are overwrites too, told by their function's text
      // (what they do; a user's `.overwrite((input) => input.trim())` is the same check).
      const own = OWN_OVERWRITES.get(text);
      if (own) return { check: kind, label: `.${own}()`, identity: `overwrite:${own}()` };
      return { check: kind, label: '.overwrite()', identity: `overwrite(${text})` };
    }
    case 'greater_than':
    case 'less_than':
      return {
        check: kind,
        // `.min(n)` is `.gte(n)`; an exclusive bound was written `.gt(n)` (or `.positive()`).
        label: kind === 'greater_than' ? (def['inclusive'] === false ? '.gt()' : '.min()') : def['inclusive'] === false ? '.lt()' : '.max()',
        identity: `${kind}:${String(def['value'])}:${String(def['inclusive'])}`,
        value: numeric(def['value']),
        inclusive: def['inclusive'] === true,
      };
    case 'min_length':
    case 'min_size':
      return { check: kind, label: '.min()', identity: `${kind}:${String(def['minimum'])}`, value: numeric(def['minimum']) };
    case 'max_length':
    case 'max_size':
      return { check: kind, label: '.max()', identity: `${kind}:${String(def['maximum'])}`, value: numeric(def['maximum']) };
    case 'length_equals':
      return { check: kind, label: '.length()', identity: `${kind}:${String(def['length'])}`, value: numeric(def['length']) };
    case 'size_equals':
      return { check: kind, label: '.size()', identity: `${kind}:${String(def['size'])}`, value: numeric(def['size']) };
    case 'multiple_of':
      return { check: kind, label: '.multipleOf()', identity: `${kind}:${String(def['value'])}`, value: numeric(def['value']) };
    case 'string_format': {
      const format = String(def['format']);
      const value = FORMATS_WITH_OPTIONS.has(format) ? formatOptionsText(format, def as FormatOptions) : patternValue(format, def);
      return {
        check: kind,
        label: FORMAT_LABELS[format] ?? `.${format}()`,
        identity: `${kind}:${format}:${value ?? ''}:${String(def['position'] ?? '')}`,
        format: format === 'includes' ? includesFormat(def['position']) : FORMAT_NAMES[format] ?? format,
        ...(value !== undefined ? { value } : {}),
      };
    }
    case 'mime_type': {
      const mime = def['mime'];
      const value = Array.isArray(mime) && mime.every((type) => typeof type === 'string') ? mimeTypesText(mime) : undefined;
      return { check: kind, label: '.mime()', identity: `${kind}:${value ?? ''}`, ...(value !== undefined ? { value } : {}) };
    }
    default: {
      const format = typeof def['format'] === 'string' ? def['format'] : undefined;
      return { check: kind, label: (format && FORMAT_LABELS[format]) ?? `.${kind}()`, identity: `${kind}:${format ?? ''}`, ...(format ? { format } : {}) };
    }
  }
}

/**
 * The call a format comes from, where Zod's def name is not the method's (`starts_with` is
 * `.startsWith()`; a number format is a schema of its own, `z.int32()`). A format schema itself
 * (`z.int()`, `z.email()`) is named by its factory instead (`ownCheck`).
 */
const FORMAT_LABELS: Readonly<Record<string, string>> = {
  starts_with: '.startsWith()',
  ends_with: '.endsWith()',
  credit_card: 'z.creditCard()',
  safeint: '.int()',
  int32: 'z.int32()',
  uint32: 'z.uint32()',
  float32: 'z.float32()',
  float64: 'z.float64()',
  int64: 'z.int64()',
  uint64: 'z.uint64()',
};

/** Zod's def names for the pattern-like formats, as the static front end spells them. */
const FORMAT_NAMES: Readonly<Record<string, string>> = { starts_with: 'starts_with', ends_with: 'ends_with' };

function patternValue(format: string, def: Def): string | undefined {
  switch (format) {
    case 'regex':
      return def['pattern'] instanceof RegExp ? String(def['pattern']) : undefined;
    case 'includes':
      return typeof def['includes'] === 'string' ? def['includes'] : undefined;
    case 'starts_with':
      return typeof def['prefix'] === 'string' ? def['prefix'] : undefined;
    case 'ends_with':
      return typeof def['suffix'] === 'string' ? def['suffix'] : undefined;
    default:
      // `z.stringFormat(name, regex)`: its pattern (Zod's own formats keep theirs too, their name says it).
      return isCustomFormat(format) && def['pattern'] instanceof RegExp ? customFormatPattern(String(def['pattern'])) : undefined;
  }
}

function numeric(value: unknown): number | undefined {
  return typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : undefined;
}

/** The model of a live Zod schema (Zod 4 classic or mini, or Zod 3). */
export function modelOf(schema: unknown): SchemaNode {
  return new LiveReader().read(schema);
}

/** Part of the function Zod's `.superRefine()` wraps its callback in (Zod 4's `_superRefine`). */
const SUPER_REFINE_WRAPPER = normalizeSource('return fn(payload.value, payload)');
/**
 * The functions of Zod's own overwrites (core `_trim`, `_toLowerCase`, `_toUpperCase`,
 * `_slugify`), as `functionText` gives them, by method: named and identified as the static
 * front end names and identifies the call (`overwrite:trim()`).
 */
const OWN_OVERWRITES: ReadonlyMap<string, string> = new Map([
  [normalizeSource('(input) => input.trim()'), 'trim'],
  [normalizeSource('(input) => input.toLowerCase()'), 'toLowerCase'],
  [normalizeSource('(input) => input.toUpperCase()'), 'toUpperCase'],
  [normalizeSource('(input) => util.slugify(input)'), 'slugify'],
]);
/** The function of Zod's `.normalize(form)` (`_normalize`), as `functionText` gives it. */
const NORMALIZE_TEXT = normalizeSource('(input) => input.normalize(form)');
const NORMAL_FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;
/** A text every normal form writes differently ("ẛ̣": U+1E9B U+0323). */
const NORMALIZE_PROBE = '\u1E9B\u0323';

/** The form Zod's own `.normalize(form)` function normalizes to, found by what it does to the probe. */
function normalForm(tx: unknown): string | undefined {
  try {
    const out = (tx as (input: string) => unknown)(NORMALIZE_PROBE);
    return NORMAL_FORMS.find((form) => NORMALIZE_PROBE.normalize(form) === out);
  } catch {
    return undefined;
  }
}

/** An input no stringbool takes: its transform then lists every string it takes. */
const STRINGBOOL_PROBE = '\u0000zod-flatten: not a boolean string';

/**
 * The options of a copy of a `z.stringbool()` (`.describe()` and `.meta()` copy the schema, not
 * its bag), read from what Zod's own transform does: the strings its issue lists for an input it
 * rejects, each run again to tell truthy from falsy, and one in upper case to tell the case.
 * Never a user's function: only a transform whose text is Zod's stringbool's is run.
 */
function probedStringbool(transform: (input: unknown, payload: unknown) => unknown): string | undefined {
  if (typeof transform !== 'function' || !String(transform).includes('expected: "stringbool"')) return undefined;
  const run = (input: string): { out: unknown; issues: { values?: unknown }[] } => {
    const payload = { value: input, issues: [] as { values?: unknown }[] };
    try {
      return { out: transform(input, payload), issues: payload.issues };
    } catch {
      return { out: undefined, issues: [{}] };
    }
  };
  const values = run(STRINGBOOL_PROBE).issues[0]?.values;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) return undefined;
  const accepted = (input: string): unknown => {
    const { out, issues } = run(input);
    return issues.length > 0 ? undefined : out;
  };
  const strings = values as string[];
  const lettered = strings.find((value) => value.toUpperCase() !== value);
  const sensitive = lettered !== undefined && accepted(lettered.toUpperCase()) === undefined;
  return stringboolText({
    truthy: strings.filter((value) => accepted(value) === true),
    falsy: strings.filter((value) => accepted(value) === false),
    case: sensitive ? 'sensitive' : 'insensitive',
  });
}

/** The options of a `z.stringbool()`, from its bag, as one text; undefined for any other codec. */
function stringboolOptions(schema: object): string | undefined {
  const bag = (schema as { _zod?: { bag?: Record<string, unknown> } })._zod?.bag;
  if (!bag || !Array.isArray(bag['truthy']) || !Array.isArray(bag['falsy'])) return undefined;
  return stringboolText({ truthy: bag['truthy'], falsy: bag['falsy'], case: bag['case'] });
}

/** `z.instanceof(Class)`: Zod 4 keeps the class in the schema's bag (`_zod.bag.Class`). */
function isInstanceOf(schema: object): boolean {
  const internals = (schema as { _zod?: { bag?: { Class?: unknown } } })._zod;
  return typeof internals?.bag?.Class === 'function';
}
