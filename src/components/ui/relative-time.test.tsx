import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nextRelativeChange } from '@/lib/format/dates'

import { RelativeTime } from './relative-time'

const T0 = new Date('2026-11-26T10:00:00.000Z').getTime()
const iso = (ms: number) => new Date(ms).toISOString()

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => vi.useRealTimers())

  it('reads as the spec writes it, with the date as its tooltip, and moves on the moment its text changes', () => {
    render(<RelativeTime at="2026-11-26T09:59:40.000Z" />)
    const time = screen.getByText('Now')
    expect(time).toHaveAttribute('dateTime', '2026-11-26T09:59:40.000Z')
    expect(time).toHaveAttribute('title', '26 NOV 2026')
    act(() => {
      vi.advanceTimersByTime(39_999)
    })
    expect(time).toHaveTextContent('Now')
    // 60 s after the message, not at the next 30 s tick.
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(time).toHaveTextContent('1m')
    act(() => {
      vi.advanceTimersByTime(50 * 60_000)
    })
    expect(time).toHaveTextContent('51m')
  })

  it('a time shown later reads the clock as it renders, not the last tick (issue 36: 80 s read "Now")', () => {
    render(<RelativeTime at={iso(T0 - 5_000)} />)
    expect(screen.getByText('Now')).toBeVisible()
    // The clock moves on with no timer due yet; a panel opened now shows a message 80 s old.
    vi.setSystemTime(T0 + 40_000)
    render(<RelativeTime at={iso(T0 - 40_000)} />)
    expect(screen.getByText('1m')).toBeVisible()
  })

  it('one shared timer wakes every time on screen, each at its own boundary', () => {
    render(
      <>
        {Array.from({ length: 20 }, (_, index) => (
          <RelativeTime key={index} at={iso(T0 - index * 1_000)} />
        ))}
      </>,
    )
    // One timer pending, however many times are shown.
    expect(vi.getTimerCount()).toBe(1)
    // The oldest (19 s) turns "1m" first, 41 s on; the newest still reads "Now".
    act(() => {
      vi.advanceTimersByTime(41_000)
    })
    expect(screen.getAllByText('1m')).toHaveLength(1)
    expect(screen.getAllByText('Now')).toHaveLength(19)
    act(() => {
      vi.advanceTimersByTime(19_000)
    })
    expect(screen.getAllByText('1m')).toHaveLength(20)
  })

  it('every time on screen moves together, on one clock', () => {
    render(
      <>
        <RelativeTime at="2026-11-26T09:00:00.000Z" />
        <RelativeTime at="2026-11-25T10:00:00.000Z" />
      </>,
    )
    expect(screen.getByText('1h')).toBeVisible()
    expect(screen.getByText('1d')).toBeVisible()
    act(() => {
      vi.advanceTimersByTime(60 * 60_000)
    })
    expect(screen.getByText('2h')).toBeVisible()
  })
})

describe('nextRelativeChange', () => {
  it.each([
    ['Now', 10_000, 60_000],
    ['5m', 5 * 60_000 + 1, 6 * 60_000],
    ['59m', 59 * 60_000, 60 * 60_000],
    ['3h', 3 * 3_600_000 + 5, 4 * 3_600_000],
    ['4w', 28 * 86_400_000, 30 * 86_400_000],
  ])('%s changes at the next boundary of the unit shown or a larger one', (_, elapsed, next) => {
    expect(nextRelativeChange(iso(T0), T0 + elapsed)).toBe(T0 + next)
  })
})
