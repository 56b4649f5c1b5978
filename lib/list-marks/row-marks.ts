import type { ListRow } from '../detect/adapter';
import type { ListRowsReader } from '../detect/shared-list-rows';
import type { ListRowCandidate } from '../detect/types';
import type { RowMark, RowMarks } from './mark-data';
import { createMarkElement, type MarkActions, type MarkElement, prepareMarkMeasures } from './mark-element';

// Marks the rows of a list the page shows (a Salesforce list view, LinkedIn's search results) with what the team
// has on each row's company: only rows on screen are asked (IntersectionObserver), together, and each company
// once a page (the background batches and caches across tabs). A mark follows its row, not its position: apps
// re-render rows and virtual lists reuse a row for another record, so every change under a row hides its mark
// before the frame paints, and the next scan shows it again, or the next record's, or none.

/** The parts of WXT's content-script context the marks use (timers and listeners that die with it). */
export type MarksContext = {
  setTimeout(handler: () => void, timeout?: number): number;
  onInvalidated(callback: () => void): unknown;
  addEventListener(target: Window, type: string, handler: () => void): void;
};

export type ListMarksOptions = {
  /** Reads the list's rows (the detection script's readers, lib/detect/shared-list-rows.ts). */
  readRows: ListRowsReader;
  /** Asks the background for these rows' marks (one answer a row, in order); null: not now (an error). */
  ask(rows: ListRowCandidate[]): Promise<RowMarks | null>;
  actions: MarkActions;
  /** The rep's language and its direction. */
  language: { lang: string; dir: 'ltr' | 'rtl' };
  /** Trailing throttle of scans after DOM changes. */
  throttleMs?: number;
  /** How long rows coming on screen are gathered into one question. */
  gatherMs?: number;
};

type RowState = {
  key: string;
  candidate: ListRowCandidate;
  anchor: Element;
  /** The anchor's text when the row was read: any other text means the row shows another record now. */
  shown: string;
  element: MarkElement | null;
};

/** Rows asked at once: the background's batches hold 50 companies; a list view shows about 50 rows. */
const MAX_ROWS_ASKED = 200;

function rowKey(candidate: ListRowCandidate): string {
  return JSON.stringify([candidate.kind, candidate.values, candidate.name ?? null]);
}

/**
 * Starts marking; stops when the context is invalidated or the returned function is called (every mark goes).
 * Never throws into the page.
 */
