import { type AccountWatch, type AccountWatchDeps, createAccountWatch } from './account-watch';
import { createListMarksService } from './list-marks';
import { createListMarksPages, type ListMarksPages } from './list-marks-pages';
import { createMyAccountsService, type MyAccountsService } from './my-accounts';

// My accounts in the background (the list's service, its check, its import's preview, the watch and the marks on
// lists) is made by the first message, alarm or event that needs it: most of a worker's events (a page's lookup,
// a tab switched to) never touch the list. It is part of the background's script: a script of its own would be
// one more that Chrome reads back at every worker start, with its own copies of what it shares with the
// background (docs/benchmarks.md).

/** What My accounts' services are made with (tests pass their own to count the making). */
export type MyAccountsFactories = {
  createMyAccountsService: typeof createMyAccountsService;
  createAccountWatch: typeof createAccountWatch;
  createListMarksService: typeof createListMarksService;
  createListMarksPages: typeof createListMarksPages;
};

/** My accounts' services, made once. */
export type MyAccountsParts = {
  myAccounts: MyAccountsService;
  watch: AccountWatch;
  listMarks: ListMarksPages;
};

const factories = async (): Promise<MyAccountsFactories> => ({
  createMyAccountsService,
  createAccountWatch,
  createListMarksService,
  createListMarksPages,
});

/**
 * My accounts' services over the background's own (gateway, settings, clock), made on first use: the answer is
 * the same object each time. A making that failed is tried again by the next caller.
 */
export function lazyMyAccounts(
  deps: Omit<AccountWatchDeps, 'myAccounts'>,
  load: () => Promise<MyAccountsFactories> = factories,
): () => Promise<MyAccountsParts> {
  let parts: Promise<MyAccountsParts> | null = null;
  return () => {
    parts ??= load().then((made) => {
      const myAccounts = made.createMyAccountsService({ gateway: deps.gateway, now: deps.now });
      const watch = made.createAccountWatch({ ...deps, myAccounts });
      return {
        myAccounts,
        watch,
        listMarks: made.createListMarksPages(
          made.createListMarksService({ gateway: deps.gateway, myAccounts, watch, now: deps.now }),
        ),
      };
    });
    parts.catch(() => {
      parts = null;
    });
    return parts;
  };
}
