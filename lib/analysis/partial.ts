/**
 * "Present in some variants declaring the field, absent in others": the shape shared by the
 * hidden-check, coercion and constraint readings. Grouping by signature, then by identity, keeps
 * it linear in the number of entries, and the work per distinct signature, not per entry.
 */
import type { SourceSpan, UnionNode } from '../model/schema.js';
import { enumValues, valueSetOf } from '../model/walk.js';
import type { FieldAgreement } from './agreement.js';
import type { CollidedField, FieldEntry } from './collisions.js';
import type { FieldFacts, Reading } from './facts.js';
import { FindingList } from './finding-list.js';
import type { DispatchStep, Variant, VariantSet } from './variants.js';
import { countedVariantsPhrase, MAX_LISTED, placed, variantsPhrase, type Finding, type RuleId } from './findings.js';
import { anchorOf } from './fields.js';

export interface Tagged {
  readonly identity: string;
  readonly label: string;
  readonly span?: SourceSpan;
}

export interface PartialGroup<T> {
  /** Every occurrence of the identity (one report each), and the entry each came from. */
  readonly items: readonly T[];
  readonly owners: readonly FieldEntry[];
  readonly withLabels: readonly string[];
  /** The first of the entries that do not carry it (as many as a phrase names), and how many there are. */
  readonly withoutLabels: readonly string[];
  readonly withoutCount: number;
}

/**
 * What `partiallyPresent` reads of an entry: its signature, the items behind it, and what each
 * item is compared by. Functions, not a record per entry: most entries are only ever asked for
 * their signature.
 *
 * The contract: entries with equal signatures have items with equal identities, in the same
 * order (the signature is made of them). So identities are asked only of one entry per
 * signature, and the items of the others are matched to them by position.
 */
export interface PartialReader<T> {
  signature(entry: FieldEntry): string;
  items(entry: FieldEntry): readonly T[];
  identity(item: T): string;
}

/** One identity only some entries carry: who carries it, and each occurrence with its entry. */
interface Partial<T> {
  /** The signature groups whose entries carry the identity, in order, and how many entries they have. */
  readonly held: readonly number[];
  readonly count: number;
  readonly items: T[];
  readonly owners: FieldEntry[];
}

