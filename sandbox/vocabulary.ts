/** Word lists the generator draws from: fictional vendors, company name parts, industries, use cases. */

/** Use cases (the `in_market_for[]` values) with the product-name suffixes vendors in that market use. */
export const USE_CASES: ReadonlyArray<{ name: string; suffixes: readonly string[] }> = [
  { name: 'Customer Data Platform', suffixes: ['CDP', 'Unify', 'Profiles', 'Audiences'] },
  { name: 'Sales Engagement', suffixes: ['Cadence', 'Sequences', 'Engage', 'Dialer'] },
  { name: 'CRM', suffixes: ['CRM', 'Sales Cloud', 'Pipeline', 'Relate'] },
  { name: 'Marketing Automation', suffixes: ['Campaigns', 'Nurture', 'Journeys', 'Automate'] },
  { name: 'Conversation Intelligence', suffixes: ['Calls', 'Recorder', 'Conversations', 'Listen'] },
  { name: 'Revenue Intelligence', suffixes: ['Forecast', 'Revenue', 'Deals', 'Signals'] },
  { name: 'Data Warehouse', suffixes: ['Warehouse', 'Lakehouse', 'DB', 'Query'] },
  { name: 'Product Analytics', suffixes: ['Analytics', 'Funnels', 'Events', 'Insights'] },
  { name: 'Customer Success Platform', suffixes: ['Success', 'Health Scores', 'Renewals', 'Adopt'] },
  { name: 'Help Desk', suffixes: ['Desk', 'Service', 'Tickets', 'Support'] },
  { name: 'Security Information and Event Management', suffixes: ['SIEM', 'Detect', 'Logs', 'Sentinel'] },
  { name: 'Endpoint Security', suffixes: ['Endpoint', 'Shield', 'Protect', 'EDR'] },
  { name: 'Identity and Access Management', suffixes: ['Identity', 'SSO', 'Access', 'Directory'] },
  { name: 'Observability', suffixes: ['Monitor', 'APM', 'Traces', 'Observe'] },
  { name: 'Data Integration', suffixes: ['Pipelines', 'Connect', 'Sync', 'ETL'] },
  { name: 'Business Intelligence', suffixes: ['BI', 'Dashboards', 'Reports', 'Explore'] },
  { name: 'HR Information System', suffixes: ['HR', 'People', 'Payroll', 'Workforce'] },
  { name: 'Contract Lifecycle Management', suffixes: ['Contracts', 'CLM', 'Agreements', 'Sign'] },
  { name: 'CPQ', suffixes: ['CPQ', 'Quotes', 'Pricing', 'Billing'] },
  { name: 'Intent Data', suffixes: ['Intent', 'Surge', 'Radar', 'Buyer Signals'] },
  { name: 'Cloud Cost Management', suffixes: ['Cost', 'FinOps', 'Spend', 'Optimize'] },
  { name: 'Project Management', suffixes: ['Projects', 'Work', 'Boards', 'Plan'] },
];

