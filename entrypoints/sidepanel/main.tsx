import { render } from 'preact';
import { SidebarApp } from '@/components/sidebar-app';
import { startSidebarPrefetch } from '@/components/sidebar-prefetch';
import '@/components/theme.css';

// npm run bench splits the sidebar's opening time at this mark: loading the page, then our own work.
performance.mark('buyer-lens:sidebar-start');
startSidebarPrefetch();
const root = document.getElementById('app');
if (root) render(<SidebarApp />, root);
