import { t } from '@/lib/i18n/catalogue';
import type { AccountField, AccountListParams } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import type { ReferenceList, VendorReferenceItem } from '../api/reference';
import type { TranscriptSearchParams } from '../api/transcripts';
import type { VendorPageParams, VendorProfileParams } from '../api/vendors';
import type { ImportFormat } from '../my-accounts/import-file';
import { type Fetched, sendMessage } from '../shared/messaging';
import { privacyOfPage } from './private-window';

// The one module through which the popup, sidebar and options page ask the background for anything. Every
// call answers a `Fetched` value (never throws); a background that does not answer is one error, said once.

/** What a page shows when the background itself did not answer (the worker is updating or crashed). */
function backgroundUnreachable(): ApiErrorInfo {
  return { kind: 'extension', message: t('common.backgroundClient.unreachable') };
}

/** Sends one message, turning a failed send into an error the view can render. */
async function ask<T>(send: () => Promise<Fetched<T>>): Promise<Fetched<T>> {
  try {
    return await send();
  } catch {
    return { ok: false, error: backgroundUnreachable() };
  }
}

/**
 * Options of one data call: `refresh` asks the background to bypass its cache. Every data call also says when
 * the page is in a private window (private-window.ts): the background then keeps the answer in memory only.
 */
type Refresh = { refresh?: boolean };

/** Everything a page can ask the background: data (cached there) and the rep's commands. */
export const backgroundClient = {
  /** One account by slug, domain or exact name, with the given sections (default: kpis and tech_stack). */
  account: (id: string, options: { fields?: AccountField[] } & Refresh = {}) =>
    ask(async () => sendMessage('getAccount', { id, ...options, ...(await privacyOfPage()) })),
  /** What the rep typed in the lookup box, resolved to an account. */
  lookupAccount: (query: string) =>
    ask(async () => sendMessage('lookupAccount', { query, ...(await privacyOfPage()) })),
  searchAccounts: (params: AccountListParams, options: Refresh = {}) =>
    ask(async () => sendMessage('searchAccounts', { params, ...options, ...(await privacyOfPage()) })),
  searchTranscripts: (params: TranscriptSearchParams, options: Refresh = {}) =>
    ask(async () => sendMessage('searchTranscripts', { params, ...options, ...(await privacyOfPage()) })),
  transcript: (id: string, options: Refresh = {}) =>
    ask(async () => sendMessage('getTranscript', { id, ...options, ...(await privacyOfPage()) })),
  vendor: (slug: string, params?: VendorProfileParams, options: Refresh = {}) =>
    ask(async () => sendMessage('getVendor', { slug, params, ...options, ...(await privacyOfPage()) })),
  vendorBuyers: (slug: string, params: VendorPageParams, options: Refresh = {}) =>
    ask(async () =>
      sendMessage('listVendorBuyers', { slug, params, ...options, ...(await privacyOfPage()) }),
    ),
  vendorAlsoBuy: (slug: string, params: VendorPageParams, options: Refresh = {}) =>
    ask(async () =>
      sendMessage('listVendorAlsoBuy', { slug, params, ...options, ...(await privacyOfPage()) }),
    ),
  referenceList: (list: ReferenceList, options: Refresh = {}) =>
    ask(async () => sendMessage('getReferenceList', { list, ...options, ...(await privacyOfPage()) })),
  /** The reference vendor list: the background reads its items with their slug, domain and buyers (4.3). */
  vendorList: (options: Refresh = {}) =>
    ask(async () =>
      sendMessage('getReferenceList', { list: 'vendors', ...options, ...(await privacyOfPage()) }),
    ) as Promise<Fetched<VendorReferenceItem[]>>,
  /** Tries a base URL and key without saving them. */
  testConnection: (baseUrl: string, apiKey: string) =>
    ask(() => sendMessage('testConnection', { baseUrl, apiKey })),
  /** The rep asked for this tab: look it up now (its state item shows the outcome). */
  lookUpTab: (tabId: number) => ask(() => sendMessage('lookUpTab', { tabId })),
  /** The nearby accounts to offer for the tab's miss of `domain` (none once the tab has moved on). */
  tabSuggestions: (tabId: number, domain: string) =>
    ask(async () => sendMessage('tabSuggestions', { tabId, domain, ...(await privacyOfPage()) })),
  clearCache: () => ask(() => sendMessage('clearCache', undefined)),
  /** The tab's page outline for support (made in the tab; nothing leaves the browser). */
  pageOutline: (tabId: number) => ask(() => sendMessage('pageOutline', { tabId })),
  /** "Not this company?": the account the rep picked for the tab's page (null: forget the pick). */
  correctCompany: (tabId: number, account: { name: string; slug: string; domain: string } | null) =>
    ask(async () => sendMessage('correctCompany', { tabId, account, ...(await privacyOfPage()) })),
  // My accounts (lib/background/my-accounts.ts).
  myAccounts: () => ask(async () => sendMessage('myAccounts', { ...(await privacyOfPage()) })),
  /** Follows a paste, a file (`column` of a CSV) or one company (a Follow button gives its domain). */
  previewImport: (text: string, options: { format?: ImportFormat; column?: number } = {}) =>
    ask(async () => sendMessage('previewImport', { text, ...options, ...(await privacyOfPage()) })),
  followAccounts: (text: string, options: { format?: ImportFormat; column?: number } = {}) =>
    ask(async () => sendMessage('followAccounts', { text, ...options, ...(await privacyOfPage()) })),
  unfollowAccounts: (keys: string[]) => ask(() => sendMessage('unfollowAccounts', { keys })),
  fixFollowedAccount: (key: string, text: string) =>
    ask(async () => sendMessage('fixFollowedAccount', { key, text, ...(await privacyOfPage()) })),
  checkMyAccounts: (options: { all?: boolean } = {}) => ask(() => sendMessage('checkMyAccounts', options)),
  cancelMyAccountsCheck: () => ask(() => sendMessage('cancelMyAccountsCheck', undefined)),
  whatsNew: () => ask(() => sendMessage('whatsNew', undefined)),
  markWhatsNewRead: () => ask(() => sendMessage('markWhatsNewRead', undefined)),
  clearWhatsNew: () => ask(() => sendMessage('clearWhatsNew', undefined)),
  runAccountWatch: () => ask(() => sendMessage('runAccountWatch', undefined)),
};
