import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRM_SITES } from '@/lib/detect/sites';
import type { DetectionCandidate } from '@/lib/detect/types';
import { type WatchContext, watchDetection } from '@/lib/detect/watch';

// The content script's loop, driven by a fake WXT context: timers run when the test says, listeners are kept.
function fakeContext() {
  const timers: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  let invalidate = () => {};
  const context: WatchContext = {
    setTimeout(handler) {
      timers.push(handler);
      return timers.length;
    },
    onInvalidated(callback) {
      invalidate = callback;
    },
    addEventListener(_target, type, handler) {
      listeners.set(type, handler);
    },
  };
  return {
    context,
    listeners,
    runTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
    pendingTimers: () => timers.length,
    invalidate: () => invalidate(),
  };
}

const ACCOUNT = (website: string) =>
  `<div class="record"><dl><dt>Website</dt><dd><a href="${website}">${website}</a></dd></dl></div>`;

describe('watchDetection', () => {
  const windows: Window[] = [];
  afterEach(async () => {
    await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
  });

  function page(url: string, html: string): Window {
    const window = new Window({ url });
    window.document.body.innerHTML = html;
    windows.push(window);
    return window;
  }

  it('reports at once, then only when the candidate changes, throttling DOM changes', async () => {
    const window = page('https://acme.pipedrive.com/organization/1', ACCOUNT('https://acme.com'));
    const fake = fakeContext();
    const report = vi.fn<(candidate: DetectionCandidate | null) => void>();
    watchDetection(fake.context, window as unknown as Parameters<typeof watchDetection>[1], {
      sites: CRM_SITES,
      report,
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]?.values).toContain('https://acme.com');

    // Many mutations, one pending timer; a re-render that changes nothing reports nothing.
    window.document.body.append(window.document.createElement('span'));
    window.document.body.append(window.document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.pendingTimers()).toBe(1);
    fake.runTimers();
    expect(report).toHaveBeenCalledTimes(1);

    // In-app navigation to another record.
    window.document.body.innerHTML = ACCOUNT('https://globex.com');
    window.history.pushState({}, '', '/organization/2');
    fake.listeners.get('wxt:locationchange')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.runTimers();
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[1]?.[0]?.values).toContain('https://globex.com');

    // A list view: no single record.
    window.history.pushState({}, '', '/organizations/list');
    fake.listeners.get('hashchange')?.();
    fake.runTimers();
    expect(report).toHaveBeenLastCalledWith(null);
  });

  it('stops observing the page once its context is invalidated', async () => {
    const window = page('https://acme.pipedrive.com/organization/1', ACCOUNT('https://acme.com'));
    const fake = fakeContext();
    watchDetection(fake.context, window as unknown as Parameters<typeof watchDetection>[1], {
      sites: CRM_SITES,
      report: () => {},
    });
    fake.invalidate();
    window.document.body.innerHTML = ACCOUNT('https://globex.com');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.pendingTimers()).toBe(0);
  });
});
