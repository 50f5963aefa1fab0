import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from './button'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Button', () => {
  it('runs its click handler', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while loading is disabled, busy and announces the loading label', async () => {
    const onClick = vi.fn()
    render(
      <Button loading loadingLabel="Saving" onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: /save/i })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Saving')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('announces "Loading..." by default and keeps its visible text', () => {
    render(<Button loading>Send request</Button>)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.getByRole('button')).toHaveTextContent('Send request')
  })

  it('is not busy and shows no spinner when idle', () => {
    render(<Button>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('renders its child element with asChild, e.g. a link', () => {
    render(
      <Button asChild variant="outline">
        <a href="/sessions">My sessions</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'My sessions' })
    expect(link).toHaveAttribute('href', '/sessions')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('marks a loading asChild link busy and disabled for assistive technology', () => {
    render(
      <Button asChild loading>
        <a href="/export">Export</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: /export/i })
    expect(link).toHaveAttribute('aria-disabled', 'true')
    expect(link).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('looks unavailable when disabled, in every variant and both themes (issue 36)', () => {
    const variants = ['primary', 'secondary', 'outline', 'danger'] as const
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant}
          </Button>
        ))}
      </>,
    )
    for (const variant of variants) {
      const button = screen.getByRole('button', { name: variant })
      expect(button).toBeDisabled()
      // A muted surface and muted text, not the variant's colour at half opacity (which in the
      // dark theme read as a clickable teal Save).
      expect(button.className).toContain('disabled:not-aria-busy:bg-surface-muted')
      expect(button.className).toContain('disabled:not-aria-busy:text-muted-foreground')
      expect(button.className).not.toContain('disabled:opacity-50')
    }
  })

  it('keeps a loading button in its colour, dimmed, and a disabled link button muted', () => {
    render(
      <>
        <Button loading>Save</Button>
        <Button asChild disabled>
          <a href="/export">Export</a>
        </Button>
      </>,
    )
    expect(screen.getByRole('button', { name: /save/i }).className).toContain(
      'aria-busy:opacity-70',
    )
    expect(screen.getByRole('link', { name: 'Export' }).className).toContain(
      'aria-disabled:not-aria-busy:bg-surface-muted',
    )
  })
})
