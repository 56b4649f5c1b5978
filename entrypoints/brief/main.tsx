import { render } from 'preact';
import { MeetingBriefDocument, readPrintedBrief } from '@/components/meeting-brief-document';
import { printedBriefItem } from '@/lib/shared/storage-items';
import '@/components/theme.css';
import { t } from '@/lib/i18n/catalogue';
import { PAGE_AREAS } from '@/lib/i18n/message-keys';
import { showPageInLanguage } from '@/lib/i18n/page-language';

// The meeting brief as a clean page to print or save as PDF (the side panel's Print opens it in a tab).
const root = document.getElementById('app');
const printed = printedBriefItem.getValue();
showPageInLanguage(PAGE_AREAS.brief, () => {
  // The tab's title, and the file name Save as PDF offers, in the rep's language.
  document.title = t('meeting.briefPage.title');
  void printed.then((value) => {
    const brief = readPrintedBrief(value);
    if (!root) return;
    render(<MeetingBriefDocument brief={brief} />, root);
    if (brief) requestAnimationFrame(() => setTimeout(() => window.print(), 0));
  });
});
