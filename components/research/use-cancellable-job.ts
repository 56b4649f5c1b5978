import { useEffect, useRef, useState } from 'preact/hooks';

/** Where a cancellable job is: not started, running with its progress, or how it ended. */
export type JobState<Progress, Outcome> =
  | { status: 'idle' }
  | { status: 'running'; progress: Progress | null }
  | { status: 'ended'; outcome: Outcome };

/**
 * Runs one long job at a time (a new start cancels the old one) with an AbortController, its progress in state,
 * and cancels it when the view goes away: a job never reports into a view that left.
 */
export function useCancellableJob<Progress, Outcome>(): {
  state: JobState<Progress, Outcome>;
  start(run: (signal: AbortSignal, onProgress: (progress: Progress) => void) => Promise<Outcome>): void;
  cancel(): void;
  reset(): void;
} {
  const [state, setState] = useState<JobState<Progress, Outcome>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return {
    state,
    start(run) {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'running', progress: null });
      const live = () => current.current === controller;
      void run(controller.signal, (progress) => {
        if (live() && !controller.signal.aborted) setState({ status: 'running', progress });
      }).then((outcome) => {
        if (live()) setState({ status: 'ended', outcome });
      });
    },
    cancel() {
      current.current?.abort();
    },
    reset() {
      current.current?.abort();
      current.current = null;
      setState({ status: 'idle' });
    },
  };
}
