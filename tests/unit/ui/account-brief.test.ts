import { describe, expect, it } from 'vitest';
import type { VendorProfile } from '@/lib/api/vendors';
import { buildAccountBrief, escapeMarkdown } from '@/lib/ui/account-brief';
import { accountDetail, stackItem } from './stack-fixtures';

function vendor(overrides: Partial<VendorProfile>): VendorProfile {
  return {
    name: 'Northbeam Analytics',
    slug: 'northbeam',
    domain_name: 'northbeam.example',
    median_rating: 4,
    average_rating: 3.8,
    ratings_count: 20,
    transcript_count: 30,
    buyer_count: 12,
    products: [],
    use_cases: [],
    likes: [{ headline: 'Fast dashboards', paragraph: '...' }],
    dislikes: [{ headline: 'Pricey seats', paragraph: '...' }],
    buyers: [],
    other_products_in_buyers_tech_stack: [],
    other_products_in_buyers_tech_stack_total_count: 0,
    similar_vendors_by_use_case: [],
    links: { buyers: '', buyers_also_buy: '' },
    ...overrides,
  };
}

describe('buildAccountBrief', () => {
  it('summarises the account, KPIs, stack (unhappy first) and vendor likes and dislikes', () => {
    const account = accountDetail({
      tech_stack: [
        stackItem({ product: 'Happy CRM', vendor: 'Acme', status: 'satisfied', rating: 9 }),
        stackItem({ product: 'Sad BI', vendor: 'Northbeam Analytics', status: 'unhappy_with', rating: 3.4 }),
      ],
    });
    const brief = buildAccountBrief(account, new Map([['northbeam', vendor({})]]));
    expect(brief).toContain('## Pinecrest Logistics (pinecrest.example)');
    expect(brief).toContain('Revenue: $1.2B');
    expect(brief).toContain('Headcount: 5,000');
    expect(brief).toContain('**Interviews:** 48 (first May 1, 2022, last Feb 10, 2025)');
    expect(brief.indexOf('Sad BI')).toBeLessThan(brief.indexOf('Happy CRM'));
    expect(brief).toContain('- **Sad BI** (Northbeam Analytics): Unhappy with, rated 3.4/10, 1 interview');
    expect(brief).toContain('  - Likes: Fast dashboards');
    expect(brief).toContain('  - Dislikes: Pricey seats');
    expect(brief).toContain('Source: Buyer Lens, https://app.example.com/accounts/pinecrest-logistics');
  });

  it('keeps hostile text inert: no links, HTML or headings come from the API', () => {
    const account = accountDetail({
      name: '<script>alert(1)</script> [click](javascript:alert(1))',
      url: 'javascript:alert(1)',
      tech_stack: [stackItem({ product: '# Heading\n- list', vendor: '**bold**' })],
    });
    const brief = buildAccountBrief(account);
    expect(brief).not.toContain('](javascript');
    expect(brief).not.toContain('<script>');
    expect(brief).not.toMatch(/^# Heading/m);
    expect(brief).toContain('\\[click\\]\\(javascript:alert\\(1\\)\\)');
    expect(brief).toContain('Source: Buyer Lens, Buyer Intelligence');
  });

  it('escapes Markdown syntax and line breaks', () => {
    expect(escapeMarkdown('a*b_c\nd')).toBe('a\\*b\\_c d');
    expect(escapeMarkdown('- item')).toBe('\\- item');
  });
});
