/**
 * The sandbox's demo data: vendors, products, accounts and interview transcripts generated from a fixed seed,
 * so every run (and every machine) serves the same records. The well-known records other tests rely on are
 * planted by planted-records.ts at fixed points of this generation and exported from known-records.ts.
 */
import { displayMonth, formatDay, TODAY_DAY } from './dates';
import {
  completePlantedRecords,
  plantAccounts,
  plantArrivingAccount,
  plantDisplacementStories,
  plantHostileRows,
  plantHostileTranscripts,
  plantHostileVendor,
  RESERVED_PREFIXES,
  RICH_ACCOUNT_INTERVIEWS,
  richAccountInterviewDay,
  richAccountStack,
  VENDORS_WITHOUT_LIKES,
} from './planted-records';
import { createRandom, hashString, type Random } from './prng';
import type {
  Account,
  AccountSeed,
  Dataset,
  PlantedRecords,
  Product,
  QaItem,
  StackEntry,
  StackPlan,
  Theme,
  Transcript,
  Vendor,
} from './records';
import {
  buyerPerspective,
  fullTranscript,
  quickStudy,
  stackMentions,
  transcriptTitle,
} from './transcript-text';
import {
  COMPANY_PREFIXES,
  DEPARTMENTS,
  DISLIKE_THEMES,
  EMPLOYEE_BUCKETS,
  INDUSTRIES,
  JOB_TITLES,
  LIKE_THEMES,
  MANAGEMENT_LEVELS,
  OTHER_LOCATIONS,
  QA_CATEGORIES,
  REVENUE_BUCKETS,
  STRATEGIC_PRIORITIES,
  US_LOCATIONS,
  USE_CASES,
  VENDORS,
} from './vocabulary';

export type {
  Account,
  AccountSeed,
  Dataset,
  PlantedRecords,
  Product,
  QaItem,
  StackEntry,
  StackPlan,
  Theme,
  Transcript,
  Vendor,
} from './records';

export const WEB_APP = 'https://app.buyerlens.example';
const SEED = 20261101;
const TRANSCRIPT_COUNT = 2400;
const GENERATED_ACCOUNT_COUNT = 320;
const ANONYMOUS_SHARE = 0.15;
/** Share of transcripts provisioned to the demo-small team. */
const SMALL_SHARE = 40;

const cached = new Map<number, Dataset>();

/**
 * The demo data around `today` (a day number; default: this process's today, dates.ts), generated once per
 * process and day on first use. Every today gives the same records with their dates shifted by the same days.
 */
export function getDataset(today: number = TODAY_DAY): Dataset {
  let dataset = cached.get(today);
  if (!dataset) {
    dataset = generateDataset(today);
    cached.set(today, dataset);
  }
  return dataset;
}

