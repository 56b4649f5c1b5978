import { type Browser, browser } from 'wxt/browser';
import type { AccountField } from '../api/accounts';
import type { ApiClient, ApiClientOptions } from '../api/client';
import type { ApiFeature } from '../api/errors';
import { isApiError, toApiErrorInfo } from '../api/errors';
import type { ReferenceItem, ReferenceList } from '../api/reference';
import type { z } from '../api/zod';
import {
  ACCOUNT_SEARCH_TTL,
  REFERENCE_LIST_TTL,
  TRANSCRIPT_SEARCH_TTL,
  TRANSCRIPT_TTL,
  VENDOR_TTL,
} from '../cache/lifetimes';
import type { ResponseCache } from '../cache/response-cache';
import { candidateToDetection } from '../detect/domain';
import type { ConnectionReport, Fetched, ProtocolMap } from '../messaging';
import { onMessage } from '../messaging';
import { lookupAccount } from './account-lookup';
import type { AccountService } from './account-service';
import { type ApiGateway, type GatewayRequest, toFetchError } from './api-gateway';
import { launcherHandlers } from './launcher';
import {
  detectionCandidateSchema,
  getAccountRequestSchema,
  getTranscriptRequestSchema,
  getVendorRequestSchema,
  lookupRequestSchema,
  referenceListRequestSchema,
  searchAccountsRequestSchema,
  searchTranscriptsRequestSchema,
  tabStateRequestSchema,
  testConnectionRequestSchema,
  vendorPageRequestSchema,
} from './message-schemas';
import { detectionFromUrl, tabInfo } from './tab-detection';
import type { TabLookupService } from './tab-lookup';
import { getTabState } from './tab-state';

/** Everything the handlers use, made once in the background entrypoint. */
export type MessageHandlerDeps = {
  gateway: ApiGateway;
  accounts: AccountService;
  tabs: TabLookupService;
  cache: ResponseCache;
  createClient(options: ApiClientOptions): ApiClient;
};

type Sender = Browser.runtime.MessageSender;
/** What a data message of the protocol answers with when it succeeds. */
type FetchedData<Name extends keyof ProtocolMap> =
  ReturnType<ProtocolMap[Name]> extends Fetched<infer Data> ? Data : never;
type Handlers = {
  [Name in keyof ProtocolMap]: (
    data: Parameters<ProtocolMap[Name]>[0],
    sender: Sender,
  ) => Promise<ReturnType<ProtocolMap[Name]>>;
};

/** True for this extension's own pages (popup, sidebar, options), never a content script or another extension. */
export function isExtensionPage(sender: Sender): boolean {
  return sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
}

/** True for this extension's own content script in a tab's top frame. */
export function isOwnTopFrameScript(sender: Sender): boolean {
  return sender.id === browser.runtime.id && sender.tab?.id !== undefined && sender.frameId === 0;
}

const REFUSED = {
  kind: 'extension',
  message: 'Buyer Lens refused a message from outside its own pages.',
} as const;

function invalid(message: string | undefined) {
  return {
    ok: false as const,
    error: { kind: 'invalid_input' as const, message: message ?? 'Invalid request.' },
  };
}

