import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { accountSearchQuery } from '@/lib/research/account-search';
import {
  draftFromSearch,
  draftShowsSearch,
  EMPTY_DRAFT,
  foldedFilterCount,
  searchFromDraft,
  withProducts,
} from '@/lib/research/account-search-form';

describe('the account search form', () => {
  it('builds the displacement search from its boxes', () => {
    const draft = {
      ...withProducts(EMPTY_DRAFT, ['Relaytics CRM']),
      max_rating: '4',
      in_market_for: ['Sales Engagement'],
      intro_optin: 'open' as const,
      since_months: '6',
    };
    const read = searchFromDraft(draft);
    expect(read.ok && accountSearchQuery(read.search)).toBe(
      'in_market_for[]=Sales+Engagement&intro_optin=open&max_rating=4&products[]=Relaytics+CRM&since=6.months',
    );
  });

  it('clears the rating bounds when the last product goes, so a rating never lacks a product', () => {
    const rated = { ...withProducts(EMPTY_DRAFT, ['Relaytics CRM']), min_rating: '2', max_rating: '4' };
    expect(withProducts(rated, [])).toMatchObject({ products: [], min_rating: '', max_rating: '' });
    // A draft that holds bounds without products (it cannot be typed) still searches without them.
    const read = searchFromDraft({ ...EMPTY_DRAFT, min_rating: '2' });
    expect(read).toEqual({ ok: true, search: {} });
  });

  it('reads revenue in dollars with M/B shorthand and headcount with commas', () => {
    const read = searchFromDraft({
      ...EMPTY_DRAFT,
      revenue_min: '50M',
      revenue_max: '1.5B',
      employees_min: '1,000',
    });
    expect(read).toEqual({
      ok: true,
      search: { revenue: { min: 50_000_000, max: 1_500_000_000 }, employee_count: { min: 1_000 } },
    });
  });

  it('says beside each box what is wrong with it', () => {
    const read = searchFromDraft({
      ...withProducts(EMPTY_DRAFT, ['A']),
      min_rating: '8',
      max_rating: '3',
      revenue_min: 'lots',
      employees_min: '500',
      employees_max: '200',
      since_months: '0',
      start_date: '2026-05-01',
      end_date: '2026-01-01',
      start_publish_date: '2026-02-30',
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        max_rating: 'The highest rating is below the lowest.',
        revenue_min: 'Enter dollars as a number, like 250K, 50M or 1.5B.',
        employees_max: 'The highest headcount is below the lowest.',
        since_months: 'Enter a whole number of months from 1 to 240.',
        end_date: 'The last interview date is before the first.',
        start_publish_date: 'Enter a real date (YYYY-MM-DD).',
      },
    });
  });

  it('shows a search as it was (the boxes of a route or a saved search)', () => {
    const search = {
      products: ['Relaytics CRM'],
      max_rating: 4,
      revenue: { min: 50_000_000 },
      accounts: ['acme.com'],
      start_date: '2026-01-01',
    };
    const draft = draftFromSearch({ ...search, page: 3 });
    expect(draft.revenue_min).toBe('50M');
    expect(draftShowsSearch(draft, search)).toBe(true);
    expect(draftShowsSearch({ ...draft, q: 'more' }, search)).toBe(false);
    expect(foldedFilterCount(draft)).toBe(3);
    expect(foldedFilterCount(EMPTY_DRAFT)).toBe(0);
  });

  it('starts a new search at page 1 with the page size the rep chose', () => {
    const read = searchFromDraft({ ...EMPTY_DRAFT, q: ' pricing ' }, 50);
    expect(read).toEqual({ ok: true, search: { q: 'pricing', per_page: 50 } });
  });
});

describe('the account search form in German', () => {
  afterEach(async () => {
    await loadMessages(MESSAGE_AREAS, 'en');
  });

  it('says what is wrong in German, with German examples, and reads a headcount grouped the German way', async () => {
    await loadMessages(['research'], 'de');
    expect(searchFromDraft({ ...EMPTY_DRAFT, employees_min: '5k', since_months: '0' })).toEqual({
      ok: false,
      errors: {
        employees_min: 'Geben Sie eine ganze Zahl von Beschäftigten ein, z. B. 200 oder 5.000.',
        since_months: 'Geben Sie eine ganze Zahl von Monaten zwischen 1 und 240 ein.',
      },
    });
    // The example it gives reads back; the English grouping still does too. Dollars keep their one shorthand.
    expect(
      searchFromDraft({
        ...EMPTY_DRAFT,
        employees_min: '5.000',
        employees_max: '12,000',
        revenue_min: '1.5B',
      }),
    ).toEqual({
      ok: true,
      search: { employee_count: { min: 5_000, max: 12_000 }, revenue: { min: 1_500_000_000 } },
    });
  });
});
