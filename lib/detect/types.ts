/** What the detector names: the registrable domain of the one buyer company the page shows. */
export type Detection = { domain: string; source: string; name?: string };

/**
 * How a candidate's `values` are read (absent means `company`):
 * - `site`: the page's own URL (a prospect's website);
 * - `company`: a company record's website/domain field values, which must all collapse to one domain;
 * - `person`: a person record's email addresses (business addresses only, collapsing to one domain);
 * - `mail`: an open thread's sender addresses, most recent first, read against the mailbox `owner`.
 */
export type CandidateKind = 'site' | 'company' | 'person' | 'mail';

/** What a site adapter found on the page, before normalisation (which needs the Public Suffix List). */
export type DetectionCandidate = {
  source: string;
  name?: string;
  kind?: CandidateKind;
  values: string[];
  /** Mail only: the mailbox owner's address, whose domain counts as internal. */
  owner?: string;
};
