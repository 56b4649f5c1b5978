import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// The sandbox's today follows the real date unless frozen: every layer freezes it to FROZEN_TODAY
// (sandbox/dates.ts; tests/sandbox/sandbox-today.test.ts checks they agree), so figures always hold.
const env = { SANDBOX_TODAY: '2026-11-01' };

// The e2e files that need the machine to themselves, after the others: Chrome's own address bar on a display
// (its drop-down takes an extension's suggestions only for a moment; twice in CI, beside another Chromium on two
// cores, the vendor line came too late for it).
const E2E_ALONE = ['tests/e2e/omnibox.test.ts'];

// Three layers, one runner: unit (fakeBrowser), sandbox contract (real HTTP), e2e (real Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          env,
          // Groups run one after another (unit, then sandbox, then e2e), each with its own worker count.
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: [
            'tests/unit/setup-indexeddb.ts',
            'tests/unit/setup-i18n.ts',
            'tests/unit/setup-public-suffix.ts',
          ],
        },
      },
      {
        test: {
          name: 'sandbox',
          env,
          sequence: { groupOrder: 1 },
          include: ['tests/sandbox/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'packages',
          env,
          // After the e2e files: its four builds beside two Chromiums would starve them on two cores.
          sequence: { groupOrder: 4 },
          include: ['tests/packages/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          env,
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file drives its own Chromium; two cores, so two at a time.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'e2e-alone',
          env,
          sequence: { groupOrder: 3 },
          include: E2E_ALONE,
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
