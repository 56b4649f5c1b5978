import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadMessages, type MessageArea, type MessageKey, t } from '@/lib/i18n/catalogue';
import { ErrorNotice } from './error-notice';
import { Skeleton } from './skeleton';

/**
 * A view loaded the first time it is shown, with a skeleton meanwhile: the side panel's first view (the tab's
 * account) stays within its budget, and views the rep may never open (Research, a meeting's brief) cost
 * nothing until they are wanted. A failed load (the extension was updated under the page) may be retried.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** The message areas it speaks from, loaded with it. */
  areas: MessageArea | readonly MessageArea[],
  words: { loading: MessageKey; waitingFor: MessageKey; failed: MessageKey },
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const start = () => {
    // The view's messages, in the page's language, come with its code.
    loading ??= Promise.all([load(), loadMessages(typeof areas === 'string' ? [areas] : areas)]).then(
      ([view]) => {
        loaded = view;
        return view;
      },
    );
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  return function LazyView(props: Props) {
    // Held in an object: a component is a function, which useState would call.
    const [view, setView] = useState<{ View: ComponentType<Props> } | null>(loaded && { View: loaded });
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (view) return;
      let live = true;
      start().then(
        (View) => live && setView({ View }),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [view, failed]);
    if (view) return <view.View {...props} />;
    if (failed)
      return (
        <ErrorNotice
          error={{ kind: 'extension', message: t(words.failed) }}
          onRetry={() => setFailed(false)}
        />
      );
    return <Skeleton lines={6} label={t(words.loading)} waitingFor={t(words.waitingFor)} />;
  };
}
