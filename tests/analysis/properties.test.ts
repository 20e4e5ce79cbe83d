import { describe, expect, it } from 'vitest';
import { reportableProperties } from '../../lib/analysis/properties.js';
import { variantSet } from '../../lib/analysis/variants.js';
import type { SchemaNode } from '../../lib/model/schema.js';
import { arr, du, lit, num, obj, optional, scalar, str, unres } from './builders.js';

describe('reportable properties', () => {
  it('keeps the untyped, unrepresentable and unknown ones, at their paths, and no typed one', () => {
    const typed: SchemaNode = { type: 'string', checks: [], opaque: 'ZodString' };
    const set = variantSet(
      du('op', [
        obj({ op: lit('a'), text: str(), meta: scalar('any'), when: optional(scalar('date')) }),
        obj({ op: lit('b'), items: arr(obj({ n: num(), raw: scalar('unknown') })), tags: arr(arr(scalar('bigint'))) }),
        obj({ op: lit('c'), fromType: typed, lost: unres('not followed') }),
      ]),
    );
    expect(reportableProperties(set).map((p) => `${p.variant.label}:${p.path}:${p.facts.base.type}`)).toEqual([
      'a:meta:any',
      'a:when:date',
      // Breadth-first within a variant: `tags[][]` is a key of the variant, `items[].raw` one level down.
      'b:tags[][]:bigint',
      'b:items[].raw:unknown',
      'c:fromType:string',
      'c:lost:unresolved',
    ]);
  });
});
