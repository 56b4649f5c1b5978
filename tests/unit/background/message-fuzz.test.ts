import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ACCOUNT_FIELDS } from '@/lib/api/accounts';
import type { ApiClient, ApiClientOptions } from '@/lib/api/client';
import { REFERENCE_LISTS } from '@/lib/api/reference';
import { correctCompanyRequestSchema } from '@/lib/background/company-corrections';
import { DATA_MESSAGES } from '@/lib/background/data-messages';
import type { Sender } from '@/lib/background/sender-guards';
import { createBackgroundServices } from '@/lib/background/services';
import { setTabState } from '@/lib/background/tab-state';
import {
  detectionCandidateSchema,
  followAccountsRequestSchema,
  followFromListRequestSchema,
  listMarkCardRequestSchema,
  listMarksRequestSchema,
  lookupRequestSchema,
  tabStateRequestSchema,
  tabSuggestionsRequestSchema,
  testConnectionRequestSchema,
} from '@/lib/schemas/messages';
import { saveSettings } from '@/lib/schemas/settings';
import type { ProtocolMap } from '@/lib/shared/messaging';
import { connectionItem } from '@/lib/shared/storage-items';
import { accountDetail, fakeApi } from './fake-api-client';

// Content scripts run in pages we do not control, and a page bug can send anything: every handler of the
// protocol must answer any payload from any sender without throwing, and a payload its schema refuses must never
// reach the API. Payloads are arbitrary JSON (what crosses the message channel) and near misses of each
// message's shape, so that both sides of each schema are exercised.

type MessageName = keyof ProtocolMap;
type Schema = { safeParse(data: unknown): { success: boolean } };

/** The schema each message's payload must pass before anything may reach the API; null: the API is never asked. */
const SCHEMAS: Record<MessageName, Schema | null> = {
  reportDetection: detectionCandidateSchema,
  // Kept for the side panel; nothing of it is sent until the rep adds the companies (then by followAccounts).
  reportPageList: null,
  lookupAccount: lookupRequestSchema,
  lookUpTab: tabStateRequestSchema,
  tabSuggestions: tabSuggestionsRequestSchema,
  correctCompany: correctCompanyRequestSchema,
  ...dataMessageSchemas(),
  testConnection: testConnectionRequestSchema,
  clearCache: null,
  openSidebar: null,
  dismissLauncher: null,
  // Marks: the rows on screen, a card's account and a follow ask the API; opening the side panel and the
  // answer to the question ask nothing.
  listMarks: listMarksRequestSchema,
  listMarkCard: listMarkCardRequestSchema,
  followFromList: followFromListRequestSchema,
  openAccountFromList: null,
  answerListMarksPrompt: null,
  // Checked with tabStateRequestSchema, but it never asks the API (the outline is made in the tab).
  pageOutline: null,
  // The list is on this device: reading it and taking off it ask the API nothing; and the connection here
  // follows nothing, so a fix, a check or a watch has nothing to ask either (their requests:
  // tests/unit/background/my-accounts.test.ts, account-watch.test.ts). A first follow sets the watch's mark
  // (one request), so a follow the schema takes may ask.
  myAccounts: null,
  previewImport: null,
  followAccounts: followAccountsRequestSchema,
  unfollowAccounts: null,
  fixFollowedAccount: null,
  checkMyAccounts: null,
  cancelMyAccountsCheck: null,
  whatsNew: null,
  markWhatsNewRead: null,
  clearWhatsNew: null,
  runAccountWatch: null,
};

function dataMessageSchemas() {
  return Object.fromEntries(
    Object.entries(DATA_MESSAGES).map(([name, plan]) => [name, plan.schema]),
  ) as unknown as Record<keyof typeof DATA_MESSAGES, Schema>;
}

