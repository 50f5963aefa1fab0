import type { UseQueryResult } from '@tanstack/react-query'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import type { DashboardStudentsData } from '@/api/dashboard/queries'

import { HeatmapCard, NO_COUNTRIES } from './heatmap-card'

/** The card's read in one state: students in these countries (repeated per student). */
function query(
  state: 'loading' | 'error' | Array<[country: string, students: number]>,
): UseQueryResult<DashboardStudentsData> {
  const data =
    typeof state === 'string'
      ? undefined
      : {
          studentsHeatMapData: state.flatMap(([country, students]) =>
            Array.from({ length: students }, () => ({ user_details: { country } })),
          ),
        }
  return {
    isPending: state === 'loading',
    isError: state === 'error',
    data,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<DashboardStudentsData>
}

const meta = {
  title: 'Dashboard/Students by country',
  component: HeatmapCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeatmapCard>
export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Students by country' })

/**
 * Nine countries, Russia and Fiji among them (issue 27: both drew across the map, which crosses
 * the antimeridian there): every country listed, the map as wide as its column.
 */
export const Loaded: Story = {
  args: {
    query: query([
      ['India', 2],
      ['Russia', 1],
      ['Fiji', 1],
      ['China', 1],
      ['Egypt', 1],
      ['Greece', 1],
      ['Poland', 1],
      ['Spain', 1],
      ['United States', 1],
    ]),
  },
  play: async ({ canvasElement }) => {
    const rows = within(card(canvasElement)).getAllByRole('row')
    await expect(rows).toHaveLength(10)
    await expect(within(card(canvasElement)).queryByRole('button')).toBeNull()
  },
}
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } }
export const LoadedMobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Eighteen countries: nine listed, "+9 more countries" shows the rest. */
export const ManyCountries: Story = {
  args: {
    query: query(
      [
        'India',
        'Russia',
        'Egypt',
        'Brazil',
        'South Korea',
        'Kenya',
        'France',
        'Japan',
        'Nigeria',
        'Greece',
        'Vietnam',
        'China',
        'Poland',
        'United States',
        'Türkiye',
        'Mexico',
        'United Arab Emirates',
        'Spain',
      ].map((country, index) => [country, 30 - index]),
    ),
  },
  play: async ({ canvasElement }) => {
    const more = within(card(canvasElement)).getByRole('button', { name: '+9 more countries' })
    await userEvent.click(more)
    await expect(
      within(card(canvasElement)).getByRole('button', { name: 'Show fewer' }),
    ).toHaveAttribute('aria-expanded', 'true')
  },
}
export const ManyCountriesDark: Story = { ...ManyCountries, globals: { theme: 'dark' } }

export const Empty: Story = {
  args: { query: query([]) },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText(NO_COUNTRIES)).toBeVisible()
  },
}
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } }

export const Loading: Story = {
  args: { query: query('loading') },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('aria-busy', 'true')
  },
}
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } }

export const LoadError: Story = {
  args: { query: query('error') },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const LoadErrorDark: Story = { ...LoadError, globals: { theme: 'dark' } }
