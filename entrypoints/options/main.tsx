import { render } from 'preact';
import { CompanyCorrectionsList } from '@/components/company-corrections-list';
import { PreferencesForm } from '@/components/preferences-form';
import { SettingsForm } from '@/components/settings-form';
import { SettingsTransfer } from '@/components/settings-transfer';
import { YourCompanyForm } from '@/components/your-company-form';
import { settingsStore } from '@/lib/schemas/settings';
import '@/components/theme.css';
import { PAGE_AREAS } from '@/lib/i18n/message-keys';
import { showPageInLanguage } from '@/lib/i18n/page-language';

function Options() {
  return (
    <main style={{ maxWidth: '620px', margin: '0 auto' }}>
      <h1>Buyer Lens options</h1>
      {/* The settings store carries zod: handed in here, so that components/ stays free of it. */}
      <SettingsForm store={settingsStore} />
      <PreferencesForm store={settingsStore} />
      <CompanyCorrectionsList />
      <YourCompanyForm />
      <SettingsTransfer store={settingsStore} />
    </main>
  );
}

const root = document.getElementById('app');
showPageInLanguage(PAGE_AREAS.options, () => root && render(<Options />, root));
