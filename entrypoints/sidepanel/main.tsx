import { render } from 'preact';
import { SidebarApp } from '@/components/sidebar-app';
import '@/components/theme.css';

const root = document.getElementById('app');
if (root) render(<SidebarApp />, root);
