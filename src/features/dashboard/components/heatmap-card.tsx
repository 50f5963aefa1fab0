import type { UseQueryResult } from '@tanstack/react-query'
import { Globe } from 'lucide-react'
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react'

import type { DashboardStudentsData } from '@/api/dashboard/queries'
import type { PlanFeatureState } from '@/api/payment/use-plan-feature'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyWithPreload } from '@/lib/lazy'

import { MAP_ASPECT } from '../charts/world-map-option'
import { heatmapRanges, studentsPerCountry } from '../dashboard-rules'
import { cardState, DashboardCard } from './dashboard-card'

const WorldMap = lazyWithPreload(() =>
  import('../charts/world-map').then((module) => module.default),
)

export const NO_COUNTRIES = 'No students with a country yet'
export const MAP_FAILED = 'The map could not be loaded; the figures are below.'

/** The list names every country up to this many; beyond, one fewer and "+N more". */
export const COUNTRIES_LISTED = 10

/** How many countries of `total` the list shows before "+N more" is pressed. */
export function countriesShown(total: number): number {
  return total <= COUNTRIES_LISTED ? total : COUNTRIES_LISTED - 1
}

/**
 * Students by country (spec part 1 sections 2, 7, 9): a world map coloured in 11 steps, loaded
 * when the card scrolls into view (the geometry is an asset of its own), as wide as its column,
 * with every country's figure beside it: all of them up to ten, else the first nine and "+N
 * more" to show the rest. Screen readers get the whole table instead of the map.
 */
export function HeatmapCard({
  query,
  plan,
}: {
  query: UseQueryResult<DashboardStudentsData>
  /** The smart dashboard's plan state (issue 34): without the feature, the offer. */
  plan?: PlanFeatureState
}) {
  const counts = studentsPerCountry(query.data?.studentsHeatMapData ?? [])
  const ranges = heatmapRanges(counts[0]?.count ?? 0)
  const [box, inView] = useInView<HTMLDivElement>()
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? counts.length : countriesShown(counts.length)
  const more = counts.length - shown
  return (
    <DashboardCard
      title="Students by country"
      plan={plan}
      state={cardState(query, counts.length === 0)}
      onRetry={() => void query.refetch()}
      empty={NO_COUNTRIES}
      emptyIcon={<Globe />}
      skeleton="chart"
    >
      <div className="grid items-start gap-x-6 gap-y-4 lg:grid-cols-[minmax(0,3fr)_minmax(13rem,1fr)]">
        <div ref={box} className="w-full" style={{ aspectRatio: MAP_ASPECT }}>
          {inView ? (
            <MapBoundary>
              <Suspense fallback={<Skeleton aria-hidden className="size-full" />}>
                <WorldMap counts={counts} ranges={ranges} />
              </Suspense>
            </MapBoundary>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2">
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
                <tr
                  key={entry.country}
                  className={index >= shown ? 'sr-only' : 'border-b border-border last:border-0'}
                >
                  <th scope="row" className="py-1.5 pr-3 font-normal break-words">
                    {entry.country}
                  </th>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{entry.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more > 0 || expanded ? (
            <Button
              variant="link"
              size="sm"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show fewer' : `+${more} more ${more === 1 ? 'country' : 'countries'}`}
            </Button>
          ) : null}
        </div>
      </div>
    </DashboardCard>
  )
}

/**
 * True once the element has come near the viewport (never without IntersectionObserver). A
 * callback ref: the element appears only once the card's data is there, after the first render
 * (watching from the first render alone never saw it on a cold load, so the map never came).
 */
function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (!element || inView || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, inView])
  return [setElement, inView]
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
