// My accounts' background services are a script of their own in the browser (lib/background/my-accounts-script.ts):
// unit tests install it as that script does (entrypoints/my-accounts.ts). Imported before each file's tests, not
// at this file's top: its modules read WXT's browser, which the test environment sets up after setup files load.
import { beforeAll } from 'vitest';
import { MY_ACCOUNTS_GLOBAL, type MyAccountsScript } from '@/lib/background/my-accounts-script';

beforeAll(async () => {
  const [
    { createAccountWatch },
    { createMyAccountsService },
    { createListMarksService },
    { createListMarksPages },
  ] = await Promise.all([
    import('@/lib/background/account-watch'),
    import('@/lib/background/my-accounts'),
    import('@/lib/background/list-marks'),
    import('@/lib/background/list-marks-pages'),
  ]);
  const script: MyAccountsScript = {
    createMyAccountsService,
    createAccountWatch,
    createListMarksService,
    createListMarksPages,
  };
  (globalThis as Record<string, unknown>)[MY_ACCOUNTS_GLOBAL] = script;
});
