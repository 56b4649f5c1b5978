import type { AccountInterviewTimeline } from './account-interview-timeline';
import type { AccountInterviews } from './account-interviews';
import { lazyView } from './lazy-view';
import type { OurProductSection } from './our-product-section';
import type { TranscriptView } from './transcript-view';
import type { VendorProfileView } from './vendor-profile-view';
import type { VendorSentiment } from './vendor-sentiment';

// The views an account opens onto (its interviews, a transcript, a vendor's profile and sentiment), loaded with
// their messages when first shown: the side panel's first view, the account itself, stays within its budget.

const WORDS = {
  loading: 'account.lazyDetails.loading',
  waitingFor: 'account.lazyDetails.waitingFor',
  failed: 'account.lazyDetails.failed',
} as const;

export const LazyAccountInterviewTimeline = lazyView<Parameters<typeof AccountInterviewTimeline>[0]>(
  () => import('./account-interview-timeline').then((module) => module.AccountInterviewTimeline),
  'accountDetails',
  WORDS,
);

export const LazyAccountInterviews = lazyView<Parameters<typeof AccountInterviews>[0]>(
  () => import('./account-interviews').then((module) => module.AccountInterviews),
  'accountDetails',
  WORDS,
);

export const LazyTranscriptView = lazyView<Parameters<typeof TranscriptView>[0]>(
  () => import('./transcript-view').then((module) => module.TranscriptView),
  'accountDetails',
  WORDS,
);

export const LazyVendorProfileView = lazyView<Parameters<typeof VendorProfileView>[0]>(
  () => import('./vendor-profile-view').then((module) => module.VendorProfileView),
  'accountDetails',
  WORDS,
);

export const LazyVendorSentiment = lazyView<Parameters<typeof VendorSentiment>[0]>(
  () => import('./vendor-sentiment').then((module) => module.VendorSentiment),
  'accountDetails',
  WORDS,
);

/** Its messages are the account's: the meeting brief shows it too. */
export const LazyOurProductSection = lazyView<Parameters<typeof OurProductSection>[0]>(
  () => import('./our-product-section').then((module) => module.OurProductSection),
  'account',
  WORDS,
);
