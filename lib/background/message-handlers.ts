import { browser } from 'wxt/browser';
import type { ApiClient, ApiClientOptions } from '../api/client';
import { type ApiErrorInfo, codedErrorInfo, toApiErrorInfo } from '../api/errors';
import type { ResponseCache } from '../cache/response-cache';
import { candidateToDetection, candidateToMeeting } from '../detect/domain';
import {
  checkMyAccountsRequestSchema,
  detectionCandidateSchema,
  fixFollowedAccountRequestSchema,
  followAccountsRequestSchema,
  lookupRequestSchema,
  openAccountFromListRequestSchema,
  pageListCandidateSchema,
  pageWindowRequestSchema,
  refusedRequest,
  tabStateRequestSchema,
  tabSuggestionsRequestSchema,
  testConnectionRequestSchema,
  unfollowAccountsRequestSchema,
} from '../schemas/messages';
import { onMessage, type ProtocolMap } from '../shared/messaging';
import { companyCorrectionsItem, recentLookupsItem } from '../shared/storage-items';
import { lookupAccount } from './account-lookup';
import type { AccountService } from './account-service';
import { type ApiGateway, NOT_CONFIGURED_ERROR } from './api-gateway';
import { correctCompanyRequestSchema, rememberCorrection } from './company-corrections';
import { testConnection } from './connection-test';
import { DATA_MESSAGES, type DataMessage } from './data-messages';
import { launcherHandlers } from './launcher';
import { companyKey } from './lookup-query';
import type { MyAccountsParts } from './my-accounts-parts';
import { pageListOf, recordPageList } from './page-lists';
import type { ReferenceCatalog } from './reference-catalog';
import {
  isExtensionPage,
  isOwnTopFrameScript,
  NO_FOLLOW_IN_PRIVATE,
  REFUSED,
  type Sender,
} from './sender-guards';
import { handRouteToSidebar, openSidebarInWindow } from './sidebar-opener';
import { detectionFromUrl, tabInfo } from './tab-detection';
import type { TabLookupService } from './tab-lookup';
import { clearTabState, getTabState, listTabStates } from './tab-state';
import { paintBadge } from './toolbar-badge';
import type { VendorSource } from './vendor-directory';

/** Everything the handlers use, made once in the background entrypoint. */
export type MessageHandlerDeps = {
  gateway: ApiGateway;
  accounts: AccountService;
  vendors: VendorSource;
  tabs: TabLookupService;
  cache: ResponseCache;
  /** The reference lists the lookup box's text is resolved against. */
  catalog: ReferenceCatalog;
  /** My accounts' services, made on first use (lib/background/my-accounts-parts.ts). */
  myAccountsParts: () => Promise<MyAccountsParts>;
  createClient(options: ApiClientOptions): ApiClient;
  now(): number;
};

type Answer<Name extends keyof ProtocolMap> = ReturnType<ProtocolMap[Name]>;
type Handlers = {
  [Name in keyof ProtocolMap]: (
    data: Parameters<ProtocolMap[Name]>[0],
    sender: Sender,
  ) => Promise<Answer<Name>>;
};

// Each with its sentence's name, for the page to say it in the rep's language (lib/ui/error-help.ts).
const NOT_IN_PRIVATE_WINDOWS = codedErrorInfo(
  'extension',
  'Buyer Lens remembers nothing from a private window: pick the account in a normal window.',
  'privateWindowPick',
);
const NO_OUTLINE = codedErrorInfo(
  'extension',
  'Buyer Lens cannot read this page (a browser page, or a site it has no access to).',
  'pageUnreadable',
);

/** The tab a page asked about closed meanwhile. */
function tabGone() {
  return failed(codedErrorInfo('extension', 'That tab is gone.', 'tabGone'));
}

/** A refusal in the one result vocabulary. */
function failed(error: ApiErrorInfo) {
  return { ok: false as const, error };
}

function invalid(message: string | undefined) {
  return failed(refusedRequest(message));
}

/**
 * A handler for extension pages only (a content script has no business reading the team's library): its
 * payload checked with `schema`, never throwing across the channel (a page renders an error value instead).
 */
function pageOnly<Request, Result>(
  schema: {
    safeParse(
      data: unknown,
    ): { success: true; data: Request } | { success: false; error: { issues: { message: string }[] } };
  },
  handle: (request: Request) => Promise<Result>,
) {
  return async (data: unknown, sender: Sender) => {
    if (!isExtensionPage(sender)) return failed(REFUSED);
    const request = schema.safeParse(data);
    if (!request.success) return invalid(request.error.issues[0]?.message);
    try {
      return await handle(request.data);
    } catch (error) {
      return { ok: false as const, error: toApiErrorInfo(error) };
    }
  };
}

