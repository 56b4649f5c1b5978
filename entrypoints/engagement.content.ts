import { defineContentScript } from 'wxt/utils/define-content-script';
import { ENGAGEMENT_SITES } from '@/lib/detect/sites';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/shared/messaging';

// Reports the company in focus on the sales-engagement apps (Outreach, Salesloft, Apollo). Not in the manifest:
// the background registers it (lib/background/engagement.ts) once the rep turned these apps on in Options and
// granted their hosts, so they cost nothing at install. `matches` stays empty here because WXT would otherwise
// add a runtime script's matches to the manifest's host permissions; the registration passes ENGAGEMENT_ORIGINS.
export default defineContentScript({
  registration: 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      sites: ENGAGEMENT_SITES,
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
      // A list of people (a prospects list, an inbox): its rows, for "Add the companies" and the marks.
      reportList: (list) => void sendMessage('reportPageList', list).catch(() => undefined),
    });
  },
});
