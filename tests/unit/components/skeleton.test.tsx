// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Skeleton } from '@/components/skeleton';

describe('a loading state', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.useRealTimers();
  });

  it('says in visible text what it waits for after a couple of seconds', () => {
    act(() => render(<Skeleton label="Loading the account" />, root));
    expect(root.querySelector('[data-testid="waiting"]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2_100);
    });
    expect(root.querySelector('[data-testid="waiting"]')?.textContent).toBe(
      'Loading the account: waiting for the Buyer Intelligence API (2 s)…',
    );
  });

  it('offers Retry once the wait is past a bound, counting from when it began', () => {
    const onRetry = vi.fn();
    // A "looking up" state a stopped worker left 20 s ago: words and Retry at once.
    act(() =>
      render(<Skeleton label="Looking up acme.com" since={100_000 - 20_000} onRetry={onRetry} />, root),
    );
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(root.textContent).toContain('waiting for the Buyer Intelligence API (20 s)');
    const retry = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Retry');
    retry?.click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is a polite live region, unless quiet (one of many in a list that has its own)', () => {
    act(() => render(<Skeleton label="Finding the passages" />, root));
    expect(root.querySelector('[data-testid="skeleton"]')?.getAttribute('role')).toBe('status');
    act(() => render(<Skeleton label="Finding the passages" quiet />, root));
    const quiet = root.querySelector('[data-testid="skeleton"]');
    expect(quiet?.hasAttribute('role')).toBe(false);
    expect(quiet?.hasAttribute('aria-live')).toBe(false);
    expect(quiet?.getAttribute('aria-busy')).toBe('true');
  });
});
