import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import {
  answerWindowHours,
  cancellationPolicies,
  type CancellationPolicy,
} from '../../../../domain/listing';
import { listingTextBounds as bounds } from '../../../../domain/listing-states';
import { minimumDecisionHours, minimumGroupSizeBounds } from '../../../../domain/minimum-group';
import { waitlistOfferHours } from '../../../../domain/waitlist';
import { Field, FieldGroup } from '../../../components/form/form';
import { useMarketplaceSettings } from '../../../lib/public-config';
import { TabForm, type TabProps } from './tab-form';
import { useQuestionsField } from './questions-field';

export function PoliciesTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [policy, setPolicy] = useState<CancellationPolicy>(
    listing?.publicData.cancellationPolicy ?? 'flexible-24h',
  );
  const [rules, setRules] = useState(listing?.publicData.rules ?? '');
  // Instant confirmation or on request, and the answer window of a request (decision 120).
  const [isInstant, setInstant] = useState(listing?.publicData.instantBooking === true);
  // Untouched and unset: the marketplace's window (a console setting), whenever it is read.
  const marketplace = useMarketplaceSettings();
  const [ownHours, setWindowHours] = useState(() => {
    const own = listing?.publicData.answerWindowHours;
    return own === undefined ? null : String(own);
  });
  const windowHours =
    ownHours ?? String(marketplace.answerWindowHours ?? answerWindowHours.default);
  const hours = Number(windowHours);
  const windowError =
    !isInstant &&
    !(Number.isInteger(hours) && hours >= answerWindowHours.min && hours <= answerWindowHours.max)
      ? t('editor.policies.answerWindowRange', {
          min: answerWindowHours.min,
          max: answerWindowHours.max,
        })
      : null;
  // The minimum group size and its decision time (decision 157): empty is no minimum.
  const [minimumSize, setMinimumSize] = useState(
    listing?.publicData.minimumGroupSize ? String(listing.publicData.minimumGroupSize) : '',
  );
  const [decisionHours, setDecisionHours] = useState(
    String(listing?.publicData.minimumDecisionHours ?? minimumDecisionHours.default),
  );
  const size = minimumSize.trim() === '' ? null : Number(minimumSize);
  const sizeError =
    size !== null &&
    !(
      Number.isInteger(size) &&
      size >= minimumGroupSizeBounds.min &&
      size <= minimumGroupSizeBounds.max
    )
      ? t('editor.policies.minimumGroupRange', minimumGroupSizeBounds)
      : null;
  const decision = Number(decisionHours);
  const decisionError =
    size !== null &&
    !(
      Number.isInteger(decision) &&
      decision >= minimumDecisionHours.min &&
      decision <= minimumDecisionHours.max
    )
      ? t('editor.policies.decisionHoursRange', {
          min: minimumDecisionHours.min,
          max: minimumDecisionHours.max,
        })
      : null;
  // How long a waitlist offer holds its seats (decision 161).
  const [offerHours, setOfferHours] = useState(
    String(listing?.publicData.waitlistOfferHours ?? waitlistOfferHours.default),
  );
  const offer = Number(offerHours);
  const offerError = !(
    Number.isInteger(offer) &&
    offer >= waitlistOfferHours.min &&
    offer <= waitlistOfferHours.max
  )
    ? t('editor.policies.waitlistOfferHoursRange', {
        min: waitlistOfferHours.min,
        max: waitlistOfferHours.max,
      })
    : null;
  const rulesError =
    rules.length > bounds.rules.max ? t('editor.tooLong', { max: bounds.rules.max }) : null;
  // The questions the checkout asks (decision 137).
  const questions = useQuestionsField(listing?.publicData.questions);

  const prepare = () => {
    const checkedQuestions = questions.check();
    return rulesError ||
      windowError ||
      sizeError ||
      decisionError ||
      offerError ||
      !checkedQuestions
      ? undefined
      : {
          cancellationPolicy: policy,
          rules: rules.trim(),
          instantBooking: isInstant,
          ...(isInstant ? {} : { answerWindowHours: hours }),
          minimumGroupSize: size,
          ...(size === null ? {} : { minimumDecisionHours: decision }),
          waitlistOfferHours: offer,
          questions: checkedQuestions,
        };
  };

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <FieldGroup
        legend={t('editor.policies.cancellation')}
        hint={t('editor.policies.cancellationHint')}
      >
        {cancellationPolicies.map((key) => (
          <label key={key} className="choice">
            <input
              type="radio"
              name="cancellation-policy"
              checked={policy === key}
              onChange={() => setPolicy(key)}
            />
            <span className="choice__text">
              <FormattedMessage id={`editor.policies.${key}`} />
              <small>
                <FormattedMessage id={`editor.policies.${key}.text`} />
              </small>
            </span>
          </label>
        ))}
      </FieldGroup>
      <FieldGroup
        legend={t('editor.policies.confirmation')}
        hint={t('editor.policies.confirmationHint')}
      >
        <label className="choice">
          <input
            type="radio"
            name="booking-confirmation"
            checked={isInstant}
            onChange={() => setInstant(true)}
          />
          <span className="choice__text">
            <FormattedMessage id="editor.policies.instant" />
            <small>
              <FormattedMessage id="editor.policies.instant.text" />
            </small>
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="booking-confirmation"
            checked={!isInstant}
            onChange={() => setInstant(false)}
          />
          <span className="choice__text">
            <FormattedMessage id="editor.policies.onRequest" />
            <small>
              <FormattedMessage id="editor.policies.onRequest.text" />
            </small>
          </span>
        </label>
      </FieldGroup>
      {isInstant ? null : (
        <WholeNumberField
          label={t('editor.policies.answerWindow')}
          hint={t('editor.policies.answerWindowHint')}
          error={windowError}
          bounds={answerWindowHours}
          value={windowHours}
          onChange={setWindowHours}
        />
      )}
      <WholeNumberField
        label={t('editor.policies.minimumGroup')}
        hint={t('editor.policies.minimumGroupHint')}
        error={sizeError}
        bounds={minimumGroupSizeBounds}
        value={minimumSize}
        onChange={setMinimumSize}
      />
      {size === null ? null : (
        <WholeNumberField
          label={t('editor.policies.decisionHours')}
          hint={t('editor.policies.decisionHoursHint')}
          error={decisionError}
          bounds={minimumDecisionHours}
          value={decisionHours}
          onChange={setDecisionHours}
        />
      )}
      <WholeNumberField
        label={t('editor.policies.waitlistOfferHours')}
        hint={t('editor.policies.waitlistOfferHoursHint')}
        error={offerError}
        bounds={waitlistOfferHours}
        value={offerHours}
        onChange={setOfferHours}
      />
      {questions.element}
      <Field
        label={t('editor.policies.rules')}
        hint={t('editor.policies.rulesHint')}
        error={rulesError}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="textarea"
            rows={5}
            value={rules}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setRules(e.target.value)}
          />
        )}
      </Field>
    </TabForm>
  );
}

/** A whole number between the rule's bounds, kept as typed: the tab checks it when saving. */
function WholeNumberField(props: {
  label: string;
  hint: string;
  error: string | null | undefined;
  bounds: { min: number; max: number };
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={props.bounds.min}
          max={props.bounds.max}
          step={1}
          value={props.value}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
