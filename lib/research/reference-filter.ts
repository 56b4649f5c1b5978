// Type-ahead over a reference list (docs/api.md 4.3): the products list has 258 names and is filtered on every
// keystroke, so each item's search keys are folded once (`createReferenceIndex`) and a keystroke only compares
// strings (`npm run bench:research` measures it; the budget is 5 ms a keystroke).

/** What a picker can offer: a reference item, and for vendors also its domain and slug (both accepted as values). */
export type ReferenceOption = {
  name: string;
  transcript_count: number;
  domain_name?: string;
  slug?: string;
};

type IndexedOption<T> = { option: T; name: string; words: string[]; keys: string[] };

/** A list made ready for filtering; build it once per list, not per keystroke. */
export type ReferenceIndex<T extends ReferenceOption = ReferenceOption> = {
  readonly items: readonly IndexedOption<T>[];
  /** Folded name → the item, for exact checks ("is this value in the list?"). */
  readonly byKey: ReadonlyMap<string, T>;
};

/** Lower case without accents or surrounding space, so "Relàytics " finds "Relaytics". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en-US')
    .trim();
}

/** Indexes a list: its names, and a vendor's domain and slug, folded once. */
export function createReferenceIndex<T extends ReferenceOption>(options: readonly T[]): ReferenceIndex<T> {
  const byKey = new Map<string, T>();
  const items = options.map((option) => {
    const name = foldText(option.name);
    const keys = [name, option.domain_name, option.slug]
      .filter((key): key is string => Boolean(key))
      .map(foldText);
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, option);
    return { option, name, words: name.split(/[\s>/&,()-]+/).filter(Boolean), keys };
  });
  return { items, byKey };
}

/** The item a typed value names exactly (name, or a vendor's domain or slug), if any. */
export function findReferenceOption<T extends ReferenceOption>(
  index: ReferenceIndex<T>,
  value: string,
): T | undefined {
  return index.byKey.get(foldText(value));
}

/**
 * The best matches for what the rep typed, best first: the exact name, then names starting with it, then a
 * word starting with it, then a domain or slug starting with it, then anywhere; within a rank, the items with
 * more interviews first. An empty query lists the items with the most interviews.
 */
export function filterReference<T extends ReferenceOption>(
  index: ReferenceIndex<T>,
  query: string,
  limit = 8,
): T[] {
  const needle = foldText(query);
  const ranked: { option: T; rank: number }[] = [];
  for (const item of index.items) {
    const rank = needle === '' ? 5 : rankOf(item, needle);
    if (rank > 0) ranked.push({ option: item.option, rank });
  }
  ranked.sort(
    (left, right) =>
      right.rank - left.rank ||
      right.option.transcript_count - left.option.transcript_count ||
      left.option.name.localeCompare(right.option.name),
  );
  return ranked.slice(0, limit).map((entry) => entry.option);
}

function rankOf(item: IndexedOption<ReferenceOption>, needle: string): number {
  if (item.name === needle) return 5;
  if (item.name.startsWith(needle)) return 4;
  if (item.words.some((word) => word.startsWith(needle))) return 3;
  if (item.keys.some((key, at) => at > 0 && key.startsWith(needle))) return 2;
  return item.keys.some((key) => key.includes(needle)) ? 1 : 0;
}
