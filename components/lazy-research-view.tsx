import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from './error-notice';
import type { ResearchViewProps } from './research/research-view';
import { Skeleton } from './skeleton';

type ResearchModule = typeof import('./research/research-view');

// Research is loaded when the rep first opens it: the sidebar's first view (the tab's account) stays within
// its budget, and the research views (pickers, tables, export) cost nothing until they are wanted.
let loading: Promise<ResearchModule> | null = null;
let loaded: ResearchModule | null = null;

function loadResearch(): Promise<ResearchModule> {
  loading ??= import('./research/research-view').then((module) => {
    loaded = module;
    return module;
  });
  // A failed load (the extension was updated under the page) may be retried.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The Research views, loaded on first use, with a skeleton meanwhile. */
export function LazyResearchView(props: ResearchViewProps) {
  const [module, setModule] = useState<ResearchModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadResearch().then(
      (value) => live && setModule(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, failed]);
  if (module) return <module.ResearchView {...props} />;
  if (failed)
    return (
      <ErrorNotice
        error={{ kind: 'extension', message: 'Research could not load. Close and reopen the sidebar.' }}
        onRetry={() => setFailed(false)}
      />
    );
  return <Skeleton lines={6} label="Opening Research" waitingFor="Buyer Lens's research views" />;
}
