import { defineContentScript } from 'wxt/utils/define-content-script';
import { LAUNCHER_DATA_KEY, toLauncherData } from '@/lib/launcher/launcher-data';
import { mountLauncher } from '@/lib/launcher/mount-launcher';
import { sendMessage } from '@/lib/shared/messaging';

// Not in the manifest: the background injects this only into a tab whose page matched an account
// (lib/background/launcher.ts), so pages without a match run none of it. No UI framework, no zod.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  main() {
    const data = toLauncherData((globalThis as Record<string, unknown>)[LAUNCHER_DATA_KEY], location.host);
    if (!data) return;
    mountLauncher(document, data, {
      open: () => void sendMessage('openSidebar', undefined).catch(() => undefined),
      dismiss: () => void sendMessage('dismissLauncher', undefined).catch(() => undefined),
    });
  },
});
