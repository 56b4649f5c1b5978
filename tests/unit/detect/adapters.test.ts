import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostedSiteAdapter, SiteAdapter } from '@/lib/detect/adapter';
import { familyMatches, WORK_SURFACE_MATCHES } from '@/lib/detect/content-matches';
import { SITE_HOSTS, type SiteFamily } from '@/lib/detect/site-hosts';
import {
  CALENDAR_SITES,
  CRM_SITES,
  ENGAGEMENT_SITES,
  LINKEDIN_SITES,
  MAIL_SITES,
  MORE_CRM_SITES,
  SITE_ADAPTERS,
} from '@/lib/detect/sites';
import { website } from '@/lib/detect/sites/website';
import { watchDetection } from '@/lib/detect/watch';
import { PAGES_DIR, readManifest } from './fixture-pages';

// refined-github's features.test.ts habit: every adapter is declared in its own file, registered once in its
// family's list, documented, and tested by pages. Each check below fails for one way of getting that wrong.

// The content scripts' loop is replaced, so that running their `main` shows which adapters they were given.
vi.mock('@/lib/detect/watch', () => ({ watchDetection: vi.fn() }));

const ROOT = resolve(__dirname, '../../..');
const SITES_DIR = resolve(ROOT, 'lib/detect/sites');
const pages = readManifest();

// Typed by SiteFamily: a new family fails to compile until it is listed here.
const FAMILIES: Record<SiteFamily, readonly HostedSiteAdapter[]> = {
  crm: CRM_SITES,
  'crm-more': MORE_CRM_SITES,
  linkedin: LINKEDIN_SITES,
  mail: MAIL_SITES,
  engagement: ENGAGEMENT_SITES,
  calendar: CALENDAR_SITES,
};

// Content scripts the background registers at runtime once the rep turns their surface on (no manifest
// matches, so no install-time host): their patterns are their family's.
const RUNTIME_FAMILIES: ReadonlySet<SiteFamily> = new Set(['calendar', 'engagement']);

/** The name an adapter is exported by: its source in camelCase (`google-calendar` → `googleCalendar`). */
function exportName(source: string): string {
  return source.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());
}

/** The adapter that answers for a URL, the way lib/detect/find.ts picks it (first match, else website). */
function adapterFor(url: string): SiteAdapter {
  const { hostname, pathname } = new URL(url);
  const host = hostname.toLowerCase();
  return (
    SITE_ADAPTERS.find(({ hosts, paths }) => hosts.test(host) && (!paths || paths.test(pathname))) ?? website
  );
}

// https://host/* or https://*.host/*, optionally narrowed to a path prefix (https://*.zendesk.com/sales/*).
const PATTERN = /^https:\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(\/(?:[a-z0-9-]+\/)*)\*$/;

/** Chrome match-pattern semantics for the patterns adapters declare (a host, a `*.` host, a path prefix). */
function matchesPattern(pattern: string, url: string): boolean {
  const [, star, host = '', path = '/'] = PATTERN.exec(pattern) ?? [];
  const { protocol, hostname, pathname } = new URL(url);
  if (protocol !== 'https:' || !pathname.startsWith(path)) return false;
  return star ? hostname === host || hostname.endsWith(`.${host}`) : hostname === host;
}

const IMPORT = /^import\b[^;]*? from '([^']+)';\n/gm;

/** A file's text after its import statements and blank lines. */
function afterImports(text: string): string {
  return text.replace(IMPORT, '').trimStart();
}

