import { parse } from 'tldts-icann';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { PUBLIC_SUFFIX_GLOBAL } from '@/lib/detect/public-suffix';

// The Public Suffix List as a script of its own (`/public-suffix.js`), so that the worker's start does not
// parse and build its tables when it wakes for anything but a domain (lib/detect/public-suffix.ts loads it).
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[PUBLIC_SUFFIX_GLOBAL] = parse;
});
