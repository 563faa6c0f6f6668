import { defineConfig } from 'vitest/config';

// A committed `.only` would silently skip the rest of its file: it fails the run instead
// (`--allowOnly` on the command line to focus while working).
const allowOnly = false;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          allowOnly,
          include: [
            'domain/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
            // Reads files only; no database.
            'server/modules/module-graph.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          allowOnly,
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: ['server/modules/module-graph.test.ts', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          // Fails a file whose answers the OpenAPI document does not describe.
          setupFiles: ['server/testing/openapi-answers.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file has its own database, and much of a file's time is waiting on PostgreSQL and
          // the chain: two files at once on two cores (vitest's default there is one) take the
          // suite from about 370 s to 260 s.
          maxWorkers: 2,
        },
      },
    ],
  },
});
