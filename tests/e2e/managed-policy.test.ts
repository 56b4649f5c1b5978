import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/app';
import { RICH_ACCOUNT, SANDBOX_KEYS } from '../../sandbox/known-records';
import {
  EXTENSION_DIR,
  type ExtensionSession,
  keepScreenshot,
  launchExtension,
  startTestSandbox,
} from './harness';
import {
  accountRequests,
  openProbe,
  openTab,
  serveWebsites,
  waitForConnection,
  waitForStatus,
} from './lookup-helpers';
import { PopupPage } from './pages/popup-page';

// Deployment by browser policy, for real: Debian's Chromium reads /etc/chromium/policies/managed/ at start and
// hands `3rdparty.extensions.<id>` to that extension's storage.managed (described by public/managed-schema.json).
// The policy here names its own copy of the built extension (an unpacked extension's id is derived from its
// folder), so the other test files' Chromiums, which read the same folder at start, are not affected.

const POLICY_DIR = '/etc/chromium/policies/managed';
const POLICY_KEY = SANDBOX_KEYS.noVendors;

/** Chromium's id of an unpacked extension: SHA-256 of its absolute path, first 32 hex digits spelled a–p. */
function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

describe('a policy set by the organisation', () => {
  let sandbox: RunningSandbox;
  let session: ExtensionSession;
  let copyDir: string;
  let policyFile: string;

  beforeAll(async () => {
    if (process.getuid?.() !== 0) throw new Error(`writing ${POLICY_DIR} needs root (CI runs as root)`);
    sandbox = await startTestSandbox();
    copyDir = mkdtempSync(join(tmpdir(), 'buyer-lens-policy-'));
    const extensionDir = join(copyDir, 'chrome-mv3');
    cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
    const id = unpackedExtensionId(extensionDir);
    mkdirSync(POLICY_DIR, { recursive: true });
    policyFile = join(POLICY_DIR, `buyer-lens-e2e-${process.pid}.json`);
    const settings = {
      baseUrl: sandbox.url,
      apiKey: POLICY_KEY,
      detectionMode: 'on-request',
      watchEvery: '24h',
    };
    writeFileSync(policyFile, JSON.stringify({ '3rdparty': { extensions: { [id]: settings } } }));
    session = await launchExtension({ extensionDir });
    expect(session.extensionId).toBe(id);
  });

  afterAll(async () => {
    if (policyFile) rmSync(policyFile, { force: true });
    await session?.close();
    await sandbox?.close();
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  });

  it('is used with no setup by the rep: its address and key, and its detection mode', async () => {
    const probe = await openProbe(session);
    // The rep saved nothing: the connection the background announces is the policy's.
    await waitForConnection(probe, { baseUrl: sandbox.url, apiKey: POLICY_KEY });
    expect(await probe.evaluate(() => chrome.storage.managed.get(null))).toMatchObject({
      apiKey: POLICY_KEY,
    });
    expect((await probe.evaluate(() => chrome.storage.local.get('settings'))).settings).toBeUndefined();

    // On request only (the policy's mode): a prospect's website is not looked up by itself.
    await serveWebsites(session.context);
    const site = await openTab(session.context, probe, `https://www.${RICH_ACCOUNT.domain}/`);
    expect(await waitForStatus(probe, site.tabId, ['skipped', 'found'])).toMatchObject({
      status: 'skipped',
      reason: 'on-request-only',
    });

    // Asked for, it is, with the policy's key.
    const popup = await PopupPage.open(session);
    await popup.lookUp(RICH_ACCOUNT.domain);
    await popup.accountName.filter({ hasText: RICH_ACCOUNT.name }).waitFor();
    const asked = accountRequests(sandbox, RICH_ACCOUNT.domain);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.authorization === `Token ${POLICY_KEY}`)).toBe(true);
    await keepScreenshot(popup.page, 'managed-policy-popup');
  });

  it('shows the policy\'s settings in Options as "set by your organisation", read-only', async () => {
    const options = await session.openPage('options.html');
    for (const field of ['apiKey', 'baseUrl', 'detectionMode', 'watchEvery'])
      await options.getByTestId(`managed-${field}`).filter({ hasText: 'Set by your organisation' }).waitFor();
    expect(await options.locator('#api-key').getAttribute('readonly')).not.toBeNull();
    // The key is never shown, even masked as its own length.
    expect(await options.locator('#api-key').inputValue()).not.toContain(POLICY_KEY);
    expect(await options.locator('#base-url').inputValue()).toBe(sandbox.url);
    expect(await options.locator('input[name="detectionMode"]:checked').getAttribute('value')).toBe(
      'on-request',
    );
    expect(await options.locator('input[name="detectionMode"]').first().isDisabled()).toBe(true);
    // How often My accounts is watched: the policy's once a day, not the rep's to change.
    expect(await options.locator('#watch-every').inputValue()).toBe('24h');
    expect(await options.locator('#watch-every').isDisabled()).toBe(true);
    expect(await options.getByRole('button', { name: 'Try the sandbox' }).count()).toBe(0);
    await keepScreenshot(options, 'managed-policy-options');
  });
});
