import type { AccountDetail } from '../api/accounts';
import type { TranscriptDetail, TranscriptSearchResponse } from '../api/transcripts';
import type { VendorProfile, VendorProfileParams } from '../api/vendors';
import type { Meeting } from '../detect/types';
import type { Fetched, LookupAnswer } from '../shared/messaging';
import type { YourCompanySetting } from '../shared/storage-items';
import { backgroundClient } from '../ui/background-client';
import { briefCompanies, type CompanyBrief, perspectivesToRead } from './meeting-brief';
import { type OurProductInStack, ourProductInStack, profilesToFetch } from './our-product';
import { loadYourProfile } from './your-profile';

// Loads one company's part of the meeting brief through the background (its cache and scheduler): the account
// with every section (one request), then, for a company the rep can see, its newest interviews (one search) and
// the newest one or two in full for their perspectives. Only the company's registrable domain, and then its
// account slug and interview ids, are ever sent.

/** How many of a company's newest interviews its talking points are read from. */
export const BRIEF_INTERVIEWS = 10;

/** What the brief asks the background for; a page passes its memoized answers (components/data-source.ts). */
export type BriefFetchers = {
  account(domain: string): Promise<Fetched<AccountDetail>>;
  lookup(domain: string): Promise<LookupAnswer>;
  interviews(slug: string): Promise<Fetched<TranscriptSearchResponse>>;
  transcript(id: string): Promise<Fetched<TranscriptDetail>>;
  vendor(slug: string, params?: VendorProfileParams): Promise<Fetched<VendorProfile>>;
  /** Answers already had (a page's memo), read without waiting: a brief seen before shows in its first frame. */
  peek?: {
    account(domain: string): Fetched<AccountDetail> | undefined;
    interviews(slug: string): Fetched<TranscriptSearchResponse> | undefined;
    transcript(id: string): Fetched<TranscriptDetail> | undefined;
  };
};

/** The background client's answers, unmemoized. */
export const backgroundBriefFetchers: BriefFetchers = {
  account: (domain) => backgroundClient.account(domain, { fields: ['all'] }),
  lookup: (domain) => backgroundClient.lookupAccount(domain),
  interviews: (slug) =>
    backgroundClient.searchTranscripts({ accounts: [slug], sort_by: 'recency', per_page: BRIEF_INTERVIEWS }),
  transcript: (id) => backgroundClient.transcript(id),
  vendor: (slug, params) => backgroundClient.vendor(slug, params),
};

/** The company's header part: its account, or why there is none (with suggestions for a miss). */
export async function loadCompanyAccount(
  domain: string,
  fetchers: BriefFetchers,
): Promise<Pick<CompanyBrief, 'domain' | 'account' | 'problem'>> {
  const answer = await fetchers.account(domain);
  if (answer.ok) return { domain, account: answer.data };
  if (answer.error.kind !== 'not_found')
    return { domain, account: null, problem: { kind: 'error', error: answer.error } };
  // As the tab's lookup does for a miss: nearby accounts to offer (by the domain only).
  const lookup = await fetchers.lookup(domain);
  const suggestions = !lookup.ok ? (lookup.suggestions ?? []) : [];
  return { domain, account: null, problem: { kind: 'not_found', suggestions } };
}

/** The company's account if it is already had (`fetchers.peek`), else undefined. */
export function peekCompanyAccount(
  domain: string,
  fetchers: BriefFetchers,
): Pick<CompanyBrief, 'domain' | 'account'> | undefined {
  const answer = fetchers.peek?.account(domain);
  return answer?.ok ? { domain, account: answer.data } : undefined;
}

/** The company's interviews and perspectives if every answer is already had (`fetchers.peek`), else undefined. */
export function peekCompanyInterviews(
  account: Pick<AccountDetail, 'slug'>,
  fetchers: BriefFetchers,
): Pick<CompanyBrief, 'transcripts' | 'perspectives'> | undefined {
  const list = fetchers.peek?.interviews(account.slug);
  if (!list?.ok) return undefined;
  const details = perspectivesToRead(list.data.data).map(({ id }) => fetchers.peek?.transcript(id));
  if (details.some((detail) => detail === undefined)) return undefined;
  return {
    transcripts: list.data.data,
    perspectives: details.flatMap((detail) =>
      detail?.ok && detail.data.buyer_perspective ? [detail.data] : [],
    ),
  };
}

/** What to talk about: the company's newest interviews, and the newest ones in full for their perspectives. */
export async function loadCompanyInterviews(
  account: Pick<AccountDetail, 'slug'>,
  fetchers: BriefFetchers,
): Promise<Pick<CompanyBrief, 'transcripts' | 'perspectives'>> {
  const list = await fetchers.interviews(account.slug);
  if (!list.ok) return { transcripts: null, perspectives: [] };
  const details = await Promise.all(
    perspectivesToRead(list.data.data).map(({ id }) => fetchers.transcript(id)),
  );
  return {
    transcripts: list.data.data,
    perspectives: details.flatMap((detail) =>
      detail.ok && detail.data.buyer_perspective ? [detail.data] : [],
    ),
  };
}

/** The account through the rep's product (Your company): null when it cannot be had. */
export async function loadOurProduct(
  account: AccountDetail,
  setting: YourCompanySetting,
  fetchers: BriefFetchers,
): Promise<OurProductInStack | null> {
  const yours = await loadYourProfile(setting, fetchers.vendor);
  if (!yours.ok) return null;
  const { profile, useCases } = yours.data;
  const slugs = profilesToFetch(account, setting, profile, useCases);
  const profiles = new Map<string, VendorProfile>();
  for (const answer of await Promise.all(slugs.map((slug) => fetchers.vendor(slug))))
    if (answer.ok) profiles.set(answer.data.slug, answer.data);
  return ourProductInStack(account, setting, profile, profiles, useCases);
}

/** Every company of the meeting's brief, in full: what Copy and Print put out. */
export async function loadMeetingBrief(
  meeting: Meeting,
  fetchers: BriefFetchers,
  setting: YourCompanySetting | null,
): Promise<CompanyBrief[]> {
  return Promise.all(
    briefCompanies(meeting).shown.map(async (domain): Promise<CompanyBrief> => {
      const header = await loadCompanyAccount(domain, fetchers);
      if (!header.account) return { ...header, transcripts: null, perspectives: [] };
      const [interviews, ourProduct] = await Promise.all([
        loadCompanyInterviews(header.account, fetchers),
        setting ? loadOurProduct(header.account, setting, fetchers) : null,
      ]);
      return { ...header, ...interviews, ourProduct };
    }),
  );
}
