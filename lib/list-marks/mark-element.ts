import type { MarkCard, RowMark } from './mark-data';

/** What a mark's card does (messages to the background, sent by the content script). */
export type MarkActions = {
  card(mark: RowMark): Promise<MarkCard | null>;
  follow(mark: RowMark): Promise<boolean>;
  open(mark: RowMark): void;
};

/** How a mark sits beside its row's name: its label, the count alone, or not at all (no room for either). */
export type MarkFit = 'label' | 'short' | 'none';

/** One mark on the page: its host element, after the row's name. */
export type MarkElement = {
  readonly host: HTMLElement;
  readonly mark: RowMark;
  /** Hides it at once (its row changed under it: a virtual list reused the row) until `show`. */
  hide(): void;
  /**
   * How it would sit after `anchor`: inside the box of the name's line, clear of the cells and controls beside
   * it, and in the viewport. Reads the page's layout and writes nothing: ask for every mark of a frame before
   * putting any on the page, and the page lays out once for all of them.
   */
  fit(anchor: Element): MarkFit;
  /** Puts it after `anchor` as `fit` says (the label kept as the count's tooltip and in its name). */
  place(anchor: Element, fit: MarkFit): void;
  /** Whether it is where `place` puts it beside `anchor` (a re-render may have taken it out). */
  isPlaced(anchor: Element): boolean;
  show(): void;
  remove(): void;
};

// Inside a closed shadow root: the page's CSS cannot reach in and its scripts cannot read the count or the card.
// The host is a bare <span> styled from here (no class, id or attribute a page could query). It is positioned
// absolutely at its static place, right after the name on the name's line: it takes no room, so nothing on the
// page moves or wraps, and a list view's table costs half the layout an inline mark made it pay. Its room is
// decided before it goes on the page, from the name's box and the label's measured width, so the page lays out
// once for all of a frame's marks. Its card is made on first use, in the top layer (a popover), so a cell's
// overflow never cuts it.
const CHIP_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The chip's font, as a canvas measures it (its line height aside). */
const CHIP_FONT = `600 11px ${CHIP_FAMILY}`;
const CHIP_GAP = 6;
const CHIP_PADDING = 6;

const STYLE = `
:host { all: initial !important; position: absolute !important; display: inline-block !important;
  white-space: nowrap !important; }
:host([hidden]) { display: none !important; }
.mark { all: unset; display: inline-block; margin-inline-start: ${CHIP_GAP}px; padding: 1px ${CHIP_PADDING}px;
  margin-top: 0.2em; font: 600 11px/1.2 ${CHIP_FAMILY};
  white-space: nowrap; color: #1e3a8a; background: #e0e7ff; border-radius: 999px; cursor: pointer; }
.mark:hover { background: #c7d2fe; }
.mark:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
.card { all: unset; position: fixed; inset: auto; margin: 0; box-sizing: border-box; width: max-content;
  max-width: min(320px, calc(100vw - 16px)); padding: 10px 12px; z-index: 2147483646;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111827; background: #fff;
  border: 1px solid #d1d5db; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,.18); }
.card:not(:popover-open):not(.open) { display: none; }
.name { display: block; font-weight: 600; font-size: 14px; unicode-bidi: isolate; overflow-wrap: anywhere; }
.line { display: block; color: #374151; unicode-bidi: isolate; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
button.action { all: unset; cursor: pointer; padding: 3px 10px; border-radius: 6px; border: 1px solid #1d4ed8;
  color: #1d4ed8; font-weight: 600; font-size: 12px; }
button.action.primary { background: #1d4ed8; color: #fff; }
button.action[aria-disabled="true"] { cursor: default; border-color: #9ca3af; color: #4b5563; background: #f3f4f6; }
button.action:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .mark { color: #e0e7ff; background: #3730a3; } .mark:hover { background: #4338ca; }
  .card { color: #f9fafb; background: #1f2937; border-color: #4b5563; } .line { color: #d1d5db; }
  button.action { color: #bfdbfe; border-color: #93c5fd; } button.action.primary { background: #2563eb; color: #fff; }
}
`;

// One stylesheet for every mark of a document, parsed once (a <style> in each of 50 roots was parsed 50 times).
// A browser that refuses a constructed sheet here (Firefox's content scripts may) gets a <style> per mark.
const SHEETS = new WeakMap<Document, CSSStyleSheet | null>();

function styleShadow(doc: Document, shadow: ShadowRoot): void {
  let sheet = SHEETS.get(doc);
  if (sheet === undefined) {
    try {
      sheet = new (doc.defaultView as Window & typeof globalThis).CSSStyleSheet();
      sheet.replaceSync(STYLE);
    } catch {
      sheet = null;
    }
    SHEETS.set(doc, sheet);
  }
  if (sheet) {
    try {
      shadow.adoptedStyleSheets = [sheet];
      return;
    } catch {
      SHEETS.set(doc, null);
    }
  }
  const style = doc.createElement('style');
  style.textContent = STYLE;
  shadow.prepend(style);
}

