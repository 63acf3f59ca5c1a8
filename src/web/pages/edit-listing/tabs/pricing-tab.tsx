import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { updateListingBodySchema } from '../../../../contracts/own-listings';
import { maxSeatsPerDeparture } from '../../../../domain/availability-plan';
import { minimumListingPrice, unitTypes } from '../../../../domain/listing';
import { listingTextBounds as bounds } from '../../../../domain/listing-states';
import { computeLineItems } from '../../../../domain/pricing';
import { pricedCategories } from '../../../../domain/listing';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { ownCommissionQuery } from '../../../features/payouts/payouts-api';
import { formatPrice } from '../../../lib/format-price';
import { useMarketplaceSettings } from '../../../lib/public-config';
import { formatEuroInput, parseEuroInput } from '../../../lib/money-input';
import { prepareOf, shownError, TabForm, type TabProps } from './tab-form';
import { providerCommissionPercent } from '../../../../domain/commission';

const pricingSchema = updateListingBodySchema.shape.pricing.unwrap();
const { ageGroup } = pricingSchema.shape.child.unwrap().shape;
const { maxGroupSize: groupSizeSchema } = pricingSchema.shape.groupPricing.unwrap().shape;

/** A price typed in euros: a message id when it is not one the listing may have. */
function priceProblem(text: string): string | undefined {
  if (text.trim() === '') return 'editor.pricing.priceRequired';
  if (/^\s*-/.test(text)) return 'editor.pricing.priceTooLow';
  return pricingSchema.shape.adult.safeParse(parseEuroInput(text)).success
    ? undefined
    : 'editor.pricing.priceRequired';
}

const discountOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The tab's fields, checked as PATCH /api/own-listings/:id checks its pricing; the issues' messages
 * are message ids. Children's and infants' prices are checked when offered, a group's size when set.
 */
const pricingFormSchema = z
  .object({
    unitType: pricingSchema.shape.unitType,
    adult: z.string(),
    hasChild: z.boolean(),
    child: z.string(),
    childAges: z.string(),
    hasInfant: z.boolean(),
    infant: z.string(),
    infantAges: z.string(),
    hasGroupLimit: z.boolean(),
    maxGroupSize: z.string(),
    discount: z.string(),
  })
  .superRefine((values, context) => {
    const refuse = (path: keyof typeof values, message: string | undefined) => {
      if (message) context.addIssue({ code: 'custom', path: [path], message });
    };
    const offered = pricedCategories(values.unitType);
    refuse('adult', priceProblem(values.adult));
    if (offered.child && values.hasChild) {
      refuse('child', priceProblem(values.child));
      if (!ageGroup.safeParse(values.childAges).success)
        refuse('childAges', 'editor.pricing.agesRequired');
    }
    if (offered.infant && values.hasInfant) {
      refuse('infant', priceProblem(values.infant));
      if (!ageGroup.safeParse(values.infantAges).success)
        refuse('infantAges', 'editor.pricing.agesRequired');
    }
    if (
      (values.hasGroupLimit || values.unitType === 'group') &&
      !groupSizeSchema.safeParse(Number(values.maxGroupSize)).success
    )
      refuse('maxGroupSize', 'editor.pricing.groupSizeInvalid');
    if (!pricingSchema.shape.discountPercent.safeParse(discountOf(values.discount)).success)
      refuse('discount', 'editor.pricing.discountInvalid');
  });
type Values = z.input<typeof pricingFormSchema>;

/** The pricing the values give (checked first). */
function pricingOf(values: Values) {
  const offered = pricedCategories(values.unitType);
  const discount = discountOf(values.discount);
  return {
    currency: 'EUR',
    adult: parseEuroInput(values.adult) ?? 0,
    child:
      offered.child && values.hasChild
        ? { amount: parseEuroInput(values.child) ?? 0, ageGroup: values.childAges.trim() }
        : null,
    infant:
      offered.infant && values.hasInfant
        ? { amount: parseEuroInput(values.infant) ?? 0, ageGroup: values.infantAges.trim() }
        : null,
    unitType: values.unitType,
    groupPricing:
      values.hasGroupLimit || values.unitType === 'group'
        ? { maxGroupSize: Number(values.maxGroupSize) }
        : null,
    discountPercent: discount > 0 ? discount : null,
  };
}

