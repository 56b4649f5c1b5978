import { deepText, isElement, isVisible, parentOrHost, queryAllDeep, shadowTrees } from './dom';
import { EMAIL_FIELD_LABELS, labelsOf } from './field-labels';

// The one field reader every adapter uses. A record's field is found by its hook (an API field name, a data-*
// id: `hookValues`), else by what the user reads as its name, in any language of ./field-labels.ts
// (`fieldValues`): a label element ("Website", "Email") with its value beside it, a container or input carrying
// the label as an attribute (aria-label, field-label, ...), an input named by its placeholder ("Add Website"),
// or a link whose accessible name is the label (aria-label="website link", title, or its own text). Adapters
// pass labels and hooks; none matches labels itself.

// While the page outline runs an adapter (lib/detect/page-outline.ts): the labels it reads fields by, so that
// the outline keeps exactly those and the content script carries no second label table.
let labelsRead: Set<string> | null = null;

/** Runs `read` (an adapter) and returns, with its result, every label (normalized) it looked fields up by. */
export function recordingLabels<T>(read: () => T): { result: T; labels: Set<string> } {
  const labels = new Set<string>();
  labelsRead = labels;
  try {
    return { result: read(), labels };
  } finally {
    labelsRead = null;
  }
}

/** Attributes CRMs put on a field's container or input to name the field. */
const LABEL_ATTRIBUTES = ['field-label', 'data-field-label', 'data-label', 'aria-label', 'data-field-name'];

// Elements that can hold a field label as their own text.
const LABEL_TEXT_SELECTOR = 'label, dt, th, td, span, div, p, strong, b, h3, h4, legend, records-field-label';

/** How the CRMs label a person's own address, in every language of lib/detect/field-labels.ts. */
export const EMAIL_LABELS: readonly string[] = /* @__PURE__ */ labelsOf(EMAIL_FIELD_LABELS);

export type FieldOptions = {
  /** Search inside open shadow roots too (Salesforce Lightning). */
  deep?: boolean;
  /** Where to look (a record's panel over a list, a company's cards); the whole document otherwise. */
  within?: readonly ParentNode[];
};

// Inputs that name their field by a placeholder, and links that can be named by the field's label.
const PLACEHOLDER_SELECTOR = 'input[placeholder], textarea[placeholder]';
const LINK_SELECTOR = 'a[href]';

/** The visible values shown for a field with one of `labels` (case-insensitive), in page order. */
export function fieldValues(
  document: Document,
  labels: readonly string[],
  options: FieldOptions = {},
): string[] {
  const wanted = new Set(labels.map(normalizeLabel));
  if (labelsRead) for (const label of wanted) labelsRead.add(label);
  const scopes = options.within ?? [document];
  // Each shadow tree is found once and queried for both kinds of label.
  const roots = options.deep ? scopes.flatMap(shadowTrees) : scopes;
  const values: string[] = [];
  const seen = new Set<Element>();
  const attributeSelector = LABEL_ATTRIBUTES.map((name) => `[${name}]`).join(',');
  for (const root of roots) {
    const labelled = root.querySelectorAll(attributeSelector);
    for (const element of labelled) {
      if (!LABEL_ATTRIBUTES.some((name) => wanted.has(normalizeLabel(element.getAttribute(name) ?? ''))))
        continue;
      if (!isVisible(element)) continue;
      seen.add(element);
      values.push(...valuesOf(element, wanted));
    }
    const texts = root.querySelectorAll(LABEL_TEXT_SELECTOR);
    for (const element of texts) {
      if (element.childElementCount > 3 || seen.has(element)) continue;
      const own = element.textContent ?? '';
      if (own.length > 60 || !wanted.has(normalizeLabel(own))) continue;
      // The words of a link named by the label: the link is the value (below), not a label beside one.
      const link = element.closest(LINK_SELECTOR);
      if (link && wanted.has(normalizeLabel(accessibleName(link)))) continue;
      if (!isVisible(element)) continue;
      const value = valueBesideLabel(element, wanted);
      if (value) values.push(...value);
    }
    for (const control of root.querySelectorAll(PLACEHOLDER_SELECTOR)) {
      if (seen.has(control) || !wanted.has(normalizeLabel(control.getAttribute('placeholder') ?? '')))
        continue;
      if (!isVisible(control)) continue;
      seen.add(control);
      values.push(...valuesOf(control, wanted));
    }
    for (const link of labelledLinks([root], wanted)) {
      if (seen.has(link)) continue;
      values.push(...valuesOf(link, wanted));
    }
  }
  return values;
}

