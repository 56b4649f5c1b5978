import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import type { CompanyCorrection } from '@/lib/shared/storage-items';
import {
  correctionPlace,
  loadCorrections,
  removeCorrection,
  watchCorrections,
} from '@/lib/ui/company-corrections';
import { Message } from './message';

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
      <h2 id="corrections-heading">{t('optionsMore.companyCorrectionsList.title')}</h2>
      <p class="hint">{t('optionsMore.companyCorrectionsList.hint')}</p>
      {corrections && corrections.length === 0 && (
        <p data-testid="no-corrections">{t('optionsMore.companyCorrectionsList.none')}</p>
      )}
      {corrections && corrections.length > 0 && (
        <ul>
          {corrections.map((correction) => (
            <li key={correction.key} data-testid="company-correction-entry">
              {/* The page and the account are data: each isolated, and the arrow is the language's own. */}
              <Message
                id="optionsMore.companyCorrectionsList.entry"
                values={{ place: correctionPlace(correction.key), account: correction.account.name }}
                tags={{
                  place: (text) => (
                    <span class="user-text" dir="auto">
                      {text}
                    </span>
                  ),
                  account: (text) => (
                    <span class="user-text" dir="auto">
                      {text}
                    </span>
                  ),
                }}
              />{' '}
              <button
                type="button"
                class="link"
                aria-label={t('optionsMore.companyCorrectionsList.removeLabel', {
                  place: correctionPlace(correction.key),
                })}
                onClick={() => void removeCorrection(correction.key)}
              >
                {t('optionsMore.companyCorrectionsList.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
