/**
 * An account the rep can pick by name (a suggestion, a recent lookup): the name as text, on one button, at
 * most two lines (a 348-character name would otherwise be a ten-line button); the full name is its title.
 */
export function AccountPickButton({
  account,
  look,
  onPick,
}: {
  account: { slug: string; name: string };
  /** A link inside a sentence, or a button among others. */
  look: 'link' | 'secondary';
  onPick: (slug: string, name: string) => void;
}) {
  return (
    <button
      type="button"
      class={`${look} user-text`}
      dir="auto"
      title={account.name}
      onClick={() => onPick(account.slug, account.name)}
    >
      <span class="clamp">{account.name}</span>
    </button>
  );
}
