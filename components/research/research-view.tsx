import { type MessageKey, t } from '@/lib/i18n/catalogue';
import type { ResearchTab } from '@/lib/ui/navigation-history';
import { SectionTabs } from '../section-tabs';
import { AccountSearchView } from './account-search-view';
import { InterviewSearchView } from './interview-search-view';
import { VendorSearchView } from './vendor-search-view';
import './research.css';

/** How a research view moves the sidebar: run a search (a new history entry), or open what a row names. */
export type ResearchNavigation = {
  /** Shows `tab` with this search: `query` is the search's canonical query string (the URL fragment's). */
  onSearch(tab: ResearchTab, query: string): void;
  onOpenAccount(id: string): void;
  /** `find`: words to mark in the transcript (an interview search's `q`). */
  onOpenTranscript(id: string, options?: { find?: string }): void;
  onOpenVendor(slug: string, filters?: { product?: string; useCase?: string }): void;
};

export type ResearchViewProps = ResearchNavigation & { tab: ResearchTab; query: string };

const TABS: { key: ResearchTab; label: MessageKey }[] = [
  { key: 'accounts', label: 'research.researchView.accounts' },
  { key: 'interviews', label: 'research.researchView.interviews' },
  { key: 'vendors', label: 'research.researchView.vendors' },
];

/** The last search shown in each view, so switching views and back keeps the rep's place. */
const lastQueries = new Map<ResearchTab, string>();

/** Research: searches across the team's whole library, in three views. */
export function ResearchView(props: ResearchViewProps) {
  const { tab, query, onSearch } = props;
  lastQueries.set(tab, query);
  return (
    <section
      class="research"
      aria-label={t('research.researchView.label')}
      data-testid="research"
      data-tab={tab}
    >
      <SectionTabs
        id="research"
        label={t('research.researchView.views')}
        tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))}
        selected={tab}
        onSelect={(next) => onSearch(next, lastQueries.get(next) ?? '')}
      >
        {tab === 'accounts' && <AccountSearchView key="accounts" {...props} />}
        {tab === 'interviews' && <InterviewSearchView key="interviews" {...props} />}
        {tab === 'vendors' && <VendorSearchView key="vendors" {...props} />}
      </SectionTabs>
    </section>
  );
}
