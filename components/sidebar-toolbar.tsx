import { t } from '@/lib/i18n/catalogue';
import {
  canGoBack,
  canGoForward,
  currentEntry,
  type NavigationHistory,
  type SidebarRoute,
} from '@/lib/ui/navigation-history';
import { DemoDataLabel } from './demo-data-label';

/**
 * The sidebar's toolbar: back and forward through what the rep opened, and the switch between This page (the
 * tab's account and what was opened from it; This meeting on a calendar event), Research (searches across the
 * whole library) and My accounts (the rep's followed list).
 */
export function SidebarToolbar({
  history,
  onBack,
  onForward,
  onThisTab,
  onResearch,
  onMyAccounts,
  meeting = false,
}: {
  history: NavigationHistory<SidebarRoute>;
  /** The tab shows a calendar event: its brief is what This page shows. */
  meeting?: boolean;
  onBack: () => void;
  onForward: () => void;
  onThisTab: () => void;
  onResearch: () => void;
  onMyAccounts: () => void;
}) {
  const view = currentEntry(history).view;
  return (
    <header class="toolbar">
      <button
        type="button"
        class="icon-button"
        aria-label={t('panel.sidebarToolbar.back')}
        title={t('panel.sidebarToolbar.backTitle')}
        disabled={!canGoBack(history)}
        onClick={onBack}
      >
        {/* Points the way the page goes back: to the right in a right-to-left language (theme.css). */}
        <span class="flip-in-rtl">←</span>
      </button>
      <button
        type="button"
        class="icon-button"
        aria-label={t('panel.sidebarToolbar.forward')}
        title={t('panel.sidebarToolbar.forwardTitle')}
        disabled={!canGoForward(history)}
        onClick={onForward}
      >
        <span class="flip-in-rtl">→</span>
      </button>
      <h1>
        Buyer Lens <DemoDataLabel />
      </h1>
      <fieldset class="switch">
        <legend class="visually-hidden">{t('panel.sidebarToolbar.mode')}</legend>
        {/* "This page" from a view opened off the tab leads back to the tab's own answer. */}
        <button
          type="button"
          aria-pressed={view !== 'research' && view !== 'my-accounts'}
          onClick={onThisTab}
          data-testid="this-tab"
        >
          {t(meeting ? 'panel.sidebarToolbar.thisMeeting' : 'panel.sidebarToolbar.thisPage')}
        </button>
        <button type="button" aria-pressed={view === 'research'} onClick={onResearch}>
          {t('panel.sidebarToolbar.research')}
        </button>
        <button
          type="button"
          aria-pressed={view === 'my-accounts'}
          onClick={onMyAccounts}
          data-testid="my-accounts-switch"
        >
          {t('panel.sidebarToolbar.myAccounts')}
        </button>
      </fieldset>
    </header>
  );
}