export function PricingTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const data = listing?.publicData;
  const form = useForm<Values>({
    resolver: zodResolver(pricingFormSchema),
    mode: 'all',
    defaultValues: {
      unitType: data?.unitType ?? 'adult',
      adult: formatEuroInput(data?.prices?.adult, formatLocale),
      hasChild: Boolean(data?.prices?.child),
      child: formatEuroInput(data?.prices?.child?.amount, formatLocale),
      childAges: data?.prices?.child?.ageGroup ?? '',
      hasInfant: Boolean(data?.prices?.infant),
      infant: formatEuroInput(data?.prices?.infant?.amount ?? 0, formatLocale),
      infantAges: data?.prices?.infant?.ageGroup ?? '',
      hasGroupLimit: Boolean(data?.groupPricing),
      maxGroupSize: String(data?.groupPricing?.maxGroupSize ?? ''),
      discount: data?.discountPercent ? String(data.discountPercent) : '',
    },
  });
  const values = form.watch();
  const { unitType, hasChild, hasInfant, hasGroupLimit } = values;
  const { child: offersChild, infant: offersInfant } = pricedCategories(unitType);
  const needsGroupLimit = unitType === 'group';
  // Every message is given the values any of them names.
  const messageValues = {
    minPrice: formatPrice(minimumListingPrice, 'EUR', formatLocale) ?? '0',
    max: maxSeatsPerDeparture,
  };
  const t = (id: string, args?: Record<string, string | number>) =>
    intl.formatMessage({ id }, args);
  const shown = (field: keyof Values) => {
    const error = shownError(form, field);
    return error?.message ? t(error.message, messageValues) : null;
  };

  const prepare = prepareOf(form, (checked) => ({ pricing: pricingOf(checked) }));

  // What two adults (or one group) would pay, and what the operator receives: the shared pricing rules,
  // with the commissions their next booking is priced with (the marketplace's until their own is read).
  const marketplace = useMarketplaceSettings();
  const commission = useQuery(ownCommissionQuery()).data ?? marketplace;
  let preview: { payin: string; payout: string } | null = null;
  if (pricingFormSchema.safeParse(values).success) {
    try {
      const p = pricingOf(values);
      const result = computeLineItems({
        publicData: {
          prices: { adult: p.adult },
          unitType,
          discountPercent: p.discountPercent ?? 0,
          groupPricing: p.groupPricing ?? undefined,
        },
        quantities: { adults: unitType === 'group' ? 1 : 2, children: 0, infants: 0 },
        bookingUnits: unitType === 'day' || unitType === 'night' ? 1 : undefined,
        commissionPercent: commission.providerCommissionPercent,
        customerCommissionPercent: commission.customerCommissionPercent,
      });
      preview = {
        payin: formatPrice(result.payinTotal.amount, 'EUR', formatLocale) ?? '',
        payout: formatPrice(result.payoutTotal.amount, 'EUR', formatLocale) ?? '',
      };
    } catch {
      preview = null;
    }
  }

  // A render function for Field (called, not mounted, so typing keeps the focus).
  const euroInput =
    (field: 'adult' | 'child' | 'infant') =>
    ({
      id,
      describedBy,
      invalid,
    }: {
      id: string;
      describedBy: string | undefined;
      invalid: boolean;
    }) => (
      <div className="input-affix">
        <span className="input-affix__text" aria-hidden="true">
          €
        </span>
        <input
          id={id}
          className="input input--short"
          inputMode="decimal"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...form.register(field)}
        />
      </div>
    );

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <Field label={t('editor.pricing.unitType')} hint={t('editor.pricing.unitTypeHint')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="select"
            aria-describedby={describedBy}
            {...form.register('unitType', {
              deps: ['child', 'childAges', 'infant', 'infantAges', 'maxGroupSize'],
            })}
          >
            {unitTypes.map((unit) => (
              <option key={unit} value={unit}>
                {t(`editor.pricing.unit.${unit}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t(`editor.pricing.price.${unitType}`)}
        hint={t('editor.pricing.priceHint')}
        error={shown('adult')}
      >
        {euroInput('adult')}
      </Field>

      {offersChild ? (
        <FieldGroup legend={t('editor.pricing.children')}>
          <label className="choice">
            <input
              type="checkbox"
              {...form.register('hasChild', { deps: ['child', 'childAges'] })}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.pricing.offerChild" />
            </span>
          </label>
          {hasChild ? (
            <div className="editor__row">
              <Field label={t('editor.pricing.childPrice')} error={shown('child')}>
                {euroInput('child')}
              </Field>
              <Field
                label={t('editor.pricing.ages')}
                hint={t('editor.pricing.agesHint')}
                error={shown('childAges')}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    className="input input--short"
                    maxLength={bounds.ageGroup.max}
                    placeholder="4-11"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('childAges')}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </FieldGroup>
      ) : null}

      {offersInfant ? (
        <FieldGroup legend={t('editor.pricing.infants')}>
          <label className="choice">
            <input
              type="checkbox"
              {...form.register('hasInfant', { deps: ['infant', 'infantAges'] })}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.pricing.offerInfant" />
              <small>
                <FormattedMessage id="editor.pricing.offerInfantHint" />
              </small>
            </span>
          </label>
          {hasInfant ? (
            <div className="editor__row">
              <Field label={t('editor.pricing.infantPrice')} error={shown('infant')}>
                {euroInput('infant')}
              </Field>
              <Field
                label={t('editor.pricing.ages')}
                hint={t('editor.pricing.infantAgesHint')}
                error={shown('infantAges')}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    className="input input--short"
                    maxLength={bounds.ageGroup.max}
                    placeholder="0-3"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('infantAges')}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </FieldGroup>
      ) : null}

      <FieldGroup legend={t('editor.pricing.groupSize')}>
        {needsGroupLimit ? null : (
          <label className="choice">
            <input
              type="checkbox"
              {...form.register('hasGroupLimit', { deps: ['maxGroupSize'] })}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.pricing.limitGroup" />
            </span>
          </label>
        )}
        {hasGroupLimit || needsGroupLimit ? (
          <Field
            label={t('editor.pricing.maxGroupSize')}
            hint={t('editor.pricing.maxGroupSizeHint')}
            error={shown('maxGroupSize')}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input input--short"
                type="number"
                min={1}
                max={maxSeatsPerDeparture}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('maxGroupSize')}
              />
            )}
          </Field>
        ) : null}
      </FieldGroup>

      <Field
        label={t('editor.pricing.discount')}
        hint={t('editor.pricing.discountHint')}
        error={shown('discount')}
      >
        {({ id, describedBy, invalid }) => (
          <div className="input-affix">
            <input
              id={id}
              className="input input--short"
              type="number"
              min={0}
              max={100}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('discount')}
            />
            <span className="input-affix__text" aria-hidden="true">
              %
            </span>
          </div>
        )}
      </Field>

      {preview ? (
        <p className="editor__preview" role="status">
          <FormattedMessage
            id={unitType === 'group' ? 'editor.pricing.previewGroup' : 'editor.pricing.preview'}
            values={{
              payin: preview.payin,
              payout: preview.payout,
              fee: commission.providerCommissionPercent ?? providerCommissionPercent,
            }}
          />
        </p>
      ) : null}
    </TabForm>
  );
}
