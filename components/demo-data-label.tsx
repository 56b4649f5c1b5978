import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import { type DisplaySettings, loadDisplaySettings, watchDisplaySettings } from '@/lib/ui/display-settings';

/** The display settings, kept current while the page is open; null until read. */
export function useDisplaySettings(): DisplaySettings | null {
  const [settings, setSettings] = useState<DisplaySettings | null>(null);
  useEffect(() => {
    void loadDisplaySettings().then(setSettings);
    return watchDisplaySettings(setSettings);
  }, []);
  return settings;
}

/** "Demo data" beside the product's name while the data is the made-up demo data, so no rep takes it for real. */
export function DemoDataLabel() {
  const settings = useDisplaySettings();
  if (!settings?.demo) return null;
  return (
    <span class="demo-data-label" data-testid="demo-data-label" title={t('common.demoDataLabel.title')}>
      {t('common.demoDataLabel.label')}
    </span>
  );
}
