import { z } from '../api/zod';
import { lazySchema } from './lazy-schema';

// What the rep types after the `bl` keyword reaches the background through the omnibox events: user input,
// checked here where it is received (lib/background/omnibox.ts) before anything reads it.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The text after the keyword: trimmed, at most 300 characters (a domain, a name or a short search), one line. */
export const omniboxTextSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(300, 'That is too long for a lookup or a search.'),
    z.refine((value) => !CONTROL_CHARACTER.test(value), 'A lookup holds no control characters.'),
  ),
);

/** Where the rep asked the result to open: Enter, Alt+Enter (a new tab), or a new background tab. */
export const omniboxDispositionSchema = lazySchema(() =>
  z.enum(['currentTab', 'newForegroundTab', 'newBackgroundTab']),
);

export type OmniboxDisposition = z.infer<typeof omniboxDispositionSchema>;
