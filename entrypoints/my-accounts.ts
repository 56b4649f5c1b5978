import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createAccountWatch } from '@/lib/background/account-watch';
import { createListMarksService } from '@/lib/background/list-marks';
import { createListMarksPages } from '@/lib/background/list-marks-pages';
import { createMyAccountsService } from '@/lib/background/my-accounts';
import { MY_ACCOUNTS_GLOBAL, type MyAccountsScript } from '@/lib/background/my-accounts-script';

// My accounts' background services (with the marks on lists, which follow from their cards) as a script of their own (`/my-accounts.js`), so that the worker's start does
// not parse them for reps who never open the list (lib/background/my-accounts-script.ts loads it).
export default defineUnlistedScript(() => {
  const script: MyAccountsScript = {
    createMyAccountsService,
    createAccountWatch,
    createListMarksService,
    createListMarksPages,
  };
  (globalThis as Record<string, unknown>)[MY_ACCOUNTS_GLOBAL] = script;
});
