import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import type { CurrentUser } from '@/api/profile/queries'

import { Breadcrumbs } from './breadcrumbs'
import { DocumentTitle, roleTitle, usePageTitle } from './document-title'

const baseUser: CurrentUser = {
  id: 'user-1',
  sk: 'USER#user-1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  country: 'India',
  role: 'student',
  isCounsellorApproved: true,
}

/** The header's title line exactly as AppShell builds it (the shell itself needs the whole app). */
function Header() {
  return <Breadcrumbs title={usePageTitle()} />
}

/**
 * A two-page router shaped like the app's signed-in area: the layout puts the user in the route
 * context (as routes/_app.tsx does) above a header; one page has a title, the other has none.
 */
function renderShellAt(url: string, user: CurrentUser) {
  const root = createRootRoute({
    component: () => (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    ),
  })
  const signedIn = createRoute({
    getParentRoute: () => root,
    id: 'signed-in',
    beforeLoad: () => ({ user }),
    component: () => (
      <>
        <Header />
        <Outlet />
      </>
    ),
  })
  const titled = createRoute({
    getParentRoute: () => signedIn,
    path: '/titled',
    staticData: { title: 'My Students' },
    component: () => <p>titled page</p>,
  })
  const untitled = createRoute({
    getParentRoute: () => signedIn,
    path: '/untitled',
    component: () => <p>untitled page</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([signedIn.addChildren([titled, untitled])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  return render(<RouterProvider router={router} />)
}

async function headerTitle() {
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' })
  return within(trail).getByText((_, element) => element?.getAttribute('aria-current') === 'page')
}

describe('page title', () => {
  beforeEach(() => {
    document.title = ''
  })

  it('capitalises the role name, and shows Catalyst for a counsellor (spec part 1 section 6)', () => {
    expect(roleTitle('student')).toBe('Student')
    expect(roleTitle('STUDENT')).toBe('Student')
    expect(roleTitle('learner')).toBe('Learner')
    expect(roleTitle('counsellor')).toBe('Catalyst')
    expect(roleTitle(' Counsellor ')).toBe('Catalyst')
    expect(roleTitle('')).toBeUndefined()
    expect(roleTitle(null)).toBeUndefined()
  })

  it("shows a student's role in the header and tab when the page has no title", async () => {
    renderShellAt('/untitled', { ...baseUser, role: 'student' })
    expect(await screen.findByText('untitled page')).toBeInTheDocument()
    expect(await headerTitle()).toHaveTextContent(/^Student$/)
    await waitFor(() => expect(document.title).toBe('Student | Catalyst'))
  })

  it('shows the default label Catalyst for a counsellor when the page has no title', async () => {
    renderShellAt('/untitled', { ...baseUser, role: 'counsellor' })
    expect(await screen.findByText('untitled page')).toBeInTheDocument()
    expect(await headerTitle()).toHaveTextContent(/^Catalyst$/)
    await waitFor(() => expect(document.title).toBe('Catalyst'))
  })

  it("keeps a page's own title over the role", async () => {
    renderShellAt('/titled', { ...baseUser, role: 'student' })
    expect(await screen.findByText('titled page')).toBeInTheDocument()
    expect(await headerTitle()).toHaveTextContent(/^My Students$/)
    await waitFor(() => expect(document.title).toBe('My Students | Catalyst'))
  })
})
