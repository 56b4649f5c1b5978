import { useEffect, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import type { FollowedAccount } from '@/lib/schemas/account-list';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * "Follow": puts an account on My accounts by its domain (its name when it shows none), the way a paste of
 * that line would. Whether it is followed already is asked once the view's first frame is on screen.
 */
export function FollowButton({ domain, name }: { domain: string; name: string }) {
  const line = domain || name;
  const [followed, setFollowed] = useState<boolean | null>(null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted || !line) return;
    let live = true;
    void backgroundClient.myAccounts().then((answer) => {
      if (live)
        setFollowed(answer.ok ? answer.data.accounts.some((account) => names(account, domain, name)) : false);
    });
    return () => {
      live = false;
    };
  }, [painted, line]);
  if (!line) return null;

  const follow = async () => {
    setError(null);
    const answer = await backgroundClient.followAccounts(line, { format: 'lines' });
    if (!answer.ok) setError(answer.error);
    else if (answer.data.added + answer.data.alreadyOn > 0) {
      setFollowed(true);
      // Its row on My accounts shows its figures: checked now (what was never checked, this one).
      if (answer.data.added > 0) void backgroundClient.checkMyAccounts();
    }
  };
  return (
    <span class="follow-button">
      <button
        type="button"
        class="secondary"
        aria-pressed={followed === true}
        disabled={followed === null || followed}
        title={t('account.followButton.title', { name })}
        data-testid="follow-button"
        onClick={() => void follow()}
      >
        {followed ? t('account.followButton.following') : t('account.followButton.follow')}
      </button>
      {error && (
        <span class="error" role="alert">
          {errorMessage(error)}
        </span>
      )}
    </span>
  );
}

/**
 * Whether a followed row is this account: its check found it, or it was followed by this domain or name (the
 * list's keys, lib/my-accounts/list-entry.ts; not imported here, which would bring the domain rules into the
 * side panel's first bundle).
 */
function names(account: FollowedAccount, domain: string, name: string): boolean {
  if (account.result?.status === 'found' && domain && account.result.account.domain === domain) return true;
  return account.key === `domain:${domain.toLowerCase()}` || account.key === `name:${name.toLowerCase()}`;
}
