/**
 * valid-discriminated-union: what Zod only throws at run time (some of it on the first parse):
 * two variants with the same discriminator value, a variant without the discriminator key, a
 * discriminator that is not a literal or enum in some variant, an option Zod cannot dispatch on.
 */
import type { LazyNode, SchemaNode, SourceSpan, UnionNode } from '../../model/schema.js';
import { isWrapper } from '../../model/schema.js';
import { baseOf, hasUnknownChecks, isRequiredField, readLazy, valueSetOf } from '../../model/walk.js';
import type { Finding } from '../findings.js';
import { FindingList } from '../finding-list.js';
import { nameOf } from '../variants.js';

export function discriminatedUnionFindings(unions: readonly UnionNode[]): readonly Finding[] {
  const findings = new FindingList();
  for (const union of unions) {
    const key = union.discriminator;
    if (key === undefined) continue;
    const owner = new Map<string, number>();
    // By position, and by the variable the option was declared as: `option 2 (Dog)`.
    const labels = union.options.map((option, index) => {
      const name = nameOf(option);
      return name === undefined ? `option ${index + 1}` : `option ${index + 1} (${name})`;
    });
    union.options.forEach((option, index) => {
      const written = union.optionSpans?.[index] ?? option.span;
      const label = labels[index]!;
      const report = (messageId: string, data: Record<string, string>): void => {
        // A value written in the list's option is underlined at its key, not the whole object; an
        // option written elsewhere, at its name in the list (`Cat`). What is wrong with the option
        // itself (a wrapper, no key) stays on the option.
        const span = messageId === 'duplicateValue' || messageId === 'notLiteral' ? keyWithin(option, key, written) : written;
        findings.add({
          rule: 'valid-discriminated-union',
          messageId,
          path: key,
          // By position, as the runtime check (which has no variable names) names it too.
          variants: [`option ${index + 1}`],
          data: { key, option: label, ...data },
          ...(span ? { span } : {}),
        });
      };
      // Zod 3 reads the key from the option's shape: anything but an object throws when built.
      const notObject = union.zod3 ? notZod3Object(option) : undefined;
      if (notObject !== undefined) return report('notObjectZod3', { what: notObject });
      for (const reading of discriminatorValues(option, key, 0, union.zod3 === true)) {
        if (reading.where === 'unresolved') return;
        if (reading.where === 'notDispatchable') return report('notDispatchable', { what: reading.what });
        const { values, where, fromTypes } = reading;
        if (where === 'missing') return report('missingKey', {});
        if (values === null || values.length === 0) return report('notLiteral', {});
        // A type over-approximates the values (`ZodLiteral<'a' | 'b'>` from a generic factory
        // is one value at run time): it cannot prove a duplicate, unless it holds one value.
        if (fromTypes && values.filter((value) => value !== undefined).length > 1) continue;
        for (const value of values) {
          // Zod 4 accepts `undefined` in several options (the value is then ambiguous, not an
          // error); Zod 3 throws on it as on any value ("has duplicate value undefined").
          if (value === undefined && union.zod3 !== true) continue;
          const text = discriminatorText(value);
          const first = owner.get(text);
          // Zod 3 also throws on a value one option claims twice (`z.null().nullable()`): "of itself".
          if (first !== undefined && (first !== index || union.zod3 === true)) report('duplicateValue', { value: text, other: first === index ? 'itself' : labels[first]! });
          else owner.set(text, index);
        }
      }
    });
  }
  return findings.items;
}

/** The place of the option's discriminator key when it is written inside `written` (the option in the list), else `written`. */
function keyWithin(option: SchemaNode, key: string, written: SourceSpan | undefined): SourceSpan | undefined {
  const base = baseOf(option);
  const keySpan = base.type === 'object' ? base.shape.get(key)?.keySpan : undefined;
  if (!written || !keySpan || keySpan.file !== written.file) return written;
  return keySpan.range[0] >= written.range[0] && keySpan.range[1] <= written.range[1] ? keySpan : written;
}

/**
 * What a Zod 3 discriminated union's option is when it is no `z.object()` (Zod 3's
 * `ZodDiscriminatedUnion.create` reads `option.shape[key]`, and throws on anything else, a nested
 * discriminated union, a lazy or a `.refine()`'s effects included), or undefined.
 */
function notZod3Object(option: SchemaNode): string | undefined {
  // An object with a refinement of its own is a ZodEffects in Zod 3, which has no shape.
  if (option.type === 'object') {
    if (!option.zod3) return undefined;
    if (option.checks.length > 0) return 'an object with a refinement (a ZodEffects)';
    // `.brand()` wraps it in a ZodBranded, which has no shape either.
    return option.branded ? 'a branded object (a ZodBranded)' : undefined;
  }
  if (option.type === 'unresolved') return undefined;
  if (option.type === 'union') return option.discriminator !== undefined ? 'a discriminated union' : 'a union';
  if (option.type === 'pipe') return option.via === 'transform' || option.via === 'preprocess' ? 'a schema with a transform' : 'a pipe';
  if (option.type === 'lazy') return 'a z.lazy()';
  return `${/^[aeiou]/u.test(option.type) ? 'an' : 'a'} ${option.type} schema`;
}