/** The messages that answer a `Fetched` value; the others answer nothing. */
const ANSWERS_NOTHING = new Set<MessageName>([
  'reportDetection',
  'reportPageList',
  'openSidebar',
  'dismissLauncher',
  'openAccountFromList',
  'answerListMarksPrompt',
]);

/** Messages only a content script sends (every other is an extension page's). */
const CONTENT_SCRIPT_MESSAGES = new Set<MessageName>([
  'reportDetection',
  'listMarks',
  'listMarkCard',
  'followFromList',
  'openAccountFromList',
  'answerListMarksPrompt',
]);

/** The page a content script's message comes from: a list view for the marks' messages, else a website. */
const LIST_VIEW = 'https://sellerco.lightning.force.com/lightning/o/Account/list?filterName=AllAccounts';

const json = fc.jsonValue({ maxDepth: 3 });
/** Anything that may stand where a string is expected, strings near the limits first. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    '   ',
    'acme.com',
    'https://www.acme.com/about',
    'jane@acme.com',
    'x'.repeat(301),
    '\u0000',
  ),
  json,
);
const integer = fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double(), json);
const flag = fc.oneof(fc.boolean(), json);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** A payload of roughly this shape: some keys, wrong types, unknown keys. */
function nearly(keys: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc.record(keys, { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 2 });
  return fc.oneof(
    shaped,
    fc.tuple(shaped, extra).map(([known, unknown]) => ({ ...unknown, ...known })),
  );
}

const listParams = nearly({
  q: text,
  page: integer,
  per_page: integer,
  accounts: fc.oneof(fc.array(text, { maxLength: 3 }), json),
  vendors: fc.oneof(fc.array(text, { maxLength: 3 }), json),
  sort_by: fc.oneof(fc.constantFrom('relevance', 'recency'), text),
  revenue: fc.oneof(nearly({ min: integer, max: integer }), json),
  since_months: integer,
});
const vendorParams = nearly({ product: text, use_case: text, page: integer, per_page: integer });

/** A list's rows as a list reader writes them, and near misses of them (reportPageList, listMarks). */
const listRows = fc.oneof(
  fc.array(
    nearly({
      kind: fc.oneof(fc.constantFrom('company', 'person', 'account'), text),
      values: fc.oneof(fc.array(text, { maxLength: 2 }), json),
      name: text,
    }),
    { maxLength: 3 },
  ),
  json,
);

/** Near misses of each message's payload (any JSON is tried as well). */
const SHAPES: Record<MessageName, fc.Arbitrary<unknown>> = {
  reportDetection: nearly({
    source: text,
    name: text,
    kind: fc.oneof(fc.constantFrom('site', 'company', 'person', 'mail', 'account'), text),
    values: fc.oneof(fc.array(text, { maxLength: 3 }), json),
    owner: text,
  }),
  reportPageList: nearly({ source: text, rows: listRows }),
  lookupAccount: nearly({ query: text }),
  lookUpTab: nearly({ tabId: integer }),
  tabSuggestions: nearly({ tabId: integer, domain: text }),
  correctCompany: nearly({
    tabId: integer,
    account: fc.oneof(fc.constant(null), nearly({ name: text, slug: text, domain: text })),
  }),
  getAccount: nearly({
    id: text,
    fields: fc.oneof(fc.subarray([...ACCOUNT_FIELDS]), fc.array(text, { maxLength: 2 })),
    refresh: flag,
  }),
  searchAccounts: nearly({ params: fc.oneof(listParams, json), refresh: flag }),
  searchTranscripts: nearly({ params: fc.oneof(listParams, json), refresh: flag }),
  getTranscript: nearly({ id: text, refresh: flag }),
  getVendor: nearly({ slug: text, params: maybe(vendorParams), refresh: flag }),
  listVendorBuyers: nearly({ slug: text, params: maybe(vendorParams), refresh: flag }),
  listVendorAlsoBuy: nearly({ slug: text, params: maybe(vendorParams), refresh: flag }),
  getReferenceList: nearly({ list: fc.oneof(fc.constantFrom(...REFERENCE_LISTS), text), refresh: flag }),
  testConnection: nearly({
    baseUrl: fc.oneof(
      fc.constantFrom(
        'https://api.example.com',
        'http://127.0.0.1:8787',
        'http://evil.example.com',
        'javascript:x',
      ),
      text,
    ),
    apiKey: text,
  }),
  clearCache: json,
  openSidebar: json,
  dismissLauncher: json,
  pageOutline: nearly({ tabId: integer }),
  myAccounts: nearly({ privateWindow: flag }),
  previewImport: nearly({ text, format: fc.oneof(fc.constantFrom('lines', 'csv'), text), column: integer }),
  followAccounts: nearly({ text, format: fc.oneof(fc.constantFrom('lines', 'csv'), text), column: integer }),
  unfollowAccounts: nearly({ keys: fc.oneof(fc.array(text, { maxLength: 3 }), json) }),
  fixFollowedAccount: nearly({ key: text, text }),
  checkMyAccounts: nearly({ all: flag }),
  cancelMyAccountsCheck: json,
  listMarks: nearly({ rows: listRows }),
  listMarkCard: nearly({ slug: text, follow: text }),
  followFromList: nearly({ follow: text }),
  openAccountFromList: nearly({ slug: text }),
  answerListMarksPrompt: nearly({ on: flag }),
  whatsNew: json,
  markWhatsNewRead: json,
  clearWhatsNew: json,
  runAccountWatch: json,
};

