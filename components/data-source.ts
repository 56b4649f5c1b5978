import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { backgroundClient } from '@/lib/ui/background-client';
import { memoizeFetched } from '@/lib/ui/memo';

/** The page's memo of answers the rep may ask for again (vendor sentiment rows, the brief; use-brief-fetchers.ts). */
export function createDataSource() {
  return {
    vendor: memoizeFetched(
      (slug: string) => backgroundClient.vendor(slug),
      (slug) => slug,
    ),
  };
}

export type DataSource = ReturnType<typeof createDataSource>;

const DataSourceContext = createContext<DataSource | null>(null);
export const DataSourceProvider = DataSourceContext.Provider;

/** The page's data source (one per page, made at its root). */
export function useDataSource(): DataSource {
  const source = useContext(DataSourceContext);
  if (!source) throw new Error('useDataSource outside DataSourceProvider');
  return source;
}
