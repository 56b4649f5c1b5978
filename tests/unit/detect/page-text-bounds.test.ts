import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { detectCompany } from '@/lib/detect';
import { recordCandidate } from '@/lib/detect/adapter';
import { deepText } from '@/lib/detect/dom';
import {
  candidateToDetection,
  companyNameOf,
  emailDomain,
  registrableDomain,
  typedDomain,
} from '@/lib/detect/domain';
import { fieldValues, normalizeLabel, valuesOf } from '@/lib/detect/fields';
import { addressIn, mailboxOwner, sendersNewestFirst } from '@/lib/detect/mail';

// CRM fields, labels and mail headers hold text anyone can type, and the detector runs
// again after every DOM change. No detector function may take more than linear time in what the page holds.
// A time budget would measure this machine; the ratio between a 100 KB and a 10 KB input measures the
// algorithm: about 10 for linear work, about 100 for quadratic (the old code measured 140 and more). The bound
// below (30x, plus 5 ms for timer noise) leaves room for a garbage collection that lands in the larger run on a
// shared two-core machine, and still fails quadratic work by a factor of three.

const SMALL = 10_000;
const LARGE = 100_000;
const ALLOWED_RATIO = 30;
const NOISE_MS = 5;

/** The fastest of a few runs: what the work costs, without a garbage collection or a neighbour's burst. */
function fastestMs(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 5; attempt++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
    // Seconds are an answer already: no need to wait for them three times.
    if (best > 1_000) break;
  }
  return best;
}

/** Fails when `work` on LARGE characters costs more than linear growth from SMALL (with a wide margin). */
function expectLinear(name: string, work: (size: number) => () => unknown): void {
  const small = fastestMs(work(SMALL));
  const large = fastestMs(work(LARGE));
  expect(large, `${name}: ${small.toFixed(2)} ms at 10 KB, ${large.toFixed(2)} ms at 100 KB`).toBeLessThan(
    small * ALLOWED_RATIO + NOISE_MS,
  );
}

/** `unit` repeated to `size` characters, then `tail`: the shapes that make a backtracking regex retry. */
function adversarial(head: string, unit: string, tail: string, size: number): string {
  return head + unit.repeat(Math.ceil(size / unit.length)).slice(0, size) + tail;
}

