import { browser } from 'wxt/browser';
import { sidebarRequestItem } from '@/lib/shared/storage-items';
import type { SidebarRoute } from '@/lib/ui/navigation-history';

type ChromeSidePanel = { open(options: { windowId: number }): Promise<void> };
type FirefoxSidebarAction = { open(): Promise<void> };

/**
 * Opens the sidebar from a click in the popup, optionally on a given view. The open call comes first,
 * before any await: the browser honours it only inside the click. Resolves once the view is asked for, so a
 * popup that closes itself after never loses the request with its page.
 */
export async function openSidebarFromClick(
  windowId: number | undefined,
  route?: SidebarRoute,
): Promise<void> {
  const chromeApi = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome;
  const firefoxSidebar = (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;
  try {
    if (chromeApi?.sidePanel && windowId !== undefined)
      void chromeApi.sidePanel.open({ windowId }).catch(() => undefined);
    else if (firefoxSidebar) void firefoxSidebar.open().catch(() => undefined);
  } catch {
    // No sidebar here: the request below still opens the view the next time the sidebar opens.
  }
  if (route)
    await sidebarRequestItem
      .setValue({ route, at: Date.now(), ...(windowId === undefined ? {} : { windowId }) })
      .catch(() => undefined);
}
