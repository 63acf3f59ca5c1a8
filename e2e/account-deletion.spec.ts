import { logIn, uniqueEmail } from './support/accounts-helpers';
import { signUpByApi } from './support/listing-wizard';
import { expect, testWithoutConsoleCheck as test } from './support/fixtures';

const password = 'laurel-forest-2026';

test('a traveller deletes their account with their password and can no longer log in', async ({
  page,
}) => {
  const email = uniqueEmail('leaving');
  await signUpByApi(page, {
    type: 1,
    firstName: 'Lara',
    lastName: 'Nunes',
    email,
    password: password,
  });
  await page.goto('/account/contact-details');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('What we keep')).toBeVisible();

  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('Please double-check your password')).toBeVisible();

  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/\?accountDeleted=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is deleted.' }),
  ).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByText('did not match our records')).toBeVisible();
});
