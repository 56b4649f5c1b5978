import { lazyView } from './lazy-view';
import type { MyAccountsViewProps } from './my-accounts/my-accounts-view';

/** My accounts, loaded on first use (the list, its import and its check), with a skeleton meanwhile. */
export const LazyMyAccountsView = lazyView<MyAccountsViewProps>(
  () => import('./my-accounts/my-accounts-view').then((module) => module.MyAccountsView),
  // Its check's progress bar is Research's (components/research/job-progress.tsx).
  ['myAccounts', 'research'],
  {
    loading: 'myAccounts.loading',
    waitingFor: 'myAccounts.waitingFor',
    failed: 'myAccounts.failed',
  },
);
