import { defineContentScript } from 'wxt/utils/define-content-script';
import { LINKEDIN_SITES } from '@/lib/detect/sites';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/shared/messaging';

// Reports the company in focus on LinkedIn (company pages, Sales Navigator accounts).
// One content script per family keeps each bundle to its own adapters (well under 10 KB gzip); ordinary
// websites need none: the background reads the tab's URL.
export default defineContentScript({
  matches: LINKEDIN_SITES.flatMap((site) => site.matches),
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      sites: LINKEDIN_SITES,
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
      // A list view or search results: its rows, for "Add the companies on this page" in the side panel.
      reportList: (list) => void sendMessage('reportPageList', list).catch(() => undefined),
    });
  },
});
