import { LineChart, PieChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'

import { resolvedTheme, useThemeMode } from '@/lib/theme'

import type { ChartColors, ChartOption } from './chart-types'

// Only what the dashboard draws: a donut and a line. SVG keeps text crisp and light.
echarts.use([PieChart, LineChart, GridComponent, TooltipComponent, SVGRenderer])

/** The colours of the theme, read from the design tokens so charts follow light and dark. */
function palette(): ChartColors {
  const style = getComputedStyle(document.documentElement)
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    text: token('--color-foreground', '#0f172a'),
    muted: token('--color-muted-foreground', '#64748b'),
    border: token('--color-border', '#e2e8f0'),
    surface: token('--color-surface', '#ffffff'),
    primary: token('--color-primary', '#0f766e'),
    success: token('--color-success', '#067647'),
    warning: token('--color-warning', '#b54708'),
    danger: token('--color-danger', '#b42318'),
  }
}

/**
 * An echarts chart in its own lazy chunk (the bundle gate keeps echarts out of every initial
 * chunk). It resizes with its container, follows the theme, and is hidden from assistive
 * technology: each chart's card carries the same figures as text.
 */
export default function EChart({
  option,
  height,
}: {
  option: (colors: ChartColors) => ChartOption
  height: number
}) {
  const mode = useThemeMode()
  const colors = palette()
  return (
    <div aria-hidden className="w-full">
      <ReactEChartsCore
        key={`${mode}-${resolvedTheme(mode)}`}
        echarts={echarts}
        option={option(colors)}
        style={{ height, width: '100%' }}
        opts={{ renderer: 'svg' }}
        notMerge
      />
    </div>
  )
}
