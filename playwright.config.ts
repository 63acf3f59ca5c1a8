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
    // No trace: recording one costs a third of the journeys' time (Chromium draws and encodes every
    // frame), and CI's are never read. To see a failure step by step: `npx playwright test --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // One command starts every worker's server side by side (scripts/e2e-server.mjs).
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    wait: { stdout: /Levada e2e servers ready/ },
    timeout: 240_000,
    // SIGTERM rather than Playwright's default SIGKILL: the server script removes its data folders.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port), E2E_SERVERS: String(workers) },
  },
});
