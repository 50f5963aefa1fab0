import { CODE_MAILS_PER_24H, SIGN_IN_MAX_FAILURES } from '@/config/constants'

/** Run-time settings of the mock backend; the developer panel and tests change them. */
export interface MockConfig {
  /** Added to every answer, in milliseconds (0 in tests). */
  latencyMs: number
  /** Access token lifetime in seconds (short in tests that check the refresh). */
  accessTokenTtlSeconds: number
  /** Refresh token lifetime in seconds. */
  refreshTokenTtlSeconds: number
  /** Temporary identity-provider token lifetime in seconds. */
  temporaryTokenTtlSeconds: number
  /** Sign-up code sends allowed per e-mail in 24 hours before the resend limit answers. */
  resendLimitPer24h: number
  /** Failed sign-ins for an address within the window that lock it (SIGN_IN_MAX_FAILURES). */
  signInMaxFailures: number
}

export const defaultMockConfig: MockConfig = {
  latencyMs: 0,
  accessTokenTtlSeconds: 60 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  temporaryTokenTtlSeconds: 10 * 60,
  resendLimitPer24h: CODE_MAILS_PER_24H,
  signInMaxFailures: SIGN_IN_MAX_FAILURES,
}

export const mockConfig: MockConfig = { ...defaultMockConfig }

export function configureMocks(overrides: Partial<MockConfig>): void {
  Object.assign(mockConfig, overrides)
}

export function resetMockConfig(): void {
  Object.assign(mockConfig, defaultMockConfig)
}
