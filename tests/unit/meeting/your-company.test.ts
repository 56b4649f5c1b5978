import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  loadCurrentYourCompany,
  readYourCompanies,
  saveYourCompany,
  withYourCompany,
  yourCompanyOf,
} from '@/lib/meeting/your-company';
import { connectionItem, yourCompanyItem } from '@/lib/shared/storage-items';

const CADENCIA = { vendor: { slug: 'cadencia', name: 'Cadencia' }, products: ['Cadencia Cadence'] };
const DIALWELL = { vendor: { slug: 'dialwell', name: 'Dialwell' }, products: [] };

describe('Your company, per connection', () => {
  beforeEach(() => fakeBrowser.reset());

  it("is read back on its connection only: another key's choice is not shown", async () => {
    await connectionItem.setValue({ id: 'https://api.example#team-a' });
    await saveYourCompany('https://api.example#team-a', CADENCIA);
    expect(await loadCurrentYourCompany()).toEqual({ connection: 'https://api.example#team-a', ...CADENCIA });
    await connectionItem.setValue({ id: 'https://api.example#team-b' });
    expect(await loadCurrentYourCompany()).toBeNull();
    await saveYourCompany('https://api.example#team-b', DIALWELL);
    expect((await loadCurrentYourCompany())?.vendor.slug).toBe('dialwell');
    // Team A's choice is kept for when its key comes back.
    await connectionItem.setValue({ id: 'https://api.example#team-a' });
    expect((await loadCurrentYourCompany())?.vendor.slug).toBe('cadencia');
  });

  it('is cleared for one connection alone, and never read without a connection', async () => {
    await saveYourCompany('a', CADENCIA);
    await saveYourCompany('b', DIALWELL);
    await saveYourCompany('a', null);
    const list = readYourCompanies(await yourCompanyItem.getValue());
    expect(list.map((entry) => entry.connection)).toEqual(['b']);
    expect(yourCompanyOf(list, null)).toBeNull();
    expect(yourCompanyOf(list, undefined)).toBeNull();
  });

  it('keeps one entry per connection, the newest, when saved again', () => {
    const list = withYourCompany(withYourCompany([], { connection: 'a', ...CADENCIA }), {
      connection: 'a',
      ...DIALWELL,
    });
    expect(list).toEqual([{ connection: 'a', ...DIALWELL }]);
  });

  it('drops each malformed stored entry alone (storage is a boundary)', () => {
    const good = { connection: 'a', ...CADENCIA };
    expect(
      readYourCompanies([
        good,
        null,
        'cadencia',
        { connection: 'b', vendor: { slug: 'x' }, products: [] },
        { connection: 'c', vendor: { slug: 'x', name: 'X' }, products: 'X One' },
        { connection: 'd', vendor: { slug: '', name: 'X' }, products: [] },
        { connection: 'e', vendor: { slug: 'x', name: 'X' }, products: [42] },
        { connection: 'f', vendor: { slug: 'x'.repeat(301), name: 'X' }, products: [] },
        { connection: 'a', ...DIALWELL },
      ]),
    ).toEqual([good]);
    expect(readYourCompanies({ connection: 'a' })).toEqual([]);
    expect(readYourCompanies(undefined)).toEqual([]);
  });
});
