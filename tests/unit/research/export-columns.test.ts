import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_COLUMNS, httpUrl, websiteUrl } from '@/lib/research/export-columns';
import { accountRow, HOSTILE_ROWS } from './hostile-rows';

/** A row as the export writes it, by header. */
function cells(row = accountRow()) {
  return Object.fromEntries(ACCOUNT_EXPORT_COLUMNS.map((column) => [column.header, column.value(row)]));
}

describe('account export columns', () => {
  it('give a CRM every field it imports, numbers as numbers', () => {
    expect(cells()).toEqual({
      Name: 'Pinecrest Logistics',
      Domain: 'pinecrestlogistics.com',
      Website: 'https://pinecrestlogistics.com/',
      Industry: 'Transportation > Logistics',
      HQ: 'Denver, CO',
      'Revenue (USD)': 250_000_000,
      Employees: 1200,
      'Matching interviews': 12,
      'Last matching interview': '2026-09-14',
      'ICP matches (of 3)': 3,
      Targeted: 'yes',
      'Buyer Lens URL': 'https://app.buyerlens.example/accounts/pinecrest-logistics',
    });
  });

  it('leave out links that are not http(s) or not a host name', () => {
    const [evil, rtl] = HOSTILE_ROWS;
    expect(cells(evil)['Buyer Lens URL']).toBeNull();
    expect(cells(rtl).Website).toBeNull();
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(httpUrl('http://example.com/a')).toBe('http://example.com/a');
    expect(websiteUrl('evil.com/path?x=<b>')).toBeNull();
    expect(websiteUrl(' Example.COM ')).toBe('https://example.com/');
  });

  it('leave missing values empty and join industries', () => {
    const row = accountRow({ industry: ['A > B', 'C > D'], revenue: null, targeted: false });
    expect(cells(row)).toMatchObject({ Industry: 'A > B; C > D', 'Revenue (USD)': null, Targeted: 'no' });
  });
});
