import type { CandidateKind, DetectionCandidate } from './types';

/** One surface's detector: finds the raw candidate on a page of its hosts, without the Public Suffix List. */
export type SiteAdapter = {
  /** The `source` its detections carry. */
  source: string;
  /** The raw candidate for the record in focus, or null when the page shows no single company. */
  find(document: Document, url: URL): DetectionCandidate | null;
};

/** A candidate from a record's field values, or null when the field shows nothing. */
export function recordCandidate(
  source: string,
  kind: CandidateKind,
  values: readonly string[],
  name?: string,
): DetectionCandidate | null {
  if (values.length === 0) return null;
  // The background accepts at most 20 values; the first ones are the field in focus.
  const candidate: DetectionCandidate = { source, kind, values: values.slice(0, 20) };
  if (name) candidate.name = name.slice(0, 300);
  return candidate;
}
