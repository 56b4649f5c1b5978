/**
 * Registrable domains that are never the prospect (issue 3, rule 3): the CRMs and sales tools the rep works
 * in, LinkedIn, search engines and webmail hosts. A page on one of them names a company only through the
 * record in focus, never through its own host.
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
  // Other sales tools a rep keeps open
  'monday.com',
  'freshworks.com',
  'freshsales.io',
  'copper.com',
  'apollo.io',
  'outreach.io',
  'salesloft.com',
  'gong.io',
  'zoominfo.com',
  'clearbit.com',
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
 * Brands blocked under every public suffix: `zoho.*` (zoho.eu, zoho.in, zoho.com.au, ...), `google.*`,
 * `yahoo.*`, `yandex.*`, matched on the registrable domain's label before its suffix.
 */
export const BLOCKED_BRAND_LABELS: readonly string[] = [
  'zoho',
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
