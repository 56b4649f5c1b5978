import { describe, expect, it } from 'vitest';
import { badgeFor } from '@/lib/background/toolbar-badge';
import type { TabState } from '@/lib/shared/messaging';

const on = (lookup: Partial<TabState>) =>
  ({
    domain: 'acme.com',
    detection: { domain: 'acme.com', source: 'website' },
    updatedAt: 1,
    ...lookup,
  }) as TabState;

describe('toolbar badge', () => {
  it('counts interviews when found, and alarms for a failure the rep can act on', () => {
    expect(
      badgeFor(
        on({
          status: 'found',
          account: { name: 'Acme', slug: 'acme', domain: 'acme.com', interviewCount: 1234, url: 'u' },
        }),
      ),
    ).toMatchObject({ text: '1K' });
    expect(badgeFor(on({ status: 'error', error: { kind: 'server', message: 'Down.' } }))).toMatchObject({
      text: '!',
    });
  });

  it('paints no alarm for a plan without account pages: it would be the same on every site', () => {
    const badge = badgeFor(
      on({
        status: 'error',
        error: { kind: 'forbidden', feature: 'account_pages', message: 'Your plan lacks account pages.' },
      }),
    );
    expect(badge.text).toBe('');
    expect(badge.title).toContain('Your plan lacks account pages.');
  });
});
