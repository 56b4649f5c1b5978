import type { LanguageSetting } from '../i18n/languages';
import type { WatchInterval } from '../my-accounts/watch-intervals';

// The settings' shape, zod-free: what the settings record and the storage items hold. The schemas that check
// every read and write are lib/schemas/settings.ts's, which asserts at compile time that they produce exactly
// this shape; the storage items (storage-items.ts) and the light pages name it without carrying zod.

/** The pages' colour scheme: the system's by default. */
export type Theme = 'system' | 'light' | 'dark';

/** Every setting, as checked. */
export type Settings = {
  baseUrl: string;
  apiKey: string;
  /** automatic: every site but the deny list; work-surfaces: CRM, LinkedIn, mail and allowed sites only. */
  detectionMode: 'automatic' | 'work-surfaces' | 'on-request';
  allowedSites: string[];
  disabledSites: string[];
  lookUpInPrivateWindows: boolean;
  theme: Theme;
  language: LanguageSetting;
  /** The in-page pill on matched prospect websites and CRM pages. */
  showLauncher: boolean;
  /** demo: the sandbox's handler in the background (DEMO_BASE_URL), the rep's own address and key kept aside. */
  dataSource: 'api' | 'demo';
  /** The watch over My accounts: how often it runs (a policy may set it). */
  watchEvery: WatchInterval;
  /** One desktop notification per watch run that found news (the `notifications` permission, asked then). */
  watchNotifications: boolean;
  /** Marks on the rows of CRM and sales engagement lists (the rep's own tools): on unless turned off. */
  markLists: boolean;
  /** Marks on LinkedIn's search results and Sales Navigator lists: asked once, on the list. */
  markLinkedinLists: 'ask' | 'on' | 'off';
  /** Marks on Gmail's inbox, by each sender's company: asked once, on the inbox. */
  markMailLists: 'ask' | 'on' | 'off';
};
