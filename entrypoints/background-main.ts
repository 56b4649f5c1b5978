import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { runBackground } from '@/lib/background/background-main';
import { markBackgroundLoaded } from '@/lib/background/background-script';

// The background itself (`/background-main.js`): Chrome's worker runs it on the first event its relay hands on
// (entrypoints/background.ts), Firefox's background page before its other scripts.
export default defineUnlistedScript(() => {
  // Marked first: a background that failed half-way is not run again over the listeners it added.
  markBackgroundLoaded();
  runBackground();
});
