import { describe, expect, it } from 'vitest';
import { decideLookup, type LookupContext, matchesSite } from '@/lib/privacy/lookup-policy';
import { describeSkip } from '@/lib/shared/skip-reasons';
import { defaultSettings } from '@/lib/shared/storage-items';

const base: LookupContext = {
  domain: 'acme-robotics.com',
  source: 'website',
  settings: defaultSettings,
  incognito: false,
  requested: false,
};

describe('decideLookup', () => {
  it('looks up an ordinary prospect site by default', () => {
    expect(decideLookup(base)).toEqual({ lookup: true });
  });

  it.each(['google.com', 'salesforce.com', 'linkedin.com', 'amazon.de', 'youtube.com', 'wikipedia.org'])(
    'never sends the denied site %s, not even on request',
    (domain) => {
      expect(decideLookup({ ...base, domain })).toEqual({ lookup: false, reason: 'denied-site' });
      expect(decideLookup({ ...base, domain, requested: true })).toEqual({
        lookup: false,
        reason: 'denied-site',
      });
    },
  );

  it('never sends a personal mailbox domain', () => {
    expect(decideLookup({ ...base, domain: 'proton.me', source: 'gmail' })).toMatchObject({ lookup: false });
  });

  it('respects a site switched off, unless the rep asks', () => {
    const settings = { ...defaultSettings, disabledSites: ['acme-robotics.com'] };
    expect(decideLookup({ ...base, settings })).toEqual({ lookup: false, reason: 'disabled-site' });
    expect(decideLookup({ ...base, settings, requested: true })).toEqual({ lookup: true });
  });

  it('in work-surfaces mode looks up CRM, LinkedIn and mail, and allowed sites only', () => {
    const settings = {
      ...defaultSettings,
      detectionMode: 'work-surfaces' as const,
      allowedSites: ['allowed.io'],
    };
    expect(decideLookup({ ...base, settings })).toEqual({ lookup: false, reason: 'work-surfaces-only' });
    expect(decideLookup({ ...base, settings, source: 'salesforce' })).toEqual({ lookup: true });
    expect(decideLookup({ ...base, settings, domain: 'allowed.io' })).toEqual({ lookup: true });
  });

  it('in on-request mode looks up nothing by itself', () => {
    const settings = { ...defaultSettings, detectionMode: 'on-request' as const };
    expect(decideLookup({ ...base, settings, source: 'hubspot' })).toEqual({
      lookup: false,
      reason: 'on-request-only',
    });
    expect(decideLookup({ ...base, settings, requested: true })).toEqual({ lookup: true });
  });

  it('looks nothing up in private windows unless allowed', () => {
    expect(decideLookup({ ...base, incognito: true })).toEqual({ lookup: false, reason: 'private-window' });
    const settings = { ...defaultSettings, lookUpInPrivateWindows: true };
    expect(decideLookup({ ...base, incognito: true, settings })).toEqual({ lookup: true });
  });

  describe('a name a CRM record shows (an opportunity or deal without a website)', () => {
    const byName: LookupContext = {
      ...base,
      domain: undefined,
      companyName: 'Pinecrest Logistics',
      source: 'salesforce',
    };

    it('is looked up by default, and counts as a CRM lookup in work-surfaces mode', () => {
      expect(decideLookup(byName)).toEqual({ lookup: true });
      const settings = { ...defaultSettings, detectionMode: 'work-surfaces' as const };
      expect(decideLookup({ ...byName, settings })).toEqual({ lookup: true });
    });

    it('follows the on-request mode and private windows like any page', () => {
      const onRequest = { ...defaultSettings, detectionMode: 'on-request' as const };
      expect(decideLookup({ ...byName, settings: onRequest })).toEqual({
        lookup: false,
        reason: 'on-request-only',
      });
      expect(decideLookup({ ...byName, settings: onRequest, requested: true })).toEqual({ lookup: true });
      expect(decideLookup({ ...byName, incognito: true })).toEqual({
        lookup: false,
        reason: 'private-window',
      });
    });

    it("is skipped when it names a site switched off (its words begin with the site's name part)", () => {
      for (const site of ['pinecrestlogistics.com', 'pinecrest-logistics.co.uk', 'www.pinecrest.io']) {
        const settings = { ...defaultSettings, disabledSites: [site] };
        expect(decideLookup({ ...byName, settings }), site).toEqual({
          lookup: false,
          reason: 'disabled-site',
        });
        expect(decideLookup({ ...byName, settings, requested: true }), site).toEqual({ lookup: true });
      }
      for (const site of ['pine.com', 'pinecrestlogisticsgroup.com', 'logistics.com', 'acme.com']) {
        const settings = { ...defaultSettings, disabledSites: [site] };
        expect(decideLookup({ ...byName, settings }), site).toEqual({ lookup: true });
      }
    });
  });

  it('has a sentence for every reason', () => {
    for (const reason of [
      'denied-site',
      'personal-mail',
      'disabled-site',
      'work-surfaces-only',
      'on-request-only',
      'private-window',
    ] as const) {
      expect(describeSkip(reason).length).toBeGreaterThan(10);
    }
  });
});

describe('matchesSite', () => {
  it('matches the site and its subdomains only', () => {
    expect(matchesSite('shop.acme.com', ['acme.com'])).toBe(true);
    expect(matchesSite('acme.com', ['acme.com'])).toBe(true);
    expect(matchesSite('notacme.com', ['acme.com'])).toBe(false);
  });
});
