// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type AccountNavigation, AccountView } from '@/components/account-view';
import { createDataSource, DataSourceProvider } from '@/components/data-source';
import type { KnownAnswer } from '@/components/use-remote';
import type { AccountDetail } from '@/lib/api/accounts';
import { createApiClient } from '@/lib/api/client';
import { demoFetch } from '@/lib/background/demo-handler';
import type { Fetched } from '@/lib/shared/messaging';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../../sandbox/known-records';
import { holdFirstPaint, paint } from './held-first-paint';

// The sidebar's first view renders the tab's account from what the lookup fetched (the tab's state carries
// it), before any message to the background: that message waits on a browser busy showing the panel.
// The sandbox's real records, through the real client.

const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });
/** The background's answers to getAccount, released by each test; every other question waits. */
let answerAccount: (answer: Fetched<unknown>) => void = () => undefined;
const asked: string[] = [];
vi.mock('@/lib/shared/messaging', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/shared/messaging')>()),
  sendMessage: (type: string) => {
    asked.push(type);
    if (type === 'getAccount')
      return new Promise((resolve) => {
        answerAccount = resolve;
      });
    return new Promise(() => undefined);
  },
}));

vi.mock('@/lib/ui/first-paint', () => import('./held-first-paint'));

const navigation: AccountNavigation = { onOpenVendor: () => undefined, onOpenTranscript: () => undefined };

/** The view as the sidebar renders it: inside its data layer. */
function View({ id, known }: { id: string; known?: KnownAnswer<AccountDetail> }) {
  return (
    <DataSourceProvider value={createDataSource()}>
      <AccountView id={id} known={known} {...navigation} />
    </DataSourceProvider>
  );
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the account view with the account its tab already holds', () => {
  let root: HTMLElement;
  const name = () => root.querySelector('[data-testid="account-name"]')?.textContent ?? null;
  const stackRows = () => root.querySelectorAll('[data-testid="stack-row"]').length;

  beforeEach(() => {
    fakeBrowser.reset();
    asked.length = 0;
    holdFirstPaint();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('shows the account and its KPIs in its first render; its stack, and the question for a newer answer, once that is on screen', async () => {
    const account = await client.getAccount(RICH_ACCOUNT.domain);
    render(<View id={RICH_ACCOUNT.domain} known={{ data: account, fetchedAt: 100 }} />, root);
    // Synchronously, before any answer: the first frame has it.
    expect(name()).toBe(RICH_ACCOUNT.name);
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
    // Nothing else before the panel shows it: no stack to lay out, no message through the browser opening the
    // panel (such a message holds the panel's first frame back).
    await settle();
    expect(stackRows()).toBe(0);
    expect(asked).not.toContain('getAccount');
    paint();
    await settle();
    expect(stackRows()).toBe(account.tech_stack?.length);
    // The background is still asked (its cache may hold a newer answer).
    expect(asked).toContain('getAccount');
    answerAccount({ ok: false, error: { kind: 'network', message: 'Offline.' } });
    await settle();
    expect(name()).toBe(RICH_ACCOUNT.name);
    expect(root.querySelector('[data-testid="error-notice"]')).toBeNull();
  });

  it('takes a newer answer from the background', async () => {
    const account = await client.getAccount(RICH_ACCOUNT.domain);
    render(<View id={RICH_ACCOUNT.domain} known={{ data: account, fetchedAt: 100 }} />, root);
    paint();
    await settle();
    const renamed = { ...account, name: 'Pinecrest Logistics (renamed)' };
    answerAccount({ ok: true, data: renamed, fetchedAt: 200 });
    await settle();
    expect(name()).toBe('Pinecrest Logistics (renamed)');
  });

  it('without one, loads as before: a skeleton, then the answer', async () => {
    const account = await client.getAccount(EMOJI_ACCOUNT.domain);
    render(<View id={EMOJI_ACCOUNT.domain} />, root);
    expect(name()).toBeNull();
    await settle();
    answerAccount({ ok: true, data: account, fetchedAt: 1 });
    await settle();
    expect(name()).toBe(EMOJI_ACCOUNT.name);
  });
});
