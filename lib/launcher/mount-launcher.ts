import type { LauncherData } from './launcher-data';

/** What the pill does when clicked or dismissed (messages to the background, in the content script). */
export type LauncherActions = { open(): void; dismiss(): void };

const MARGIN = 16;

/**
 * The pill's box until the rep hovers or focuses it: the same whatever it shows. A page can hit-test its own
 * viewport (elementsFromPoint) and so measure the pill's box, which would otherwise grow with the account's name
 * and count (security review, finding 7). Expanded, it shows the name, the count and the close button.
 */
export const COLLAPSED = { width: 36, height: 26 } as const;

// Inside a closed shadow root: the page's CSS cannot reach in and its scripts cannot read it. The host is a bare
// <div> styled from here, not by attributes: a page could query a tag name, id, class or inline style for the
// product, and so learn that a Buyer Lens user with an account on it is visiting. `!important` in the shadow
// tree's :host rule wins over the page's own rules, important ones included. The host covers nothing: only
// the pill itself takes pointer events.
const STYLE = `
:host { all: initial !important; display: block !important; position: fixed !important; inset: auto !important;
  width: 0 !important; height: 0 !important; pointer-events: none !important; z-index: 2147483646 !important; }
.pill { position: fixed; z-index: 2147483646; display: flex; align-items: center; gap: 2px; max-width: min(320px, 60vw);
  font: 600 12px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #fff; background: #1d4ed8;
  border-radius: 999px; box-shadow: 0 2px 8px rgba(0,0,0,.25); pointer-events: auto; }
.open { all: unset; cursor: pointer; display: flex; align-items: center; min-width: 0; padding: 6px 4px; padding-inline-start: 6px; white-space: nowrap; }
.brand { flex: none; margin-inline-end: 6px; padding: 2px 4px; border-radius: 999px; background: #fff; color: #1d4ed8; font-size: 10px; }
.name { min-width: 0; overflow: hidden; text-overflow: ellipsis; unicode-bidi: isolate; }
.count { flex: none; font-weight: 500; margin-inline-start: 0.3em; }
.close { all: unset; cursor: pointer; padding: 4px 8px; border-radius: 999px; font-size: 14px; line-height: 1; }
.open:focus-visible, .close:focus-visible { outline: 2px solid #fde68a; outline-offset: 1px; border-radius: 999px; }
.close:hover { background: rgba(255,255,255,.2); }
/* Its open button on its corner's side, whatever the language's direction (anchor()): the pill grows away from
   the corner, and the close button lands on the far side, never under the rep's pointer. */
.pill.reverse { flex-direction: row-reverse; }
.pill:not(:hover):not(:focus-within) { width: ${COLLAPSED.width}px; height: ${COLLAPSED.height}px; overflow: hidden; justify-content: center; }
.pill:not(:hover):not(:focus-within) .open { padding: 0; }
.pill:not(:hover):not(:focus-within) .brand { margin: 0; }
.pill:not(:hover):not(:focus-within) :is(.name, .count, .close) { display: none; }
@media (prefers-reduced-motion: no-preference) { .pill { transition: opacity .15s; } }
`;

const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex], iframe';

/** Corners to try, in order: bottom right above the usual chat bubble first. */
const SPOTS = [
  { bottom: 88, right: MARGIN },
  { bottom: MARGIN, right: 96 },
  { bottom: 160, right: MARGIN },
  { bottom: MARGIN, left: MARGIN },
  { bottom: 88, left: MARGIN },
] as const;

// The unmount function of the pill shown in each document. Kept on the content script's global, which lives in
// the extension's isolated world (the page cannot read it) and outlives one injection: each injection runs the
// bundle afresh, and the host has no name by which the next one could find it.
const MOUNTED_KEY = '__buyerLensLauncherMounted';

function mountedPills(): WeakMap<Document, () => void> {
  const scope = globalThis as Record<string, unknown>;
  scope[MOUNTED_KEY] ??= new WeakMap<Document, () => void>();
  return scope[MOUNTED_KEY] as WeakMap<Document, () => void>;
}

/**
 * Mounts the pill (replacing an earlier one), on a bare element with a closed shadow root, at the bottom
 * right, moved to the first spot where it covers no page control. Removes itself when the page's URL
 * changes. Returns an unmount function.
 */
export function mountLauncher(doc: Document, data: LauncherData, actions: LauncherActions): () => void {
  mountedPills().get(doc)?.();
  const host = doc.createElement('div');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const pill = doc.createElement('div');
  pill.className = 'pill';
  pill.setAttribute('role', 'complementary');
  pill.setAttribute('aria-label', 'Buyer Lens');
  // The rep's language, not the page's: a right-to-left one mirrors the pill.
  pill.lang = data.words.lang;
  pill.dir = data.words.dir;
  const open = doc.createElement('button');
  open.type = 'button';
  open.className = 'open';
  open.setAttribute('aria-label', data.words.open);
  open.title = data.words.openHint;
  const brand = doc.createElement('span');
  brand.className = 'brand';
  brand.textContent = 'BL';
  // The name may be long or right-to-left: it alone is cut short, the count always shows.
  const name = doc.createElement('span');
  name.className = 'name';
  name.dir = 'auto';
  name.textContent = data.name;
  const count = doc.createElement('span');
  count.className = 'count';
  // Spaced by its margin: a flex item's leading space is not rendered.
  count.textContent = `· ${data.words.count}`;
  open.append(brand, name, count);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.textContent = '×';
  close.setAttribute('aria-label', data.words.hide);
  close.title = data.words.hide;
  pill.append(open, close);
  shadow.append(style, pill);
  (doc.body ?? doc.documentElement).append(host);

  const view = doc.defaultView;
  placeClearOfControls(doc, pill, host);

  const startUrl = view?.location.href;
  const timer = view?.setInterval(() => {
    if (view.location.href !== startUrl) unmount();
  }, 500);
  function unmount() {
    if (timer !== undefined) view?.clearInterval(timer);
    host.remove();
    if (mountedPills().get(doc) === unmount) mountedPills().delete(doc);
  }
  mountedPills().set(doc, unmount);
  open.addEventListener('click', () => actions.open());
  close.addEventListener('click', () => {
    actions.dismiss();
    unmount();
  });
  return unmount;
}

function placeClearOfControls(doc: Document, pill: HTMLElement, host: HTMLElement): void {
  const view = doc.defaultView;
  for (const spot of SPOTS) {
    anchor(pill, spot);
    if (!view || !coversControl(doc, pill, host)) return;
  }
  // Everything is busy: the first spot, where the rep expects it.
  anchor(pill, SPOTS[0]);
}

/**
 * Puts the pill in a corner of the viewport (a physical one, whatever the language), its open button on the
 * corner's side: reversed when the pill's own direction starts from the other side.
 */
function anchor(pill: HTMLElement, spot: (typeof SPOTS)[number]): void {
  pill.style.cssText = Object.entries(spot)
    .map(([side, value]) => `${side}:${value}px`)
    .join(';');
  pill.classList.toggle('reverse', 'right' in spot !== (pill.dir === 'rtl'));
}

/** True when a page control lies under the pill's corners or centre. */
function coversControl(doc: Document, pill: HTMLElement, host: HTMLElement): boolean {
  const box = pill.getBoundingClientRect();
  if (box.width === 0 || typeof doc.elementsFromPoint !== 'function') return false;
  const points: [number, number][] = [
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return points.some(([x, y]) =>
    doc.elementsFromPoint(x, y).some((element) => element !== host && element.closest(INTERACTIVE) !== null),
  );
}
