/**
 * The type-aware front end's second way in: the schema model of a Zod *type*, for a variant
 * whose source cannot be read (a `.d.ts` in a package, a factory's return type, a generic).
 *
 * Zod 4 types carry their definition in `_zod.def`, whose `type` is a string literal type
 * (`"object"`, `"pipe"`, ...), so the model is read from the same fields the live front end
 * reads, only as types. A type counts as Zod's only when it is declared in the `zod` package.
 * Checks are not part of a schema's type (a `.refine()` keeps `ZodString`), so every node
 * built here is marked `opaque`: rules treat its checks as unknown, never as absent.
 */
import type * as ts from 'typescript';
import type { LiteralValue, ObjectField, ScalarType, SchemaNode, WrapperType } from '../../model/schema.js';
import { unresolved } from '../../model/schema.js';

export const NOT_VISIBLE = 'checks are not visible through types';

/** The scalars `z.coerce` makes. */
const COERCIBLE: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'bigint', 'date']);
const SCALARS = new Set<string>([
  'string', 'number', 'boolean', 'bigint', 'symbol', 'undefined', 'null', 'any', 'unknown', 'never',
  'void', 'date', 'nan', 'file', 'custom', 'function', 'template_literal', 'transform',
]);
const WRAPPERS = new Set<string>([
  'optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success', 'promise',
]);
/** Zod 3's `_def.typeName` values, mapped onto Zod 4's `def.type`. */
const ZOD3: Readonly<Record<string, string>> = {
  ZodString: 'string', ZodNumber: 'number', ZodBigInt: 'bigint', ZodBoolean: 'boolean', ZodDate: 'date',
  ZodSymbol: 'symbol', ZodUndefined: 'undefined', ZodNull: 'null', ZodAny: 'any', ZodUnknown: 'unknown',
  ZodNever: 'never', ZodVoid: 'void', ZodNaN: 'nan', ZodArray: 'array', ZodObject: 'object', ZodUnion: 'union',
  ZodDiscriminatedUnion: 'union', ZodIntersection: 'intersection', ZodTuple: 'tuple', ZodRecord: 'record',
  ZodMap: 'map', ZodSet: 'set', ZodLiteral: 'literal', ZodEnum: 'enum', ZodOptional: 'optional',
  ZodNullable: 'nullable', ZodDefault: 'default', ZodCatch: 'catch', ZodPromise: 'promise', ZodReadonly: 'readonly',
  ZodPipeline: 'pipe', ZodLazy: 'lazy', ZodNativeEnum: 'enum',
};
const MAX_DEPTH = 24;

export class ZodTypeReader {
  private readonly memo = new Map<ts.Type, SchemaNode>();
  /** The types being read now, outermost first: a type met again among them is recursive. */
  private readonly reading = new Set<ts.Type>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The model of a type, or null when it is not a type declared by the `zod` package. */
  read(type: ts.Type, depth = 0): SchemaNode | null {
    const cached = this.memo.get(type);
    if (cached) return cached;
    if (!isZodType(type)) return null;
    // A recursive schema's type (`type Tree = z.ZodObject<{ left: z.ZodOptional<Tree> }>`) meets
    // itself while it is read: a lazy node that reads the finished model, as `z.lazy()` is, not
    // a copy per level down to the depth bound.
    if (this.reading.has(type)) return { type: 'lazy', checks: [], opaque: NOT_VISIBLE, getter: () => this.memo.get(type) ?? unresolved('a recursive type that could not be read') };
    if (depth > MAX_DEPTH) return unresolved('the type nests too deeply to read');
    this.reading.add(type);
    try {
      const node = this.build(type, depth);
      this.memo.set(type, node);
      return node;
    } finally {
      this.reading.delete(type);
    }
  }

