import type { ReferenceItem, VendorReferenceItem } from '../api/reference';
import { type MessagePart, messageParts, t } from '../i18n/catalogue';
import { partsText } from '../i18n/message-format';
import { filterReference } from '../research/reference-filter';
import {
  type FilterList,
  type OmniboxIntent,
  type OmniboxLists,
  type OmniboxWords,
  omniboxWords,
} from './omnibox-input';
import { matchVendor } from './reference-catalog';

// The omnibox's drop-down for `bl <text>`: the first line says what Enter does with the text, the lines
// below offer vendors and reference values from the cached lists. Chrome reads each description as XML (with
// `<match>`, `<dim>` and `<url>` for styling) and drops the whole batch when one does not parse, so every
// value from the API or the rep is escaped; Firefox shows descriptions as plain text, so there it is not.

/** One line of the drop-down: `content` is what Enter then hands back as the typed text. */
export type OmniboxSuggestion = { content: string; description: string };

/** How descriptions are written: XML with styling (Chrome), or plain text (Firefox). */
export type DescriptionStyle = { markup: boolean };

/** Longest value shown: the drop-down has one line per suggestion (a 348-character name would fill it). */
const MAX_SHOWN = 80;
/** Lines below the first: Chrome shows about this many. */
const MAX_SUGGESTIONS = 6;

// XML 1.0 allows no C0 control character but tab, line feed and carriage return (which a one-line description
// does not want either), nor U+FFFE and U+FFFF, nor a lone surrogate: none can even be escaped.
const NOT_IN_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe inside an omnibox description's XML: markup characters escaped, unrepresentable ones gone. */
export function escapeOmniboxText(text: string): string {
  return text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? '');
}

/** The styles a description may give a part (a message's tags): a match, dimmed text, an address. */
const STYLES: ReadonlySet<string> = new Set(['match', 'dim', 'url']);

/**
 * Writes a description from a message's parts: its text escaped, each styled part (`<match>`, `<dim>`, `<url>`
 * in the message, holding the values) shortened and styled for Chrome; all of it plain for Firefox.
 */
function describe(parts: readonly MessagePart[], style: DescriptionStyle): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return style.markup ? escapeOmniboxText(part) : plain(part);
      const shown = shorten(partsText(part.children));
      if (!style.markup) return plain(shown);
      const text = escapeOmniboxText(shown);
      return STYLES.has(part.tag) ? `<${part.tag}>${text}</${part.tag}>` : text;
    })
    .join('');
}

/** Plain text for Firefox: nothing to escape, but no control character either. */
function plain(text: string): string {
  return text.replace(NOT_IN_XML, '');
}

function shorten(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ');
  const characters = Array.from(oneLine);
  return characters.length > MAX_SHOWN ? `${characters.slice(0, MAX_SHOWN - 1).join('')}…` : oneLine;
}

/** The first line: what Enter does with the text as typed (Chrome adds " - Buyer Lens" after it). */
export function defaultDescription(intent: OmniboxIntent | null, style: DescriptionStyle): string {
  if (!intent) return describe(messageParts('background.omniboxSuggestions.hint'), style);
  switch (intent.kind) {
    case 'account':
      return describe(
        messageParts('background.omniboxSuggestions.openAccount', { domain: intent.id }),
        style,
      );
    case 'vendor':
      return intent.text
        ? describe(messageParts('background.omniboxSuggestions.openVendor', { name: intent.text }), style)
        : describe(messageParts('background.omniboxSuggestions.findVendor'), style);
    case 'filter':
      return describe(
        messageParts('background.omniboxSuggestions.filterInterviews', {
          list: intent.list,
          value: intent.text,
        }),
        style,
      );
    case 'search':
      return describe(
        messageParts('background.omniboxSuggestions.searchInterviews', { text: intent.text }),
        style,
      );
  }
}

/**
 * The lines below the first: vendors and reference values from the cached lists that fit the text. Each line's
 * text starts with the rep's language's word for what it offers (`anbieter relaytics` in German), as `words`
 * writes it (by default the catalogue's, as the descriptions are).
 */
export function omniboxSuggestions(
  intent: OmniboxIntent | null,
  lists: OmniboxLists,
  style: DescriptionStyle,
  words: OmniboxWords = omniboxWords(),
): OmniboxSuggestion[] {
  if (!intent) return [];
  const vendors = (text: string, limit: number) =>
    lists.vendors
      ? filterReference(lists.vendors, text, limit).map((item) => vendorLine(item, words, style))
      : [];
  const values = (list: FilterList, text: string, limit: number) => {
    const index = lists[list];
    return index
      ? filterReference(index, text, limit).map((item) => filterLine(list, item, words, style))
      : [];
  };
  switch (intent.kind) {
    case 'account': {
      // A vendor's own domain: its profile is likelier what the rep wants than an account.
      const vendor = lists.vendors ? matchVendor(lists.vendors, intent.id) : null;
      return vendor ? [vendorLine(vendor, words, style)] : [];
    }
    case 'vendor':
      return vendors(intent.text, MAX_SUGGESTIONS);
    case 'filter':
      return values(intent.list, intent.text, MAX_SUGGESTIONS);
    case 'search':
      return [
        ...vendors(intent.text, 2),
        ...values('markets', intent.text, 2),
        ...values('products', intent.text, 1),
        ...values('industries', intent.text, 1),
      ].slice(0, MAX_SUGGESTIONS);
  }
}

function vendorLine(
  vendor: VendorReferenceItem,
  words: OmniboxWords,
  style: DescriptionStyle,
): OmniboxSuggestion {
  const buyers = t('background.omniboxSuggestions.buyers', { count: vendor.buyer_count });
  const details = [vendor.domain_name, buyers].filter(Boolean).join(' · ');
  return {
    content: `${words.write.vendor} ${vendor.slug}`,
    description: describe(
      messageParts('background.omniboxSuggestions.vendorLine', { name: vendor.name, details }),
      style,
    ),
  };
}

function filterLine(
  list: FilterList,
  item: ReferenceItem,
  words: OmniboxWords,
  style: DescriptionStyle,
): OmniboxSuggestion {
  return {
    content: `${words.write[list]} ${item.name}`,
    description: describe(
      messageParts('background.omniboxSuggestions.valueLine', {
        list,
        value: item.name,
        count: item.transcript_count,
      }),
      style,
    ),
  };
}
