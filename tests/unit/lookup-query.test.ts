import { describe, expect, it } from 'vitest';
import { toAccountId } from '@/lib/lookup-query';

describe('toAccountId', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  ACME.com  ', 'acme.com'],
    ['www.acme.com', 'acme.com'],
    ['acme.com/pricing?x=1', 'acme.com'],
    ['https://www.acme.com/about', 'acme.com'],
    ['HTTP://Shop.Acme.co.uk:8080/', 'shop.acme.co.uk'],
    ['jane.doe@Acme.com', 'acme.com'],
    ['Acme Inc', 'Acme Inc'],
    ['Müller & Söhne GmbH', 'Müller & Söhne GmbH'],
  ])('%j → %j', (query, id) => {
    expect(toAccountId(query)).toBe(id);
  });
});
