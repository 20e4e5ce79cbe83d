import { describe, expect, it } from 'vitest';
import { factsOf } from '../../lib/analysis/facts.js';
import { keepAll, partiallyPresent, type PartialReader } from '../../lib/analysis/partial.js';
import { constraintOf } from '../../lib/analysis/constraints.js';
import type { FieldEntry } from '../../lib/analysis/collisions.js';
import type { Variant } from '../../lib/analysis/variants.js';
import type { Check, SchemaNode } from '../../lib/model/schema.js';
import { hiddenMarkers, type Marker } from '../../lib/analysis/markers.js';
import { collidedFields } from '../../lib/analysis/collisions.js';
import { constraintMismatchFindings } from '../../lib/analysis/rules/constraint-mismatch.js';
import { variantSet } from '../../lib/analysis/variants.js';
import { lit, maxLength, minLength, num, obj, optional, refine, span, str, trim, union, unres, withCatch } from './builders.js';

describe('field facts', () => {
  it('are a record per entry, each answer computed once and shared by every reader of the entry', () => {
    const schema = str(trim(), minLength(2));
    const facts = factsOf(schema);
    expect(facts.markers).toBe(facts.markers);
    expect(facts.hazards).toBe(facts.hazards);
    // A field with no layers reads its checks as the node holds them: no list is made for them.
    expect(facts.checks).toBe(schema.checks);
    // Not cached per node (see factsOf): another entry of the same node has its own record.
    expect(factsOf(schema)).not.toBe(facts);
    expect(factsOf(schema).markers.signature).toBe(facts.markers.signature);
  });

  it('constraints: the signature of the visible checks through every layer, and the constraint of each check, hidden ones none', () => {
    const facts = factsOf(optional(str(minLength(2), trim(), minLength(3))));
    expect(facts.constraintSignature).toBe(factsOf(str(minLength(2), minLength(3))).constraintSignature);
    expect(facts.checks.map((check) => check.check)).toEqual(['min_length', 'overwrite', 'min_length']);
    expect(facts.checks.map((check) => constraintOf(check)?.meaning)).toEqual(['length >= 2', undefined, 'length >= 3']);
    expect(factsOf(str(trim())).constraintSignature).toBe('');
    expect(factsOf(str(refine())).constraintSignature).toBe('');
  });

  it('keep the visible checks the signature is made of: the layer\'s own list when nothing is hidden', () => {
    const bare = str(minLength(2), maxLength(3));
    expect(factsOf(bare).constraints).toBe(bare.checks);
    // Through a wrapper with no checks of its own, still the checked layer's own list.
    const inner = str(minLength(2));
    expect(factsOf(optional(inner)).constraints).toBe(inner.checks);
    // A hidden check in the list: the visible ones, in order, and the hidden one left out.
    const mixed = factsOf(optional(str(minLength(2), trim(), maxLength(3))));
    expect(mixed.constraints.map((check) => constraintOf(check)?.meaning)).toEqual(['length >= 2', 'length <= 3']);
    // A check on the wrapper (`z.optional(z.string()).check(z.maxLength(3))`) is not advertised:
    // Zod's converter shows a node's own checks for strings, numbers, arrays..., not for a wrapper.
    // It is a hidden marker of the field, and the constraints are the string's alone.
    const layered = factsOf(optional(str(minLength(2)), maxLength(3)));
    expect(layered.constraints.map((check) => constraintOf(check)?.meaning)).toEqual(['length >= 2']);
    expect(layered.constraintSignature).toBe(factsOf(str(minLength(2))).constraintSignature);
    expect(layered.markers.items.map((marker) => [marker.kind, marker.identity.startsWith('unshown:')])).toEqual([['custom', true]]);
    expect(factsOf(optional(str(minLength(2)))).markers.items).toEqual([]);
    // A bound another makes redundant is not advertised: the tighter one is the field's.
    const redundant = factsOf(optional(str(minLength(2), minLength(3))));
    expect(redundant.constraints.map((check) => constraintOf(check)?.meaning)).toEqual(['length >= 3']);
    expect(redundant.constraintSignature).toBe(factsOf(str(minLength(3))).constraintSignature);
    expect(factsOf(str(trim())).constraints).toEqual([]);
    expect(factsOf(str()).constraints).toEqual([]);
  });

  it('peel the field and say what is known of it', () => {
    const inner = num(minLength(1));
    const facts = factsOf(optional(inner));
    expect(facts.base).toBe(inner);
    expect(facts.kind).toBe('number');
    expect(facts.unresolved).toBe(false);
    expect(facts.unknownChecks).toBe(false);
    expect(factsOf(optional(unres())).unresolved).toBe(true);
    expect(factsOf(optional(unres())).kind).toBeNull();
    const typed: SchemaNode = { type: 'string', checks: [], opaque: 'ZodString' };
    expect(factsOf(typed)).toMatchObject({ unresolved: false, unknownChecks: true });
  });

  it('give equal signatures to equal identities on different nodes, and the empty one to nothing', () => {
    expect(factsOf(str(trim())).markers.signature).toBe(factsOf(str(trim())).markers.signature);
    expect(factsOf(str(trim())).markers.signature).not.toBe(factsOf(str(refine())).markers.signature);
    expect(factsOf(str(trim(), refine())).markers.signature).not.toBe(factsOf(str(refine(), trim())).markers.signature);
    expect(factsOf(str()).markers).toEqual({ items: [], signature: '' });
    expect(factsOf(withCatch(num())).hazards.items.map((hazard) => hazard.kind)).toEqual(['catch']);
    expect(factsOf(str(minLength(2))).constraintSignature).toBe(factsOf(str(minLength(2))).constraintSignature);
    expect(factsOf(str(minLength(2))).constraintSignature).not.toBe(factsOf(str(minLength(3))).constraintSignature);
  });
});

