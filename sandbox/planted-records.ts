/**
 * The records planted on purpose in the demo data, so tests and the demo can name them (known-records.ts
 * exports them, sandbox/README.md lists them): the rich account Pinecrest Logistics, the renamed account, the
 * hostile account Evil Corp and the hostile vendor Xploit Labs, the right-to-left, emoji and long-name
 * accounts, the vendors whose likes are still null, the account demo-small does not see, the accounts a
 * competitive-displacement search finds, and the account whose interviews are published after today.
 *
 * dataset.ts calls these at fixed points of its generation, so the planted records keep their indexes and the
 * generated records around them keep their random draws: the ones planted after the generation change a few
 * generated interviews or add records at the end, drawing from their own random source.
 */

import { createRandom, hashString, type Random } from './prng';
import type {
  Account,
  AccountSeed,
  Dataset,
  PlantedRecords,
  Product,
  StackPlan,
  Transcript,
  Vendor,
} from './records';
import { rewriteTranscriptText } from './transcript-text';

export type { PlantedRecords };

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

/** The interview day of the rich account's nth interview (0 is the newest), counted back from `today`. */
export function richAccountInterviewDay(nth: number, today: number): number {
  return today - 20 - Math.floor((nth * 1060) / RICH_ACCOUNT_INTERVIEWS);
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
    displacementAccounts: [],
    arrivingAccount: -1,
  };
}

