/**
 * Says that the tab's account was found by the name a CRM record shows (an opportunity or a deal with no
 * website), not by a domain: an exact name can match a namesake.
 */
export function MatchedByName({ name }: { name: string }) {
  return (
    <p class="hint" data-testid="matched-by-name">
      Matched by name: this record shows{' '}
      <span class="user-text" dir="auto">
        {name}
      </span>
      , no website.
    </p>
  );
}
