import type { ReferenceItem, VendorReferenceItem } from '../api/reference';
import { filterReference } from '../research/reference-filter';
import { FILTER_PREFIX, type FilterList, type OmniboxIntent, type OmniboxLists } from './omnibox-input';
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

/** A piece of a description: plain text, or a value shown as a match, dimmed, or as an address. */
type Piece = string | { match: string } | { dim: string } | { url: string };

/** Writes a description from pieces: values shortened, escaped and styled for Chrome, plain for Firefox. */
function describe(pieces: Piece[], style: DescriptionStyle): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return style.markup ? escapeOmniboxText(piece) : plain(piece);
      const [tag, value] = Object.entries(piece)[0] as [string, string];
      const shown = shorten(value);
      return style.markup ? `<${tag}>${escapeOmniboxText(shown)}</${tag}>` : plain(shown);
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

const FILTER_LABEL: Record<FilterList, string> = {
  markets: 'Market',
  products: 'Product',
  industries: 'Industry',
};

/** The first line: what Enter does with the text as typed (Chrome adds " - Buyer Lens" after it). */
export function defaultDescription(intent: OmniboxIntent | null, style: DescriptionStyle): string {
  if (!intent) return describe(['A domain, "vendor <name>", or words to search interviews'], style);
  switch (intent.kind) {
    case 'account':
      return describe(['Open the account ', { url: intent.id }], style);
    case 'vendor':
      return intent.text
        ? describe(['Open the vendor ', { match: intent.text }], style)
        : describe(['Find a vendor in Research'], style);
    case 'filter':
      return describe(
        ['Interviews by ', FILTER_LABEL[intent.list].toLowerCase(), ': ', { match: intent.text }],
        style,
      );
    case 'search':
      return describe(['Search interviews for ', { match: intent.text }], style);
  }
}

/** The lines below the first: vendors and reference values from the cached lists that fit the text. */
export function omniboxSuggestions(
  intent: OmniboxIntent | null,
  lists: OmniboxLists,
  style: DescriptionStyle,
): OmniboxSuggestion[] {
  if (!intent) return [];
  const vendors = (text: string, limit: number) =>
    lists.vendors ? filterReference(lists.vendors, text, limit).map((item) => vendorLine(item, style)) : [];
  const values = (list: FilterList, text: string, limit: number) => {
    const index = lists[list];
    return index ? filterReference(index, text, limit).map((item) => filterLine(list, item, style)) : [];
  };
  switch (intent.kind) {
    case 'account': {
      // A vendor's own domain: its profile is likelier what the rep wants than an account.
      const vendor = lists.vendors ? matchVendor(lists.vendors, intent.id) : null;
      return vendor ? [vendorLine(vendor, style)] : [];
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

function vendorLine(vendor: VendorReferenceItem, style: DescriptionStyle): OmniboxSuggestion {
  const details = [vendor.domain_name, `${vendor.buyer_count} buyers`].filter(Boolean).join(' · ');
  return {
    content: `vendor ${vendor.slug}`,
    description: describe(['Vendor: ', { match: vendor.name }, { dim: ` · ${details}` }], style),
  };
}

function filterLine(list: FilterList, item: ReferenceItem, style: DescriptionStyle): OmniboxSuggestion {
  return {
    content: `${FILTER_PREFIX[list]} ${item.name}`,
    description: describe(
      [
        `Interviews by ${FILTER_LABEL[list].toLowerCase()}: `,
        { match: item.name },
        { dim: ` · ${item.transcript_count} interviews` },
      ],
      style,
    ),
  };
}
