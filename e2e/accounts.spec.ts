import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpByApi } from './support/listing-wizard';
import {
  demoPassword,
  fillSignupForm,
  followEmailButton,
  logIn,
  logOut,
  openMenu,
  uniqueEmail,
} from './support/accounts-helpers';
import { expect, testWithoutConsoleCheck as test } from './support/fixtures';

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('accounts', () => {
  test('a traveller signs up, verifies the email through the outbox link and logs out', async ({
    page,
  }) => {
    const email = uniqueEmail('traveller');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    // A traveller's form: no operator or affiliate roles pushed at them.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // Nothing is sent while fields are invalid: a summary takes the focus, its links lead to the fields.
    await page.getByRole('button', { name: 'Create account' }).click();
    const summary = page.getByRole('alert', { name: 'Please check the following:' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: 'Please accept the terms of service to continue' }),
    ).toBeVisible();
    await summary.getByRole('link', { name: 'A password is required' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    // A common password is refused with the reason; nothing is created.
    const account = { type: 'Traveller', firstName: 'Inês', lastName: 'Costa', email } as const;
    await fillSignupForm(page, { ...account, password: 'password' });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', {
        name: /This password is on lists of common or leaked passwords/,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('Password', { exact: true }).fill('laurel-forest-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'outbox' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // The link opened where nobody is logged in (another browser, the phone's mail app): the login
    // page says what to do, and logging in verifies at once.
    await logOut(page);
    await followEmailButton(page, email, 'Confirm your email address', 'Confirm my email');
    await expect(page).toHaveURL(/\/login\?from=%2Fverify-email%3Ft%3D/);
    await expect(
      page.getByText('To confirm your email address, log in to the account you signed up with.'),
    ).toBeVisible();
    await logIn(page, email, 'laurel-forest-2026');
    await expect(page).toHaveURL(/\/verify-email\?t=/);
    await expect(
      page.getByRole('heading', { name: 'Thanks, your email is verified' }),
    ).toBeVisible();

    await openMenu(page);
    await expect(page.getByText('Hello, Inês')).toBeVisible();
    await page.keyboard.press('Escape');
    await logOut(page);
    // The session really ended: an account page asks to log in again.
    await page.goto('/account/contact-details');
    await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Fcontact-details$/);
  });

  test('a tour operator signs up from /tour-operators with the type preset', async ({ page }) => {
    const email = uniqueEmail('operator');
    await page.goto('/tour-operators');
    await expect(
      page.getByRole('heading', { name: 'Share your Madeira and Portugal with travellers' }),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await fillSignupForm(page, {
      type: 'Tour operator',
      firstName: 'Rui',
      lastName: 'Gonçalves',
      email,
      password: 'canyon-ribeira-9',
      companyName: 'Ribeira Canyoning',
    });
    await expect(page).toHaveURL(/\/verify-email$/);
    await openMenu(page);
    await expect(page.getByRole('link', { name: 'Manage listings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/account/contact-details');
    await expect(page.getByRole('link', { name: 'Quick replies' })).toBeVisible();
    await expect(
      page.getByLabel('Text me (SMS) when a new booking request arrives'),
    ).not.toBeChecked();
  });

  test('an affiliate signs up from /signup-affiliate with the type preset', async ({ page }) => {
    const email = uniqueEmail('affiliate');
    await page.goto('/signup-affiliate');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Business name')).toBeVisible();
    await fillSignupForm(page, {
      type: 'Affiliate',
      firstName: 'Pedro',
      lastName: 'Nóbrega',
      email,
      password: 'quinta-serra-77',
      companyName: 'Quinta da Serra',
    });
    await expect(page).toHaveURL(/\/verify-email$/);
    await openMenu(page);
    await page.getByRole('link', { name: 'Affiliate dashboard' }).click();
    await expect(
      page.getByRole('heading', { name: 'Affiliate dashboard', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a taken email is refused with a way to log in instead', async ({ page }) => {
    await page.goto('/signup');
    await fillSignupForm(page, {
      type: 'Traveller',
      firstName: 'Sofia',
      lastName: 'M',
      email: 'sofia.martins@levada.demo',
      password: 'another-pass-1',
    });
    // In the error summary (a link to the field) and under the field.
    await expect(
      page.getByRole('link', { name: 'An account with this email already exists.' }),
    ).toBeVisible();
    await expect(
      page.locator('.field__error', { hasText: 'An account with this email already exists.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in instead' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('recovers a forgotten password through the outbox, then logs in with the new one', async ({
    page,
  }) => {
    const email = uniqueEmail('forgetful');
    await page.goto('/signup');
    await fillSignupForm(page, {
      type: 'Traveller',
      firstName: 'Lukas',
      lastName: 'Becker',
      email,
      password: 'first-password-1',
    });
    await expect(page).toHaveURL(/\/verify-email$/);
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill('nobody.at.all@example.pt');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('Hmm. We didn’t find an account with that email address'),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Send it again' }).click();
    await expect(page.getByText('We sent a new link.')).toBeVisible();

    await followEmailButton(page, email, 'Reset your Levada password', 'Choose a new password');
    await expect(page).toHaveURL(/\/reset-password\?t=.+&e=/);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The password needs at least 8 characters')).toBeVisible();
    await page.getByLabel('New password').fill('second-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).last().click();
    await logIn(page, email, 'first-password-1');
    await expect(
      page.getByText('The email and password you entered did not match our records.'),
    ).toBeVisible();
    await logIn(page, email, 'second-password-2');
    await expect(page).toHaveURL(/\/$/);
    await openMenu(page);
    await expect(page.getByText('Hello, Lukas')).toBeVisible();
  });

  test('a broken reset link says so', async ({ page }) => {
    await page.goto('/reset-password?t=only-a-token');
    await expect(page.getByText('This link is not complete.')).toBeVisible();
    await page.goto('/reset-password?t=made-up&e=someone%40example.pt');
    await page.getByLabel('New password').fill('whatever-password-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('Reset failed. The link may have expired or already been used.'),
    ).toBeVisible();
  });

  test('returns to the page a visitor asked for after logging in (`from`)', async ({ page }) => {
    await page.goto('/account/change-password?tab=1#new');
    await expect(page).toHaveURL(/\/login\?from=/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await logIn(page, 'ana.sousa@levada.demo', 'wrong-password');
    await expect(
      page.getByText('The email and password you entered did not match our records.'),
    ).toBeVisible();
    await logIn(page, 'ana.sousa@levada.demo', demoPassword);
    await expect(page).toHaveURL(/\/account\/change-password\?tab=1#new$/);
    await expect(page.getByRole('heading', { name: 'Password', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('changes contact details and the profile picture (a real upload)', async ({ page }) => {
    const email = uniqueEmail('settings');
    await page.goto('/tour-operators');
    await fillSignupForm(page, {
      type: 'Tour operator',
      firstName: 'Marta',
      lastName: 'Freitas',
      email,
      password: 'levada-walks-3',
      companyName: 'Freitas Walks',
    });
    await expect(page).toHaveURL(/\/verify-email$/);

    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/contact-details$/);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+351 291 222 333');
    await page.getByLabel('Send me news and offers by email').check();
    await page.getByLabel('Send me a WhatsApp message when a new booking request arrives').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      '+351 291 222 333',
    );
    await expect(page.getByLabel('Send me news and offers by email')).toBeChecked();
    await expect(
      page.getByLabel('Send me a WhatsApp message when a new booking request arrives'),
    ).toBeChecked();

    // A new email needs the current password and waits for its own verification.
    const newEmail = uniqueEmail('moved');
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Please enter your current password to change your email'),
    ).toBeVisible();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please double-check your current password')).toBeVisible();
    await page.getByLabel('Current password').fill('levada-walks-3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`We sent a verification link to ${newEmail}`)).toBeVisible();
    await followEmailButton(
      page,
      newEmail,
      'Confirm your new email address',
      'Confirm my new email',
    );
    await expect(
      page.getByRole('heading', { name: 'Thanks, your email is verified' }),
    ).toBeVisible();
    await expect(page.getByText(`${newEmail} is your verified email address.`)).toBeVisible();

    // Profile picture: a real PNG through the upload, with progress, saved with the profile.
    const file = test.info().outputPath('marta.png');
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2F6B3A' } })
        .png()
        .toBuffer(),
    );
    await page.goto('/profile-settings');
    await expect(page.getByRole('link', { name: 'Profile settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yIssues(page);
    await page.getByLabel('Add a picture').setInputFiles(file);
    await expect(page.getByText('Save your changes to use the new picture.')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'About you' })
      .fill('Walking guide in the laurel forest since 2010.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    const avatar = page.locator('.user-menu__button img.avatar');
    await expect(avatar).toHaveAttribute('src', /\/images\/profiles\/.+\/square-small\.jpg$/);
    const response = await page.request.get((await avatar.getAttribute('src'))!);
    expect(response.headers()['content-type']).toBe('image/jpeg');

    // A file that is not a picture is refused and nothing changes.
    const text = path.join(path.dirname(file), 'notes.png');
    fs.writeFileSync(text, 'not a picture at all');
    await page.getByLabel('Change picture').setInputFiles(text);
    await expect(page.getByText('Failed to upload image.')).toBeVisible();

    // The public profile shows the new picture, the company and the bio.
    await page.getByRole('link', { name: 'See your public profile' }).click();
    await expect(page.getByRole('heading', { name: 'Marta F.' })).toBeVisible();
    await expect(page.getByText('Freitas Walks')).toBeVisible();
    await expect(page.getByText('Walking guide in the laurel forest since 2010.')).toBeVisible();
    await expect(page.getByText('No reviews yet.')).toBeVisible();
  });

  test('an operator’s public profile lists their published tours', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'ana.sousa@levada.demo', demoPassword);
    // An operator lands on their sales; the menu has them and their listings.
    await expect(page).toHaveURL(/\/inbox\/sales$/);
    await openMenu(page);
    await expect(page.getByRole('link', { name: 'My sales' })).toBeVisible();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page.getByRole('heading', { name: 'Tours and activities' })).toBeVisible();
    await expect(page.locator('.listing-grid .listing-card').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('an operator saves quick replies', async ({ page }) => {
    // A new operator: the demo operators' quick replies are used by the talk journey.
    await signUpByApi(page, {
      type: 2,
      firstName: 'Inês',
      lastName: 'Abreu',
      email: uniqueEmail('quick-replies'),
      password: 'levada-e2e-operator',
      companyName: 'Abreu Trails',
    });
    await page.goto('/account/quick-replies');
    await expect(page.getByRole('heading', { name: 'Quick replies', level: 1 })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Title').first().fill('Pickup');
    await page
      .getByLabel('Message')
      .first()
      .fill('We pick you up at your hotel 15 minutes before the start.');
    await save.click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Title').first()).toHaveValue('Pickup');
  });
});
