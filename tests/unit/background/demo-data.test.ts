import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { withDemoData } from '@/lib/background/demo-data';
import { demoFetch } from '@/lib/background/demo-handler';
import { DEMO_BASE_URL, SANDBOX_DEMO_KEY } from '@/lib/shared/storage-items';
import { RICH_ACCOUNT } from '../../../sandbox/known-records';

// The handler itself: in the browser it is a script of its own, loaded on the first demo request.
const loadHandler = async () => demoFetch;

describe('demo data', () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers the client at the demo address from the sandbox's handler, with no network", async () => {
    const network = vi.spyOn(globalThis, 'fetch');
    const client = withDemoData(
      createApiClient,
      loadHandler,
    )({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY });
    const account = await client.getAccount(RICH_ACCOUNT.domain);
    expect(account.name).toBe(RICH_ACCOUNT.name);
    // The same rules as the server: an unknown key is refused.
    const stranger = withDemoData(createApiClient, loadHandler)({ baseUrl: DEMO_BASE_URL, apiKey: 'nobody' });
    await expect(stranger.getAccount(RICH_ACCOUNT.domain)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(network).not.toHaveBeenCalled();
  });

  it('leaves every other address to the network', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const client = withDemoData(
      createApiClient,
      loadHandler,
    )({
      baseUrl: 'https://api.example.com',
      apiKey: 'k',
      maxRetries: 0,
    });
    await expect(client.getAccount('acme.com')).rejects.toMatchObject({ kind: 'network' });
    expect(network).toHaveBeenCalledOnce();
  });

  it('loads the handler on the first demo request only, once', async () => {
    const load = vi.fn(loadHandler);
    const create = withDemoData(createApiClient, load);
    create({ baseUrl: 'https://api.example.com', apiKey: 'k' });
    const client = create({ baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY });
    expect(load).not.toHaveBeenCalled();
    await client.getAccount(RICH_ACCOUNT.domain);
    await client.getAccount(RICH_ACCOUNT.domain);
    expect(load).toHaveBeenCalledOnce();
  });
});
