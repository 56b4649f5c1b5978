import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ImportPreview, previewImport } from '../../../lib/my-accounts/import-file';
import { followedAccountsCsv } from '../../../lib/my-accounts/list-csv';
import type { FollowedAccount } from '../../../lib/schemas/account-list';

function preview(text: string): ImportPreview {
  const result = previewImport(text);
  if ('ok' in result) throw new Error(`refused: ${result.problem}`);
  return result;
}

/** The list an import adds, as the background stores it (lib/private-storage/account-lists.ts). */
function listFrom(text: string, addedAt = Date.UTC(2026, 11, 1)): FollowedAccount[] {
  return preview(text).lines.flatMap((line) =>
    line.status === 'add' ? [{ key: line.key, entry: line.entry, input: line.text.trim(), addedAt }] : [],
  );
}

/** The one account a line adds. */
function followed(line: string): FollowedAccount {
  const [account] = listFrom(line);
  if (!account) throw new Error(`${line} adds nothing`);
  return account;
}

const found = (name: string, domain: string): FollowedAccount['result'] => ({
  status: 'found',
  account: {
    name,
    slug: domain.split('.')[0] ?? domain,
    domain,
    url: `https://api.example.com/accounts/${domain}`,
    interviews: 3,
    lastInterviewed: '2026-10-02',
    icpMatches: 4,
    targeted: true,
  },
});

describe("My accounts' CSV", () => {
  it('has a byte order mark, English headers and ISO days, and a formula stays text', () => {
    const list: FollowedAccount[] = [
      {
        ...followed('acme.com'),
        result: found('=HYPERLINK("http://evil.example")', 'acme.com'),
        checkedAt: Date.UTC(2026, 11, 2, 23, 59),
      },
      { ...followed('Globex, Inc.'), result: { status: 'notAccount', suggestions: ['Globex'] } },
      followed('initech.com'),
    ];
    const csv = followedAccountsCsv(list);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Followed as,Account,Domain,Interviews,Last interviewed,ICP matches,Targeted,Status,Added,Checked',
    );
    expect(lines[1]).toBe(
      `acme.com,"'=HYPERLINK(""http://evil.example"")",acme.com,3,2026-10-02,4,yes,found,2026-12-01,2026-12-02`,
    );
    expect(lines[2]).toBe('"Globex, Inc.",,,,,,,no account,2026-12-01,');
    expect(lines[3]).toBe('initech.com,,,,,,,not checked,2026-12-01,');
  });

  it('imports back as the same list, which exports again byte for byte', () => {
    // Lines a CRM export holds: domains, web addresses, work emails, names with commas, quotes and accents.
    const line = fc.oneof(
      fc.domain(),
      fc.webUrl(),
      fc.emailAddress(),
      fc
        .array(
          fc.constantFrom('Acme', 'Société', 'Générale', 'Inc.', ',', '"', 'A/S', '株式会社', 'שלום', 'GmbH'),
          {
            minLength: 1,
            maxLength: 4,
          },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const list = listFrom(lines.join('\n'));
        fc.pre(list.length > 0);
        const exported = followedAccountsCsv(list);
        const reimported = listFrom(exported);
        expect(reimported.map((account) => [account.key, account.input])).toEqual(
          list.map((account) => [account.key, account.input]),
        );
        expect(followedAccountsCsv(reimported)).toBe(exported);
      }),
      { numRuns: 150 },
    );
  });
});
