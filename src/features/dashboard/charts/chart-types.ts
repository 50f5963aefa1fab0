import type { EChartsCoreOption } from 'echarts/core'

export type ChartOption = EChartsCoreOption
export interface ChartColors {
  text: string
  muted: string
  border: string
  surface: string
  primary: string
  success: string
  warning: string
  danger: string
}
