// Build-time configuration read through import.meta.env (set by `npm run demo` and the e2e build).
interface ImportMetaEnv {
  readonly WXT_API_BASE_URL?: string;
  readonly WXT_API_KEY?: string;
  /** A hash of public/i18n's messages (wxt.config.ts): a page's stored copy of them is of this build. */
  readonly BUYER_LENS_MESSAGES_HASH?: string;
}
