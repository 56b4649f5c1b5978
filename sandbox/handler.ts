/**
 * The sandbox as a fetch-style handler (`Request` → `Response`), on Hono: the same app answers over node:http
 * (app.ts: `npm run sandbox`, the tests, the demo) and inside the extension's background ("Demo data", no
 * server). Nothing here may use Node: it runs in a service worker and a Firefox event page too.
 */
import { Hono } from 'hono';
import { answer, type SandboxTime } from './answer';
import { getCatalog } from './catalog';
import { applyDrift, type FaultPlan, type FaultRule, parseFaults, planFaults } from './faults';

/** One request the handler received (for request-count assertions in tests). */
export type SandboxRequest = {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  at: number;
};

/** What the server around the handler can do that a Response cannot: end the connection without an answer. */
export type SandboxBindings = { dropConnection?: () => void };

export type SandboxHandlerOptions = {
  /** The data's today and the clock's day; read on every request (the clock can move). */
  time: SandboxTime;
  /** Faults on every request (X-Sandbox-Fault adds to them per request); none by default. */
  faults?: () => FaultRule[];
  /** Called with every request received, before it is answered. */
  onRequest?: (request: SandboxRequest) => void;
};

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store',
};

function json(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The sandbox's app: its `fetch` answers every request of docs/api.md, with faults when asked for. */
export function createSandboxApp(options: SandboxHandlerOptions): Hono<{ Bindings: SandboxBindings }> {
  // Header faults keep their counters per header text, so `status=503*2` recovers on the third retry.
  const headerRules = new Map<string, FaultRule[]>();
  // The dataset is generated on the first request, not when the handler is made (docs: "on first use").
  const app = new Hono<{ Bindings: SandboxBindings }>();

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const authorization = c.req.header('authorization') ?? null;
    options.onRequest?.({
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      authorization,
      at: Date.now(),
    });
    let plan: FaultPlan;
    try {
      const headerText = c.req.header('x-sandbox-fault');
      let rules = options.faults?.() ?? [];
      if (headerText) {
        let parsed = headerRules.get(headerText);
        if (!parsed) {
          parsed = parseFaults(headerText);
          headerRules.set(headerText, parsed);
        }
        rules = [...rules, ...parsed];
      }
      plan = planFaults(rules, url.pathname);
    } catch (error) {
      return json(400, JSON.stringify({ error: `Invalid X-Sandbox-Fault: ${(error as Error).message}` }));
    }
    if (plan.latencyMs > 0) await sleep(plan.latencyMs);
    if (plan.drop) {
      if (c.env?.dropConnection) {
        c.env.dropConnection();
        return new Promise<Response>(() => undefined); // The socket is gone: nothing is ever written.
      }
      // Where no connection can be dropped (in the extension), a network error is the nearest thing.
      throw new TypeError('Failed to fetch (sandbox fault: drop)');
    }
    if (plan.hang) return new Promise<Response>(() => undefined); // Never answers; the server's close ends it.
    if (plan.rateLimitSeconds !== null)
      return json(429, JSON.stringify({ error: 'Rate limit exceeded. Retry later.' }), {
        'Retry-After': String(plan.rateLimitSeconds),
      });
    if (plan.status !== null)
      return json(plan.status, JSON.stringify({ error: `Sandbox fault: status ${plan.status}.` }));
    const result = answer(c.req.method, `${url.pathname}${url.search}`, authorization, options.time);
    const body = plan.drift ? applyDrift(result.body) : result.body;
    let text = JSON.stringify(body);
    if (plan.malformedJson) text = `${text.slice(0, Math.max(1, Math.floor(text.length / 2)))}<!-- truncated`;
    return json(result.status ?? 200, text, result.headers);
  });
  // An error reaches the caller of `fetch` as it is (a network error for `drop`), not logged and turned into a 500.
  app.onError((error) => {
    throw error;
  });
  return app;
}

/** Generates the dataset for a day now (else the first request does): servers call it before they listen. */
export function warmSandbox(time: SandboxTime): void {
  getCatalog(time.today);
}
