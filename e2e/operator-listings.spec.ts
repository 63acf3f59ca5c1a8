import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addLocalDays, localDateOf } from '../src/domain/time-slots';
import { signUpByApi, walkWizardToPublish } from './support/listing-wizard';
import {
  chooseOpenDay,
  expect,
  testWithoutConsoleCheck as test,
  waitForHydration,
} from './support/fixtures';

// A new tour operator creates a listing through the seven tabs of the wizard with a real photo,
// publishes it, finds it in search and on its page, closes it and sees it leave search.

const stamp = Date.now().toString(36);
const title = `Sunrise on Pico do Arieiro ${stamp}`;

const signUpOperator = (page: Page) =>
  signUpByApi(page, {
    type: 2,
    firstName: 'Inês',
    lastName: 'Teixeira',
    email: `ines.${stamp}@example.test`,
    password: 'levada-e2e-operator',
    companyName: 'Pico Trails Lda',
  });

/** No serious or critical accessibility violations (DESIGN.md). */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a new operator lists an activity, publishes it, finds it, and closes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpOperator(page);

  // The operator's menu leads to the wizard.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a listing' }).click();
  await expect(page).toHaveURL(/\/l\/new$/);

  await walkWizardToPublish(page, title, expectAccessible);

  // The draft's preview: the page travellers will see, not public yet, without the booking panel.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(
    /\/l\/sunrise-on-pico-do-arieiro-[a-z0-9-]+\/[0-9a-f-]{36}\/preview$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('It is not public yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check availability' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goBack();

  // 7 Photos, the last step, publishes
  await expect(page).toHaveURL(/\/draft\/photos$/);
  await expect(
    page.getByText('Everything is ready. Publish to let travellers book.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish listing' }).click();

  // Publishing confirms, with the links to view and to edit it.
  await expect(page).toHaveURL(/\/listings\?published=[0-9a-f-]{36}$/);
  // With a published listing, the reminder (spec 001 §2): the email first, not verified yet.
  // A banner below the top bar, never over the page; hidden until tomorrow once dismissed.
  const reminder = page.getByRole('region', { name: 'Verify your email' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Hide until tomorrow' }).click();
  await expect(reminder).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'is live' });
  await expect(notice).toContainText(`“${title}” is live`);
  await expect(notice.getByRole('link', { name: 'Edit it' })).toHaveAttribute(
    'href',
    /\/edit\/description$/,
  );
  await notice.getByRole('link', { name: 'View the listing' }).click();

  // The public page; its author may not book it.
  await expect(page).toHaveURL(/\/l\/sunrise-on-pico-do-arieiro-[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const listingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This is your listing, so you cannot book it.')).toBeVisible();
  await expect(reminder).toHaveCount(0);

  // A traveller picks a date, a departure and the party; the panel prices it and leads to checkout.
  const travellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const traveller = await travellerContext.newPage();
  await traveller.goto(listingUrl);
  await waitForHydration(traveller);
  await expect(traveller.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Watch the sun rise above a sea of clouds - Book online now!',
  );
  const panel = traveller.getByRole('region', { name: 'Check availability' });
  await expect(panel).toBeVisible();
  await chooseOpenDay(panel, -1);
  const departure = panel.getByRole('radio', { name: /09:00–12:00/ });
  await expect(departure).toBeVisible();
  await expect(departure).toContainText('8 seats left');
  await departure.click();
  await panel.getByRole('button', { name: 'More: Adults' }).click();
  await panel.getByRole('button', { name: 'More: Children' }).click();
  await expect(panel.locator('.breakdown')).toContainText('2 adults × €45');
  await expect(panel.locator('.breakdown')).toContainText('1 child × €25');
  await expect(panel.locator('.breakdown__row--total')).toContainText('€115');
  await expectAccessible(traveller);
  // The choice is in the URL: a reload keeps it.
  await expect(traveller).toHaveURL(
    /[?&]bookingStart=[^&]+&bookingEnd=[^&]+&adults=2&children=1&infants=0$/,
  );
  await traveller.reload();
  await expect(panel.locator('.breakdown__row--total')).toContainText('€115');
  await expect(panel.getByRole('radio', { name: /09:00–12:00/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await expect(traveller).toHaveURL(
    /\/checkout\?bookingDate=\d{4}-\d{2}-\d{2}&bookingStart=[^&]+&bookingEnd=[^&]+&adults=2&children=1&infants=0$/,
  );
  await travellerContext.close();

  // Search finds it, newest first ("Newest": sort=createdAt, decision 172).
  await page.goto('/s?sort=createdAt');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // Manage listings: its next departures, none booked yet.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  const managed = page.locator('.managed', { hasText: title });
  await expect(managed.getByText('Next departures')).toBeVisible();
  await expect(managed.locator('.managed__departures li')).toHaveCount(3);
  await expect(managed.locator('.managed__departures li').first()).toContainText('0 of 8 booked');

  // A season in one step: from a week ahead for two months; the days outside it close.
  await page.goto(listingUrl.replace(/$/, '/edit/availability'));
  await expect(page.getByRole('heading', { name: 'Exceptions' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  const today = localDateOf(new Date(), 'Atlantic/Madeira');
  await page.getByLabel('First day of the season').fill(addLocalDays(today, 7));
  await page.getByLabel('Last day of the season').fill(addLocalDays(today, 67));
  await page.getByRole('button', { name: 'Close the days outside the season' }).click();
  await expect(page.locator('.exception-list__item')).toHaveCount(2);
  await expect(page.locator('.exception-list__item').first()).toContainText('Closed');
  await expectAccessible(page);

  // Close it.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.getByRole('button', { name: `Close ${title}` }).click();
  // Closing asks first; keeping it open changes nothing.
  const confirm = page.getByRole('dialog', { name: `Close “${title}”?` });
  await confirm.getByRole('button', { name: 'Keep it open' }).click();
  await expect(
    page.locator('.managed', { hasText: title }).getByText('Open', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Close ${title}` }).click();
  await confirm.getByRole('button', { name: 'Close the listing' }).click();
  await expect(page.locator('.managed', { hasText: title }).getByText('Closed')).toBeVisible();
  await expectAccessible(page);

  // Gone from search (newest first, where it stood) and from its page.
  await page.goto('/s?sort=createdAt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.listing-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(listingUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});
