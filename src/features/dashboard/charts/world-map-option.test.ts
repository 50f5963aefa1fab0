import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { MapChart } from 'echarts/charts'
import { TooltipComponent, VisualMapComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { beforeAll, describe, expect, it } from 'vitest'

import { heatmapRanges, type CountryCount } from '../dashboard-rules'
import { MAP_ASPECT, MAP_PALETTES, worldMapOption, type MapPalette } from './world-map-option'

/**
 * The countries heatmap's options, drawn by ECharts to an SVG string in the test (server-side
 * rendering), with the world geometry the app loads (public/maps, from
 * scripts/generate-world-map.mjs). Issue 27: Russia was a band across the whole map and Fiji a
 * line across the southern hemisphere, the map filled about half its card, and its land was
 * barely visible in the dark theme.
 */
echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer])

type Ring = Array<[number, number]>
interface Geo {
  features: Array<{
    properties: { name: string }
    geometry:
      { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }
  }>
}
const geo = JSON.parse(
  readFileSync(join(process.cwd(), 'public/maps/world-110m.geo.json'), 'utf8'),
) as Geo

beforeAll(() => {
  echarts.registerMap('world', geo as unknown as Parameters<typeof echarts.registerMap>[1])
})

const WIDTH = 800
const HEIGHT = Math.round(WIDTH / MAP_ASPECT)

interface Shape {
  fill: string
  /** Each closed outline of the path (a country's islands), as its horizontal and vertical extent. */
  parts: Array<{ minX: number; maxX: number; minY: number; maxY: number }>
}

/** The map drawn to SVG at WIDTH x HEIGHT, as its filled shapes. */
function draw(counts: CountryCount[], palette: MapPalette = MAP_PALETTES.light): Shape[] {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: WIDTH,
    height: HEIGHT,
  })
  try {
    chart.setOption(
      worldMapOption({ counts, ranges: heatmapRanges(counts[0]?.count ?? 0), palette }),
    )
    const view = chart.renderToSVGString()
    return [...view.matchAll(/<path d="([^"]*)"[^>]*fill="([^"]*)"/g)].map(([, d, fill]) => ({
      fill: fill!,
      parts: d!
        .split('M')
        .filter(Boolean)
        .map((part) => {
          const numbers = part.match(/-?\d+(\.\d+)?/g)!.map(Number)
          const xs = numbers.filter((_, index) => index % 2 === 0)
          const ys = numbers.filter((_, index) => index % 2 === 1)
          return {
            minX: Math.min(...xs),
            maxX: Math.max(...xs),
            minY: Math.min(...ys),
            maxY: Math.max(...ys),
          }
        }),
    }))
  } finally {
    chart.dispose()
  }
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** --surface (the card) of a theme in src/styles.css. */
function surfaceOf(selector: ':root' | '.dark'): string {
  const css = readFileSync(join(process.cwd(), 'src/styles.css'), 'utf8')
  const body = new RegExp(`^${selector.replace('.', '\\.')} \\{([\\s\\S]*?)^\\}`, 'm').exec(
    css,
  )?.[1]
  const surface = /--surface:\s*(#[0-9a-f]{6})/i.exec(body ?? '')?.[1]
  if (!surface) throw new Error(`--surface not found in ${selector}`)
  return surface
}

describe('the countries heatmap', () => {
  it('has no outline in the map data that steps across the antimeridian', () => {
    const crossing = geo.features.flatMap(({ properties, geometry }) => {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
      return polygons
        .flat()
        .filter((ring) =>
          ring.some(([x], index) => index > 0 && Math.abs(x - ring[index - 1]![0]) > 180),
        )
        .map(() => properties.name)
    })
    expect(crossing).toEqual([])
  })

  it('draws Russia and Fiji where they are, on both edges of the map, never across it', () => {
    const shapes = draw([
      { country: 'Russia', count: 3 },
      { country: 'Fiji', count: 1 },
    ])
    const coloured = shapes.filter((shape) => shape.fill !== MAP_PALETTES.light.land)
    expect(coloured).toHaveLength(2)
    const parts = coloured.flatMap((shape) => shape.parts)
    // Russia's widest piece spans 27°E to 180°, 43 % of the world; a band would be all of it.
    for (const part of parts) expect(part.maxX - part.minX).toBeLessThan(WIDTH * 0.5)
    // Chukotka's and Fiji's eastern islands, past 180°, sit at the western edge.
    expect(parts.some((part) => part.minX <= 1)).toBe(true)
    expect(parts.some((part) => part.maxX >= WIDTH - 1)).toBe(true)
    // No country at all streaks across.
    for (const part of shapes.flatMap((shape) => shape.parts))
      expect(part.maxX - part.minX).toBeLessThan(WIDTH * 0.5)
  })

  it('fills a box of its aspect: the whole width and the whole height', () => {
    const parts = draw([{ country: 'India', count: 2 }]).flatMap((shape) => shape.parts)
    expect(Math.min(...parts.map((part) => part.minX))).toBeLessThanOrEqual(WIDTH * 0.01)
    expect(Math.max(...parts.map((part) => part.maxX))).toBeGreaterThanOrEqual(WIDTH * 0.99)
    expect(Math.min(...parts.map((part) => part.minY))).toBeLessThanOrEqual(HEIGHT * 0.02)
    expect(Math.max(...parts.map((part) => part.maxY))).toBeGreaterThanOrEqual(HEIGHT * 0.98)
  })

  it.each([
    ['light', ':root'],
    ['dark', '.dark'],
  ] as const)('is visible on the card in the %s theme', (theme, selector) => {
    const palette = MAP_PALETTES[theme]
    const card = surfaceOf(selector)
    expect(contrast(palette.land, card), 'land on the card').toBeGreaterThanOrEqual(1.5)
    expect(contrast(palette.first, palette.land), 'one student on the land').toBeGreaterThanOrEqual(
      1.5,
    )
    expect(contrast(palette.last, palette.first), 'the span of the steps').toBeGreaterThanOrEqual(
      2.5,
    )
    expect(palette.border).toBe(card)
    // Countries without students are drawn in the land colour.
    const shapes = draw([{ country: 'India', count: 2 }], palette)
    expect(shapes.filter((shape) => shape.fill === palette.land).length).toBeGreaterThan(100)
  })
})
