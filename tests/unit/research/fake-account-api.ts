import type { AccountListParams, AccountListResponse, AccountListRow } from '@/lib/api/accounts';
import type { ApiErrorInfo } from '@/lib/api/errors';
import type { Fetched } from '@/lib/shared/messaging';

// A small account list API over a list of interviews, written from docs/api.md 4.4 and 10.4 rather than from
// the code under test: filters by interview date (inclusive), inspects the `cap` most recent hits, groups them
// by account (anonymous ones form no row), orders rows by count, latest interview, then slug, and pages.

/** One interview: its date and its account's slug, or null for an anonymous buyer. */
export type FakeInterview = { day: string; account: string | null };

/** Every call the fake answered, with a hook to answer one differently (an error) or hold it. */
export type FakeAccountApi = {
  fetchPage(params: AccountListParams): Promise<Fetched<AccountListResponse>>;
  calls: AccountListParams[];
  /** Most calls that were waiting for an answer at once. */
  maxInFlight: number;
  /** Answer a call with an error instead (return null to answer it normally). */
  failWhen?: (params: AccountListParams, call: number) => ApiErrorInfo | null;
  /** Resolves when the gate opens; set to hold answers. */
  gate?: Promise<void>;
};

/** The rows one uncapped answer would give: every interview counted. */
export function groundTruth(interviews: readonly FakeInterview[]): AccountListRow[] {
  return group(interviews).map(([account, stats]) => row(account, stats));
}

type Stats = { count: number; last: string };

function group(interviews: readonly FakeInterview[]): [string, Stats][] {
  const groups = new Map<string, Stats>();
  for (const interview of interviews) {
    if (interview.account === null) continue;
    const known = groups.get(interview.account);
    if (!known) groups.set(interview.account, { count: 1, last: interview.day });
    else {
      known.count += 1;
      if (interview.day > known.last) known.last = interview.day;
    }
  }
  return [...groups.entries()].sort(
    ([leftSlug, left], [rightSlug, right]) =>
      right.count - left.count ||
      (right.last > left.last ? 1 : right.last < left.last ? -1 : 0) ||
      (leftSlug < rightSlug ? -1 : leftSlug > rightSlug ? 1 : 0),
  );
}

function row(slug: string, stats: Stats): AccountListRow {
  return {
    name: `Account ${slug}`,
    slug,
    domain_name: `${slug}.example`,
    url: `https://app.buyerlens.example/accounts/${slug}`,
    industry: [],
    revenue: null,
    employee_count: null,
    location: null,
    icp_matches: null,
    targeted: false,
    matching_interviews: stats.count,
    last_matching_interview: stats.last,
  };
}

/** The fake API over these interviews, inspecting at most `cap` of them per search. */
export function fakeAccountApi(interviews: readonly FakeInterview[], cap = 1000): FakeAccountApi {
  // Recency order: the newest first; ties keep the list's order (a fixed order, as the API's by id).
  const byRecency = [...interviews].sort((left, right) =>
    left.day < right.day ? 1 : left.day > right.day ? -1 : 0,
  );
  let inFlight = 0;
  const api: FakeAccountApi = {
    calls: [],
    maxInFlight: 0,
    async fetchPage(params) {
      const call = api.calls.push(structuredClone(params)) - 1;
      inFlight += 1;
      api.maxInFlight = Math.max(api.maxInFlight, inFlight);
      try {
        await api.gate;
        await Promise.resolve();
        const error = api.failWhen?.(params, call);
        if (error) return { ok: false, error };
        const hits = byRecency.filter(
          (interview) =>
            (params.start_date === undefined || interview.day >= params.start_date) &&
            (params.end_date === undefined || interview.day <= params.end_date),
        );
        const inspected = hits.slice(0, cap);
        const rows = group(inspected);
        const page = params.page ?? 1;
        const perPage = Math.min(params.per_page ?? 10, 50);
        return {
          ok: true,
          fetchedAt: 0,
          data: {
            data: rows.slice((page - 1) * perPage, page * perPage).map(([slug, stats]) => row(slug, stats)),
            meta: {
              total_count: rows.length,
              transcript_hits_inspected: inspected.length,
              transcript_total: hits.length,
              truncated: hits.length > cap,
              page,
              per_page: perPage,
            },
          },
        };
      } finally {
        inFlight -= 1;
      }
    },
  };
  return api;
}

/** `count` interviews spread over the days from `first`, cycling through `accounts` (null: anonymous). */
export function spreadInterviews(
  count: number,
  accounts: readonly (string | null)[],
  first = '2024-01-01',
  everyDays = 1,
): FakeInterview[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, at) => ({
    day: new Date(start + Math.floor(at / 3) * everyDays * 86_400_000).toISOString().slice(0, 10),
    account: accounts[(at * 7) % accounts.length] ?? null,
  }));
}
