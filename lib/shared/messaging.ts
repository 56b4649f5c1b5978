import { defineExtensionMessaging } from '@webext-core/messaging';
import type { AccountDetail, AccountField, AccountListParams, AccountListResponse } from '../api/accounts';
import type { ApiErrorInfo, ApiFeature } from '../api/errors';
import type { ReferenceItem, ReferenceList } from '../api/reference';
import type { TranscriptDetail, TranscriptSearchParams, TranscriptSearchResponse } from '../api/transcripts';
import type {
  AlsoBuyResponse,
  VendorBuyersResponse,
  VendorPageParams,
  VendorProfile,
  VendorProfileParams,
} from '../api/vendors';
import type {
  Detection,
  DetectionCandidate,
  ListRowCandidate,
  Meeting,
  PageListCandidate,
} from '../detect/types';
import type { MarkCard, RowMarks } from '../list-marks/mark-data';
import type {
  AddedAccounts,
  CheckSummary,
  FollowedList,
  WatchSummary,
  WhatsNew,
} from '../my-accounts/answers';
import type { ImportFormat, ImportPreview, ImportRefusal } from '../my-accounts/import-file';
import type { SkipReason } from './skip-reasons';

/** What the popup and sidebar show of an account before they fetch its sections. */
export type AccountSummary = {
  name: string;
  slug: string;
  domain: string;
  interviewCount: number;
  url: string;
};

/** A nearby account offered when a domain is not one: a suggestion, never an automatic match. */
export type AccountSuggestion = { name: string; slug: string; domain: string; matchingInterviews: number };

/**
 * A vendor offered when a lookup names no account but a vendor: its website (the domain is the vendor's
 * `domain_name` in the reference /vendors list) or its exact name. Its profile is what the rep wants there.
 */
export type VendorOffer = { name: string; slug: string; buyerCount: number; interviewCount: number };

/**
 * The lookup box's answer: the account, or why not; a miss (`not_found`) carries nearby accounts to offer, and
 * the vendor when the query named one.
 */

export type LookupAnswer =
  | Extract<Fetched<AccountSummary>, { ok: true }>
  | {
      ok: false;
      error: ApiErrorInfo;
      suggestions?: AccountSuggestion[];
      vendor?: VendorOffer;
      /** What was sent for the text when no account matched: its registrable domain or the company name. */
      lookedUp?: string;
    };

/**
 * Where a tab's lookup stands; every status is something the popup and sidebar can render. `domain` is what
 * was looked up and is shown: the registrable domain, or the account name of a CRM record that shows no
 * domain (then `detection.companyName` is set, and the views say "matched by name").
 */
export type TabLookup =
  | { status: 'no_company' }
  | { status: 'skipped'; domain: string; reason: SkipReason }
  | { status: 'not_configured'; domain: string }
  | { status: 'looking_up'; domain: string }
  | {
      status: 'found';
      domain: string;
      account: AccountSummary;
      /**
       * The account as the lookup fetched it (its default sections, KPIs and stack): the sidebar's first view
       * renders from it as it opens, with no request before its first frame. Kept in
       * `storage.session`, in memory and out of content scripts' reach like the rest of the tab's state.
       */
      detail?: { data: AccountDetail; fetchedAt: number };
    }
  /** Its nearby accounts are asked when a view shows it (`tabSuggestions`), not with every miss. */
  | { status: 'not_found'; domain: string; vendor?: VendorOffer }
  | { status: 'error'; domain: string; error: ApiErrorInfo };

/** The background's record of one tab: what was detected there, and its lookup. */
export type TabState = TabLookup & {
  detection: Detection | null;
  updatedAt: number;
  /** The document the detection came from (Chrome 106+): the launcher goes into that one only. */
  documentId?: string;
  /**
   * A calendar event open in the tab: its outside companies (with two or more, `detection` is null) and its title
   * and time as shown. The views offer each company; nothing of it is sent until the rep opens one.
   */
  meeting?: Meeting;
};

