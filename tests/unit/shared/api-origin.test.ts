import { describe, expect, it } from 'vitest';
import { apiOriginPermission, grantedByManifest } from '@/lib/shared/api-origin';

const MANIFEST_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*', 'https://*.my.salesforce.com/*'];

describe('API origins', () => {
  it('asks for the origin of a base URL', () => {
    expect(apiOriginPermission('https://api.example.com/v1')).toBe('https://api.example.com/*');
    expect(apiOriginPermission('not a url')).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:8787', true],
    ['http://127.0.0.1:41234/base', true],
    ['http://localhost:8787', true],
    ['https://127.0.0.1:8787', false],
    ['https://api.example.com', false],
    ['https://acme.my.salesforce.com', false],
    ['nonsense', false],
  ])('%s is granted by the manifest: %s (nothing is asked then)', (baseUrl, granted) => {
    expect(grantedByManifest(baseUrl, MANIFEST_HOSTS)).toBe(granted);
  });
});
