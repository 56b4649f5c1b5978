import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import type { VendorProfile } from '@/lib/api/vendors';
import { type Fetched, sendMessage } from '@/lib/messaging';
import { memoizeFetched } from '@/lib/ui/memo';
import { ask } from './use-remote';

/** The page's memo of answers the rep may ask for again (vendor sentiment rows, the brief). */
export function createDataSource() {
  return {
    vendor: memoizeFetched(
      (slug: string) => ask(() => sendMessage('getVendor', { slug })),
      (slug) => slug,
    ),
  };
}

export type DataSource = ReturnType<typeof createDataSource>;
export type VendorAnswer = Fetched<VendorProfile>;
export type AccountAnswer = Fetched<AccountDetail>;

const DataSourceContext = createContext<DataSource | null>(null);
export const DataSourceProvider = DataSourceContext.Provider;

/** The page's data source (one per page, made at its root). */
export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error('useDataSource outside DataSourceProvider');
  return source;
}