describe('partiallyPresent, grouped by signature', () => {
  const entryOf = (index: number, schema: SchemaNode): FieldEntry => {
    const variant = { label: `v${index}`, index, rootOption: index, node: obj({}), view: { shape: new Map(), objects: [], unresolvedMembers: [] } } as Variant;
    return { variant, schema, facts: factsOf(schema) };
  };
  const markers: PartialReader<Marker> = {
    signature: (entry) => entry.facts.markers.signature,
    items: (entry) => entry.facts.markers.items,
    identity: (marker) => marker.identity,
  };

  it('finds nothing when every entry carries the same identities, however many entries there are', () => {
    const entries = Array.from({ length: 500 }, (_, i) => entryOf(i, str(trim())));
    expect(partiallyPresent(entries, markers)).toEqual([]);
  });

  it('lists every occurrence in entry order, and who has it and who does not', () => {
    const entries = [entryOf(0, str(trim())), entryOf(1, str()), entryOf(2, str(refine(), trim())), entryOf(3, str(trim()))];
    const groups = partiallyPresent(entries, markers);
    expect(groups.map((group) => ({ items: group.items.map((item) => item.label), owners: group.owners.map((o) => o.variant.label), with: group.withLabels, without: group.withoutLabels }))).toEqual([
      { items: ['.trim()', '.trim()', '.trim()'], owners: ['v0', 'v2', 'v3'], with: ['v0', 'v2', 'v3'], without: ['v1'] },
      { items: ['.refine()'], owners: ['v2'], with: ['v2'], without: ['v0', 'v1', 'v3'] },
    ]);
  });

  it('counts an entry once when it carries the same identity twice', () => {
    // Counted twice, v0 would make the holders 3 of 3 and the missing v2 would go unreported.
    const entries = [entryOf(0, str(trim(), trim())), entryOf(1, str(trim())), entryOf(2, str())];
    const groups = partiallyPresent(entries, markers);
    expect(groups.map((group) => ({ owners: group.owners.map((o) => o.variant.label), with: group.withLabels, without: group.withoutLabels }))).toEqual([
      { owners: ['v0', 'v0', 'v1'], with: ['v0', 'v1'], without: ['v2'] },
    ]);
  });

  it('matches the items of entries with one signature by position, hidden checks among them left out', () => {
    // a and b have one constraint signature, with the hidden .trim() before or after the bound:
    // the bound is what is reported, in each of them, and never the .trim().
    const a: Check = { ...minLength(2), span: span(10) };
    const b: Check = { ...minLength(2), span: span(20) };
    const options = [
      obj({ op: lit('a'), v: str(trim(span(5)), a) }),
      obj({ op: lit('b'), v: str(b, trim(span(25))) }),
      obj({ op: lit('c'), v: str() }),
    ];
    const findings = constraintMismatchFindings(collidedFields(variantSet(union(options, { discriminator: 'op' }))));
    expect(findings.map((finding) => ({ span: finding.span, variants: finding.variants, without: finding.data.withoutVariants }))).toEqual([
      { span: a.span, variants: ['a', 'b'], without: 'variant c' },
      { span: b.span, variants: ['a', 'b'], without: 'variant c' },
    ]);
    // Its valid neighbour: the same bound in every variant, the .trim() anywhere, reports nothing.
    const everywhere = [...options.slice(0, 2), obj({ op: lit('c'), v: str(minLength(2)) })];
    expect(constraintMismatchFindings(collidedFields(variantSet(union(everywhere, { discriminator: 'op' }))))).toEqual([]);
  });
});

