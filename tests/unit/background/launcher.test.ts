import { describe, expect, it } from 'vitest';
import { launcherDataFor } from '@/lib/background/launcher';
import type { TabState } from '@/lib/shared/messaging';

const account = {
  name: 'Acme',
  slug: 'acme',
  domain: 'acme.com',
  interviewCount: 7,
  url: 'https://app.example/acme',
};

function found(source: string): TabState {
  return {
    status: 'found',
    domain: 'acme.com',
    account,
    detection: { domain: 'acme.com', source },
    updatedAt: 1,
  };
}

describe('launcherDataFor', () => {
  it.each(['website', 'salesforce', 'hubspot', 'dynamics', 'pipedrive', 'zoho', 'close', 'attio'])(
    'shows the pill for a match on %s',
    (source) => {
      expect(launcherDataFor(found(source))).toEqual({ name: 'Acme', interviewCount: 7 });
    },
  );

  it.each(['linkedin', 'gmail', 'outlook', 'context-menu'])('never on %s', (source) => {
    expect(launcherDataFor(found(source))).toBeNull();
  });

  it('only for a found account', () => {
    expect(launcherDataFor(null)).toBeNull();
    expect(
      launcherDataFor({
        status: 'not_found',
        domain: 'acme.com',
        suggestions: [],
        detection: { domain: 'acme.com', source: 'website' },
        updatedAt: 1,
      }),
    ).toBeNull();
  });
});
