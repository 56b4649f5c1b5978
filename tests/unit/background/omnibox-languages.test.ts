import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  classifyOmniboxInput,
  ENGLISH_OMNIBOX_WORDS,
  foldWord,
  type OmniboxPrefix,
  omniboxWords,
  routeForIntent,
} from '@/lib/background/omnibox-input';
import { defaultDescription, omniboxSuggestions } from '@/lib/background/omnibox-suggestions';
import { loadMessages, type MessageKey, t } from '@/lib/i18n/catalogue';
import { LANGUAGES, type Locale } from '@/lib/i18n/languages';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { createReferenceIndex } from '@/lib/research/reference-filter';
import { routeToFragment } from '@/lib/ui/sidebar-location';
import { INDUSTRIES, MARKETS, PRODUCTS, VENDORS } from './reference-fixtures';

// The omnibox's prefix words in the rep's language (`bl anbieter relaytics` in German), beside English's, which
// always work; the suggestions complete to the rep's language's word.

const lists = {
  vendors: createReferenceIndex(VENDORS),
  markets: createReferenceIndex(MARKETS),
  products: createReferenceIndex(PRODUCTS),
  industries: createReferenceIndex(INDUSTRIES),
};
const chrome = { markup: true };
const firefox = { markup: false };

/** Each prefix and its word's message. */
const KEYS: [OmniboxPrefix, MessageKey][] = [
  ['account', 'background.omniboxInput.prefixAccount'],
  ['vendor', 'background.omniboxInput.prefixVendor'],
  ['markets', 'background.omniboxInput.prefixMarket'],
  ['products', 'background.omniboxInput.prefixProduct'],
  ['industries', 'background.omniboxInput.prefixIndustry'],
];

/** Where the sidebar opens for a text, read with the loaded language's words. */
function opens(text: string): string {
  const intent = classifyOmniboxInput(text, omniboxWords());
  if (!intent) throw new Error('no intent');
  return routeToFragment(routeForIntent(intent, lists));
}

function inLanguage(locale: Locale) {
  beforeAll(() => loadMessages(MESSAGE_AREAS, locale));
  afterAll(() => loadMessages(MESSAGE_AREAS, 'en'));
}

describe('German', () => {
  inLanguage('de');

  it.each([
    ['anbieter relaytics', { kind: 'vendor', text: 'relaytics' }],
    ['Anbieter   Relaytics', { kind: 'vendor', text: 'Relaytics' }],
    ['ANBIETER', { kind: 'vendor', text: '' }],
    ['vendor relaytics', { kind: 'vendor', text: 'relaytics' }],
    ['markt Sales Engagement', { kind: 'filter', list: 'markets', text: 'Sales Engagement' }],
    ['market Sales Engagement', { kind: 'filter', list: 'markets', text: 'Sales Engagement' }],
    ['produkt Relaytics CRM', { kind: 'filter', list: 'products', text: 'Relaytics CRM' }],
    ['branche logistik', { kind: 'filter', list: 'industries', text: 'logistik' }],
    ['account acme.com', { kind: 'account', id: 'acme.com' }],
    ['anbieterrelaytics', { kind: 'search', text: 'anbieterrelaytics' }],
  ])('reads %j as %j', (text, intent) => {
    expect(classifyOmniboxInput(text, omniboxWords())).toEqual(intent);
  });

  it('reads English alone unless given the words', () => {
    expect(classifyOmniboxInput('anbieter relaytics')).toEqual({
      kind: 'search',
      text: 'anbieter relaytics',
    });
  });

  it('opens what the German words name', () => {
    expect(opens('anbieter relaytics')).toBe('#vendor/relaytics');
    expect(opens('markt sales engagement')).toBe('#research/interviews?in_market_for%5B%5D=Sales+Engagement');
  });

  it('completes to the German word, which reads back as what it offers', () => {
    const suggest = (text: string) =>
      omniboxSuggestions(classifyOmniboxInput(text, omniboxWords()), lists, chrome).map(
        (line) => line.content,
      );
    expect(suggest('anbieter rel')).toEqual(['anbieter relaytics']);
    expect(suggest('vendor rel')).toEqual(['anbieter relaytics']);
    expect(suggest('rel')).toEqual(['anbieter relaytics', 'produkt Relaytics CRM']);
    expect(suggest('logistics')).toEqual(['branche Logistics & Supply Chain']);
    expect(suggest('engagement')).toEqual(['markt Sales Engagement']);
    expect(opens('anbieter relaytics')).toBe('#vendor/relaytics');
    expect(opens('branche Logistics & Supply Chain')).toBe(
      '#research/interviews?industry%5B%5D=Logistics+%26+Supply+Chain',
    );
  });

  it('names its own word in the hint', () => {
    expect(defaultDescription(null, firefox)).toBe(
      'Eine Domain, „anbieter <Name>“ oder Suchbegriffe für Interviews',
    );
  });
});

