import { defineConfig } from 'vitest/config';
import { levadaMessages } from './vite.config.ts';

export default defineConfig({
  plugins: [levadaMessages],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each HTTP test file opens its own database from a migrated template; keep workers few (memory).
    maxWorkers: 2,
    testTimeout: 45_000,
    hookTimeout: 60_000,
  },
});
