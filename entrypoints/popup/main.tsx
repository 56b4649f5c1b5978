import { render } from 'preact';
import { LookupForm } from '@/components/lookup-form';
import '@/components/theme.css';

function Popup() {
  return (
    <main style={{ width: '340px' }}>
      <h1>Buyer Lens</h1>
      <LookupForm />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Popup />, root);
