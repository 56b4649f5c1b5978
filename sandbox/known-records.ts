/**
 * Well-known sandbox records other tests rely on (listed in sandbox/README.md). They are planted explicitly
 * (planted-records.ts) into the generated data (dataset.ts), so they are stable; anything derived is derived
 * deterministically.
 */
import { type Account, getDataset, type Vendor } from './dataset';
import { DISPLACEMENT } from './planted-records';

function account(index: number): Account {
  const found = getDataset().accounts[index];
  if (!found) throw new Error(`planted account ${index} missing`);
  return found;
}

function vendor(index: number): Vendor {
  const found = getDataset().vendors[index];
  if (!found) throw new Error(`planted vendor ${index} missing`);
  return found;
}

const { planted, transcripts, industries, vendors } = getDataset();
const rich = account(planted.richAccount);
const renamed = account(planted.renamedAccount);
const hostile = account(planted.hostileAccount);
const smallMissing = account(planted.smallMissingAccount);

/**
 * The richest account: ~48 interviews, a tech stack with every status (satisfied, unhappy_with,
 * not_recently_mentioned), products from a vendor with likes (Northbeam Analytics) and one without (Dialwell).
 */
export const RICH_ACCOUNT = {
  name: rich.name,
  slug: rich.slug,
  domain: rich.domain,
  alternativeDomain: rich.altDomains[0] ?? '',
  alternativeName: rich.altNames[0] ?? '',
} as const;

/** An account renamed from "Ridgeline Transport": its old slug still resolves on GET /accounts/:id. */
export const RENAMED_ACCOUNT = {
  oldSlug: renamed.oldSlugs[0] ?? '',
  slug: renamed.slug,
  name: renamed.name,
} as const;

/** Name, location, transcripts (titles, perspectives, one `javascript:` url) carry HTML, script, RTL and emoji. */
export const HOSTILE_ACCOUNT = {
  name: hostile.name,
  slug: hostile.slug,
  domain: hostile.domain,
  transcriptWithJavascriptUrl: planted.hostileTranscriptId,
} as const;

/** Visible to demo-full, 404 for demo-small (none of its transcripts are provisioned to that team). */
export const SMALL_MISSING_ACCOUNT = {
  name: smallMissing.name,
  slug: smallMissing.slug,
  domain: smallMissing.domain,
} as const;

/** No account has this domain, but its name part is close to RICH_ACCOUNT's ("pinecrest"). */
export const NOT_AN_ACCOUNT_DOMAIN = planted.notAnAccountDomain;

/** Other odd records: right-to-left name, emoji name, 300+ character name. */
export const RTL_ACCOUNT = {
  name: account(planted.rtlAccount).name,
  domain: account(planted.rtlAccount).domain,
} as const;
export const EMOJI_ACCOUNT = {
  name: account(planted.emojiAccount).name,
  domain: account(planted.emojiAccount).domain,
} as const;
export const LONG_NAME_ACCOUNT = {
  name: account(planted.longNameAccount).name,
  domain: account(planted.longNameAccount).domain,
} as const;

/** Vendor slugs: one with likes/dislikes, one whose likes/dislikes are null (cache warming). */
export const VENDOR_WITH_LIKES = vendor(planted.vendorWithLikes).slug;
export const VENDOR_WITHOUT_LIKES = vendor(planted.vendorWithoutLikes).slug;
/** A vendor whose name, products, likes and dislikes carry hostile markup. */
export const HOSTILE_VENDOR = vendor(planted.hostileVendor).slug;

/**
 * The competitive-displacement search: accounts whose buyers rate Relaytics CRM 4 or below, in market for
 * Sales Engagement, opted into intros, interviewed in the last 6 months. `query` is the account list's query
 * string; `accounts` are the planted rows it finds with the clock unmoved (one matching interview each, newest
 * first). Moving the clock 2+ days adds ARRIVING_ACCOUNT as its first row.
 */
