/** An in-memory inverted index for the `q` full-text parameter: every word must match, scored by tf-idf. */

const NON_WORD = /[^\p{L}\p{N}\p{M}]+/u;

/** Lowercase words (letters and digits of any script). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(NON_WORD)
    .filter((word) => word !== '');
}

type Postings = { docs: number[]; weights: number[] };

export type TextIndex = {
  /** Documents holding every word of `query`, with their scores; null when the query has no words. */
  search(query: string): Map<number, number> | null;
};

/** Builds the index from one text per document (document id = position in the list). */
export function buildTextIndex(documents: readonly string[]): TextIndex {
  // Words get dense ids so per-document counting uses a reusable typed array instead of a Map per document.
  const wordIds = new Map<string, number>();
  const postings: Postings[] = [];
  let counts = new Uint32Array(4096);
  const touched: number[] = [];
  const wordId = (word: string): number => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = postings.length;
      wordIds.set(word, id);
      postings.push({ docs: [], weights: [] });
      if (id >= counts.length) {
        const grown = new Uint32Array(counts.length * 2);
        grown.set(counts);
        counts = grown;
      }
    }
    return id;
  };
  // Generated interviews repeat many lines word for word: tokenize each distinct line once.
  const lineWords = new Map<string, number[]>();
  documents.forEach((text, doc) => {
    for (const line of text.split('\n')) {
      let ids = lineWords.get(line);
      if (!ids) {
        ids = tokenize(line).map(wordId);
        lineWords.set(line, ids);
      }
      for (const id of ids) {
        if (counts[id] === 0) touched.push(id);
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    for (const id of touched) {
      const list = postings[id] as Postings;
      list.docs.push(doc);
      list.weights.push(1 + Math.log(counts[id] ?? 1));
      counts[id] = 0;
    }
    touched.length = 0;
  });
  const total = documents.length;
  return {
    search(query) {
      const tokens = [...new Set(tokenize(query))];
      if (tokens.length === 0) return null;
      const lists: Postings[] = [];
      for (const token of tokens) {
        const id = wordIds.get(token);
        if (id === undefined) return new Map();
        lists.push(postings[id] as Postings);
      }
      lists.sort((a, b) => a.docs.length - b.docs.length);
      const [first, ...rest] = lists;
      let scores = new Map<number, number>();
      if (!first) return scores;
      const idf = (list: Postings): number => Math.log(1 + total / list.docs.length);
      const firstIdf = idf(first);
      first.docs.forEach((doc, position) => {
        scores.set(doc, (first.weights[position] ?? 0) * firstIdf);
      });
      for (const list of rest) {
        const weight = idf(list);
        const next = new Map<number, number>();
        list.docs.forEach((doc, position) => {
          const score = scores.get(doc);
          if (score !== undefined) next.set(doc, score + (list.weights[position] ?? 0) * weight);
        });
        scores = next;
      }
      return scores;
    },
  };
}
