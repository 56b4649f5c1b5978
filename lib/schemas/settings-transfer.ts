import { t } from '../i18n/catalogue';
import {
  afterSaves,
  fieldName,
  loadManagedSettings,
  loadOwnSettings,
  refusalText,
  saveSettings,
  settingsSchema,
  stripUndefined,
} from './settings';
import { readSettingsFile, settingsFileText } from './settings-file';
import { planSettingsImport, type SettingsImportPlan } from './settings-import';
import { z } from './zod-mini';

/**
 * The settings file: export, and import in two steps (what it would change, then the rep's confirmation). Apart
 * from the settings store (./settings.ts) because Options loads it with its section, after its first view.
 */
export const settingsFileStore = {
  /** The settings as a file to save (lib/schemas/settings-file.ts); the key only when asked. */
  async exportFile(includeKey: boolean): Promise<string> {
    // After the saves already asked for: a change made just before the click is in the file.
    await afterSaves();
    return settingsFileText(await loadOwnSettings(), { includeKey, now: new Date() });
  },
  /**
   * Reads a settings file and says what importing it would change (lib/schemas/settings-import.ts); nothing is
   * saved. A file that is not valid, whole, changes nothing and the sentence says what is wrong (the field, and
   * why).
   */
  async planImport(
    text: string,
  ): Promise<{ ok: true; plan: SettingsImportPlan } | { ok: false; message: string }> {
    const file = readSettingsFile(text, Object.keys(settingsSchema.shape));
    if (!file.ok) return file;
    const parsed = z.partial(settingsSchema).safeParse(file.changes);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        message: t('options.settingsSchema.importRefused', {
          field: fieldName(String(issue?.path[0] ?? 'settings')),
          reason: refusalText(issue),
        }),
      };
    }
    await afterSaves();
    const [own, managed] = await Promise.all([loadOwnSettings(), loadManagedSettings()]);
    return {
      ok: true,
      plan: planSettingsImport(own, stripUndefined(parsed.data), Object.keys(managed.values)),
    };
  },
  /** Saves what a plan the rep confirmed changes (planImport), and nothing else. */
  async applyImport(plan: SettingsImportPlan): Promise<{ ok: true } | { ok: false; message: string }> {
    const saved = await saveSettings(plan.values);
    if (saved.ok) return { ok: true };
    const [field, why] = Object.entries(saved.errors)[0] ?? ['settings', refusalText(undefined)];
    return {
      ok: false,
      message: t('options.settingsSchema.applyRefused', { field: fieldName(field), reason: why }),
    };
  },
};

export type SettingsFileStore = typeof settingsFileStore;
