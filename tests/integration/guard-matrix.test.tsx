import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { APP_NAME, roleTitle } from '@/components/layout/document-title'
import { NOT_FOUND_MESSAGE } from '@/features/errors/not-found-page'
import { safeReturnPath, slugify } from '@/lib/post-login-redirect'
import { saveTemporaryIdentity } from '@/lib/auth/external-identity'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts, type DemoAccountKey } from '@mocks/seed/demo-accounts'
import { connectedStudentIds, findUserByEmail } from '@mocks/services/relations'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'
import { routeCatalog, urlOf, type CatalogRoute, type RouteGroup } from '../support/route-catalog'

/**
 * Every page of the route tree, visited by every kind of visitor, ends where the spec says
 * (part 1 sections 2 and 6, part 2 section 2). Expectations follow from the route's guard group;
 * only the spec's special routes are listed by path. A route added later is visited
 * automatically, and fails the "has a rule" test until it has a title and parameter values.
 */

withMockServer()

type Who = DemoAccountKey | null
/** A parent's role is neither: the spec's "other roles" (part 1 section 2, part 2 section 2). */
type Role = 'counsellor' | 'student' | 'other'

/** Where a visit ends; `returnUrl` is the same-site path a visitor sent to login comes back to. */
interface Outcome {
  path: string
  returnUrl?: string
  signedOut?: boolean
  /** The page at the URL is the not-found page (someone else's record). */
  notFound?: boolean
}

const WAIT = { timeout: 5000 }

const roleOf = (who: DemoAccountKey): Role => {
  const role = demoAccounts[who].role
  return role === 'counsellor' || role === 'student' ? role : 'other'
}

/**
 * Spec part 1 section 2: home is the dashboard for counsellors; for students the student profile
 * when profile completion is below 90, else find counsellors (newStudent is below, student above).
 */
const homeOf: Record<DemoAccountKey, string> = {
  counsellor: '/dashboard',
  pendingCounsellor: '/dashboard',
  basicCounsellor: '/dashboard',
  eliteCounsellor: '/dashboard',
  newStudent: '/student-profile',
  student: '/find-counsellors',
  juniorCounsellor: '/dashboard',
  // Other roles: the one page their single menu link opens.
  parent: '/learningHub',
}

/** Spec part 2 section 2, route guard: a wrong role goes to the dashboard or student profile. */
const wrongRoleFallback: Record<Role, string> = {
  counsellor: '/dashboard',
  student: '/student-profile',
  // "anyone else to login", where the auth area sends a signed-in user home.
  other: homeOf.parent,
}

const toLogin = (url: string): Outcome => ({ path: '/auth/login', returnUrl: url })

/**
 * Signed in, the auth area is a Catalyst-only route leading to the dashboard (part 1 section 7):
 * a student goes to the student profile, whatever the profile's completion (issue 27), another
 * role to its one page.
 */
const authAreaTarget = (who: DemoAccountKey): string =>
  roleOf(who) === 'other' ? homeOf[who] : wrongRoleFallback[roleOf(who)]

/** The rule of each guard group (spec part 1 section 6, part 2 section 2). */
function byGroup(group: RouteGroup, url: string, who: Who): Outcome {
  switch (group) {
    case 'public':
      return { path: url }
    case 'auth':
      return who ? { path: authAreaTarget(who) } : { path: url }
    case 'signed-in':
      return who ? { path: url } : toLogin(url)
    case 'counsellor':
    case 'student':
      if (!who) return toLogin(url)
      return roleOf(who) === group ? { path: url } : { path: wrongRoleFallback[roleOf(who)] }
  }
}

