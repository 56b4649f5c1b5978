import type { AccountDetail } from '@/lib/api/accounts';
import { backgroundClient } from '@/lib/ui/background-client';
import { formatShare } from '@/lib/ui/format';
import { RemoteView } from './remote-view';
import { useRemote } from './use-remote';

/** The account's Q&A by category, loaded only when the rep opens it (`fields[]=qa`). */
export function AccountQa({ accountId }: { accountId: string }) {
  const [state, reload] = useRemote<AccountDetail>(accountId, (refresh) =>
    backgroundClient.account(accountId, { fields: ['qa'], refresh }),
  );
  return (
    <RemoteView state={state} lines={6} label="Loading questions and answers" onRetry={() => reload(true)}>
      {(account) => {
        const categories = account.qa ?? [];
        if (categories.length === 0) return <p class="muted">No questions answered for this account yet.</p>;
        return (
          <div data-testid="account-qa">
            {categories.map((category) => (
              <section key={category.category} aria-label={category.category}>
                <h3 dir="auto">{category.category}</h3>
                {category.questions.map((question, index) => (
                  <div key={index} class="card" data-testid="qa-item">
                    <h4 dir="auto" class="user-text" style={{ marginTop: 0 }}>
                      {question.question}
                    </h4>
                    <p dir="auto" class="user-text">
                      {question.answer ?? <span class="muted">No answer yet.</span>}
                    </p>
                    <p class="hint">
                      Evidence in {question.evidence_count} of {question.total_interviews} interviews
                      considered · confidence {formatShare(question.confidence)}
                    </p>
                  </div>
                ))}
              </section>
            ))}
          </div>
        );
      }}
    </RemoteView>
  );
}
