import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { HUB_MESSAGES } from '@/features/learning-hubs/hub-rules'
import { UNREAD_HUB_TITLE } from '@/features/learning-hubs/public-hub-page'
import { formatDate } from '@/lib/format/dates'
import {
  PENDING_HUB_REDIRECT_KEY,
  readPendingHubRedirect,
  slugify,
} from '@/lib/post-login-redirect'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { demoAccounts } from '@mocks/seed/demo-accounts'
import { clearFaults, injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { currentPath, renderRoute } from '../render-route'

withMockServer()

/**
 * The public learning hub page (issue 15 point 5; spec part 2 sections 2, 8 and 9; part 1
 * section 2 for the way back after login), signed out, in the real route tree.
 */
const WAIT = { timeout: 8_000 }
const hubNamed = (code: string) => db.learnHubs.findFirst((q) => q.where({ code }))!
const urlOf = (hub: { id: string; name: string }) => `/learning-hub/${slugify(hub.name)}/${hub.id}`

beforeEach(async () => {
  await seedScenario('demo')
})

/** A description list's terms and their values, in order. */
function pairsIn(label: string): Record<string, string> {
  const list = within(screen.getByLabelText(label))
  const values = list.getAllByRole('definition').map((value) => value.textContent)
  const pairs: Record<string, string> = {}
  list.getAllByRole('term').forEach((term, index) => {
    pairs[term.textContent] = values[index] ?? ''
  })
  return pairs
}

afterEach(() => {
  sessionStorage.clear()
  clearFaults()
})

describe('the public learning hub page', () => {
  it('shows a visitor the overview, modules, eligibility, badge and rewards, and the footer', async () => {
    const hub = hubNamed('STEM-300')
    const { user } = await renderRoute(urlOf(hub), { scenario: null })
    expect(
      await screen.findByRole('heading', { level: 1, name: `Overview of ${hub.name}` }, WAIT),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: hub.name })).toBeVisible()
    expect(screen.getByText(hub.long_desc!)).toBeVisible()

    expect(pairsIn('Overview')).toEqual({
      Duration: `${hub.duration} weeks`,
      'Start date': formatDate(hub.start_date),
      'End date': formatDate(hub.end_date),
      Modules: String(hub.modules!.length),
      'Course ID': String(hub.moodle_id),
    })
    // Reference properties, keys read as words.
    expect(pairsIn('About this hub')).toMatchObject({
      Level: String(hub.ref_properties!.level),
      Certificate: 'Yes',
    })

    // Five modules at first, then all of them.
    const modules = screen.getByRole('list', { name: 'Modules in this Path' })
    const names = () =>
      within(modules)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.firstChild?.textContent)
    expect(hub.modules!.length).toBeGreaterThan(5)
    expect(names()).toEqual(hub.modules!.slice(0, 5).map((module) => module.name))
    await user.click(
      screen.getByRole('button', { name: `Show all ${hub.modules!.length} modules` }),
    )
    expect(names()).toEqual(hub.modules!.map((module) => module.name))

    for (const criterion of hub.eligibility!) expect(screen.getByText(criterion.name)).toBeVisible()
    expect(screen.getByText(hub.badge!.name)).toBeVisible()
    for (const reward of hub.rewards!) expect(screen.getByText(reward.name)).toBeVisible()

    // Header and footer.
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth/registration',
    )
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }))
    expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms-of-use.pdf',
    )
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Catalyst. All rights reserved.`),
    ).toBeVisible()
    // Not the app: no shell around it.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  })

  it('sends a visitor who applies to login and brings them back to the hub, where they can apply', async () => {
    const hub = hubNamed('STEM-300')
    const { user, router } = await renderRoute(urlOf(hub), { scenario: null })
    const before = Date.now()
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }, WAIT))

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), WAIT)
    expect(router.state.location.search).toEqual({ returnUrl: urlOf(hub) })
    const pending = readPendingHubRedirect(sessionStorage)
    expect(pending).toMatchObject({ learnHubId: hub.id, trainingTitle: hub.name })
    expect(pending?.timestamp).toBeGreaterThanOrEqual(before)
    expect(pending?.timestamp).toBeLessThanOrEqual(Date.now())

    await user.type(
      await screen.findByLabelText(/^email/i, {}, WAIT),
      demoAccounts.counsellor.email,
    )
    await user.type(screen.getByLabelText(/^password/i), 'Catalyst#2026')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentPath(router)).toBe(urlOf(hub)), WAIT)
    // Back on the hub inside the app, signed in, with Apply Now opening the wizard.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Hub Details' }, WAIT),
    ).toBeVisible()
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }, WAIT))
    expect(await screen.findByRole('dialog', { name: `Apply to ${hub.name}` }, WAIT)).toBeVisible()
    // The redirect was used once: the next login starts afresh.
    expect(sessionStorage.getItem(PENDING_HUB_REDIRECT_KEY)).toBeNull()
  })

  it('says applications are closed on a hub that has ended', async () => {
    const hub = hubNamed('DSM-120')
    await renderRoute(urlOf(hub), { scenario: null })
    expect(await screen.findByText(HUB_MESSAGES.closed, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull()
  })

  it.each([
    ['an id that names no hub', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-hub'],
  ])('says the hub cannot be found for %s', async (_, id) => {
    await renderRoute(`/learning-hub/some-hub/${id}`, { scenario: null })
    expect(await screen.findByText(HUB_MESSAGES.notFound, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Overview of Training' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull()
  })

  it.each([500, 'network'] as const)(
    'shows the loading state, then on a %s failure one message in the page, no toast, and Retry, which recovers',
    async (kind) => {
      const hub = hubNamed('SAB-150')
      injectFault('viewHubDetail', kind, { times: 1 })
      const { user } = await renderRoute(urlOf(hub), { scenario: null })
      expect(await screen.findByText(HUB_MESSAGES.detailLoading)).toBeInTheDocument()
      const main = within(screen.getByRole('main'))
      expect(await main.findByText(HUB_MESSAGES.publicLoadFailed, {}, WAIT)).toBeVisible()
      // Issue 27: the same failure also raised a toast ("Something went wrong") over Login and
      // Sign Up, and the title named a hub ("Overview of Training") the page could not read.
      const toasts = within(screen.getByRole('region', { name: /^Notifications/ }))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(toasts.queryAllByRole('listitem')).toHaveLength(0)
      expect(screen.getAllByRole('alert')).toHaveLength(1)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(UNREAD_HUB_TITLE)
      expect(screen.queryByText(/Overview of/)).toBeNull()

      await user.click(screen.getByRole('button', { name: 'Retry' }))
      expect(
        await screen.findByRole('heading', { level: 1, name: `Overview of ${hub.name}` }, WAIT),
      ).toBeVisible()
      expect(screen.getByRole('button', { name: 'Apply Now' })).toBeVisible()
    },
  )
})

describe('the public headers', () => {
  /** The header's Login and sign-up links: their words and their look. */
  async function headerActions(url: string) {
    const view = await renderRoute(url, { scenario: null })
    // The page's own header comes first (the FAQ has a header of its own inside the page).
    const [header] = await screen.findAllByRole('banner', {}, WAIT)
    const login = await within(header!).findByRole('link', { name: 'Login' }, WAIT)
    const signUp = within(header!).getByRole('link', { name: /^Sign up$/i })
    const looks = { login: login.className, signUp: signUp.className, label: signUp.textContent }
    view.unmount()
    return looks
  }

  it('offer Login and sign-up alike on the FAQ and a hub, in the spec’s words for each', async () => {
    const faq = await headerActions('/faq')
    const hub = await headerActions(urlOf(hubNamed('STEM-300')))
    expect(faq.label).toBe('Sign up')
    expect(hub.label).toBe('Sign Up')
    // One size and one look for the same two buttons (issue 28).
    expect(faq.login).toBe(hub.login)
    expect(faq.signUp).toBe(hub.signUp)
  })
})
