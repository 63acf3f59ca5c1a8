import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { updateListingBodySchema } from '../../../../contracts/own-listings';
import { categoryKeys, type CategoryKey } from '../../../../domain/listing';
import { durationKeyOf } from '../../../../domain/listing-duration';
import { listingTextBounds as bounds } from '../../../../domain/listing-states';
import { CharacterCount, Field, FieldGroup } from '../../../components/form/form';
import { prepareOf, shownError, TabForm, type TabProps } from './tab-form';

const { title, shortDescription, description, categories, durationMinutes, certificate } =
  updateListingBodySchema.shape;

/**
 * Minutes of the hours and minutes typed (issue 49): null when both are empty, undefined when they
 * are not a duration the listing may have.
 */
function minutesOf(hours: string, minutes: string): number | null | undefined {
  const wholeOrEmpty = (v: string) => v.trim() === '' || /^\d{1,3}$/.test(v.trim());
  if (!wholeOrEmpty(hours) || !wholeOrEmpty(minutes) || Number(minutes || 0) > 59) return undefined;
  const total = Number(hours || 0) * 60 + Number(minutes || 0);
  if (total === 0) return null;
  return durationMinutes.unwrap().safeParse(total).success ? total : undefined;
}

/** The tab's fields, checked as PATCH /api/own-listings/:id checks them; the texts are required here. */
const descriptionFormSchema = z
  .object({
    title: title.unwrap(),
    shortDescription: shortDescription.unwrap().min(1),
    description: description.unwrap().min(1),
    categories: categories.unwrap(),
    hours: z.string(),
    minutes: z.string(),
    certificate: certificate.unwrap(),
  })
  .superRefine((values, context) => {
    // Hours and minutes are one answer: its error is on the hours, shown under both.
    if (minutesOf(values.hours, values.minutes) === undefined)
      context.addIssue({ code: 'custom', path: ['hours'], message: 'durationInvalid' });
  });
type Values = z.input<typeof descriptionFormSchema>;
type Checked = z.output<typeof descriptionFormSchema>;

export function DescriptionTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // Any length (issue 49): hours and minutes; the search bucket follows from them.
  const exact = listing?.durationMinutes ?? null;
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(descriptionFormSchema),
    mode: 'all',
    defaultValues: {
      title: listing?.title ?? '',
      shortDescription: listing?.shortDescription ?? '',
      description: listing?.description ?? '',
      categories: listing?.publicData.categories ?? [],
      hours: exact ? String(Math.floor(exact / 60)) : '',
      minutes: exact && exact % 60 ? String(exact % 60) : '',
      certificate: listing?.publicData.certificate ?? '',
    },
  });
  const chosenCategories = useController({ control: form.control, name: 'categories' }).field;
  const totalMinutes = minutesOf(form.watch('hours'), form.watch('minutes'));

  /** A text's error: required when empty (once trimmed), else too long. */
  const textError = (error: FieldError | undefined, requiredId: string, max: number) =>
    !error ? null : error.type === 'too_big' ? t('editor.tooLong', { max }) : t(requiredId);
  const titleError = shownError(form, 'title');
  const shortDescriptionError = shownError(form, 'shortDescription');
  const durationError = shownError(form, 'hours', 'minutes');
  const certificateError = shownError(form, 'certificate');

  const prepare = prepareOf(form, (values) => {
    const total = minutesOf(values.hours, values.minutes);
    return {
      title: values.title,
      shortDescription: values.shortDescription,
      description: values.description,
      categories: values.categories,
      // No duration given keeps a bucket chosen before durations had minutes.
      ...(total
        ? { durationMinutes: total }
        : {
            durationMinutes: null,
            duration: exact ? null : (listing?.publicData.duration ?? null),
          }),
      certificate: values.certificate,
    };
  });

  const toggle = (key: CategoryKey) => {
    const list = chosenCategories.value;
    chosenCategories.onChange(list.includes(key) ? list.filter((c) => c !== key) : [...list, key]);
  };

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <Field
        label={t('editor.description.title')}
        hint={t('editor.description.titleHint')}
        error={textError(titleError, 'editor.description.titleRequired', bounds.title.max)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input"
            maxLength={bounds.title.max + 20}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('title')}
          />
        )}
      </Field>
      <Field
        label={t('editor.description.shortDescription')}
        hint={t('editor.description.shortDescriptionHint', {
          suffix: t('listing.meta.bookOnline'),
        })}
        error={
          !shortDescriptionError
            ? null
            : shortDescriptionError.type === 'too_small'
              ? t('editor.description.shortDescriptionRequired')
              : t('editor.description.shortDescriptionLength', {
                  min: bounds.shortDescription.min,
                  max: bounds.shortDescription.max,
                })
        }
      >
        {({ id, describedBy, invalid }) => (
          <>
            <input
              id={id}
              className="input"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('shortDescription')}
            />
            <CharacterCount
              value={form.watch('shortDescription')}
              max={bounds.shortDescription.max}
            />
          </>
        )}
      </Field>
      <Field
        label={t('editor.description.description')}
        hint={t('editor.description.descriptionHint')}
        error={textError(
          shownError(form, 'description'),
          'editor.description.descriptionRequired',
          bounds.description.max,
        )}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="textarea"
            rows={8}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('description')}
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
                checked={chosenCategories.value.includes(key)}
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
          totalMinutes
            ? t('editor.description.durationBucket', {
                bucket: t(`durations.${durationKeyOf(totalMinutes)}`),
              })
            : t('editor.description.durationHint')
        }
        error={durationError ? t('editor.description.durationInvalid') : null}
      >
        <div className="duration-fields">
          <Field label={t('editor.description.durationHours')}>
            {({ id }) => (
              <input
                id={id}
                className="input input--short"
                inputMode="numeric"
                {...form.register('hours')}
              />
            )}
          </Field>
          <Field label={t('editor.description.durationMinutes')}>
            {({ id }) => (
              <input
                id={id}
                className="input input--short"
                inputMode="numeric"
                {...form.register('minutes', { deps: 'hours' })}
              />
            )}
          </Field>
        </div>
      </FieldGroup>
      <Field
        label={t('editor.description.certificate')}
        hint={t('editor.description.certificateHint')}
        error={certificateError ? t('editor.tooLong', { max: bounds.certificate.max }) : null}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input input--medium"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('certificate')}
          />
        )}
      </Field>
    </TabForm>
  );
}
