import type { PublicListing } from '../../../contracts/listings';
import type { ReviewListResponse } from '../../../contracts/talk';
import { canonicalPathOf } from '../../../contracts/canonical-path';
import { matchRoute, type RouteName } from '../../../contracts/routes';
import { AppError } from '../../../domain/errors';
import {
  fallbackVariant,
  listingMainPhoto,
  srcSetOf,
  shareVariantNames,
  variantsOf,
} from '../../../domain/image-variants';
import { languages, type Language } from '../../../domain/languages';
import { clipMetaDescription, listingMetaDescription } from '../../../domain/listing';
import {
  canonicalListingPath,
  isUuid,
  listingPath,
  parseListingPath,
} from '../../../domain/listing-urls';
import { canonicalSearchQueryString, parseSearchParams } from '../../../domain/search';
import type { Db } from '../../db/client';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import { showPublicUser } from '../accounts/show-public-user';
import { showPublicListing } from '../listings/show-public-listing';
import { listPublicReviews } from '../talk/list-reviews';

/** What the server writes into a page's <head> (decision 052). Paths are relative to the site's origin. */
export type PageHead = {
  status: 200 | 404;
  locale: Language;
  title: string;
  description: string;
  /** The canonical path and query, without the language (each language's URL adds `lang`). */
  canonical: string | null;
  isIndexable: boolean;
  image: {
    url: string;
    width: number;
    height: number;
    alt: string;
    /** The smaller share crop (600×314), a second Open Graph image for sites that take less. */
    small?: { url: string; width: number; height: number };
  } | null;
  /** The largest paint's image, fetched before the app runs: the candidates and sizes the page uses. */
  preloadImage: { href: string; srcset: string; sizes: string; type?: string } | null;
  type: 'website' | 'product' | 'profile';
  /** schema.org nodes, written as one JSON-LD script each. */
  structuredData: Record<string, unknown>[];
};

/** Every message of each language as written, English underneath (the build's page texts). */
export type PageTexts = Record<Language, Record<string, string>>;

// The message that names each public page, and the one that describes it (the site's tagline unless given).
const pageTitles: Partial<Record<RouteName, { title: string; description?: string }>> = {
  LandingPage: { title: 'landing.documentTitle', description: 'landing.hero.subtitle' },
  MainPage: { title: 'landing.documentTitle', description: 'landing.hero.subtitle' },
  SearchPage: { title: 'search.documentTitle' },
  SearchListingsPage: { title: 'search.documentTitle' },
  SearchMapPage: { title: 'search.documentTitle' },
  SearchFiltersPage: { title: 'search.documentTitle' },
  LandingPageTO: { title: 'accounts.operators.title', description: 'accounts.operators.lead' },
  LandingPageSA: { title: 'partners.affiliates.title', description: 'partners.affiliates.lead' },
  Bnbs: { title: 'partners.bnbs.title', description: 'partners.bnbs.lead' },
  AboutPage: { title: 'static.about.title' },
  FAQPage: { title: 'static.faq.title' },
  ContactUsPage: { title: 'static.contact.title' },
  TermsOfServicePage: { title: 'static.terms.title' },
  PrivacyPolicyPage: { title: 'static.privacy.title' },
  LoginPage: { title: 'accounts.login.title' },
  SignupPage: { title: 'accounts.signup.title' },
  PasswordRecoveryPage: { title: 'accounts.recovery.title' },
  PasswordResetPage: { title: 'accounts.reset.title' },
  ConfirmPage: { title: 'accounts.confirm.title' },
  NotFoundPage: { title: 'errors.notFound.title' },
  UnderConstructionPage: { title: 'static.underConstruction.title' },
};

// Pages worth finding in a search engine; the rest (forms, the outbox, errors) say noindex.
const indexable = new Set<RouteName>([
  'LandingPage',
  'SearchPage',
  'LandingPageTO',
  'LandingPageSA',
  'Bnbs',
  'AboutPage',
  'FAQPage',
  'ContactUsPage',
  'TermsOfServicePage',
  'PrivacyPolicyPage',
  'ListingPage',
  'ListingPageCanonical',
  'ProfilePage',
]);

const searchRoutes = new Set<RouteName>([
  'SearchPage',
  'SearchListingsPage',
  'SearchMapPage',
  'SearchFiltersPage',
]);

export const siteName = 'Levada';

const titleOf = (text: string) => `${text} | ${siteName}`;
const pick = (translated: string | undefined, original: string) =>
  translated && translated.trim() ? translated : original;

