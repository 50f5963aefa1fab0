/**
 * How the API client reads the current access token; the sign-in (src/lib/auth) registers it at start-up.
 * Kept apart from the client so that registering it does not load the HTTP stack (ky and the
 * generated client), which loads with the first call instead.
 */
type TokenGetter = () => string | null
let getAccessToken: TokenGetter = () => null

/** The sign-in registers how to read the current access token. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  getAccessToken = getter
}

export function currentAccessToken(): string | null {
  return getAccessToken()
}