/** The spec's special routes, by URL pattern; everything else follows its group. */
const specialRoutes: Record<string, (url: string, who: Who) => Outcome> = {
  // Home: signed-in users to their home; visitors to login, no returnUrl needed (part 1 §2).
  '/': (_, who) => ({ path: who ? homeOf[who] : '/auth/login' }),
  // Unknown paths: /error/404 when signed in; "every other path redirects to auth" otherwise.
  '/$': (_, who) => ({ path: who ? '/error/404' : '/auth/login' }),
  // "Any other /auth/* path redirects to /auth/login"; signed in, the auth area's own rule.
  '/auth': (_, who) => ({ path: who ? authAreaTarget(who) : '/auth/login' }),
  '/auth/$': (_, who) => ({ path: who ? authAreaTarget(who) : '/auth/login' }),
  // Without the identity provider's temporary token, back to login (the token case is below).
  '/auth/google-signUp': (_, who) => ({ path: who ? authAreaTarget(who) : '/auth/login' }),
  // Logout signs out and lands on the login page, whoever visits.
  '/logout': (_, who) => ({ path: '/auth/login', signedOut: who !== null }),
  // Other roles' one link; Catalysts and students have their own pages for finding Catalysts.
  '/learningHub': (url, who) => {
    if (!who) return toLogin(url)
    const role = roleOf(who)
    return {
      path:
        role === 'counsellor' ? '/learning-hub' : role === 'student' ? '/find-counsellors' : url,
    }
  },
  // A Catalyst sees only their own students: another Catalyst gets the not-found page (issue 14).
  '/students/view/$studentId': (url, who) =>
    who === 'pendingCounsellor' ? { path: url, notFound: true } : byGroup('counsellor', url, who),
  // Sessions (issue 29) are for both people of a session; another role goes to its one page.
  '/sessions': (url, who) =>
    who && roleOf(who) === 'other' ? { path: homeOf.parent } : byGroup('signed-in', url, who),
  // The notification centre (issue 35) is for both roles; another role goes to its one page.
  '/notifications': (url, who) =>
    who && roleOf(who) === 'other' ? { path: homeOf.parent } : byGroup('signed-in', url, who),
  // /student-pathway and /my-pathway are one page (My Pathway).
  '/student-pathway': (url, who) =>
    who && roleOf(who) === 'student' ? { path: '/my-pathway' } : byGroup('student', url, who),
}

function outcomeOf(route: CatalogRoute, url: string, who: Who): Outcome {
  return specialRoutes[route.fullPath]?.(url, who) ?? byGroup(route.group, url, who)
}

/** Spec part 1 section 2, "Signed-in routes (names and page titles)"; part 2 section 2. */
const specTitles: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/find-counsellors': 'Find Catalysts',
  '/learning-hub': 'Learning Hub',
  '/learning-hub/applied': 'Enrolled Hubs',
  '/learning-hub/applied/$learnerHubName/$learnHubId': 'Learning Hub Details',
  '/learning-hub/$learnerHubName/$learnHubId': 'Learning Hub Details',
  '/my-student': 'My Students',
  '/students/view/$studentId': 'Student Profile',
  '/student-profile': 'Student Profile',
  '/counselor-profile': 'Catalyst Profile',
  '/my-pathway': 'My Pathway',
  '/invite-student': 'Invite Student',
  '/my-achievements': 'My Accomplishments',
  '/verified-certificate/$achievementId': 'Verified Badge Certificate',
  '/verification/certificate/$badgeId/$userId/$firstName': 'Verified Badge Certificate',
  '/pricing': 'Pricing',
  '/billing': 'Billing',
  '/counselor-faq-support': 'FAQ and Support Centre',
  '/student-faq-support': 'FAQ and Support Centre',
  '/faq': 'FAQ and Support Centre',
  '/builder': 'Layout Builder',
  // Part 1 section 2: other roles' single link, "Find Catalysts".
  '/learningHub': 'Find Catalysts',
}