/**
 * The head of a public page: title, description, canonical path, share image and structured data,
 * in the page's language. Listings and profiles are read from the database (a missing one is a 404).
 * Login-only routes get the site's defaults: the browser renders them.
 */
export async function describePage(
  deps: { db: Db; imageStorage: ImageStorage },
  texts: PageTexts,
  request: { pathname: string; query: URLSearchParams; locale: Language },
): Promise<PageHead> {
  const { pathname, query, locale } = request;
  const t = (id: string) => texts[locale][id] ?? texts.en[id] ?? id;
  const route = matchRoute(pathname);
  const name = route?.name as RouteName | undefined;
  const tagline = t('layout.footer.tagline');
  const base: PageHead = {
    status: 200,
    locale,
    title: titleOf(t('landing.documentTitle')),
    description: tagline,
    canonical: null,
    isIndexable: false,
    image: null,
    preloadImage: null,
    type: 'website',
    structuredData: [],
  };
  if (!route || !name) return { ...base, status: 404, title: titleOf(t('errors.notFound.title')) };
  if (route.access !== 'public' || route.redirectTo) return base;

  if (name === 'ListingPage' || name === 'ListingPageCanonical') {
    const parsed = parseListingPath(pathname);
    const [listing, reviews] = parsed
      ? await Promise.all([
          findOrNull(() => showPublicListing(deps, parsed.id)),
          listPublicReviews(deps, {
            listingId: parsed.id,
            page: 1,
            perPage: structuredReviewCount,
          }),
        ])
      : [null, null];
    if (!listing || !reviews)
      return { ...base, status: 404, title: titleOf(t('errors.notFound.title')) };
    return describeListing(base, listing, reviews, locale, t);
  }

  if (name === 'ProfilePage') {
    const id = pathname.split('/')[2] ?? '';
    const user = isUuid(id) ? await findOrNull(() => showPublicUser(deps, id.toLowerCase())) : null;
    if (!user) return { ...base, status: 404, title: titleOf(t('errors.notFound.title')) };
    const isGone = user.isBanned || user.isDeleted;
    return {
      ...base,
      title: titleOf(user.displayName),
      description: user.bio?.trim() ? clipMetaDescription(user.bio) : tagline,
      canonical: `/u/${user.id}`,
      isIndexable: !isGone,
      type: 'profile',
      structuredData: isGone
        ? []
        : [
            {
              '@context': 'https://schema.org',
              '@type': 'Person',
              name: user.displayName,
              url: `/u/${user.id}`,
            },
          ],
    };
  }

  const page = pageTitles[name];
  const head: PageHead = {
    ...base,
    title: page ? titleOf(t(page.title)) : base.title,
    description: page?.description ? t(page.description) : tagline,
    canonical: canonicalPathOf(route, pathname),
    isIndexable: indexable.has(name),
    // A fixed page sits under the home page (the landing page replaces this with its own below).
    structuredData: page
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumbItems([[t(page.title), route.path]]),
          },
        ]
      : [],
  };
  if (searchRoutes.has(name)) {
    // Only address, bounds, categories, region and sort count (spec 000 §9); malformed values are dropped.
    const { params } = parseSearchParams(query);
    const canonicalQuery = canonicalSearchQueryString(params);
    const canonical = `/s${canonicalQuery ? `?${canonicalQuery}` : ''}`;
    return {
      ...head,
      canonical,
      isIndexable: true,
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: breadcrumbItems([[t('search.documentTitle'), '/s']]),
        },
      ],
    };
  }
  if (name === 'LandingPage' || name === 'MainPage') {
    return {
      ...head,
      canonical: '/',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: siteName,
          url: '/',
          logo: '/favicon.svg',
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: siteName,
          url: '/',
          potentialAction: {
            '@type': 'SearchAction',
            target: '/s?keywords={search_term_string}',
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }
  return head;
}

/** A BreadcrumbList's items: the site's home first, then each [name, path]. */
const breadcrumbItems = (trail: [string, string][]) =>
  [[siteName, '/'] as const, ...trail].map(([name, item], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item,
  }));

// The newest published reviews written into the listing's structured data, beside the average of all.
const structuredReviewCount = 5;
const ratingScale = { bestRating: 5, worstRating: 1 };

