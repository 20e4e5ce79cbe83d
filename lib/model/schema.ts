/**
 * The schema model: a small tree that speaks Zod's own vocabulary.
 *
 * It is the contract between the front ends (the ESTree evaluator, TypeScript types, live Zod
 * objects) and the collision analysis. Node `type`s are Zod's `def.type` names, check kinds are
 * Zod's `def.check` names, and coercion is the `coerce` flag, so a model built from source and
 * one built from the live schema the source produces can be compared field by field.
 *
 * Nothing here knows about ESLint or TypeScript: a location is a plain span.
 */

/** Where a node or check came from. Line is 1-based, column 0-based (ESTree's convention). */
export interface SourceSpan {
  readonly range: readonly [number, number];
  readonly start: { readonly line: number; readonly column: number };
  readonly end: { readonly line: number; readonly column: number };
  /** Absent for the file being linted; set for spans in other modules. */
  readonly file?: string;
}

/** Zod 4 `def.check` kinds (plus the v3 names mapped onto them by the front ends). */
export type CheckKind =
  | 'less_than'
  | 'greater_than'
  | 'multiple_of'
  | 'number_format'
  | 'bigint_format'
  | 'max_size'
  | 'min_size'
  | 'size_equals'
  | 'max_length'
  | 'min_length'
  | 'length_equals'
  | 'string_format'
  | 'property'
  | 'mime_type'
  | 'overwrite'
  | 'custom';

/**
 * A check on a node. `identity` decides when two checks in different variants are "the same"
 * marker: the front end derives it from the call (kind, method family, argument text or binding).
 */
export interface Check {
  readonly check: CheckKind;
  /** How the user wrote it, for messages: `.trim()`, `z.refine()`, `minLength()`. */
  readonly label: string;
  readonly identity: string;
  readonly span?: SourceSpan;
  /** JSON-visible parameters (bounds, format names) for constraint comparison. */
  readonly value?: number | string | boolean | null;
  readonly inclusive?: boolean;
  readonly format?: string;
  /** Why the bound written could not be read (the static front end's reason), when it could not. */
  readonly unreadable?: string;
  /**
   * A `property` check's schema (`z.property('length', S)`: S, its key the `value`), when the
   * front end reads it as a model: the analysis then tells two such checks by what S checks.
   */
  readonly target?: SchemaNode;
}

export type LiteralValue = string | number | boolean | null | bigint | undefined;

/** Node types that carry nothing but checks (and, for some, the coerce flag). */
export type ScalarType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'bigint'
  | 'symbol'
  | 'undefined'
  | 'null'
  | 'any'
  | 'unknown'
  | 'never'
  | 'void'
  | 'date'
  | 'nan'
  | 'file'
  | 'custom'
  | 'function'
  | 'template_literal'
  | 'transform';

/** Wrapper node types: one `innerType`, as in Zod. */
export type WrapperType =
  | 'optional'
  | 'nullable'
  | 'default'
  | 'prefault'
  | 'catch'
  | 'readonly'
  | 'nonoptional'
  | 'success'
  | 'promise';

interface NodeBase {
  readonly checks: readonly Check[];
  readonly span?: SourceSpan;
  /** The variable the node was bound to where it was written (used to label variants). */
  readonly name?: string;
  readonly description?: string;
  /**
   * `.brand()` was called: in Zod 3 a `ZodBranded` around the schema, which `.unwrap()` takes off
   * (Zod 4's brand is a type only, and has no `.unwrap()`). Parses as the schema inside.
   */
  readonly branded?: true;
  /**
   * Set when the node was read from a TypeScript type: its checks are unknown (types do not
   * show `.refine()` or `.trim()`), not absent. The reason says so.
   */
  readonly opaque?: string;
  /**
   * Read from a type that cannot show whether the schema coerces, catches or preprocesses
   * (zod/mini's `ZodMiniNumber<T>` is the same type with `z.coerce.number<number>()`, Zod 3's
   * `ZodNumber` with `z.coerce.number()`, Zod 3's `ZodEffects<T>` is any refine, transform or
   * preprocess of T): neither with nor without, compared with no other variant's.
   */
  readonly coerceUnknown?: true;
}

