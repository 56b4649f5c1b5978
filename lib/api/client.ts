import {
  type AccountDetail,
  type AccountDetailParams,
  type AccountListParams,
  type AccountListResponse,
  getAccount,
  listAccounts,
} from './accounts';
import {
  type DeprecationNotice,
  listBuyers,
  listIndustries,
  listMarkets,
  listProducts,
  listVendors,
  type ReferenceItem,
  type VendorReferenceItem,
} from './reference';
import { createRequest } from './request';
import {
  getTranscript,
  searchTranscripts,
  type TranscriptDetail,
  type TranscriptSearchParams,
  type TranscriptSearchResponse,
} from './transcripts';
import {
  type AlsoBuyResponse,
  getVendor,
  listVendorAlsoBuy,
  listVendorBuyers,
  type VendorBuyersResponse,
  type VendorPageParams,
  type VendorProfile,
  type VendorProfileParams,
} from './vendors';

/** Per-call options: a caller may cancel. */
export type RequestOptions = { signal?: AbortSignal };

/** Everything the client needs, in plain sight: tests pass their own `fetch` or point it at the sandbox. */
export type ApiClientOptions = {
  /** e.g. https://api.example.com (no trailing slash, no /api/v1). */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Retries after the first attempt for network errors, timeouts, 5xx and 429; default 2. */
  maxRetries?: number;
  /** Injected in tests so that backoff does not wait for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected in tests to fix the jitter; default Math.random. */
  random?: () => number;
  /** Injected in tests; default Date.now. */
  now?: () => number;
};

/** One function per endpoint of spec part 4; each validates the response with the spec's schema. */
export interface ApiClient {
  searchTranscripts(
    params?: TranscriptSearchParams,
    options?: RequestOptions,
  ): Promise<TranscriptSearchResponse>;
  getTranscript(id: string, options?: RequestOptions): Promise<TranscriptDetail>;
  listAccounts(params?: AccountListParams, options?: RequestOptions): Promise<AccountListResponse>;
  getAccount(id: string, params?: AccountDetailParams, options?: RequestOptions): Promise<AccountDetail>;
  getVendor(slug: string, params?: VendorProfileParams, options?: RequestOptions): Promise<VendorProfile>;
  listVendorBuyers(
    slug: string,
    params?: VendorPageParams,
    options?: RequestOptions,
  ): Promise<VendorBuyersResponse>;
  listVendorAlsoBuy(
    slug: string,
    params?: VendorPageParams,
    options?: RequestOptions,
  ): Promise<AlsoBuyResponse>;
  listMarkets(options?: RequestOptions): Promise<ReferenceItem[]>;
  listIndustries(options?: RequestOptions): Promise<ReferenceItem[]>;
  listVendors(options?: RequestOptions): Promise<VendorReferenceItem[]>;
  listProducts(options?: RequestOptions): Promise<ReferenceItem[]>;
  /** Deprecated by the API in favour of listAccounts; the notice carries its Deprecation, Link and Sunset headers. */
  listBuyers(options?: RequestOptions): Promise<{ data: ReferenceItem[]; deprecation: DeprecationNotice }>;
}

/** The client for one base URL and key: every endpoint bound to the one request path (request.ts). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createRequest(options);
  return {
    searchTranscripts: (params, callOptions) => searchTranscripts(request, params, callOptions),
    getTranscript: (id, callOptions) => getTranscript(request, id, callOptions),
    listAccounts: (params, callOptions) => listAccounts(request, params, callOptions),
    getAccount: (id, params, callOptions) => getAccount(request, id, params, callOptions),
    getVendor: (slug, params, callOptions) => getVendor(request, slug, params, callOptions),
    listVendorBuyers: (slug, params, callOptions) => listVendorBuyers(request, slug, params, callOptions),
    listVendorAlsoBuy: (slug, params, callOptions) => listVendorAlsoBuy(request, slug, params, callOptions),
    listMarkets: (callOptions) => listMarkets(request, callOptions),
    listIndustries: (callOptions) => listIndustries(request, callOptions),
    listVendors: (callOptions) => listVendors(request, callOptions),
    listProducts: (callOptions) => listProducts(request, callOptions),
    listBuyers: (callOptions) => listBuyers(request, callOptions),
  };
}
