import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { LookupAnswer } from '@/lib/shared/messaging';
import type { RecentLookup } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import type { SidebarRoute } from '@/lib/ui/navigation-history';
import { loadRecentLookups, rememberLookup } from '@/lib/ui/recent-lookups';
import type { TypedLookup } from '@/lib/ui/research-words';
import { AccountPickButton } from './account-pick-button';
import { LookupResultView } from './lookup-result-view';
import { LookupShortcuts } from './lookup-shortcuts';

/**
 * A box that takes a domain, URL, email address or company name: the background looks up its registrable
 * domain or the name, and a miss comes with accounts whose interviews mention it (asked by that domain's name
 * part or that name, never the text as typed). Text that names a vendor offers its profile, and Research's
 * account and interview searches are one click away. Recent lookups sit below.
 */
export function LookupForm({
  connection,
  onOpenSidebar,
  onOpenRoute,
}: {
  /** The connection lookups are made on (undefined while read): recent lookups belong to it. */
  connection: string | null | undefined;
  onOpenSidebar: (slug: string) => void;
  /** Opens the sidebar on a view: a vendor, a Research search. */
  onOpenRoute: (route: SidebarRoute) => void;
}) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LookupAnswer | null>(null);
  // The text the shown answer was asked for: the shortcuts offer the company found for that text only.
  const [lookedUp, setLookedUp] = useState<TypedLookup | null>(null);
  const [recent, setRecent] = useState<RecentLookup[]>([]);

  const input = useRef<HTMLInputElement>(null);
  // The rep may ask again before an answer comes: the latest question wins, older answers are dropped.
  const latest = useRef(0);

  useEffect(() => {
    // Keyboard first: the popup opens ready to type.
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (connection) void loadRecentLookups(connection).then(setRecent);
  }, [connection]);

  /** Looks the text up as an account; a miss that names a vendor (website or name) offers its profile. */
  async function lookUp(text: string) {
    if (!text.trim()) return;
    const ticket = ++latest.current;
    const isLatest = () => ticket === latest.current;
    setBusy(true);
    const answer = await backgroundClient.lookupAccount(text);
    if (!isLatest()) return;
    setResult(answer);
    setLookedUp({ typed: text, answer });
    if (answer.ok) {
      if (connection) {
        const { name, slug } = answer.data;
        await rememberLookup({ query: text.trim(), name, slug, connection });
        const recentLookups = await loadRecentLookups(connection);
        if (isLatest()) setRecent(recentLookups);
      }
    }
    if (isLatest()) setBusy(false);
  }

  /** Looks up a suggested or recent account by its slug, showing its name in the box. */
  function pick(slug: string, name: string) {
    setQuery(name);
    void lookUp(slug);
  }

  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp(query);
        }}
        aria-busy={busy}
      >
        <label for="lookup-query">{t('panel.lookupForm.label')}</label>
        <div class="row">
          <input
            id="lookup-query"
            name="query"
            type="search"
            ref={input}
            autoComplete="off"
            placeholder={t('panel.lookupForm.placeholder')}
            value={query}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          {/* Never disabled: Enter in the box must always ask, also while an earlier lookup runs. */}
          <button type="submit">{t('panel.lookupForm.submit')}</button>
        </div>
      </form>
      <LookupShortcuts text={query} lookup={lookedUp} onOpen={onOpenRoute} />
      <div aria-live="polite">
        {result && (
          <LookupResultView
            result={result}
            suggestions={result.ok ? null : (result.suggestions ?? null)}
            onPick={pick}
            onOpenSidebar={onOpenSidebar}
            onOpenVendor={(slug) => onOpenRoute({ view: 'vendor', slug })}
            onRetry={() => void lookUp(query)}
          />
        )}
      </div>
      {recent.length > 0 && (
        <section aria-labelledby="recent-title">
          <h3 id="recent-title">{t('panel.lookupForm.recent')}</h3>
          <ul class="plain row" data-testid="recent-lookups">
            {recent.map((item) => (
              <li key={item.slug}>
                <AccountPickButton account={item} look="secondary" onPick={pick} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
