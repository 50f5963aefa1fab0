import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { DemoAccountKey } from '@mocks/seed/demo-accounts'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

type Who = DemoAccountKey | null

/** Where each visit ends (spec part 1 sections 2 and 6, part 2 section 2). */
const cases: Array<[url: string, as: Who, ends: string]> = [
  ['/', null, '/auth/login'],
  ['/', 'counsellor', '/dashboard'],
  ['/', 'newStudent', '/student-profile'],
  ['/', 'student', '/find-counsellors'],
  ['/dashboard', null, '/auth/login?returnUrl=%2Fdashboard'],
  ['/dashboard', 'student', '/student-profile'],
  ['/invite-student', 'newStudent', '/student-profile'],
  ['/my-pathway', 'counsellor', '/dashboard'],
  ['/find-counsellors', 'counsellor', '/dashboard'],
  ['/student-pathway', 'student', '/my-pathway'],
  ['/auth', null, '/auth/login'],
  ['/auth/anything', null, '/auth/login'],
  ['/auth/login', 'counsellor', '/dashboard'],
  ['/no-such-page', null, '/auth/login'],
  ['/no-such-page', 'counsellor', '/error/404'],
  ['/faq', null, '/faq'],
  ['/error', null, '/error'],
]

describe('route guards', () => {
  it.each(cases)('%s as %s ends at %s', async (url, as, ends) => {
    const { router } = await renderRoute(url, { as })
    await waitFor(() => expect(currentPath(router)).toBe(ends))
  })

  it('shows the 404 page with Return Home for unknown signed-in paths', async () => {
    await renderRoute('/no-such-page', { as: 'student' })
    expect(
      await screen.findByRole('heading', { name: "Oops! We can't find that page." }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/dashboard')
  })

  it('shows the 500 page', async () => {
    await renderRoute('/error/500')
    expect(
      await screen.findByRole('heading', {
        name: 'System Error: Something went wrong! Please try again later.',
      }),
    ).toBeInTheDocument()
  })

  it('shows the role menu of a counsellor and of a student', async () => {
    const view = await renderRoute('/dashboard', { as: 'counsellor' })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const label of [
      'Dashboard',
      'Learning Hub',
      'Enrolled Hubs',
      'My Accomplishments',
      'Invite Students',
      'My Students',
      'FAQ and Support Centre',
    ])
      expect(nav).toHaveTextContent(label)
    view.unmount()
    await renderRoute('/my-pathway', { as: 'student' })
    const studentNav = await screen.findByRole('navigation', { name: 'Main' })
    expect(studentNav).toHaveTextContent('My Pathways')
    expect(studentNav).toHaveTextContent('Find Catalysts')
    expect(studentNav).not.toHaveTextContent('Invite Students')
  })

  it('ends the session when the profile cannot be loaded', async () => {
    const { router, app } = await renderRoute('/dashboard', { as: 'counsellor' })
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'))
    app.session.start({ accessToken: 'forged.token.value', refreshToken: 'x', remember: false })
    app.queryClient.clear()
    await router.navigate({ to: '/my-student' })
    await waitFor(() => expect(currentPath(router)).toBe('/auth/login?returnUrl=%2Fmy-student'))
    expect(app.session.isSignedIn()).toBe(false)
  })
})
