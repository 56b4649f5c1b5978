import { render } from 'preact';
import { PopupApp } from '@/components/popup-app';
import '@/components/theme.css';
import { PAGE_AREAS } from '@/lib/i18n/message-keys';
import { showPageInLanguage } from '@/lib/i18n/page-language';

const root = document.getElementById('app');
showPageInLanguage(PAGE_AREAS.popup, () => root && render(<PopupApp />, root));
