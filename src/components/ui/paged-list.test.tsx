import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  type QueryFunctionContext,
} from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatLocalDate } from '@/lib/format/dates'

import { EmptyState } from './empty-state'
import { PagedList } from './paged-list'

afterEach(cleanup)

interface Page {
  items: { id: string; name: string }[]
  page: number
  total: number
  hasMore: boolean
}

/** `total` items, 2 a page; `fail` answers every read with an error. */
function pages(total: number, fail: () => boolean = () => false) {
  return vi.fn(({ pageParam }: QueryFunctionContext<string[], number>): Promise<Page> => {
    if (fail()) return Promise.reject(new Error('down'))
    const from = (pageParam - 1) * 2
    const items = Array.from({ length: Math.max(0, Math.min(2, total - from)) }, (_, i) => ({
      id: String(from + i),
      name: `Item ${from + i + 1}`,
    }))
    return Promise.resolve({ items, page: pageParam, total, hasMore: from + 2 < total })
  })
}

/** Item n happened on day 29 - n of November 2026 at noon, the viewer's time: a day each. */
const dayOfItem = (item: { id: string }) =>
  new Date(2026, 10, 28 - Math.floor(Number(item.id) / 3), 12).toISOString()

function List({
  read,
  showCount,
  byDay,
}: {
  read: ReturnType<typeof pages>
  showCount?: boolean
  byDay?: boolean
}) {
  const query = useInfiniteQuery({
    queryKey: ['items'],
    queryFn: read,
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.hasMore ? last.page + 1 : undefined),
    retry: false,
  })
  return (
    <PagedList
      query={query}
      itemsOf={(page) => page.items}
      renderItem={(item) => item.name}
      label="Items"
      noun={{ one: 'item', other: 'items' }}
      errorMessage="Your items could not be loaded."
      empty={<EmptyState title="No items yet" />}
      showCount={showCount}
      dayOf={byDay ? dayOfItem : undefined}
    />
  )
}

const show = (read: ReturnType<typeof pages>, showCount?: boolean, byDay?: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List read={read} showCount={showCount} byDay={byDay} />
    </QueryClientProvider>,
  )

describe('PagedList', () => {
  it('loads, then shows a page at a time with its count until none is left', async () => {
    show(pages(3))
    expect(screen.getByText('Loading items...')).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Items' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 items')
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await within(list).findByText('Item 3')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('3 items')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('shows its empty state when there is nothing', async () => {
    show(pages(0))
    expect(await screen.findByRole('heading', { name: 'No items yet' })).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says no count when asked not to', async () => {
    show(pages(1), false)
    expect(await screen.findByText('Item 1')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says a failed read in its words and reads again on Retry', async () => {
    let down = true
    const read = pages(1, () => down)
    show(read)
    expect(await screen.findByText('Your items could not be loaded.')).toBeVisible()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Item 1')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('1 item')
  })

  it('groups the items by the viewer’s day, a page more joining its day', async () => {
    show(pages(4), true, true)
    const first = formatLocalDate(new Date(2026, 10, 28, 12))
    const second = formatLocalDate(new Date(2026, 10, 27, 12))
    const day = await screen.findByRole('region', { name: first })
    expect(within(day).getByRole('heading', { level: 2, name: first })).toBeVisible()
    expect(within(day).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('region', { name: second })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await within(day).findByText('Item 3')
    expect(within(day).getAllByRole('listitem')).toHaveLength(3)
    const next = screen.getByRole('region', { name: second })
    expect(within(next).getByRole('list', { name: `Items, ${second}` })).toHaveTextContent('Item 4')
  })
})
