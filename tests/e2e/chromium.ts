import { resolve } from 'node:path';

// How this machine runs Debian's Chromium: shared by the e2e harness, the benchmarks and `npm run demo`.
// (No vitest imports here: the benchmark and the demo run outside vitest.)

/** The built Chrome extension; BUYER_LENS_OUT_DIR lets parallel work build into its own folder. */
export const EXTENSION_DIR = resolve(process.env.BUYER_LENS_OUT_DIR ?? '.output', 'chrome-mv3');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this machine needs: root, no network beyond loopback, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Loads one unpacked extension (Playwright disables extensions unless both flags name it). */
export function loadExtensionArgs(dir: string): string[] {
  return [`--disable-extensions-except=${dir}`, `--load-extension=${dir}`];
}
