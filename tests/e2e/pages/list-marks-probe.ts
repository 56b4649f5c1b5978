import type { CDPSession, Page } from 'playwright-core';
import { attribute, type DomNode, textOf, walk } from './dom-probe';

// What a test can see of the marks on a list's rows. Each mark's host is a bare <span> with a closed shadow root
// (the page's scripts cannot read the count), so they are read through the DevTools protocol: the text, the
// accessible name, the row it sits in, its box, and its card when open.

export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };

export type MarkView = {
  label: string;
  description: string;
  /** The text of the element the mark follows: its row's name. */
  after: string;
  /** Its row: a Salesforce row's record id, a LinkedIn result's company link. */
  row: string | null;
  /** Rendered (not hidden, and has a box). */
  shown: boolean;
  box: Box | null;
  host: number;
  /** The card: its text and buttons when open (a popover in the top layer), null when closed. */
  card: { text: string; buttons: { text: string; disabled: boolean; centre: Point }[] } | null;
};

async function boxOf(cdp: CDPSession, node: DomNode): Promise<Box | null> {
  try {
    const { model } = (await cdp.send('DOM.getBoxModel', { backendNodeId: node.backendNodeId })) as {
      model: { border: number[]; width: number; height: number };
    };
    const [x = 0, y = 0] = model.border;
    return { x, y, width: model.width, height: model.height };
  } catch {
    // Not rendered (display: none).
    return null;
  }
}

export function centreOf(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function isMarkShadow(shadow: DomNode): boolean {
  return (
    shadow.shadowRootType === 'closed' &&
    (shadow.children ?? []).some((node) => node.nodeName === 'BUTTON' && attribute(node, 'class') === 'mark')
  );
}

/** Every mark on the page, in document order. */
export async function probeMarks(page: Page): Promise<MarkView[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const found: { host: DomNode; shadow: DomNode; ancestors: DomNode[] }[] = [];
    walk(root, (node, ancestors) => {
      const shadow = node.shadowRoots?.find(isMarkShadow);
      if (shadow) found.push({ host: node, shadow, ancestors: [...ancestors] });
    });
    const marks: MarkView[] = [];
    for (const { host, shadow, ancestors } of found) {
      const parent = ancestors[ancestors.length - 1];
      const siblings = parent?.children ?? [];
      const before = siblings[siblings.indexOf(host) - 1];
      const chip = (shadow.children ?? []).find((node) => node.nodeName === 'BUTTON') as DomNode;
      const card = (shadow.children ?? []).find((node) => attribute(node, 'class') === 'card');
      const rowElement = [...ancestors].reverse().find((node) => attribute(node, 'data-row-key-value'));
      const box = await boxOf(cdp, chip);
      const cardBox = card ? await boxOf(cdp, card) : null;
      const buttons: NonNullable<MarkView['card']>['buttons'] = [];
      if (card && cardBox)
        for (const button of collect(card, (node) => node.nodeName === 'BUTTON')) {
          const buttonBox = await boxOf(cdp, button);
          if (buttonBox)
            buttons.push({
              text: textOf(button),
              disabled: attribute(button, 'aria-disabled') === 'true',
              centre: centreOf(buttonBox),
            });
        }
      marks.push({
        label: textOf(chip),
        description: attribute(chip, 'aria-label') ?? '',
        after: before ? textOf(before) : '',
        row: rowElement
          ? (attribute(rowElement, 'data-row-key-value') ?? null)
          : before
            ? (attribute(before, 'href') ?? null)
            : null,
        shown: attribute(host, 'hidden') === undefined && box !== null,
        box,
        host: host.backendNodeId,
        card: card && cardBox ? { text: textOf(card), buttons } : null,
      });
    }
    return marks;
  } finally {
    await cdp.detach();
  }
}

function collect(node: DomNode, test: (node: DomNode) => boolean): DomNode[] {
  const nodes: DomNode[] = [];
  walk(node, (candidate) => {
    if (test(candidate)) nodes.push(candidate);
  });
  return nodes;
}

/** The backend node id of the element focus is in, through shadow roots (a mark's host when a mark has it). */
export async function focusedHost(page: Page): Promise<number | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: `(() => { let element = document.activeElement;
        while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;
        return element; })()`,
    })) as { result: { objectId?: string } };
    if (!result.objectId) return null;
    const { node } = (await cdp.send('DOM.describeNode', { objectId: result.objectId })) as {
      node: { backendNodeId: number };
    };
    return node.backendNodeId;
  } finally {
    await cdp.detach();
  }
}

/** The buttons of the marks' question ("Mark companies on LinkedIn search results?"), or none when not asked. */
export async function promptButtons(page: Page): Promise<{ text: string; centre: Point }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const buttons: { text: string; centre: Point }[] = [];
    const prompts: DomNode[] = [];
    walk(root, (node) => {
      for (const shadow of node.shadowRoots ?? [])
        if (
          shadow.shadowRootType === 'closed' &&
          (shadow.children ?? []).some((child) => attribute(child, 'class') === 'prompt')
        )
          prompts.push(shadow);
    });
    for (const prompt of prompts)
      for (const button of collect(prompt, (node) => node.nodeName === 'BUTTON')) {
        const box = await boxOf(cdp, button);
        if (box) buttons.push({ text: textOf(button), centre: centreOf(box) });
      }
    return buttons;
  } finally {
    await cdp.detach();
  }
}
