import type { HostedSiteAdapter } from './adapter';
import { findCandidateIn, findPageListIn } from './find';
import { shareListRows } from './shared-list-rows';
import type { DetectionCandidate, PageListCandidate } from './types';

/** The parts of WXT's content-script context the watcher uses (timers and listeners that die with it). */
export type WatchContext = {
  setTimeout(handler: () => void, timeout?: number): number;
  onInvalidated(callback: () => void): unknown;
  addEventListener(target: Window, type: string, handler: () => void): void;
};

export type WatchOptions = {
  /** The surfaces this content script serves (its family from lib/detect/sites/index.ts). */
  sites: readonly HostedSiteAdapter[];
  /** Sends the page's candidate to the background; called only when it changes. */
  report(candidate: DetectionCandidate | null): void;
  /**
   * Sends the list the page shows where it names no record (null: none); called only when it changes. Absent:
   * this content script's surfaces have no list readers.
   */
  reportList?(list: PageListCandidate | null): void;
  /** Trailing throttle for DOM changes: apps re-render constantly, a record changes rarely. */
  throttleMs?: number;
};

// Attribute changes that can change what a rep sees or what a field holds.
const WATCHED_ATTRIBUTES = ['hidden', 'style', 'class', 'aria-hidden', 'href', 'value', 'title', 'email'];

/**
 * Detects on a single-page app now, after in-app navigation and after DOM changes (throttled), reporting
 * only changes, until the content script's context is invalidated.
 */
export function watchDetection(context: WatchContext, window: Window, options: WatchOptions): void {
  const throttleMs = options.throttleMs ?? 500;
  let last: string | undefined;
  // A new document starts with no list (the background keeps a list with the document it came from).
  let lastList = 'null';
  let pending = false;

  const detect = () => {
    pending = false;
    const href = window.location.href;
    const candidate = findCandidateIn(options.sites, window.document, href);
    const key = JSON.stringify(candidate);
    if (key !== last) {
      last = key;
      options.report(candidate);
    }
    if (!options.reportList) return;
    // A record open over a list wins: the list is silent then.
    const list = candidate ? null : findPageListIn(options.sites, window.document, href);
    const listKey = JSON.stringify(list);
    if (listKey === lastList) return;
    lastList = listKey;
    options.reportList(list);
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    context.setTimeout(detect, throttleMs);
  };

  const observer = new (window as Window & typeof globalThis).MutationObserver(schedule);
  observer.observe(window.document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: WATCHED_ATTRIBUTES,
  });
  // The marks' script reads the list's rows with this script's readers (./shared-list-rows.ts).
  const unshare = options.reportList ? shareListRows(window, options.sites) : null;
  context.onInvalidated(() => {
    observer.disconnect();
    unshare?.();
  });
  // WXT's event covers pushState navigation; Gmail and Outlook move between threads by hash too.
  context.addEventListener(window, 'wxt:locationchange', schedule);
  context.addEventListener(window, 'hashchange', schedule);
  context.addEventListener(window, 'popstate', schedule);
  detect();
}
