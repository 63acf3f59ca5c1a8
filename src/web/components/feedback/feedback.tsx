import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { AlertIcon, CompassIcon } from '../icons/icons';
import './feedback.css';
import { Button } from '../button/button';

/** Nothing to show, with the next step to take. */
export function EmptyState({
  title,
  children,
  action,
  icon,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon">{icon ?? <CompassIcon size={32} />}</div>
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

/** The catalogue message id for a failed call: the API's error code, never its prose. */
export function errorMessageId(error: unknown): string {
  if (error instanceof ApiError) return `errors.code.${error.code}`;
  return 'errors.code.internal-error';
}

/** A failed load: what happened (from the error code) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div className="error-state" role="alert">
      <AlertIcon size={24} />
      <div>
        <p className="error-state__title">
          <FormattedMessage id="errors.loadFailed" />
        </p>
        <p className="error-state__body">{intl.formatMessage({ id: errorMessageId(error) })}</p>
        {onRetry ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            <FormattedMessage id="common.tryAgain" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A neutral placeholder while a page chunk or its data loads. */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <div
      className="container page-skeleton"
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--text" style={{ width: '60%' }} />
      <div className="skeleton skeleton--block" />
    </div>
  );
}
