// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '@/components/error-notice';
import type { ApiErrorInfo } from '@/lib/api/errors';

describe('an error notice for unknown filter values', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  const error: ApiErrorInfo = {
    kind: 'invalid_filter',
    message: 'Buyer Intelligence knows none of these values: product "Gnog" and vendor "Acme".',
    status: 422,
    filters: [
      { kind: 'product', value: 'Gnog', suggestions: ['Gong', 'Glean'], suggestionText: 'Gong, Glean' },
      { kind: 'vendor', value: 'Acme', suggestions: ['Acme Corp'], suggestionText: 'Acme Corp' },
    ],
  };

  it('offers every suggestion of every value, and says which value each replaces', () => {
    const onSuggestion = vi.fn();
    render(<ErrorNotice error={error} onSuggestion={onSuggestion} />, root);
    const rows = [...root.querySelectorAll('[data-testid="filter-suggestions"]')];
    expect(rows.map((row) => row.textContent)).toEqual([
      'For product "Gnog", did you meanGongGlean',
      'For vendor "Acme", did you meanAcme Corp',
    ]);
    const acme = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Acme Corp');
    acme?.click();
    expect(onSuggestion).toHaveBeenCalledWith('Acme Corp', error.filters?.[1]);
    expect(root.querySelector('h2')?.textContent).toBe('These values are not ones the API knows');
  });

  it('shows no suggestion buttons where nothing can take them', () => {
    render(<ErrorNotice error={error} />, root);
    expect(root.querySelector('[data-testid="filter-suggestions"]')).toBeNull();
    expect(root.textContent).toContain('product "Gnog" and vendor "Acme"');
  });
});
