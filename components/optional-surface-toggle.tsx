import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/catalogue';

/** What an Options box for an optional surface needs: its setting, its hosts and its words. */
export type OptionalSurfaceToggleProps = {
  name: string;
  enabled: {
    getValue(): Promise<boolean>;
    setValue(value: boolean): Promise<void>;
    watch(callback: () => void): () => void;
  };
  origins: readonly string[];
  label: ComponentChildren;
  hint: ComponentChildren;
  /** Said when the rep refuses the hosts. */
  refused: string;
  onNote(note: string): void;
};

/**
 * "Also on …" for an optional surface (lib/background/optional-surface.ts): off until the rep turns it on.
 * Turning it on asks, inside the click, for the surface's hosts (so installing Buyer Lens never asks for them);
 * the background then registers its content script. Turning it off gives the hosts back. Checked only while
 * both the setting and the grant hold.
 */
export function OptionalSurfaceToggle(props: OptionalSurfaceToggleProps) {
  const { name, enabled, origins, onNote } = props;
  const [on, setOn] = useState(false);
  useEffect(() => {
    const show = async () => {
      const wanted = await enabled.getValue();
      const granted = await browser.permissions.contains({ origins: [...origins] }).catch(() => false);
      setOn(wanted && granted);
    };
    void show();
    return enabled.watch(() => void show());
  }, [enabled, origins]);

  async function toggle(box: HTMLInputElement) {
    if (!box.checked) {
      setOn(false);
      await enabled.setValue(false);
      await browser.permissions.remove({ origins: [...origins] }).catch(() => false);
      return onNote(t('options.optionalSurfaceToggle.saved'));
    }
    // Asked first, in the click's own turn: Chrome grants a permission request only inside a user gesture.
    const granted = await browser.permissions.request({ origins: [...origins] }).catch(() => false);
    // The click ticked the box; a refusal must untick it, and Preact would not (its state was already off).
    box.checked = granted;
    setOn(granted);
    if (granted) await enabled.setValue(true);
    onNote(granted ? t('options.optionalSurfaceToggle.saved') : props.refused);
  }

  return (
    <label class="choice">
      <input
        type="checkbox"
        name={name}
        checked={on}
        aria-describedby={`${name}-hint`}
        onChange={(event) => void toggle(event.currentTarget)}
      />
      <span>
        {props.label}{' '}
        <span class="hint" id={`${name}-hint`}>
          {props.hint}
        </span>
      </span>
    </label>
  );
}
