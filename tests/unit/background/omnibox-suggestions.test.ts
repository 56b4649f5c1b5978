import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyOmniboxInput } from '@/lib/background/omnibox-input';
import {
  defaultDescription,
  escapeOmniboxText,
  omniboxSuggestions,
} from '@/lib/background/omnibox-suggestions';
import { createReferenceIndex } from '@/lib/research/reference-filter';
import { HOSTILE_VENDOR, INDUSTRIES, MARKETS, PRODUCTS, VENDORS } from './reference-fixtures';

// Chrome reads an omnibox description as XML and drops the whole batch of suggestions when one does not parse
// (seen in Chromium 156), so a vendor name from the API must never break or add markup. The real parser is
// exercised in tests/e2e/omnibox.test.ts; here every description must be well-formed by construction.

const lists = {
  vendors: createReferenceIndex([...VENDORS, HOSTILE_VENDOR]),
  markets: createReferenceIndex(MARKETS),
  products: createReferenceIndex(PRODUCTS),
  industries: createReferenceIndex(INDUSTRIES),
};
const chrome = { markup: true };
const firefox = { markup: false };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids.
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** The text of a description if it is the omnibox's XML (text, entities, `<match>`, `<dim>`, `<url>` unnested). */
function omniboxXmlText(description: string): string | null {
  const withoutTags = description.replace(/<(match|dim|url)>([^<>]*)<\/\1>/g, '$2');
  if (/[<>]/.test(withoutTags) || XML_FORBIDDEN.test(withoutTags)) return null;
  if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(withoutTags)) return null;
  return withoutTags
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('escapeOmniboxText', () => {
  it('escapes markup characters and drops what XML cannot hold', () => {
    expect(escapeOmniboxText(`<b>"Tom" & 'Jerry'</b>\u0007\uffff`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;',
    );
  });

  it('keeps right-to-left text, emoji and pairs of surrogates, and drops a lone surrogate', () => {
    expect(escapeOmniboxText('مرونة 🚀 \ud83d')).toBe('مرونة 🚀 ');
  });

  it('gives well-formed XML text for any string, which reads back as the string less the unrepresentable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const escaped = escapeOmniboxText(text);
        const readBack = omniboxXmlText(escaped);
        expect(readBack).not.toBeNull();
        expect(readBack).toBe(
          text.replace(
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what escaping removes.
            /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
            '',
          ),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('omniboxSuggestions', () => {
  const suggest = (text: string, style = chrome) =>
    omniboxSuggestions(classifyOmniboxInput(text), lists, style);

  it('offers vendors for `vendor <text>`, each opening the vendor by its slug', () => {
    expect(suggest('vendor relay')).toEqual([
      {
        content: 'vendor relaytics',
        description: 'Vendor: <match>Relaytics</match><dim> · relaytics.com · 40 buyers</dim>',
      },
    ]);
  });

  it('keeps a hostile vendor name inert: escaped in Chrome, as it is in Firefox', () => {
    const [line] = suggest('vendor xploit');
    expect(line?.content).toBe('vendor xploit-labs');
    expect(line?.description).toBe(
      'Vendor: <match>Xploit Labs &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &apos;n&apos; ' +
        '&amp;amp; ]]&gt;</match><dim> · xploitlabs.com · 2 buyers</dim>',
    );
    expect(omniboxXmlText(line?.description ?? '')).toContain('<script>alert(1)</script>');
    expect(suggest('vendor xploit', firefox)[0]?.description).toBe(
      `Vendor: Xploit Labs <script>alert(1)</script> & "Co" 'n' &amp; ]]> · xploitlabs.com · 2 buyers`,
    );
  });

  it('offers vendors and reference values for plain words, each a filter of interviews', () => {
    expect(suggest('rel').map((line) => line.content)).toEqual(['vendor relaytics', 'product Relaytics CRM']);
    expect(suggest('engagement').map((line) => line.content)).toEqual(['market Sales Engagement']);
    expect(suggest('logistics')).toEqual([
      {
        content: 'industry Logistics & Supply Chain',
        description:
          'Interviews by industry: <match>Logistics &amp; Supply Chain</match><dim> · 40 interviews</dim>',
      },
    ]);
  });

  it("offers a vendor's profile for its own domain, and nothing for another domain", () => {
    expect(suggest('https://www.relaytics.com/').map((line) => line.content)).toEqual(['vendor relaytics']);
    expect(suggest('pinecrestlogistics.com')).toEqual([]);
  });

  it('offers nothing from a list that could not be had', () => {
    expect(omniboxSuggestions(classifyOmniboxInput('vendor relay'), { vendors: null }, chrome)).toEqual([]);
  });

  it('shortens a very long name to one line of the drop-down', () => {
    const long = { ...HOSTILE_VENDOR, name: `${'Long name '.repeat(35)}end`, slug: 'long' };
    const [line] = omniboxSuggestions(
      classifyOmniboxInput('vendor long'),
      { vendors: createReferenceIndex([long]) },
      chrome,
    );
    const shown = /<match>(.*)<\/match>/.exec(line?.description ?? '')?.[1] ?? '';
    expect(Array.from(shown)).toHaveLength(80);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('writes every line as well-formed omnibox XML, whatever the lists hold and the rep types', () => {
    const name = fc.string({ unit: 'binary', minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 5 }),
        fc.string({ maxLength: 6 }),
        (names, typed) => {
          const vendors = names.map((vendorName, index) => ({
            name: vendorName,
            slug: `v${index}`,
            domain_name: `${vendorName}.com`,
            transcript_count: index,
            buyer_count: index,
          }));
          const markets = names.map((marketName, index) => ({ name: marketName, transcript_count: index }));
          const some = { vendors: createReferenceIndex(vendors), markets: createReferenceIndex(markets) };
          for (const text of [typed, `vendor ${typed}`, `market ${typed}`, ...names]) {
            const intent = classifyOmniboxInput(text);
            expect(omniboxXmlText(defaultDescription(intent, chrome))).not.toBeNull();
            for (const line of omniboxSuggestions(intent, some, chrome))
              expect(omniboxXmlText(line.description), line.description).not.toBeNull();
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('defaultDescription (what Enter does)', () => {
  it.each([
    ['acme.com', 'Open the account <url>acme.com</url>'],
    ['vendor <b>x</b>', 'Open the vendor <match>&lt;b&gt;x&lt;/b&gt;</match>'],
    ['vendor', 'Find a vendor in Research'],
    ['market Sales Engagement', 'Interviews by market: <match>Sales Engagement</match>'],
    ['churn & "risk"', 'Search interviews for <match>churn &amp; &quot;risk&quot;</match>'],
    ['', 'A domain, &quot;vendor &lt;name&gt;&quot;, or words to search interviews'],
  ])('%j: %s', (text, description) => {
    expect(defaultDescription(classifyOmniboxInput(text), chrome)).toBe(description);
  });

  it('is plain text in Firefox', () => {
    expect(defaultDescription(classifyOmniboxInput('churn & "risk"'), firefox)).toBe(
      'Search interviews for churn & "risk"',
    );
  });
});
