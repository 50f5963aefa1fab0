import { MapChart } from 'echarts/charts'
import { TooltipComponent, VisualMapComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { use as usePromise } from 'react'

import { resolvedTheme, useThemeMode } from '@/lib/theme'

import type { CountryCount } from '../dashboard-rules'
import { MAP_ASPECT, MAP_PALETTES, worldMapOption } from './world-map-option'

echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer])

/** The world geometry (public/maps, generated from world-atlas): fetched once, then cached. */
let worldMap: Promise<void> | undefined
function loadWorldMap(): Promise<void> {
  worldMap ??= fetch(`${import.meta.env.BASE_URL}maps/world-110m.geo.json`)
    .then((response) => {
      if (!response.ok) throw new Error(`world map: HTTP ${response.status}`)
      return response.json() as Promise<Parameters<typeof echarts.registerMap>[1]>
    })
    .then((geo) => echarts.registerMap('world', geo))
    .catch((error: unknown) => {
      worldMap = undefined
      throw error
    })
  return worldMap
}

/**
 * The countries heatmap (spec part 1 sections 2, 9): students per country on a world map, in
 * the piecewise colour steps given, as wide as its column and as tall as the world is at that
 * width. Hidden from assistive technology: the card lists the same figures in a table.
 */
export default function WorldMap({
  counts,
  ranges,
}: {
  counts: CountryCount[]
  ranges: Array<{ min: number; max: number }>
}) {
  usePromise(loadWorldMap())
  const theme = resolvedTheme(useThemeMode())
  return (
    <div aria-hidden className="w-full" style={{ aspectRatio: MAP_ASPECT }}>
      <ReactEChartsCore
        key={theme}
        echarts={echarts}
        style={{ height: '100%', width: '100%' }}
        opts={{ renderer: 'svg' }}
        notMerge
        option={worldMapOption({ counts, ranges, palette: MAP_PALETTES[theme] })}
      />
    </div>
  )
}
