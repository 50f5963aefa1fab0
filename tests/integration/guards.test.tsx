import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { SIGN_IN_KEPT_MESSAGE } from '@/app/account-load-error-page'
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/config/constants'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

const server = withMockServer()

/** Pages can be slow to render while the machine is busy; this caps the wait, it is no sleep. */
const WAIT = { timeout: 5000 }

/**
 * Where every route ends for every kind of visitor is the guard matrix (guard-matrix.test.tsx);
 * these are the guard behaviours it does not check: loading state, page contents, role menus,
 * and a sign-in that breaks mid-visit.
 */
describe('route guards', () => {
  it('shows Loading... while the signed-in user loads, then the page', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.get('*/api/v1/profile/getUserProfileInfo', async () => {
        await held
        // Nothing returned: the request falls through to the mock backend's own handler.
      }),
    )
    await renderRoute('/dashboard', { as: 'counsellor' })
    expect(await screen.findByText('Loading...')).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    release()
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT)
    expect(trail).toHaveTextContent('Dashboard')
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  })

  it.each([
    ['an unknown path, signed in', '/no-such-page', 'student' as const],
    ['the error index', '/error', null],
  ])('shows the 404 page with Return Home for %s', async (_, url, as) => {
    await renderRoute(url, { as })
    expect(
      await screen.findByRole('heading', { name: "Oops! We can't find that page." }, WAIT),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/dashboard')
  })

  it('shows the 500 page', async () => {
    await renderRoute('/error/500')
    expect(
      await screen.findByRole(
        'heading',
        { name: 'System Error: Something went wrong! Please try again later.' },
        WAIT,
      ),
    ).toBeInTheDocument()
  })

  it('shows the role menu of a counsellor and of a student', async () => {
    const view = await renderRoute('/dashboard', { as: 'counsellor' })
    const nav = await screen.findByRole('navigation', { name: 'Main' }, WAIT)
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
    const studentNav = await screen.findByRole('navigation', { name: 'Main' }, WAIT)
    expect(studentNav).toHaveTextContent('My Pathways')
    expect(studentNav).toHaveTextContent('Find Catalysts')
    expect(studentNav).not.toHaveTextContent('Invite Students')
  })

  it.each([401, 403, 404])(
    'ends the sign-in when the profile read answers %i on a reload',
    async (status) => {
      server.use(
        http.get('*/api/v1/profile/getUserProfileInfo', () =>
          HttpResponse.json({ message: 'Unauthorized' }, { status }),
        ),
      )
      const { router, app } = await renderRoute('/my-student', { as: 'counsellor' })
      await waitFor(
        () => expect(currentPath(router)).toBe('/auth/login?returnUrl=%2Fmy-student'),
        WAIT,
      )
      expect(app.auth.isSignedIn()).toBe(false)
    },
  )

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      'Internal server error',
    ],
    [
      'a gateway page',
      () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }),
      'Something went wrong',
    ],
    ['no answer', () => HttpResponse.error(), 'Network error or no response from server'],
  ])(
    'keeps the sign-in through %s on the profile read, and Retry brings the page back',
    async (_what, answer, message) => {
      let failing = true
      server.use(
        http.get('*/api/v1/profile/getUserProfileInfo', () => (failing ? answer() : undefined)),
      )
      const view = await renderRoute('/my-student', { as: 'counsellor' })
      const alert = await screen.findByRole('alert', {}, WAIT)
      expect(alert).toHaveTextContent('This page could not be shown')
      expect(alert).toHaveTextContent(message)
      expect(alert).not.toHaveTextContent('<h1>')
      expect(alert).toHaveTextContent(SIGN_IN_KEPT_MESSAGE)
      expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout')
      expect(currentPath(view.router)).toBe('/my-student')
      expect(view.app.auth.isSignedIn()).toBe(true)
      // Well past the 401 redirect delay: nothing signs the user out behind the page.
      await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_REDIRECT_DELAY_MS * 2))
      expect(view.app.auth.isSignedIn()).toBe(true)

      failing = false
      await view.user.click(screen.getByRole('button', { name: 'Retry' }))
      expect(await screen.findByRole('navigation', { name: 'Main' }, WAIT)).toBeVisible()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('retries by itself when the browser comes back online', async () => {
    let failing = true
    server.use(
      http.get('*/api/v1/profile/getUserProfileInfo', () =>
        failing ? HttpResponse.error() : undefined,
      ),
    )
    await renderRoute('/my-student', { as: 'counsellor' })
    await screen.findByRole('alert', {}, WAIT)
    failing = false
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('navigation', { name: 'Main' }, WAIT)).toBeVisible()
  })

  it('ends the sign-in when the profile cannot be loaded', async () => {
    const { router, app } = await renderRoute('/dashboard', { as: 'counsellor' })
    await screen.findByRole('navigation', { name: 'Main' }, WAIT)
    expect(currentPath(router)).toBe('/dashboard')
    app.auth.start({ accessToken: 'forged.token.value', refreshToken: 'x', remember: false })
    app.queryClient.clear()
    await router.navigate({ to: '/my-student' })
    await waitFor(
      () => expect(currentPath(router)).toBe('/auth/login?returnUrl=%2Fmy-student'),
      WAIT,
    )
    expect(app.auth.isSignedIn()).toBe(false)
    // The 401's own redirect to login (spec: 300 ms later) must not drop the returnUrl. Proving
    // that something does NOT happen takes waiting past the moment it would.
    expect(await screen.findByRole('button', { name: 'Sign in' }, WAIT)).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_REDIRECT_DELAY_MS * 2))
    expect(currentPath(router)).toBe('/auth/login?returnUrl=%2Fmy-student')
  })
})
