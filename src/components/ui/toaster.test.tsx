import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The toaster and the toast store as a fresh page has them (nothing loaded or waiting yet). */
async function freshToaster() {
  vi.resetModules()
  const { Toaster } = await import('./toaster')
  const { toast } = await import('@/lib/toast')
  return { Toaster, toast }
}

afterEach(() => {
  vi.doUnmock('./sonner-toaster')
  vi.resetModules()
})

describe('Toaster', () => {
  it('shows a toast raised before it has loaded', async () => {
    const { Toaster, toast } = await freshToaster()
    render(<Toaster theme="light" />)
    act(() => toast.success('Logged In successfully!!'))
    expect(await screen.findByText('Logged In successfully!!')).toBeInTheDocument()
  })

  it('keeps the app standing when its code cannot be fetched, and shows the toast once back online', async () => {
    vi.doMock('./sonner-toaster', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { Toaster, toast } = await freshToaster()
    render(
      <>
        <p>The page</p>
        <Toaster theme="light" />
      </>,
    )
    act(() => toast.error('Network error or no response from server'))
    // The failed load leaves the page alone and the toast waiting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByText('The page')).toBeInTheDocument()
    expect(screen.queryByText('Network error or no response from server')).not.toBeInTheDocument()

    vi.doUnmock('./sonner-toaster')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Network error or no response from server')).toBeInTheDocument()
    expect(screen.getByText('The page')).toBeInTheDocument()
  })
})
