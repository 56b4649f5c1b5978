import { afterEach, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';
import { loadPage, readManifest } from './fixture-pages';

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
    expect(detection && { domain: detection.domain, source: detection.source }).toEqual(page.expected);
  });
});
