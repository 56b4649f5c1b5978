import { type Browser, browser } from 'wxt/browser';
import { type ApiErrorInfo, codedErrorInfo } from '../api/errors';

// Who may send which message: content scripts run in pages we do not control, so each handler first asks
// where a message came from.

export type Sender = Browser.runtime.MessageSender;

/** True for this extension's own pages (popup, sidebar, options), never a content script or another extension. */
export function isExtensionPage(sender: Sender): boolean {
  return sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
}

/** True for this extension's own content script in a tab's top frame. */
export function isOwnTopFrameScript(sender: Sender): boolean {
  return sender.id === browser.runtime.id && sender.tab?.id !== undefined && sender.frameId === 0;
}

/** Following from a private window: nothing of one is kept (PRIVACY.md). */
export const NO_FOLLOW_IN_PRIVATE: ApiErrorInfo = codedErrorInfo(
  'extension',
  'Buyer Lens remembers nothing from a private window: follow accounts in a normal window.',
  'privateWindowFollow',
);

/** The answer to a page-only message from anywhere else, named so that a page says it in the rep's language. */
export const REFUSED: ApiErrorInfo = codedErrorInfo(
  'extension',
  'Buyer Lens refused a message from outside its own pages.',
  'senderRefused',
);
