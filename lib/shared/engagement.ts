/**
 * The hosts of the sales-engagement surfaces (Outreach, Salesloft, Apollo): the match patterns of
 * ENGAGEMENT_SITES (lib/detect/sites/index.ts; tests/unit/background/optional-surfaces.test.ts checks they agree),
 * written out so that Options can ask for them without carrying the adapters. Optional: asked for when the rep
 * turns these surfaces on, so they add nothing to the install prompt.
 */
export const ENGAGEMENT_ORIGINS: readonly string[] = [
  'https://*.outreach.io/*',
  'https://app.salesloft.com/*',
  'https://app.apollo.io/*',
];

/** The id the background registers the engagement content script under (scripting.registerContentScripts). */
export const ENGAGEMENT_SCRIPT_ID = 'engagement';

/** Where WXT writes the runtime-registered content script (entrypoints/engagement.content.ts). */
export const ENGAGEMENT_SCRIPT_FILE = '/content-scripts/engagement.js';
