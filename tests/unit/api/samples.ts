import type { AccountDetail, AccountListResponse } from '@/lib/api/accounts';
import type { ReferenceItem, VendorReferenceItem } from '@/lib/api/reference';
import type { TranscriptDetail, TranscriptListItem, TranscriptSearchResponse } from '@/lib/api/transcripts';
import type {
  AlsoBuyItem,
  AlsoBuyResponse,
  VendorBuyer,
  VendorBuyersResponse,
  VendorProfile,
} from '@/lib/api/vendors';

// One valid body per endpoint, shaped exactly as docs/api.md 2 says, for the injected fetch to return.

export const transcriptListItem: TranscriptListItem = {
  id: 't-1',
  title: 'VP Sales at Acme on sales engagement',
  publish_date: '2026-03-04',
  date: 'March 2026',
  management_level: 'VP',
  department: 'Sales',
  opted_into_intros: true,
  company: 'Acme',
  company_hq: 'CA',
  company_domain_name: 'acme.com',
  company_revenue: '$100M - $500M',
  company_employee_count: '1,000 - 5,000',
  company_industries: ['Software > CRM'],
  in_market_for: ['Sales Engagement'],
  strategic_priorities: ['Grow pipeline'],
  tech_stack: [
    {
      product: 'Outreach',
      vendor: 'Outreach',
      vendor_domain_name: 'outreach.io',
      rating: 8,
      use_cases: ['Cadences'],
    },
    { product: 'Gong', vendor: 'Gong', vendor_domain_name: 'gong.io', rating: null, use_cases: [] },
  ],
  icp_matches: 2,
  icp_matched_attributes: [{ industry: 'Software' }],
  url: 'https://app.buyerlens.example/transcripts/t-1',
};

export const transcriptDetail: TranscriptDetail = {
  ...transcriptListItem,
  buyer_perspective: 'Wants fewer tools.',
  quick_study: 'Q: Why? A: Cost.',
  full_transcript: 'Interviewer: Hello.\nBuyer: Hi.',
};

export const transcriptSearch: TranscriptSearchResponse = {
  data: [transcriptListItem],
  meta: { total_count: 1, page: 1, per_page: 20 },
};

export const accountDetail: AccountDetail = {
  name: 'Acme',
  slug: 'acme',
  domain_name: 'acme.com',
  url: 'https://app.buyerlens.example/accounts/acme',
  industry: ['Software > CRM'],
  revenue: 250_000_000,
  employee_count: 1200,
  location: 'San Francisco, CA',
  icp_matches: 3,
  targeted: true,
  icp: { revenue_match: true, employees_match: false },
  kpis: { interview_count: 12, first_interviewed: '2024-01-02', last_interviewed: '2026-09-30' },
  tech_stack: [
    {
      product: 'Outreach',
      vendor: 'Outreach',
      vendor_slug: 'outreach',
      rating: 7.5,
      status: 'satisfied',
      interview_count: 4,
      first_seen: '2024-01-02',
      last_seen: '2026-09-30',
      use_cases: ['Cadences'],
    },
  ],
  links: { interviews: '/api/v1/transcripts?accounts[]=acme' },
};

export const accountList: AccountListResponse = {
  data: [
    {
      name: 'Acme',
      slug: 'acme',
      domain_name: 'acme.com',
      url: 'https://app.buyerlens.example/accounts/acme',
      industry: ['Software > CRM'],
      revenue: null,
      employee_count: null,
      location: null,
      icp_matches: null,
      targeted: false,
      matching_interviews: 3,
      last_matching_interview: '2026-09-30',
    },
  ],
  meta: {
    total_count: 1,
    transcript_hits_inspected: 3,
    transcript_total: 3,
    truncated: false,
    page: 1,
    per_page: 10,
  },
};

export const vendorBuyer: VendorBuyer = {
  company: null,
  domain_name: null,
  average_rating: 4.2,
  use_cases: ['Cadences'],
  transcripts: [
    {
      id: 't-1',
      title: 'VP Sales at Acme',
      date: '2026-03-04',
      display_date: 'March 2026',
      buyer_perspective: 'Wants fewer tools.',
      relevant_tech_stack: [{ product: 'Outreach', rating: 8, use_cases: ['Cadences'] }],
    },
  ],
};

export const alsoBuyItem: AlsoBuyItem = {
  vendor_slug: 'gong',
  vendor_name: 'Gong',
  overlap_pct: 42.5,
  avg_rating_by_vendor_buyers: 4.1,
  avg_rating: 3.9,
};

export const vendorProfile: VendorProfile = {
  name: 'Outreach',
  slug: 'outreach',
  domain_name: 'outreach.io',
  median_rating: 4,
  average_rating: 3.8,
  ratings_count: 40,
  transcript_count: 55,
  buyer_count: 30,
  products: ['Outreach'],
  use_cases: ['Cadences'],
  likes: [{ headline: 'Easy cadences', paragraph: 'Reps ramp fast.' }],
  dislikes: null,
  buyers: [vendorBuyer],
  other_products_in_buyers_tech_stack: [alsoBuyItem],
  other_products_in_buyers_tech_stack_total_count: 12,
  similar_vendors_by_use_case: [{ slug: 'salesloft', name: 'Salesloft' }],
  links: {
    buyers: '/api/v1/vendors/outreach/buyers',
    buyers_also_buy: '/api/v1/vendors/outreach/buyers_also_buy',
  },
};

export const vendorBuyers: VendorBuyersResponse = {
  data: [vendorBuyer],
  meta: { total_count: 1, page: 1, per_page: 5 },
};
export const alsoBuy: AlsoBuyResponse = {
  data: [alsoBuyItem],
  meta: { total_count: 1, page: 1, per_page: 5 },
};

export const referenceItems: ReferenceItem[] = [{ name: 'Sales Engagement', transcript_count: 14 }];
export const vendorReferenceItems: VendorReferenceItem[] = [
  { name: 'Outreach', transcript_count: 55, slug: 'outreach', domain_name: 'outreach.io', buyer_count: 30 },
];