/** How `labelledLinks` matches a link's name besides its labels. */
export type LinkOptions = {
  /** Labels of several words a longer name may begin with, where a word ends ("Visit website, opens in a new tab"). */
  prefixes?: readonly string[];
  /** Links to the page's own host count too (a site that wraps outside links in its own redirect). */
  ownHost?: boolean;
};

/**
 * The visible links under `scopes` whose accessible name (aria-label, else title, else their text) is one of
 * `labels` (or begins with one of `options.prefixes`), in page order, each once. A link to the page's own host
 * is the app's navigation (a tab called "Emails"), never a value, unless `options.ownHost`.
 */
export function labelledLinks(
  scopes: readonly ParentNode[],
  labels: ReadonlySet<string> | readonly string[],
  options: LinkOptions = {},
): Element[] {
  const exact = new Set([...labels].map(normalizeLabel));
  if (labelsRead) for (const label of exact) labelsRead.add(label);
  const prefixes = (options.prefixes ?? []).map(normalizeLabel);
  const links = new Set<Element>();
  for (const scope of scopes) {
    for (const link of scope.querySelectorAll(LINK_SELECTOR)) {
      if (links.has(link)) continue;
      const name = normalizeLabel(accessibleName(link));
      const named =
        exact.has(name) ||
        prefixes.some(
          (prefix) => name.startsWith(prefix) && !/[\p{L}\p{N}]/u.test(name.charAt(prefix.length)),
        );
      if (named && (options.ownHost || !pointsAtOwnHost(link)) && isVisible(link)) links.add(link);
    }
  }
  return [...links];
}

// What a reader hears a link called: its aria-label, else its title, else its text.
function accessibleName(link: Element): string {
  return link.getAttribute('aria-label') ?? link.getAttribute('title') ?? deepText(link);
}

function pointsAtOwnHost(link: Element): boolean {
  const page = link.ownerDocument?.location;
  if (!page?.host) return false;
  try {
    return new URL(link.getAttribute('href') ?? '', page.href).host === page.host;
  } catch {
    return false;
  }
}

/**
 * The visible values of the elements a language-independent hook names (`selector`: an API field name, a
 * data-* id), in page order, under `within` where given; `labels` are left out of their text. Shadow roots are
 * pierced when `deep`.
 */
export function hookValues(
  document: Document,
  selector: string,
  labels: readonly string[] = [],
  options: FieldOptions = {},
): string[] {
  const scopes = options.within ?? [document];
  const elements = scopes.flatMap((scope) =>
    options.deep ? queryAllDeep(scope, selector) : [...scope.querySelectorAll(selector)],
  );
  const wanted = new Set(labels.map(normalizeLabel));
  if (labelsRead) for (const label of wanted) labelsRead.add(label);
  return elements.filter(isVisible).flatMap((element) => valuesOf(element, wanted));
}

/** The longest label compared: field labels are a few words; longer text is a value, never a label. */
export const MAX_LABEL_LENGTH = 200;

/**
 * Lowercase, no leading asterisk, no trailing colon (":" or "：") or asterisk (required-field marker), whitespace
 * collapsed; empty (no label) when what is left is longer than MAX_LABEL_LENGTH. Linear in the text: the ends
 * are trimmed by loops and only a label-sized text reaches an expression: a backtracking `[\s:*]+$` over a page's
 * long run of colons in an aria-label would freeze a CRM tab after every DOM change.
 */
export function normalizeLabel(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isLeadingLabelMark(text.charAt(start))) start++;
  while (end > start && isTrailingLabelMark(text.charAt(end - 1))) end--;
  if (end - start > MAX_LABEL_LENGTH) return '';
  return text.slice(start, end).replace(/\s+/g, ' ').toLowerCase();
}

const SPACE = /\s/;

function isLeadingLabelMark(character: string): boolean {
  return character === '*' || SPACE.test(character);
}

// ":" and the full-width "：" (Japanese and Chinese UIs), the required-field "*", any space (NBSP and narrow
// NBSP included: French puts one before the colon).
function isTrailingLabelMark(character: string): boolean {
  return character === ':' || character === '\uff1a' || character === '*' || SPACE.test(character);
}

// dt → dd, th → td, span.label → span.value, label[for] → input: the value is the next visible sibling of
// the label or of one of its close ancestors.
function valueBesideLabel(label: Element, wanted: ReadonlySet<string>): string[] | null {
  if (label.localName === 'label') {
    const id = label.getAttribute('for');
    const root = label.getRootNode() as Document | ShadowRoot;
    const control = id ? root.getElementById?.(id) : null;
    if (control) return valuesOf(control, wanted);
  }
  let node: Element | null = label;
  for (let depth = 0; node && depth < 4; depth++) {
    for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      if (
        DECORATION.has(sibling.localName) ||
        sibling.getAttribute('role') === 'button' ||
        !isVisible(sibling)
      ) {
        continue;
      }
      // The first real sibling is the value's place: an empty one means an empty field, not "look further".
      const values = valuesOf(sibling, wanted);
      return values.length > 0 ? values : null;
    }
    node = parentOrHost(node);
  }
  return null;
}

