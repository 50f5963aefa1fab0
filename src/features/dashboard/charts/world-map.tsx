import { MapChart } from 'echarts/charts'
import { TooltipComponent, VisualMapComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { use as usePromise } from 'react'

import { resolvedTheme, useThemeMode } from '@/lib/theme'

import type { CountryCount } from '../dashboard-rules'

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

const token = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

/**
 * The countries heatmap (spec part 1 sections 2, 9): students per country on a world map, in
 * the piecewise colour steps given. Hidden from assistive technology: the card lists the same
 * figures in a table.
 */
export default function WorldMap({
  counts,
  ranges,
}: {
  counts: CountryCount[]
  ranges: Array<{ min: number; max: number }>
}) {
  usePromise(loadWorldMap())
  const mode = useThemeMode()
  const low = token('--color-surface-muted', '#eef2f6')
  const high = token('--color-primary', '#0f766e')
  // The first step must stand out from countries without students in both themes.
  const first = resolvedTheme(mode) === 'dark' ? '#134e48' : '#a7dcd3'
  return (
    <div aria-hidden className="w-full">
      <ReactEChartsCore
        key={resolvedTheme(mode)}
        echarts={echarts}
        style={{ height: 280, width: '100%' }}
        opts={{ renderer: 'svg' }}
        notMerge
        option={{
          tooltip: {
            trigger: 'item',
            formatter: (item: { name: string; value?: number }) =>
              `${item.name}: ${Number.isFinite(item.value) ? item.value : 0}`,
          },
          visualMap: {
            type: 'piecewise',
            pieces: ranges,
            show: false,
            inRange: { color: [first, high] },
          },
          series: [
            {
              type: 'map',
              map: 'world',
              roam: false,
              emphasis: { label: { show: false } },
              itemStyle: { areaColor: low, borderColor: token('--color-border', '#d0d5dd') },
              data: counts.map((entry) => ({ name: entry.country, value: entry.count })),
            },
          ],
        }}
      />
    </div>
  )
}
