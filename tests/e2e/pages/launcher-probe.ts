import type { Page } from 'playwright-core';
import { attribute, type DomNode, find, textOf, walk } from './dom-probe';

/**
 * What a test can see of the launcher. Its host is a bare element with no name, id, class or attribute and its
 * UI sits in a closed shadow root, so neither the page's scripts nor Playwright's selectors can find it.
 */
export type LauncherView = {
  text: string;
  /** Pixels between the company's name and the count, as rendered (a collapsed space left none). */
  nameCountGap: number;
  open: { x: number; y: number };
  dismiss: { x: number; y: number };
  /** The pill's border box, which the page itself can measure by hit-testing its viewport. */
  size: { width: number; height: number };
} | null;

/**
 * Finds the launcher through the DevTools protocol, which sees closed shadow roots: the element whose shadow
 * root holds the pill's "Buyer Lens: ..." button. Returns its text and the centres of its two buttons, for real
 * mouse clicks; null when the page has no launcher. The pill shows its name, count and close button only while
 * hovered: `hover` moves the mouse onto it first.
 */
export async function probeLauncher(page: Page, options: { hover?: boolean } = {}): Promise<LauncherView> {
  if (options.hover) {
    const collapsed = await probeLauncher(page);
    if (!collapsed) return null;
    await page.mouse.move(collapsed.open.x, collapsed.open.y);
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const host = find(root, (node) => node.shadowRoots?.some(holdsPill) ?? false);
    const shadow = host?.shadowRoots?.find(holdsPill);
    if (!shadow) return null;
    const buttons: DomNode[] = [];
    walk(shadow, (node) => {
      if (node.nodeName === 'BUTTON') buttons.push(node);
    });
    const [open, dismiss] = buttons;
    if (!open || !dismiss) return null;
    const box = async (node: DomNode) => {
      const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: node.backendNodeId })) as {
        model: { content: number[] };
      };
      const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.content;
      return { x1, y1, x3, y3 };
    };
    const centre = async (node: DomNode) => {
      const { x1, y1, x3, y3 } = await box(node);
      return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
    };
    const name = find(shadow, (node) => attribute(node, 'class') === 'name');
    const count = find(shadow, (node) => attribute(node, 'class') === 'count');
    // Hidden (display: none) until the pill is hovered: no box then.
    const nameCountGap =
      name && count
        ? await Promise.all([box(count), box(name)]).then(
            ([countBox, nameBox]) => countBox.x1 - nameBox.x3,
            () => Number.NaN,
          )
        : Number.NaN;
    const pill = find(shadow, (node) => attribute(node, 'class')?.split(' ').includes('pill') ?? false);
    const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: pill?.backendNodeId })) as {
      model: { width: number; height: number };
    };
    return {
      text: textOf(open),
      nameCountGap,
      open: await centre(open),
      dismiss: await centre(dismiss).catch(() => ({ x: Number.NaN, y: Number.NaN })),
      size: { width: model.width, height: model.height },
    };
  } finally {
    await cdp.detach();
  }
}

function holdsPill(shadow: DomNode): boolean {
  return (
    find(
      shadow,
      (node) =>
        node.nodeName === 'BUTTON' && (attribute(node, 'aria-label')?.startsWith('Buyer Lens:') ?? false),
    ) !== null
  );
}
