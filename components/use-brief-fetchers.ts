import { type BriefFetchers, backgroundBriefFetchers } from '@/lib/meeting/company-brief';
import { memoizeFetched } from '@/lib/ui/memo';
import { type DataSource, useDataSource } from './data-source';
import { vendorProfile } from './our-product-section';

// The meeting brief's answers, memoized for the page beside its data source (and dropped with it when the
// connection changes): what the brief's sections showed is what Copy and Print put out, without asking again.
// Kept out of data-source.ts so that the side panel's first script does not carry the brief's code.
const fetchersBySource = new WeakMap<DataSource, BriefFetchers>();

function createBriefFetchers(): BriefFetchers {
  const byKey = <A extends string, T extends { ok: boolean }>(load: (arg: A) => Promise<T>) =>
    memoizeFetched(load, (arg: A) => arg);
  const account = byKey(backgroundBriefFetchers.account);
  const interviews = byKey(backgroundBriefFetchers.interviews);
  const transcript = byKey(backgroundBriefFetchers.transcript);
  return {
    account: account.get,
    lookup: byKey(backgroundBriefFetchers.lookup).get,
    interviews: interviews.get,
    transcript: transcript.get,
    // The profiles "Your product here" asked for: what the sections showed is what Copy puts out.
    vendor: vendorProfile,
    peek: { account: account.peek, interviews: interviews.peek, transcript: transcript.peek },
  };
}

/** The page's memoized brief fetchers. */
export function useBriefFetchers(): BriefFetchers {
  const source = useDataSource();
  let fetchers = fetchersBySource.get(source);
  if (!fetchers) {
    fetchers = createBriefFetchers();
    fetchersBySource.set(source, fetchers);
  }
  return fetchers;
}