/** Fictional vendors: [name, primary domain, use cases]. */
export const VENDORS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Northbeam Analytics', 'northbeam.io', ['Product Analytics', 'Business Intelligence']],
  ['Cadencia', 'cadencia.com', ['Sales Engagement']],
  ['Relaytics', 'relaytics.com', ['CRM', 'Revenue Intelligence']],
  ['Quillstack', 'quillstack.com', ['Customer Data Platform', 'Marketing Automation']],
  ['Brightwire', 'brightwire.io', ['Marketing Automation']],
  ['Echolane', 'echolane.ai', ['Conversation Intelligence']],
  ['Forecastly', 'forecastly.com', ['Revenue Intelligence']],
  ['Glacierbase', 'glacierbase.com', ['Data Warehouse']],
  ['Helmsight', 'helmsight.com', ['Customer Success Platform']],
  ['Ticketwise', 'ticketwise.com', ['Help Desk']],
  ['Sentrix Security', 'sentrix.com', ['Security Information and Event Management', 'Endpoint Security']],
  ['Keystone Identity', 'keystoneid.com', ['Identity and Access Management']],
  ['Lumenpath', 'lumenpath.io', ['Observability']],
  ['Pipewright', 'pipewright.io', ['Data Integration']],
  ['Chartwell BI', 'chartwellbi.com', ['Business Intelligence']],
  ['Peoplepoint', 'peoplepoint.com', ['HR Information System']],
  ['Clauseway', 'clauseway.com', ['Contract Lifecycle Management']],
  ['Quotient Labs', 'quotientlabs.com', ['CPQ']],
  ['Intentful', 'intentful.com', ['Intent Data']],
  ['Cloudmeter', 'cloudmeter.io', ['Cloud Cost Management']],
  ['Taskharbor', 'taskharbor.com', ['Project Management']],
  ['Signalcrest Data', 'signalcrest.io', ['Intent Data', 'Revenue Intelligence']],
  ['Orbitly', 'orbitly.com', ['Customer Data Platform']],
  ['Mosaic Cloud', 'mosaiccloud.com', ['Data Warehouse', 'Business Intelligence']],
  ['Dialwell', 'dialwell.com', ['Sales Engagement']],
  ['Bastionly', 'bastionly.com', ['Endpoint Security']],
  ['Auditrail', 'auditrail.com', ['Security Information and Event Management']],
  ['Passgate', 'passgate.io', ['Identity and Access Management']],
  ['Tracepoint', 'tracepoint.dev', ['Observability']],
  ['Syncforge', 'syncforge.io', ['Data Integration']],
  ['Insightory', 'insightory.com', ['Product Analytics']],
  ['Renewlo', 'renewlo.com', ['Customer Success Platform']],
  ['Supportly', 'supportly.com', ['Help Desk']],
  ['Talentgrove', 'talentgrove.com', ['HR Information System']],
  ['Signetry', 'signetry.com', ['Contract Lifecycle Management']],
  ['Pricepilot', 'pricepilot.com', ['CPQ']],
  ['Spendscope', 'spendscope.io', ['Cloud Cost Management']],
  ['Boardwalk Work', 'boardwalkwork.com', ['Project Management']],
  ['Leadloom', 'leadloom.com', ['Sales Engagement', 'Intent Data']],
  ['Ledgerline CRM', 'ledgerline.com', ['CRM']],
  ['Campaignary', 'campaignary.com', ['Marketing Automation']],
  ['Voxtrail', 'voxtrail.com', ['Conversation Intelligence']],
  ['Dealpulse', 'dealpulse.io', ['Revenue Intelligence']],
  ['Lakeshore Data', 'lakeshoredata.com', ['Data Warehouse']],
  ['Funnelcraft', 'funnelcraft.io', ['Product Analytics', 'Marketing Automation']],
  ['Carewave', 'carewave.com', ['Customer Success Platform', 'Help Desk']],
  ['Vigilant Labs', 'vigilantlabs.com', ['Security Information and Event Management', 'Endpoint Security']],
  ['Trustkey', 'trustkey.io', ['Identity and Access Management']],
  ['Watchtower Ops', 'watchtowerops.com', ['Observability']],
  ['Streamjoin', 'streamjoin.io', ['Data Integration', 'Customer Data Platform']],
  ['Dashlight', 'dashlight.com', ['Business Intelligence']],
  ['Crewbase', 'crewbase.com', ['HR Information System']],
  ['Paperloop', 'paperloop.com', ['Contract Lifecycle Management']],
  ['Quotewell', 'quotewell.com', ['CPQ']],
  ['Costwise Cloud', 'costwise.cloud', ['Cloud Cost Management']],
  ['Sprintyard', 'sprintyard.com', ['Project Management']],
  ['Prospectra', 'prospectra.com', ['Intent Data', 'Sales Engagement']],
  ['Pipelane CRM', 'pipelane.com', ['CRM']],
  ['Audiencely', 'audiencely.com', ['Customer Data Platform']],
  ['Callscribe', 'callscribe.ai', ['Conversation Intelligence']],
  ['Tidewater Systems', 'tidewatersys.com', ['Observability', 'Cloud Cost Management']],
  ['Keelhaul Security', 'keelhaul.io', ['Endpoint Security']],
  ['Beacon Loop', 'beaconloop.com', ['Customer Success Platform']],
  ['Ampersand HQ', 'ampersandhq.com', ['Marketing Automation', 'CRM']],
];

