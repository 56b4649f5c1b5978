import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ApiErrorInfo } from './api/errors';
import type { Detection, DetectionCandidate } from './detect/types';

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

export type TabState = {
  detection: Detection | null;
};

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