  private build(type: ts.Type, depth: number): SchemaNode {
    const base = { checks: [], opaque: NOT_VISIBLE } as const;
    const def = this.prop(this.prop(type, '_zod'), 'def');
    let kind = def && this.stringLiteral(this.prop(def, 'type'));
    let v3 = false;
    if (!kind) {
      const typeName = this.stringLiteral(this.prop(this.prop(type, '_def'), 'typeName'));
      kind = typeName ? ZOD3[typeName] : undefined;
      v3 = true;
      // A refine, transform or preprocess of its schema, which is what is advertised: that schema,
      // with whatever the effect does unknown (checks, as for every node read from a type, and
      // whether it preprocesses).
      if (typeName === 'ZodEffects') {
        const inner = this.child(this.prop(this.prop(type, '_def'), 'schema'), depth);
        return inner.type === 'unresolved' ? inner : ({ ...inner, coerceUnknown: true } as SchemaNode);
      }
      if (typeName === 'ZodBranded') return this.child(this.prop(this.prop(type, '_def'), 'type'), depth);
    }
    if (!kind) return unresolved('a Zod type the model does not know');
    const field = (name: string): ts.Type | undefined => (v3 ? this.prop(this.prop(type, '_def'), name) : def && this.prop(def, name));
    const name = (type.aliasSymbol ?? type.getSymbol())?.getName() ?? '';
    if (SCALARS.has(kind)) {
      const scalar = { ...base, type: kind as ScalarType };
      if (!COERCIBLE.has(kind)) return scalar;
      if (name.startsWith('ZodCoerced')) return { ...scalar, coerce: true };
      // Classic Zod's types show coercion (`ZodCoercedNumber`, or under a `.brand()` an input of
      // `unknown`); classic schemas are the ones with methods such as `.optional()`.
      if (!v3 && this.prop(type, 'optional')) return this.coercedInput(type) ? { ...scalar, coerce: true } : scalar;
      // zod/mini's and Zod 3's do not: `ZodMiniNumber<number>` is also `z.coerce.number<number>()`,
      // `ZodMiniString` (input `unknown`) also a bare annotation of `z.string()`, and Zod 3's
      // `ZodNumber` also `z.coerce.number()`. Neither with nor without coercion, then.
      return { ...scalar, coerceUnknown: true };
    }
    if (WRAPPERS.has(kind)) return { ...base, type: kind as WrapperType, innerType: this.child(field(kind === 'promise' && v3 ? 'type' : 'innerType'), depth) };
    switch (kind) {
      case 'object': {
        const shapeType = this.prop(type, 'shape');
        if (!shapeType) return unresolved('an object type whose shape types do not show');
        // `z.ZodObject<any>`, Zod 3's `z.AnyZodObject`: any keys at all, not none.
        const intrinsic = (shapeType as { intrinsicName?: string }).intrinsicName;
        if (intrinsic === 'any' || intrinsic === 'unknown') return unresolved(`an object type whose shape is '${intrinsic}'`);
        const shape = new Map<string, ObjectField>();
        for (const symbol of this.checker.getPropertiesOfType(shapeType)) {
          const key = symbol.getName();
          shape.set(key, { key, schema: this.child(this.checker.getTypeOfSymbol(symbol), depth) });
        }
        // `z.ZodObject` with no shape argument is `Record<string, ...>`: its keys are unknown,
        // not absent. With no listed key at all, the type says nothing about the object.
        const open = this.checker.getIndexInfosOfType(shapeType).length > 0;
        if (open && shape.size === 0) return unresolved('an object type whose keys types do not show (an index signature)');
        const unresolvedMembers = open ? [unresolved('keys of an index signature in the type')] : [];
        // `ZodObject<Shape, $catchall<T>>` (and `$loose`): its config shows that other keys are
        // taken, and the output of their values, but not their schema.
        const config = v3 ? undefined : this.prop(this.prop(type, '_zod'), 'config');
        const takesOtherKeys = config !== undefined && this.checker.getIndexInfosOfType(this.prop(config, 'out') ?? config).length > 0;
        const catchall = takesOtherKeys ? { catchall: unresolved("a catchall whose schema its type does not show (only its values' type)") } : {};
        return { ...base, type: 'object', shape, policy: 'strip', unresolvedMembers, ...catchall };
      }
      case 'array':
        return { ...base, type: 'array', element: this.child(v3 ? this.prop(type, 'element') : field('element'), depth) };
      case 'union': {
        const listed = this.elements(v3 ? this.prop(type, 'options') : field('options'));
        if (!listed) return unresolved('a union whose options its type does not list (an array of them)');
        const options = listed.map((option) => this.child(option, depth));
        const discriminator = this.stringLiteral(v3 ? this.prop(type, 'discriminator') : field('discriminator'));
        return { ...base, type: 'union', options, ...(discriminator ? { discriminator, inclusive: false } : {}) };
      }
      case 'intersection':
        return { ...base, type: 'intersection', left: this.child(field('left'), depth), right: this.child(field('right'), depth) };
      case 'pipe': {
        const input = this.child(field('in'), depth);
        // `z.preprocess(fn, S)` is `ZodPipe<ZodTransform, S>`: a preprocess, whose function the
        // type does not show.
        const preprocess = input.type === 'transform';
        return {
          ...base,
          type: 'pipe',
          in: input,
          out: this.child(field('out'), depth),
          via: preprocess ? 'preprocess' : 'pipe',
          label: preprocess ? 'z.preprocess()' : 'a pipe',
          identity: preprocess ? 'preprocess(type)' : 'pipe(type)',
        };
      }
      case 'literal': {
        // A value type that is not one literal per value (`ZodLiteral<bigint>` from
        // `z.literal(BigInt(1))`, `ZodLiteral<string>` from a factory's parameter) holds a
        // value the type does not show: unknown, not "no value" (which would read as "not a
        // literal" to valid-discriminated-union).
        const values = v3 ? this.literals(field('value'), true) : this.literals(field('values'));
        return values ? { ...base, type: 'literal', values } : unresolved('a literal whose value its type does not show');
      }
      case 'enum': {
        // Zod 3's `ZodEnum<['a', 'b']>` holds a tuple of its values, its `ZodNativeEnum<E>` the
        // enum object; Zod 4's `ZodEnum` the entries object.
        const values = v3 && !name.startsWith('ZodNativeEnum') ? this.tupleValues(field('values')) : this.enumValues(v3 ? field('values') : field('entries'));
        return values ? { ...base, type: 'enum', values } : unresolved('an enum whose values its type does not show');
      }
      case 'record':
        return { ...base, type: 'record', keyType: this.child(field('keyType'), depth), valueType: this.child(field('valueType'), depth) };
      case 'tuple': {
        const items = this.elements(field('items'));
        return items ? { ...base, type: 'tuple', items: items.map((item) => this.child(item, depth)) } : unresolved('a tuple whose items its type does not list');
      }
      case 'map':
        return { ...base, type: 'map', keyType: this.child(field('keyType'), depth), valueType: this.child(field('valueType'), depth) };
      case 'set':
        return { ...base, type: 'set', valueType: this.child(field('valueType'), depth) };
      case 'lazy': {
        // `ZodLazy<T>` names the schema its getter returns: Zod 4's `_zod.innerType`, Zod 3's
        // `schema`. Read now; a type that returns itself is a lazy of the finished model (`read`).
        const inner = this.child(v3 ? this.prop(type, 'schema') : this.prop(this.prop(type, '_zod'), 'innerType'), depth);
        return { ...base, type: 'lazy', getter: () => inner };
      }
      default:
        return unresolved(`a Zod '${kind}' type the model does not read`);
    }
  }

