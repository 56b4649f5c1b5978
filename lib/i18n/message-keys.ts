// The catalogue's keys, typed from the English messages (public/i18n/en/<area>.json): a key that does not
// exist fails the type check. Each area is a file each language loads when a page or view needs it.
import type account from '@/public/i18n/en/account.json';
import type accountDetails from '@/public/i18n/en/accountDetails.json';
import type background from '@/public/i18n/en/background.json';
import type common from '@/public/i18n/en/common.json';
import type meeting from '@/public/i18n/en/meeting.json';
import type myAccounts from '@/public/i18n/en/myAccounts.json';
import type options from '@/public/i18n/en/options.json';
import type optionsMore from '@/public/i18n/en/optionsMore.json';
import type panel from '@/public/i18n/en/panel.json';
import type research from '@/public/i18n/en/research.json';

type Catalogue = {
  /** What every page shows: errors and their help, skeletons, pagers, the demo data's label. */
  common: typeof common;
  /** The side panel's and the popup's own: toolbar, tab status, onboarding, the lookup form, the popup. */
  panel: typeof panel;
  /** An account and what hangs off it: KPIs, stack, sentiment, Q&A, interviews, transcripts, vendors. */
  account: typeof account;
  /** The account's views opened from it, loaded with them: interviews, transcripts, vendor profiles and sentiment. */
  accountDetails: typeof accountDetails;
  /** Research: account, interview and vendor searches, saved searches, the CSV export. */
  research: typeof research;
  /** Options and the onboarding: settings, the settings file, the rep's company, policy notes. */
  options: typeof options;
  /** Options' later sections, loaded after its first view: the settings file, your company, corrections. */
  optionsMore: typeof optionsMore;
  /** The meeting brief, in the sidebar and on its own page. */
  meeting: typeof meeting;
  /** My accounts: the followed list, its import, check and export. */
  myAccounts: typeof myAccounts;
  /** What the background writes: toolbar titles and badges, the context menu, the omnibox, the launcher. */
  background: typeof background;
};

export type MessageArea = keyof Catalogue;
export const MESSAGE_AREAS: readonly MessageArea[] = [
  'common',
  'panel',
  'account',
  'accountDetails',
  'research',
  'options',
  'optionsMore',
  'meeting',
  'myAccounts',
  'background',
];

/** The areas each page loads before its first render (Research and a meeting's brief bring their own). */
export const PAGE_AREAS = {
  sidepanel: ['common', 'panel', 'account'],
  popup: ['common', 'panel', 'account'],
  options: ['common', 'options'],
  brief: ['common', 'meeting', 'account'],
} as const satisfies Record<string, readonly MessageArea[]>;

export type MessageKey = {
  [Area in MessageArea]: `${Area}.${keyof Catalogue[Area] & string}`;
}[MessageArea];
