import { t } from '@/lib/i18n/catalogue';
import type { SidebarRoute } from '@/lib/ui/navigation-history';
import { textSearchRoute } from '@/lib/ui/research-route';
import { researchWords, type TypedLookup } from '@/lib/ui/research-words';

/**
 * Research one click from the lookup box: a search of accounts (for the typed words, when there are some) and
 * one of interviews for the typed words; for an email or web address, for the company its lookup found, never
 * the address (lib/ui/research-words.ts). Each opens the sidebar.
 */
export function LookupShortcuts({
  text,
  lookup,
  onOpen,
}: {
  text: string;
  /** The last lookup from the box, with the text it was made for. */
  lookup: TypedLookup | null;
  onOpen: (route: SidebarRoute) => void;
}) {
  const words = researchWords(text, lookup);
  return (
    <ul class="plain row" aria-label={t('panel.sidebarToolbar.research')} style={{ marginTop: '6px' }}>
      <li>
        <button
          type="button"
          class="link"
          title={
            words
              ? t('panel.lookupShortcuts.accountsTitle', { words })
              : t('panel.lookupShortcuts.everyAccountTitle')
          }
          onClick={() => onOpen(textSearchRoute('accounts', words ?? ''))}
        >
          {t('panel.lookupShortcuts.searchAccounts')}
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
            <span class="clamp">{t('panel.lookupShortcuts.searchInterviews', { words })}</span>
          </button>
        </li>
      )}
    </ul>
  );
}
