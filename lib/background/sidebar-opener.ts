import { browser } from 'wxt/browser';

type ChromeSidePanel = { open(options: { tabId: number }): Promise<void> };
type FirefoxSidebarAction = { open(): Promise<void> };

/**
 * Opens the sidebar for a tab. Call it first thing in a user-gesture listener (command, context menu): the
 * gesture is lost after an await. Chrome: side panel; Firefox: sidebar action. Never throws.
 */
export function openSidebar(tabId: number): void {
  const chromeApi = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome;
  const firefoxSidebar = (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;
  try {
    if (chromeApi?.sidePanel) void chromeApi.sidePanel.open({ tabId }).catch(() => undefined);
    else if (firefoxSidebar) void firefoxSidebar.open().catch(() => undefined);
  } catch {
    // No sidebar in this browser: the popup still works.
  }
}
