import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Three layers, one runner: unit (fakeBrowser), sandbox contract (real HTTP), e2e (real Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          // Groups run one after another (unit, then sandbox, then e2e), each with its own worker count.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/unit/setup-indexeddb.ts'],
        },
      },
      {
        test: {
          name: 'sandbox',
          sequence: { groupOrder: 1 },
          include: ['tests/sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file drives its own Chromium; two cores, so two at a time.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
