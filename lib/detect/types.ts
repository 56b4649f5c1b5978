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
export type Detection = CompanyKey & {
  source: string;
  name?: string;
  /** The rep picked this account for the page ("Not this company?"); what was detected is not shown. */
  correctedByRep?: true;
  /** With `correctedByRep`: what was detected, back when the rep removes the correction. */
  detected?: Detection | null;
};

/**
 * How a candidate's `values` are read (absent means `company`):
 * - `site`: the page's own URL (a prospect's website);
 * - `company`: a company record's website/domain field values, which must all collapse to one domain;
 * - `person`: a person record's email addresses (business addresses only, collapsing to one domain);
 * - `mail`: an open thread's sender addresses, most recent first, read against the mailbox `owner`;
 * - `account`: the name a record's account field shows (an opportunity's account, a deal's organization or
 *   company), which must all be one name; a web address there is read as a company field;
 * - `meeting`: an open calendar event's guest addresses in guest order, read against the calendar `owner`:
 *   one outside company is the detection, two or more make a `Meeting` and no detection.
 */
export type CandidateKind = 'site' | 'company' | 'person' | 'mail' | 'account' | 'meeting';

/** An open calendar event as the page shows it (its title and time, as text): for the views only, never sent. */
export type MeetingEvent = { title?: string; time?: string };

/**
 * An open calendar event's outside companies (registrable domains, in guest order, each once) with its title and
 * time as the page shows them. The side panel briefs on each (lib/meeting/meeting-brief.ts): only these
 * registrable domains are ever sent, never a guest's name or address, nor the event's text.
 */
export type Meeting = MeetingEvent & {
  companies: string[];
  /** Guests never looked up, counted for the brief's one line (only when there are any). */
  notLookedUp?: GuestsNotLookedUp;
};

/** Guests of a meeting that are no company to brief on: colleagues, personal mailboxes, rooms. */
export type GuestsNotLookedUp = { internal: number; personal: number; rooms: number };

/** What a site adapter found on the page, before normalisation (which needs the Public Suffix List). */
export type DetectionCandidate = {
  source: string;
  name?: string;
  kind?: CandidateKind;
  values: string[];
  /** Mail and meetings: the mailbox or calendar owner's address, whose domain counts as internal. */
  owner?: string;
  /** Meetings only: the open event's title and time as shown (kept in the browser, never sent). */
  event?: MeetingEvent;
};

/**
 * One row of a list a page shows (a CRM list view, a search's results): read like a record's field, by the kind
 * of value it shows (a website, a business email, or the company's name), for "Add the companies on this page".
 */
export type ListRowCandidate = {
  kind: 'company' | 'person' | 'account';
  values: string[];
  /** The row's company name as shown, beside a website or email: for the views only. */
  name?: string;
};

/** The rows of the list a page shows, in page order; null where it shows none. Nothing of it is sent by itself. */
export type PageListCandidate = { source: string; rows: ListRowCandidate[] };

/** A page's list once read against the domain rules: each company once, by domain or by name. */
export type PageListCompany = CompanyKey & { name?: string };

/** The list a tab shows (lib/background/page-lists.ts), kept for the side panel's "Add the N companies". */
export type PageList = { source: string; companies: PageListCompany[]; documentId?: string };
