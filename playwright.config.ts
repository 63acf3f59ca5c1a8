import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 18555);
// Two workers, each with a server of its own (its own seeded database and clock): journeys change
// the demo data (a ban, a closed listing, the server's time), so two of them never share a server.
// A worker reads its server from TEST_PARALLEL_INDEX, which Playwright sets before it loads this file.
const workers = 2;
const workerPort = port + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Debian's Chromium (never `playwright install`); the server runs the built app on a fresh seeded database.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // No retries: a flaky journey fails and gets fixed, it is not hidden.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.ci-out/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port + index}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM rather than Playwright's default SIGKILL: the server script removes its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port + index) },
  })),
});
