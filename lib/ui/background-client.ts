import type { AccountField, AccountListParams } from '../api/accounts';
import type { ApiErrorInfo } from '../api/errors';
import type { ReferenceList } from '../api/reference';
import type { TranscriptSearchParams } from '../api/transcripts';
import type { VendorPageParams, VendorProfileParams } from '../api/vendors';
import { type Fetched, sendMessage } from '../shared/messaging';

// The one module through which the popup, sidebar and options page ask the background for anything. Every
// call answers a `Fetched` value (never throws); a background that does not answer is one error, said once.

/** What a page shows when the background itself did not answer (the worker is updating or crashed). */
const BACKGROUND_UNREACHABLE: ApiErrorInfo = {
  kind: 'extension',
  message: 'Buyer Lens could not reach its background. Close and reopen this view.',
};

/** Sends one message, turning a failed send into an error the view can render. */
async function ask<T>(send: () => Promise<Fetched<T>>): Promise<Fetched<T>> {
  try {
    return await send();
  } catch {
    return { ok: false, error: BACKGROUND_UNREACHABLE };
  }
}

/** Options of one data call: `refresh` asks the background to bypass its cache. */
type Refresh = { refresh?: boolean };

/** Everything a page can ask the background: data (cached there) and the rep's commands. */
export const backgroundClient = {
  /** One account by slug, domain or exact name, with the given sections (default: kpis and tech_stack). */
  account: (id: string, options: { fields?: AccountField[] } & Refresh = {}) =>
    ask(() => sendMessage('getAccount', { id, ...options })),
  /** What the rep typed in the lookup box, resolved to an account. */
  lookupAccount: (query: string) => ask(() => sendMessage('lookupAccount', { query })),
  /** The vendor the lookup box's text names (from the cached `/vendors` list), or null. */
  findVendor: (query: string) => ask(() => sendMessage('findVendor', { query })),
  searchAccounts: (params: AccountListParams, options: Refresh = {}) =>
    ask(() => sendMessage('searchAccounts', { params, ...options })),
  searchTranscripts: (params: TranscriptSearchParams, options: Refresh = {}) =>
    ask(() => sendMessage('searchTranscripts', { params, ...options })),
  transcript: (id: string, options: Refresh = {}) =>
    ask(() => sendMessage('getTranscript', { id, ...options })),
  vendor: (slug: string, params?: VendorProfileParams, options: Refresh = {}) =>
    ask(() => sendMessage('getVendor', { slug, params, ...options })),
  vendorBuyers: (slug: string, params: VendorPageParams, options: Refresh = {}) =>
    ask(() => sendMessage('listVendorBuyers', { slug, params, ...options })),
  vendorAlsoBuy: (slug: string, params: VendorPageParams, options: Refresh = {}) =>
    ask(() => sendMessage('listVendorAlsoBuy', { slug, params, ...options })),
  referenceList: (list: ReferenceList, options: Refresh = {}) =>
    ask(() => sendMessage('getReferenceList', { list, ...options })),
  /** Tries a base URL and key without saving them. */
  testConnection: (baseUrl: string, apiKey: string) =>
    ask(() => sendMessage('testConnection', { baseUrl, apiKey })),
  /** The rep asked for this tab: look it up now (its state item shows the outcome). */
  lookUpTab: (tabId: number) => ask(() => sendMessage('lookUpTab', { tabId })),
  clearCache: () => ask(() => sendMessage('clearCache', undefined)),
};
