/** The fixed demo API keys and what each team may see. */

/** The team's Ideal Customer Profile: what `icp_matches` counts. */
export type IcpProfile = {
  revenue: readonly [number, number];
  employees: readonly [number, number];
  industries: readonly string[];
  managementLevels: readonly string[];
};

export type Team = {
  key: string;
  description: string;
  scope: 'full' | 'small';
  accountPages: boolean;
  vendorProfiles: boolean;
  icp: IcpProfile | null;
};

const DEMO_ICP: IcpProfile = {
  revenue: [50_000_000, 5_000_000_000],
  employees: [200, 20_000],
  industries: [
    'Technology > Software',
    'Financial Services > Fintech',
    'Healthcare > Health IT',
    'Transportation > Logistics',
    'Retail > E-commerce',
  ],
  managementLevels: ['C-Level', 'VP'],
};

export const TEAMS: readonly Team[] = [
  {
    key: 'demo-full',
    description: 'every transcript, account pages, vendor profiles, ICP configured',
    scope: 'full',
    accountPages: true,
    vendorProfiles: true,
    icp: DEMO_ICP,
  },
  {
    key: 'demo-no-accounts',
    description: 'no account_pages feature: /accounts and /accounts/:id answer 403',
    scope: 'full',
    accountPages: false,
    vendorProfiles: true,
    icp: DEMO_ICP,
  },
  {
    key: 'demo-no-vendors',
    description: 'no vendor_profiles feature: /vendors/:slug and its sub-endpoints answer 403',
    scope: 'full',
    accountPages: true,
    vendorProfiles: false,
    icp: DEMO_ICP,
  },
  {
    key: 'demo-no-icp',
    description: 'no ICP attributes: icp_matches is null everywhere',
    scope: 'full',
    accountPages: true,
    vendorProfiles: true,
    icp: null,
  },
  {
    key: 'demo-small',
    description: 'about 40% of the transcripts; some accounts demo-full sees answer 404',
    scope: 'small',
    accountPages: true,
    vendorProfiles: true,
    icp: DEMO_ICP,
  },
];

/** The team for an `Authorization` header value, or null (401). */
export function teamForAuthorization(header: string | null): Team | null {
  const match = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  return TEAMS.find((team) => team.key === match[1]) ?? null;
}
