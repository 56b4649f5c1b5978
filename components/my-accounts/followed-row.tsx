import { t } from '@/lib/i18n/catalogue';
import { rowName } from '@/lib/my-accounts/list-rows';
import type { FollowedAccount } from '@/lib/schemas/account-list';
import { formatDate } from '@/lib/ui/format';

/**
 * One followed account: its name (opening the account), its new interviews since the rep last looked, domain,
 * interviews, last interview, ICP fit and the targeted flag; a line that is no account says so with the API's suggestions, each one click to fix; one not
 * checked yet says that. Every value is text: nothing from the API or the rep's file is markup.
 */
export function FollowedRow({
  account,
  news,
  onOpen,
  onFix,
  onUnfollow,
}: {
  account: FollowedAccount;
  /** Its new interviews since the rep last looked (What's new's, unread when the view opened). */
  news: number;
  onOpen: (id: string) => void;
  onFix: (key: string, suggestion: string) => void;
  onUnfollow: (key: string) => void;
}) {
  const name = rowName(account);
  const result = account.result;
  return (
    <div class="followed-row" data-testid="followed-row" data-status={result?.status ?? 'notChecked'}>
      <div class="spread">
        {result?.status === 'found' ? (
          <button
            type="button"
            class="link user-text"
            dir="auto"
            onClick={() => onOpen(result.account.domain || result.account.slug)}
            // Back to My accounts puts focus here again (components/use-route-focus.ts).
            data-focus-key={`account:${result.account.slug}`}
            // Element Timing: the bench's first rows painted (tests/bench/my-accounts-render-bench.ts); on the
            // button, which Chromium reports text by (its nearest block), not on an inline element inside it.
            elementtiming="followed-row"
          >
            {name}
          </button>
        ) : (
          <span class="user-text" dir="auto">
            {name}
          </span>
        )}
        <button
          type="button"
          class="icon-button"
          aria-label={t('myAccounts.row.unfollowLabel', { name })}
          title={t('myAccounts.row.unfollow')}
          onClick={() => onUnfollow(account.key)}
        >
          ×
        </button>
      </div>
      <div class="muted">
        {news > 0 && (
          <span class="badge badge-new" data-testid="row-new">
            {t('myAccounts.row.new', { count: news })}
          </span>
        )}{' '}
        {result?.status === 'found' && (
          <>
            <span class="user-text" dir="auto">
              {result.account.domain}
            </span>
            {' · '}
            {t('myAccounts.row.interviews', { count: result.account.interviews })}
            {result.account.lastInterviewed &&
              ` · ${t('myAccounts.row.last', { date: formatDate(result.account.lastInterviewed) })}`}
            {result.account.icpMatches !== null &&
              ` · ${t('myAccounts.row.icp', { count: result.account.icpMatches })}`}
            {result.account.targeted && ` · ${t('myAccounts.row.targeted')}`}
          </>
        )}
        {result?.status === 'notAccount' && (
          <span class="followed-fix">
            <span>{t('myAccounts.row.notAccount')}</span>
            {result.suggestions.slice(0, 2).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                class="link user-text"
                dir="auto"
                title={t('myAccounts.row.didYouMean', { name: suggestion })}
                data-testid="did-you-mean"
                onClick={() => onFix(account.key, suggestion)}
              >
                {t('myAccounts.row.didYouMean', { name: suggestion })}
              </button>
            ))}
          </span>
        )}
        {!result && t('myAccounts.row.notChecked')}
      </div>
    </div>
  );
}
