import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { DEMO_FETCH_GLOBAL } from '@/lib/background/demo-data';
import { demoFetch } from '@/lib/background/demo-handler';

// The demo data's handler as a script of its own (`/demo-data.js`), so that the background's start does not
// parse Hono and the generator for reps who never use demo data (lib/background/demo-data.ts loads it).
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[DEMO_FETCH_GLOBAL] = demoFetch;
});
