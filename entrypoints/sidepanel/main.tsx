import { render } from 'preact';
import { LookupForm } from '@/components/lookup-form';
import '@/components/theme.css';

// The account sidebar proper (issue 5) grows here; for now it offers the same lookup as the popup.
function SidePanel() {
  return (
    <main>
      <h1>Buyer Lens</h1>
      <LookupForm />
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<SidePanel />, root);
