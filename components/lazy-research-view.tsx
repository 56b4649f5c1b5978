import { lazyView } from './lazy-view';
import type { ResearchViewProps } from './research/research-view';

/** The Research views, loaded on first use (pickers, tables, export), with a skeleton meanwhile. */
export const LazyResearchView = lazyView<ResearchViewProps>(
  () => import('./research/research-view').then((module) => module.ResearchView),
  'research',
  {
    loading: 'panel.researchLoading',
    waitingFor: 'panel.researchWaitingFor',
    failed: 'panel.researchFailed',
  },
);
