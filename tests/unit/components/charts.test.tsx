// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CountBar } from '@/components/charts/count-bar';
import { QuarterColumns } from '@/components/charts/quarter-columns';
import { RatingBar } from '@/components/charts/rating-bar';
import { ShareBar } from '@/components/charts/share-bar';
import { StackStatusMix } from '@/components/charts/stack-status-mix';

describe('the charts, rendered', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  /** The chart's image: its accessible name, its visible text and the width of its bar's fill. */
  function image() {
    const element = root.querySelector('[role="img"]');
    if (!element) throw new Error('no image');
    return {
      name: element.getAttribute('aria-label'),
      text: element.textContent,
      fill: root.querySelector('.figure-bar-fill')?.getAttribute('width') ?? null,
      track: root.querySelector('svg'),
    };
  }

  it('draws a rating on its fixed scale, the figure kept as text', () => {
    render(<RatingBar value={7.25} max={10} label="Recency-weighted rating" />, root);
    expect(image()).toMatchObject({
      name: 'Recency-weighted rating: 7.3 out of 10',
      text: '7.3/10',
      fill: '72.5%',
    });
    expect(image().track?.getAttribute('aria-hidden')).toBe('true');

    render(<RatingBar value={4.1} max={5} label="Median rating" />, root);
    expect(image()).toMatchObject({ name: 'Median rating: 4.1 out of 5', text: '4.1/5', fill: '82%' });
  });

  it('draws no bar for a missing rating and says it is not rated', () => {
    render(<RatingBar value={null} max={10} label="Rating" />, root);
    expect(image()).toMatchObject({ name: 'Rating: not rated', text: '—', track: null });
  });

  it('draws a count against the largest beside it (the doc comment: a CountBar in a results table)', () => {
    render(
      <table>
        <tbody>
          <tr>
            <td class="num">
              <CountBar value={1204} max={2408} label="Matching interviews" />
            </td>
          </tr>
        </tbody>
      </table>,
      root,
    );
    expect(image()).toMatchObject({ name: 'Matching interviews: 1,204', text: '1,204', fill: '50%' });
    render(<CountBar value={0} max={12} label="Matching interviews" />, root);
    expect(image()).toMatchObject({ name: 'Matching interviews: 0', text: '0', fill: null });
    expect(root.querySelector('.figure-bar-rest')).not.toBeNull();
  });

  it('draws an API percentage on its 0–100 meaning against the list scale', () => {
    render(<ShareBar value={0.8} scaleMax={20} label="Overlap" />, root);
    expect(image()).toMatchObject({ name: 'Overlap: 0.8%', text: '0.8%', fill: '4%' });
  });

  it("draws the stack's status mix as one bar in order, with a legend of every status", () => {
    render(
      <StackStatusMix
        parts={[
          { status: 'unhappy_with', label: 'Unhappy with', count: 1 },
          { status: 'satisfied', label: 'Satisfied', count: 3 },
          { status: 'not_recently_mentioned', label: 'Not recently mentioned', count: 0 },
        ]}
      />,
      root,
    );
    expect(image().name).toBe('Stack status of 4 products: Unhappy with 1, Satisfied 3');
    const rects = [...root.querySelectorAll('rect')].map((rect) => [
      rect.getAttribute('class'),
      rect.getAttribute('x'),
      rect.getAttribute('width'),
    ]);
    expect(rects).toEqual([
      ['status-unhappy_with', '0%', '25%'],
      ['status-satisfied', '25%', '75%'],
    ]);
    expect([...root.querySelectorAll('.status-mix-legend li')].map((item) => item.textContent)).toEqual([
      'Unhappy with 1',
      'Satisfied 3',
      'Not recently mentioned 0',
    ]);
  });

  it('draws nothing for an empty stack', () => {
    render(<StackStatusMix parts={[{ status: 'satisfied', label: 'Satisfied', count: 0 }]} />, root);
    expect(root.innerHTML).toBe('');
  });

  it('draws a column per quarter up to today, each count and quarter as text', () => {
    render(
      <QuarterColumns
        dates={['2026-05-02', '2026-04-10', '2026-01-20', '2025-11-01']}
        through="2026-08-15"
        title="Interviews per quarter"
      />,
      root,
    );
    expect(image().name).toBe(
      'Interviews per quarter, Q1 2025 to Q3 2026: Q1 2025 none, Q2 2025 none, Q3 2025 none, Q4 2025 1, Q1 2026 1, Q2 2026 2, Q3 2026 none',
    );
    expect(root.querySelector('figcaption')?.textContent).toBe('Interviews per quarter');
    const columns = [...root.querySelectorAll('rect.quarter-column')];
    expect(columns).toHaveLength(3);
    // The tallest column (Q2 2026, two interviews) is twice the others.
    const heights = columns.map((column) => Number(column.getAttribute('height')));
    expect(heights[2]).toBe(2 * (heights[0] ?? 0));
    expect([...root.querySelectorAll('text.quarter-count')].map((text) => text.textContent)).toEqual([
      '1',
      '1',
      '2',
    ]);
    const labels = [...root.querySelectorAll('text:not(.quarter-count)')].map((text) => text.textContent);
    expect(labels).toEqual(['Q1', '2025', 'Q2', 'Q3', 'Q4', 'Q1', '2026', 'Q2', 'Q3']);
  });
});
