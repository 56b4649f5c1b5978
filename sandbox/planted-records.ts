/**
 * The records planted on purpose in the demo data, so tests and the demo can name them (known-records.ts
 * exports them, sandbox/README.md lists them): the rich account Pinecrest Logistics, the renamed account, the
 * hostile account Evil Corp and the hostile vendor Xploit Labs, the right-to-left, emoji and long-name
 * accounts, the vendors whose likes are still null, and the account demo-small does not see.
 *
 * dataset.ts calls these at fixed points of its generation, so the planted records keep their indexes and the
 * generated records around them keep their random draws.
 */
import type { Account, AccountSeed, Product, StackPlan, Transcript, Vendor } from './dataset';
import { TODAY_DAY } from './dates';

/** Records planted on purpose so tests can name them (see known-records.ts). */
export type PlantedRecords = {
  richAccount: number;
  renamedAccount: number;
  hostileAccount: number;
  rtlAccount: number;
  emojiAccount: number;
  longNameAccount: number;
  smallMissingAccount: number;
  vendorWithLikes: number;
  vendorWithoutLikes: number;
  hostileVendor: number;
  hostileTranscriptId: string;
  notAnAccountDomain: string;
};

const HOSTILE_HTML = '<img src=x onerror=alert(1)>';
const HOSTILE_SCRIPT = '<script>alert(1)</script>';
const HOSTILE_URL = 'javascript:alert(document.domain)';
const LONG_NAME = `The Consolidated Amalgamated International Holding Company of Regional Distribution, Warehousing, Freight Forwarding, Cold Chain Logistics, Customs Brokerage, Last Mile Delivery, Fleet Leasing, Maritime Shipping, Air Cargo, Rail Intermodal and Associated Professional Services for the Greater Midwestern United States and Canada Limited Partnership`;

/** Vendors whose likes and dislikes are null (their cache is still warming). */
export const VENDORS_WITHOUT_LIKES: readonly string[] = [
  'Dialwell',
  'Tracepoint',
  'Paperloop',
  'Audiencely',
  'Keelhaul Security',
];

/** Company name prefixes the generated accounts must not use: they belong to planted accounts. */
export const RESERVED_PREFIXES: readonly string[] = ['Pinecrest', 'Ridgeline'];

/** The rich account has the most interviews of all, spread evenly over the three years. */
export const RICH_ACCOUNT_INTERVIEWS = 48;

/** The interview day of the rich account's nth interview (0 is the newest). */
export function richAccountInterviewDay(nth: number): number {
  return TODAY_DAY - 20 - Math.floor((nth * 1060) / RICH_ACCOUNT_INTERVIEWS);
}

/**
 * A vendor whose every text field carries hostile markup, appended after the generated vendors with its two
 * products after theirs: the extension must show all of it as text. Returns the vendor's index.
 */
export function plantHostileVendor(vendors: Vendor[], products: Product[], useCases: string[]): number {
  const hostileIndex = vendors.length;
  const hostileUseCase = useCases.indexOf('Sales Engagement');
  vendors.push({
    index: hostileIndex,
    name: `Xploit Labs ${HOSTILE_SCRIPT}`,
    slug: 'xploit-labs',
    domain: 'xploitlabs.com',
    altDomains: [],
    useCases: [hostileUseCase],
    likes: [
      {
        headline: `Great ${HOSTILE_HTML} support`,
        paragraph: `See ${HOSTILE_URL} for details ${HOSTILE_SCRIPT}`,
      },
      { headline: 'مرونة عالية في التكامل', paragraph: 'העבודה עם המערכת פשוטה 👍 and fast 🚀' },
    ],
    dislikes: [
      { headline: `<a href="${HOSTILE_URL}">click</a>`, paragraph: `${HOSTILE_HTML}${HOSTILE_SCRIPT}` },
    ],
    products: [products.length, products.length + 1],
  });
  products.push({
    index: products.length,
    name: `Xploit ${HOSTILE_HTML}`,
    vendor: hostileIndex,
    useCases: [hostileUseCase],
  });
  products.push({
    index: products.length,
    name: 'Xploit Dialer 🚀',
    vendor: hostileIndex,
    useCases: [hostileUseCase],
  });
  return hostileIndex;
}