/** URL-safe identifier: lowercase ASCII words joined by dashes. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `x${hashString(text).toString(36)}`;
}

function generateDataset(today: number): Dataset {
  const random = createRandom(SEED);
  const useCases = USE_CASES.map((useCase) => useCase.name);
  const industries = INDUSTRIES.flatMap((industry) =>
    industry.children.map((child) => `${industry.parent} > ${child}`),
  );
  const { vendors, products } = generateVendors(random, useCases);
  // The planted hostile vendor and its two products are appended after the generated ones; generated stacks
  // draw only from the generated products.
  const regularProducts = [...products];
  const hostileVendor = plantHostileVendor(vendors, products, useCases);
  const accounts: Account[] = [];
  const planted = plantAccounts(industries, (seed) => makeAccount(accounts, random, seed), hostileVendor);
  generateAccounts(accounts, industries, random);
  const transcripts = generateTranscripts(random, {
    today,
    useCases,
    industries,
    vendors,
    products,
    regularProducts,
    accounts,
    planted,
  });
  completePlantedRecords(planted, { vendors, accounts, transcripts });
  const dataset: Dataset = {
    today,
    useCases,
    industries,
    managementLevels: MANAGEMENT_LEVELS,
    departments: DEPARTMENTS,
    vendors,
    products,
    accounts,
    transcripts,
    planted,
  };
  // Planted after the generation: they change a few generated interviews or add records at the end.
  planted.displacementAccounts = plantDisplacementStories(dataset, planted);
  plantHostileRows(dataset, planted);
  planted.arrivingAccount = plantArrivingAccount(
    dataset,
    (seed, ownRandom) => makeAccount(accounts, ownRandom, seed),
    WEB_APP,
  );
  return dataset;
}

function themes(random: Random, pool: ReadonlyArray<readonly [string, string]>, vendor: string): Theme[] {
  return random.sample(pool, 3).map(([headline, paragraph]) => ({
    headline,
    paragraph: `${paragraph} One buyer put it this way: "${vendor} ${random.pick(['mostly delivers', 'has been a mixed bag', 'does what it says'])}."`,
  }));
}

function generateVendors(random: Random, useCases: string[]): { vendors: Vendor[]; products: Product[] } {
  const vendors: Vendor[] = [];
  const products: Product[] = [];
  const productNames = new Set<string>();
  const domains = new Set(VENDORS.map(([, domain]) => domain));
  for (const [name, domain, vendorUseCases] of VENDORS) {
    const index = vendors.length;
    const useCaseIds = vendorUseCases.map((useCase) => useCases.indexOf(useCase));
    const brand = name.split(' ')[0] ?? name;
    const altDomains: string[] = [];
    if (index % 4 === 1) {
      const [label] = domain.split('.');
      const alt = domain.endsWith('.com') ? `${label}.io` : `${label}.com`;
      if (!domains.has(alt)) {
        domains.add(alt);
        altDomains.push(alt);
      }
    }
    const withoutLikes = VENDORS_WITHOUT_LIKES.includes(name);
    const vendor: Vendor = {
      index,
      name,
      slug: slugify(name),
      domain,
      altDomains,
      useCases: useCaseIds,
      likes: withoutLikes ? null : themes(random, LIKE_THEMES, name),
      dislikes: withoutLikes ? null : themes(random, DISLIKE_THEMES, name),
      products: [],
    };
    // Four products per vendor, suffixes taken round-robin from the vendor's markets.
    let attempt = 0;
    while (vendor.products.length < 4 && attempt < 40) {
      const useCaseId = useCaseIds[attempt % useCaseIds.length] ?? 0;
      const suffixes = USE_CASES[useCaseId]?.suffixes ?? [];
      const suffix = suffixes[Math.floor(attempt / useCaseIds.length) % suffixes.length] ?? 'Suite';
      const productName =
        attempt >= suffixes.length * useCaseIds.length
          ? `${brand} ${suffix} ${attempt}`
          : `${brand} ${suffix}`;
      attempt++;
      if (productName === name || productNames.has(productName)) continue;
      productNames.add(productName);
      const extra = useCaseIds.filter((id) => id !== useCaseId && random.chance(0.3));
      vendor.products.push(products.length);
      products.push({
        index: products.length,
        name: productName,
        vendor: index,
        useCases: [useCaseId, ...extra],
      });
    }
    vendors.push(vendor);
  }
  return { vendors, products };
}

function makeAccount(accounts: Account[], random: Random, seed: AccountSeed): number {
  const index = accounts.length;
  const usLocation = random.chance(0.75);
  const [hq, city] = usLocation ? random.pick(US_LOCATIONS) : random.pick(OTHER_LOCATIONS);
  const revenue = random.chance(0.05) ? null : Math.round(10 ** (6.7 + random.next() * 3.6) / 1e5) * 1e5;
  const employeeCount =
    revenue === null
      ? random.chance(0.5)
        ? null
        : random.int(20, 5000)
      : random.chance(0.05)
        ? null
        : Math.max(8, Math.round((revenue / 260_000) * (0.5 + random.next())));
  accounts.push({
    index,
    slug: slugify(seed.name),
    oldSlugs: [],
    altDomains: [],
    altNames: [],
    revenue,
    employeeCount,
    location: random.chance(0.04) ? null : `${city}, ${hq}`,
    hq,
    targeted: random.chance(0.1),
    qa: generateQa(random),
    ...seed,
  });
  return index;
}

function generateQa(random: Random): QaItem[] {
  return QA_CATEGORIES.flatMap(({ category, questions }) =>
    questions.map((question) => {
      const answered = random.chance(0.8);
      return {
        category,
        question,
        answer: answered ? qaAnswer(random, question) : null,
        evidenceShare: answered ? 0.2 + random.next() * 0.8 : 0,
        confidence: answered ? Math.round((0.35 + random.next() * 0.6) * 100) / 100 : 0,
      };
    }),
  );
}

function qaAnswer(random: Random, question: string): string {
  const openers = [
    'Across interviews,',
    'Most interviewees agree that',
    'Evidence is mixed, but',
    'Consistently,',
  ];
  const bodies: Record<string, string[]> = {
    'Who signs off on new software purchases?': [
      'the CFO signs anything above $100k; below that the department VP decides.',
      'a buying committee of IT, finance and the business owner approves new tools.',
    ],
    'How long does a typical evaluation take?': [
      'evaluations run 60 to 90 days.',
      'a typical evaluation takes one quarter.',
    ],
  };
  const body = bodies[question] ?? [
    'consolidation and measurable ROI come up in nearly every conversation.',
    'security review and integration effort shape every decision.',
    'they prefer vendors that integrate with the existing CRM and warehouse.',
  ];
  return `${random.pick(openers)} ${random.pick(body)}`;
}

function industryIndex(industries: string[], path: string): number {
  const index = industries.indexOf(path);
  if (index < 0) throw new Error(`unknown industry ${path}`);
  return index;
}

function generateAccounts(accounts: Account[], industries: string[], random: Random): void {
  const names = new Set(accounts.flatMap((account) => [account.name, ...account.altNames]));
  const domains = new Set(accounts.flatMap((account) => [account.domain, ...account.altDomains]));
  const slugs = new Set(accounts.flatMap((account) => [account.slug, ...account.oldSlugs]));
  const plantedCount = accounts.length;
  while (accounts.length < GENERATED_ACCOUNT_COUNT + plantedCount) {
    const industry = random.pick(INDUSTRIES);
    const prefix = random.pick(COMPANY_PREFIXES);
    if (RESERVED_PREFIXES.includes(prefix)) continue;
    const name = `${prefix} ${random.pick(industry.suffixes)}`;
    const label = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const domain = `${label}${random.pick(['.com', '.com', '.com', '.com', '.io', '.co', '.net'])}`;
    if (names.has(name) || domains.has(domain) || slugs.has(slugify(name))) continue;
    const children = random.sample(industry.children, random.chance(0.2) ? 2 : 1);
    const altDomains: string[] = [];
    if (random.chance(0.2)) {
      const alt = random.chance(0.5) ? `${label}.co.uk` : `${label}-inc.com`;
      if (!domains.has(alt)) altDomains.push(alt);
    }
    const altNames: string[] = [];
    if (random.chance(0.2)) {
      const alt = random.chance(0.5) ? `${name} Inc.` : `${name} Group`;
      if (!names.has(alt)) altNames.push(alt);
    }
    for (const value of [name, ...altNames]) names.add(value);
    for (const value of [domain, ...altDomains]) domains.add(value);
    slugs.add(slugify(name));
    makeAccount(accounts, random, {
      name,
      domain,
      altDomains,
      altNames,
      industries: children.map((child) => industryIndex(industries, `${industry.parent} > ${child}`)),
    });
  }
}

type GenerationContext = {
  /** Every generated day counts back from this one, so another today shifts the days and nothing else. */
  today: number;
  useCases: string[];
  industries: string[];
  vendors: Vendor[];
  products: Product[];
  /** The products of the generated vendors (every product but the planted hostile vendor's). */
  regularProducts: Product[];
  accounts: Account[];
  planted: PlantedRecords;
};

