import { useQuery } from '@tanstack/react-query';
import { Marker, NavigationControl, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { MessageBundle } from '../../i18n/locales';
import { PageMessages } from '../../i18n/page-messages';
import Supercluster from 'supercluster';
import type { ListingCard as ListingCardData } from '../../../contracts/listings';
import type { MapPoint } from '../../../contracts/search';
import { formatBounds, type Bounds, type DateRange } from '../../../domain/search';
import { useLocale } from '../../app/locale-context';
import { CloseIcon, InfoIcon } from '../../components/icons/icons';
import { ListingCard } from '../../components/listing-card/listing-card';
import { formatPrice } from '../../lib/format-price';
import { listingQuery } from '../listings/listing-queries';
import { localizeTitle } from '../listings/localized-listing';
import { createMap } from '../map/create-map';
import './search-map.css';
import { Button } from '../../components/button/button';
/** Madeira, where most tours are, when there is nothing else to show. */
const defaultView = { center: [-16.95, 32.74] as [number, number], zoom: 9 };

const toLngLatBounds = (b: Bounds): [[number, number], [number, number]] => [
  [b.sw.lng, b.sw.lat],
  [b.ne.lng, b.ne.lat],
];

type Props = {
  /** The tile style (MAP_STYLE_URL); null when the settings could not be read. */
  styleUrl: string | null;
  /** The page of results (their cards open from the markers without another request). */
  listings: ListingCardData[];
  /** Every result in view (the map points), plotted in clusters. */
  points: MapPoint[];
  /** More results than points: the newest are plotted. */
  isCapped: boolean;
  /** The bounds of the search (from the URL), or null for anywhere. */
  bounds: Bounds | null;
  /** The search's dates: a result's card links to its listing with them (decision 085). */
  dates?: DateRange | null;
  /** The traveller moved the map and wants results for what it shows. */
  onSearchArea: (bounds: Bounds) => void;
};

/** Points closer than this many pixels join one cluster marker. */
const clusterRadius = 56;

/**
 * Every result in view on a MapLibre map: price markers that join in clusters (a click zooms in), a
 * listing's card on click, and "search as I move the map". Without a tile host the embedded basemap
 * of Portugal draws (create-map.ts).
 */
// The map's texts (and its controls') come with the map, not with every search page.
const bundles: MessageBundle[] = ['search.map'];

export default function SearchMap(props: Props) {
  return (
    <PageMessages bundles={bundles}>
      <ResultsMap {...props} />
    </PageMessages>
  );
}

function ResultsMap({ styleUrl, listings, points, isCapped, bounds, dates, onSearchArea }: Props) {
  const intl = useIntl();
  const { locale, formatLocale } = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  // Read when the map is made (once): the language it opened in.
  const intlRef = useRef(intl);
  const markersRef = useRef<Map<string, { marker: Marker; element: HTMLButtonElement }>>(new Map());
  const [view, setView] = useState(0);
  /** The bounds this map last searched for, so that the URL echoing them does not move the map. */
  const reportedRef = useRef<string | null>(null);
  const searchAsMoveRef = useRef(true);
  const onSearchAreaRef = useRef(onSearchArea);
  const [isReady, setIsReady] = useState(false);
  const [isUnsupported, setIsUnsupported] = useState(false);
  const [isBackgroundMissing, setIsBackgroundMissing] = useState(false);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [movedTo, setMovedTo] = useState<Bounds | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    onSearchAreaRef.current = onSearchArea;
    searchAsMoveRef.current = searchAsMove;
  });

  // The map itself, made once.
  useEffect(() => {
    if (!containerRef.current) return;
    let map: MapLibreMap;
    try {
      map = createMap({
        container: containerRef.current,
        styleUrl,
        ...defaultView,
        intl: intlRef.current,
        onBackgroundMissing: () => setIsBackgroundMissing(true),
      });
    } catch (error) {
      console.error('search-map-failed', error);
      setIsUnsupported(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('moveend', (event) => {
      setView((v) => v + 1);
      // Only the traveller's own moves count, not the fitting to the search.
      if (!(event as { originalEvent?: unknown }).originalEvent) return;
      const b = map.getBounds();
      const moved = {
        ne: { lat: b.getNorth(), lng: b.getEast() },
        sw: { lat: b.getSouth(), lng: b.getWest() },
      };
      if (searchAsMoveRef.current) {
        reportedRef.current = formatBounds(moved);
        onSearchAreaRef.current(moved);
      } else {
        setMovedTo(moved);
      }
    });
    setIsReady(true);
    const markers = markersRef.current;
    return () => {
      markers.clear();
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl]);

  // Fit to the search's bounds, or to the results when the search has none.
  const boundsKey = bounds ? formatBounds(bounds) : null;
  const pointsKey = points.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isReady) return;
    if (boundsKey && boundsKey === reportedRef.current) return;
    if (bounds) {
      map.fitBounds(toLngLatBounds(bounds), { animate: false, padding: 16 });
      return;
    }
    if (points.length === 0) return;
    const box: Bounds = {
      ne: {
        lat: Math.max(...points.map((p) => p.lat)),
        lng: Math.max(...points.map((p) => p.lng)),
      },
      sw: {
        lat: Math.min(...points.map((p) => p.lat)),
        lng: Math.min(...points.map((p) => p.lng)),
      },
    };
    map.fitBounds(toLngLatBounds(box), { animate: false, padding: 48, maxZoom: 13 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the values that matter
  }, [isReady, boundsKey, pointsKey]);

  // The points in supercluster's index, made again when the results change.
  const index = useMemo(() => {
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: clusterRadius, maxZoom: 16 });
    cluster.load(
      points.map((point) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: { point },
      })),
    );
    return cluster;
  }, [points]);

  // A price marker per point in view, and a count marker per cluster; made again after every move.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isReady) return;
    const markers = markersRef.current;
    for (const { marker } of markers.values()) marker.remove();
    markers.clear();
    const b = map.getBounds();
    const features = index.getClusters(
      [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      Math.round(map.getZoom()),
    );
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const element = document.createElement('button');
      element.type = 'button';
      let key: string;
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = feature.properties;
        key = `cluster-${clusterId}`;
        element.className = 'search-map__cluster';
        element.textContent = intl.formatNumber(count);
        element.setAttribute(
          'aria-label',
          intl.formatMessage({ id: 'search.map.cluster' }, { count }),
        );
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          map.easeTo({
            center: [lng, lat],
            zoom: Math.min(index.getClusterExpansionZoom(clusterId), 17),
          });
        });
      } else {
        const { point } = feature.properties as { point: MapPoint };
        key = point.id;
        const price = point.price
          ? formatPrice(point.price.amount, point.price.currency, formatLocale)
          : null;
        element.className = 'search-map__marker';
        element.textContent = price ?? '•';
        element.setAttribute(
          'aria-label',
          intl.formatMessage(
            { id: 'search.map.marker' },
            {
              title: point.title,
              price: price ?? intl.formatMessage({ id: 'common.price.unavailable' }),
            },
          ),
        );
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          setSelectedId(point.id);
        });
      }
      const marker = new Marker({
        element,
        anchor: key.startsWith('cluster-') ? 'center' : 'bottom',
      })
        .setLngLat([lng, lat])
        .addTo(map);
      markers.set(key, { marker, element });
    }
  }, [isReady, index, view, formatLocale, intl]);

  // The chosen card: from the page of results, else read for it; it closes when its point leaves.
  const isSelectedShown = points.some((p) => p.id === selectedId);
  const fromPage = listings.find((l) => l.id === selectedId) ?? null;
  const fetched = useQuery({
    ...listingQuery(selectedId ?? ''),
    enabled: Boolean(selectedId && isSelectedShown && !fromPage),
  });
  const selected: ListingCardData | null = !isSelectedShown
    ? null
    : (fromPage ?? (fetched.data ? { ...fetched.data, rating: null } : null));
  useEffect(() => {
    for (const [id, { element }] of markersRef.current) {
      if (id.startsWith('cluster-')) continue;
      element.classList.toggle('search-map__marker--selected', id === selectedId);
      element.setAttribute('aria-pressed', String(id === selectedId));
    }
  }, [selectedId, view, index]);

  const withoutLocation = listings.filter((l) => !l.geolocation).length;

  return (
    <>
      {isBackgroundMissing ? (
        <p className="search-map-notice" role="status">
          <InfoIcon size={18} />
          <FormattedMessage id="search.map.backgroundUnavailable" />
        </p>
      ) : null}
      <div className="search-map">
        <div
          ref={containerRef}
          className="search-map__canvas"
          role="region"
          aria-label={intl.formatMessage({ id: 'search.map.label' })}
        />
        {isUnsupported ? (
          <p className="search-map__notice search-map__notice--center" role="status">
            <InfoIcon size={18} />
            <FormattedMessage id="search.map.unsupported" />
          </p>
        ) : null}
        {!isUnsupported ? (
          <div className="search-map__controls">
            <label className="search-map__toggle">
              <input
                type="checkbox"
                checked={searchAsMove}
                onChange={(event) => {
                  setSearchAsMove(event.target.checked);
                  setMovedTo(null);
                }}
              />
              <span>
                <FormattedMessage id="search.map.searchAsIMove" />
              </span>
            </label>
            {!searchAsMove && movedTo ? (
              <Button
                variant="primary"
                size="small"
                onClick={() => {
                  reportedRef.current = formatBounds(movedTo);
                  onSearchArea(movedTo);
                  setMovedTo(null);
                }}
              >
                <FormattedMessage id="search.map.searchThisArea" />
              </Button>
            ) : null}
          </div>
        ) : null}
        {isCapped || withoutLocation > 0 ? (
          <div className="search-map__footnotes">
            {isCapped ? (
              <p className="search-map__footnote">
                <FormattedMessage id="search.map.capped" values={{ count: points.length }} />
              </p>
            ) : null}
            {withoutLocation > 0 ? (
              <p className="search-map__footnote">
                <FormattedMessage
                  id="search.map.withoutLocation"
                  values={{ count: withoutLocation }}
                />
              </p>
            ) : null}
          </div>
        ) : null}
        {selected ? (
          <div
            className="search-map__card"
            role="dialog"
            aria-label={localizeTitle(selected, locale)}
          >
            <button
              type="button"
              className="icon-button search-map__card-close"
              onClick={() => setSelectedId(null)}
              aria-label={intl.formatMessage({ id: 'search.map.closeCard' })}
            >
              <CloseIcon size={18} />
            </button>
            <ListingCard listing={selected} eager dates={dates} />
          </div>
        ) : null}
      </div>
    </>
  );
}
