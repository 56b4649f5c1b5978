import { useState } from 'preact/hooks';
import { type AccountLookupResult, sendMessage } from '@/lib/messaging';
import { LookupResultView } from './lookup-result-view';

/** A box that takes a domain, URL, email address or company name and shows the account. */
export function LookupForm() {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AccountLookupResult | null>(null);

  async function submit(event: Event) {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    try {
      setResult(await sendMessage('lookupAccount', { query }));
    } catch {
      setResult({
        status: 'error',
        error: { kind: 'extension', message: 'Buyer Lens could not reach its background. Reopen the popup.' },
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-busy={busy}>
      <label for="lookup-query">Look up a company</label>
      <div class="row">
        <input
          id="lookup-query"
          name="query"
          type="search"
          autoFocus
          autoComplete="off"
          placeholder="acme.com, jane@acme.com or Acme Inc"
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="submit" disabled={busy}>
          Look up
        </button>
      </div>
      {result && <LookupResultView result={result} />}
    </form>
  );
}
