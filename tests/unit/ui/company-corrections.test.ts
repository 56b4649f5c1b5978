import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { companyCorrectionsItem, connectionItem } from '@/lib/shared/storage-items';
import { correctionPlace, loadCorrections, removeCorrection } from '@/lib/ui/company-corrections';

// Options' list of the rep's "Not this company?" picks: this connection's only, well-formed entries only
// (checked by hand: no zod in the light pages), and Remove forgets one without touching another key's.

const ACME = { name: 'Acme', slug: 'acme', domain: 'acme.com' };
const entry = (key: string, connection: string) => ({ key, account: ACME, connection, correctedAt: 1 });

beforeEach(async () => {
  fakeBrowser.reset();
  await connectionItem.setValue({ id: 'connection-a' });
});

describe('company corrections in Options', () => {
  it("lists the current connection's well-formed entries", async () => {
    await companyCorrectionsItem.setValue([
      entry('site:acme-holdings.com', 'connection-a'),
      entry('site:other.com', 'connection-b'),
      { key: 'site:bad.com', account: { name: 'Bad' }, connection: 'connection-a', correctedAt: 1 },
      null,
    ] as never);
    expect((await loadCorrections()).map((correction) => correction.key)).toEqual(['site:acme-holdings.com']);
  });

  it("removes one entry and keeps another connection's", async () => {
    await companyCorrectionsItem.setValue([
      entry('site:acme-holdings.com', 'connection-a'),
      entry('site:acme-holdings.com', 'connection-b'),
    ]);
    await removeCorrection('site:acme-holdings.com');
    expect(await companyCorrectionsItem.getValue()).toEqual([
      entry('site:acme-holdings.com', 'connection-b'),
    ]);
  });

  it('names the place: the website, or the record address', () => {
    expect(correctionPlace('site:acme.com')).toBe('acme.com');
    expect(correctionPlace('record:https://x.lightning.force.com/lightning/r/Account/001/view')).toBe(
      'https://x.lightning.force.com/lightning/r/Account/001/view',
    );
  });
});
