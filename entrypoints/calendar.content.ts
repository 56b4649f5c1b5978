import { defineContentScript } from 'wxt/utils/define-content-script';
import { CALENDAR_SITES } from '@/lib/detect/sites';
import { watchDetection } from '@/lib/detect/watch';
import { sendMessage } from '@/lib/shared/messaging';

// Reports the open event's outside companies on calendars with hosts of their own (Google Calendar).
// Registered at runtime, never in the manifest: the background registers it on CALENDAR_SITES' match patterns
// once the rep has turned calendars on in Options and granted their hosts (lib/background/calendars.ts), so
// installing Buyer Lens asks for no calendar host. No `matches` here: WXT would make them install-time hosts.
export default defineContentScript({
  registration: 'runtime',
  runAt: 'document_idle',
  main(ctx) {
    watchDetection(ctx, window, {
      sites: CALENDAR_SITES,
      report: (candidate) => void sendMessage('reportDetection', candidate).catch(() => undefined),
    });
  },
});
