import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';
import { comparable, loadPage, readManifest, removeHook } from './fixture-pages';

// The table of snapshots in happy-dom; tests/e2e/detect-fixtures.test.ts runs the same table in Chromium.
const pages = readManifest();
const windows: { happyDOM: { close(): Promise<void> } }[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

describe('detectCompany on every fixture page', () => {
  it.each(pages.map((page) => [page.file, page] as const))('%s', (_file, page) => {
    const window = loadPage(page);
    windows.push(window);
    const detection = detectCompany(window.document as unknown as Document, page.url);
    expect(comparable(detection)).toEqual(page.expected);
  });
});

describe('detectCompany on every fixture page with its primary hook removed', () => {
  const hooked = pages.filter((page) => page.hook);
  it.each(hooked.map((page) => [page.file, page.hook, page] as const))(
    '%s without %s',
    (_file, hook, page) => {
      const window = loadPage(page);
      windows.push(window);
      const document = window.document as unknown as Document;
      // The hook was there to remove, and the fallback (a second hook or the label, in the page's language)
      // finds the same company.
      expect(removeHook(document, hook ?? '')).toBeGreaterThan(0);
      expect(comparable(detectCompany(document, page.url))).toEqual(page.expected);
    },
  );
});

describe('detectCompany on arbitrary pages', () => {
  // One URL per surface, so that every adapter meets the junk.
  const urls = [...new Map(pages.map((page) => [page.file.split('/')[0], page.url])).values()];
  const fragment = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '<dt>Website</dt><dd><a href="javascript:alert(1)">x</a></dd>',
      '<span>Email</span><span>@@@</span>',
      '<div field-label="Website"><a href="https://a@b@c">?</a></div>',
      '<span email="">x</span><span email="a@b">y</span>',
      '<script type="application/ld+json">{"@type":</script>',
      '<div role="main" aria-label="Reading Pane"><div aria-label="Email message" title="<>"></div></div>',
      '<a href="https://www.linkedin.com/redir/redirect?url=%E0%A4%A">Visit website</a>',
      '<label for="x">Website</label>',
    ),
  );

  it('never throws and answers null or a lowercase registrable domain', () => {
    fc.assert(
      fc.property(fc.constantFrom(...urls), fc.array(fragment, { maxLength: 6 }), (url, parts) => {
        const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
        try {
          window.document.body.innerHTML = parts.join('');
          const detection = detectCompany(window.document as unknown as Document, url);
          if (detection) expect(detection.domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
        } finally {
          void window.happyDOM.close();
        }
      }),
      { numRuns: 150 },
    );
  });
});
