import type { EChartsCoreOption } from 'echarts/core'

import type { CountryCount } from '../dashboard-rules'

/**
 * Width over height of the drawn world (public/maps/world-110m.geo.json: longitudes -180 to 180,
 * latitudes -55.6 to 83.7 without Antarctica, times ECharts' aspect scale of 0.75 for GeoJSON).
 * The map's box takes this shape, so the map fills it (world-map-option.test.ts checks the two
 * agree).
 */
export const MAP_ASPECT = 1.94

/** The map's colours in one theme. */
export interface MapPalette {
  /** Countries without students. */
  land: string
  /** Country outlines: the card's own colour, so countries stand apart. */
  border: string
  /** The first colour step (1 student) and the last (the most). */
  first: string
  last: string
}

/**
 * Chosen against the card (--surface, src/styles.css) of each theme: land stands at least 1.5:1
 * off the card, the first step 1.5:1 off the land, and the steps span 2.5:1 (the test holds
 * them to it). The dark land was the card's muted tint (1.1:1), barely visible.
 */
export const MAP_PALETTES: Record<'light' | 'dark', MapPalette> = {
  light: { land: '#c8cfd8', border: '#ffffff', first: '#5fb3a6', last: '#0b4f4a' },
  dark: { land: '#3a4a5c', border: '#121a23', first: '#1f8a7f', last: '#5eead4' },
}

/**
 * The countries heatmap (spec part 1 sections 2 and 9): students per country in the piecewise
 * colour steps given, on the whole box (the map's own 80 % default left half the card empty).
 */
export function worldMapOption({
  counts,
  ranges,
  palette,
}: {
  counts: readonly CountryCount[]
  ranges: ReadonlyArray<{ min: number; max: number }>
  palette: MapPalette
}): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (item: { name: string; value?: number }) =>
        `${item.name}: ${Number.isFinite(item.value) ? item.value : 0}`,
    },
    visualMap: {
      type: 'piecewise',
      pieces: ranges,
      show: false,
      inRange: { color: [palette.first, palette.last] },
    },
    series: [
      {
        type: 'map',
        map: 'world',
        roam: false,
        // As wide as the box, centred in its height: with the box at MAP_ASPECT, all of it.
        left: 0,
        right: 0,
        top: 'center',
        emphasis: { label: { show: false } },
        select: { disabled: true },
        itemStyle: { areaColor: palette.land, borderColor: palette.border, borderWidth: 0.5 },
        data: counts.map((entry) => ({ name: entry.country, value: entry.count })),
      },
    ],
  }
}