/**
 * What a page gets back for anything it asks the background: the data, or an error it can render (the kinds
 * of lib/api/errors.ts; "no such account" is the error kind `not_found`, "no key yet" `not_configured`).
 */
export type Fetched<T> =
  | {
      ok: true;
      data: T;
      /** Epoch ms of the API answer (older than now when served from the cache). */
      fetchedAt: number;
    }
  | { ok: false; error: ApiErrorInfo };

/** What `testConnection` found out about a base URL and key: what the team can use. */
export type ConnectionFeatures = { transcripts: boolean; features: Record<ApiFeature, boolean> };

/**
 * Every message between content scripts, extension pages and the background, declared once: commands and
 * questions go through here; state the views show lives in storage items (./storage-items.ts). Payloads are
 * checked with zod in the background (lib/schemas/messages.ts), where they are received: this folder stays
 * free of zod because content scripts import it. Pages send through lib/ui/background-client.ts.
 */
export interface ProtocolMap {
  /** A content script's raw finding for its tab (null: no single company in focus). */
  reportDetection(candidate: DetectionCandidate | null): void;
  /** A content script's list for its tab, where the page names no record (null: none any more). */
  reportPageList(list: PageListCandidate | null): void;
  /**
   * Looks an account up by domain, URL, email address or exact company name; a miss carries suggestions. Only
   * the registrable domain or the name is sent (lib/background/lookup-query.ts).
   */
  lookupAccount(request: { query: string } & PageWindow): LookupAnswer;
  /**
   * The rep asked for this tab ("look up anyway", Retry): look it up, bypassing cache and mode. The answer is
   * the tab's new state; views watch it in storage (`tabStateItem`) anyway.
   */
  lookUpTab(request: { tabId: number }): Fetched<TabState | null>;
  /**
   * The nearby accounts to offer for the tab's miss, asked when a view shows it. `domain` is the miss the view
   * shows: once the tab has moved on, the answer is none.
   */
  tabSuggestions(request: { tabId: number; domain: string } & PageWindow): Fetched<AccountSuggestion[]>;
  /**
   * "Not this company?": the rep picked `account` for the tab's page (null: forget the pick). Remembered on
   * this device for the CRM record or website and the current connection (never from a private window), and
   * the tab is looked up again with it. The answer is the tab's new state.
   */
  correctCompany(
    request: { tabId: number; account?: { name: string; slug: string; domain: string } | null } & PageWindow,
  ): Fetched<TabState | null>;

  // Data for the popup, sidebar and options. The background is the one place that talks to the API:
  // every call below goes through its cache (refresh: true bypasses it) and request scheduler.
  getAccount(
    request: { id: string; fields?: AccountField[]; refresh?: boolean } & PageWindow,
  ): Fetched<AccountDetail>;
  searchAccounts(request: { params: AccountListParams } & PageWindow): Fetched<AccountListResponse>;
  searchTranscripts(
    request: { params: TranscriptSearchParams } & PageWindow,
  ): Fetched<TranscriptSearchResponse>;
  getTranscript(request: { id: string } & PageWindow): Fetched<TranscriptDetail>;
  getVendor(request: { slug: string; params?: VendorProfileParams } & PageWindow): Fetched<VendorProfile>;
  listVendorBuyers(
    request: { slug: string; params?: VendorPageParams } & PageWindow,
  ): Fetched<VendorBuyersResponse>;
  listVendorAlsoBuy(
    request: { slug: string; params?: VendorPageParams } & PageWindow,
  ): Fetched<AlsoBuyResponse>;
  getReferenceList(request: { list: ReferenceList } & PageWindow): Fetched<ReferenceItem[]>;
  /** Tries a base URL and key without saving them: what the team can use. */
  testConnection(request: { baseUrl: string; apiKey: string }): Fetched<ConnectionFeatures>;
  /** Forgets every cached answer (options page). */
  clearCache(): Fetched<null>;

