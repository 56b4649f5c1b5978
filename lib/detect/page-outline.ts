import type { HostedSiteAdapter } from './adapter';
import { queryAllDeep } from './dom';
import { normalizeLabel, recordingLabels } from './fields';
import { findCandidateIn } from './find';

// "Copy page outline for support": the page's element skeleton with every text and
// attribute value blanked except the hooks and labels the adapters read, and the adapter's verdict, so a rep
// can show support what broke without leaking a customer's data. Modelled on InboxSDK's censorHTMLtree. The
// hooks are not listed a second time here: the adapter runs once while the query methods note every selector
// it asks for, so the outline keeps exactly the values those selectors name (an id, a class, an attribute's
// value) and nothing an adapter merely reads; likewise the labels are those it looked fields up by on this page
// (lib/detect/fields.ts records them), not a table of its own. Runs in the content script: kept small.

/** Elements written before the outline is cut (a CRM page has a few thousand). */
const MAX_ELEMENTS = 20_000;
/** What a blanked value or text shows. */
const BLANK = '…';

type Pinned = { attribute: string; operator: string; value: string };

const QUERY_METHODS = ['querySelectorAll', 'querySelector', 'matches', 'closest'] as const;

/**
 * Runs `find` while noting every selector passed to the page's query methods, wherever on the prototype chains
 * of a document, an element and a fragment (a shadow root's parent class) they are defined; restores them after.
 */
function recordingSelectors<T>(document: Document, find: () => T): { result: T; selectors: Set<string> } {
  const selectors = new Set<string>();
  const patched = new Map<Record<string, unknown>, Map<string, unknown>>();
  for (const instance of [document, document.documentElement, document.createDocumentFragment()]) {
    for (const method of QUERY_METHODS) {
      let owner = Object.getPrototypeOf(instance) as Record<string, unknown> | null;
      while (owner && !Object.hasOwn(owner, method)) owner = Object.getPrototypeOf(owner);
      const original = owner?.[method];
      if (!owner || typeof original !== 'function' || patched.get(owner)?.has(method)) continue;
      patched.set(owner, (patched.get(owner) ?? new Map()).set(method, original));
      owner[method] = function (this: unknown, selector: string, ...rest: unknown[]) {
        selectors.add(String(selector));
        return original.call(this, selector, ...rest);
      };
    }
  }
  try {
    return { result: find(), selectors };
  } finally {
    for (const [owner, methods] of patched)
      for (const [method, original] of methods) owner[method] = original;
  }
}

const ATTRIBUTE_CONDITION = /\[\s*([\w:-]+)\s*([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+))\s*[is]?\s*\]/g;

/** The values the selectors name: `[attr="v"]` (and ^=, *=, …), `#id`, `.class`. */
function pinnedValues(selectors: Iterable<string>): Pinned[] {
  const pinned: Pinned[] = [];
  for (const selector of selectors) {
    for (const match of selector.matchAll(ATTRIBUTE_CONDITION)) {
      const value = match[3] ?? match[4] ?? match[5] ?? '';
      pinned.push({ attribute: (match[1] ?? '').toLowerCase(), operator: match[2] ?? '=', value });
    }
    const bare = selector.replace(/\[[^\]]*\]/g, '');
    for (const match of bare.matchAll(/([#.])([\w-]+)/g)) {
      const id = match[1] === '#';
      pinned.push({ attribute: id ? 'id' : 'class', operator: id ? '=' : '~=', value: match[2] ?? '' });
    }
  }
  return pinned;
}

/** An attribute's value as the outline shows it: what a hook or label names of it, else blank. */
function shownValue(name: string, value: string, pinned: readonly Pinned[], labels: ReadonlySet<string>) {
  if (labels.has(normalizeLabel(value))) return value;
  const kept: string[] = [];
  for (const pin of pinned) {
    if (pin.attribute !== name || !pin.value) continue;
    const lower = value.toLowerCase();
    const wanted = pin.value.toLowerCase();
    if (pin.operator === '=' && lower === wanted) return value;
    if (pin.operator === '~=' ? lower.split(/\s+/).includes(wanted) : lower.includes(wanted)) {
      kept.push(pin.value);
    }
  }
  return kept.length > 0 ? `${[...new Set(kept)].join(' ')} ${BLANK}` : BLANK;
}

function quoted(text: string): string {
  return `"${text.replace(/"/g, '&quot;')}"`;
}

/** The skeleton of `root`: one line per element (attributes blanked), per text (blanked) and shadow root. */
function skeleton(root: Element, pinned: readonly Pinned[], labels: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  let elements = 0;
  const walk = (node: Node, depth: number): void => {
    const indent = '  '.repeat(Math.min(depth, 60));
    if (node.nodeType === 3) {
      const text = node.nodeValue?.trim() ?? '';
      if (text) lines.push(`${indent}${labels.has(normalizeLabel(text)) ? quoted(text) : BLANK}`);
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    if (node.nodeType === 1) {
      const element = node as Element;
      if (++elements > MAX_ELEMENTS) return;
      const attributes = [...element.attributes].map(
        (attribute) =>
          ` ${attribute.name}=${quoted(shownValue(attribute.name, attribute.value, pinned, labels))}`,
      );
      lines.push(`${indent}<${element.localName}${attributes.join('')}>`);
      // What a script, style or template holds is no part of what the rep sees.
      if (/^(script|style|template|noscript)$/.test(element.localName)) return;
      if (element.shadowRoot) {
        lines.push(`${indent}  #shadow-root`);
        walk(element.shadowRoot, depth + 2);
      }
    }
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(root, 0);
  if (elements > MAX_ELEMENTS) lines.push(`(cut after ${MAX_ELEMENTS} elements of ${elements})`);
  return lines;
}

/**
 * The outline of the page for support: which adapter answers for its host and what it found (the kind and
 * how many values, never the values), each selector it asked for with how many elements match it, then the
 * skeleton. Nothing else read from the page survives: texts and attribute values show as "…" unless a
 * selector the adapter asked for names them or they are a field label (lib/detect/field-labels.ts) it read by.
 */
export function pageOutline(window: Window, sites: readonly HostedSiteAdapter[]): string {
  const document = window.document;
  const url = window.location.href;
  let adapter: HostedSiteAdapter | undefined;
  try {
    const host = new URL(url).hostname.toLowerCase();
    adapter = sites.find(({ hosts }) => hosts.test(host));
  } catch {
    adapter = undefined;
  }
  const {
    result: { result: candidate, labels },
    selectors,
  } = recordingSelectors(document, () => recordingLabels(() => findCandidateIn(sites, document, url)));
  const verdict = !adapter
    ? 'no adapter answers for this host'
    : candidate
      ? `found ${candidate.values.length} value(s) of a ${candidate.kind ?? 'company'} record (values left out)`
      : selectors.size === 0
        ? 'found nothing: this address is not a record page the adapter reads'
        : 'found nothing: no hook below matched a visible field with a value, and no known label stood beside one';
  const lookedFor = [...selectors].map((selector) => {
    let count = 0;
    try {
      count = queryAllDeep(document, selector).length;
    } catch {
      count = 0;
    }
    return `  ${selector}  (${count} element${count === 1 ? '' : 's'})`;
  });
  return [
    'Buyer Lens page outline: every text and attribute value is blanked (…) except the hooks and field labels',
    'Buyer Lens reads.',
    `adapter: ${adapter?.source ?? 'none'}`,
    `verdict: ${verdict}`,
    'looked for:',
    ...lookedFor,
    '',
    ...skeleton(document.documentElement, pinnedValues(selectors), labels),
  ].join('\n');
}
