import { defineConfig } from 'vitest/config';
import { levadaMessages } from './vite.config.ts';

export default defineConfig({
  plugins: [levadaMessages],
  test: {
    // Each HTTP test file opens its own database from a migrated template; keep workers few (memory).
    maxWorkers: 2,
    testTimeout: 45_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'src/{domain,contracts,server,integrations}/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          // A worker imports the app once for all its files, not once a file (a third of the
          // suite's time went to imports). These files mock nothing and keep no state of their own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['src/web/test/fresh-file.ts'],
        },
      },
    ],
  },
});
