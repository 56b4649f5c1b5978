/**
 * What may be sent to the API for a company: its registrable domain, or its exact name as a CRM record's
 * account field shows it (an opportunity or a deal that shows no website). Nothing else read from a page.
 */
export type CompanyKey =
  | { domain: string; companyName?: undefined }
  | { companyName: string; domain?: undefined };

/**
 * What the detector names: the one buyer company the page shows, by the registrable domain the page shows
 * (`name`: a display name read beside it, never sent), or by the account name a CRM record shows instead
 * (`companyName`, looked up by that exact name: docs/api.md 4.5).
 */
export type Detection = CompanyKey & { source: string; name?: string };

/**
 * How a candidate's `values` are read (absent means `company`):
 * - `site`: the page's own URL (a prospect's website);
 * - `company`: a company record's website/domain field values, which must all collapse to one domain;
 * - `person`: a person record's email addresses (business addresses only, collapsing to one domain);
 * - `mail`: an open thread's sender addresses, most recent first, read against the mailbox `owner`;
 * - `account`: the name a record's account field shows (an opportunity's account, a deal's organization or
 *   company), which must all be one name; a web address there is read as a company field.
 */
export type CandidateKind = 'site' | 'company' | 'person' | 'mail' | 'account';

/** What a site adapter found on the page, before normalisation (which needs the Public Suffix List). */
export type DetectionCandidate = {
  source: string;
  name?: string;
  kind?: CandidateKind;
  values: string[];
  /** Mail only: the mailbox owner's address, whose domain counts as internal. */
  owner?: string;
};
