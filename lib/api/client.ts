import {
  type AccountDetailParams,
  type AccountListParams,
  accountDetailEndpoint,
  accountListEndpoint,
} from './accounts';
import type { Endpoint } from './endpoint';
import { buyersEndpoint, referenceListEndpoint } from './reference';
import { type ApiClientOptions, createRequest } from './request';
import { type TranscriptSearchParams, transcriptEndpoint, transcriptSearchEndpoint } from './transcripts';
import {
  type VendorPageParams,
  type VendorProfileParams,
  vendorAlsoBuyEndpoint,
  vendorBuyersEndpoint,
  vendorProfileEndpoint,
} from './vendors';

/** Per-call options: a caller may cancel, or ask for fewer retries than the client's. */
/** The client's options are its one request path's (request.ts). */
export type { ApiClientOptions };

export type RequestOptions = { signal?: AbortSignal; maxRetries?: number };

/** Sends one declared endpoint (endpoint.ts) and answers its value; throws ApiError. */
export type SendEndpoint = <T>(endpoint: Endpoint<T>, options?: RequestOptions) => Promise<T>;

/** Makes the send function of one base URL and key: every endpoint goes through the one request path. */
function createSend(options: ApiClientOptions): SendEndpoint {
  const request = createRequest(options);
  return async (endpoint, callOptions = {}) => {
    const { body, headers } = await request({
      path: endpoint.path,
      query: endpoint.query,
      schema: endpoint.schema,
      signal: callOptions.signal,
      maxRetries: callOptions.maxRetries,
    });
    return endpoint.read(body, headers);
  };
}

/**
 * The client for one base URL and key: `send` for any declared endpoint, and one named call per endpoint of
 * docs/api.md 4 for callers that name what they want (the connection test, the contract tests).
 */
export function createApiClient(options: ApiClientOptions) {
  const send = createSend(options);
  // Built inside the call, so that a parameter the builder refuses rejects the promise rather than throwing.
  const call = async <T>(build: () => Endpoint<T>, callOptions?: RequestOptions) =>
    send(build(), callOptions);
  return {
    send,
    searchTranscripts: (params?: TranscriptSearchParams, callOptions?: RequestOptions) =>
      call(() => transcriptSearchEndpoint(params), callOptions),
    getTranscript: (id: string, callOptions?: RequestOptions) =>
      call(() => transcriptEndpoint(id), callOptions),
    listAccounts: (params?: AccountListParams, callOptions?: RequestOptions) =>
      call(() => accountListEndpoint(params), callOptions),
    getAccount: (id: string, params?: AccountDetailParams, callOptions?: RequestOptions) =>
      call(() => accountDetailEndpoint(id, params), callOptions),
    getVendor: (slug: string, params?: VendorProfileParams, callOptions?: RequestOptions) =>
      call(() => vendorProfileEndpoint(slug, params), callOptions),
    listVendorBuyers: (slug: string, params?: VendorPageParams, callOptions?: RequestOptions) =>
      call(() => vendorBuyersEndpoint(slug, params), callOptions),
    listVendorAlsoBuy: (slug: string, params?: VendorPageParams, callOptions?: RequestOptions) =>
      call(() => vendorAlsoBuyEndpoint(slug, params), callOptions),
    listMarkets: (callOptions?: RequestOptions) => call(() => referenceListEndpoint('markets'), callOptions),
    listIndustries: (callOptions?: RequestOptions) =>
      call(() => referenceListEndpoint('industries'), callOptions),
    listVendors: (callOptions?: RequestOptions) => call(() => referenceListEndpoint('vendors'), callOptions),
    listProducts: (callOptions?: RequestOptions) =>
      call(() => referenceListEndpoint('products'), callOptions),
    /** Deprecated by the API in favour of listAccounts; the notice carries its Deprecation, Link and Sunset headers. */
    listBuyers: (callOptions?: RequestOptions) => call(() => buyersEndpoint(), callOptions),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
