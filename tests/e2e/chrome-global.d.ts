// Code passed to serviceWorker.evaluate() runs inside the extension, where `chrome` is the raw API.
import type { browser } from 'wxt/browser';

declare global {
  const chrome: typeof browser;
}
