import { browser } from 'wxt/browser';
import { type SidebarRequest, sidebarRequestItem } from '../shared/storage-items';
import type { SidebarRoute } from '../ui/navigation-history';

type ChromeSidePanel = { open(options: { tabId: number } | { windowId: number }): Promise<void> };
type FirefoxSidebarAction = { open(): Promise<void> };

/** `chrome.windows.WINDOW_ID_CURRENT`: the window the rep last used (the service worker has none of its own). */
const WINDOW_ID_CURRENT = -2;

/**
 * Opens the sidebar for a tab. Call it first thing in a user-gesture listener (command, context menu): the
 * gesture is lost after an await. Chrome: side panel; Firefox: sidebar action. Never throws.
 */
export function openSidebar(tabId: number): void {
  void openSidebarOn({ tabId });
}

/**
 * Opens the sidebar of a window (Chrome; the current window when none is given) or the sidebar (Firefox), and
 * says whether it opened: false when the browser refused (no user gesture: call it before any await in the
 * gesture's listener) or has no sidebar. Never rejects.
 */
export function openSidebarInWindow(windowId?: number): Promise<boolean> {
  return openSidebarOn({ windowId: windowId ?? WINDOW_ID_CURRENT });
}

function openSidebarOn(target: { tabId: number } | { windowId: number }): Promise<boolean> {
  const chromeApi = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome;
  const firefoxSidebar = (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;
  try {
    // Called synchronously: the browser checks the gesture as the call is made, not as it resolves.
    const opening = chromeApi?.sidePanel ? chromeApi.sidePanel.open(target) : firefoxSidebar?.open();
    if (!opening) return Promise.resolve(false);
    return opening.then(
      () => true,
      () => false,
    );
  } catch {
    // No sidebar in this browser: the popup still works.
    return Promise.resolve(false);
  }
}

/**
 * Hands a route to the sidebar that `opened` opened (openSidebarInWindow, called in the gesture): stored where
 * the sidebar's page reads it (and watches it, for a panel already open). Answers false when no sidebar opened:
 * the request is taken back, so that a sidebar opened later does not jump to it; the caller opens a tab instead.
 */
export async function handRouteToSidebar(
  opened: Promise<boolean>,
  route: SidebarRoute,
  at: number,
  windowId?: number,
): Promise<boolean> {
  const request: SidebarRequest = { route, at, ...(windowId === undefined ? {} : { windowId }) };
  await sidebarRequestItem.setValue(request);
  if (await opened) return true;
  const pending = await sidebarRequestItem.getValue();
  if (pending?.at === request.at) await sidebarRequestItem.setValue(null);
  return false;
}
