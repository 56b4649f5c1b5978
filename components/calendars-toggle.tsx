import { t } from '@/lib/i18n/catalogue';
import { CALENDAR_ORIGINS } from '@/lib/shared/calendars';
import { calendarsOnItem } from '@/lib/shared/storage-items';
import { OptionalSurfaceToggle } from './optional-surface-toggle';

/**
 * "Also on Google Calendar" (an optional surface: components/optional-surface-toggle.tsx). Outlook's calendar
 * is read with Outlook's mail, on hosts already granted.
 */
export function CalendarsToggle({ onNote }: { onNote(note: string): void }) {
  return (
    <OptionalSurfaceToggle
      name="calendarsOn"
      enabled={calendarsOnItem}
      origins={CALENDAR_ORIGINS}
      label={t('options.calendarsToggle.label')}
      hint={t('options.calendarsToggle.hint')}
      refused={t('options.calendarsToggle.refused')}
      onNote={onNote}
    />
  );
}
