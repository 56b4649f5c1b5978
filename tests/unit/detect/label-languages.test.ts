import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';
import {
  ACCOUNT_NAME_LABELS,
  COMPANY_DOMAIN_LABELS,
  EMAIL_FIELD_LABELS,
  LABEL_LANGUAGES,
  type LabelTable,
  VISIT_WEBSITE_LABELS,
  WEBSITE_LABELS,
} from '@/lib/detect/field-labels';
import { comparable, loadPage, PAGES_DIR, readManifest, removeHook } from './fixture-pages';

// Every language of the label table on real page structures, including those without localized fixture pages
// (it, nl, zh-CN, ko, sv): each English record page that declares a primary hook loses it, and the labels the
// adapter then reads are written in the language (capitalised as products write them). The adapter must find
// the same company by the label alone. (The fixture pages in fr, de, es, ja and pt-BR translate everything.)

const READ_LABELS: readonly [english: string, table: LabelTable][] = [
  ['Company domain name', COMPANY_DOMAIN_LABELS],
  ['Visit website', VISIT_WEBSITE_LABELS],
  ['Account Name', ACCOUNT_NAME_LABELS],
  ['Website', WEBSITE_LABELS],
  ['Email', EMAIL_FIELD_LABELS],
];

const hooked = readManifest().filter((page) => page.hook && !/^[^/]+\/[a-zA-Z-]+\//.test(page.file));
const windows: { happyDOM: { close(): Promise<void> } }[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/** `label` as products write it: its first letter capitalised (the table holds labels in lower case). */
function written(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The page with each read label, as a text or an attribute value, in `language`. */
function inLanguage(html: string, language: (typeof LABEL_LANGUAGES)[number]): string {
  let out = html;
  for (const [english, table] of READ_LABELS) {
    const label = written(table[language][0] ?? english);
    out = out.replaceAll(`>${english}<`, `>${label}<`).replaceAll(`"${english}"`, `"${label}"`);
  }
  return out;
}

describe.each(LABEL_LANGUAGES.map((language) => [language] as const))('labels in %s', (language) => {
  it.each(hooked.map((page) => [page.file, page] as const))('%s without its hook', (_file, page) => {
    const html = inLanguage(readFileSync(resolve(PAGES_DIR, page.file), 'utf8'), language);
    const window = loadPage(page, html);
    windows.push(window);
    const document = window.document as unknown as Document;
    removeHook(document, page.hook ?? '');
    expect(comparable(detectCompany(document, page.url))).toEqual(page.expected);
  });
});
