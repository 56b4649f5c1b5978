import { render } from 'preact';
import { SidebarRoot } from '@/components/sidebar-app';
import { readSidebarOpening } from '@/components/sidebar-opening';
import '@/components/theme.css';
import { PAGE_AREAS } from '@/lib/i18n/message-keys';
import { showPageInLanguage } from '@/lib/i18n/page-language';

// npm run bench splits the sidebar's opening time at this mark: loading the page, then our own work.
performance.mark('buyer-lens:sidebar-start');
// Read before the first render, not from it: the first view's data is on its way while Preact starts.
const opening = readSidebarOpening();
const root = document.getElementById('app');
// Research and a meeting's brief load their own messages with their views (components/lazy-*.tsx).
showPageInLanguage(PAGE_AREAS.sidepanel, () => root && render(<SidebarRoot opening={opening} />, root));
