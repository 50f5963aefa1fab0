import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { Button } from './button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

describe('Sheet', () => {
  it('opens a named drawer that Escape closes, returning focus', async () => {
    render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Open menu</Button>
        </SheetTrigger>
        <SheetContent side="left">
          <SheetHeader>
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>Where to go next.</SheetDescription>
          </SheetHeader>
          <a href="/dashboard">Dashboard</a>
        </SheetContent>
      </Sheet>,
    )
    const trigger = screen.getByRole('button', { name: 'Open menu' })
    await userEvent.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })
})
