import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { categoryKeys, type CategoryKey } from '../../../../domain/listing';
import { durationKeyOf, maxDurationMinutes } from '../../../../domain/listing-duration';
import { listingTextBounds as bounds } from '../../../../domain/listing-states';
import { CharacterCount, Field, FieldGroup } from '../../../components/form/form';
import { TabForm, type TabProps } from './tab-form';
import { useTouched } from './use-touched';

export function DescriptionTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [title, setTitle] = useState(listing?.title ?? '');
  const [shortDescription, setShortDescription] = useState(listing?.shortDescription ?? '');
  const [description, setDescription] = useState(listing?.description ?? '');
  const [categories, setCategories] = useState<CategoryKey[]>(listing?.publicData.categories ?? []);
  // Any length (issue 49): hours and minutes; the search bucket follows from them.
  const exact = listing?.durationMinutes ?? null;
  const [hours, setHours] = useState(exact ? String(Math.floor(exact / 60)) : '');
  const [minutes, setMinutes] = useState(exact && exact % 60 ? String(exact % 60) : '');
  const wholeOrEmpty = (v: string) => v.trim() === '' || /^\d{1,3}$/.test(v.trim());
  const totalMinutes = Number(hours || 0) * 60 + Number(minutes || 0);
  const [certificate, setCertificate] = useState(listing?.publicData.certificate ?? '');
  const touched = useTouched();

  const errors = {
    title:
      title.trim() === ''
        ? t('editor.description.titleRequired')
        : title.length > bounds.title.max
          ? t('editor.tooLong', { max: bounds.title.max })
          : null,
    shortDescription:
      shortDescription.trim() === ''
        ? t('editor.description.shortDescriptionRequired')
        : shortDescription.trim().length < bounds.shortDescription.min ||
            shortDescription.length > bounds.shortDescription.max
          ? t('editor.description.shortDescriptionLength', {
              min: bounds.shortDescription.min,
              max: bounds.shortDescription.max,
            })
          : null,
    description:
      description.trim() === ''
        ? t('editor.description.descriptionRequired')
        : description.length > bounds.description.max
          ? t('editor.tooLong', { max: bounds.description.max })
          : null,
    duration:
      !wholeOrEmpty(hours) ||
      !wholeOrEmpty(minutes) ||
      Number(minutes || 0) > 59 ||
      totalMinutes > maxDurationMinutes
        ? t('editor.description.durationInvalid')
        : null,
    certificate:
      certificate.length > bounds.certificate.max
        ? t('editor.tooLong', { max: bounds.certificate.max })
        : null,
  };
  const shown = (field: keyof typeof errors) => (touched.shows(field) ? errors[field] : null);

  const prepare = () => {
    touched.attempt();
    if (Object.values(errors).some(Boolean)) return undefined;
    return {
      title: title.trim(),
      shortDescription: shortDescription.trim(),
      description: description.trim(),
      categories,
      // No duration given keeps a bucket chosen before durations had minutes.
      ...(totalMinutes > 0
        ? { durationMinutes: totalMinutes }
        : {
            durationMinutes: null,
            duration: exact ? null : (listing?.publicData.duration ?? null),
          }),
      certificate: certificate.trim(),
    };
  };

  const toggle = (key: CategoryKey) =>
    setCategories((list) => (list.includes(key) ? list.filter((c) => c !== key) : [...list, key]));

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <Field
        label={t('editor.description.title')}
        hint={t('editor.description.titleHint')}
        error={shown('title')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input"
            value={title}
            maxLength={bounds.title.max + 20}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => touched.touch('title')}
          />
        )}
      </Field>
      <Field
        label={t('editor.description.shortDescription')}
        hint={t('editor.description.shortDescriptionHint', {
          suffix: t('listing.meta.bookOnline'),
        })}
        error={shown('shortDescription')}
      >
        {({ id, describedBy, invalid }) => (
          <>
            <input
              id={id}
              className="input"
              value={shortDescription}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setShortDescription(e.target.value)}
              onBlur={() => touched.touch('shortDescription')}
            />
            <CharacterCount value={shortDescription} max={bounds.shortDescription.max} />
          </>
        )}
      </Field>
      <Field
        label={t('editor.description.description')}
        hint={t('editor.description.descriptionHint')}
        error={shown('description')}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="textarea"
            rows={8}
            value={description}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setDescription(e.target.value)}
            onBlur={() => touched.touch('description')}
          />
        )}
      </Field>
      <FieldGroup
        legend={t('editor.description.categories')}
        hint={t('editor.description.categoriesHint')}
      >
        <div className="pill-choices">
          {categoryKeys.map((key) => (
            <label key={key} className="pill-choice">
              <input
                type="checkbox"
                checked={categories.includes(key)}
                onChange={() => toggle(key)}
              />
              <span>
                <FormattedMessage id={`categories.${key}`} />
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup
        legend={t('editor.description.duration')}
        hint={
          totalMinutes > 0 && !errors.duration
            ? t('editor.description.durationBucket', {
                bucket: t(`durations.${durationKeyOf(totalMinutes)}`),
              })
            : t('editor.description.durationHint')
        }
        error={shown('duration')}
      >
        <div className="duration-fields">
          <Field label={t('editor.description.durationHours')}>
            {({ id }) => (
              <input
                id={id}
                className="input input--short"
                inputMode="numeric"
                value={hours}
                onChange={(e) => setHours(e.target.value)}
                onBlur={() => touched.touch('duration')}
              />
            )}
          </Field>
          <Field label={t('editor.description.durationMinutes')}>
            {({ id }) => (
              <input
                id={id}
                className="input input--short"
                inputMode="numeric"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                onBlur={() => touched.touch('duration')}
              />
            )}
          </Field>
        </div>
      </FieldGroup>
      <Field
        label={t('editor.description.certificate')}
        hint={t('editor.description.certificateHint')}
        error={shown('certificate')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input input--medium"
            value={certificate}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setCertificate(e.target.value)}
            onBlur={() => touched.touch('certificate')}
          />
        )}
      </Field>
    </TabForm>
  );
}
