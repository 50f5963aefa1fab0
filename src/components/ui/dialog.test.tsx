import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { Button } from './button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

function EditDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit profile</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit profile</DialogTitle>
          <DialogDescription>Changes are visible to your Catalysts.</DialogDescription>
        </DialogHeader>
        <label>
          Headline <input />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens as a named, described modal dialog', async () => {
    render(<EditDialog />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    expect(dialog).toHaveAccessibleDescription('Changes are visible to your Catalysts.')
    // Modal: the page behind (including the trigger) is hidden from assistive technology.
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveFocus()
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<EditDialog />)
    const trigger = screen.getByRole('button', { name: 'Edit profile' })
    await userEvent.click(trigger)
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('keeps Tab focus inside the dialog', async () => {
    render(<EditDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    const headline = screen.getByRole('textbox', { name: 'Headline' })
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    const close = screen.getByRole('button', { name: 'Close' })
    expect(headline).toHaveFocus()
    await userEvent.tab()
    expect(cancel).toHaveFocus()
    await userEvent.tab()
    expect(close).toHaveFocus()
    await userEvent.tab()
    expect(headline).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(close).toHaveFocus()
  })

  it('closes from the labelled close button', async () => {
    render(<EditDialog />)
    const trigger = screen.getByRole('button', { name: 'Edit profile' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('keeps its actions in sight at its bottom edge when it scrolls (issue 36)', async () => {
    render(<EditDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    const footer = screen.getByTestId('dialog-actions')
    expect(within(footer).getByRole('button', { name: 'Cancel' })).toBeVisible()
    // Sticky at the bottom over an opaque surface: a phone-sized dialog never clips Cancel.
    expect(footer).toHaveClass('sticky', '-bottom-6', 'bg-surface')
    expect(screen.getByRole('dialog')).toHaveClass('overflow-y-auto')
  })
})
