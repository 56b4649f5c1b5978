import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';

/**
 * "Copy page outline for support": the tab's page skeleton, every text and value blanked
 * but the hooks and labels Buyer Lens reads, with the detector's verdict, onto the clipboard. Nothing is sent:
 * the rep decides what to paste where.
 */
export function PageOutlineButton({ tabId }: { tabId: number }) {
  const [status, setStatus] = useState('');

  async function copy() {
    setStatus(t('panel.pageOutline.reading'));
    const answer = await backgroundClient.pageOutline(tabId);
    if (!answer.ok) {
      setStatus(errorMessage(answer.error));
      return;
    }
    try {
      await navigator.clipboard.writeText(answer.data);
      setStatus(t('panel.pageOutline.copied'));
    } catch {
      setStatus(t('panel.pageOutline.clipboardRefused'));
    }
  }

  return (
    <p class="row">
      <button type="button" class="link" data-testid="copy-page-outline" onClick={() => void copy()}>
        {t('panel.pageOutline.copy')}
      </button>
      <span role="status" class="hint" data-testid="copy-page-outline-status">
        {status}
      </span>
    </p>
  );
}
