import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { RecommendationRegion, RecommendationScenario } from '../../../domain/recommendations';
import { ListingCard } from '../../components/listing-card/listing-card';
import { FormattedMessage } from '../../i18n/intl';
import { callApi } from '../../lib/api-client';
import { recommendationKeys, recommendationsQuery } from './recommendation-queries';
import './recommendations-carousel.css';

/** The heading of each scenario a page shows (its texts are in the recommendations bundle). */
const titleIds: Partial<Record<RecommendationScenario, string>> = {
  'listing-similar': 'recommendations.similar.title',
  'homepage-recently-viewed': 'recommendations.recentlyViewed.title',
  'listing-bestsellers': 'recommendations.bestsellers.title',
  'homepage-popular': 'recommendations.popular.title',
  popular: 'recommendations.popular.title',
  'checkout-crosssell': 'recommendations.crosssell.title',
};

type Props = {
  scenario: RecommendationScenario;
  /** The listing being looked at (item scenarios). */
  listingId?: string;
  /** The page shows this listing: its view is recorded, with the recommId its link carried. */
  viewedListingId?: string;
  /** The page is this listing's checkout: a cart addition is recorded, with the recommId it carried. */
  cartListingId?: string;
};

/**
 * A scenario's recommended tours as a row of listing cards (spec 001 §9: slides at least 300 px,
 * up to 6 in view, 24 px apart, 3:2 photos). Nothing is shown while loading, on a failure (only
 * logged) or when there is none.
 */
export function RecommendationsCarousel({
  scenario,
  listingId,
  viewedListingId,
  cartListingId,
}: Props) {
  const [searchParams] = useSearchParams();
  const region = searchParams.get('region') ?? undefined;
  const recommendations = useQuery(
    recommendationsQuery(scenario, listingId, isRegion(region) ? region : undefined),
  );
  const queryClient = useQueryClient();
  const recommId = searchParams.get('recommId') ?? undefined;

  useEffect(() => {
    if (!viewedListingId) return;
    callApi('POST /api/recommendations/views', { body: { listingId: viewedListingId, recommId } })
      // The landing page's recently viewed tours change with this view.
      .then(() => queryClient.invalidateQueries({ queryKey: recommendationKeys.all }))
      .catch((error: unknown) => console.warn('The listing view was not recorded', error));
  }, [viewedListingId, recommId, queryClient]);

  useEffect(() => {
    if (!cartListingId) return;
    callApi('POST /api/recommendations/interactions', {
      body: { kind: 'cart-addition', listingId: cartListingId, recommId },
    }).catch((error: unknown) => console.warn('The cart addition was not recorded', error));
  }, [cartListingId, recommId]);
  useEffect(() => {
    if (recommendations.isError)
      console.warn('Recommendations failed to load', recommendations.error);
  }, [recommendations.isError, recommendations.error]);

  const cards = recommendations.data?.data ?? [];
  if (cards.length === 0) return null;
  const headingId = `recommendations-${scenario}`;
  return (
    <section className="container section recommendations" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        <FormattedMessage id={titleIds[scenario] ?? 'recommendations.similar.title'} />
      </h2>
      <ul className="recommendations__track">
        {cards.map((card) => (
          <li className="recommendations__slide" key={card.id}>
            <ListingCard listing={card} href={card.href} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const regions: string[] = ['madeira', 'azores', 'mainland'] satisfies RecommendationRegion[];
const isRegion = (value: string | undefined): value is RecommendationRegion =>
  value !== undefined && regions.includes(value);

/** The listing page's similar tours; the page's view is recorded with them. */
export const SimilarTours = ({ listingId }: { listingId: string }) => (
  <RecommendationsCarousel
    scenario="listing-similar"
    listingId={listingId}
    viewedListingId={listingId}
  />
);
