import { storage } from 'wxt/utils/storage';
import { keyFingerprint } from '../cache/cache-key';
import { type MessageKey, t } from '../i18n/catalogue';
import { LANGUAGE_SETTINGS, type LanguageSetting } from '../i18n/languages';
import { WATCH_INTERVALS } from '../my-accounts/watch-intervals';
import { readApiKey, writeApiKey } from '../private-storage/api-key-store';
import { readManagedStorage, watchSettingsInEffect } from '../shared/managed-storage';
import { oneAtATime } from '../shared/one-at-a-time';
import type { Settings, Theme } from '../shared/settings-types';
import {
  DEMO_BASE_URL,
  defaultSettings,
  SANDBOX_DEMO_KEY,
  SETTINGS_SCHEMA_VERSION,
  settingsItem,
} from '../shared/storage-items';
import { lazySchema } from './lazy-schema';
import { type ManagedSettings, parseManagedSettings } from './managed-settings';
import { z } from './zod-mini';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The settings' refusals, as message keys: put into the rep's words only where a page shows them (refusalText).
 * The background parses settings too (stored records, policies, "Test connection"), and it has not loaded the
 * Options page's messages: a key costs it nothing, a message looked up there would be missing.
 */
const REFUSALS = {
  baseUrlEmpty: 'options.settingsSchema.baseUrlEmpty',
  baseUrlNotUrl: 'options.settingsSchema.baseUrlNotUrl',
  baseUrlHttps: 'options.settingsSchema.baseUrlHttps',
  baseUrlExtras: 'options.settingsSchema.baseUrlExtras',
  apiKeyTooLong: 'options.settingsSchema.apiKeyTooLong',
  apiKeySpaces: 'options.settingsSchema.apiKeySpaces',
  siteInvalid: 'options.settingsSchema.siteInvalid',
} as const satisfies Record<string, MessageKey>;
const REFUSAL_KEYS: ReadonlySet<string> = new Set(Object.values(REFUSALS));

/** What zod says of a value it refuses (its issue): the sentence ours carry, or its kind of refusal. */
type Refusal = { message?: string; code?: string } | undefined;

/**
 * A refusal as the rep reads it, in the page's language: ours by their sentence, zod's own (English, as zod
 * writes them) by their kind: a value outside a list, too long or too many, too short, else "not valid".
 */
export function refusalText(issue: Refusal): string {
  const message = issue?.message;
  if (message !== undefined && REFUSAL_KEYS.has(message)) return t(message as MessageKey);
  switch (issue?.code) {
    case 'invalid_value':
      return t('options.settingsSchema.notAKnownValue');
    case 'too_big':
      return t('options.settingsSchema.tooBig');
    case 'too_small':
      return t('options.settingsSchema.tooSmall');
    default:
      return t('options.settingsSchema.notValid');
  }
}

/** A refusal inside a transform, with the sentence the form shows beside the field (as its key). */
function refuse(ctx: { issues: unknown[]; value: unknown }, message: MessageKey): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** An API base URL: https anywhere, plain http only on this machine (the sandbox). */
export const baseUrlSchema = lazySchema(() =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, REFUSALS.baseUrlEmpty)),
    z.transform((value: string, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return refuse(ctx, REFUSALS.baseUrlNotUrl);
      }
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
        return refuse(ctx, REFUSALS.baseUrlHttps);
      if (url.username || url.password || url.search || url.hash) return refuse(ctx, REFUSALS.baseUrlExtras);
      // Stored without a trailing slash so that cache keys and request URLs agree.
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    }),
  ),
);

/** An API key as the rep pastes it: surrounding white space is dropped, inner white space is a mistake. */
export const apiKeySchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(200, REFUSALS.apiKeyTooLong),
    z.refine((key) => !/\s/.test(key), REFUSALS.apiKeySpaces),
  ),
);