export interface ScalarNode extends NodeBase {
  readonly type: ScalarType;
  readonly coerce?: boolean;
  /**
   * Made by `z.instanceof(Class)`: a custom schema whose `bag.Class` Zod 4 sets (in Zod 3, a
   * `z.any()` refined). Only for naming it as written.
   */
  readonly instanceOf?: true;
  /**
   * Built by Zod 3: a number's `.safe()` bounds it to the safe integers' range without making it an
   * integer, and `.array()` makes a Zod 3 array.
   */
  readonly zod3?: true;
}

export interface WrapperNode extends NodeBase {
  readonly type: WrapperType;
  readonly innerType: SchemaNode;
  /** For wrappers that carry a value (`catch`, `default`): how it was written, and its identity. */
  readonly label?: string;
  readonly identity?: string;
}

export type ObjectPolicy = 'strip' | 'strict' | 'loose';

export interface ObjectField {
  readonly key: string;
  readonly schema: SchemaNode;
  /** The key as written (property key, or the spread that brought it in). */
  readonly keySpan?: SourceSpan;
}

export interface ObjectNode extends NodeBase {
  readonly type: 'object';
  /** Ordered by first appearance; keys are own keys, never prototype names. */
  readonly shape: ReadonlyMap<string, ObjectField>;
  readonly policy: ObjectPolicy;
  readonly catchall?: SchemaNode;
  /**
   * Built by Zod 3, whose `.strict()`, `.strip()` and `.passthrough()` set the key policy beside
   * a catchall, which still holds every other key; Zod 4's set the catchall itself.
   */
  readonly zod3?: true;
  /** Members the front end could not read (computed keys, unknown spreads). */
  readonly unresolvedMembers: readonly UnresolvedNode[];
  /**
   * An annotating check of the object (zod/mini's `.check(z.describe('...'))`, written so): no
   * check of the model, as it checks nothing, but one of the object's checks to Zod, whose
   * `.pick()`, `.omit()`, `.partial()` and overwriting `.extend()` refuse an object that has any.
   */
  readonly annotatedBy?: string;
}

export interface ArrayNode extends NodeBase {
  readonly type: 'array';
  readonly element: SchemaNode;
  /**
   * Built by Zod 3, whose arrays keep one bound of each kind (`_def.minLength`, `maxLength`,
   * `exactLength`): `.min(3).min(1)` is `.min(1)`, where Zod 4 keeps both checks.
   */
  readonly zod3?: true;
}

export interface UnionNode extends NodeBase {
  readonly type: 'union';
  readonly options: readonly SchemaNode[];
  /** Where each option is written in the union (the identifier or call in the array). */
  readonly optionSpans?: readonly (SourceSpan | undefined)[];
  /** Set by `z.discriminatedUnion(key, ...)`. */
  readonly discriminator?: string;
  /** `false` for discriminated unions and `z.xor`, as in Zod's def. */
  readonly inclusive?: boolean;
  /**
   * A discriminated union built by Zod 3, which reads the key from each option's shape: an option
   * that is no `z.object()` (a nested discriminated union, a lazy, a pipe) throws when it is built.
   */
  readonly zod3?: true;
}

export interface IntersectionNode extends NodeBase {
  readonly type: 'intersection';
  readonly left: SchemaNode;
  readonly right: SchemaNode;
}

export interface PipeNode extends NodeBase {
  readonly type: 'pipe';
  readonly in: SchemaNode;
  readonly out: SchemaNode;
  /** What built it: `transform`, `pipe`, `codec`, `stringbool` or `preprocess`. */
  readonly via: 'transform' | 'pipe' | 'codec' | 'stringbool' | 'preprocess';
  readonly label: string;
  readonly identity: string;
  /**
   * A `z.codec()`'s two functions, by identity, where they were read apart: `z.invertCodec()`
   * swaps them (Zod's `transform` and `reverseTransform`), so that an inverted codec is the
   * codec written the other way round.
   */
  readonly codec?: { readonly decode: string; readonly encode: string };
  /**
   * Built by Zod 3, as a `ZodEffects`: its discriminated unions read a discriminator through the
   * effect to the schema inside (`z.preprocess(fn, z.literal('a'))` is the value 'a'), where
   * Zod 4 reads a pipe by its input.
   */
  readonly effects?: true;
}

