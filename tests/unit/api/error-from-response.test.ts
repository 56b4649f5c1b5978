import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  featureForPath,
  MAX_ERROR_TEXT_CHARS,
  parseInvalidFilters,
  parseValidValues,
  retryAfterMs,
} from '@/lib/api/error-from-response';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('parseInvalidFilters reads the 422 text tolerantly', () => {
  it.each([
    [
      "- Could not find vendor 'Salesforc'. Did you mean: Salesforce?",
      [{ kind: 'vendor', value: 'Salesforc', suggestions: ['Salesforce'], suggestionText: 'Salesforce' }],
    ],
    [
      "- Could not find industry 'Software > CRMs'. Did you mean: Software > CRM, Software > ERP or Software > HR?",
      [
        {
          kind: 'industry',
          value: 'Software > CRMs',
          suggestions: ['Software > CRM', 'Software > ERP', 'Software > HR'],
          suggestionText: 'Software > CRM, Software > ERP or Software > HR',
        },
      ],
    ],
    [
      "- Could not find product 'Gnog'. Did you mean: 'Gong', 'Gong Engage', or 'Glean'?",
      [
        {
          kind: 'product',
          value: 'Gnog',
          suggestions: ['Gong', 'Gong Engage', 'Glean'],
          suggestionText: "'Gong', 'Gong Engage', or 'Glean'",
        },
      ],
    ],
    [
      "- Could not find account 'O'Reilly Media'.",
      [{ kind: 'account', value: "O'Reilly Media", suggestions: [], suggestionText: '' }],
    ],
    [
      'Could not find use case "CDPs". Did you mean Customer Data Platform?',
      [
        {
          kind: 'use case',
          value: 'CDPs',
          suggestions: ['Customer Data Platform'],
          suggestionText: 'Customer Data Platform',
        },
      ],
    ],
    [
      "- Could not find vendor 'Acme'. Did you mean: Acme Corp?\n- Could not find product 'Widgit'. Did you mean: Widget?",
      [
        { kind: 'vendor', value: 'Acme', suggestions: ['Acme Corp'], suggestionText: 'Acme Corp' },
        { kind: 'product', value: 'Widgit', suggestions: ['Widget'], suggestionText: 'Widget' },
      ],
    ],
    ['Something else went wrong.', []],
  ])('%j', (text, expected) => {
    expect(parseInvalidFilters(text)).toEqual(expected);
  });

  it('keeps the suggestions as written, for a view that can tell where a comma is part of a name', () => {
    const [filter] = parseInvalidFilters(
      "- Could not find industry 'Consumer Goods > Apparel'. Did you mean: Consumer Goods > Apparel, Footwear & Accessories, Energy > Renewables?",
    );
    // The plain split cuts the first suggestion in two; the text keeps it whole.
    expect(filter?.suggestions).toEqual([
      'Consumer Goods > Apparel',
      'Footwear & Accessories',
      'Energy > Renewables',
    ]);
    expect(filter?.suggestionText).toBe(
      'Consumer Goods > Apparel, Footwear & Accessories, Energy > Renewables',
    );
  });
});

describe('a 422 naming several values', () => {
  it('carries every one, in the order the API gave them, and names them all in its message', () => {
    const text =
      "- Could not find industry 'Sofware'. Did you mean: Media > Streaming, Retail > Grocery?\n- Could not find vendor 'Nortbeam'. Did you mean: Orbitly?\n- Could not find product 'Relaytics CRN'. Did you mean: Relaytics CRM, Relaytics Revenue, Relaytics Forecast?";
    const info = errorFromResponse(422, { error: text }, new Headers(), '/api/v1/accounts', NOW, '').toInfo();
    expect(info.kind).toBe('invalid_filter');
    expect(info.filters?.map((filter) => [filter.kind, filter.value])).toEqual([
      ['industry', 'Sofware'],
      ['vendor', 'Nortbeam'],
      ['product', 'Relaytics CRN'],
    ]);
    expect(info.filters?.[2]?.suggestions).toEqual([
      'Relaytics CRM',
      'Relaytics Revenue',
      'Relaytics Forecast',
    ]);
    expect(info.message).toBe(
      'Buyer Intelligence knows none of these values: industry "Sofware", vendor "Nortbeam" and product "Relaytics CRN".',
    );
  });

  it("quotes one value's several suggestions as the API wrote them (a comma may be part of one)", () => {
    const text =
      "- Could not find industry 'Consumer Goods > Apparel'. Did you mean: Consumer Goods > Apparel, Footwear & Accessories, Energy > Renewables?";
    const error = errorFromResponse(422, { error: text }, new Headers(), '/api/v1/accounts', NOW, '');
    expect(error.message).toBe(
      'Buyer Intelligence has no industry called "Consumer Goods > Apparel"; did you mean Consumer Goods > Apparel, Footwear & Accessories, Energy > Renewables?',
    );
  });
});