/** Any payload: for messages that carry none. */
const anything = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/** The handler of every message of the protocol; each validates its payload and never throws. */
export function createMessageHandlers(deps: MessageHandlerDeps): Handlers {
  const { gateway, accounts, vendors, tabs, cache } = deps;
  const myAccounts = async () => (await deps.myAccountsParts()).myAccounts;
  const watch = async () => (await deps.myAccountsParts()).watch;
  const listMarks = async () => (await deps.myAccountsParts()).listMarks;
  const answered = <T>(data: T) => ({ ok: true as const, data, fetchedAt: deps.now() });

  const dataHandlers = Object.fromEntries(
    (Object.keys(DATA_MESSAGES) as DataMessage[]).map((name) => {
      const { schema, endpoint } = DATA_MESSAGES[name] as {
        schema: typeof anything;
        endpoint(request: unknown): Parameters<ApiGateway['fetched']>[0];
      };
      return [
        name,
        pageOnly(schema, (request) => {
          const { refresh, privateWindow } = request as { refresh?: boolean; privateWindow?: boolean };
          // A page in a private window: its answers stay in memory (PRIVACY.md).
          return gateway.fetched(endpoint(request), { refresh, persist: !privateWindow });
        }),
      ];
    }),
  ) as Pick<Handlers, DataMessage>;

  return {
    async reportDetection(data, sender) {
      // Only this extension's own content scripts, in a tab's top frame, may say what a tab shows.
      if (!isOwnTopFrameScript(sender) || sender.tab?.id === undefined) return;
      const candidate = detectionCandidateSchema.safeParse(data);
      if (!candidate.success) return;
      const detection = candidate.data ? candidateToDetection(candidate.data) : null;
      // A calendar event's outside companies: one is the detection, two or more are offered by the views.
      const meeting = candidate.data ? candidateToMeeting(candidate.data) : null;
      const tab = sender.tab;
      await tabs.detected(
        {
          id: sender.tab.id,
          incognito: tab.incognito ?? false,
          active: tab.active ?? false,
          documentId: sender.documentId,
        },
        detection,
        undefined,
        meeting,
      );
    },

    async reportPageList(data, sender) {
      if (!isOwnTopFrameScript(sender) || sender.tab?.id === undefined) return;
      const list = pageListCandidateSchema.safeParse(data);
      if (!list.success) return;
      // A private window's lists are not kept: nothing is added from one (PRIVACY.md).
      const kept = list.data && !sender.tab.incognito ? pageListOf(list.data, sender.documentId) : null;
      await recordPageList(sender.tab.id, kept);
      // Marks on its rows, where the rep's settings have them (a private window's too, if lookups are on there).
      if (list.data) await (await listMarks()).show(sender, list.data);
    },

    lookupAccount: pageOnly(lookupRequestSchema, ({ query, privateWindow }) =>
      lookupAccount(accounts, query, vendors, { persist: !privateWindow }),
    ),

    lookUpTab: pageOnly(tabStateRequestSchema, async ({ tabId }) => {
      const tab = await tabInfo(tabId);
      if (!tab) return tabGone();
      const stored = await getTabState(tab.id);
      const detection = stored?.detection ?? detectionFromUrl(tab.url);
      await tabs.requested(tab, detection, { refresh: true });
      return { ok: true as const, data: await getTabState(tab.id), fetchedAt: deps.now() };
    }),

    tabSuggestions: pageOnly(tabSuggestionsRequestSchema, async ({ tabId, domain, privateWindow }) => {
      const tab = await tabInfo(tabId);
      if (!tab) return tabGone();
      const state = await getTabState(tab.id);
      // The tab has moved on (or found the account meanwhile): the view shows its new state, not this miss.
      const data =
        state?.status === 'not_found' && state.domain === domain && state.detection
          ? await accounts.suggest(companyKey(state.detection), {
              priority: 'active',
              persist: !(privateWindow || tab.incognito),
            })
          : [];
      return { ok: true as const, data, fetchedAt: deps.now() };
    }),

    correctCompany: pageOnly(correctCompanyRequestSchema, async ({ tabId, account, privateWindow }) => {
      const tab = await tabInfo(tabId);
      if (!tab) return tabGone();
      // Nothing of a private window is kept on disk (PRIVACY.md).
      if (privateWindow || tab.incognito) return failed(NOT_IN_PRIVATE_WINDOWS);
      if (!(await rememberCorrection(tab.url, account ?? null, deps.now()))) {
        return failed(
          codedErrorInfo(
            'extension',
            'Buyer Lens cannot remember a pick for this page.',
            'pickNotRemembered',
          ),
        );
      }
      // The tab's detection (a corrected one carries what was detected) is corrected afresh as it is looked up.
      await tabs.requested(tab, (await getTabState(tab.id))?.detection ?? detectionFromUrl(tab.url));
      return { ok: true as const, data: await getTabState(tab.id), fetchedAt: deps.now() };
    }),

    ...dataHandlers,

    testConnection: pageOnly(testConnectionRequestSchema, (request) =>
      testConnection(deps.createClient({ ...request, maxRetries: 0 }), deps.now),
    ),

    clearCache: pageOnly(anything, async () => {
      // Everything that says what the rep looked at: the answers, the recent lookups, each tab's state
      // (and so its badge). Tabs are looked up again on their next page, not now.
      await cache.clear();
      await recentLookupsItem.removeValue();
      await companyCorrectionsItem.removeValue();
      for (const [tabId] of await listTabStates()) {
        tabs.forget(tabId);
        await clearTabState(tabId);
        await paintBadge(tabId, null);
      }
      return { ok: true as const, data: null, fetchedAt: deps.now() };
    }),

    myAccounts: pageOnly(pageWindowRequestSchema, async () => {
      const list = await (await myAccounts()).list();
      return list ? answered(list) : failed(NOT_CONFIGURED_ERROR);
    }),

    previewImport: pageOnly(followAccountsRequestSchema, async ({ text, format, column }) => {
      const service = await myAccounts();
      return answered(service.preview(text, { format, column }));
    }),

    // Nothing of a private window is kept on disk (PRIVACY.md): it adds nothing to the list.
    followAccounts: pageOnly(followAccountsRequestSchema, async ({ text, format, column, privateWindow }) => {
      if (privateWindow) return failed(NO_FOLLOW_IN_PRIVATE);
      const parts = await deps.myAccountsParts();
      const followed = await parts.myAccounts.follow(text, { format, column });
      // A first account starts the watch (its alarm, and the mark later news is told against).
      if (followed.ok && followed.data.added > 0) await parts.watch.schedule();
      return followed;
    }),

    unfollowAccounts: pageOnly(unfollowAccountsRequestSchema, async ({ keys }) => {
      const parts = await deps.myAccountsParts();
      const removed = await parts.myAccounts.unfollow(keys);
      if (removed) await parts.watch.schedule();
      return removed === null ? failed(NOT_CONFIGURED_ERROR) : answered(removed);
    }),

    fixFollowedAccount: pageOnly(fixFollowedAccountRequestSchema, async ({ key, text, privateWindow }) => {
      if (privateWindow) return failed(NO_FOLLOW_IN_PRIVATE);
      const service = await myAccounts();
      const fixed = await service.fix(key, text);
      // The fixed row is asked for at once (a check of what was never checked: that row).
      if (fixed.ok) void service.check();
      return fixed;
    }),

    checkMyAccounts: pageOnly(checkMyAccountsRequestSchema, async ({ all }) => {
      const summary = await (await myAccounts()).check({ all });
      return summary.status === 'notConfigured' ? failed(NOT_CONFIGURED_ERROR) : answered(summary);
    }),

    cancelMyAccountsCheck: pageOnly(anything, async () => {
      (await myAccounts()).cancel();
      return answered(null);
    }),

    whatsNew: pageOnly(anything, async () => {
      const news = await (await watch()).whatsNew();
      return news ? answered(news) : failed(NOT_CONFIGURED_ERROR);
    }),

    markWhatsNewRead: pageOnly(anything, async () => answered(await (await watch()).markRead())),

    clearWhatsNew: pageOnly(anything, async () => {
      await (await watch()).clear();
      return answered(null);
    }),

    runAccountWatch: pageOnly(anything, async () => {
      const summary = await (await watch()).run();
      return summary.status === 'failed' ? failed(summary.error) : answered(summary);
    }),

    ...launcherHandlers,

    // Marks on a list's rows: answered by My accounts' script (lib/background/list-marks-pages.ts).
    listMarks: async (data, sender) => (await listMarks()).handlers.listMarks(data, sender),
    listMarkCard: async (data, sender) => (await listMarks()).handlers.listMarkCard(data, sender),
    followFromList: async (data, sender) => (await listMarks()).handlers.followFromList(data, sender),
    answerListMarksPrompt: async (data, sender) =>
      (await listMarks()).handlers.answerListMarksPrompt(data, sender),

    async openAccountFromList(data, sender) {
      // First thing, before any await: the click's user gesture allows the side panel to open.
      if (!isOwnTopFrameScript(sender)) return;
      const opened = openSidebarInWindow(sender.tab?.windowId);
      const request = openAccountFromListRequestSchema.safeParse(data);
      if (!request.success) return;
      await handRouteToSidebar(
        opened,
        { view: 'account', id: request.data.slug },
        deps.now(),
        sender.tab?.windowId,
      );
    },

    // Made in the tab (it has the DOM) by a script injected only now, so the detectors' bundles do not carry it.
    pageOutline: pageOnly(tabStateRequestSchema, async ({ tabId }) => {
      const [frame] = await browser.scripting
        .executeScript({ target: { tabId, frameIds: [0] }, files: ['/page-outline.js'] })
        .catch(() => []);
      const outline: unknown = frame?.result;
      if (typeof outline !== 'string') return failed(NO_OUTLINE);
      return { ok: true as const, data: outline, fetchedAt: deps.now() };
    }),
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
