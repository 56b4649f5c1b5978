import { lazyView } from './lazy-view';

// Options' sections below its connection and preferences, loaded with their messages once the page shows: the
// page's first load stays within its budget (tests/e2e/ui-budgets.test.ts).

export const WORDS = {
  loading: 'options.lazySections.loading',
  waitingFor: 'options.lazySections.waitingFor',
  failed: 'options.lazySections.failed',
} as const;

export const LazyCompanyCorrectionsList = lazyView<Record<string, never>>(
  () => import('./company-corrections-list').then((module) => module.CompanyCorrectionsList),
  'optionsMore',
  WORDS,
);

export const LazyYourCompanyForm = lazyView<Record<string, never>>(
  () => import('./your-company-form').then((module) => module.YourCompanyForm),
  // Its vendor and product pickers are Research's (components/research/reference-picker.tsx).
  ['optionsMore', 'research'],
  WORDS,
);
