import { afterEach, describe, expect, it } from 'vitest';
import { pageListOf } from '@/lib/background/page-lists';
import { findPageListIn } from '@/lib/detect/find';
import { SITE_ADAPTERS } from '@/lib/detect/sites';
import type { PageList } from '@/lib/detect/types';
import { loadPage, readManifest, removeHook } from './fixture-pages';

// "Add the companies on this page": each list fixture's rows as the list reader and the background read them,
// with the reader's primary hook and without it; every other fixture page (a record, a feed, a website) offers
// no list: a record open over a list wins.
const pages = readManifest();
const windows: { happyDOM: { close(): Promise<void> } }[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

function companiesOf(list: PageList | null): string[] {
  return (list?.companies ?? []).map((company) => company.domain ?? `name:${company.companyName}`);
}

function readList(page: (typeof pages)[number], change?: (document: Document) => void): string[] {
  const window = loadPage(page);
  windows.push(window);
  const document = window.document as unknown as Document;
  change?.(document);
  const candidate = findPageListIn(SITE_ADAPTERS, document, page.url);
  return companiesOf(candidate ? pageListOf(candidate) : null);
}

describe('the companies a list page shows', () => {
  const lists = pages.filter((page) => page.list);
  it('has list pages to read', () => expect(lists.length).toBeGreaterThanOrEqual(2));

  it.each(lists.map((page) => [page.file, page] as const))('%s', (_file, page) => {
    expect(readList(page)).toEqual(page.list);
  });

  it.each(lists.filter((page) => page.listHook).map((page) => [page.file, page.listHook, page] as const))(
    '%s without %s',
    (_file, hook, page) => {
      let removed = 0;
      expect(
        readList(page, (document) => {
          removed = removeHook(document, hook ?? '');
        }),
      ).toEqual(page.list);
      expect(removed).toBeGreaterThan(0);
    },
  );

  it.each(pages.filter((page) => !page.list).map((page) => [page.file, page] as const))(
    '%s offers no list',
    (_file, page) => {
      expect(readList(page)).toEqual([]);
    },
  );
});

describe('pageListOf', () => {
  it('reads each row as a record field, each company once, a junk website by its name', () => {
    const list = pageListOf(
      {
        source: 'salesforce',
        rows: [
          { kind: 'company', values: ['https://www.acme.com/about'], name: 'Acme' },
          { kind: 'company', values: ['acme.com'], name: 'Acme (EMEA)' },
          { kind: 'company', values: ['N/A'], name: 'Hooli' },
          { kind: 'person', values: ['pat.lee@gmail.com'], name: 'Pat Lee' },
          { kind: 'person', values: ['jo@initech.com'], name: 'Jo Bloggs' },
          { kind: 'account', values: ['Umbrella Corporation'] },
          { kind: 'account', values: ['umbrella corporation'] },
        ],
      },
      'doc-1',
    );
    expect(list).toEqual({
      source: 'salesforce',
      documentId: 'doc-1',
      companies: [
        { domain: 'acme.com', name: 'Acme' },
        { companyName: 'Hooli' },
        { domain: 'initech.com' },
        { companyName: 'Umbrella Corporation' },
      ],
    });
  });

  it('is null where no row names a company', () => {
    expect(
      pageListOf({ source: 'linkedin', rows: [{ kind: 'person', values: ['me@gmail.com'] }] }),
    ).toBeNull();
  });
});
