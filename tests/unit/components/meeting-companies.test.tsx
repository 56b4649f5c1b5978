// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountNavigation } from '@/components/account-view';
import { TabStatusView } from '@/components/tab-status-view';
import type { TabState } from '@/lib/shared/messaging';

// A calendar event with two outside companies names no company of its own; the sidebar
// says "This meeting: A, B" and offers each.

describe("the sidebar's answer for a calendar event", () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  const onOpenAccount = vi.fn();
  const navigation = {
    onLookUpAnyway: vi.fn(),
    onOpenAccount,
    onOpenVendor: vi.fn(),
    onOpenTranscript: vi.fn(),
  } satisfies AccountNavigation & { onLookUpAnyway: () => void; onOpenAccount: (id: string) => void };

  it('says "This meeting: A, B" with the event as shown, and opens the company clicked', () => {
    const state: TabState = {
      status: 'no_company',
      detection: null,
      updatedAt: 1,
      meeting: {
        companies: ['pinecrestlogistics.com', 'sunbeambakery.com'],
        title: 'Joint roadmap review',
        time: 'Thursday, November 26⋅10:00 – 10:30am',
      },
    };
    render(<TabStatusView tabId={null} state={state} {...navigation} />, root);
    expect(root.querySelector('h2')?.textContent).toBe(
      'This meeting: pinecrestlogistics.com, sunbeambakery.com',
    );
    expect(root.querySelector('[data-testid="meeting"] p')?.textContent).toBe(
      'Joint roadmap review · Thursday, November 26⋅10:00 – 10:30am',
    );
    expect(root.querySelector('[data-status="no_company"]')).toBeNull();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="meeting-company"]')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Open pinecrestlogistics.com',
      'Open sunbeambakery.com',
    ]);
    buttons[1]?.click();
    expect(onOpenAccount).toHaveBeenCalledWith('sunbeambakery.com');
  });

  it('says "No company on this page" when no event is open', () => {
    render(
      <TabStatusView
        tabId={null}
        state={{ status: 'no_company', detection: null, updatedAt: 1 }}
        {...navigation}
      />,
      root,
    );
    expect(root.querySelector('[data-testid="meeting"]')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('No company on this page');
  });
});
