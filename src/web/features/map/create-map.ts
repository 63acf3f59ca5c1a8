import { Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { IntlShape } from '../../i18n/intl';
// Served by our own server like any asset: the basemap needs no outside request.
import basemapUrl from './portugal-basemap.json?url';
import { labelsToShow, type Box } from './declutter';
import { placeNameIn } from './place-names';
import './embedded-basemap.css';

// The bundler copies the worker next to this chunk; MapLibre would otherwise look for it beside itself.
setWorkerUrl(workerUrl);

const sea = '#dcebee';

/** The sea alone, while the embedded basemap loads. */
export const plainStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': sea } }],
};

type Basemap = {
  land: GeoJSON.FeatureCollection;
  places: { name: string; lat: number; lng: number; rank: 0 | 1 | 2 }[];
};

/** The embedded basemap's style: sea, land and coastline (scripts/generate-portugal-basemap.ts). */
const embeddedStyle = (land: GeoJSON.FeatureCollection): StyleSpecification => ({
  version: 8,
  sources: {
    land: {
      type: 'geojson',
      data: land,
      attribution: 'Natural Earth',
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': sea } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1e8' } },
    {
      id: 'coastline',
      type: 'line',
      source: 'land',
      paint: {
        'line-color': '#9fbfc6',
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 12, 1.6],
      },
    },
  ],
});

// Read once per page: both maps of a page share it.
let basemap: Promise<Basemap> | null = null;
const loadBasemap = () => {
  basemap ??= fetch(basemapUrl).then((r) => {
    if (!r.ok) throw new Error(`basemap ${r.status}`);
    return r.json() as Promise<Basemap>;
  });
  return basemap;
};

/** Which place names show: rank 0 always, 1 from zoom 8, 2 from zoom 10 (CSS reads the band). */
const zoomBand = (zoom: number) => (zoom < 8 ? 0 : zoom < 10 ? 1 : 2);

/** Draws the embedded basemap of Portugal: the land, its coastline and place names as labels. */
function drawEmbeddedBasemap(map: MapLibreMap, locale: string) {
  const container = map.getContainer();
  container.classList.add('embedded-basemap');
  const setBand = () => (container.dataset.zoomBand = String(zoomBand(map.getZoom())));
  setBand();
  map.on('zoom', setBand);
  loadBasemap()
    .then(({ land, places }) => {
      map.setStyle(embeddedStyle(land));
      const labels = [...places]
        .sort((a, b) => a.rank - b.rank)
        .map((place) => {
          const label = document.createElement('span');
          label.className = `embedded-basemap__place embedded-basemap__place--rank-${place.rank}`;
          label.textContent = placeNameIn(place.name, locale);
          label.setAttribute('aria-hidden', 'true');
          new Marker({ element: label, anchor: 'center' })
            .setLngLat([place.lng, place.lat])
            .addTo(map);
          return label;
        });
      // HTML labels do not give way by themselves: after each move, and when price markers come or go.
      let frame = 0;
      const schedule = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => declutter(container, labels));
      };
      map.on('moveend', schedule);
      new MutationObserver(schedule).observe(map.getCanvasContainer(), { childList: true });
      schedule();
    })
    .catch((error: unknown) => console.warn('map-basemap-unavailable', error));
}

/** Hides the place names that would cover a price marker or a more important name. */
function declutter(container: HTMLElement, labels: HTMLElement[]) {
  const boxOf = (el: Element): Box => el.getBoundingClientRect();
  const markers = container.querySelectorAll('.maplibregl-marker:not(.embedded-basemap__place)');
  for (const label of labels) label.classList.remove('embedded-basemap__place--covered');
  const shown = labelsToShow(
    labels.map((label) => (label.offsetParent === null ? null : boxOf(label))),
    [...markers].map(boxOf),
  );
  labels.forEach((label, i) =>
    label.classList.toggle('embedded-basemap__place--covered', !shown[i]),
  );
}

type Options = {
  container: HTMLElement;
  /** The tile style (MAP_STYLE_URL); null when there is none: the embedded basemap draws. */
  styleUrl: string | null;
  center: [number, number];
  zoom: number;
  intl: IntlShape;
  /** The tile host's style failed to load: the embedded basemap draws instead. */
  onBackgroundMissing: () => void;
  /** A small map inside a page: two fingers to pan, Ctrl + wheel to zoom, so the page still scrolls. */
  isCooperative?: boolean;
};

/**
 * A MapLibre map with the controls in the visitor's language, on the tile host's style, or on the
 * embedded basemap of Portugal when none is set or it cannot be loaded. Throws when the browser
 * cannot run it (no WebGL).
 */
export function createMap({
  container,
  styleUrl,
  center,
  zoom,
  intl,
  onBackgroundMissing,
  isCooperative = false,
}: Options): MapLibreMap {
  const text = (id: string) => intl.formatMessage({ id });
  const map = new MapLibreMap({
    container,
    style: styleUrl ?? plainStyle,
    center,
    zoom,
    attributionControl: { compact: true },
    cooperativeGestures: isCooperative,
    // The controls' tooltips and labels in the visitor's language, not MapLibre's English.
    locale: {
      'NavigationControl.ZoomIn': text('search.map.zoomIn'),
      'NavigationControl.ZoomOut': text('search.map.zoomOut'),
      'NavigationControl.ResetBearing': text('search.map.resetBearing'),
      'AttributionControl.ToggleAttribution': text('search.map.attribution'),
      'AttributionControl.MapFeedback': text('search.map.feedback'),
      'CooperativeGesturesHandler.WindowsHelpText': text('search.map.cooperativeDesktop'),
      'CooperativeGesturesHandler.MacHelpText': text('search.map.cooperativeMac'),
      'CooperativeGesturesHandler.MobileHelpText': text('search.map.cooperativeMobile'),
    },
  });
  let isEmbedded = styleUrl === null;
  if (isEmbedded) drawEmbeddedBasemap(map, intl.locale);
  map.on('error', (event) => {
    console.warn('map-background-unavailable', event.error?.message);
    if (isEmbedded) return;
    // The tile host's style or tiles could not be loaded: the map keeps working on our own basemap.
    onBackgroundMissing();
    if (!map.isStyleLoaded()) {
      isEmbedded = true;
      drawEmbeddedBasemap(map, intl.locale);
    }
  });
  return map;
}
