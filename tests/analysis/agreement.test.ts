/**
 * The agreement of a collided field (lib/analysis/agreement.ts): each flag, true and false on a
 * neighbour; and the property the rules rely on: a flag is only ever a shortcut. Every rule
 * finds the same with the agreement read as "nothing agreed" (every entry read again).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldAgreement } from '../../lib/analysis/agreement.js';
import { agreementOf } from '../../lib/analysis/agreement.js';
import { collidedFields, type CollidedField } from '../../lib/analysis/collisions.js';
import { factsOf } from '../../lib/analysis/facts.js';
import { coercionFindings } from '../../lib/analysis/rules/coercion.js';
import { constraintMismatchFindings } from '../../lib/analysis/rules/constraint-mismatch.js';
import { hiddenCheckFindings } from '../../lib/analysis/rules/hidden-check.js';
import { typeMismatchFindings } from '../../lib/analysis/rules/type-mismatch.js';
import { variantSet } from '../../lib/analysis/variants.js';
import type { Check, SchemaNode } from '../../lib/model/schema.js';
import {
  and,
  arr,
  bool,
  check,
  enm,
  lit,
  maxLength,
  minLength,
  nullable,
  num,
  obj,
  optional,
  preprocess,
  refine,
  str,
  transform,
  trim,
  union,
  unres,
  withCatch,
} from './builders.js';

const agreed = (...schemas: SchemaNode[]): FieldAgreement => agreementOf(schemas.map((schema) => ({ facts: factsOf(schema) })));

const gte = (n: number): Check => ({ ...check('greater_than', `greater_than:min(${n})`, '.min()'), value: n, inclusive: true });
const coerced = (): SchemaNode => ({ type: 'number', checks: [], coerce: true });
const typed = (): SchemaNode => ({ type: 'string', checks: [], opaque: 'ZodString' });

describe('agreement of a collided field', () => {
  it('sameSchema: one node in every entry, not two equal ones', () => {
    const shared = str();
    expect(agreed(shared, shared, shared).sameSchema).toBe(true);
    expect(agreed(shared, str()).sameSchema).toBe(false);
  });

  it('oneKind: integer and number, nullable and not, are one kind; unknown and null alone are not compared', () => {
    expect(agreed(num(), nullable(num(gte(0))), unres(), lit(null)).oneKind).toBe(true);
    expect(agreed(num(), str()).oneKind).toBe(false);
    expect(agreed(unres(), str(), num()).oneKind).toBe(false);
  });

  it('sameKind: the first entry\'s kind in every entry, with nothing set aside', () => {
    expect(agreed(num(), optional(num(gte(0))), num()).sameKind).toBe(true);
    expect(agreed(unres(), unres()).sameKind).toBe(true);
    // What oneKind sets aside, sameKind does not.
    expect(agreed(num(), lit(null)).sameKind).toBe(false);
    expect(agreed(num(), unres()).sameKind).toBe(false);
    expect(agreed(str(), num()).sameKind).toBe(false);
  });

  it('sameMarkers and sameHazards: the same ones everywhere, none included', () => {
    expect(agreed(str(), str()).sameMarkers).toBe(true);
    expect(agreed(str(trim()), optional(str(trim()))).sameMarkers).toBe(true);
    expect(agreed(str(trim()), str()).sameMarkers).toBe(false);
    expect(agreed(str(trim()), str(refine())).sameMarkers).toBe(false);
    expect(agreed(withCatch(num()), withCatch(num())).sameHazards).toBe(true);
    expect(agreed(coerced(), num()).sameHazards).toBe(false);
    expect(agreed(str(), preprocess(str())).sameHazards).toBe(false);
  });

  it('sameConstraints: one comparable kind and one constraint signature', () => {
    expect(agreed(str(minLength(2)), optional(str(minLength(2)))).sameConstraints).toBe(true);
    expect(agreed(num(gte(0)), num(gte(0)), num(gte(0))).sameConstraints).toBe(true);
    expect(agreed(str(minLength(2)), str(minLength(3))).sameConstraints).toBe(false);
    expect(agreed(str(minLength(2)), str()).sameConstraints).toBe(false);
    // The same signature on different kinds, and kinds whose constraints are not compared.
    expect(agreed(str(), num()).sameConstraints).toBe(false);
    expect(agreed(union([str(), num()]), union([str(), num()])).sameConstraints).toBe(false);
    expect(agreed(unres(), unres()).sameConstraints).toBe(false);
    // A marker is not a constraint.
    expect(agreed(str(trim()), str()).sameConstraints).toBe(true);
  });

  it('sameLiteralValues: literals or enums of the same values in the same order', () => {
    expect(agreed(enm('a', 'b'), enm('a', 'b')).sameLiteralValues).toBe(true);
    expect(agreed(lit('a'), optional(lit('a'))).sameLiteralValues).toBe(true);
    expect(agreed(enm('a', 'b'), enm('b', 'a')).sameLiteralValues).toBe(false);
    expect(agreed(enm('a', 'b'), str()).sameLiteralValues).toBe(false);
    expect(agreed(str(), str()).sameLiteralValues).toBe(false);
  });

  it('someUnreadableBound: any one entry with a bound that could not be read says so', () => {
    const unreadMax = (): SchemaNode => num(check('less_than', 'less_than:max(config.limit)', '.max()'));
    expect(agreed(num(gte(1)), num(gte(2))).someUnreadableBound).toBe(false);
    expect(agreed(num(gte(1)), unreadMax()).someUnreadableBound).toBe(true);
    // A check that takes no value (a format) is read whole without one.
    expect(agreed(str({ ...check('string_format', 'string_format:email()', '.email()'), format: 'email' }), str()).someUnreadableBound).toBe(false);
  });

  it('someUnknownChecks and someNested: any one entry says so', () => {
    expect(agreed(str(), str()).someUnknownChecks).toBe(false);
    expect(agreed(str(), typed()).someUnknownChecks).toBe(true);
    expect(agreed(str(), unres()).someUnknownChecks).toBe(true);
    expect(agreed(str(), num()).someNested).toBe(false);
    expect(agreed(str(), arr(str())).someNested).toBe(true);
    expect(agreed(str(), optional(obj({ a: str() }))).someNested).toBe(true);
  });

  it('someStepPair: any one entry with two hidden markers or more, or one and a length bound', () => {
    expect(agreed(str(trim()), str(refine()), str()).someStepPair).toBe(false);
    expect(agreed(str(trim()), str(trim(), refine())).someStepPair).toBe(true);
    expect(agreed(str(), transform(str(refine()))).someStepPair).toBe(true);
    expect(agreed(str(minLength(2)), str(trim(), minLength(2))).someStepPair).toBe(true);
    expect(agreed(str(minLength(2), maxLength(3)), str(trim())).someStepPair).toBe(false);
  });

  it('someValueSet: any one entry whose base is a literal or an enum, through its wrappers', () => {
    expect(agreed(str(), str(minLength(1))).someValueSet).toBe(false);
    expect(agreed(str(), num(), union([str(), num()])).someValueSet).toBe(false);
    expect(agreed(str(), optional(enm('a', 'b'))).someValueSet).toBe(true);
    expect(agreed(nullable(lit('a')), str()).someValueSet).toBe(true);
  });
});

/** Every flag false: each rule reads every entry, as it did before there were flags. */
const NOTHING_AGREED: FieldAgreement = {
  sameSchema: false,
  oneKind: false,
  sameKind: false,
  sameMarkers: false,
  sameHazards: false,
  sameConstraints: false,
  sameLiteralValues: false,
  someUnknownChecks: true,
  someUnreadableBound: true,
  someNested: true,
  someValueSet: true,
  someStepPair: true,
};

