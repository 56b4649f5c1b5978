import {
  canGoBack,
  canGoForward,
  currentEntry,
  type NavigationHistory,
  type SidebarRoute,
} from '@/lib/ui/navigation-history';

/** The sidebar's toolbar: back and forward through what the rep opened, and the way back to the tab. */
export function SidebarToolbar({
  history,
  onBack,
  onForward,
  onThisTab,
}: {
  history: NavigationHistory<SidebarRoute>;
  onBack: () => void;
  onForward: () => void;
  onThisTab: () => void;
}) {
  return (
    <header class="toolbar">
      <button
        type="button"
        class="icon-button"
        aria-label="Back"
        title="Back (Alt+←)"
        disabled={!canGoBack(history)}
        onClick={onBack}
      >
        ←
      </button>
      <button
        type="button"
        class="icon-button"
        aria-label="Forward"
        title="Forward (Alt+→)"
        disabled={!canGoForward(history)}
        onClick={onForward}
      >
        →
      </button>
      <h1>Buyer Lens</h1>
      {currentEntry(history).view !== 'tab' && (
        <button type="button" class="secondary" onClick={onThisTab}>
          This tab
        </button>
      )}
    </header>
  );
}
