import { describe, expect, it } from 'vitest';
import { createTabLookup, type TabInfo } from '@/lib/background/tab-lookup';
import type { Detection, Meeting } from '@/lib/detect/types';
import type { AccountSummary, TabState } from '@/lib/shared/messaging';
import { defaultSettings } from '@/lib/shared/storage-items';

// A calendar event's meeting lives in the tab's state beside the detection: the views
// offer each company. Only what a lookup sends is asked of the API: the one company's domain, never the
// meeting's others, its title or time.

const tab: TabInfo = { id: 3, incognito: false, active: true };
const pinecrest: AccountSummary = {
  name: 'Pinecrest Logistics',
  slug: 'pinecrest-logistics',
  domain: 'pinecrestlogistics.com',
  interviewCount: 48,
  url: 'https://app.example/accounts/pinecrest-logistics',
};
const two: Meeting = {
  companies: ['pinecrestlogistics.com', 'sunbeambakery.com'],
  title: 'Joint roadmap review',
  time: 'Thursday, November 26⋅10:00 – 10:30am',
};
const one: Meeting = { companies: ['pinecrestlogistics.com'], title: 'Pinecrest renewal' };
const calendarDetection: Detection = { domain: 'pinecrestlogistics.com', source: 'google-calendar' };

function setup() {
  const states = new Map<number, TabState>();
  const asked: string[] = [];
  const lookup = createTabLookup({
    loadSettings: async () => ({ ...defaultSettings, apiKey: 'demo-full' }),
    accounts: {
      resolve: async (domain) => {
        asked.push(domain);
        return { ok: true, data: pinecrest, fetchedAt: 1 };
      },
    },
    getState: async (id) => states.get(id) ?? null,
    setState: async (id, state) => void states.set(id, state),
    paint: async () => undefined,
    isOnline: () => true,
    now: () => 1_000,
    lookingUpAfterMs: 5,
  });
  return { lookup, states, asked };
}

describe('a calendar meeting in the tab state', () => {
  it('keeps two companies beside no detection, and asks the API nothing', async () => {
    const { lookup, states, asked } = setup();
    await lookup.detected(tab, null, undefined, two);
    expect(states.get(3)).toMatchObject({ status: 'no_company', detection: null, meeting: two });
    expect(asked).toEqual([]);
  });

  it('looks the one company up and keeps its meeting, also when the rep retries', async () => {
    const { lookup, states, asked } = setup();
    await lookup.detected(tab, calendarDetection, undefined, one);
    expect(states.get(3)).toMatchObject({ status: 'found', meeting: one });
    await lookup.requested(tab, calendarDetection, { refresh: true });
    expect(states.get(3)).toMatchObject({ status: 'found', meeting: one });
    // A settings change re-decides the same detection without a meeting argument: it stays.
    await lookup.detected(tab, calendarDetection);
    expect(states.get(3)?.meeting).toEqual(one);
    expect(asked).toEqual(['pinecrestlogistics.com', 'pinecrestlogistics.com', 'pinecrestlogistics.com']);
  });

  it("keeps the two companies when the rep asks again about the tab's page", async () => {
    const { lookup, states } = setup();
    await lookup.detected(tab, null, undefined, two);
    await lookup.requested(tab, null, { refresh: true });
    expect(states.get(3)).toMatchObject({ status: 'no_company', meeting: two });
  });

  it('drops the meeting when the event closes or the tab goes elsewhere', async () => {
    const { lookup, states } = setup();
    await lookup.detected(tab, null, undefined, two);
    // The content script reports the grid with no event open.
    await lookup.detected(tab, null, undefined, null);
    expect(states.get(3)?.meeting).toBeUndefined();
    await lookup.detected(tab, calendarDetection, undefined, one);
    // A navigation to another page: its own detection, or none, and no meeting argument.
    await lookup.detected(tab, { domain: 'pinecrestlogistics.com', source: 'website' });
    expect(states.get(3)?.meeting).toBeUndefined();
    await lookup.detected(tab, calendarDetection, undefined, one);
    await lookup.detected(tab, null);
    expect(states.get(3)?.meeting).toBeUndefined();
  });
});
