// The shapes of the sandbox's records (types only): the generator (dataset.ts), the planted records
// (planted-records.ts) and the transcripts' text (transcript-text.ts) all name them, so none imports another
// for its types.

export type Theme = { headline: string; paragraph: string };

export type Vendor = {
  index: number;
  name: string;
  slug: string;
  domain: string;
  altDomains: string[];
  useCases: number[];
  likes: Theme[] | null;
  dislikes: Theme[] | null;
  products: number[];
};

export type Product = { index: number; name: string; vendor: number; useCases: number[] };

export type QaItem = {
  category: string;
  question: string;
  answer: string | null;
  evidenceShare: number;
  confidence: number;
};

export type Account = {
  index: number;
  name: string;
  slug: string;
  oldSlugs: string[];
  domain: string;
  altDomains: string[];
  altNames: string[];
  industries: number[];
  revenue: number | null;
  employeeCount: number | null;
  location: string | null;
  hq: string;
  targeted: boolean;
  qa: QaItem[];
};

export type StackEntry = { product: number; rating: number | null; useCases: number[] };

export type Transcript = {
  index: number;
  id: string;
  title: string;
  /** The interviewee's job title (named in the title and the dialogue). */
  jobTitle: string;
  interviewDay: number;
  publishDay: number;
  mgmtLevel: number;
  department: number;
  optedIn: boolean;
  /** Index into accounts, or -1 when the buyer asked for anonymity. */
  account: number;
  hq: string;
  revenue: number | null;
  employeeCount: number | null;
  industries: number[];
  inMarketFor: number[];
  priorities: string[];
  techStack: StackEntry[];
  /** Distinct vendor indexes of the tech stack. */
  vendors: number[];
  buyerPerspective: string;
  quickStudy: string;
  fullTranscript: string;
  /** false: not yet ICP-scored (icp_matches is null even for teams with ICP attributes). */
  icpScored: boolean;
  url: string;
  /** Provisioned to the demo-small team. */
  inSmall: boolean;
};

export type Dataset = {
  /** The day the data was generated around: interviews fall in the three years before it. */
  today: number;
  useCases: string[];
  industries: string[];
  managementLevels: readonly string[];
  departments: readonly string[];
  vendors: Vendor[];
  products: Product[];
  accounts: Account[];
  transcripts: Transcript[];
  planted: PlantedRecords;
};

/** What an account must be given; everything else is drawn from the PRNG unless the seed sets it. */
export type AccountSeed = Partial<Account> & { name: string; domain: string; industries: number[] };

/** A product an account uses: its typical rating and the days it was in use. */
export type StackPlan = { product: number; baseRating: number; lastDay: number; firstDay: number };

/** Records planted on purpose so tests can name them (see known-records.ts). */
export type PlantedRecords = {
  richAccount: number;
  renamedAccount: number;
  hostileAccount: number;
  rtlAccount: number;
  emojiAccount: number;
  longNameAccount: number;
  smallMissingAccount: number;
  vendorWithLikes: number;
  vendorWithoutLikes: number;
  hostileVendor: number;
  hostileTranscriptId: string;
  notAnAccountDomain: string;
  /** Accounts whose recent interview rates Relaytics CRM low while shopping for sales engagement, opted in. */
  displacementAccounts: number[];
  /** The account whose interviews are published a few days after today (ARRIVING_ACCOUNT). */
  arrivingAccount: number;
};
