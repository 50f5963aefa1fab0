import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'

// Vitest runs with `globals: false`, so Testing Library cannot register its own afterEach
// cleanup; drop this once tests/setup.ts does it for every file.
afterEach(cleanup)

function CancelSession({ onConfirm }: { onConfirm: () => unknown }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Cancel session</Button>}
      title="Cancel this session?"
      description="Your Catalyst will be notified."
      confirmLabel="Yes, cancel it"
      cancelLabel="Keep session"
      variant="danger"
      onConfirm={onConfirm}
    />
  )
}

function openTrigger(onConfirm: () => unknown) {
  render(<CancelSession onConfirm={onConfirm} />)
  return screen.getByRole('button', { name: 'Cancel session' })
}

describe('ConfirmDialog', () => {
  it('asks for confirmation with focus on the safe choice', async () => {
    const onConfirm = vi.fn()
    await userEvent.click(openTrigger(onConfirm))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this session?' })
    expect(dialog).toHaveAccessibleDescription('Your Catalyst will be notified.')
    expect(screen.getByRole('button', { name: 'Keep session' })).toHaveFocus()
  })

  it('does nothing when cancelled and returns focus to the trigger', async () => {
    const onConfirm = vi.fn()
    const trigger = openTrigger(onConfirm)
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('button', { name: 'Keep session' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(trigger).toHaveFocus()
  })

  it('runs the action and closes', async () => {
    const onConfirm = vi.fn()
    await userEvent.click(openTrigger(onConfirm))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('stays open and busy while an async action runs, then closes', async () => {
    let finish: () => void = () => undefined
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await userEvent.click(openTrigger(onConfirm))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))

    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /yes, cancel it/i })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.getByRole('button', { name: 'Keep session' })).toBeDisabled()

    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open when the async action fails so the user can retry', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(undefined)
    await userEvent.click(openTrigger(onConfirm))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled(),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })
})
