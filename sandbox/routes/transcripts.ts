/** GET /api/v1/transcripts (search) and GET /api/v1/transcripts/:id. */
import type { Catalog } from '../catalog';
import { employeeBucket, interviewDates, revenueBucket, type Transcript } from '../dataset';
import { formatDay } from '../dates';
import { type ApiResult, HttpError, type RequestContext, readPaging } from '../http-kit';
import { transcriptIcp } from '../icp';
import { parseInterviewFilters, searchInterviews } from '../interview-search';
import type { Team } from '../teams';

/** The list item shape (docs/api.md 2.2): detail minus buyer_perspective, quick_study, full_transcript. */
export function transcriptListItem(
  catalog: Catalog,
  transcript: Transcript,
  team: Team,
): Record<string, unknown> {
  const { data } = catalog;
  const account = data.accounts[transcript.account];
  const item: Record<string, unknown> = {
    id: transcript.id,
    title: transcript.title,
    publish_date: formatDay(transcript.publishDay),
    date: interviewDates(transcript).display,
    management_level: data.managementLevels[transcript.mgmtLevel],
    department: data.departments[transcript.department],
    opted_into_intros: transcript.optedIn,
  };
  // Anonymous buyers: company and company_domain_name are absent, not null.
  if (account) {
    item.company = account.name;
  }
  item.company_hq = transcript.hq;
  if (account) item.company_domain_name = account.domain;
  Object.assign(item, {
    company_revenue: revenueBucket(transcript.revenue),
    company_employee_count: employeeBucket(transcript.employeeCount),
    company_industries: transcript.industries.map((index) => data.industries[index]),
    in_market_for: transcript.inMarketFor.map((index) => data.useCases[index]),
    strategic_priorities: transcript.priorities,
    tech_stack: transcript.techStack.map((entry) => {
      const product = data.products[entry.product];
      const vendor = data.vendors[product?.vendor ?? -1];
      return {
        product: product?.name,
        vendor: vendor?.name,
        vendor_domain_name: vendor?.domain,
        rating: entry.rating,
        use_cases: entry.useCases.map((index) => data.useCases[index]),
      };
    }),
    ...transcriptIcp(catalog, transcript, team.icp),
    url: transcript.url,
  });
  return item;
}

/** GET /api/v1/transcripts */
export function searchTranscripts({ catalog, scope, team, query }: RequestContext): ApiResult {
  const filters = parseInterviewFilters(catalog, query, 'drop');
  const sort = query.one('sort_by')?.toLowerCase() === 'recency' ? 'recency' : 'relevance';
  const hits = searchInterviews(catalog, scope, filters, sort);
  const { page, perPage, offset } = readPaging(query, 20, 50);
  const data = hits.slice(offset, offset + perPage).map((index) => {
    const transcript = catalog.data.transcripts[index] as Transcript;
    return transcriptListItem(catalog, transcript, team);
  });
  return { body: { data, meta: { total_count: hits.length, page, per_page: perPage } } };
}

/** GET /api/v1/transcripts/:id */
export function getTranscript({ catalog, scope, team, params }: RequestContext): ApiResult {
  const index = catalog.transcriptById.get(params[0] ?? '');
  const transcript = index === undefined ? undefined : catalog.data.transcripts[index];
  if (!transcript || !scope.visible[transcript.index]) {
    throw new HttpError(404, `Transcript '${params[0]}' not found.`);
  }
  const item = transcriptListItem(catalog, transcript, team);
  const { url, icp_matches, icp_matched_attributes, ...rest } = item;
  return {
    body: {
      ...rest,
      buyer_perspective: transcript.buyerPerspective,
      quick_study: transcript.quickStudy,
      full_transcript: transcript.fullTranscript,
      icp_matches,
      icp_matched_attributes,
      url,
    },
  };
}