/** Pages the spec names no title for: ours, listed so that changing one is a decision. */
const ownTitles: Record<string, string> = {
  '/auth/login': 'Sign in',
  '/auth/forgot-password': 'Reset your password',
  '/auth/registration': 'Create your account',
  '/auth/verify-otp': 'Verify your e-mail',
  '/auth/google-signUp': 'Complete your account',
  '/error': 'Page not found',
  '/error/404': 'Page not found',
  '/error/500': 'System error',
  '/logout': 'Signing out',
  '/apps/chat': 'Chat',
  '/sessions': 'Sessions',
  '/availability': 'Availability',
  '/team': 'Team',
  '/crafted/pages/profile': 'Activities',
  '/webinars': 'Webinars',
  // Issue 34: Elite's account manager and marketing support.
  '/account-manager': 'Account manager',
  // Issue 35: the notification centre and each role's preferences.
  '/notifications': 'Notifications',
  '/counselor-profile/notifications': 'Notification preferences',
  '/student-profile/notifications': 'Notification preferences',
}

/** Routes that only redirect, so never show a title of their own. */
const redirectOnly = new Set(['/', '/$', '/auth', '/auth/$', '/student-pathway'])

const shellGroups: readonly RouteGroup[] = ['signed-in', 'counsellor', 'student']

/** The title a page shows; a signed-in page without one shows the role (part 1 section 6). */
function titleOf(route: CatalogRoute, who: Who): string {
  const title = specTitles[route.fullPath] ?? ownTitles[route.fullPath]
  if (title) return title
  if (route.group === 'signed-in' && who) {
    const fallback = roleTitle(roleOf(who))
    if (fallback) return fallback
  }
  throw new Error(`No expected title for ${route.fullPath}: add the spec's page title`)
}

/**
 * Who visits which group: nobody, a student and a counsellor everywhere, plus the variants that
 * can end differently there: the two students' homes differ (auth area, home); the unapproved
 * counsellor sees the approval banner on counsellor pages; a low-completion student may still
 * open student pages.
 */
const visitorsOf: Record<RouteGroup, readonly Who[]> = {
  public: [null, 'student', 'counsellor'],
  auth: [null, 'newStudent', 'student', 'counsellor', 'parent'],
  'signed-in': [null, 'newStudent', 'student', 'counsellor', 'pendingCounsellor', 'parent'],
  counsellor: [null, 'student', 'counsellor', 'pendingCounsellor', 'parent'],
  student: [null, 'newStudent', 'student', 'counsellor', 'parent'],
}

function visitorsFor(route: CatalogRoute): readonly Who[] {
  return route.fullPath in specialRoutes ? visitorsOf['signed-in'] : visitorsOf[route.group]
}

/** Real parameter values from the demo seed: the demo counsellor's own student, hub, badge. */
function seedParams(): Record<string, string> {
  const counsellor = findUserByEmail(demoAccounts.counsellor.email)
  if (!counsellor) throw new Error('The demo counsellor is not seeded')
  const [studentId] = connectedStudentIds(counsellor.id)
  const application = db.applications.findFirst((q) => q.where({ userId: counsellor.id }))
  const hub = application
    ? db.learnHubs.findFirst((q) => q.where({ id: application.learnHubId }))
    : undefined
  const achievement = db.achievements.findFirst((q) => q.where({ userId: counsellor.id }))
  if (!studentId || !hub || !achievement)
    throw new Error('The demo seed lost the counsellor’s student, hub application or badge')
  return {
    studentId,
    learnerHubName: slugify(hub.name),
    learnHubId: hub.id,
    achievementId: achievement.id,
    badgeId: achievement.badgeId,
    userId: counsellor.id,
    firstName: counsellor.firstName,
  }
}

/** Splats get a path no route claims. */
const splatOf: Record<string, string> = { '/$': 'no-such-page', '/auth/$': 'no-such-screen' }

let params: Record<string, string> = {}

function valuesFor(route: CatalogRoute): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of route.params) {
    const value = name === '_splat' ? splatOf[route.fullPath] : params[name]
    if (value === undefined)
      throw new Error(`No seed value for $${name} of ${route.fullPath}: add one to seedParams`)
    values[name] = value
  }
  return values
}

function pageOf(path: string): CatalogRoute {
  const page = routeCatalog.find((candidate) => candidate.fullPath === path)
  if (!page) throw new Error(`${path} is not a page of the route tree`)
  return page
}

