import { describe, expect, it } from 'vitest';
import type { Finding } from '../../lib/analysis/findings.js';
import { analyze } from '../../lib/analysis/findings.js';
import { MESSAGES, formatMessage, messageOf } from '../../lib/report/messages.js';
import { du, lit, obj, span, str, trim } from './builders.js';

describe('formatMessage', () => {
  it('replaces {{name}} with data.name, also with inner spaces, every occurrence', () => {
    expect(formatMessage('{{a}} and {{ b }} and {{a}}', { a: 'x', b: 'y' })).toBe('x and y and x');
  });

  it('leaves placeholders without data as written', () => {
    expect(formatMessage('{{a}} {{missing}}', { a: '1' })).toBe('1 {{missing}}');
  });

  it('does not read data from the prototype', () => {
    expect(formatMessage('{{constructor}} {{toString}} {{__proto__}}', {})).toBe('{{constructor}} {{toString}} {{__proto__}}');
    const data = Object.create({ inherited: 'no' }) as Record<string, string>;
    expect(formatMessage('{{inherited}}', data)).toBe('{{inherited}}');
  });

  it('inserts data literally (no $-patterns, no re-expansion of placeholders)', () => {
    expect(formatMessage('[{{a}}]', { a: "$& $1 $$ $' {{b}}", b: 'B' })).toBe("[$& $1 $$ $' {{b}}]");
  });

  it('allows own keys named like Object.prototype members', () => {
    expect(formatMessage('{{constructor}}', { constructor: 'c' })).toBe('c');
  });

  it('leaves text without placeholders alone', () => {
    expect(formatMessage('no placeholders { here }', { a: 'x' })).toBe('no placeholders { here }');
    expect(formatMessage('', {})).toBe('');
  });
});

describe('messageOf', () => {
  it('fills the rule template with the finding data', () => {
    const u = du('kind', [obj({ kind: lit('setText'), text: str(trim(span(1))) }), obj({ kind: lit('setButton'), text: str() })]);
    const [finding] = analyze([u]).findings('no-hidden-collided-check');
    expect(messageOf(finding!)).toBe(
      "Collided field 'text': .trim() is an overwrite that rewrites the value and runs only in variant setText, not in variant setButton. " +
        'JSON Schema cannot show it, so the flattened schema advertises one field that validates differently per variant. ' +
        "Apply that call in every variant that declares 'text', or give the variants different keys.",
    );
  });

  it('leaves no placeholder unfilled in a message built from a finding', () => {
    const finding: Finding = {
      rule: 'no-hidden-collided-check',
      messageId: 'hiddenCheck',
      path: 'o.p',
      variants: ['A'],
      data: { path: 'o.p', marker: '.refine()', what: 'a custom check', withVariants: 'variant A', withoutVariants: 'variant B' },
    };
    const text = messageOf(finding);
    expect(text).not.toMatch(/\{\{|\}\}/u);
    expect(text).toBe(formatMessage(MESSAGES['no-hidden-collided-check'].hiddenCheck, finding.data));
  });

  it('falls back to the message id when the rule has no such template', () => {
    const finding: Finding = { rule: 'no-hidden-collided-check', messageId: 'noSuchMessage', path: 'x', variants: [], data: {} };
    expect(messageOf(finding)).toBe('noSuchMessage');
  });

  it('does not take an Object.prototype member for a template', () => {
    const base: Finding = { rule: 'no-hidden-collided-check', messageId: 'x', path: 'x', variants: [], data: {} };
    for (const messageId of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect(messageOf({ ...base, messageId })).toBe(messageId);
    }
  });
});
