import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALENDAR_ORIGINS } from '../../lib/shared/calendars';
import type { RunningSandbox } from '../../sandbox/app';
import {
  configure,
  EXTENSION_DIR,
  type ExtensionSession,
  launchExtension,
  startTestSandbox,
} from './harness';

const PAGES_DIR = 'tests/fixtures/pages';

/** The built extension with Google Calendar's host granted, the real sandbox, and calendar pages from fixtures. */
export type CalendarBed = { sandbox: RunningSandbox; session: ExtensionSession; close(): Promise<void> };

/**
 * Headless Chromium cannot show the optional permission prompt Options raises for Google Calendar, so this
 * profile's copy of the extension has calendar.google.com in its manifest: the grant is given, the rep's switch
 * (`calendarsOn`) is not. Each navigation to calendar.google.com is answered with the fixture page whose URL
 * prefix it starts with (the first that matches; the last entry is the fallback).
 */
export async function startCalendarBed(
  pages: readonly { prefix: string; file: string }[],
  /** A page made by the caller instead of the fixture file (the bench's three-company event). */
  body: (page: { prefix: string; file: string }) => string = (page) =>
    readFileSync(join(PAGES_DIR, page.file), 'utf8'),
): Promise<CalendarBed> {
  const extensionDir = mkdtempSync(join(tmpdir(), 'buyer-lens-calendars-'));
  cpSync(EXTENSION_DIR, extensionDir, { recursive: true });
  const manifestPath = join(extensionDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...CALENDAR_ORIGINS];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const sandbox = await startTestSandbox();
  const session = await launchExtension({ extensionDir });
  await configure(session.serviceWorker, { baseUrl: sandbox.url, apiKey: 'demo-full' });
  await session.context.route('https://calendar.google.com/**', (route) => {
    const url = route.request().url();
    if (!route.request().isNavigationRequest()) return route.abort();
    const page = pages.find((candidate) => url.startsWith(candidate.prefix)) ?? pages.at(-1);
    if (!page) return route.abort();
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: body(page),
    });
  });
  return {
    sandbox,
    session,
    async close() {
      await session.close();
      await sandbox.close();
      rmSync(extensionDir, { recursive: true, force: true });
    },
  };
}