/** A payload each schema accepts, so that the accepting side is reached too. */
const VALID: Record<MessageName, unknown> = {
  reportDetection: { source: 'salesforce', kind: 'company', values: ['https://www.acme.com/about'] },
  reportPageList: { source: 'salesforce', rows: [{ kind: 'company', values: ['acme.com'], name: 'Acme' }] },
  lookupAccount: { query: 'acme.com' },
  lookUpTab: { tabId: 1 },
  tabSuggestions: { tabId: 1, domain: 'nobody.io' },
  correctCompany: { tabId: 1, account: { name: 'Acme', slug: 'acme', domain: 'acme.com' } },
  getAccount: { id: 'acme.com', fields: ['qa'] },
  searchAccounts: { params: { q: 'acme', per_page: 5 } },
  searchTranscripts: { params: { q: 'acme' } },
  getTranscript: { id: 'transcript-1' },
  getVendor: { slug: 'acme' },
  listVendorBuyers: { slug: 'acme', params: { page: 2 } },
  listVendorAlsoBuy: { slug: 'acme' },
  getReferenceList: { list: 'markets' },
  testConnection: { baseUrl: 'https://api.example.com', apiKey: 'key-a' },
  clearCache: undefined,
  openSidebar: undefined,
  dismissLauncher: undefined,
  pageOutline: { tabId: 1 },
  myAccounts: {},
  previewImport: { text: 'acme.com' },
  followAccounts: { text: 'acme.com' },
  unfollowAccounts: { keys: ['domain:acme.com'] },
  fixFollowedAccount: { key: 'domain:acme.com', text: 'acme.com' },
  checkMyAccounts: { all: true },
  cancelMyAccountsCheck: undefined,
  listMarks: { rows: [{ kind: 'company', values: ['acme.com'], name: 'Acme' }] },
  listMarkCard: { slug: 'acme', follow: 'acme.com' },
  followFromList: { follow: 'acme.com' },
  openAccountFromList: { slug: 'acme' },
  answerListMarksPrompt: { on: true },
  whatsNew: undefined,
  markWhatsNewRead: undefined,
  clearWhatsNew: undefined,
  runAccountWatch: undefined,
};

const payloadOf = (name: MessageName) =>
  fc.oneof(SHAPES[name], json, fc.constant(undefined), fc.constant(VALID[name]));

