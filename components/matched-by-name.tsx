import { Message } from './message';

/**
 * Says that the tab's account was found by the name a CRM record shows (an opportunity or a deal with no
 * website), not by a domain: an exact name can match a namesake.
 */
export function MatchedByName({ name }: { name: string }) {
  return (
    <p class="hint" data-testid="matched-by-name">
      <Message
        id="account.matchedByName.text"
        values={{ name }}
        tags={{
          name: (text) => (
            <span class="user-text" dir="auto">
              {text}
            </span>
          ),
        }}
      />
    </p>
  );
}
