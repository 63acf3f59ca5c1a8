import { readFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { listingPath } from '../src/domain/listing-urls';
import { demoPassword, logIn } from './support/accounts-helpers';
import { acceptCookies, expect, expectAccessible, test } from './support/fixtures';

/** The strings a PDF's pages draw (pdf-lib writes them as WinAnsi hex). */
function pdfText(pdf: PDFDocument): string {
  return pdf
    .getPages()
    .flatMap((page) => {
      const contents = page.node.Contents();
      return contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    })
    .map((ref) => pdf.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .flatMap((content) =>
      [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
        new TextDecoder('windows-1252').decode(Uint8Array.from(Buffer.from(m[1]!, 'hex'))),
      ),
    )
    .join('\n');
}

// Issue 46 item 1 (decision 147): the demo operator Ana Sousa opens her departures from the inbox,
// steps to a day with bookings, sees its seats sold, held and free, opens the departure's manifest
// and downloads it as CSV at desktop width; confirms a departure on a 390 px phone (nothing wider than the screen).
for (const [name, viewport] of [
  ['at desktop width', { width: 1280, height: 900 }],
  ['on a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`departures ${name}`, () => {
    test.use({ viewport });

    // Each journey runs at one width (CI time): this one at desktop width, the next on a phone.
    if (viewport.width === 1280)
      test('the operator opens a day with bookings, its manifest and the CSV', async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        await acceptCookies(page, baseURL);
        await page.goto('/login');
        await logIn(page, 'ana.sousa@levada.demo', demoPassword);
        await expect(page).not.toHaveURL(/\/login/);

        await page.goto('/inbox/sales');
        await page.getByRole('link', { name: 'Departures', exact: true }).click();
        await expect(page).toHaveURL(/\/inbox\/departures$/);
        await expect(page.getByTestId('departures-day')).toBeVisible();

        // Today may have no bookings yet: step to the next day that has some.
        const booked = page
          .getByTestId('departure')
          .filter({ has: page.locator('a[href^="/sale/"]') });
        const next = page.getByRole('link', { name: 'Next day with bookings' });
        await expect(booked.or(next).first()).toBeVisible();
        if ((await booked.count()) === 0) {
          await next.click();
          await expect(page).toHaveURL(/\/inbox\/departures\?date=\d{4}-\d{2}-\d{2}$/);
        }
        const departure = booked.first();
        await expect(departure).toBeVisible();
        await expect(departure).toContainText(/\d+ sold · \d+ held · \d+ free/);
        await expect(departure.locator('.state-badge').first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);

        await departure.getByRole('link', { name: 'Manifest' }).click();
        await expect(page).toHaveURL(/\/inbox\/departures\?listing=[0-9a-f-]{36}&start=.+/);
        await expect(page.getByRole('heading', { level: 2, name: /^Manifest · / })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);

        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Download CSV' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^manifest-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
        const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
        expect(csv.split('\r\n')[0]).toMatch(
          /^Reference,Lead traveller,Phone,Adults,Children,Infants,Seats,Checked in/,
        );

        // The PDF (decision 162): made in the browser, it parses and names the lead travellers.
        const names = await page
          .getByTestId('manifest-entry')
          .getByRole('heading')
          .allTextContents();
        const pdfDownload = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PDF' }).click();
        const pdfFile = await pdfDownload;
        expect(pdfFile.suggestedFilename()).toMatch(
          /^levada-manifest-\d{4}-\d{2}-\d{2}-\d{4}\.pdf$/,
        );
        const pdf = await PDFDocument.load(await readFile((await pdfFile.path())!));
        expect(pdf.getPageCount()).toBeGreaterThan(0);
        expect(pdf.getTitle()).toMatch(/^Manifest · /);
        const text = pdfText(pdf);
        for (const name of names) expect(text).toContain(name);
      });

    // Decision 157: the demo's canyoning tour goes ahead with at least 4 people; two of its
    // departures have fewer booked. The phone confirms one of them before its decision time.
    if (viewport.width === 390)
      test('the operator confirms a departure under its minimum group size', async ({
        page,
        baseURL,
      }) => {
        await acceptCookies(page, baseURL);
        await page.goto('/login');
        await logIn(page, 'ana.sousa@levada.demo', demoPassword);
        await expect(page).not.toHaveURL(/\/login/);

        const sales = (await (
          await page.request.get('/api/transactions?only=sale&perPage=100')
        ).json()) as {
          data: {
            state: string;
            listing: { id: string; title: string };
            booking: { start: string } | null;
          }[];
        };
        const canyoning = sales.data.filter(
          (s) => s.listing.title === 'Canyoning in Ribeira da Janela' && s.booking,
        );
        const starts = canyoning.map((s) => s.booking!.start).sort();
        let chosen: string | undefined;
        for (const start of starts) {
          const day = (await (
            await page.request.get(`/api/departures?date=${start.slice(0, 10)}`)
          ).json()) as { data: { departures: { start: string; minimumGroup: unknown }[] } };
          const departure = day.data.departures.find((d) => d.start === start);
          if ((departure?.minimumGroup as { canConfirm?: boolean } | null)?.canConfirm) {
            chosen = start;
            break;
          }
        }
        expect(chosen, 'a canyoning departure still to confirm').toBeDefined();

        await page.goto(`/inbox/departures?date=${chosen!.slice(0, 10)}`);
        const departure = page
          .getByTestId('departure')
          .filter({ hasText: 'Canyoning in Ribeira da Janela' });
        const minimum = departure.getByTestId('departure-minimum');
        await expect(minimum).toContainText('Goes ahead with at least 4 people; decided');
        await minimum.getByRole('button', { name: 'Confirm departure' }).click();
        await expect(minimum).toContainText('Confirmed to go ahead (minimum 4 people)');
        await expect(minimum.getByRole('button', { name: 'Confirm departure' })).toHaveCount(0);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(viewport.width);

        // Travellers read the minimum on the tour's page.
        await page.goto(listingPath(canyoning[0]!.listing.id, canyoning[0]!.listing.title));
        await expect(page.getByText('Goes ahead with at least 4 people')).toBeVisible();
      });
  });
}
