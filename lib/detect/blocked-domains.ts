/**
 * The families of apps that are never the prospect: the CRMs, sales and meeting tools, support inboxes and work
 * apps a rep works in, supported or not, LinkedIn, search engines and webmail hosts. A page on one of them names
 * a company only through the record in focus, never through its own host; a record's Website pointing at one
 * names no company. The one list: the detector reads its `domains` (and BLOCKED_BRAND_LABELS, BLOCKED_HOST_LIST
 * below), and tests/unit/detect/never-the-vendor.test.ts checks every family's `appHosts` (where its app runs)
 * and `marketingHosts` (its own site) against it, and that every adapter's hosts are here. Sources are public
 * URL shapes: vendors' API and help pages, other tools' match patterns and page objects.
 */
export type VendorFamily = {
  /** The vendor or vendors, and the shapes of their hosts. */
  family: string;
  /** Registrable domains refused, and any host under them. */
  domains: readonly string[];
  /** Hosts where the app runs (an account's or region's host as the vendor shapes it). */
  appHosts: readonly string[];
  /** The vendor's own site. */
  marketingHosts: readonly string[];
};

export const NEVER_THE_PROSPECT: readonly VendorFamily[] = [
  {
    family: 'Salesforce',
    domains: [
      'force.com',
      'salesforce.com',
      'salesforce-setup.com',
      'salesforce-sites.com',
      'site.com',
      'visualforce.com',
      'lightning.com',
      'sfdcopen.com',
      'cloudforce.com',
      'database.com',
    ],
    appHosts: ['sellerco.lightning.force.com', 'sellerco.my.salesforce.com'],
    marketingHosts: ['www.salesforce.com'],
  },
  {
    family: 'HubSpot',
    domains: [
      'hubspot.com',
      'hubspot.net',
      'hs-sites.com',
      'hubspotusercontent.com',
      'hsforms.com',
      'hubapi.com',
    ],
    appHosts: ['app.hubspot.com', 'app-eu1.hubspot.com'],
    marketingHosts: ['www.hubspot.com'],
  },
  {
    family: 'Pipedrive',
    domains: ['pipedrive.com'],
    appHosts: ['sellerco.pipedrive.com'],
    marketingHosts: ['www.pipedrive.com'],
  },
  {
    family:
      'Microsoft: Dynamics, Office, Outlook, Live, SharePoint, Teams (teams.microsoft.com, teams.live.com, teams.cloud.microsoft)',
    domains: [
      'dynamics.com',
      'microsoft.com',
      'microsoftonline.com',
      'office.com',
      'office.net',
      'office365.com',
      'live.com',
      'outlook.com',
      'hotmail.com',
      'msn.com',
      'sharepoint.com',
      'cloud.microsoft',
    ],
    appHosts: [
      'sellerco.crm4.dynamics.com',
      'outlook.office.com',
      'teams.microsoft.com',
      'teams.live.com',
      'teams.cloud.microsoft',
    ],
    marketingHosts: ['www.microsoft.com'],
  },
  {
    family: 'Zoho (every zoho.* is a brand label below; Bigin at bigin.zoho.com, its site bigin.com)',
    domains: ['zohocloud.ca', 'zohomail.com', 'zohomail.eu', 'bigin.com'],
    appHosts: ['crm.zoho.eu', 'crm.zohocloud.ca', 'bigin.zoho.com'],
    marketingHosts: ['www.zoho.com', 'www.bigin.com'],
  },
  {
    family: 'Attio',
    domains: ['attio.com'],
    appHosts: ['app.attio.com'],
    marketingHosts: ['attio.com'],
  },
  {
    family: 'Close',
    domains: ['close.com', 'close.io'],
    appHosts: ['app.close.com'],
    marketingHosts: ['www.close.com'],
  },
  {
    family:
      'Freshworks: <account>.myfreshworks.com/crm/sales (Freshsales today), <account>.freshsales.io (before), Freshdesk, Freshservice and Freshchat on their own domains',
    domains: [
      'freshworks.com',
      'myfreshworks.com',
      'freshsales.io',
      'freshdesk.com',
      'freshservice.com',
      'freshchat.com',
    ],
    appHosts: ['sellerco.myfreshworks.com', 'sellerco.freshsales.io', 'sellerco.freshdesk.com'],
    marketingHosts: ['www.freshworks.com'],
  },
  {
    family:
      'Zendesk: <subdomain>.zendesk.com (Support, and Sell at /sales/); Zendesk Sell (formerly Base) at app.futuresimple.com, API api.getbase.com',
    domains: ['zendesk.com', 'futuresimple.com', 'getbase.com', 'zopim.com'],
    appHosts: ['sellerco.zendesk.com', 'app.futuresimple.com'],
    marketingHosts: ['www.zendesk.com'],
  },
  {
    family: 'monday.com: <account>.monday.com in every data region (US, EU, AU, IL)',
    domains: ['monday.com'],
    appHosts: ['sellerco.monday.com'],
    marketingHosts: ['monday.com'],
  },
  {
    family: 'Copper (formerly ProsperWorks): app.copper.com',
    domains: ['copper.com', 'prosperworks.com'],
    appHosts: ['app.copper.com', 'app.prosperworks.com'],
    marketingHosts: ['www.copper.com'],
  },
  {
    family:
      'Insightly: crm.<pod>.insightly.com and api.<pod>.insightly.com (na1, eu1, ...); help on insight.ly',
    domains: ['insightly.com', 'insight.ly'],
    appHosts: ['crm.na1.insightly.com'],
    marketingHosts: ['www.insightly.com', 'support.insight.ly'],
  },
  {
    family:
      'SugarCRM: cloud instances on <name>.sugarondemand.com (US), <name>.sugaropencloud.eu (EMEA), <name>.sugaropencloud.uk (every sugaropencloud.* is a brand label below)',
    domains: ['sugarcrm.com', 'sugarcrm.eu', 'sugarondemand.com'],
    appHosts: ['sellerco.sugarondemand.com', 'sellerco.sugaropencloud.eu'],
    marketingHosts: ['www.sugarcrm.com'],
  },
  {
    family:
      'Sales engagement: app.outreach.io (and app1a., app2a. ...), app.salesloft.com, app.apollo.io; data: ZoomInfo, Clearbit',
    domains: ['outreach.io', 'salesloft.com', 'apollo.io', 'zoominfo.com', 'clearbit.com'],
    appHosts: [
      'app.outreach.io',
      'app2a.outreach.io',
      'app.salesloft.com',
      'app.apollo.io',
      'app.zoominfo.com',
    ],
    marketingHosts: ['www.outreach.io', 'www.salesloft.com', 'www.apollo.io'],
  },
  {
    family:
      'Conversation intelligence: Gong (app.gong.io, <region>.app.gong.io), Chorus (app.chorus.ai), Clari (app.clari.com)',
    domains: ['gong.io', 'chorus.ai', 'clari.com'],
    appHosts: ['app.gong.io', 'us-14496.app.gong.io', 'app.chorus.ai', 'app.clari.com'],
    marketingHosts: ['www.gong.io', 'www.chorus.ai', 'www.clari.com'],
  },
  {
    family:
      'Video and meetings: Zoom (<account>.zoom.us, app.zoom.us; zoom.com; ZoomGov), Google Meet (meet.google.com: google.* below), Loom, Vidyard (share.vidyard.com), Calendly',
    domains: ['zoom.us', 'zoom.com', 'zoomgov.com', 'loom.com', 'vidyard.com', 'calendly.com'],
    appHosts: [
      'us02web.zoom.us',
      'app.zoom.us',
      'meet.google.com',
      'www.loom.com',
      'share.vidyard.com',
      'calendly.com',
    ],
    marketingHosts: ['zoom.us', 'www.zoom.com', 'www.loom.com', 'www.vidyard.com', 'calendly.com'],
  },
  {
    family:
      'Other CRMs: Affinity (<team>.affinity.co), folk (app.folk.app), Twenty (app.twenty.com), Nutshell (app.nutshell.com), Capsule (<account>.capsulecrm.com), Keap (keap.app, <app>.infusionsoft.com), Streak (inside Gmail; streak.com)',
    domains: [
      'affinity.co',
      'folk.app',
      'twenty.com',
      'nutshell.com',
      'capsulecrm.com',
      'keap.com',
      'keap.app',
      'infusionsoft.com',
      'streak.com',
    ],
    appHosts: [
      'sellerco.affinity.co',
      'app.folk.app',
      'app.twenty.com',
      'app.nutshell.com',
      'sellerco.capsulecrm.com',
      'sellerco.keap.app',
      'sellerco.infusionsoft.com',
      'www.streak.com',
    ],
    marketingHosts: [
      'www.affinity.co',
      'www.folk.app',
      'twenty.com',
      'www.nutshell.com',
      'capsulecrm.com',
      'keap.com',
      'www.streak.com',
    ],
  },
  {
    family:
      'Support and shared inboxes: Intercom (app.intercom.com), Front (app.frontapp.com, front.com), Help Scout (secure.helpscout.net); Freshdesk above',
    domains: ['intercom.com', 'intercom.io', 'front.com', 'frontapp.com', 'helpscout.com', 'helpscout.net'],
    appHosts: ['app.intercom.com', 'app.frontapp.com', 'secure.helpscout.net'],
    marketingHosts: ['www.intercom.com', 'front.com', 'www.helpscout.com'],
  },
  {
    family:
      'Workspaces: Notion (notion.so, notion.com; published pages on notion.site), Airtable, Coda, ClickUp (app.clickup.com), Slack (app.slack.com, <workspace>.slack.com, GovSlack on slack-gov.com), Atlassian (<site>.atlassian.net, jira.com, trello.com, bitbucket.org), Asana',
    domains: [
      'notion.so',
      'notion.com',
      'notion.site',
      'airtable.com',
      'coda.io',
      'clickup.com',
      'slack.com',
      'slack-gov.com',
      'atlassian.net',
      'atlassian.com',
      'jira.com',
      'trello.com',
      'bitbucket.org',
      'asana.com',
    ],
    appHosts: [
      'www.notion.so',
      'sellerco.notion.site',
      'airtable.com',
      'coda.io',
      'app.clickup.com',
      'app.slack.com',
      'sellerco.slack.com',
      'sellerco.atlassian.net',
      'trello.com',
      'app.asana.com',
    ],
    marketingHosts: [
      'www.notion.com',
      'www.airtable.com',
      'coda.io',
      'clickup.com',
      'slack.com',
      'www.atlassian.com',
      'asana.com',
    ],
  },
  {
    family: 'LinkedIn',
    domains: ['linkedin.com', 'lnkd.in', 'licdn.com'],
    appHosts: ['www.linkedin.com', 'uk.linkedin.com'],
    marketingHosts: ['lnkd.in'],
  },
  {
    family: 'Search engines (google.*, yahoo.*, yandex.*, bing.*, duckduckgo.* are brand labels below)',
    domains: [
      'bing.com',
      'duckduckgo.com',
      'ecosia.org',
      'startpage.com',
      'qwant.com',
      'kagi.com',
      'ask.com',
      'baidu.com',
      'naver.com',
      'seznam.cz',
      'sogou.com',
      'so.com',
      'aol.com',
      'dogpile.com',
      'mojeek.com',
      'you.com',
      'perplexity.ai',
    ],
    appHosts: ['www.google.com', 'www.bing.com', 'duckduckgo.com', 'search.brave.com'],
    marketingHosts: ['www.perplexity.ai', 'kagi.com'],
  },
  {
    family: 'Webmail hosts',
    domains: [
      'gmail.com',
      'googlemail.com',
      'icloud.com',
      'proton.me',
      'protonmail.com',
      'tutanota.com',
      'tuta.com',
      'fastmail.com',
      'hey.com',
      'gmx.com',
      'gmx.net',
      'gmx.de',
      'web.de',
      'mail.com',
      'mail.ru',
      'yandex.com',
      'rambler.ru',
      'qq.com',
      '163.com',
      '126.com',
      't-online.de',
      'laposte.net',
      'libero.it',
      'rediffmail.com',
      'zoho.com',
    ],
    appHosts: ['mail.google.com', 'outlook.live.com', 'mail.proton.me', 'app.fastmail.com'],
    marketingHosts: ['proton.me', 'www.fastmail.com'],
  },
];

/** Every family's registrable domains, in one list. */
export const BLOCKED_DOMAIN_LIST: readonly string[] = /* @__PURE__ */ NEVER_THE_PROSPECT.flatMap(
  (family) => family.domains,
);

/**
 * Brands blocked under every public suffix: `zoho.*` (zoho.eu, zoho.in, zoho.com.au, ...), `sugaropencloud.*`,
 * `google.*`, `yahoo.*`, `yandex.*`, matched on the registrable domain's label before its suffix.
 */
export const BLOCKED_BRAND_LABELS: readonly string[] = [
  'zoho',
  // SugarCRM's cloud, region by region (sugaropencloud.eu, sugaropencloud.uk, ...).
  'sugaropencloud',
  'google',
  'yahoo',
  'yandex',
  'bing',
  'duckduckgo',
];

/** Hosts refused although their registrable domain is a company's own: search engines on a brand's domain. */
export const BLOCKED_HOST_LIST: readonly string[] = [
  'search.brave.com',
  'search.yahoo.com',
  'search.aol.com',
];