export function partiallyPresent<T>(entries: readonly FieldEntry[], read: PartialReader<T>): PartialGroup<T>[] {
  // Nearly every field carries the same things in every variant: one string comparison per
  // entry says so, before any grouping.
  const first = read.signature(entries[0]!);
  let same = 1;
  while (same < entries.length && read.signature(entries[same]!) === first) same++;
  if (same === entries.length) return [];

  // Entries with the same signature carry the same identities: group them first, so a field
  // whose 2,000 declarations all carry the same checks costs one map lookup per entry. Each
  // entry's group is a small number, so that who holds an identity is later asked of an array.
  const groupBySignature = new Map<string, number>();
  const heads: FieldEntry[] = [];
  const sizes: number[] = [];
  const groupOfEntry = new Uint32Array(entries.length);
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!;
    const signature = read.signature(entry);
    let group = groupBySignature.get(signature);
    if (group === undefined) {
      groupBySignature.set(signature, (group = heads.length));
      heads.push(entry);
      sizes.push(0);
    }
    sizes[group]!++;
    groupOfEntry[e] = group;
  }
  const groups = heads.length;
  if (groups < 2) return [];

  // The groups holding each identity, identities in order of first appearance (the order of
  // the groups' first entries is that order: every entry of a group holds the same ones).
  // Who holds an identity is a list of groups, not a flag per group: a union whose 5,000
  // variants each carry a bound of their own has 5,000 groups and 5,000 identities.
  const identitiesOf: string[][] = new Array(groups);
  const holders = new Map<string, { held: number[]; count: number }>();
  for (let g = 0; g < groups; g++) {
    const items = read.items(heads[g]!);
    const identities: string[] = new Array(items.length);
    for (let k = 0; k < items.length; k++) {
      const identity = (identities[k] = read.identity(items[k]!));
      let holder = holders.get(identity);
      if (!holder) holders.set(identity, (holder = { held: [], count: 0 }));
      // An identity carried twice by one group counts that group's entries once (groups are
      // read in order, so the group is the last one listed if it is listed).
      if (holder.held[holder.held.length - 1] !== g) {
        holder.held.push(g);
        holder.count += sizes[g]!;
      }
    }
    identitiesOf[g] = identities;
  }
  const partial = new Map<string, Partial<T>>();
  for (const [identity, { held, count }] of holders) {
    if (count < entries.length) partial.set(identity, { held, count, items: [], owners: [] });
  }
  if (partial.size === 0) return [];

  // Per group, the partial identity at each position of its items (none where it is carried
  // by all), and null for a group that carries nothing partial: its entries are not read again.
  const partialAt: (readonly (Partial<T> | undefined)[] | null)[] = identitiesOf.map((identities) => {
    const at = identities.map((identity) => partial.get(identity));
    return at.some((found) => found !== undefined) ? at : null;
  });

  // Every occurrence, in the order of the entries. Indexed loops: for-of here allocated an
  // iterator result per entry and per item, as this function is not optimised for every reader.
  for (let e = 0; e < entries.length; e++) {
    const at = partialAt[groupOfEntry[e]!];
    if (!at) continue;
    const entry = entries[e]!;
    const items = read.items(entry);
    const length = Math.min(items.length, at.length);
    for (let k = 0; k < length; k++) {
      const found = at[k];
      if (!found) continue;
      found.items.push(items[k]!);
      found.owners.push(entry);
    }
  }

  // Who carries each identity, in the order of the entries: its owners, each once. Who does not:
  // the first few, found by scanning the entries past those that carry it, and a count. Each
  // list made whole cost a pass over every entry per identity.
  const marked = new Uint8Array(groups);
  // As many as `countedVariantsPhrase` names (read here: findings.ts imports this module).
  const listedWithout = MAX_LISTED + 1;
  const out: PartialGroup<T>[] = [];
  for (const { held, count, items, owners } of partial.values()) {
    const withLabels: string[] = [];
    for (let i = 0; i < owners.length; i++) if (i === 0 || owners[i] !== owners[i - 1]) withLabels.push(owners[i]!.variant.label);
    for (const g of held) marked[g] = 1;
    const withoutLabels: string[] = [];
    for (let e = 0; e < entries.length && withoutLabels.length < listedWithout; e++) {
      if (marked[groupOfEntry[e]!] === 0) withoutLabels.push(entries[e]!.variant.label);
    }
    for (const g of held) marked[g] = 0;
    out.push({ items, owners, withLabels, withoutLabels, withoutCount: entries.length - count });
  }
  return out;
}

/**
 * One finding per occurrence of something only some declaring variants carry, over every
 * collided field. A field that could not be read, or was read from a type, might carry
 * anything: it is neither "with" nor "without".
 */
