/**
 * Where a stand-in page may send a visitor back to (the identity provider's redirect_uri, the
 * billing portal's way back): an origin in the list, `*` for any. An opaque origin ("null": a
 * javascript: or data: address) never, even with `*`.
 */
export function isRedirectAllowed(target: URL, origins: readonly string[]): boolean {
  return target.origin !== 'null' && origins.some((each) => each === '*' || each === target.origin)
}
