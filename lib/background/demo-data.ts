import { TODAY_DAY } from '../../sandbox/dates';
import { createSandboxApp } from '../../sandbox/handler';
import type { ApiClient, ApiClientOptions } from '../api/client';
import { DEMO_BASE_URL } from '../shared/storage-items';

// "Demo data" (README): the sandbox's own request handler (sandbox/handler.ts, the same one `npm run sandbox`
// serves over HTTP) answers the API client inside the background. One contract, two implementations: the
// sandbox knows nothing of lib/, and the client cannot tell it from a server. The dataset is generated on the
// first request (not shipped), around today's date.

let app: ReturnType<typeof createSandboxApp> | null = null;

/** `fetch` for the demo data's address: answered by the sandbox's handler, never by the network. */
export const demoFetch: typeof fetch = async (input, init) => {
  app ??= createSandboxApp({ time: { today: TODAY_DAY, clock: TODAY_DAY } });
  return app.fetch(new Request(input, init));
};

/** Wraps the client factory: a client for the demo data's address talks to the handler above. */
export function withDemoData(createClient: (options: ApiClientOptions) => ApiClient) {
  return (options: ApiClientOptions): ApiClient =>
    createClient(options.baseUrl === DEMO_BASE_URL ? { ...options, fetch: demoFetch } : options);
}
