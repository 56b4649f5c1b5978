import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { switchToSandbox } from '@/lib/ui/display-settings';

/** First run: enter the team's key, or try the sandbox's made-up accounts with the demo key. */
export function Onboarding({ onConfigured }: { onConfigured: () => void }) {
  const [busy, setBusy] = useState(false);
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
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await switchToSandbox();
            setBusy(false);
            onConfigured();
          }}
        >
          Try the sandbox
        </button>
      </div>
      <p class="hint">
        The sandbox is a demo API with made-up companies; you can switch to your key at any time in Options.
      </p>
    </section>
  );
}
