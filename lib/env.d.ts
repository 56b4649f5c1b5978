// Build-time configuration read through import.meta.env (set by `npm run demo` and the e2e build).
interface ImportMetaEnv {
  readonly WXT_API_BASE_URL?: string;
  readonly WXT_API_KEY?: string;
}
