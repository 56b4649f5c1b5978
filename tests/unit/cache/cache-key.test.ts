import { describe, expect, it } from 'vitest';
import { accountListEndpoint } from '@/lib/api/accounts';
import { cacheKey, cacheNamespace, inNamespace, keyFingerprint } from '@/lib/cache/cache-key';

describe('cache keys', () => {
  it('fingerprints a key without containing it', async () => {
    const fingerprint = await keyFingerprint('demo-full');
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint).toBe(await keyFingerprint('demo-full'));
    expect(fingerprint).not.toBe(await keyFingerprint('demo-small'));
    const namespace = await cacheNamespace('https://api.example.com', 'secret-key-123');
    expect(namespace).toBe(`https://api.example.com#${await keyFingerprint('secret-key-123')}`);
    expect(namespace).not.toContain('secret-key-123');
  });

  it('names a request by its path and parameters, in any order, exactly as the client sends it', () => {
    const a = cacheKey('ns', accountListEndpoint({ q: 'acme', per_page: 5, page: undefined }));
    const b = cacheKey('ns', accountListEndpoint({ per_page: 5, q: 'acme' }));
    expect(a).toBe(b);
    expect(a).toBe('ns /api/v1/accounts?per_page=5&q=acme');
    expect(a).not.toBe(cacheKey('ns', accountListEndpoint({ q: 'acme', per_page: 10 })));
    expect(inNamespace(a, 'ns')).toBe(true);
    expect(inNamespace(a, 'n')).toBe(false);
  });
});
