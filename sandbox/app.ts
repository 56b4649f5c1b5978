/**
 * The sandbox: a local, faithful implementation of the Buyer Intelligence API v1 (docs/api.md) over generated
 * demo data, on plain node:http. `startSandbox()` is what tests, the demo and the CLI (server.ts) use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getCatalog, scopeAt } from './catalog';
import { formatDay, parseDay, TODAY, toDay } from './dates';
import { applyDrift, type FaultPlan, type FaultRule, parseFaults, planFaults } from './faults';
import { type ApiResult, HttpError, Query, type RequestContext } from './http-kit';
import { getAccount, listAccounts } from './routes/accounts';
import { listBuyers, listIndustries, listMarkets, listProducts, listVendors } from './routes/reference';
import { getTranscript, searchTranscripts } from './routes/transcripts';
import { getVendorProfile, listVendorAlsoBuy, listVendorBuyers } from './routes/vendors';
import { teamForAuthorization } from './teams';

export type SandboxRequest = {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  at: number;
};
export type RunningSandbox = {
  url: string; // e.g. http://127.0.0.1:41234 (no trailing slash)
  port: number;
  /** Every request received, in order (for request-count assertions in e2e tests). */
  requests: SandboxRequest[];
  /** Replaces the fault applied to every request (null: none); same syntax as the X-Sandbox-Fault header. */
  setFault(fault: string | null): void;
  /** The day the data was generated around (`YYYY-MM-DD`): the clock's starting point. */
  today: string;
  /**
   * The sandbox's clock (`YYYY-MM-DD`), today until moved: interviews published after it are not visible yet
   * (sandbox/README.md, "Clock"), and `since` and the tech stack's recency count back from it.
   */
  clock(): string;
  /** Moves the clock `days` forward (back when negative) without regenerating the data; returns the new date. */
  advanceClock(days: number): string;
  /** Sets the clock to a date (`YYYY-MM-DD`); throws on anything else. */
  setClock(date: string): void;
  close(): Promise<void>; // also closes all open connections (server.closeAllConnections())
};

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

function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(body);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts the sandbox (port 0 picks a free one); resolves once it listens. `today` (`YYYY-MM-DD`) is the day
 * the data is generated around, default this process's today (`SANDBOX_TODAY`, else the real UTC date).
 */
export async function startSandbox(
  options: { port?: number; host?: string; fault?: string; today?: string } = {},
): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const today = options.today ?? TODAY;
  const todayDay = parseDay(today);
  if (todayDay === null) throw new Error(`today must be a date YYYY-MM-DD, got '${today}'`);
  const time: SandboxTime = { today: todayDay, clock: todayDay };
  let globalRules: FaultRule[] = options.fault ? parseFaults(options.fault) : [];
  // Header faults keep their counters per header text, so `status=503*2` recovers on the third retry.
  const headerRules = new Map<string, FaultRule[]>();
  const requests: SandboxRequest[] = [];
  getCatalog(todayDay);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawUrl = request.url ?? '/';
    const queryStart = rawUrl.indexOf('?');
    const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart);
    const authorization = request.headers.authorization ?? null;
    requests.push({
      method: request.method ?? 'GET',
      path,
      search: queryStart < 0 ? '' : rawUrl.slice(queryStart),
      authorization,
      at: Date.now(),
    });
    let plan: FaultPlan;
    try {
      const header = request.headers['x-sandbox-fault'];
      const headerText = Array.isArray(header) ? header.join(',') : header;
      let rules = globalRules;
      if (headerText) {
        let parsed = headerRules.get(headerText);
        if (!parsed) {
          parsed = parseFaults(headerText);
          headerRules.set(headerText, parsed);
        }
        rules = [...globalRules, ...parsed];
      }
      plan = planFaults(rules, path);
    } catch (error) {
      send(response, 400, JSON.stringify({ error: `Invalid X-Sandbox-Fault: ${(error as Error).message}` }));
      return;
    }
    if (plan.latencyMs > 0) await sleep(plan.latencyMs);
    if (plan.drop) {
      request.socket.destroy();
      return;
    }
    if (plan.hang) return; // Never answers; close() ends the connection.
    if (plan.rateLimitSeconds !== null) {
      send(response, 429, JSON.stringify({ error: 'Rate limit exceeded. Retry later.' }), {
        'Retry-After': String(plan.rateLimitSeconds),
      });
      return;
    }
    if (plan.status !== null) {
      send(response, plan.status, JSON.stringify({ error: `Sandbox fault: status ${plan.status}.` }));
      return;
    }
    const result = answer(
      request.method ?? 'GET',
      rawUrl,
      typeof authorization === 'string' ? authorization : null,
      time,
    );
    const body = plan.drift ? applyDrift(result.body) : result.body;
    let text = JSON.stringify(body);
    if (plan.malformedJson) text = `${text.slice(0, Math.max(1, Math.floor(text.length / 2)))}<!-- truncated`;
    send(response, result.status ?? 200, text, result.headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) send(response, 500, JSON.stringify({ error: 'Internal sandbox error.' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    requests,
    setFault(fault) {
      globalRules = fault ? parseFaults(fault) : [];
      headerRules.clear();
    },
    today,
    clock: () => formatDay(time.clock),
    advanceClock(days) {
      if (!Number.isInteger(days)) throw new Error(`advanceClock takes whole days, got ${days}`);
      time.clock += days;
      return formatDay(time.clock);
    },
    setClock(date) {
      const day = parseDay(date);
      if (day === null) throw new Error(`setClock takes a date YYYY-MM-DD, got '${date}'`);
      time.clock = day;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