export function partialFindings<T extends Tagged>(
  collided: readonly CollidedField[],
  rule: RuleId,
  messageId: string,
  read: (facts: FieldFacts) => Reading<T>,
  /** Whether every entry of the field carries the same as `read` finds (then none is partial). */
  agreed: (agreement: FieldAgreement) => boolean,
  /** The message data of an item; `byKind` when items were compared by `typedIdentity` (one group holds several). */
  describe: (item: T, byKind: boolean) => Record<string, string>,
  /** Whether what `read` finds of an entry is unknown (checks of a node read from a type, say): it is then compared with none. */
  isUnknown: (facts: FieldFacts) => boolean = (facts) => facts.unknownChecks,
  /**
   * What an item is compared by when an entry of the field was read from a type, which shows
   * that there is a `.catch()` or a `z.preprocess()` but not its value or function.
   */
  typedIdentity?: (item: T) => string,
): readonly Finding[] {
  const findings = new FindingList();
  const reader: PartialReader<T> = {
    signature: (entry) => read(entry.facts).signature,
    items: (entry) => read(entry.facts).items,
    identity: (item) => item.identity,
  };
  const typedReader: PartialReader<T> | undefined = typedIdentity && { ...reader, identity: typedIdentity };
  for (const field of collided) {
    // Nearly every field: what all its entries carry is the same, so some cannot lack it. Under a
    // tuple's item or a record's values, what it carries was read with the field (see `CollidedField.inMember`).
    if (agreed(field.agreement) || field.inMember) continue;
    // A variant that forbids the key (`z.never().optional()`, `z.undefined()`) takes no value to
    // check: compared with none (that it takes no value is the type rules' to say).
    const known = keepAll(field.entries, (entry) => !isUnknown(entry.facts) && !entry.facts.takesNoValue);
    if (known.length < 2 || dispatchesByValue(field)) continue;
    const typed = typedReader && field.agreement.someUnknownChecks && known.some((entry) => entry.facts.unknownChecks);
    for (const group of partiallyPresent(known, typed ? typedReader : reader)) {
      // One phrase per group, however many occurrences it has.
      const withVariants = variantsPhrase(group.withLabels);
      const withoutVariants = countedVariantsPhrase(group.withoutLabels, group.withoutCount);
      // One message data per way the item is written (its label): an identity most of 2,000
      // variants carry is one report per variant, and they all say the same.
      const dataByLabel = new Map<string, Readonly<Record<string, string>>>();
      group.items.forEach((item, i) => {
        let data = dataByLabel.get(item.label);
        if (!data) dataByLabel.set(item.label, (data = { path: field.path, ...describe(item, typed === true), withVariants, withoutVariants }));
        findings.add(placed(rule, messageId, field.path, group.withLabels, data, item.span, anchorOf(group.owners[i]!)), field.set);
      });
    }
  }
  return findings.items;
}

/**
 * `list.filter(keep)`, but the list itself when every element is kept (nearly always: a field
 * read from a type, or not read at all, is rare), so a field of 2,000 entries is not copied per rule.
 */
export function keepAll<T>(list: readonly T[], keep: (item: T) => boolean): readonly T[] {
  for (let i = 0; i < list.length; i++) {
    if (!keep(list[i]!)) return list.filter(keep);
  }
  return list;
}

/**
 * The union's discriminator (or that of a union nested as an option), when every variant claims
 * its own values: the input picks its variant by that value, and a flattener advertises the field
 * as the enum of all of them, so what one variant does with its own value (a codec, a refine)
 * never meets another variant's input. Zod's own tests: `z.object({ type: codec1 })` against
 * `z.object({ type: codec2 })`.
 */
function dispatchesByValue(field: CollidedField): boolean {
  if (field.path !== field.set.discriminator && !field.set.nestedDiscriminators?.includes(field.path)) return false;
  return claimsOwnValues(field);
}

/**
 * Whether a field is where the union picks its variant: the declared discriminator, or a nested
 * union's whose variants each claim their own values (a key of that name may also be an ordinary
 * field of other variants, then compared as any other).
 */
export function isDispatchKey(field: CollidedField): boolean {
  if (field.path === field.set.discriminator && (field.set.picksRoot === true || noValueClaimedTwice(field))) return true;
  return dispatchesByValue(field);
}

/**
 * Whether a field is the key a plain union's variants are told apart by though some variant takes
 * any value there or values that could not be read (`VariantSet.tag`): a catch-all `type:
 * z.string()` beside `type: 'exception'` and `type: 'message'` (sentry's event entries), or a
 * `z.enum(NAMES)` of a package. The same options nested, `z.union([z.union([A, B]), C])`, are told
 * apart by it; a flattener that finds it advertises the enum of all of them, and one that does
 * not cannot be told from it, so its values are not compared (never a guess).
 */
export function isTagKey(field: CollidedField): boolean {
  return field.set.tag !== undefined && field.path === field.set.tag;
}

