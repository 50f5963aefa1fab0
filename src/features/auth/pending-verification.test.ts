import { afterEach, describe, expect, it } from 'vitest'

import {
  forgetPendingVerification,
  pendingVerification,
  PENDING_VERIFICATION_MS,
  rememberPendingVerification,
} from './pending-verification'

afterEach(() => sessionStorage.clear())

describe('a registration waiting for its code', () => {
  it('is kept for this tab for half an hour, then lapses, and goes once verified', () => {
    rememberPendingVerification('kavya@example.com', 1_000)
    expect(pendingVerification(1_000 + PENDING_VERIFICATION_MS)).toBe('kavya@example.com')
    expect(pendingVerification(1_001 + PENDING_VERIFICATION_MS)).toBeNull()
    rememberPendingVerification('kavya@example.com')
    forgetPendingVerification()
    expect(pendingVerification()).toBeNull()
  })

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('catalyst_pending_verification', '{not json')
    expect(pendingVerification()).toBeNull()
    sessionStorage.setItem('catalyst_pending_verification', JSON.stringify({ email: 3, at: 'x' }))
    expect(pendingVerification()).toBeNull()
  })
})
