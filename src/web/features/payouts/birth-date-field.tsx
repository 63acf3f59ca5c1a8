import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { birthYears } from '../../../domain/payout-person';

export type BirthDateValues = { day: string; month: string; year: string };
export const emptyBirthDate: BirthDateValues = { day: '', month: '', year: '' };

/**
 * Date of birth as day, month and year selects (spec 001 §3, §5): years from 18 years ago back to 80. The
 * three make a date only when they form a real one; the domain's check says why not.
 */
export function BirthDateField({
  id,
  label,
  error,
  register,
}: {
  id: string;
  label: string;
  /** A message id; shown under the selects. */
  error?: string | undefined;
  register: (part: keyof BirthDateValues) => UseFormRegisterReturn;
}) {
  const intl = useIntl();
  const monthName = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
  const parts: Array<[keyof BirthDateValues, string[], (v: string) => string]> = [
    ['day', Array.from({ length: 31 }, (_, i) => String(i + 1)), (v) => v],
    [
      'month',
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
      (v) => monthName.format(new Date(Date.UTC(2000, Number(v) - 1, 1))),
    ],
    ['year', birthYears(new Date()).map(String), (v) => v],
  ];
  return (
    <fieldset
      className="field-group birth-date"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field-label">{label}</legend>
      <div className="birth-date__parts">
        {parts.map(([part, options, name]) => (
          <div key={part} className="birth-date__part">
            <label className="field__hint" htmlFor={`${id}-${part}`}>
              <FormattedMessage id={`payouts.form.birthDate.${part}`} />
            </label>
            <select
              id={`${id}-${part}`}
              className={`input select${error ? ' input--invalid' : ''}`}
              aria-invalid={error ? true : undefined}
              {...register(part)}
            >
              <option value="">–</option>
              {options.map((value) => (
                <option key={value} value={value}>
                  {name(value)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <FormattedMessage id={error} />
        </p>
      ) : null}
    </fieldset>
  );
}
