import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { clockRange, clockTime, formatTimeRange } from '@/lib/format/dates'

import { TIME_OPTIONS, TimeField } from './time-field'

function From({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <TimeField aria-label="Monday from" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('TimeField', () => {
  it('offers the day in the one 24-hour form, a quarter hour apart, whatever the browser’s locale', () => {
    render(<From initial="10:00" />)
    const field = screen.getByRole('combobox', { name: 'Monday from' })
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(TIME_OPTIONS)
    expect(options).toHaveLength(96)
    expect(options.slice(0, 2)).toEqual(['00:00', '00:15'])
    expect(options.at(-1)).toBe('23:45')
    expect(options.join(' ')).not.toMatch(/AM|PM/)
    expect(field).toHaveValue('10:00')
  })

  it('is chosen with the keyboard and keeps a saved time between the steps', async () => {
    const user = userEvent.setup()
    render(<From initial="10:10" />)
    const field = screen.getByRole('combobox', { name: 'Monday from' })
    expect(field).toHaveValue('10:10')
    await user.selectOptions(field, '13:30')
    expect(screen.getByRole('status')).toHaveTextContent('13:30')
  })
})

describe('the one clock form', () => {
  it('writes times as HH:mm and ranges with one separator', () => {
    expect([0, 5, 600, 1439, 1440].map(clockTime)).toEqual([
      '00:00',
      '00:05',
      '10:00',
      '23:59',
      '00:00',
    ])
    expect(clockRange('10:00', '13:00')).toBe('10:00 – 13:00')
    const start = new Date(2026, 10, 26, 4, 30)
    const end = new Date(2026, 10, 26, 5, 15)
    expect(formatTimeRange(start, end)).toBe('04:30 – 05:15')
  })
})