/**
 * A nested union's key that the root union's other options do not claim values of: where no
 * two variants outside one dispatch claim one value, the root picks by it too, a catch-all with
 * any value there (`z.union([Events, Unknown])`, `Unknown` a `type: z.string()`, as livekit's and
 * big-AGI's server events are) taking the rest in order. `Login.or(OAuthKey).or(OAuthToken)`,
 * `OAuthToken` claiming the `oauth2` that `OAuthKey` claims under `z.union([Login, OAuthKey])`'s
 * `type`, is not picked by it: its `type` is compared as any field.
 */
function noValueClaimedTwice(field: CollidedField): boolean {
  const owner = new Map<unknown, string>();
  const ids = new Map<UnionNode, number>();
  for (const entry of field.entries) {
    const values = claimedValues(entry);
    // Any value of its kind: a catch-all, tried after the options before it.
    if (!values) continue;
    const step = dispatchStep(entry.variant, field.path, field.set);
    let id = step && ids.get(step.union);
    if (step && id === undefined) ids.set(step.union, (id = ids.size));
    // The dispatch that reaches the variant by this key (a nested union's option), else its root option.
    const unit = step ? `${id}\u0000${step.option}` : `root\u0000${entry.variant.rootOption}`;
    for (const value of values) {
      const claimed = owner.get(value);
      if (claimed !== undefined && claimed !== unit) return false;
      owner.set(value, unit);
    }
  }
  return true;
}

/**
 * Whether each variant claims its own values of the field, among those its input is told apart
 * from by that key: the options of the union whose discriminator it is. Dispatch goes level by
 * level: `op` first, then `how` inside the union `op: 'move'` leads to. So the options of a
 * union nested under one value share that value, and two nested unions (under `move` and
 * `turn`) may both take `how: 'by'`.
 */
function claimsOwnValues(field: CollidedField): boolean {
  const claimed = new Map<UnionNode, Map<unknown, number>>();
  for (const entry of field.entries) {
    const values = claimedValues(entry);
    if (!values || values.length === 0) return false;
    const step = dispatchStep(entry.variant, field.path, field.set);
    if (!step) return false;
    let owners = claimed.get(step.union);
    if (!owners) claimed.set(step.union, (owners = new Map()));
    // One value (a literal: nearly every variant) needs no set of its own values.
    for (const value of values.length === 1 ? values : new Set(values)) {
      const owner = owners.get(value);
      if (owner !== undefined && owner !== step.option) return false;
      owners.set(value, step.option);
    }
  }
  return true;
}

/**
 * The values an entry claims of a key it is dispatched by (Zod 4's `_zod.values`), or null for any
 * value of its kind. A key both sides of `.and()` declare (Speakeasy's `PlanV2.and(z.object({
 * definitionVersion: z.literal('V2') }))`) has no values of its own to Zod, but allows those both
 * sides allow.
 */
function claimedValues(entry: FieldEntry): readonly unknown[] | null {
  const values = valueSetOf(entry.schema) ?? (entry.facts.base.type === 'intersection' ? enumValues(entry.schema) : null);
  // An absent key claims no option: `type: z.literal('stdio').optional()` beside `type:
  // z.enum(['sse', 'http']).optional()` (continue's MCP server configs) is told apart by `type`
  // where it is written, as the same options are at the root, whose tag is read without wrappers.
  return values && values.includes(undefined) ? values.filter((value) => value !== undefined) : values;
}

/** The union whose discriminator `key` picks among options for this variant, and which option it is in. */
function dispatchStep(variant: Variant, key: string, set: VariantSet): DispatchStep | undefined {
  const nested = variant.nestedDispatch;
  if (nested) {
    for (let i = nested.length - 1; i >= 0; i--) if (nested[i]!.key === key) return nested[i];
  }
  return key === set.discriminator && set.picksRoot === true ? { union: set.union, option: variant.rootOption, key } : undefined;
}
