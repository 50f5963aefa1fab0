import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { createAuth } from './auth'
import { AuthProvider } from './auth-context'
import { createMemoryTokenStore } from './token-store'
import { useAccessTokenRefreshed } from './use-token-refreshed'

describe('useAccessTokenRefreshed', () => {
  it('reports a refreshed token, but not a sign-in or a sign-out', () => {
    const auth = createAuth(createMemoryTokenStore())
    const onRefreshed = vi.fn()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider auth={auth}>{children}</AuthProvider>
    )
    renderHook(() => useAccessTokenRefreshed(onRefreshed), { wrapper })

    act(() => auth.start({ accessToken: 'a1', refreshToken: 'r', remember: false }))
    expect(onRefreshed).not.toHaveBeenCalled()
    act(() => auth.refreshed('a2'))
    expect(onRefreshed).toHaveBeenCalledWith('a2')
    act(() => auth.end())
    expect(onRefreshed).toHaveBeenCalledOnce()
  })
})
