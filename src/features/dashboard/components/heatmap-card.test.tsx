import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import type { DashboardStudentsData } from '@/api/dashboard/queries'

import { COUNTRIES_LISTED, countriesShown, HeatmapCard } from './heatmap-card'

/** The card's read, loading or answered with students in `countries`. */
function studentsQuery(countries: string[] | null) {
  return {
    isPending: countries === null,
    isError: false,
    data:
      countries === null
        ? undefined
        : { studentsHeatMapData: countries.map((country) => ({ user_details: { country } })) },
    refetch: vi.fn(),
  } as unknown as UseQueryResult<DashboardStudentsData>
}

describe('the countries heatmap card', () => {
  it('names every country up to ten; beyond, nine and "+N more"', () => {
    expect([0, 1, 9, 10, 11, 18].map(countriesShown)).toEqual([0, 1, 9, 10, 9, 9])
    expect(COUNTRIES_LISTED).toBe(10)
  })

  it('watches for its map box once the data arrives after loading (a cold load)', () => {
    // Issue 27: the box was looked for only on the first render, while the card still loaded,
    // so after a reload the map never came.
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const view = render(<HeatmapCard query={studentsQuery(null)} />)
    expect(observed).toHaveLength(0)
    view.rerender(<HeatmapCard query={studentsQuery(['India', 'India', 'Fiji'])} />)
    expect(screen.getByRole('row', { name: 'India 2' })).toBeVisible()
    expect(observed).toHaveLength(1)
  })
})
