// @vitest-environment jsdom
// Issue 14 item 7: copy a day's times to other days, a season in one step, exceptions before the first save.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { OwnListing } from '../../../contracts/own-listings';
import { weekDaysBySundayIndex } from '../../../domain/availability-plan';
import { addLocalDays, instantOfLocalTime, localDateOf } from '../../../domain/time-slots';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { ownListingFixture, ownListingId as id } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = { EditListingPage: () => import('./edit-listing-page') };
const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: testUser };
const draft: OwnListing = { ...ownListingFixture, state: 'draft' };
const zone = 'Atlantic/Madeira' as const;

function serve(listing: OwnListing, saved: unknown[] = [], user = testUser) {
  let current = listing;
  let exceptions: unknown[] = saved;
  // The writes, in order.
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ request, params, body }: ApiRequest) => {
    expect(params.id).toBe(id);
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: { ...info, user } })),
    apiHandler('GET /api/own-listings/:id', () => ({ data: current })),
    apiHandler('PATCH /api/own-listings/:id', (request) => {
      record(request);
      current = { ...current, ...(request.body as Partial<OwnListing>) };
      return { data: current };
    }),
    apiHandler('POST /api/own-listings/:id/availability-exceptions/batch', (request) => {
      record(request);
      exceptions = (request.body as { exceptions: unknown[] }).exceptions;
      return Response.json({ data: exceptions }, { status: 201 });
    }),
    apiHandler('GET /api/own-listings/:id/availability-exceptions', () =>
      Response.json({ data: exceptions }),
    ),
    apiHandler('POST /api/own-listings/:id/availability-exceptions', (request) => {
      record(request);
      return Response.json({ data: exceptions });
    }),
    apiHandler('DELETE /api/own-listings/:id/availability-exceptions/:exceptionId', (request) => {
      record(request);
      return Response.json({ data: exceptions });
    }),
  );
  return sent;
}

const day = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).parentElement as HTMLElement;

const server = setupApiServer(...notFound('GET /api/config', 'GET /api/notification-count'));

afterEach(() => cleanup());

