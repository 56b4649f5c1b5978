import { z } from 'zod';

// Extension pages forbid `new Function`; zod's JIT probe would trip the CSP on every page load.
z.config({ jitless: true });

export { z };
