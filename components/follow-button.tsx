import { useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/lib/api/errors';
import { t } from '@/lib/i18n/catalogue';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useFollowed } from './use-followed';

/**
 * "Follow": puts an account on My accounts by its domain (its name when it shows none), the way a paste of
 * that line would. Whether it is followed already is asked once the view's first frame is on screen, in one
 * read for every button of the page (components/use-followed.ts).
 */
export function FollowButton({ domain, name }: { domain: string; name: string }) {
  const line = domain || name;
  const [followedNow, setFollowedNow] = useState(false);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const painted = useAfterFirstPaint();
  const index = useFollowed(painted && line !== '');
  const followed = followedNow || (index ? index.has(domain, name) : null);
  if (!line) return null;

  const follow = async () => {
    setError(null);
    const answer = await backgroundClient.followAccounts(line, { format: 'lines' });
    if (!answer.ok) setError(answer.error);
    else if (answer.data.added + answer.data.alreadyOn > 0) {
      setFollowedNow(true);
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
