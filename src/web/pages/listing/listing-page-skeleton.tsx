import { useIntl } from '../../i18n/intl';
import './listing-page.css';

export function ListingPageSkeleton() {
  const intl = useIntl();
  return (
    <div
      className="container listing-page"
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <div className="skeleton skeleton--text" style={{ width: '20%', marginTop: 24 }} />
      <div className="skeleton skeleton--heading" style={{ marginTop: 16 }} />
      <div className="skeleton listing-gallery--skeleton" />
      <div className="listing-page__layout">
        <div className="skeleton listing-page__aside" style={{ height: 240 }} />
        <div className="listing-page__main">
          {[90, 100, 80, 95, 60].map((w, i) => (
            <div
              key={i}
              className="skeleton skeleton--text"
              style={{ width: `${w}%`, marginBottom: 12 }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