describe('the availability tab', () => {
  it('names each day’s box and seats when the listing runs whole days', async () => {
    serve(draft);
    renderApp(`/l/levada-walk/${id}/draft/availability`, pages);
    await screen.findByRole('heading', { level: 3, name: 'Monday' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('radio', { name: /Whole days/ }));
    const monday = screen.getByRole('checkbox', { name: 'Open on Monday' }) as HTMLInputElement;
    expect(screen.getByRole('checkbox', { name: 'Open on Sunday' })).toBeTruthy();
    if (!monday.checked) fireEvent.click(monday);
    expect(screen.getByRole('spinbutton', { name: 'Monday: seats' })).toBeTruthy();
  });

  it('copies a day’s times to the days chosen, in one step', async () => {
    serve(draft);
    renderApp(`/l/levada-walk/${id}/draft/availability`, pages);
    await screen.findByRole('heading', { level: 3, name: 'Monday' }, { timeout: 10_000 });
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add a time' }));
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add a time' }));
    fireEvent.change(screen.getByLabelText('Monday, departure 2: start'), {
      target: { value: '14:00' },
    });
    fireEvent.change(screen.getByLabelText('Monday, departure 2: end'), {
      target: { value: '17:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday’s times to other days' }));
    const copy = screen.getByRole('group', { name: 'Copy Monday’s times to' });
    const apply = within(copy).getByRole('button', { name: 'Copy the times' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(copy).getByLabelText('Wednesday'));
    fireEvent.click(within(copy).getByLabelText('Friday'));
    fireEvent.click(apply);

    expect(screen.queryByRole('group', { name: 'Copy Monday’s times to' })).toBeNull();
    for (const name of ['Wednesday', 'Friday']) {
      expect(
        (screen.getByLabelText(`${name}, departure 1: start`) as HTMLSelectElement).value,
      ).toBe('09:00');
      expect((screen.getByLabelText(`${name}, departure 2: end`) as HTMLSelectElement).value).toBe(
        '17:00',
      );
    }
    expect(screen.queryByLabelText('Tuesday, departure 1: start')).toBeNull();
    // Copies are their own: changing Wednesday leaves Monday as it was.
    fireEvent.change(screen.getByLabelText('Wednesday, departure 1: start'), {
      target: { value: '10:00' },
    });
    expect((screen.getByLabelText('Monday, departure 1: start') as HTMLSelectElement).value).toBe(
      '09:00',
    );
  });

  it('keeps exceptions and a season made before the first save, and saves them right after the weekly plan', async () => {
    const sent = serve(draft);
    renderApp(`/l/levada-walk/${id}/draft/availability`, pages);
    await screen.findByRole('heading', { level: 3, name: 'Monday' }, { timeout: 10_000 });
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add a time' }));

    // Today closed, then a season from 30 to 120 days ahead.
    const today = localDateOf(new Date(), zone);
    fireEvent.click(screen.getByRole('button', { name: 'Close these dates' }));
    const notSaved = await screen.findAllByText('Not saved yet');
    expect(notSaved).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('First day of the season'), {
      target: { value: addLocalDays(today, 30) },
    });
    fireEvent.change(screen.getByLabelText('Last day of the season'), {
      target: { value: addLocalDays(today, 120) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close the days outside the season' }));
    await waitFor(() => expect(screen.getAllByText('Not saved yet')).toHaveLength(3));
    expect(sent).toEqual([]);

    // An overlapping one is refused here, with the reason.
    fireEvent.click(screen.getByRole('button', { name: 'Close these dates' }));
    await screen.findByText('It overlaps another exception; delete that one first.');
    expect(screen.getAllByText('Not saved yet')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent.map((r) => r.method)).toEqual(['PATCH', 'POST']));
    const [patch, batch] = sent;
    expect(patch!.body).toMatchObject({
      availabilityPlan: { entries: [{ dayOfWeek: 'mon', startTime: '09:00' }] },
    });
    expect(batch!.url).toBe(`/api/own-listings/${id}/availability-exceptions/batch`);
    const exceptions = (batch!.body as { exceptions: { seats: number; start: string }[] })
      .exceptions;
    expect(exceptions).toHaveLength(3);
    expect(exceptions.every((e) => e.seats === 0)).toBe(true);
    expect(exceptions.map((e) => localDateOf(new Date(e.start), zone)).sort()).toEqual([
      today,
      addLocalDays(today, 1),
      addLocalDays(today, 121),
    ]);
  });

  it('says that an extra or changed departure over a day’s departures changes their seats, and where it adds one of its own', async () => {
    // Departures at 09:00 and 12:00 on one weekday only; exceptions on that day and the next.
    const changedDay = addLocalDays(localDateOf(new Date(), zone), 3);
    const extraDay = addLocalDays(changedDay, 1);
    const weekday = weekDaysBySundayIndex[new Date(`${changedDay}T12:00:00Z`).getUTCDay()]!;
    const plan = {
      type: 'availability-plan/time' as const,
      timezone: zone,
      entries: [
        { dayOfWeek: weekday, startTime: '09:00', endTime: '12:00', seats: 8 },
        { dayOfWeek: weekday, startTime: '12:00', endTime: '15:00', seats: 8 },
      ],
    };
    const exception = (id: string, date: string, seats: number, from = '10:00', to = '13:00') => ({
      id,
      start: instantOfLocalTime(date, from, zone).toISOString(),
      end: instantOfLocalTime(date, to, zone).toISOString(),
      seats,
    });
    const saved = [
      exception('0b7c1d2e-0000-4000-8000-000000000001', changedDay, 5),
      exception('0b7c1d2e-0000-4000-8000-000000000002', extraDay, 6),
      // A week later, touching the 09:00 departure only.
      exception(
        '0b7c1d2e-0000-4000-8000-000000000003',
        addLocalDays(changedDay, 7),
        4,
        '11:00',
        '12:00',
      ),
    ];
    const shortDate = (date: string, locale: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
    serve({ ...ownListingFixture, availabilityPlan: plan }, saved);
    renderApp(`/l/levada-walk/${id}/edit/availability`, pages);
    const list = (
      await screen.findByText('Seats changed: 09:00, 12:00', {}, { timeout: 10_000 })
    ).closest('ul') as HTMLElement;
    const [changed, extra, changedOne] = within(list).getAllByRole('listitem');
    // Not its own 10:00: the day's departures, their new seats, and why.
    expect(changed!.querySelector('strong')?.textContent).not.toMatch(/10:00/);
    expect(within(changed!).getByText('5 seats')).toBeTruthy();
    expect(
      within(changed!).getByText(
        'Set for 10:00–13:00: it overlaps departures of your weekly schedule, so it changes their seats instead of adding a departure.',
      ),
    ).toBeTruthy();
    expect(within(changed!).getByRole('button').getAttribute('aria-label')).toMatch(
      /^Delete .+ – Seats changed: 09:00, 12:00$/,
    );
    expect(within(extra!).getByText('Extra departure: 10:00–13:00')).toBeTruthy();
    expect(within(extra!).getByText('6 seats')).toBeTruthy();
    expect(within(changedOne!).getByText('Seats changed: 09:00')).toBeTruthy();
    expect(
      within(changedOne!).getByText(
        'Set for 11:00–12:00: it overlaps a departure of your weekly schedule, so it changes its seats instead of adding a departure.',
      ),
    ).toBeTruthy();
    // The preview agrees.
    const preview = screen.getByRole('region', { name: 'Your next departures' });
    const previewOf = (date: string) =>
      within(preview).getByText(shortDate(date, 'en-GB')).parentElement?.querySelector('span')
        ?.textContent;
    expect(previewOf(changedDay)).toBe('09:00–12:00 (5 seats) · 12:00–15:00 (5 seats)');
    expect(previewOf(extraDay)).toBe('10:00–13:00 (6 seats)');
    cleanup();

    // In German (the signed-in user's language wins over the page's).
    serve({ ...ownListingFixture, availabilityPlan: plan }, saved, { ...testUser, language: 'de' });
    renderApp(`/l/levada-walk/${id}/edit/availability`, pages, { locale: 'de' });
    expect(await screen.findByText('Plätze geändert: 09:00, 12:00')).toBeTruthy();
    expect(screen.getByText('Zusatztermin: 10:00–13:00')).toBeTruthy();
  });
});