/** Who sends: one of the extension's pages, or its content script in a tab's top frame. */
function senderOf(kind: 'page' | 'content-script', name: MessageName): Sender {
  if (kind === 'page') return { id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') };
  const url =
    name === 'reportDetection' || !CONTENT_SCRIPT_MESSAGES.has(name) ? 'https://www.acme.com/' : LIST_VIEW;
  return {
    id: browser.runtime.id,
    url,
    tab: { id: 7, index: 0, url, incognito: false, active: true } as never,
    frameId: 0,
  };
}

/** The background's services over a fake API whose every client call is counted, whatever the call. */
function setup() {
  const api = fakeApi({ 'key-a': { 'acme.com': accountDetail('acme.com', 'Acme', 12) } });
  const calls: string[] = [];
  const createClient = (options: ApiClientOptions): ApiClient => {
    const client = api.createClient(options);
    return new Proxy(client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(property));
          return value.apply(target, args);
        };
      },
    });
  };
  const services = createBackgroundServices({
    createClient,
    // The rep allowed the API's origin: what stops a request here is the payload, never a missing permission.
    hasHostAccess: async () => true,
    now: () => 1_000_000,
  });
  return { ...services, calls };
}

describe('message handlers under arbitrary payloads', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await saveSettings({ apiKey: 'key-a', baseUrl: 'https://api.example.com' });
    // The connection the background names once it has switched to these settings (correctCompany keeps picks
    // per connection).
    await connectionItem.setValue({ id: 'connection-a' });
  });

  it.each(Object.keys(SCHEMAS) as MessageName[])(
    '%s: answers any payload from a page or a content script, and asks the API nothing for a refused one',
    async (name) => {
      const { handlers, calls } = setup();
      // A tab the background can name, so that a valid lookUpTab does reach the API.
      const tab = await browser.tabs.create({ url: 'https://www.acme.com/' });
      // A miss shown in it, so that a valid tabSuggestions does ask for the miss's nearby accounts.
      if (tab.id !== undefined)
        await setTabState(tab.id, {
          status: 'not_found',
          domain: 'nobody.io',
          detection: { domain: 'nobody.io', source: 'website' },
          updatedAt: 1,
        });
      const handler = handlers[name] as (data: unknown, sender: Sender) => Promise<unknown>;
      const schema = SCHEMAS[name];
      let refused = 0;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(payloadOf(name), fc.constant({ tabId: tab.id })),
          fc.constantFrom('page' as const, 'content-script' as const),
          async (payload, from) => {
            const before = calls.length;
            const answer = await handler(payload, senderOf(from, name));
            if (ANSWERS_NOTHING.has(name)) {
              expect(answer).toBeUndefined();
            } else {
              // A Fetched value, as a page can render it, and one that crosses the message channel.
              expect(answer).toMatchObject({ ok: expect.any(Boolean) });
              const fetched = answer as { ok: boolean; error?: { kind: unknown; message: unknown } };
              if (!fetched.ok)
                expect(fetched.error).toMatchObject({
                  kind: expect.any(String),
                  message: expect.any(String),
                });
              expect(() => structuredClone(answer)).not.toThrow();
            }
            const valid = schema?.safeParse(payload).success ?? false;
            // Page-only messages refuse a content script; a content script's are taken only from one.
            const heard = CONTENT_SCRIPT_MESSAGES.has(name) ? from === 'content-script' : from === 'page';
            if (!valid || !heard) {
              refused += 1;
              expect(calls.slice(before), `${name} from a ${from}: ${JSON.stringify(payload)}`).toEqual([]);
            } else accepted += 1;
          },
        ),
        { numRuns: 150 },
      );
      // The generators reach both sides of each schema.
      expect(refused).toBeGreaterThan(20);
      if (schema) expect(accepted).toBeGreaterThan(0);
      // And the count of API calls does count: an accepted payload of each message did ask the API.
      if (schema) expect(calls.length).toBeGreaterThan(0);
    },
  );
});
