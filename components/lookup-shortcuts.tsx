import type { SidebarRoute } from '@/lib/ui/navigation-history';
import { textSearchRoute } from '@/lib/ui/research-route';

/**
 * Research one click from the lookup box: a search of accounts (for the typed words, when there are some) and
 * one of interviews for the typed words, each opening the sidebar.
 */
export function LookupShortcuts({ text, onOpen }: { text: string; onOpen: (route: SidebarRoute) => void }) {
  const words = text.replace(/\s+/g, ' ').trim();
  return (
    <ul class="plain row" aria-label="Research" style={{ marginTop: '6px' }}>
      <li>
        <button
          type="button"
          class="link"
          title={words ? `Accounts whose interviews mention “${words}”` : 'Every account in your interviews'}
          onClick={() => onOpen(textSearchRoute('accounts', words))}
        >
          Search accounts…
        </button>
      </li>
      {words && (
        <li>
          <button
            type="button"
            class="link user-text"
            dir="auto"
            title={words}
            onClick={() => onOpen(textSearchRoute('interviews', words))}
          >
            <span class="clamp">Search interviews for ‘{words}’</span>
          </button>
        </li>
      )}
    </ul>
  );
}
