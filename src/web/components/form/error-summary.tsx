import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { AlertIcon } from '../icons/icons';
import './form.css';

/** A field's error (a link to the field) or, without a field, a failure of the whole form. */
export type ErrorSummaryItem = { fieldId?: string; messageId: string };

/**
 * After a failed submit: what is wrong, each a link to its field, and focus moved here so a screen
 * reader hears it and a keyboard user starts from it. `attempt` counts failed submits: each one
 * moves focus again.
 */
export function ErrorSummary({ items, attempt }: { items: ErrorSummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const isShown = attempt > 0 && items.length > 0;
  // Focused once per failed submit, when it is first in the page: a form's errors may arrive a
  // render after the attempt is counted (react-hook-form validates asynchronously).
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (attempt === focusedAttempt.current || !ref.current) return;
    focusedAttempt.current = attempt;
    ref.current.focus();
  });
  if (!isShown) return null;
  return (
    <div
      ref={ref}
      className="form-alert form-alert--error error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <AlertIcon size={20} />
      <div>
        <h2 className="error-summary__title" id="error-summary-title">
          <FormattedMessage id="common.errorSummary.title" />
        </h2>
        <ul className="error-summary__list">
          {items.map(({ fieldId, messageId }) => (
            <li key={fieldId ?? messageId}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  onClick={(event) => {
                    event.preventDefault(); // focus the field, not a change of the URL's hash
                    document.getElementById(fieldId)?.focus();
                  }}
                >
                  <FormattedMessage id={messageId} />
                </a>
              ) : (
                <FormattedMessage id={messageId} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