const windows: Window[] = [];
afterAll(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

/** A page at `url` whose record, label and mail header attributes and texts all hold `text`. */
function pageHolding(url: string, text: string): Document {
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
  windows.push(window);
  const document = window.document as unknown as Document;
  const main = document.createElement('div');
  main.setAttribute('role', 'main');
  main.setAttribute('aria-label', 'Reading Pane');
  main.className = 'org-top-card';
  const message = document.createElement('div');
  message.className = 'adn';
  message.setAttribute('aria-label', 'Email message');
  const field = document.createElement('div');
  for (const name of ['aria-label', 'field-label', 'data-label', 'title', 'email', 'data-email']) {
    field.setAttribute(name, text);
  }
  const label = document.createElement('span');
  label.textContent = text;
  const sender = document.createElement('span');
  sender.className = 'gD';
  sender.setAttribute('email', text);
  sender.setAttribute('title', text);
  sender.textContent = text;
  const link = document.createElement('a');
  link.setAttribute('href', `mailto:${text}`);
  link.textContent = text;
  // LinkedIn's website link, wrapped in its redirect: the adapter unwraps and checks the target.
  const website = document.createElement('a');
  website.setAttribute('data-control-name', 'visit_company_website');
  website.setAttribute('href', `https://www.linkedin.com/redir/redirect?url=${encodeURIComponent(text)}`);
  website.textContent = text;
  field.append(label, link, website);
  message.append(sender, field);
  main.append(message);
  document.body.append(main);
  document.title = text;
  return document;
}

// One record URL per surface, so that every adapter meets the text.
const RECORD_URLS = [
  'https://app.close.com/lead/lead_4f2a9c81/',
  'https://sellerco.lightning.force.com/lightning/r/Account/0015g00000AcmeRbAA/view',
  'https://sellerco.lightning.force.com/lightning/r/Contact/0035g00000JaneDoAA/view',
  'https://app.hubspot.com/contacts/2468013/record/0-2/10482',
  'https://app.hubspot.com/contacts/2468013/record/0-1/10482',
  'https://sellerco.pipedrive.com/organization/812',
  'https://sellerco.pipedrive.com/person/812',
  'https://sellerco.crm4.dynamics.com/main.aspx?pagetype=entityrecord&etn=account&id=1',
  'https://sellerco.crm4.dynamics.com/main.aspx?pagetype=entityrecord&etn=contact&id=1',
  'https://crm.zoho.eu/crm/org1/tab/Accounts/4876876000000123001',
  'https://crm.zoho.eu/crm/org1/tab/Contacts/4876876000000123001',
  'https://app.attio.com/sellerco/company/3f1c2a9e-0b7d/overview',
  'https://www.linkedin.com/company/acme-robotics/about/',
  'https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJWDsKmbp',
  'https://outlook.office.com/mail/inbox/id/AAQkAGI2',
  // The calendars: the event page's main landmark, and Outlook's full view of an event.
  'https://calendar.google.com/calendar/u/0/r/eventedit/NmM0cnQ1ZWQz',
  'https://outlook.office.com/calendar/item/AAMkADAwATM0',
];

// The shapes that made the old expressions retry from every position: runs of one class followed by a
// character that ends the match too late (`[\s:*]+$` on "::::x", an address run without "@", a dotted host
// without an end, a bracket that never closes).
const SHAPES: readonly [head: string, unit: string, tail: string][] = [
  ['', ':', 'x'],
  ['Email', ':', 'x'],
  ['', ' :*', 'x'],
  ['', '\u00a0:', '-'],
  ['', 'a', '!'],
  ['', 'a@', 'a'],
  ['a@', '.', '<'],
  ['a@b', '.b', '.'],
  ['<', 'a@', 'a'],
  ['', '<a@', 'a'],
  ['', 'a.', '@'],
  ['mailto:', 'a', '@'],
  ['https://', 'a.', 'x'],
  ['', 'Nov 1 2026 ', 'x'],
];

describe('detector functions on 100 KB of adversarial page text', () => {
  it('the 60,000-colon aria-label on a Close lead: detection grows linearly, not quadratically', () => {
    const url = 'https://app.close.com/lead/lead_4f2a9c81/';
    const page = (size: number) => {
      const document = pageHolding(url, `${':'.repeat(size)}x`);
      return () => detectCompany(document, url);
    };
    expectLinear('Close lead with a colon aria-label', page);
  }, 120_000);

  it('string functions: label, address, domain and name readers', () => {
    const functions: [string, (text: string) => unknown][] = [
      ['normalizeLabel', normalizeLabel],
      ['addressIn', addressIn],
      ['emailDomain', emailDomain],
      ['registrableDomain', registrableDomain],
      ['typedDomain', typedDomain],
      ['companyNameOf', companyNameOf],
      [
        'candidateToDetection',
        (text) => {
          for (const kind of ['company', 'person', 'mail', 'account', 'site'] as const) {
            const candidate = recordCandidate('test', kind, [text, text]);
            if (candidate) candidateToDetection({ ...candidate, owner: text });
          }
        },
      ],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...SHAPES), ([head, unit, tail]) => {
        for (const [name, read] of functions) {
          expectLinear(`${name}(${JSON.stringify(head + unit + tail)})`, (size) => {
            const text = adversarial(head, unit, tail, size);
            return () => read(text);
          });
        }
      }),
      { numRuns: SHAPES.length * 2, endOnFailure: true },
    );
  }, 120_000);

  it('DOM functions: fields, values, text, mailbox owner and senders', () => {
    const url = 'https://app.close.com/lead/lead_4f2a9c81/';
    fc.assert(
      fc.property(fc.constantFrom(...SHAPES), ([head, unit, tail]) => {
        expectLinear(`DOM readers on ${JSON.stringify(head + unit + tail)}`, (size) => {
          const document = pageHolding(url, adversarial(head, unit, tail, size));
          const field = document.querySelector('[field-label]') as Element;
          const messages = [...document.querySelectorAll('.adn')];
          return () => {
            fieldValues(document, ['Email', 'Website'], { deep: true });
            valuesOf(field, new Set(['email']));
            deepText(document.body);
            mailboxOwner(document, '[data-email], [title]');
            sendersNewestFirst(messages, (message) =>
              addressIn(message.querySelector('[email]')?.getAttribute('email')),
            );
          };
        });
      }),
      { numRuns: SHAPES.length, endOnFailure: true },
    );
  }, 120_000);

  it('every adapter, through detectCompany, on a record page holding the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECORD_URLS), fc.constantFrom(...SHAPES), (url, [head, unit, tail]) => {
        expectLinear(`${url} with ${JSON.stringify(head + unit + tail)}`, (size) => {
          const document = pageHolding(url, adversarial(head, unit, tail, size));
          return () => detectCompany(document, url);
        });
      }),
      { numRuns: 40, endOnFailure: true },
    );
  }, 120_000);
});

describe('the linear readers answer as the expressions they replaced did, on texts of a sane length', () => {
  // The expressions the linear readers replaced (quadratic on long texts, right on short ones).
  const OLD_ADDRESS = /[a-z0-9._%+'-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
  function oldAddressIn(text: string): string | null {
    if (!text) return null;
    const bare = text.trim().replace(/^mailto:/i, '');
    if (/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(bare)) return bare.toLowerCase();
    const bracketed = /<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(text);
    if (bracketed?.[1]) return bracketed[1].toLowerCase();
    const all = text.match(OLD_ADDRESS) ?? [];
    return all.length === 1 && all[0] ? all[0].toLowerCase() : null;
  }
  function oldNormalizeLabel(text: string): string {
    return text
      .replace(/\s+/g, ' ')
      .replace(/^[\s*]+|[\s:*]+$/g, '')
      .toLowerCase();
  }
  const pieces = fc.constantFrom(
    'a',
    'B',
    '1',
    '-',
    '.',
    '@',
    '<',
    '>',
    ' ',
    '\u00a0',
    ':',
    '*',
    '_',
    '+',
    "'",
    '"',
    'mailto:',
    'x.com',
    'Jo Doe ',
    'é',
  );
  const texts = fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join(''));

  it('addressIn', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(addressIn(text)).toBe(oldAddressIn(text));
      }),
      { numRuns: 3_000 },
    );
  });

  it('normalizeLabel', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(normalizeLabel(text)).toBe(oldNormalizeLabel(text));
      }),
      { numRuns: 3_000 },
    );
  });
});