/**
 * The values Zod 3 claims for a key's schema (v3/types.ts `getDiscriminator`), in its order and
 * with repeats, or null where a part could not be read: a literal's value, an enum's values,
 * `undefined` and `null` for `z.undefined()` and `z.null()` and before the inner values of
 * `.optional()` and `.nullable()`; the inner values of a lazy, a ZodEffects (`.transform()` and
 * `.refine()` by their input, `z.preprocess()` by its schema), `.default()`, `.catch()`,
 * `.readonly()` and `.brand()`; nothing for anything else, a union of literals and `.pipe()`
 * included, where Zod 3 throws ("could not be extracted"). `.required()` unwraps `.optional()` layers only.
 */
function zod3Values(node: SchemaNode, depth: number): readonly unknown[] | null {
  if (depth > 32) return null;
  switch (node.type) {
    case 'unresolved':
      return null;
    case 'literal':
    case 'enum':
      return node.values;
    case 'undefined':
      return [undefined];
    case 'null':
      return [null];
    case 'lazy':
      return zod3Values(readLazy(node), depth + 1);
    case 'pipe':
      // Zod 3 makes `.transform()` and `z.preprocess()` as ZodEffects; `.pipe()` is a ZodPipeline.
      return node.via === 'transform' ? zod3Values(node.in, depth + 1) : node.via === 'preprocess' ? zod3Values(node.out, depth + 1) : [];
    case 'optional':
    case 'nullable': {
      const inner = zod3Values(node.innerType, depth + 1);
      return inner && [node.type === 'optional' ? undefined : null, ...inner];
    }
    case 'nonoptional': {
      // Zod 3's `.required()` unwraps every `.optional()` layer of the key, and nothing else.
      let inner = node.innerType;
      while (inner.type === 'optional') inner = inner.innerType;
      return zod3Values(inner, depth + 1);
    }
    default:
      return isWrapper(node) && node.type !== 'promise' && node.type !== 'success' ? zod3Values(node.innerType, depth + 1) : [];
  }
}

/**
 * A value as Zod's discriminator map keys it (a Map: by primitive, so `1n`, `1` and `"1"` are
 * three values), and as the message shows it.
 */
function discriminatorText(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  return typeof value === 'bigint' ? `${value}n` : String(value);
}

type Reading =
  | { where: 'ok' | 'missing' | 'unresolved'; values: readonly unknown[] | null; fromTypes?: boolean }
  /** The option has no `_zod.propValues` at all: `what` says what it is instead. */
  | { where: 'notDispatchable'; what: string };

const UNRESOLVED: Reading = { where: 'unresolved', values: null };

/**
 * The values an option contributes, read as Zod 4 reads them: from the option's
 * `_zod.propValues[key]` (discriminatorMap, node_modules/zod/src/v4/core/schemas.ts ~2694, throws
 * "Invalid discriminated union option" when it is missing). Zod 4 defines propValues only on
 * objects (~2201), discriminated unions (~2729: every option's, merged), pipes and codecs (~4461,
 * ~4521: their input's), readonly (~4638) and lazy (~5081: the inner schema's). Every other
 * option, an `.optional()` or `.default()` object, an intersection, a plain union, a
 * `z.preprocess()` (a pipe whose input is a transform), has none. Zod 3 takes objects only, so
 * those are rejected there too (when the union is built).
 */