/** The rich account's stack covers every status: satisfied, unhappy_with and not_recently_mentioned. */
export function richAccountStack(products: Product[], today: number): StackPlan[] {
  const byName = (name: string): number => {
    const index = products.findIndex((product) => product.name === name);
    if (index < 0) throw new Error(`unknown product ${name}`);
    return index;
  };
  const always = { firstDay: today - 1100, lastDay: today };
  return [
    { product: byName('Northbeam Analytics'.replace('Analytics', 'Funnels')), baseRating: 9, ...always },
    { product: byName('Cadencia Cadence'), baseRating: 8, ...always },
    { product: byName('Relaytics CRM'), baseRating: 3, ...always },
    { product: byName('Dialwell Dialer'), baseRating: 4, ...always },
    { product: byName('Glacierbase Warehouse'), baseRating: 8, ...always },
    {
      product: byName('Echolane Calls'),
      baseRating: 7,
      firstDay: today - 1100,
      lastDay: today - 500,
    },
    {
      product: byName('Ticketwise Desk'),
      baseRating: 6,
      firstDay: today - 1100,
      lastDay: today - 450,
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

/** The competitive-displacement search's product, its rating bound and the use case its accounts shop for. */
export const DISPLACEMENT = {
  product: 'Relaytics CRM',
  maxRating: 4,
  useCase: 'Sales Engagement',
  accounts: 4,
  /** Interviews this many days before today at most, so `since=6.months` keeps them for weeks of clock moves. */
  withinDays: 150,
} as const;

/** Seed of the random source of the records planted after the generation (not the generator's). */
const LATE_PLANT_SEED = 20261102;

/** Names dataset.ts hands to the records planted after the generation. */
type LatePlantData = Pick<
  Dataset,
  | 'today'
  | 'useCases'
  | 'industries'
  | 'managementLevels'
  | 'departments'
  | 'vendors'
  | 'products'
  | 'accounts'
  | 'transcripts'
>;

function indexOfName(names: readonly string[], name: string, kind: string): number {
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`unknown ${kind} ${name}`);
  return index;
}

function productIndex(products: readonly Product[], name: string): number {
  return indexOfName(
    products.map((product) => product.name),
    name,
    'product',
  );
}

/** The accounts planted before the generation (and the one left out of demo-small): not touched later. */
function plantedAccountIndexes(planted: PlantedRecords): Set<number> {
  return new Set([
    planted.richAccount,
    planted.renamedAccount,
    planted.hostileAccount,
    planted.rtlAccount,
    planted.emojiAccount,
    planted.longNameAccount,
    planted.smallMissingAccount,
  ]);
}

/**
 * The story behind the competitive-displacement search (`products[]=Relaytics CRM&max_rating=4&
 * in_market_for[]=Sales Engagement&intro_optin=open&since=6.months`): the newest interview of four generated
 * accounts that mention Relaytics CRM in the last 150 days now rates it 2 to 4, shops for Sales Engagement and
 * is opted into introductions; its words are written again to say so. Returns the accounts.
 */
export function plantDisplacementStories(data: LatePlantData, planted: PlantedRecords): number[] {
  const { today, useCases, products, accounts, transcripts } = data;
  const product = productIndex(products, DISPLACEMENT.product);
  const useCase = indexOfName(useCases, DISPLACEMENT.useCase, 'use case');
  const skip = plantedAccountIndexes(planted);
  const newest = new Map<number, Transcript>();
  for (const transcript of transcripts) {
    const { account, interviewDay } = transcript;
    if (account < 0 || skip.has(account)) continue;
    if (interviewDay < today - DISPLACEMENT.withinDays || interviewDay > today) continue;
    if (!transcript.techStack.some((entry) => entry.product === product)) continue;
    const known = newest.get(account);
    if (!known || interviewDay > known.interviewDay) newest.set(account, transcript);
  }
  const chosen = [...newest.values()]
    .sort((a, b) => b.interviewDay - a.interviewDay || a.index - b.index)
    .slice(0, DISPLACEMENT.accounts);
  if (chosen.length < DISPLACEMENT.accounts) throw new Error('too few accounts for the displacement story');
  chosen.forEach((transcript, nth) => {
    for (const entry of transcript.techStack) {
      if (entry.product === product) entry.rating = 2 + (nth % 3);
    }
    transcript.inMarketFor = [useCase, ...transcript.inMarketFor.filter((id) => id !== useCase)].slice(0, 3);
    transcript.optedIn = true;
    rewriteTranscriptText(
      createRandom(hashString(transcript.id)),
      transcript,
      accounts[transcript.account]?.name,
      data,
    );
  });
  return chosen.map((transcript) => transcript.account);
}

/**
 * The right-to-left, emoji and long-name accounts' newest interviews also name the hostile vendor's products,
 * so one search (`vendors[]=xploitlabs.com`) lists every hostile row: Evil Corp, them, and the hostile products.
 */
export function plantHostileRows(data: LatePlantData, planted: PlantedRecords): void {
  const { products, vendors, transcripts } = data;
  const hostileProducts = vendors[planted.hostileVendor]?.products ?? [];
  for (const account of [planted.rtlAccount, planted.emojiAccount, planted.longNameAccount]) {
    const mine = transcripts.filter((transcript) => transcript.account === account);
    const newest = mine.sort((a, b) => b.interviewDay - a.interviewDay)[0];
    if (!newest) throw new Error(`planted account ${account} has no interviews`);
    if (newest.vendors.includes(planted.hostileVendor)) continue;
    for (const product of hostileProducts) {
      newest.techStack.push({ product, rating: 4, useCases: products[product]?.useCases ?? [] });
    }
    newest.vendors.push(planted.hostileVendor);
  }
}

/** The arriving account's interviews: days relative to today (published after it), who, and what they said. */
const ARRIVING_INTERVIEWS = [
  {
    id: 'tr_harbor01',
    interviewed: -9,
    published: 2,
    level: 'VP',
    jobTitle: 'VP of Sales',
    department: 'Sales',
    optedIn: true,
    markets: ['Sales Engagement', 'Revenue Intelligence'],
    stack: [
      ['Relaytics CRM', 3],
      ['Dialwell Dialer', 4],
      ['Glacierbase Warehouse', 8],
      ['Keystone SSO', 9],
    ],
    priorities: ['Shorten the sales cycle', 'Improve data quality in the CRM'],
  },
  {
    id: 'tr_harbor02',
    interviewed: -6,
    published: 3,
    level: 'C-Level',
    jobTitle: 'CRO',
    department: 'Revenue Operations',
    optedIn: true,
    markets: ['Sales Engagement'],
    stack: [
      ['Relaytics CRM', 2],
      ['Dialwell Dialer', 3],
      ['Northbeam Funnels', 7],
    ],
    priorities: ['Improve pipeline coverage', 'Consolidate the tool stack', 'Improve forecast accuracy'],
  },
  {
    id: 'tr_harbor03',
    interviewed: -4,
    published: 5,
    level: 'Director',
    jobTitle: 'Director of Sales Operations',
    department: 'Revenue Operations',
    optedIn: false,
    markets: ['Sales Engagement', 'Conversation Intelligence'],
    stack: [
      ['Relaytics CRM', 4],
      ['Glacierbase Warehouse', 8],
      ['Keystone SSO', 9],
    ],
    priorities: ['Automate manual reporting', 'Shorten the sales cycle'],
  },
] as const;

/**
 * A new account whose three interviews are published 2, 3 and 5 days after today: invisible until the
 * sandbox's clock reaches them (RunningSandbox.advanceClock), then found by the competitive-displacement
 * search (two of them opted into intros), so a saved search re-run shows a new account. Appended after every
 * generated record, with its own random source. Returns the account's index.
 */
export function plantArrivingAccount(
  data: LatePlantData,
  addAccount: (seed: AccountSeed, random: Random) => number,
  webApp: string,
): number {
  const { today, useCases, industries, departments, products, accounts, transcripts } = data;
  const random = createRandom(LATE_PLANT_SEED);
  const name = 'Harbor & Finch Robotics';
  const domain = 'harborfinch.com';
  if (accounts.some((account) => account.name === name || account.domain === domain))
    throw new Error(`${name} clashes with a generated account`);
  const account = addAccount(
    {
      name,
      slug: 'harbor-finch-robotics',
      domain,
      altDomains: ['harborandfinch.com'],
      altNames: ['Harbor and Finch Robotics'],
      industries: [indexOfName(industries, 'Manufacturing > Industrial Machinery', 'industry')],
      revenue: 185_000_000,
      employeeCount: 720,
      location: 'Pittsburgh, Pennsylvania',
      hq: 'Pennsylvania',
      targeted: true,
    },
    random,
  );
  const planted = accounts[account] as Account;
  const ids = new Set(transcripts.map((transcript) => transcript.id));
  for (const interview of ARRIVING_INTERVIEWS) {
    if (ids.has(interview.id)) throw new Error(`transcript id ${interview.id} taken`);
    const techStack = interview.stack.map(([productName, rating]) => {
      const product = productIndex(products, productName);
      return { product, rating, useCases: products[product]?.useCases ?? [] };
    });
    const transcript: Transcript = {
      index: transcripts.length,
      id: interview.id,
      title: '',
      jobTitle: interview.jobTitle,
      interviewDay: today + interview.interviewed,
      publishDay: today + interview.published,
      mgmtLevel: indexOfName(data.managementLevels, interview.level, 'management level'),
      department: indexOfName(departments, interview.department, 'department'),
      optedIn: interview.optedIn,
      account,
      hq: planted.hq,
      revenue: planted.revenue,
      employeeCount: planted.employeeCount,
      industries: planted.industries,
      inMarketFor: interview.markets.map((market) => indexOfName(useCases, market, 'use case')),
      priorities: [...interview.priorities],
      techStack,
      vendors: [...new Set(techStack.map((entry) => products[entry.product]?.vendor ?? 0))],
      buyerPerspective: '',
      quickStudy: '',
      fullTranscript: '',
      icpScored: true,
      url: `${webApp}/transcripts/${interview.id}`,
      inSmall: true,
    };
    rewriteTranscriptText(random, transcript, name, data);
    transcripts.push(transcript);
  }
  return account;
}
