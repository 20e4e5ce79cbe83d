/**
 * Findings: what the rules (and the runtime check) report, as plain data.
 * One analysis of a set of root schemas feeds every rule; each rule is a reading of it.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import type { UnionNode } from '../model/schema.js';
import { collidedFields, type CollidedField } from './collisions.js';
import { inFirstOrder, listedUnions, scanUnions, variantSet, type VariantSet } from './variants.js';
import { coercionFindings } from './rules/coercion.js';
import { constraintMismatchFindings } from './rules/constraint-mismatch.js';
import { discriminatedUnionFindings } from './rules/discriminated-union.js';
import { hiddenCheckFindings } from './rules/hidden-check.js';
import { typeMismatchFindings } from './rules/type-mismatch.js';
import { typedPropertyFindings } from './rules/typed-properties.js';
import { untraceableFindings } from './rules/untraceable.js';

export const RULE_IDS = [
  'no-hidden-collided-check',
  'no-collided-coercion',
  'no-collided-type-mismatch',
  'no-collided-constraint-mismatch',
  'require-typed-properties',
  'valid-discriminated-union',
  'no-untraceable-variant',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

export interface Finding {
  readonly rule: RuleId;
  readonly messageId: string;
  /** The collided field path (`text`, `o.p`, `tags[]`). */
  readonly path: string;
  /** Labels of the variants the finding is about (those that carry the difference). */
  readonly variants: readonly string[];
  /** Where to report; absent when the model came from a live object. */
  readonly span?: SourceSpan;
  /**
   * Where the variant involved is written in its union (the option). When `span` lies in
   * another module, this is where the finding is reported in the file being linted.
   */
  readonly anchor?: SourceSpan;
  /** Message data, all strings (ESLint's `data`). */
  readonly data: Readonly<Record<string, string>>;
  /** A suggested rewrite: `json` replaces `z.any()`/`z.unknown()` with `z.json()`. */
  readonly suggest?: 'json';
}

export interface Analysis {
  /** Every union reachable in the model, nested ones included. */
  readonly unions: readonly UnionNode[];
  readonly sets: readonly VariantSet[];
  readonly collided: readonly CollidedField[];
  /** Findings of one rule, computed on first request and shared by every later reader. */
  findings(rule: RuleId): readonly Finding[];
}

type Reader = (analysis: Analysis) => readonly Finding[];

/** `{ anchor }` to spread into a finding, or nothing when there is none. */
export function withAnchor(anchor: SourceSpan | undefined): { anchor?: SourceSpan } {
  return anchor ? { anchor } : {};
}

/** A finding with its place, if it has one, and its anchor, if it has one, made in one literal. */
export function placed(
  rule: RuleId,
  messageId: string,
  path: string,
  variants: readonly string[],
  data: Readonly<Record<string, string>>,
  span: SourceSpan | undefined,
  anchor: SourceSpan | undefined,
): Finding {
  // Positional, and one literal per shape: every finding is made at its full size at once, with
  // no record of its parts made first (a union can have tens of thousands of findings).
  if (span) return anchor ? { rule, messageId, path, variants, data, span, anchor } : { rule, messageId, path, variants, data, span };
  return anchor ? { rule, messageId, path, variants, data, anchor } : { rule, messageId, path, variants, data };
}

const READERS: Record<RuleId, Reader> = {
  'no-hidden-collided-check': (a) => hiddenCheckFindings(a.collided),
  'no-collided-coercion': (a) => coercionFindings(a.collided),
  'no-collided-type-mismatch': (a) => typeMismatchFindings(a.collided),
  'no-collided-constraint-mismatch': (a) => constraintMismatchFindings(a.collided),
  'require-typed-properties': (a) => typedPropertyFindings(a.sets),
  'valid-discriminated-union': (a) => discriminatedUnionFindings(a.unions),
  'no-untraceable-variant': (a) => untraceableFindings(a.sets, a.collided),
};

