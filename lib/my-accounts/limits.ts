// My accounts' limits, stated to the rep and enforced where the data is received (lib/schemas/messages.ts), on
// their own so that the background's message schemas do not carry the import reader or the list's store.

/** The most accounts one connection's list holds. */
export const MAX_FOLLOWED_ACCOUNTS = 5_000;

/** The largest file or paste read: about 20,000 lines of a CRM export. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The most lines one import previews: a key's list holds 5,000 accounts, so more cannot all be added. */
export const MAX_IMPORT_LINES = 20_000;
