import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ENGAGEMENT_ORIGINS } from '@/lib/shared/engagement';
import { engagementOnItem } from '@/lib/shared/storage-items';

/**
 * "Also on Outreach, Salesloft and Apollo": off until the rep turns it on. Turning it on asks, inside the click,
 * for those three hosts (so installing Buyer Lens never asks for them); the background then registers their
 * content script (lib/background/engagement.ts). Turning it off gives the hosts back. Checked only while both
 * the setting and the grant hold.
 */
export function EngagementToggle({ onNote }: { onNote(note: string): void }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const show = async () => {
      const wanted = await engagementOnItem.getValue();
      const granted = await browser.permissions
        .contains({ origins: [...ENGAGEMENT_ORIGINS] })
        .catch(() => false);
      setOn(wanted && granted);
    };
    void show();
    return engagementOnItem.watch(() => void show());
  }, []);

  async function toggle(box: HTMLInputElement) {
    const next = box.checked;
    if (!next) {
      setOn(false);
      await engagementOnItem.setValue(false);
      await browser.permissions.remove({ origins: [...ENGAGEMENT_ORIGINS] }).catch(() => false);
      return onNote('Saved.');
    }
    // Asked first, in the click's own turn: Chrome grants a permission request only inside a user gesture.
    const granted = await browser.permissions
      .request({ origins: [...ENGAGEMENT_ORIGINS] })
      .catch(() => false);
    // The click ticked the box; a refusal must untick it, and Preact would not (its state was already off).
    box.checked = granted;
    setOn(granted);
    if (granted) await engagementOnItem.setValue(true);
    onNote(granted ? 'Saved.' : 'Without access to their sites, Outreach, Salesloft and Apollo stay off.');
  }

  return (
    <label class="choice">
      <input
        type="checkbox"
        name="engagementOn"
        checked={on}
        aria-describedby="engagement-hint"
        onChange={(event) => void toggle(event.currentTarget)}
      />
      <span>
        Also on Outreach, Salesloft and Apollo{' '}
        <span class="hint" id="engagement-hint">
          Asks for access to app.outreach.io, app.salesloft.com and app.apollo.io the first time.
        </span>
      </span>
    </label>
  );
}
