import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { WhatsNew } from '@/lib/my-accounts/answers';
import { groupWhatsNew, whatsNewKey } from '@/lib/my-accounts/whats-new-groups';
import type { WhatsNewItem } from '@/lib/schemas/account-list';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { formatDate } from '@/lib/ui/format';

export type WhatsNewProps = {
  /** Bumped by the view when the background says My accounts changed: What's new is read again. */
  revision: string | null;
  onOpenAccount: (id: string) => void;
  onOpenTranscript: (id: string) => void;
  /** The new interviews of each account (by its key) that were unread when they showed: its row says so. */
  onNewByAccount?: (counts: ReadonlyMap<string, number>) => void;
};

/**
 * What's new at the top of My accounts: what the watch found since the rep last cleared it, new interviews by
 * account (title, date, the buyer's role) and accounts new to a saved search, the unread ones marked. Shown is
 * seen: it is marked read as it shows (the toolbar's count goes). "Check for news" runs the watch now.
 */
export function WhatsNewSection({
  revision,
  onOpenAccount,
  onOpenTranscript,
  onNewByAccount,
}: WhatsNewProps) {
  const [news, setNews] = useState<WhatsNew | null>(null);
  const [checking, setChecking] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // What was unread when it showed stays marked new while the view is open (it is read as it shows).
  const shownUnread = useRef(new Set<string>());

  useEffect(() => {
    void backgroundClient.whatsNew().then((answer) => {
      if (!answer.ok) return;
      for (const item of answer.data.items) if (!item.read) shownUnread.current.add(whatsNewKey(item));
      setNews(answer.data);
      const counts = new Map<string, number>();
      for (const item of answer.data.items)
        if (item.kind === 'interview' && shownUnread.current.has(whatsNewKey(item)))
          counts.set(item.accountKey, (counts.get(item.accountKey) ?? 0) + 1);
      onNewByAccount?.(counts);
      if (answer.data.unread > 0) void backgroundClient.markWhatsNewRead();
    });
  }, [revision]);
  const unread = (item: WhatsNewItem) => (shownUnread.current.has(whatsNewKey(item)) ? 'true' : undefined);

  const checkNow = async () => {
    setChecking(true);
    setSaid(null);
    const answer = await backgroundClient.runAccountWatch();
    setChecking(false);
    // In the rep's words: a 429's wait, a 403's missing plan feature, a network error.
    if (!answer.ok) setSaid(errorMessage(answer.error));
    else if (answer.data.status === 'done')
      setSaid(t('myAccounts.whatsNew.checked', { count: answer.data.found }));
  };

  if (!news) return null;
  const groups = groupWhatsNew(news.items);
  return (
    <section class="whats-new" aria-labelledby="whats-new-title" data-testid="whats-new">
      <div class="row whats-new-head">
        <h3 id="whats-new-title">{t('myAccounts.whatsNew.title')}</h3>
        <button
          type="button"
          class="secondary"
          // Busy by aria-disabled: a focused button that is disabled drops focus to the body.
          aria-disabled={checking}
          onClick={() => {
            if (!checking) void checkNow();
          }}
          data-testid="whats-new-check"
        >
          {t('myAccounts.whatsNew.checkNow')}
        </button>
        {news.items.length > 0 && (
          <button
            type="button"
            class="secondary"
            onClick={() => void backgroundClient.clearWhatsNew()}
            data-testid="whats-new-clear"
          >
            {t('myAccounts.whatsNew.clear')}
          </button>
        )}
      </div>
      {said && (
        <p role="status" class="muted" data-testid="whats-new-status">
          {said}
        </p>
      )}
      {news.items.length === 0 ? (
        <p class="muted" data-testid="whats-new-empty">
          {news.watchEvery === 'off'
            ? t('myAccounts.whatsNew.off')
            : t('myAccounts.whatsNew.empty', { every: news.watchEvery })}
        </p>
      ) : (
        <ul class="whats-new-list">
          {groups.accounts.map((group) => (
            <li key={group.accountKey} data-testid="whats-new-account">
              <strong class="user-text" dir="auto">
                {group.accountName}
              </strong>{' '}
              <span class="muted">
                {t('myAccounts.whatsNew.interviews', { count: group.interviews.length })}
              </span>
              <ul>
                {group.interviews.map((interview) => (
                  <li key={interview.id} data-unread={unread(interview)}>
                    {unread(interview) && (
                      <span class="visually-hidden">{t('myAccounts.whatsNew.unread')} </span>
                    )}
                    <button
                      type="button"
                      class="link user-text"
                      dir="auto"
                      data-testid="whats-new-interview"
                      // Back puts focus here again; a key of its own, apart from the list's rows below.
                      data-focus-key={`whats-new:transcript:${interview.id}`}
                      onClick={() => onOpenTranscript(interview.id)}
                    >
                      {interview.title}
                    </button>
                    <div class="muted user-text" dir="auto">
                      {/* The publish date in the rep's language; the role as the API names it. */}
                      {[formatDate(interview.publishDate), interview.managementLevel, interview.department]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {groups.searches.map((group) => (
            <li key={group.searchId} data-testid="whats-new-search">
              <strong class="user-text" dir="auto">
                {group.searchName}
              </strong>{' '}
              <span class="muted">
                {t('myAccounts.whatsNew.newAccounts', { count: group.accounts.length })}
              </span>
              <ul>
                {group.accounts.map((account) => (
                  <li key={account.slug} data-unread={unread(account)}>
                    {unread(account) && (
                      <span class="visually-hidden">{t('myAccounts.whatsNew.unread')} </span>
                    )}
                    <button
                      type="button"
                      class="link user-text"
                      dir="auto"
                      data-testid="whats-new-search-account"
                      data-focus-key={`whats-new:account:${account.slug}`}
                      onClick={() => onOpenAccount(account.slug)}
                    >
                      {account.name}
                    </button>
                    <span class="muted">
                      {' · '}
                      <bdi>{account.domain}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
