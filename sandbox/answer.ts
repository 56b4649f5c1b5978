/**
 * Answers one request of the Buyer Intelligence API v1 (docs/api.md) from the generated data: routes, keys,
 * plan features and errors. No faults and no transport here (handler.ts, app.ts); no Node either.
 */
import { getCatalog, scopeAt } from './catalog';
import { TODAY, toDay } from './dates';
import type { RequestContext } from './http-kit';
import { type ApiResult, HttpError, Query } from './http-kit';
import { getAccount, listAccounts } from './routes/accounts';
import { listBuyers, listIndustries, listMarkets, listProducts, listVendors } from './routes/reference';
import { getTranscript, searchTranscripts } from './routes/transcripts';
import { getVendorProfile, listVendorAlsoBuy, listVendorBuyers } from './routes/vendors';
import { teamForAuthorization } from './teams';

type Feature = 'accountPages' | 'vendorProfiles' | null;
type Route = { pattern: RegExp; feature: Feature; handle: (context: RequestContext) => ApiResult };

const ROUTES: readonly Route[] = [
  { pattern: /^\/api\/v1\/transcripts$/, feature: null, handle: searchTranscripts },
  { pattern: /^\/api\/v1\/transcripts\/([^/]+)$/, feature: null, handle: getTranscript },
  { pattern: /^\/api\/v1\/markets$/, feature: null, handle: listMarkets },
  { pattern: /^\/api\/v1\/industries$/, feature: null, handle: listIndustries },
  { pattern: /^\/api\/v1\/vendors$/, feature: null, handle: listVendors },
  { pattern: /^\/api\/v1\/products$/, feature: null, handle: listProducts },
  { pattern: /^\/api\/v1\/buyers$/, feature: null, handle: listBuyers },
  { pattern: /^\/api\/v1\/accounts$/, feature: 'accountPages', handle: listAccounts },
  { pattern: /^\/api\/v1\/accounts\/([^/]+)$/, feature: 'accountPages', handle: getAccount },
  { pattern: /^\/api\/v1\/vendors\/([^/]+)$/, feature: 'vendorProfiles', handle: getVendorProfile },
  { pattern: /^\/api\/v1\/vendors\/([^/]+)\/buyers$/, feature: 'vendorProfiles', handle: listVendorBuyers },
  {
    pattern: /^\/api\/v1\/vendors\/([^/]+)\/buyers_also_buy$/,
    feature: 'vendorProfiles',
    handle: listVendorAlsoBuy,
  },
];

const FEATURE_ERRORS: Record<Exclude<Feature, null>, string> = {
  accountPages: "Your team's plan does not include API vendor access with the account_pages feature.",
  vendorProfiles: "Your team's plan does not include the vendor_profiles feature.",
};

/** The data's today and the clock's day (day numbers, dates.ts) a request is answered at. */
export type SandboxTime = { today: number; clock: number };

const DEFAULT_TIME: SandboxTime = { today: toDay(TODAY), clock: toDay(TODAY) };

/** Answers one request (no faults) at `time` (default: this process's today, clock unmoved). */
export function answer(
  method: string,
  rawUrl: string,
  authorization: string | null,
  time: SandboxTime = DEFAULT_TIME,
): ApiResult {
  try {
    if (method !== 'GET')
      throw new HttpError(405, `Method ${method} not allowed: the API is read-only.`, { Allow: 'GET' });
    const url = new URL(rawUrl, 'http://sandbox.local');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const team = teamForAuthorization(authorization);
    if (!team)
      throw new HttpError(401, 'Missing or invalid API key. Send the header Authorization: Token <API_KEY>.');
    let match: RegExpExecArray | null = null;
    const route = ROUTES.find((candidate) => {
      match = candidate.pattern.exec(path);
      return match !== null;
    });
    if (!route || !match) throw new HttpError(404, `No such endpoint: ${path}`);
    if (route.feature && !team[route.feature]) throw new HttpError(403, FEATURE_ERRORS[route.feature]);
    const params = (match as RegExpExecArray).slice(1).map((part) => decodeURIComponent(part));
    const catalog = getCatalog(time.today);
    return route.handle({
      catalog,
      team,
      scope: scopeAt(catalog, team.scope, time.clock),
      query: new Query(url.searchParams),
      params,
    });
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.status, body: { error: error.message }, headers: error.headers };
    if (error instanceof URIError) return { status: 404, body: { error: 'Malformed path.' } };
    console.error(error);
    return { status: 500, body: { error: 'Internal sandbox error.' } };
  }
}
