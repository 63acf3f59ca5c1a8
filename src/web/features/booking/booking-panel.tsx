import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { Calendar } from '../../components/calendar/calendar';
import { createSlug, listingPath } from '../../../domain/listing-urls';
import { maxQuantityPerCategory, type ListingTimeZone } from '../../../domain/listing';
import {
  bookableCategories,
  computeLineItems,
  isPricedForTheParty,
  type LineItem,
  type PricingQuantities,
} from '../../../domain/pricing';
import { AppError } from '../../../domain/errors';
import { parseDateRange, searchParamNames } from '../../../domain/search';
import {
  bookingChoiceParamNames,
  bookingChoiceParams,
  parseBookingChoice,
  type BookingChoice,
} from '../../../domain/booking-choice';
import { keepScrollState } from '../../app/scroll-manager';
import { FromPriceText } from '../../components/price/from-price-text';
import {
  bookableWindow,
  localDateOf,
  localTimeOf,
  startOfLocalDate,
} from '../../../domain/zone-time';
import { useCurrentUser } from '../../auth/use-current-user';
import { AlertIcon, CalendarIcon } from '../../components/icons/icons';
import '../../components/form/form.css';
import './booking-panel.css';
import { fetchSlots, type Slot } from './time-slot-queries';
import { PriceBreakdown, useSignedMoney } from './price-breakdown';
import { toQueryString } from '../../lib/api';
import { useMarketplaceSettings } from '../../lib/public-config';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';
import { fromDateKey, monthKey, toDateKey } from './calendar-days';
import {
  isStayUnit,
  minimumNightsOf,
  stayOfPickedDates,
  type Stay,
  type StayProblem,
} from '../../../domain/stay-dates';
import { addLocalDays } from '../../../domain/zone-time';
import { Button } from '../../components/button/button';

// Only the listing's own operator sees it: not in every traveller's download.
const PayoutPointer = lazy(() =>
  import('../payouts/payout-pointer').then((m) => ({ default: m.PayoutPointerWithMessages })),
);

/**
 * The listing page's booking panel: a date (today to the bookable window's end, a console setting; weeks start on the locale's first day), a departure
 * with free seats, adults, children and infants, and the price as the server will compute it
 * (the shared computeLineItems). The choice lives in the page's URL (bookingChoiceParams), so Back and
 * reload keep it, and the request button leads to checkout with the same parameters. A disabled
 * request button says what is missing. On phones a bar at the bottom carries the price and the button.
 * Opened from a search with dates (`?dates=`, decision 085) and nothing chosen yet, the calendar shows
 * the first searched day's month and chooses the first searched day with a departure.
 */
