import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetManagedStorage, readManagedStorage, watchManagedStorage } from '@/lib/shared/managed-storage';
import { policyPresentItem } from '@/lib/shared/storage-items';

// Chromium answers the first storage.managed read after a start only after about 2.5 s: a profile without a
// policy must not wait for it (every lookup after a browser start did, seen as a timed-out e2e set-up).

function slowPolicy() {
  let answer: (value: Record<string, unknown>) => void = () => undefined;
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockImplementation(
    () => new Promise<Record<string, unknown>>((resolve) => (answer = resolve)) as never,
  );
  return (value: Record<string, unknown>) => answer(value);
}

describe('reading the policy', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    forgetManagedStorage();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does not wait for a slow browser when the last look found no policy, and announces one found later', async () => {
    const answer = slowPolicy();
    const changes: number[] = [];
    watchManagedStorage(() => changes.push(1));
    expect(await readManagedStorage()).toEqual({});

    answer({ apiKey: 'corp-key' });
    await vi.advanceTimersByTimeAsync(0);
    expect(await policyPresentItem.getValue()).toBe(true);
    expect(changes.length).toBeGreaterThan(0);
    expect(await readManagedStorage()).toEqual({ apiKey: 'corp-key' });
  });

  it('waits for the browser when the last look found a policy', async () => {
    await policyPresentItem.setValue(true);
    const answer = slowPolicy();
    let settled = false;
    const read = readManagedStorage().then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(false);
    answer({ baseUrl: 'https://api.corp.example' });
    expect(await read).toEqual({ baseUrl: 'https://api.corp.example' });
  });
});
