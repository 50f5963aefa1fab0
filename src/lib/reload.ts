/**
 * A full page load of `href`, for the moments the spec wants the page reloaded (part 1 section 2:
 * the logout route "signs the user out, reloads the page and redirects to /auth/login"), so that
 * nothing of the signed-in user survives in memory. Tests and stories, which render the app
 * inside a page they own, replace it with a navigation of their router.
 */
let reload: (href: string) => void = (href) => window.location.replace(href)

export function reloadTo(href: string): void {
  reload(href)
}

export function setDocumentReload(implementation: (href: string) => void): void {
  reload = implementation
}
