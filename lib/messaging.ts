import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ApiErrorInfo } from './api/errors';
import type { Detection, DetectionCandidate } from './detect/types';
import type { SkipReason } from './privacy/lookup-policy';

/** What the popup and sidebar show of an account before they fetch its sections. */
export type AccountSummary = {
  name: string;
  slug: string;
  domain: string;
  interviewCount: number;
  url: string;
};

export type AccountLookupResult =
  | { status: 'found'; account: AccountSummary }
  | { status: 'not_configured' }
  | { status: 'error'; error: ApiErrorInfo };

/** A nearby account offered when a domain is not one: a suggestion, never an automatic match. */
export type AccountSuggestion = { name: string; slug: string; domain: string; matchingInterviews: number };

/** Where a tab's lookup stands; every status is something the popup and sidebar can render. */
export type TabLookup =
  | { status: 'no_company' }
  | { status: 'skipped'; domain: string; reason: SkipReason }
  | { status: 'not_configured'; domain: string }
  | { status: 'looking_up'; domain: string }
  | { status: 'found'; domain: string; account: AccountSummary }
  | { status: 'not_found'; domain: string; suggestions: AccountSuggestion[] }
  | { status: 'error'; domain: string; error: ApiErrorInfo };

/** The background's record of one tab: what was detected there, and its lookup. */
export type TabState = TabLookup & { detection: Detection | null; updatedAt: number };

/**
 * Every message between content scripts, extension pages and the background, declared once.
 * Payloads are checked with zod in the background (lib/background/message-schemas.ts), where they are
 * received: this file stays free of zod because content scripts import it.
 */
export interface ProtocolMap {
  /** A content script's raw finding for its tab (null: no single company in focus). */
  reportDetection(candidate: DetectionCandidate | null): void;
  /** Looks an account up by domain, URL, email address or exact company name. */
  lookupAccount(request: { query: string }): AccountLookupResult;
  /** The background's state for one tab. */
  getTabState(request: { tabId: number }): TabState | null;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