/** A site the rep named in a list: its host, as typed or pasted from the address bar. */
const siteSchema = lazySchema(() =>
  z
    .pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.transform((value: string) =>
        value
          .replace(/^[a-z]+:\/\//, '')
          .replace(/[/:?#].*$/, '')
          .replace(/^www\./, ''),
      ),
    )
    .check(z.refine((host) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host), REFUSALS.siteInvalid)),
);

/** How eagerly Buyer Lens looks up the pages the rep visits. */
const detectionModeSchema = lazySchema(() => z.enum(['automatic', 'work-surfaces', 'on-request']));

/** Where the data comes from: the API at baseUrl with the rep's key, or the demo data inside Buyer Lens. */
const dataSourceSchema = lazySchema(() => z.enum(['api', 'demo']));

/** The pages' colour scheme: the system's by default. */
const themeSchema = lazySchema(() => z.enum(['system', 'light', 'dark']));

/** The UI's language: the browser's, or one the rep chose in Options (lib/i18n/languages.ts). */
const languageSchema = lazySchema(() => z.enum(LANGUAGE_SETTINGS as [LanguageSetting, ...LanguageSetting[]]));

const watchEverySchema = lazySchema(() => z.enum(WATCH_INTERVALS));

/** Marks on lists off until the rep answers the in-context question (LinkedIn's search results). */
const askedMarksSchema = lazySchema(() => z.enum(['ask', 'on', 'off']));

export const settingsSchema = lazySchema(() =>
  z.object({
    baseUrl: baseUrlSchema,
    apiKey: apiKeySchema,
    /** automatic: every site but the deny list; work-surfaces: CRM, LinkedIn, mail and allowed sites only. */
    detectionMode: detectionModeSchema,
    allowedSites: z.array(siteSchema).check(z.maxLength(500)),
    disabledSites: z.array(siteSchema).check(z.maxLength(500)),
    lookUpInPrivateWindows: z.boolean(),
    theme: themeSchema,
    language: languageSchema,
    /** The in-page pill on matched prospect websites and CRM pages. */
    showLauncher: z.boolean(),
    /** demo: the sandbox's handler in the background (DEMO_BASE_URL), the rep's own address and key kept aside. */
    dataSource: dataSourceSchema,
    /** The watch over My accounts: how often it runs (a policy may set it). */
    watchEvery: watchEverySchema,
    /** One desktop notification per watch run that found news (the `notifications` permission, asked then). */
    watchNotifications: z.boolean(),
    /** Marks on the rows of CRM and sales engagement lists (the rep's own tools): on unless turned off. */
    markLists: z.boolean(),
    /** Marks on LinkedIn's search results and Sales Navigator lists: asked once, on the list. */
    markLinkedinLists: askedMarksSchema,
    /** Marks on Gmail's inbox, by each sender's company: asked once, on the inbox. */
    markMailLists: askedMarksSchema,
  }),
);

export type { Settings, Theme };
export type SettingsInput = z.input<typeof settingsSchema>;

/** True only when A and B are the same type (each assignable to the other, no `any`). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The schemas check exactly the shape the storage items and the light pages name (lib/shared/settings-types.ts).
const settingsShapeMatches: [Same<z.output<typeof settingsSchema>, Settings>, Same<SettingsInput, Settings>] =
  [true, true];
void settingsShapeMatches;
type SettingsField = keyof Settings;

/**
 * The record as stored, without the item's fallback: a fresh profile has none, and the build's defaults are
 * not a record to move a key out of (rewriting them raced a first save, which was then lost).
 */
async function storedRecord(): Promise<Record<string, unknown>> {
  const stored: unknown = await storage.getItem(settingsItem.key);
  return typeof stored === 'object' && stored !== null ? { ...stored } : {};
}

const SITE_LISTS: readonly string[] = ['allowedSites', 'disabledSites'] satisfies SettingsField[];

/**
 * The settings a stored record holds, whatever shape it was stored in: a field that fails validation is left
 * out (its default applies), the others are kept; a site list keeps every entry that is still a site (one bad
 * entry never costs the rep the whole list). The key is not read here.
 */
function storedFields(record: Record<string, unknown>): Partial<Settings> {
  const fields: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(settingsSchema.shape)) {
    if (field === 'apiKey' || record[field] === undefined) continue;
    const parsed = schema.safeParse(record[field]);
    if (parsed.success) fields[field] = parsed.data;
    else if (SITE_LISTS.includes(field) && Array.isArray(record[field])) {
      const sites = record[field].flatMap((entry: unknown) => {
        const site = siteSchema.safeParse(entry);
        return site.success ? [site.data] : [];
      });
      fields[field] = [...new Set(sites)].slice(0, 500);
    }
  }
  return fields as Partial<Settings>;
}

