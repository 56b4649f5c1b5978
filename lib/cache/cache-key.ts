import { type Endpoint, requestTarget } from '../api/endpoint';

// The cache is keyed by the API's base URL and a fingerprint of the key, never the key itself: storage can be
// read by anyone with the profile, and switching key or team must never serve another team's answers.

/** A short, stable, one-way fingerprint of an API key (SHA-256, first 16 hex digits). */
export async function keyFingerprint(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The namespace of one base URL and key: `${baseUrl}#${fingerprint}`. */
export async function cacheNamespace(baseUrl: string, apiKey: string): Promise<string> {
  return `${baseUrl}#${await keyFingerprint(apiKey)}`;
}

/** The cache key of one request in a namespace: its path and query exactly as the client sends them. */
export function cacheKey(namespace: string, endpoint: Pick<Endpoint<unknown>, 'path' | 'query'>): string {
  return `${namespace} ${requestTarget(endpoint)}`;
}

/** True when a cache key belongs to this namespace. */
export function inNamespace(key: string, namespace: string): boolean {
  return key.startsWith(`${namespace} `);
}
