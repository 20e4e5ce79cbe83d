/**
 * no-untraceable-variant: what the analysis could not resolve, with the reason. The other rules
 * skip these silently (never guessing); this rule is how a user learns what was not checked.
 * A parameter of a helper its module only exports (`UnresolvedNode.parameter`) is no such gap:
 * each call fills it, and is read where it is made.
 */
import type { CollidedField } from '../collisions.js';
import { isUnreadableBound, unknownText } from '../constraints.js';
import { withAnchor, type Finding } from '../findings.js';
import { isComparableKind } from '../kinds.js';
import { FindingList } from '../finding-list.js';
import { reportableProperties, type Property } from '../properties.js';
import type { SourceSpan } from '../../model/schema.js';
import type { VariantSet } from '../variants.js';
import { peel } from '../../model/walk.js';
import { anchorOf, reportPlaceKey } from '../fields.js';
import { unknownPartOf } from '../markers.js';

export function untraceableFindings(sets: readonly VariantSet[], collided: readonly CollidedField[]): readonly Finding[] {
  const findings = new FindingList();
  for (const set of sets) {
    // Per union: the same schema in another union is reported for that union too.
    const sharedPlaces = new Set<string>();
    for (const { node, optionSpan } of set.unresolvedOptions) {
      if (node.parameter) continue;
      // Where the reason arose: in another module, the report names it (anchored at the option).
      const span = node.span?.file !== undefined ? node.span : optionSpan ?? node.span;
      findings.add({
        rule: 'no-untraceable-variant',
        messageId: 'untraceableOption',
        path: '',
        variants: [],
        data: { reason: node.reason },
        ...(span ? { span } : {}),
        ...(optionSpan ? { anchor: optionSpan } : {}),
      }, set);
    }
    for (const variant of set.variants) {
      const opaque = variant.view.objects.find((object) => object.opaque !== undefined)?.opaque;
      if (opaque !== undefined) {
        const span = variant.optionSpan ?? variant.node.span;
        findings.add({
          rule: 'no-untraceable-variant',
          messageId: 'typesOnly',
          path: '',
          variants: [variant.label],
          data: { variant: variant.label },
          ...(span ? { span } : {}),
          ...(variant.optionSpan ? { anchor: variant.optionSpan } : {}),
        }, set);
      }
      for (const member of variant.view.unresolvedMembers) {
        if (member.parameter) continue;
        const span = member.span ?? variant.optionSpan;
        findings.add({
          rule: 'no-untraceable-variant',
          messageId: 'untraceableMember',
          path: '',
          variants: [variant.label],
          data: { variant: variant.label, reason: member.reason },
          ...(span ? { span } : {}),
          ...(variant.optionSpan ? { anchor: variant.optionSpan } : {}),
        }, set);
      }
    }
    // A field read from its type (in a variant that was not): said once, at its top-most path.
    const typed = new Set<string>();
    for (const property of reportableProperties(set)) {
      // A nested object part of which could not be traced: the keys that part adds were not compared.
      for (const member of property.facts.object?.unresolvedMembers ?? []) {
        if (member.parameter) continue;
        findings.add(propertyFinding(property, 'untraceableFieldMember', member.reason, member.span), set);
      }
      if (!property.facts.unknownChecks) continue; // resolved, and not read from a type
      const { base } = property.facts;
      let reason: string;
      let messageId: 'untraceableField' | 'typedField' = 'untraceableField';
      let at = base.span;
      // A part of it whose checks are the field's (`z.intersection(S, unresolved)`, `.pipe(unresolved)`).
      const part = base.type === 'unresolved' ? undefined : unknownPartOf(property.schema);
      if (base.type === 'unresolved') {
        if (base.parameter) continue;
        reason = base.reason;
      } else if (part?.type === 'unresolved') {
        if (part.parameter) continue;
        reason = part.reason;
        at = part.span;
      } else {
        const opaque = peel(property.schema).layers.find((layer) => layer.opaque !== undefined)?.opaque;
        const variantOpaque = property.variant.view.objects.some((object) => object.opaque !== undefined);
        if (opaque === undefined || variantOpaque || [...typed].some((path) => property.path.startsWith(`${path}.`) || property.path.startsWith(`${path}[`))) continue;
        typed.add(property.path);
        // Its types were compared (and what lies below it, which is not reported again): only its
        // checks were not.
        messageId = 'typedField';
        reason = opaque;
      }
      // One schema every variant shares (`sample_id: sampleIdSchema` in each): one report where
      // it is written, not one per variant on the same place.
      const place = at && at.file === undefined ? `${at.range[0]}:${at.range[1]}\u0000${property.path}\u0000${reason}` : undefined;
      if (place !== undefined) {
        if (sharedPlaces.has(place)) continue;
        sharedPlaces.add(place);
      }
      findings.add(propertyFinding(property, messageId, reason, at), set);
    }
  }
  unreadableBounds(collided, findings);
  return findings.items;
}

/** A finding about a property of a variant, at `span` (else its key), anchored at its option. */
function propertyFinding(property: Property, messageId: 'untraceableField' | 'untraceableFieldMember' | 'typedField', reason: string, at: SourceSpan | undefined): Finding {
  const span = at ?? property.keySpan;
  return {
    rule: 'no-untraceable-variant',
    messageId,
    path: property.path,
    variants: [property.variant.label],
    data: { path: property.path, variant: property.variant.label, reason },
    ...(span ? { span } : {}),
    ...withAnchor(anchorOf(property)),
  };
}

/**
 * A bound or pattern of a collided field that could not be read (`.max(config.limit)`): the
 * constraint rule leaves that variant out of the comparison of what the check advertises (its
 * JSON Schema keyword: the maximum length) rather than guess whether the bound is another
 * variant's, and says so here, at the check. The variant's other constraints are compared.
 */
function unreadableBounds(collided: readonly CollidedField[], findings: FindingList): void {
  for (const field of collided) {
    if (!field.agreement.someUnreadableBound) continue;
    // One report per place, naming the first variant: a check written once and declared by several
    // variants (a shared `const Q = z.string().max(limits.q)`, a helper's `.regex(regEx(...))`)
    // was reported once per variant at that one place (renovate stacked 25).
    let placed: Set<string> | undefined;
    for (const entry of field.entries) {
      const { facts, variant } = entry;
      if (!facts.unreadableBound || facts.unknownChecks || !isComparableKind(facts.kind)) continue;
      for (const check of facts.constraints) {
        if (!isUnreadableBound(check)) continue;
        const span = check.span ?? entry.keySpan;
        if (check.span) {
          const place = reportPlaceKey(check.span, variant.optionSpan);
          if ((placed ??= new Set()).has(place)) continue;
          placed.add(place);
        }
        findings.add({
          rule: 'no-untraceable-variant',
          messageId: 'unreadableBound',
          path: field.path,
          variants: [variant.label],
          data: { path: field.path, variant: variant.label, check: check.label, why: check.unreadable ? ` (${check.unreadable})` : '', keyword: unknownText(check) },
          ...(span ? { span } : {}),
          ...(variant.optionSpan ? { anchor: variant.optionSpan } : {}),
        }, field.set);
      }
    }
  }
}
