// The page's DOM as the DevTools protocol gives it (DOM.getDocument with pierce: true): closed shadow roots
// included, which neither the page's scripts nor Playwright's selectors reach. The launcher's pill and the
// marks on lists live in closed roots.

export type DomNode = {
  nodeId: number;
  backendNodeId: number;
  nodeName: string;
  nodeValue?: string;
  /** Name, value, name, value... */
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  /** On a shadow root: `open`, `closed` or `user-agent`. */
  shadowRootType?: string;
};

export function attribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let index = 0; index < attributes.length; index += 2) {
    if (attributes[index] === name) return attributes[index + 1];
  }
  return undefined;
}

/** Visits every node, light and shadow children alike, with its ancestors (nearest last). */
export function walk(
  node: DomNode,
  visit: (node: DomNode, ancestors: readonly DomNode[]) => void,
  ancestors: DomNode[] = [],
): void {
  visit(node, ancestors);
  ancestors.push(node);
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, visit, ancestors);
  ancestors.pop();
}

export function find(node: DomNode, test: (node: DomNode) => boolean): DomNode | null {
  let found: DomNode | null = null;
  walk(node, (candidate) => {
    if (!found && test(candidate)) found = candidate;
  });
  return found;
}

export function textOf(node: DomNode): string {
  let text = '';
  walk(node, (candidate) => {
    if (candidate.nodeName === '#text') text += candidate.nodeValue ?? '';
  });
  return text;
}
