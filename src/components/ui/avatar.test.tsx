import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Avatar } from './avatar'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Avatar', () => {
  it('shows initials of the first and last name, named for assistive technology', () => {
    render(<Avatar name=" asha  maria Rao " />)
    const avatar = screen.getByRole('img', { name: 'asha maria Rao' })
    expect(avatar).toHaveAttribute('aria-label', 'asha maria Rao')
    // The initials are drawn from this attribute by CSS (jsdom does not render ::before).
    expect(avatar).toHaveAttribute('data-initials', 'AR')
  })

  it('shows one initial for a single name', () => {
    render(<Avatar name="Priya" />)
    expect(screen.getByRole('img', { name: 'Priya' })).toHaveAttribute('data-initials', 'P')
  })

  it('is blank and hidden when there is no name', () => {
    const { container } = render(<Avatar name="" />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(container).toHaveTextContent(/^$/)
  })

  it('can be decorative when the name is shown beside it', () => {
    render(<Avatar name="Priya Nair" alt="" />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
