import { z } from 'zod/mini';

// zod's small build, for what the options page checks (the settings): the page stays within its 40 KB budget.
// Extension pages forbid `new Function`; zod's JIT probe would trip the CSP on every page load.
z.config({ jitless: true });

export { z };
