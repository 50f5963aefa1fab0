import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { createSession } from './session'
import { SessionProvider } from './session-context'
import { createMemoryTokenStore } from './token-store'
import { useAccessTokenRefreshed } from './use-token-refreshed'

describe('useAccessTokenRefreshed', () => {
  it('reports a refreshed token, but not a sign-in or a sign-out', () => {
    const session = createSession(createMemoryTokenStore())
    const onRefreshed = vi.fn()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider session={session}>{children}</SessionProvider>
    )
    renderHook(() => useAccessTokenRefreshed(onRefreshed), { wrapper })

    act(() => session.start({ accessToken: 'a1', refreshToken: 'r', remember: false }))
    expect(onRefreshed).not.toHaveBeenCalled()
    act(() => session.refreshed('a2'))
    expect(onRefreshed).toHaveBeenCalledWith('a2')
    act(() => session.end())
    expect(onRefreshed).toHaveBeenCalledOnce()
  })
})
