import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { trackBrowserOnlineStatus } from '@/lib/network/online-status'

import { OFFLINE_MESSAGE, OfflineNotice } from './offline-notice'

/** What the browser does: flips navigator.onLine, then fires the event. */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

function mountNotice() {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <OfflineNotice />
    </QueryClientProvider>,
  )
  return client
}

beforeEach(() => trackBrowserOnlineStatus())
afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

describe('OfflineNotice', () => {
  it('appears when the browser goes offline and goes when it is back', () => {
    mountNotice()
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
    goOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE)
    goOffline(false)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('reads the browser flag at start, so a page opened offline says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    trackBrowserOnlineStatus()
    mountNotice()
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE)
  })

  it('counts writes waiting to be sent, guards leaving the page, and sends them on reconnect', async () => {
    const client = mountNotice()
    goOffline(true)
    const sent = vi.fn(() => Promise.resolve('saved'))
    const write = client.getMutationCache().build(client, { mutationFn: sent })
    let done: Promise<unknown> = Promise.resolve()
    act(() => {
      done = write.execute(undefined)
    })
    expect(await screen.findByText('1 change is waiting to be sent.')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).toBe(true)

    goOffline(false)
    await act(() => done)
    expect(sent).toHaveBeenCalledTimes(1)
    expect(write.state.status).toBe('success')
    expect(screen.queryByRole('status')).toBeNull()
    // The waiting count reaches React on the query client's next tick.
    await waitFor(() => {
      const later = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(later)
      expect(later.defaultPrevented).toBe(false)
    })
  })
})