/** Each account uses a stable set of products with a typical rating; some were dropped a while ago. */
function planAccountStacks(random: Random, context: GenerationContext): StackPlan[][] {
  const { today, products, regularProducts, accounts, planted } = context;
  return accounts.map((account) => {
    if (account.index === planted.richAccount) return richAccountStack(products, today);
    const chosen = random.sample(regularProducts, random.int(6, 12));
    return chosen.map((product) => {
      const dropped = random.chance(0.2);
      const lastDay = dropped ? today - random.int(400, 900) : today;
      return {
        product: product.index,
        baseRating: random.chance(0.2) ? random.int(2, 5) : random.int(6, 10),
        lastDay,
        firstDay: dropped ? today - 1100 : today - random.int(300, 1100),
      };
    });
  });
}

function generateTranscripts(random: Random, context: GenerationContext): Transcript[] {
  const { today, accounts, planted, products } = context;
  const stacks = planAccountStacks(random, context);
  // Interview counts per account follow a long tail; the rich account is planted with many.
  const named = Math.round(TRANSCRIPT_COUNT * (1 - ANONYMOUS_SHARE));
  const owners: number[] = [];
  for (let index = 0; index < RICH_ACCOUNT_INTERVIEWS; index++) owners.push(planted.richAccount);
  for (const account of accounts) if (account.index !== planted.richAccount) owners.push(account.index);
  const weights = accounts.map((account) =>
    account.index === planted.richAccount
      ? 0
      : 1 / (1 + ((hashString(account.slug) % 1000) / 1000) * 12) ** 1.6,
  );
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  while (owners.length < named) {
    let point = random.next() * totalWeight;
    let chosen = 0;
    for (let index = 0; index < weights.length; index++) {
      point -= weights[index] ?? 0;
      if (point <= 0) {
        chosen = index;
        break;
      }
    }
    owners.push(chosen);
  }
  while (owners.length < TRANSCRIPT_COUNT) owners.push(-1);
  const order = random.sample(owners, owners.length);

  const ids = new Set<string>();
  const transcripts: Transcript[] = [];
  let richInterviewsMade = 0;
  for (const owner of order) {
    let id = '';
    do
      id = `tr_${random
        .int(0, 36 ** 8 - 1)
        .toString(36)
        .padStart(8, '0')}`;
    while (ids.has(id));
    ids.add(id);
    const interviewDay =
      owner === planted.richAccount
        ? richAccountInterviewDay(richInterviewsMade++, today)
        : today - random.int(20, 1095);
    transcripts.push(
      makeTranscript(random, context, { id, owner, interviewDay, stack: stacks[owner] ?? null }),
    );
  }
  // Every product is mentioned somewhere, so every product filter value has results.
  const mentioned = new Set(
    transcripts.flatMap((transcript) => transcript.techStack.map((entry) => entry.product)),
  );
  for (const product of products) {
    if (mentioned.has(product.index)) continue;
    for (let copy = 0; copy < 3; copy++) {
      const transcript = transcripts[(product.index * 37 + copy * 101) % transcripts.length];
      if (!transcript || transcript.account === planted.hostileAccount) continue;
      transcript.techStack.push({
        product: product.index,
        rating: random.int(3, 9),
        useCases: product.useCases,
      });
      if (!transcript.vendors.includes(product.vendor)) transcript.vendors.push(product.vendor);
    }
  }
  transcripts.forEach((transcript, index) => {
    transcript.index = index;
  });
  plantHostileTranscripts(transcripts, products, context.vendors, planted);
  return transcripts;
}