/** The handler of every message of the protocol; each validates its payload and never throws. */
export function createMessageHandlers(deps: MessageHandlerDeps): Handlers {
  const { gateway, accounts, tabs, cache } = deps;

  // Data for extension pages only: a content script has no business reading the team's library.
  function pageOnly<Name extends keyof ProtocolMap>(
    handler: (data: unknown) => Promise<ReturnType<ProtocolMap[Name]>>,
    refused: ReturnType<ProtocolMap[Name]>,
  ) {
    return async (data: unknown, sender: Sender) => {
      if (!isExtensionPage(sender)) return refused;
      try {
        return await handler(data);
      } catch (error) {
        // Never throw across the channel: a page renders an error value instead.
        return { ok: false, error: toApiErrorInfo(error) } as ReturnType<ProtocolMap[Name]>;
      }
    };
  }
  const refusedFetch = { ok: false, error: REFUSED } as const;

  /**
   * A data message: its payload checked with its schema, then answered from the cache or the API as `plan`
   * describes (curried so that the message name is given and the schema's type is inferred).
   */
  function cachedData<Name extends keyof ProtocolMap>() {
    return <Request extends { refresh?: boolean | undefined }>(
      schema: z.ZodType<Request>,
      plan: (request: Request) => GatewayRequest<FetchedData<Name>>,
    ) =>
      pageOnly<Name>(
        async (data) => {
          const request = schema.safeParse(data);
          if (!request.success)
            return invalid(request.error.issues[0]?.message) as ReturnType<ProtocolMap[Name]>;
          const answer = await gateway.fetched(plan(request.data), { refresh: request.data.refresh });
          return answer as ReturnType<ProtocolMap[Name]>;
        },
        refusedFetch as ReturnType<ProtocolMap[Name]>,
      );
  }

  return {
    async reportDetection(data, sender) {
      // Only this extension's own content scripts, in a tab's top frame, may say what a tab shows.
      if (!isOwnTopFrameScript(sender) || sender.tab?.id === undefined) return;
      const candidate = detectionCandidateSchema.safeParse(data);
      if (!candidate.success) return;
      const detection = candidate.data ? candidateToDetection(candidate.data) : null;
      const tab = sender.tab;
      await tabs.detected(
        { id: sender.tab.id, incognito: tab.incognito ?? false, active: tab.active ?? false },
        detection,
      );
    },

    lookupAccount: pageOnly<'lookupAccount'>(
      async (data) => {
        const request = lookupRequestSchema.safeParse(data);
        if (!request.success)
          return { status: 'error', error: invalid(request.error.issues[0]?.message).error };
        return lookupAccount(accounts, request.data.query);
      },
      { status: 'error', error: REFUSED },
    ),

    getTabState: pageOnly<'getTabState'>(async (data) => {
      const request = tabStateRequestSchema.safeParse(data);
      return request.success ? getTabState(request.data.tabId) : null;
    }, null),

    lookUpTab: pageOnly<'lookUpTab'>(async (data) => {
      const request = tabStateRequestSchema.safeParse(data);
      if (!request.success) return null;
      const tab = await tabInfo(request.data.tabId);
      if (!tab) return null;
      const stored = await getTabState(tab.id);
      const detection = stored?.detection ?? detectionFromUrl(tab.url);
      await tabs.requested(tab, detection, { refresh: true });
      return getTabState(tab.id);
    }, null),

    getAccount: pageOnly<'getAccount'>(async (data) => {
      const request = getAccountRequestSchema.safeParse(data);
      if (!request.success) return invalid(request.error.issues[0]?.message);
      const { id, fields, refresh } = request.data;
      try {
        const loaded = await accounts.detail(id, fields as AccountField[] | undefined, {
          refresh,
          priority: 'active',
        });
        if (!loaded.value.found) {
          return {
            ok: false,
            error: { kind: 'not_found', status: 404, message: `No account matches “${id}”.` },
          };
        }
        return { ok: true, data: loaded.value.account, fetchedAt: loaded.fetchedAt };
      } catch (error) {
        return { ok: false, error: toFetchError(error) };
      }
    }, refusedFetch),

    searchAccounts: cachedData<'searchAccounts'>()(searchAccountsRequestSchema, ({ params }) => ({
      path: '/api/v1/accounts',
      params,
      lifetime: ACCOUNT_SEARCH_TTL,
      call: (client) => client.listAccounts(params),
    })),

    searchTranscripts: cachedData<'searchTranscripts'>()(searchTranscriptsRequestSchema, ({ params }) => ({
      path: '/api/v1/transcripts',
      params,
      lifetime: TRANSCRIPT_SEARCH_TTL,
      call: (client) => client.searchTranscripts(params),
    })),

    getTranscript: cachedData<'getTranscript'>()(getTranscriptRequestSchema, ({ id }) => ({
      path: `/api/v1/transcripts/${encodeURIComponent(id)}`,
      lifetime: TRANSCRIPT_TTL,
      call: (client) => client.getTranscript(id),
    })),

    getVendor: cachedData<'getVendor'>()(getVendorRequestSchema, ({ slug, params }) => ({
      path: `/api/v1/vendors/${encodeURIComponent(slug)}`,
      params,
      lifetime: VENDOR_TTL,
      call: (client) => client.getVendor(slug, params),
    })),

    listVendorBuyers: cachedData<'listVendorBuyers'>()(vendorPageRequestSchema, ({ slug, params }) => ({
      path: `/api/v1/vendors/${encodeURIComponent(slug)}/buyers`,
      params,
      lifetime: VENDOR_TTL,
      call: (client) => client.listVendorBuyers(slug, params),
    })),

    listVendorAlsoBuy: cachedData<'listVendorAlsoBuy'>()(vendorPageRequestSchema, ({ slug, params }) => ({
      path: `/api/v1/vendors/${encodeURIComponent(slug)}/buyers_also_buy`,
      params,
      lifetime: VENDOR_TTL,
      call: (client) => client.listVendorAlsoBuy(slug, params),
    })),

    getReferenceList: cachedData<'getReferenceList'>()(referenceListRequestSchema, ({ list }) => ({
      path: `/api/v1/${list}`,
      lifetime: REFERENCE_LIST_TTL,
      call: (client) => fetchReferenceList(client, list),
    })),

    testConnection: pageOnly<'testConnection'>(async (data) => {
      const request = testConnectionRequestSchema.safeParse(data);
      if (!request.success) return invalid(request.error.issues[0]?.message);
      return testConnection(deps.createClient({ ...request.data, maxRetries: 0 }));
    }, refusedFetch),

    clearCache: pageOnly<'clearCache'>(async () => {
      await cache.clear();
    }, undefined),

    ...launcherHandlers,
  } satisfies Handlers;
}

