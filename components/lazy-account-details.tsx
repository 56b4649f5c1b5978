import type { ComponentType } from 'preact';
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

/** A view of the account's details, loaded with the `accountDetails` messages when first shown. */
function detailView<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazyView(load, 'accountDetails', WORDS);
}

export const LazyAccountInterviewTimeline = detailView<Parameters<typeof AccountInterviewTimeline>[0]>(() =>
  import('./account-interview-timeline').then((module) => module.AccountInterviewTimeline),
);

export const LazyAccountInterviews = detailView<Parameters<typeof AccountInterviews>[0]>(() =>
  import('./account-interviews').then((module) => module.AccountInterviews),
);

export const LazyTranscriptView = detailView<Parameters<typeof TranscriptView>[0]>(() =>
  import('./transcript-view').then((module) => module.TranscriptView),
);

export const LazyVendorProfileView = detailView<Parameters<typeof VendorProfileView>[0]>(() =>
  import('./vendor-profile-view').then((module) => module.VendorProfileView),
);

export const LazyVendorSentiment = detailView<Parameters<typeof VendorSentiment>[0]>(() =>
  import('./vendor-sentiment').then((module) => module.VendorSentiment),
);

/** Its messages are the account's: the meeting brief shows it too. */
export const LazyOurProductSection = lazyView<Parameters<typeof OurProductSection>[0]>(
  () => import('./our-product-section').then((module) => module.OurProductSection),
  'account',
  WORDS,
);