function discriminatorValues(option: SchemaNode, key: string, depth = 0, zod3 = false): Reading[] {
  let node = option;
  let piped = false;
  const lazies = new Set<LazyNode>();
  for (;;) {
    if (node.type === 'readonly') node = node.innerType;
    else if (node.type === 'pipe') {
      piped = true;
      node = node.in;
    } else if (node.type === 'lazy') {
      if (lazies.has(node)) return [UNRESOLVED]; // a lazy that only returns itself
      lazies.add(node);
      node = readLazy(node);
    } else break;
  }
  switch (node.type) {
    case 'unresolved':
      return [UNRESOLVED];
    case 'object':
      // A type lists the keys an object has at least (`ZodObject<{ text: ZodString }>` is also
      // given an object with more): a key it does not list is unknown, not missing.
      return [fieldValues(node.shape.get(key)?.schema, node.unresolvedMembers.length > 0 || node.opaque !== undefined, zod3)];
    case 'union':
      if (node.discriminator !== undefined) return nestedValues(node, key, depth);
      // Read from a type, a `ZodUnion` may be a discriminated union whose key the type does not
      // name (a generic `Disc extends string`): not certain enough to report.
      if (node.opaque !== undefined) return [UNRESOLVED];
      return [notDispatchable(node.inclusive === false ? 'a z.xor() (not discriminated)' : 'a z.union() that is not discriminated')];
    case 'intersection':
      if (baseOf(node.left).type === 'unresolved' || baseOf(node.right).type === 'unresolved') return [UNRESOLVED];
      return [notDispatchable('an intersection (.and() or z.intersection())')];
    case 'transform':
      // As a pipe's input: `z.preprocess(fn, S)` is `z.pipe(z.transform(fn), S)`.
      if (piped) return [notDispatchable('a z.preprocess() (a pipe whose input is a transform)')];
      break;
    default:
      if (isWrapper(node)) {
        const inner = baseOf(node.innerType).type;
        // The wrapper alone decides, but one around what the front end could not read is left
        // alone, as that option would be (never a guess). So is an intersection, above.
        if (inner === 'unresolved') return [UNRESOLVED];
        const noun = inner === 'object' ? 'an object' : inner === 'intersection' ? 'an intersection' : 'a schema';
        const call = node.type === 'promise' || node.type === 'success' ? `z.${node.type}()` : `.${node.type}()`;
        return [notDispatchable(`${noun} wrapped in ${call}`)];
      }
  }
  return [notDispatchable(`${/^[aeiou]/u.test(node.type) ? 'an' : 'a'} ${node.type} schema`)];
}

/**
 * What a nested discriminated union contributes, as Zod 4 merges it (its propValues, schemas.ts
 * ~2729): the values its options claim for the key, together. An option that claims none there
 * (`kind: z.string()`, or no `kind` at all, in a union dispatched on `sub`) adds nothing, and is
 * no error of the outer union; nor is one of its own options that Zod rejects (the nested union
 * reports it, once). `undefined`, when several of its options claim it for its own key, is
 * dropped. When no value is left, the outer union throws for the option ("Invalid discriminated
 * union option"): a key no option declares is missing, else not a literal. Kept per union and
 * key: a union whose options are the same nested union three times, thirteen levels deep, read
 * 3^13 options.
 */
function nestedValues(union: UnionNode, key: string, depth: number): Reading[] {
  if (depth >= 16) return [UNRESOLVED];
  let byKey = nestedReadings.get(union);
  if (!byKey) nestedReadings.set(union, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  byKey.set(key, [UNRESOLVED]); // a union reached again through its own options
  const values = new Set<unknown>();
  let declared = false;
  let unresolved = false;
  let fromTypes = false;
  let claimingUndefined = 0;
  for (const inner of union.options) {
    let claimsUndefined = false;
    for (const reading of discriminatorValues(inner, key, depth + 1)) {
      if (reading.where === 'unresolved') unresolved = true;
      if (reading.where === 'notDispatchable' || reading.where === 'unresolved') continue;
      if (reading.where !== 'missing') declared = true;
      if (reading.fromTypes) fromTypes = true;
      for (const value of reading.values ?? []) {
        if (value === undefined) claimsUndefined = true;
        values.add(value);
      }
    }
    if (claimsUndefined) claimingUndefined++;
  }
  if (key === union.discriminator && claimingUndefined > 1) values.delete(undefined);
  const reading: Reading =
    values.size > 0 ? { where: 'ok', values: [...values], fromTypes } : unresolved ? UNRESOLVED : { where: declared ? 'ok' : 'missing', values: declared ? [] : null };
  byKey.set(key, [reading]);
  return [reading];
}

const nestedReadings = new WeakMap<UnionNode, Map<string, Reading[]>>();

function notDispatchable(what: string): Reading {
  return { where: 'notDispatchable', what };
}

/**
 * As Zod's object propValues (~2201): the field's value set, plus undefined when the key may be
 * left out. Zod 3 reads the key's schema instead (v3/types.ts `getDiscriminator`): an `.optional()`
 * adds undefined, a `.default()` or a `.catch()` only its inner values.
 */
function fieldValues(field: SchemaNode | undefined, openShape: boolean, zod3: boolean): Reading {
  if (!field) return { where: openShape ? 'unresolved' : 'missing', values: null };
  const base = baseOf(field);
  if (base.type === 'unresolved') return UNRESOLVED;
  if (zod3) {
    const claimed = zod3Values(field, 0);
    return claimed === null ? UNRESOLVED : { where: 'ok', values: claimed, fromTypes: hasUnknownChecks(field, base) };
  }
  const values = valueSetOf(field);
  // Resolved, so checks are unknown only when a layer was read from a type.
  const fromTypes = hasUnknownChecks(field, base);
  return { where: 'ok', values: values && !zod3 && !isRequiredField(field) ? [...values, undefined] : values, fromTypes };
}
