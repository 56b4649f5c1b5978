import type { Settings } from '../shared/settings-types';

// What an organisation sets by browser policy (`storage.managed`: Chrome and Edge read it from the policy
// `3rdparty.extensions.<id>`, described by public/managed-schema.json; Firefox from policies.json
// `3rdparty.Extensions.<gecko id>`; docs/admin-guide.md, "Deployment to a team"). Managed values win over the rep's. Read in
// the background and the options page only: no content script reads storage.managed.

/** The settings a policy may set. */
export const MANAGED_FIELDS = ['baseUrl', 'apiKey', 'detectionMode', 'watchEvery'] as const;
export type ManagedField = (typeof MANAGED_FIELDS)[number];

/**
 * What the policy set that parses, the fields it set that do not (said in Options, then ignored), and whether
 * it set a key without an address (ignored too: said in Options).
 */
export type ManagedSettings = {
  values: Partial<Pick<Settings, ManagedField>>;
  invalid: ManagedField[];
  keyWithoutAddress?: true;
};

export const NO_MANAGED_SETTINGS: ManagedSettings = { values: {}, invalid: [] };

/**
 * Checks what `storage.managed` holds with the settings' own field schemas (passed in: they live in
 * settings.ts, which reads this module).
 */
export function parseManagedSettings(
  stored: Record<string, unknown>,
  fieldSchemas: {
    [F in ManagedField]: {
      safeParse(value: unknown): { success: true; data: Settings[F] } | { success: false };
    };
  },
): ManagedSettings {
  const values: Record<string, unknown> = {};
  const invalid: ManagedField[] = [];
  for (const field of MANAGED_FIELDS) {
    if (stored[field] === undefined) continue;
    const parsed = fieldSchemas[field].safeParse(stored[field]);
    // An empty key or address from a policy is no setting: the rep's applies.
    if (parsed.success && parsed.data !== '') values[field] = parsed.data;
    else if (!parsed.success) invalid.push(field);
  }
  // A managed key goes only to a managed address: with the address left to the rep, the organisation's key
  // would follow whatever address is typed (and "Test connection" would send it there). So it is not used.
  if (values.apiKey !== undefined && values.baseUrl === undefined) {
    delete values.apiKey;
    return { values: values as ManagedSettings['values'], invalid, keyWithoutAddress: true };
  }
  return { values: values as ManagedSettings['values'], invalid };
}