/** What an organisation set by browser policy (lib/schemas/managed-settings.ts), checked like the rep's. */
export async function loadManagedSettings(): Promise<ManagedSettings> {
  return parseManagedSettings(await readManagedStorage(), {
    baseUrl: baseUrlSchema,
    apiKey: apiKeySchema,
    detectionMode: detectionModeSchema,
    watchEvery: watchEverySchema,
  });
}

/** The settings in effect: the rep's (loadOwnSettings), with what a policy set winning over them. */
export async function loadSettings(): Promise<Settings> {
  const [own, managed] = await Promise.all([loadOwnSettings(), loadManagedSettings()]);
  const settings = { ...own, ...managed.values };
  // Demo data stands in for the connection, unless a policy names one.
  const policyConnection = managed.values.baseUrl !== undefined || managed.values.apiKey !== undefined;
  if (settings.dataSource === 'demo' && !policyConnection)
    return { ...settings, baseUrl: DEMO_BASE_URL, apiKey: SANDBOX_DEMO_KEY };
  return { ...settings, dataSource: policyConnection ? 'api' : settings.dataSource };
}

/**
 * Reads the rep's own settings: the stored ones that parse (storedFields), defaults for the rest. The key comes from the extension's IndexedDB
 * (lib/private-storage/api-key-store.ts), unless a key was just written into the record itself (an older
 * version, the sandbox button, a test): that one is the newest.
 */
export async function loadOwnSettings(): Promise<Settings> {
  // Both at once: a worker's first lookup waits for the settings, and the record seldom holds the key.
  const [record, storedKey] = await Promise.all([storedRecord(), readApiKey()]);
  const apiKey = typeof record.apiKey === 'string' ? record.apiKey : (storedKey ?? defaultSettings.apiKey);
  return { ...defaultSettings, ...storedFields(record), ...apiKeySetting(apiKey) };
}

function apiKeySetting(apiKey: string): Pick<Settings, 'apiKey'> {
  const parsed = apiKeySchema.safeParse(apiKey);
  return { apiKey: parsed.success ? parsed.data : defaultSettings.apiKey };
}

/** Writes settings: the key to IndexedDB first, then the record with only the key's fingerprint. */
async function storeSettings(settings: Settings): Promise<void> {
  const { apiKey, ...rest } = settings;
  await writeApiKey(apiKey);
  // The fingerprint changes with the key, so every watcher of the record hears of a new key.
  await settingsItem.setValue({
    ...rest,
    apiKeyFingerprint: apiKey ? await keyFingerprint(apiKey) : '',
    schemaVersion: SETTINGS_SCHEMA_VERSION,
  });
}

// Upgrades run one at a time (upgradeStoredSettings).
const upgrading = oneAtATime();

/**
 * Brings the stored record to the current shape (SETTINGS_SCHEMA_VERSION): a key found in it (written there by
 * an earlier version, the sandbox button or a test) moves into IndexedDB, where content scripts cannot read
 * it; a record of an earlier shape is rewritten in this one, keeping every setting that still parses and every
 * site that is still a site. The background calls it at start-up, after an update and whenever the record
 * changes; a record already in shape is left alone.
 */
export function upgradeStoredSettings(): Promise<void> {
  // One at a time: two running at once could store their keys in IndexedDB in the wrong order.
  return upgrading(upgradeNow);
}

async function upgradeNow(): Promise<void> {
  const record = await storedRecord();
  const written = record.apiKey;
  const inShape = record.schemaVersion === SETTINGS_SCHEMA_VERSION && written === undefined;
  // Nothing stored (a fresh profile: the build's defaults apply), or a record of a later version (a downgrade:
  // left for that version to read).
  if (inShape || Object.keys(record).length === 0) return;
  if (typeof record.schemaVersion === 'number' && record.schemaVersion > SETTINGS_SCHEMA_VERSION) return;
  let apiKey = (await readApiKey()) ?? defaultSettings.apiKey;
  if (typeof written === 'string') {
    const parsed = apiKeySchema.safeParse(written);
    apiKey = parsed.success ? parsed.data : '';
    await writeApiKey(apiKey);
  }
  const upgraded = {
    ...storedFields(record),
    apiKeyFingerprint: apiKey ? await keyFingerprint(apiKey) : '',
    schemaVersion: SETTINGS_SCHEMA_VERSION,
  };
  // The record as it is now: a page may have saved meanwhile. Rewritten only if it is still the one read (a
  // newer one is upgraded by the change that wrote it).
  if (JSON.stringify(await storedRecord()) !== JSON.stringify(record)) return;
  await settingsItem.setValue(upgraded);
}

