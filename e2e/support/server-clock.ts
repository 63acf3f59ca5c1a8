import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Moves the server's clock (TEST_CLOCK, scripts/e2e-server.mjs); the jobs that fall due run before it answers. */
export async function moveServerClock(
  page: Page,
  body: { advanceMinutes: number } | { reset: true },
) {
  const csrf = (await page.context().cookies()).find((c) => c.name.endsWith('levada_csrf'));
  const response = await page.request.post('/api/test/clock', {
    data: body,
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
