import { describe, expect, it } from 'vitest';
import type { LookupAnswer } from '@/lib/shared/messaging';
import { researchWords } from '@/lib/ui/research-words';

const found: LookupAnswer = {
  ok: true,
  data: {
    name: 'Pinecrest Logistics',
    slug: 'pinecrest-logistics',
    domain: 'pinecrestlogistics.com',
    interviewCount: 48,
    url: 'https://app.example/accounts/pinecrest-logistics',
  },
  fetchedAt: 0,
};
const missed: LookupAnswer = {
  ok: false,
  error: { kind: 'not_found', message: 'No account matches “unknown-prospect.co.uk”.' },
  lookedUp: 'unknown-prospect.co.uk',
};

describe('the words Research is offered for from the lookup box', () => {
  it('offers typed words as they are, squeezed', () => {
    expect(researchWords('  route   optimisation ', null)).toBe('route optimisation');
    expect(researchWords('Acme Inc', null)).toBe('Acme Inc');
    expect(researchWords('   ', null)).toBeNull();
  });

  it.each([
    'jane.doe@pinecrestlogistics.com',
    'Jane Doe <jane.doe@pinecrestlogistics.com>',
    'mailto:jane@pinecrestlogistics.com',
    'https://www.pinecrestlogistics.com/careers?ref=jane',
    'www.pinecrestlogistics.com/careers',
    'pinecrestlogistics.com',
  ])('never offers the address %j: only the company its lookup found', (typed) => {
    expect(researchWords(typed, null)).toBeNull();
    expect(researchWords(typed, { typed, answer: found })).toBe('Pinecrest Logistics');
    expect(researchWords(typed, { typed, answer: missed })).toBe('unknown-prospect.co.uk');
  });

  it('does not offer a lookup of other text, nor a failure that names nothing', () => {
    expect(researchWords('jane@acme.com', { typed: 'bob@acme.com', answer: found })).toBeNull();
    const failed: LookupAnswer = { ok: false, error: { kind: 'network', message: 'offline' } };
    expect(researchWords('jane@acme.com', { typed: 'jane@acme.com', answer: failed })).toBeNull();
  });
});