// Icons and help buttons that sit between a label and its value.
const DECORATION = new Set([
  'button',
  'svg',
  'img',
  'lightning-helptext',
  'lightning-icon',
  'lightning-primitive-icon',
]);

/**
 * What a field's value element shows: its links (href and text, so that a link reading one domain and
 * pointing at another cannot pass), else its form control's value, else its visible text.
 */
export function valuesOf(element: Element, wanted: ReadonlySet<string> = new Set()): string[] {
  const control = formControlValue(element);
  if (control !== null) return control ? [control] : [];
  const links = [element, ...queryAllDeep(element, 'a[href]')].filter(
    (link) => link.localName === 'a' && link.hasAttribute('href') && isVisible(link),
  );
  const values: string[] = [];
  for (const link of links) {
    const href = link.getAttribute('href')?.trim() ?? '';
    if (/^https?:\/\//i.test(href)) values.push(href);
    else if (/^mailto:/i.test(href)) values.push(decodeSafely(href.slice(7).split('?')[0] ?? ''));
    const text = deepText(link);
    if (text && !wanted.has(normalizeLabel(text))) values.push(text);
  }
  if (values.length > 0) return values;
  const controls = queryAllDeep(element, 'input, textarea').filter(isVisible);
  for (const input of controls) {
    const value = formControlValue(input);
    if (value) return [value];
  }
  // Text: the element's visible text without the label itself.
  const text = visibleText(element, wanted);
  if (text) return [text];
  // Lightning's formatted-* components carry the raw value as an attribute.
  const formatted = [element, ...queryAllDeep(element, '[value]')].find((node) =>
    node.localName.startsWith('lightning-formatted'),
  );
  const value = formatted?.getAttribute('value')?.trim();
  return value ? [value] : [];
}

function formControlValue(element: Element): string | null {
  if (element.localName !== 'input' && element.localName !== 'textarea') return null;
  const value = (element as HTMLInputElement).value ?? element.getAttribute('value') ?? '';
  return value.trim();
}

function visibleText(element: Element, wanted: ReadonlySet<string>): string {
  const parts: string[] = [];
  collectVisibleText(element, wanted, parts, 0);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function collectVisibleText(node: Node, wanted: ReadonlySet<string>, parts: string[], depth: number): void {
  if (depth > 40) return;
  if (node.nodeType === 3) {
    const text = node.nodeValue?.trim();
    if (text && !wanted.has(normalizeLabel(text))) parts.push(text);
    return;
  }
  if (isElement(node)) {
    const tag = node.localName;
    if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'button') return;
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return;
    if (tag === 'slot') {
      for (const child of (node as HTMLSlotElement).assignedNodes?.({ flatten: true }) ?? []) {
        collectVisibleText(child, wanted, parts, depth + 1);
      }
      return;
    }
    if (node.shadowRoot) {
      collectVisibleText(node.shadowRoot, wanted, parts, depth + 1);
      return;
    }
  }
  for (const child of node.childNodes) collectVisibleText(child, wanted, parts, depth + 1);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The names shown on the page's visible links to one record (`path` matches a link's path on the page's own
 * host and captures the record's id), when every such link points at that same record; empty when none or
 * several records are linked. How a deal shows its organization or company: a link to it, named by its text.
 */
export function linkedRecordNames(document: Document, url: URL, path: RegExp): string[] {
  const ids = new Set<string>();
  const names: string[] = [];
  for (const link of document.querySelectorAll('a[href]')) {
    let target: URL;
    try {
      target = new URL(link.getAttribute('href') ?? '', url);
    } catch {
      continue;
    }
    const id = target.host === url.host ? path.exec(target.pathname)?.[1] : undefined;
    if (!id || !isVisible(link)) continue;
    ids.add(id);
    const name = deepText(link);
    if (name) names.push(name);
  }
  return ids.size === 1 ? names : [];
}

/**
 * A field's values by its language-independent hook (`selector`), else by what names it in any language
 * (`fieldValues`): the two ways to a field, in that order.
 */
export function hookOrLabelValues(
  document: Document,
  selector: string,
  labels: readonly string[],
  options: FieldOptions = {},
): string[] {
  const hooked = hookValues(document, selector, labels, options);
  return hooked.length > 0 ? hooked : fieldValues(document, labels, options);
}
