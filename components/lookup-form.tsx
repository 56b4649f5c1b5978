import { useEffect, useRef, useState } from 'preact/hooks';
import type { AccountListRow } from '@/lib/api/accounts';
import type { AccountSummary, Fetched } from '@/lib/shared/messaging';
import type { RecentLookup } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { loadRecentLookups, rememberLookup } from '@/lib/ui/recent-lookups';
import { AccountPickButton } from './account-pick-button';
import { LookupResultView } from './lookup-result-view';

/**
 * A box that takes a domain, URL, email address or company name: an exact match through the account
 * endpoint, then accounts whose interviews mention it as suggestions. Recent lookups sit below.
 */
export function LookupForm({ onOpenSidebar }: { onOpenSidebar: (slug: string) => void }) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Fetched<AccountSummary> | null>(null);
  const [suggestions, setSuggestions] = useState<AccountListRow[] | null>(null);
  const [recent, setRecent] = useState<RecentLookup[]>([]);

  const input = useRef<HTMLInputElement>(null);
  // The rep may ask again before an answer comes: the latest question wins, older answers are dropped.
  const latest = useRef(0);

  useEffect(() => {
    // Keyboard first: the popup opens ready to type.
    input.current?.focus();
    void loadRecentLookups().then(setRecent);
  }, []);

  async function lookUp(text: string) {
    if (!text.trim()) return;
    const ticket = ++latest.current;
    const isLatest = () => ticket === latest.current;
    setBusy(true);
    setSuggestions(null);
    const answer = await backgroundClient.lookupAccount(text);
    if (!isLatest()) return;
    setResult(answer);
    if (answer.ok) {
      await rememberLookup({ query: text.trim(), name: answer.data.name, slug: answer.data.slug });
      const recentLookups = await loadRecentLookups();
      if (isLatest()) setRecent(recentLookups);
    } else if (answer.error.kind === 'not_found') {
      const rows = await backgroundClient.searchAccounts({ q: text.trim(), per_page: 5 });
      if (isLatest()) setSuggestions(rows.ok ? rows.data.data : []);
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
        <label for="lookup-query">Look up a company</label>
        <div class="row">
          <input
            id="lookup-query"
            name="query"
            type="search"
            ref={input}
            autoComplete="off"
            placeholder="acme.com, jane@acme.com or Acme Inc"
            value={query}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          {/* Never disabled: Enter in the box must always ask, also while an earlier lookup runs. */}
          <button type="submit">Look up</button>
        </div>
      </form>
      <div aria-live="polite">
        {result && (
          <LookupResultView
            result={result}
            suggestions={suggestions}
            onPick={pick}
            onOpenSidebar={onOpenSidebar}
            onRetry={() => void lookUp(query)}
          />
        )}
      </div>
      {recent.length > 0 && (
        <section aria-labelledby="recent-title">
          <h3 id="recent-title">Recent</h3>
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
