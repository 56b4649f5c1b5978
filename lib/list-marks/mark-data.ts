// What the background and the marks' content script (entrypoints/list-marks.content.ts) hand each other: plain
// values, no zod (content scripts carry none; the background checks what a page sends, lib/schemas/messages.ts).
// Every word is in the rep's language, written by the background: the content script carries no catalogue.

/** A row's mark: an account the team has interviews on. Rows without one get no mark. */
export type RowMark = {
  /** The account's slug: the card and "Open in side panel" ask by it. */
  slug: string;
  name: string;
  domain: string;
  /** What a rep follows from the card (the row's domain, else its name), as an import's line. */
  follow: string;
  /** The mark's text: "12 interviews". */
  label: string;
  /** Its text where the line has no room for the label: the count alone ("12"). */
  short: string;
  /** Its accessible name: "Buyer Lens: Acme Corp, 12 interviews. Show details". */
  description: string;
};

/** The card a mark opens on hover or focus, asked when it opens (the account's stack is not in the row). */
export type MarkCard = {
  /** Lines under the name: the domain, interviews, last interviewed, the stack's status counts. */
  lines: string[];
  following: boolean;
  words: MarkCardWords;
};

export type MarkCardWords = {
  follow: string;
  following: string;
  open: string;
  close: string;
  /** Said while the card's details load, and when they could not be had. */
  loading: string;
  failed: string;
};

/** What the background answers a content script's rows with: one entry a row, in their order. */
export type RowMarks = (RowMark | null)[];

/** Whether the script marks rows, or first asks the rep (LinkedIn's lists are off until the rep says so). */
export type ListMarksMode = 'mark' | 'ask';

/** The prompt's words, for `ask`: "Mark companies on LinkedIn search results?". */
export type ListMarksPromptWords = { question: string; detail: string; yes: string; no: string };

/** What the background hands the script as it injects it (through an isolated-world global). */
export type ListMarksHandoff = {
  mode: ListMarksMode;
  /** The host of the page it was meant for: the script refuses any other. */
  host: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  prompt?: ListMarksPromptWords;
};

/** The isolated-world global through which the background hands the script its data (pages cannot read it). */
export const LIST_MARKS_DATA_KEY = '__buyerLensListMarks';

/**
 * The isolated-world global holding the running script's stop function: the background calls it when the rep
 * turns marks off, and a second injection into the same document finds the first one running.
 */
export const LIST_MARKS_STOP_KEY = '__buyerLensListMarksStop';

/** The script's bundle, as WXT writes a runtime-registered content script. */
export const LIST_MARKS_FILE = '/content-scripts/list-marks.js';

/** Reads the handed data defensively (it crosses through a global), and only on the page it was meant for. */
export function toListMarksHandoff(value: unknown, pageHost: string): ListMarksHandoff | null {
  if (typeof value !== 'object' || value === null) return null;
  const { mode, host, lang, dir, prompt } = value as Record<string, unknown>;
  if (host !== pageHost || (mode !== 'mark' && mode !== 'ask') || typeof lang !== 'string') return null;
  const handoff: ListMarksHandoff = {
    mode,
    host,
    lang: lang.slice(0, 20),
    dir: dir === 'rtl' ? 'rtl' : 'ltr',
  };
  if (mode === 'ask') {
    if (typeof prompt !== 'object' || prompt === null) return null;
    const words = prompt as Record<string, unknown>;
    const read = (field: keyof ListMarksPromptWords) =>
      typeof words[field] === 'string' ? (words[field] as string).slice(0, 300) : null;
    const [question, detail, yes, no] = [read('question'), read('detail'), read('yes'), read('no')];
    if (question === null || detail === null || yes === null || no === null) return null;
    handoff.prompt = { question, detail, yes, no };
  }
  return handoff;
}