/** Industries as parent → children; filter values are `Parent > Child`. */
export const INDUSTRIES: ReadonlyArray<{
  parent: string;
  children: readonly string[];
  suffixes: readonly string[];
}> = [
  {
    parent: 'Technology',
    children: ['Software', 'IT Services', 'Semiconductors'],
    suffixes: ['Software', 'Systems', 'Technologies', 'Labs', 'Digital', 'Networks'],
  },
  {
    parent: 'Financial Services',
    children: ['Banking', 'Insurance', 'Asset Management', 'Fintech'],
    suffixes: ['Bank', 'Financial', 'Capital', 'Insurance', 'Payments'],
  },
  {
    parent: 'Healthcare',
    children: ['Hospitals', 'Medical Devices', 'Health IT'],
    suffixes: ['Health', 'Medical Group', 'Health System', 'Care'],
  },
  {
    parent: 'Life Sciences',
    children: ['Biotechnology', 'Pharmaceuticals'],
    suffixes: ['Biosciences', 'Therapeutics', 'Pharma', 'Genomics'],
  },
  {
    parent: 'Manufacturing',
    children: ['Industrial Machinery', 'Automotive', 'Aerospace'],
    suffixes: ['Manufacturing', 'Industries', 'Machinery', 'Components', 'Motors'],
  },
  {
    parent: 'Retail',
    children: ['E-commerce', 'Grocery', 'Specialty Retail'],
    suffixes: ['Retail', 'Outfitters', 'Markets', 'Stores'],
  },
  {
    parent: 'Consumer Goods',
    // A name with a comma: 422 suggestions are joined with ", ", so clients must split them by the known names.
    children: ['Apparel, Footwear & Accessories', 'Food & Beverage'],
    suffixes: ['Brands', 'Apparel', 'Foods'],
  },
  { parent: 'Media', children: ['Publishing', 'Streaming'], suffixes: ['Media', 'Publishing', 'Studios'] },
  {
    parent: 'Telecommunications',
    children: ['Wireless', 'Broadband'],
    suffixes: ['Telecom', 'Wireless', 'Communications'],
  },
  {
    parent: 'Energy',
    children: ['Utilities', 'Renewables'],
    suffixes: ['Energy', 'Power', 'Utilities', 'Solar'],
  },
  {
    parent: 'Transportation',
    children: ['Logistics', 'Airlines'],
    suffixes: ['Logistics', 'Freight', 'Airways', 'Transport'],
  },
  {
    parent: 'Education',
    children: ['Higher Education', 'EdTech'],
    suffixes: ['University', 'College', 'Learning', 'Academy'],
  },
  {
    parent: 'Real Estate',
    children: ['Commercial Real Estate'],
    suffixes: ['Properties', 'Realty', 'Development'],
  },
  {
    parent: 'Professional Services',
    children: ['Consulting', 'Legal'],
    suffixes: ['Consulting', 'Partners', 'Advisors', 'Law Group'],
  },
  { parent: 'Hospitality', children: ['Hotels'], suffixes: ['Hotels', 'Resorts', 'Hospitality'] },
];

