import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { EXTENSION_DIR } from './harness';

/** Builds the Chrome extension once for every e2e file, unless the test script has just built it. */
export default function setup(): void {
  if (process.env.BUYER_LENS_PREBUILT === '1' && existsSync(`${EXTENSION_DIR}/manifest.json`)) return;
  execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
}