describe('the site registry', () => {
  const sources = SITE_ADAPTERS.map(({ source }) => source);

  it('lists each adapter once, in the list of the family it declares', () => {
    for (const [family, sites] of Object.entries(FAMILIES)) {
      for (const site of sites) expect(site.family, site.source).toBe(family);
    }
    expect(SITE_ADAPTERS).toEqual(Object.values(FAMILIES).flat());
    expect(new Set(SITE_ADAPTERS).size).toBe(SITE_ADAPTERS.length);
    expect(new Set([...sources, website.source]).size).toBe(sources.length + 1);
  });

  it("takes each adapter's hosts from its one entry in lib/detect/site-hosts.ts, in the registry's order", () => {
    // The launcher and the build read SITE_HOSTS without the detectors: it must say what the adapters say.
    expect(SITE_HOSTS.map(({ source }) => source)).toEqual(sources);
    SITE_ADAPTERS.forEach((site, index) => {
      const entry = SITE_HOSTS[index];
      const { find: _find, list: _list, ...declared } = site;
      expect(declared, site.source).toEqual(entry);
      // Spread from the entry, not written again: the very same expression and list.
      expect(site.hosts, site.source).toBe(entry?.hosts);
      expect(site.matches, site.source).toBe(entry?.matches);
    });
  });

  it('has one file per adapter, named after its source and exporting it by that name', async () => {
    const files = readdirSync(SITES_DIR).filter((file) => file !== 'index.ts');
    // A surface's list reader, where it has one, in a file beside its adapter (<source>-list.ts).
    const listReaders = SITE_ADAPTERS.filter((site) => site.list).map((site) => `${site.source}-list`);
    expect(files.sort()).toEqual(
      [...sources, ...listReaders, website.source].map((source) => `${source}.ts`).sort(),
    );
    for (const site of SITE_ADAPTERS) {
      const module = (await import(`../../../lib/detect/sites/${site.source}.ts`)) as Record<string, unknown>;
      expect(module[exportName(site.source)], site.source).toBe(site);
      const text = readFileSync(resolve(SITES_DIR, `${site.source}.ts`), 'utf8');
      expect(text.match(/\bdefineSiteAdapter\(/g), site.source).toHaveLength(1);
    }
    // The website rule answers for every other host: no hosts, no registration, no content script.
    const websiteText = readFileSync(resolve(SITES_DIR, 'website.ts'), 'utf8');
    expect(websiteText).not.toMatch(/defineSiteAdapter|hosts:|matches:/);
    expect(website).not.toHaveProperty('hosts');
  });

  it('opens every adapter file with a "// Handles ..." comment on the URLs it reads', () => {
    for (const file of readdirSync(SITES_DIR).filter((name) => name !== 'index.ts')) {
      const text = afterImports(readFileSync(resolve(SITES_DIR, file), 'utf8'));
      expect(text, file).toMatch(/^\/\/ Handles \S/);
    }
  });

  it('keeps adapters to lib/detect modules a content script may carry (no zod, no Public Suffix List)', () => {
    for (const file of readdirSync(SITES_DIR)) {
      const text = readFileSync(resolve(SITES_DIR, file), 'utf8');
      const imports = [...text.matchAll(IMPORT)].map((match) => match[1] ?? '');
      for (const specifier of imports) {
        expect(specifier, file).toMatch(/^\.\.?\/[a-z-]+(?:\/[a-z-]+)?$/);
        // lib/detect/domain.ts holds tldts; lib/detect/index.ts reaches it through detectCompany.
        expect(specifier, file).not.toMatch(/^\.\.\/(?:domain|index)$|^\.\.$/);
      }
    }
  });
});

describe.each(SITE_ADAPTERS.map((site) => [site.source, site] as const))(
  'the %s adapter',
  (_source, site) => {
    it('declares https://host/* match patterns, each answered by itself alone', () => {
      expect(site.matches.length).toBeGreaterThan(0);
      expect(new Set(site.matches).size).toBe(site.matches.length);
      for (const pattern of site.matches) {
        const [, star, host = ''] = PATTERN.exec(pattern) ?? [];
        expect(
          host,
          `${pattern} is not https://host/*, https://*.host/* or one of them with a path`,
        ).not.toBe('');
        // A host the pattern reaches ("*." made concrete) is claimed by this adapter's hosts and no other's,
        // so the order of the registry never decides.
        const reached = `${star ? 'x-1.' : ''}${host}`;
        // An adapter that answers for some paths only (Outlook's calendar) shares its host with the one that
        // has the rest, in the same family and content script, listed after it.
        const claimants = SITE_ADAPTERS.filter(({ hosts, paths }) => !paths && hosts.test(reached));
        const owner = site.paths ? claimants[0] : site;
        expect(
          claimants.map(({ source }) => source),
          pattern,
        ).toEqual([owner?.source]);
        if (site.paths && owner) {
          expect(owner.family, pattern).toBe(site.family);
          expect(owner.matches, pattern).toContain(pattern);
          expect(SITE_ADAPTERS.indexOf(site), pattern).toBeLessThan(SITE_ADAPTERS.indexOf(owner));
        }
      }
    });

    it('declares hosts as one stateless, end-anchored expression', () => {
      // `test` on a /g or /y expression remembers lastIndex and answers differently on the next page.
      expect(site.hosts.global || site.hosts.sticky).toBe(false);
      expect(site.hosts.source.endsWith('$')).toBe(true);
      expect(site.hosts.test('www.example.com')).toBe(false);
    });

    it('is tested by at least 3 fixture pages, some naming a company and some not', () => {
      const own = pages.filter((page) => adapterFor(page.url) === site);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.some((page) => page.expected !== null)).toBe(true);
      expect(own.some((page) => page.expected === null)).toBe(true);
    });
  },
);

