import type { MarkCard, RowMark } from './mark-data';

/** What a mark's card does (messages to the background, sent by the content script). */
export type MarkActions = {
  card(mark: RowMark): Promise<MarkCard | null>;
  follow(mark: RowMark): Promise<boolean>;
  open(mark: RowMark): void;
};

/** One mark on the page: its host element, after the row's name. */
export type MarkElement = {
  readonly host: HTMLElement;
  readonly mark: RowMark;
  /** Hides it at once (its row changed under it: a virtual list reused the row) until `show`. */
  hide(): void;
  show(): void;
  remove(): void;
};

// Inside a closed shadow root: the page's CSS cannot reach in and its scripts cannot read the count or the card.
// The host is a bare <span> styled from here (no class, id or attribute a page could query). The chip is in the
// line's flow after the name, shorter than the line (it never makes a row taller) and never over the page's
// controls; its card is in the top layer (a popover), so a cell's overflow never cuts it.
const STYLE = `
:host { all: initial !important; display: inline !important; }
:host([hidden]) { display: none !important; }
.mark { all: unset; display: inline-block; box-sizing: border-box; margin-inline-start: 6px; padding: 0 6px;
  font: 600 11px/15px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; vertical-align: baseline;
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
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const chip = doc.createElement('button');
  chip.type = 'button';
  chip.className = 'mark';
  chip.lang = language.lang;
  chip.dir = language.dir;
  chip.textContent = mark.label;
  chip.setAttribute('aria-label', mark.description);
  chip.setAttribute('aria-expanded', 'false');
  const card = doc.createElement('div');
  card.className = 'card';
  card.lang = language.lang;
  card.dir = language.dir;
  card.setAttribute('role', 'group');
  card.setAttribute('aria-label', mark.name);
  const popover = typeof (card as { showPopover?: unknown }).showPopover === 'function';
  if (popover) card.setAttribute('popover', 'manual');
  shadow.append(style, chip, card);

  let open = false;
  let refocusing = false;
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
    card.replaceChildren(...children);
  }

  function place() {
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
    if (popover) card.showPopover();
    else card.classList.add('open');
    place();
  }

  function close(refocus: boolean) {
    clearTimeout(timer);
    if (!open) return;
    open = false;
    chip.setAttribute('aria-expanded', 'false');
    if (popover) card.hidePopover();
    else card.classList.remove('open');
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
  // The card is in the top layer, outside the host's box: the pointer on it keeps it open.
  card.addEventListener('mouseenter', () => clearTimeout(timer));
  card.addEventListener('mouseleave', () => later(() => close(false), HOVER_CLOSE_MS));
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

  return {
    host,
    mark,
    hide() {
      close(false);
      host.hidden = true;
    },
    show() {
      host.hidden = false;
    },
    remove() {
      close(false);
      host.remove();
    },
  };
}