/**
 * Planted accounts come first so their indexes (and slugs) do not move when the generator changes.
 * `addAccount` is the generator's account maker (it fills in what a seed leaves out from the PRNG).
 */
export function plantAccounts(
  industries: string[],
  addAccount: (seed: AccountSeed) => number,
  hostileVendor: number,
): PlantedRecords {
  const industry = (path: string): number => {
    const index = industries.indexOf(path);
    if (index < 0) throw new Error(`unknown industry ${path}`);
    return index;
  };
  const richAccount = addAccount({
    name: 'Pinecrest Logistics',
    domain: 'pinecrestlogistics.com',
    altDomains: ['pinecrest-logistics.co.uk'],
    altNames: ['Pinecrest Logistics Group', 'PCL Freight'],
    industries: [industry('Transportation > Logistics')],
    revenue: 2_400_000_000,
    employeeCount: 8200,
    location: 'Atlanta, Georgia',
    hq: 'Georgia',
    targeted: true,
  });
  const renamedAccount = addAccount({
    name: 'Ridgeline Freight',
    domain: 'ridgelinefreight.com',
    oldSlugs: ['ridgeline-transport'],
    altNames: ['Ridgeline Transport'],
    altDomains: ['ridgelinetransport.com'],
    industries: [industry('Transportation > Logistics')],
  });
  const hostileAccount = addAccount({
    name: `Evil Corp ${HOSTILE_HTML}${HOSTILE_SCRIPT}`,
    slug: 'evil-corp',
    domain: 'evilcorp-test.com',
    altNames: ['אבטחה בע"מ 🛡️', 'Evil Corp'],
    industries: [industry('Technology > Software')],
    location: `<b>Nowhere</b> ${HOSTILE_SCRIPT}`,
  });
  const rtlAccount = addAccount({
    name: 'شركة الأفق للتقنية',
    slug: 'alufuq-technology',
    domain: 'alufuq-tech.com',
    altNames: ['Al Ufuq Technology'],
    industries: [industry('Technology > IT Services')],
    location: 'Dubai, United Arab Emirates',
    hq: 'United Arab Emirates',
  });
  const emojiAccount = addAccount({
    name: 'Sunbeam Bakery 🥐 Co',
    domain: 'sunbeambakery.com',
    industries: [industry('Consumer Goods > Food & Beverage')],
  });
  const longNameAccount = addAccount({
    name: LONG_NAME,
    slug: 'consolidated-amalgamated-holding',
    domain: 'consolidated-amalgamated.com',
    industries: [industry('Transportation > Logistics')],
  });
  return {
    richAccount,
    renamedAccount,
    hostileAccount,
    rtlAccount,
    emojiAccount,
    longNameAccount,
    smallMissingAccount: -1,
    vendorWithLikes: -1,
    vendorWithoutLikes: -1,
    hostileVendor,
    hostileTranscriptId: '',
    notAnAccountDomain: 'pinecrest.io',
  };
}

/** The rich account's stack covers every status: satisfied, unhappy_with and not_recently_mentioned. */
export function richAccountStack(products: Product[]): StackPlan[] {
  const byName = (name: string): number => {
    const index = products.findIndex((product) => product.name === name);
    if (index < 0) throw new Error(`unknown product ${name}`);
    return index;
  };
  const always = { firstDay: TODAY_DAY - 1100, lastDay: TODAY_DAY };
  return [
    { product: byName('Northbeam Analytics'.replace('Analytics', 'Funnels')), baseRating: 9, ...always },
    { product: byName('Cadencia Cadence'), baseRating: 8, ...always },
    { product: byName('Relaytics CRM'), baseRating: 3, ...always },
    { product: byName('Dialwell Dialer'), baseRating: 4, ...always },
    { product: byName('Glacierbase Warehouse'), baseRating: 8, ...always },
    {
      product: byName('Echolane Calls'),
      baseRating: 7,
      firstDay: TODAY_DAY - 1100,
      lastDay: TODAY_DAY - 500,
    },
    {
      product: byName('Ticketwise Desk'),
      baseRating: 6,
      firstDay: TODAY_DAY - 1100,
      lastDay: TODAY_DAY - 450,
    },
    { product: byName('Keystone Identity'.replace('Identity', 'SSO')), baseRating: 9, ...always },
  ];
}

