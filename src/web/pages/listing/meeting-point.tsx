import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { ArrowRightIcon } from '../../components/icons/page-icons';

// The map library loads only when the map scrolls near the screen (decision 051's budget).
const MeetingPointMap = lazy(() => import('../../features/map/meeting-point-map'));

/** Directions to a point in the traveller's maps app (Google Maps opens the app on phones). */
export const directionsUrl = (point: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

/** Where the tour starts on a small map, and a link to get there. */
export function MeetingPoint({
  point,
  label,
}: {
  point: { lat: number; lng: number };
  label: string;
}) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = placeholderRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = <div ref={placeholderRef} className="meeting-point__placeholder" />;
  return (
    <>
      {isNear ? (
        <Suspense fallback={placeholder}>
          <MeetingPointMap point={point} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
      <a
        className="link-arrow meeting-point__directions"
        href={directionsUrl(point)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <FormattedMessage id="listing.location.directions" />
        <ArrowRightIcon size={16} />
      </a>
    </>
  );
}
