import type { RefObject } from 'preact';
import { t } from '@/lib/i18n/catalogue';
import { type FilterProblem, filterProblemMessage } from '@/lib/research/interview-filter-check';
import { Message } from '../message';

/**
 * The filter values a search may not run with, each said in words with one-click fixes: the values of its
 * list the rep may have meant, or removing it; Retry when a value could not be checked.
 */
export function FilterProblemsNotice({
  problems,
  tried,
  noticeRef,
  onReplace,
  onRemove,
  onRetry,
}: {
  problems: readonly FilterProblem[];
  /** The rep pressed Search: say that it did not run. */
  tried: boolean;
  noticeRef?: RefObject<HTMLDivElement | null>;
  onReplace: (problem: FilterProblem, value: string) => void;
  onRemove: (problem: FilterProblem) => void;
  onRetry: () => void;
}) {
  const count = problems.length;
  return (
    <div
      class="card filter-problems"
      role="alert"
      tabIndex={-1}
      ref={noticeRef}
      data-testid="filter-problems"
    >
      <p class="error filter-problems-title">
        <strong>{t('research.filterProblems.title', { tried: tried ? 'yes' : 'no', count })}</strong>
      </p>
      <ul class="plain">
        {problems.map((problem) => (
          <li
            key={`${problem.filter}|${problem.value}`}
            class="filter-problem"
            data-testid="filter-problem"
            data-filter={problem.filter}
          >
            <p class="user-text">
              <Message {...filterProblemMessage(problem)} tags={{ bdi: (text) => <bdi>{text}</bdi> }} />
            </p>
            <div class="row">
              {problem.suggestions.length > 0 && (
                <span class="muted">{t('research.filterProblems.replaceWith')}</span>
              )}
              {problem.suggestions.map((value) => (
                <button
                  key={value}
                  type="button"
                  class="secondary user-text"
                  dir="auto"
                  data-testid="filter-suggestion"
                  onClick={() => onReplace(problem, value)}
                >
                  {value}
                </button>
              ))}
              {problem.suggestions.length > 0 && <span class="muted">{t('research.filterProblems.or')}</span>}
              <button
                type="button"
                class="secondary"
                aria-label={t('research.filterProblems.removeValue', { value: problem.value })}
                data-testid="filter-remove"
                onClick={() => onRemove(problem)}
              >
                {t('research.filterProblems.remove')}
              </button>
              {problem.kind === 'unchecked' && (
                <button type="button" class="secondary" onClick={onRetry}>
                  {t('research.filterProblems.retry')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
