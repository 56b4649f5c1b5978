import { render } from 'preact';
import { PopupApp } from '@/components/popup-app';
import '@/components/theme.css';

const root = document.getElementById('app');
if (root) render(<PopupApp />, root);
