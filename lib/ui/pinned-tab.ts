/**
 * The tab id named in a page's URL (`?tabId=`): tests open the sidebar and popup as tabs that follow
 * another tab. null when none is named.
 */
export function pinnedTabId(search: string = location.search): number | null {
  const value = new URLSearchParams(search).get('tabId');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
