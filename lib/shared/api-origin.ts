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

/**
 * True when the manifest's host permissions already grant a base URL's origin: a literal host pattern
 * (`http://127.0.0.1/*`, the sandbox's) covers every port. Then nothing is asked: Firefox answers a request for
 * `http://127.0.0.1:8787/*` with a prompt although the manifest grants it (measured in firefox-esr 153).
 */
export function grantedByManifest(baseUrl: string, hostPermissions: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return false;
  }
  return hostPermissions.some((pattern) => {
    const match = /^(https?):\/\/([^/*]+)\/\*$/.exec(pattern);
    return match !== null && `${match[1]}:` === url.protocol && match[2] === url.hostname;
  });
}

/** True for a plain-http address on this machine (`http://127.0.0.1:8787`): a local sandbox, never a team's API. */
export function isLoopbackUrl(baseUrl: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(baseUrl);
}
