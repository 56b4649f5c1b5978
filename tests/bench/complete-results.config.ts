import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// `npm run bench:complete`: the background's cache and scheduler need WXT's environment (storage items,
// `import.meta.env`), which vitest with WxtVitest gives and tsx does not; so this bench runs as one vitest file.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/bench/complete-results-bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    // The figures are printed; vitest's own report is only the frame around them.
    reporters: ['default'],
    silent: false,
  },
});