/** The page a visit ends on: the route itself, or the (parameterless) page it was sent to. */
function pageAt(route: CatalogRoute, url: string, path: string): CatalogRoute {
  return path === url ? route : pageOf(path)
}

/** A rendered page: its tab title, a level-1 heading, and inside the shell the header title. */
async function expectPage(page: CatalogRoute, who: Who) {
  const title = titleOf(page, who)
  const tabTitle = title === APP_NAME ? APP_NAME : `${title} | ${APP_NAME}`
  await waitFor(() => expect(document.title).toBe(tabTitle), WAIT)
  expect((await screen.findAllByRole('heading', { level: 1 }, WAIT))[0]).toBeVisible()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  if (!shellGroups.includes(page.group)) return
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
  expect(within(trail).getByText(title, { selector: '[aria-current="page"]' })).toBeVisible()
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  const banner = screen.queryByText('Your profile is awaiting moderator approval.')
  if (who === 'pendingCounsellor') expect(banner).toBeVisible()
  else expect(banner).not.toBeInTheDocument()
}

async function expectNotFound() {
  expect(await screen.findByText(NOT_FOUND_MESSAGE, {}, WAIT)).toBeVisible()
}

const cases = routeCatalog.flatMap((route) =>
  visitorsFor(route).map((who) => {
    const ends = outcomeOf(route, route.fullPath, who)
    const label = ends.returnUrl ? `${ends.path}?returnUrl=${ends.returnUrl}` : ends.path
    return [route.fullPath, who ?? 'visitor', label, route, who] as const
  }),
)

describe('guard matrix', () => {
  beforeAll(async () => {
    // Visits only read, so one seed serves every case.
    await seedScenario('demo')
    params = seedParams()
  })

  beforeEach(() => {
    document.title = ''
    sessionStorage.clear()
  })

  it('has a rule, a title and parameter values for every route of the tree', () => {
    const missing = routeCatalog.flatMap((route) => {
      const problems: string[] = []
      if (!redirectOnly.has(route.fullPath)) {
        for (const who of visitorsFor(route)) {
          try {
            titleOf(route, who)
          } catch (error) {
            problems.push((error as Error).message)
          }
        }
      }
      try {
        valuesFor(route)
      } catch (error) {
        problems.push((error as Error).message)
      }
      return problems
    })
    expect([...new Set(missing)]).toEqual([])
    expect(cases.length).toBeGreaterThan(100)
  })

  it.each(cases)('%s as %s ends at %s', async (_pattern, _who, _label, route, who) => {
    const url = urlOf(route, valuesFor(route))
    const ends = outcomeOf(route, url, who)
    const { router, app } = await renderRoute(url, { as: who, scenario: null })

    // The resolved location: the start URL counts only once the guards have let it through.
    await waitFor(() => {
      expect(router.state.status).toBe('idle')
      expect(router.state.resolvedLocation?.pathname).toBe(ends.path)
    }, WAIT)
    const search = router.state.location.search as { returnUrl?: unknown }
    expect(search.returnUrl).toBe(ends.returnUrl)
    // A returnUrl the guard sets is one the sign-in page will follow.
    expect(ends.returnUrl ? safeReturnPath(search.returnUrl) : undefined).toBe(ends.returnUrl)
    await (ends.notFound ? expectNotFound() : expectPage(pageAt(route, url, ends.path), who))
    // Still there once the page has rendered: nothing sent the visitor on afterwards.
    expect(router.state.location.pathname).toBe(ends.path)
    expect(app.auth.isSignedIn()).toBe(who !== null && !ends.signedOut)
  })

  it('keeps a visitor who has the identity provider’s temporary token on /auth/google-signUp', async () => {
    saveTemporaryIdentity('temporary-token', { email: 'new.person@example.com' })
    const { router } = await renderRoute('/auth/google-signUp', { scenario: null })
    await expectPage(pageOf('/auth/google-signUp'), null)
    expect(router.state.location.pathname).toBe('/auth/google-signUp')
  })
})
