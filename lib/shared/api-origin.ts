/**
 * The host permission for a base URL's origin (`https://api.example.com/*`), or null when it is no web URL: the
 * one pattern the options page asks for, the background checks and gives back.
 */
export function apiOriginPermission(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}/*` : null;
  } catch {
    return null;
  }
}
