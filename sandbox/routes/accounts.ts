/** GET /api/v1/accounts (search over the interview index, grouped) and GET /api/v1/accounts/:id. */
import { type Catalog, memoize, resolveAccount, type Scope } from '../catalog';
import { type Account, type Transcript, WEB_APP } from '../dataset';
import { formatDay } from '../dates';
import { type ApiResult, HttpError, type RequestContext, readPaging, round1 } from '../http-kit';
import { accountIcpMatches, accountIcpSection } from '../icp';
import { parseAccountOnlyFilters, parseInterviewFilters, searchInterviews } from '../interview-search';
import type { Team } from '../teams';

/** Interviews inspected per account search (docs/api.md 8). */
export const INSPECTION_CAP = 1000;
const SECTIONS = ['kpis', 'tech_stack', 'qa'] as const;
type Section = (typeof SECTIONS)[number];
const VALID_FIELDS = 'kpis, tech_stack, qa, all';
/** A product not mentioned for this long is `not_recently_mentioned`. */
const RECENT_DAYS = 365;
/** Ratings lose half their weight per year of age. */
const RATING_HALF_LIFE_DAYS = 365;

function accountHeader(catalog: Catalog, account: Account, team: Team): Record<string, unknown> {
  return {
    name: account.name,
    slug: account.slug,
    domain_name: account.domain,
    url: `${WEB_APP}/accounts/${account.slug}`,
    industry: account.industries.map((index) => catalog.data.industries[index]),
    revenue: account.revenue,
    employee_count: account.employeeCount,
    location: account.location,
    icp_matches: accountIcpMatches(catalog, account, team.icp),
    targeted: account.targeted,
  };
}

/**
 * GET /api/v1/accounts: runs the filters on the interview index in search order (relevance with q, recency
 * without), inspects the first 1,000 hits, and groups them by account. Anonymous interviews count as inspected
 * but form no row (they have no account).
 */
export function listAccounts({ catalog, scope, team, query }: RequestContext): ApiResult {
  const filters = parseAccountOnlyFilters(
    catalog,
    scope,
    query,
    parseInterviewFilters(catalog, query, 'strict'),
  );
  const hits = searchInterviews(catalog, scope, filters, 'relevance');
  const inspected = hits.slice(0, INSPECTION_CAP);
  const groups = new Map<number, { count: number; lastDay: number }>();
  for (const index of inspected) {
    const transcript = catalog.data.transcripts[index] as Transcript;
    if (transcript.account < 0) continue;
    const group = groups.get(transcript.account);
    if (group) {
      group.count++;
      group.lastDay = Math.max(group.lastDay, transcript.interviewDay);
    } else groups.set(transcript.account, { count: 1, lastDay: transcript.interviewDay });
  }
  // The last tie-break is by slug in code-unit order (docs/api.md 10.4), so a client can reproduce the order.
  const slug = (index: number) => (catalog.data.accounts[index] as Account).slug;
  const rows = [...groups.entries()].sort(
    ([leftAccount, left], [rightAccount, right]) =>
      right.count - left.count ||
      right.lastDay - left.lastDay ||
      (slug(leftAccount) < slug(rightAccount) ? -1 : 1),
  );
  const { page, perPage, offset } = readPaging(query, 10, 50);
  const data = rows.slice(offset, offset + perPage).map(([index, group]) => ({
    ...accountHeader(catalog, catalog.data.accounts[index] as Account, team),
    matching_interviews: group.count,
    last_matching_interview: formatDay(group.lastDay),
  }));
  return {
    body: {
      data,
      meta: {
        total_count: rows.length,
        transcript_hits_inspected: inspected.length,
        transcript_total: hits.length,
        truncated: hits.length > INSPECTION_CAP,
        page,
        per_page: perPage,
      },
    },
  };
}

function readSections(values: string[]): Set<Section> {
  if (values.length === 0) return new Set(['kpis', 'tech_stack']);
  const sections = new Set<Section>();
  for (const value of values) {
    const normalized = value.toLowerCase();
    if (normalized === 'all') for (const section of SECTIONS) sections.add(section);
    else if ((SECTIONS as readonly string[]).includes(normalized)) sections.add(normalized as Section);
    else throw new HttpError(422, `Unknown fields[] value '${value}'. Valid values: ${VALID_FIELDS}.`);
  }
  return sections;
}

function visibleTranscripts(catalog: Catalog, scope: Scope, account: number): Transcript[] {
  return (catalog.accountTranscripts[account] ?? [])
    .filter((index) => scope.visible[index])
    .map((index) => catalog.data.transcripts[index] as Transcript);
}

