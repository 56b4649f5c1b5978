import { render } from 'preact';
import { LazyCompanyCorrectionsList, LazyYourCompanyForm, WORDS } from '@/components/lazy-options-sections';
import { lazyView } from '@/components/lazy-view';
import { PreferencesForm } from '@/components/preferences-form';
import { SettingsForm } from '@/components/settings-form';
import { settingsStore } from '@/lib/schemas/settings';
import '@/components/theme.css';
import { t } from '@/lib/i18n/catalogue';
import { PAGE_AREAS } from '@/lib/i18n/message-keys';
import { showPageInLanguage } from '@/lib/i18n/page-language';

/**
 * The settings file's section, with the part of the store that reads and writes files (it carries zod, so it is
 * handed in here: components/ stays free of it), loaded after the page's first view.
 */
const LazySettingsTransfer = lazyView<Record<string, never>>(
  () =>
    Promise.all([import('@/components/settings-transfer'), import('@/lib/schemas/settings-transfer')]).then(
      ([view, files]) =>
        () => <view.SettingsTransfer store={files.settingsFileStore} />,
    ),
  'optionsMore',
  WORDS,
);

function Options() {
  return (
    <main style={{ maxWidth: '620px', margin: '0 auto' }}>
      <h1>{t('options.optionsPage.title')}</h1>
      {/* The settings store carries zod: handed in here, so that components/ stays free of it. */}
      <SettingsForm store={settingsStore} />
      <PreferencesForm store={settingsStore} />
      <LazyCompanyCorrectionsList />
      <LazyYourCompanyForm />
      <LazySettingsTransfer />
    </main>
  );
}

const root = document.getElementById('app');
showPageInLanguage(PAGE_AREAS.options, () => {
  // index.html's title is English: the page's own language's once its messages are in.
  document.title = t('options.optionsPage.title');
  if (root) render(<Options />, root);
});
