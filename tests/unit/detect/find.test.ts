import fc from 'fast-check';
import { Window } from 'happy-dom';
import { parse } from 'tldts-icann';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany, findCandidate } from '@/lib/detect';
import { SITE_ADAPTERS } from '@/lib/detect/sites';
import { website } from '@/lib/detect/sites/website';
import { detectionCandidateSchema } from '@/lib/schemas/messages';
import { readManifest } from './fixture-pages';

// Random documents: trees of the elements, attributes and texts the adapters read (field labels, persona
// titles, website links, record links, shadow roots, hidden ancestors), mixed with arbitrary strings.

const TAGS = [
  'div',
  'span',
  'a',
  'dl',
  'dt',
  'dd',
  'label',
  'input',
  'textarea',
  'table',
  'td',
  'th',
  'section',
  'article',
  'aside',
  'main',
  'h1',
  'h3',
  'button',
  'slot',
  'template',
  'time',
  'records-record-layout-item',
  'lightning-formatted-text',
  'force-lookup',
];
const ATTRIBUTES = [
  'field-label',
  'data-field-label',
  'data-label',
  'aria-label',
  'data-field-name',
  'title',
  'href',
  'email',
  'data-email',
  'name',
  'hidden',
  'inert',
  'aria-hidden',
  'role',
  'class',
  'style',
  'value',
  'for',
  'id',
  'datetime',
  'itemtype',
  'data-test-id',
  'data-selenium-test',
  'data-control-name',
  'data-anonymize',
  'data-hovercard-id',
];
const WORDS = fc.constantFrom(
  'Website',
  'Web site',
  'Email',
  'E-mail',
  'Account Name',
  'Organization',
  'Company domain name',
  'Domain',
  'Visit website',
  'From: Mia <mia@litware.com>',
  'Jane <jane@globex.com>',
  'rep@sellerco.com',
  'https://www.acme.com/about',
  'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Facme.co.uk',
  'https://www.linkedin.com/redir/redirect?url=%E0%A4%A',
  'javascript:alert(1)',
  'mailto:ann@initech.com?subject=x',
  '/organization/88',
  '/contacts/4412345/record/0-2/7002',
  '/lightning/r/Account/0015g00000GlobexAA/view',
  'N/A',
  '@@@',
  'a@b@c',
  'Nov 16, 2026',
  'Email message',
  'Reading Pane',
  'main',
  'listitem',
  'article',
  'document',
  'Message body',
  'gD',
  'slds-hide',
  'display:none',
  'property-input-domain',
  'about-us__website',
  'Pinecrest Logistics',
  ' ',
  '',
);
const text = fc.oneof(WORDS, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }));

type Node = string | { tag: string; attributes: [string, string][]; children: Node[]; shadow: boolean };

const { node } = fc.letrec<{ node: Node; element: Node }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, text, tie('element')),
  element: fc.record({
    tag: fc.constantFrom(...TAGS),
    attributes: fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), text), { maxLength: 4 }),
    children: fc.array(tie('node'), { maxLength: 4 }),
    shadow: fc.boolean(),
  }),
}));

function build(document: Document, parent: ParentNode, spec: Node): void {
  if (typeof spec === 'string') {
    parent.append(document.createTextNode(spec));
    return;
  }
  const element = document.createElement(spec.tag);
  for (const [name, value] of spec.attributes) element.setAttribute(name, value);
  let inside: ParentNode = element;
  if (spec.shadow) {
    try {
      inside = element.attachShadow({ mode: 'open' });
    } catch {
      // Not every element may host a shadow root.
    }
  }
  for (const child of spec.children) build(document, inside, child);
  parent.append(element);
}

// Every surface's URLs (its records, deals, lists and the website rule), so that each adapter meets the junk.
const urls = [...new Set(readManifest().map((page) => page.url))];
const window = new Window({
  url: 'https://www.example.com/',
  settings: { disableJavaScriptEvaluation: true },
});
const document = window.document as unknown as Document;

afterAll(async () => {
  await window.happyDOM.close();
});

const page = fc.record({
  url: fc.constantFrom(...urls),
  title: text,
  body: fc.array(node, { maxLength: 5 }),
});

function load({ title, body }: { title: string; body: Node[] }): void {
  document.title = title;
  document.body.replaceChildren();
  for (const spec of body) build(document, document.body, spec);
}

describe('the detector on random documents', () => {
  it('never throws: detectCompany, findCandidate, nor any adapter left without their safety net', () => {
    fc.assert(
      fc.property(page, (generated) => {
        load(generated);
        const url = new URL(generated.url);
        expect(() => detectCompany(document, generated.url)).not.toThrow();
        expect(() => findCandidate(document, generated.url)).not.toThrow();
        // findCandidate and detectCompany catch what an adapter throws; an adapter that needs it loses a page.
        for (const site of [...SITE_ADAPTERS, website]) expect(() => site.find(document, url)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('answers null, a registrable domain or a bare company name, and the background accepts what it finds', () => {
    fc.assert(
      fc.property(page, (generated) => {
        load(generated);
        const candidate = findCandidate(document, generated.url);
        expect(detectionCandidateSchema.safeParse(candidate).success).toBe(true);
        const detection = detectCompany(document, generated.url);
        if (!detection) return;
        if (detection.companyName !== undefined) {
          expect(detection.companyName).toBe(detection.companyName.trim());
          expect(detection.companyName).not.toMatch(/[/?#@<>]/);
          expect(detection.companyName.length).toBeLessThanOrEqual(200);
        } else {
          expect(detection.domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
          expect(parse(detection.domain).domain).toBe(detection.domain);
        }
      }),
      { numRuns: 300 },
    );
  });
});
