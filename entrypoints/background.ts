import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { registerMessageHandlers } from '@/lib/background/message-handlers';
import { clearTabState } from '@/lib/background/tab-state';

export default defineBackground(() => {
  // Listeners first and synchronously: the event that woke the worker is dispatched right after this.
  registerMessageHandlers();
  browser.tabs.onRemoved.addListener((tabId) => void clearTabState(tabId));

  // The API key lives in storage.local; Chrome lets content scripts read that area unless told otherwise.
  void browser.storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
});
