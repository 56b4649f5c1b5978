// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDataSource, DataSourceProvider } from '@/components/data-source';
import { MeetingBrief } from '@/components/meeting-brief';
import { createApiClient } from '@/lib/api/client';
import { demoFetch } from '@/lib/background/demo-handler';
import type { Meeting } from '@/lib/detect/types';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { EMOJI_ACCOUNT, RICH_ACCOUNT } from '../../../sandbox/known-records';

// The brief's sections, rendered over the sandbox's real records through the real client, counting
// what the background is asked: each company's account once, and a company seen before on the page shows at once.

const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });
const asked: string[] = [];
vi.mock('@/lib/shared/messaging', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/shared/messaging')>()),
  sendMessage: async (type: string, data: { id?: string; params?: { accounts?: string[] } }) => {
    asked.push(`${type} ${data.id ?? data.params?.accounts?.join(',') ?? ''}`);
    if (type === 'getAccount' && data.id)
      return { ok: true, data: await client.getAccount(data.id, { fields: ['all'] }), fetchedAt: 0 };
    if (type === 'searchTranscripts' && data.params)
      return { ok: true, data: await client.searchTranscripts(data.params), fetchedAt: 0 };
    if (type === 'getTranscript' && data.id)
      return { ok: true, data: await client.getTranscript(data.id), fetchedAt: 0 };
    return new Promise(() => undefined);
  },
}));

const meeting: Meeting = {
  companies: [RICH_ACCOUNT.domain, EMOJI_ACCOUNT.domain],
  title: 'Joint roadmap review',
  time: 'Thursday 10:00',
  notLookedUp: { internal: 2, personal: 1, rooms: 0 },
};
const navigation = { onOpenAccount: vi.fn(), onOpenVendor: vi.fn(), onOpenTranscript: vi.fn() };

describe('the meeting brief in the side panel', () => {
  let root: HTMLElement;
  beforeEach(() => {
    fakeBrowser.reset();
    asked.length = 0;
    // happy-dom lays nothing out: every section counts as on screen (the e2e journey checks the fold).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
          );
        }
        disconnect() {}
      },
    );
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.unstubAllGlobals();
  });

  const until = async (check: () => boolean, what: string) => {
    for (let turn = 0; turn < 300; turn++) {
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never: ${what}`);
  };
  const names = () =>
    [...root.querySelectorAll('[data-testid="brief-account-name"]')].map((h) => h.textContent);

  it('shows the event, the one-line count and a section per company, asking for each account once', async () => {
    const source = createDataSource();
    render(
      <DataSourceProvider value={source}>
        <MeetingBrief meeting={meeting} {...navigation} />
      </DataSourceProvider>,
      root,
    );
    expect(root.querySelector('[data-testid="meeting-title"]')?.textContent).toBe('Joint roadmap review');
    expect(root.querySelector('[data-testid="meeting-guests"]')?.textContent).toBe(
      '2 internal guests and 1 personal address not looked up',
    );
    await until(() => names().length === 2, 'both companies');
    expect(names()).toEqual([RICH_ACCOUNT.name, EMOJI_ACCOUNT.name]);
    expect(asked.filter((line) => line.startsWith('getAccount'))).toEqual([
      `getAccount ${RICH_ACCOUNT.domain}`,
      `getAccount ${EMOJI_ACCOUNT.domain}`,
    ]);
  });

  it('shows a company seen before on the page in its first render, without asking again', async () => {
    const source = createDataSource();
    const brief = (
      <DataSourceProvider value={source}>
        <MeetingBrief meeting={meeting} {...navigation} />
      </DataSourceProvider>
    );
    render(brief, root);
    await until(() => names().length === 2, 'both companies');
    await until(
      () => root.querySelectorAll('[data-testid="brief-perspectives"]').length === 2,
      'interviews read',
    );
    render(null, root);
    const before = asked.length;

    // The event opened again: its brief is whole in the first render.
    render(brief, root);
    expect(names()).toEqual([RICH_ACCOUNT.name, EMOJI_ACCOUNT.name]);
    expect(root.querySelectorAll('[data-testid="brief-perspectives"]').length).toBe(2);
    expect(root.querySelector('[data-testid="meeting-company-brief"] [aria-busy="true"]')).toBeNull();
    expect(asked.length).toBe(before);
  });
});
