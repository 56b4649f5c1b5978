import { useEffect, useState } from 'preact/hooks';
import type { CompanyCorrection } from '@/lib/shared/storage-items';
import {
  correctionPlace,
  loadCorrections,
  removeCorrection,
  watchCorrections,
} from '@/lib/ui/company-corrections';

/**
 * Options › "Your corrections": each page where the rep said "Not this company?" and the account picked for
 * it (this connection's), with Remove. Clear cache forgets them all.
 */
export function CompanyCorrectionsList() {
  const [corrections, setCorrections] = useState<CompanyCorrection[] | null>(null);

  useEffect(() => {
    const load = () => void loadCorrections().then(setCorrections);
    load();
    return watchCorrections(load);
  }, []);

  return (
    <section aria-labelledby="corrections-heading" data-testid="company-corrections">
      <h2 id="corrections-heading">Your corrections</h2>
      <p class="hint">
        Pages where you said "Not this company?" and picked the account, kept on this device for this API key.
      </p>
      {corrections && corrections.length === 0 && <p data-testid="no-corrections">None yet.</p>}
      {corrections && corrections.length > 0 && (
        <ul>
          {corrections.map((correction) => (
            <li key={correction.key} data-testid="company-correction-entry">
              <span class="user-text">{correctionPlace(correction.key)}</span> →{' '}
              <span class="user-text">{correction.account.name}</span>{' '}
              <button
                type="button"
                class="link"
                aria-label={`Remove the correction for ${correctionPlace(correction.key)}`}
                onClick={() => void removeCorrection(correction.key)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
