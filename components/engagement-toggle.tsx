import { ENGAGEMENT_ORIGINS } from '@/lib/shared/engagement';
import { engagementOnItem } from '@/lib/shared/storage-items';
import { OptionalSurfaceToggle } from './optional-surface-toggle';

/** "Also on Outreach, Salesloft and Apollo" (an optional surface: components/optional-surface-toggle.tsx). */
export function EngagementToggle({ onNote }: { onNote(note: string): void }) {
  return (
    <OptionalSurfaceToggle
      name="engagementOn"
      enabled={engagementOnItem}
      origins={ENGAGEMENT_ORIGINS}
      label="Also on Outreach, Salesloft and Apollo"
      hint="Asks for access to app.outreach.io, app.salesloft.com and app.apollo.io the first time."
      refused="Without access to their sites, Outreach, Salesloft and Apollo stay off."
      onNote={onNote}
    />
  );
}
