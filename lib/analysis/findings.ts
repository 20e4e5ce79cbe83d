/**
 * Findings: what the rules (and the runtime check) report, as plain data.
 * One analysis of a set of root schemas feeds every rule; each rule is a reading of it.
 */
import type { SchemaNode, SourceSpan } from '../model/schema.js';
import { collidedFields, type CollidedField } from './collisions.js';
import { findUnions, variantSet, type VariantSet } from './variants.js';
import { hiddenCheckFindings } from './rules/hidden-check.js';

export type RuleId = 'no-hidden-collided-check';

export interface Finding {
  readonly rule: RuleId;
  readonly messageId: string;
  /** The collided field path (`text`, `o.p`, `tags[]`). */
  readonly path: string;
  /** Labels of the variants the finding is about (those that carry the difference). */
  readonly variants: readonly string[];
  /** Where to report; absent when the model came from a live object. */
  readonly span?: SourceSpan;
  /** Message data, all strings (ESLint's `data`). */
  readonly data: Readonly<Record<string, string>>;
}

export interface Analysis {
  readonly sets: readonly VariantSet[];
  readonly collided: readonly CollidedField[];
  /** Findings of one rule, computed on first request and shared by every later reader. */
  findings(rule: RuleId): readonly Finding[];
}

const READERS: Record<RuleId, (collided: readonly CollidedField[]) => Finding[]> = {
  'no-hidden-collided-check': hiddenCheckFindings,
};

export function analyze(roots: Iterable<SchemaNode>): Analysis {
  const sets = findUnions(roots).map(variantSet);
  const collided = sets.flatMap(collidedFields);
  const memo = new Map<RuleId, readonly Finding[]>();
  return {
    sets,
    collided,
    findings(rule) {
      let found = memo.get(rule);
      if (!found) memo.set(rule, (found = dedupe(READERS[rule](collided))));
      return found;
    },
  };
}

/** One marker can be reached from two root unions that share a variant: report it once. */
function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const finding of findings) {
    const where = finding.span ? `${finding.span.file ?? ''}:${finding.span.range.join('-')}` : '';
    const key = `${finding.messageId}|${finding.path}|${where}|${finding.variants.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(finding);
  }
  return out;
}

/** "setText", "setText and setButton", "a, b and c". */
export function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export function variantsPhrase(labels: readonly string[]): string {
  return `${labels.length === 1 ? 'variant' : 'variants'} ${listLabels(labels)}`;
}
