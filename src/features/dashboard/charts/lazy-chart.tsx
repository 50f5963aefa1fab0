import { Suspense } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { lazyWithPreload } from '@/lib/lazy'

import type { ChartColors, ChartOption } from './chart-types'

const EChart = lazyWithPreload(() => import('./echart').then((module) => module.default))

/** A chart loaded on demand, with a skeleton of its size meanwhile. */
export function LazyChart({
  option,
  height,
}: {
  option: (colors: ChartColors) => ChartOption
  height: number
}) {
  return (
    <Suspense fallback={<Skeleton aria-hidden style={{ height }} className="w-full" />}>
      <EChart option={option} height={height} />
    </Suspense>
  )
}
