import type { Browser } from '@playwright/test';
import { signedInPage } from './support/accounts-helpers';
import { chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';

// Issue 45 item 5 (decision 143): the operator (Ana) proposes a new date for a confirmed booking from
// a calendar of the departures with room; the traveller accepts it on the order page; both see the
// new date, and the activity names the old and the new one. Each width books its own traveller and day.
const title = 'Levada dos Balcões family walk at Ribeiro Frio';

const signedIn = (browser: Browser, email: string, viewport: { width: number; height: number }) =>
  signedInPage(browser, email, { baseURL: test.info().project.use.baseURL, viewport });

for (const [name, viewport, traveller, day] of [
  // One width (CI time): the phone sweep (phones.spec.ts) fits every page to 390 px.
  ['desktop', { width: 1280, height: 900 }, 'emma.wilson@levada.demo', 6],
] as const) {
  test(`the operator proposes a new date from the calendar and the traveller accepts it (${name})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const page = await signedIn(browser, traveller, viewport);
    await page.goto(`/s?keywords=${encodeURIComponent('Balcões')}`);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    const panel = page.getByRole('region', { name: 'Check availability' });
    await chooseOpenDay(panel, day);
    await panel.getByRole('radio', { name: /10:00–11:30/ }).click();
    await panel.getByRole('button', { name: 'More: Adults' }).click();
    await panel.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12 / 30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/details$/);
    await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
    const orderPath = new URL(page.url()).pathname;
    const salePath = orderPath.replace('/order/', '/sale/');

    // The operator chooses another departure on the calendar: only days with room are open.
    const ana = await signedIn(browser, 'ana.sousa@levada.demo', viewport);
    await ana.goto(salePath);
    await ana.getByRole('button', { name: 'Change date' }).click();
    const dialog = ana.getByRole('dialog', { name: 'Change the date' });
    await chooseOpenDay(dialog, 2);
    const times = dialog.getByRole('radio');
    if ((await times.count()) > 1) await times.first().click();
    await expectAccessible(ana);
    await dialog.getByRole('button', { name: 'Propose the new date' }).click();
    await expect(dialog).toBeHidden();
    const waiting = ana.getByRole('region', { name: 'New date proposed' });
    await expect(waiting).toBeVisible();
    const [, from, to] = /from (.+) to (.+)\. It moves/.exec((await waiting.textContent())!)!;
    await expect(
      ana.getByText(`You proposed moving the booking from ${from} to ${to}.`),
    ).toBeVisible();
    // Nothing moved yet: the booking is still accepted for the old date, and no second proposal.
    await expect(ana.getByRole('button', { name: 'Change date' })).toBeHidden();

    // The traveller is asked on the order page, and accepts.
    await page.goto(orderPath);
    const asked = page.getByRole('region', { name: 'New date proposed' });
    await expect(asked).toContainText(`from ${from} to ${to}`);
    await expectAccessible(page);
    await asked.getByRole('button', { name: 'Accept the new date' }).click();
    await expect(asked).toBeHidden();
    await expect(page.getByText(`You accepted the new date: from ${from} to ${to}.`)).toBeVisible();
    await expect(page.getByText(`Moved from ${from} to ${to}.`)).toBeVisible();
    await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');

    // The operator sees the same: the move, with the old and the new date.
    await ana.reload();
    await expect(ana.getByText(`accepted the new date: from ${from} to ${to}.`)).toBeVisible();
    await expect(ana.getByText(`Moved from ${from} to ${to}.`)).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Change date' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await ana.context().close();
    await page.context().close();
  });
}
