import { connectionItem, type YourCompanySetting, yourCompanyItem } from '../shared/storage-items';

// "Your company": the vendor the rep sells for, picked in Options from the connection's
// `/vendors` list, with optionally some of its products from `/products`. It belongs to the connection it was
// picked on, like saved searches (lib/research/saved-searches.ts): another team's vendor list may not hold it,
// so another key never shows it. Storage is a boundary and the side panel reads this too, so entries are
// checked by hand here (no zod in the light pages) and a bad entry is dropped alone.

/** The longest vendor slug, vendor name or product name kept (the API's names are far shorter). */
const MAX_TEXT = 300;
/** The most products one setting keeps. */
export const MAX_YOUR_PRODUCTS = 20;
/** How many connections' settings are kept in all. */
const MAX_STORED = 30;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
}

/** One stored entry, checked: the setting, or null when it is not well formed. */
function readEntry(value: unknown): YourCompanySetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const { connection, vendor, products } = value as Record<string, unknown>;
  if (typeof connection !== 'string' || connection === '') return null;
  if (typeof vendor !== 'object' || vendor === null) return null;
  const { slug, name } = vendor as Record<string, unknown>;
  if (!isText(slug) || !isText(name)) return null;
  if (!Array.isArray(products) || products.length > MAX_YOUR_PRODUCTS || !products.every(isText)) return null;
  return { connection, vendor: { slug, name }, products: [...new Set(products as string[])] };
}

/** The well-formed entries of a stored value, one per connection (the first wins); anything else is dropped. */
export function readYourCompanies(value: unknown): YourCompanySetting[] {
  if (!Array.isArray(value)) return [];
  const entries: YourCompanySetting[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (entry && !entries.some((other) => other.connection === entry.connection)) entries.push(entry);
  }
  return entries;
}

/** One connection's setting, if the rep made one on it. */
export function yourCompanyOf(
  list: readonly YourCompanySetting[],
  connection: string | null | undefined,
): YourCompanySetting | null {
  if (!connection) return null;
  return list.find((entry) => entry.connection === connection) ?? null;
}

/** The list with one connection's setting set (first: the newest is kept when the list is capped). */
export function withYourCompany(
  list: readonly YourCompanySetting[],
  entry: YourCompanySetting,
): YourCompanySetting[] {
  return [entry, ...list.filter((other) => other.connection !== entry.connection)].slice(0, MAX_STORED);
}

/** The list without one connection's setting. */
export function withoutYourCompany(
  list: readonly YourCompanySetting[],
  connection: string,
): YourCompanySetting[] {
  return list.filter((entry) => entry.connection !== connection);
}

/** Every stored setting, checked. */
export async function loadYourCompanies(): Promise<YourCompanySetting[]> {
  return readYourCompanies(await yourCompanyItem.getValue());
}

/** The setting of the connection in use now, or null (none picked, or no key). */
export async function loadCurrentYourCompany(): Promise<YourCompanySetting | null> {
  const [list, connection] = await Promise.all([loadYourCompanies(), connectionItem.getValue()]);
  return yourCompanyOf(list, connection?.id);
}

/** Saves (or, with null, clears) one connection's setting; entries that did not read are not written back. */
export async function saveYourCompany(
  connection: string,
  setting: Omit<YourCompanySetting, 'connection'> | null,
): Promise<void> {
  const list = await loadYourCompanies();
  await yourCompanyItem.setValue(
    setting ? withYourCompany(list, { ...setting, connection }) : withoutYourCompany(list, connection),
  );
}

/** Calls back with the checked list whenever it changes (Options saved while the side panel is open). */
export function watchYourCompanies(callback: (list: YourCompanySetting[]) => void): () => void {
  return yourCompanyItem.watch((value) => callback(readYourCompanies(value)));
}