describe('parseValidValues', () => {
  it.each([
    [
      "Invalid fields[] value 'x'. Valid values: kpis, tech_stack, qa, all",
      ['kpis', 'tech_stack', 'qa', 'all'],
    ],
    ['fields[] must be one of: kpis, tech_stack, qa or all.', ['kpis', 'tech_stack', 'qa', 'all']],
    ["Unknown field 'x'. Valid fields are [kpis, tech_stack, qa, all]", ['kpis', 'tech_stack', 'qa', 'all']],
    ['Nope.', undefined],
  ])('%j', (text, expected) => {
    expect(parseValidValues({ error: text }, text)).toEqual(expected);
  });

  it('prefers a JSON list in the body', () => {
    expect(parseValidValues({ error: 'bad', valid_values: ['kpis', 'qa'] }, 'bad')).toEqual(['kpis', 'qa']);
  });
});

describe('featureForPath', () => {
  it.each([
    ['/api/v1/accounts', 'account_pages'],
    ['/api/v1/accounts/acme.com', 'account_pages'],
    ['/api/v1/vendors/outreach', 'vendor_profiles'],
    ['/api/v1/vendors/outreach/buyers_also_buy', 'vendor_profiles'],
    ['/api/v1/vendors', undefined],
    ['/api/v1/transcripts', undefined],
    ['/api/v1/buyers', undefined],
  ])('%s → %s', (path, feature) => {
    expect(featureForPath(path)).toBe(feature);
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['5', 5000],
    ['0', 0],
    [new Date(NOW + 30_000).toUTCString(), 30_000],
    [new Date(NOW - 30_000).toUTCString(), 0],
    ['soon', undefined],
  ])('%j → %j', (value, expected) => {
    expect(retryAfterMs(new Headers({ 'Retry-After': value }), NOW)).toBe(expected);
  });

  it('is undefined without the header', () => {
    expect(retryAfterMs(new Headers(), NOW)).toBeUndefined();
  });
});

describe('errorFromResponse', () => {
  it('5xx with Retry-After carries retryAt', () => {
    const error = errorFromResponse(
      503,
      undefined,
      new Headers({ 'Retry-After': '60' }),
      '/api/v1/markets',
      NOW,
    );
    expect(error.toInfo()).toMatchObject({ kind: 'server', status: 503, retryAt: NOW + 60_000 });
  });

  it('401 says what to do, in the words the team agreed', () => {
    expect(errorFromResponse(401, undefined, new Headers(), '/api/v1/markets', NOW).message).toBe(
      'Your API key was not accepted. Check it in Options.',
    );
  });

  it('every other message is one short sentence without the raw status or jargon', () => {
    const cases: [number, unknown, string][] = [
      [403, undefined, '/api/v1/accounts'],
      [403, undefined, '/api/v1/vendors/x'],
      [403, undefined, '/api/v1/markets'],
      [404, undefined, '/api/v1/accounts/x'],
      [404, undefined, '/api/v1/transcripts/x'],
      [404, undefined, '/api/v1/vendors/x'],
      [404, undefined, '/api/v1/nothing'],
      [422, { error: "- Could not find vendor 'x'. Did you mean: y?" }, '/api/v1/accounts'],
      [422, { error: 'Valid values: kpis, qa' }, '/api/v1/accounts/x'],
      [422, { error: '???' }, '/api/v1/accounts'],
      [429, undefined, '/api/v1/markets'],
      [500, undefined, '/api/v1/markets'],
      [400, undefined, '/api/v1/markets'],
    ];
    for (const [status, body, path] of cases) {
      const { message } = errorFromResponse(status, body, new Headers(), path, NOW);
      expect(message.length).toBeLessThan(130);
      expect(message).toMatch(/^[A-Z].*[.?]$/);
      expect(message.match(/[.?](\s|$)/g)).toHaveLength(1);
      expect(message).not.toMatch(/\b(HTTP|4\d\d|5\d\d|JSON|schema|undefined|null)\b/);
    }
  });
});

/**
 * The length of the longest text any regular expression is run over while `run` runs: `exec` is what every
 * split, replace, test and search calls (a plain wrapper, not a spy, so that recording uses no expression).
 */
