import { defineConfig } from 'vitest/config';

const unitFiles = [
  '{contracts,services,projections,workers,infra}/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: unitFiles,
          environment: 'node',
          // Rendering labels and decoding their barcodes takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'service',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/harness/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Polls wait on a real browser and portal: under a full run's load that takes seconds.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Each file gets its own database; two workers keep a 2-core machine responsive.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
