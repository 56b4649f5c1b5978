/** "Did you mean" suggestions: the closest known values by edit distance, with prefix and substring hits first. */

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row++) {
    const current = [row];
    for (let column = 1; column <= right.length; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      current.push(
        Math.min(
          (previous[column] ?? 0) + 1,
          (current[column - 1] ?? 0) + 1,
          (previous[column - 1] ?? 0) + cost,
        ),
      );
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** Up to `limit` candidates closest to `value`; never empty when there are candidates. */
export function suggest(value: string, candidates: readonly string[], limit = 3): string[] {
  const needle = value.trim().toLowerCase();
  // "pinecrest.io" should still find "pinecrestlogistics.com": compare the first word or domain label too.
  const head = needle.split(/[\s.]/)[0] ?? needle;
  const scored = candidates.map((candidate) => {
    const lower = candidate.toLowerCase();
    let score = editDistance(needle, lower.slice(0, needle.length + 12));
    if (lower.startsWith(needle)) score -= 100;
    else if (head.length >= 3 && lower.startsWith(head)) score -= 80;
    else if (needle.length >= 3 && lower.includes(needle)) score -= 50;
    return { candidate, score };
  });
  scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
  return [...new Set(scored.map((entry) => entry.candidate))].slice(0, limit);
}