/**
 * Makes the hostile account's generated transcripts hostile (markup, RTL, emoji, one `javascript:` url) and
 * puts the hostile vendor's products in their stacks and in a few others. Transcripts are already indexed.
 */
export function plantHostileTranscripts(
  transcripts: Transcript[],
  products: Product[],
  vendors: Vendor[],
  planted: PlantedRecords,
): void {
  let first = true;
  for (const transcript of transcripts) {
    if (transcript.account !== planted.hostileAccount) continue;
    transcript.title = `${transcript.title} ${HOSTILE_SCRIPT}`;
    transcript.buyerPerspective = `${HOSTILE_HTML} ${transcript.buyerPerspective} مرحبا بالعالم — שלום עולם 🎉`;
    transcript.priorities = [...transcript.priorities, `<b>Bold</b> move ${HOSTILE_HTML}`];
    transcript.quickStudy = `Q: ${HOSTILE_SCRIPT}?\nA: <a href="${HOSTILE_URL}">details</a>\n\n${transcript.quickStudy}`;
    transcript.fullTranscript = `Interviewer: ${HOSTILE_HTML}\n\n${transcript.fullTranscript}`;
    transcript.inSmall = true;
    if (first) {
      // A javascript: URL where the contract only promises "string" (docs/api.md 2.1): the extension must
      // refuse to link it.
      transcript.url = HOSTILE_URL;
      planted.hostileTranscriptId = transcript.id;
      first = false;
    }
  }
  // The hostile vendor's products sit in the hostile account's stacks (and in a few others).
  const hostileProducts = vendors[planted.hostileVendor]?.products ?? [];
  let placed = 0;
  for (const transcript of transcripts) {
    if (transcript.account !== planted.hostileAccount && (transcript.index % 97 !== 5 || placed > 12))
      continue;
    placed++;
    for (const product of hostileProducts) {
      transcript.techStack.push({
        product,
        rating: (transcript.index % 9) + 1,
        useCases: products[product]?.useCases ?? [],
      });
    }
    transcript.vendors.push(planted.hostileVendor);
  }
}

/**
 * Fills in the planted records that are picked from the generated data once it is complete: the account left
 * out of demo-small (its transcripts leave the small team's scope) and the vendors with and without likes.
 */
export function completePlantedRecords(
  planted: PlantedRecords,
  data: { vendors: Vendor[]; accounts: Account[]; transcripts: Transcript[] },
): void {
  const { vendors, accounts, transcripts } = data;
  planted.smallMissingAccount = pickSmallMissing(accounts, transcripts, planted);
  for (const transcript of transcripts) {
    if (transcript.account === planted.smallMissingAccount) transcript.inSmall = false;
  }
  planted.vendorWithLikes = vendors.findIndex((vendor) => vendor.name === 'Northbeam Analytics');
  planted.vendorWithoutLikes = vendors.findIndex((vendor) => vendor.name === 'Dialwell');
}

/** The first generated account with at least 5 interviews and a plain ASCII domain. */
function pickSmallMissing(accounts: Account[], transcripts: Transcript[], planted: PlantedRecords): number {
  const counts = new Map<number, number>();
  for (const transcript of transcripts)
    counts.set(transcript.account, (counts.get(transcript.account) ?? 0) + 1);
  const plantedIndexes = new Set([
    planted.richAccount,
    planted.renamedAccount,
    planted.hostileAccount,
    planted.rtlAccount,
    planted.emojiAccount,
    planted.longNameAccount,
  ]);
  const candidate = accounts.find(
    (account) =>
      !plantedIndexes.has(account.index) &&
      (counts.get(account.index) ?? 0) >= 5 &&
      /^[a-z0-9.-]+$/.test(account.domain),
  );
  if (!candidate) throw new Error('no account to leave out of demo-small');
  return candidate.index;
}
