import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/catalogue';
import { isLoopbackUrl } from '@/lib/shared/api-origin';
import { loadDisplaySettings, switchToDemoData, switchToSandbox } from '@/lib/ui/display-settings';

/**
 * First run: enter the team's key, or try Buyer Lens on demo data (made-up companies, served inside the
 * extension: nothing to run). A developer's build whose address is a local sandbox also offers that one.
 */
export function Onboarding({ onConfigured }: { onConfigured: () => void }) {
  const [busy, setBusy] = useState(false);
  const [localSandbox, setLocalSandbox] = useState(false);
  useEffect(() => {
    void loadDisplaySettings().then((settings) => setLocalSandbox(isLoopbackUrl(settings.baseUrl ?? '')));
  }, []);
  const choose = async (switchTo: () => Promise<void>) => {
    setBusy(true);
    await switchTo();
    setBusy(false);
    onConfigured();
  };
  return (
    <section class="card" data-testid="onboarding" aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">{t('panel.onboarding.title')}</h2>
      <p>{t('panel.onboarding.intro')}</p>
      <p>{t('panel.onboarding.connect')}</p>
      <div class="row" style={{ marginTop: '8px' }}>
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('panel.onboarding.enterKey')}
        </button>
        <button type="button" class="secondary" disabled={busy} onClick={() => void choose(switchToDemoData)}>
          {t('panel.onboarding.tryDemo')}
        </button>
        {localSandbox && (
          <button
            type="button"
            class="secondary"
            disabled={busy}
            onClick={() => void choose(switchToSandbox)}
          >
            {t('panel.onboarding.trySandbox')}
          </button>
        )}
      </div>
      <p class="hint">{t('panel.onboarding.demoHint')}</p>
    </section>
  );
}
