import type { UseQueryResult } from '@tanstack/react-query'
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

import type { DashboardStudentsData } from '@/api/dashboard/queries'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyWithPreload } from '@/lib/lazy'

import { heatmapRanges, studentsPerCountry } from '../dashboard-rules'
import { cardState, DashboardCard } from './dashboard-card'

const WorldMap = lazyWithPreload(() =>
  import('../charts/world-map').then((module) => module.default),
)

export const NO_COUNTRIES = 'No students with a country yet'
export const MAP_FAILED = 'The map could not be loaded; the figures are below.'

/**
 * Students by country (spec part 1 sections 2, 7, 9): a world map coloured in 11 steps, loaded
 * when the card scrolls into view (the geometry is an asset of its own), with the figures as a
 * table that screen readers get instead of the map.
 */
export function HeatmapCard({ query }: { query: UseQueryResult<DashboardStudentsData> }) {
  const counts = studentsPerCountry(query.data?.studentsHeatMapData ?? [])
  const ranges = heatmapRanges(counts[0]?.count ?? 0)
  const [box, inView] = useInView<HTMLDivElement>()
  return (
    <DashboardCard
      title="Students by country"
      state={cardState(query, counts.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_COUNTRIES}
      skeleton="chart"
    >
      <div className="grid items-center gap-4 md:grid-cols-[2fr_1fr]">
        <div ref={box} className="min-h-[280px]">
          {inView ? (
            <MapBoundary>
              <Suspense fallback={<Skeleton aria-hidden className="h-[280px] w-full" />}>
                <WorldMap counts={counts} ranges={ranges} />
              </Suspense>
            </MapBoundary>
          ) : null}
        </div>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Students per country</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Students</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((entry, index) => (
              <tr key={entry.country} className={index >= 5 ? 'sr-only' : undefined}>
                <th scope="row" className="py-1 pr-3 font-normal">
                  {entry.country}
                </th>
                <td className="py-1 text-right font-semibold tabular-nums">{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  )
}

/** True once the element has come near the viewport (never without IntersectionObserver). */
function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || inView || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [inView])
  return [ref, inView]
}

/** A map that cannot load (offline, no asset) says so; the table still has the figures. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (this.state.failed)
      return <p className="py-6 text-center text-sm text-muted-foreground">{MAP_FAILED}</p>
    return this.props.children
  }
}