  // My accounts (lib/background/my-accounts.ts): the current connection's list, kept on this device. Views hear
  // of its changes and a running check's progress through `myAccountsActivityItem`.
  /** The list, or the `not_configured` error without a key. */
  myAccounts(request: PageWindow): Fetched<FollowedList>;
  /**
   * What each line of a paste or a file becomes, before anything is added: read here, where the Public Suffix
   * List is (a page has none). Adds nothing, so a private window may ask.
   */
  previewImport(
    request: { text: string; format?: ImportFormat; column?: number } & PageWindow,
  ): Fetched<ImportPreview | ImportRefusal>;
  /**
   * Follows what a paste, a file or a Follow button gives (one a line, or a CSV read by `column`): read again
   * here as the page's preview read it. Refused from a private window.
   */
  followAccounts(
    request: { text: string; format?: ImportFormat; column?: number } & PageWindow,
  ): Fetched<AddedAccounts & { invalid: number }>;
  /** Takes accounts off the list by key; answers how many went. */
  unfollowAccounts(request: { keys: string[] }): Fetched<number>;
  /**
   * Replaces a row that was no account with what the rep picked (a suggestion) and asks for it; answers its key,
   * and `merged` when the pick was on the list already (the line went into that row).
   */
  fixFollowedAccount(
    request: { key: string; text: string } & PageWindow,
  ): Fetched<{ key: string; merged: boolean }>;
  /** Checks the list (what was never checked, or what a check cut short left; `all`: every account again). */
  checkMyAccounts(request: { all?: boolean }): Fetched<CheckSummary>;
  /** Stops the running check; what it answered stays. */
  cancelMyAccountsCheck(): Fetched<null>;
  /** What the watch found (lib/background/account-watch.ts), newest first, with how much is unread. */
  whatsNew(): Fetched<WhatsNew>;
  /** The rep saw What's new: all of it read, the badge's count gone; answers how many were unread. */
  markWhatsNewRead(): Fetched<number>;
  /** Empties What's new (what it told is never told again). */
  clearWhatsNew(): Fetched<null>;
  /** Runs the watch now ("Check for news"), as its alarm would. */
  runAccountWatch(): Fetched<WatchSummary>;

  // Marks on a list's rows (entrypoints/list-marks.content.ts), answered by lib/background/list-marks.ts. Only
  // this extension's own script in a tab's top frame is heard; a page never learns the key or the API's address.
  /** The marks of the rows on screen, one a row in their order (null: no account there). */
  listMarks(request: { rows: ListRowCandidate[] }): Fetched<RowMarks>;
  /** A mark's card: its lines (the stack needs the account's detail) and whether it is on My accounts. */
  listMarkCard(request: { slug: string; follow: string }): Fetched<MarkCard>;
  /** "Follow" on a mark's card: the row's domain or name added to My accounts, as an import's line. */
  followFromList(request: { follow: string }): Fetched<AddedAccounts & { invalid: number }>;
  /** "Open in side panel" on a mark's card: the account in the sender's window's side panel. */
  openAccountFromList(request: { slug: string }): void;
  /** The rep's answer to "Mark companies on LinkedIn search results?", asked on the list. */
  answerListMarksPrompt(request: { on: boolean }): void;

  // The in-page launcher (entrypoints/launcher.content.ts), handled in lib/background/launcher.ts.
  /** The launcher pill was clicked: open the sidebar for the sender's tab. */
  openSidebar(): void;
  /** The rep hid the launcher on the sender's site: never show it there again. */
  dismissLauncher(): void;

  /**
   * "Copy page outline for support": the tab's page outline (lib/detect/page-outline.ts), texts and values
   * blanked, made in the tab's top frame by a script the background injects then (/page-outline.js).
   */
  pageOutline(request: { tabId: number }): Fetched<string>;
}

/** Sent by a page in a private window: what it asks is kept in memory only, never on disk. */
export type PageWindow = { privateWindow?: boolean };

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
