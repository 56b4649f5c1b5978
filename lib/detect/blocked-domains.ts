/**
 * Registrable domains that are never the prospect (issue 3, rule 3; issue 17, section 3): the CRMs, sales
 * tools and work apps the rep works in, LinkedIn, search engines and webmail hosts. A page on one of them names
 * a company only through the record in focus, never through its own host. Every adapter's hosts must be here
 * (tests/unit/detect/never-the-vendor.test.ts).
 */
export const BLOCKED_DOMAIN_LIST: readonly string[] = [
  // Salesforce
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
  // HubSpot
  'hubspot.com',
  'hubspot.net',
  'hs-sites.com',
  'hubspotusercontent.com',
  'hsforms.com',
  'hubapi.com',
  // Pipedrive, Microsoft (Dynamics, Office, Outlook, Live), Zoho, Attio, Close
  'pipedrive.com',
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
  'zohocloud.ca',
  'zohomail.com',
  'zohomail.eu',
  'attio.com',
  'close.com',
  'close.io',
  // The other apps a rep works in (issue 17, section 3), supported or not, with their regional app hosts: a
  // page there (and a record's Website field pointing there) is the vendor, never the prospect. Sources are
  // public URL shapes: vendors' API and help pages, other tools' match patterns and page objects.
  // Freshworks: <account>.myfreshworks.com/crm/sales (Freshsales today), <account>.freshsales.io (before),
  // Freshdesk, Freshservice and Freshchat on their own domains.
  'freshworks.com',
  'myfreshworks.com',
  'freshsales.io',
  'freshdesk.com',
  'freshservice.com',
  'freshchat.com',
  // Zendesk: <subdomain>.zendesk.com; Zendesk Sell (formerly Base) at app.futuresimple.com, API api.getbase.com.
  'zendesk.com',
  'futuresimple.com',
  'getbase.com',
  'zopim.com',
  // monday.com: <account>.monday.com in every data region (US, EU, AU, IL).
  'monday.com',
  // Copper (formerly ProsperWorks): app.copper.com.
  'copper.com',
  'prosperworks.com',
  // Insightly: crm.<pod>.insightly.com and api.<pod>.insightly.com (na1, eu1, ...); help on insight.ly.
  'insightly.com',
  'insight.ly',
  // SugarCRM: sugarcrm.com, sugarcrm.eu; cloud instances on <name>.sugarondemand.com (US),
  // <name>.sugaropencloud.eu (EMEA), <name>.sugaropencloud.uk: every sugaropencloud.* is a brand label below.
  'sugarcrm.com',
  'sugarcrm.eu',
  'sugarondemand.com',
  // Sales engagement and conversation intelligence: app.outreach.io (and app1a., app2a. ...),
  // app.salesloft.com, app.apollo.io, app.gong.io (and <region>.app.gong.io).
  'outreach.io',
  'salesloft.com',
  'apollo.io',
  'gong.io',
  'zoominfo.com',
  'clearbit.com',
  // Notion (notion.so, notion.com; published pages on notion.site), Slack (app.slack.com, <workspace>.slack.com,
  // GovSlack on slack-gov.com), Atlassian (<site>.atlassian.net, atlassian.com, jira.com, trello.com,
  // bitbucket.org), Asana (app.asana.com).
  'notion.so',
  'notion.com',
  'notion.site',
  'slack.com',
  'slack-gov.com',
  'atlassian.net',
  'atlassian.com',
  'jira.com',
  'trello.com',
  'bitbucket.org',
  'asana.com',
  // LinkedIn
  'linkedin.com',
  'lnkd.in',
  'licdn.com',
  // Search engines
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
  // Webmail hosts
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
];

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
