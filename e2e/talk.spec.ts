import type { Browser, Page } from '@playwright/test';
import { demoPassword, logIn, signedInPage } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';
import { moveServerClock } from './support/server-clock';

// Issue 9's journey on the seeded marketplace: a traveller asks the operator a question before
// booking (writing it before logging in), the operator answers with one of their quick replies, the
// traveller books from the enquiry and pays, the operator accepts, the tour ends (the server's test
// clock moves past it and the complete timer fires: no sleeping), both review, and the traveller's
// review shows on the listing page, the search card and the operator's profile.

type Journey = {
  viewport: { width: number; height: number };
  traveller: { email: string; name: string };
  operator: { email: string; name: string };
  title: string;
  keywords: string;
};
// A long journey runs at one width: on a phone, where travellers and guides talk; the booking,
// payout and affiliate journeys cover 1280 px.
const journeys: Array<[string, Journey]> = [
  [
    'on a 390 px phone',
    {
      viewport: { width: 390, height: 844 },
      traveller: { email: 'emma.wilson@levada.demo', name: 'Emma W.' },
      operator: { email: 'tiago.carvalho@levada.demo', name: 'Tiago C.' },
      title: 'Seven Hanging Valleys cliff-top trail',
      keywords: 'Hanging Valleys',
    },
  ],
];

const signedIn = (browser: Browser, email: string, viewport: { width: number; height: number }) =>
  signedInPage(browser, email, { baseURL: test.info().project.use.baseURL, viewport });

/**
 * Sessions last 30 days: when the open day the journey booked is further away, the clock's move
 * past the tour ends them, and the person logs in again (back on the page they were on).
 */