// The chip's width for a text, measured on a canvas in the chip's font (no element, no layout), once a text.
const TEXT_WIDTHS = new WeakMap<
  Document,
  { context: CanvasRenderingContext2D | null; widths: Map<string, number> }
>();

function chipWidth(doc: Document, text: string): number {
  let measure = TEXT_WIDTHS.get(doc);
  if (!measure) {
    const context = doc.createElement('canvas').getContext('2d');
    if (context) context.font = CHIP_FONT;
    measure = { context, widths: new Map() };
    TEXT_WIDTHS.set(doc, measure);
  }
  let width = measure.widths.get(text);
  if (width === undefined) {
    // Without a canvas: a wide guess, so a mark errs towards the count or no mark, never over the page.
    const textWidth = measure.context ? measure.context.measureText(text).width : text.length * 8;
    // The padding both sides, and a pixel for the font's rounding.
    width = Math.ceil(textWidth) + 2 * CHIP_PADDING + 1;
    measure.widths.set(text, width);
  }
  return width;
}

/**
 * Makes the first measure ahead, while the page is idle: a canvas's first text in a font resolves the font, the
 * costliest step, which would otherwise fall on the frame that marks the rows.
 */
export function prepareMarkMeasures(doc: Document): void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const measure = () => void chipWidth(doc, '0');
  if (view?.requestIdleCallback) view.requestIdleCallback(measure, { timeout: 1_000 });
  else measure();
}

const HOVER_OPEN_MS = 300;
const HOVER_CLOSE_MS = 250;

/** The card's words before the background answered: the card opens at once, its lines follow. */
const NO_WORDS = { follow: '', following: '', open: '', close: '', loading: '…', failed: '…' };

/**
 * Makes a mark for `mark` (not yet on the page: the caller puts `host` after the row's name). `lang` and `dir`
 * are the rep's language's: the mark speaks it, whatever the page's.
 */
