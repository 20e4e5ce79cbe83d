import { describe, expect, it } from 'vitest';
import { FindingList } from '../../lib/analysis/finding-list.js';
import type { Finding } from '../../lib/analysis/findings.js';
import { span as at } from './builders.js';

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    rule: 'no-hidden-collided-check',
    messageId: 'hiddenCheck',
    path: 'text',
    variants: ['A'],
    data: { path: 'text', marker: '.trim()' },
    span: at(5, 11),
    ...overrides,
  };
}

describe('FindingList: each finding kept once, as it is added', () => {
  it('keeps the first of two equal findings at one place, and the order of the rest', () => {
    const list = new FindingList();
    const first = finding();
    const second = finding({ path: 'other', data: { path: 'other', marker: '.trim()' } });
    list.add(first);
    list.add(finding());
    list.add(second);
    list.add(finding({ variants: ['B'] }));
    expect(list.items).toEqual([first, second]);
    expect(list.items[0]).toBe(first);
  });

  it('keeps findings that start at one place but say different things', () => {
    const list = new FindingList();
    list.add(finding());
    list.add(finding({ messageId: 'other' }));
    list.add(finding({ span: at(5, 12) }));
    list.add(finding({ span: at(5, 11, '/p/other.ts') }));
    list.add(finding({ data: { path: 'text', marker: '.refine()' } }));
    list.add(finding({ data: { path: 'text', marker: '.trim()', extra: 'x' } }));
    expect(list.items).toHaveLength(6);
    // Each of them again: nothing new.
    list.addAll(list.items.slice());
    expect(list.items).toHaveLength(6);
  });

  it('keeps a finding placed in another module once per union, unless both are reported at one place of this file', () => {
    const list = new FindingList();
    const [vo, ro] = [{}, {}];
    const foreign = (anchor: Finding['anchor']) => finding({ span: at(40, 46, '/p/parts.ts'), ...(anchor ? { anchor } : {}) });
    // Through two unions, each reporting it at its own option: two reports.
    list.add(foreign(at(100, 110)), vo);
    list.add(foreign(at(200, 210)), ro);
    expect(list.items).toHaveLength(2);
    // Through the same union again: nothing new.
    list.add(foreign(at(300, 310)), vo);
    expect(list.items).toHaveLength(2);
    // An inner union both list (`z.union([Inner, C])` twice): one option of this file brings it in, one report.
    const shared = new FindingList();
    shared.add(foreign(at(300, 310)), vo);
    shared.add(foreign(at(300, 310)), ro);
    expect(shared.items).toHaveLength(1);
  });

  it('compares findings without a place (models of live objects) by all they say', () => {
    const list = new FindingList();
    const { span: _span, ...placeless } = finding();
    list.add(placeless);
    list.add({ ...placeless });
    list.add({ ...placeless, data: { ...placeless.data, marker: '.refine()' } });
    expect(list.items).toHaveLength(2);
    expect(list.items.every((item) => item.span === undefined)).toBe(true);
  });

  // One schema 8,000 options of a `.map()`-made union share: a finding per option at one place.
  // Past a few at one start, this file's are kept by key (comparing each with every earlier one
  // there was quadratic), and they compare as before: the data's names in any order.
  it('keeps many findings at one place once each, the data in any order, beside another module\'s at that offset', () => {
    const list = new FindingList();
    const unionA = {};
    const unionB = {};
    const variant = (i: number, reversed = false): Finding =>
      finding({ variants: [`option ${i}`], data: reversed ? { variant: `option ${i}`, path: 'at' } : { path: 'at', variant: `option ${i}` } });
    for (let i = 0; i < 100; i++) list.add(variant(i), unionA);
    const foreign = finding({ span: at(5, 11, '/p/other.ts') });
    list.add(foreign, unionA);
    list.add(finding({ span: at(5, 11, '/p/other.ts') }), unionA);
    list.add(finding({ span: at(5, 11, '/p/other.ts') }), unionB);
    expect(list.items).toHaveLength(102);
    for (let i = 0; i < 100; i++) list.add(variant(i, true), unionB);
    list.add(variant(100, true));
    expect(list.items).toHaveLength(103);
    expect(list.items.slice(0, 100).map((item) => item.variants[0])).toEqual(Array.from({ length: 100 }, (_, i) => `option ${i}`));
    expect(list.items[100]).toBe(foreign);
  });

  it('keeps every different finding and no repeat, through the table\'s growth and its collisions', () => {
    const list = new FindingList();
    const many: Finding[] = [];
    // Distinct places, nearby and far apart; and 300 different findings at one place.
    for (let i = 0; i < 5_000; i++) many.push(finding({ span: at(i * (i % 7 === 0 ? 4_099 : 3), i * 3 + 2) }));
    for (let i = 0; i < 300; i++) many.push(finding({ data: { path: 'text', marker: `.refine(${i})` } }));
    for (const item of many) list.add(item);
    const keyOf = (item: Finding) => `${item.span!.range[0]}:${item.span!.range[1]}:${item.data['marker']}`;
    const firstOf = new Map<string, Finding>();
    for (const item of many) if (!firstOf.has(keyOf(item))) firstOf.set(keyOf(item), item);
    expect(list.items).toHaveLength(firstOf.size);
    // Each again, as copies: nothing new, and the first of each is what stays, in order.
    for (const item of many) list.add({ ...item });
    expect(list.items).toHaveLength(firstOf.size);
    [...firstOf.values()].forEach((item, i) => expect(list.items[i]).toBe(item));
  });
});
