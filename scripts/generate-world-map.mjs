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
      geometry: { ...entry.geometry, coordinates: roundCoordinates(entry.geometry.coordinates) },
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
