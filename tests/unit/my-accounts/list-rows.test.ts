import { describe, expect, it } from 'vitest';
import { followedRows, rowName } from '../../../lib/my-accounts/list-rows';
import type { FollowedAccount } from '../../../lib/schemas/account-list';

let added = 0;
function account(
  input: string,
  summary?: {
    name: string;
    domain: string;
    interviews: number;
    lastInterviewed: string | null;
    icp: number | null;
  },
  notAccount = false,
): FollowedAccount {
  added++;
  const base = { key: `k:${input}`, entry: { kind: 'name' as const, name: input }, input, addedAt: added };
  if (notAccount) return { ...base, result: { status: 'notAccount', suggestions: [] }, checkedAt: added };
  if (!summary) return base;
  return {
    ...base,
    checkedAt: added,
    result: {
      status: 'found',
      account: {
        name: summary.name,
        slug: summary.domain,
        domain: summary.domain,
        url: `https://api.example.com/accounts/${summary.domain}`,
        interviews: summary.interviews,
        lastInterviewed: summary.lastInterviewed,
        icpMatches: summary.icp,
        targeted: false,
      },
    },
  };
}

const list = [
  account('zeta.io', {
    name: 'Zeta',
    domain: 'zeta.io',
    interviews: 2,
    lastInterviewed: '2026-01-05',
    icp: 1,
  }),
  account('Nowhere Ltd', undefined, true),
  account('émile.fr', { name: 'Émile', domain: 'emile.fr', interviews: 0, lastInterviewed: null, icp: null }),
  account('later.com'),
  account('acme.com', {
    name: 'acme',
    domain: 'acme.com',
    interviews: 12,
    lastInterviewed: '2026-11-30',
    icp: 5,
  }),
];
const names = (rows: FollowedAccount[]) => rows.map(rowName);
const options = { filter: 'all', text: '', sort: 'added', locale: 'fr' } as const;

describe('followedRows', () => {
  it("keeps the list's order when sorted by added, and names a row by its account or its line", () => {
    expect(names(followedRows(list, options))).toEqual(['Zeta', 'Nowhere Ltd', 'Émile', 'later.com', 'acme']);
  });

  it("sorts names by the rep's language, ignoring case and accents", () => {
    expect(names(followedRows(list, { ...options, sort: 'name' }))).toEqual([
      'acme',
      'Émile',
      'later.com',
      'Nowhere Ltd',
      'Zeta',
    ]);
  });

  it('puts the most interviews, the latest interview and the best fit first, rows without a value last', () => {
    expect(names(followedRows(list, { ...options, sort: 'interviews' }))).toEqual([
      'acme',
      'Zeta',
      'Émile',
      'Nowhere Ltd',
      'later.com',
    ]);
    expect(names(followedRows(list, { ...options, sort: 'lastInterviewed' })).slice(0, 2)).toEqual([
      'acme',
      'Zeta',
    ]);
    expect(names(followedRows(list, { ...options, sort: 'icp' })).slice(0, 2)).toEqual(['acme', 'Zeta']);
  });

  it('filters by where a row stands', () => {
    expect(names(followedRows(list, { ...options, filter: 'found' }))).toEqual(['Zeta', 'Émile', 'acme']);
    expect(names(followedRows(list, { ...options, filter: 'interviewed' }))).toEqual(['Zeta', 'acme']);
    expect(names(followedRows(list, { ...options, filter: 'notAccount' }))).toEqual(['Nowhere Ltd']);
    expect(names(followedRows(list, { ...options, filter: 'notChecked' }))).toEqual(['later.com']);
  });

  it('finds typed text in the name, the domain or the line, whatever its case', () => {
    expect(names(followedRows(list, { ...options, text: '  EMILE.fr ' }))).toEqual(['Émile']);
    expect(names(followedRows(list, { ...options, text: 'ltd' }))).toEqual(['Nowhere Ltd']);
    expect(names(followedRows(list, { ...options, text: 'ACME.COM', filter: 'notAccount' }))).toEqual([]);
  });

  it('leaves the stored list as it was', () => {
    const before = names(list);
    followedRows(list, { ...options, sort: 'name' });
    expect(names(list)).toEqual(before);
  });
});
