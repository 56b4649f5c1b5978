import { defineContentScript } from 'wxt/utils/define-content-script';
import { MORE_CRM_SITES } from '@/lib/detect/sites';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/shared/messaging';

// Reports the company in focus on the more recently added CRMs (Freshsales, monday sales CRM, Copper, Insightly,
// SugarCRM, Zendesk Sell): the CRM content script's twin, apart so that each stays within its 10 KB gzip budget.
export default defineContentScript({
  matches: MORE_CRM_SITES.flatMap((site) => site.matches),
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      sites: MORE_CRM_SITES,
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
    });
  },
});
