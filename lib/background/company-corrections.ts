import { z } from '../api/zod';
import type { Detection } from '../detect/types';
import { lazySchema } from '../schemas/lazy-schema';
import { type CompanyCorrection, companyCorrectionsItem, connectionItem } from '../shared/storage-items';
import { detectionFromUrl } from './tab-detection';

// "Not this company?": the account the rep picked for a CRM record or a website wins over
// what was detected there, the next time too. Kept per connection, like recent lookups: another key's team
// never gets this one's picks, and switching back finds them again. Never written from a private window.

/** How many are kept, across connections. */
const MAX_CORRECTIONS = 200;

const accountSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(300)),
    slug: z.string().check(z.minLength(1), z.maxLength(300)),
    domain: z.string().check(z.maxLength(300)),
  }),
);

const correctionSchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.minLength(1), z.maxLength(2_100)),
    account: accountSchema,
    connection: z.string().check(z.minLength(1), z.maxLength(500)),
    correctedAt: z.number(),
  }),
);

/** The payload of `correctCompany`: the tab, and the account the rep picked (null or absent: forget it). */
export const correctCompanyRequestSchema = lazySchema(() =>
  z.object({
    tabId: z.int().check(z.nonnegative()),
    account: z.optional(z.nullable(accountSchema)),
    privateWindow: z.optional(z.boolean()),
  }),
);

/**
 * What a correction is remembered by: a website by its registrable domain ("site:acme.com"), a work surface's
 * page (a CRM record, a profile: the hosts the website rule refuses) by its URL without the query or fragment
 * ("record:https://…/view"). Null for a page with no address to remember.
 */
export function correctionKey(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const site = detectionFromUrl(url);
  return site ? `site:${site.domain}` : `record:${parsed.origin}${parsed.pathname}`;
}

let remembered: Promise<CompanyCorrection[]> | null = null;
let watching = false;

/**
 * The stored corrections that are well formed (storage is a boundary too; one bad entry costs only itself),
 * read once and kept until the item changes: every navigation asks.
 */
export function loadCorrections(): Promise<CompanyCorrection[]> {
  if (!watching) {
    watching = true;
    companyCorrectionsItem.watch(() => {
      remembered = null;
    });
  }
  remembered ??= readCorrections();
  return remembered;
}

async function readCorrections(): Promise<CompanyCorrection[]> {
  const stored: unknown = await companyCorrectionsItem.getValue();
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = correctionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

async function currentConnection(): Promise<string | null> {
  const stored: unknown = await connectionItem.getValue();
  const parsed = z.object({ id: z.string() }).safeParse(stored);
  return parsed.success ? parsed.data.id : null;
}

/**
 * The detection the tab should show: the rep's correction for this page on the current connection, when there
 * is one (the account by its domain, or its exact name where it has none), else `detection` unchanged.
 */
export async function correctedDetection(
  tabUrl: () => Promise<string | undefined>,
  detection: Detection | null,
): Promise<Detection | null> {
  // Looked at again from what was detected: the rep may have changed or removed the pick since.
  if (detection?.correctedByRep) return correctedDetection(tabUrl, detection.detected ?? null);
  const corrections = await loadCorrections();
  // The tab's address is asked for only when the rep has corrected anything at all.
  if (corrections.length === 0) return detection;
  const key = correctionKey(await tabUrl());
  if (!key) return detection;
  const connection = await currentConnection();
  const correction = corrections.find((entry) => entry.key === key && entry.connection === connection);
  if (!correction) return detection;
  const { account } = correction;
  const source = detection?.source ?? 'website';
  const corrected = { source, name: account.name, correctedByRep: true as const, detected: detection };
  return account.domain
    ? { domain: account.domain, ...corrected }
    : { companyName: account.name, ...corrected };
}

/**
 * Remembers (or, with a null account, forgets) the rep's pick for the page at `url` on the current connection.
 * Returns false when nothing could be remembered: no address, no connection.
 */
export async function rememberCorrection(
  url: string | undefined,
  account: CompanyCorrection['account'] | null,
  now: number,
): Promise<boolean> {
  const key = correctionKey(url);
  const connection = await currentConnection();
  if (!key || !connection) return false;
  const others = (await loadCorrections()).filter(
    (entry) => entry.key !== key || entry.connection !== connection,
  );
  const next = account ? [{ key, account, connection, correctedAt: now }, ...others] : others;
  remembered = null;
  await companyCorrectionsItem.setValue(next.slice(0, MAX_CORRECTIONS));
  return true;
}
