import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIELD_LABELS,
  LABEL_LANGUAGES,
  type LabelledField,
  labelsOf,
  WEBSITE_LABELS,
} from '@/lib/detect/field-labels';
import { fieldValues, normalizeLabel } from '@/lib/detect/fields';

// Labels are data: per field and language, each with where it came from.

const SOURCE = readFileSync(resolve(__dirname, '../../../lib/detect/field-labels.ts'), 'utf8');
const FIELDS = Object.keys(FIELD_LABELS) as LabelledField[];

describe('the label table (lib/detect/field-labels.ts)', () => {
  it('covers the eleven languages for every field, each with at least one label', () => {
    expect(LABEL_LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'ja', 'zh-CN', 'ko', 'sv']);
    for (const field of FIELDS) {
      expect(Object.keys(FIELD_LABELS[field]).sort(), field).toEqual([...LABEL_LANGUAGES].sort());
      for (const language of LABEL_LANGUAGES) expect(FIELD_LABELS[field][language].length).toBeGreaterThan(0);
    }
  });

  it('writes each label as normalizeLabel reads it (so each is written once)', () => {
    for (const label of labelsOf(...Object.values(FIELD_LABELS)))
      expect(normalizeLabel(label), label).toBe(label);
  });

  it('says where every language entry comes from: observed, a vendor page, or approximated', () => {
    const lines = SOURCE.split('\n');
    const entries = lines.flatMap((line, index) =>
      /^\s+(?:[a-z]{2}|'[a-z]{2}-[A-Z]{2}'): \[/.test(line) ? [index] : [],
    );
    expect(entries.length).toBe(FIELDS.length * LABEL_LANGUAGES.length);
    for (const index of entries) {
      expect(lines[index - 1], lines[index]).toMatch(/^\s+\/\/ (?:observed|approximated|https:\/\/)/);
    }
  });
});

describe('matching a label as pages write it', () => {
  const windows: Window[] = [];
  afterAll(async () => {
    await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
  });

  function websiteOn(label: string): string[] {
    const window = new Window({ url: 'https://crm.example/' });
    windows.push(window);
    const document = window.document as unknown as Document;
    const term = document.createElement('dt');
    term.textContent = label;
    const value = document.createElement('dd');
    value.textContent = 'acme.example';
    const list = document.createElement('dl');
    list.append(term, value);
    document.body.append(list);
    return fieldValues(document, labelsOf(WEBSITE_LABELS));
  }

  it.each([
    ['Site Web', 'case'],
    ['SITE WEB :', 'a French colon after a space'],
    ['Site\u00a0Web\u00a0:', 'NBSP inside and before the colon'],
    ['Site Web\u202f:', 'narrow NBSP before the colon'],
    ['Web サイト：', 'a full-width colon'],
    ['Webサイト', 'no space'],
    ['* Sitio web *', 'required-field asterisks'],
    ['网站:', 'a colon'],
    ['웹 사이트', 'Korean'],
    ['Webbplats', 'Swedish'],
  ])('reads "%s" (%s)', (label) => {
    expect(websiteOn(label)).toEqual(['acme.example']);
  });

  it('does not read a label it does not know', () => {
    expect(websiteOn('Site map')).toEqual([]);
  });
});
