import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FIREFOX_EXTENSION_DIR } from './firefox/firefox';
import { EXTENSION_DIR } from './harness';

/** Builds the Chrome and Firefox extensions once for every e2e file, unless the test script has just built them. */
export default function setup(): void {
  if (process.env.BUYER_LENS_PREBUILT !== '1' || !existsSync(`${EXTENSION_DIR}/manifest.json`))
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
  if (process.env.BUYER_LENS_PREBUILT !== '1' || !existsSync(`${FIREFOX_EXTENSION_DIR}/manifest.json`))
    execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { stdio: 'inherit' });
  // Built now: the e2e projects after the first (vitest.config.ts) run this setup again in this process.
  process.env.BUYER_LENS_PREBUILT = '1';
}