export type SettingsFieldErrors = Partial<Record<SettingsField, string>>;

/** A setting as Options names it, inside a sentence about a file ("the API address"). */
export function fieldName(field: string): string {
  return t('options.settingsSchema.field', { field });
}

/**
 * Validates the fields the rep changed and saves them over the current settings, only when every one is
 * valid; otherwise says which field is wrong and keeps what was stored.
 */
export async function saveSettings(
  changes: unknown,
): Promise<{ ok: true; settings: Settings } | { ok: false; errors: SettingsFieldErrors }> {
  const parsed = z.partial(settingsSchema).safeParse(changes);
  if (!parsed.success) {
    const errors: SettingsFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SettingsField;
      if (field in settingsSchema.shape && !errors[field]) errors[field] = refusalText(issue);
    }
    return { ok: false, errors };
  }
  // One save at a time: two at once (a site list left while a mode is clicked) each read the settings before
  // the other wrote, and the later write lost the earlier change (seen in e2e).
  const saving = saves.then(() => saveChanges(stripUndefined(parsed.data)));
  saves = saving.catch(() => undefined);
  return saving;
}

let saves: Promise<unknown> = Promise.resolve();

/** Once the saves already asked for are done: what is read next includes them. */
export function afterSaves(): Promise<unknown> {
  return saves;
}

async function saveChanges(changes: Partial<Settings>): Promise<{ ok: true; settings: Settings }> {
  // Over the rep's own settings: a policy's values are never stored as the rep's. A field a policy sets is
  // not the rep's to change (Options shows it read-only); a change to it is dropped.
  const managed = (await loadManagedSettings()).values;
  const changed = Object.fromEntries(Object.entries(changes).filter(([field]) => !(field in managed)));
  const settings: Settings = { ...(await loadOwnSettings()), ...changed };
  await storeSettings(settings);
  return { ok: true, settings: { ...settings, ...managed } };
}

export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** Calls back with fresh settings whenever any extension page saves them or a policy changes them. */
function watchSettings(onChange: (settings: Settings) => void): () => void {
  return watchSettingsInEffect(loadSettings, onChange);
}

/** True when there is a key and an address to call the API with. */
export function isConfigured(settings: Settings): boolean {
  return settings.apiKey.length > 0 && settings.baseUrl.length > 0;
}

/**
 * What the options page's forms use of the settings store. The options entrypoint hands it to them, so that
 * components/ stays free of zod (biome.json) while the rep's input is still checked with it where it is typed.
 */
export const settingsStore = {
  load: loadSettings,
  save: saveSettings,
  watch: watchSettings,
  /** What a policy set (shown read-only: "set by your organisation"), and what it set that is invalid. */
  managed: loadManagedSettings,
  /** The base URL as it would be stored, or the sentence that says what is wrong with it. */
  checkBaseUrl(value: string): { ok: true; baseUrl: string } | { ok: false; message: string } {
    const parsed = baseUrlSchema.safeParse(value);
    if (parsed.success) return { ok: true, baseUrl: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue ? refusalText(issue) : t('options.settingsSchema.checkAddress') };
  },
  /**
   * The key as it would be stored, or the sentence that says what is wrong with it: checked here, where the
   * sentence can be read, before the background is asked to try it.
   */
  checkApiKey(value: string): { ok: true; apiKey: string } | { ok: false; message: string } {
    const parsed = apiKeySchema.safeParse(value);
    return parsed.success
      ? { ok: true, apiKey: parsed.data }
      : { ok: false, message: refusalText(parsed.error.issues[0]) };
  },
};

export type SettingsStore = typeof settingsStore;