/** First words of company names. */
// biome-ignore format: a compact word list reads better than one word per line
export const COMPANY_PREFIXES = [
  'Pinecrest', 'Harborview', 'Silverline', 'Bluestone', 'Redwood', 'Ironbridge', 'Clearwater', 'Summitview',
  'Oakridge', 'Maplewood', 'Stonegate', 'Riverbend', 'Highland', 'Lakeside', 'Cedarbrook', 'Granite Peak',
  'Westfield', 'Eastgate', 'Northwind', 'Southport', 'Brightwater', 'Goldfield', 'Falconry', 'Eaglecrest',
  'Crescent', 'Meridian', 'Horizon', 'Pioneer', 'Frontier', 'Atlas', 'Copperleaf', 'Evergreen', 'Fairview',
  'Greenfield', 'Hawthorne', 'Juniper', 'Kestrel', 'Lighthouse', 'Marblehead', 'Newport', 'Orchard', 'Prairie',
  'Quarry', 'Sandstone', 'Timberline', 'Union Square', 'Valleyforge', 'Willowbrook', 'Yarrow', 'Zephyr', 'Aspen',
  'Birchwood', 'Coral Bay', 'Driftwood', 'Emberly', 'Foxglove', 'Glenwood', 'Hollowell', 'Ivywood', 'Jasper',
  'Larkspur', 'Mosswood', 'Nimbus', 'Onyx', 'Pebblebrook', 'Quillon', 'Rowan', 'Saffron', 'Thistle', 'Bayfront',
  'Canyon', 'Delmar', 'Elmhurst', 'Fernwood', 'Gatewood', 'Hillcrest', 'Ironwood', 'Kingsley', 'Lindenwood',
  'Millbrook', 'Norcross', 'Oakmont', 'Parkside', 'Ravenwood', 'Seabright', 'Tanager', 'Upland', 'Verity',
] as const;

/** US states (with a sample city) and other countries for company headquarters. */
// biome-ignore format: a compact word list reads better than one word per line
export const US_LOCATIONS: ReadonlyArray<readonly [string, string]> = [
  ['California', 'San Francisco'], ['California', 'San Diego'], ['New York', 'New York'], ['Texas', 'Austin'],
  ['Texas', 'Dallas'], ['Illinois', 'Chicago'], ['Massachusetts', 'Boston'], ['Washington', 'Seattle'],
  ['Georgia', 'Atlanta'], ['Colorado', 'Denver'], ['North Carolina', 'Charlotte'], ['Florida', 'Miami'],
  ['Ohio', 'Columbus'], ['Minnesota', 'Minneapolis'], ['Utah', 'Salt Lake City'], ['Pennsylvania', 'Pittsburgh'],
  ['Arizona', 'Phoenix'], ['Tennessee', 'Nashville'], ['Oregon', 'Portland'], ['Virginia', 'Richmond'],
];
// biome-ignore format: a compact word list reads better than one word per line
export const OTHER_LOCATIONS: ReadonlyArray<readonly [string, string]> = [
  ['United Kingdom', 'London'], ['Germany', 'Berlin'], ['Canada', 'Toronto'], ['France', 'Paris'],
  ['Netherlands', 'Amsterdam'], ['Australia', 'Sydney'], ['Ireland', 'Dublin'], ['Singapore', 'Singapore'],
  ['Israel', 'Tel Aviv'], ['United Arab Emirates', 'Dubai'], ['Sweden', 'Stockholm'], ['Japan', 'Tokyo'],
];

export const MANAGEMENT_LEVELS = ['C-Level', 'VP', 'Director', 'Manager', 'Individual Contributor'] as const;
// biome-ignore format: a compact word list reads better than one word per line
export const DEPARTMENTS = [
  'Sales', 'Marketing', 'Revenue Operations', 'IT', 'Engineering', 'Finance', 'Operations', 'Customer Success',
  'Human Resources', 'Product', 'Security', 'Legal',
] as const;
export const JOB_TITLES: Record<string, readonly string[]> = {
  'C-Level': ['CRO', 'CIO', 'CMO', 'CFO', 'CTO', 'COO', 'CISO'],
  VP: ['VP of Sales', 'VP of Marketing', 'VP of IT', 'VP of Engineering', 'VP of Revenue Operations'],
  Director: [
    'Director of Sales Operations',
    'Director of IT',
    'Director of Demand Generation',
    'Director of Data',
  ],
  Manager: ['Sales Operations Manager', 'IT Manager', 'Marketing Operations Manager', 'Support Manager'],
  'Individual Contributor': ['Account Executive', 'Data Engineer', 'Solutions Architect', 'Security Analyst'],
};

