// DOM helpers shared by the site adapters. No Public Suffix List and no extension APIs here: content scripts
// and a plain page bundle both run this.

/** The element's parent, stepping out of a shadow root to its host. */
export function parentOrHost(node: Node): Element | null {
  if (node.parentElement) return node.parentElement;
  const parent = node.parentNode;
  return parent && 'host' in parent ? ((parent as ShadowRoot).host ?? null) : null;
}

/**
 * Every element under `root` matching `selector`, looking inside open shadow roots at any depth
 * (Lightning renders record fields inside nested shadow roots).
 */
export function queryAllDeep(root: ParentNode, selector: string): Element[] {
  return shadowTrees(root).flatMap((tree) => [...tree.querySelectorAll(selector)]);
}

/** `root` and every open shadow root beneath it, at any depth: query each to pierce them all. */
export function shadowTrees(root: ParentNode): ParentNode[] {
  const trees: ParentNode[] = [root];
  if (isElement(root) && root.shadowRoot) trees.push(root.shadowRoot);
  for (let index = 0; index < trees.length; index++) {
    const tree = trees[index] as ParentNode & Node;
    // A tree walker visits the elements without building a list of them all (querySelectorAll('*') does).
    const walker = (tree.ownerDocument ?? (tree as Document)).createTreeWalker(tree, 1);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shadow = (node as Element).shadowRoot;
      if (shadow) trees.push(shadow);
    }
  }
  return trees;
}

/** The text a reader sees in an element, shadow roots and slotted content included, whitespace collapsed. */
export function deepText(node: Node): string {
  return collectText(node, 0).replace(/\s+/g, ' ').trim();
}

function collectText(node: Node, depth: number): string {
  if (depth > 40) return '';
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (!isElement(node) && node.nodeType !== 11) return '';
  if (isElement(node)) {
    const tag = node.localName;
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') return '';
    if (tag === 'slot') {
      const assigned = (node as HTMLSlotElement).assignedNodes?.({ flatten: true }) ?? [];
      if (assigned.length > 0) return assigned.map((child) => collectText(child, depth + 1)).join(' ');
    }
    if (node.shadowRoot) return collectText(node.shadowRoot, depth + 1);
  }
  let text = '';
  for (const child of node.childNodes) text += ` ${collectText(child, depth + 1)}`;
  return text;
}

/**
 * Whether the user can see the element: no hidden, inert or aria-hidden ancestor (across shadow roots), and
 * not display:none, visibility:hidden or content-visibility:hidden (the browser's own check where it has one).
 */
export function isVisible(element: Element): boolean {
  const native = typeof element.checkVisibility === 'function';
  if (native && !element.checkVisibility({ visibilityProperty: true })) return false;
  const view = element.ownerDocument?.defaultView;
  for (let current: Element | null = element; current; current = parentOrHost(current)) {
    if (current.hasAttribute('hidden') || current.hasAttribute('inert')) return false;
    if (current.getAttribute('aria-hidden') === 'true') return false;
    const classes = current.classList;
    // SLDS and utility classes hide stale console tabs even where their stylesheet is absent.
    if (classes.contains('slds-hide') || classes.contains('slds-hidden') || classes.contains('hidden'))
      return false;
    // Emulated DOMs check visibility within one tree only: check each shadow host on the way up too.
    if (native && current !== element && current.shadowRoot) {
      if (!current.checkVisibility({ visibilityProperty: true })) return false;
    }
    if (!native && view) {
      const style = view.getComputedStyle(current);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      if (style.getPropertyValue('content-visibility') === 'hidden') return false;
    }
  }
  return true;
}

/** Type guard for elements (works across realms, unlike instanceof). */
export function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as Node).nodeType === 1;
}