export const DISPLACEMENT_SEARCH = {
  product: DISPLACEMENT.product,
  maxRating: DISPLACEMENT.maxRating,
  useCase: DISPLACEMENT.useCase,
  introOptin: 'open',
  since: '6.months',
  query: new URLSearchParams([
    ['products[]', DISPLACEMENT.product],
    ['max_rating', String(DISPLACEMENT.maxRating)],
    ['in_market_for[]', DISPLACEMENT.useCase],
    ['intro_optin', 'open'],
    ['since', '6.months'],
  ]).toString(),
  accounts: planted.displacementAccounts.map((index) => {
    const { name, slug, domain } = account(index);
    return { name, slug, domain };
  }),
} as const;

const arriving = account(planted.arrivingAccount);
const arrivingInterviews = transcripts.filter((transcript) => transcript.account === planted.arrivingAccount);
const publishedIn = arrivingInterviews.map((transcript) => transcript.publishDay - getDataset().today);

/**
 * Harbor & Finch Robotics: a new account whose interviews are published after today (2, 3 and 5 days), so it
 * is invisible everywhere until the sandbox's clock moves (RunningSandbox.advanceClock, `--clock=+5`). Then
 * transcript search, the account list, account detail, reference counts and vendor stats all show it, and the
 * competitive-displacement search lists it first (2 matching interviews; the third is not opted in).
 */
export const ARRIVING_ACCOUNT = {
  name: arriving.name,
  slug: arriving.slug,
  domain: arriving.domain,
  alternativeDomain: arriving.altDomains[0] ?? '',
  transcriptIds: arrivingInterviews.map((transcript) => transcript.id),
  /** Days after today the first interview is published (the clock must move at least this far). */
  firstPublishedInDays: Math.min(...publishedIn),
  /** Days after today every interview is published. */
  allPublishedInDays: Math.max(...publishedIn),
} as const;

/** A vendor's own website: its domain is no account's, so an account lookup answers 404 (Relaytics). */
export const VENDOR_WEBSITE = (() => {
  const { name, slug, domain } = vendor(vendors.findIndex((candidate) => candidate.name === 'Relaytics'));
  return { name, slug, domain } as const;
})();

/** An industry whose name holds a comma (and an ampersand): 422 suggestions are joined with ", ". */
const commaIndustry = industries.find((name) => name.includes(',')) ?? '';

/**
 * An account-list value one word short of a real industry: `industry[]=Consumer Goods > Apparel` answers 422
 * whose first suggestion, `Consumer Goods > Apparel, Footwear & Accessories`, holds a comma.
 */
export const COMMA_NEAR_MISS = {
  param: 'industry[]',
  value: commaIndustry.slice(0, commaIndustry.indexOf(',')),
  suggestion: commaIndustry,
} as const;

/** Two unresolved values in one account-list query: the 422 has two lines, industry first, then product. */
export const TWO_NEAR_MISSES = [
  { param: COMMA_NEAR_MISS.param, value: COMMA_NEAR_MISS.value, suggestion: COMMA_NEAR_MISS.suggestion },
  { param: 'products[]', value: 'Relaytics CRN', suggestion: 'Relaytics CRM' },
] as const;

/**
 * `vendors[]=xploitlabs.com` (the hostile vendor's domain) finds every hostile row at once, in transcript
 * search and the account list: Evil Corp, the right-to-left, emoji and 348-character names, and the
 * `Xploit <img src=x onerror=alert(1)>` product in their stacks.
 */
export const HOSTILE_ROWS_VENDOR_DOMAIN = vendor(planted.hostileVendor).domain;

/** The demo API keys. */
export const SANDBOX_KEYS = {
  full: 'demo-full',
  noAccounts: 'demo-no-accounts',
  noVendors: 'demo-no-vendors',
  noIcp: 'demo-no-icp',
  small: 'demo-small',
} as const;
