// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TabStatusView } from '@/components/tab-status-view';
import type { Fetched, TabState } from '@/lib/shared/messaging';
import { holdFirstPaint, paint } from './held-first-paint';

// The sidebar's miss: its nearby accounts are asked of the background only once the miss is on screen (a
// message while the panel opens holds the panel's first frame back).

const asked: { type: string; data: unknown }[] = [];
vi.mock('@/lib/shared/messaging', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/shared/messaging')>()),
  sendMessage: (type: string, data: unknown) => {
    asked.push({ type, data });
    const answer: Fetched<unknown> =
      type === 'tabSuggestions'
        ? {
            ok: true,
            fetchedAt: 1,
            data: [
              {
                name: 'Pinecrest Logistics',
                slug: 'pinecrest',
                domain: 'pinecrest.com',
                matchingInterviews: 3,
              },
            ],
          }
        : { ok: false, error: { kind: 'network', message: 'Offline.' } };
    return Promise.resolve(answer);
  },
}));

vi.mock('@/lib/ui/first-paint', () => import('./held-first-paint'));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the sidebar's miss", () => {
  let root: HTMLElement;
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

  it('asks for its nearby accounts once it is on screen, then offers them', async () => {
    const state: TabState = {
      status: 'not_found',
      domain: 'pinecrest-freight.com',
      detection: { domain: 'pinecrest-freight.com', source: 'website' },
      updatedAt: 1,
    };
    render(
      <TabStatusView
        tabId={4}
        state={state}
        onLookUpAnyway={vi.fn()}
        onOpenAccount={vi.fn()}
        onOpenVendor={vi.fn()}
        onOpenTranscript={vi.fn()}
      />,
      root,
    );
    await settle();
    expect(asked.map(({ type }) => type)).not.toContain('tabSuggestions');
    expect(root.querySelector('[data-testid="suggestions"]')).toBeNull();
    paint();
    await settle();
    expect(asked.find(({ type }) => type === 'tabSuggestions')?.data).toMatchObject({
      tabId: 4,
      domain: 'pinecrest-freight.com',
    });
    expect(root.querySelector('[data-testid="suggestions"]')?.textContent).toContain('Pinecrest Logistics');
  });
});
