import { storage } from 'wxt/utils/storage';
import type { SidebarRoute } from './navigation-history';

/** A view the popup asked the sidebar to open ("open in sidebar"), with when it asked. */
export type SidebarRequest = { route: SidebarRoute; at: number };

/** Where the popup leaves a view for the sidebar to open (session storage: gone with the browser session). */
export const sidebarRequestItem = storage.defineItem<SidebarRequest | null>('session:sidebarRequest', {
  fallback: null,
});

/** Reads a stored request, accepting only the account route the popup sends (storage is a boundary). */
export function toSidebarRequest(value: unknown): SidebarRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { route, at } = value as { route?: { view?: unknown; id?: unknown }; at?: unknown };
  if (typeof at !== 'number' || route?.view !== 'account' || typeof route.id !== 'string' || !route.id)
    return null;
  return { route: { view: 'account', id: route.id }, at };
}