function describeListing(
  base: PageHead,
  listing: PublicListing,
  reviews: ReviewListResponse,
  locale: Language,
  t: (id: string) => string,
): PageHead {
  const translation = listing.publicData.translations?.[locale];
  const title = pick(translation?.title, listing.title);
  const short = pick(translation?.shortDescription, listing.shortDescription);
  const description = short
    ? listingMetaDescription(short, t('listing.meta.bookOnline'))
    : t('layout.footer.tagline');
  const image = shareImageOf(listing);
  const small = listing.images[0]?.variants.find((v) => v.name === shareVariantNames.small);
  const path = listingPath(listing.id, listing.title);
  const offer = listing.price
    ? {
        '@type': 'Offer',
        price: (listing.price.amount / 100).toFixed(2),
        priceCurrency: listing.price.currency,
        availability: 'https://schema.org/InStock',
        url: path,
      }
    : undefined;
  const { averageRating, count } = reviews.summary;
  const shownReviews = reviews.data.filter((review) => !review.isDeleted && review.rating !== null);
  return {
    ...base,
    title: titleOf(title),
    description,
    canonical: canonicalListingPath(listing.id),
    isIndexable: true,
    image: image
      ? {
          ...image,
          alt: title,
          ...(small ? { small: { url: small.url, width: small.width, height: small.height } } : {}),
        }
      : null,
    preloadImage: mainPhotoOf(listing),
    type: 'product',
    structuredData: [
      {
        '@context': 'https://schema.org',
        // A tour is both a trip (what it is) and a product (what is bought, with its offer).
        '@type': ['Product', 'TouristTrip'],
        name: title,
        description: short || undefined,
        url: path,
        image: image ? [image.url] : undefined,
        brand: { '@type': 'Organization', name: listing.author.displayName },
        provider: {
          '@type': 'Organization',
          name: listing.author.displayName,
          url: `/u/${listing.author.id}`,
        },
        offers: offer,
        aggregateRating:
          averageRating !== null && count > 0
            ? {
                '@type': 'AggregateRating',
                ratingValue: averageRating,
                reviewCount: count,
                ...ratingScale,
              }
            : undefined,
        review: shownReviews.length
          ? shownReviews.map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.author.displayName },
              datePublished: review.createdAt.slice(0, 10),
              reviewBody: review.content,
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...ratingScale },
            }))
          : undefined,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: breadcrumbItems([
          [t('search.documentTitle'), '/s'],
          [title, path],
        ]),
      },
    ],
  };
}

/**
 * The listing's first photo for link previews: its share crop (1200×630, issue 49) when it has one,
 * else the 1200 px wide landscape crop, else the closest in width.
 */
function shareImageOf(
  listing: PublicListing,
): { url: string; width: number; height: number } | null {
  const variants = listing.images[0]?.variants ?? [];
  const share = variants.find((v) => v.name === shareVariantNames.large);
  if (share) return { url: share.url, width: share.width, height: share.height };
  const crops = variants.filter((v) => v.name.startsWith('landscape-crop'));
  const pool = crops.length ? crops : variants;
  const best = [...pool].sort((a, b) => Math.abs(a.width - 1200) - Math.abs(b.width - 1200))[0];
  return best ? { url: best.url, width: best.width, height: best.height } : null;
}

/** The gallery's first photo as listing-gallery.tsx shows it (landscape crops, else the card crops). */
function mainPhotoOf(listing: PublicListing): PageHead['preloadImage'] {
  const crops = variantsOf(listing.images[0], listingMainPhoto.family);
  const variants = crops.length ? crops : variantsOf(listing.images[0], 'listing-card');
  const src = fallbackVariant(variants, listingMainPhoto.minWidth);
  if (!src) return null;
  const sizes = listingMainPhoto.sizes;
  // The <picture>'s first source is AVIF: preload those candidates (browsers without AVIF skip it).
  const avif = srcSetOf(variants, 'avifUrl');
  if (avif && src.avifUrl) return { href: src.avifUrl, srcset: avif, sizes, type: 'image/avif' };
  return { href: src.url, srcset: srcSetOf(variants), sizes };
}

async function findOrNull<T>(find: () => Promise<T>): Promise<T | null> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return null;
    throw error;
  }
}

/** The page's language: `lang` in the URL, else the best of Accept-Language, else English; unknown ones fall back. */
export function pageLocale(
  langParam: string | null,
  acceptLanguage: string | undefined,
  /** The language this browser chose (the `lang` cookie the web app writes beside its stored choice). */
  chosen: string | null = null,
): Language {
  for (const lang of [langParam, chosen])
    if (lang && (languages as readonly string[]).includes(lang)) return lang as Language;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = wanted.find((entry) => (languages as readonly string[]).includes(entry.lang));
  return (found?.lang as Language | undefined) ?? 'en';
}
