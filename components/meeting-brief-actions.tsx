import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Meeting } from '@/lib/detect/types';
import { t } from '@/lib/i18n/catalogue';
import { loadMeetingBrief } from '@/lib/meeting/company-brief';
import { meetingBriefMarkdown, meetingBriefPlainText, type PrintedBrief } from '@/lib/meeting/meeting-brief';
import { loadCurrentYourCompany } from '@/lib/meeting/your-company';
import { printedBriefItem } from '@/lib/shared/storage-items';
import { useBriefFetchers } from './use-brief-fetchers';

/**
 * Copy brief (Markdown, or plain text for email) and Print (a clean page in a tab: the browser's Save as PDF),
 * each with every company of the meeting, the interviews cited and "Buyer Lens, <date>". Companies the rep did
 * not scroll to have their interviews read now: this is the rep asking for the whole brief.
 */
export function MeetingBriefActions({ meeting }: { meeting: Meeting }) {
  const fetchers = useBriefFetchers();
  const [status, setStatus] = useState('');

  async function gather() {
    setStatus(t('meeting.meetingBriefActions.preparing'));
    const setting = await loadCurrentYourCompany().catch(() => null);
    const companies = await loadMeetingBrief(meeting, fetchers, setting);
    return { meeting, companies, at: new Date() };
  }

  async function copy(as: 'markdown' | 'text') {
    const content = await gather();
    const brief = as === 'markdown' ? meetingBriefMarkdown(content) : meetingBriefPlainText(content);
    try {
      await navigator.clipboard.writeText(brief);
      setStatus(
        t(
          as === 'markdown'
            ? 'meeting.meetingBriefActions.copiedMarkdown'
            : 'meeting.meetingBriefActions.copiedText',
        ),
      );
    } catch {
      setStatus(t('meeting.meetingBriefActions.clipboardRefused'));
    }
  }

  async function print() {
    const content = await gather();
    const printed: PrintedBrief = { ...content, at: content.at.toISOString() };
    await printedBriefItem.setValue(printed);
    await browser.tabs.create({ url: browser.runtime.getURL('/brief.html') });
    setStatus(t('meeting.meetingBriefActions.printOpened'));
  }

  return (
    <div class="row meeting-brief-actions">
      <button
        type="button"
        class="secondary"
        data-testid="copy-meeting-markdown"
        onClick={() => void copy('markdown')}
      >
        {t('meeting.meetingBriefActions.copy')}
      </button>
      <button
        type="button"
        class="secondary"
        data-testid="copy-meeting-text"
        onClick={() => void copy('text')}
      >
        {t('meeting.meetingBriefActions.copyText')}
      </button>
      <button type="button" class="secondary" data-testid="print-meeting" onClick={() => void print()}>
        {t('meeting.meetingBriefActions.print')}
      </button>
      <span role="status" class="hint" data-testid="meeting-brief-status">
        {status}
      </span>
    </div>
  );
}
