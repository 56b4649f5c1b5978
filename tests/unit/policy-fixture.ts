import { fakeBrowser } from 'wxt/testing/fake-browser';
import { forgetManagedStorage } from '@/lib/shared/managed-storage';
import { policyPresentItem } from '@/lib/shared/storage-items';

// Tests of settings set by browser policy (storage.managed) share these two steps.

/** A fresh fake browser, and no policy remembered from an earlier test (lib/shared/managed-storage.ts). */
export function resetBrowserAndPolicy(): void {
  fakeBrowser.reset();
  forgetManagedStorage();
}

/** Sets a policy on a profile that had one before (so reads wait for the browser's answer). */
export async function setPolicy(values: Record<string, unknown>): Promise<void> {
  await policyPresentItem.setValue(true);
  await fakeBrowser.storage.managed.set(values);
}
