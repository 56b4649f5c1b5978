import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
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
      <h2 id="onboarding-title">Welcome to Buyer Lens</h2>
      <p>
        Buyer Lens shows what a prospect's own people said in buyer interviews: their tech stack, the tools
        they are unhappy with and what buyers think of each vendor.
      </p>
      <p>To start, connect it to your team's Buyer Intelligence API with an API key.</p>
      <div class="row" style={{ marginTop: '8px' }}>
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          Enter an API key
        </button>
        <button type="button" class="secondary" disabled={busy} onClick={() => void choose(switchToDemoData)}>
          Try it with demo data
        </button>
        {localSandbox && (
          <button
            type="button"
            class="secondary"
            disabled={busy}
            onClick={() => void choose(switchToSandbox)}
          >
            Try the sandbox
          </button>
        )}
      </div>
      <p class="hint">
        Demo data is made-up companies, served inside Buyer Lens: nothing to install or run. Switch to your
        key at any time in Options.
      </p>
    </section>
  );
}
