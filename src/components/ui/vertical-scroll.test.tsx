import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { stubOverflow } from '../../../tests/overflow-stub'
import { VerticalScroll } from './vertical-scroll'

afterEach(cleanup)

const rows = (
  <ol>
    {Array.from({ length: 7 }, (_, index) => (
      <li key={index}>Module {index + 1}</li>
    ))}
  </ol>
)

describe('VerticalScroll', () => {
  it('says more is below, and fades the cut edge, while content is hidden there (issue 36)', () => {
    const restore = stubOverflow(700, 280)
    try {
      render(
        <VerticalScroll label="Modules list" hint="More modules below" className="max-h-72">
          {rows}
        </VerticalScroll>,
      )
      const box = screen.getByRole('region', { name: 'Modules list' })
      expect(box).toHaveAttribute('tabindex', '0')
      expect(screen.getByText('More modules below')).toBeInTheDocument()
      const edge = (side: string) => screen.getByTestId(`scroll-edge-${side}`).className
      expect(edge('after')).toContain('opacity-100')
      expect(edge('before')).toContain('opacity-0')

      // Scrolled to the end: the cue moves to the top edge, the hint goes.
      box.scrollTop = 420
      fireEvent.scroll(box)
      expect(screen.queryByText('More modules below')).toBeNull()
      expect(edge('after')).toContain('opacity-0')
      expect(edge('before')).toContain('opacity-100')
    } finally {
      restore()
    }
  })

  it('shows no cue when everything fits', () => {
    const restore = stubOverflow(200, 200)
    try {
      render(<VerticalScroll label="Free times">{rows}</VerticalScroll>)
      expect(screen.queryByText('Scroll for more')).toBeNull()
    } finally {
      restore()
    }
  })
})
