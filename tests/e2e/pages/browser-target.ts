import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { expect } from 'vitest';
import { ARTIFACTS_DIR } from '../harness';

// Playwright attaches to tabs, not to Chrome's side panel or to its own WebUI (the omnibox drop-down is one
// since Chromium 13x: `chrome://omnibox-popup.top-chrome/`). DevTools reaches both as targets: this reads their
// text and takes their screenshots through a browser-level session (Target.sendMessageToTarget).

/** A page DevTools names as a target, outside Playwright's pages. */
export type BrowserTarget = {
  /** The text a person reads there: every text node, through shadow roots, without styles and scripts. */
  text(): Promise<string>;
  /** Saves a screenshot under test-results/ (a journey's artifact). */
  screenshot(name: string): Promise<string>;
  detach(): Promise<void>;
};

let nextId = 1;

/** Attaches to the first target whose URL `matches`, once there is one. */
export async function attachToTarget(
  context: BrowserContext,
  matches: (url: string) => boolean,
): Promise<BrowserTarget> {
  const browser = context.browser();
  if (!browser) throw new Error('a persistent context has its browser');
  const cdp = await browser.newBrowserCDPSession();
  let targetId: string | undefined;
  await expect
    .poll(
      async () => {
        const { targetInfos } = await cdp.send('Target.getTargets');
        targetId = targetInfos.find((target) => matches(target.url))?.targetId;
        return targetId !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: targetId as string,
    flatten: false,
  });
  const call = <T>(method: string, params: Record<string, unknown> = {}) =>
    send<T>(cdp, sessionId, method, params);
  return {
    async text() {
      const answer = await call<{ result: { value: string } }>('Runtime.evaluate', {
        expression: `(() => {
          const out = [];
          const walk = (node) => {
            if (node.shadowRoot) walk(node.shadowRoot);
            for (const child of node.childNodes) {
              if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent);
              else if (!['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.nodeName)) walk(child);
            }
          };
          walk(document.body ?? document);
          return out.join(' ').replace(/\\s+/g, ' ').trim();
        })()`,
        returnByValue: true,
      });
      return answer.result.value;
    },
    async screenshot(name) {
      const { data } = await call<{ data: string }>('Page.captureScreenshot', { format: 'png' });
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const path = join(ARTIFACTS_DIR, `${name}.png`);
      writeFileSync(path, Buffer.from(data, 'base64'));
      return path;
    },
    async detach() {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** One DevTools command to an attached target, answered through the browser session's messages. */
function send<T>(
  cdp: CDPSession,
  sessionId: string,
  method: string,
  params: Record<string, unknown>,
): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      reject(new Error(`${method}: no answer from the target`));
    }, 10_000);
    const onMessage = (event: { sessionId?: string; message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: T; error?: { message: string } };
      if (message.id !== id) return;
      clearTimeout(timer);
      cdp.off('Target.receivedMessageFromTarget', onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result as T);
    };
    cdp.on('Target.receivedMessageFromTarget', onMessage);
    void cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
  });
}