export function createMarkElement(
  doc: Document,
  mark: RowMark,
  actions: MarkActions,
  language: { lang: string; dir: 'ltr' | 'rtl' },
): MarkElement {
  const host = doc.createElement('span');
  const shadow = host.attachShadow({ mode: 'closed' });
  const chip = doc.createElement('button');
  chip.type = 'button';
  chip.className = 'mark';
  chip.lang = language.lang;
  chip.dir = language.dir;
  chip.textContent = mark.label;
  chip.setAttribute('aria-label', mark.description);
  chip.setAttribute('aria-expanded', 'false');
  shadow.append(chip);
  styleShadow(doc, shadow);
  const popover = typeof (chip as { showPopover?: unknown }).showPopover === 'function';
  // Made when it first opens: most marks are never opened.
  let card: HTMLElement | null = null;

  let open = false;
  let refocusing = false;
  // No room on the name's line even for the count: hidden for good (a mark never makes a row taller).
  let unfit = false;
  let filled: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const view = doc.defaultView;

  function line(text: string, className = 'line'): HTMLElement {
    const element = doc.createElement('span');
    element.className = className;
    element.dir = 'auto';
    element.textContent = text;
    return element;
  }

  function fill(details: MarkCard | null) {
    const words = details?.words ?? NO_WORDS;
    const children: Node[] = [line(mark.name, 'name')];
    if (!details) children.push(line(filled ? words.failed : words.loading));
    else {
      for (const text of details.lines) children.push(line(text));
      const actionsRow = doc.createElement('span');
      actionsRow.className = 'actions';
      const follow = doc.createElement('button');
      follow.type = 'button';
      follow.className = 'action primary';
      const following = () => {
        follow.textContent = words.following;
        follow.setAttribute('aria-disabled', 'true');
      };
      if (details.following) following();
      else follow.textContent = words.follow;
      follow.addEventListener('click', () => {
        if (follow.getAttribute('aria-disabled') === 'true') return;
        follow.setAttribute('aria-disabled', 'true');
        void actions.follow(mark).then((added) => {
          if (added) following();
          else follow.removeAttribute('aria-disabled');
        });
      });
      const openButton = doc.createElement('button');
      openButton.type = 'button';
      openButton.className = 'action';
      openButton.textContent = words.open;
      openButton.addEventListener('click', () => {
        actions.open(mark);
        close(false);
      });
      actionsRow.append(follow, openButton);
      children.push(actionsRow);
    }
    cardElement().replaceChildren(...children);
  }

  function cardElement(): HTMLElement {
    if (card) return card;
    const made = doc.createElement('div');
    made.className = 'card';
    made.lang = language.lang;
    made.dir = language.dir;
    made.setAttribute('role', 'group');
    made.setAttribute('aria-label', mark.name);
    if (popover) made.setAttribute('popover', 'manual');
    // The card is in the top layer, outside the host's box: the pointer on it keeps it open.
    made.addEventListener('mouseenter', () => clearTimeout(timer));
    made.addEventListener('mouseleave', () => later(() => close(false), HOVER_CLOSE_MS));
    shadow.append(made);
    card = made;
    return made;
  }

  function placeCard(card: HTMLElement) {
    const box = chip.getBoundingClientRect();
    const width = view?.innerWidth ?? 1024;
    const height = view?.innerHeight ?? 768;
    const cardBox = card.getBoundingClientRect();
    const left = Math.max(8, Math.min(box.left, width - cardBox.width - 8));
    // Below the mark, else above it when the viewport's bottom is too near.
    const below = box.bottom + 4;
    const top = below + cardBox.height > height - 8 ? Math.max(8, box.top - cardBox.height - 4) : below;
    card.style.left = `${left}px`;
    card.style.top = `${top}px`;
  }

  function show() {
    clearTimeout(timer);
    if (open || !host.isConnected) return;
    open = true;
    chip.setAttribute('aria-expanded', 'true');
    if (!filled) {
      fill(null);
      filled = actions.card(mark).then(fill, () => fill(null));
    }
    const shown = cardElement();
    if (popover) shown.showPopover();
    else shown.classList.add('open');
    placeCard(shown);
  }

  function close(refocus: boolean) {
    clearTimeout(timer);
    if (!open) return;
    open = false;
    chip.setAttribute('aria-expanded', 'false');
    if (popover) card?.hidePopover();
    else card?.classList.remove('open');
    if (refocus) {
      // Back on the mark, which stays closed (focus from the keyboard would open it again).
      refocusing = true;
      chip.focus();
      refocusing = false;
    }
  }

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  chip.addEventListener('click', () => (open ? close(false) : show()));
  chip.addEventListener('focus', () => {
    if (!refocusing && chip.matches(':focus-visible')) show();
  });
  host.addEventListener('mouseenter', () => later(show, HOVER_OPEN_MS));
  host.addEventListener('mouseleave', () => later(() => close(false), HOVER_CLOSE_MS));
  shadow.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  });
  // Focus leaving the mark and its card closes the card (the rep tabbed on to the next row).
  host.addEventListener('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget as Node | null;
    if (!next || next !== host) later(() => close(false), 0);
  });
  host.addEventListener('focusin', () => clearTimeout(timer));

  /**
   * How the chip would sit after `anchor`, from the end of the name's last line and the chip's measured width:
   * inside the box the name's line is in (its nearest ancestor that is not inline, across shadow roots: a list
   * view's cell, a result's text column), so over nothing of the cells or controls beside it, and inside the
   * viewport.
   */
  function fitBeside(anchor: Element): MarkFit {
    if (!view) return 'label';
    const inside = isBlock(anchor);
    // A block (a headline naming the company in a sentence): after its text, inside it; else after the element.
    const lines = inside ? textLines(anchor) : anchor.getClientRects();
    const end = lines[lines.length - 1];
    if (!end) return 'label';
    const rtl = view.getComputedStyle(anchor).direction === 'rtl';
    const room = (inside ? anchor : lineBox(anchor))?.getBoundingClientRect();
    const left = room ? Math.max(room.left, 0) : 0;
    const right = room ? Math.min(room.right, view.innerWidth) : view.innerWidth;
    const fits = (text: string) => {
      const width = CHIP_GAP + chipWidth(doc, text);
      return rtl ? end.left - width >= left - 1 : end.right + width <= right + 1;
    };
    return fits(mark.label) ? 'label' : fits(mark.short) ? 'short' : 'none';
  }

  function isPlaced(anchor: Element): boolean {
    return anchor.nextSibling === host || (anchor.lastChild === host && isBlock(anchor));
  }

  function isBlock(element: Element): boolean {
    return !view?.getComputedStyle(element).display.startsWith('inline');
  }

  function textLines(element: Element): DOMRectList {
    const range = doc.createRange();
    range.selectNodeContents(element);
    return range.getClientRects();
  }

  function lineBox(anchor: Element): Element | null {
    let node: Node | null = anchor.parentNode;
    while (node) {
      if (node instanceof (view?.Element ?? Element) && view?.getComputedStyle(node).display !== 'inline')
        return node;
      node = node.parentNode ?? (node as ShadowRoot).host ?? null;
    }
    return null;
  }

  return {
    host,
    mark,
    hide() {
      close(false);
      host.hidden = true;
    },
    fit: fitBeside,
    place(anchor, fit) {
      unfit = fit === 'none';
      if (fit === 'short') {
        chip.textContent = mark.short;
        chip.title = mark.label;
      } else {
        chip.textContent = mark.label;
        chip.removeAttribute('title');
      }
      host.hidden = unfit;
      if (isPlaced(anchor)) return;
      if (isBlock(anchor)) anchor.append(host);
      else anchor.after(host);
    },
    isPlaced,
    show() {
      host.hidden = unfit;
    },
    remove() {
      close(false);
      host.remove();
    },
  };
}