/** Registers every message listener; call synchronously at service worker start-up. */
export function registerMessageHandlers(handlers: Handlers): void {
  for (const name of Object.keys(handlers) as (keyof ProtocolMap)[]) {
    const handler = handlers[name] as (data: unknown, sender: Sender) => Promise<unknown>;
    // biome-ignore lint/suspicious/noExplicitAny: one loop registers every typed handler of the protocol map.
    onMessage(name, ({ data, sender }) => handler(data, sender) as any);
  }
}

function fetchReferenceList(client: ApiClient, list: ReferenceList): Promise<ReferenceItem[]> {
  switch (list) {
    case 'markets':
      return client.listMarkets();
    case 'industries':
      return client.listIndustries();
    case 'vendors':
      return client.listVendors();
    case 'products':
      return client.listProducts();
    case 'buyers':
      return client.listBuyers().then((answer) => answer.data);
  }
}

/**
 * What a base URL and key can do, without saving them: a transcript search proves the key (401 otherwise),
 * then one call per feature says whether the team has it (403 means not).
 */
async function testConnection(client: ApiClient): Promise<ConnectionReport> {
  try {
    await client.searchTranscripts({ per_page: 1 });
  } catch (error) {
    return { ok: false, error: toApiErrorInfo(error) };
  }
  const features: Record<ApiFeature, boolean> = { account_pages: false, vendor_profiles: false };
  const lacks = (error: unknown) => isApiError(error) && error.kind === 'forbidden';
  try {
    await client.listAccounts({ per_page: 1 });
    features.account_pages = true;
  } catch (error) {
    if (!lacks(error)) return { ok: false, error: toApiErrorInfo(error) };
  }
  try {
    const vendors = await client.listVendors();
    const first = vendors[0];
    if (first) {
      await client.getVendor(first.slug);
      features.vendor_profiles = true;
    }
  } catch (error) {
    if (!lacks(error)) return { ok: false, error: toApiErrorInfo(error) };
  }
  return { ok: true, transcripts: true, features };
}
