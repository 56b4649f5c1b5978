import { t } from '@/lib/i18n/catalogue';
import type { AccountSuggestion } from '@/lib/shared/messaging';
import { AccountPickButton } from './account-pick-button';

/** Accounts offered when a domain or name matched none: each by name, with its domain and interviews. */
export function AccountSuggestions({
  suggestions,
  testId,
  onPick,
}: {
  suggestions: AccountSuggestion[];
  testId: string;
  onPick: (slug: string, name: string) => void;
}) {
  return (
    <ul class="plain" data-testid={testId}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.slug}>
          <AccountPickButton account={suggestion} look="link" onPick={onPick} />{' '}
          <span class="hint">
            <bdi>{suggestion.domain}</bdi> ·{' '}
            {t('account.accountSuggestions.interviews', { count: suggestion.matchingInterviews })}
          </span>
        </li>
      ))}
    </ul>
  );
}
