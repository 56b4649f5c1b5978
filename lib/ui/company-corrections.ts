import { type CompanyCorrection, companyCorrectionsItem, connectionItem } from '../shared/storage-items';

// The rep's "Not this company?" picks as Options lists them: the current connection's only (another key's
// team never sees this one's), each entry checked by hand where read (no zod in the light pages), removable.
// The background writes and applies them (lib/background/company-corrections.ts).

function isCorrection(entry: unknown): entry is CompanyCorrection {
  if (typeof entry !== 'object' || entry === null) return false;
  const { key, account, connection, correctedAt } = entry as Record<string, unknown>;
  if (typeof key !== 'string' || typeof connection !== 'string' || typeof correctedAt !== 'number')
    return false;
  if (typeof account !== 'object' || account === null) return false;
  const { name, slug, domain } = account as Record<string, unknown>;
  return typeof name === 'string' && typeof slug === 'string' && typeof domain === 'string';
}

async function storedCorrections(): Promise<CompanyCorrection[]> {
  const stored: unknown = await companyCorrectionsItem.getValue();
  return Array.isArray(stored) ? stored.filter(isCorrection) : [];
}

async function currentConnection(): Promise<string | null> {
  const stored: unknown = await connectionItem.getValue();
  const id = typeof stored === 'object' && stored !== null ? (stored as { id?: unknown }).id : null;
  return typeof id === 'string' ? id : null;
}

/** The current connection's corrections, newest first. */
export async function loadCorrections(): Promise<CompanyCorrection[]> {
  const connection = await currentConnection();
  return (await storedCorrections()).filter((entry) => entry.connection === connection);
}

/** Forgets one correction of the current connection. */
export async function removeCorrection(key: string): Promise<void> {
  const connection = await currentConnection();
  const kept = (await storedCorrections()).filter(
    (entry) => entry.key !== key || entry.connection !== connection,
  );
  await companyCorrectionsItem.setValue(kept);
}

/** What the rep sees of a correction's page: the website's domain, or the record's address. */
export function correctionPlace(key: string): string {
  if (key.startsWith('site:')) return key.slice('site:'.length);
  return key.startsWith('record:') ? key.slice('record:'.length) : key;
}

/** Calls `onChange` whenever the picks or the connection change; returns the unwatch function. */
export function watchCorrections(onChange: () => void): () => void {
  const unwatchItem = companyCorrectionsItem.watch(onChange);
  const unwatchConnection = connectionItem.watch(onChange);
  return () => {
    unwatchItem();
    unwatchConnection();
  };
}
