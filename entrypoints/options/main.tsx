import { render } from 'preact';
import { SettingsForm } from '@/components/settings-form';
import '@/components/theme.css';

function Options() {
  return (
    <main style={{ maxWidth: '560px' }}>
      <h1>Buyer Lens options</h1>
      <SettingsForm />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Options />, root);
