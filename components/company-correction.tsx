import { useState } from 'preact/hooks';
import type { AccountSuggestion, AccountSummary, LookupAnswer, TabState } from '@/lib/shared/messaging';
import { backgroundClient } from '@/lib/ui/background-client';

type Picked = { name: string; slug: string; domain: string };

/**
 * "Not this company?" (issue 17, section 4): the rep names the account this page is about through a lookup
 * box, and Buyer Lens shows it here from now on (remembered on this device for this CRM record or website and
 * this connection, by the background; never from a private window). A corrected page says so and offers to
 * undo the pick.
 */
export function CompanyCorrection({ tabId, state }: { tabId: number; state: TabState | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<LookupAnswer | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const detection = state?.detection;

  async function lookUp() {
    if (!query.trim()) return;
    setBusy(true);
    setAnswer(await backgroundClient.lookupAccount(query));
    setBusy(false);
  }

  async function pick(account: Picked | null) {
    setBusy(true);
    const result = await backgroundClient.correctCompany(tabId, account);
    setBusy(false);
    if (!result.ok) {
      setStatus(result.error.message);
      return;
    }
    setStatus(
      account
        ? `This page now shows ${account.name}.`
        : 'Your pick is gone: the page shows what Buyer Lens found.',
    );
    setOpen(false);
    setAnswer(null);
    setQuery('');
  }

  if (detection?.correctedByRep) {
    return (
      <p class="row" data-testid="company-correction">
        <span class="hint" data-testid="company-corrected">
          You picked{' '}
          <span class="user-text">{detection.name ?? detection.domain ?? detection.companyName}</span> for
          this page.
        </span>
        <button type="button" class="link" disabled={busy} onClick={() => void pick(null)}>
          Undo my pick
        </button>
        <span role="status" class="hint">
          {status}
        </span>
      </p>
    );
  }

  return (
    <div data-testid="company-correction">
      {!open ? (
        <button type="button" class="link" data-testid="not-this-company" onClick={() => setOpen(true)}>
          Not this company?
        </button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp();
          }}
        >
          <label for="company-correction-query">The account this page is about</label>
          <div class="row">
            <input
              id="company-correction-query"
              data-testid="correction-query"
              value={query}
              placeholder="Domain or company name"
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
            <button type="submit" disabled={busy}>
              Find
            </button>
            <button type="button" class="link" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
          {answer && <Candidates answer={answer} disabled={busy} onPick={(account) => void pick(account)} />}
        </form>
      )}
      <span role="status" class="hint" data-testid="company-correction-status">
        {status}
      </span>
    </div>
  );
}

/** The account found for the text, or the nearby ones of a miss, each a button that makes it this page's. */
function Candidates({
  answer,
  disabled,
  onPick,
}: {
  answer: LookupAnswer;
  disabled: boolean;
  onPick: (account: Picked) => void;
}) {
  const accounts: (AccountSummary | AccountSuggestion)[] = answer.ok
    ? [answer.data]
    : (answer.suggestions ?? []);
  if (accounts.length === 0) return <p class="hint">{answer.ok ? '' : answer.error.message}</p>;
  return (
    <ul class="plain">
      {accounts.map((account) => (
        <li key={account.slug}>
          <button
            type="button"
            class="secondary"
            data-testid="correction-pick"
            disabled={disabled}
            onClick={() => onPick({ name: account.name, slug: account.slug, domain: account.domain })}
          >
            Use {account.name} ({account.domain}) for this page
          </button>
        </li>
      ))}
    </ul>
  );
}
