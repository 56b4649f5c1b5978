// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OurProductSection } from '@/components/our-product-section';
import type { AccountDetail } from '@/lib/api/accounts';
import { createApiClient } from '@/lib/api/client';
import { demoFetch } from '@/lib/background/demo-handler';
import { saveYourCompany } from '@/lib/meeting/your-company';
import { connectionItem, DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { RICH_ACCOUNT } from '../../../sandbox/known-records';

// The sandbox's real records through the real client stand in for the background.
const client = createApiClient({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY, fetch: demoFetch });
vi.mock('@/lib/ui/background-client', () => ({
  backgroundClient: {
    vendor: async (slug: string) => ({ ok: true, data: await client.getVendor(slug), fetchedAt: 0 }),
  },
}));

const CADENCIA = { vendor: { slug: 'cadencia', name: 'Cadencia' }, products: [] };

describe('"Your product here" in the account view', () => {
  let root: HTMLElement;
  let account: AccountDetail;
  beforeAll(async () => {
    account = await client.getAccount(RICH_ACCOUNT.slug);
  }, 30_000);
  beforeEach(async () => {
    fakeBrowser.reset();
    await connectionItem.setValue({ id: 'team-a' });
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it("is not shown without Your company, nor with another connection's", async () => {
    await saveYourCompany('team-b', CADENCIA);
    render(<OurProductSection account={account} onOpenVendor={() => {}} />, root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.innerHTML).toBe('');
  });

  it('appears when Options sets it, with usage, competitors and dislikes as text', async () => {
    const onOpenVendor = vi.fn();
    render(<OurProductSection account={account} onOpenVendor={onOpenVendor} />, root);
    await saveYourCompany('team-a', CADENCIA);
    await vi.waitFor(() => expect(root.querySelector('[data-testid="our-product"]')).not.toBeNull());
    expect(root.querySelector('[data-testid="our-product-usage"]')?.textContent).toBe(
      'Uses Cadencia Cadence: Satisfied, rated 8.2/10',
    );
    await vi.waitFor(() =>
      expect(root.querySelectorAll('[data-testid="our-product-dislikes"]').length).toBeGreaterThan(0),
    );
    const competitors = [...root.querySelectorAll('[data-testid="our-product-competitor"]')];
    expect(competitors[0]?.textContent).toContain('Dialwell Dialer: Unhappy with, rated 4.0/10');
    expect(competitors[0]?.textContent).toContain('No dislikes summarized yet.');
    // The hostile vendor's markup stays text: no element of it is made.
    expect(root.textContent).toContain('<a href="javascript:alert(document.domain)">click</a>');
    expect(root.querySelectorAll('a, img, script')).toHaveLength(0);
    [...root.querySelectorAll('button')]
      .find((button) => button.textContent === "Dialwell's profile")
      ?.click();
    expect(onOpenVendor).toHaveBeenCalledWith('dialwell');
  });
});
