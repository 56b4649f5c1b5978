import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORK_SURFACE_MATCHES } from '@/lib/detect/content-matches';
import { CRM_SITES, LINKEDIN_SITES, MAIL_SITES, SITE_ADAPTERS } from '@/lib/detect/sites';
import { readManifest } from './fixture-pages';

// refined-github's features.test.ts habit: every adapter is registered once, documented, and tested by pages.
const pages = readManifest();
const SITES_DIR = resolve(__dirname, '../../../lib/detect/sites');

function adapterFor(url: string): string {
  const host = new URL(url).hostname;
  return SITE_ADAPTERS.find(({ hosts }) => hosts.test(host))?.adapter.source ?? 'website';
}

/** Chrome match-pattern semantics for the https://host/* patterns the content script uses. */
function matchesPattern(pattern: string, url: string): boolean {
  const [, host = ''] = /^https:\/\/([^/]+)\/\*$/.exec(pattern) ?? [];
  const hostname = new URL(url).hostname;
  if (new URL(url).protocol !== 'https:') return false;
  return host.startsWith('*.')
    ? hostname.endsWith(host.slice(1)) || hostname === host.slice(2)
    : hostname === host;
}

describe('site adapters', () => {
  const sources = [...SITE_ADAPTERS.map(({ adapter }) => adapter.source), 'website'];

  it.each(sources)('%s has at least 3 fixture pages', (source) => {
    expect(pages.filter((page) => adapterFor(page.url) === source).length).toBeGreaterThanOrEqual(3);
  });

  it('registers each adapter once, in a file of its own whose top comment lists the URLs it handles', () => {
    const files = readdirSync(SITES_DIR).filter((file) => file !== 'index.ts');
    for (const { hosts, matches } of SITE_ADAPTERS) {
      // Every match pattern's host (with "*." made concrete) belongs to its adapter's hosts.
      for (const pattern of matches)
        expect(
          hosts.test(
            pattern.replace(/^https:\/\/(\*\.)?/, (_all, star) => (star ? 'x.' : '')).replace(/\/\*$/, ''),
          ),
          pattern,
        ).toBe(true);
    }
    expect(new Set(sources).size).toBe(sources.length);
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...sources].sort());
    for (const file of files) {
      expect(readFileSync(resolve(SITES_DIR, file), 'utf8')).toMatch(
        /\/\/ Handles [^\n]*\n(?:\/\/[^\n]*\n)*/,
      );
    }
  });

  it('names the surface it was read from in each expected detection', () => {
    for (const page of pages) {
      if (page.expected) expect(page.expected.source, page.file).toBe(adapterFor(page.url));
    }
  });

  it('gives each family content script exactly its registry entries', () => {
    const families = [CRM_SITES, LINKEDIN_SITES, MAIL_SITES].flat();
    expect(families).toEqual([...SITE_ADAPTERS]);
    for (const file of ['crm', 'linkedin', 'mail']) {
      const source = readFileSync(resolve(__dirname, `../../../entrypoints/${file}.content.ts`), 'utf8');
      expect(source).toContain(`sites: ${file.toUpperCase()}_SITES`);
      expect(source).toContain(`matches: ${file.toUpperCase()}_SITES.flatMap`);
    }
  });

  it('runs the content script on every work-surface fixture and on no ordinary website', () => {
    for (const page of pages) {
      const covered = WORK_SURFACE_MATCHES.some((pattern) => matchesPattern(pattern, page.url));
      expect(covered, page.file).toBe(adapterFor(page.url) !== 'website');
    }
  });
});