describe('shared strings and scratch lists behind the facts', () => {
  const gte = (value: number, inclusive?: boolean): Check => ({
    check: 'greater_than',
    identity: `greater_than:${value}`,
    label: '.min()',
    value,
    ...(inclusive === undefined ? {} : { inclusive }),
  });

  it('give checks with the same kind, bound and value one identity, and checks that differ in any of them another', () => {
    const identity = (c: Check) => constraintOf(c)!.identity;
    expect(identity(gte(0))).toBe(identity(gte(0, true)));
    expect(identity(gte(0))).not.toBe(identity(gte(0, false)));
    expect(identity(gte(0))).not.toBe(identity(gte(1)));
    // One record per meaning, whichever check asks.
    expect(constraintOf(gte(0))).toBe(constraintOf(gte(0, true)));
    expect(constraintOf(gte(0, false))!.meaning).toBe('> 0');
    const format = (name: string): Check => ({ check: 'string_format', identity: name, label: `.${name}()`, format: name });
    expect(constraintOf(format('email'))!.meaning).toBe('format email');
    expect(constraintOf(format('uuid'))!.meaning).toBe('format uuid');
  });

  it('still give the right identities past the bound on remembered meanings and signatures', () => {
    for (let i = 0; i < 25_000; i++) factsOf(num(gte(i), minLength(i)));
    expect(constraintOf(gte(7))!.meaning).toBe('>= 7');
    const a = factsOf(num(gte(3), minLength(4))).constraintSignature;
    expect(factsOf(num(gte(3), minLength(4))).constraintSignature).toBe(a);
    expect(factsOf(num(minLength(4), gte(3))).constraintSignature).not.toBe(a);
    expect(a).toBe(`greater_than|>= 3\u0000min_length|length >= 4`);
  });

  it('keep a field\'s markers when another field is scanned after it', () => {
    const first = hiddenMarkers(str(trim(), refine()));
    const second = hiddenMarkers(str(refine('refine(other)')));
    expect(first.map((m) => m.identity)).toEqual(['overwrite:trim()', 'refine(fn)']);
    expect(second.map((m) => m.identity)).toEqual(['refine(other)']);
    expect(hiddenMarkers(str())).toEqual([]);
    expect(first.map((m) => m.identity)).toEqual(['overwrite:trim()', 'refine(fn)']);
  });
});

describe('keepAll', () => {
  it('is the list itself when every element is kept, and a filtered copy otherwise', () => {
    const list = [1, 2, 3];
    expect(keepAll(list, () => true)).toBe(list);
    expect(keepAll(list, (n) => n !== 2)).toEqual([1, 3]);
    expect(keepAll(list, (n) => n !== 2)).not.toBe(list);
    expect(keepAll([], () => false)).toEqual([]);
  });
});
