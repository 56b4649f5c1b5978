import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLocale, textDirection } from '@/lib/i18n/languages';

describe('the rep’s language', () => {
  it('follows the browser’s preferences, best first, to a language we speak', () => {
    expect(matchLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(matchLanguage(['nl-NL', 'fr-CA'])).toBe('fr');
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['pt_BR'])).toBe('pt-BR');
    expect(matchLanguage(['iw'])).toBe('he');
    expect(matchLanguage(['ja-JP'])).toBe('ja');
    expect(matchLanguage(['nl', 'sv'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });

  it('takes the rep’s choice over the browser’s, and ignores a setting it does not know', () => {
    expect(resolveLocale('es', ['de'])).toBe('es');
    expect(resolveLocale('browser', ['de'])).toBe('de');
    expect(resolveLocale('klingon', ['ja'])).toBe('ja');
    expect(resolveLocale(undefined, ['he-IL'])).toBe('he');
    expect(resolveLocale('en-XA', ['de'])).toBe('en-XA');
  });

  it('mirrors the layout for Hebrew only', () => {
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
  });
});
