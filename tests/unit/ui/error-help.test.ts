import { afterAll, describe, expect, it } from 'vitest';
import { errorFromResponse } from '@/lib/api/error-from-response';
import {
  type ApiError,
  type ApiErrorCode,
  type ApiErrorKind,
  codedErrorInfo,
  toApiErrorInfo,
} from '@/lib/api/errors';
import { createRequest } from '@/lib/api/request';
import { createRequestScheduler } from '@/lib/cache/request-scheduler';
import { loadMessages } from '@/lib/i18n/catalogue';
import { MESSAGE_AREAS } from '@/lib/i18n/message-keys';
import { errorHelp, secondsUntil } from '@/lib/ui/error-help';
import { errorMessage } from '@/lib/ui/error-message';
import { memoizeFetched } from '@/lib/ui/memo';

describe('errorHelp', () => {
  it.each<[ApiErrorKind, string]>([
    ['unauthorized', 'open-options'],
    ['rate_limited', 'wait-and-retry'],
    ['server', 'retry'],
    ['network', 'retry'],
    ['timeout', 'retry'],
    ['response_too_large', 'retry'],
    ['not_found', 'none'],
  ])('%s → %s', (kind, action) => {
    expect(errorHelp({ kind, message: 'm' }).action).toBe(action);
  });

  it("lets the rep retry at once after a server error, while a rate limit waits for the API's time", () => {
    // The background holds automatic lookups back until retryAt, but lets the rep's Retry probe the API.
    expect(errorHelp({ kind: 'server', message: 'm', retryAt: 5 }).action).toBe('retry');
    expect(errorHelp({ kind: 'rate_limited', message: 'm', retryAt: 5 }).action).toBe('wait-and-retry');
  });

  it('points a team without a feature to the key, the one thing the rep can change', () => {
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'account_pages' }).action).toBe(
      'open-options',
    );
  });

  it('names the missing feature', () => {
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'vendor_profiles' }).title).toContain(
      'vendor profiles',
    );
    expect(errorHelp({ kind: 'forbidden', message: 'm', feature: 'account_pages' }).title).toContain(
      'account pages',
    );
  });

  it('speaks of one unknown value, or of several when a 422 named several', () => {
    const filter = { kind: 'product', value: 'x', suggestions: [], suggestionText: '' };
    expect(errorHelp({ kind: 'invalid_filter', message: 'm', filters: [filter] }).title).toBe(
      'That value is not one the API knows',
    );
    expect(
      errorHelp({ kind: 'invalid_filter', message: 'm', filters: [filter, { ...filter, value: 'y' }] }).title,
    ).toBe('These values are not ones the API knows');
  });

  it('counts down to a retry', () => {
    expect(secondsUntil(10_500, 1_000)).toBe(10);
    expect(secondsUntil(500, 1_000)).toBe(0);
    expect(secondsUntil(undefined, 1_000)).toBe(0);
  });
});

