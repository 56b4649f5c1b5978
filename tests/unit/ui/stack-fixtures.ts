import type { AccountDetail, AccountTechStackItem } from '@/lib/api/accounts';

/** A stack item with sensible defaults. */
export function stackItem(overrides: Partial<AccountTechStackItem>): AccountTechStackItem {
  return {
    product: 'Product',
    vendor: 'Vendor',
    vendor_slug: 'vendor',
    rating: 5,
    status: 'satisfied',
    interview_count: 1,
    first_seen: '2024-01-01',
    last_seen: '2025-01-01',
    use_cases: [],
    ...overrides,
  };
}

/** An account detail with sensible defaults. */
export function accountDetail(overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    name: 'Pinecrest Logistics',
    slug: 'pinecrest-logistics',
    domain_name: 'pinecrest.example',
    url: 'https://app.example.com/accounts/pinecrest-logistics',
    industry: ['Transportation > Logistics'],
    revenue: 1_200_000_000,
    employee_count: 5000,
    location: 'Ohio',
    icp_matches: 2,
    targeted: true,
    icp: { revenue_match: true, employees_match: false },
    kpis: { interview_count: 48, first_interviewed: '2022-05-01', last_interviewed: '2025-02-10' },
    tech_stack: [],
    links: { interviews: '/api/v1/transcripts?accounts[]=pinecrest-logistics' },
    ...overrides,
  };
}
