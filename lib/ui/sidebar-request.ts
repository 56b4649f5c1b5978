import type { SidebarRequest } from '../shared/storage-items';

/** How long a request stays good: the sidebar may take a moment to open, but not a minute. */
const REQUEST_LIFETIME_MS = 60_000;

/**
 * Reads a stored request, accepting only the account route the popup sends (storage is a boundary), and
 * only while it is fresh.
 */
export function toSidebarRequest(value: unknown, now: number = Date.now()): SidebarRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { route, at, windowId } = value as {
    route?: { view?: unknown; id?: unknown };
    at?: unknown;
    windowId?: unknown;
  };
  if (typeof at !== 'number' || route?.view !== 'account' || typeof route.id !== 'string' || !route.id)
    return null;
  if (now - at >= REQUEST_LIFETIME_MS) return null;
  const request: SidebarRequest = { route: { view: 'account', id: route.id }, at };
  if (typeof windowId === 'number') request.windowId = windowId;
  return request;
}

/**
 * Whether a sidebar in a window takes a request: the sidebar of the window it names (a sidebar or request
 * without a window, as in tests that open the sidebar as a tab, takes any). Another window's open sidebar
 * must not take it first.
 */
export function isRequestFor(request: SidebarRequest, windowId: number | undefined): boolean {
  return request.windowId === undefined || windowId === undefined || request.windowId === windowId;
}
