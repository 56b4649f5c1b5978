import { browser } from 'wxt/browser';
import { candidateToDetection } from '../detect/domain';
import { onMessage } from '../messaging';
import { lookupAccount } from './account-lookup';
import { detectionCandidateSchema, lookupRequestSchema, tabStateRequestSchema } from './message-schemas';
import { getTabState, setTabState } from './tab-state';

/** Registers every message listener; call synchronously at service worker start-up. */
export function registerMessageHandlers(): void {
  onMessage('reportDetection', async ({ data, sender }) => {
    // Only this extension's own content scripts, in a tab's top frame, may say what a tab shows.
    const tabId = sender.tab?.id;
    if (sender.id !== browser.runtime.id || tabId === undefined || sender.frameId !== 0) return;
    const candidate = detectionCandidateSchema.safeParse(data);
    if (!candidate.success) return;
    const detection = candidate.data ? candidateToDetection(candidate.data) : null;
    await setTabState(tabId, { detection });
  });

  onMessage('lookupAccount', async ({ data }) => {
    const request = lookupRequestSchema.safeParse(data);
    if (!request.success) {
      return {
        status: 'error',
        error: { kind: 'invalid_input', message: request.error.issues[0]?.message ?? 'Invalid lookup.' },
      };
    }
    return lookupAccount(request.data.query);
  });

  onMessage('getTabState', async ({ data }) => {
    const request = tabStateRequestSchema.safeParse(data);
    return request.success ? getTabState(request.data.tabId) : null;
  });
}
