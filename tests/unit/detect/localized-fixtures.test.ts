import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_LANGUAGES,
  LOCALIZED_SOURCES,
  localizedFixtures,
  translate,
} from '../../fixtures/pages/localize';
import { PAGES_DIR } from './fixture-pages';

// The localized pages are generated from the English ones by tests/fixtures/pages/localize.ts, which stops on
// any visible text or translatable attribute it neither translates nor knows as record data. This checks that
// what is on disk is what it makes now (so a changed source page or translation is regenerated, not left stale).

describe('the localized fixture pages', () => {
  const { files, manifest } = localizedFixtures();

  it('has every record page in fr, de, es, ja and pt-BR', () => {
    expect(files.size).toBe(LOCALIZED_SOURCES.length * FIXTURE_LANGUAGES.length);
  });

  it('matches what tests/fixtures/pages/localize.ts generates (run it after changing a source page)', () => {
    for (const [file, html] of files) expect(readFileSync(resolve(PAGES_DIR, file), 'utf8'), file).toBe(html);
    const onDisk = JSON.parse(readFileSync(resolve(PAGES_DIR, 'manifest.json'), 'utf8')) as unknown;
    expect(onDisk).toEqual(manifest);
  });

  it('translates what the product translates: no English label the adapters read is left', () => {
    for (const [file, html] of files) {
      const [surface = '', language = 'fr'] = file.split('/');
      for (const english of ['Website', 'Email', 'Account Name', 'Visit website', 'Company domain name']) {
        // Where the product keeps the English word (German "Website", Portuguese "Email"), it may stay.
        if (translate(language as (typeof FIXTURE_LANGUAGES)[number], english, surface) === english) continue;
        for (const written of [`>${english}<`, `"${english}"`]) {
          expect(html.includes(written), `${file} still shows ${written}`).toBe(false);
        }
      }
    }
  });
});