export function watchListMarks(context: MarksContext, window: Window, options: ListMarksOptions): () => void {
  const doc = window.document;
  const throttleMs = options.throttleMs ?? 150;
  const gatherMs = options.gatherMs ?? 40;
  const rows = new Map<Element, RowState>();
  const onScreen = new Set<Element>();
  // By row key: the answer (null: no account), or absent while unknown.
  const answers = new Map<string, RowMark | null>();
  const wanted = new Map<string, ListRowCandidate>();
  const asking = new Set<string>();
  const hosts = new WeakSet<Node>();
  const observedRoots = new WeakSet<Node>();
  const placing = new Set<RowState>();
  let placePending = false;
  let scanPending = false;
  let gatherPending = false;
  let stopped = false;

  const intersections = new (window as Window & typeof globalThis).IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        onScreen.add(entry.target);
        want(entry.target);
      } else onScreen.delete(entry.target);
    }
  });
  const mutations = new (window as Window & typeof globalThis).MutationObserver((records) => {
    if (records.every(isOwnChange)) return;
    // Before the frame paints: a row that now shows other text loses its mark until the scan reads it again.
    for (const state of rows.values()) {
      if (state.element && (!state.anchor.isConnected || anchorText(state.anchor) !== state.shown))
        state.element.hide();
    }
    scheduleScan();
  });

  function isOwnChange(record: MutationRecord): boolean {
    if (record.type === 'attributes') return hosts.has(record.target);
    if (record.type !== 'childList') return false;
    const nodes = [...record.addedNodes, ...record.removedNodes];
    return nodes.length > 0 && nodes.every((node) => hosts.has(node));
  }

  function anchorText(anchor: Element): string {
    return anchor.textContent ?? '';
  }

  function observeRoot(root: Node) {
    if (observedRoots.has(root)) return;
    observedRoots.add(root);
    mutations.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  }

  function scan() {
    scanPending = false;
    if (stopped) return;
    const found: ListRow[] = options.readRows()?.rows ?? [];
    const seen = new Set<Element>();
    for (const row of found) {
      seen.add(row.element);
      const key = rowKey(row.candidate);
      const state = rows.get(row.element);
      if (state && state.key === key && state.anchor === row.anchor) {
        state.shown = anchorText(row.anchor);
        paint(state);
        continue;
      }
      // A new row, or a row reused for another record: the old mark goes.
      state?.element?.remove();
      const next: RowState = {
        key,
        candidate: row.candidate,
        anchor: row.anchor,
        shown: anchorText(row.anchor),
        element: null,
      };
      rows.set(row.element, next);
      if (!state) intersections.observe(row.element);
      observeRoot(row.anchor.getRootNode());
      observeRoot(row.element.getRootNode());
      // Already on screen: the observer says nothing again for a reused row.
      if (onScreen.has(row.element)) want(row.element);
      paint(next);
    }
    for (const [element, state] of rows) {
      if (seen.has(element)) continue;
      state.element?.remove();
      intersections.unobserve(element);
      onScreen.delete(element);
      rows.delete(element);
    }
  }

  function scheduleScan() {
    if (scanPending || stopped) return;
    scanPending = true;
    context.setTimeout(scan, throttleMs);
  }

  function want(element: Element) {
    const state = rows.get(element);
    if (!state || answers.has(state.key) || asking.has(state.key)) return;
    wanted.set(state.key, state.candidate);
    if (gatherPending) return;
    gatherPending = true;
    context.setTimeout(askWanted, gatherMs);
  }

  function askWanted() {
    gatherPending = false;
    if (stopped || wanted.size === 0) return;
    const batch = [...wanted].slice(0, MAX_ROWS_ASKED);
    for (const [key] of batch) {
      wanted.delete(key);
      asking.add(key);
    }
    if (wanted.size > 0) {
      gatherPending = true;
      context.setTimeout(askWanted, gatherMs);
    }
    options
      .ask(batch.map(([, candidate]) => candidate))
      .catch(() => null)
      .then((marks) => {
        for (const [index, [key]] of batch.entries()) {
          asking.delete(key);
          // Unanswered (an error): asked again when the row comes on screen again.
          if (marks) answers.set(key, marks[index] ?? null);
        }
        if (stopped || !marks) return;
        const answered = new Set(batch.map(([key]) => key));
        for (const state of rows.values()) if (answered.has(state.key)) paint(state);
      });
  }

  function paint(state: RowState) {
    const mark = answers.get(state.key);
    if (!mark) {
      // No account (or not known yet): no mark, never "0".
      if (state.element) {
        state.element.remove();
        state.element = null;
      }
      return;
    }
    if (!state.element || state.element.mark !== mark) {
      state.element?.remove();
      state.element = createMarkElement(doc, mark, options.actions, options.language);
      hosts.add(state.element.host);
    }
    // After the name, in the reading order; put back when a re-render dropped it. Placed at the next frame,
    // with every other mark of that frame.
    if (!state.element.isPlaced(state.anchor)) {
      placing.add(state);
      if (!placePending) {
        placePending = true;
        window.requestAnimationFrame(placeMarks);
      }
    }
    state.element.show();
  }

  /**
   * The marks waiting for a frame, put after their names together: every one's room read first (the page's
   * layout as it is), then all written, so the page lays out once for them, whatever their number.
   */
  function placeMarks() {
    placePending = false;
    const waiting = [...placing].filter((state) => !stopped && state.element && state.anchor.isConnected);
    placing.clear();
    const fits = waiting.map((state) => state.element?.fit(state.anchor) ?? 'none');
    for (const [index, state] of waiting.entries()) state.element?.place(state.anchor, fits[index] ?? 'none');
  }

  function stop() {
    stopped = true;
    intersections.disconnect();
    mutations.disconnect();
    for (const state of rows.values()) state.element?.remove();
    rows.clear();
  }
  context.onInvalidated(stop);
  observeRoot(doc);
  prepareMarkMeasures(doc);
  context.addEventListener(window, 'wxt:locationchange', scheduleScan);
  context.addEventListener(window, 'popstate', scheduleScan);
  scan();
  return stop;
}