  /**
   * Whether a classic Zod 4 scalar type takes any input (`_zod.input` is `unknown`): what
   * `z.coerce.*` returns (`ZodCoercedNumber`, also under a `.brand()`, whose alias is `$ZodBranded`).
   */
  private coercedInput(type: ts.Type): boolean {
    const input = this.prop(this.prop(type, '_zod'), 'input');
    return (input as { intrinsicName?: string } | undefined)?.intrinsicName === 'unknown';
  }

  private child(type: ts.Type | undefined, depth: number): SchemaNode {
    if (!type) return unresolved('a part of the type could not be read');
    return this.read(type, depth + 1) ?? unresolved('a part of the type is not a Zod type');
  }

  private prop(type: ts.Type | undefined, name: string): ts.Type | undefined {
    if (!type) return undefined;
    const symbol = this.checker.getPropertyOfType(type, name);
    return symbol ? this.checker.getTypeOfSymbol(symbol) : undefined;
  }

  private stringLiteral(type: ts.Type | undefined): string | undefined {
    return type?.isStringLiteral() ? type.value : undefined;
  }

  /**
   * Elements of a tuple type (`[A, B]`, `readonly [A, B]`), by their numeric properties; null for
   * an array type (`A[]`) or a tuple with a rest element (`[A, ...B[]]`), whose elements the type
   * does not list: reading its numeric properties alone dropped them, silently.
   */
  private elements(type: ts.Type | undefined): ts.Type[] | null {
    if (!type) return [];
    if (this.checker.isArrayType(type)) return null;
    if ((type as { target?: { hasRestElement?: boolean } }).target?.hasRestElement) return null;
    const out: ts.Type[] = [];
    for (const symbol of this.checker.getPropertiesOfType(type)) {
      if (/^\d+$/u.test(symbol.getName())) out[Number(symbol.getName())] = this.checker.getTypeOfSymbol(symbol);
    }
    return out.filter((element): element is ts.Type => element !== undefined);
  }

