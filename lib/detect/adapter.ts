import type { SiteFamily, SiteHosts } from './site-hosts';
import type { CandidateKind, DetectionCandidate, ListRowCandidate } from './types';

/** One surface's detector: finds the raw candidate on a page, without the Public Suffix List. */
export type SiteAdapter = {
  /** The `source` its detections carry. */
  source: string;
  /** The raw candidate for the record in focus, or null when the page shows no single company. */
  find(document: Document, url: URL): DetectionCandidate | null;
  /**
   * The rows of a list the page shows (a list view, search results), read where `find` names no record: a
   * record open over a list wins. Each row with the element that shows it. Absent: the surface has no list reader.
   */
  list?(document: Document, url: URL): ListRow[];
};

/**
 * A list's row as its reader found it: what it shows, the element that holds it (the row, or the one link a
 * result is), and `anchor`, the element showing the row's name, after which a mark goes (lib/list-marks).
 */
export type ListRow = { element: Element; anchor: Element; candidate: ListRowCandidate };

/** A detector with the hosts it answers for (declared in lib/detect/site-hosts.ts) and its content script. */
export type HostedSiteAdapter<Family extends SiteFamily = SiteFamily> = SiteAdapter & SiteHosts<Family>;

/**
 * Declares a site adapter in its own file: its hosts' entry (lib/detect/site-hosts.ts) and its detector, as one
 * new object; register the result in lib/detect/sites/index.ts. Two arguments, no spread at the call: the
 * bundler keeps a call whose argument spreads an object (a getter could run), and with it the adapter in every
 * content script that imports the registry.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSiteAdapter<const Family extends SiteFamily>(
  hosts: SiteHosts<Family>,
  detector: Pick<SiteAdapter, 'find' | 'list'>,
): HostedSiteAdapter<Family> {
  return { ...hosts, ...detector };
}

// What the background refuses in a value (lib/schemas/messages.ts): a page's text may hold them anyway.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * A candidate from a record's field values, or null when the field shows nothing. Values are cut to what
 * the background accepts (20 values; 300 characters for an account name, 2,000 otherwise; no control
 * characters), so that a page's odd text makes "no company" there, never a message the background drops.
 */
export function recordCandidate(
  source: string,
  kind: CandidateKind,
  values: readonly string[],
  name?: string,
): DetectionCandidate | null {
  if (values.length === 0) return null;
  const length = kind === 'account' ? 300 : 2_000;
  // The first ones are the field in focus.
  const cleaned = values.slice(0, 20).map((value) => value.replace(CONTROL_CHARACTERS, ' ').slice(0, length));
  const candidate: DetectionCandidate = { source, kind, values: cleaned };
  if (name) candidate.name = name.slice(0, 300);
  return candidate;
}

/**
 * A list row from the value a row shows, or null when it shows none: cleaned as `recordCandidate` cleans a
 * record's values (one value a row; the name kept for the views only).
 */
export function listRow(
  element: Element,
  kind: ListRowCandidate['kind'],
  value: string | null | undefined,
  name?: string | null,
  anchor: Element = element,
): ListRow | null {
  const text = value?.replace(CONTROL_CHARACTERS, ' ').trim() ?? '';
  if (text === '') return null;
  const candidate: ListRowCandidate = { kind, values: [text.slice(0, kind === 'account' ? 300 : 2_000)] };
  const shown = name?.replace(CONTROL_CHARACTERS, ' ').trim();
  if (shown && kind !== 'account') candidate.name = shown.slice(0, 300);
  return { element, anchor, candidate };
}
