import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { stubOverflow } from '../../../tests/overflow-stub'
import { ExpandableText } from './expandable-text'

afterEach(cleanup)

describe('ExpandableText', () => {
  it('offers the rest of a cut text by keyboard, and takes it back (issue 36)', async () => {
    const restore = stubOverflow(120, 40)
    try {
      render(
        <ExpandableText what="the latest note">A long note about the next steps.</ExpandableText>,
      )
      const more = screen.getByRole('button', { name: 'Show more of the latest note' })
      expect(more).toHaveAttribute('aria-expanded', 'false')
      const text = screen.getByText('A long note about the next steps.')
      expect(more).toHaveAttribute('aria-controls', text.id)
      expect(text).toHaveClass('line-clamp-2')

      await userEvent.tab()
      expect(more).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const less = screen.getByRole('button', { name: 'Show less of the latest note' })
      expect(less).toHaveAttribute('aria-expanded', 'true')
      expect(text).not.toHaveClass('line-clamp-2')
      await userEvent.click(less)
      expect(text).toHaveClass('line-clamp-2')
    } finally {
      restore()
    }
  })

  it('offers nothing when the text fits', () => {
    const restore = stubOverflow(40, 40)
    try {
      render(<ExpandableText what="the latest note">Short.</ExpandableText>)
      expect(screen.queryByRole('button')).toBeNull()
    } finally {
      restore()
    }
  })
})
