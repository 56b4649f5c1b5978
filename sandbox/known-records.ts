/**
 * Well-known sandbox records other tests rely on (listed in sandbox/README.md). They are planted explicitly
 * (planted-records.ts) into the generated data (dataset.ts), so they are stable; anything derived is derived
 * deterministically.
 */
import { type Account, getDataset, type Vendor } from './dataset';

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

const { planted } = getDataset();
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

/** The demo API keys. */
export const SANDBOX_KEYS = {
  full: 'demo-full',
  noAccounts: 'demo-no-accounts',
  noVendors: 'demo-no-vendors',
  noIcp: 'demo-no-icp',
  small: 'demo-small',
} as const;
