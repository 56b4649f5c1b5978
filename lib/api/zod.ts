import { z } from 'zod/mini';

// zod's small build (tree-shakable functions instead of methods): the background carries only the schema kinds
// and checks it uses, where the classic build carries them all.
// English messages as the classic build registers them: a refused page message shows the first issue's text.
z.config(z.locales.en());
// Extension pages forbid `new Function`; zod's JIT probe would trip the CSP on every page load.
z.config({ jitless: true });

export { z };
