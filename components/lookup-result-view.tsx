import { browser } from 'wxt/browser';
import type { AccountLookupResult } from '@/lib/messaging';
import { AccountSummaryCard } from './account-summary-card';

/** Renders any outcome of a lookup, each with the action that helps. */
export function LookupResultView({ result }: { result: AccountLookupResult }) {
  switch (result.status) {
    case 'found':
      return <AccountSummaryCard account={result.account} />;
    case 'not_configured':
      return (
        <div class="card" role="status">
          Buyer Lens needs an API key.{' '}
          <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
            Open options
          </button>
        </div>
      );
    case 'error':
      return (
        <div class="card error" role="alert" data-testid="lookup-error" data-kind={result.error.kind}>
          {result.error.message}
          {(result.error.kind === 'unauthorized' || result.error.kind === 'forbidden') && (
            <>
              {' '}
              <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
                Open options
              </button>
            </>
          )}
        </div>
      );
  }
}
