/** An account the rep can pick by name (a suggestion, a recent lookup): the name as text, on one button. */
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
      onClick={() => onPick(account.slug, account.name)}
    >
      {account.name}
    </button>
  );
}