export function BookingPanel({
  listing,
  now: givenNow,
}: {
  listing: PublicListing;
  /** Tests fix the day. */ now?: Date;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const zone: ListingTimeZone = listing.publicData.timezone ?? 'Europe/Lisbon';
  const [now] = useState(() => givenNow ?? new Date());
  const settings = useMarketplaceSettings();
  const bookable = useMemo(
    () => bookableWindow(now, zone, settings.bookableDays),
    [now, zone, settings.bookableDays],
  );
  const firstDay = fromDateKey(bookable.firstDate);
  const lastDay = fromDateKey(bookable.lastDate);
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = parseBookingChoice(searchParams);
  const date = choice.date ?? (choice.start ? localDateOf(new Date(choice.start), zone) : null);
  const slotStart = choice.start;
  const quantities: PricingQuantities = {
    adults: choice.adults,
    children: choice.children,
    infants: choice.infants,
  };
  // The searched days within the bookable ones, read once: the traveller's own choice comes first.
  const [searched] = useState(() => {
    const range = parseDateRange(searchParams.get(searchParamNames.dates) ?? '');
    if (!range || date || slotStart) return null;
    const start = range.start > bookable.firstDate ? range.start : bookable.firstDate;
    const end = range.end < bookable.lastDate ? range.end : bookable.lastDate;
    return start <= end ? { start, end } : null;
  });
  const searchedRef = useRef(searched);
  const [month, setMonth] = useState(() => {
    const shown = date ?? searched?.start;
    const chosen = shown ? fromDateKey(shown) : null;
    return chosen && chosen >= firstDay && chosen <= lastDay
      ? new Date(chosen.getFullYear(), chosen.getMonth(), 1)
      : firstDay;
  });
  const categories = bookableCategories(listing.publicData);
  const panelRef = useRef<HTMLElement>(null);
  useHeldClick(panelRef);
  // Replaces the choice in the URL: reload keeps it, Back leaves the page rather than undoing a tap.
  const update = (next: Partial<BookingChoice>) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const name of Object.values(bookingChoiceParamNames)) params.delete(name);
        for (const [name, value] of Object.entries(
          bookingChoiceParams({ ...parseBookingChoice(current), ...next }),
        ))
          params.set(name, value);
        return params;
      },
      { replace: true, state: keepScrollState },
    );

  const from = startOfLocalDate(monthKey(month), zone);
  const to = startOfLocalDate(
    monthKey(new Date(month.getFullYear(), month.getMonth() + 2, 1)),
    zone,
  );
  const slots = useQuery({
    queryKey: ['time-slots', listing.id, monthKey(month)],
    queryFn: ({ signal }) => fetchSlots(listing.id, from, to, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const byDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data ?? []) {
      const key = localDateOf(slot.start, zone);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [slots.data, zone]);
  // Once the searched month's departures are in: the first searched day that has one, if nothing
  // was chosen meanwhile (else only the month shows the search). Searched days past the two months
  // read are read next; the calendar turns to the day chosen.
  useEffect(() => {
    const range = searchedRef.current;
    if (!range || !slots.isSuccess || slots.isPlaceholderData) return;
    const first = [...byDate.keys()].sort().find((day) => day >= range.start && day <= range.end);
    const isChosenMeanwhile = Boolean(date || slotStart);
    const next = new Date(month.getFullYear(), month.getMonth() + 2, 1);
    if (!first && !isChosenMeanwhile && range.end >= toDateKey(next)) {
      setMonth(next);
      return;
    }
    searchedRef.current = null;
    if (!first || isChosenMeanwhile) return;
    update({ date: first, start: null, end: null });
    const chosen = fromDateKey(first);
    setMonth(new Date(chosen.getFullYear(), chosen.getMonth(), 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the departures are read
  }, [slots.isSuccess, slots.isPlaceholderData, byDate]);
  const daySlots = date ? (byDate.get(date) ?? []) : [];
  const slot =
    daySlots.find((s) => s.start.toISOString() === slotStart) ??
    (daySlots.length === 1 ? daySlots[0] : undefined);
  const people = quantities.adults + quantities.children + quantities.infants;
  const maxGroup = listing.publicData.groupPricing?.maxGroupSize ?? Infinity;
  const isOneUnit = isPricedForTheParty(listing.publicData.unitType);

  // Per day or per night over whole days (decision 177): a date range, every day of it available.
  const unitType = listing.publicData.unitType;
  const stayUnit = isStayUnit(unitType) ? unitType : null;
  const isStayMode =
    stayUnit !== null && !(slots.data ?? []).some((s) => s.type === 'time-slot/time');
  // The range being picked; the URL has it once both ends are picked (spec 001, date range input).
  const chosenRange =
    isStayMode && date && choice.start && choice.end
      ? {
          from: date,
          to:
            stayUnit === 'night'
              ? addLocalDays(localDateOf(new Date(choice.end), zone), -1)
              : localDateOf(new Date(choice.end), zone),
        }
      : null;
  const [picking, setPicking] = useState<{ from?: string; to?: string } | null>(null);
  const range = picking ?? chosenRange;
  let stay: Stay | null = null;
  let stayProblem: StayProblem | 'unavailable' | null = null;
  let unavailableDate: string | null = null;
  if (isStayMode && range?.from && range.to) {
    const result = stayOfPickedDates({
      unitType: stayUnit!,
      startDate: range.from,
      endDate: range.to,
      window: bookable,
    });
    if ('problem' in result) stayProblem = result.problem;
    else {
      unavailableDate = result.stay.dates.find((d) => !byDate.get(d)?.length) ?? null;
      if (unavailableDate) stayProblem = 'unavailable';
      else stay = result.stay;
    }
  }
  // A stay's free units: the fewest of its days.
  const staySeats = stay
    ? Math.min(...stay.dates.map((d) => Math.max(...byDate.get(d)!.map((s) => s.seats))))
    : undefined;
  const seatsLeft = isStayMode ? staySeats : slot?.seats;
  // A booking priced for the whole party takes one unit (seat) of the departure, whoever comes.
  const capacity = isOneUnit ? maxGroup : Math.min(seatsLeft ?? Infinity, maxGroup);

  let breakdown: { lines: LineItem[]; total: number } | null = null;
  let priceProblem: string | null = null;
  try {
    const result = computeLineItems({
      publicData: listing.publicData,
      quantities,
      customerCommissionPercent: settings.customerCommissionPercent,
      bookingUnits: stayUnit ? (stay?.units ?? 1) : undefined,
    });
    breakdown = {
      lines: result.lineItems.filter((l) => l.includeFor.includes('customer')),
      total: result.payinTotal.amount,
    };
  } catch (error) {
    const code = error instanceof AppError ? error.details?.[0]?.code : undefined;
    const known = ['no-participants', 'adult-required', 'group-too-large', 'no-price'];
    priceProblem = intl.formatMessage(
      { id: `booking.problem.${code && known.includes(code) ? code : 'invalid'}` },
      { max: maxGroup },
    );
  }
  const isOwn = user?.id === listing.author.id;
  const tooMany = people > capacity;
  const isChosen = isStayMode ? stay !== null : Boolean(slot);
  const canRequest = isChosen && breakdown !== null && !tooMany && !isOwn;
  const stayProblemText = stayProblem
    ? intl.formatMessage(
        { id: `stay.problem.${stayProblem}` },
        {
          date: unavailableDate
            ? intl.formatDate(`${unavailableDate}T12:00:00Z`, {
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              })
            : '',
        },
      )
    : null;
  // Why "Request to book" is disabled, first thing first.
  const blocker = isOwn
    ? null
    : isStayMode && !stay
      ? (stayProblemText ??
        intl.formatMessage({
          id: range?.from ? `stay.chooseEnd.${stayUnit}` : 'booking.why.chooseDate',
        }))
      : !date
        ? intl.formatMessage({ id: 'booking.why.chooseDate' })
        : !isChosen
          ? intl.formatMessage({ id: 'booking.why.chooseTime' })
          : (priceProblem ??
            (tooMany
              ? intl.formatMessage({ id: 'booking.tooManyPeople' }, { seats: capacity })
              : null));

  const money = useSignedMoney();
  const time = (d: Date) => localTimeOf(d, zone);
  const endTime = (d: Date) => (time(d) === '00:00' ? '24:00' : time(d));

  const request = () => {
    const booked = stay
      ? {
          date: stay.firstDate,
          start: startOfLocalDate(stay.firstDate, zone).toISOString(),
          end: startOfLocalDate(stay.endDate, zone).toISOString(),
        }
      : slot && date
        ? { date, start: slot.start.toISOString(), end: slot.end.toISOString() }
        : null;
    if (!booked) return;
    const query = toQueryString(bookingChoiceParams({ ...quantities, ...booked }));
    // Booking from an enquiry keeps it: the checkout books on that conversation.
    const enquiry = new URLSearchParams(window.location.search).get('enquiry');
    const fromEnquiry = enquiry ? `${query ? '&' : '?'}enquiry=${encodeURIComponent(enquiry)}` : '';
    navigate(`/l/${createSlug(listing.title)}/${listing.id}/checkout${query}${fromEnquiry}`);
  };

  const stepper = (key: keyof PricingQuantities, min: number) => {
    const value = quantities[key];
    const label = intl.formatMessage({ id: `booking.quantity.${key}` });
    const ages =
      key === 'children'
        ? listing.publicData.prices?.child?.ageGroup
        : key === 'infants'
          ? listing.publicData.prices?.infant?.ageGroup
          : undefined;
    const set = (next: number) => update({ [key]: next });
    return (
      <div className="stepper" role="group" aria-label={label}>
        <span className="stepper__label">
          {label}
          {ages ? (
            <small>
              <FormattedMessage id="listing.price.ages" values={{ ages }} />
            </small>
          ) : null}
        </span>
        <span className="stepper__controls">
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'booking.quantity.less' }, { label })}
            disabled={value <= min}
            onClick={() => set(value - 1)}
          >
            −
          </button>
          <output className="stepper__value" aria-live="polite">
            {value}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'booking.quantity.more' }, { label })}
            disabled={value >= maxQuantityPerCategory || people >= capacity}
            onClick={() => set(value + 1)}
          >
            +
          </button>
        </span>
      </div>
    );
  };

  return (
    <section
      ref={panelRef}
      className="booking-panel"
      aria-labelledby="booking-panel-title"
      {...holdsClicks}
    >
      <h2 id="booking-panel-title" className="booking-panel__title">
        <CalendarIcon size={20} />
        <FormattedMessage id="booking.title" />
      </h2>

      {slots.isError ? (
        <p className="form-error" role="alert">
          <AlertIcon size={20} />
          <FormattedMessage id="booking.loadFailed" />
        </p>
      ) : null}

      {isStayMode ? (
        <Calendar
          mode="range"
          min={minimumNightsOf(stayUnit!)}
          month={month}
          onMonthChange={setMonth}
          startMonth={firstDay}
          endMonth={fromDateKey(addLocalDays(bookable.lastDate, 1))}
          selected={
            range?.from
              ? { from: fromDateKey(range.from), to: range.to ? fromDateKey(range.to) : undefined }
              : undefined
          }
          onSelect={(picked) => {
            const next = {
              ...(picked?.from ? { from: toDateKey(picked.from) } : {}),
              ...(picked?.to ? { to: toDateKey(picked.to) } : {}),
            };
            setPicking(next);
            const result =
              next.from && next.to
                ? stayOfPickedDates({
                    unitType: stayUnit!,
                    startDate: next.from,
                    endDate: next.to,
                    window: bookable,
                  })
                : null;
            // Both ends picked and bookable: in the URL (reload and checkout keep it).
            update(
              result && 'stay' in result
                ? {
                    date: result.stay.firstDate,
                    start: startOfLocalDate(result.stay.firstDate, zone).toISOString(),
                    end: startOfLocalDate(result.stay.endDate, zone).toISOString(),
                  }
                : { date: null, start: null, end: null },
            );
          }}
          disabled={[
            { before: firstDay },
            // Per day, the return day is not booked: it may be any day after a bookable one.
            (day: Date) =>
              !byDate.has(toDateKey(day)) &&
              !(stayUnit === 'day' && byDate.has(addLocalDays(toDateKey(day), -1))),
          ]}
          aria-busy={slots.isFetching}
          footer={
            <p className="booking-panel__hint" role="status">
              {stay ? (
                <FormattedMessage
                  id={`stay.summary.${stayUnit}`}
                  values={{
                    units: stay.units,
                    from: intl.formatDate(`${stay.firstDate}T12:00:00Z`, {
                      day: 'numeric',
                      month: 'long',
                      timeZone: 'UTC',
                    }),
                    to: intl.formatDate(`${stay.endDate}T12:00:00Z`, {
                      day: 'numeric',
                      month: 'long',
                      timeZone: 'UTC',
                    }),
                  }}
                />
              ) : (
                (stayProblemText ?? <FormattedMessage id={`stay.pick.${stayUnit}`} />)
              )}
            </p>
          }
        />
      ) : (
        <Calendar
          mode="single"
          month={month}
          onMonthChange={setMonth}
          startMonth={firstDay}
          endMonth={lastDay}
          selected={date ? fromDateKey(date) : undefined}
          onSelect={(day) => update({ date: day ? toDateKey(day) : null, start: null, end: null })}
          disabled={[
            { before: firstDay },
            { after: lastDay },
            (day: Date) => !byDate.has(toDateKey(day)),
          ]}
          aria-busy={slots.isFetching}
          footer={
            slots.isSuccess && byDate.size === 0 ? (
              <p className="booking-panel__hint">
                <FormattedMessage id="booking.noDatesThisMonth" />
              </p>
            ) : undefined
          }
        />
      )}

      {isStayMode ? null : date ? (
        <div className="booking-panel__slots">
          <h3 className="booking-panel__subtitle">
            <FormattedMessage
              id="booking.startTimes"
              values={{
                date: intl.formatDate(`${date}T12:00:00Z`, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: 'UTC',
                }),
              }}
            />
          </h3>
          {daySlots.length === 0 && slots.isSuccess ? (
            <p className="booking-panel__hint">
              <FormattedMessage id="booking.noTimes" />
            </p>
          ) : (
            <div
              className="time-chips"
              role="radiogroup"
              aria-label={intl.formatMessage({ id: 'booking.startTimesLabel' })}
              // A radio group: one tab stop, the arrow keys choose the previous or next time.
              onKeyDown={(event) => {
                const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
                if (!step) return;
                event.preventDefault();
                const at = daySlots.findIndex((s) => s.start.getTime() === slot?.start.getTime());
                const next =
                  at < 0
                    ? step > 0
                      ? 0
                      : daySlots.length - 1
                    : (at + step + daySlots.length) % daySlots.length;
                const chosen = daySlots[next]!;
                update({ date, start: chosen.start.toISOString(), end: chosen.end.toISOString() });
                (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
              }}
            >
              {daySlots.map((s, index) => {
                const selected = slot?.start.getTime() === s.start.getTime();
                return (
                  <button
                    key={s.start.toISOString()}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    tabIndex={selected || (!slot && index === 0) ? 0 : -1}
                    className={`time-chip${selected ? ' time-chip--selected' : ''}`}
                    onClick={() =>
                      update({ date, start: s.start.toISOString(), end: s.end.toISOString() })
                    }
                  >
                    <span className="time-chip__time">
                      {s.type === 'time-slot/day' ? (
                        <FormattedMessage id="booking.allDay" />
                      ) : (
                        `${time(s.start)}–${endTime(s.end)}`
                      )}
                    </span>
                    <span className="time-chip__seats">
                      <FormattedMessage
                        id={isOneUnit ? 'booking.unitsLeft' : 'booking.seatsLeft'}
                        values={{ seats: s.seats }}
                      />
                    </span>
                  </button>
                );
              })}
            </div>
          )}
        </div>
      ) : (
        <p className="booking-panel__hint">
          <FormattedMessage id="booking.pickDate" />
        </p>
      )}

      <div className="booking-panel__people">
        {stepper('adults', 1)}
        {categories.children ? stepper('children', 0) : null}
        {categories.infants ? stepper('infants', 0) : null}
        {tooMany ? (
          <p className="field__error" role="alert">
            <FormattedMessage id="booking.tooManyPeople" values={{ seats: capacity }} />
          </p>
        ) : (isStayMode ? stay : slot) && people === capacity ? (
          // Why "+" stopped: the departure's last seats, or the largest group.
          <p className="booking-panel__hint" role="status">
            <FormattedMessage
              id={capacity === maxGroup ? 'booking.atGroupSize' : 'booking.atSeats'}
              values={{ seats: capacity }}
            />
          </p>
        ) : null}
      </div>

      {breakdown ? (
        <PriceBreakdown lines={breakdown.lines} total={breakdown.total} />
      ) : (
        <p className="booking-panel__hint" role="status">
          {priceProblem}
        </p>
      )}

      {isOwn ? (
        <>
          <p className="booking-panel__hint">
            <FormattedMessage id="booking.ownListing" />
          </p>
          <Suspense fallback={null}>
            <PayoutPointer from={listingPath(listing.id, listing.title)} />
          </Suspense>
        </>
      ) : (
        <>
          <Button
            variant="accent"
            className="booking-panel__request"
            disabled={!canRequest}
            aria-describedby={blocker ? 'booking-request-why' : undefined}
            onClick={request}
          >
            <FormattedMessage
              id={listing.publicData.instantBooking ? 'booking.bookNow' : 'booking.request'}
            />
          </Button>
          {blocker ? (
            <p id="booking-request-why" className="booking-panel__why">
              {blocker}
            </p>
          ) : null}
        </>
      )}
      <p className="booking-panel__note">
        <FormattedMessage id="booking.note" />
      </p>

      {isOwn ? null : (
        <div className="booking-bar bottom-bar">
          <p className="booking-bar__price">
            {breakdown && isChosen ? (
              <>
                <FormattedMessage id="booking.total" />{' '}
                <strong className="price">{money(breakdown.total)}</strong>
              </>
            ) : listing.price ? (
              <FromPriceText
                amount={listing.price.amount}
                currency={listing.price.currency}
                unit={listing.publicData.unitType}
                discountPercent={listing.publicData.discountPercent}
              />
            ) : null}
          </p>
          {canRequest ? (
            <Button variant="accent" className="booking-bar__button" onClick={request}>
              <FormattedMessage
                id={listing.publicData.instantBooking ? 'booking.bookNow' : 'booking.request'}
              />
            </Button>
          ) : (
            <Button
              variant="primary"
              className="booking-bar__button"
              onClick={() =>
                panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
            >
              <FormattedMessage
                id={
                  isStayMode
                    ? 'booking.title'
                    : !date
                      ? 'booking.why.chooseDate'
                      : !slot
                        ? 'booking.why.chooseTime'
                        : 'booking.title'
                }
              />
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