// biome-ignore format: a compact word list reads better than one word per line
export const STRATEGIC_PRIORITIES = [
  'Consolidate the tool stack', 'Improve pipeline coverage', 'Reduce customer churn', 'Cut cloud spend',
  'Move upmarket into enterprise', 'Shorten the sales cycle', 'Improve forecast accuracy', 'Pass the SOC 2 audit',
  'Build a single view of the customer', 'Automate manual reporting', 'Expand into Europe',
  'Improve data quality in the CRM', 'Roll out AI assistants safely', 'Reduce time to resolution',
  'Raise net revenue retention', 'Modernize the data platform',
] as const;

/** Revenue buckets shown on transcripts, with their inclusive lower bound in dollars. */
// biome-ignore format: a compact word list reads better than one word per line
export const REVENUE_BUCKETS: ReadonlyArray<readonly [string, number]> = [
  ['<$10M', 0], ['$10M-$50M', 10e6], ['$50M-$100M', 50e6], ['$100M-$500M', 100e6], ['$500M-$1B', 500e6],
  ['$1B-$5B', 1e9], ['$5B+', 5e9],
];
/** Employee count buckets shown on transcripts, with their inclusive lower bound. */
// biome-ignore format: a compact word list reads better than one word per line
export const EMPLOYEE_BUCKETS: ReadonlyArray<readonly [string, number]> = [
  ['1-50', 1], ['51-200', 51], ['201-500', 201], ['501-1,000', 501], ['1,001-5,000', 1001], ['5,001-10,000', 5001],
  ['10,001+', 10001],
];

export const LIKE_THEMES = [
  [
    'Fast time to value',
    'Buyers describe going live in weeks rather than quarters; several credit the onboarding team.',
  ],
  [
    'Responsive support',
    'Support tickets are answered the same day and escalations reach engineers quickly.',
  ],
  [
    'Strong integrations',
    'Native connectors to the CRM and warehouse removed custom glue code for most teams.',
  ],
  [
    'Easy for reps to adopt',
    'Frontline users needed little training; adoption numbers were high after one quarter.',
  ],
  ['Reliable at scale', 'Teams with large data volumes report stable performance and few incidents.'],
  ['Flexible reporting', 'Admins build the views leadership asks for without waiting on the vendor.'],
] as const;
export const DISLIKE_THEMES = [
  ['Pricing climbs at renewal', 'Several buyers saw double-digit increases at renewal and pushed back hard.'],
  ['Steep admin learning curve', 'Configuration needs a dedicated admin; smaller teams struggle to keep up.'],
  [
    'Gaps in reporting',
    'Out-of-the-box dashboards miss common questions, so data gets exported to spreadsheets.',
  ],
  ['Slow feature delivery', 'Roadmap items promised during the sale shipped late or not at all.'],
  ['Patchy data sync', 'Sync with the CRM occasionally drops fields, which erodes trust in the numbers.'],
  ['Support tiers', 'Fast support requires the premium tier; standard customers wait days.'],
] as const;

export const QA_CATEGORIES: ReadonlyArray<{ category: string; questions: readonly string[] }> = [
  {
    category: 'Buying process',
    questions: [
      'Who signs off on new software purchases?',
      'How long does a typical evaluation take?',
      'Does procurement require a security review?',
    ],
  },
  {
    category: 'Tech stack',
    questions: [
      'Which tools are they looking to replace?',
      'What is their system of record for customer data?',
    ],
  },
  {
    category: 'Priorities',
    questions: [
      'What are the top priorities for the next 12 months?',
      'Which initiatives lost budget this year?',
    ],
  },
  {
    category: 'Vendor perception',
    questions: ['Which vendors do they trust most?', 'What made them churn from a vendor in the past?'],
  },
];
