import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '@/wxt.config';

// The store listing in the browser's language. The manifest names its messages (`__MSG_extName__`), the
// browser takes them from public/_locales/<code>/messages.json (WXT copies public/ into the build), and English
// stands in for any language that is not there. Terms and style: docs/glossary.md.

const ROOT = resolve(__dirname, '../../..');
const LOCALES_DIR = resolve(ROOT, 'public/_locales');
/** The languages Buyer Lens ships, as the browsers spell their folders. Adding one starts here. */
const LANGUAGES = ['de', 'en', 'es', 'fr', 'he', 'ja', 'pt_BR'];
/** The Chrome Web Store's limit on the manifest's description (and the store's summary line). */
const DESCRIPTION_LIMIT = 132;
/** Chrome's limit on the manifest's name. */
const NAME_LIMIT = 75;
/** What the browser shows of the toolbar button's title and the shortcut's description (docs/glossary.md). */
const BROWSER_TEXT_LIMIT = 60;

type Messages = Record<string, { message: string; description?: string }>;

function messagesOf(code: string): Messages {
  return JSON.parse(readFileSync(resolve(LOCALES_DIR, code, 'messages.json'), 'utf8')) as Messages;
}

/** The manifest wxt.config.ts declares for a browser (what WXT starts from before adding entrypoints). */
async function manifestFor(browser: 'chrome' | 'firefox') {
  const manifest = config.manifest;
  const env = { browser, manifestVersion: 3 as const, mode: 'production', command: 'build' as const };
  return (typeof manifest === 'function' ? await manifest(env) : manifest) ?? {};
}

const english = messagesOf('en');

describe('store listing: public/_locales', () => {
  it('has exactly the languages Buyer Lens ships', () => {
    const present = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(present).toEqual(LANGUAGES);
  });

  it.each(LANGUAGES)('%s: the same messages as English, each with a note for translators', (code) => {
    const messages = messagesOf(code);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, entry] of Object.entries(messages)) {
      // Chrome refuses a messages.json whose names use anything else.
      expect(key).toMatch(/^[A-Za-z0-9_@]+$/);
      expect(entry.message.trim(), `${code} ${key}`).not.toBe('');
      expect(entry.description?.trim(), `${code} ${key}: description for translators`).toBeTruthy();
    }
  });

  it.each(LANGUAGES)('%s: the name is "Buyer Lens", never translated', (code) => {
    expect(messagesOf(code).extName?.message).toBe('Buyer Lens');
    expect([...'Buyer Lens'].length).toBeLessThanOrEqual(NAME_LIMIT);
  });

  it.each(LANGUAGES)(`%s: the description fits the store's ${DESCRIPTION_LIMIT} characters`, (code) => {
    const description = messagesOf(code).extDescription?.message ?? '';
    // Counted both ways: in code points (what a reader sees) and in UTF-16 units (what some checks count).
    expect([...description].length, description).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(description).not.toMatch(/__MSG_|\$[A-Za-z0-9_]+\$/);
  });

  it.each(LANGUAGES)(
    `%s: the toolbar title is "Buyer Lens", the shortcut's description fits ${BROWSER_TEXT_LIMIT} characters`,
    (code) => {
      const messages = messagesOf(code);
      expect(messages.actionTitle?.message).toBe('Buyer Lens');
      const description = messages.commandOpenSidebar?.message ?? '';
      expect(description.trim()).not.toBe('');
      expect([...description].length, description).toBeLessThanOrEqual(BROWSER_TEXT_LIMIT);
      expect(description, description).toContain('Buyer Lens');
    },
  );
});

describe('store listing: the manifest (wxt.config.ts)', () => {
  it.each(['chrome', 'firefox'] as const)(
    '%s: name and description come from _locales, English by default',
    async (browser) => {
      const manifest = await manifestFor(browser);
      expect(manifest).toMatchObject({
        default_locale: 'en',
        name: '__MSG_extName__',
        description: '__MSG_extDescription__',
      });
    },
  );

  it.each(['chrome', 'firefox'] as const)(
    "%s: the toolbar button's title and the shortcut's description come from _locales",
    async (browser) => {
      const manifest = await manifestFor(browser);
      expect(manifest).toMatchObject({
        action: { default_title: '__MSG_actionTitle__' },
        commands: { 'open-sidebar': { description: '__MSG_commandOpenSidebar__' } },
      });
    },
  );

  it.each(['chrome', 'firefox'] as const)(
    '%s: every message the manifest names is in English',
    async (browser) => {
      const named = [...JSON.stringify(await manifestFor(browser)).matchAll(/__MSG_(\w+?)__/g)].map(
        (match) => match[1],
      );
      expect(named.length).toBeGreaterThan(0);
      for (const name of named) expect(Object.keys(english), `__MSG_${name}__`).toContain(name);
    },
  );
});
