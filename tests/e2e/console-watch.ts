import type { CDPSession } from 'playwright-core';
import type { ExtensionSession } from './harness';

/** One error the browser reported while a test ran. */
export type ConsoleEntry = {
  /** Epoch ms when the test heard of it. */
  at: number;
  where: 'page' | 'worker';
  /**
   * `console.error`: a console call (page or worker); `pageerror`: an uncaught error or unhandled rejection in a
   * page; `exception`: the same in the service worker; `browser-log`: a line Chromium itself logged there
   * (network failures, for one), not the extension's code.
   */
  kind: 'console.error' | 'pageerror' | 'exception' | 'browser-log';
  /** The page's or worker's URL. */
  url: string;
  text: string;
  /** The URL the message is about, when the browser names one (a failed request's). */
  source?: string;
};

export type ConsoleWatch = {
  readonly entries: readonly ConsoleEntry[];
  /** A mark to read what came after it. */
  mark(): number;
  since(mark: number): ConsoleEntry[];
  stop(): Promise<void>;
};

type ExceptionDetails = {
  text: string;
  url?: string;
  exception?: { description?: string; value?: unknown };
};
type LogEntry = { level: string; source: string; text: string; url?: string };

/**
 * Collects every error the extension's pages and service worker report: console.error calls, uncaught errors
 * and unhandled rejections, and what Chromium logs itself. Pages through Playwright (`console`, `weberror`).
 * The service worker's console calls come through Playwright too, but not its uncaught errors or rejections:
 * those come from a DevTools session of our own on the worker's target (the browser keeps the target, and the
 * session, across a worker's stop and restart; attaching replays what the worker logged before).
 */
export async function watchConsoleErrors(session: ExtensionSession): Promise<ConsoleWatch> {
  const entries: ConsoleEntry[] = [];
  const { context, extensionId } = session;
  const workerUrl = `chrome-extension://${extensionId}/`;

  const onConsole = (message: import('playwright-core').ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const worker = message.worker();
    const text = message.text();
    const location = message.location().url;
    entries.push({
      at: Date.now(),
      where: worker ? 'worker' : 'page',
      // Playwright reports Chromium's own network lines ("Failed to load resource: …") as console errors.
      kind: text.startsWith('Failed to load resource:') ? 'browser-log' : 'console.error',
      url: worker?.url() ?? message.page()?.url() ?? '',
      text,
      ...(location ? { source: location } : {}),
    });
  };
  const onWebError = (error: import('playwright-core').WebError) => {
    entries.push({
      at: Date.now(),
      where: 'page',
      kind: 'pageerror',
      url: error.page()?.url() ?? '',
      text: error.error().stack ?? error.error().message,
    });
  };
  context.on('console', onConsole);
  context.on('weberror', onWebError);

  const browser = context.browser();
  let cdp: CDPSession | null = null;
  if (browser) {
    const client = await browser.newBrowserCDPSession();
    cdp = client;
    const workers = new Map<string, string>();
    let nextId = 1;
    const sendTo = (sessionId: string, method: string) =>
      client
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: nextId++, method }),
        })
        .catch(() => undefined);
    client.on('Target.receivedMessageFromTarget', (event) => {
      const url = workers.get(event.sessionId) ?? workerUrl;
      const message = JSON.parse(event.message) as { method?: string; params?: unknown };
      if (message.method === 'Runtime.exceptionThrown') {
        const details = (message.params as { exceptionDetails: ExceptionDetails }).exceptionDetails;
        entries.push({
          at: Date.now(),
          where: 'worker',
          kind: 'exception',
          url,
          text: `${details.text} ${details.exception?.description ?? String(details.exception?.value ?? '')}`,
        });
      } else if (message.method === 'Log.entryAdded') {
        const entry = (message.params as { entry: LogEntry }).entry;
        if (entry.level !== 'error') return;
        entries.push({
          at: Date.now(),
          where: 'worker',
          kind: 'browser-log',
          url,
          text: `[${entry.source}] ${entry.text}`,
          ...(entry.url ? { source: entry.url } : {}),
        });
      }
    });
    client.on('Target.targetCreated', ({ targetInfo }) => {
      if (targetInfo.type !== 'service_worker' || !targetInfo.url.startsWith(workerUrl)) return;
      // The non-flat protocol: Playwright's CDP sessions cannot address a child session's id directly.
      void client
        .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
        .then(async ({ sessionId }) => {
          workers.set(sessionId, targetInfo.url);
          await sendTo(sessionId, 'Runtime.enable');
          await sendTo(sessionId, 'Log.enable');
        })
        .catch(() => undefined);
    });
    // Reports the targets that exist already, the worker among them, then each new one.
    await client.send('Target.setDiscoverTargets', { discover: true });
  }

  return {
    entries,
    mark: () => entries.length,
    since: (mark) => entries.slice(mark),
    async stop() {
      context.off('console', onConsole);
      context.off('weberror', onWebError);
      await cdp?.detach().catch(() => undefined);
    },
  };
}

/**
 * The entries that are the extension's own: everything but Chromium's network lines about requests to the
 * API that a test made fail on purpose (a 4xx or 5xx status, a refused or dropped connection). Those the
 * browser logs for any failed request, whatever the code does with the failure; what the code does with it is
 * what the tests assert on screen.
 */
export function extensionErrors(
  entries: readonly ConsoleEntry[],
  apiOrigins: readonly string[],
): ConsoleEntry[] {
  return entries.filter((entry) => !isBrowserLineAboutApi(entry, apiOrigins));
}

function isBrowserLineAboutApi(entry: ConsoleEntry, apiOrigins: readonly string[]): boolean {
  if (entry.kind !== 'browser-log') return false;
  return apiOrigins.some((origin) => entry.source?.startsWith(`${origin}/`) ?? false);
}
