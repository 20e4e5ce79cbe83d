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

  it('compares findings without a place (models of live objects) by all they say', () => {
    const list = new FindingList();
    const { span: _span, ...placeless } = finding();
    list.add(placeless);
    list.add({ ...placeless });
    list.add({ ...placeless, data: { ...placeless.data, marker: '.refine()' } });
    expect(list.items).toHaveLength(2);
    expect(list.items.every((item) => item.span === undefined)).toBe(true);
  });
});
