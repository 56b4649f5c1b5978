import { TODAY_DAY } from '../../sandbox/dates';
import { createSandboxApp } from '../../sandbox/handler';

// "Demo data" (docs/architecture.md): the sandbox's own request handler (sandbox/handler.ts, the same one `npm run sandbox`
// serves over HTTP) answers the API client inside the background. One contract, two implementations: the
// sandbox knows nothing of lib/, and the client cannot tell it from a server. The dataset is generated on the
// first request (not shipped), around today's date. This module (Hono and the generator) is built
// on its own as entrypoints/demo-data.ts and loaded by lib/background/demo-data.ts on first use only.

let app: ReturnType<typeof createSandboxApp> | null = null;

/** `fetch` for the demo data's address: answered by the sandbox's handler, never by the network. */
export const demoFetch: typeof fetch = async (input, init) => {
  app ??= createSandboxApp({ time: { today: TODAY_DAY, clock: TODAY_DAY } });
  return app.fetch(new Request(input, init));
};
