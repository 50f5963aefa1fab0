import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { NOW_TICK_MS } from '@/lib/format/use-now'

import { RelativeTime } from './relative-time'

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T10:00:00.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('reads as the spec writes it, with the date as its tooltip, and moves on as time passes', () => {
    render(<RelativeTime at="2026-11-26T09:59:40.000Z" />)
    const time = screen.getByText('Now')
    expect(time).toHaveAttribute('dateTime', '2026-11-26T09:59:40.000Z')
    expect(time).toHaveAttribute('title', '26 NOV 2026')
    act(() => {
      vi.advanceTimersByTime(NOW_TICK_MS)
    })
    expect(time).toHaveTextContent('Now')
    act(() => {
      vi.advanceTimersByTime(NOW_TICK_MS)
    })
    expect(time).toHaveTextContent('1m')
    act(() => {
      vi.advanceTimersByTime(50 * 60_000)
    })
    expect(time).toHaveTextContent('51m')
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
