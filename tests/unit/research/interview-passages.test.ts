import { describe, expect, it } from 'vitest';
import { extractPassages, interviewPassages, type Passage } from '@/lib/research/interview-passages';
import { queryWords } from '@/lib/ui/text-search';

const words = (count: number, prefix = 'w') =>
  Array.from({ length: count }, (_, at) => `${prefix}${at}`).join(' ');

/** A passage as one line: marked words in [brackets], "…" where the text goes on. */
function show(passage: Passage): string {
  const body = passage.segments
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');
  return `${passage.before ? '…' : ''}${body}${passage.after ? '…' : ''}`;
}

describe('extractPassages', () => {
  it('keeps a window of words either side of a hit, marked, with ellipses where the text goes on', () => {
    const text = `${words(20)} Northbeam ${words(20, 'v')}`;
    const [passage, ...rest] = extractPassages(text, queryWords('northbeam'), { radius: 3 });
    expect(rest).toEqual([]);
    expect(show(passage as Passage)).toBe('…w17 w18 w19 [Northbeam] v0 v1 v2…');
  });

  it('matches whole words ignoring case and accents, and reads whitespace as one space', () => {
    const text = 'Buyer: the\nFÜNNELS   team\tloves funnelsx and Funnels.';
    const passages = extractPassages(text, queryWords('funnels'), { radius: 1 });
    expect(passages.map(show)).toEqual(['…the [FÜNNELS] team…', '…and [Funnels].']);
  });

  it('joins windows that touch, and keeps the windows with the most different words, in text order', () => {
    const text = [
      'alpha',
      words(30, 'a'),
      'alpha',
      words(30, 'b'),
      'beta alpha',
      words(30, 'c'),
      'beta',
    ].join(' ');
    const cut = (max: number) =>
      extractPassages(text, queryWords('alpha beta'), { radius: 2, max }).map(show);
    expect(cut(1)).toEqual(['…b28 b29 [beta] [alpha] c0 c1…']);
    expect(cut(2)).toEqual(['[alpha] a0 a1…', '…b28 b29 [beta] [alpha] c0 c1…']);
    expect(cut(5)).toEqual([
      '[alpha] a0 a1…',
      '…a28 a29 [alpha] b0 b1…',
      '…b28 b29 [beta] [alpha] c0 c1…',
      '…c28 c29 [beta]',
    ]);
  });

  it('gives nothing without words or hits', () => {
    expect(extractPassages('some text', [])).toEqual([]);
    expect(extractPassages('some text', queryWords('absent'))).toEqual([]);
    expect(extractPassages('', queryWords('absent'))).toEqual([]);
  });

  it('keeps hostile text as text: a passage is segments, never markup', () => {
    const text = 'Evil <img src=x onerror=alert(1)> said <script>alert(1)</script> loudly';
    const [passage] = extractPassages(text, queryWords('said'), { radius: 4 });
    expect(show(passage as Passage)).toBe(
      'Evil <img src=x onerror=alert(1)> [said] <script>alert(1)</script> loudly',
    );
  });
});

describe('interviewPassages', () => {
  it('looks in the transcript first, then the buyer perspective and quick study, up to the maximum', () => {
    const detail = {
      full_transcript: `Buyer: we use Relaytics CRM. ${words(40)} Relaytics again.`,
      buyer_perspective: 'Relaytics is the weak link.',
      quick_study: 'Q: Relaytics? A: yes.',
    };
    const found = interviewPassages(detail, queryWords('relaytics'), { radius: 2, max: 3 });
    expect(found.map((item) => item.source)).toEqual(['transcript', 'transcript', 'buyer perspective']);
    const onlyPerspective = interviewPassages(
      { ...detail, full_transcript: 'nothing here' },
      queryWords('weak'),
    );
    expect(onlyPerspective.map((item) => [item.source, show(item.passage)])).toEqual([
      ['buyer perspective', 'Relaytics is the [weak] link.'],
    ]);
  });
});
