import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';
import { familyMatches, WORK_SURFACE_MATCHES } from '@/lib/detect/content-matches';
import { isBlockedDomain, registrableDomain } from '@/lib/detect/domain';
import { SITE_ADAPTERS } from '@/lib/detect/sites';
import { website } from '@/lib/detect/sites/website';
import { decideLookup } from '@/lib/privacy/lookup-policy';
import { ENGAGEMENT_ORIGINS } from '@/lib/shared/engagement';
import { readManifest } from './fixture-pages';

// Every app a rep works in is never the prospect, supported or not. A page there named
// the vendor as if it were the buyer (myfreshworks.com, insightly.com, sugaropencloud.eu, zendesk.com).

const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/** What the detector says on a page at `url` that shows nothing but a heading. */
function detectOn(url: string) {
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
  windows.push(window);
  window.document.body.innerHTML =
    '<h1>Acme Robotics</h1><a href="https://www.acme-robotics.com/">Website</a>';
  return detectCompany(window.document as unknown as Document, url);
}

// The apps' own record and app URLs, in the shapes their vendors, APIs and other tools show them.
const WORK_APP_URLS = [
  // Freshworks: Freshsales today and before, Freshdesk.
  'https://sellerco.myfreshworks.com/crm/sales/accounts/70000123456',
  'https://sellerco.freshsales.io/contacts/70000123456',
  'https://sellerco.freshdesk.com/a/tickets/42',
  'https://www.freshworks.com/crm/sales/',
  // Zendesk Support and Zendesk Sell (formerly Base CRM).
  'https://sellerco.zendesk.com/agent/tickets/1042',
  'https://app.futuresimple.com/sales/deals/123',
  'https://app.futuresimple.com/crm/contacts/70149392',
  // monday.com (every data region is an account subdomain).
  'https://sellerco.monday.com/boards/3928471/pulses/5521',
  // Copper, and its former name.
  'https://app.copper.com/companies/481516/app#/organization/481516',
  'https://app.prosperworks.com/companies/481516/app',
  // Insightly pods and its short domain.
  'https://crm.na1.insightly.com/details/Organisation/123456789',
  'https://crm.eu1.insightly.com/details/Contact/123456789',
  'https://support.insight.ly/hc/en-us',
  // SugarCRM cloud instances by region, and the vendor.
  'https://sellerco.sugaropencloud.eu/#Accounts/8b0f6c1e-1f2a-11ee-9a3b-0242ac120002',
  'https://sellerco.sugaropencloud.uk/#Contacts/8b0f6c1e',
  'https://sellerco.sugarondemand.com/#Leads/8b0f6c1e',
  'https://www.sugarcrm.com/',
  // Sales engagement and conversation intelligence.
  'https://app.outreach.io/accounts/123/overview',
  'https://app1a.outreach.io/prospects/42/overview',
  'https://app.salesloft.com/app/company/123',
  'https://app.apollo.io/#/accounts/64f0c2',
  'https://app.apollo.io/#/people/64f0c2a1b2c3d4e5f6a7b8ca',
  'https://app.salesloft.com/app/people/123456789',
  'https://app.outreach.io/prospects/42/overview',
  // The CRMs Buyer Lens reads: a page there names the record's company, never the CRM.
  'https://sellerco.monday.com/boards/3928471/pulses/5521',
  'https://crm.au1.insightly.com/details/Organisation/123456789',
  'https://us-14496.app.gong.io/call?id=123',
  // Notion, Slack, Atlassian, Asana.
  'https://www.notion.so/sellerco/Acme-account-plan-2f1c',
  'https://www.notion.com/product',
  'https://sellerco.notion.site/Acme-mutual-action-plan-2f1c',
  'https://app.slack.com/client/T0123/C0456',
  'https://sellerco.slack.com/archives/C0456',
  'https://sellerco.atlassian.net/browse/SALES-42',
  'https://www.atlassian.com/software/jira',
  'https://sellerco.jira.com/browse/SALES-42',
  'https://trello.com/b/abc123/acme-deal-room',
  'https://bitbucket.org/sellerco/site',
  'https://app.asana.com/0/1203/1204',
];

describe('never the vendor: the apps a rep works in', () => {
  it.each(WORK_APP_URLS)('names no company on %s', (url) => {
    expect(detectOn(url)).toBeNull();
    expect(registrableDomain(url)).toBeNull();
  });

  it.each(WORK_APP_URLS)('never sends %s, even when the rep asks', (url) => {
    const domain = new URL(url).hostname;
    const settings = {
      detectionMode: 'automatic' as const,
      allowedSites: [],
      disabledSites: [],
      lookUpInPrivateWindows: false,
    };
    const decision = decideLookup({ domain, source: 'website', settings, incognito: false, requested: true });
    expect(decision).toEqual({ lookup: false, reason: 'denied-site' });
  });

  it("reads a record's Website pointing at a work app as no company", () => {
    const url = 'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view';
    const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
    windows.push(window);
    window.document.body.innerHTML =
      '<dl><dt>Website</dt><dd><a href="https://acme.myfreshworks.com/">acme.myfreshworks.com</a></dd></dl>';
    expect(detectCompany(window.document as unknown as Document, url)).toBeNull();
  });

  it('still names a company whose domain only resembles one (no over-blocking by substring)', () => {
    expect(registrableDomain('https://www.notionsoft.com/')).toBe('notionsoft.com');
    expect(registrableDomain('https://slackline.de/')).toBe('slackline.de');
    expect(registrableDomain('https://sugarcrm-partner.eu/')).toBe('sugarcrm-partner.eu');
  });
});

describe('meta: every surface Buyer Lens reads is on the never-the-prospect list', () => {
  /** The host a match pattern reaches, with its `*.` made concrete. */
  function hostOf(pattern: string): string {
    const host = /^https:\/\/(\*\.)?([^/]+)\/\*$/.exec(pattern);
    expect(host, pattern).not.toBeNull();
    return `${host?.[1] ? 'x-1.' : ''}${host?.[2] ?? ''}`;
  }

  it.each(SITE_ADAPTERS.map((site) => [site.source, site] as const))(
    "the %s adapter's match hosts",
    (_source, site) => {
      for (const pattern of site.matches) expect(isBlockedDomain(hostOf(pattern)), pattern).toBe(true);
    },
  );

  it('every content script match host and host permission for the work surfaces', () => {
    const patterns = [
      ...familyMatches('crm'),
      ...familyMatches('crm-more'),
      ...familyMatches('linkedin'),
      ...familyMatches('mail'),
      ...familyMatches('engagement'),
      // The engagement hosts Options asks for when the rep turns Outreach, Salesloft and Apollo on.
      ...ENGAGEMENT_ORIGINS,
      ...WORK_SURFACE_MATCHES,
    ];
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(isBlockedDomain(hostOf(pattern)), pattern).toBe(true);
  });

  it("every fixture page served on an adapter's host", () => {
    const surfacePages = readManifest().filter((page) => {
      const host = new URL(page.url).hostname;
      return SITE_ADAPTERS.some((site) => site.hosts.test(host));
    });
    expect(surfacePages.length).toBeGreaterThan(0);
    for (const page of surfacePages) {
      expect(registrableDomain(page.url), page.file).toBeNull();
      // The website rule, run on such a page as if no adapter claimed it, names nobody either.
      const window = new Window({ url: page.url });
      windows.push(window);
      const candidate = website.find(window.document as unknown as Document, new URL(page.url));
      expect(candidate && registrableDomain(candidate.values[0] ?? ''), page.file).toBeFalsy();
    }
  });
});
