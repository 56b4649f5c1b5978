import { useState } from 'preact/hooks';
import { backgroundClient } from '@/lib/ui/background-client';

/**
 * "Copy page outline for support" (issue 17, section 4): the tab's page skeleton, every text and value blanked
 * but the hooks and labels Buyer Lens reads, with the detector's verdict, onto the clipboard. Nothing is sent:
 * the rep decides what to paste where.
 */
export function PageOutlineButton({ tabId }: { tabId: number }) {
  const [status, setStatus] = useState('');

  async function copy() {
    setStatus('Reading the page…');
    const answer = await backgroundClient.pageOutline(tabId);
    if (!answer.ok) {
      setStatus(answer.error.message);
      return;
    }
    try {
      await navigator.clipboard.writeText(answer.data);
      setStatus('Page outline copied, without the record’s values. Nothing was sent: paste it to support.');
    } catch {
      setStatus('The browser refused the clipboard: click the page first, then copy again.');
    }
  }

  return (
    <p class="row">
      <button type="button" class="link" data-testid="copy-page-outline" onClick={() => void copy()}>
        Copy page outline for support
      </button>
      <span role="status" class="hint" data-testid="copy-page-outline-status">
        {status}
      </span>
    </p>
  );
}
