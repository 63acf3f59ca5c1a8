// Resellers through the OCTO API (issue 47): the demo reseller's printed key sells the demo listings;
// the administrator adds a reseller, issues it a key in the console, the key works, and once revoked
// it is refused.
import { demoPassword, logIn } from './support/accounts-helpers';
import { expect, testWithoutConsoleCheck as test } from './support/fixtures';

const bearer = (key: string) => ({
  authorization: `Bearer ${key}`,
  'octo-capabilities': 'octo/content, octo/pricing',
});

test('the demo reseller lists the products with its printed key', async ({ request }) => {
  const products = await request.get('/octo/products', { headers: bearer('levada-demo-octo-key') });
  expect(products.status()).toBe(200);
  const list = (await products.json()) as { id: string; options: { id: string }[] }[];
  expect(list.length).toBeGreaterThan(10);
  expect(list[0]!.options[0]!.id).toBe('DEFAULT');
  const missing = await request.get('/octo/products');
  expect([missing.status(), (await missing.json()).error]).toEqual([401, 'UNAUTHORIZED']);
});

test('the administrator issues a reseller a key in the console, then revokes it', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, 'admin@levada.demo', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/console/resellers');
  await expect(page.getByRole('heading', { name: 'Demo reseller' })).toBeVisible();

  const name = `Journey Tours ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Add reseller' }).click();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('No keys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Issue a live key' }).click();
  const key = (await card.locator('code.console-key').textContent())!.trim();
  expect(key).toMatch(/^lvo_/);

  const supplier = await request.get('/octo/supplier', { headers: bearer(key) });
  expect(supplier.status()).toBe(200);
  expect((await supplier.json()).name).toBe('Levada');

  await card.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText(/^Revoked/)).toBeVisible();
  const refused = await request.get('/octo/supplier', { headers: bearer(key) });
  expect([refused.status(), (await refused.json()).error]).toEqual([403, 'FORBIDDEN']);
});