export interface AnalyzeOptions {
  /**
   * Which root unions to analyse. The static tier keeps the unions built in the linted file:
   * a union reached from it but built in another module is that module's to report.
   */
  readonly isOwnUnion?: (union: UnionNode) => boolean;
  /**
   * The roots are every union to analyse, nested ones included, as the static front end lists
   * them for a file (each union call it evaluated): no search through the variants for more.
   * Not for roots that are only where to start (a tool input, a live schema).
   */
  readonly listsEveryUnion?: boolean;
  /**
   * Where to report about variants written in another module, per root: in the tool-inputs
   * scope, the argument of the sink call that received the root.
   */
  readonly anchorOf?: (root: SchemaNode) => SourceSpan | undefined;
}

const NO_FINDINGS: readonly Finding[] = Object.freeze([]);

/**
 * The analysis of no roots, one object for every file that builds no union (most files): no
 * variant sets, memo or closures are made for them, and none of the analysis's walks runs.
 */
const NOTHING_TO_ANALYZE: Analysis = Object.freeze({
  unions: Object.freeze([]) as readonly UnionNode[],
  sets: Object.freeze([]) as readonly VariantSet[],
  collided: Object.freeze([]) as readonly CollidedField[],
  findings: () => NO_FINDINGS,
});

/** Builds the variant sets and collided fields once; each rule's reading runs on first request. */
export function analyze(roots: Iterable<SchemaNode>, options: AnalyzeOptions = {}): Analysis {
  if (Array.isArray(roots) && roots.length === 0) return NOTHING_TO_ANALYZE;
  const { all, sets } = variantSets(roots, options);
  const collided = sets.flatMap(collidedFields);
  const memo = new Map<RuleId, readonly Finding[]>();
  const analysis: Analysis = {
    unions: all,
    sets,
    collided,
    findings(rule) {
      let found = memo.get(rule);
      // Each reader keeps every finding once (FindingList), as it makes them.
      if (!found) memo.set(rule, (found = READERS[rule](analysis)));
      return found;
    },
  };
  return analysis;
}

/**
 * The unions to analyse and their variant sets. Apart from `analyze`, so that the closures the
 * analysis keeps do not keep the options (and what the caller's callbacks hold) with them.
 */
function variantSets(roots: Iterable<SchemaNode>, options: AnalyzeOptions): { all: readonly UnionNode[]; sets: readonly VariantSet[] } {
  const { all: reachable, roots: allRoots, origin } = options.listsEveryUnion ? listedUnions(roots) : scanUnions(roots);
  const own = options.isOwnUnion;
  const all = own ? reachable.filter(own) : reachable;
  const rootUnions = own ? allRoots.filter(own) : allRoots;
  return { all, sets: inFirstOrder(rootUnions.map((union) => variantSet(union, options.anchorOf?.(origin.get(union)!)))) };
}

/** Past this many labels a message names the first ones and counts the rest. */
export const MAX_LISTED = 6;

/** "setText", "setText and setButton", "a, b and c", "a, b, c, d, e, f and 12 others". */
export function listLabels(labels: readonly string[]): string {
  return listShown(labels.length > MAX_LISTED + 1 ? labels.slice(0, MAX_LISTED) : labels, labels.length);
}

/**
 * `listLabels` of the entries' variants, reading only the labels it shows: a kind declared by
 * 1,960 of 2,000 variants is named by its first six and counted, not listed whole first.
 */
export function listEntryLabels(entries: readonly { readonly variant: { readonly label: string } }[]): string {
  const count = entries.length > MAX_LISTED + 1 ? MAX_LISTED : entries.length;
  const shown: string[] = [];
  for (let i = 0; i < count; i++) shown.push(entries[i]!.variant.label);
  return listShown(shown, entries.length);
}

/** The labels shown of `total`: all of them joined in English, or the first ones and a count. */
function listShown(shown: readonly string[], total: number): string {
  if (shown.length < total) return `${shown.join(', ')} and ${total - shown.length} others`;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export function variantsPhrase(labels: readonly string[]): string {
  return countedVariantsPhrase(labels, labels.length);
}

/** `variantsPhrase` of `total` labels of which the first ones are given (at least as many as it names). */
export function countedVariantsPhrase(first: readonly string[], total: number): string {
  const shown = total > MAX_LISTED + 1 ? first.slice(0, MAX_LISTED) : first;
  return `${total === 1 ? 'variant' : 'variants'} ${listShown(shown, total)}`;
}
