import { t } from '@/lib/i18n/catalogue';
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
      label={t('options.engagementToggle.label')}
      hint={t('options.engagementToggle.hint')}
      refused={t('options.engagementToggle.refused')}
      onNote={onNote}
    />
  );
}
