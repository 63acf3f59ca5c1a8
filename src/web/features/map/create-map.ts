import { Map as MapLibreMap, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { IntlShape } from 'react-intl';

// The bundler copies the worker next to this chunk; MapLibre would otherwise look for it beside itself.
setWorkerUrl(workerUrl);

/** Shown when the tile style cannot be loaded (no network): a plain sea-coloured background. */
export const plainStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dcebee' } }],
};

type Options = {
  container: HTMLElement;
  /** The tile style (MAP_STYLE_URL); null when there is none. */
  styleUrl: string | null;
  center: [number, number];
  zoom: number;
  intl: IntlShape;
  /** The background could not be had (no style, or it failed to load): the map keeps working. */
  onBackgroundMissing: () => void;
  /** A small map inside a page: two fingers to pan, Ctrl + wheel to zoom, so the page still scrolls. */
  isCooperative?: boolean;
};

/**
 * A MapLibre map with the controls in the visitor's language, that falls back to a plain background
 * when its tiles cannot be loaded. Throws when the browser cannot run it (no WebGL).
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
  let usesPlainStyle = styleUrl === null;
  if (usesPlainStyle) onBackgroundMissing();
  map.on('error', (event) => {
    // The style or its tiles could not be loaded: keep the map working on a plain background.
    onBackgroundMissing();
    if (!usesPlainStyle && !map.isStyleLoaded()) {
      usesPlainStyle = true;
      map.setStyle(plainStyle);
    }
    console.warn('map-background-unavailable', event.error?.message);
  });
  return map;
}