  /**
   * The values of a literal type, or null when some part of it is not a unit type. `isLiteral()`
   * covers string, number and bigint literal types only (a bigint literal's `value` is a
   * PseudoBigInt, `{ negative, base10Value }`): `true`, `false`, `null` and `undefined` used to
   * be dropped, which left `ZodLiteral<true>` with no value at all.
   */
  private literals(type: ts.Type | undefined, bare = false): LiteralValue[] | null {
    if (!type) return null;
    // Zod 3's `_def.value` is the value's type itself; Zod 4's `def.values` a list of them. A
    // string literal type has String's number index (`string`), which is not its value.
    const element = bare ? type : (this.prop(type, '0') ?? this.checker.getIndexTypeOfType?.(type, 1 as ts.IndexKind) ?? type);
    const parts = element.isUnion() ? element.types : [element];
    const values: LiteralValue[] = [];
    for (const part of parts) {
      const value = literalOf(part);
      if (value === NOT_A_UNIT) return null;
      values.push(value);
    }
    return values;
  }

  /** The values of a tuple of string literal types (Zod 3's `ZodEnum<['a', 'b']>`), or null. */
  private tupleValues(type: ts.Type | undefined): string[] | null {
    const elements = type && this.elements(type);
    if (!elements || elements.length === 0) return null;
    const values: string[] = [];
    for (const element of elements) {
      if (!element.isStringLiteral()) return null;
      values.push(element.value);
    }
    return values;
  }

  /**
   * The values of an enum's entries type, or null when the type does not list them: a string
   * index signature (`z.enum(names as [string, ...string[]])` is `ZodEnum<{ [k: string]: string }>`),
   * or an entry whose value is not one literal. Null is unknown; an empty list would read as an
   * enum that takes nothing.
   */
  private enumValues(type: ts.Type | undefined): (string | number)[] | null {
    // A numeric enum's object (`z.nativeEnum(Level)`) has a number index, its reverse keys: only
    // a string index leaves the values unlisted.
    if (!type || this.checker.getIndexInfosOfType(type).some((info) => (info.keyType as { intrinsicName?: string }).intrinsicName === 'string')) return null;
    const values: (string | number)[] = [];
    for (const symbol of this.checker.getPropertiesOfType(type)) {
      const value = this.checker.getTypeOfSymbol(symbol);
      if (value.isStringLiteral() || value.isNumberLiteral()) values.push(value.value);
      else return null;
    }
    return values;
  }
}

const NOT_A_UNIT = Symbol('not a unit type');

/**
 * The value of an expression whose type is one string, number, bigint or boolean literal
 * (`BLOCKS.H1` of a package's `declare enum`, `LIMIT` of a `declare const LIMIT = 100`), or
 * undefined. `null` and `undefined` are left out: syntax reads every expression that is one.
 */
export function primitiveOfType(type: ts.Type): { readonly value: string | number | bigint | boolean } | undefined {
  const value = literalOf(type);
  return value === NOT_A_UNIT || value === null || value === undefined ? undefined : { value };
}

/**
 * The one value a unit type stands for, or NOT_A_UNIT (`string`, `number`, `bigint`, ...). Read
 * without `ts.TypeFlags` (this module imports TypeScript's types only, and the flags' values
 * change between TypeScript versions): `true`, `false`, `null` and `undefined` are intrinsic
 * types, known by their `intrinsicName`.
 */
function literalOf(type: ts.Type): LiteralValue | typeof NOT_A_UNIT {
  if (type.isLiteral()) {
    const value = type.value;
    return typeof value === 'object' ? BigInt(`${value.negative ? '-' : ''}${value.base10Value}`) : value;
  }
  switch ((type as { intrinsicName?: string }).intrinsicName) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    case 'undefined':
      return undefined;
    default:
      return NOT_A_UNIT;
  }
}

/**
 * Declared by the `zod` package (its published or source files), whatever the type is named. The
 * alias and the type's own symbol are both asked: `type Tree = z.ZodObject<Shape>` is an alias of
 * the project's for a type that is Zod's.
 */
export function isZodType(type: ts.Type): boolean {
  return declaredInZod(type.aliasSymbol) || declaredInZod(type.getSymbol());
}

function declaredInZod(symbol: ts.Symbol | undefined): boolean {
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName.replace(/\\/gu, '/');
  return file !== undefined && /\/node_modules\/zod\//u.test(file);
}
