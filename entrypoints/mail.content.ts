import { defineContentScript } from 'wxt/utils/define-content-script';
import { MAIL_SITES } from '@/lib/detect/sites';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/shared/messaging';

// Reports the company in focus on webmail (Gmail, Outlook on the web) and Outlook's calendar.
// One content script per family keeps each bundle to its own adapters (well under 10 KB gzip); ordinary
// websites need none: the background reads the tab's URL.
export default defineContentScript({
  // Outlook's calendar and mail adapters share their hosts' patterns: each once.
  matches: [...new Set(MAIL_SITES.flatMap((site) => site.matches))],
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      sites: MAIL_SITES,
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
      // A list of people (a prospects list, an inbox): its rows, for "Add the companies" and the marks.
      reportList: (list) => void sendMessage('reportPageList', list).catch(() => undefined),
    });
  },
});
