import { render } from 'preact';
import { PreferencesForm } from '@/components/preferences-form';
import { SettingsForm } from '@/components/settings-form';
import '@/components/theme.css';

function Options() {
  return (
    <main style={{ maxWidth: '620px', margin: '0 auto' }}>
      <h1>Buyer Lens options</h1>
      <SettingsForm />
      <PreferencesForm />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Options />, root);