const READERS = {
  hiddenCheck: hiddenCheckFindings,
  coercion: coercionFindings,
  typeMismatch: typeMismatchFindings,
  constraintMismatch: constraintMismatchFindings,
};

/** Field schemas the flags tell apart, made fresh per use (two calls never share a node). */
const FIELDS: readonly (() => SchemaNode)[] = [
  () => str(),
  () => str(minLength(1)),
  () => str(minLength(2)),
  () => optional(str(minLength(1))),
  () => str(trim()),
  () => str(refine()),
  () => str(refine('refine(other)')),
  () => transform(str()),
  () => preprocess(num()),
  () => num(),
  () => num(gte(0)),
  () => nullable(num(gte(0))),
  () => coerced(),
  () => withCatch(num()),
  () => bool(),
  () => lit('a'),
  () => lit(1),
  () => enm('a', 'b'),
  () => enm('b', 'a'),
  () => union([str(), num()]),
  () => and(str(minLength(1)), str(trim())),
  () => arr(str()),
  () => arr(str(trim())),
  () => obj({ p: str() }),
  () => obj({ p: str(minLength(2)) }),
  () => unres(),
  () => typed(),
];

/** A variant: for each of a few keys, absent, a fresh field, or a node shared across variants. */
const variantArb = fc.array(fc.option(fc.tuple(fc.nat(FIELDS.length - 1), fc.boolean()), { nil: undefined }), {
  minLength: 3,
  maxLength: 3,
});

describe('agreement is only a shortcut', () => {
  it('every rule finds the same when no agreement is read (fast-check, 500 unions)', () => {
    fc.assert(
      fc.property(fc.array(variantArb, { minLength: 2, maxLength: 6 }), (variants) => {
        const shared = FIELDS.map((make) => make());
        const options = variants.map((keys, v) => {
          const fields: Record<string, SchemaNode> = { op: lit(`v${v}`) };
          keys.forEach((pick, k) => {
            if (pick) fields[`k${k}`] = pick[1] ? shared[pick[0]]! : FIELDS[pick[0]]!();
          });
          return obj(fields, { name: `V${v}` });
        });
        const collided: CollidedField[] = collidedFields(variantSet(union(options, { discriminator: 'op' })));
        const read = collided.map((field) => ({ ...field, agreement: NOTHING_AGREED }));
        for (const [name, reader] of Object.entries(READERS)) {
          expect({ name, findings: reader(collided) }).toEqual({ name, findings: reader(read) });
        }
      }),
      { numRuns: 500, seed: 20261203 },
    );
  });
});
