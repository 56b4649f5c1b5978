import { useEffect, useState } from 'preact/hooks';
import { afterFirstPaint } from '@/lib/ui/first-paint';

/**
 * False until the page's first frame is on screen (lib/ui/first-paint.ts), then true: what sits below the fold
 * waits for it, so that the side panel's first frame (the account's name and KPIs) is not held back by it.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setAfter(true));
    return () => {
      live = false;
    };
  }, []);
  return after;
}
