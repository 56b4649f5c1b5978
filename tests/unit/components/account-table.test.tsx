// @vitest-environment happy-dom
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountTable } from '@/components/research/account-results';
import type { AccountListRow } from '@/lib/api/accounts';
import type { AccountSort } from '@/lib/research/account-sort';

function row(name: string, fields: Partial<AccountListRow> = {}): AccountListRow {
  return {
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    domain_name: 'example.com',
    url: 'https://app.buyerlens.example/',
    industry: ['Technology > Software'],
    revenue: null,
    employee_count: null,
    location: 'Austin, Texas',
    icp_matches: 2,
    targeted: false,
    matching_interviews: 1,
    last_matching_interview: '2026-10-12',
    ...fields,
  };
}

const HOSTILE = row('Evil Corp <img src=x onerror=alert(1)><script>alert(1)</script>', {
  slug: 'evil-corp',
  domain_name: 'javascript:alert(document.domain)',
  location: '<b>Nowhere</b>',
  industry: ['<i>Software</i>'],
  matching_interviews: 11,
});
const LONG = row(`The Consolidated ${'Amalgamated '.repeat(28)}Company`.trim(), {
  slug: 'long',
  domain_name: 'consolidated-amalgamated.com',
  targeted: true,
  matching_interviews: 3,
  icp_matches: null,
});
const RTL = row('شركة الأفق للتقنية', {
  slug: 'alufuq',
  domain_name: 'alufuq-tech.com',
  matching_interviews: 2,
});

/** The table with its sort held here, as the route holds it in the view. */
function SortedTable(props: Omit<Parameters<typeof AccountTable>[0], 'sort' | 'onSort'>) {
  const [sort, setSort] = useState<AccountSort>(null);
  return <AccountTable {...props} sort={sort} onSort={setSort} />;
}

describe('the account results table', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('renders hostile rows as inert text, with websites only for real host names', () => {
    render(
      <SortedTable rows={[HOSTILE, LONG, RTL]} newAccounts={null} onOpenAccount={() => undefined} />,
      root,
    );
    expect(root.querySelector('img, script, b, i')).toBeNull();
    const names = [...root.querySelectorAll('[data-testid="account-open"]')];
    expect(names.map((button) => button.textContent)).toEqual([HOSTILE.name, LONG.name, RTL.name]);
    expect(root.textContent).toContain('HQ: <b>Nowhere</b>');
    const links = [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['https://consolidated-amalgamated.com/', 'https://alufuq-tech.com/']);
    expect(root.textContent).toContain('javascript:alert(document.domain)');
  });

  it('clamps a long name to two lines with the full name in its title, and marks text direction', () => {
    render(<SortedTable rows={[LONG, RTL]} newAccounts={null} onOpenAccount={() => undefined} />, root);
    const [long, rtl] = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="account-open"]')];
    expect(LONG.name.length).toBeGreaterThan(340);
    expect(long?.title).toBe(LONG.name);
    expect(long?.querySelector('.clamp')).not.toBeNull();
    expect(rtl?.getAttribute('dir')).toBe('auto');
    expect(root.textContent).toContain('Targeted');
    // Not scored yet: a dash, and the title says so.
    expect(root.querySelector('td[data-label="ICP fit"]')?.textContent).toBe('—');
  });

  it('opens the account a row names', () => {
    const onOpenAccount = vi.fn();
    render(<SortedTable rows={[RTL]} newAccounts={null} onOpenAccount={onOpenAccount} />, root);
    root.querySelector<HTMLButtonElement>('[data-testid="account-open"]')?.click();
    expect(onOpenAccount).toHaveBeenCalledWith('alufuq');
  });

  it('marks the accounts new since the last run', () => {
    const newAccounts = { slugs: new Set(['alufuq']), since: 0, sinceText: 'Nov 20, 2026' };
    render(
      <SortedTable rows={[HOSTILE, RTL]} newAccounts={newAccounts} onOpenAccount={() => undefined} />,
      root,
    );
    const marked = [...root.querySelectorAll('[data-testid="account-row"]')].map((tr) => [
      tr.getAttribute('data-slug'),
      tr.querySelector('[data-testid="new-badge"]')?.textContent ?? null,
    ]);
    expect(marked).toEqual([
      ['evil-corp', null],
      ['alufuq', 'New'],
    ]);
  });

  it('sorts by a column header, saying so with aria-sort', () => {
    render(
      <SortedTable rows={[HOSTILE, LONG, RTL]} newAccounts={null} onOpenAccount={() => undefined} />,
      root,
    );
    const slugs = () =>
      [...root.querySelectorAll('[data-testid="account-row"]')].map((tr) => tr.getAttribute('data-slug'));
    const header = (label: string) =>
      [...root.querySelectorAll<HTMLButtonElement>('th button')].find((button) =>
        button.textContent?.startsWith(label),
      );
    expect(root.querySelector('th[aria-sort]')).toBeNull();
    act(() => header('Interviews')?.click());
    expect(slugs()).toEqual(['evil-corp', 'long', 'alufuq']);
    expect(root.querySelector('th[aria-sort]')?.textContent).toContain('Interviews');
    expect(root.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('descending');
    act(() => header('Interviews')?.click());
    expect(slugs()).toEqual(['alufuq', 'long', 'evil-corp']);
    act(() => header('Account')?.click());
    expect(root.querySelector('th[aria-sort]')?.getAttribute('aria-sort')).toBe('ascending');
    expect(slugs()[0]).toBe('evil-corp');
  });
});
