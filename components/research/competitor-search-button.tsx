import { useEffect, useState } from 'preact/hooks';
import { loadCurrentYourCompany, watchYourCompanies, yourCompanyOf } from '@/lib/meeting/your-company';
import { loadYourProfile } from '@/lib/meeting/your-profile';
import type { AccountSearch } from '@/lib/research/account-search';
import { competitorAccountSearch, competitorSlugs } from '@/lib/research/competitor-search';
import { connectionItem, type YourCompanySetting } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';

/**
 * Research › Accounts' lens from "Your company" (issue 20, section 2): one click builds "Accounts unhappy with a
 * competitor of ours" from the vendor profiles (lib/research/competitor-search.ts) and runs it as any search,
 * so Back, Copy link and saving it work. Shown only when Your company is set on this connection.
 */
export function CompetitorSearchButton({ onSearch }: { onSearch: (search: AccountSearch) => void }) {
  const [setting, setSetting] = useState<YourCompanySetting | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    void loadCurrentYourCompany().then((value) => live && setSetting(value));
    const unwatch = watchYourCompanies((list) => {
      void connectionItem.getValue().then((value) => live && setSetting(yourCompanyOf(list, value?.id)));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  if (!setting) return null;

  async function run(chosen: YourCompanySetting) {
    const { vendor } = chosen;
    setBusy(true);
    setProblem('');
    const ours = await loadYourProfile(chosen);
    if (!ours.ok) {
      setBusy(false);
      setProblem(`${vendor.name}'s vendor profile could not be read: ${ours.error.message}`);
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
    else setProblem(`No competitor of ${vendor.name} names a product to search for.`);
  }

  return (
    <div class="competitor-search" data-testid="competitor-search">
      <button type="button" class="secondary" disabled={busy} onClick={() => void run(setting)}>
        {busy ? 'Finding competitors…' : 'Accounts unhappy with a competitor of ours'}
      </button>
      <span class="hint user-text" dir="auto">
        {' '}
        {setting.vendor.name}'s competitors rated 5/10 or below, in market for your use cases
      </span>
      {problem && (
        <p class="field-error" role="status">
          {problem}
        </p>
      )}
    </div>
  );
}
