import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { messageSignature } from '@/lib/i18n/message-format';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';

// Every language says everything English says, no more, with the same values, branches and tags.

const FOLDER = join(import.meta.dirname, '../../../public/i18n');

function messages(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(FOLDER, language, `${area}.json`), 'utf8'));
}

/** The plural branches a message gives, for each of its plural arguments. */
function pluralBranches(pattern: string): string[][] {
  const branches: string[][] = [];
  for (const match of pattern.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
    let depth = 0;
    let position = (match.index ?? 0) + match[0].length;
    const keys: string[] = [];
    let word = '';
    for (; position < pattern.length; position++) {
      const char = pattern[position];
      if (char === '{') {
        if (depth === 0) keys.push(word.trim());
        word = '';
        depth++;
      } else if (char === '}') {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0) word += char;
    }
    branches.push(keys.filter((key) => !key.startsWith('=') && !key.startsWith('offset:')));
  }
  return branches;
}

describe.each(MESSAGE_AREAS)('the %s messages', (area) => {
  const english = messages('en', area);

  it('are well formed in English', () => {
    for (const [key, pattern] of Object.entries(english))
      expect(() => messageSignature(pattern), key).not.toThrow();
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'are complete and faithful in %s',
    (language) => {
      const translated = messages(language, area);
      expect(Object.keys(translated).sort(), `${language}/${area}.json keys`).toEqual(
        Object.keys(english).sort(),
      );
      // French, Spanish and Portuguese have a "many" form for exact millions ("1 000 000 de comptes"): a count of
      // accounts never is one, and it falls back to "other".
      const categories = new Intl.PluralRules(language)
        .resolvedOptions()
        .pluralCategories.filter((category) => category !== 'many');
      for (const [key, pattern] of Object.entries(translated)) {
        expect(typeof pattern, key).toBe('string');
        expect(messageSignature(pattern), `${language}/${area}.json "${key}"`).toEqual(
          messageSignature(english[key] as string),
        );
        // Each plural gives every form the language has (German "1 Accounts" is a bug, Hebrew has a dual).
        for (const branches of pluralBranches(pattern))
          for (const category of categories)
            expect(branches, `${language}/${area}.json "${key}" lacks its "${category}" form`).toContain(
              category,
            );
      }
    },
  );
});