/** The stack of the account's interviews as of `now` (the clock's day): ratings weighted by age, statuses. */
function techStack(catalog: Catalog, transcripts: Transcript[], now: number): Record<string, unknown>[] {
  const { data } = catalog;
  type Stat = {
    interviews: Set<string>;
    first: number;
    last: number;
    weighted: number;
    weights: number;
    useCases: Set<number>;
  };
  const stats = new Map<number, Stat>();
  for (const transcript of transcripts) {
    for (const entry of transcript.techStack) {
      let stat = stats.get(entry.product);
      if (!stat) {
        stat = {
          interviews: new Set(),
          first: Infinity,
          last: -Infinity,
          weighted: 0,
          weights: 0,
          useCases: new Set(),
        };
        stats.set(entry.product, stat);
      }
      stat.interviews.add(transcript.id);
      stat.first = Math.min(stat.first, transcript.interviewDay);
      stat.last = Math.max(stat.last, transcript.interviewDay);
      for (const id of entry.useCases) stat.useCases.add(id);
      if (entry.rating !== null) {
        const weight = 0.5 ** ((now - transcript.interviewDay) / RATING_HALF_LIFE_DAYS);
        stat.weighted += entry.rating * weight;
        stat.weights += weight;
      }
    }
  }
  return [...stats.entries()]
    .map(([productIndex, stat]) => {
      const product = data.products[productIndex];
      const vendor = data.vendors[product?.vendor ?? -1];
      const rating = stat.weights > 0 ? round1(stat.weighted / stat.weights) : null;
      // Old mentions say nothing about today; a low recent rating means unhappy; anything else satisfied.
      const status =
        now - stat.last > RECENT_DAYS
          ? 'not_recently_mentioned'
          : rating !== null && rating < 5.5
            ? 'unhappy_with'
            : 'satisfied';
      return {
        product: product?.name ?? '',
        vendor: vendor?.name ?? null,
        vendor_slug: vendor?.slug ?? null,
        rating,
        status,
        interview_count: stat.interviews.size,
        first_seen: formatDay(stat.first),
        last_seen: formatDay(stat.last),
        use_cases: [...stat.useCases].sort((a, b) => a - b).map((id) => data.useCases[id]),
        lastDay: stat.last,
      };
    })
    .sort(
      (a, b) =>
        b.interview_count - a.interview_count || b.lastDay - a.lastDay || a.product.localeCompare(b.product),
    )
    .map(({ lastDay, ...item }) => item);
}

function qaSection(account: Account, interviewCount: number): Record<string, unknown>[] {
  const categories = new Map<string, Record<string, unknown>[]>();
  for (const item of account.qa) {
    const evidence =
      item.answer === null
        ? 0
        : Math.max(1, Math.min(interviewCount, Math.round(item.evidenceShare * interviewCount)));
    const questions = categories.get(item.category) ?? [];
    questions.push({
      question: item.question,
      answer: item.answer,
      evidence_count: evidence,
      total_interviews: interviewCount,
      confidence: item.confidence,
    });
    categories.set(item.category, questions);
  }
  return [...categories.entries()].map(([category, questions]) => ({ category, questions }));
}

/** GET /api/v1/accounts/:id */
export function getAccount({ catalog, scope, team, query, params }: RequestContext): ApiResult {
  const id = params[0] ?? '';
  const sections = readSections(query.many('fields'));
  const index = resolveAccount(catalog, id);
  const account = index === null ? undefined : catalog.data.accounts[index];
  const transcripts = account ? visibleTranscripts(catalog, scope, account.index) : [];
  if (!account || transcripts.length === 0) throw new HttpError(404, `Account '${id}' not found.`);
  // The real API caches account detail responses (docs/api.md 8); a scope (one team, one clock day) never
  // changes, so keep them in it.
  const cacheKey = `account:${team.key}:${account.index}:${[...sections].sort().join(',')}`;
  return memoize(scope, cacheKey, () => ({
    body: { data: accountDetail(catalog, scope, team, account, transcripts, sections) },
  }));
}

function accountDetail(
  catalog: Catalog,
  scope: Scope,
  team: Team,
  account: Account,
  transcripts: Transcript[],
  sections: Set<Section>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    ...accountHeader(catalog, account, team),
    icp: accountIcpSection(account, team.icp),
  };
  if (sections.has('kpis')) {
    const days = transcripts.map((transcript) => transcript.interviewDay);
    data.kpis = {
      interview_count: transcripts.length,
      first_interviewed: formatDay(Math.min(...days)),
      last_interviewed: formatDay(Math.max(...days)),
    };
  }
  if (sections.has('tech_stack')) data.tech_stack = techStack(catalog, transcripts, scope.now);
  if (sections.has('qa')) data.qa = qaSection(account, transcripts.length);
  data.links = { interviews: `/api/v1/transcripts?accounts[]=${encodeURIComponent(account.slug)}` };
  return data;
}
