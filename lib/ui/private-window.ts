import { browser } from 'wxt/browser';

// A page opened in a private window (the popup or side panel of an incognito window) must leave nothing on
// disk: its answers stay in the background's memory and its lookups are not remembered (PRIVACY.md). The
// page's own window says so: in Chrome's default "spanning" mode extension pages run in the ordinary
// profile, so `extension.inIncognitoContext` is false there even in a private window.

let privateWindow: Promise<boolean> | undefined;

/** True when this page is shown in a private window; asked once per page, false when it cannot be told. */
export function inPrivateWindow(): Promise<boolean> {
  // Through a resolved promise: where `windows` is missing (a test's fake browser) that is a "no", not a throw.
  privateWindow ??= Promise.resolve()
    .then(() => browser.windows.getCurrent())
    .then((window) => window?.incognito === true)
    .catch(() => false);
  return privateWindow;
}

/** Tells the page whether its window is private, when the page knows it already (the sidebar, from its tab). */
export function rememberPrivateWindow(incognito: boolean): void {
  privateWindow ??= Promise.resolve(incognito);
}

/** What a data request carries from a private window: `privateWindow: true`, else nothing. */
export async function privacyOfPage(): Promise<{ privateWindow?: true }> {
  return (await inPrivateWindow()) ? { privateWindow: true } : {};
}
