import type { ApiErrorInfo } from '../api/errors';
import type { FollowedAccount, WhatsNewItem } from '../schemas/account-list';
import type { WatchInterval } from './watch-intervals';

// What My accounts' messages answer (lib/shared/messaging.ts): the shapes the background's services return
// and the side panel's views show. Types only, so that the protocol and the views name them without importing
// the services.

/** How a check ended: how many it answered, and the error that stopped it, if one did. */
export type CheckSummary =
  | { status: 'done'; checked: number }
  | { status: 'cancelled'; checked: number }
  | { status: 'failed'; checked: number; error: ApiErrorInfo }
  | { status: 'notConfigured' };

/** The list as the views show it. */
export type FollowedList = {
  accounts: FollowedAccount[];
  /** Accounts a check still has to ask for (a check cut short, or running). */
  pending: number;
  limit: number;
};

/** What an addition to the list did: added, already on it, or past the list's limit. */
export type AddedAccounts = { added: number; alreadyOn: number; overLimit: number };

/** How a run of the watch ended. */
export type WatchSummary =
  | { status: 'done'; found: number; requests: number }
  | { status: 'failed'; error: ApiErrorInfo; requests: number }
  | { status: 'idle' };

/** What's new as the view shows it. */
export type WhatsNew = { items: WhatsNewItem[]; unread: number; watchEvery: WatchInterval };
