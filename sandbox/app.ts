/**
 * The sandbox: a local, faithful implementation of the Buyer Intelligence API v1 (docs/api.md) over generated
 * demo data: the fetch-style handler of handler.ts, served on node:http. `startSandbox()` is what tests, the demo
 * and the CLI (server.ts) use.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { SandboxTime } from './answer';
import { formatDay, parseDay, TODAY } from './dates';
import { type FaultRule, parseFaults } from './faults';
import { createSandboxApp, type SandboxRequest, warmSandbox } from './handler';

export { answer, type SandboxTime } from './answer';
export type { SandboxRequest } from './handler';

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
  const requests: SandboxRequest[] = [];
  warmSandbox(time);
  const app = createSandboxApp({
    time,
    faults: () => globalRules,
    onRequest: (request) => requests.push(request),
  });
  // Hono's node adapter serves the same handler the extension runs in its background (handler.ts). It leaves
  // Node's own Request and Response alone (tests in this process use them), and a `drop` fault ends the socket.
  const listener = getRequestListener(
    (request, env: HttpBindings | Http2Bindings) =>
      app.fetch(request, { dropConnection: () => env.incoming.socket.destroy() }),
    { overrideGlobalObjects: false },
  );
  const server = createServer((request, response) => {
    listener(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent)
        response.writeHead(500).end(JSON.stringify({ error: 'Internal sandbox error.' }));
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