type TranscriptSeed = { id: string; owner: number; interviewDay: number; stack: StackPlan[] | null };

function makeTranscript(random: Random, context: GenerationContext, seed: TranscriptSeed): Transcript {
  const { today, accounts, products, regularProducts, vendors, useCases, industries } = context;
  const account = seed.owner >= 0 ? accounts[seed.owner] : undefined;
  const mgmtLevel = random.int(0, MANAGEMENT_LEVELS.length - 1);
  const level = MANAGEMENT_LEVELS[mgmtLevel] ?? 'VP';
  const jobTitle = random.pick(JOB_TITLES[level] ?? ['Buyer']);
  // Anonymous buyers still have a company behind them; only its name and domain are withheld.
  const hidden = account ?? {
    hq: random.pick(random.chance(0.75) ? US_LOCATIONS : OTHER_LOCATIONS)[0],
    revenue: Math.round(10 ** (6.7 + random.next() * 3.6) / 1e5) * 1e5,
    employeeCount: random.int(30, 40000),
    industries: [random.int(0, industries.length - 1)],
  };
  const available = seed.stack
    ? seed.stack.filter((plan) => plan.firstDay <= seed.interviewDay && plan.lastDay >= seed.interviewDay)
    : random.sample(regularProducts, 8).map((product) => ({
        product: product.index,
        baseRating: random.int(2, 10),
        firstDay: 0,
        lastDay: today,
      }));
  const picked = random.sample(available, Math.min(available.length, random.int(3, 7)));
  const techStack: StackEntry[] = picked.map((plan) => {
    const product = products[plan.product];
    const rating = random.chance(0.06)
      ? null
      : Math.min(10, Math.max(1, plan.baseRating + random.int(-1, 1)));
    const productUseCases = product?.useCases ?? [];
    return {
      product: plan.product,
      rating,
      useCases: random.sample(productUseCases, random.int(1, productUseCases.length)),
    };
  });
  const vendorIds = [...new Set(techStack.map((entry) => products[entry.product]?.vendor ?? 0))];
  const inMarketFor = random.sample(
    useCases.map((_, index) => index),
    random.int(1, 3),
  );
  const priorities = random.sample(STRATEGIC_PRIORITIES, random.int(2, 4));
  const department = random.int(0, DEPARTMENTS.length - 1);
  const company = account?.name;
  const market = useCases[inMarketFor[0] ?? 0] ?? 'CRM';
  const industryName = (industries[hidden.industries[0] ?? 0] ?? '').split(' > ')[1] ?? 'technology';
  const title = transcriptTitle(jobTitle, company, industryName, market);
  const mentions = stackMentions(techStack, {
    useCases,
    industries,
    departments: DEPARTMENTS,
    vendors,
    products,
  });
  const markets = inMarketFor.map((id) => useCases[id] ?? '');
  const text = {
    random,
    company,
    jobTitle,
    department: DEPARTMENTS[department] ?? 'IT',
    mentions,
    markets,
    priorities,
  };
  const publishDay = Math.min(today - 1, seed.interviewDay + random.int(3, 28));
  return {
    index: -1,
    id: seed.id,
    title,
    jobTitle,
    interviewDay: seed.interviewDay,
    publishDay,
    mgmtLevel,
    department,
    optedIn: random.chance(0.4),
    account: seed.owner,
    hq: hidden.hq,
    revenue: hidden.revenue,
    employeeCount: hidden.employeeCount,
    industries: hidden.industries,
    inMarketFor,
    priorities,
    techStack,
    vendors: vendorIds,
    buyerPerspective: buyerPerspective(text),
    quickStudy: quickStudy(text),
    fullTranscript: fullTranscript(text),
    icpScored: !random.chance(0.03),
    url: `${WEB_APP}/transcripts/${seed.id}`,
    inSmall: hashString(seed.id) % 100 < SMALL_SHARE,
  };
}

/** Bucket label for a dollar revenue. */
export function revenueBucket(revenue: number | null): string {
  if (revenue === null) return 'Unknown';
  let label = REVENUE_BUCKETS[0]?.[0] ?? '';
  for (const [bucket, floor] of REVENUE_BUCKETS) if (revenue >= floor) label = bucket;
  return label;
}

/** Bucket label for a headcount. */
export function employeeBucket(count: number | null): string {
  if (count === null) return 'Unknown';
  let label = EMPLOYEE_BUCKETS[0]?.[0] ?? '';
  for (const [bucket, floor] of EMPLOYEE_BUCKETS) if (count >= floor) label = bucket;
  return label;
}

/** `YYYY-MM-DD` and "March 2025" for a transcript's interview. */
export function interviewDates(transcript: Transcript): { date: string; display: string } {
  return { date: formatDay(transcript.interviewDay), display: displayMonth(transcript.interviewDay) };
}
