import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_LABELS, labelsOf } from '@/lib/detect/field-labels';
import { normalizeLabel } from '@/lib/detect/fields';
import { findCandidate } from '@/lib/detect/find';
import { pageOutline } from '@/lib/detect/page-outline';
import { SITE_ADAPTERS } from '@/lib/detect/sites';
import { loadPage, PAGES_DIR, readManifest } from './fixture-pages';

// "Copy page outline for support" on every fixture page: no record value survives (the
// names, emails, domains and texts the page shows), while the hooks the adapter asked for and the field
// labels do, with the adapter's verdict.

const pages = readManifest();
const windows: { happyDOM: { close(): Promise<void> } }[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const DOMAIN =
  /\b(?:[a-z0-9-]+\.)+(?:com|io|net|org|co|uk|de|fr|es|jp|br|ai|app|dev|eu|nl|se|it|biz|us|ca)\b/gi;

/** What a page shows or carries of its record: emails and domains in its source, and every text it shows. */
function recordValues(html: string, document: Document): string[] {
  const values = new Set<string>([...(html.match(EMAIL) ?? []), ...(html.match(DOMAIN) ?? [])]);
  const walker = document.createTreeWalker(document.body ?? document.documentElement, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.trim() ?? '';
    if (text.length >= 4) values.add(text);
  }
  return [...values];
}

/** The outline's skeleton (after its header and its list of selectors, which are the adapter's own code). */
function skeletonOf(outline: string): string {
  return outline.slice(outline.indexOf('\n\n'));
}

const LABELS = new Set(labelsOf(...Object.values(FIELD_LABELS)));

/**
 * The skeleton without what it keeps on purpose: the field labels (a page's "Name" is inside "Account Name")
 * and the values the adapter's selectors name (its "Website" is inside "sfdc:RecordField.Account.Website").
 */
function withoutKept(outline: string): string {
  const header = outline.slice(0, outline.indexOf('\n\n'));
  const hooks = [...header.matchAll(/"([^"]+)"|'([^']+)'|[#.]([\w-]+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  let skeleton = skeletonOf(outline).replace(/"([^"]*)"/g, (quoted, inner: string) =>
    LABELS.has(normalizeLabel(inner)) ? '""' : quoted,
  );
  for (const hook of hooks.filter(Boolean).sort((a, b) => b.length - a.length))
    skeleton = skeleton.replaceAll(hook, '');
  // Element and attribute names are the product's markup, not the record (a column "Type", an attribute type).
  return skeleton.replace(/<[\w-]+|\s[\w:.-]+=/g, ' ');
}

describe('pageOutline on every fixture page', () => {
  it.each(pages.map((page) => [page.file, page] as const))('%s: no record value survives', (_file, page) => {
    const html = readFileSync(resolve(PAGES_DIR, page.file), 'utf8');
    const window = loadPage(page);
    windows.push(window);
    const document = window.document as unknown as Document;
    const candidate = findCandidate(document, page.url);
    const outline = pageOutline(window as unknown as Window, SITE_ADAPTERS);
    const skeleton = withoutKept(outline).toLowerCase();
    const leaked = [
      ...recordValues(html, document),
      ...(candidate?.values ?? []),
      ...(candidate?.name ? [candidate.name] : []),
      page.expected?.domain ?? '',
      page.expected?.companyName ?? '',
    ].filter((value) => value && skeleton.includes(value.toLowerCase()));
    expect(leaked).toEqual([]);
    // The detector still works after the outline (its query methods are back).
    expect(findCandidate(document, page.url)).toEqual(candidate);
  });

  it.each(pages.filter((page) => page.hook).map((page) => [page.file, page.hook, page] as const))(
    '%s keeps its hook %s',
    (_file, hook, page) => {
      const window = loadPage(page);
      windows.push(window);
      const outline = pageOutline(window as unknown as Window, SITE_ADAPTERS);
      const [attribute = '', value] = (hook ?? '').split(/=(.*)/s);
      const skeleton = skeletonOf(outline);
      if (attribute === 'class') expect(skeleton).toMatch(new RegExp(`class="[^"]*${value}`));
      else if (value !== undefined) expect(skeleton).toContain(`${attribute}="${value}"`);
      else expect(skeleton).toContain(` ${attribute}="`);
      expect(outline).toMatch(/^adapter: (?!none)/m);
    },
  );
});

describe('pageOutline', () => {
  const salesforce = pages.find((page) => page.file === 'salesforce/lightning-account.html');

  it('keeps the labels beside blanked values, and says what the adapter found', () => {
    const page = salesforce ?? pages[0];
    if (!page) throw new Error('no fixture');
    const window = loadPage(page);
    windows.push(window);
    const outline = pageOutline(window as unknown as Window, SITE_ADAPTERS);
    expect(outline).toContain('adapter: salesforce');
    expect(outline).toMatch(/verdict: found \d+ value\(s\) of a company record \(values left out\)/);
    expect(outline).toMatch(/"Website"/);
    expect(outline).toContain('sfdc:RecordField.Account.Website');
    expect(outline).toMatch(
      /\n {2}\[data-target-selection-name="sfdc:RecordField\.Account\.Website"\] {2}\(1 element\)\n/,
    );
  });

  it('says why nothing was found on a record page whose fields are gone', () => {
    const page = salesforce ?? pages[0];
    if (!page) throw new Error('no fixture');
    const window = loadPage(page, '<html><body><main><h1>Pinecrest Logistics</h1></main></body></html>');
    windows.push(window);
    const outline = pageOutline(window as unknown as Window, SITE_ADAPTERS);
    expect(outline).toContain('verdict: found nothing: no hook below matched');
    expect(outline).not.toContain('Pinecrest');
    expect(outline).toContain('<h1>\n');
  });
});

describe('pageOutline off a record', () => {
  it('says the address is not a record page the adapter reads', () => {
    const page = pages.find((entry) => entry.file === 'salesforce/lightning-account-list.html');
    if (!page) throw new Error('no fixture');
    const window = loadPage(page);
    windows.push(window);
    expect(pageOutline(window as unknown as Window, SITE_ADAPTERS)).toContain(
      'verdict: found nothing: this address is not a record page the adapter reads',
    );
  });
});
