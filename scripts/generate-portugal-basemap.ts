// Writes src/web/features/map/portugal-basemap.json, the map's own basemap when no tile host is set:
//   npx tsx scripts/generate-portugal-basemap.ts
//
// Land: Portugal (mainland, Madeira, Porto Santo, the Desertas and Selvagens, the Azores) and Spain
// for the mainland's context, from Natural Earth's 1:10m countries (public domain, through the
// world-atlas package), simplified (Douglas–Peucker) and rounded to about 10 m. Place names: the
// islands, Madeira's and Porto Santo's municipalities and the larger mainland towns of the embedded
// gazetteer, each with the rank from which it shows (0 always, 1 from zoom 8, 2 from zoom 10).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { portugalPlaces } from '../src/integrations/geocoding/portugal-places-data';

type Ring = [number, number][];
const require = createRequire(import.meta.url);
const world = require('world-atlas/countries-10m.json') as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
const countries = feature(world, world.objects.countries);

/** Douglas–Peucker: the ring's points that keep it within `tolerance` degrees of the original. */
function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length < 5) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = ring[first]!;
    const [bx, by] = ring[last]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = 0;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = ring[i]!;
      // A closed ring starts and ends on one point: there, the distance to that point.
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest > 0 && distance > tolerance) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function landOf(name: string, tolerance: number) {
  const country = countries.features.find((f) => f.properties.name === name);
  if (!country || !country.geometry) throw new Error(`${name} is not in world-atlas`);
  const geometry = country.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return {
    type: 'Feature' as const,
    properties: { country: name },
    geometry: {
      type: 'MultiPolygon' as const,
      coordinates: polygons
        .map((polygon) =>
          polygon
            .map((ring) =>
              simplify(ring as Ring, tolerance).map(([x, y]) => [round(x), round(y)] as const),
            )
            .filter((ring) => ring.length >= 4),
        )
        .filter((polygon) => polygon.length > 0),
    },
  };
}

const rankOf = (row: (typeof portugalPlaces)[number]): number | null => {
  const [, , kind, region, , , , , population] = row;
  if (kind === 'island') return 0;
  const isMadeira = region === 'Madeira';
  if (kind === 'municipality' && isMadeira) return 1;
  if (isMadeira) return null;
  if (population >= 100_000) return 0;
  if (population >= 40_000) return 1;
  if (population >= 15_000) return 2;
  return null;
};
const seen = new Set<string>();
const places = portugalPlaces.flatMap((row) => {
  const rank = rankOf(row);
  const [, name, , , , lat, lng] = row;
  if (rank === null || seen.has(name)) return [];
  seen.add(name);
  return [{ name, lat: round(lat), lng: round(lng), rank }];
});

const basemap = {
  land: {
    type: 'FeatureCollection',
    features: [landOf('Portugal', 0.003), landOf('Spain', 0.01)],
  },
  places,
};
const out = path.resolve('src/web/features/map/portugal-basemap.json');
fs.writeFileSync(out, JSON.stringify(basemap));
console.log(
  `${out}: ${(fs.statSync(out).size / 1024).toFixed(1)} KiB, ${places.length} places, ` +
    `${basemap.land.features.map((f) => f.geometry.coordinates.flat(1).reduce((n, ring) => n + ring.length, 0)).join(' + ')} points`,
);