function longestTextReadByExpressions(run: () => void): number {
  const { exec } = RegExp.prototype;
  let longest = 0;
  RegExp.prototype.exec = function measuredExec(this: RegExp, text: string) {
    longest = Math.max(longest, String(text).length);
    return exec.call(this, text);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
  }
  return longest;
}

const MEGABYTE = 1024 * 1024;
const FILTER_LINE = "- Could not find vendor 'Salesforc'. Did you mean: Salesforce?";

describe('a hostile error body (1 MB)', () => {
  it('is cut to MAX_ERROR_TEXT_CHARS, at a line break, before any expression reads it', () => {
    // Ordinary lines, then a filter line past the cut: the parsers never see it.
    const filler = `${'- Something went wrong on our side, please try again.\n'.repeat(MEGABYTE / 54)}`;
    const text = `${filler}${FILTER_LINE}`;
    expect(text.length).toBeGreaterThan(MEGABYTE);
    let filters: unknown;
    let validValues: unknown;
    let error: { kind: string; filters?: unknown } | undefined;
    const longest = longestTextReadByExpressions(() => {
      filters = parseInvalidFilters(text);
      validValues = parseValidValues(undefined, `${filler}Valid values: kpis, qa`);
      error = errorFromResponse(422, { error: text }, new Headers(), '/api/v1/accounts', NOW, '');
    });
    expect(longest).toBeLessThanOrEqual(MAX_ERROR_TEXT_CHARS);
    expect(filters).toEqual([]);
    expect(validValues).toBeUndefined();
    expect(error).toMatchObject({ kind: 'invalid_filter' });
    expect(error?.filters).toBeUndefined();
  });

  it('keeps every whole line before the cut and drops the line it falls in', () => {
    const lines = Math.floor(MAX_ERROR_TEXT_CHARS / (FILTER_LINE.length + 1));
    const text = `${`${FILTER_LINE}\n`.repeat(lines)}${FILTER_LINE.replace('Salesforc', 'Hubspt')}`;
    expect(text.length).toBeGreaterThan(MAX_ERROR_TEXT_CHARS);
    const filters = parseInvalidFilters(text);
    expect(filters).toHaveLength(lines);
    expect(
      filters.every((filter) => filter.value === 'Salesforc' && filter.suggestions[0] === 'Salesforce'),
    ).toBe(true);
  });

  // Each shape once made an expression backtrack over every character for every character: minutes at 1 MB.
  it.each([
    [
      'white space between suggestions',
      `- Could not find vendor 'x'. Did you mean: a${' '.repeat(MEGABYTE)}b?`,
    ],
    [
      'a run of question marks in a suggestion',
      `- Could not find vendor 'x'. Did you mean: a${'?'.repeat(MEGABYTE)}b`,
    ],
    ['opening quotes that never close', `- Could not find k${" 'x".repeat(MEGABYTE / 3)}`],
    ["'Could not find' over and over", `${'Could not find a '.repeat(MEGABYTE / 17)}'x`],
  ])('%s is read in one pass', (_shape, text) => {
    const filters = parseInvalidFilters(text);
    expect(filters.length).toBeLessThanOrEqual(1);
    for (const filter of filters) expect(filter.value.length).toBeLessThanOrEqual(MAX_ERROR_TEXT_CHARS);
  });

  it.each([
    // `b` lies past the cut.
    ['white space in the list', `fields[] must be one of: a${' '.repeat(MEGABYTE)}b`, ['a']],
    ['white space after the words', `one of${' \t\n'.repeat(MEGABYTE / 3)}`, undefined],
  ])('a list of valid values with %s is read in one pass', (_shape, text, values) => {
    expect(parseValidValues(undefined, text)).toEqual(values);
  });

  it('still reads every line of an ordinary 422 in full', () => {
    const text = [
      FILTER_LINE,
      "- Could not find product 'Gnog'. Did you mean: 'Gong', 'Gong Engage', or 'Glean'?",
      "* Could not find use case 'Sales Engagment'. Did you mean: Sales Engagement?",
    ].join('\r\n');
    expect(
      parseInvalidFilters(text).map((filter) => [filter.kind, filter.value, filter.suggestions]),
    ).toEqual([
      ['vendor', 'Salesforc', ['Salesforce']],
      ['product', 'Gnog', ['Gong', 'Gong Engage', 'Glean']],
      ['use case', 'Sales Engagment', ['Sales Engagement']],
    ]);
  });
});
