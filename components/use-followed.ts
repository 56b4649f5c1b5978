import { useEffect, useState } from 'preact/hooks';
import type { FollowedAccount } from '@/lib/schemas/account-list';
import { myAccountsActivityItem } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';

/** Which accounts the current connection follows, as a Follow button asks it. */
export type FollowedIndex = { has(domain: string, name: string): boolean };

// One read of the list for every Follow button of a page (a Research page shows fifty), read again when the
// background says the list changed; never read on a page that shows none.
let reading: Promise<FollowedIndex> | null = null;
let watching = false;

function followedIndex(): Promise<FollowedIndex> {
  if (!watching) {
    watching = true;
    myAccountsActivityItem.watch(() => {
      reading = null;
      for (const listener of listeners) listener();
    });
  }
  reading ??= backgroundClient.myAccounts().then((answer) => indexOf(answer.ok ? answer.data.accounts : []));
  return reading;
}

const listeners = new Set<() => void>();

/**
 * The followed accounts once `enabled` (a view asks after its first paint), kept current; null until read.
 * Every caller of a page shares one read.
 */
export function useFollowed(enabled: boolean): FollowedIndex | null {
  const [index, setIndex] = useState<FollowedIndex | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const read = () =>
      void followedIndex().then((next) => {
        if (live) setIndex(next);
      });
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, [enabled]);
  return index;
}

/**
 * Whether a followed row is an account: its check found it, or it was followed by this domain or name (the
 * list's keys, lib/my-accounts/list-entry.ts; not imported here, which would bring the domain rules into the
 * side panel's first bundle).
 */
function indexOf(accounts: readonly FollowedAccount[]): FollowedIndex {
  const keys = new Set(accounts.map((account) => account.key));
  const domains = new Set(
    accounts.flatMap((account) =>
      account.result?.status === 'found' ? [account.result.account.domain] : [],
    ),
  );
  return {
    has: (domain, name) =>
      (domain !== '' && domains.has(domain)) ||
      keys.has(`domain:${domain.toLowerCase()}`) ||
      keys.has(`name:${name.toLowerCase()}`),
  };
}
