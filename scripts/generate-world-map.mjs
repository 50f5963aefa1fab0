// Writes public/maps/world-110m.geo.json: the countries heatmap's world geometry (spec part 1
// section 7: a world geojson file loaded as an asset). Source: world-atlas (Natural Earth 1:110m,
// public domain, as TopoJSON), converted to GeoJSON with topojson-client. Each feature's name is
// the app's country name (src/lib/countries), so the heatmap matches students' countries directly.
//
//   node scripts/generate-world-map.mjs [out-file]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { feature } from 'topojson-client'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const topology = require('world-atlas/countries-110m.json')

/** Natural Earth's short names that differ from the app's country list. */
const APP_NAMES = {
  'W. Sahara': 'Western Sahara',
  'United States of America': 'United States',
  'Dem. Rep. Congo': 'Democratic Republic of the Congo',
  'Dominican Rep.': 'Dominican Republic',
  'Falkland Is.': 'Falkland Islands',
  'Timor-Leste': 'East Timor',
  "Côte d'Ivoire": 'Ivory Coast',
  'Central African Rep.': 'Central African Republic',
  Congo: 'Republic of the Congo',
  'Eq. Guinea': 'Equatorial Guinea',
  eSwatini: 'Eswatini',
  Turkey: 'Türkiye',
  'Solomon Is.': 'Solomon Islands',
  'Bosnia and Herz.': 'Bosnia and Herzegovina',
  Macedonia: 'North Macedonia',
  'S. Sudan': 'South Sudan',
}

const round = (value) => Math.round(value * 100) / 100

/**
 * Rings that cross the antimeridian (Fiji, Chukotka in Russia) jump from 180 to -180 degrees and
 * back. A flat map joins those points straight across the world: Russia drew a band over the
 * whole map and Fiji a line across the southern hemisphere. Such a ring is unwrapped (its
 * western-hemisphere points moved past 180), cut at 180 into its two sides, and the eastern side
 * moved back to start at -180: two rings that meet at the map's edges.
 */
const crossesAntimeridian = (ring) =>
  ring.some((point, index) => index > 0 && Math.abs(point[0] - ring[index - 1][0]) > 180)

/** The part of a closed ring on one side of the meridian x = 180 (Sutherland-Hodgman). */
function clipAt180(ring, keepWest) {
  const inside = ([x]) => (keepWest ? x <= 180 : x >= 180)
  const open = ring.slice(0, -1)
  const out = []
  const add = (point) => {
    const last = out.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  open.forEach((current, index) => {
    const previous = open[(index + open.length - 1) % open.length]
    if (inside(current) !== inside(previous)) {
      const t = (180 - previous[0]) / (current[0] - previous[0])
      add([180, previous[1] + t * (current[1] - previous[1])])
    }
    if (inside(current)) add(current)
  })
  while (out.length > 1 && out[0][0] === out.at(-1)[0] && out[0][1] === out.at(-1)[1]) out.pop()
  return out.length >= 3 ? [...out, out[0]] : null
}

/** Twice the signed area of a ring: zero for a ring that is only a line along the cut. */
const area = (ring) =>
  ring.slice(1).reduce((sum, [x, y], index) => sum + ring[index][0] * y - x * ring[index][1], 0)

/** A polygon's rings, split into the polygons on each side of the antimeridian. */
function splitAtAntimeridian(polygon) {
  if (!polygon.some(crossesAntimeridian)) return [polygon]
  const unwrapped = polygon.map((ring) => ring.map(([x, y]) => [x < 0 ? x + 360 : x, y]))
  return [true, false]
    .map((west) =>
      unwrapped
        .map((ring) => clipAt180(ring, west))
        .filter((ring) => ring && Math.abs(area(ring)) > 1e-6)
        .map((ring) => (west ? ring : ring.map(([x, y]) => [x - 360, y]))),
    )
    .filter((rings) => rings.length > 0)
}

/** The geometry with no ring crossing the antimeridian (a Polygon may become a MultiPolygon). */
function withoutAntimeridianCrossings(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  const split = polygons.flatMap(splitAtAntimeridian)
  if (split.length === 1) return { type: 'Polygon', coordinates: split[0] }
  return { type: 'MultiPolygon', coordinates: split }
}
const roundCoordinates = (coordinates) =>
  typeof coordinates[0] === 'number'
    ? coordinates.map(round)
    : coordinates.map((inner) => roundCoordinates(inner))

const collection = feature(topology, topology.objects.countries)
const geo = {
  type: 'FeatureCollection',
  // Antarctica has no students and would take a fifth of the map's height.
  features: collection.features
    .filter((entry) => entry.properties.name !== 'Antarctica')
    .map((entry) => ({
      type: 'Feature',
      properties: { name: APP_NAMES[entry.properties.name] ?? entry.properties.name },
      geometry: (({ type, coordinates }) => ({
        type,
        coordinates: roundCoordinates(coordinates),
      }))(withoutAntimeridianCrossings(entry.geometry)),
    })),
}

const out = resolve(root, process.argv[2] ?? 'public/maps/world-110m.geo.json')
mkdirSync(dirname(out), { recursive: true })
const text = `${JSON.stringify(geo)}\n`
const before = (() => {
  try {
    return readFileSync(out, 'utf8')
  } catch {
    return ''
  }
})()
if (before !== text) writeFileSync(out, text)
console.log(`world map written to ${out} (${geo.features.length} countries)`)
