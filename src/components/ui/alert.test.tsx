import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { Alert } from './alert'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('a %s alert is announced as %s with its title and description', (variant, role) => {
    render(
      <Alert variant={variant} title="Heads up">
        Your plan renews tomorrow.
      </Alert>,
    )
    const alert = screen.getByRole(role)
    expect(alert).toHaveTextContent('Heads up')
    expect(alert).toHaveTextContent('Your plan renews tomorrow.')
  })

  it('lets a caller opt out of interrupting', () => {
    render(<Alert variant="warning" role="note" title="Read-only" />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent('Read-only')
  })
})
