import { useIntl } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import { pageItems } from '../../../domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import './pagination.css';

/** The current path and query with `page` set to the given number. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${pathname}?${params.toString()}`;
}

/** Previous/next arrows and page links (spec 001 §2); nothing when there is a single page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  const hasPrevious = page > 1 && page <= totalPages;
  const hasNext = page < totalPages;
  const previousLabel = intl.formatMessage({ id: 'common.pagination.previous' });
  const nextLabel = intl.formatMessage({ id: 'common.pagination.next' });

  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'common.pagination.label' })}>
      {hasPrevious ? (
        <Link
          className="pagination__arrow"
          to={pageHref(pathname, search, page - 1)}
          rel="prev"
          aria-label={previousLabel}
        >
          <ChevronLeftIcon />
        </Link>
      ) : (
        <span className="pagination__arrow pagination__arrow--disabled" aria-hidden="true">
          <ChevronLeftIcon />
        </span>
      )}
      <ol className="pagination__pages">
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.before}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={`pagination__page${item.page === page ? ' pagination__page--current' : ''}`}
                to={pageHref(pathname, search, item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'common.pagination.page' },
                  { page: item.page },
                )}
              >
                {intl.formatNumber(item.page)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link
          className="pagination__arrow"
          to={pageHref(pathname, search, Math.max(page, 0) + 1)}
          rel="next"
          aria-label={nextLabel}
        >
          <ChevronRightIcon />
        </Link>
      ) : (
        <span className="pagination__arrow pagination__arrow--disabled" aria-hidden="true">
          <ChevronRightIcon />
        </span>
      )}
    </nav>
  );
}
