import { defineContentScript } from 'wxt/utils/define-content-script';
import { WORK_SURFACE_MATCHES } from '@/lib/detect/content-matches';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/messaging';

// One content script for every work surface (CRMs, LinkedIn, webmail): the adapter registry in
// lib/detect/sites/index.ts picks the surface by host, the SPA watching is the same everywhere, and the
// whole detector stays far under the 10 KB gzip budget. Ordinary websites need no content script: the
// background reads the tab's URL. Keep `matches` in step with the registry (a unit test checks).
export default defineContentScript({
  matches: [...WORK_SURFACE_MATCHES],
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
    });
  },
});