describe('errorMessage', () => {
  const answer = (status: number, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    errorFromResponse(status, body, new Headers(headers), path, 1_000, JSON.stringify(body ?? '')).toInfo();
  const unknown = (line: string) => answer(422, '/api/v1/accounts', { error: line });

  // What the background writes, each named by its code: in English the page says exactly the same words.
  const written = [
    answer(401, '/api/v1/accounts/acme.com'),
    answer(403, '/api/v1/accounts/acme.com'),
    answer(403, '/api/v1/vendors/relaytics'),
    answer(403, '/api/v1/transcripts/search'),
    answer(404, '/api/v1/accounts/acme.com'),
    answer(404, '/api/v1/vendors/relaytics'),
    answer(404, '/api/v1/transcripts/12'),
    answer(404, '/api/v1/markets'),
    unknown("- Could not find product 'Gnog'."),
    unknown("- Could not find product 'Gnog'. Did you mean: Gong?"),
    unknown("- Could not find product 'Gnog'. Did you mean: Gong, Glean?"),
    unknown("- Could not find product 'Gnog'. Did you mean: Gong?\n- Could not find vendor 'Acme'."),
    unknown(
      "- Could not find product 'Gnog'.\n- Could not find vendor 'Acme'.\n- Could not find industry 'Sofware'.",
    ),
    answer(422, '/api/v1/accounts/acme.com', { error: 'bad', valid_values: ['kpis', 'tech_stack'] }),
    answer(422, '/api/v1/accounts', { error: 'bad' }),
    answer(429, '/api/v1/accounts'),
    answer(503, '/api/v1/accounts'),
    answer(418, '/api/v1/accounts'),
    toApiErrorInfo(new Error('boom')),
  ];

  it.each(written.map((info) => [info.sentence?.code, info]))('says %s in English as written', (_, info) => {
    expect(info.sentence).toBeDefined();
    expect(errorMessage(info)).toBe(info.message);
  });

  it("says the request's and the scheduler's own errors in English as written", async () => {
    const failures: unknown[] = [];
    const request = (baseUrl: string, fetch: typeof globalThis.fetch, timeoutMs = 1_000) =>
      createRequest({ baseUrl, apiKey: 'k', fetch, timeoutMs, maxRetries: 0 })({
        path: ['markets'],
        schema: { safeParse: () => ({ success: true, data: null }) } as never,
      }).catch((error: unknown) => failures.push(error));
    await request('not an address', globalThis.fetch);
    await request('ftp://example.com', globalThis.fetch);
    await request('https://api.example.com', () => Promise.reject(new TypeError('offline')));
    await request('https://api.example.com', async () => new Response('not json'));
    const hang: typeof globalThis.fetch = (_, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await request('https://api.example.com', hang, 5);
    const offline = createRequestScheduler({ isOnline: () => false });
    await offline.run('a', async () => 1).catch((error: unknown) => failures.push(error));
    const held = createRequestScheduler({ now: () => 0 });
    held.backOff(60_000, 'rate_limited');
    await held.run('a', async () => 1).catch((error: unknown) => failures.push(error));
    held.forgetBackoff();
    held.backOff(60_000, 'server');
    await held.run('a', async () => 1).catch((error: unknown) => failures.push(error));
    const codes = failures.map((error) => (error as ApiError).toInfo().sentence?.code);
    expect(codes).toEqual<ApiErrorCode[]>([
      'addressNotUrl',
      'addressNotHttps',
      'network',
      'unreadable',
      'timeout',
      'offline',
      'heldRateLimited',
      'heldServer',
    ]);
    for (const error of failures) {
      const info = (error as ApiError).toInfo();
      expect(errorMessage(info)).toBe(info.message);
    }
  });

  it.each<[ApiErrorKind, string, ApiErrorCode, Record<string, string>?]>([
    [
      'response_too_large',
      'The API sent an answer larger than 4 MB; Buyer Lens stopped reading it.',
      'responseTooLarge',
    ],
    ['invalid_input', 'A rating filter needs at least one product to rate.', 'ratingNeedsProduct'],
    ['invalid_input', 'The lowest rating is above the highest rating.', 'ratingRange'],
    ['not_configured', 'Buyer Lens has no API key yet: add one in Options.', 'noApiKey'],
    [
      'not_configured',
      'Buyer Lens may not reach https://api.example.com: save the API address in Options and allow it there.',
      'apiNotAllowed',
      { origin: 'https://api.example.com' },
    ],
    ['network', 'You are offline. Buyer Lens will look this up when you are back.', 'offlineLookup'],
    [
      'invalid_input',
      'Type a company name, a domain, a web address or an email address.',
      'lookupUnreadable',
    ],
    ['not_found', 'No account matches “acme.com”.', 'noAccountMatches', { id: 'acme.com' }],
    [
      'extension',
      'Buyer Lens remembers nothing from a private window: pick the account in a normal window.',
      'privateWindowPick',
    ],
    [
      'extension',
      'Buyer Lens cannot read this page (a browser page, or a site it has no access to).',
      'pageUnreadable',
    ],
    ['extension', 'That tab is gone.', 'tabGone'],
    ['extension', 'Buyer Lens cannot remember a pick for this page.', 'pickNotRemembered'],
  ])('has the sentence the background writes for %s as %s', (kind, message, code, values) => {
    expect(errorMessage(codedErrorInfo(kind, message, code, values))).toBe(message);
  });

  it('shows a message rewritten since its code was given as it is', () => {
    const notFound = answer(404, '/api/v1/accounts/acme.com');
    expect(errorMessage({ ...notFound, message: 'No account matches “acme”.' })).toBe(
      'No account matches “acme”.',
    );
    expect(errorMessage({ kind: 'extension', message: 'Written by a page.' })).toBe('Written by a page.');
  });

  describe('in German', () => {
    afterAll(() => loadMessages(MESSAGE_AREAS, 'en'));

    it("says the background's sentence in the rep's language, with the API's values as sent", async () => {
      await loadMessages(['common'], 'de');
      expect(errorMessage(answer(401, '/api/v1/accounts/acme.com'))).toBe(
        'Ihr API-Schlüssel wurde nicht akzeptiert. Prüfen Sie ihn in den Optionen.',
      );
      expect(
        errorMessage(
          unknown(
            "- Could not find product 'Gnog'.\n- Could not find vendor 'Acme'.\n- Could not find industry 'Sofware'.",
          ),
        ),
      ).toBe(
        'Buyer Intelligence kennt keinen dieser Werte: product „Gnog“, vendor „Acme“ und industry „Sofware“.',
      );
      expect(errorHelp({ kind: 'timeout', message: 'm' }).title).toBe(
        'Die API hat zu lange nicht geantwortet',
      );
    });
  });
});

describe('memoizeFetched', () => {
  it('asks once per key for successes and again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const memo = memoizeFetched(
      async (slug: string) => {
        calls.push(slug);
        if (fail) {
          fail = false;
          return { ok: false as const };
        }
        return { ok: true as const, slug };
      },
      (slug) => slug,
    );
    expect((await memo.get('a')).ok).toBe(false);
    expect(await memo.get('a')).toEqual({ ok: true, slug: 'a' });
    await Promise.all([memo.get('a'), memo.get('a')]);
    expect(calls).toEqual(['a', 'a']);
    expect(memo.peek('a')).toEqual({ ok: true, slug: 'a' });
  });
});
