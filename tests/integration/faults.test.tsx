import { QueryClientProvider, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import '@/api/client'
import { fetchPublicFaqs } from '@/api/generated/sdk.gen'
import { createAppQueryClient } from '@/app/query-client'
import { RouteErrorPage, ROUTE_ERROR_TITLE } from '@/app/route-error-page'
import { createAppRouter } from '@/app/router'
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/error-messages'
import { db } from '@mocks/db'
import type { FaultKind, OperationId } from '@mocks/faults'
import { seedScenario } from '@mocks/seed'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { findUserByEmail, INVITE_STATUS } from '@mocks/services/relations'
import { findOperation } from '@mocks/testing/contract'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'
import { routeCatalog, urlOf, type CatalogRoute, type RouteGroup } from '../support/route-catalog'

/**
 * Issue 4 part 4, generated from the route tree and the contract: every page, as a role that may
 * see it, is rendered once while the GET operations it calls are recorded (the shell's profile
 * read included); then each of those reads fails (500, then no answer) and the page must still
 * show something: the page itself with the read swallowed (spec part 1 section 8, "Other
 * failures"), the error boundary with the spec's message and a Retry that recovers the page once
 * the fault is gone. Never a blank page, and never the end of the sign-in: the spec's "Profile
 * load failure while signed in causes logout" (part 1 section 8) is refined for a server or
 * network failure, which keeps the tokens and shows Retry (docs/real-backend.md;
 * guards.test.tsx checks that a 401, 403 or 404 still ends it). New pages and new reads join on
 * their own.
 */
const server = withMockServer()

type Who = DemoAccountKey | null

const visitorsOf: Record<RouteGroup, Who[]> = {
  counsellor: ['counsellor'],
  student: ['student'],
  'signed-in': ['counsellor', 'student'],
  auth: [null],
  public: [null],
}

const messageOf: Array<[kind: Extract<FaultKind, 500 | 'network'>, message: string]> = [
  [500, GENERIC_ERROR_MESSAGE],
  ['network', NETWORK_ERROR_MESSAGE],
]

/** Values for every route parameter, taken from the demo seed so each page has real data. */
function parameterValues(): Record<string, string> {
  const counsellor = findUserByEmail(demoAccounts.counsellor.email)
  const hub = db.learnHubs.all()[0]
  const achievement = db.achievements.all().find((item) => item.userId === counsellor?.id)
  const student = db.connections
    .all()
    .find((link) => link.counsellorId === counsellor?.id && link.status === INVITE_STATUS.accepted)
  if (!counsellor || !hub || !achievement || !student?.studentId) {
    throw new Error('The demo seed lacks a hub, an achievement or a connected student')
  }
  return {
    learnerHubName: hub.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    learnHubId: hub.id,
    achievementId: achievement.id,
    badgeId: achievement.badgeId,
    userId: counsellor.id,
    firstName: counsellor.firstName,
    studentId: student.studentId,
    _splat: 'no-such-page',
  }
}

type View = Awaited<ReturnType<typeof renderRoute>>

/** Waits until navigation and every query are done, then reads where the app is and its title. */
async function settle({ app }: View): Promise<{ path: string; heading: string }> {
  let heading = ''
  await waitFor(
    () => {
      expect(app.router.state.status).toBe('idle')
      expect(app.queryClient.isFetching()).toBe(0)
      // Never a blank page: a visible top-level heading names what is shown.
      const [first] = screen.getAllByRole('heading', { level: 1 })
      expect(first).toBeVisible()
      heading = first?.textContent ?? ''
      expect(heading.trim()).not.toBe('')
    },
    { timeout: 10_000 },
  )
  return { path: app.router.state.location.pathname, heading }
}

/** The GET operations of the contract called while `render` runs. */
async function readsDuring<T>(render: () => Promise<T>): Promise<[T, Set<OperationId>]> {
  const reads = new Set<OperationId>()
  const record = ({ request }: { request: Request }) => {
    const op = request.method === 'GET' ? findOperation('GET', request.url) : undefined
    if (op) reads.add(op.operationId as OperationId)
  }
  server.events.on('request:start', record)
  try {
    return [await render(), reads]
  } finally {
    server.events.removeListener('request:start', record)
  }
}

beforeEach(() => {
  sessionStorage.clear()
})

const visits = routeCatalog.flatMap((route: CatalogRoute) =>
  visitorsOf[route.group].map((as) => ({ route, as, who: as ?? 'visitor' })),
)

describe('every page survives each failing read', () => {
  it.each(visits)(
    '$route.fullPath as $who',
    async ({ route, as }) => {
      await seedScenario('demo')
      const url = urlOf(route, parameterValues())
      const [baseline, reads] = await readsDuring(async () => {
        const view = await renderRoute(url, { as, scenario: null })
        const shown = await settle(view)
        view.unmount()
        return shown
      })
      // The shell's own read is part of every signed-in page.
      expect(!as || reads.has('getUserProfileInfo'), 'a signed-in page reads the profile').toBe(
        true,
      )

      for (const operationId of reads) {
        for (const [kind, message] of messageOf) {
          const what = `${url} as ${as ?? 'visitor'} with ${operationId} failing (${kind})`
          injectFault(operationId, kind)
          const view = await renderRoute(url, { as, scenario: null })
          const shown = await settle(view)
          const boundary = screen.queryByRole('heading', { level: 1, name: ROUTE_ERROR_TITLE })

          // A failing server or network never signs anyone out.
          expect(view.app.auth.isSignedIn(), `${what}: still signed in`).toBe(Boolean(as))
          // Three answers, each asserted in every case as "not this one, or it holds": the
          // route's error boundary says what failed; a page titled by what it failed to read (the
          // public hub's "Overview of {name}") stays where it is and says so; otherwise the
          // failure is swallowed (spec part 1 section 8, "Other failures") and the page shows.
          const titledByFailure = !boundary && shown.heading !== baseline.heading
          const swallowed = !boundary && !titledByFailure
          const alert = boundary ? screen.getByRole('alert').textContent : null
          expect(!boundary || alert?.includes(message), `${what}: says ${message}`).toBe(true)
          expect(!titledByFailure || shown.path === baseline.path, `${what}: stays`).toBe(true)
          expect(swallowed ? shown : baseline, `${what}: the page still shows`).toEqual(baseline)
          // The boundary's or the page's own Retry brings the page back.
          clearFaults()
          if (!swallowed) await view.user.click(screen.getByRole('button', { name: 'Retry' }))
          expect(await settle(view), `${what}: recovers`).toEqual(baseline)
          view.unmount()
        }
      }
    },
    120_000,
  )
})

/**
 * The boundary itself, on a small route tree with a layout around a page whose loader, or whose
 * suspense query, reads through the generated client while the mock backend fails. Today's pages
 * have no reads of their own, so the generated suite above cannot reach this path yet.
 */
describe('the route error boundary', () => {
  const probeFaqs = queryOptions({
    queryKey: ['fault-probe', 'faqs'],
    queryFn: async () => (await fetchPublicFaqs({ throwOnError: true })).data.success,
  })

  function SuspensePage() {
    const { data } = useSuspenseQuery(probeFaqs)
    return <h1>{`FAQs read: ${data.faqs.length}`}</h1>
  }

  function renderProbe(url: string) {
    const queryClient = createAppQueryClient({ onUnauthorized: () => {} })
    queryClient.setDefaultOptions({ queries: { retry: false } })
    const root = createRootRoute({
      component: () => (
        <>
          <header>Probe shell</header>
          <Outlet />
        </>
      ),
    })
    const routeTree = root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/loader',
        loader: () => queryClient.ensureQueryData(probeFaqs),
        component: () => <h1>Loaded FAQs</h1>,
      }),
      createRoute({ getParentRoute: () => root, path: '/suspense', component: SuspensePage }),
    ])
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [url] }),
      // The same default as the app's router factory (checked below).
      defaultErrorComponent: RouteErrorPage,
    })
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>,
    )
  }

  it('is the default of the app router', () => {
    const router = createAppRouter({ queryClient: undefined as never, auth: undefined as never })
    expect(router.options.defaultErrorComponent).toBe(RouteErrorPage)
  })

  it.each([
    ['/loader', 'Loaded FAQs', 500, GENERIC_ERROR_MESSAGE],
    ['/suspense', /^FAQs read: \d+$/, 'network', NETWORK_ERROR_MESSAGE],
  ] as const)(
    '%s shows the message and Retry inside the layout, and Retry recovers',
    async (url, heading, kind, message) => {
      const user = userEvent.setup()
      injectFault('fetchPublicFaqs', kind)
      renderProbe(url)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(ROUTE_ERROR_TITLE)
      expect(alert).toHaveTextContent(message)
      expect(screen.getByText('Probe shell')).toBeVisible()

      // Still failing: Retry asks again and the message stays.
      await user.click(screen.getByRole('button', { name: 'Retry' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(message)

      clearFaults()
      await user.click(screen.getByRole('button', { name: 'Retry' }))
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )
})
