import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/catalogue';
import type { AccountSuggestion, LookupAnswer } from '@/lib/shared/messaging';
import { errorHelp } from '@/lib/ui/error-help';
import { errorMessage } from '@/lib/ui/error-message';
import { AccountSuggestions } from './account-suggestions';
import { AccountSummaryCard } from './account-summary-card';
import { VendorOffer } from './vendor-offer';

/** Renders any outcome of a lookup, each with the action that helps. */
export function LookupResultView({
  result,
  suggestions,
  onPick,
  onOpenSidebar,
  onOpenVendor,
  onRetry,
}: {
  result: LookupAnswer;
  /** Accounts whose interviews mention the query (`accounts?q=`), offered when it named no account. */
  suggestions?: AccountSuggestion[] | null;
  onPick: (slug: string, name: string) => void;
  onOpenSidebar: (slug: string) => void;
  onOpenVendor: (slug: string) => void;
  onRetry: () => void;
}) {
  if (result.ok) {
    return <AccountSummaryCard account={result.data} onOpenSidebar={() => onOpenSidebar(result.data.slug)} />;
  }
  const help = errorHelp(result.error);
  const notFound = result.error.kind === 'not_found';
  const { vendor } = result;
  return (
    <div class="card" role="alert" data-testid="lookup-error" data-kind={result.error.kind}>
      <strong class={notFound ? undefined : 'error'}>
        {notFound ? t('panel.lookupResult.noAccount') : help.title}
      </strong>
      <p>{errorMessage(result.error)}</p>
      {help.action === 'open-options' && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('common.errorNotice.openOptions')}
        </button>
      )}
      {(help.action === 'retry' || help.action === 'wait-and-retry') && (
        <button type="button" onClick={onRetry}>
          {t('common.errorNotice.retry')}
        </button>
      )}
      {notFound && vendor && <VendorOffer vendor={vendor} onOpen={() => onOpenVendor(vendor.slug)} />}
      {notFound && suggestions && suggestions.length > 0 && (
        <>
          <p>{t('panel.lookupResult.mentionedBy')}</p>
          <AccountSuggestions suggestions={suggestions} testId="lookup-suggestions" onPick={onPick} />
        </>
      )}
      {notFound && !vendor && suggestions && suggestions.length === 0 && (
        <p class="hint">{t('panel.lookupResult.mentionedByNone')}</p>
      )}
    </div>
  );
}
