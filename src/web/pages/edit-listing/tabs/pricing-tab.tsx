import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { maxSeatsPerDeparture } from '../../../../domain/availability-plan';
import { minimumListingPrice, unitTypes, type UnitType } from '../../../../domain/listing';
import { listingTextBounds as bounds } from '../../../../domain/listing-states';
import { computeLineItems } from '../../../../domain/pricing';
import { pricedCategories } from '../../../../domain/listing';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { ownCommissionQuery } from '../../../features/payouts/payouts-api';
import { formatPrice } from '../../../lib/format-price';
import { useMarketplaceSettings } from '../../../lib/public-config';
import { formatEuroInput, parseEuroInput } from '../../../lib/money-input';
import { TabForm, type TabProps } from './tab-form';
import { useTouched } from './use-touched';
import { providerCommissionPercent } from '../../../../domain/commission';

export function PricingTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const [unitType, setUnitType] = useState<UnitType>(data?.unitType ?? 'adult');
  const [adult, setAdult] = useState(formatEuroInput(data?.prices?.adult, formatLocale));
  const [hasChild, setHasChild] = useState(Boolean(data?.prices?.child));
  const [child, setChild] = useState(formatEuroInput(data?.prices?.child?.amount, formatLocale));
  const [childAges, setChildAges] = useState(data?.prices?.child?.ageGroup ?? '');
  const [hasInfant, setHasInfant] = useState(Boolean(data?.prices?.infant));
  const [infant, setInfant] = useState(
    formatEuroInput(data?.prices?.infant?.amount ?? 0, formatLocale),
  );
  const [infantAges, setInfantAges] = useState(data?.prices?.infant?.ageGroup ?? '');
  const [hasGroupLimit, setHasGroupLimit] = useState(Boolean(data?.groupPricing));
  const [maxGroupSize, setMaxGroupSize] = useState(String(data?.groupPricing?.maxGroupSize ?? ''));
  const [discount, setDiscount] = useState(
    data?.discountPercent ? String(data.discountPercent) : '',
  );
  const touched = useTouched();
  const { child: offersChild, infant: offersInfant } = pricedCategories(unitType);
  const needsGroupLimit = unitType === 'group';

  const priceError = (text: string) => {
    if (text.trim() === '') return t('editor.pricing.priceRequired');
    if (/^\s*-/.test(text))
      return t('editor.pricing.priceTooLow', {
        minPrice: formatPrice(minimumListingPrice, 'EUR', formatLocale) ?? '0',
      });
    return parseEuroInput(text) === null ? t('editor.pricing.priceRequired') : null;
  };
  const groupSize = Number(maxGroupSize);
  const discountValue = discount.trim() === '' ? 0 : Number(discount);
  const errors = {
    adult: priceError(adult),
    child: offersChild && hasChild ? priceError(child) : null,
    childAges:
      offersChild && hasChild && childAges.trim() === '' ? t('editor.pricing.agesRequired') : null,
    infant: offersInfant && hasInfant ? priceError(infant) : null,
    infantAges:
      offersInfant && hasInfant && infantAges.trim() === ''
        ? t('editor.pricing.agesRequired')
        : null,
    maxGroupSize:
      (hasGroupLimit || needsGroupLimit) &&
      !(Number.isInteger(groupSize) && groupSize >= 1 && groupSize <= maxSeatsPerDeparture)
        ? t('editor.pricing.groupSizeInvalid', { max: maxSeatsPerDeparture })
        : null,
    discount: !(Number.isInteger(discountValue) && discountValue >= 0 && discountValue <= 100)
      ? t('editor.pricing.discountInvalid')
      : null,
  };
  const shown = (field: keyof typeof errors) => (touched.shows(field) ? errors[field] : null);

  const pricing = () => ({
    currency: 'EUR',
    adult: parseEuroInput(adult) ?? 0,
    child:
      offersChild && hasChild
        ? { amount: parseEuroInput(child) ?? 0, ageGroup: childAges.trim() }
        : null,
    infant:
      offersInfant && hasInfant
        ? { amount: parseEuroInput(infant) ?? 0, ageGroup: infantAges.trim() }
        : null,
    unitType,
    groupPricing: hasGroupLimit || needsGroupLimit ? { maxGroupSize: groupSize } : null,
    discountPercent: discountValue > 0 ? discountValue : null,
  });

  const prepare = () => {
    touched.attempt();
    if (Object.values(errors).some(Boolean)) return undefined;
    return { pricing: pricing() };
  };

  // What two adults (or one group) would pay, and what the operator receives: the shared pricing rules,
  // with the commissions their next booking is priced with (the marketplace's until their own is read).
  const marketplace = useMarketplaceSettings();
  const commission = useQuery(ownCommissionQuery()).data ?? marketplace;
  let preview: { payin: string; payout: string } | null = null;
  if (!Object.values(errors).some(Boolean)) {
    try {
      const p = pricing();
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
    (value: string, set: (v: string) => void, field: keyof typeof errors) =>
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
          value={value}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => set(e.target.value)}
          onBlur={() => touched.touch(field)}
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
            value={unitType}
            aria-describedby={describedBy}
            onChange={(e) => setUnitType(e.target.value as UnitType)}
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
        {euroInput(adult, setAdult, 'adult')}
      </Field>

      {offersChild ? (
        <FieldGroup legend={t('editor.pricing.children')}>
          <label className="choice">
            <input
              type="checkbox"
              checked={hasChild}
              onChange={(e) => setHasChild(e.target.checked)}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.pricing.offerChild" />
            </span>
          </label>
          {hasChild ? (
            <div className="editor__row">
              <Field label={t('editor.pricing.childPrice')} error={shown('child')}>
                {euroInput(child, setChild, 'child')}
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
                    value={childAges}
                    placeholder="4-11"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    onChange={(e) => setChildAges(e.target.value)}
                    onBlur={() => touched.touch('childAges')}
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
              checked={hasInfant}
              onChange={(e) => setHasInfant(e.target.checked)}
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
                {euroInput(infant, setInfant, 'infant')}
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
                    value={infantAges}
                    placeholder="0-3"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    onChange={(e) => setInfantAges(e.target.value)}
                    onBlur={() => touched.touch('infantAges')}
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
              checked={hasGroupLimit}
              onChange={(e) => setHasGroupLimit(e.target.checked)}
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
                value={maxGroupSize}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => setMaxGroupSize(e.target.value)}
                onBlur={() => touched.touch('maxGroupSize')}
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
              value={discount}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setDiscount(e.target.value)}
              onBlur={() => touched.touch('discount')}
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