describe('French', () => {
  inLanguage('fr');

  it.each([
    'éditeur relaytics',
    'editeur relaytics',
    'Éditeur relaytics',
    'EDITEUR relaytics',
    'vendor relaytics',
  ])('reads %j as the vendor, accents or not', (text) => {
    expect(classifyOmniboxInput(text, omniboxWords())).toEqual({ kind: 'vendor', text: 'relaytics' });
  });

  it('reads its other words whatever their accents', () => {
    expect(opens('marche sales engagement')).toBe(
      '#research/interviews?in_market_for%5B%5D=Sales+Engagement',
    );
    expect(opens('marché sales engagement')).toBe(
      '#research/interviews?in_market_for%5B%5D=Sales+Engagement',
    );
    expect(opens('compte acme.com')).toBe('#account/acme.com');
    expect(opens('secteur logistics & supply chain')).toBe(
      '#research/interviews?industry%5B%5D=Logistics+%26+Supply+Chain',
    );
  });

  it('completes to the French word, as French writes it', () => {
    expect(
      omniboxSuggestions(classifyOmniboxInput('editeur rel', omniboxWords()), lists, chrome).map(
        (line) => line.content,
      ),
    ).toEqual(['éditeur relaytics']);
  });
});

describe('Japanese', () => {
  inLanguage('ja');

  it('reads its words, after an ideographic space too, and English typed full width or half width', () => {
    expect(opens('ベンダー relaytics')).toBe('#vendor/relaytics');
    expect(opens('ベンダー\u3000relaytics')).toBe('#vendor/relaytics');
    expect(opens('ﾍﾞﾝﾀﾞｰ relaytics')).toBe('#vendor/relaytics');
    expect(opens('ｖｅｎｄｏｒ relaytics')).toBe('#vendor/relaytics');
    expect(opens('取引先 acme.com')).toBe('#account/acme.com');
    expect(opens('製品 Relaytics CRM')).toBe('#research/interviews?products%5B%5D=Relaytics+CRM');
  });

  it('tells a kana from its voiced form', () => {
    expect(classifyOmniboxInput('ヘンター relaytics', omniboxWords())?.kind).toBe('search');
  });
});

describe('Hebrew', () => {
  inLanguage('he');

  it('reads its words', () => {
    expect(opens('ספק relaytics')).toBe('#vendor/relaytics');
    expect(opens('שוק sales engagement')).toBe('#research/interviews?in_market_for%5B%5D=Sales+Engagement');
  });
});

describe.each(LANGUAGES)('the words in %s', (language) => {
  inLanguage(language);

  it('are single words, each its own, and the hint names the vendor word', () => {
    const words = omniboxWords();
    for (const [prefix, key] of KEYS) {
      // None was left out for naming something else (or for being no word).
      expect(words.write[prefix]).toBe(t(key));
      expect(words.read.get(foldWord(words.write[prefix]))).toBe(prefix);
      // English's still work.
      expect(words.read.get(foldWord(ENGLISH_OMNIBOX_WORDS.write[prefix]))).toBe(prefix);
    }
    expect(t('background.omniboxSuggestions.hint')).toContain(`${words.write.vendor} <`);
  });
});

describe('before the messages are loaded', () => {
  afterEach(async () => {
    await loadMessages(MESSAGE_AREAS, 'en');
    vi.restoreAllMocks();
  });

  it('reads English alone, without throwing or logging a missing message, when the language has none yet', async () => {
    const missing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The worker's catalogue switched to German, its messages not read yet.
    await loadMessages([], 'de');
    const words = omniboxWords();
    expect(words.write).toEqual(ENGLISH_OMNIBOX_WORDS.write);
    expect(classifyOmniboxInput('anbieter relaytics', words)).toEqual({
      kind: 'search',
      text: 'anbieter relaytics',
    });
    expect(classifyOmniboxInput('vendor relaytics', words)).toEqual({ kind: 'vendor', text: 'relaytics' });
    expect(missing).not.toHaveBeenCalled();
  });

  it('reads English alone in the pseudo-locale, without asking the catalogue', () => {
    return loadMessages(MESSAGE_AREAS, 'en-XA').then(() => {
      expect(omniboxWords()).toBe(ENGLISH_OMNIBOX_WORDS);
    });
  });
});
