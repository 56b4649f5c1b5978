import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { AccountSuggestion, AccountSummary, LookupAnswer, TabState } from '@/lib/shared/messaging';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { Message } from './message';

type Picked = { name: string; slug: string; domain: string };

/** A company's name or domain inside a sentence: its own direction, whatever the sentence's. */
const isolated = (text: ComponentChildren) => <bdi class="user-text">{text}</bdi>;

/**
 * "Not this company?": the rep names the account this page is about through a lookup
 * box, and Buyer Lens shows it here from now on (remembered on this device for this CRM record or website and
 * this connection, by the background; never from a private window). A corrected page says so and offers to
 * undo the pick.
 */
export function CompanyCorrection({ tabId, state }: { tabId: number; state: TabState | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<LookupAnswer | null>(null);
  const [status, setStatus] = useState<ComponentChildren>('');
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
      setStatus(errorMessage(result.error));
      return;
    }
    setStatus(
      account ? (
        <Message
          id="account.companyCorrection.nowShows"
          values={{ name: account.name }}
          tags={{ name: isolated }}
        />
      ) : (
        t('account.companyCorrection.undone')
      ),
    );
    setOpen(false);
    setAnswer(null);
    setQuery('');
  }

  if (detection?.correctedByRep) {
    return (
      <p class="row" data-testid="company-correction">
        <span class="hint" data-testid="company-corrected">
          <Message
            id="account.companyCorrection.picked"
            values={{ name: detection.name ?? detection.domain ?? detection.companyName ?? '' }}
            tags={{ name: isolated }}
          />
        </span>
        <button type="button" class="link" disabled={busy} onClick={() => void pick(null)}>
          {t('account.companyCorrection.undo')}
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
          {t('account.companyCorrection.notThisCompany')}
        </button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp();
          }}
        >
          <label for="company-correction-query">{t('account.companyCorrection.queryLabel')}</label>
          <div class="row">
            <input
              id="company-correction-query"
              data-testid="correction-query"
              value={query}
              placeholder={t('account.companyCorrection.queryPlaceholder')}
              onInput={(event) => setQuery(event.currentTarget.value)}
            />
            <button type="submit" disabled={busy}>
              {t('account.companyCorrection.find')}
            </button>
            <button type="button" class="link" onClick={() => setOpen(false)}>
              {t('account.companyCorrection.cancel')}
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
  if (accounts.length === 0) return <p class="hint">{answer.ok ? '' : errorMessage(answer.error)}</p>;
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
            <Message
              id="account.companyCorrection.use"
              values={{ name: account.name, domain: account.domain }}
              tags={{ company: isolated }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
