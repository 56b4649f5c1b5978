import { spawn } from 'node:child_process';

// Chrome's omnibox is browser UI, which headless Chromium has none of and DevTools cannot type into (its key
// events go to pages, never to the browser's own views). A headed Chromium on an X server of the test's own
// (Xvfb, from Debian's `xvfb`, installed by .ci/setup) takes real keystrokes (`xdotool`) in its address bar.

/** An X server of a test file's own, on a display number it picked itself (so parallel files never share one). */
export type VirtualDisplay = { display: string; stop(): Promise<void> };

/** Starts Xvfb and resolves once it listens; `display` is what DISPLAY must say (`:99`). */
export function startVirtualDisplay(): Promise<VirtualDisplay> {
  // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready for clients.
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill();
    });
  return new Promise((resolve, reject) => {
    let written = '';
    const ready = server.stdio[3];
    if (!ready) return reject(new Error('Xvfb gave no display fd'));
    ready.on('data', (chunk) => {
      written += String(chunk);
      const number = /^(\d+)\n/.exec(written)?.[1];
      if (number) resolve({ display: `:${number}`, stop });
    });
    server.once('error', (error) =>
      reject(new Error(`Xvfb did not start (is Debian's xvfb installed?): ${error.message}`)),
    );
    server.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${log}`)));
  });
}
