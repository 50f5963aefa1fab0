/** Reads the `exp` claim (seconds since the epoch) of a JWT-shaped token without verifying it. */
export function readTokenExpiry(token: string): Date | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims: unknown = JSON.parse(json)
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return new Date(claims.exp * 1000)
    }
    return null
  } catch {
    return null
  }
}
