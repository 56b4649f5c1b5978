import type { SidebarRequest } from '../shared/storage-items';
import { toSidebarRoute } from './sidebar-location';

/** How long a request stays good: the sidebar may take a moment to open, but not a minute. */
const REQUEST_LIFETIME_MS = 60_000;

/**
 * Reads a stored request, accepting only a route the sidebar can show (storage is a boundary), and only while
 * it is fresh.
 */
export function toSidebarRequest(value: unknown, now: number = Date.now()): SidebarRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { route: stored, at, windowId } = value as { route?: unknown; at?: unknown; windowId?: unknown };
  const route = toSidebarRoute(stored);
  if (typeof at !== 'number' || !route || route.view === 'tab') return null;
  if (now - at >= REQUEST_LIFETIME_MS) return null;
  const request: SidebarRequest = { route, at };
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
