import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import type { PublicListing } from '../../../contracts/listings';
import { maxQuantityPerCategory } from '../../../domain/listing';
import { useCurrentUser } from '../../auth/use-current-user';
import { heldSubmitAttribute, liveFormAttribute } from '../../lib/held-submit';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import {
  fullDeparturesQuery,
  myWaitlistQuery,
  useWaitlistChanges,
  waitlistErrorId,
} from './waitlist-api';
import { WaitlistEntryRow } from './waitlist-entry-row';
import './waitlist.css';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';
import { FormField } from '../../components/form/form-fields';

const count = (min: number) =>
  z.coerce
    .number<string>()
    .int('waitlist.form.wholeNumber')
    .min(min, 'waitlist.form.wholeNumber')
    .max(maxQuantityPerCategory, 'waitlist.form.tooMany');

const joinFormSchema = z
  .object({
    start: z.string().min(1, 'waitlist.form.chooseDeparture'),
    adults: count(0),
    children: count(0),
    infants: count(0),
  })
  .refine((form) => form.adults + form.children + form.infants > 0, {
    message: 'waitlist.form.partyEmpty',
    path: ['adults'],
  });
type JoinFormInput = z.input<typeof joinFormSchema>;
type JoinForm = z.output<typeof joinFormSchema>;

/**
 * The listing page's waitlist (decision 160): the listing's full departures of the next 60 days, a
 * form to join one with a party (signed in), and the traveller's own entries with their place in
 * line, an offer's checkout link and Leave. Nothing when no departure is full and nobody waits.
 */
export function WaitlistPanel({
  listing,
}: {
  listing: { id: string; publicData: Pick<PublicListing['publicData'], 'timezone'> };
}) {
  const intl = useIntl();
  const location = useLocation();
  const { status } = useCurrentUser();
  const isSignedIn = status === 'signed-in';
  const full = useQuery(fullDeparturesQuery(listing.id));
  const mine = useQuery({ ...myWaitlistQuery(listing.id), enabled: isSignedIn });
  const { join, leave } = useWaitlistChanges();
  const form = useForm<JoinFormInput, unknown, JoinForm>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { start: '', adults: '2', children: '0', infants: '0' },
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Its buttons (Leave, Join) clicked before this code came are clicked again once it has.
  const sectionRef = useRef<HTMLElement>(null);
  useHeldClick(sectionRef);
  const submit = form.handleSubmit((values) =>
    join.mutate(
      { listingId: listing.id, ...values },
      { onSuccess: () => form.resetField('start') },
    ),
  );
  // Server-rendered, the form may be sent before this code takes it over: the boot script holds
  // that submit (a post form), and it is sent here, with what was typed (lib/held-submit.ts).
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element || element.hasAttribute(liveFormAttribute)) return;
    element.setAttribute(liveFormAttribute, '');
    if (element.hasAttribute(heldSubmitAttribute)) {
      element.removeAttribute(heldSubmitAttribute);
      void submit();
    }
  });
  const departures = full.data ?? [];
  const entries = mine.data ?? [];
  if (departures.length === 0 && entries.length === 0) return null;
  const timeZone = listing.publicData.timezone ?? 'Europe/Lisbon';
  const when = (at: string) =>
    intl.formatDate(new Date(at), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
  const errors = form.formState.errors;
  const failed = join.error ?? leave.error;
  const number = (name: 'adults' | 'children' | 'infants') => (
    <div className="field waitlist__count">
      <label className="field-label" htmlFor={`waitlist-${name}`}>
        <FormattedMessage id={`waitlist.form.${name}`} />
      </label>
      <input
        id={`waitlist-${name}`}
        className={`input${errors[name] ? ' input--invalid' : ''}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxQuantityPerCategory}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `waitlist-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name]?.message ? (
        <p id={`waitlist-${name}-error`} className="field__error">
          <FormattedMessage id={errors[name].message} />
        </p>
      ) : null}
    </div>
  );

  return (
    <section
      ref={sectionRef}
      className="waitlist"
      aria-labelledby="waitlist-title"
      data-testid="waitlist"
      {...holdsClicks}
    >
      <h2 id="waitlist-title" className="waitlist__title">
        <FormattedMessage id="waitlist.title" />
      </h2>
      <p className="waitlist__intro">
        <FormattedMessage id="waitlist.intro" />
      </p>
      {entries.length > 0 ? (
        <ul className="waitlist__entries">
          {entries.map((entry) => (
            <WaitlistEntryRow
              key={entry.id}
              entry={entry}
              showTitle={false}
              onLeave={(id) => leave.mutate(id)}
              isLeaving={leave.isPending}
            />
          ))}
        </ul>
      ) : null}
      {departures.length === 0 ? null : !isSignedIn ? (
        <p>
          <ButtonLink
            variant="secondary"
            to={`/login?from=${encodeURIComponent(location.pathname + location.search)}`}
          >
            <FormattedMessage id="waitlist.logIn" />
          </ButtonLink>
        </p>
      ) : (
        <form
          ref={formRef}
          className="waitlist__form"
          method="post"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <FormField
            id="waitlist-start"
            label={<FormattedMessage id="waitlist.form.departure" />}
            error={errors.start?.message}
          >
            <select
              id="waitlist-start"
              className={`input${errors.start ? ' input--invalid' : ''}`}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={errors.start ? 'waitlist-start-error' : undefined}
              {...form.register('start')}
            >
              <option value="">{intl.formatMessage({ id: 'waitlist.form.choose' })}</option>
              {departures.map((departure) => (
                <option key={departure.start} value={departure.start}>
                  {when(departure.start)}
                  {departure.waiting > 0
                    ? ` · ${intl.formatMessage({ id: 'waitlist.waiting' }, { count: departure.waiting })}`
                    : ''}
                </option>
              ))}
            </select>
          </FormField>
          <div className="waitlist__counts">
            {number('adults')}
            {number('children')}
            {number('infants')}
          </div>
          <Button variant="primary" type="submit" disabled={join.isPending}>
            <FormattedMessage id="waitlist.join" />
          </Button>
        </form>
      )}
      {failed ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={waitlistErrorId(failed)} />
        </p>
      ) : null}
    </section>
  );
}
