import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { type MessageKey, type MessageValues, t } from '@/lib/i18n/catalogue';
import { loadYourProfile } from '@/lib/meeting/your-profile';
import type { AccountSearch } from '@/lib/research/account-search';
import {
  competitorAccountSearch,
  competitorSlugs,
  UNHAPPY_MAX_RATING,
} from '@/lib/research/competitor-search';
import type { YourCompanySetting } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { errorMessage } from '@/lib/ui/error-message';
import { Message } from '../message';
import { useYourCompany } from '../use-your-company';

/** A vendor's name inside a sentence: isolated, so a right-to-left sentence keeps its order around it. */
const NAME_TAGS = { bdi: (text: ComponentChildren) => <bdi>{text}</bdi> };

/**
 * Research › Accounts' lens from "Your company": one click builds "Accounts unhappy with a
 * competitor of ours" from the vendor profiles (lib/research/competitor-search.ts) and runs it as any search,
 * so Back, Copy link and saving it work. Shown only when Your company is set on this connection.
 */
export function CompetitorSearchButton({ onSearch }: { onSearch: (search: AccountSearch) => void }) {
  const setting = useYourCompany();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ id: MessageKey; values: MessageValues } | null>(null);
  if (!setting) return null;

  async function run(chosen: YourCompanySetting) {
    const { vendor } = chosen;
    setBusy(true);
    setProblem(null);
    const ours = await loadYourProfile(chosen);
    if (!ours.ok) {
      setBusy(false);
      setProblem({
        id: 'research.competitorSearch.profileFailed',
        values: { vendor: vendor.name, error: errorMessage(ours.error) },
      });
      return;
    }
    const { profile, useCases } = ours.data;
    // A competitor whose profile fails is left out; the rest still make a search.
    const competitors = await Promise.all(
      competitorSlugs(profile).map((slug) => backgroundClient.vendor(slug)),
    );
    setBusy(false);
    const search = competitorAccountSearch(
      profile,
      competitors.flatMap((answer) => (answer.ok ? [answer.data] : [])),
      useCases,
    );
    if (search) onSearch(search);
    else setProblem({ id: 'research.competitorSearch.noProducts', values: { vendor: vendor.name } });
  }

  return (
    <div class="competitor-search" data-testid="competitor-search">
      <button type="button" class="secondary" disabled={busy} onClick={() => void run(setting)}>
        {busy ? t('research.competitorSearch.finding') : t('research.competitorSearch.button')}
      </button>
      <span class="hint user-text">
        {' '}
        <Message
          id="research.competitorSearch.hint"
          values={{ vendor: setting.vendor.name, rating: UNHAPPY_MAX_RATING }}
          tags={NAME_TAGS}
        />
      </span>
      {problem && (
        <p class="field-error" role="status">
          <Message id={problem.id} values={problem.values} tags={NAME_TAGS} />
        </p>
      )}
    </div>
  );
}