async function againAfterExpiry(page: Page, email: string) {
  const login = page.getByRole('heading', { level: 1, name: 'Log in' });
  await expect(page.getByTestId('transaction-state').or(login)).toBeVisible();
  if (!(await login.isVisible())) return;
  await logIn(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
}

async function openListing(page: Page, journey: Journey) {
  await page.goto(`/s?keywords=${encodeURIComponent(journey.keywords)}`);
  await page
    .getByRole('link', { name: new RegExp(journey.title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
}

for (const [name, journey] of journeys) {
  test.describe(`talk and trust ${name}`, () => {
    test.use({ viewport: journey.viewport });

    test('enquire, answer with a quick reply, book from the enquiry, complete, review both ways', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const stamp = Date.now().toString(36);
      const question = `Is the path fine for a ten-year-old? (${stamp})`;
      const review = `Breathtaking views and a patient guide (${stamp})`;
      await acceptCookies(page, baseURL);

      // A visitor writes the question first; logging in keeps it and brings the form back.
      await openListing(page, journey);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      let dialog = page.getByRole('dialog', { name: /Ask .+ a question/ });
      await expect(dialog.getByText('your question is kept')).toBeVisible();
      await dialog.getByLabel('Your question').fill(question);
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page).toHaveURL(/\/login\?from=/);
      await logIn(page, journey.traveller.email, demoPassword);
      dialog = page.getByRole('dialog', { name: /Ask .+ a question/ });
      await expect(dialog.getByLabel('Your question')).toHaveValue(question);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/details$/);
      const id = /\/order\/([0-9a-f-]+)\/details$/.exec(page.url())![1]!;
      await expect(page.getByTestId('transaction-state')).toHaveText('Enquiry');
      await expect(page.getByText(question)).toBeVisible();
      await expect(page.getByText('You sent an enquiry.')).toBeVisible();

      // The operator finds it in the inbox and answers with a quick reply.
      const operator = await signedIn(browser, journey.operator.email, journey.viewport);
      await operator.goto('/inbox/sales');
      // By its address, not its place: a retried journey's earlier enquiry has activity dated later
      // (its clock was moved past the tour), so it is listed above this one.
      await operator
        .getByRole('link', { name: new RegExp(journey.traveller.name) })
        .and(operator.locator(`[href$="/sale/${id}/details"]`))
        .click();
      await expect(operator).toHaveURL(new RegExp(`/sale/${id}/details$`));
      await expect(operator.getByText(question)).toBeVisible();
      await operator.getByRole('button', { name: 'Yes, see you there' }).click();
      const reply = operator.getByLabel('Message', { exact: true });
      await expect(reply).toHaveValue(/Thank you for your message! Yes, that works well\./);
      await expectAccessible(operator);
      await operator.getByRole('button', { name: 'Send message' }).click();
      await expect(reply).toHaveValue('');

      // The traveller reads the answer and books from the enquiry.
      await page.reload();
      await expect(page.getByText(/Yes, that works well\./)).toBeVisible();
      await page.getByRole('link', { name: 'Book this tour' }).click();
      await expect(page).toHaveURL(new RegExp(`enquiry=${id}`));
      const panel = page.getByRole('region', { name: 'Check availability' });
      await chooseOpenDay(panel, 1);
      await panel.getByRole('radio').first().click();
      await panel.getByRole('button', { name: 'More: Adults' }).click();
      await panel.getByRole('button', { name: 'Request to book' }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout\\?.*enquiry=${id}`));
      const newCard = page.getByRole('radio', { name: 'A new card' });
      if ((await newCard.count()) > 0) await newCard.check();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry date').fill('12 / 30');
      await page.getByLabel('Security code (CVC)').fill('123');
      await page.getByRole('button', { name: 'Request to book' }).click();
      // The same conversation became the booking.
      await expect(page).toHaveURL(new RegExp(`/order/${id}/details$`));
      await expect(page.getByTestId('transaction-state')).toHaveText('Requested');
      await expect(page.getByText(question)).toBeVisible();

      await operator.reload();
      await operator.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(operator.getByTestId('transaction-state')).toHaveText('Accepted');

      try {
        // The tour takes place: the server's clock moves past its end and the complete timer fires.
        const booked = (await (await page.request.get(`/api/transactions/${id}`)).json()) as {
          data: { booking: { end: string } };
        };
        const minutes = Math.ceil((Date.parse(booked.data.booking.end) - Date.now()) / 60_000) + 5;
        await moveServerClock(page, { advanceMinutes: minutes });

        // Both review; the traveller's stays hidden from the operator until they review too.
        await page.reload();
        await againAfterExpiry(page, journey.traveller.email);
        await expect(page.getByTestId('transaction-state')).toHaveText('Delivered');
        await expect(page.getByText(/Tell others how it went with/)).toBeVisible();
        await page.getByRole('button', { name: 'Leave a review' }).click();
        const modal = page.getByRole('dialog', { name: /^Review / });
        await expect(modal.getByRole('radio')).toHaveCount(5);
        await modal.getByRole('button', { name: 'Publish review' }).click();
        await expect(modal.getByText('Choose a rating.')).toBeVisible();
        await expect(modal.getByText('You need to add a message to leave a review')).toBeVisible();
        await modal.getByRole('radio', { name: 'Awesome' }).check();
        await modal.getByLabel('Your review').fill(review);
        await expectAccessible(page);
        await modal.getByRole('button', { name: 'Publish review' }).click();
        await expect(modal).toBeHidden();
        await expect(page.getByText('You left a review.')).toBeVisible();
        // The traveller reads their own review in the feed; there is no second link for them.
        await expect(page.getByText(review)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Leave a review' })).toBeHidden();

        // The operator sees that the traveller reviewed, but not what they wrote, until they review too.
        await operator.reload();
        await againAfterExpiry(operator, journey.operator.email);
        await expect(operator.getByText(/has reviewed you/)).toBeVisible();
        await expect(
          operator.getByText(/You can read this review once you have left yours/),
        ).toBeVisible();
        await expect(operator.getByText(review)).toBeHidden();
        await operator.getByRole('button', { name: 'Leave a review' }).click();
        const operatorModal = operator.getByRole('dialog', { name: /^Review / });
        await operatorModal.getByRole('radio', { name: 'Good' }).check();
        await operatorModal.getByLabel('Your review').fill('Punctual and great company.');
        await operatorModal.getByRole('button', { name: 'Publish review' }).click();
        await expect(operatorModal).toBeHidden();
        await expect(operator.getByText('You left a review.')).toBeVisible();
        // Both published: each reads the other's review in the feed.
        await expect(operator.getByText(review)).toBeVisible();
        await page.reload();
        await expect(page.getByText('Punctual and great company.')).toBeVisible();

        // Published: on the listing page, the search card and the operator's profile.
        await openListing(page, journey);
        await expect(page.getByText(review)).toBeVisible();
        await expect(page.locator('.review-list__summary')).toContainText('out of 5');
        await page.goto(`/s?keywords=${encodeURIComponent(journey.keywords)}`);
        const card = page.locator('.listing-card', { hasText: journey.title }).first();
        await expect(card.locator('.listing-card__rating')).toContainText(/out of 5 · \d+ review/);
        await page.goto(`/s?sort=rating`);
        await expect(page.getByLabel('Sort by')).toHaveValue('rating');
        await openListing(page, journey);
        await page.getByRole('link', { name: 'View profile' }).click();
        await expect(page.getByText(review)).toBeVisible();
        await expectAccessible(page);
      } finally {
        // Back to real time for the journeys after this one.
        await moveServerClock(page, { reset: true });
        await operator.context().close();
      }
    });
  });
}
