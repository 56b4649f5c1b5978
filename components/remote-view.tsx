import type { ComponentChildren } from 'preact';
import { ErrorNotice } from './error-notice';
import { Skeleton } from './skeleton';
import type { RemoteState } from './use-remote';

/** Renders a request's state: a skeleton while loading, the error with its action, or the data. */
export function RemoteView<T>({
  state,
  lines,
  label,
  onRetry,
  children,
}: {
  state: RemoteState<T> | null;
  lines?: number;
  label?: string;
  onRetry?: () => void;
  children: (data: T) => ComponentChildren;
}) {
  if (state === null) return null;
  if ('status' in state) return <Skeleton lines={lines} label={label} onRetry={onRetry} />;
  if (!state.ok) return <ErrorNotice error={state.error} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}
