import { useQuery } from '@tanstack/react-query';
import { Marker, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { MessageBundle } from '../../i18n/locales';
import { PageMessages } from '../../i18n/page-messages';
import { InfoIcon } from '../../components/icons/icons';
import { publicConfigQuery } from '../../lib/public-config';
import { createMap } from './create-map';
import './meeting-point-map.css';

type Props = {
  point: { lat: number; lng: number };
  /** What the marker is (the meeting point's note or address). */
  label: string;
};

// The map controls' texts come with the map, not with the listing page.
const bundles: MessageBundle[] = ['search.map'];

/** A small map of where a tour starts, with one marker; the page scrolls over it. */
export default function MeetingPointMap(props: Props) {
  return (
    <PageMessages bundles={bundles}>
      <PointMap {...props} />
    </PageMessages>
  );
}

function PointMap({ point, label }: Props) {
  const intl = useIntl();
  const config = useQuery(publicConfigQuery());
  // Made once the settings are in (or could not be read: then without a tile style).
  const styleUrl = config.isPending ? undefined : (config.data?.mapStyleUrl ?? null);
  const containerRef = useRef<HTMLDivElement>(null);
  const intlRef = useRef(intl);
  const [isUnsupported, setIsUnsupported] = useState(false);

  useEffect(() => {
    if (!containerRef.current || styleUrl === undefined) return;
    let map: ReturnType<typeof createMap>;
    try {
      map = createMap({
        container: containerRef.current,
        styleUrl,
        center: [point.lng, point.lat],
        zoom: 13,
        intl: intlRef.current,
        onBackgroundMissing: () => {},
        isCooperative: true,
      });
    } catch (error) {
      console.error('meeting-point-map-failed', error);
      setIsUnsupported(true);
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const element = document.createElement('div');
    element.className = 'meeting-point-map__pin';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
    new Marker({ element, anchor: 'bottom' }).setLngLat([point.lng, point.lat]).addTo(map);
    return () => map.remove();
  }, [point.lat, point.lng, styleUrl, label]);

  return (
    <div
      className="meeting-point-map"
      ref={containerRef}
      role="region"
      aria-label={intl.formatMessage({ id: 'listing.location.mapLabel' })}
    >
      {isUnsupported ? (
        <p className="meeting-point-map__notice" role="status">
          <InfoIcon size={18} />
          <FormattedMessage id="listing.location.mapUnsupported" />
        </p>
      ) : null}
    </div>
  );
}
