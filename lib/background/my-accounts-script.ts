import { loadWorkerScript, WORKER_SCRIPTS } from '../shared/worker-scripts';
import type { AccountWatch, AccountWatchDeps, createAccountWatch } from './account-watch';
import type { createListMarksService } from './list-marks';
import type { createListMarksPages, ListMarksPages } from './list-marks-pages';
import type { createMyAccountsService, MyAccountsService } from './my-accounts';

// My accounts in the background (the list's service, its check, its import's preview and the watch) is a
// script of its own (entrypoints/my-accounts.ts → /my-accounts.js), loaded by the first message, alarm or event
// that needs it: bundled in, it would be parsed at every worker start, though most starts (a page's lookup, a tab
// switched to) never touch the list, and a worker with no list must cost what it cost before My accounts
// existed. Loaded as the demo data's script is (lib/shared/worker-scripts.ts);
// unit tests install it (tests/unit/setup-my-accounts.ts).

/** Where the script leaves its factories. */
export const MY_ACCOUNTS_GLOBAL = 'buyerLensMyAccounts';

/** What the script defines. */
export type MyAccountsScript = {
  createMyAccountsService: typeof createMyAccountsService;
  createAccountWatch: typeof createAccountWatch;
  createListMarksService: typeof createListMarksService;
  createListMarksPages: typeof createListMarksPages;
};

/** My accounts' services, made once from the script. */
export type MyAccountsParts = {
  myAccounts: MyAccountsService;
  watch: AccountWatch;
  listMarks: ListMarksPages;
};

const scope = globalThis as unknown as Record<string, unknown>;

function loadMyAccountsScript(): Promise<MyAccountsScript> {
  return loadWorkerScript(
    WORKER_SCRIPTS.myAccounts,
    () => typeof scope[MY_ACCOUNTS_GLOBAL] === 'object' && scope[MY_ACCOUNTS_GLOBAL] !== null,
  ).then(() => scope[MY_ACCOUNTS_GLOBAL] as MyAccountsScript);
}

/**
 * My accounts' services over the background's own (gateway, settings, clock), made on first use: the answer is
 * the same object each time. A load that failed is tried again by the next caller.
 */
export function lazyMyAccounts(
  deps: Omit<AccountWatchDeps, 'myAccounts'>,
  load: () => Promise<MyAccountsScript> = loadMyAccountsScript,
): () => Promise<MyAccountsParts> {
  let parts: Promise<MyAccountsParts> | null = null;
  return () => {
    parts ??= load().then((script) => {
      const myAccounts = script.createMyAccountsService({ gateway: deps.gateway, now: deps.now });
      const watch = script.createAccountWatch({ ...deps, myAccounts });
      return {
        myAccounts,
        watch,
        listMarks: script.createListMarksPages(
          script.createListMarksService({ gateway: deps.gateway, myAccounts, watch, now: deps.now }),
        ),
      };
    });
    parts.catch(() => {
      parts = null;
    });
    return parts;
  };
}
