import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { pageOutline } from '@/lib/detect/page-outline';
import { SITE_ADAPTERS } from '@/lib/detect/sites';

// "Copy page outline for support": injected into the tab's top frame only when the rep asks (the background's
// pageOutline, lib/background/message-handlers.ts), in the content scripts' isolated world, where it has the
// DOM. Its own script (`/page-outline.js`), so that the detectors' content scripts stay within 10 KB gzip.
// Its value is the script's result.
export default defineUnlistedScript(() => pageOutline(window, SITE_ADAPTERS));
