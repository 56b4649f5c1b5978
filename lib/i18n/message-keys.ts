// The catalogue's keys, typed from the English messages (public/i18n/en/<area>.json): a key that does not
// exist fails the type check. Each area is a file each language loads when a page or view needs it.
import type account from '@/public/i18n/en/account.json';
import type background from '@/public/i18n/en/background.json';
import type common from '@/public/i18n/en/common.json';
import type meeting from '@/public/i18n/en/meeting.json';
import type options from '@/public/i18n/en/options.json';
import type research from '@/public/i18n/en/research.json';

type Catalogue = {
  /** What every page shows: the toolbar, errors and their help, lists, the lookup form, the popup. */
  common: typeof common;
  /** An account and what hangs off it: KPIs, stack, sentiment, Q&A, interviews, transcripts, vendors. */
  account: typeof account;
  /** Research: account, interview and vendor searches, saved searches, the CSV export. */
  research: typeof research;
  /** Options and the onboarding: settings, the settings file, the rep's company, policy notes. */
  options: typeof options;
  /** The meeting brief, in the sidebar and on its own page. */
  meeting: typeof meeting;
  /** What the background writes: toolbar titles and badges, the context menu, the omnibox, the launcher. */
  background: typeof background;
};

export type MessageArea = keyof Catalogue;
export const MESSAGE_AREAS: readonly MessageArea[] = [
  'common',
  'account',
  'research',
  'options',
  'meeting',
  'background',
];

/** The areas each page loads before its first render (Research and a meeting's brief bring their own). */
export const PAGE_AREAS = {
  sidepanel: ['common', 'account'],
  popup: ['common', 'account'],
  options: ['common', 'options'],
  brief: ['common', 'meeting'],
} as const satisfies Record<string, readonly MessageArea[]>;

export type MessageKey = {
  [Area in MessageArea]: `${Area}.${keyof Catalogue[Area] & string}`;
}[MessageArea];
