import { t } from '../i18n/catalogue';
import type { Settings } from './settings';
import { z } from './zod-mini';

// A settings file the rep exports from Options and imports elsewhere (another browser, a colleague's set-up):
// a versioned JSON document. The key goes in only when the rep asks. An imported file is checked here, field
// by field, and saved only when all of it is valid: a bad file changes nothing and says why.

export const SETTINGS_FILE_KIND = 'buyer-lens-settings';
export const SETTINGS_FILE_VERSION = 1;

/** The settings a file carries: every setting, the key only when the rep asked. */
export type SettingsFile = {
  kind: typeof SETTINGS_FILE_KIND;
  version: number;
  exportedAt: string;
  settings: Partial<Settings>;
};

/** The document to save, as pretty JSON. */
export function settingsFileText(settings: Settings, options: { includeKey: boolean; now: Date }): string {
  const { apiKey, ...rest } = settings;
  const file: SettingsFile = {
    kind: SETTINGS_FILE_KIND,
    version: SETTINGS_FILE_VERSION,
    exportedAt: options.now.toISOString(),
    settings: options.includeKey && apiKey ? { ...rest, apiKey } : rest,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const envelopeSchema = z.object({
  kind: z.string(),
  version: z.number(),
  settings: z.record(z.string(), z.unknown()),
});

/** What a file holds, or the sentence that says why it cannot be imported. */
export type ReadSettingsFile =
  | { ok: true; changes: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * Reads a file's text: JSON, a Buyer Lens settings file of a version this one reads, only known settings. The
 * values themselves are checked by the settings schema when saved (saveSettings), which names the field.
 */
export function readSettingsFile(text: string, knownFields: readonly string[]): ReadSettingsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: t('optionsMore.settingsFile.notJson') };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.kind !== SETTINGS_FILE_KIND)
    return { ok: false, message: t('optionsMore.settingsFile.notSettingsFile') };
  if (envelope.data.version > SETTINGS_FILE_VERSION)
    return {
      ok: false,
      message: t('optionsMore.settingsFile.newerVersion', { version: envelope.data.version }),
    };
  const unknown = Object.keys(envelope.data.settings).filter((field) => !knownFields.includes(field));
  if (unknown.length > 0)
    return {
      ok: false,
      message: t('optionsMore.settingsFile.unknownSettings', {
        count: unknown.length,
        settings: unknown.join(t('optionsMore.settingsImport.listSeparator')),
      }),
    };
  return { ok: true, changes: envelope.data.settings };
}
