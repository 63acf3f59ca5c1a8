import { queryOptions, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { categoryKeys } from '../../../domain/listing';
import { EmptyState, ErrorState } from '../../components/feedback/feedback';
import { ArrowRightIcon, LeafIcon, ShieldIcon } from '../../components/icons/page-icons';
import { CheckCircleIcon } from '../../components/icons/icons';
import { ListingGrid, ListingGridSkeleton } from '../../components/listing-card/listing-card';
import { LazySearchBox } from '../../components/search-box/lazy-search-box';
import { accountDeletedParam } from '../../auth/auth-actions';
import { callApi } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LazyRecommendations } from '../../features/recommendations/lazy-recommendations';
import { HeroArt } from './hero-art';
import './home-page.css';
import { ButtonLink } from '../../components/button/button-link';

const featuredCount = 6;

// Featured and best first (decision 130), read without search's URL rules: the landing page then
// needs none of search's code.
const featuredQuery = queryOptions({
  queryKey: ['featured-listings', featuredCount],
  queryFn: ({ signal }) =>
    callApi('GET /api/listings/featured', { query: { perPage: featuredCount } }, { signal }),
});

/** The landing page (/) and the main page (/home). */
// "Why book with Levada": message keys landing.why.{key}Title and {key}Text.
const whyItems = [
  { key: 'cancellation', Icon: CheckCircleIcon },
  { key: 'local', Icon: LeafIcon },
  { key: 'payment', Icon: ShieldIcon },
] as const;

export default function HomePage() {
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: 'landing.documentTitle' }),
    intl.formatMessage({ id: 'landing.hero.subtitle' }),
  );
  const featured = useQuery(featuredQuery);
  const [params] = useSearchParams();

  return (
    <>
      {params.get(accountDeletedParam) === '1' ? (
        <div className="container home-notice" role="status">
          <CheckCircleIcon size={20} />
          <p>
            <FormattedMessage id="landing.accountDeleted" />
          </p>
        </div>
      ) : null}
      <section className="hero">
        <HeroArt />
        <div className="hero__shade" />
        <div className="container hero__content">
          <p className="hero__eyebrow">
            <FormattedMessage id="landing.hero.eyebrow" />
          </p>
          <h1 className="hero__title">
            <FormattedMessage id="landing.hero.title" />
          </h1>
          <p className="hero__subtitle">
            <FormattedMessage id="landing.hero.subtitle" />
          </p>
          <div className="hero__search">
            {/* A plain form until its code arrives: the server's HTML searches without it, and the rest
                of the page does not wait for it to come alive. */}
            <LazySearchBox variant="hero" />
          </div>
          <ul className="hero__promises">
            <li>
              <CheckCircleIcon size={18} />
              <FormattedMessage id="landing.hero.promiseCancellation" />
            </li>
            <li>
              <CheckCircleIcon size={18} />
              <FormattedMessage id="landing.hero.promiseLocal" />
            </li>
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="categories-title">
        <div className="section__header">
          <div>
            <h2 id="categories-title" className="section__title">
              <FormattedMessage id="landing.categories.title" />
            </h2>
            <p className="section__subtitle">
              <FormattedMessage id="landing.categories.subtitle" />
            </p>
          </div>
        </div>
        <ul className="category-pills">
          {categoryKeys.map((key) => (
            <li key={key}>
              <Link
                className="category-pill"
                to={`/s?${new URLSearchParams({ pub_categories: key }).toString()}`}
              >
                <FormattedMessage id={`categories.${key}`} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="featured-title">
        <div className="section__header">
          <div>
            <h2 id="featured-title" className="section__title">
              <FormattedMessage id="landing.featured.title" />
            </h2>
            <p className="section__subtitle">
              <FormattedMessage id="landing.featured.subtitle" />
            </p>
          </div>
          <Link className="link-arrow" to="/s">
            <FormattedMessage id="landing.featured.seeAll" />
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        {featured.isPending ? (
          <ListingGridSkeleton count={featuredCount} />
        ) : featured.isError ? (
          <ErrorState error={featured.error} onRetry={() => void featured.refetch()} />
        ) : featured.data.data.length === 0 ? (
          <EmptyState title={<FormattedMessage id="landing.featured.emptyTitle" />}>
            <p>
              <FormattedMessage id="landing.featured.emptyText" />
            </p>
          </EmptyState>
        ) : (
          <ListingGrid listings={featured.data.data} eagerCount={0} />
        )}
      </section>

      <LazyRecommendations scenario="homepage-recently-viewed" />
      <LazyRecommendations scenario="homepage-popular" />

      <section className="container section" aria-labelledby="why-title">
        <h2 id="why-title" className="section__title">
          <FormattedMessage id="landing.why.title" />
        </h2>
        <ul className="why-list">
          {whyItems.map(({ key, Icon }) => (
            <li className="why-item" key={key}>
              <span className="why-item__icon">
                <Icon size={24} />
              </span>
              <h3 className="why-item__title">
                <FormattedMessage id={`landing.why.${key}Title`} />
              </h3>
              <p className="why-item__text">
                <FormattedMessage id={`landing.why.${key}Text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section">
        <div className="partner-band">
          <div className="partner-band__item">
            <h2 className="partner-band__title">
              <FormattedMessage id="landing.partners.operatorsTitle" />
            </h2>
            <p>
              <FormattedMessage id="landing.partners.operatorsText" />
            </p>
            <ButtonLink variant="primary" to="/tour-operators">
              <FormattedMessage id="landing.partners.operatorsCta" />
            </ButtonLink>
          </div>
          <div className="partner-band__item">
            <h2 className="partner-band__title">
              <FormattedMessage id="landing.partners.affiliatesTitle" />
            </h2>
            <p>
              <FormattedMessage id="landing.partners.affiliatesText" />
            </p>
            <ButtonLink variant="secondary" to="/affiliates">
              <FormattedMessage id="landing.partners.affiliatesCta" />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
