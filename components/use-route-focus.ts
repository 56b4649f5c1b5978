import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** How the sidebar came to a route: a view opened (a new entry), or Back/Forward through its history. */
export type RouteArrival = 'open' | 'history';

/** How long a view may take to show what focus goes to (an answer from the API, a lazy chunk). */
const WAIT_MS = 15_000;

/**
 * Keeps keyboard and screen-reader focus in place across the sidebar's routes (WCAG 2.4.3). When the control
 * that had focus goes with its view (a result opened, a page turned, a form replaced), focus moves to the new
 * view's heading (`data-view-heading`, tabIndex -1) once it shows, instead of falling to the page's body; Back
 * and Forward put it on the control the rep last used in that view (`data-focus-key`: the account or interview
 * opened from it), the heading meanwhile. A rep who presses a key or clicks first keeps focus where they put it
 * (a view's own autofocus does not count: Back to the vendor search still returns to the vendor opened).
 */
export function useRouteFocus(
  routeKey: string,
  arrival: RouteArrival | null,
  container: RefObject<HTMLElement | null>,
): void {
  // The last keyed control focused in each route, by route.
  const remembered = useRef(new Map<string, string>());
  const shownKey = useRef(routeKey);
  shownKey.current = routeKey;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      const key = (event.target as Element | null)
        ?.closest?.('[data-focus-key]')
        ?.getAttribute('data-focus-key');
      if (key) remembered.current.set(shownKey.current, key);
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [container]);

  useEffect(() => {
    const root = container.current;
    const how = arrival;
    if (!root || !how) return;
    const key = how === 'history' ? remembered.current.get(routeKey) : undefined;
    let placed: HTMLElement | null = null;
    let finished = false;
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.isConnected;
    };
    const place = (element: HTMLElement) => {
      placed = element;
      element.focus();
    };
    const check = () => {
      if (finished) return;
      const keyed = key ? root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : null;
      if (keyed) {
        place(keyed);
        return finish();
      }
      const heading = root.querySelector<HTMLElement>('[data-view-heading]');
      if (!heading || heading === placed) return;
      // Back and Forward move focus from the toolbar too; an opened view only takes focus that was lost.
      if (how === 'history' || lost()) {
        place(heading);
        if (!key) finish();
      }
    };
    // The rep acts first: focus stays where they put it.
    const onInput = () => finish();
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => finish(), WAIT_MS);
    function finish() {
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    }
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    check();
    return finish;
  }, [routeKey, arrival, container]);
}
