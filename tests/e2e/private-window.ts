import type { CDPSession, Page } from 'playwright-core';
import type { ExtensionSession } from './harness';

// A private window in the e2e browser. Playwright's persistent context cannot open one, and an extension page
// opened as a tab there lands in the ordinary window (Chrome's "spanning" incognito mode). What a rep has is
// the popup and the side panel of a private window: the extension opens them itself (action.openPopup,
// sidePanel.open), and their pages are reached over the DevTools protocol.

/** Turns on "Allow in Incognito" for the extension, as a rep does in chrome://extensions; it reloads. */
export async function allowInPrivateWindows(session: ExtensionSession): Promise<void> {
  const page = await session.context.newPage();
  try {
    await page.goto(`chrome://extensions/?id=${session.extensionId}`);
    const reloaded = session.context.waitForEvent('serviceworker', { timeout: 15_000 });
    await page.locator('#allow-incognito').click();
    await reloaded;
  } finally {
    await page.close();
  }
}

/** A page of the extension inside a private window, evaluated in over the DevTools protocol. */
export type PrivatePage = { evaluate<T>(expression: string): Promise<T> };

/** Attaches to the extension page whose URL contains `path` (popup.html, sidepanel.html) once it exists. */
export async function attachToExtensionPage(probe: Page, path: string): Promise<PrivatePage> {
  const cdp: CDPSession = await probe.context().newCDPSession(probe);
  let targetId: string | undefined;
  for (const until = Date.now() + 10_000; !targetId && Date.now() < until; ) {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string; url: string }[];
    };
    targetId = targetInfos.find((target) => target.type === 'page' && target.url.includes(path))?.targetId;
    if (!targetId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!targetId) throw new Error(`no extension page ${path} opened`);
  // Not flattened: Playwright's session cannot address a child session, so messages go through the target.
  const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId, flatten: false })) as {
    sessionId: string;
  };
  let nextId = 1;
  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  return {
    async evaluate<T>(expression: string): Promise<T> {
      const id = nextId++;
      const answer = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
        pending.set(id, resolve),
      );
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({
          id,
          method: 'Runtime.evaluate',
          params: { expression, awaitPromise: true, returnByValue: true },
        }),
      });
      const { result, error } = await answer;
      const value = result as { result?: { value?: T }; exceptionDetails?: { text: string } } | undefined;
      if (error || value?.exceptionDetails)
        throw new Error(`evaluation failed: ${JSON.stringify(error ?? value?.exceptionDetails)}`);
      return value?.result?.value as T;
    },
  };
}