describe('the fixture pages', () => {
  it('has at least 3 pages for the website rule', () => {
    expect(pages.filter((page) => adapterFor(page.url) === website).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps each page in the folder of the adapter that reads it, which is its source', () => {
    for (const page of pages) {
      expect(existsSync(resolve(PAGES_DIR, page.file)), page.file).toBe(true);
      expect(page.file.split('/')[0], page.file).toBe(adapterFor(page.url).source);
      if (page.expected) expect(page.expected.source, page.file).toBe(adapterFor(page.url).source);
    }
  });
});

describe('the content scripts', () => {
  const watch = vi.mocked(watchDetection);
  beforeAll(() => {
    vi.stubGlobal('window', {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  async function contentScript(family: string) {
    const module = await import(`../../../entrypoints/${family}.content.ts`);
    return module.default as { matches: string[]; main(context: unknown): void };
  }

  it.each(Object.keys(FAMILIES))(
    'runs the %s script on its family patterns, with its family adapters',
    async (family) => {
      const script = await contentScript(family);
      if (RUNTIME_FAMILIES.has(family as SiteFamily)) {
        // Registered by the background on the family's patterns, never declared in the manifest.
        expect(script.matches).toBeUndefined();
        expect((script as { registration?: string }).registration).toBe('runtime');
      } else {
        expect(script.matches).toEqual(familyMatches(family as SiteFamily));
      }
      watch.mockClear();
      script.main({});
      expect(watch).toHaveBeenCalledTimes(1);
      expect(watch.mock.calls[0]?.[2].sites).toEqual(FAMILIES[family as SiteFamily]);
    },
  );

  it("runs only its adapter's family script on a work-surface page, and none on websites", async () => {
    const scripts = await Promise.all(
      Object.keys(FAMILIES).map(async (family) => [family, await contentScript(family)] as const),
    );
    for (const page of pages) {
      const running = scripts
        .filter(([family, script]) =>
          (script.matches ?? familyMatches(family as SiteFamily)).some((pattern) =>
            matchesPattern(pattern, page.url),
          ),
        )
        .map(([family]) => family);
      const adapter = adapterFor(page.url);
      expect(running, page.file).toEqual('family' in adapter ? [adapter.family] : []);
    }
  });

  it('asks host access for the work surfaces only (WORK_SURFACE_MATCHES, used by wxt.config.ts)', () => {
    expect(WORK_SURFACE_MATCHES).toEqual([...new Set(SITE_ADAPTERS.flatMap((site) => site.matches))]);
    for (const page of pages) {
      const covered = WORK_SURFACE_MATCHES.some((pattern) => matchesPattern(pattern, page.url));
      expect(covered, page.file).toBe(adapterFor(page.url) !== website);
    }
  });
});

describe('docs/development.md "Add a site in four steps"', () => {
  const guide = readFileSync(resolve(ROOT, 'docs/development.md'), 'utf8');
  const start = guide.indexOf('\n## Add a site in four steps\n');
  const next = guide.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : guide.slice(start, next < 0 ? undefined : next);

  it('has a section of its own with four numbered steps', () => {
    expect(section.length).toBeGreaterThan(0);
    expect(section.match(/^#{2,3} /gm)).toHaveLength(1);
    expect(section.match(/^\d+\. /gm)).toEqual(['1. ', '2. ', '3. ', '4. ']);
    expect(section).toContain('defineSiteAdapter');
  });

  it('names every registry list and every adapter, and only files that exist', () => {
    for (const list of [
      'CRM_SITES',
      'MORE_CRM_SITES',
      'LINKEDIN_SITES',
      'MAIL_SITES',
      'CALENDAR_SITES',
      'ENGAGEMENT_SITES',
    ])
      expect(section).toContain(`\`${list}\``);
    for (const source of [...SITE_ADAPTERS.map((site) => site.source), website.source]) {
      expect(section, source).toContain(`\`${source}\``);
    }
    const paths = [...section.matchAll(/`((?:lib|tests|entrypoints)\/[^`*<>]+)`/g)].map(
      (match) => match[1] ?? '',
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(resolve(ROOT, path)), path).toBe(true);
  });
});
