import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import type { Country } from '@/lib/countries'

import { CountrySelect } from './country-select'

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <CountrySelect
      aria-label="Country"
      value={value}
      onChange={(country: Country) => setValue(country.name)}
    />
  )
}

const isSvgFlag = (image: Element) =>
  image.tagName === 'IMG' && /^data:image\/svg\+xml/.test(image.getAttribute('src') ?? '')

/** The decorative images inside `element` (alt="" gives them the presentation role). */
const flagsIn = (element: HTMLElement) =>
  within(element).queryAllByRole('presentation', { hidden: true })

describe('CountrySelect flags', () => {
  it('shows the chosen country with an SVG flag, not an emoji, and names it by its name', () => {
    render(<Picker initial="India" />)
    const trigger = screen.getByRole('combobox', { name: 'Country' })
    expect(trigger).toHaveTextContent(/^India$/)
    // Decorative: no image in the accessibility tree, no emoji letters in the text.
    expect(within(trigger).queryByRole('img')).not.toBeInTheDocument()
    const [flag, ...others] = flagsIn(trigger)
    expect(others).toHaveLength(0)
    expect(flag && isSvgFlag(flag)).toBe(true)
    expect(flag).toHaveAttribute('alt', '')
    expect(flag).toHaveAttribute('aria-hidden', 'true')
    expect(trigger.textContent).not.toMatch(/\p{Regional_Indicator}/u)
  })

  it('gives every option in the list its SVG flag beside the name', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.click(screen.getByRole('combobox', { name: 'Country' }))
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'ind')
    const india = screen.getByRole('option', { name: /^India\b/ })
    for (const option of screen.getAllByRole('option')) {
      expect(option.textContent).not.toMatch(/\p{Regional_Indicator}/u)
      const flags = flagsIn(option)
      expect(flags).toHaveLength(1)
      expect(flags.every(isSvgFlag)).toBe(true)
    }

    await user.click(india)
    const trigger = screen.getByRole('combobox', { name: 'Country' })
    expect(trigger).toHaveTextContent('India')
    expect(flagsIn(trigger).every(isSvgFlag)).toBe(true)
    expect(flagsIn(trigger)).toHaveLength(1)
  })
})