export interface LiteralNode extends NodeBase {
  readonly type: 'literal';
  readonly values: readonly LiteralValue[];
}

export interface EnumNode extends NodeBase {
  readonly type: 'enum';
  readonly values: readonly (string | number)[];
  /**
   * Zod 4's `def.entries`, key to value, where the ESTree front end read them: `.extract()`,
   * `.exclude()` and `.enum` take keys, which are the values only for an enum made from a list
   * (`z.enum({ Start: 'start' })`). Absent for Zod 3 (whose keys are its values). On the node, so
   * that every copy of it (a name, `.describe()`) has them too.
   */
  readonly entries?: ReadonlyMap<string, string | number>;
}

export interface RecordNode extends NodeBase {
  readonly type: 'record';
  readonly keyType: SchemaNode;
  readonly valueType: SchemaNode;
}

export interface TupleNode extends NodeBase {
  readonly type: 'tuple';
  readonly items: readonly SchemaNode[];
  readonly rest?: SchemaNode;
  /** Built by Zod 3, whose tuples take every item, optional ones too: no trailing item may be left out. */
  readonly zod3?: true;
}

export interface CollectionNode extends NodeBase {
  readonly type: 'map' | 'set';
  readonly valueType: SchemaNode;
  readonly keyType?: SchemaNode;
}

/** `z.lazy(() => S)`: the getter is read lazily so cycles can be represented. */
export interface LazyNode extends NodeBase {
  readonly type: 'lazy';
  readonly getter: () => SchemaNode;
  /**
   * A getter of an object's shape (`get op() { return z.literal('a') }`), not a `z.lazy()`: Zod
   * reads the property, so what it holds is the returned schema itself (a discriminator too),
   * kept behind a getter only so that a shape that refers to itself is read lazily.
   */
  readonly shapeGetter?: true;
}

/** What a front end could not resolve. Never a guess: rules skip it, one rule reports it. */
export interface UnresolvedNode extends NodeBase {
  readonly type: 'unresolved';
  readonly reason: string;
  /**
   * Known to be a literal or an enum (`z.literal(Kind.A)` of a value the front end cannot read):
   * never an object, so a union option that has no fields to flatten, only unknown values.
   */
  readonly scalar?: true;
  /**
   * A parameter of a helper that its module exports or leaves unused and never calls
   * (`ResultSchema = (data) => z.discriminatedUnion('success', [..., z.object({ data })])`), read
   * where no call binds it: a slot each caller fills, and every call is read where it is written,
   * with its arguments. No gap of the analysis, so no-untraceable-variant does not report it.
   */
  readonly parameter?: true;
}

export type SchemaNode =
  | ScalarNode
  | WrapperNode
  | ObjectNode
  | ArrayNode
  | UnionNode
  | IntersectionNode
  | PipeNode
  | LiteralNode
  | EnumNode
  | RecordNode
  | TupleNode
  | CollectionNode
  | LazyNode
  | UnresolvedNode;

export type SchemaType = SchemaNode['type'];

const WRAPPER_TYPES: ReadonlySet<string> = new Set<WrapperType>([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
  'promise',
]);

export function isWrapper(node: SchemaNode): node is WrapperNode {
  return WRAPPER_TYPES.has(node.type);
}

export function unresolved(reason: string, span?: SourceSpan, scalar = false): UnresolvedNode {
  const node: UnresolvedNode = span ? { type: 'unresolved', reason, checks: [], span } : { type: 'unresolved', reason, checks: [] };
  return scalar ? { ...node, scalar: true } : node;
}
