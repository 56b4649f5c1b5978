import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  formatMessageParts,
  MessageSyntaxError,
  messageSignature,
} from '@/lib/i18n/message-format';

describe('formatMessage', () => {
  it('fills values, writing numbers the language’s way', () => {
    expect(formatMessage('{name} has {count} interviews', 'en', { name: 'Acme', count: 1234 })).toBe(
      'Acme has 1,234 interviews',
    );
    expect(formatMessage('{count} Interviews', 'de', { count: 1234.5 })).toBe('1.234,5 Interviews');
  });

  it('chooses plural branches by the language’s rules, exact matches first', () => {
    const pattern = '{count, plural, =0 {No accounts} one {# account} other {# accounts}}';
    expect(formatMessage(pattern, 'en', { count: 0 })).toBe('No accounts');
    expect(formatMessage(pattern, 'en', { count: 1 })).toBe('1 account');
    expect(formatMessage(pattern, 'en', { count: 2500 })).toBe('2,500 accounts');
    // French counts 0 and 1 as "one"; Hebrew has a dual.
    expect(formatMessage('{n, plural, one {# compte} other {# comptes}}', 'fr', { n: 0 })).toBe('0 compte');
    expect(
      formatMessage('{n, plural, one {חשבון אחד} two {שני חשבונות} other {# חשבונות}}', 'he', { n: 2 }),
    ).toBe('שני חשבונות');
  });

  it('chooses select branches, else other', () => {
    const pattern = '{kind, select, vendor {A vendor} other {A buyer}}';
    expect(formatMessage(pattern, 'en', { kind: 'vendor' })).toBe('A vendor');
    expect(formatMessage(pattern, 'en', { kind: 'anything' })).toBe('A buyer');
  });

  it('keeps apostrophes as text, and quotes syntax characters', () => {
    expect(formatMessage("Buyer Lens's view of l'entreprise", 'en')).toBe(
      "Buyer Lens's view of l'entreprise",
    );
    expect(formatMessage("Type '{name}' literally, it''s fine", 'en', { name: 'x' })).toBe(
      "Type {name} literally, it's fine",
    );
  });

  it('returns tagged parts for the component to render, and their text in formatMessage', () => {
    const pattern = 'Add your key in <link>Options</link> to see {name}.';
    expect(formatMessageParts(pattern, 'en', { name: 'Acme' })).toEqual([
      'Add your key in ',
      { tag: 'link', children: ['Options'] },
      ' to see Acme.',
    ]);
    expect(formatMessage(pattern, 'en', { name: 'Acme' })).toBe('Add your key in Options to see Acme.');
  });

  it('shows a missing value as its placeholder rather than a blank', () => {
    expect(formatMessage('Hello {name}', 'en')).toBe('Hello {name}');
  });

  it('refuses malformed messages with the place of the fault', () => {
    expect(() => formatMessage('{count, plural, one {x}}', 'en', { count: 1 })).toThrow(/no "other" branch/);
    expect(() => formatMessage('Hello {name', 'en')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('<b>bold', 'en')).toThrow(/not closed/);
    expect(() => formatMessage('{x, date}', 'en')).toThrow(/unknown argument type/);
  });
});

describe('messageSignature', () => {
  it('lists what a translation must keep: values, branches and tags', () => {
    expect(
      messageSignature(
        '{name}: {count, plural, one {# <b>item</b>} other {# <b>items</b> of {total, number}}}',
      ),
    ).toEqual(['<b>', 'count:plural', 'name', 'total']);
  });
});
